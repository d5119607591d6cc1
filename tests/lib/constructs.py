"""constructs.py — one small program per construct that needs a SPIR-V
capability, an extension or an optional feature of some device.

Each entry is (name, source).  tests/caps compiles every one for every
target and language version; the source is what a program would write,
not tuned to any target.  `#pragma OPENCL EXTENSION` lines are in the
sources that clang needs them in at OpenCL C 1.2.
"""

HALF = '#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n'
FP64 = '#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n'

CONSTRUCTS = [
    # half: Float16Buffer (pointers, vload_half) everywhere; Float16 (values) with cl_khr_fp16
    ('half-copy', HALF + 'kernel void k(global half *x, global half *y) { int i = get_global_id(0); y[i] = x[i]; }\n'),
    ('half-load-convert', HALF + 'kernel void k(global half *x, global float *f) { int i = get_global_id(0); f[i] = (float)x[i]; }\n'),
    ('half-store-convert', HALF + 'kernel void k(global half *x, global float *f) { int i = get_global_id(0); x[i] = f[i]; }\n'),
    ('half-arith', HALF + 'kernel void k(global half *x) { int i = get_global_id(0); x[i] = x[i] * x[i] + x[i]; }\n'),
    ('half-local-variable', HALF + 'kernel void k(global float *f) { half h = f[0]; f[1] = h; }\n'),
    ('half-literal', HALF + 'kernel void k(global float *f) { f[0] = f[1] * 0.5h; }\n'),
    ('half-vector', HALF + 'kernel void k(global half4 *x, global float4 *f) { f[0] = convert_float4(x[0] + x[1]); }\n'),
    ('half-arg', HALF + 'kernel void k(half h, global float *f) { f[0] = h; }\n'),
    ('half-struct-member', HALF + 'typedef struct { half a; float b; } S;\nkernel void k(global S *s, global float *f) { f[0] = s->a + s->b; }\n'),
    ('half-private-array', HALF + 'kernel void k(global float *f) { half a[4]; for (int j = 0; j < 4; j++) a[j] = f[j]; f[4] = a[1] + a[2]; }\n'),
    ('half-math', HALF + 'kernel void k(global half *x) { x[0] = sqrt(x[1]) + fma(x[2], x[3], x[4]); }\n'),
    ('half-vload', 'kernel void k(global half *x, global float *f) { int i = get_global_id(0); f[i] = vload_half(i, x); vstore_half(f[i] * 2, i, x); }\n'),
    ('half-sizeof', 'kernel void k(global half *x, global int *o) { o[0] = sizeof(half) + sizeof(x[0]); }\n'),
    # double
    ('double-arith', FP64 + 'kernel void k(global double *d) { int i = get_global_id(0); d[i] = d[i] * 2.0 + 1.0; }\n'),
    ('double-literal-in-float', 'kernel void k(global float *f) { int i = get_global_id(0); f[i] = f[i] * 2.0; }\n'),
    ('double-arg', FP64 + 'kernel void k(double a, global double *d) { d[0] = a; }\n'),
    ('double-cast', FP64 + 'kernel void k(global float *f, global long *l) { l[0] = (long)((double)f[0] * 3); }\n'),
    ('double-math', FP64 + 'kernel void k(global double *d) { d[0] = sqrt(d[1]) + exp(d[2]); }\n'),
    ('double-local-variable', FP64 + 'kernel void k(global float *f) { double x = f[0]; f[1] = (float)(x * x); }\n'),
    ('printf-float', 'kernel void k(global float *f) { printf("%f %d\\n", f[0], 1); }\n'),
    # images and samplers
    ('image-read-sampler', 'constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST;\n'
     'kernel void k(read_only image2d_t im, global float4 *o) { o[0] = read_imagef(im, s, (int2)(1, 2)); }\n'),
    ('image-read-nosampler', 'kernel void k(read_only image2d_t im, global float4 *o) { o[0] = read_imagef(im, (int2)(1, 2)); }\n'),
    ('image-write', 'kernel void k(write_only image2d_t im) { write_imagef(im, (int2)(0, 0), (float4)(1.0f)); }\n'),
    ('image-query', 'kernel void k(read_only image2d_t im, global int *o) { o[0] = get_image_width(im) + get_image_height(im); }\n'),
    ('image-arg-unused', 'kernel void k(read_only image2d_t im, global int *o) { o[0] = 1; }\n'),
    ('image-3d-write', '#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable\n'
     'kernel void k(write_only image3d_t im) { write_imagef(im, (int4)(0), (float4)(1.0f)); }\n'),
    ('image-read-write', 'kernel void k(read_write image2d_t im) { write_imagef(im, (int2)(0), read_imagef(im, (int2)(1))); }\n'),
    ('image-depth', 'kernel void k(read_only image2d_depth_t im, global float *o) { o[0] = read_imagef(im, (int2)(0)); }\n'),
    ('image-array', 'kernel void k(read_only image2d_array_t im, global float4 *o) { o[0] = read_imagef(im, (int4)(0)); }\n'),
    ('image-buffer', 'kernel void k(read_only image1d_buffer_t im, global float4 *o) { o[0] = read_imagef(im, 3); }\n'),
    ('image-mipmap-read', '#pragma OPENCL EXTENSION cl_khr_mipmap_image : enable\n'
     'constant sampler_t s = CLK_NORMALIZED_COORDS_TRUE | CLK_FILTER_NEAREST;\n'
     'kernel void k(read_only image2d_t im, global float4 *o) { o[0] = read_imagef(im, s, (float2)(0.5f), 1.0f); }\n'),
    ('image-mipmap-write', '#pragma OPENCL EXTENSION cl_khr_mipmap_image_writes : enable\n'
     'kernel void k(write_only image2d_t im) { write_imagef(im, (int2)(0), 1, (float4)(1.0f)); }\n'),
    ('sampler-local-literal', 'kernel void k(read_only image2d_t im, global float4 *o) { const sampler_t s = CLK_FILTER_LINEAR | CLK_ADDRESS_CLAMP;'
     ' o[0] = read_imagef(im, s, (float2)(0.5f)); }\n'),
    ('sampler-arg', 'kernel void k(read_only image2d_t im, sampler_t s, global float4 *o) { o[0] = read_imagef(im, s, (int2)(0)); }\n'),
    # integers
    ('int8-arith', 'kernel void k(global char *c) { c[0] = c[1] * c[2] + (char)3; }\n'),
    ('int16-arith', 'kernel void k(global short *c) { c[0] = c[1] * c[2] + (short)3; }\n'),
    ('int64-arith', 'kernel void k(global long *c) { c[0] = c[1] * c[2] / 7 + 3L; }\n'),
    ('int64-mul-hi', 'kernel void k(global ulong *c) { c[0] = mul_hi(c[1], c[2]) + popcount(c[3]); }\n'),
    # atomics
    ('atomic32-global', 'kernel void k(global int *p) { atomic_add(p, 1); atomic_max(p + 1, 3); atomic_cmpxchg(p + 2, 0, 1); }\n'),
    ('atomic32-local', 'kernel void k(global int *o) { local int l; if (get_local_id(0) == 0) l = 0; barrier(CLK_LOCAL_MEM_FENCE); atomic_inc(&l); barrier(CLK_LOCAL_MEM_FENCE); o[0] = l; }\n'),
    ('atomic64-legacy', '#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n'
     '#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable\n'
     'kernel void k(global long *p) { atom_add(p, 1L); atom_max(p + 1, 3L); }\n'),
    ('atomic64-c11', 'kernel void k(global atomic_long *p) { atomic_fetch_add_explicit(p, 1, memory_order_relaxed); }\n'),
    ('atomic-float-add', 'kernel void k(global atomic_float *p) { atomic_fetch_add_explicit(p, 1.0f, memory_order_relaxed); }\n'),
    ('atomic-float-min', 'kernel void k(global atomic_float *p) { atomic_fetch_min_explicit(p, 1.0f, memory_order_relaxed); }\n'),
    ('atomic-float-load', 'kernel void k(global atomic_float *p, global float *o) { o[0] = atomic_load(p); atomic_store(p, 2.0f); }\n'),
    ('atomic-float-xchg-legacy', 'kernel void k(global float *p) { atomic_xchg(p, 1.0f); }\n'),
    ('atomic-double-add', '#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n'
     'kernel void k(global atomic_double *p) { atomic_fetch_add_explicit(p, 1.0, memory_order_relaxed); }\n'),
    ('atomic-half-add', HALF + 'kernel void k(global atomic_half *p) { atomic_fetch_add_explicit(p, (half)1.0f, memory_order_relaxed); }\n'),
    ('atomic-local-float-add', 'kernel void k(global float *o) { local atomic_float l; if (get_local_id(0) == 0) atomic_init(&l, 0.0f);'
     ' work_group_barrier(CLK_LOCAL_MEM_FENCE); atomic_fetch_add_explicit(&l, 1.0f, memory_order_relaxed);'
     ' work_group_barrier(CLK_LOCAL_MEM_FENCE); o[0] = atomic_load(&l); }\n'),
    ('atomic-scope-all-devices', 'kernel void k(global atomic_int *p) { atomic_fetch_add_explicit(p, 1, memory_order_relaxed, memory_scope_all_svm_devices); }\n'),
    ('atomic-seq-cst-fence', 'kernel void k(global atomic_int *p) { atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device); atomic_store(p, 1); }\n'),
    # generic address space, program-scope variables
    ('generic-pointer', 'int get(int *p) { return *p; }\nkernel void k(global int *g, global int *o) { local int l; l = 1; o[0] = get(g) + get(&l); }\n'),
    ('generic-to-global', 'kernel void k(global int *g, global int *o) { int *p = g; global int *q = to_global(p); o[0] = q ? *q : 0; }\n'),
    ('program-scope-global', 'global int counter = 1;\nkernel void k(global int *o) { o[0] = counter++; }\n'),
    ('program-scope-constant', 'constant int table[4] = {1, 2, 3, 4};\nkernel void k(global int *o) { o[0] = table[o[1] & 3]; }\n'),
    ('static-local', 'kernel void k(global int *o) { static global int n = 3; o[0] = n; }\n'),
    # sub-groups
    ('subgroup-id', '#pragma OPENCL EXTENSION cl_khr_subgroups : enable\nkernel void k(global uint *o) { o[get_global_id(0)] = get_sub_group_id() + get_sub_group_local_id(); }\n'),
    ('subgroup-reduce', '#pragma OPENCL EXTENSION cl_khr_subgroups : enable\nkernel void k(global int *o) { o[get_global_id(0)] = sub_group_reduce_add(o[0]); }\n'),
    ('subgroup-broadcast-char', 'kernel void k(global char *o) { o[get_global_id(0)] = sub_group_broadcast(o[0], 0); }\n'),
    ('subgroup-ballot', 'kernel void k(global uint4 *o) { o[get_global_id(0)] = sub_group_ballot(o[0].x > 1); }\n'),
    ('subgroup-clustered', 'kernel void k(global int *o) { o[get_global_id(0)] = sub_group_clustered_reduce_add(o[0], 4); }\n'),
    ('subgroup-vote', 'kernel void k(global int *o) { o[get_global_id(0)] = sub_group_non_uniform_all(o[0] > 1); }\n'),
    ('subgroup-shuffle-xor', 'kernel void k(global int *o) { o[get_global_id(0)] = sub_group_shuffle_xor(o[0], 1); }\n'),
    ('subgroup-shuffle-down', 'kernel void k(global int *o) { o[get_global_id(0)] = sub_group_shuffle_down(o[0], 1); }\n'),
    ('subgroup-rotate', 'kernel void k(global int *o) { o[get_global_id(0)] = sub_group_rotate(o[0], 1); }\n'),
    ('subgroup-elect', 'kernel void k(global int *o) { o[get_global_id(0)] = sub_group_elect(); }\n'),
    ('subgroup-non-uniform-arith', 'kernel void k(global int *o) { o[get_global_id(0)] = sub_group_non_uniform_reduce_max(o[0]); }\n'),
    ('work-group-collective', 'kernel void k(global int *o) { o[get_global_id(0)] = work_group_reduce_add(o[0]) + work_group_broadcast(o[1], 0); }\n'),
    ('work-group-barrier-scope', 'kernel void k(global int *o) { work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device); o[0] = 1; }\n'),
    # Intel extensions
    ('intel-shuffle', 'kernel void k(global float *o) { o[get_global_id(0)] = intel_sub_group_shuffle(o[0], 3) + intel_sub_group_shuffle_xor(o[1], 1); }\n'),
    ('intel-block-read-uint', 'kernel void k(global uint *o) { uint v = intel_sub_group_block_read(o); intel_sub_group_block_write(o + 64, v); }\n'),
    ('intel-block-read-ushort', 'kernel void k(global ushort *o) { ushort v = intel_sub_group_block_read_us(o); intel_sub_group_block_write_us(o + 64, v); }\n'),
    ('intel-block-read-uchar', 'kernel void k(global uchar *o) { uchar v = intel_sub_group_block_read_uc(o); intel_sub_group_block_write_uc(o + 64, v); }\n'),
    ('intel-block-read-ulong', 'kernel void k(global ulong *o) { ulong v = intel_sub_group_block_read_ul(o); intel_sub_group_block_write_ul(o + 64, v); }\n'),
    ('intel-block-read-local', 'kernel void k(global uint *o) { local uint l[128]; l[get_local_id(0)] = o[0]; barrier(CLK_LOCAL_MEM_FENCE);'
     ' o[get_global_id(0)] = intel_sub_group_block_read(l); }\n'),
    ('intel-block-read-image', 'kernel void k(read_only image2d_t im, global uint *o) { o[get_global_id(0)] = intel_sub_group_block_read(im, (int2)(0)); }\n'),
    ('intel-media-block', 'kernel void k(read_only image2d_t im, global uint *o) { o[get_global_id(0)] = intel_sub_group_media_block_read_ui((int2)(0), 4, 4, im); }\n'),
    ('intel-reqd-sub-group-size-8', '__attribute__((intel_reqd_sub_group_size(8))) kernel void k(global int *o) { o[0] = get_sub_group_size(); }\n'),
    ('intel-reqd-sub-group-size-16', '__attribute__((intel_reqd_sub_group_size(16))) kernel void k(global int *o) { o[0] = get_sub_group_size(); }\n'),
    ('intel-reqd-sub-group-size-32', '__attribute__((intel_reqd_sub_group_size(32))) kernel void k(global int *o) { o[0] = get_sub_group_size(); }\n'),
    ('intel-split-barrier', 'kernel void k(global int *o) { intel_work_group_barrier_arrive(CLK_GLOBAL_MEM_FENCE); o[0] = 1; intel_work_group_barrier_wait(CLK_GLOBAL_MEM_FENCE); }\n'),
    # other optional features
    ('integer-dot', 'kernel void k(global char4 *a, global int *o) { o[0] = dot(a[0], a[1]) + dot_acc_sat(a[2], a[3], 5); }\n'),
    ('integer-dot-packed', 'kernel void k(global uint *a, global int *o) { o[0] = dot_4x8packed_ss_int(a[0], a[1]); }\n'),
    ('bit-reverse', 'kernel void k(global uint *a) { a[0] = bit_reverse(a[1]) + bitfield_extract_unsigned(a[2], 3, 4); }\n'),
    ('async-copy', 'kernel void k(global int *g) { local int l[64]; event_t e = async_work_group_copy(l, g, 64, 0); wait_group_events(1, &e); g[64 + get_local_id(0)] = l[get_local_id(0)]; }\n'),
    ('printf-vector', 'kernel void k(global float4 *f) { printf("%v4hlf\\n", f[0]); }\n'),
    ('vec-type-hint', '__attribute__((vec_type_hint(float4))) kernel void k(global float *o) { o[0] = 1; }\n'),
    ('reqd-work-group-size', '__attribute__((reqd_work_group_size(8, 1, 1))) kernel void k(global float *o) { o[0] = 1; }\n'),
    ('enqueue-kernel', 'kernel void k(global int *o) { queue_t q = get_default_queue(); ndrange_t r = ndrange_1D(1);'
     ' enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, r, ^{ o[0] = 1; }); }\n'),
    ('pipe', 'kernel void k(read_only pipe int p, global int *o) { read_pipe(p, o); }\n'),
    ('recursion', 'int f(int n) { return n ? n * f(n - 1) : 1; }\nkernel void k(global int *o) { o[0] = f(o[1]); }\n'),
    ('pointer-to-pointer-arg', 'kernel void k(global int *global *p, global int *o) { o[0] = p[0][1]; }\n'),
    ('struct-arg', 'typedef struct { int a; float b[3]; } S;\nkernel void k(S s, global float *o) { o[0] = s.a + s.b[1]; }\n'),
    ('function-pointer', 'int f(int x) { return x; }\nkernel void k(global int *o) { int (*p)(int) = f; o[0] = p(1); }\n'),
    ('variable-length-array', 'kernel void k(global int *o, int n) { int a[n]; a[0] = 1; o[0] = a[0]; }\n'),
]
