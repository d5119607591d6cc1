"""kspec.py — the launch-and-data comments of an execution test
(tests/exec/*.cl), their data, and the checks of the results.

A kernel file says, in `//` comments, which kernels to launch, with which
arguments, and what must hold afterwards:

    // kernel: saxpy
    // global: 1024  local: 64
    // arg: float a = 2.5
    // arg: global float x[1024] = i * 0.5
    // arg: global float y[1024] = 1024 - i
    // expect: close(y[i], a * x[i] + y_in[i])

  kernel: NAME          starts a launch; the lines below it up to the next
                        `kernel:` belong to it (a file may launch several)
  global: X [Y [Z]]     global work size; `local: X [Y [Z]]` on the same line
  local: X [Y [Z]]      or its own gives the work-group size (else the runtime's)
  arg: ...              one per kernel parameter, in parameter order:
      TYPE NAME = EXPR              a scalar: char uchar short ushort int uint
                                    long ulong float double size_t
      global TYPE NAME[N] = EXPR    a __global buffer of N elements; element i
                                    is EXPR (without `= EXPR`: every byte 0xA5,
                                    so elements the kernel never wrote show)
      constant TYPE NAME[N] = EXPR  a buffer for a __constant parameter
      local TYPE NAME[N]            a __local buffer: only its size is passed
      struct NAME = EXPR            a struct or union passed by value: EXPR
                                    gives its bytes (pack(FORMAT, values...),
                                    Python's struct.pack, in the C layout)
  expect: EXPR          a Python expression that must be true for every
                        element i of the first buffer it indexes as NAME[i]
                        (else of the first buffer it indexes at all, or
                        once, if it indexes none); buffers hold their contents
                        after the launch, NAME_in before it
  expect: same-as-reference
                        every __global buffer must equal what the same kernel
                        compiled by clang-15 + llvm-spirv-15 gives (floats
                        within the tolerance)
  options: ...          compiler options (-D, -cl-std=, ...) for both compilers
  tolerance: T          what close() and same-as-reference allow for floats:
                        |a-b| <= T * max(1, |a|, |b|); 1e-6 unless given
  requires: F, G        features the test needs (tests/exec/suite.py lists the
                        ones zocc does not have yet: those tests are skipped)
  parse: invalid        tests/parse leaves the file out (it needs real macros)
  python: CODE          Python lines (indentation after `python: ` kept) run
                        before the expressions: helper functions for checks
                        that one expression cannot say, e.g.
                            // python: def steps(n):
                            // python:     return 0 if n == 1 else 1 + steps(n // 2)

Expressions are Python.  Integer values wrap to their C type on the way in
(-1 in a uint is 0xffffffff) and come back as Python ints of their type's
range; floats are rounded to float32 on the way in.  Names an expression
sees: the scalar args, the buffers, `i`, the -D options and simple
`#define NAME NUMBER` lines of the file, gsize/lsize (the launch sizes), and
the helpers below (HELPERS): C-style wrapping casts i8..u64, f32 rounding,
cdiv/cmod (C's truncating / and %), close(), rnd(i, lo, hi) (deterministic
pseudo-random numbers), and Python's math functions.
"""

import keyword
import math
import os
import re
import struct

from rig import Fail, directives

KEYS = {'kernel', 'global', 'local', 'arg', 'expect', 'options', 'tolerance',
        'requires', 'parse', 'python'}
PYTHON_RE = re.compile(r'^\s*//\s*python:(?: |$)(.*)$', re.M)

# OpenCL C type: (struct format, size in bytes, kind) on a 64-bit device.
TYPES = {
    'char': ('b', 1, 'i'), 'uchar': ('B', 1, 'u'),
    'short': ('h', 2, 'i'), 'ushort': ('H', 2, 'u'),
    'int': ('i', 4, 'i'), 'uint': ('I', 4, 'u'),
    'long': ('q', 8, 'i'), 'ulong': ('Q', 8, 'u'),
    'size_t': ('Q', 8, 'u'),
    'float': ('f', 4, 'f'), 'double': ('d', 8, 'f'),
}

SPACES = {'global': 'global', '__global': 'global', 'constant': 'constant',
          '__constant': 'constant', 'local': 'local', '__local': 'local'}

