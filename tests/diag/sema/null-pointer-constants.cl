// C99 6.3.2.3p3: 0 and NULL ((void *)0) are null pointer constants; they
// convert to a pointer into any address space and to pointers to opaque
// types (event_t *), in initialization, arguments (of builtins too),
// returns, comparisons and ?:.  Before OpenCL C 2.0 a void pointer is
// private, so an explicit cast of NULL to another address space is an
// error as for any private pointer (clang's rule); 0 casts anywhere.
// Images and samplers have no address: no pointers to them, no arrays.
// options: -cl-std=CL1.2 -device tgllp
void take(global int *g, local float *l, event_t *e, constant int *c) { }
global int *ret(void) { return NULL; }
void f(sampler_t *s) {} // expected-error {{pointer to type 'sampler_t' is invalid in OpenCL}}
void g(image2d_t *i) {} // expected-error {{pointer to type '__read_only image2d_t' is invalid in OpenCL}}

kernel void k(global int *o, local float *lf)
{
	global int *p = NULL;
	local float *q = NULL;
	constant int *c = NULL;
	event_t *pe = NULL;
	take(NULL, NULL, NULL, NULL);
	take(0, 0, 0, 0);
	o[0] = p == NULL;
	o[1] = q != NULL;
	o[2] = (o[3] ? o : NULL) == NULL;
	o[4] = (o[3] ? NULL : lf) == NULL;
	o[5] = pe == 0 && c == NULL;
	event_t ev = async_work_group_copy(lf, (global float *)o, 4, 0);
	wait_group_events(1, &ev);
	wait_group_events(0, NULL);
	wait_group_events(0, 0);
	global int *z = (global int *)0;
	global int *n = (global int *)NULL; // expected-error {{to type '__global int *' changes address space of pointer}}
	sampler_t sa[2]; // expected-error {{array of 'sampler_t' type is invalid in OpenCL}}
	sampler_t *ps = 0; // expected-error {{pointer to type 'sampler_t' is invalid in OpenCL}}
}
