"""genops.py — OpenCL C's operator table, generated (OpenCL C 1.2 6.3
Operators, C99 6.5): every unary and binary operator, every compound
assignment and ?: over the scalar types and every vector type.

table(std) -> the text of a program with one case a line,

    { struct Z z = EXPR; }

in functions whose parameters are one variable of each type (v_int,
v_float4, ...).  Initializing a struct from the expression is always an
error, and the message names the expression's type ("initializing
'struct Z' with an expression of incompatible type 'float8'"): so the
diagnostics on each line say, for clang-15 and for zocc alike, whether
the expression is accepted and of which type.  lines() maps each line to
its case; outcome() reads one compiler's diagnostics into {line: type or
None (refused)}.

values(seed) -> an execution test (tests/lib/kspec.py comments) that
computes a sample of the accepted cases on fixed operands and writes the
bytes of each result, to be compared with clang-15's module on PoCL.
"""

import random
import re

SCALARS = ['bool', 'char', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'half', 'float',
           'double']
ELEMS = SCALARS[1:]
WIDTHS = [2, 3, 4, 8, 16]
VECTORS = ['%s%d' % (e, w) for e in ELEMS for w in WIDTHS]
TYPES = SCALARS + VECTORS

UNARY = ['!', '~', '-', '+', '++', '--']          # prefix; ++ and -- also postfix
BINARY = ['+', '-', '*', '/', '%', '&', '|', '^', '<<', '>>', '&&', '||', '<', '>', '<=', '>=', '==', '!=']
ASSIGN = ['=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>=']
CASES_PER_FUNCTION = 3000


def elem(t):
    """'float8' -> ('float', 8), 'int' -> ('int', 1)"""
    m = re.match(r'^([a-z]+?)(\d+)?$', t)
    return m.group(1), int(m.group(2) or 1)


def pairs():
    """The operand pairs: every two scalars; every scalar with every vector,
    both ways; every two vectors of one width; and, for the rule that
    widths must match, every two element types at widths 4 and 8."""
    out = [(a, b) for a in SCALARS for b in SCALARS]
    for s in SCALARS:
        for v in VECTORS:
            out += [(s, v), (v, s)]
    for w in WIDTHS:
        out += [('%s%d' % (a, w), '%s%d' % (b, w)) for a in ELEMS for b in ELEMS]
    out += [('%s4' % a, '%s8' % b) for a in ELEMS for b in ELEMS]
    return out


def conditional_cases():
    """?: — conditions of every type but a few scalars; arms of one type,
    a vector with a scalar of its element (both ways), and scalar mixes."""
    conds = ['bool', 'int', 'ulong', 'float'] + VECTORS
    arms = [(t, t) for t in TYPES]
    for v in VECTORS:
        e, _ = elem(v)
        arms += [(v, e), (e, v)]
    arms += [('int', 'float'), ('char', 'uchar'), ('half', 'float'), ('long', 'double'), ('uint', 'int'),
             ('short', 'ushort'), ('bool', 'char'), ('ulong', 'half'), ('int', 'long'), ('uchar', 'bool')]
    return [(c, a, b) for c in conds for a, b in arms]


def cases():
    """(text of the expression, kind) for every case, in order."""
    out = []
    for t in TYPES:
        for op in UNARY:
            out.append(('%s v_%s' % (op, t), 'unary'))
        out.append(('v_%s ++' % t, 'unary'))
        out.append(('v_%s --' % t, 'unary'))
    ps = pairs()
    for op in BINARY:
        for a, b in ps:
            out.append(('v_%s %s v_%s' % (a, op, b), 'binary'))
    for op in ASSIGN:
        for a, b in ps:
            out.append(('(v_%s %s v_%s)' % (a, op, b), 'assign'))
    for c, a, b in conditional_cases():
        out.append(('v_%s ? v_%s : v_%s' % (c, a, b), 'conditional'))
    return out


