"""gen_tables.py — program-scope __constant tables of every element shape,
at sizes around the limits zocc once had (61 and 62 operands tripped an
assertion, 63 or more wrote a broken module) and past what one SPIR-V
instruction can list (65,532 constituents: irgen builds such a table in
pieces).  Each case is an execution test (tests/lib/kspec.py comments)
whose kernel reads the table back whole; the expectations recompute
every element from its index with kspec's helpers (hash32, f32, i8...).

cases() -> [(name, make)]: make() returns the kernel's text."""

import struct

MASK = 0xffffffff


def hash32(x):
    """kspec.hash32, the same mix."""
    x &= MASK
    x ^= x >> 16
    x = (x * 0x7feb352d) & MASK
    x ^= x >> 15
    x = (x * 0x846ca68b) & MASK
    x ^= x >> 16
    return x


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def signed(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


# element type: (C type, out buffer type, per-index value in Python, the
# same as a kspec expression of i, literal of a value)
def _int(ctype, bits, sgn, suffix=''):
    def value(i):
        v = hash32(i) & ((1 << bits) - 1) if bits <= 32 else (hash32(i) << 32 | hash32(i + 77777))
        return signed(v, bits) if sgn else v
    if bits <= 32:
        expr = 'hash32(i) & %d' % ((1 << bits) - 1)
    else:
        expr = '(hash32(i) << 32 | hash32(i + 77777))'
    if sgn:
        expr = 'i%d(%s)' % (bits, expr)
    def lit(v):
        if bits < 32 or (bits == 32 and sgn):
            return '%d' % v
        if bits == 32:
            return '%du' % v
        if not sgn:
            return '%dUL' % v
        return '(-9223372036854775807L - 1)' if v == -(1 << 63) else '%dL' % v
    return (ctype, ctype, value, expr, lit)


SCALARS = {
    'uchar': _int('uchar', 8, False),
    'char': _int('char', 8, True),
    'ushort': _int('ushort', 16, False),
    'short': _int('short', 16, True),
    'uint': _int('uint', 32, False),
    'int': _int('int', 32, True),
    'ulong': _int('ulong', 64, False),
    'long': _int('long', 64, True),
    'float': ('float', 'float', lambda i: ((hash32(i) % 100000) - 50000) / 64.0,
              '((hash32(i) % 100000) - 50000) / 64.0', lambda v: float(v).hex() + 'f'),
    'double': ('double', 'double', lambda i: ((hash32(i) % 1000003) - 500000) / 1024.0 + 1e-3 * (i % 7),
               '((hash32(i) % 1000003) - 500000) / 1024.0 + 1e-3 * (i % 7)', lambda v: float(v).hex()),
}


def scalar_case(tname, n):
    ctype, otype, value, expr, lit = SCALARS[tname]
    fp64 = tname == 'double'
    body = ',\n'.join(', '.join(lit(value(i)) for i in range(r, min(n, r + 16))) for r in range(0, n, 16))
    out = ['// %d %s values in a __constant table, read back whole.' % (n, ctype)]
    if fp64:
        out += ['// options: -cl-ext=+cl_khr_fp64', '// requires: fp64', '#pragma OPENCL EXTENSION cl_khr_fp64 : enable']
    out += ['// kernel: k', '// global: %d' % n, '// arg: global %s out[%d]' % (otype, n),
            '// expect: out[i] == %s' % expr, '',
            'constant %s t[%d] = {' % (ctype, n), body, '};', '',
            'kernel void k(global %s *out)' % ctype, '{', '\tsize_t i = get_global_id(0);',
            '\tout[i] = t[i];', '}']
    return '\n'.join(out) + '\n'


def vector_case(etype, width, n, braces):
    """n vectors (etype + width), written as {a, b} lists or vector literals."""
    ctype, _, value, expr, lit = SCALARS[etype]
    vt = '%s%d' % (ctype, width)
    els = []
    for i in range(n):
        comps = ', '.join(lit(value(i * width + c)) for c in range(width))
        els.append('{%s}' % comps if braces else '(%s)(%s)' % (vt, comps))
    body = ',\n'.join(', '.join(els[r:r + 4]) for r in range(0, n, 4))
    out = ['// %d %s vectors in a __constant table (%s), read back whole.' % (
               n, vt, 'brace lists' if braces else 'vector literals'),
           '// kernel: k', '// global: %d' % n, '// arg: global %s out[%d]' % (ctype, n * width),
           '// expect: out[i] == %s' % expr, '',
           'constant %s t[%d] = {' % (vt, n), body, '};', '',
           'kernel void k(global %s *out)' % ctype, '{', '\tsize_t i = get_global_id(0);',
           '\t%s v = t[i];' % vt]
    out += ['\tout[%d * i + %d] = v.s%x;' % (width, c, c) for c in range(width)]
    out.append('}')
    return '\n'.join(out) + '\n'


def struct_case(n):
    """struct { uint a; uchar b; float c; short d[2]; }, brace lists with
    the array's braces left out in every other element (6.7.8p20)."""
    ua, ub, uf, us = SCALARS['uint'], SCALARS['uchar'], SCALARS['float'], SCALARS['short']
    els = []
    for i in range(n):
        a, b, c = ua[4](ua[2](4 * i)), ub[4](ub[2](4 * i + 1)), uf[4](uf[2](4 * i + 2))
        d0, d1 = us[4](us[2](8 * i + 6)), us[4](us[2](8 * i + 7))
        els.append('{%s, %s, %s, {%s, %s}}' % (a, b, c, d0, d1) if i % 2 else
                   '{%s, %s, %s, %s, %s}' % (a, b, c, d0, d1))
    body = ',\n'.join(', '.join(els[r:r + 2]) for r in range(0, n, 2))
    j = '(i // 5)'
    expect = ('out[i] == [hash32(4 * %s), hash32(4 * %s + 1) & 255, '
              'u32(f32bits(((hash32(4 * %s + 2) %% 100000) - 50000) / 64.0)), '
              'u32(i16(hash32(8 * %s + 6) & 65535)), u32(i16(hash32(8 * %s + 7) & 65535))][i %% 5]') % (j, j, j, j, j)
    out = ['// %d structs in a __constant table, read back member by member.' % n,
           '// python: import struct as _s',
           '// python: def f32bits(x):',
           "// python:     return _s.unpack('<I', _s.pack('<f', x))[0]",
           '// kernel: k', '// global: %d' % n, '// arg: global uint out[%d]' % (5 * n),
           '// expect: %s' % expect, '',
           'typedef struct { uint a; uchar b; float c; short d[2]; } entry;', '',
           'constant entry t[%d] = {' % n, body, '};', '',
           'kernel void k(global uint *out)', '{', '\tsize_t i = get_global_id(0);',
           '\tout[5 * i] = t[i].a;', '\tout[5 * i + 1] = t[i].b;', '\tout[5 * i + 2] = as_uint(t[i].c);',
           '\tout[5 * i + 3] = t[i].d[0];', '\tout[5 * i + 4] = t[i].d[1];', '}']
    return '\n'.join(out) + '\n'


def rows_case(n):
    """uchar t[n][3] written as one flat list: every row's braces elided."""
    ub = SCALARS['uchar']
    vals = [ub[2](i) for i in range(3 * n)]
    body = ',\n'.join(', '.join('%d' % v for v in vals[r:r + 24]) for r in range(0, 3 * n, 24))
    out = ['// A %d x 3 table of uchar written as one flat list (6.7.8p20: the' % n,
           '// rows\' braces left out), read back row by row.',
           '// kernel: k', '// global: %d' % n, '// arg: global uchar out[%d]' % (3 * n),
           '// expect: out[i] == hash32(i) & 255', '',
           'constant uchar t[%d][3] = {' % n, body, '};', '',
           'kernel void k(global uchar *out)', '{', '\tsize_t i = get_global_id(0);',
           '\tfor (int j = 0; j < 3; j++)', '\t\tout[3 * i + j] = t[i][j];', '}']
    return '\n'.join(out) + '\n'


def string_case(n):
    """a char array from a string literal of n - 1 characters"""
    chars = ''.join('abcdefghijklmnopqrstuvwxyz0123456789'[hash32(i) % 36] for i in range(n - 1))
    body = '\n'.join('\t"%s"' % chars[r:r + 100] for r in range(0, n - 1, 100))
    out = ['// A %d-byte char table from a string literal (C99 6.7.8p14), read back.' % n,
           "// python: CH = b'abcdefghijklmnopqrstuvwxyz0123456789'",
           '// kernel: k', '// global: %d' % n, '// arg: global uchar out[%d]' % n,
           '// expect: out[i] == (CH[hash32(i) % 36] if i < gsize[0] - 1 else 0)', '',
           'constant char t[%d] =' % n, body + ';', '',
           'kernel void k(global uchar *out)', '{', '\tsize_t i = get_global_id(0);',
           '\tout[i] = t[i];', '}']
    return '\n'.join(out) + '\n'


def sparse_case(n):
    """a long table of zeros with a few designated elements: the pieces
    that hold only zeros are OpConstantNull"""
    idx = sorted({(hash32(k) % n) for k in range(5)} | {n - 1})
    inits = ', '.join('[%d] = %d' % (j, j % 1000 + 1) for j in idx)
    out = ['// A %d-element table of zeros with designated elements %s.' % (n, idx),
           '// python: SET = {%s}' % ', '.join('%d: %d' % (j, j % 1000 + 1) for j in idx),
           '// kernel: k', '// global: %d' % n, '// arg: global int out[%d]' % n,
           '// expect: out[i] == SET.get(i, 0)', '',
           'constant int t[%d] = {%s};' % (n, inits), '',
           'kernel void k(global int *out)', '{', '\tsize_t i = get_global_id(0);',
           '\tout[i] = t[i];', '}']
    return '\n'.join(out) + '\n'


def member_case(n):
    """a struct whose middle member is an array too long for one
    instruction: the struct's storage type holds the pieces"""
    vals = [hash32(i) & 255 for i in range(n)]
    body = ',\n'.join('\t' + ', '.join('%d' % v for v in vals[r:r + 24]) for r in range(0, n, 24))
    out = ['// A struct with a %d-byte array between two ints, read back.' % n,
           '// kernel: k', '// global: %d' % n, '// arg: global uint out[%d]' % (n + 2),
           '// python: def want(i, n):', '// python:     return hash32(i) & 255 if i < n else [-7 & 0xffffffff, 9][i - n]',
           '// expect: out[i] == want(i, gsize[0])', '',
           'constant struct { int head; uchar d[%d]; int tail; } s = {-7, {' % n, body, '}, 9};', '',
           'kernel void k(global uint *out)', '{', '\tsize_t i = get_global_id(0);',
           '\tout[i] = s.d[i];', '\tif (i == 0) {', '\t\tout[%d] = s.head;' % n, '\t\tout[%d] = s.tail;' % (n + 1),
           '\t}', '}']
    return '\n'.join(out) + '\n'


LONG = ('// clang-cannot: llvm-spirv-15 writes no constant of more than 65,532 elements '
        'without SPV_INTEL_long_composites, which spirv-val refuses')


def long_note(n, text):
    return LONG + '\n' + text if n > 65532 else text


def cases():
    out = []
    for t, n in (('uchar', 61), ('ushort', 62), ('int', 63), ('char', 64), ('uint', 256),
                 ('short', 256), ('long', 256), ('ulong', 256), ('float', 256), ('double', 256),
                 ('ushort', 65532), ('uchar', 65533), ('uint', 70000)):
        out.append(('%s-%d' % (t, n), lambda t=t, n=n: long_note(n, scalar_case(t, n))))
    out.append(('int2-63', lambda: vector_case('int', 2, 63, True)))
    out.append(('float4-256', lambda: vector_case('float', 4, 256, False)))
    out.append(('uchar16-300', lambda: vector_case('uchar', 16, 300, True)))
    out.append(('struct-256', lambda: struct_case(256)))
    out.append(('member-66000', lambda: long_note(66000, member_case(66000))))
    out.append(('rows-70000', lambda: long_note(70000, rows_case(70000))))
    out.append(('string-70000', lambda: long_note(70000, string_case(70000))))
    out.append(('sparse-200000', lambda: long_note(200000, sparse_case(200000))))
    return out
