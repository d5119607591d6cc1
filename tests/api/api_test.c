/* api_test.c — the library as a run-time caller uses it: each check prints
 * "ok NAME" or "FAIL NAME: why"; the exit status is the number of failures.
 * tests/api/suite.py turns the lines into tests.  zocc_link is checked
 * here the same way: statuses, the symbol in the diagnostic, libraries,
 * the device from options or a zocc_target, NULL arguments, two threads. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zocc.h"

static int failures;

static void
check(int cond, const char *name, const char *why)
{
	if (cond) {
		printf("ok %s\n", name);
	} else {
		printf("FAIL %s: %s\n", name, why);
		failures++;
	}
}

static int
has_cap(const zocc_result *r, uint32_t cap)
{
	size_t n, i = 5;
	const uint32_t *w = zocc_result_spirv(r, &n);

	while (w && i < n) {
		uint32_t op = w[i] & 0xffff, len = w[i] >> 16;

		if (!len)
			break;
		if (op == 17 && w[i + 1] == cap) /* OpCapability */
			return 1;
		i += len;
	}
	return 0;
}

static const char *vadd =
	"kernel void vadd(global const float *a, global const float *b, global float *c)\n"
	"{\n\tsize_t i = get_global_id(0);\n\tc[i] = a[i] + b[i];\n}\n";

/* Whether the module holds an OpString of exactly text. */
static int
has_string(const zocc_result *r, const char *text)
{
	size_t n, i = 5, len = strlen(text);
	const uint32_t *w = zocc_result_spirv(r, &n);

	while (w && i < n) {
		uint32_t op = w[i] & 0xffff, wc = w[i] >> 16;

		if (!wc || i + wc > n)
			break;
		if (op == 7 && (wc - 2) * 4 > len && memcmp(&w[i + 2], text, len + 1) == 0) /* OpString */
			return 1;
		i += wc;
	}
	return 0;
}

static const char *dbl =
	"kernel void d(global double *a) { a[get_global_id(0)] *= 2.0; }\n";

struct job {
	const char *src;
	zocc_status st;
	uint32_t *words;
	size_t n;
};

static void *
worker(void *p)
{
	struct job *j = p;
	zocc_input in = {0};
	zocc_result *r;
	int k;

	in.source = j->src;
	for (k = 0; k < 50; k++) {
		size_t n;
		const uint32_t *w;

		j->st = zocc_compile(&in, &r);
		w = zocc_result_spirv(r, &n);
		if (k == 0 && w) {
			j->words = malloc(n * 4);
			memcpy(j->words, w, n * 4);
			j->n = n;
		} else if (w && (n != j->n || memcmp(w, j->words, n * 4))) {
			j->st = ZOCC_INTERNAL; /* not deterministic */
		}
		zocc_result_free(r);
	}
	return NULL;
}

/* ---- zocc_link ---- */

static const char *link_lib =
	"float scale(float x) { return x * 2.0f; }\n"
	"constant int table[4] = {1, 2, 3, 4};\n";
static const char *link_main =
	"float scale(float x);\nextern constant int table[4];\n"
	"kernel void k(global float *o) { size_t i = get_global_id(0); o[i] = scale(o[i]) + table[i & 3]; }\n";
static const char *link_dbl = "double twice(double x) { return x * 2; }\n";

/* a module of source compiled, copied out (NULL on failure) */
static uint32_t *
compiled(const char *src, size_t *n)
{
	zocc_input in = {0};
	zocc_result *r;
	const uint32_t *w;
	uint32_t *copy = NULL;

	in.source = src;
	in.options = "-w";
	if (zocc_compile(&in, &r) == ZOCC_OK && (w = zocc_result_spirv(r, n))) {
		copy = malloc(*n * 4);
		memcpy(copy, w, *n * 4);
	}
	zocc_result_free(r);
	return copy;
}

struct link_job {
	const zocc_module *mods;
	zocc_status st;
	uint32_t *words;
	size_t n;
};

