// saxpy: y = a*x + y over 1024 floats, in work-groups of 64.
// kernel: saxpy
// global: 1024  local: 64
// arg: float a = 2.5
// arg: global float x[1024] = i * 0.5
// arg: global float y[1024] = 1024 - i
// expect: y[i] == f32(f32(a * x[i]) + y_in[i])
// expect: x[i] == x_in[i]

kernel void saxpy(float a, global const float *x, global float *y)
{
	size_t i = get_global_id(0);
	y[i] = a * x[i] + y[i];
}
