// A mix of everyday OpenCL C: program-scope variables, a constant table,
// reqd_work_group_size and vec_type_hint, vload/vstore_half, a generic
// pointer, saturating conversions, shuffles, a 2.0 atomic and printf.
// printf's float argument is promoted to double, so the module declares
// Float64 — which ze, tgllp and dg2-g10 refuse, and ocloc with them.
// expect[ze tgllp dg2-g10]: capability "OpCapability Float64"
// ocloc[tgllp dg2-g10]: fail
// ocloc[skl pvc]: ok
global int counter = 5;
constant float table[4] = {1, 2, 3, 4};
__attribute__((reqd_work_group_size(64, 1, 1)))
__attribute__((vec_type_hint(float4)))
kernel void misc(global uchar4 *c, global float *f, global const half *h, local float *tmp)
{
	size_t i = get_global_id(0);
	float4 v = vload4(0, f) + vload_half4(0, h);
	global float *gp = f;
	float *p = gp;
	c[i] = convert_uchar4_sat(v * table[i & 3]);
	*p = mad(v.x, v.y, v.z) + (float)mad24((int)i, 3, 1);
	tmp[get_local_id(0)] = select(v.w, v.x, (int)(i & 1));
	barrier(CLK_LOCAL_MEM_FENCE);
	if (i == 0)
		printf("%d %f\n", counter, tmp[1]);
	vstore_half(v.y, 0, (global half *)h);
	char8 s = shuffle((char8)(1,2,3,4,5,6,7,8), (uchar8)(7,6,5,4,3,2,1,0));
	c[0].x += s.s3;
	atomic_fetch_add_explicit((volatile global atomic_int *)&counter, 1, memory_order_relaxed, memory_scope_device);
}
