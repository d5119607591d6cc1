/* host_test.c — zocc_compile as a host program runs it: on many threads,
 * on a small stack, under the host's locale, with inconsistent input.
 *
 *     host_test dump [--locale L] [--stack KB] FILE...
 *         compile each FILE (in a few option sets, see variants) and print
 *         one line per compilation: status, and a hash of the module, the
 *         -E text and the diagnostics; with --locale, after
 *         setlocale(LC_ALL, L) (it must take); with --stack, each on a
 *         thread whose stack is KB kilobytes.  The lines must not depend
 *         on the locale, the stack, the working directory or the
 *         environment (tests/robust/suite.py compares them).  --coroutine KB
 *         runs each on a stack of KB kilobytes the program switched to
 *         itself (makecontext), which the thread's attributes do not know.
 *     host_test threads T N FILE...
 *         the same compilations single-threaded first, then on T threads
 *         N compilations each, every result compared with the first.
 *     host_test contract
 *         every inconsistent zocc_input is ZOCC_BAD_INPUT with a message.
 *     host_test limits
 *         each limit set low in zocc_input.limits stops a program, with an
 *         error naming it, and its option raises it again.
 *
 * Prints "FAIL ..." and exits 1 at the first broken expectation. */
#define _GNU_SOURCE /* makecontext */
#include <locale.h>
#include <pthread.h>
#include <ucontext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zocc.h"

/* Option sets: the plain compile, a device with a -D and debug
 * information, -E, and the 2.0 language on another device (so several
 * targets and paths are taken; -g's writer, irgen/debug.c, runs on the
 * threads, the small stacks and under the locale too). */
static const char *const variants[] = {
	"", "-device pvc -DN=3 -DT=float -g", "-E -DN=2", "-cl-std=CL2.0 -device tgllp -Dsize_t_=ulong",
};
enum { NVAR = sizeof variants / sizeof *variants };

typedef struct Src {
	const char *path;
	char *text;
	size_t len;
} Src;

static Src *srcs;
static size_t nsrc;

/* FNV-1a, 64 bits */
static uint64_t
fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;

	while (n--)
		h = (h ^ *b++) * 1099511628211ull;
	return h;
}

typedef struct Out {
	int status;
	uint64_t hash; /* module words, -E text, every diagnostic */
	size_t nwords, ndiags;
} Out;

static Out
compile(size_t job)
{
	const Src *s = &srcs[job / NVAR];
	zocc_input in = {0};
	zocc_result *r;
	Out o = {0};
	size_t n, i;
	const uint32_t *w;
	const char *t;

	in.source = s->text;
	in.source_len = s->len;
	in.source_name = s->path;
	in.options = variants[job % NVAR];
	o.status = zocc_compile(&in, &r);
	o.hash = 14695981039346656037ull;
	w = zocc_result_spirv(r, &n);
	o.nwords = n;
	if (w)
		o.hash = fnv(o.hash, w, n * 4);
	t = zocc_result_text(r, &n);
	if (t)
		o.hash = fnv(o.hash, t, n);
	o.ndiags = zocc_result_ndiags(r);
	for (i = 0; i < o.ndiags; i++) {
		const zocc_diag *d = zocc_result_diag(r, i);

		o.hash = fnv(o.hash, &d->severity, sizeof d->severity);
		o.hash = fnv(o.hash, &d->line, sizeof d->line);
		o.hash = fnv(o.hash, &d->column, sizeof d->column);
		o.hash = fnv(o.hash, d->message, strlen(d->message));
		if (d->file)
			o.hash = fnv(o.hash, d->file, strlen(d->file));
	}
	t = zocc_result_log(r);
	o.hash = fnv(o.hash, t, strlen(t));
	zocc_result_free(r);
	return o;
}

static int
load(int argc, char **argv)
{
	int i;

	srcs = calloc((size_t)argc, sizeof *srcs);
	for (i = 0; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		long n;

		if (!f) {
			printf("FAIL cannot open %s\n", argv[i]);
			return -1;
		}
		fseek(f, 0, SEEK_END);
		n = ftell(f);
		fseek(f, 0, SEEK_SET);
		srcs[i].path = argv[i];
		srcs[i].text = malloc((size_t)n + 1);
		srcs[i].len = fread(srcs[i].text, 1, (size_t)n, f);
		srcs[i].text[srcs[i].len] = 0;
		fclose(f);
	}
	nsrc = (size_t)argc;
	return 0;
}

