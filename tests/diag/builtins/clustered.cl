// A clustered reduction's cluster size must be a constant power of 2.
// options: -device skl

kernel void k(global int *p, uint n)
{
	int x = p[get_global_id(0)];
	p[0] = sub_group_clustered_reduce_add(x, n); // expected-error {{the cluster size of 'sub_group_clustered_reduce_add' must be a constant power of 2}}
	p[1] = sub_group_clustered_reduce_add(x, 6); // expected-error {{must be a constant power of 2}}
	p[2] = sub_group_clustered_reduce_add(x, 4);
}