POISON = 0xA5          # the bytes of a __global buffer without an initializer
DEFAULT_TOLERANCE = 1e-6


# ---- helpers expressions may call -------------------------------------------

def wrap(v, bits, signed):
    """C's conversion of an integer to a type of `bits` bits (6.3.1.3, with
    the two's-complement wrap OpenCL C defines for signed targets)."""
    v = int(v) & ((1 << bits) - 1)
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v


def f32(x):
    """x rounded to the nearest float32, as a Python float."""
    try:
        return struct.unpack('<f', struct.pack('<f', x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def cdiv(a, b):
    """C's integer division: the quotient truncated toward zero (6.5.5)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def cmod(a, b):
    """C's remainder: a == cdiv(a, b) * b + cmod(a, b)."""
    return a - cdiv(a, b) * b


def hash32(x):
    """A 32-bit integer mix (Chris Wellons' "lowbias32" constants)."""
    x &= 0xffffffff
    x ^= x >> 16
    x = (x * 0x7feb352d) & 0xffffffff
    x ^= x >> 15
    x = (x * 0x846ca68b) & 0xffffffff
    x ^= x >> 16
    return x


def rnd(i, lo=0, hi=1 << 31):
    """A deterministic pseudo-random integer in [lo, hi) for index i."""
    return lo + hash32(i * 0x9E3779B9 + 0x632BE5AB) % (hi - lo)


HELPERS = {
    'i8': lambda v: wrap(v, 8, True), 'u8': lambda v: wrap(v, 8, False),
    'i16': lambda v: wrap(v, 16, True), 'u16': lambda v: wrap(v, 16, False),
    'i32': lambda v: wrap(v, 32, True), 'u32': lambda v: wrap(v, 32, False),
    'i64': lambda v: wrap(v, 64, True), 'u64': lambda v: wrap(v, 64, False),
    'f32': f32, 'cdiv': cdiv, 'cmod': cmod, 'hash32': hash32, 'rnd': rnd, 'pack': struct.pack,
    'inf': math.inf, 'nan': math.nan, 'isnan': math.isnan, 'isinf': math.isinf,
    'sqrt': math.sqrt, 'floor': math.floor, 'ceil': math.ceil, 'trunc': math.trunc,
    'exp': math.exp, 'log': math.log, 'sin': math.sin, 'cos': math.cos,
    'pow': math.pow, 'fabs': math.fabs, 'pi': math.pi,
}


def make_close(tol):
    def close(a, b, t=None):
        t = tol if t is None else t
        if a == b or (a != a and b != b):
            return True
        return abs(a - b) <= t * max(1.0, abs(a), abs(b))
    return close


# ---- the file's comments -----------------------------------------------------

class Arg:
    """One kernel argument of a launch."""

    def __init__(self, line, space, type, name, count, init):
        self.line = line    # file line of the `arg:` comment
        self.space = space  # None for a scalar, else 'global'/'constant'/'local'
        self.type = type    # element or scalar type name (a TYPES key)
        self.name = name    # the name expressions use
        self.count = count  # element count expression (buffers)
        self.init = init    # initial value expression, or None


class Launch:
    """One kernel launch with its arguments and expectations."""

    def __init__(self, line, kernel):
        self.line = line      # file line of `kernel:`
        self.kernel = kernel  # kernel function name
        self.gsize = None     # global size, a tuple of 1-3 ints
        self.lsize = None     # work-group size tuple, or None
        self.args = []        # Arg, in parameter order
        self.expects = []     # (line, expression text)
        self.reference = False  # expect: same-as-reference


class Spec:
    """An execution test file read for its comments."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding='utf-8') as f:
            self.text = f.read()
        self.options = ''           # `options:` value
        self.tolerance = DEFAULT_TOLERANCE
        self.requires = []          # `requires:` feature names
        self.launches = []
        self.defines = {}           # NAME -> number, from #define and -D
        self.python = '\n'.join(PYTHON_RE.findall(self.text))  # `python:` code
        self._parse()

    def where(self, line):
        return '%s:%d' % (os.path.basename(self.path), line)

    def _err(self, line, msg):
        raise Fail('%s: %s' % (self.where(line), msg))

    def _parse(self):
        cur = None
        for line, key, val in directives(self.text, KEYS):
            if key == 'options':
                self.options = (self.options + ' ' + val).strip()
            elif key == 'tolerance':
                try:
                    self.tolerance = float(val)
                except ValueError:
                    self._err(line, 'tolerance: not a number: %r' % val)
            elif key == 'requires':
                self.requires += [f.strip() for f in val.replace(',', ' ').split()]
            elif key in ('parse', 'python'):
                pass
            elif key == 'kernel':
                if not re.fullmatch(r'[A-Za-z_]\w*', val):
                    self._err(line, 'kernel: expected a kernel name, got %r' % val)
                cur = Launch(line, val)
                self.launches.append(cur)
            elif cur is None:
                self._err(line, "'%s:' before the first 'kernel:'" % key)
            elif key == 'global':
                g, _, l = val.partition('local:')
                cur.gsize = self._sizes(line, g)
                if l:
                    cur.lsize = self._sizes(line, l)
            elif key == 'local':
                cur.lsize = self._sizes(line, val)
            elif key == 'arg':
                cur.args.append(self._arg(line, val))
            elif key == 'expect':
                if val == 'same-as-reference':
                    cur.reference = True
                elif not val:
                    self._err(line, 'expect: needs an expression')
                else:
                    try:
                        compile(val, self.where(line), 'eval')
                    except SyntaxError as e:
                        self._err(line, 'expect: not a Python expression: %s' % e.msg)
                    cur.expects.append((line, val))
        if not self.launches:
            raise Fail('%s: no `// kernel:` line' % os.path.basename(self.path))
        for l in self.launches:
            if l.gsize is None:
                self._err(l.line, 'kernel %s has no `global:` size' % l.kernel)
            if l.lsize and len(l.lsize) != len(l.gsize):
                self._err(l.line, 'kernel %s: local and global sizes differ in dimensions' % l.kernel)
            if not l.expects and not l.reference:
                self._err(l.line, 'kernel %s has no `expect:`' % l.kernel)
        self._defines()
        if self.python:
            try:
                compile(self.python, self.where(1) + ' python:', 'exec')
            except SyntaxError as e:
                raise Fail('%s: python: %s (line %s of the python: code)' % (
                    os.path.basename(self.path), e.msg, e.lineno))

    def _sizes(self, line, text):
        parts = text.split()
        if not 1 <= len(parts) <= 3 or not all(p.isdigit() and int(p) > 0 for p in parts):
            self._err(line, 'expected 1 to 3 positive sizes, got %r' % text.strip())
        return tuple(int(p) for p in parts)

    ARG_RE = re.compile(r'(?:(\w+)\s+)?(\w+)\s+([A-Za-z_]\w*)\s*(?:\[([^\]]+)\])?\s*(?:=\s*(.+))?$')

    def _arg(self, line, text):
        text = re.sub(r'\bconst\s+', '', text, count=1)  # `global const int x[4]` reads as C does
        m = self.ARG_RE.match(text)
        if not m:
            self._err(line, 'arg: cannot read %r' % text)
        space, type, name, count, init = m.groups()
        if keyword.iskeyword(name) or name in HELPERS or name in ('i', 'close', 'gsize', 'lsize'):
            self._err(line, 'arg: %r cannot be a name in the Python expressions; '
                      'call it something else' % name)
        if space is not None:
            if space not in SPACES:
                self._err(line, 'arg: unknown address space %r' % space)
            space = SPACES[space]
        if type == 'struct' and space is None:
            if count is not None or init is None:
                self._err(line, 'arg: struct %s needs its bytes (= pack(FORMAT, ...)) and no [N]' % name)
            return Arg(line, None, 'struct', name, None, init)
        if type not in TYPES:
            self._err(line, 'arg: unknown type %r' % type)
        if space is None:
            if count is not None:
                self._err(line, 'arg: a buffer needs an address space (global, constant, local)')
            if init is None:
                self._err(line, 'arg: scalar %s needs a value (= EXPR)' % name)
        else:
            if count is None:
                self._err(line, 'arg: buffer %s needs an element count [N]' % name)
            if space == 'local' and init is not None:
                self._err(line, 'arg: a __local buffer has no initial contents')
            if space == 'constant' and init is None:
                self._err(line, 'arg: constant buffer %s needs contents (= EXPR)' % name)
        return Arg(line, space, type, name, count, init)

    def _defines(self):
        """Numbers the kernel names with `#define NAME NUMBER` or -D, so
        expressions can use the same names."""
        num = re.compile(r'^\(?\s*(-?(?:0x[0-9a-fA-F]+|\d+\.?\d*(?:[eE][-+]?\d+)?))[uUlLfF]*\s*\)?$')
        for m in re.finditer(r'^\s*#\s*define\s+([A-Za-z_]\w*)[ \t]+(.+?)\s*$', self.text, re.M):
            v = num.match(m.group(2))
            if v:
                self.defines[m.group(1)] = eval(v.group(1))
        for o in self.options.split():
            if o.startswith('-D'):
                name, _, value = o[2:].partition('=')
                v = num.match(value or '1')
                if v:
                    self.defines[name] = eval(v.group(1))


# ---- data in and out -----------------------------------------------------------

def encode(type, values):
    fmt, size, kind = TYPES[type]
    bits = size * 8
    if kind == 'f':
        vals = [float(v) for v in values]
        try:
            return struct.pack('<%d%s' % (len(vals), fmt), *vals)
        except (OverflowError, struct.error):
            return b''.join(struct.pack('<' + fmt, f32(v) if fmt == 'f' else v) for v in vals)
    return struct.pack('<%d%s' % (len(values), fmt),
                       *[wrap(v, bits, kind == 'i') for v in values])


def decode(type, data):
    fmt, size, _ = TYPES[type]
    return list(struct.unpack('<%d%s' % (len(data) // size, fmt), data))


def base_env(spec, launch):
    env = dict(HELPERS)
    env.update(spec.defines)
    env['close'] = make_close(spec.tolerance)
    env['gsize'] = launch.gsize
    env['lsize'] = launch.lsize
    if spec.python:
        try:
            exec(compile(spec.python, os.path.basename(spec.path) + ' python:', 'exec'), env)
        except Exception as e:
            raise Fail('%s: python: %s: %s' % (os.path.basename(spec.path), type(e).__name__, e))
    return env


def _eval(spec, line, expr, env, what):
    try:
        return eval(expr, env)
    except Fail:
        raise
    except Exception as e:
        raise Fail('%s: %s %r: %s: %s' % (spec.where(line), what, expr, type(e).__name__, e))


def prepare(spec, launch, index, workdir):
    """Writes the launch's input buffers into workdir and returns (the
    clrun spec lines, the expression environment with the scalars and the
    initial buffer contents)."""
    env = base_env(spec, launch)
    lines = ['kernel ' + launch.kernel,
             'global ' + ' '.join(map(str, launch.gsize))]
    if launch.lsize:
        lines.append('local ' + ' '.join(map(str, launch.lsize)))
    for a in launch.args:
        if a.type == 'struct':
            v = _eval(spec, a.line, a.init, env, 'value')
            if not isinstance(v, bytes) or not v:
                raise Fail('%s: struct %s: %r is not bytes (use pack)' % (spec.where(a.line), a.name, v))
            env[a.name] = v
            lines.append('arg bytes ' + v.hex())
            continue
        fmt, size, kind = TYPES[a.type]
        if a.space is None:
            v = _eval(spec, a.line, a.init, env, 'value')
            if kind == 'f':
                v = f32(v) if a.type == 'float' else float(v)
                text = v.hex() if math.isfinite(v) else repr(v)
            else:
                v = wrap(v, size * 8, kind == 'i')
                text = str(v)
            env[a.name] = v
            lines.append('arg %s %s' % (a.type, text))
            continue
        n = _eval(spec, a.line, a.count, env, 'count')
        if not isinstance(n, int) or n <= 0:
            raise Fail('%s: count of %s is %r, not a positive integer' % (spec.where(a.line), a.name, n))
        if a.space == 'local':
            lines.append('arg local %d' % (n * size))
            continue
        if a.init is None:
            data = bytes([POISON]) * (n * size)
        else:
            code = compile(a.init, spec.where(a.line), 'eval')
            vals = []
            for i in range(n):
                env['i'] = i
                try:
                    vals.append(eval(code, env))
                except Exception as e:
                    raise Fail('%s: initial value of %s[%d]: %s: %s' % (
                        spec.where(a.line), a.name, i, type(e).__name__, e))
            env.pop('i', None)
            data = encode(a.type, vals)
        base = 'L%d_%s' % (index, a.name)
        with open(os.path.join(workdir, base + '.in'), 'wb') as f:
            f.write(data)
        env[a.name] = env[a.name + '_in'] = decode(a.type, data)
        lines.append('arg %s %s %s.in %s.out' % ('buffer' if a.space == 'global' else 'constant',
                                                 a.type, base, base))
    return lines, env


def buffers(launch):
    """The arguments read back after a launch (__global and __constant)."""
    return [a for a in launch.args if a.space in ('global', 'constant')]


def results(launch, index, outdir):
    """The contents of the launch's buffers after it ran, by name."""
    out = {}
    for a in buffers(launch):
        path = os.path.join(outdir, 'L%d_%s.out' % (index, a.name))
        try:
            with open(path, 'rb') as f:
                out[a.name] = decode(a.type, f.read())
        except OSError as e:
            raise Fail('no result %s: %s' % (os.path.basename(path), e.strerror))
    return out


def show(v):
    return repr(v) if isinstance(v, float) else str(v)


def check(spec, launch, env, res):
    """Evaluates the launch's `expect:` lines over the results; raises Fail
    with the first failing element."""
    env = dict(env)
    env.update(res)
    names = set(res)
    for line, expr in launch.expects:
        code = compile(expr, spec.where(line), 'eval')
        # the first buffer the expression indexes as X[i] (else the first it
        # indexes at all) decides the range of i
        indexed = [m.group(1) for m in re.finditer(r'\b([A-Za-z_]\w*)\s*\[\s*i\s*\]', expr)
                   if m.group(1) in names]
        indexed += [m.group(1) for m in re.finditer(r'\b([A-Za-z_]\w*)\s*\[', expr)
                    if m.group(1) in names]
        if indexed:
            refs = sorted(set(m.group(1) for m in re.finditer(r'\b([A-Za-z_]\w*)\s*\[\s*i\s*\]', expr)
                              if m.group(1) in env and isinstance(env[m.group(1)], list)))
            n = len(res[indexed[0]])
            bad, first = 0, None
            for i in range(n):
                env['i'] = i
                try:
                    ok = eval(code, env)
                except Exception as e:
                    raise Fail('%s: expect %r at i=%d: %s: %s' % (spec.where(line), expr, i,
                                                                 type(e).__name__, e))
                if not ok:
                    bad += 1
                    if first is None:
                        first = i
                        vals = ', '.join('%s[%d]=%s' % (r, i, show(env[r][i])) for r in refs
                                         if i < len(env[r]))
            if bad:
                raise Fail('%s: %s: expect %s fails at i=%d (%s) and %d more of %d' % (
                    spec.where(line), launch.kernel, expr, first, vals, bad - 1, n))
        else:
            try:
                ok = eval(code, env)
            except Exception as e:
                raise Fail('%s: expect %r: %s: %s' % (spec.where(line), expr, type(e).__name__, e))
            if not ok:
                raise Fail('%s: %s: expect %s is false' % (spec.where(line), launch.kernel, expr))


def compare(spec, launch, res, ref):
    """same-as-reference: every __global buffer equals the reference's."""
    close = make_close(spec.tolerance)
    for a in buffers(launch):
        if a.space != 'global':
            continue
        got, want = res[a.name], ref[a.name]
        isf = TYPES[a.type][2] == 'f'
        diff = [i for i in range(len(want)) if not (close(got[i], want[i]) if isf else got[i] == want[i])]
        if diff:
            i = diff[0]
            raise Fail('%s: %s: %s[%d] is %s, the reference gives %s (%d of %d elements differ)' % (
                spec.where(launch.line), launch.kernel, a.name, i, show(got[i]), show(want[i]),
                len(diff), len(want)))
