"""tests/lang — language rules checked by comparing modules.

A program that repeats the library's prototype of a builtin, with or
without __attribute__((overloadable)) (clang's driver accepts both; its
-cc1 with the default header wants the attribute), means the builtin:
every case below compiles a kernel with the prototype and the same kernel
without it, and the two modules must be the same bytes (the calls lower
exactly as if the prototype were absent).  The module goes through
spirv-val and IGC (tgllp).
"""

import os

import oracles
from rig import Fail, FuncTest, run

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


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    return [case(ctx, *c) for c in CASES]