/* ---- dump ---- */

typedef struct StackRun {
	size_t job;
	Out out;
} StackRun;

static void *
stack_thread(void *p)
{
	StackRun *s = p;

	s->out = compile(s->job);
	return NULL;
}

static ucontext_t main_uc, co_uc;
static StackRun *co_run;

static void
co_entry(void)
{
	co_run->out = compile(co_run->job);
	swapcontext(&co_uc, &main_uc);
}

/* one compilation on a kb-kilobyte stack of our own (getcontext returns
 * twice, so nothing of the caller's lives across it) */
static Out
on_coroutine(size_t job, size_t kb)
{
	StackRun sr = {job, {0}};
	char *stack = malloc(kb << 10);

	co_run = &sr;
	getcontext(&co_uc);
	co_uc.uc_stack.ss_sp = stack;
	co_uc.uc_stack.ss_size = kb << 10;
	co_uc.uc_link = &main_uc;
	makecontext(&co_uc, co_entry, 0);
	swapcontext(&main_uc, &co_uc);
	free(stack);
	return co_run->out;
}

static int
dump(int argc, char **argv)
{
	size_t job, kb = 0, cokb = 0;
	const char *loc = NULL;

	while (argc > 1 && argv[0][0] == '-') {
		if (strcmp(argv[0], "--locale") == 0)
			loc = argv[1];
		else if (strcmp(argv[0], "--stack") == 0)
			kb = (size_t)atol(argv[1]);
		else if (strcmp(argv[0], "--coroutine") == 0)
			cokb = (size_t)atol(argv[1]);
		argc -= 2;
		argv += 2;
	}
	if (loc) {
		/* the host's way: the locale of the environment for everything */
		if (!setlocale(LC_ALL, loc)) {
			printf("FAIL setlocale(LC_ALL, \"%s\") failed\n", loc);
			return 1;
		}
		{
			char b[32];

			snprintf(b, sizeof b, "%.1f", 1.5);
			printf("# locale %s prints 1.5 as %s\n", loc, b);
		}
	}
	if (load(argc, argv))
		return 1;
	for (job = 0; job < nsrc * NVAR; job++) {
		Out o;

		if (cokb) {
			o = on_coroutine(job, cokb);
		} else if (kb) {
			pthread_attr_t a;
			pthread_t t;
			StackRun s = {job, {0}};

			pthread_attr_init(&a);
			if (pthread_attr_setstacksize(&a, kb << 10) || pthread_create(&t, &a, stack_thread, &s)) {
				printf("FAIL cannot start a thread with a %zu KB stack\n", kb);
				return 1;
			}
			pthread_join(t, NULL);
			pthread_attr_destroy(&a);
			o = s.out;
		} else {
			o = compile(job);
		}
		printf("%s [%s]: status %d, %zu words, %zu diagnostics, %016llx\n", srcs[job / NVAR].path,
		       variants[job % NVAR], o.status, o.nwords, o.ndiags, (unsigned long long)o.hash);
	}
	return 0;
}

/* ---- threads ---- */

static Out *expect;
static size_t per_thread;

typedef struct Worker {
	int id;
	size_t done, bad;
	char why[256];
} Worker;

static void *
worker(void *p)
{
	Worker *w = p;
	size_t i, njobs = nsrc * NVAR;

	for (i = 0; i < per_thread; i++) {
		/* each thread its own order through the jobs, so that different
		 * kernels run at the same time */
		size_t job = (i * 7 + (size_t)w->id * (njobs / 8 + 1)) % njobs;
		Out o = compile(job);

		w->done++;
		if (o.status != expect[job].status || o.hash != expect[job].hash) {
			if (!w->bad++)
				snprintf(w->why, sizeof w->why, "%s [%s]: status %d hash %016llx, single-threaded %d %016llx",
				         srcs[job / NVAR].path, variants[job % NVAR], o.status,
				         (unsigned long long)o.hash, expect[job].status,
				         (unsigned long long)expect[job].hash);
		}
	}
	return NULL;
}

