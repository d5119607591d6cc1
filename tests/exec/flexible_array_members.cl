// Flexible array members (C99 6.7.2.1p16), which zocc refused as fields
// of incomplete type: a buffer read as a header and its elements through
// 'p->data[i]', and written through a pointer the member decays to;
// sizeof leaves the member out but takes its alignment (clang's sizes and
// offsets, checked there with _Static_assert: F 4 with data at 4, H 8
// with d at 5, L 8 with d at 8, W 8), and a struct the member's alignment
// pads copies and indexes by that size; __builtin_offsetof names it.  (llvm-spirv-15 cannot translate
// any of this: LLVM's [0 x T] has no SPIR-V form; zocc leaves the member
// out of the SPIR-V struct and reaches it by its byte offset.)
// kernel: k
// global: 16
// arg: global int buf[40] = 100 + i if i else 3
// arg: global int o[40] = 0
// expect: o[i] == (2 * (100 + i + 1) + 3 if i < 16 else 7 if i == 16 else 0)
// expect: buf[i] == (1000 + i - 18 if 18 <= i <= 33 else buf_in[i])
// kernel: sizes
// global: 1
// arg: global int o[10] = 0
// expect: o[0] == 4 and o[1] == 4 and o[2] == 8 and o[3] == 5
// expect: o[4] == 8 and o[5] == 8 and o[6] == 8 and o[7] == 8
// expect: o[8] == 7 and o[9] == 16
typedef struct { int n; int data[]; } F;
typedef struct { int n; char c; char d[]; } H;
typedef struct { char c; long d[]; } L;
typedef struct { int z; F f; } W;

kernel void k(global int *buf, global int *o)
{
	global F *p = (global F *)buf;
	int i = (int)get_global_id(0);
	global int *d = p->data;

	o[i] = p->data[i] * 2 + p->n;
	d[i + 17] = 1000 + i;
	if (i == 0)
		o[16] = (int)sizeof(F) + p->n;
}

kernel void sizes(global int *o)
{
	L l[2];
	H h;

	o[0] = (int)sizeof(F);
	o[1] = (int)((global char *)((global F *)o)->data - (global char *)o);
	o[2] = (int)sizeof(H);
	o[3] = (int)(h.d - (char *)&h);
	o[4] = (int)sizeof(L);
	o[5] = (int)((char *)&l[1] - (char *)&l[0]);
	o[6] = (int)((char *)l[0].d - (char *)&l[0]);
	o[7] = (int)sizeof(W);
	/* __builtin_offsetof reaches the member too (clang: 7 and 16) */
	o[8] = (int)__builtin_offsetof(H, d[2]);
	o[9] = (int)__builtin_offsetof(L, d[1]);
}
