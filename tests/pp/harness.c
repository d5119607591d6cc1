/* harness.c — runs the preprocessor alone on one file, for the tests in
 * tests/pp/ (until `zocc -E` goes through the API, and after it for what
 * the API does not show: the location map, the pragma events, the deps).
 *
 *   pp-harness [options] FILE
 *     -DNAME[=VALUE] -UNAME -IDIR (also as two arguments)
 *     -cl-std=CLx.y  -cl-fast-relaxed-math  -cl-ext=+a,-b  -device NAME
 *     --header NAME=PATH   an in-memory header NAME with PATH's contents
 *     --text               print the parser's text (default: the -E text)
 *     --map                print every token of the map: offset, text, file:line:col, macro chain
 *     --locate OFF         print pp_locate(OFF) as file:line:col
 *     --pragmas            print the pragma events
 *     --deps               print the files read, one a line (S marks <...> finds)
 *     --repeat N           run N times (timing), print the last run
 *     --time               print the time per run to stderr
 * Diagnostics go to stderr, clang-style; the exit status is 1 if there were
 * errors. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../frontend/pp.h"

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f) {
		perror(path);
		exit(2);
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		exit(2);
	}
	buf[n] = 0;
	fclose(f);
	*len = (size_t)n;
	return buf;
}

static int
cl_std(const char *v)
{
	if (!strcmp(v, "CL1.0")) return 100;
	if (!strcmp(v, "CL1.1")) return 110;
	if (!strcmp(v, "CL1.2")) return 120;
	if (!strcmp(v, "CL2.0")) return 200;
	if (!strcmp(v, "CL3.0")) return 300;
	fprintf(stderr, "unknown -cl-std=%s\n", v);
	exit(2);
}

typedef struct Opts {
	int argc;
	char **argv;
} Opts;

static void
set_options(Ctx *c, Opts *o)
{
	int i;

	for (i = 0; i < o->argc; i++) {
		const char *a = o->argv[i];

		if (!strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) {
			Define d;

			d.undef = a[1] == 'U';
			d.text = a[2] ? a + 2 : o->argv[++i];
			VEC_PUSH(&c->ar, &c->opt.defines, d);
		} else if (!strncmp(a, "-I", 2)) {
			const char *dir = a[2] ? a + 2 : o->argv[++i];

			VEC_PUSH(&c->ar, &c->opt.incdirs, dir);
		} else if (!strncmp(a, "-cl-std=", 8)) {
			c->opt.cl_std = cl_std(a + 8);
		} else if (!strcmp(a, "-device") && i + 1 < o->argc) {
			c->opt.device = o->argv[++i];
		} else if (!strcmp(a, "-cl-fast-relaxed-math")) {
			c->opt.fast_relaxed_math = true;
		} else if (!strncmp(a, "-ftoken-limit=", 14)) {
			c->opt.limits.tokens = strtoull(a + 14, NULL, 10);
		} else if (!strncmp(a, "-cl-ext=", 8)) {
			char *s = strdup(a + 8), *tok;

			for (tok = strtok(s, ","); tok; tok = strtok(NULL, ","))
				VEC_PUSH(&c->ar, &c->opt.exts, tok);
		}
	}
}

/* pp_run under the context's fatal-error handler */
static bool
run_pp(Ctx *c, jmp_buf *jb, const char *file, const char *src, size_t len,
       const zocc_header *h, size_t nh, PPOutput *out)
{
	if (setjmp(*jb))
		return false;
	pp_run(c, file, src, len, h, nh, out);
	return true;
}

static const char *
show_loc(Ctx *c, Loc l, char *buf, size_t n)
{
	PLoc p = src_ploc(c, l);

	snprintf(buf, n, "%s:%u:%u", p.file ? p.file : "?", p.line, p.col);
	return buf;
}

