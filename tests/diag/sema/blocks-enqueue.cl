// Blocks (6.12) and device-side enqueue (6.13.17) in every form clang-15
// reads: one error for each feature, at its first use, naming it and
// saying that Level Zero has none; nothing more for the other uses, and
// the rest of the program is still checked (the last line).
// options: -cl-std=CL2.0
typedef int (^Op)(int); // expected-error {{blocks are not supported: Level Zero has no device-side enqueue}}
struct Holder { void (^f)(void); int n; };
void take(void (^b)(void));

kernel void k(global int *out)
{
	__block int n = 0;
	Op twice = ^int (int x) { return 2 * x; };
	struct Holder (^make)(void) = ^struct Holder (void) { struct Holder h; h.n = 1; return h; };
	void (^inc)(local void *) = ^(local void *p) { n++; };
	queue_t q = get_default_queue(); // expected-error {{device-side enqueue ('queue_t') is not supported: Level Zero has no device queues}}
	ndrange_t nd = ndrange_1D(64);
	clk_event_t ev = create_user_event();
	enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, nd, ^{ out[1] = twice(3); });
	enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_2D(8, 8), 0, NULL, &ev,
	               ^(local void *p) { out[2] = 1; }, 16u);
	uint wg = get_kernel_work_group_size(^{ out[3] = 2; });
	release_event(ev);
	if (CLK_NULL_EVENT == ev)
		out[0] = twice(n) + (int)wg;
	out[5] = ((int (^)(int))twice)(4) + ((Op)0)(5); /* casts to block types: no second error */
	out[4] = undeclared; // expected-error {{use of undeclared identifier 'undeclared'}}
}
