// OpenCL C 2.0 pipes (6.13.16) and blocks (6.12) parse, but Level Zero has
// neither pipe objects nor device-side enqueue: zocc says so once for each,
// at its first use.
// options: -cl-std=CL2.0
kernel void p(read_only pipe int in, global int *out) // expected-error {{pipes are not supported: Level Zero has no pipe objects}}
{
	int (^twice)(int) = ^(int x) { return 2 * x; }; // expected-error {{blocks are not supported: Level Zero has no device-side enqueue}}
	out[0] = twice(1);
}
