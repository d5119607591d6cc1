"""tests/lang — language rules checked against clang-15.

lang/operators/CLx.y
    The operator table (genops.py): every unary and binary operator, every
    compound assignment and ?: over every scalar type and every vector
    type (char ... double, widths 2 to 16) and their mixes, some 75,000
    expressions, one a line.  clang-15 -cc1 (-finclude-default-header) and
    zocc compile the same file at that -cl-std; from the diagnostics on
    each line (initializing a struct from the expression names its type)
    both must accept the same expressions with the same result type.
    OPERATOR_DIFFERENCES lists the deliberate differences, each with its
    reason; one not listed fails, as does a listed one that never occurs.
lang/operators/values-N
    genops.values(N): 300 sampled operations on operands no compiler can
    fold, each writing its result's bytes; compared with clang-15 +
    llvm-spirv-15's module on PoCL (same-as-reference), after spirv-val
    and IGC.

lang/builtin-prototype/NAME
    A program that repeats the library's prototype of a builtin, with or
without __attribute__((overloadable)) (clang's driver accepts both; its
-cc1 with the default header wants the attribute), means the builtin:
every case below compiles a kernel with the prototype and the same kernel
without it, and the two modules must be the same bytes (the calls lower
exactly as if the prototype were absent).  The module goes through
spirv-val and IGC (tgllp).
"""

import importlib.util
import os
import re

import exectest
import oracles
from rig import Fail, FuncTest, run

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('genops', os.path.join(HERE, 'genops.py'))
genops = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(genops)

OPERATOR_STDS = ['CL1.0', 'CL1.1', 'CL1.2', 'CL2.0', 'CL3.0']
VALUE_SEEDS = [1, 2]

# (case (regex on its text), clang's outcome, zocc's ('refused' or the
# type; regexes), why)
OPERATOR_DIFFERENCES = [
    (r'^v_u?char\d+ \? v_bool : v_bool$', r'bool\d+', 'refused',
     'clang-15 makes a vector of bool, a type OpenCL C does not have (6.1.2): zocc refuses it, as it '
     'refuses bool arms under the wider vector conditions, where clang does too'),
]

# (name, options, prototypes, kernel body using them)
CASES = [
    ('barrier', '', 'void barrier(cl_mem_fence_flags flags);',
     'barrier(CLK_LOCAL_MEM_FENCE); o[0] = 1;'),
    ('barrier_overloadable', '', 'void __attribute__((overloadable)) barrier(cl_mem_fence_flags flags);',
     'barrier(CLK_GLOBAL_MEM_FENCE); o[0] = 1;'),
    ('mem_fence', '', 'void __attribute__((overloadable)) mem_fence(cl_mem_fence_flags flags);',
     'mem_fence(CLK_GLOBAL_MEM_FENCE); o[0] = 1;'),
    ('atomic_add', '', 'int atomic_add(volatile __global int *p, int val);',
     'o[1] = atomic_add(o, 3);'),
    ('atomic_add_overloadable', '',
     'int __attribute__((overloadable)) atomic_add(volatile __global int *p, int val);\n'
     'uint __attribute__((overloadable)) atomic_add(volatile __global uint *p, uint val);',
     'o[1] = atomic_add(o, 3) + (int)atomic_add((global uint *)o, 2u);'),
    ('atomic_add_no_volatile', '', 'int __attribute__((overloadable)) atomic_add(__global int *p, int val);',
     'o[1] = atomic_add(o, 3);'),
    ('atomic_inc_local', '', 'uint __attribute__((overloadable)) atomic_inc(volatile __local uint *p);',
     'local uint c; c = 0; barrier(CLK_LOCAL_MEM_FENCE); atomic_inc(&c); o[0] = (int)c;'),
    ('get_global_id', '', 'size_t __attribute__((overloadable)) get_global_id(uint dimindx);',
     'o[get_global_id(0)] = 1;'),
    ('vload4', '', 'float4 __attribute__((overloadable)) vload4(size_t offset, const __global float *p);',
     'o[0] = (int)vload4(1, (global const float *)o).y;'),
    ('vload4_generic', '-cl-std=CL2.0', 'float4 __attribute__((overloadable)) vload4(size_t offset, const float *p);',
     'float a[4] = {1, 2, 3, 4}; o[0] = (int)vload4(0, a).w;'),
    ('async_copy', '',
     'event_t __attribute__((overloadable)) async_work_group_copy(__local int *dst, const __global int *src, size_t n, event_t e);\n'
     'void __attribute__((overloadable)) wait_group_events(int num_events, event_t *event_list);',
     'local int t[4]; event_t e = async_work_group_copy(t, o, 4, 0); wait_group_events(1, &e); o[0] = t[1];'),
    ('convert', '', 'float4 __attribute__((overloadable)) convert_float4(int4 x);\n'
     'int __attribute__((overloadable)) as_int(float x);',
     'o[0] = (int)convert_float4((int4)(o[1])).x + as_int(1.0f);'),
    ('printf', '', 'int printf(__constant const char* st, ...) __attribute__((format(printf, 1, 2)));',
     'printf("%d\\n", o[0]);'),
    ('fmax', '', 'float __attribute__((overloadable)) fmax(float x, float y);\n'
     'float4 __attribute__((overloadable)) fmax(float4 x, float y);',
     'float4 v = fmax((float4)(1.0f), 2.0f); o[0] = (int)(fmax(v.x, 3.0f));'),
    ('mad24', '', 'int __attribute__((overloadable)) mad24(int x, int y, int z);',
     'o[0] = mad24(o[1], 3, 4);'),
    ('native_sqrt', '', 'float __attribute__((overloadable)) native_sqrt(float x);',
     'o[0] = (int)native_sqrt((float)o[1]);'),
    ('read_imagef', '-device tgllp',
     'float4 __attribute__((overloadable)) read_imagef(read_only image2d_t image, sampler_t sampler, int2 coord);',
     'o[0] = (int)read_imagef(im, CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST, (int2)(0, 0)).x;'),
    ('in_function', '', '',
     'void barrier(cl_mem_fence_flags flags); barrier(CLK_LOCAL_MEM_FENCE); o[0] = 2;'),
]


