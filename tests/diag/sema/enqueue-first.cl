// The first use of device-side enqueue may be a call: the error names the
// builtin, at the call (before its arguments are looked at).
// options: -cl-std=CL3.0
kernel void k(global int *out)
{
	out[0] = 1;
	enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ out[1] = 2; }); // expected-error {{device-side enqueue ('enqueue_kernel') is not supported: Level Zero has no device queues}}
	// expected-error@-1 {{blocks are not supported: Level Zero has no device-side enqueue}}
}
