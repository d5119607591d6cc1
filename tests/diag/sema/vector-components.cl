// OpenCL C 6.1.7: vector components by xyzw, s0..sF, lo/hi/even/odd.
kernel void f(global float4 *a, global float2 *o)
{
	float4 v = a[0];
	o[0] = v.xy + v.zw + v.lo + v.even;
	float x = v.s5; // expected-error {{vector component access exceeds type 'float4'}}
	float2 y = v.xq; // expected-error {{illegal vector component name 'q'}}
	float2 z = v.xg; // expected-error {{illegal vector component name 'g'}} expected-warning {{'g' is a feature from OpenCL version 3.0 onwards}}
	float *p = &v.x; // expected-error {{address of vector element requested}}
	o[1] = (float2)(x);
}
