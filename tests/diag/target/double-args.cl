// double kernel arguments on a device without fp64: the type is refused at
// its line, as Intel's front end refuses it (IGC would build a module whose
// doubles are never computed, and refuses every double operation there);
// the struct holding one too.  The default target and the fp64 devices
// take both (exec/double_args).
// options: -device tgllp
struct Mixed { float f; double d; }; // expected-error {{use of type 'double' requires cl_khr_fp64 support, which device 'tgllp' does not have}}
kernel void k(double d, // expected-error {{use of type 'double' requires cl_khr_fp64 support, which device 'tgllp' does not have}}
              struct Mixed s, global float *o)
{
	o[0] = s.f;
}
