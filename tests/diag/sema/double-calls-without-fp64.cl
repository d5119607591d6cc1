// On a device without fp64 a double is reported where its type is
// written, once: the builtin calls taking it say nothing more (they were
// reported ambiguous between the half and float overloads as well).
// options: -device tgllp
kernel void k(global double *o) // expected-error {{use of type 'double' requires cl_khr_fp64 support, which device 'tgllp' does not have}}
{
	o[0] = sqrt(o[1]) + fmax(o[2], o[3]) + clamp(o[4], 0.0f, 1.0f);
	o[5] = (float)o[6] + sqrt(2.0f);
}