static int
threads(int argc, char **argv)
{
	int nt = atoi(argv[0]), i;
	size_t job, total = 0, bad = 0;
	pthread_t *t;
	Worker *w;

	per_thread = (size_t)atol(argv[1]);
	if (load(argc - 2, argv + 2))
		return 1;
	expect = calloc(nsrc * NVAR, sizeof *expect);
	for (job = 0; job < nsrc * NVAR; job++)
		expect[job] = compile(job);
	t = calloc((size_t)nt, sizeof *t);
	w = calloc((size_t)nt, sizeof *w);
	for (i = 0; i < nt; i++) {
		w[i].id = i;
		if (pthread_create(&t[i], NULL, worker, &w[i])) {
			printf("FAIL cannot start thread %d\n", i);
			return 1;
		}
	}
	for (i = 0; i < nt; i++) {
		pthread_join(t[i], NULL);
		total += w[i].done;
		bad += w[i].bad;
		if (w[i].bad)
			printf("FAIL thread %d: %zu of %zu differ, first %s\n", i, w[i].bad, w[i].done, w[i].why);
	}
	free(t);
	free(w);
	if (bad)
		return 1;
	printf("%d threads x %zu compilations (%zu kernels and option sets): all identical to single-threaded\n",
	       nt, per_thread, nsrc * NVAR);
	(void)total;
	return 0;
}

/* ---- contract ---- */

static int fails;

static void
expect_bad(const char *what, const zocc_input *in, const char *msg)
{
	zocc_result *r = NULL;
	zocc_status st = zocc_compile(in, &r);
	const char *log = zocc_result_log(r);

	if (st != ZOCC_BAD_INPUT || !r || !strstr(log, msg)) {
		printf("FAIL %s: status %d, log \"%s\" (wanted ZOCC_BAD_INPUT and \"%s\")\n", what, st, log, msg);
		fails++;
	}
	zocc_result_free(r);
}

static int
contract(void)
{
	static const char k[] = "kernel void k(global int *o) { o[0] = 1; }";
	const char *argv1[] = {"-DN=1", NULL};
	zocc_header h[2] = {{"a.h", "int x;", 0}, {NULL, "int y;", 0}};
	zocc_target t = {0};
	zocc_input in;
	zocc_result *r;

	memset(&in, 0, sizeof in);
	expect_bad("no source", &in, "no input");
	expect_bad("no input at all", NULL, "no input");
	in.source = k;
	in.argc = 2;
	expect_bad("argv NULL, argc 2", &in, "argv is NULL but argc is 2");
	in.argv = argv1;
	expect_bad("argv[1] NULL, argc 2", &in, "argv[1] is NULL");
	in.argc = -1;
	expect_bad("argc -1", &in, "argc is -1");
	in.argc = 1;
	in.nheaders = 1;
	expect_bad("headers NULL, nheaders 1", &in, "headers is NULL but nheaders is 1");
	in.headers = h;
	in.nheaders = 2;
	expect_bad("a header without a name", &in, "headers[1] has no name");
	h[1].name = "b.h";
	h[1].text = NULL;
	expect_bad("a header without text", &in, "headers[1] has no text");
	h[1].text = "int y;";
	in.target = &t;
	t.given = ZOCC_TARGET_SUBGROUP_SIZES;
	t.nsubgroup_sizes = 2;
	expect_bad("subgroup sizes NULL, count 2", &in, "subgroup_sizes is NULL but nsubgroup_sizes is 2");
	t.nsubgroup_sizes = 0;
	t.given = 1u << 20;
	expect_bad("unknown zocc_target.given bits", &in, "unknown bits");
	t.given = ZOCC_TARGET_SPIRV_VERSION;
	t.spirv_version = 2u << 16;
	expect_bad("SPIR-V 2.0", &in, "not a SPIR-V 1.x version");
	t.spirv_version = 1u << 16 | 2;
	in.options = "-ftoken-limit=0";
	expect_bad("a limit of 0", &in, "invalid value '0' in '-ftoken-limit=0'");
	in.options = "-fnesting-limit=4294967296";
	expect_bad("a limit too large", &in, "invalid value");
	in.options = "-fdepth-limit=12x";
	expect_bad("a limit with junk", &in, "invalid value '12x'");
	in.options = "-fnesting-limit=64 -fmodule-size-limit=100000";
	/* and the consistent input after all this compiles */
	if (zocc_compile(&in, &r) != ZOCC_OK) {
		printf("FAIL the consistent input: %s\n", zocc_result_log(r));
		fails++;
	}
	zocc_result_free(r);
	if (fails)
		return 1;
	printf("every inconsistent input was ZOCC_BAD_INPUT with its message\n");
	return 0;
}

