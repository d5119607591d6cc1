"""gen_fold.py — random constant expressions of the kinds clang folds:
integer and floating arithmetic in each type's own precision (float
operations rounded to float, double ones to double), casts between every
pair of scalar types (integers to floats that must round, floats to
integers that truncate), comparisons, ?:, logical operators, sizeof and
_Alignof, enumerators, and vector literals of all of those.

source(seed) -> an execution test (tests/lib/kspec.py comments): each
expression initializes a program-scope __constant (zocc folds it at
compile time, sema/const.c) and a private variable (code, or folded), and
the kernel writes the bits of both; `same-as-reference` compares them with
clang-15's.  The expressions avoid undefined behaviour by construction:
signed arithmetic stays small, shifts and divisions take literal counts
and divisors, and only in-range values are converted to integers."""

import random

INTS = {'char': (8, True), 'uchar': (8, False), 'short': (16, True), 'ushort': (16, False),
        'int': (32, True), 'uint': (32, False), 'long': (64, True), 'ulong': (64, False)}
FLOATS = ['float', 'double']
TYPES = list(INTS) + FLOATS


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)

    # a floating expression of type t and a bound on its magnitude
    def fexpr(self, t, d):
        r = self.r
        suf = 'f' if t == 'float' else ''
        k = r.randrange(9) if d > 0 else r.randrange(3)
        if k == 0:
            a = r.randrange(-99, 100)
            return '%d.%d%s' % (a, r.randrange(1000), suf), abs(a) + 1
        if k == 1:
            return '(%s)%s' % (t, self.iexpr(r.choice(['int', 'short', 'char', 'uchar']), 0)), 2.0 ** 20
        if k == 2:
            # values that round when converted: big integers, thirds, tenths
            return r.choice([('(%s)16777217' % t, 2e7), ('(%s)0x7fffffffffffffffL' % t, 1e19),
                             ('(%s)0xffffffffffffffffUL' % t, 2e19), ('(%s)(1.0 / 3.0)' % t, 1),
                             ('(%s)0.1' % t, 1), ('(%s)2147483647' % t, 3e9), ('(%s)(0.1f + 0.2f)' % t, 1),
                             ('(%s)(1e-3 * 7)' % t, 1), ('(%s)4294967295u' % t, 5e9)])
        if k in (3, 4, 5):
            op = r.choice('+-*')
            (a, ba), (b, bb) = self.fexpr(t, d - 1), self.fexpr(t, d - 1)
            return '(%s %s %s)' % (a, op, b), ba * bb if op == '*' else ba + bb
        if k == 6:
            a, ba = self.fexpr(t, d - 1)
            return '(%s / %s)' % (a, r.choice(['3', '7.0', '0.5', '1.5f', '-9'])), ba * 2
        if k == 7:
            (a, ba), (b, bb) = self.fexpr(t, d - 1), self.fexpr(t, d - 1)
            return '(%s ? %s : %s)' % (self.cond(d - 1), a, b), max(ba, bb)
        a, ba = self.fexpr(r.choice(FLOATS), d - 1)
        return '(%s)%s' % (t, a), ba

    def bounded(self, d, limit):
        """a floating expression of magnitude below limit"""
        for _ in range(20):
            e, b = self.fexpr(self.r.choice(FLOATS), d)
            if b < limit:
                return e
        return '%d.25' % self.r.randrange(-50, 50)

    def cond(self, d):
        r = self.r
        k = r.randrange(4)
        if k == 0:
            t = r.choice(FLOATS)
            return '(%s %s %s)' % (self.fexpr(t, d)[0], r.choice(['<', '>', '<=', '>=', '==', '!=']), self.fexpr(r.choice(FLOATS), d)[0])
        if k == 1:
            t = r.choice(list(INTS))
            return '(%s %s %s)' % (self.iexpr(t, d), r.choice(['<', '>', '==', '!=']), self.iexpr(t, d))
        if k == 2:
            return '(%s %s %s)' % (self.cond(d - 1) if d > 0 else '1', r.choice(['&&', '||']),
                                   self.cond(d - 1) if d > 0 else '0')
        return '!%s' % (self.iexpr('int', d) if r.random() < 0.5 else self.fexpr('float', d)[0])

    # an integer-typed expression: unsigned ones wrap freely, signed ones
    # stay within +-2^20
    def iexpr(self, t, d):
        r = self.r
        bits, sgn = INTS[t]
        k = r.randrange(10) if d > 0 else r.randrange(3)
        if k == 0:
            if sgn:
                return '(%s)%d' % (t, r.randrange(-(1 << min(bits - 1, 20)), 1 << min(bits - 1, 20)))
            return '(%s)%du' % (t, r.randrange(0, 1 << min(bits, 32)))
        if k == 1:
            return r.choice(['sizeof(%s)' % r.choice(TYPES + ['float4', 'int3', 'long2']),
                             '_Alignof(%s)' % r.choice(TYPES + ['float3', 'short8']), 'E_%d' % r.randrange(4)])
        if k == 2:
            # a float truncated toward zero (only values in range: others
            # are undefined, C99 6.3.1.4)
            if sgn:
                return '(%s)(%s)' % (t, self.bounded(max(d - 1, 0), 30000.0)) if bits >= 16 else \
                       '(%s)((int)(%s) %% 100)' % (t, self.bounded(max(d - 1, 0), 1e9))
            f = self.bounded(max(d - 1, 0), 60000.0)
            return '(%s)((%s) * (%s) + 0.5)' % (t, f, f) if bits >= 32 else '(%s)(int)(%s)' % (t, f)
        if k in (3, 4):
            # uchar and ushort are promoted to int: ushort * ushort could overflow
            op = r.choice('+-*') if not sgn and bits != 16 else r.choice('+-')
            return '(%s)(%s %s %s)' % (t, self.iexpr(t, d - 1), op, self.iexpr(t, d - 1))
        if k == 5:
            return '(%s)(%s %s %s)' % (t, self.iexpr(t, d - 1), r.choice(['/', '%']),
                                       r.choice(['3', '7', '-5', '11']) if sgn else r.choice(['3u', '7u', '13u']))
        if k == 6:
            if sgn:
                return '(%s)(%s & %s)' % (t, self.iexpr(t, d - 1), self.iexpr(t, d - 1))
            return '(%s)(%s %s %d)' % (t, self.iexpr(t, d - 1), r.choice(['<<', '>>']), r.randrange(bits))
        if k == 7:
            return '(%s)(%s ? %s : %s)' % (t, self.cond(d - 1), self.iexpr(t, d - 1), self.iexpr(t, d - 1))
        if k == 8:
            return '(%s)%s' % (t, self.cond(d - 1))
        u = r.choice([x for x in INTS if not INTS[x][1]])
        return '(%s)%s' % (t, self.iexpr(u, d - 1)) if not sgn else '(%s)(%s & 0xfff)' % (t, self.iexpr(u, d - 1))

    def expr(self, t, d):
        return self.fexpr(t, d)[0] if t in FLOATS else self.iexpr(t, d)


