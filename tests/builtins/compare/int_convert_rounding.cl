// Integer-to-integer convert_T_rte/_rtz/_rtp/_rtn, with and without
// _sat: the rounding mode means nothing for an integer
// source and result, and IGC has no rounded integer conversions
// (__builtin_spirv_OpSConvert_RTE_* undefined): no FPRoundingMode on them,
// as the reference leaves it off.  Float conversions keep theirs.
// devices: skl tgllp dg2-g10 pvc
// expect-calls: convert_uchar_sat convert_char_sat convert_int_sat convert_uint_sat

kernel void k(global int *i, global long *l, global uchar *uc, global char *c, global ushort4 *us,
              global uint *u, global float *f)
{
	size_t g = get_global_id(0);
	i[g] = convert_int_rte(l[g]) + convert_int_rtz(uc[g]) + convert_int_sat_rtp(u[g]);
	uc[g] = convert_uchar_sat_rtn(i[g]) + convert_uchar_rte(c[g]);
	c[g] = convert_char_sat_rtz(l[g]);
	us[g] = convert_ushort4_sat_rte(vload4(g, i)) + convert_ushort4_rtp(vload4(g, uc));
	u[g] = convert_uint_sat_rtz(c[g]) + convert_uint_rtn(f[g]);
	l[g] = convert_long_rte(i[g]) + convert_long_sat_rtp(u[g]);
}
