// -Werror=return-type fails the build: a build that relies on it to catch
// a function falling off its end is protected.
// options: -Werror=return-type
int f(int x) {
	if (x > 0)
		return x;
} // expected-error {{non-void function does not return a value in all control paths}}

kernel void k(global int *out) { out[0] = f(out[1]); }
