// short and ushort: promotion to int, wraparound on store, and the int
// result of short arithmetic kept whole.
// kernel: arith16
// global: 512
// arg: global short a[512] = rnd(i, -32768, 32768)
// arg: global short b[512] = rnd(i + 99, -32768, 32768)
// arg: global ushort u[512] = rnd(i + 7, 0, 65536)
// arg: global short sum[512]
// arg: global int full[512]
// arg: global ushort umul[512]
// arg: global ushort usub[512]
// arg: global int mix[512]
// expect: sum[i] == i16(a[i] + b[i])
// expect: full[i] == a[i] + b[i]
// expect: umul[i] == u16(u[i] * 3)
// expect: usub[i] == u16(u[i] - 40000)
// expect: mix[i] == a[i] - u[i]

kernel void arith16(global const short *a, global const short *b, global const ushort *u,
                  global short *sum, global int *full, global ushort *umul,
                  global ushort *usub, global int *mix)
{
	int i = get_global_id(0);
	sum[i] = a[i] + b[i];
	full[i] = a[i] + b[i];
	ushort t = u[i];
	t *= 3;
	umul[i] = t;
	usub[i] = u[i] - 40000;
	mix[i] = a[i] - u[i];
}
