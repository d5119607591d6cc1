// Found by tests/random: zocc builds a vector from values known only at run
// time -- a vector literal (int2)(v, 1), a scalar widened for a vector
// operation (int4)(v) or v4 + s -- with OpCompositeConstruct.  That is valid
// SPIR-V (spirv-val and IGC take it), but llvm-spirv-15 -r, through which
// every execution test reaches PoCL, crashes on it (signal 11 in
// ConstantVector::get: its reader assumes the constituents are constants).
// So no kernel that builds a vector from a variable can be run by the
// test rig.  Emitting OpUndef + one OpCompositeInsert per component (what
// llvm-spirv itself writes for clang's insertelement chains) is read
// fine, and so is OpCompositeConstruct of constants only.
// (tests/random rewrites these instructions that way before llvm-spirv -r
// so that it can still compare vector results.)
// kernel: k
// global: 16
// arg: global int a[16] = i - 5
// arg: global int o[64]
// expect: a[i] == o[4*i] - 1 and o[4*i+1] == a[i] + 1 and o[4*i+2] == 2 * a[i] and o[4*i+3] == a[i] + 7

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int v = a[i];
	int2 p = (int2)(v, 1);
	int4 q = (int4)(v) + (int4)(1, 1, 0, 7);
	int4 r = (int4)(p, 3, 4) + v;
	o[4 * i] = r.x - v + 1;
	o[4 * i + 1] = p.x + p.y;
	o[4 * i + 2] = q.z + v;
	o[4 * i + 3] = q.w;
}
