// to_global, to_local and to_private (OpenCL C 2.0 6.13.9) lower as the
// reference lowers them: OpGenericCastToPtrExplicit on char pointers, the
// only form IGC implements; PoCL cannot tell the address spaces apart
// (tests/exec/to_addr.cl checks what it can run).
// options: -cl-std=CL2.0
// reverse: CL2.0
// expect-calls: to_global to_local to_private
kernel void k(global int *o)
{
	local int l;
	int q = 3;
	int *g = o, *pl = &l, *pq = &q;

	l = 2;
	o[0] = (to_global(g) != 0) + 2 * (to_local(pl) != 0) + 4 * (to_private(pq) != 0) +
	       8 * (to_global(pl) != 0) + 16 * (to_local(pq) != 0) + 32 * (to_private(g) != 0);
}
