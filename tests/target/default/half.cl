// half arithmetic (cl_khr_fp16 beyond storage): every Intel device has it,
// the portable profile only Float16Buffer.
// caps: Float16
// devices: skl apl icllp ehl tgllp dg2-g10 pvc
kernel void k(global half *h, global float *out)
{
	half x = h[get_global_id(0)]; // need: declaring variable of type 'half' is not allowed without cl_khr_fp16
	half y = x * x + (half)0.5f; // need: is not allowed without cl_khr_fp16
	out[get_global_id(0)] = (float)y;
}
