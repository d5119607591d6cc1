// double arithmetic and a double argument: the module declares Float64,
// which ze, tgllp and dg2-g10 refuse (ocloc: "Double type is not supported
// on this platform"); the double argument is refused with it.
// expect[ze tgllp dg2-g10]: capability "OpCapability Float64"
// expect[ze tgllp dg2-g10]: kernel-param "kernel 'scale' parameter 1: float64 needs fp64"
// ocloc[tgllp dg2-g10]: fail
// ocloc[skl pvc]: ok
kernel void scale(global double *x, double s)
{
	size_t i = get_global_id(0);

	x[i] = x[i] * s + 1.0;
}
