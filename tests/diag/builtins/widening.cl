// A scalar argument widens to a vector parameter, ranked below every
// scalar conversion (clang's ICR_OCL_Scalar_Widening): what clang refuses
// stays refused.
kernel void k(global float *p, global float4 *v, global int *q, global int4 *w)
{
	v[0] = pow(v[1], p[0]);
	v[1] = fmax(v[2], 1.0);
	w[0] = clamp(w[1], 0, 7) + clamp(w[2], q[0], w[3]);
	p[1] = max(p[2], q[0]); // expected-error {{call to 'max' is ambiguous}} expected-note 2 {{candidate function}}
	v[2] = pow(v[3], w[0]); // expected-error {{no matching function for call to 'pow'}}
	v[3] = cross(p[3], p[4]); // expected-error {{call to 'cross' is ambiguous}} expected-note 2 {{candidate function}}
}
