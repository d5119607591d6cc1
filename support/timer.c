/* timer.c — -ftime-report: where a compilation spends its time and memory,
 * phase by phase.
 *
 * The stages mark the end of each phase with zc_phase; the time since the
 * previous mark (the thread's CPU time, which a loaded machine does not
 * inflate, and the wall-clock time) goes to that phase, with the arena's
 * size and the process's peak resident memory at that point.  Without
 * -ftime-report c->times is NULL and a mark costs one test.  The report is
 * a block of text the API appends to the build log, as clang prints its
 * own to standard error. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

#include "zc.h"

static const char *const phase_names[ZC_NPHASES] = {
	"preprocess", "type names", "parse", "AST", "sema", "irgen", "emit", "validate",
};

static uint64_t
now_ns(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* the process's peak resident memory so far, in bytes */
static size_t
peak_rss(void)
{
	struct rusage ru;

	if (getrusage(RUSAGE_SELF, &ru) != 0)
		return 0;
	return (size_t)ru.ru_maxrss * 1024; /* kilobytes on Linux */
}

void
zc_times_start(Ctx *c)
{
	ZcTimes *t = ar_alloc(&c->ar, sizeof *t);

	t->cpu_mark = now_ns(CLOCK_THREAD_CPUTIME_ID);
	t->wall_mark = now_ns(CLOCK_MONOTONIC);
	c->times = t;
}

/* The stages went on on another thread (zc_run_with_stack): its CPU
 * time counts from here. */
void
zc_times_thread(Ctx *c)
{
	if (c->times)
		c->times->cpu_mark = now_ns(CLOCK_THREAD_CPUTIME_ID);
}

void
zc_phase(Ctx *c, int phase)
{
	ZcTimes *t = c->times;
	uint64_t cpu, wall;

	if (!t)
		return;
	cpu = now_ns(CLOCK_THREAD_CPUTIME_ID);
	wall = now_ns(CLOCK_MONOTONIC);
	t->cpu[phase] += cpu - t->cpu_mark;
	t->wall[phase] += wall - t->wall_mark;
	t->arena[phase] = ar_total(&c->ar);
	t->rss[phase] = peak_rss();
	t->ran[phase] = true;
	t->cpu_mark = cpu;
	t->wall_mark = wall;
}

void
zc_times_module(Ctx *c, const uint32_t *words, size_t n)
{
	size_t i, insts = 0;

	if (!c->times)
		return;
	for (i = 5; i < n && words[i] >> 16; i += words[i] >> 16)
		insts++;
	c->times->module_bytes = n * 4;
	c->times->module_insts = insts;
}

/* v with dec decimals, a point whatever the host's LC_NUMERIC (printf's
 * %f follows it) */
static const char *
fixed(char *b, double v, int dec)
{
	uint64_t scale = dec == 1 ? 10 : dec == 2 ? 100 : 1000, x;

	if (!(v > 0))
		v = 0;
	x = (uint64_t)(v * (double)scale + 0.5);
	snprintf(b, 32, "%llu.%0*llu", (unsigned long long)(x / scale), dec, (unsigned long long)(x % scale));
	return b;
}

void
zc_times_report(Ctx *c, Buf *out)
{
	ZcTimes *t = c->times;
	uint64_t cpu = 0, wall = 0;
	size_t arena = 0, rss = 0;
	char f[5][32];
	int i;

	if (!t)
		return;
	for (i = 0; i < ZC_NPHASES; i++) {
		cpu += t->cpu[i];
		wall += t->wall[i];
		if (t->ran[i]) {
			arena = t->arena[i];
			rss = t->rss[i];
		}
	}
	buf_printf(out, "===-------------------------------------------------------------------===\n");
	buf_printf(out, "                       zocc time report\n");
	buf_printf(out, "===-------------------------------------------------------------------===\n");
	buf_printf(out, "  input: %zu bytes after preprocessing (%zu lines)\n", t->input_bytes, t->input_lines);
	buf_printf(out, "  %-12s %10s %6s %10s %11s %11s\n", "phase", "CPU ms", "%", "wall ms", "arena MB", "peak RSS MB");
	for (i = 0; i <= ZC_NPHASES; i++) {
		bool total = i == ZC_NPHASES;
		uint64_t pc = total ? cpu : t->cpu[i], pw = total ? wall : t->wall[i];
		size_t pa = total ? arena : t->arena[i], pr = total ? rss : t->rss[i];

		if (!total && !t->ran[i])
			continue;
		buf_printf(out, "  %-12s %10s %5s%% %10s %11s %11s\n", total ? "total" : phase_names[i],
		           fixed(f[0], (double)pc / 1e6, 3), fixed(f[1], cpu ? 100.0 * (double)pc / (double)cpu : 0.0, 1),
		           fixed(f[2], (double)pw / 1e6, 3), fixed(f[3], (double)pa / 1048576.0, 2),
		           fixed(f[4], (double)pr / 1048576.0, 2));
	}
	if (t->input_bytes)
		buf_printf(out, "  %s arena bytes and %s peak resident bytes per input byte; %s MB/s\n",
		           fixed(f[0], (double)arena / (double)t->input_bytes, 1),
		           fixed(f[1], (double)rss / (double)t->input_bytes, 1),
		           fixed(f[2], cpu ? (double)t->input_bytes / ((double)cpu / 1e9) / 1e6 : 0.0, 2));
	if (t->module_bytes)
		buf_printf(out, "  module: %zu bytes, %zu instructions, %zu functions (%zu not reached from a kernel, not emitted; %zu bodies freed once checked)\n",
		           t->module_bytes, t->module_insts, t->functions, t->functions_dropped, t->bodies_freed);
}
