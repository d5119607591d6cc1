"""censusptr.py — builtin calls whose pointer arguments are off by a
qualifier, a signedness or a pointee type, against clang-15 (tests/census,
census/pointer-args-CLx).

C lets an assignment, and so an argument, convert a pointer to another
pointee type (-Wincompatible-pointer-types), to the other signedness
(-Wpointer-sign) or dropping a qualifier
(-Wincompatible-pointer-types-discards-qualifiers); clang's overload
resolution in C takes such a conversion as the worst of all, and an
overload that needs none for an argument beats one that does
(sema/call.c, RANK_C).  For every overload zocc lists with a pointer
parameter, each pointer parameter in turn gets an argument of the three
kinds (where the kind exists for its type); the other arguments are of
exactly the parameter types.  Every call is a kernel of its own, on a line
of its own, in files of a few hundred kernels, compiled by clang-15 -cc1
-fsyntax-only and by zocc with the same options.  For each call both must
give the same outcome: an error in both, or no error in either with the
same warnings by name, each quoting the same parameter type (the chosen
overload's; address spaces set aside, clang's header has __generic where
zocc names the argument's space) -- or no warning in either, when an
overload takes the argument as it is.
"""

import os
import re

import census as C
import censusgen as G
import oracles
from rig import Fail, run

SIGN = {'char': 'uchar', 'uchar': 'char', 'short': 'ushort', 'ushort': 'short', 'int': 'uint',
        'uint': 'int', 'long': 'ulong', 'ulong': 'long'}
# another pointee of the same kind of use: another width, or int for float
OTHER = {'char': 'short', 'uchar': 'ushort', 'short': 'char', 'ushort': 'uchar', 'int': 'long',
         'uint': 'ulong', 'long': 'int', 'ulong': 'uint', 'half': 'short', 'float': 'int',
         'double': 'long', 'event_t': 'int'}
SPACES = ('__private', '__global', '__local', '__constant', '__generic')
VEC = re.compile(r'^(atomic_)?([a-z_]+?)(\d*)$')


def split_ptr(p):
    """(qualifiers, space, pointee) of a canonical pointer spelling."""
    words = p.rstrip('*').split()
    quals = [w for w in words if w in ('const', 'volatile')]
    space = next((w for w in words if w in SPACES), '__private')
    base = ' '.join(w for w in words if w not in ('const', 'volatile') and w not in SPACES)
    return quals, space, base


def spell(quals, space, base):
    return '%s%s %s *' % (''.join(q + ' ' for q in quals), space, base)


def variants(p):
    """[(kind, argument type)] for a pointer parameter p."""
    quals, space, base = split_ptr(p)
    m = VEC.match(base)
    if not m or base.startswith('void'):
        return []
    atomic, elem, n = m.groups()
    atomic = atomic or ''
    out = []
    extra = 'const' if 'const' not in quals else 'volatile' if 'volatile' not in quals else None
    if extra:
        out.append(('qualifier', spell([q for q in ('const', 'volatile') if q in quals or q == extra], space, base)))
    if elem in SIGN:
        out.append(('sign', spell(quals, space, atomic + SIGN[elem] + n)))
    if elem in OTHER:
        out.append(('type', spell(quals, space, atomic + OTHER[elem] + n)))
    return out


class Call:
    """One call: the overload, which parameter is off, how, and its line."""

    def __init__(self, o, i, kind, arg):
        self.o, self.i, self.kind, self.arg = o, i, kind, arg
        self.line = 0

    def __repr__(self):
        return '%s with argument %d of type %s (%s)' % (self.o.proto(), self.i + 1, self.arg, self.kind)

    def as_made(self):
        """The call as an Overload of its argument types (the rules of
        tests/census/pointer-args.txt match its proto())."""
        params = list(self.o.params)
        params[self.i] = self.arg
        return C.Overload(self.o.name, self.o.ret, params, self.o.gate)


def calls(ovs):
    out = []
    for o in ovs:
        for i, p in enumerate(o.params):
            if not p.endswith('*'):
                continue
            for kind, arg in variants(p):
                out.append(Call(o, i, kind, arg))
    return out


