// atomic_half: cl_ext_float_atomics' fp16 load,
// store, exchange, min and max where the device has them (pvc: global
// memory; fp16 add IGC cannot compile on any device), on half itself
// (there are no 16-bit integer atomics to carry the bits).
// options: -cl-std=CL3.0 -device pvc
// reference: none
// reverse: CL2.0
// devices: pvc
// expect-calls: atomic_fetch_min atomic_fetch_max atomic_load atomic_store atomic_exchange

kernel void k(global atomic_half *a, global half *h)
{
	size_t g = get_global_id(0);
	h[g] = atomic_fetch_min(a, h[g]) + atomic_fetch_max_explicit(a, h[g], memory_order_relaxed) +
	       atomic_load(a) + atomic_exchange(a + 1, h[g]);
	atomic_store(a + 2, h[g]);
}
