// A pipe builtin as the first use of pipes: the error names it.
// options: -cl-std=CL2.0
kernel void k(global int *out)
{
	out[0] = get_pipe_max_packets(out); // expected-error {{pipes ('get_pipe_max_packets') are not supported: Level Zero has no pipe objects}}
	work_group_commit_write_pipe(out, 0);
}