def source(cs, std):
    """The text of a file calling each of cs in a kernel of its own, the
    call on one line (Call.line set)."""
    lines = ['#pragma OPENCL EXTENSION cl_khr_fp16 : enable', '#pragma OPENCL EXTENSION cl_khr_fp64 : enable']
    for n, c in enumerate(cs):
        params = list(c.o.params)
        params[c.i] = c.arg
        ks = G.kernel(n, _Shape(c.o.name, 'void', params))
        # the result is not stored: an overload of another result type
        # must not add a conversion's diagnostics
        body = list(ks)
        k = max(k for k, l in enumerate(body) if l.startswith('\t' + c.o.name + '('))
        body[k] = '\t(void)(%s);' % body[k].strip().rstrip(';')
        c.line = len(lines) + k + 1
        lines += body
    return '\n'.join(lines) + '\n'


class _Shape:
    """What censusgen.kernel reads of an overload."""

    def __init__(self, name, ret, params):
        self.name, self.ret, self.params = name, ret, tuple(params)


DIAG = re.compile(r'^k\.cl:(\d+):\d+: (error|warning): (.*)$', re.M)
PARAM = re.compile(r"to parameter of type '([^']*)'")
WNAME = re.compile(r'\[(?:-Werror,)?-W([\w-]+)\]$')


def canon_param(t):
    """A quoted parameter type without its address spaces, with atomic_T
    for _Atomic T and the library's typedefs resolved, as both compilers'
    messages can be compared."""
    t = t.replace('unsigned ', 'u')
    for a, b in C.TYPEDEFS.items():
        if ' ' not in a:
            t = re.sub(r'\b%s\b' % a, b, t)
    words = [w for w in t.replace('*', ' * ').split() if w not in SPACES]
    out, atomic = [], False
    for w in words:
        if w == '_Atomic':
            atomic = True
            continue
        if atomic and w not in ('const', 'volatile'):
            w, atomic = 'atomic_' + w, False
        out.append(w)
    quals = sorted(w for w in out if w in ('const', 'volatile'))
    return ' '.join(quals + [w for w in out if w not in ('const', 'volatile')])


def outcomes(text):
    """{line: ('error',) or ('ok', frozenset of (warning name, parameter))}."""
    out = {}
    for ln, sev, msg in DIAG.findall(text):
        ln = int(ln)
        if sev == 'error' and not WNAME.search(msg):
            out[ln] = ('error',)
            continue
        if out.get(ln) == ('error',):
            continue
        w = WNAME.search(msg)
        p = PARAM.search(msg)
        prev = out.get(ln, ('ok', frozenset()))
        out[ln] = ('ok', prev[1] | {(w.group(1) if w else '?', canon_param(p.group(1)) if p else '')})
    return out


def compare(ctx, wd, cs, std, opts):
    """[(call, clang's outcome, zocc's)] for the calls of cs that differ."""
    text = source(cs, std)
    with open(os.path.join(wd, 'k.cl'), 'w') as f:
        f.write(text)
    r = run([oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-finclude-default-header',
             '-fsyntax-only', '-ferror-limit', '0', '-fno-caret-diagnostics', '-cl-std=' + std] + opts + ['k.cl'],
            cwd=wd, timeout=600)
    if 'k.cl' not in r.err and not r.ok:
        raise Fail('clang-15: ' + r.brief())
    cl = outcomes(r.err)
    z = run([ctx.zocc, '-c', 'k.cl', '-o', 'k.spv', '-ferror-limit=0', '-cl-std=' + std, '-device', 'skl'] + opts,
            cwd=wd, timeout=600)
    san = z.sanitizer_report()
    if san or z.code not in (0, 1):
        raise Fail('zocc: exit %d %s' % (z.code, san or z.brief()))
    zo = outcomes(z.err)
    bad = []
    for c in cs:
        a = cl.get(c.line, ('ok', frozenset()))
        b = zo.get(c.line, ('ok', frozenset()))
        if a != b:
            bad.append((c, a, b))
    return bad


def describe(o):
    if o[0] == 'error':
        return 'an error'
    if not o[1]:
        return 'no warning'
    return ', '.join('-W%s (%s)' % w for w in sorted(o[1]))
