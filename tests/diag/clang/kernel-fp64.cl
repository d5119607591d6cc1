// Kernel rules: double without cl_khr_fp64 (a device without it, or the
// option that takes it away).
// options: -cl-ext=-cl_khr_fp64
kernel void double_var(global float *out)
{
	double d = out[0];
	out[1] = d;
}

kernel void double_arg(global float *out, double scale)
{
	out[0] = scale;
}

kernel void double_pointer(global double *in, global float *out)
{
	out[0] = in[0];
}

kernel void double_literal(global float *out)
{
	out[0] = out[1] * 2.0; // clang-only-warning {{double precision constant requires cl_khr_fp64}} missing: zocc takes the constant as a float without a word
}

kernel void double_cast(global float *out)
{
	out[0] = (double)out[1];
}

kernel void double_vector(global float *out)
{
	double2 v; // clang-only-error {{use of undeclared identifier 'double2'}} better: clang's second error for the one type
	out[0] = 1.0f;
}

double twice(double x) { return x * 2; }