def bits_of(name, t):
    if t == 'float':
        return '(ulong)as_uint(%s)' % name
    if t == 'double':
        return 'as_ulong(%s)' % name
    return '(ulong)%s' % name


def source(seed):
    g = Gen(seed)
    items = []
    for k in range(24):
        t = g.r.choice(TYPES)
        if g.r.random() < 0.15:
            e = g.r.choice(['float', 'int', 'uint', 'short', 'double'])
            n = g.r.choice([2, 4])
            items.append(('%s%d' % (e, n), e, n, '(%s%d)(%s)' % (e, n, ', '.join(g.expr(e, 2) for _ in range(n)))))
        else:
            items.append((t, t, 1, g.expr(t, 3)))
    out = ['// generated by tests/consts/gen_fold.py seed %d; do not edit' % seed,
           '// options: -cl-ext=+cl_khr_fp64', '// requires: fp64']
    nout = sum(2 * n for _, _, n, _ in items)
    out += ['// kernel: k', '// global: 1', '// arg: global ulong out[%d]' % nout, '// expect: same-as-reference', '',
            '#pragma OPENCL EXTENSION cl_khr_fp64 : enable',
            '// the same operations at compile time and in code: no a * b + c fused',
            '#pragma OPENCL FP_CONTRACT OFF', '',
            'enum { E_0 = 3, E_1 = -7, E_2 = E_0 * 5, E_3 = sizeof(double) + 1 };', '']
    for k, (t, _, _, e) in enumerate(items):
        out.append('constant %s c%d = %s;' % (t, k, e))
    out += ['', 'kernel void k(global ulong *out)', '{']
    for k, (t, _, _, e) in enumerate(items):
        out.append('\t%s p%d = %s;' % (t, k, e))
    i = 0
    for k, (t, e, n, _) in enumerate(items):
        for name in ('c%d' % k, 'p%d' % k):
            for c in range(n):
                comp = name if n == 1 else '%s.s%d' % (name, c)
                out.append('\tout[%d] = %s;' % (i, bits_of(comp, e)))
                i += 1
    out.append('}')
    return '\n'.join(out) + '\n'


if __name__ == '__main__':
    import sys
    print(source(int(sys.argv[1])), end='')
