// -Wno-return-type, and -Wno-all or -Wno-most over it, silence it.
// options: -Wall -Wno-most
// expected-no-diagnostics
int f(int x) {
	if (x > 0)
		return x;
}

kernel void k(global int *out) { out[0] = f(out[1]); }