def kernel(protos, body, image):
    params = 'global int *o' + (', read_only image2d_t im' if image else '')
    return '%s\nkernel void k(%s)\n{\n\t%s\n}\n' % (protos, params, body)


def case(ctx, name, options, protos, body):
    def fn():
        wd = ctx.workdir('lang/' + name)
        image = 'read_imagef' in body
        opts = oracles.split_options(options)
        mods = []
        for tag, text in (('with', kernel(protos, body, image)), ('without', kernel('', body.replace(
                'void barrier(cl_mem_fence_flags flags); ', ''), image))):
            src = os.path.join(wd, tag + '.cl')
            spv = os.path.join(wd, tag + '.spv')
            with open(src, 'w') as f:
                f.write(text)
            r = run([ctx.zocc, '-c', src, '-o', spv] + opts, cwd=wd, timeout=60)
            if not r.ok:
                raise Fail('zocc (%s the prototype): %s' % (tag, r.brief()))
            with open(spv, 'rb') as f:
                mods.append(f.read())
        if mods[0] != mods[1]:
            raise Fail('the module differs with the prototype (%d and %d bytes)' % (len(mods[0]), len(mods[1])))
        spv = os.path.join(wd, 'with.spv')
        oracles.validate(spv, wd)
        oracles.igc(spv, ['tgllp'], wd)
        return True, 'same module with and without the prototype, %d bytes' % len(mods[0])
    return FuncTest('lang/builtin-prototype/' + name, fn)


def operator_table(ctx, std):
    def fn():
        wd = ctx.workdir('lang/operators/' + std)
        cs = genops.cases()
        text, where = genops.table(cs)
        src = os.path.join(wd, 'ops.cl')
        with open(src, 'w') as f:
            f.write(text)
        c = run([oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-finclude-default-header',
                 '-cl-std=' + std, '-fsyntax-only', '-ferror-limit', '0', '-fno-caret-diagnostics', 'ops.cl'], cwd=wd,
                timeout=300)
        z = run([ctx.zocc, '-cl-std=' + std, '-ferror-limit=0', '-c', 'ops.cl', '-o', 'ops.spv'], cwd=wd,
                timeout=300)
        if c.code != 1 or z.code != 1 or z.sanitizer_report():
            raise Fail('exit status: clang %d, zocc %d: %s' % (c.code, z.code, z.sanitizer_report() or z.brief()))
        co, zo = genops.outcome(c.err, 'ops.cl'), genops.outcome(z.err, 'ops.cl')
        bad, used, accepted = [], set(), 0
        for line, k in sorted(where.items()):
            expr = cs[k][0]
            if line not in co or line not in zo:
                raise Fail('no diagnostic for line %d (%s) from %s' % (
                    line, expr, 'clang' if line not in co else 'zocc'))
            a, b = co[line] or 'refused', zo[line] or 'refused'
            accepted += a != 'refused'
            if a == b:
                continue
            row = next((r for r in OPERATOR_DIFFERENCES if re.match(r[0], expr) and re.fullmatch(r[1], a)
                        and re.fullmatch(r[2], b)), None)
            if row:
                used.add(row[0])
                continue
            bad.append('%s: clang %s, zocc %s' % (expr, a, b))
        if bad:
            raise Fail('%d of %d expressions differ: %s' % (len(bad), len(where), '; '.join(bad[:6])))
        stale = [r[0] for r in OPERATOR_DIFFERENCES if r[0] not in used]
        if stale and std != 'CL1.0':
            raise Fail('listed differences that no longer occur: %s' % '; '.join(stale))
        return True, '%d expressions, %d accepted with the same types, %d listed differences' % (
            len(where), accepted, len(used))
    return FuncTest('lang/operators/' + std, fn)


def operator_values(ctx, seed):
    def fn():
        d = ctx.workdir('lang/operators/values-src-%d' % seed)
        path = os.path.join(d, 'values-%d.cl' % seed)
        with open(path, 'w') as f:
            f.write(genops.values(seed))
        t = exectest.ExecTest(ctx, path, 'lang/operators/values-%d' % seed)
        return True, t._run()
    return FuncTest('lang/operators/values-%d' % seed, fn)


def collect(ctx):
    tests = []
    for std in OPERATOR_STDS:
        if ctx.compiler == 'zocc':
            tests.append(operator_table(ctx, std))
    for seed in VALUE_SEEDS:
        tests.append(operator_values(ctx, seed))
    if ctx.compiler != 'zocc':
        return tests
    return tests + [case(ctx, *c) for c in CASES]
