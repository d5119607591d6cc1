// sizeof and _Alignof of the opaque OpenCL types: OpenCL C 6.3.k leaves
// their values to the implementation, and clang's SPIR targets make each
// one a pointer, so on a 64-bit device every answer is 8 (the conformance
// suite's basic/sizeof wants a power of two).  zocc once refused them with
// "invalid application of 'sizeof'".  Checked as constant expressions too:
// an array bound and a static assertion by a negative array size.
// kernel: k
// global: 1
// arg: global uint o[12]
// expect: o[i] == 8
typedef char check_event[sizeof(event_t) == sizeof(size_t) ? 1 : -1];

kernel void k(global uint *o)
{
	char buf[sizeof(sampler_t)];
	event_t ev;

	o[0] = sizeof(event_t);
	o[1] = _Alignof(event_t);
	o[2] = sizeof(sampler_t);
	o[3] = __alignof__(sampler_t);
	o[4] = sizeof(image2d_t);
	o[5] = sizeof(image3d_t);
	o[6] = _Alignof(image2d_array_t);
	o[7] = sizeof(image1d_buffer_t);
	o[8] = sizeof ev;
	o[9] = sizeof buf;
	o[10] = sizeof(check_event) * 8;
	o[11] = sizeof(write_only image2d_t);
}
