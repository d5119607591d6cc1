// vstore to __constant memory, printf without a literal format, shuffle
// masks of the wrong type, async copies between the wrong spaces.

kernel void k(constant float *c, global float *g, global int *gi, local float *l)
{
	vstore4(vload4(0, g), 0, c); // expected-error {{'vstore4' cannot store through a pointer to the __constant address space}}
	constant char *fmt = "%d\n";
	printf(fmt, 1); // expected-error {{the format of 'printf' must be a string literal}}
	float4 v = shuffle(vload4(0, g), vload4(0, gi)); // expected-error {{the mask must be an unsigned integer vector}}
	event_t e = async_work_group_copy(g, g, 4, 0); // expected-error {{no matching function for call to 'async_work_group_copy'}}
	e = async_work_group_copy(l, g, 4, 0);
	wait_group_events(1, &e);
	printf("%f\n", v.x);
}
