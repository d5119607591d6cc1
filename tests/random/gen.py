"""gen.py — a seeded generator of random OpenCL C kernels for differential
testing (tests/random), in the spirit of Csmith.

    python3 tests/random/gen.py SEED [-o FILE] [--no F,G]   prints a kernel

generate(seed) returns a Program: the kernel's source (a complete exec test:
its `// kernel:`, `// arg:` and `// expect: same-as-reference` comments come
first, so tests/exec can run it as it is) and a description of every output
slot.  The kernel reads deterministic data from __global buffers, computes,
and stores every value it computes into `out` (integers, as ulong) or `fout`
(floats), NS (NF) slots per work-item; slot k is written by the statement the
Program's `slots[k]` (`fslots[k]`) describes.

Every program is free of undefined behaviour by construction.  The
generator tracks, for every variable, a conservative range of the values it
may hold (an integer interval; for floats a bound on the magnitude), and
emits an operation only where the ranges prove it defined: a signed +, -, *,
unary - or << that might overflow is done in the unsigned type or on
narrowed operands instead, a division or remainder whose divisor may be 0
(or -1 with a dividend that may be the minimum) gets a guard
(`b != 0 && !(a == MIN && b == -1) ? a / b : 0`) or a divisor that cannot be
either, a float converted to an integer type is compared against that type's
range first unless its magnitude bound proves it fits, array and buffer
indices are masked or proven in bounds, no variable is both written and
otherwise accessed in one full expression (no unsequenced side effects), and
loops have constant bounds.  Inside a loop only a chosen set of objects may
be written, and their ranges are widened to their whole type at the loop's
head, which makes the ranges hold in every iteration.  Shift counts are left
as they are: OpenCL C masks them (6.3 j), which is part of what is tested.
Floats are compared bit for bit (the reference is compiled without
contraction), so the generator needs no tolerance.

What a kernel holds (64 work-items in groups of 16):
  - scalars char..ulong and float, vectors int2/int4/uint2/uint4/float2/
    float4; inputs read from __global buffers, mostly narrowed to small
    ranges;
  - every C operator: arithmetic with the integer promotions and usual
    arithmetic conversions, shifts (counts masked by OpenCL), / and %
    (guarded), bitwise, comparisons, && || with side effects in the right
    operand, ?:, comma, casts, sizeof, unary - ~ ! +, assignments, compound
    assignments (also float into integer), ++/-- pre and post, in
    expressions as well as statements; integer constants of every base and
    suffix (their types per 6.4.4.1, e.g. 2147483648 is long), character
    constants, float constants in decimal and hexadecimal;
  - vectors: literals (scalars and smaller vectors), splats, swizzles
    (.xyzw, .s0123, .lo/.hi/.even/.odd, repeated components) read and
    assigned, component-wise arithmetic, vector-scalar operations, vector
    comparisons (-1/0), ! && || on vectors, selects with a vector condition,
    ?: with a scalar condition;
  - statements: declarations (with shadowing), if/else, for/while/do with
    constant trip counts, break, continue, switch with fallthrough and
    default, goto forward (over statements, or out of nested loops), blocks;
  - private arrays (1-D, 2-D, brace-initialized or stored element by
    element), structs (nested; brace or copy initialized, member access,
    assignment, through a pointer), unions read through another member,
    pointers into private arrays, a __global buffer read and written
    through pointer arithmetic (p[i], *(p + i), *p++, p - q, p < q, a byte
    view), __local arrays exchanged between barriers (and a tree reduction);
  - helper functions with conversions of arguments and results, early
    returns, vector parameters and results, a pointer into the __global
    buffer, and void helpers that update the caller's object through a
    pointer (&x, &a[i], &s.f).

Features can be turned off (Gen(features=...), `--no`, or the suite's
ZOCC_RANDOM_NO) to look past a known bug: see FEATURES.  The same seed and
features give the same text.
"""

import math
import random
import sys

GLOBAL = 64        # work-items
LOCAL = 16         # work-group size (and the size of the __local arrays)
NIN = 16           # uints of src per work-item
NFIN = 8           # floats of fsrc per work-item
NBUF = 16          # ints of buf per work-item

FEATURES = ('vectors', 'structs', 'arrays', 'local', 'pointers', 'switch', 'goto',
            'helpers', 'floats', 'loops', 'sideeffects', 'shadow', 'vecbool',
            'hexfloat', 'comma', 'literals', 'castpostfix', 'constif', 'aggrinit',
            'parencall', 'skiplabel', 'unions', 'ptrparams', 'deadlabel')

INF = math.inf


# ---- types -----------------------------------------------------------------

class Ty:
    """A scalar or vector type: kind 'i' (signed), 'u' (unsigned) or 'f'."""

    def __init__(self, name, kind, bits, n=1, elem=None):
        self.name = name    # OpenCL C spelling
        self.kind = kind    # 'i', 'u' or 'f' (of the elements)
        self.bits = bits    # bits of an element
        self.n = n          # 1 for scalars, else the component count
        self.elem = elem or self  # the element type of a vector

    def __repr__(self):
        return self.name

    @property
    def isint(self):
        return self.kind in 'iu'

    @property
    def vec(self):
        return self.n > 1


CHAR, UCHAR = Ty('char', 'i', 8), Ty('uchar', 'u', 8)
SHORT, USHORT = Ty('short', 'i', 16), Ty('ushort', 'u', 16)
INT, UINT = Ty('int', 'i', 32), Ty('uint', 'u', 32)
LONG, ULONG = Ty('long', 'i', 64), Ty('ulong', 'u', 64)
FLOAT = Ty('float', 'f', 32)
INTS = [CHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG]
UNSIGNED = {CHAR: UCHAR, SHORT: USHORT, INT: UINT, LONG: ULONG,
            UCHAR: UCHAR, USHORT: USHORT, UINT: UINT, ULONG: ULONG}
INT2, INT4 = Ty('int2', 'i', 32, 2, INT), Ty('int4', 'i', 32, 4, INT)
UINT2, UINT4 = Ty('uint2', 'u', 32, 2, UINT), Ty('uint4', 'u', 32, 4, UINT)
FLOAT2, FLOAT4 = Ty('float2', 'f', 32, 2, FLOAT), Ty('float4', 'f', 32, 4, FLOAT)
VECS = [INT2, INT4, UINT2, UINT4, FLOAT2, FLOAT4]
IVEC = {2: INT2, 4: INT4}
UVEC = {2: UINT2, 4: UINT4}
FVEC = {2: FLOAT2, 4: FLOAT4}


def vec_of(elem, n):
    if n == 1:
        return elem
    return {INT: IVEC, UINT: UVEC, FLOAT: FVEC}[elem][n]


def tmin(t):
    return -(1 << (t.bits - 1)) if t.kind == 'i' else 0


def tmax(t):
    return (1 << (t.bits - 1)) - 1 if t.kind == 'i' else (1 << t.bits) - 1


def full(t):
    """The widest range of a type: an interval, or INF for floats."""
    t = t.elem
    return INF if t.kind == 'f' else (tmin(t), tmax(t))


def fits(r, t):
    return tmin(t) <= r[0] and r[1] <= tmax(t)


def wrapv(v, t):
    v &= (1 << t.bits) - 1
    if t.kind == 'i' and v >> (t.bits - 1):
        v -= 1 << t.bits
    return v


def wrap_range(r, t):
    """The values of r converted to the integer type t (modulo 2^bits)."""
    if fits(r, t):
        return r
    if r[1] - r[0] >= (1 << t.bits) - 1:
        return full(t)
    lo, hi = wrapv(r[0], t), wrapv(r[1], t)
    return (lo, hi) if lo <= hi else full(t)


def hull(a, b):
    if isinstance(a, tuple):
        return (min(a[0], b[0]), max(a[1], b[1]))
    return max(a, b)


def promote(t):
    """6.3.1.1 integer promotions."""
    return INT if t.isint and not t.vec and t.bits < 32 else t


def uac(a, b):
    """6.3.1.8 usual arithmetic conversions of two scalar types."""
    if a.kind == 'f' or b.kind == 'f':
        return FLOAT
    a, b = promote(a), promote(b)
    if a is b:
        return a
    if a.kind == b.kind:
        return a if a.bits > b.bits else b
    u, s = (a, b) if a.kind == 'u' else (b, a)
    if u.bits >= s.bits:
        return u
    return s


def fmag(r):
    """The magnitude bound of an integer range converted to float."""
    m = max(abs(r[0]), abs(r[1]))
    return m * (1 + 2.0 ** -23) if m > (1 << 24) else float(m)


def conv(r, src, dst):
    """Range r of (element) type src converted to dst; a float source must
    be known to fit (the caller guards it)."""
    src, dst = src.elem, dst.elem
    if dst.kind == 'f':
        return r if src.kind == 'f' else fmag(r)
    if src.kind == 'f':
        m = math.floor(r) if math.isfinite(r) else tmax(dst)   # INF, or NaN: unknown
        return (max(-m, tmin(dst)), min(m, tmax(dst)))
    return wrap_range(r, dst)


def f32(x):
    import struct
    return struct.unpack('<f', struct.pack('<f', x))[0]


# ---- expressions and variables ----------------------------------------------

class E:
    """A generated expression: text, type, range of its value, whether it
    has no side effects, and whether it needs no parentheses."""
    __slots__ = ('t', 'ty', 'r', 'pure', 'atom')

    def __init__(self, t, ty, r, pure=True, atom=False):
        self.t = t          # C text
        self.ty = ty        # Ty
        self.r = r          # (lo, hi) for integers, a magnitude bound for floats
        self.pure = pure    # no side effects
        self.atom = atom    # a name, literal, call, index or member: no parentheses needed


def P(e):
    return e.t if e.atom else '(' + e.t + ')'


class Var:
    """A named object of the generated program."""

    def __init__(self, name, ty, cat='var', size=0, fields=None, target=None):
        self.name = name      # C name
        self.ty = ty          # its type (element type of arrays, pointee of pointers)
        self.cat = cat        # 'var', 'arr', 'arr2', 'struct', 'gptr', 'sptr', 'lds', 'in'
        self.size = size      # elements (arrays)
        self.fields = fields  # struct: the StructTy
        self.target = target  # sptr: the struct Var it points to
        self.ro = False       # read-only (loop counters, gid, lid)
        self.out = True       # dumped at the end of its scope

    def __repr__(self):
        return self.name


class StructTy:
    def __init__(self, name, fields):
        self.name = name      # struct tag
        self.fields = fields  # [(field name, Ty)]


class Fx:
    """The accesses of one full expression, so that nothing is both
    written and otherwise accessed without a sequence point between."""

    def __init__(self):
        self.R = set()       # keys read
        self.W = set()       # keys written
        self.allow = set()   # keys an assignment being built may read although written
        self.noside = 0      # > 0: no side effects may be generated
        self.calls = False   # it calls a function

    def can_read(self, k):
        return k not in self.W or k in self.allow

    def can_write(self, k):
        return k not in self.R and k not in self.W


BUF = Var('buf', INT, 'buf')   # the key of the __global scratch buffer's contents
SRC = Var('src', UINT, 'in')   # read-only inputs


class Helper:
    def __init__(self, name, ret, params, rng, reads_buf=False, gptr=False):
        self.name = name            # function name
        self.ret = ret              # return Ty
        self.params = params        # [Ty] (or 'gptr' for a global int pointer)
        self.r = rng                # range of the returned value
        self.reads_buf = reads_buf  # reads the __global buffer through a pointer


class Program:
    def __init__(self, seed, source, slots, fslots, ns, nf, features):
        self.seed = seed          # the seed
        self.source = source      # the kernel file's text
        self.slots = slots        # slot -> the statement that writes out[ob + slot]
        self.fslots = fslots      # slot -> the statement that writes fout[fb + slot]
        self.ns = ns              # slots of out per work-item
        self.nf = nf              # slots of fout per work-item
        self.features = features  # the features it was generated with


# ---- the generator -------------------------------------------------------------

