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
	t->arena[phase] = c->ar.total;
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

void
zc_times_report(Ctx *c, Buf *out)
{
	ZcTimes *t = c->times;
	uint64_t cpu = 0, wall = 0;
	size_t arena = 0, rss = 0;
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
	for (i = 0; i < ZC_NPHASES; i++) {
		if (!t->ran[i])
			continue;
		buf_printf(out, "  %-12s %10.3f %5.1f%% %10.3f %11.2f %11.2f\n", phase_names[i],
		           t->cpu[i] / 1e6, cpu ? 100.0 * (double)t->cpu[i] / (double)cpu : 0.0,
		           t->wall[i] / 1e6, t->arena[i] / 1048576.0, t->rss[i] / 1048576.0);
	}
	buf_printf(out, "  %-12s %10.3f %5.1f%% %10.3f %11.2f %11.2f\n", "total",
	           cpu / 1e6, 100.0, wall / 1e6, arena / 1048576.0, rss / 1048576.0);
	if (t->input_bytes)
		buf_printf(out, "  %.1f arena bytes and %.1f peak resident bytes per input byte; %.2f MB/s\n",
		           (double)arena / (double)t->input_bytes, (double)rss / (double)t->input_bytes,
		           cpu ? (double)t->input_bytes / ((double)cpu / 1e9) / 1e6 : 0.0);
	if (t->module_bytes)
		buf_printf(out, "  module: %zu bytes, %zu instructions, %zu functions (%zu not reached from a kernel, not emitted)\n",
		           t->module_bytes, t->module_insts, t->functions, t->functions_dropped);
}