static void *
link_worker(void *p)
{
	struct link_job *j = p;
	zocc_link_input in = {0};
	zocc_result *r;
	int k;

	in.modules = j->mods;
	in.nmodules = 2;
	for (k = 0; k < 50; k++) {
		size_t n;
		const uint32_t *w;

		j->st = zocc_link(&in, &r);
		w = zocc_result_spirv(r, &n);
		if (k == 0 && w) {
			j->words = malloc(n * 4);
			memcpy(j->words, w, n * 4);
			j->n = n;
		} else if (w && (n != j->n || memcmp(w, j->words, n * 4))) {
			j->st = ZOCC_INTERNAL; /* not deterministic */
		}
		zocc_result_free(r);
	}
	return NULL;
}

static void
link_checks(void)
{
	size_t nl = 0, nm = 0, nd = 0;
	uint32_t *lib = compiled(link_lib, &nl), *mainw = compiled(link_main, &nm), *dbl = compiled(link_dbl, &nd);
	zocc_module mods[3] = {{"main.spv", mainw, nm}, {"lib.spv", lib, nl}, {"dbl.spv", dbl, nd}};
	zocc_link_input in = {0};
	zocc_result *r;
	zocc_status st;

	if (!lib || !mainw || !dbl) {
		check(0, "link", "the modules to link did not compile");
		return;
	}
	in.modules = mods;
	in.nmodules = 2;
	st = zocc_link(&in, &r);
	{
		size_t n;
		const uint32_t *w = zocc_result_spirv(r, &n);
		zocc_result *v = NULL;
		zocc_status vst = w ? zocc_verify(w, n, NULL, &v) : ZOCC_ERROR;

		check(st == ZOCC_OK && w && vst == ZOCC_OK && !has_cap(r, 5 /* Linkage */), "link",
		      zocc_result_log(r));
		zocc_result_free(v);
	}
	zocc_result_free(r);
	/* an unresolved import: the status, the symbol in the diagnostic */
	in.nmodules = 1;
	st = zocc_link(&in, &r);
	check(st == ZOCC_ERROR && !zocc_result_spirv(r, NULL) && zocc_result_ndiags(r) == 2 &&
	      strstr(zocc_result_diag(r, 0)->message, "'table'") &&
	      zocc_result_diag(r, 0)->severity == ZOCC_ERROR_SEVERITY, "link-unresolved", zocc_result_log(r));
	zocc_result_free(r);
	/* ... and allowed in a library */
	in.options = "-create-library";
	st = zocc_link(&in, &r);
	check(st == ZOCC_OK && has_cap(r, 5 /* Linkage */), "link-library", zocc_result_log(r));
	zocc_result_free(r);
	/* the device: from the options, or from a zocc_target */
	{
		zocc_target t = {0};

		in.modules = mods + 1;
		in.nmodules = 2;
		in.options = "-device pvc";
		st = zocc_link(&in, &r);
		check(st == ZOCC_OK, "link-device", zocc_result_log(r));
		zocc_result_free(r);
		t.device = "pvc";
		t.given = ZOCC_TARGET_MODULE_FLAGS;
		t.module_flags = 1 | 4; /* fp16, int64 atomics: no fp64 */
		in.options = NULL;
		in.target = &t;
		st = zocc_link(&in, &r);
		check(st == ZOCC_ERROR && strstr(zocc_result_log(r), "dbl.spv: word ") &&
		      strstr(zocc_result_log(r), "Float64"), "link-target", zocc_result_log(r));
		zocc_result_free(r);
		in.target = NULL;
	}
	/* arguments that do not agree */
	st = zocc_link(NULL, &r);
	check(st == ZOCC_BAD_INPUT && zocc_result_ndiags(r) == 1, "link-null", zocc_result_log(r));
	zocc_result_free(r);
	in.modules = NULL;
	st = zocc_link(&in, &r);
	check(st == ZOCC_BAD_INPUT, "link-null-modules", zocc_result_log(r));
	zocc_result_free(r);
	{
		zocc_module bad = {"bad", NULL, 7};

		in.modules = &bad;
		in.nmodules = 1;
		st = zocc_link(&in, &r);
		check(st == ZOCC_BAD_INPUT && strstr(zocc_result_log(r), "words is NULL but nwords is 7"),
		      "link-null-words", zocc_result_log(r));
		zocc_result_free(r);
		in.options = "-no-such-option";
		in.modules = mods;
		st = zocc_link(&in, &r);
		check(st == ZOCC_BAD_INPUT, "link-bad-option", zocc_result_log(r));
		zocc_result_free(r);
	}
	/* two threads at once get what one gets alone */
	{
		struct link_job a = {mods}, b = {mods};
		pthread_t ta, tb;

		pthread_create(&ta, NULL, link_worker, &a);
		pthread_create(&tb, NULL, link_worker, &b);
		pthread_join(ta, NULL);
		pthread_join(tb, NULL);
		check(a.st == ZOCC_OK && b.st == ZOCC_OK && a.n == b.n && a.words &&
		      memcmp(a.words, b.words, a.n * 4) == 0, "link-threads", "outputs differ");
		free(a.words);
		free(b.words);
	}
	free(lib);
	free(mainw);
	free(dbl);
}

