// Every error about the program comes from sema, for every function: a
// function no kernel calls is checked as fully as a kernel, though irgen
// never emits it.  Memory orders and scopes of atomics, fences and
// barriers, and the CLK_* bits of samplers (the ones OpConstantSampler can
// say), in such a function; and the same errors where a kernel calls it.
// options: -cl-std=CL2.0 -cl-ext=+cl_khr_subgroups
void unreached(global atomic_int *p, int x, read_only image2d_t im, global int4 *o)
{
	atomic_store_explicit(p, 1, x); // expected-error {{the memory order must be a constant memory_order value}}
	atomic_load_explicit(p, memory_order_release); // expected-error {{memory order release or acq_rel is invalid for an atomic load}}
	atomic_store_explicit(p, 1, memory_order_acq_rel); // expected-error {{memory order acquire or acq_rel is invalid for an atomic store}}
	atomic_fetch_add_explicit(p, 1, memory_order_relaxed, x); // expected-error {{the memory scope must be a constant memory_scope value}}
	atomic_fetch_add_explicit(p, 1, memory_order_relaxed, 9); // expected-error {{invalid memory scope 9}}
	atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, x, memory_scope_device); // expected-error {{the memory order must be a constant}}
	work_group_barrier(CLK_LOCAL_MEM_FENCE, x); // expected-error {{the memory scope must be a constant memory_scope value}}
	work_group_barrier(CLK_LOCAL_MEM_FENCE, 7); // expected-error {{invalid memory scope 7}}
	sub_group_barrier(CLK_LOCAL_MEM_FENCE, x); // expected-error {{the memory scope must be a constant memory_scope value}}
	sampler_t both_filters = CLK_FILTER_NEAREST | CLK_FILTER_LINEAR; // expected-error {{invalid sampler bits 0x30}}
	o[0] = read_imagei(im, 0x3f, (int2)(0)); // expected-error {{invalid sampler bits 0x3f}}
	o[1] = read_imagei(im, CLK_ADDRESS_REPEAT | 0x40, (int2)(0)); // expected-error {{invalid sampler bits 0x46}}
	o[2] = read_imagei(im, (sampler_t)x, (int2)(0)); // expected-error {{a sampler must be initialized with a constant expression of the CLK_* sampler bits}}
}

void reached(global atomic_int *p, int x)
{
	work_group_barrier(CLK_GLOBAL_MEM_FENCE, x); // expected-error {{the memory scope must be a constant memory_scope value}}
	atomic_load_explicit(p, memory_order_acq_rel); // expected-error {{memory order release or acq_rel is invalid for an atomic load}}
}

kernel void k(global atomic_int *p, int x)
{
	reached(p, x);
}
