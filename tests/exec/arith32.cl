// int and uint: unsigned arithmetic wraps modulo 2^32; int mixed with uint
// converts to uint (6.3.1.8); negation, multiplication and bitwise complement.
// kernel: arith32
// global: 1024  local: 64
// arg: global int a[1024] = rnd(i, -2**31, 2**31)
// arg: global uint u[1024] = rnd(i + 5, 0, 2**32)
// arg: global uint usum[1024]
// arg: global uint umul[1024]
// arg: global uint mixed[1024]
// arg: global int sub[1024]
// arg: global uint neg[1024]
// arg: global int halves[1024]
// expect: usum[i] == u32(u[i] + 0xF0000000)
// expect: umul[i] == u32(u[i] * 2654435761)
// expect: mixed[i] == u32(a[i] + u[i])
// expect: sub[i] == (a[i] >> 2) - (a[i] >> 3)
// expect: neg[i] == u32(-u[i]) and neg[i] == u32(~u[i] + 1)
// expect: halves[i] == cdiv(a[i], 2) + cmod(a[i], 2)

kernel void arith32(global const int *a, global const uint *u, global uint *usum,
                  global uint *umul, global uint *mixed, global int *sub,
                  global uint *neg, global int *halves)
{
	int i = get_global_id(0);
	uint x = u[i];
	usum[i] = x + 0xF0000000u;
	umul[i] = x * 2654435761u;
	mixed[i] = a[i] + x;
	sub[i] = (a[i] >> 2) - (a[i] >> 3);
	neg[i] = -x;
	halves[i] = a[i] / 2 + a[i] % 2;
}
