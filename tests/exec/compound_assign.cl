// Every compound assignment, on int, on char (computed in int, converted
// back on store), on uint (wrapping) and on float; the left operand is
// evaluated once (a[j++] += 3 moves j by one).
// kernel: compound
// global: 128
// arg: global int a[128] = rnd(i, -1000, 1000)
// arg: global int b[128] = rnd(i + 1, 1, 30)
// arg: global int r[128]
// arg: global char c[128]
// arg: global uint u[128]
// arg: global float f[128]
// arg: global int once[128]
// python: def ops(x, y):
// python:     x = i32(x + y); x = i32(x - 3 * y); x = i32(x * y); x = cdiv(x, y) if y else x
// python:     x = cmod(x, 97) + 97; x = i32(x << (y % 8)); x = x >> 2; x &= 0x0FFF; x |= 0x1000; x ^= y
// python:     return x
// expect: r[i] == ops(a[i], b[i])
// expect: c[i] == i8(i8(i8(i8(a[i]) + 100) * 3) - b[i])
// expect: u[i] == u32(u32(a[i] - 5000) * 3)
// expect: f[i] == f32(f32(f32(a[i] * 1.5) + 0.25) / 2)
// expect: once[i] == (10 + 2300 + 20000 if i % 2 else 13 + 2000 + 10000)

kernel void compound(global const int *a, global const int *b, global int *r, global char *c,
                     global uint *u, global float *f, global int *once)
{
	int i = get_global_id(0);
	int x = a[i], y = b[i];
	x += y;
	x -= 3 * y;
	x *= y;
	x /= y;
	x %= 97;
	x += 97; /* << of a negative int is undefined */
	x <<= y % 8;
	x >>= 2;
	x &= 0x0FFF;
	x |= 0x1000;
	x ^= y;
	r[i] = x;

	char ch = a[i];
	ch += 100;
	ch *= 3;
	ch -= b[i];
	c[i] = ch;

	uint w = a[i];
	w -= 5000;
	w *= 3;
	u[i] = w;

	float g = a[i];
	g *= 1.5f;
	g += 0.25f;
	g /= 2;
	f[i] = g;

	int arr[3] = {10, 20, 30};
	int j = i % 2;
	arr[j++] += 3;
	once[i] = arr[0] + 100 * arr[1] + 10000 * j;
}
