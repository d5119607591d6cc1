// Found by tests/random (seed 1615, reduced): IGC aborts (ocloc exits on
// SIGABRT, no message, inside an IGC pass) on zocc's module of this kernel
// for tgllp, dg2-g10 and pvc (skl is fine); it compiles clang-15 +
// llvm-spirv-15's module of the same kernel.  The module passes spirv-val
// and zocc --verify, so this is IGC's bug, but it is zocc's output that
// triggers it: changing `h1(x0, x0) != ...` into a constant, or the
// division's guard `(x0 + (x0 | x0)) != 0` into `x0 != 0`, makes it go
// away.  Worth a look at what IGC sees differently in zocc's module (the
// call is not inlined by zocc; the comparison of a ulong call result with
// a long constant; the select feeding the &=), for a workaround.
// Cause (IGC_ShaderDumpEnable=1 shows the IR): after inlining h3, LLVM 14's
// instcombine inside IGC turns the division of -3 by a value in {0, 1}
// into a call of llvm.bitreverse.i1, which IGC's code generation cannot
// lower (it aborts after *_optimized.ll is written; -cl-opt-disable makes
// the build succeed).  clang-15's module avoids it only because clang has
// already folded the division before IGC sees it.  Nothing in zocc's
// module is wrong.  In this kernel and in seed 314's (the same abort, with
// '((uint)x << 100) != (s.f | x)' where x == s.f is 0 or 1) the idiom
// comes from an 'or' of a 0-or-1 value with itself after inlining, which
// real code seldom writes; no workaround in zocc for now.
// Five of about 1000 random kernels hit IGC aborts of this kind (seeds
// 1099, 1423, 1601, 1615, 1704 of the generator at commit of this file).
// kernel: k
// global: 64  local: 16
// arg: global const uint src[1024] = i * 2654435761 % 4294967296
// arg: global float fout[1344]
// expect: same-as-reference

ulong h1(ushort x0, uint x1)
{
	return (int)2147483647;
}
ushort h3(short x0)
{
	x0 &= h1(x0, x0) != ((-2147483648) >> 3);
	if (((x0 + (x0 | x0)) != 0) ? (-3) / x0 : 0) return 3;
	return x0;
}
kernel void k(global const uint *src, global float *fout)
{
	size_t gid = get_global_id(0);
	global const uint *ip = src + gid * 16;
	size_t fb = gid * 21;
	uchar v7 = (uchar)ip[2];
	for (int i24 = 0; i24 < 1; i24++) {
		{
			if (v7) {
				float f31 = h3(gid);
				fout[fb + 15] = f31;
			}
		}
	}
}