/* ---- limits ---- */

#define TEXT50 "01234567890123456789012345678901234567890123456789"

/* Each limit, set low through zocc_input.limits, stops a program that
 * passes it with an error naming it and the option; the option given as
 * well raises it again (an option wins over the field). */
static int
limits(void)
{
	static const struct {
		const char *what, *src, *msg, *option;
		zocc_limits lim;
	} cases[] = {
		{"macro expansion", "#define A(x) x + x + x + x\n#define B A(A(A(1)))\nconstant int v = B;\n",
		 "macro expansion produces more than 100 tokens", "-fmacro-expansion-limit=100000", {.macro_expansion = 100}},
		{"tokens", "constant int a = 1, b = 2, c = 3, d = 4;\n", "has more than 10 tokens", "-ftoken-limit=1000",
		 {.tokens = 10}},
		{"bytes", "constant char s[] = \"" TEXT50 TEXT50 TEXT50 TEXT50 "\";\n",
		 "larger than 160 bytes", "-ftoken-limit=1000", {.tokens = 10}},
		{"nesting", "kernel void k(global int *o) { if (o) { while (o[0]) { o[0]--; } } }\n",
		 "nested more than 3 levels deep", "-fnesting-limit=10", {.nesting = 3}},
		{"depth", "kernel void k(global int *o) { o[0] = o[1] + o[2] + o[3] + o[4] + o[5]; }\n",
		 "nested more than 8 levels deep", "-fdepth-limit=100", {.depth = 8}},
		{"statements", "kernel void k(global int *o) { o[0] = 1; o[1] = 2; o[2] = 3; }\n",
		 "more than 2 statements", "-fstatement-limit=5", {.statements = 2}},
		{"module size", "kernel void k(global int *o) { o[0] = 1; }\n", "more than 100", "-fmodule-size-limit=100000",
		 {.module_bytes = 100}},
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof *cases; i++) {
		zocc_input in = {0};
		zocc_result *r;
		zocc_status st;

		in.source = cases[i].src;
		in.limits = cases[i].lim;
		st = zocc_compile(&in, &r);
		if (st != ZOCC_ERROR || !strstr(zocc_result_log(r), cases[i].msg) ||
		    !strstr(zocc_result_log(r), "can be raised with -f")) {
			printf("FAIL limit %s: status %d, log: %s\n", cases[i].what, st, zocc_result_log(r));
			fails++;
		}
		zocc_result_free(r);
		in.options = cases[i].option;
		st = zocc_compile(&in, &r);
		if (st != ZOCC_OK) {
			printf("FAIL limit %s raised by %s: status %d, log: %s\n", cases[i].what, cases[i].option, st,
			       zocc_result_log(r));
			fails++;
		}
		zocc_result_free(r);
	}
	if (fails)
		return 1;
	printf("%zu limits: each stops a program over it and its option raises it\n", sizeof cases / sizeof *cases);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "dump") == 0)
		return dump(argc - 2, argv + 2);
	if (argc >= 5 && strcmp(argv[1], "threads") == 0)
		return threads(argc - 2, argv + 2);
	if (argc == 2 && strcmp(argv[1], "contract") == 0)
		return contract();
	if (argc == 2 && strcmp(argv[1], "limits") == 0)
		return limits();
	fprintf(stderr, "usage: host_test dump [--locale L] [--stack KB] FILE... | threads T N FILE... | contract\n");
	return 2;
}
