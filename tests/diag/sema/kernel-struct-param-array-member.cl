// Level Zero SPIR-V environment, "Kernel Arguments": a struct argument may
// hold integers, floats, vectors, pointers and structs, but no arrays.  The
// devices take arrays (exec/struct_arg_arrays, with the default target and
// every device profile); the portable profile keeps the list, and says
// where the array is.  A union is held as a struct of its largest member:
// allowed unless that brings an array (or padding bytes).
// options: -device ze
struct ok { int a; float4 b; global int *p; };
struct bad { int a[4]; }; // expected-note {{array member 'a' declared here}}
struct deep { int n; struct { short s[2]; } in; }; // expected-note {{array member 's' declared here}}
union fine { int i; float f; };
union padded { char c[6]; int i; }; // expected-note {{array member 'c' declared here}}
union uneven { int i; short s[3]; }; // expected-note {{array member 's' declared here}}
kernel void f(struct ok s, union fine u, global int *out) { out[0] = s.a + u.i; }
kernel void g(struct bad s, global int *out) { out[0] = 0; } // expected-error {{kernel parameter 's' of type 'struct bad' holds an array, which the Level Zero environment's list of struct member types does not have (the portable profile 'ze' keeps that list; the devices take it)}}
kernel void h(struct deep d, global int *out) { out[0] = 0; } // expected-error {{kernel parameter 'd' of type 'struct deep' holds an array}}
kernel void i(union padded p, global int *out) { out[0] = 0; } // expected-error {{kernel parameter 'p' of type 'union padded' holds an array}}
kernel void j(union uneven u, global int *out) { out[0] = 0; } // expected-error {{kernel parameter 'u' of type 'union uneven' holds an array}}
