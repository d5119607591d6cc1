// OpenCL C 6.1.6: the components of a vector literal add up to the type's.
kernel void f(global float4 *a)
{
	float2 h = (float2)(1.0f, 2.0f);
	a[0] = (float4)(h, h);
	a[1] = (float4)(1.0f, h, 3.0f);
	a[2] = (float4)(1.0f);
	a[3] = (float4)(1.0f, 2.0f); // expected-error {{too few elements in vector initialization (expected 4 elements, have 2)}}
	a[4] = (float4)(h, h, h); // expected-error {{too many elements in vector initialization (expected 4 elements, have 6)}}
}