def table(cs):
    """The program for cases cs; returns (text, {line: index in cs})."""
    lines = ['#pragma OPENCL EXTENSION cl_khr_fp16 : enable',
             '#pragma OPENCL EXTENSION cl_khr_fp64 : enable',
             'struct Z { int z; };']
    params = ', '.join('%s v_%s' % (t, t) for t in TYPES)
    where = {}
    for k, (text, _) in enumerate(cs):
        if k % CASES_PER_FUNCTION == 0:
            if k:
                lines.append('}')
            lines.append('void f%d(%s)' % (k // CASES_PER_FUNCTION, params))
            lines.append('{')
        lines.append('\t{ struct Z z = %s; }' % text)
        where[len(lines)] = k
    lines.append('}')
    return '\n'.join(lines) + '\n', where


C_NAMES = {'unsigned char': 'uchar', 'unsigned short': 'ushort', 'unsigned int': 'uint',
           'unsigned long': 'ulong', 'signed char': 'char', '_Bool': 'bool'}

INIT_RE = re.compile(r"initializing '(?:__private )?struct Z' with an expression of incompatible type '([^']*)'"
                     r"(?: \(vector of (\d+) '([^']*)' values\))?")


def canonical(name, n=None, e=None):
    """A type as a compiler spelled it, in this file's names: clang's
    'int __attribute__((ext_vector_type(8)))' (vector of 8 'int' values)
    and zocc's 'int8' are both 'int8'."""
    if n:
        e = C_NAMES.get(e, e)
        return '%s%s' % (e, n)
    m = re.match(r'^(.*) __attribute__\(\(ext_vector_type\((\d+)\)\)\)$', name)
    if m:
        return '%s%s' % (C_NAMES.get(m.group(1), m.group(1)), m.group(2))
    return C_NAMES.get(name, name)


def outcome(stderr, fname):
    """{line: result type, or None where the case is refused} from a
    compiler's diagnostics on fname."""
    res = {}
    pat = re.compile(r'^%s:(\d+):\d+: error: (.*)$' % re.escape(fname), re.M)
    for m in pat.finditer(stderr):
        line = int(m.group(1))
        i = INIT_RE.search(m.group(2))
        ty = canonical(i.group(1), i.group(2), i.group(3)) if i else None
        res.setdefault(line, ty)
        if ty is None:
            res[line] = None
    return res


# ---- values ----------------------------------------------------------------

# Operands that keep every sampled operation defined: no signed overflow
# (products of two fit even in the promoted type), no division by zero, no
# out-of-range float-to-integer conversion.  Each case adds z, which is
# get_global_id(0) (0 at run time), so that no compiler can fold it.
OPERANDS = {
    'char': ['3', '-5'], 'uchar': ['200', '7'], 'short': ['-30', '11'], 'ushort': ['600', '13'],
    'int': ['-7000', '5'], 'uint': ['4000000000u', '6'], 'long': ['-50000000L', '3'],
    'ulong': ['10000000000UL', '2'], 'float': ['2.5f', '-1.75f'], 'double': ['3.25', '-0.5'],
}
VALUE_ELEMS = list(OPERANDS)   # PoCL has no half to run
SLOT = 128                     # bytes a result may take (a double16)


def operand(t, k):
    """Operand k (0 or 1) of type t, plus z: (T)(...) + (T)z."""
    e, n = elem(t)
    comps = [OPERANDS[e][(k + i) % 2] for i in range(n)]
    return '((%s)(%s) + (%s)z)' % (t, ', '.join(comps), t)


def shift_count(t, k):
    """A shift count of type t: 1 to 3, below every width, plus z."""
    e, n = elem(t)
    return '((%s)(%s) + (%s)z)' % (t, ', '.join('%d' % (1 + (k + i) % 3) for i in range(n)), t)


def value_cases(seed, n):
    """n cases (declarations, expression, its width) that clang and zocc
    both accept: each operator on operands of one type, a vector with a
    scalar of its element type, scalars of two types, ?: under scalar and
    vector conditions."""
    r = random.Random(seed)
    types = [t for t in TYPES if elem(t)[0] in VALUE_ELEMS]
    ints = [t for t in types if elem(t)[0] not in ('float', 'double')]
    out = []
    while len(out) < n:
        kind = r.randrange(6)
        if kind == 0:   # unary
            t = r.choice(types)
            fl = t not in ints
            op = r.choice(['-', '+', '!'] + ([] if fl else ['~']) + ([] if fl and elem(t)[1] > 1 else ['++', '--', 'post']))
            decl = '%s a = %s;' % (t, operand(t, 0))
            expr = 'a++' if op == 'post' else '%s a' % op
            out.append((decl, expr, elem(t)[1]))
            continue
        if kind == 4:   # ?:
            c = r.choice([t for t in ints if elem(t)[1] > 1] + ['int', 'long'])
            e, w = elem(c)
            size = {'char': 1, 'uchar': 1, 'short': 2, 'ushort': 2, 'int': 4, 'uint': 4, 'long': 8,
                    'ulong': 8}[e]
            same = [x for x in VALUE_ELEMS if {'char': 1, 'uchar': 1, 'short': 2, 'ushort': 2, 'int': 4, 'uint': 4,
                                                'float': 4, 'long': 8, 'ulong': 8, 'double': 8}[x] == size]
            arm = r.choice(same) if w > 1 else r.choice(VALUE_ELEMS)
            at = arm if w == 1 else '%s%d' % (arm, w)
            b = at if r.randrange(2) or w == 1 else arm
            decl = '%s c = (%s)(%s) + (%s)z; %s a = %s; %s b = %s;' % (
                c, c, ', '.join(['1', '-1', '0'][(i % 3)] for i in range(w)), c, at, operand(at, 0), b,
                operand(b, 1))
            out.append((decl, 'c ? a : b', w))
            continue
        op = r.choice(BINARY + ASSIGN[1:])
        base = op.rstrip('=') if op not in ('<=', '>=', '==', '!=') else op
        intonly = base in ('%', '&', '|', '^', '<<', '>>')
        shift = base in ('<<', '>>')
        pool = ints if intonly else types
        t = r.choice(pool)
        e, w = elem(t)
        if kind in (1, 2) or w == 1 and kind == 3:
            ta = tb = t
        elif kind == 3 and w > 1:          # vector with its element
            ta, tb = (t, e) if r.randrange(2) or op in ASSIGN or shift else (e, t)
        else:                              # two scalars of any types
            ta = r.choice([x for x in pool if elem(x)[1] == 1])
            tb = r.choice([x for x in pool if elem(x)[1] == 1])
            if op in ASSIGN and ta in ints and tb not in ints:
                tb = r.choice(ints[:0] or [x for x in ints if elem(x)[1] == 1])
        decl = '%s a = %s; %s b = %s;' % (ta, operand(ta, 0), tb, shift_count(tb, 1) if shift else operand(tb, 1))
        expr = '(a %s b)' % op if op in ASSIGN else 'a %s b' % op
        out.append((decl, expr, max(elem(ta)[1], elem(tb)[1])))
    return out


def values(seed, n=300):
    """The execution test of n sampled cases: each writes its result's
    bytes to its own SLOT of the output (vstoreN for a vector, so a
    3-component result writes 3 components)."""
    cases = value_cases(seed, n)
    lines = ['// options: -cl-std=CL1.2', '// requires: fp64', '// kernel: k', '// global: 1',
             '// arg: global uchar out[%d] = 0' % (n * SLOT), '// expect: same-as-reference', '',
             '#pragma OPENCL EXTENSION cl_khr_fp64 : enable', '',
             'kernel void k(global uchar *out)', '{', '\tint z = (int)get_global_id(0);']
    for k, (decl, expr, w) in enumerate(cases):
        at = 'out + %d' % (k * SLOT)
        if w == 1:
            store = '*(global __typeof__(%s) *)(%s) = %s;' % (expr, at, expr)
        else:
            store = 'vstore%d(%s, 0, (global __typeof__((%s).s0) *)(%s));' % (w, expr, expr, at)
        lines.append('\t{ %s %s }' % (decl, store))
    lines.append('}')
    return '\n'.join(lines) + '\n'
