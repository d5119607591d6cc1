"""gen_init.py — random aggregate types and initializers written the ways
C99 6.7.8 allows: full braces, braces left out around subaggregates
(6.7.8p20), partial lists (the rest is zero), designators (6.7.8p17-19),
vector members initialized from lists, vector literals or one scalar.

source(seed) -> an execution test (tests/lib/kspec.py comments) whose
kernel writes every scalar of each initialized object, bit for bit, to
`out`; its expectation is `same-as-reference`: clang-15's reading of the
same initializers, run on PoCL, is the oracle.  Each object is a
program-scope __constant and a private variable (the same initializer
through irgen's constant path and its store-by-store path)."""

import random

SCALARS = ['char', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'float']
VEC_ELEMS = ['char', 'uchar', 'short', 'int', 'uint', 'float', 'long']


class T:
    """A type: kind 's' scalar, 'v' vector, 'a' array, 'st' struct."""

    def __init__(self, kind, name=None, base=None, n=0, members=()):
        self.kind, self.name, self.base, self.n, self.members = kind, name, base, n, list(members)


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.structs = []   # (tag, [(member name, T)])

    def scalar(self):
        return T('s', self.r.choice(SCALARS))

    def typ(self, depth):
        r = self.r
        k = r.random()
        if depth <= 0 or k < 0.3:
            if r.random() < 0.2:
                return T('v', self.r.choice(VEC_ELEMS), n=r.choice([2, 3, 4]))
            return self.scalar()
        if k < 0.65:
            return T('a', base=self.typ(depth - 1), n=r.randrange(1, 4))
        members = [('m%d' % i, self.typ(depth - 1)) for i in range(r.randrange(1, 4))]
        tag = 'S%d' % len(self.structs)   # after its members' own structs
        self.structs.append((tag, members))
        return T('st', name=tag, members=members)

    def decl(self, t, name):
        """'T name[..]' for t"""
        dims = ''
        while t.kind == 'a':
            dims += '[%d]' % t.n
            t = t.base
        return '%s %s%s' % (self.tname(t), name, dims)

    def tname(self, t):
        if t.kind == 's':
            return t.name
        if t.kind == 'v':
            return '%s%d' % (t.name, t.n)
        return 'struct ' + t.name

    def value(self, t):
        """a literal of scalar type t (some written as expressions)"""
        r = self.r
        if t.name == 'float':
            v = r.choice(['%d.%df' % (r.randrange(-99, 100), r.randrange(10)), '%d' % r.randrange(-9, 10),
                          '%d.0f / 8' % r.randrange(1, 50)])
            return v
        bits = {'char': 8, 'uchar': 8, 'short': 16, 'ushort': 16, 'int': 32, 'uint': 32, 'long': 64, 'ulong': 64}[t.name]
        v = r.randrange(0, 1 << min(bits, 31)) - (1 << (min(bits, 31) - 1) if t.name[0] != 'u' else 0)
        return r.choice(['%d' % v, '(%s)%d' % (t.name, v), '%d + %d' % (v // 2, v - v // 2)])

    def scalars(self, t):
        """how many scalar initializers fill t with every brace left out"""
        if t.kind == 's' or t.kind == 'v':
            return 1
        if t.kind == 'a':
            return t.n * self.scalars(t.base)
        return sum(self.scalars(m) for _, m in t.members)

    def flat(self, t):
        """initializers for all of t with its braces left out"""
        if t.kind == 's':
            return [self.value(t)]
        if t.kind == 'v':
            return [self.vector(t)]
        if t.kind == 'a':
            return [x for _ in range(t.n) for x in self.flat(t.base)]
        return [x for _, m in t.members for x in self.flat(m)]

    def vector(self, t):
        r = self.r
        et = T('s', t.name)
        k = r.random()
        if k < 0.4:
            return '(%s%d)(%s)' % (t.name, t.n, ', '.join(self.value(et) for _ in range(t.n)))
        if k < 0.8:
            # OpenCL C (clang): a vector's list gives every component
            return '{%s}' % ', '.join(self.value(et) for _ in range(t.n))
        return self.value(et)   # one scalar: every component

    def init(self, t, top=False):
        """a braced initializer for aggregate t (or a value for a scalar or
        vector): elements in order, some lists cut short, some
        subaggregates without braces (only where they are complete or
        last, so later initializers keep their places), some designated"""
        r = self.r
        if t.kind in ('s', 'v'):
            return self.value(t) if t.kind == 's' else self.vector(t)
        if t.kind == 'a':
            elems = [t.base] * t.n
            names = [None] * t.n
        else:
            elems = [m for _, m in t.members]
            names = [n for n, _ in t.members]
        count = len(elems) if r.random() < 0.6 else r.randrange(0, len(elems) + 1)
        items = []
        for i in range(count):
            e = elems[i]
            desig = ''
            if r.random() < 0.15:
                desig = ('[%d] = ' % i) if t.kind == 'a' else '.%s = ' % names[i]
            last = i == count - 1
            if e.kind in ('a', 'st') and not desig and r.random() < 0.5:
                # braces left out: all of it, or a prefix when it is the last
                xs = self.flat(e)
                if last and r.random() < 0.5:
                    xs = xs[:r.randrange(1, len(xs) + 1)]
                items += xs
            else:
                items.append(desig + self.init(e))
        if r.random() < 0.1 and count < len(elems):
            # a designator jumping ahead, then plain elements after it
            j = r.randrange(count, len(elems))
            d = ('[%d] = ' % j) if t.kind == 'a' else '.%s = ' % names[j]
            items.append(d + self.init(elems[j]))
        return '{' + ', '.join(items) + '}'

    def leaves(self, t, path):
        """(C expression, scalar type) for every scalar of an object"""
        if t.kind == 's':
            return [(path, t.name)]
        if t.kind == 'v':
            return [('%s.s%x' % (path, c), t.name) for c in range(t.n)]
        if t.kind == 'a':
            return [x for i in range(t.n) for x in self.leaves(t.base, '%s[%d]' % (path, i))]
        return [x for n, m in t.members for x in self.leaves(m, '%s.%s' % (path, n))]


def bits_of(expr, tname):
    if tname == 'float':
        return '(ulong)as_uint(%s)' % expr
    return '(ulong)(%s)' % expr


def source(seed):
    g = Gen(seed)
    objs = []
    for k in range(6):
        t = g.typ(3)
        if t.kind in ('s', 'v'):
            t = T('a', base=t, n=g.r.randrange(2, 5))
        objs.append((t, g.init(t, top=True)))
    out = ['// generated by tests/consts/gen_init.py seed %d; do not edit' % seed]
    body = []
    n = 0
    for k, (t, init) in enumerate(objs):
        for name in ('c%d' % k, 'p%d' % k):
            for expr, tn in g.leaves(t, name):
                body.append('\tout[%d] = %s;' % (n, bits_of(expr, tn)))
                n += 1
    out += ['// kernel: k', '// global: 1', '// arg: global ulong out[%d]' % n,
            '// expect: same-as-reference', '']
    for tag, members in g.structs:
        out.append('struct %s { %s };' % (tag, ' '.join(g.decl(m, mn) + ';' for mn, m in members)))
    out.append('')
    for k, (t, init) in enumerate(objs):
        out.append('constant %s = %s;' % (g.decl(t, 'c%d' % k), init))
    out += ['', 'kernel void k(global ulong *out)', '{']
    for k, (t, init) in enumerate(objs):
        out.append('\t%s = %s;' % (g.decl(t, 'p%d' % k), init))
    out += body + ['}']
    return '\n'.join(out) + '\n'


if __name__ == '__main__':
    import sys
    print(source(int(sys.argv[1])), end='')