int
main(int argc, char **argv)
{
	const char *file = NULL;
	bool text = false, map = false, pragmas = false, deps = false, timing = false;
	long locate = -1;
	int repeat = 1, i, r, status = 0;
	zocc_header hdrs[64];
	size_t nh = 0, len;
	char *src;
	Opts o = {0, NULL};
	double best = 1e30;

	o.argv = calloc((size_t)argc, sizeof *o.argv);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--text"))
			text = true;
		else if (!strcmp(a, "--map"))
			map = true;
		else if (!strcmp(a, "--pragmas"))
			pragmas = true;
		else if (!strcmp(a, "--deps"))
			deps = true;
		else if (!strcmp(a, "--time"))
			timing = true;
		else if (!strcmp(a, "--repeat") && i + 1 < argc)
			repeat = atoi(argv[++i]);
		else if (!strcmp(a, "--locate") && i + 1 < argc)
			locate = atol(argv[++i]);
		else if (!strcmp(a, "--header") && i + 1 < argc && nh < 64) {
			char *spec = strdup(argv[++i]), *eq = strchr(spec, '=');
			size_t hl;

			if (!eq) {
				fprintf(stderr, "--header NAME=PATH\n");
				return 2;
			}
			*eq = 0;
			hdrs[nh].name = spec;
			hdrs[nh].text = slurp(eq + 1, &hl);
			hdrs[nh].len = hl;
			nh++;
		} else if (((a[0] == '-' && a[1] && strchr("DUI", a[1]) && !a[2]) || !strcmp(a, "-device")) &&
		           i + 1 < argc) {
			o.argv[o.argc++] = argv[i];
			o.argv[o.argc++] = argv[++i];
		} else if (a[0] == '-' && a[1]) {
			o.argv[o.argc++] = argv[i];
		} else {
			file = a;
		}
	}
	if (!file) {
		fprintf(stderr, "usage: pp-harness [options] FILE\n");
		return 2;
	}
	src = slurp(file, &len);
	for (r = 0; r < repeat; r++) {
		jmp_buf jb;
		Ctx c;
		PPOutput out;
		Buf b;
		struct timespec t0, t1;
		double dt;
		size_t k;
		char lb[512];

		ctx_init(&c, &jb);
		set_options(&c, &o);
		/* the map, the pragma events and pp_locate are the parser's text's:
		 * under -E (preprocess_only) only the -E text is made */
		c.opt.preprocess_only = !text && !map && !pragmas && locate < 0;
		zc_target_resolve(&c);
		memset(&out, 0, sizeof out);
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
		if (!run_pp(&c, &jb, file, src, len, hdrs, nh, &out)) {
			buf_init(&b, &c.ar);
			zc_render_diags(&c, &b);
			fputs(b.s, stderr);
			return 3;
		}
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
		dt = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
		if (dt < best)
			best = dt;
		if (r + 1 < repeat) {
			ctx_free(&c);
			continue;
		}
		if (map) {
			for (k = 0; k < out.map.n; k++) {
				PPMapEnt *e = &out.map.v[k];
				Loc l = e->loc;

				printf("%u\t%.*s\t%s", e->off, (int)e->len, out.text + e->off, show_loc(&c, l, lb, sizeof lb));
				{
					PLoc sp = src_ploc(&c, (Loc){l.file, l.off, 0});

					printf("\t@%s:%u:%u", sp.file ? sp.file : "?", sp.line, sp.col);
				}
				while (l.exp && l.exp < c.src.exps.n) {
					Expansion *x = &c.src.exps.v[l.exp];

					printf(" <%s", x->macro);
					l = x->use;
				}
				/* the first token of a line (the text has a newline before it) */
				printf("%s\n", e->off && out.text[e->off - 1] == '\n' ? "\tbol" : "");
			}
		} else if (pragmas) {
			for (k = 0; k < out.pragmas.n; k++) {
				PPPragma *p = &out.pragmas.v[k];
				static const char *const kinds[] = {"EXTENSION", "FP_CONTRACT", "UNROLL", "OTHER"};

				size_t j = 0;

				/* where it applies: the token that follows it */
				while (j < out.map.n && out.map.v[j].off < p->off)
					j++;
				printf("%s at=%s feature=%d name=%s value=%d before=%.*s\n", kinds[p->kind],
				       show_loc(&c, p->loc, lb, sizeof lb), p->feature, p->name ? p->name : "-",
				       p->value, j < out.map.n ? (int)out.map.v[j].len : 5,
				       j < out.map.n ? out.text + out.map.v[j].off : "(end)");
			}
		} else if (deps) {
			for (k = 0; k < out.deps.n; k++)
				printf("%s%s\n", out.deps.v[k].system ? "S " : "", out.deps.v[k].path);
		} else if (locate >= 0) {
			printf("%s\n", show_loc(&c, pp_locate(&out, (uint32_t)locate), lb, sizeof lb));
		} else if (text) {
			fwrite(out.text, 1, out.len, stdout);
			printf("\n");
		} else {
			fwrite(out.etext, 1, out.elen, stdout);
		}
		buf_init(&b, &c.ar);
		zc_render_diags(&c, &b);
		fputs(b.s, stderr);
		status = c.nerrors ? 1 : 0;
		if (timing && out.etext)
			fprintf(stderr, "expansions: %zu, -E text: %zu bytes, arena: %zu bytes\n",
			        c.src.exps.n, out.elen, c.ar.total);
		else if (timing)
			fprintf(stderr, "tokens out: %zu, expansions: %zu, text: %zu bytes, arena: %zu bytes\n",
			        out.map.n, c.src.exps.n, out.len, c.ar.total);
		ctx_free(&c);
	}
	if (timing)
		fprintf(stderr, "time: %.3f ms CPU (best of %d)\n", best * 1e3, repeat);
	free(src);
	free(o.argv);
	for (i = 0; i < (int)nh; i++) {
		free((char *)hdrs[i].name);
		free((char *)hdrs[i].text);
	}
	return status;
}
