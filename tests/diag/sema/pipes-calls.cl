// Pipe builtins (6.13.16) and reserve_id_t: one error at the first use,
// naming what was used.
// options: -cl-std=CL2.0
int count(global int *p)
{
	return p[0];
}

kernel void k(global int *out)
{
	out[0] = count(out);
	reserve_id_t r = reserve_read_pipe(out, 1); // expected-error {{pipes ('reserve_id_t') are not supported: Level Zero has no pipe objects}}
	read_pipe(out, r, 0, out);
	commit_read_pipe(out, r);
	out[1] = get_pipe_num_packets(out) + is_valid_reserve_id(r);
}