/* The options clang users and editors pass, in an options string, and
 * the two functions a command line reader asks about options. */
static void
clang_options(zocc_input *in0)
{
	zocc_input in = *in0;
	zocc_header h = {"pre.h", "#define SCALE 3\n"};
	zocc_result *r;
	zocc_status st;
	char buf[64];
	const char *const mine[] = {"--verify", "-MF", NULL};

	in.source = "kernel void f(global int *p) { p[0] = SCALE; }\n";
	in.source_name = "k.cl";
	in.headers = &h;
	in.nheaders = 1;
	in.options = "-fsyntax-only -include pre.h -isystem /nonexistent -iquote . --target=spir64 "
	             "-target spir64-unknown-unknown";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_OK && !zocc_result_spirv(r, NULL) && zocc_result_ndiags(r) == 0, "options-syntax-only-include",
	      zocc_result_log(r));
	zocc_result_free(r);
	in.options = "-include pre.h";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_OK && zocc_result_spirv(r, NULL), "options-include-module", zocc_result_log(r));
	zocc_result_free(r);
	in.options = "-v -isystem /nonexistent -iquote q -I inc -include pre.h -device tgllp";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_OK && strncmp(zocc_result_log(r),
	                               "zocc version " ZOCC_VERSION_STRING " (OpenCL C to SPIR-V for oneAPI Level Zero)\n"
	                               "Target: spir64-unknown-unknown\nDevice: tgllp\n"
	                               "ignoring nonexistent directory \"q\"\n"
	                               "ignoring nonexistent directory \"inc\"\n"
	                               "ignoring nonexistent directory \"/nonexistent\"\n"
	                               "#include \"...\" search starts here:\n"
	                               "#include <...> search starts here:\n"
	                               "End of search list.\n", 1000) == 0,
	      "options-verbose", zocc_result_log(r));
	zocc_result_free(r);
	in.options = "--target=x86_64-linux-gnu";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_BAD_INPUT && strstr(zocc_result_log(r), "zocc: error: unsupported target 'x86_64-linux-gnu'"),
	      "options-target-other", zocc_result_log(r));
	zocc_result_free(r);
	in.options = "-fast-relaxed-math -fdiagnostic-color=never";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_BAD_INPUT &&
	      strstr(zocc_result_log(r), "zocc: error: unknown argument '-fast-relaxed-math'; did you mean '-cl-fast-relaxed-math'?\n") &&
	      strstr(zocc_result_log(r), "zocc: error: unknown argument '-fdiagnostic-color=never'; did you mean '-fdiagnostics-color=never'?\n"),
	      "options-did-you-mean", zocc_result_log(r));
	zocc_result_free(r);
	in.source = "kernel void f(global int *p) { p[0] = nope; }\n";
	in.options = "-fcolor-diagnostics";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_ERROR && strstr(zocc_result_log(r),
	                                 "\033[1mk.cl:1:39: \033[0m\033[0;1;31merror: \033[0m\033[1muse of undeclared identifier 'nope'\033[0m\n") &&
	      !strchr(zocc_result_diag(r, 0)->message, '\033'),
	      "options-color", zocc_result_log(r));
	zocc_result_free(r);
	/* what a command line reader asks */
	check(zocc_option_words("-D") == 2 && zocc_option_words("-DX=1") == 1 && zocc_option_words("-device") == 2 &&
	      zocc_option_words("-device=tgllp") == 1 && zocc_option_words("-include") == 2 &&
	      zocc_option_words("-isystem.") == 1 && zocc_option_words("-target") == 2 &&
	      zocc_option_words("-cl-std=CL2.0") == 1 && zocc_option_words("-Wall") == 1 &&
	      zocc_option_words("-devise") == 0 && zocc_option_words("-Ofast") == 0 && zocc_option_words("-W") == 0 &&
	      zocc_option_words("tgllp") == 0 && zocc_option_words(NULL) == 0,
	      "option-words", "a wrong count");
	check(zocc_option_suggest("-devise", NULL, buf, sizeof buf) == 7 && strcmp(buf, "-device") == 0 &&
	      zocc_option_suggest("--verfy", mine, buf, sizeof buf) == 8 && strcmp(buf, "--verify") == 0 &&
	      zocc_option_suggest("-cl-stdd=CL2.0", NULL, buf, sizeof buf) == 13 && strcmp(buf, "-cl-std=CL2.0") == 0 &&
	      zocc_option_suggest("-FSYNTAX-ONLY", NULL, buf, sizeof buf) == 13 && strcmp(buf, "-fsyntax-only") == 0 &&
	      zocc_option_suggest("-cl-fast-relaxed-mat", NULL, buf, 4) == 21 && strcmp(buf, "-cl") == 0 &&
	      zocc_option_suggest("-frobnicate", NULL, buf, sizeof buf) == 0 &&
	      zocc_option_suggest("-X", NULL, buf, sizeof buf) == 0 &&
	      zocc_option_suggest("-devise", NULL, NULL, 0) == 7,
	      "option-suggest", buf);
}

