// Arithmetic on void pointers (GNU C, which clang accepts without a
// warning by default): it steps bytes, for +, -, +=, -=, ++, -- and the
// difference of two void pointers; zocc refused it ("arithmetic on a
// pointer to void"), as runtime built-ins write byte offsets this way.
// kernel: k
// global: 1
// arg: global uchar buf[16] = i
// arg: global int o[3]
// expect: o[0] == 9
// expect: o[1] == 9
// expect: o[2] == 0x0b0a0908
kernel void k(global uchar *buf, global int *o)
{
	global void *p = buf;
	global void *q = p + 4;

	q += 4;
	q++;
	++q;
	q -= 1;
	q--;
	q = 1 + q;
	o[0] = (int)(q - p);
	o[1] = *(global uchar *)q;
	o[2] = *(global int *)(p + 8);
}
