"""censusvals.py — builtin overloads run on PoCL over edge-case inputs,
compiled by zocc and by clang-15 + llvm-spirv-15, results compared
(tests/census values-* tests).

One kernel evaluates up to CALLS_PER_KERNEL overloads for NCASES cases
(one work-item a case).  For call c and case i, argument k is read from
the input buffer at ((c * NCASES + i) * 3 + k) * STRIDE and the result is
written at (c * NCASES + i) * STRIDE of the output buffer; a vstore writes
through a pointer there, a vload reads through one into the input.  The
arguments' components come from a list of edge values for their element
type (0, +-1, the limits, NaN, infinities, denormals, values at and next
to rounding boundaries), spread so that every value meets every position.

Both modules run on the same PoCL, so the same inputs must give the same
bits: integers bit for bit, floats the same bits (any NaN for a NaN) or
within the ULP the family allows.
"""

import math
import os
import re
import struct

import oracles
from rig import Fail, run

NCASES = 32
STRIDE = 256
CALLS_PER_KERNEL = 24

SCALARS = {  # name: (struct format, bytes, kind)
    'char': ('b', 1, 'i'), 'uchar': ('B', 1, 'u'), 'short': ('h', 2, 'i'), 'ushort': ('H', 2, 'u'),
    'int': ('i', 4, 'i'), 'uint': ('I', 4, 'u'), 'long': ('q', 8, 'i'), 'ulong': ('Q', 8, 'u'),
    'float': ('f', 4, 'f'), 'double': ('d', 8, 'f'), 'half': ('e', 2, 'f'),
}

FAMILIES = {
    'integer': re.compile(r'(abs|abs_diff|add_sat|hadd|rhadd|clz|ctz|mad_hi|mad_sat|mul_hi|rotate|sub_sat|'
                          r'popcount|mad24|mul24|upsample|min|max|clamp)$'),
    'conversion': re.compile(r'convert_\w+$'),
    'relational': re.compile(r'(isequal|isnotequal|isgreater|isgreaterequal|isless|islessequal|islessgreater|'
                             r'isfinite|isinf|isnan|isnormal|isordered|isunordered|signbit|any|all|bitselect|select)$'),
    'common': re.compile(r'(clamp|degrees|max|min|mix|radians|step|smoothstep|sign)$'),
    'geometric': re.compile(r'(cross|dot|distance|length|normalize|fast_distance|fast_length|fast_normalize)$'),
    'vloadstore': re.compile(r'(vload\d+|vstore\d+|vload_half\d*|vloada_half\d*|vstore_half\d*(_rt[enzp])?|'
                             r'vstorea_half\d*(_rt[enzp])?)$'),
    'shuffle': re.compile(r'shuffle2?$'),
}
# how many ULP a float result may differ by; relational, conversion and
# data movement are exact
ULP = {'common': 4, 'geometric': 16}


def split_type(t):
    """'float4' -> ('float', 4); 'uint' -> ('uint', 1)."""
    m = re.match(r'([a-z]+?)(\d*)$', t)
    return m.group(1), int(m.group(2) or 1)


