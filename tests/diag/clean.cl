// A kernel with nothing to complain about: no diagnostics, exit status 0,
// and the module is written.
// expected-no-diagnostics
kernel void f(global int *out)
{
	out[get_global_id(0)] = 1;
}
