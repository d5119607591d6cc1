// OpenCL C 6.3.i: the first operand of ?: is a scalar or a vector, but not of
// a floating-point type; an integer vector selects component-wise.  (if, !
// and && take a float as C does.)  Found by tests/random: clang-15 rejected
// a generated kernel that zocc compiled.
kernel void f(global float *q, global int *o)
{
	float x = q[0];
	float2 v = (float2)(x, 1.0f);
	int2 m = (int2)(1, 0);
	o[0] = x ? 1 : 2; // expected-error {{used type 'float' where floating point type is not allowed}}
	o[1] = (x > 0.0f ? x : 1.0f) ? 3 : 4; // expected-error {{used type 'float' where floating point type is not allowed}}
	o[2] = v.y ? 1 : 0; // expected-error {{used type 'float' where floating point type is not allowed}}
	o[3] = (v ? m : m).x; // expected-error {{where floating point type is not allowed}}
	o[4] = (m ? m : (int2)(2, 3)).y;
	o[5] = !x;
	if (x)
		o[6] = x && o[0];
}