def int_edges(bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    vals = [0, 1, 2, 3, 7, hi, hi - 1, lo, lo + 1, hi // 2, hi // 2 + 1, (hi // 3) & ~1,
            int('55' * (bits // 8), 16) & hi, 100, 255 if bits > 8 else 127, 1 << (bits - 2)]
    if signed:
        vals += [-1, -2, -3, -100, lo // 2, -(hi // 3)]
    if bits >= 32:
        vals += [(1 << 24) + 1, (1 << 24) - 1, 0x7fffff80 if bits == 32 else (1 << 53) + 1]
    return [v for v in vals if lo <= v <= hi]


def float_edges(kind):
    f = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, 0.50000006, 3.14159,
         -7.75, 127.5, 128.0, -128.5, -129.0, 255.5, 256.0, 32767.5, 65535.5, 65536.0, -32768.5,
         math.inf, -math.inf, math.nan, 1e10, -1e10, 2147483520.0, 2147483648.0, -2147483648.0,
         4294967040.0, 1.1754944e-38, 1e-45, -1e-45, 3.4028235e38, -3.4028235e38, 0.1, 1e-3]
    if kind == 'double':
        f += [9.223372036854775e18, -9.223372036854776e18, 1.8446744073709552e19, 2.2250738585072014e-308,
              5e-324, 1.7976931348623157e308, 4503599627370496.5, 0.30000000000000004]
    if kind == 'half':
        f = [x for x in f if not math.isfinite(x) or abs(x) <= 65504.0] + [6.1e-5, 6e-8, 2049.0, 65504.0]
    return f


def edges(elem):
    fmt, size, kind = SCALARS[elem]
    return float_edges(elem) if kind == 'f' else int_edges(size * 8, kind == 'i')


def in_range(v, elem):
    """Whether float v converts to integer type elem without overflow
    (convert_T of an out-of-range value without _sat is undefined)."""
    fmt, size, kind = SCALARS[elem]
    if not math.isfinite(v):
        return False
    bits = size * 8
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if kind == 'i' else (0, (1 << bits) - 1)
    return lo - 1 < v < hi + 1


def pack(elem, v):
    fmt, size, kind = SCALARS[elem]
    if kind == 'f':
        if elem == 'float' and math.isfinite(v) and abs(v) > 3.4028235e38:
            v = math.copysign(math.inf, v)
        return struct.pack('<' + fmt, v)
    bits = size * 8
    v &= (1 << bits) - 1
    if kind == 'i' and v >= 1 << (bits - 1):
        v -= 1 << bits
    return struct.pack('<' + fmt, v)


def arg_values(o, k, elem, n, case):
    """The component values of argument k of o for a case."""
    vals = edges(elem)
    if o.name.startswith('convert_') and SCALARS[elem][2] == 'f' and '_sat' not in o.name:
        dst = split_type(o.ret)[0]
        if SCALARS[dst][2] != 'f':
            vals = [v for v in vals if in_range(v, dst)]
    return [vals[(case * 7 + j * 3 + k * 11 + j * case) % len(vals)] for j in range(n)]


def call_text(o, c):
    """The statement evaluating overload o as call c of its kernel."""
    base = '((size_t)%d * %d + i)' % (c, NCASES)
    args = []
    for k, p in enumerate(o.params):
        at = 'in + (%s * 3 + %d) * %d' % (base, k, STRIDE)
        if p.endswith('*'):
            space = 'global'
            pointee = re.sub(r'^(const )?__global ', '', p).rstrip(' *')
            if o.name.startswith('vstore'):
                args.append('(__global %s *)(out + %s * %d)' % (pointee, base, STRIDE))
            else:
                args.append('(const __global %s *)(%s)' % (pointee, at))
        elif p == 'ulong' and o.name.startswith(('vload', 'vstore')):
            args.append('(ulong)(i & 1)')
        else:
            args.append('*(global %s *)(%s)' % (p, at))
    call = '%s(%s)' % (o.name, ', '.join(args))
    if o.ret == 'void':
        return '\t%s;' % call
    return '\t*(global %s *)(out + %s * %d) = %s;' % (o.ret, base, STRIDE, call)


def module(ovs):
    """Source of kernels v0, v1, ... each evaluating CALLS_PER_KERNEL of
    the overloads; [(kernel, [overload index])]."""
    lines = ['#pragma OPENCL EXTENSION cl_khr_fp64 : enable']
    kernels = []
    for kn, start in enumerate(range(0, len(ovs), CALLS_PER_KERNEL)):
        idx = list(range(start, min(len(ovs), start + CALLS_PER_KERNEL)))
        lines.append('kernel void v%d(global uchar *in, global uchar *out) {' % kn)
        lines.append('\tsize_t i = get_global_id(0);')
        lines += [call_text(ovs[c], c) for c in idx]
        lines.append('}')
        kernels.append(('v%d' % kn, idx))
    return '\n'.join(lines) + '\n', kernels


def inputs(ovs):
    data = bytearray(len(ovs) * NCASES * 3 * STRIDE)
    for c, o in enumerate(ovs):
        for i in range(NCASES):
            for k, p in enumerate(o.params):
                at = ((c * NCASES + i) * 3 + k) * STRIDE
                if p.endswith('*'):
                    elem = re.sub(r'^(const )?__global ', '', p).rstrip(' *')
                    n = STRIDE // SCALARS[elem][1]
                else:
                    elem, n = split_type(p)
                    if n == 3:
                        n = 4
                vals = arg_values(o, k, elem, n, i)
                blob = b''.join(pack(elem, v) for v in vals)
                data[at:at + len(blob)] = blob
    return bytes(data)


def run_module(ctx, wd, tag, ovs, compile_fn):
    """Compiles (compile_fn(src, spv, wd)), reverse-translates and runs the
    module on PoCL twice; {call: (its output bytes, whether both runs gave
    the same)}."""
    src, kernels = module(ovs)
    d = os.path.join(wd, tag)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'k.cl'), 'w') as f:
        f.write(src)
    spv, bc = os.path.join(d, 'k.spv'), os.path.join(d, 'k.bc')
    compile_fn('k.cl', spv, d)
    oracles.reverse(spv, bc, d)
    with open(os.path.join(d, 'in.bin'), 'wb') as f:
        f.write(inputs(ovs))
    size = len(ovs) * NCASES * STRIDE
    with open(os.path.join(d, 'out.bin'), 'wb') as f:
        f.write(bytes([0xA5]) * size)
    # every launch twice: PoCL computes some results differently from run
    # to run (vstore_half16 of a double16), and those say nothing
    lines = []
    for rnd in (1, 2):
        for name, idx in kernels:
            lines += ['kernel ' + name, 'global %d' % NCASES, 'arg buffer uchar in.bin in.%s.%d' % (name, rnd),
                      'arg buffer uchar out.bin out.%s.%d' % (name, rnd)]
    with open(os.path.join(d, 'launch.txt'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    oracles.clrun(ctx, bc, os.path.join(d, 'launch.txt'), d)
    out = {}
    for name, idx in kernels:
        runs = []
        for rnd in (1, 2):
            with open(os.path.join(d, 'out.%s.%d' % (name, rnd)), 'rb') as f:
                runs.append(f.read())
        for c in idx:
            a, b = (r[c * NCASES * STRIDE:(c + 1) * NCASES * STRIDE] for r in runs)
            out[c] = (a, a == b)
    return out


def result_elems(o):
    """(element type, components) of what call o leaves in its output slot."""
    if o.ret != 'void':
        e, n = split_type(o.ret)
        return e, n
    p = next(p for p in o.params if p.endswith('*'))
    elem = re.sub(r'^(const )?__global ', '', p).rstrip(' *')
    return elem, STRIDE // SCALARS[elem][1]


def ulp_diff(a, b, elem):
    fmt, size, _ = SCALARS[elem]
    ia = struct.unpack('<' + {'e': 'h', 'f': 'i', 'd': 'q'}[fmt], struct.pack('<' + fmt, a))[0]
    ib = struct.unpack('<' + {'e': 'h', 'f': 'i', 'd': 'q'}[fmt], struct.pack('<' + fmt, b))[0]
    bits = size * 8
    if ia < 0:
        ia = (1 << (bits - 1)) - ia
    if ib < 0:
        ib = (1 << (bits - 1)) - ib
    return abs(ia - ib)


def compare(o, z, c, ulp):
    """The first difference between zocc's and clang's output slot of o,
    as text, or None."""
    elem, n = result_elems(o)
    fmt, size, kind = SCALARS[elem]
    if n == 3:
        n = 3   # the fourth component of a 3-vector store is padding
    for i in range(NCASES):
        for j in range(n):
            at = i * STRIDE + j * size
            a, b = z[at:at + size], c[at:at + size]
            if a == b:
                continue
            if kind != 'f':
                return 'case %d component %d: zocc %s, clang %s' % (i, j, a.hex(), b.hex())
            x, y = struct.unpack('<' + fmt, a)[0], struct.unpack('<' + fmt, b)[0]
            if math.isnan(x) and math.isnan(y):
                continue
            if math.isnan(x) or math.isnan(y) or ulp_diff(x, y, elem) > ulp:
                return 'case %d component %d: zocc %r, clang %r' % (i, j, x, y)
    return None
