/* stack.c — running a stage of the compilation with enough stack.
 *
 * The AST builder, sema and irgen recurse over the tree: a 20,000-term
 * expression is 20,000 frames deep, and the thread calling zocc_compile may
 * have only a few hundred kilobytes of stack.  As clang does
 * (runWithSufficientStackSpace), a stage whose need is more than the stack
 * left on the calling thread runs on a thread of its own whose stack is
 * big enough; the need comes from the shape of the program, measured
 * before parsing (frontend/ppshape.c), and is bounded by the nesting
 * limits.  The new stack is only reserved address space (MAP_NORESERVE):
 * the pages a deep recursion touches are all that is used, and a guard page
 * below it turns an overflow into a fault rather than a write into other
 * memory.
 *
 * An internal error unwinds (zc_fatal, longjmp) only within one thread:
 * the stage's thread catches it with a handler of its own and the caller
 * unwinds again from its side once the thread has ended. */
#define _GNU_SOURCE /* pthread_getattr_np, gettid, __libc_stack_end's thread test */
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include "zc.h"

/* the top of the main thread's stack, which glibc exports (as ld.so does
 * for the dynamic linker) */
extern void *__libc_stack_end;

size_t
zc_stack_left(void)
{
	char here;
	uintptr_t sp = (uintptr_t)&here, lo;

	if (gettid() == getpid()) {
		/* the main thread: its stack grows down from __libc_stack_end
		 * to RLIMIT_STACK below it (pthread_getattr_np would read
		 * /proc/self/maps for this) */
		struct rlimit rl;
		uintptr_t top = (uintptr_t)__libc_stack_end;

		if (getrlimit(RLIMIT_STACK, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
			return (size_t)8 << 20; /* unlimited: assume no more than the usual default */
		if (top < sp || rl.rlim_cur > top)
			return 0;
		lo = top - rl.rlim_cur;
	} else {
		pthread_attr_t a;
		void *addr;
		size_t size, guard = 0;

		if (pthread_getattr_np(pthread_self(), &a) != 0)
			return 0;
		pthread_attr_getstack(&a, &addr, &size);
		pthread_attr_getguardsize(&a, &guard);
		pthread_attr_destroy(&a);
		lo = (uintptr_t)addr + guard;
		if (sp >= (uintptr_t)addr + size)
			return 0; /* on a stack of the host's own (a coroutine): cannot tell */
	}
	return sp > lo ? (size_t)(sp - lo) : 0;
}

typedef struct StackJob {
	Ctx *c;
	void (*fn)(Ctx *, void *);
	void *arg;
	int unwound; /* the stage ended in zc_fatal (1) or out of memory (2) */
} StackJob;

static void *
stage_thread(void *p)
{
	StackJob *j = p;
	Ctx *c = j->c;
	jmp_buf jb, *fatal = c->fatal, *oom = c->ar.oom;
	int r;

	c->fatal = &jb;
	c->ar.oom = &jb;
	r = setjmp(jb);
	if (r == 0)
		j->fn(c, j->arg);
	else
		j->unwound = r;
	c->fatal = fatal;
	c->ar.oom = oom;
	return NULL;
}

bool
zc_run_with_stack(Ctx *c, size_t need, void (*fn)(Ctx *, void *), void *arg)
{
	StackJob j = {c, fn, arg, 0};
	size_t page = (size_t)sysconf(_SC_PAGESIZE), size, guard;
	pthread_attr_t a;
	pthread_t t;
	void *mem;
	int err;

	if (need <= zc_stack_left()) {
		fn(c, arg);
		return true;
	}
	/* a fresh stack of need bytes (and a margin for the thread's own
	 * start-up), reserved, with an inaccessible guard page below */
	guard = page;
	size = (need + ((size_t)256 << 10) + page - 1) / page * page;
	mem = mmap(NULL, size + guard, PROT_READ | PROT_WRITE,
	           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
	if (mem == MAP_FAILED) {
		zc_error(c, (Loc){0}, "cannot reserve %zu MB of stack for this program's nesting",
		         size >> 20);
		return false;
	}
	mprotect(mem, guard, PROT_NONE);
	if ((err = pthread_attr_init(&a)) == 0) {
		err = pthread_attr_setstack(&a, (char *)mem + guard, size);
		if (!err)
			err = pthread_create(&t, &a, stage_thread, &j);
		pthread_attr_destroy(&a);
	}
	if (err) {
		munmap(mem, size + guard);
		zc_error(c, (Loc){0}, "cannot start a thread with %zu MB of stack for this program's nesting (error %d)",
		         size >> 20, err);
		return false;
	}
	pthread_join(t, NULL);
	munmap(mem, size + guard);
	if (j.unwound)
		longjmp(*c->fatal, j.unwound); /* continue the unwinding on this side */
	return true;
}