class Gen:
    def __init__(self, seed, features=None):
        self.r = random.Random(seed)
        self.seed = seed
        self.feat = set(FEATURES if features is None else features)
        self.lines = []          # lines of the function being generated
        self.ind = 1             # indentation depth
        self.st = {}             # key -> range of the value it may hold
        self.scopes = [[]]       # visible variables, innermost scope last
        self.wstack = []         # writable keys, one set per enclosing loop
        self.slots, self.fslots = [], []
        self.helpers = []
        self.structs = []
        self.nvar = self.nlabel = 0
        self.kernel = False      # generating the kernel (not a helper)
        self.breaks = []         # enclosing loop / switch: 'loop' or 'switch'
        self.loopdepth = 0
        self.work = 1            # iterations of the enclosing loops (product)
        self.exit_label = None   # label after the outermost loop, for goto
        self.ret = None          # return type of the helper being generated
        self.retr = None         # hull of its return values
        self.budget = 0          # statements left in the function
        self.nodecl = False      # the statement being generated cannot be a declaration
        self.skipping = 0        # > 0: inside statements a goto jumps over
        self.hidden = set()      # names being declared: the outer ones they shadow are out of reach

    # random choices
    def p(self, x):
        return self.r.random() < x

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def wpick(self, pairs):
        pairs = [(w, x) for w, x in pairs if w > 0]
        tot = sum(w for w, _ in pairs)
        x = self.r.random() * tot
        for w, v in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][1]

    def has(self, f):
        return f in self.feat

    def B(self, a, op, b):
        """The text of a binary operation.  Without 'parencall', a name on
        the left of * gets parentheses: zocc reads (x * (y)) * z as a cast to
        the type `x *(y)` (see bugs/paren_call_cast_ambiguity.cl)."""
        left = P(a)
        if op == '*' and not self.has('parencall') and left.replace('_', 'a').isalnum() and left[0].isalpha():
            left = '(%s)' % left
        return '%s %s %s' % (left, op, P(b))

    def C(self, tyname, e):
        """The text of a cast of e to tyname.  Without 'castpostfix', an
        operand that is a parenthesized expression followed by a postfix
        operator, (p)[1] or (v).y, gets parentheses of its own (zocc reads
        (int)(p)[1] as ((int)(p))[1])."""
        if tyname.startswith(('float', 'int', 'uint')) and tyname[-1].isdigit():
            return '(%s)%s' % (tyname, P(e))
        if e.atom and e.t.startswith('(') and not self.has('castpostfix'):
            return '(%s)(%s)' % (tyname, e.t)
        return '(%s)%s' % (tyname, P(e))

    # names and scopes
    def name(self, prefix='v'):
        self.nvar += 1
        return '%s%d' % (prefix, self.nvar)

    def visible(self):
        seen, out = set(self.hidden), []
        for sc in reversed(self.scopes):
            for v in reversed(sc):
                if v.name not in seen:
                    seen.add(v.name)
                    out.append(v)
        return out

    def keys(self, v):
        if v.cat == 'struct':
            return [(v, f) for f, _ in self.flat_fields(v.fields)]
        return [v]

    def flat_fields(self, sty, pre=''):
        out = []
        for f, t in sty.fields:
            if isinstance(t, StructTy):
                out += self.flat_fields(t, pre + f + '.')
            else:
                out.append((pre + f, t))
        return out

    def declare(self, v, r=None):
        self.scopes[-1].append(v)
        if r is not None:
            self.st[v] = r
        if self.wstack:
            for k in self.keys(v):
                self.wstack[-1].add(k)

    def writable(self, k):
        if isinstance(k, tuple):
            v = k[0]
        else:
            v = k
        if getattr(v, 'ro', False):
            return False
        return not self.wstack or k in self.wstack[-1]

    def emit(self, text):
        self.lines.append('\t' * self.ind + text)

    # ---- state --------------------------------------------------------------
    def save(self):
        return dict(self.st)

    def join(self, other):
        for k, v in other.items():
            if k in self.st:
                self.st[k] = hull(self.st[k], v)

    def assign(self, k, r, weak):
        if weak and k in self.st:
            self.st[k] = hull(self.st[k], r)
        else:
            self.st[k] = r

    # ---- literals -------------------------------------------------------------
    def lit_int(self):
        """An integer constant; its type follows 6.4.4.1."""
        if not self.has('literals') or self.p(0.6):
            v = self.r.randrange(0, 17) if self.p(0.8) else self.pick([31, 32, 33, 63, 64, 100, 127, 128, 255, 256, 1000])
            if self.p(0.15):
                return E('-%d' % v, INT, (-v, -v))
            return E(str(v), INT, (v, v), atom=True)
        c = self.r.randrange(12)
        if c == 0:
            v = self.pick([0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x7fffffff, 0x80000000, 0xffffffff,
                           0xfffffffe, 0x100000000, 0x7fffffffffffffff, 0x8000000000000000,
                           0xffffffffffffffff])
            t = INT if v <= 0x7fffffff else UINT if v <= 0xffffffff else LONG if v <= tmax(LONG) else ULONG
            return E('0x%x' % v, t, (v, v), atom=True)
        if c == 1:
            v = self.pick([2147483647, 2147483648, 4294967295, 4294967296, 9223372036854775807])
            t = INT if v <= tmax(INT) else LONG
            return E(str(v), t, (v, v), atom=True)
        if c == 2:
            v = self.r.randrange(0, 300)
            return E('%du' % v if self.p(0.5) else '%dU' % v, UINT, (v, v), atom=True)
        if c == 3:
            v = self.r.randrange(0, 300)
            return E('%dL' % v if self.p(0.5) else '%dl' % v, LONG, (v, v), atom=True)
        if c == 4:
            v = self.r.randrange(0, 300)
            return E('%dUL' % v if self.p(0.5) else '%dul' % v, ULONG, (v, v), atom=True)
        if c == 5:
            v = self.r.randrange(0, 64)
            return E('0%o' % v if v else '0', INT, (v, v), atom=True)
        if c == 6:
            ch, v = self.pick([("'a'", 97), ("'Z'", 90), ("'\\n'", 10), ("'\\0'", 0), ("'\\x7f'", 127),
                               ("'0'", 48), ("'\\\\'", 92), ("'\\''", 39)])
            return E(ch, INT, (v, v), atom=True)
        if c == 7:
            # the minimum of a signed type
            if self.p(0.5):
                return E('(-2147483647 - 1)', INT, (tmin(INT), tmin(INT)), atom=True)
            return E('(-9223372036854775807L - 1)', LONG, (tmin(LONG), tmin(LONG)), atom=True)
        if c == 8:
            v = -2147483648
            return E('-2147483648', LONG, (v, v))   # - applied to a long constant
        if c == 9:
            t = self.pick(INTS)
            v = self.r.randrange(tmin(t), tmax(t) + 1) if self.p(0.5) else self.pick([tmin(t), tmax(t)])
            return E('(%s)%s' % (t.name, self.const_text(v, promote(t) if t.bits < 32 else t)), t, (v, v), atom=True)
        if c == 10:
            v = self.r.randrange(0, 1 << 16)
            return E('0x%XU' % v, UINT, (v, v), atom=True)
        v = self.r.randrange(-1000, 1000)
        return E(str(v), INT, (v, v), atom=v >= 0)

    def const_text(self, v, t):
        """Text of the value v as a constant of type t (int, uint, long, ulong)."""
        if t is INT:
            return '(-2147483647 - 1)' if v == tmin(INT) else ('(%d)' % v if v < 0 else str(v))
        if t is UINT:
            return '%du' % v
        if t is LONG:
            return '(-9223372036854775807L - 1)' if v == tmin(LONG) else ('(%dL)' % v if v < 0 else '%dL' % v)
        if t is ULONG:
            return '%dUL' % v
        return self.const_text(v, promote(t))

    def zero(self, t):
        return {INT: '0', UINT: '0u', LONG: '0L', ULONG: '0UL'}.get(t, '0')

    def lit_float(self):
        c = self.r.randrange(10)
        if c < 5 or not self.has('literals'):
            v = self.r.randrange(-64, 65) / self.pick([1, 2, 4, 8])
            t = repr(float(v))
            if 'e' not in t and '.' not in t:
                t += '.0'
            if v < 0:
                return E(t + 'f', FLOAT, abs(v))
            return E(t + 'f', FLOAT, abs(v), atom=True)
        if c == 5:
            t, v = self.pick([('0.1f', 0.1), ('3.14159265f', 3.15), ('1e10f', 1e10), ('1.0e-3f', 1e-3),
                              ('2.5e3f', 2500), ('.5f', .5), ('1.f', 1), ('16777217.0f', 16777218),
                              ('0.333333333f', 1 / 3), ('1e-30f', 1e-30), ('123456.789f', 123457)])
            return E(t, FLOAT, v, atom=True)
        if c == 6 and self.has('hexfloat') and self.p(0.3):
            t, v = self.pick([('0x1.8p1f', 3), ('0x1p-3f', .125), ('0x1.fffffep+10f', 2048), ('0xAp0f', 10)])
            return E(t, FLOAT, v, atom=True)
        if c == 7:
            return E('-0.0f', FLOAT, 0.0)
        v = self.r.randrange(0, 100)
        return E('%d.0f' % v, FLOAT, float(v), atom=True)

    # ---- reads -----------------------------------------------------------------
    def vars_of(self, pred, fx, write=False):
        out = []
        for v in self.visible():
            if not pred(v):
                continue
            ks = self.keys(v)
            if write:
                if v.ro or not all(fx.can_write(k) and self.writable(k) for k in ks):
                    continue
            elif not all(fx.can_read(k) for k in ks):
                continue
            out.append(v)
        return out

    def read(self, fx, k):
        fx.R.add(k)
        return self.st[k]

    def idx(self, n, fx, lo=0):
        """A pure index expression with a value in [lo, lo + n) (n a power of two)."""
        c = self.r.randrange(10)
        if c < 3:
            v = self.r.randrange(n)
            return '%d' % (v + lo) if lo else str(v)
        if c < 5:
            ctrs = [v for v in self.visible() if v.ro and v.cat == 'var' and v.ty.isint and v in self.st
                    and fx.can_read(v) and self.st[v][0] >= 0 and self.st[v][1] < n]
            if ctrs:
                v = self.pick(ctrs)
                self.read(fx, v)
                return v.name if not lo else '%s + %d' % (v.name, lo)
        fx.noside += 1
        e = self.ex_int(1 + (c > 7), fx)
        fx.noside -= 1
        if e.ty.kind == 'i' and e.ty.bits < 32 and self.p(0.3) and (self.has('parencall') or not e.atom):
            t = '(%s) & %d' % (e.t, n - 1)    # precedence: & binds less than the operand
        else:
            t = '%s & %d' % (P(e), n - 1)
            if e.ty is ULONG or e.ty is LONG:
                t = '%s & %dL' % (P(e), n - 1)
        if lo:
            return '(%s) + %d' % (t, lo)
        return t

    def leaf_int(self, fx):
        for _ in range(3):
            e = self.leaf_int1(fx)
            if e is not None:
                return e
        return self.lit_int()

    def leaf_int1(self, fx):
        c = self.wpick([(30, 'var'), (12, 'lit'), (8, 'arr'), (6, 'field'), (6, 'comp'), (5, 'src'),
                        (4, 'buf'), (3, 'ptr')])
        if c == 'var':
            vs = self.vars_of(lambda v: v.cat == 'var' and not v.ty.vec and v.ty.isint and v in self.st, fx)
            if vs:
                v = self.pick(vs)
                return E(v.name, v.ty, self.read(fx, v), atom=True)
        elif c == 'lit':
            return self.lit_int()
        elif c == 'arr':
            vs = self.vars_of(lambda v: v.cat in ('arr', 'arr2') and v.ty.isint, fx)
            if vs:
                v = self.pick(vs)
                return E(self.arr_ref(v, fx), v.ty, self.read(fx, v), atom=True)
        elif c == 'field':
            e = self.field_read(fx, lambda t: t.isint and not t.vec)
            if e:
                return e
        elif c == 'comp':
            e = self.comp_read(fx, lambda t: t.elem.isint)
            if e:
                return e
        elif c == 'src':
            if self.kernel:
                fx.R.add(SRC)
                return E('ip[%s]' % self.idx(NIN, fx), UINT, full(UINT), atom=True)
        elif c == 'buf':
            e = self.buf_read(fx)
            if e:
                return e
        elif c == 'ptr':
            e = self.ptr_read(fx)
            if e:
                return e
        return None

    def arr_ref(self, v, fx):
        if v.cat == 'arr2':
            return '%s[%s][%s]' % (v.name, self.idx(v.size, fx), self.idx(v.size, fx))
        return '%s[%s]' % (v.name, self.idx(v.size, fx))

    def field_read(self, fx, pred):
        vs = self.vars_of(lambda v: v.cat in ('struct', 'sptr'), fx)
        if not vs:
            return None
        v = self.pick(vs)
        s = v.target if v.cat == 'sptr' else v
        fs = [(f, t) for f, t in self.flat_fields(s.fields) if pred(t) and fx.can_read((s, f))]
        if not fs:
            return None
        f, t = self.pick(fs)
        text = '%s->%s' % (v.name, f) if v.cat == 'sptr' else '%s.%s' % (v.name, f)
        return E(text, t, self.read(fx, (s, f)), atom=True)

    COMPS = {2: ['x', 'y', 's0', 's1', 'lo', 'hi', 'even', 'odd'],
             4: ['x', 'y', 'z', 'w', 's0', 's1', 's2', 's3', 'S3']}

    def comp_read(self, fx, pred):
        vs = self.vars_of(lambda v: v.cat == 'var' and v.ty.vec and pred(v.ty), fx)
        if not vs:
            return None
        v = self.pick(vs)
        return E('%s.%s' % (v.name, self.pick(self.COMPS[v.ty.n])), v.ty.elem, self.read(fx, v), atom=True)

    def buf_read(self, fx):
        if not self.kernel or not self.has('pointers') or not fx.can_read(BUF):
            return None
        c = self.r.randrange(4)
        if c == 0:
            t = 'bp[%s]' % self.idx(NBUF, fx)
        elif c == 1:
            t = '*(bp + (%s))' % self.idx(NBUF, fx)
        elif c == 2:
            t = '(bp + %d)[%s]' % (self.r.randrange(8), self.idx(8, fx))
        else:
            fx.R.add(BUF)
            return E('((global uchar *)bp)[%s]' % self.idx(NBUF * 4, fx), UCHAR, full(UCHAR), atom=True)
        return E(t, INT, self.read(fx, BUF), atom=True)

    def pptr_ref(self, v, fx, lo, hi):
        """An element through a private pointer into an array, in bounds."""
        room = v.target.size - 1 - hi
        n = 1
        while n * 2 <= room + 1:
            n *= 2
        c = self.r.randrange(4)
        if c == 0 and lo >= 1:
            return '%s[-1]' % v.name
        if c == 1:
            return '*%s' % v.name
        if c == 2:
            return '*(%s + (%s))' % (v.name, self.idx(n, fx))
        return '%s[%s]' % (v.name, self.idx(n, fx))

    def ptr_read(self, fx):
        """Through a pointer variable whose offset range is known: into the
        __global buffer, or into a private array."""
        pv = self.vars_of(lambda v: v.cat == 'pptr' and v.ty.isint and fx.can_read(v.target)
                          and v.target in self.st, fx)
        if pv and (self.p(0.5) or not self.kernel):
            v = self.pick(pv)
            lo, hi = self.read(fx, v)
            t = self.pptr_ref(v, fx, lo, hi)
            return E(t, v.ty, self.read(fx, v.target), atom=True)
        vs = self.vars_of(lambda v: v.cat == 'gptr', fx)
        if not vs or not fx.can_read(BUF):
            return None
        v = self.pick(vs)
        lo, hi = self.read(fx, v)
        room = NBUF - 1 - hi
        n = 1
        while n * 2 <= room + 1:
            n *= 2
        c = self.r.randrange(4)
        if c == 0 and lo >= 1:
            t = '%s[-1]' % v.name
        elif c == 1:
            t = '*%s' % v.name
        elif c == 2:
            t = '*(%s + (%s))' % (v.name, self.idx(n, fx))
        else:
            t = '%s[%s]' % (v.name, self.idx(n, fx))
        return E(t, INT, self.read(fx, BUF), atom=True)

    # ---- integer expressions ----------------------------------------------------
    def ex_int(self, d, fx):
        if d <= 0 or self.p(0.2):
            return self.leaf_int(fx)
        c = self.wpick([(30, 'bin'), (7, 'un'), (9, 'cmp'), (6, 'logic'), (6, 'tern'), (8, 'cast'),
                        (6 if self.has('sideeffects') and not fx.noside else 0, 'side'),
                        (5 if self.helpers else 0, 'call'),
                        (2 if self.has('comma') else 0, 'comma'),
                        (4 if self.has('vectors') else 0, 'vcomp'), (1, 'sizeof'),
                        (2 if self.kernel and self.has('pointers') else 0, 'pdiff')])
        s0 = self.save()
        e = getattr(self, 'x_' + c)(d, fx)
        if e is None:
            # nothing of what was generated stays: forget its side effects
            self.st = s0
            return self.leaf_int(fx)
        return e

    def ex_scalar(self, d, fx):
        if self.has('floats') and self.p(0.2):
            return self.ex_float(d, fx)
        return self.ex_int(d, fx)

    def x_bin(self, d, fx):
        op = self.wpick([(6, '+'), (5, '-'), (5, '*'), (3, '/'), (3, '%'), (4, '<<'), (4, '>>'),
                         (4, '&'), (4, '|'), (4, '^')])
        a = self.ex_int(d - 1, fx)
        if op in '/%' and self.p(0.5) and not fx.noside:
            fx.noside += 1
            b = self.ex_int(d - 1, fx)
            fx.noside -= 1
        else:
            b = self.ex_int(d - 1, fx)
        return self.mk_bin(op, a, b, fx)

    def mk_bin(self, op, a, b, fx):
        if op in ('<<', '>>'):
            return self.mk_shift(op, a, b)
        T = uac(a.ty, b.ty)
        ra, rb = conv(a.r, a.ty, T), conv(b.r, b.ty, T)
        if op in '+-*':
            if op == '+':
                m = (ra[0] + rb[0], ra[1] + rb[1])
            elif op == '-':
                m = (ra[0] - rb[1], ra[1] - rb[0])
            else:
                cs = [x * y for x in ra for y in rb]
                m = (min(cs), max(cs))
            if T.kind == 'i' and not fits(m, T):
                return self.fix_overflow(op, a, b, T)
            return E(self.B(a, op, b), T, wrap_range(m, T), a.pure and b.pure)
        if op in '/%':
            zero = rb[0] <= 0 <= rb[1]
            ovf = T.kind == 'i' and ra[0] == tmin(T) and rb[0] <= -1 <= rb[1]
            amax = max(abs(ra[0]), abs(ra[1]))
            bmax = max(abs(rb[0]), abs(rb[1]))
            if op == '/':
                r = (0, ra[1]) if T.kind == 'u' else (-amax, amax)
            else:
                m = min(amax, max(bmax - 1, 0))
                r = (0, m) if ra[0] >= 0 else (-m, m)
            r = (max(r[0], tmin(T)), min(r[1], tmax(T)))
            if not zero and not ovf:
                return E(self.B(a, op, b), T, r, a.pure and b.pure)
            if a.pure and b.pure and self.p(0.7):
                cond = '%s != %s' % (P(b), self.zero(T))
                if ovf:
                    cond += ' && !(%s == %s && %s == %s)' % (P(a), self.const_text(tmin(T), T), P(b),
                                                             self.const_text(-1, T))
                return E('(%s) ? %s %s %s : %s' % (cond, P(a), op, P(b), self.zero(T)), T,
                         hull(r, (0, 0)), True)
            # a divisor that is neither 0 nor -1
            k = self.pick([1, 3, 7, 15])
            b2 = E('(%s & %d) + 1' % (P(b), k), uac(b.ty, INT), (1, k + 1), b.pure)
            return self.mk_bin(op, a, b2, fx)
        # bitwise
        if ra[0] >= 0 and rb[0] >= 0:
            if op == '&':
                r = (0, min(ra[1], rb[1]))
            else:
                r = (0, (1 << max(ra[1], rb[1]).bit_length()) - 1)
        else:
            k = max(self.width(ra), self.width(rb))
            r = (-(1 << k), (1 << k) - 1)
        r = (max(r[0], tmin(T)), min(r[1], tmax(T)))
        return E(self.B(a, op, b), T, r, a.pure and b.pure)

    @staticmethod
    def width(r):
        """k such that r lies in [-2^k, 2^k - 1]."""
        k = 0
        while not (-(1 << k) <= r[0] and r[1] <= (1 << k) - 1):
            k += 1
        return k

    def fix_overflow(self, op, a, b, T):
        """A signed + - * that might overflow: done in the unsigned type and
        converted back, or on operands narrowed to short or char."""
        if self.p(0.5):
            U = UNSIGNED[T]
            t = '(%s)(%s %s %s)' % (T.name, self.C(U.name, a), op, self.C(U.name, b))
            return E(t, T, full(T), a.pure and b.pure)
        n = CHAR if op == '*' and self.p(0.3) else SHORT
        a2 = E(self.C(n.name, a), n, conv(a.r, a.ty, n) if a.ty.isint else full(n), a.pure)
        b2 = E(self.C(n.name, b), n, conv(b.r, b.ty, n) if b.ty.isint else full(n), b.pure)
        return self.mk_bin(op, a2, b2, None)

    def mk_shift(self, op, a, b):
        ta = promote(a.ty)
        bits = ta.bits
        c0, c1 = (b.r if 0 <= b.r[0] and b.r[1] < bits else (0, bits - 1))
        ra = conv(a.r, a.ty, ta)
        if op == '<<':
            if ta.kind == 'i' and not (ra[0] >= 0 and (ra[1] << c1) <= tmax(ta)):
                if self.p(0.5):
                    u = UNSIGNED[ta]
                    a = E(self.C(u.name, a), u, conv(ra, ta, u), a.pure, True)
                    ta, ra = u, conv(ra, ta, u)
                else:
                    # a count that cannot overflow a small non-negative operand
                    if ra[0] < 0 or ra[1] > 0xffff:
                        a = E('%s & 0xffff' % P(a), ta, (0, 0xffff), a.pure)
                        ra = (0, 0xffff)
                    b = E('%s & %d' % (P(b), 7 if bits == 32 else 15), b.ty, (0, 7 if bits == 32 else 15), b.pure)
                    c0, c1 = b.r
            r = wrap_range((ra[0] << c0, ra[1] << c1), ta) if ra[0] >= 0 else full(ta)
        else:
            r = (min(ra[0] >> c0, ra[0] >> c1), max(ra[1] >> c0, ra[1] >> c1))
        return E(self.B(a, op, b), ta, r, a.pure and b.pure)

    def x_un(self, d, fx):
        a = self.ex_int(d - 1, fx)
        op = self.pick(['-', '~', '!', '+', '-'])
        t = promote(a.ty)
        r = conv(a.r, a.ty, t)
        if op == '!':
            return E('!' + P(a), INT, (0, 1), a.pure)
        if op == '+':
            return E('+' + P(a), t, r, a.pure)
        if op == '~':
            if t.kind == 'i':
                return E('~' + P(a), t, (-r[1] - 1, -r[0] - 1), a.pure)
            return E('~' + P(a), t, (tmax(t) - r[1], tmax(t) - r[0]), a.pure)
        if t.kind == 'i':
            if r[0] == tmin(t):
                u = UNSIGNED[t]
                return E('(%s)-%s' % (t.name, self.C(u.name, a)), t, full(t), a.pure)
            return E('-' + P(a), t, (-r[1], -r[0]), a.pure)
        return E('-' + P(a), t, wrap_range((-r[1], -r[0]), t), a.pure)

    def x_cmp(self, d, fx):
        op = self.pick(['<', '>', '<=', '>=', '==', '!='])
        a = self.ex_scalar(d - 1, fx)
        b = self.ex_scalar(d - 1, fx) if self.p(0.7) else self.lit_int()
        return E(self.B(a, op, b), INT, (0, 1), a.pure and b.pure)

    def x_logic(self, d, fx):
        op = self.pick(['&&', '||'])
        a = self.ex_scalar(d - 1, fx)
        s0 = self.save()
        b = self.ex_scalar(d - 1, fx)
        self.join(s0)
        return E(self.B(a, op, b), INT, (0, 1), a.pure and b.pure)

    def x_tern(self, d, fx):
        c = self.ex_int(d - 1, fx)
        s0 = self.save()
        a = self.ex_int(d - 1, fx)
        s1 = self.save()
        self.st = s0
        b = self.ex_int(d - 1, fx) if self.p(0.8) else self.lit_int()
        self.join(s1)
        T = uac(a.ty, b.ty)
        r = hull(conv(a.r, a.ty, T), conv(b.r, b.ty, T))
        return E('%s ? %s : %s' % (P(c), P(a), P(b)), T, r, c.pure and a.pure and b.pure)

    def x_cast(self, d, fx):
        t = self.pick(INTS)
        if self.has('floats') and self.p(0.25):
            fx.noside += 1
            a = self.ex_float(d - 1, fx)
            fx.noside -= 1
            return self.f2i(a, t, fx, explicit=True)
        a = self.ex_int(d - 1, fx)
        return E(self.C(t.name, a), t, conv(a.r, a.ty, t), a.pure)

    def f2i(self, a, t, fx, explicit):
        """A float expression converted to the integer type t, guarded when
        its magnitude bound does not prove it in range (6.2.3.3: out of
        range is undefined)."""
        lo, hi = tmin(t) - 1, tmax(t) + 1   # exclusive bounds of the truncated value
        if a.r < min(-lo, hi) - 1:
            if explicit:
                return E(self.C(t.name, a), t, conv(a.r, FLOAT, t), a.pure)
            return a
        assert a.pure, 'a guard evaluates its operand twice'
        flo = '%.1ff' % float(lo) if t.bits < 32 else ('-1.0f' if t.kind == 'u' else '%.1ff' % float(tmin(t)))
        fhi = '%.1ff' % float(hi)
        if t.kind == 'u':
            flo = '-1.0f'
        cond = '%s > %s && %s < %s' % (P(a), flo, P(a), fhi)
        z = self.zero(promote(t))
        return E('(%s) ? %s : %s' % (cond, self.C(t.name, a), z), promote(t) if t.bits < 32 else t,
                 (max(tmin(t), 0 if t.kind == 'u' else tmin(t)), tmax(t)) if not math.isfinite(a.r) else
                 hull(conv(min(a.r, float(tmax(t))), FLOAT, t), (0, 0)), True)

    def x_side(self, d, fx):
        lv = self.lvalue(fx, lambda t: t.isint and not t.vec)
        if lv is None:
            return None
        text, ty, k, weak = lv
        fx.W.add(k)
        c = self.r.randrange(10)
        if c < 3:
            fx.allow.add(k)
            e = self.ex_for(ty, d - 1, fx)
            fx.allow.discard(k)
            r = e.r
            self.assign(k, r, weak)
            return E('%s = %s' % (text, e.t), ty, r, False)
        if c < 7:
            fx.allow.add(k)
            res = self.compound(text, ty, k, d - 1, fx)
            fx.allow.discard(k)
            if res is None:
                fx.W.discard(k)
                return None
            t, r = res
            self.assign(k, r, weak)
            return E(t, ty, r, False)
        res = self.incdec(text, ty, k)
        if res is None:
            fx.W.discard(k)
            return None
        t, val, r = res
        self.assign(k, r, weak)
        return E(t, ty, val, False)

    def incdec(self, text, ty, k):
        old = self.st[k]
        if text.startswith('*'):
            text = '(%s)' % text
        op = self.pick(['++', '--'])
        if ty.kind == 'f':
            new = old + 1 if old != INF else INF
        else:
            pt = promote(ty)
            m = (old[0] + 1, old[1] + 1) if op == '++' else (old[0] - 1, old[1] - 1)
            if pt.kind == 'i' and not fits(m, pt):
                return None
            new = wrap_range(m, ty)
        if self.p(0.5):
            return op + text, new, new
        return text + op, old, new

    def compound(self, text, ty, k, d, fx):
        """`lv op= e`: (text, new range of lv) or None if it might be undefined."""
        old = self.st[k]
        if ty.kind == 'f':
            op = self.pick(['+', '-', '*', '/'])
            e = self.fit(self.ex_scalar(d, fx), FLOAT)
            m = old + e.r if op in '+-' else old * e.r if op == '*' else INF
            if m != m:   # 0 * INF: unknown
                m = INF
            if e.ty.kind != 'f' and op == '/' and self.p(0.5):
                e = E('(%s & 7) + 1' % P(e), uac(e.ty, INT), (1, 8), e.pure)
                m = old
            return '%s %s= %s' % (text, op, e.t), m
        op = self.wpick([(5, '+'), (4, '-'), (3, '*'), (2, '/'), (2, '%'), (3, '<<'), (3, '>>'),
                         (3, '&'), (3, '|'), (3, '^')])
        cur = E(text, ty, old, True, True)
        if op in '+-*' and self.has('floats') and self.p(0.1):
            e = self.ex_float(d, fx)
            mag = fmag(old) + e.r if op in '+-' else fmag(old) * e.r
            if mag >= min(-tmin(ty), tmax(ty)):
                return None
            return '%s %s= %s' % (text, op, e.t), conv(mag, FLOAT, ty)
        e = self.ex_int(d, fx)
        if op in '/%':
            k = self.pick([1, 3, 15])
            e = E('(%s & %d) + 1' % (P(e), k), uac(e.ty, INT), (1, k + 1), e.pure)
        if op in ('<<', '>>'):
            pt = promote(ty)
            if op == '<<' and pt.kind == 'i':
                e = E('%s & 3' % P(e), e.ty, (0, 3), e.pure)
                r0 = conv(old, ty, pt)
                if r0[0] < 0 or (r0[1] << 3) > tmax(pt):
                    return None
            res = self.mk_shift(op, cur, e)
        else:
            res = self.mk_bin(op, cur, e, fx)
            if res.t != self.B(cur, op, e):
                return None   # it had to be rewritten: the compound form would be undefined
        return '%s %s= %s' % (text, op, e.t), conv(res.r, res.ty, ty)

    def x_call(self, d, fx, pred=lambda t: t.isint and not t.vec):
        hs = [h for h in self.helpers if h.ret is not None and pred(h.ret) and (self.kernel or not h.reads_buf)]
        if not hs:
            return None
        h = self.pick(hs)
        fx.calls = True
        if h.reads_buf and not fx.can_read(BUF):
            return None
        args = []
        for pt in h.params:
            if pt == 'gptr':
                args.append('bp + (%s)' % self.idx(8, fx))
                fx.R.add(BUF)
            elif pt.vec:
                args.append(self.ex_vec(pt, d - 1, fx).t)
            else:
                args.append(self.ex_for(pt, d - 1, fx).t)
        return E('%s(%s)' % (h.name, ', '.join(args)), h.ret, h.r, True, atom=True)

    def x_comma(self, d, fx):
        a = self.ex_scalar(d - 1, fx)
        b = self.ex_int(d - 1, fx)
        return E('(%s, %s)' % (P(a), P(b)), b.ty, b.r, a.pure and b.pure, True)

    def x_vcomp(self, d, fx):
        if self.p(0.5):
            return self.comp_read(fx, lambda t: t.elem.isint)
        n = self.pick([2, 4])
        if self.p(0.5):
            v = self.ex_vec(vec_of(self.pick([INT, UINT]), n), d - 1, fx)
            return E('%s.%s' % (P(v), self.pick(self.COMPS[n])), v.ty.elem, v.r, v.pure, atom=True)
        v = self.vcmp(n, d - 1, fx)
        return E('%s.%s' % (P(v), self.pick(self.COMPS[n])), INT, v.r, v.pure, atom=True)

    def x_sizeof(self, d, fx):
        t = self.pick(INTS + [FLOAT, INT4, FLOAT2])
        size = t.bits // 8 * (t.n if t.n != 3 else 4)
        return E('sizeof(%s)' % t.name, ULONG, (size, size), atom=True)

    def x_pdiff(self, d, fx):
        vs = self.vars_of(lambda v: v.cat == 'gptr', fx)
        if not vs:
            return None
        v = self.pick(vs)
        lo, hi = self.read(fx, v)
        if self.p(0.6):
            return E('%s - bp' % v.name, LONG, (lo, hi))
        op = self.pick(['<', '>', '<=', '>=', '==', '!='])
        o = self.r.randrange(NBUF)
        return E('%s %s bp + %d' % (v.name, op, o), INT, (0, 1))

    # ---- float expressions ---------------------------------------------------------
    def leaf_float(self, fx):
        for _ in range(3):
            e = self.leaf_float1(fx)
            if e is not None:
                return e
        return self.lit_float()

    def leaf_float1(self, fx):
        c = self.wpick([(30, 'var'), (10, 'lit'), (6, 'arr'), (5, 'field'), (5, 'comp'), (5, 'src')])
        if c == 'var':
            vs = self.vars_of(lambda v: v.cat == 'var' and v.ty is FLOAT and v in self.st, fx)
            if vs:
                v = self.pick(vs)
                return E(v.name, FLOAT, self.read(fx, v), atom=True)
        elif c == 'lit':
            return self.lit_float()
        elif c == 'arr':
            vs = self.vars_of(lambda v: v.cat in ('arr', 'arr2') and v.ty is FLOAT, fx)
            if vs:
                v = self.pick(vs)
                return E(self.arr_ref(v, fx), FLOAT, self.read(fx, v), atom=True)
        elif c == 'field':
            e = self.field_read(fx, lambda t: t is FLOAT)
            if e:
                return e
        elif c == 'comp':
            e = self.comp_read(fx, lambda t: t.elem is FLOAT)
            if e:
                return e
        elif c == 'src' and self.kernel:
            fx.R.add(SRC)
            return E('fp[%s]' % self.idx(NFIN, fx), FLOAT, 128.0, atom=True)
        return None

    def ex_float(self, d, fx):
        if not self.has('floats'):
            i = self.ex_int(d, fx)
            return E(self.C('float', i), FLOAT, fmag(i.r), i.pure)
        if d <= 0 or self.p(0.2):
            return self.leaf_float(fx)
        c = self.wpick([(30, 'bin'), (5, 'neg'), (10, 'conv'), (5, 'tern'),
                        (5 if self.has('sideeffects') and not fx.noside else 0, 'side'),
                        (4 if self.helpers else 0, 'call'), (4 if self.has('vectors') else 0, 'vcomp')])
        if c == 'bin':
            op = self.wpick([(5, '+'), (5, '-'), (5, '*'), (2, '/')])
            a = self.ex_float(d - 1, fx)
            if op == '/':
                k = self.r.randrange(3)
                if k == 0:
                    b = self.lit_float()
                    bv = b.t.rstrip('f')
                    try:
                        mag = abs(float.fromhex(bv) if 'p' in bv else float(bv))
                    except ValueError:
                        mag = 0
                    m = a.r / mag if mag else INF
                    return E('%s / %s' % (P(a), P(b)), FLOAT, m, a.pure)
                if k == 1:
                    fx.noside += 1
                    b = self.ex_float(d - 1, fx)
                    fx.noside -= 1
                    if not a.pure:
                        return E('%s / %s' % (P(a), P(b)), FLOAT, INF, False)
                    return E('(%s >= 1.0f || %s <= -1.0f) ? %s / %s : %s' % (P(b), P(b), P(a), P(b), P(a)),
                             FLOAT, a.r, True)
                b = self.ex_float(d - 1, fx)
                return E('%s / %s' % (P(a), P(b)), FLOAT, INF, a.pure and b.pure)
            b = self.ex_float(d - 1, fx) if self.p(0.8) else self.fit(self.ex_int(d - 1, fx), FLOAT)
            m = a.r + b.r if op in '+-' else a.r * b.r
            return E(self.B(a, op, b), FLOAT, f32up(m), a.pure and b.pure)
        if c == 'neg':
            a = self.ex_float(d - 1, fx)
            return E('-' + P(a), FLOAT, a.r, a.pure)
        if c == 'conv':
            a = self.ex_int(d - 1, fx)
            return E(self.C('float', a), FLOAT, fmag(a.r), a.pure)
        if c == 'tern':
            cnd = self.ex_int(d - 1, fx)
            s0 = self.save()
            a = self.ex_float(d - 1, fx)
            s1 = self.save()
            self.st = s0
            b = self.ex_scalar(d - 1, fx)
            self.join(s1)
            br = b.r if b.ty.kind == 'f' else fmag(b.r)
            return E('%s ? %s : %s' % (P(cnd), P(a), P(b)), FLOAT, max(a.r, br), cnd.pure and a.pure and b.pure)
        if c == 'side':
            lv = self.lvalue(fx, lambda t: t is FLOAT)
            if lv is None:
                return self.leaf_float(fx)
            text, ty, k, weak = lv
            fx.W.add(k)
            fx.allow.add(k)
            if self.p(0.5):
                e = self.ex_float(d - 1, fx)
                fx.allow.discard(k)
                self.assign(k, e.r, weak)
                return E('%s = %s' % (text, e.t), FLOAT, e.r, False)
            t, r = self.compound(text, ty, k, d - 1, fx)
            fx.allow.discard(k)
            self.assign(k, r, weak)
            return E(t, FLOAT, r, False)
        if c == 'call':
            s0 = self.save()
            e = self.x_call(d, fx, lambda t: t is FLOAT)
            if e:
                return e
            self.st = s0
            return self.leaf_float(fx)
        if c == 'vcomp':
            if self.p(0.5):
                e = self.comp_read(fx, lambda t: t.elem is FLOAT)
                if e:
                    return e
            n = self.pick([2, 4])
            v = self.ex_vec(FVEC[n], d - 1, fx)
            return E('%s.%s' % (P(v), self.pick(self.COMPS[n])), FLOAT, v.r, v.pure, atom=True)
        return self.leaf_float(fx)

    def fit(self, e, ty):
        """e (an integer or float) to be converted implicitly to the float or
        integer type ty; the result's r is its range once converted."""
        if ty.kind == 'f':
            return E(e.t, e.ty, e.r if e.ty.kind == 'f' else fmag(e.r), e.pure, e.atom)
        assert e.ty.isint
        return E(e.t, e.ty, conv(e.r, e.ty, ty), e.pure, e.atom)

    def ex_for(self, ty, d, fx):
        """An expression for a place of the scalar type ty (an implicit
        conversion); its r is its range once converted."""
        if ty.kind == 'f':
            return self.fit(self.ex_scalar(d, fx), ty)
        if self.has('floats') and self.p(0.15):
            fx.noside += 1
            e = self.ex_float(d, fx)
            fx.noside -= 1
            g = self.f2i(e, ty, fx, explicit=self.p(0.5))
            return E(g.t, g.ty, conv(g.r, g.ty, ty), g.pure, g.atom)
        return self.fit(self.ex_int(d, fx), ty)

    # ---- vector expressions -----------------------------------------------------------
    def ex_vec(self, ty, d, fx):
        if d <= 0 or self.p(0.25):
            return self.leaf_vec(ty, fx)
        s0 = self.save()
        e = self.vec_prod(ty, d, fx)
        if e is None:
            self.st = s0
            return self.leaf_vec(ty, fx)
        return e

    def vec_prod(self, ty, d, fx):
        el, n = ty.elem, ty.n
        c = self.wpick([(20, 'bin'), (8, 'lit'), (6, 'swz'), (4, 'un'), (4, 'tern'),
                        (4 if el is INT else 0, 'cmp'), (3 if el is INT and self.has('vecbool') else 0, 'bool'),
                        (3 if el.isint else 0, 'sel'), (3 if self.has('sideeffects') and not fx.noside else 0, 'side'),
                        (3 if any(h.ret is ty for h in self.helpers if h.ret) else 0, 'call')])
        if c == 'call':
            return self.x_call(d, fx, lambda t: t is ty)
        if c == 'lit':
            return self.vec_lit(ty, d - 1, fx)
        if c == 'swz':
            m = self.pick([2, 4])
            src = self.ex_vec(vec_of(el, m), d - 1, fx)
            return E('%s.%s' % (P(src), self.swizzle(m, n)), ty, src.r, src.pure, atom=True)
        if c == 'cmp':
            return self.vcmp(n, d - 1, fx)
        if c == 'bool':
            a = self.ex_vec(ty, d - 1, fx)
            if self.p(0.3):
                return E('!' + P(a), ty, (-1, 0), a.pure)
            b = self.ex_vec(ty, d - 1, fx)
            return E('%s %s %s' % (P(a), self.pick(['&&', '||']), P(b)), ty, (-1, 0), a.pure and b.pure)
        if c == 'un':
            a = self.ex_vec(ty, d - 1, fx)
            if el.kind == 'f':
                return E('-' + P(a), ty, a.r, a.pure)
            if self.p(0.5):
                r = (-a.r[1] - 1, -a.r[0] - 1) if el.kind == 'i' else (tmax(el) - a.r[1], tmax(el) - a.r[0])
                return E('~' + P(a), ty, r, a.pure)
            if el.kind == 'i' and a.r[0] == tmin(el):
                return None
            r = (-a.r[1], -a.r[0]) if el.kind == 'i' else wrap_range((-a.r[1], -a.r[0]), el)
            return E('-' + P(a), ty, r, a.pure)
        if c == 'tern':
            cnd = self.ex_int(d - 1, fx)
            s0 = self.save()
            a = self.ex_vec(ty, d - 1, fx)
            s1 = self.save()
            self.st = s0
            b = self.ex_vec(ty, d - 1, fx)
            self.join(s1)
            return E('%s ? %s : %s' % (P(cnd), P(a), P(b)), ty, hull(a.r, b.r), cnd.pure and a.pure and b.pure)
        if c == 'sel':
            cnd = self.ex_vec(IVEC[n], d - 1, fx)
            a = self.ex_vec(ty, d - 1, fx)
            b = self.ex_vec(ty, d - 1, fx)
            return E('%s ? %s : %s' % (P(cnd), P(a), P(b)), ty, hull(a.r, b.r), cnd.pure and a.pure and b.pure)
        if c == 'side':
            vs = self.vars_of(lambda v: v.cat == 'var' and v.ty is ty, fx, write=True)
            if not vs:
                return self.leaf_vec(ty, fx)
            v = self.pick(vs)
            fx.W.add(v)
            fx.allow.add(v)
            e = self.ex_vec(ty, d - 1, fx)
            fx.allow.discard(v)
            self.st[v] = e.r
            return E('%s = %s' % (v.name, e.t), ty, e.r, False)
        # binary
        if el.kind == 'f':
            op = self.pick(['+', '-', '*', '*', '/'])
            a = self.ex_vec(ty, d - 1, fx)
            b = self.ex_vec(ty, d - 1, fx) if self.p(0.7) else self.ex_float(d - 1, fx)
            if op == '/':
                m = INF
            else:
                m = a.r + b.r if op in '+-' else a.r * b.r
            if self.p(0.2):
                a, b = b, a
            return E(self.B(a, op, b), ty, f32up(m), a.pure and b.pure)
        op = self.wpick([(5, '+'), (4, '-'), (4, '*'), (2, '/'), (2, '%'), (3, '<<'), (3, '>>'),
                         (3, '&'), (3, '|'), (3, '^')])
        a = self.ex_vec(ty, d - 1, fx)
        if self.p(0.7):
            b = self.ex_vec(ty, d - 1, fx)
        else:
            s = self.ex_int(d - 1, fx)
            b = E(self.C(el.name, s), el, conv(s.r, s.ty, el), s.pure, True)
        ra, rb = a.r, b.r
        if op in '+-*':
            if op == '+':
                m = (ra[0] + rb[0], ra[1] + rb[1])
            elif op == '-':
                m = (ra[0] - rb[1], ra[1] - rb[0])
            else:
                cs = [x * y for x in ra for y in rb]
                m = (min(cs), max(cs))
            if el.kind == 'i' and not fits(m, el):
                if self.p(0.5):
                    # narrow both to small values
                    k = self.pick([0xff, 0x7ff])
                    a = E('%s & %d' % (P(a), k), ty, (0, k), a.pure)
                    b = E('%s & %d' % (P(b), k), b.ty, (0, k), b.pure)
                    return self.vbin(op, a, b, ty)
                return None
            return E(self.B(a, op, b), ty, wrap_range(m, el), a.pure and b.pure)
        if op in '/%':
            # a divisor of constants that are neither 0 nor -1
            vals = [self.pick([1, 2, 3, 5, 7, -2, -3, 100]) if el.kind == 'i' else self.pick([1, 2, 3, 5, 7, 100, 0xfffffff0])
                    for _ in range(n)]
            b = E('(%s)(%s)' % (ty.name, ', '.join(self.const_text(v, el) for v in vals)), ty,
                  (min(vals), max(vals)), True, True)
            amax = max(abs(ra[0]), abs(ra[1]))
            if op == '/':
                r = (0, ra[1]) if el.kind == 'u' else (-amax, amax)
            else:
                m = min(amax, max(abs(v) for v in vals) - 1)
                r = (0, m) if ra[0] >= 0 else (-m, m)
            return E(self.B(a, op, b), ty, r, a.pure)
        if op in ('<<', '>>'):
            c0, c1 = rb if 0 <= rb[0] and rb[1] < 32 else (0, 31)
            if op == '<<':
                if el.kind == 'i' and not (ra[0] >= 0 and (ra[1] << c1) <= tmax(el)):
                    return None
                r = wrap_range((ra[0] << c0, ra[1] << c1), el)
            else:
                r = (min(ra[0] >> c0, ra[0] >> c1), max(ra[1] >> c0, ra[1] >> c1))
            return E(self.B(a, op, b), ty, r, a.pure and b.pure)
        return self.vbin(op, a, b, ty)

    def vbin(self, op, a, b, ty):
        el = ty.elem
        ra, rb = a.r, b.r
        if op in '+-*':
            if op == '+':
                m = (ra[0] + rb[0], ra[1] + rb[1])
            elif op == '-':
                m = (ra[0] - rb[1], ra[1] - rb[0])
            else:
                cs = [x * y for x in ra for y in rb]
                m = (min(cs), max(cs))
            return E(self.B(a, op, b), ty, wrap_range(m, el), a.pure and b.pure)
        if ra[0] >= 0 and rb[0] >= 0:
            r = (0, min(ra[1], rb[1])) if op == '&' else (0, (1 << max(ra[1], rb[1]).bit_length()) - 1)
        else:
            k = max(self.width(ra), self.width(rb))
            r = (-(1 << k), (1 << k) - 1)
        r = (max(r[0], tmin(el)), min(r[1], tmax(el)))
        return E(self.B(a, op, b), ty, r, a.pure and b.pure)

    def vcmp(self, n, d, fx):
        el = self.pick([INT, UINT, FLOAT]) if self.has('floats') else self.pick([INT, UINT])
        a = self.ex_vec(vec_of(el, n), d, fx)
        b = self.ex_vec(vec_of(el, n), d, fx)
        op = self.pick(['<', '>', '<=', '>=', '==', '!='])
        return E(self.B(a, op, b), IVEC[n], (-1, 0), a.pure and b.pure)

    def swizzle(self, m, n):
        """A swizzle of a vector of m components giving n (may repeat)."""
        if n == 1:
            return self.pick(self.COMPS[m])
        if m == 4 and n == 2 and self.p(0.4):
            return self.pick(['lo', 'hi', 'even', 'odd'])
        if self.p(0.3):
            return 's' + ''.join(str(self.r.randrange(m)) for _ in range(n))
        return ''.join('xyzw'[self.r.randrange(m)] for _ in range(n))

    def vec_lit(self, ty, d, fx):
        el, n = ty.elem, ty.n
        if self.p(0.2):
            s = self.ex_elem(el, d, fx)
            return E('(%s)(%s)' % (ty.name, s.t), ty, s.r, s.pure, True)
        parts, left = [], n
        while left:
            if left >= 2 and n == 4 and self.p(0.25):
                v = self.ex_vec(vec_of(el, 2), d, fx)
                parts.append(v)
                left -= 2
            else:
                parts.append(self.ex_elem(el, d, fx))
                left -= 1
        r = parts[0].r
        for p_ in parts[1:]:
            r = hull(r, p_.r)
        return E('(%s)(%s)' % (ty.name, ', '.join(p_.t for p_ in parts)), ty, r,
                 all(p_.pure for p_ in parts), True)

    def ex_elem(self, el, d, fx):
        """A scalar of exactly the element type el (cast when needed)."""
        if el is FLOAT:
            e = self.ex_float(d, fx) if self.p(0.8) else None
            if e is None:
                i = self.ex_int(d, fx)
                return E(self.C('float', i), FLOAT, fmag(i.r), i.pure, False)
            return e
        e = self.ex_int(d, fx)
        if e.ty is el:
            return e
        return E(self.C(el.name, e), el, conv(e.r, e.ty, el), e.pure, False)

    def leaf_vec(self, ty, fx):
        vs = self.vars_of(lambda v: v.cat == 'var' and v.ty is ty, fx)
        if vs and self.p(0.8):
            v = self.pick(vs)
            return E(v.name, ty, self.read(fx, v), atom=True)
        vals = []
        for _ in range(ty.n):
            if ty.elem is FLOAT:
                vals.append(self.lit_float())
            else:
                v = self.r.randrange(-20, 21) if ty.elem.kind == 'i' else self.r.randrange(0, 40)
                vals.append(E(str(v) if v >= 0 else '(%d)' % v, ty.elem, (v, v)))
        r = vals[0].r
        for v in vals[1:]:
            r = hull(r, v.r)
        return E('(%s)(%s)' % (ty.name, ', '.join(v.t for v in vals)), ty, r, True, True)

    # ---- lvalues -----------------------------------------------------------------------
    def lvalue(self, fx, pred):
        """A scalar location to write: (text, Ty, key, weak update?)."""
        for _ in range(4):
            c = self.wpick([(20, 'var'), (5, 'arr'), (4, 'field'), (3, 'comp'), (3, 'buf'), (2, 'pptr')])
            if c == 'var':
                vs = self.vars_of(lambda v: v.cat == 'var' and not v.ty.vec and pred(v.ty) and v in self.st,
                                  fx, write=True)
                if vs:
                    v = self.pick(vs)
                    return v.name, v.ty, v, False
            elif c == 'arr':
                vs = self.vars_of(lambda v: v.cat in ('arr', 'arr2') and pred(v.ty), fx, write=True)
                if vs:
                    v = self.pick(vs)
                    fx.noside += 1
                    t = self.arr_ref(v, fx)
                    fx.noside -= 1
                    if fx.can_write(v):
                        return t, v.ty, v, True
            elif c == 'field':
                vs = self.vars_of(lambda v: v.cat in ('struct', 'sptr'), fx)
                if vs:
                    v = self.pick(vs)
                    s = v.target if v.cat == 'sptr' else v
                    fs = [(f, t) for f, t in self.flat_fields(s.fields) if pred(t) and not t.vec
                          and fx.can_write((s, f)) and self.writable((s, f))]
                    if fs:
                        f, t = self.pick(fs)
                        text = '%s->%s' % (v.name, f) if v.cat == 'sptr' else '%s.%s' % (v.name, f)
                        return text, t, (s, f), False
            elif c == 'comp':
                vs = self.vars_of(lambda v: v.cat == 'var' and v.ty.vec and pred(v.ty.elem), fx, write=True)
                if vs:
                    v = self.pick(vs)
                    comps = [c_ for c_ in self.COMPS[v.ty.n] if c_ not in ('lo', 'hi', 'even', 'odd')]
                    return '%s.%s' % (v.name, self.pick(comps)), v.ty.elem, v, True
            elif c == 'pptr':
                vs = [v for v in self.visible() if v.cat == 'pptr' and pred(v.ty) and v.target in self.st
                      and fx.can_write(v.target) and self.writable(v.target) and fx.can_read(v)]
                if vs:
                    v = self.pick(vs)
                    lo, hi = self.read(fx, v)
                    fx.noside += 1
                    t = self.pptr_ref(v, fx, lo, hi)
                    fx.noside -= 1
                    if fx.can_write(v.target):
                        return t, v.ty, v.target, True
            elif c == 'buf' and self.kernel and self.has('pointers') and pred(INT):
                if fx.can_write(BUF) and self.writable(BUF):
                    fx.noside += 1
                    t = self.pick(['bp[%s]', '*(bp + (%s))']) % self.idx(NBUF, fx)
                    fx.noside -= 1
                    if fx.can_write(BUF):
                        return t, INT, BUF, True
        return None

    # ---- statements ----------------------------------------------------------------------
    def out_slot(self, desc, e_text, ty):
        """Stores a value into the next slot of out (integers) or fout (floats)."""
        if not self.kernel:
            return
        if ty.kind == 'f':
            k = len(self.fslots)
            self.fslots.append(desc)
            self.emit('fout[fb + %d] = %s;' % (k, e_text))
        else:
            k = len(self.slots)
            self.slots.append(desc)
            self.emit('out[ob + %d] = %s;' % (k, e_text))

    def dump(self, text, ty, desc):
        if ty.vec:
            for i in range(ty.n):
                self.out_slot(desc, '%s.s%d' % (text, i), ty.elem)
        elif ty.kind == 'f':
            self.out_slot(desc, text, ty)
        else:
            self.out_slot(desc, text, ty)

    def dump_var(self, v, why):
        if v.cat == 'var':
            self.dump(v.name, v.ty, '%s %s' % (why, v.name))
        elif v.cat == 'arr':
            for i in range(v.size):
                self.dump('%s[%d]' % (v.name, i), v.ty, '%s %s' % (why, v.name))
        elif v.cat == 'arr2':
            for i in range(v.size):
                for j in range(v.size):
                    self.dump('%s[%d][%d]' % (v.name, i, j), v.ty, '%s %s' % (why, v.name))
        elif v.cat == 'struct':
            for f, t in self.flat_fields(v.fields):
                self.dump('%s.%s' % (v.name, f), t, '%s %s' % (why, v.name))

    def block(self, n, newscope=True, nodecl=False):
        if newscope:
            self.scopes.append([])
        for _ in range(n):
            if self.budget <= 0:
                break
            self.stmt(nodecl)
        if newscope:
            self.close_scope()

    def close_scope(self):
        sc = self.scopes.pop()
        if self.kernel:
            for v in sc:
                if v.out and v.cat in ('var', 'arr', 'arr2', 'struct'):
                    self.dump_var(v, 'end of scope of')
        for v in sc:
            for k in self.keys(v):
                self.st.pop(k, None)

    def stmt(self, nodecl=False):
        self.budget -= 1
        self.nodecl = nodecl
        deep = len(self.breaks) + (self.ind - 1)
        c = self.wpick([
            (0 if nodecl else 14, 'decl'),
            (40, 'assign'),
            (10 if deep < 5 else 2, 'if'),
            (8 if self.has('loops') and self.loopdepth < 3 and self.work < 40 else 0, 'loop'),
            (3 if self.has('switch') and deep < 5 else 0, 'switch'),
            (2 if self.has('goto') and deep < 5 and (self.has('skiplabel') or not self.skipping) else 0, 'goto'),
            (3 if 'loop' in self.breaks else 0, 'brk'),
            (2 if deep < 5 else 0, 'block'),
            (3 if self.kernel and self.has('pointers') else 0, 'ptr'),
            (2 if self.has('structs') else 0, 'scopy'),
            (3 if any(h.ret is None for h in self.helpers) else 0, 'pcall'),
            (2 if not self.kernel and self.ret else 0, 'ret'),
        ])
        getattr(self, 's_' + c)()

    def s_decl(self):
        c = self.wpick([(10, 'scalar'), (3 if self.has('vectors') else 0, 'vec'),
                        (3 if self.has('arrays') else 0, 'arr'), (2 if self.has('structs') else 0, 'struct'),
                        (2 if self.kernel and self.has('pointers') else 0, 'gptr'),
                        (1 if self.has('structs') else 0, 'sptr'),
                        (2 if self.has('pointers') else 0, 'pptr'),
                        (2 if self.has('unions') else 0, 'union')])
        fx = Fx()
        if c == 'scalar':
            ty = self.pick(INTS + INTS + [INT, UINT] + ([FLOAT, FLOAT] if self.has('floats') else []))
            name = self.shadow_name() or self.name()
            self.hidden = {name}
            if ty.isint and self.p(0.3):
                e = self.narrowed(ty, fx)
                e.r = conv(e.r, e.ty, ty)
            else:
                e = self.ex_for(ty, 3, fx)
            self.hidden = set()
            v = Var(name, ty)
            self.emit('%s %s = %s;' % (ty.name, name, e.t))
            self.declare(v, e.r)
            self.dump(name, ty, 'declaration %s %s = %s' % (ty.name, name, e.t))
        elif c == 'vec':
            ty = self.pick(VECS if self.has('floats') else [INT2, INT4, UINT2, UINT4])
            name = self.shadow_name() or self.name()
            self.hidden = {name}
            e = self.ex_vec(ty, 3, fx)
            self.hidden = set()
            v = Var(name, ty)
            self.emit('%s %s = %s;' % (ty.name, name, e.t))
            self.declare(v, e.r)
        elif c == 'arr':
            ty = self.pick(INTS + ([FLOAT] if self.has('floats') else []))
            n = self.pick([4, 8])
            name = self.name('a')
            two = self.p(0.2)
            if two:
                n = 4
            zero = (0, 0) if ty.isint else 0.0
            cells = [(i, j) for i in range(n) for j in range(n)] if two else [(i,) for i in range(n)]
            dims = '[%d][%d]' % (n, n) if two else '[%d]' % n
            if self.has('aggrinit'):
                r = None
                if two:
                    rows = []
                    for _ in range(n):
                        k = n if self.p(0.8) else 2
                        es = [self.ex_for(ty, 1, fx) for _ in range(k)]
                        for e in es:
                            r = e.r if r is None else hull(r, e.r)
                        if k < n:
                            r = hull(r, zero)
                        rows.append('{' + ', '.join(e.t for e in es) + '}')
                    text = ', '.join(rows)
                else:
                    k = n if self.p(0.75) else self.r.randrange(1, n)
                    es = [self.ex_for(ty, 2, fx) for _ in range(k)]
                    for e in es:
                        r = e.r if r is None else hull(r, e.r)
                    if k < n:
                        r = hull(r, zero)
                    text = ', '.join(e.t for e in es)
                self.emit('%s %s%s = {%s};' % (ty.name, name, dims, text))
            else:
                # no brace initializer (zocc cannot do non-constant ones):
                # every element stored after the declaration, on its line
                # (so that the reducer cannot delete the stores alone)
                parts = ['%s %s%s;' % (ty.name, name, dims)]
                r = None
                for cell in cells:
                    e = self.ex_for(ty, 2, Fx())
                    r = e.r if r is None else hull(r, e.r)
                    parts.append('%s%s = %s;' % (name, ''.join('[%d]' % x for x in cell), e.t))
                self.emit(' '.join(parts))
            v = Var(name, ty, 'arr2' if two else 'arr', n)
            self.declare(v, r)
        elif c == 'struct':
            s = self.pick(self.structs)
            name = self.name('s')
            olds = self.vars_of(lambda v: v.cat == 'struct' and v.fields is s, fx)
            v = Var(name, None, 'struct', fields=s)
            if olds and self.p(0.4):
                o = self.pick(olds)
                self.emit('struct %s %s = %s;' % (s.name, name, o.name))
                rs = {f: self.st[(o, f)] for f, _ in self.flat_fields(s)}
            elif self.has('aggrinit'):
                rs = {}
                text = self.struct_init(s, fx, rs, '')
                self.emit('struct %s %s = %s;' % (s.name, name, text))
            else:
                rs = {}
                parts = ['struct %s %s;' % (s.name, name)]
                for f, t in self.flat_fields(s):
                    e = self.ex_vec(t, 2, Fx()) if t.vec else self.ex_for(t, 2, Fx())
                    rs[f] = e.r
                    parts.append('%s.%s = %s;' % (name, f, e.t))
                self.emit(' '.join(parts))
            self.declare(v)
            for f, r in rs.items():
                self.st[(v, f)] = r
        elif c == 'gptr':
            name = self.name('p')
            k = self.pick([1, 3, 7])
            self.emit('global int *%s = bp + (%s);' % (name, self.idx(k + 1, fx)))
            v = Var(name, INT, 'gptr')
            self.declare(v, (0, k))
            v.out = False
        elif c == 'pptr':
            arrs = [v for v in self.visible() if v.cat == 'arr' and v in self.st and v.ty.isint]
            if not arrs:
                return self.s_assign()
            a = self.pick(arrs)
            k = self.pick([0, 1, 3])
            name = self.name('q')
            i = self.idx(k + 1, fx)
            if self.p(0.5):
                self.emit('%s *%s = %s + (%s);' % (a.ty.name, name, a.name, i))
            else:
                self.emit('%s *%s = &%s[%s];' % (a.ty.name, name, a.name, i))
            v = Var(name, a.ty, 'pptr', target=a)
            v.out = False
            self.declare(v, (0, k))
        elif c == 'union':
            self.s_union()
        elif c == 'sptr':
            vs = [v for v in self.visible() if v.cat == 'struct']
            if not vs:
                return self.s_assign()
            t = self.pick(vs)
            name = self.name('q')
            self.emit('struct %s *%s = &%s;' % (t.fields.name, name, t.name))
            v = Var(name, None, 'sptr', target=t)
            v.out = False
            self.declare(v)

    def struct_init(self, s, fx, rs, pre):
        parts = []
        for f, t in s.fields:
            if isinstance(t, StructTy):
                parts.append(self.struct_init(t, fx, rs, pre + f + '.'))
            elif t.vec:
                e = self.ex_vec(t, 2, fx)
                parts.append(e.t)
                rs[pre + f] = e.r
            else:
                e = self.ex_for(t, 2, fx)
                parts.append(e.t)
                rs[pre + f] = e.r
        return '{' + ', '.join(parts) + '}'

    def shadow_name(self):
        # not between a goto and its label: the declaration stays in scope in
        # C after the label, hiding the outer variable, while s_goto takes it
        # out of reach (it is uninitialized there)
        if not self.has('shadow') or len(self.scopes) < 2 or self.skipping or not self.p(0.08):
            return None
        outer = [v for sc in self.scopes[:-1] for v in sc if v.cat == 'var' and not v.ro]
        if not outer:
            return None
        names = {v.name for v in self.scopes[-1]}
        cands = [v.name for v in outer if v.name not in names]
        return self.pick(cands) if cands else None

    def narrowed(self, ty, fx):
        """A value of a small range for an integer declaration."""
        e = self.ex_int(2, fx)
        c = self.r.randrange(3)
        if c == 0:
            n = self.pick([CHAR, SHORT, UCHAR])
            return E(self.C(n.name, e), n, conv(e.r, e.ty, n), e.pure, True)
        if c == 1:
            k = self.pick([0xff, 0xfff, 0xffff])
            m = self.mk_bin('&', e, E(str(k), INT, (k, k), atom=True), fx)
            h = (k + 1) // 2
            return self.mk_bin('-', m, E(str(h), INT, (h, h), atom=True), fx)
        v = self.pick([7, 63, 255, 1023])
        return self.mk_bin('&', e, E(str(v), INT, (v, v), atom=True), fx)

    def s_assign(self):
        fx = Fx()
        c = self.r.randrange(12)
        if c < 2 and self.has('vectors'):
            # a whole vector, or some of its components
            vs = self.vars_of(lambda v: v.cat == 'var' and v.ty.vec, fx, write=True)
            if vs:
                v = self.pick(vs)
                fx.W.add(v)
                fx.allow.add(v)
                if self.p(0.4):
                    n = self.pick([1, 2]) if v.ty.n == 2 else self.pick([1, 2, 2, 4])
                    comps = self.lv_swizzle(v.ty.n, n)
                    e = self.ex_vec(vec_of(v.ty.elem, n), 3, fx) if n > 1 else self.ex_elem(v.ty.elem, 3, fx)
                    text = '%s.%s = %s;' % (v.name, comps, e.t)
                    self.st[v] = hull(self.st[v], e.r)
                else:
                    if self.p(0.15) and v.ty.elem.isint:
                        op = self.pick(['+', '^', '&', '|', '-'])
                        e = self.ex_vec(v.ty, 2, fx)
                        if op in '+-' and v.ty.elem.kind == 'i':
                            e = E('%s & 0xff' % P(e), v.ty, (0, 255), e.pure)
                            old = self.st[v]
                            m = (old[0] - 255, old[1] + 255)
                            if not fits(m, v.ty.elem):
                                return self.s_assign()
                            r = m
                        else:
                            r = self.vbin(op, E(v.name, v.ty, self.st[v], True, True), e, v.ty).r
                        text = '%s %s= %s;' % (v.name, op, e.t)
                        self.st[v] = r
                    else:
                        e = self.ex_vec(v.ty, 3, fx)
                        text = '%s = %s;' % (v.name, e.t)
                        self.st[v] = e.r
                self.emit(text)
                self.dump(v.name, v.ty, text)
                return
        lv = self.lvalue(fx, lambda t: True)
        if lv is None:
            return self.s_decl() if self.budget > 0 and not self.nodecl else None
        text, ty, k, weak = lv
        fx.W.add(k)
        fx.allow.add(k)
        res = None
        if c >= 7 and self.has('sideeffects'):
            s0 = self.save()
            if c < 10:
                res = self.compound(text, ty, k, 2, fx)
                if res is not None:
                    s, r = res[0] + ';', res[1]
            else:
                res = self.incdec(text, ty, k)
                if res is not None:
                    s, r = res[0] + ';', res[2]
            if res is None:
                self.st = s0
        if res is None:
            e = self.ex_for(ty, 3, fx)
            r = e.r
            s = '%s = %s;' % (text, e.t)
        self.assign(k, r, weak)
        self.emit(s)
        if k is BUF:
            return
        self.dump(text, ty, s)

    def lv_swizzle(self, m, n):
        comps = list(range(m))
        self.r.shuffle(comps)
        sel = comps[:n]
        if m == 4 and n == 2 and self.p(0.3):
            return self.pick(['lo', 'hi', 'even', 'odd'])
        if self.p(0.4):
            return 's' + ''.join(str(c) for c in sel)
        return ''.join('xyzw'[c] for c in sel)

    def cond(self, jump=False):
        """A condition, and what to put after `if (c) stmt;`: without
        'constif', an empty else, as zocc crashes on an if without an else
        whose condition it folds to false (`if (0) x;`, `if (0 && y) x;`).
        The condition of a jump (jump=True) reads a variable unless
        'deadlabel' is on: zocc crashes on code made dead by a jump it
        folds to always taken when a label follows (`return x; if (x) { l:
        ; }`)."""
        fx = Fx()
        e = self.ex_scalar(3, fx)
        if jump and not self.has('deadlabel') and not fx.R and not fx.calls:
            vs = self.vars_of(lambda v: v.cat == 'var' and not v.ty.vec and v.ty.isint and v in self.st, fx)
            if vs:
                e = E('%s && (%s | 1)' % (P(e), self.pick(vs).name), INT, (0, 1), e.pure)
            else:
                e = E('%s && gid < 100' % P(e) if self.kernel else '0', INT, (0, 1), e.pure)
        return e, ('' if self.has('constif') else ' else ;')

    def s_if(self):
        e, tail = self.cond()
        self.emit('if (%s) {' % e.t)
        s0 = self.save()
        self.ind += 1
        self.block(self.r.randrange(1, 4))
        self.ind -= 1
        if self.p(0.5) or tail:
            s1 = self.save()
            self.st = s0
            self.emit('} else {')
            self.ind += 1
            self.block(self.r.randrange(1, 4))
            self.ind -= 1
            self.join(s1)
        else:
            self.join(s0)
        self.emit('}')

    def enter_loop(self):
        """Chooses what the loop body may write and widens those ranges."""
        cands = []
        for v in self.visible():
            if v.ro or v.cat in ('gptr', 'sptr', 'pptr', 'lds', 'in'):
                continue
            cands += [k for k in self.keys(v) if k in self.st and self.writable(k)]
        if self.kernel and self.writable(BUF):
            cands.append(BUF)
        self.r.shuffle(cands)
        m = set(cands[:self.r.randrange(2, 7)])
        for k in m:
            ty = k.ty if not isinstance(k, tuple) else dict(self.flat_fields(k[0].fields))[k[1]]
            self.st[k] = full(ty)
        self.wstack.append(m)
        self.loopdepth += 1

    def leave_loop(self):
        self.wstack.pop()
        self.loopdepth -= 1

    def s_loop(self):
        """A loop with a constant trip count (1 to 6) in one of several
        shapes; its body may break, continue or goto past the outermost
        loop.  Only the objects enter_loop chose are written in it."""
        c = self.r.randrange(8)
        n = self.r.randrange(1, 7)
        self.enter_loop()
        entry = self.save()
        label = None
        if self.loopdepth == 1 and self.has('goto') and self.p(0.3) and (self.has('skiplabel') or not self.skipping):
            self.nlabel += 1
            label = self.exit_label = 'out%d' % self.nlabel
        self.scopes.append([])
        i = Var(self.name('i'), INT)
        i.ro = True
        if c < 3:
            lo = self.r.randrange(-3, 3)
            step = self.pick([1, 1, 2])
            self.emit('for (int %s = %d; %s < %d; %s%s) {' % (i.name, lo, i.name, lo + n * step, i.name,
                                                           '++' if step == 1 else ' += %d' % step))
            self.declare(i, (lo, lo + (n - 1) * step))
            iters = n
        elif c == 3:
            i.ty = UINT
            self.emit('for (uint %s = %du; %s-- > 0u;) {' % (i.name, n, i.name))
            self.declare(i, (0, n - 1))
            iters = n
        elif c == 4:
            i.ty = UCHAR
            start = 256 - self.r.randrange(1, 4)
            stop = (start + n) & 255
            self.emit('for (uchar %s = %d; %s != %d; %s++) {' % (i.name, start, i.name, stop, i.name))
            self.declare(i, (0, 255))
            iters = n
        elif c == 5:
            # while with a counter declared before the loop
            self.emit('{')
            self.emit('int %s = 0;' % i.name)
            # the increment on the loop's line: the reducer cannot make it endless
            self.emit('while (%s < %d) { %s++;' % (i.name, n, i.name))
            self.declare(i, (1, n))
            iters = n
        elif c == 6:
            self.emit('{')
            self.emit('int %s = 0;' % i.name)
            self.emit('do {')
            self.declare(i, (0, n - 1))
            iters = n
        else:
            # a condition with more in it
            fx = Fx()
            fx.noside += 1
            e = self.ex_int(2, fx)
            fx.noside -= 1
            self.emit('for (short %s = 0; %s < %d && %s; %s++) {' % (i.name, i.name, n, P(e), i.name))
            i.ty = SHORT
            self.declare(i, (0, n - 1))
            iters = n
        self.breaks.append('loop')
        self.work *= iters
        self.ind += 1
        self.block(self.r.randrange(2, 6))
        self.ind -= 1
        self.work //= iters
        self.breaks.pop()
        if c == 6:
            self.emit('} while (++%s < %d);' % (i.name, n))
        else:
            self.emit('}')
        if c in (5, 6):
            self.emit('}')
        self.scopes.pop()
        self.st.pop(i, None)
        self.leave_loop()
        if label:
            self.emit('%s: ;' % label)
            self.exit_label = None
        # what the loop may have written keeps its widened range (every state
        # at a break, continue, goto or the end lies within it)
        self.st.update({k: v for k, v in entry.items() if k in self.st})

    def s_brk(self):
        e, tail = self.cond(jump=True)
        c = self.r.randrange(5)
        if c == 0 and self.exit_label:
            self.emit('if (%s) goto %s;%s' % (e.t, self.exit_label, tail))
        elif c < 3 and self.breaks[-1] == 'loop':
            self.emit('if (%s) break;%s' % (e.t, tail))
        else:
            self.emit('if (%s) continue;%s' % (e.t, tail))

    def s_switch(self):
        fx = Fx()
        e = self.ex_int(2, fx)
        if self.p(0.5):
            m = self.pick([3, 7, 15])
            e = E('%s & %d' % (P(e), m), uac(e.ty, INT), (0, m), e.pure)
        t = promote(e.ty)
        lo, hi = max(e.r[0], -20), min(e.r[1], 20)
        if lo > hi:
            lo, hi = e.r[0], e.r[0]
        # case values inside the range of the (unpromoted) controlling type
        vals = sorted(set(self.r.randrange(lo, hi + 1) for _ in range(self.r.randrange(1, 5))))
        self.emit('switch (%s) {' % e.t)
        s0 = self.save()
        ends = []
        self.breaks.append('switch')
        cases = [('case %s:' % self.const_text(v, t)) for v in vals]
        if self.p(0.6):
            cases.insert(self.r.randrange(len(cases) + 1), 'default:')
        st = None
        for c in cases:
            cur = dict(s0)
            if st is not None:
                for k, v in st.items():
                    if k in cur:
                        cur[k] = hull(cur[k], v)
            self.st = cur
            self.emit(c)
            self.ind += 1
            before = len(self.lines)
            self.block(self.r.randrange(0, 3), nodecl=True)
            if len(self.lines) == before:
                self.emit(';')
            if self.p(0.7):
                self.emit('break;')
                ends.append(self.save())
                st = None
            else:
                st = self.save()
            self.ind -= 1
        self.breaks.pop()
        self.emit('}')
        final = dict(s0)
        if st is not None:
            ends.append(st)
        for s in ends:
            for k, v in s.items():
                if k in final:
                    final[k] = hull(final[k], v)
        self.st = final

    def s_goto(self):
        e, tail = self.cond(jump=True)
        self.nlabel += 1
        label = 'skip%d' % self.nlabel
        self.emit('if (%s) goto %s;%s' % (e.t, label, tail))
        s0 = self.save()
        # the skipped statements are in the same C block: their declarations
        # go out of reach at the label (they would be uninitialized there)
        n0 = len(self.scopes[-1])
        self.skipping += 1
        self.block(self.r.randrange(1, 4), newscope=False)
        self.skipping -= 1
        sc = self.scopes[-1][n0:]
        del self.scopes[-1][n0:]
        for v in sc:
            for k in self.keys(v):
                self.st.pop(k, None)
        self.emit('%s: ;' % label)
        self.join(s0)

    def s_block(self):
        self.emit('{')
        self.ind += 1
        self.block(self.r.randrange(1, 4))
        self.ind -= 1
        self.emit('}')

    def s_ptr(self):
        fx = Fx()
        vs = self.vars_of(lambda v: v.cat == 'gptr', fx, write=True)
        c = self.r.randrange(5)
        if vs and c < 2:
            v = self.pick(vs)
            lo, hi = self.st[v]
            if c == 0 and hi + 1 < NBUF and self.writable(BUF) and fx.can_write(BUF):
                fx.W.add(BUF)
                fx.W.add(v)
                e = self.ex_for(INT, 2, fx)
                self.emit('*%s++ = %s;' % (v.name, e.t))
                self.st[v] = (lo + 1, hi + 1)
                self.st[BUF] = hull(self.st[BUF], e.r)
                return
            k = self.pick([1, 3, 7])
            self.emit('%s = bp + (%s);' % (v.name, self.idx(k + 1, fx)))
            self.st[v] = (0, k)
            return
        if not self.writable(BUF):
            return self.s_assign()
        if c == 2:
            # through a pointer to bytes
            fx.W.add(BUF)
            e = self.ex_int(2, fx)
            self.emit('((global uchar *)bp)[%s] = %s;' % (self.idx(NBUF * 4, fx), e.t))
            self.st[BUF] = full(INT)
            return
        fx.W.add(BUF)
        fx.allow.add(BUF)
        i = self.idx(NBUF, fx)
        e = self.ex_for(INT, 2, fx)
        self.emit('bp[%s] = %s;' % (i, e.t))
        self.st[BUF] = hull(self.st[BUF], e.r)

    UNIONS = [('U0', 'uint u; float f;'), ('U1', 'uint u; uchar b[4];'), ('U2', 'ulong l; uint w[2]; short h[4];')]

    def s_union(self):
        """Type punning through a union: the bytes of one member read as
        another (both sides are little-endian)."""
        u, _ = self.pick(self.UNIONS)
        name = self.name('u')
        fx = Fx()
        if u == 'U0':
            if self.p(0.5) and self.has('floats'):
                e = self.ex_float(3, fx)
                self.emit('union %s %s; %s.f = %s;' % (u, name, name, e.t))
                ty, src, r = UINT, '%s.u' % name, full(UINT)
            else:
                e = self.ex_for(UINT, 3, fx)
                self.emit('union %s %s; %s.u = %s;' % (u, name, name, e.t))
                ty, src, r = FLOAT, '%s.f' % name, INF
        elif u == 'U1':
            e = self.ex_for(UINT, 3, fx)
            self.emit('union %s %s; %s.u = %s;' % (u, name, name, e.t))
            if self.p(0.5):
                k = self.r.randrange(4)
                e2 = self.ex_for(UCHAR, 2, Fx())
                self.emit('%s.b[%d] = %s;' % (name, k, e2.t))
                ty, src, r = UINT, '%s.u' % name, full(UINT)
            else:
                ty, src, r = UCHAR, '%s.b[%s]' % (name, self.idx(4, Fx())), full(UCHAR)
        else:
            e = self.ex_for(ULONG, 3, fx)
            self.emit('union %s %s; %s.l = %s;' % (u, name, name, e.t))
            if self.p(0.5):
                ty, src, r = UINT, '%s.w[%s]' % (name, self.idx(2, Fx())), full(UINT)
            else:
                ty, src, r = SHORT, '%s.h[%s]' % (name, self.idx(4, Fx())), full(SHORT)
        v = Var(self.name(), ty)
        self.emit('%s %s = %s;' % (ty.name, v.name, src))
        self.declare(v, r)
        self.dump(v.name, ty, '%s %s = %s (through union %s)' % (ty.name, v.name, src, u))

    def s_pcall(self):
        """A call of a void helper that updates an object through a pointer."""
        hs = [h for h in self.helpers if h.ret is None]
        h = self.pick(hs)
        pt = h.params[0]
        fx = Fx()
        cands = []
        for v in self.visible():
            if v.ro:
                continue
            if v.cat == 'var' and v.ty is pt and v in self.st:
                cands.append(('&' + v.name, v, False))
            elif v.cat == 'arr' and v.ty is pt:
                cands.append(('&%s[%s]' % (v.name, self.idx(v.size, fx)), v, True))
            elif v.cat == 'struct':
                for f, t in self.flat_fields(v.fields):
                    if t is pt:
                        cands.append(('&%s.%s' % (v.name, f), (v, f), False))
        cands = [c for c in cands if self.writable(c[1]) and fx.can_write(c[1])]
        if not cands:
            return self.s_assign()
        text, k, weak = self.pick(cands)
        fx.W.add(k)
        fx.allow.add(k)
        args = [text] + [self.ex_for(t, 2, fx).t for t in h.params[1:]]
        s = '%s(%s);' % (h.name, ', '.join(args))
        self.emit(s)
        self.assign(k, h.r, weak)
        if isinstance(k, Var) and k.cat == 'var':
            self.dump(k.name, k.ty, s)
        elif isinstance(k, tuple):
            self.dump('%s.%s' % (k[0].name, k[1]), pt, s)

    def s_scopy(self):
        fx = Fx()
        ss = self.vars_of(lambda v: v.cat == 'struct', fx)
        if len(ss) < 2:
            return self.s_assign()
        a, b = self.pick(ss), self.pick(ss)
        if a is b or a.fields is not b.fields or not all(self.writable(k) for k in self.keys(a)):
            return self.s_assign()
        self.emit('%s = %s;' % (a.name, b.name))
        for f, _ in self.flat_fields(a.fields):
            self.st[(a, f)] = self.st[(b, f)]

    def s_ret(self):
        c, tail = self.cond(jump=True)
        s0 = self.save()
        e = self.ret_expr()
        self.st = s0   # nothing after the return sees its side effects
        self.emit('if (%s) return %s;%s' % (c.t, e.t, tail))

    def ret_expr(self):
        fx = Fx()
        if self.ret.vec:
            e = self.ex_vec(self.ret, 3, fx)
            self.retr = e.r if self.retr is None else hull(self.retr, e.r)
            return e
        e = self.ex_for(self.ret, 3, fx)
        r = e.r
        self.retr = r if self.retr is None else hull(self.retr, r)
        return e

    # ---- functions ------------------------------------------------------------------------
    def gen_structs(self):
        out = []
        for i in range(self.r.randrange(1, 3)):
            fields = []
            for j in range(self.r.randrange(2, 5)):
                t = self.pick(INTS + ([FLOAT] if self.has('floats') else []) +
                              ([INT2] if self.has('vectors') and self.p(0.2) else []))
                fields.append(('f%d' % j, t))
            if self.structs and self.p(0.4):
                fields.append(('in', self.structs[0]))
            s = StructTy('S%d' % i, fields)
            self.structs.append(s)
            out.append('struct %s {' % s.name)
            for f, t in fields:
                out.append('\t%s %s;' % ('struct ' + t.name if isinstance(t, StructTy) else t.name, f))
            out.append('};')
            out.append('')
        return out

    def gen_unions(self):
        out = []
        for u, fields in self.UNIONS:
            out.append('union %s { %s };' % (u, fields))
        return out + ['']

    def gen_helper(self, k):
        name = 'h%d' % k
        self.kernel = False
        self.lines, self.ind = [], 1
        self.st, self.scopes, self.wstack = {}, [[]], []
        if self.has('ptrparams') and self.p(0.25):
            return self.gen_void_helper(name)
        if self.has('pointers') and self.p(0.2):
            # sums a few elements of the __global buffer through a pointer
            ret = UINT
            i = self.name('i')
            lines = ['uint %s(global const int *q, uint k)' % name, '{', '\tuint s = k;',
                     '\tfor (int %s = 0; %s < 8; %s++)' % (i, i, i),
                     '\t\ts = s * 31u + (uint)q[%s];' % i, '\treturn s;', '}', '']
            self.helpers.append(Helper(name, ret, ['gptr', UINT], full(UINT), reads_buf=True))
            return lines
        ret = self.pick(INTS + [INT, UINT] + ([FLOAT] if self.has('floats') else []) +
                        ([INT4, FLOAT2] if self.has('vectors') and self.p(0.2) else []))
        params = []
        for j in range(self.r.randrange(1, 5)):
            t = self.pick(INTS + ([FLOAT] if self.has('floats') else []) +
                          ([INT2, UINT4] if self.has('vectors') and self.p(0.1) else []))
            v = Var('x%d' % j, t)
            params.append(v)
            self.declare(v, full(t))
        self.ret, self.retr = ret, None
        self.budget = self.r.randrange(3, 10)
        self.block(self.budget, newscope=False)
        e = self.ret_expr()
        self.emit('return %s;' % e.t)
        body = self.lines
        head = '%s %s(%s)' % (ret.name, name, ', '.join('%s %s' % (v.ty.name, v.name) for v in params))
        self.helpers.append(Helper(name, ret, [v.ty for v in params], self.retr))
        self.ret = None
        return [head, '{'] + body + ['}', '']

    def gen_void_helper(self, name):
        """void hN(T *p, ...): reads *p, computes, stores into *p."""
        pt = self.pick(INTS + ([FLOAT] if self.has('floats') else []))
        params = []
        for j in range(1, self.r.randrange(2, 4)):
            t = self.pick(INTS + ([FLOAT] if self.has('floats') else []))
            v = Var('x%d' % j, t)
            params.append(v)
            self.declare(v, full(t))
        cur = Var(self.name(), pt)
        self.emit('%s %s = *p;' % (pt.name, cur.name))
        self.declare(cur, full(pt))
        self.ret, self.retr = None, None
        self.budget = self.r.randrange(2, 7)
        self.block(self.budget, newscope=False)
        e = self.ex_for(pt, 3, Fx())
        self.emit('*p = %s;' % e.t)
        body = self.lines
        head = 'void %s(%s *p%s)' % (name, pt.name, ''.join(', %s %s' % (v.ty.name, v.name) for v in params))
        self.helpers.append(Helper(name, None, [pt] + [v.ty for v in params], e.r))
        return [head, '{'] + body + ['}', '']

    def gen_kernel(self):
        self.kernel = True
        self.lines, self.ind = [], 1
        self.st, self.scopes, self.wstack = {}, [[]], []
        self.ret = None
        gid = Var('gid', ULONG)
        gid.ro, gid.out = True, False
        lid = Var('lid', UINT)
        lid.ro, lid.out = True, False
        self.declare(gid, (0, GLOBAL - 1))
        self.declare(lid, (0, LOCAL - 1))
        self.st[BUF] = (-100000, 100000)
        # inputs, mostly narrowed to small ranges
        for k in range(self.r.randrange(6, 11)):
            ty = self.pick(INTS + [INT, INT, UINT])
            name = self.name()
            src = 'ip[%d]' % (k % NIN)
            c = self.r.randrange(5)
            if ty in (LONG, ULONG) and c < 2:
                t = '(%s)(((ulong)ip[%d] << 32) | ip[%d])' % (ty.name, k % NIN, (k + 7) % NIN)
                r = full(ty)
            elif c == 0 or ty.kind == 'u':
                t, r = '(%s)%s' % (ty.name, src), wrap_range(full(UINT), ty)
            elif c == 1:
                n = self.pick([CHAR, SHORT])
                t, r = '(%s)%s' % (n.name, src), full(n)
            else:
                m = self.pick([0xff, 0xfff, 0xfffff])
                t, r = '(int)(%s & %du) - %d' % (src, m, (m + 1) // 2), (-(m + 1) // 2, m - (m + 1) // 2)
            self.emit('%s %s = %s;' % (ty.name, name, t))
            self.declare(Var(name, ty), conv(r, LONG, ty))
        if self.has('floats'):
            for k in range(self.r.randrange(1, 4)):
                name = self.name()
                self.emit('float %s = fp[%d];' % (name, k))
                self.declare(Var(name, FLOAT), 128.0)
        self.budget = self.r.randrange(60, 110)
        while self.budget > 0:
            if self.has('local') and self.p(0.06):
                self.local_phase()
            else:
                self.stmt()
        # the end: everything still in scope
        self.emit('/* the values at the end */')
        for v in self.scopes[0]:
            if v.out:
                self.dump_var(v, 'end of the kernel:')
        return self.lines

    def local_phase(self):
        """Work-items exchange values through __local memory between barriers
        (only at the kernel's top level, where every work-item gets)."""
        self.budget -= 3
        fx = Fx()
        f = self.has('floats') and self.p(0.3)
        arr = 'lf' if f else 'lu'
        e = self.ex_float(3, fx) if f else self.ex_for(UINT, 3, fx)
        r = e.r
        self.emit('%s[lid] = %s;' % (arr, e.t))
        if not f and self.p(0.3):
            self.emit('barrier(1);   /* CLK_LOCAL_MEM_FENCE */')
            self.emit('for (uint s = %du; s > 0u; s >>= 1) {' % (LOCAL // 2))
            self.emit('\tif (lid < s)')
            self.emit('\t\tlu[lid] += lu[lid + s];')
            self.emit('\tbarrier(1);   /* CLK_LOCAL_MEM_FENCE */')
            self.emit('}')
            r = full(UINT)
        else:
            self.emit('barrier(1);   /* CLK_LOCAL_MEM_FENCE */')
        ty = FLOAT if f else UINT
        for _ in range(self.r.randrange(1, 3)):
            name = self.name()
            k = self.r.randrange(1, LOCAL)
            ix = self.pick(['(lid + %du) & %du' % (k, LOCAL - 1), 'lid ^ %du' % (k,), '%du - lid' % (LOCAL - 1),
                            '%d' % self.r.randrange(LOCAL)])
            self.emit('%s %s = %s[%s];' % (ty.name, name, arr, ix))
            self.declare(Var(name, ty), r)
            self.dump(name, ty, '%s %s = %s[%s] (after a barrier)' % (ty.name, name, arr, ix))
        self.emit('barrier(1);   /* CLK_LOCAL_MEM_FENCE */')

    def program(self):
        structs = self.gen_structs() if self.has('structs') else []
        if self.has('unions'):
            structs += self.gen_unions()
        helpers = []
        if self.has('helpers'):
            for k in range(self.r.randrange(1, 5)):
                helpers += self.gen_helper(k)
        body = self.gen_kernel()
        ns, nf = max(len(self.slots), 1), max(len(self.fslots), 1)
        head = [
            '// generated by tests/random/gen.py (seed %d); do not edit' % self.seed,
            '// A random kernel of the differential tests (tests/random): every value it',
            '// computes goes to out (integers) or fout (floats), which must equal what',
            '// the same kernel compiled by clang-15 + llvm-spirv-15 gives.',
            '// kernel: k',
            '// global: %d  local: %d' % (GLOBAL, LOCAL),
            '// arg: global const uint src[%d] = data(i)' % (GLOBAL * NIN),
            '// arg: global const float fsrc[%d] = fdata(i)' % (GLOBAL * NFIN),
            '// arg: global ulong out[%d]' % (GLOBAL * ns),
            '// arg: global float fout[%d]' % (GLOBAL * nf),
            '// arg: global int buf[%d] = rnd(i, -100000, 100001)' % (GLOBAL * NBUF),
            '// expect: same-as-reference',
            '// python: SPECIAL = (0, 1, 2, 3, 5, 7, 31, 32, 33, 63, 64, 0x7f, 0x80, 0xff, 0x100, 0x7fff,',
            '// python:            0x8000, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xffffffff,',
            '// python:            0xfffffffe, 0xffffff80, 0xffff8000, 0xfffffff0)',
            '// python: def data(i):',
            '// python:     h = hash32(i * 0x9E3779B9 + %d)' % (self.seed & 0x7fffffff),
            '// python:     return SPECIAL[h % len(SPECIAL)] if h >> 29 < 3 else hash32(h ^ 0x5bd1e995)',
            '// python: def fdata(i):',
            '// python:     h = hash32(i * 0x85EBCA6B + %d)' % (self.seed & 0x7fffffff),
            '// python:     return -0.0 if h % 29 == 0 else (h % 4097 - 2048) / 16',
            '',
        ]
        kern = [
            'kernel void k(global const uint *src, global const float *fsrc, global ulong *out,',
            '              global float *fout, global int *buf)',
            '{',
            '\tsize_t gid = get_global_id(0);',
            '\tuint lid = (uint)gid & %du;' % (LOCAL - 1),
            '\tglobal const uint *ip = src + gid * %d;' % NIN,
            '\tglobal const float *fp = fsrc + gid * %d;' % NFIN,
            '\tglobal int *bp = buf + gid * %d;' % NBUF,
            '\tsize_t ob = gid * %d;' % ns,
            '\tsize_t fb = gid * %d;' % nf,
            '\tlocal uint lu[%d];' % LOCAL,
            '\tlocal float lf[%d];' % LOCAL,
        ]
        text = '\n'.join(head + structs + helpers + kern + body + ['}', ''])
        return Program(self.seed, text, self.slots, self.fslots, ns, nf, sorted(self.feat))


def f32up(m):
    return m if m == INF or m < 3e38 else INF


def generate(seed, features=None):
    """The Program for a seed (the same text for the same seed and features)."""
    return Gen(seed, features).program()


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description='Print the random kernel of a seed.')
    ap.add_argument('seed', type=int)
    ap.add_argument('-o', help='write it to this file')
    ap.add_argument('--no', default='', help='features to leave out, comma-separated: ' + ', '.join(FEATURES))
    a = ap.parse_args(argv)
    no = {f.strip() for f in a.no.split(',') if f.strip()}
    bad = no - set(FEATURES)
    if bad:
        ap.error('unknown feature(s): %s' % ', '.join(sorted(bad)))
    prog = generate(a.seed, [f for f in FEATURES if f not in no])
    if a.o:
        with open(a.o, 'w') as f:
            f.write(prog.source)
    else:
        sys.stdout.write(prog.source)


if __name__ == '__main__':
    main(sys.argv[1:])
