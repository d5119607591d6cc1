// Level Zero SPIR-V environment, "Kernel Arguments": a struct argument may
// hold integers, floats, vectors, pointers and structs, but no arrays.
struct ok { int a; float4 b; global int *p; };
struct bad { int a[4]; }; // expected-note {{member declared here}}
kernel void f(struct ok s, global int *out) { out[0] = s.a; }
kernel void g(struct bad s, global int *out) { out[0] = 0; } // expected-error {{has a member 'a' of type 'int[4]', which Level Zero does not accept in kernel arguments}}
