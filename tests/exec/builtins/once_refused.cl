// Calls clang-15 takes and zocc once refused, run with
// their values: select with an unsigned mask on floats; as_type between
// 3- and 4-component vectors of one size (OpenCL C 6.4.4.2: a 3-vector
// has a 4-vector's size); async copies and prefetch of vector elements;
// vec_step of an expression and of a type; min and max on floats (once
// fmin_common, which PoCL lacks).
// kernel: k
// global: 16  local: 16
// arg: global float a[64] = (i % 7) * 1.5 - 4
// arg: global uint m[64] = 0x80000000 if i % 3 == 0 else i
// arg: global float sel[16]
// arg: global int ast[64]
// arg: global float cp[64]
// arg: global int steps[4]
// arg: global float mm[32]
// expect: sel[i] == (a[i + 16] if m[i] != 0 else a[i])
// expect: ast[i] == i if i % 4 != 3 else True
// expect: cp[i] == a[i] * 2
// expect: steps[i] == [4, 4, 1, 16][i]
// expect: mm[i] == (min(a[i], a[i + 16]) if i < 16 else max(a[i - 16], a[i]))

kernel void k(global float *a, global uint *m, global float *sel, global int *ast, global float *cp,
              global int *steps, global float *mm)
{
	size_t g = get_global_id(0);
	local float4 buf[16];
	event_t e;
	int4 four = (int4)(4 * (int)g, 4 * (int)g + 1, 4 * (int)g + 2, 4 * (int)g + 3);
	int3 three = as_int3(four);

	sel[g] = select(a[g], a[g + 16], m[g]);
	/* int3 -> float4 -> int4: the first three components survive */
	vstore3(as_int3(as_float4(three)), 0, ast + 4 * g);
	e = async_work_group_copy(buf, (global const float4 *)a, 16, 0);
	prefetch((global const float4 *)a, 16);
	wait_group_events(1, &e);
	buf[g] *= 2;
	barrier(CLK_LOCAL_MEM_FENCE);
	e = async_work_group_copy((global float4 *)cp, buf, 16, 0);
	wait_group_events(1, &e);
	if (g == 0) {
		steps[0] = vec_step(four);
		steps[1] = vec_step(three);
		steps[2] = vec_step(float);
		steps[3] = vec_step(uchar16);
	}
	mm[g] = min(a[g], a[g + 16]);
	mm[g + 16] = max(a[g], a[g + 16]);
}
