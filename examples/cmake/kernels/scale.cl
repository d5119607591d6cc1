/* SCALE comes from zocc_add_kernels(DEFINITIONS SCALE=3.0f) */
kernel void scale(global float *x)
{
	x[get_global_id(0)] *= SCALE;
}

kernel void scale_offset(global float *x, float offset)
{
	x[get_global_id(0)] = x[get_global_id(0)] * SCALE + offset;
}
