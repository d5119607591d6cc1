// __constant data both ways: a program-scope table with an initializer, and
// a __constant kernel argument the host fills.
// kernel: lookup
// global: 160  local: 32
// arg: constant int coef[8] = (i + 1) * (-1) ** i
// arg: global uchar key[160] = rnd(i, 0, 256)
// arg: global int out[160]
// python: SQUARES = [k * k for k in range(16)]
// expect: out[i] == SQUARES[key[i] % 16] * coef[key[i] >> 5] + SQUARES[15 - i % 16]

constant int squares[16] = {
	0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225,
};

int sq_at(constant int *t, int k)
{
	return t[k];
}

kernel void lookup(constant int *coef, global const uchar *key, global int *out)
{
	int i = get_global_id(0);
	uchar k = key[i];
	out[i] = squares[k % 16] * coef[k >> 5] + sq_at(squares, 15 - i % 16);
}
