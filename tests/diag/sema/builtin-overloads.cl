// OpenCL C 6.15: builtins are overloaded over gentypes; a call must match
// one overload better than every other.
kernel void f(global float *p, global int *q, global float4 *v)
{
	p[0] = sqrt(p[1]) + fmax(p[2], 0.0f) + mad(p[3], 2.0f, 1.0f);
	v[0] = clamp(v[1], 0.0f, 1.0f) + fmin(v[2], 0.5f);
	q[0] = min(q[1], 3) + abs(q[2]);
	p[1] = sqrt(p[1], p[2]); // expected-error {{no matching function for call to 'sqrt' with arguments of type 'float', 'float'}}
	p[2] = dot(v[0], v[1].xy); // expected-error {{no matching function for call to 'dot'}}
	p[3] = dot(v[0], q[0]); // a scalar widens to float4 (OpenCL C 6.2.6), as clang takes it
	q[1] = max(q[1], 2u); // expected-error {{call to 'max' is ambiguous}} expected-note 2 {{candidate function}}
}
