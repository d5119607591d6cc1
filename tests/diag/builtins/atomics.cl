// Misused atomic functions: memory they cannot reach, non-atomic objects
// given to the 2.0 functions (as C's pointer conversion, with clang's
// warning, when one overload takes the other arguments best; else the
// reason), atomic objects given to the 1.x ones, memory
// orders that are not constants or not allowed for the operation, and
// 64-bit atomics without the extension (atom_add on a long * then goes
// to the int overload, as in clang, with a note naming the extension).
// options: -cl-std=CL2.0 -cl-ext=-cl_khr_int64_base_atomics

kernel void k(constant int *c, global int *g, global atomic_int *a, global long *l, int order,
              global atomic_long *al)
{
	atomic_add(c, 1); // expected-error {{'atomic_add' needs a pointer to __global or __local memory, not '__constant int *'}}
	atomic_add((int *)g, 1); // expected-error {{'atomic_add' needs a pointer to __global or __local memory, not '__generic int *'}}
	atomic_fetch_add((constant atomic_int *)c, 1); // expected-error {{'atomic_fetch_add' needs a pointer to __global or __local memory (or a generic pointer), not '_Atomic __constant int *'}}
	atomic_fetch_add(g, 1); // expected-warning {{incompatible pointer types passing '__global int *' to parameter of type 'volatile _Atomic __global int *' [-Wincompatible-pointer-types]}}
	atomic_load(g); // expected-error {{'atomic_load' needs a pointer to an atomic type (atomic_int, atomic_float, ...), not '__global int *'}}
	atomic_inc(a); // expected-error {{call to 'atomic_inc' is ambiguous}}
	atomic_fetch_add_explicit(a, 1, order); // expected-error {{the memory order must be a constant memory_order value}}
	atomic_load_explicit(a, memory_order_release); // expected-error {{memory order release or acq_rel is invalid for an atomic load}}
	atomic_store_explicit(a, 1, memory_order_acquire); // expected-error {{memory order acquire or acq_rel is invalid for an atomic store}}
	atom_add(l, 1); // expected-warning {{incompatible pointer types passing '__global long *' to parameter of type 'volatile __global int *'}} expected-note {{the overload of 'atom_add' for these argument types requires cl_khr_int64_base_atomics, which is not enabled or not supported by the default target as -cl-ext or zocc_target changed it}}
	atomic_fetch_add_explicit(a, 1, memory_order_relaxed, order); // expected-error {{the memory scope must be a constant memory_scope value}}
	atomic_fetch_add(al, 1); // expected-error {{'atomic_fetch_add' on a 64-bit atomic type requires cl_khr_int64_base_atomics}}
	atomic_fetch_add(a, 1);
}