int
main(void)
{
	zocc_input in = {0};
	zocc_result *r;
	zocc_status st;

	/* the plain case */
	in.source = vadd;
	in.source_name = "vadd.cl";
	st = zocc_compile(&in, &r);
	{
		size_t n;
		const uint32_t *w = zocc_result_spirv(r, &n);

		check(st == ZOCC_OK && w && n > 5 && w[0] == 0x07230203, "compile",
		      zocc_result_log(r));
		check(zocc_result_ndiags(r) == 0, "compile-no-diags", zocc_result_log(r));
	}
	zocc_result_free(r);

	/* errors come back as structured diagnostics and a log */
	in.source = "kernel void f(global int *p) { p[0] = y; }\n";
	in.source_name = "bad.cl";
	st = zocc_compile(&in, &r);
	{
		const zocc_diag *d = zocc_result_diag(r, 0);

		check(st == ZOCC_ERROR && !zocc_result_spirv(r, NULL), "error-status", "no ZOCC_ERROR");
		check(d && d->severity == ZOCC_ERROR_SEVERITY && d->line == 1 && d->column == 39 &&
		      strcmp(d->file, "bad.cl") == 0 && strstr(d->message, "undeclared identifier 'y'"),
		      "error-diag", zocc_result_log(r));
		check(strstr(zocc_result_log(r), "bad.cl:1:39: error:") != NULL, "error-log", zocc_result_log(r));
	}
	zocc_result_free(r);

	/* options in command-line syntax, with quoting */
	in.source = "kernel void f(global int *p) { p[0] = 1; }\n";
	in.options = "-cl-std=CL2.0 -cl-mad-enable";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_OK, "options", zocc_result_log(r));
	zocc_result_free(r);
	in.options = "-no-such-option";
	st = zocc_compile(&in, &r);
	check(st == ZOCC_BAD_INPUT && strstr(zocc_result_log(r), "unknown argument: '-no-such-option'"),
	      "bad-option", zocc_result_log(r));
	zocc_result_free(r);
	clang_options(&in);
	in.options = NULL;

	/* a device described the way zeDeviceGetModuleProperties does */
	{
		zocc_target t = {0};

		in.source = dbl;
		in.target = &t;
		t.given = ZOCC_TARGET_MODULE_FLAGS | ZOCC_TARGET_SPIRV_VERSION;
		t.spirv_version = 1 << 16 | 2; /* ZE_MAKE_VERSION(1, 2) */
		t.module_flags = 1 | 4;        /* fp16, int64 atomics, no fp64 */
		st = zocc_compile(&in, &r);
		check(st == ZOCC_ERROR && strstr(zocc_result_log(r), "cl_khr_fp64"), "target-no-fp64",
		      zocc_result_log(r));
		zocc_result_free(r);
		t.module_flags = 1 | 2 | 4;
		st = zocc_compile(&in, &r);
		check(st == ZOCC_OK && has_cap(r, 10 /* Float64 */), "target-fp64", zocc_result_log(r));
		zocc_result_free(r);
		t.device = "tgllp";            /* a profile without fp64, overridden by the driver's flags */
		st = zocc_compile(&in, &r);
		check(st == ZOCC_OK, "target-profile-override", zocc_result_log(r));
		zocc_result_free(r);
		t.device = "no-such-gpu";
		st = zocc_compile(&in, &r);
		check(st == ZOCC_BAD_INPUT && strstr(zocc_result_log(r), "unknown device 'no-such-gpu'"),
		      "target-unknown-device", zocc_result_log(r));
		zocc_result_free(r);
		in.target = NULL;
	}

	/* the default target (no zocc_target, no -device) is any device: double
	 * compiles and the module declares Float64; -device ze refuses it; the
	 * validator agrees; a zocc_target without a device narrows only what it
	 * gives */
	{
		static const char *img =
			"kernel void i(read_only image2d_t m, global float4 *o) { o[0] = read_imagef(m, (int2)(0, 0)); }\n";
		zocc_target t = {0};
		zocc_result *v;
		zocc_status vst; /* zocc_verify runs before check() reads v's log */
		size_t n;
		const uint32_t *w;

		in.source = dbl;
		st = zocc_compile(&in, &r);
		check(st == ZOCC_OK && has_cap(r, 10 /* Float64 */), "default-target-fp64", zocc_result_log(r));
		w = zocc_result_spirv(r, &n);
		vst = zocc_verify(w, n, NULL, &v);
		check(vst == ZOCC_OK, "verify-default-fp64", zocc_result_log(v));
		zocc_result_free(v);
		vst = zocc_verify(w, n, "any", &v);
		check(vst == ZOCC_OK, "verify-any-fp64", zocc_result_log(v));
		zocc_result_free(v);
		vst = zocc_verify(w, n, "ze", &v);
		check(vst == ZOCC_ERROR && strstr(zocc_result_log(v), "Float64"),
		      "verify-ze-fp64", zocc_result_log(v));
		zocc_result_free(v);
		vst = zocc_verify(w, n, "tgllp", &v);
		check(vst == ZOCC_ERROR, "verify-tgllp-fp64", zocc_result_log(v));
		zocc_result_free(v);
		zocc_result_free(r);
		in.options = "-device ze";
		st = zocc_compile(&in, &r);
		check(st == ZOCC_ERROR && strstr(zocc_result_log(r), "the portable profile 'ze'"),
		      "ze-refuses-fp64", zocc_result_log(r));
		zocc_result_free(r);
		in.options = NULL;

		in.target = &t;
		t.given = ZOCC_TARGET_IMAGES; /* a device without images, nothing said of fp64 */
		st = zocc_compile(&in, &r);
		check(st == ZOCC_OK, "target-images-only-keeps-fp64", zocc_result_log(r));
		zocc_result_free(r);
		in.source = img;
		st = zocc_compile(&in, &r);
		check(st == ZOCC_ERROR && strstr(zocc_result_log(r), "image"), "target-no-images", zocc_result_log(r));
		zocc_result_free(r);
		in.target = NULL;
		st = zocc_compile(&in, &r);
		check(st == ZOCC_OK, "default-target-images", zocc_result_log(r));
		zocc_result_free(r);
	}

	/* no input */
	st = zocc_compile(NULL, &r);
	check(st == ZOCC_BAD_INPUT, "null-input", "NULL input accepted");
	zocc_result_free(r);
	st = zocc_compile(&in, NULL); /* no result wanted */
	check(st == ZOCC_OK || st == ZOCC_ERROR, "null-result", "");

	/* the validator through the API: our own module is clean */
	in.source = vadd;
	st = zocc_compile(&in, &r);
	{
		size_t n;
		const uint32_t *w = zocc_result_spirv(r, &n);
		zocc_result *v;
		zocc_status vst; /* set before check() reads v (argument order is unspecified) */

		vst = zocc_verify(w, n, "pvc", &v);
		check(vst == ZOCC_OK, "verify-clean", zocc_result_log(v));
		zocc_result_free(v);
		vst = zocc_verify(w, 3, NULL, &v);
		check(vst == ZOCC_ERROR, "verify-truncated", "3 words accepted");
		zocc_result_free(v);
	}
	zocc_result_free(r);

	/* -g on a program compiled from a string with an in-memory header:
	 * the module holds both texts (a debugger can show them though no
	 * file exists) and their names; the same bytes every time */
	{
		static const char *src = "#include \"scale.h\"\n"
		                         "kernel void k(global float *p)\n{\n\tp[0] = SCALE(p[1]);\n}\n";
		zocc_header h = {"scale.h", "#define SCALE(x) ((x) * 3.0f)\nfloat twice(float x) { return x * 2; }\n", 0};
		zocc_input d = {.source = src, .source_name = "run-time.cl", .headers = &h, .nheaders = 1,
		                .options = "-g"};
		zocc_result *r2 = NULL;
		size_t n1 = 0, n2 = 0;
		const uint32_t *w1, *w2;

		st = zocc_compile(&d, &r);
		check(st == ZOCC_OK && has_string(r, src) && has_string(r, h.text) && has_string(r, "run-time.cl") &&
		      has_string(r, "scale.h"), "debug-source-text", zocc_result_log(r));
		zocc_compile(&d, &r2);
		w1 = zocc_result_spirv(r, &n1);
		w2 = zocc_result_spirv(r2, &n2);
		check(w1 && w2 && n1 == n2 && memcmp(w1, w2, n1 * 4) == 0, "debug-deterministic", "two -g modules differ");
		zocc_result_free(r2);
		zocc_result_free(r);
		d.options = "-g -gno-embed-source";
		st = zocc_compile(&d, &r);
		check(st == ZOCC_OK && !has_string(r, src) && has_string(r, "run-time.cl"), "debug-no-embed",
		      zocc_result_log(r));
		zocc_result_free(r);
		d.options = "-g -g0";
		st = zocc_compile(&d, &r);
		check(st == ZOCC_OK && !has_string(r, "run-time.cl"), "debug-g0", zocc_result_log(r));
		zocc_result_free(r);
	}

	/* compilations on two threads at once give the same bytes as alone */
	{
		struct job a = {vadd, 0, 0, 0}, b = {vadd, 0, 0, 0};
		pthread_t ta, tb;

		pthread_create(&ta, NULL, worker, &a);
		pthread_create(&tb, NULL, worker, &b);
		pthread_join(ta, NULL);
		pthread_join(tb, NULL);
		check(a.st == ZOCC_OK && b.st == ZOCC_OK && a.n == b.n && a.words &&
		      memcmp(a.words, b.words, a.n * 4) == 0, "threads-deterministic", "outputs differ");
		free(a.words);
		free(b.words);
	}
	link_checks();
	return failures;
}
