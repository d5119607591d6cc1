// Kernel rules: half without cl_khr_fp16: storage only.
// options: -cl-ext=-cl_khr_fp16
kernel void half_var(global float *out)
{
	half h = out[0];
	out[1] = h;
}

kernel void half_literal(global float *out)
{
	out[0] = 1.0h;
}

kernel void half_vector(global half *in, global float *out)
{
	half4 v; // clang-only-error {{use of undeclared identifier 'half4'}} better: zocc names the type and the extension it needs zocc-only-error {{declaring variable of type 'half4' is not allowed}} better: as clang says of half
	out[0] = 1.0f;
}

kernel void half_param(global float *out, half h)
{
	out[0] = 1.0f;
}

half half_ret(global half *p) { return p[0]; }
