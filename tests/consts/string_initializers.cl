// Character arrays from string literals (C99 6.7.8p14): sized by the
// literal, in braces, shorter than the array (zeros after), the rows of a
// 2-D array, a struct member with the braces around it left out, and the
// element type the array declares (uchar: no sign extension).
// kernel: k
// global: 1
// arg: global int out[16]
// expect: out[:16] == [255, 128, 3, 4, ord('c'), 0, 5, ord('e'), 0, ord('h'), 7, ord('y'), 0, 254, 3, 0]

constant uchar u[] = "\xff\x80";
constant char braced[] = {"abc"};
constant char padded[5] = "ab";
constant char rows[2][4] = {"abc", "de"};
constant struct { char name[4]; int n; } named = {"ghi", 7};

kernel void k(global int *out)
{
	uchar lu[] = "\xfe";
	char lrows[2][3] = {"xy", "z"};

	out[0] = u[0];
	out[1] = u[1];
	out[2] = sizeof(u);
	out[3] = sizeof(braced);
	out[4] = braced[2];
	out[5] = padded[4];
	out[6] = sizeof(padded);
	out[7] = rows[1][1];
	out[8] = rows[1][3];
	out[9] = named.name[1];
	out[10] = named.n;
	out[11] = lrows[0][1];
	out[12] = lrows[1][1];
	out[13] = lu[0];
	out[14] = sizeof(lrows[0]);
	out[15] = lrows[0][2];
}
