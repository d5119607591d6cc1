/* parsebench.c — the parser's speed on one program, against plain
 * tree-sitter-c on the same text.
 *
 *     parsebench [-n REPS] [-I DIR]... FILE
 *
 * Preprocesses FILE with zocc's preprocessor, then times, each the median
 * of REPS runs on the thread's CPU clock:
 *   typenames   marking the type names (frontend/typenames.c)
 *   opencl      zocc's grammar on the marked text
 *   c           tree-sitter-c 0.23.6 on the unmarked text (only when built
 *               with -DWITH_TREE_SITTER_C and tree-sitter-c's parser.c,
 *               which bench/run does when frontend/grammar/node_modules
 *               has it; plain C reads OpenCL's qualifiers as identifiers
 *               and guesses at type names, so its tree has error nodes, but
 *               it reads every byte)
 *   pieces      zocc's grammar on the text in the pieces frontend/ast.c
 *               parses (about 16 KB of whole top-level items each), and
 *               after each piece's parse the cheapest walk over every node
 *               of its tree that tree-sitter's public API allows: for each
 *               node with children one cursor reset and a step to each
 *               child, reading its field, symbol and start (frontend/ast.c's
 *               ab_kids), then the tree's deletion: the floor under the AST
 *               phase of -ftime-report, before any AST is built
 * and prints, one line each: name, bytes, milliseconds, MB/s, nodes in the
 * tree, and for zocc's grammar how often the parser ran more than one
 * stack version (GLR forks, counted from tree-sitter's debug log in an
 * extra run); for the pieces, the parse, the walk and the deletion in
 * milliseconds.  Bytes are the text the parser reads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <tree_sitter/api.h>

#include "zc.h"
#include "../frontend/frontend.h"

char *ast_mark_typenames(Arena *ar, const char *text, size_t len);
typedef VEC(uint32_t) CutVec;
char *ast_mark_typenames_cut(Arena *ar, const char *text, size_t len, size_t every, CutVec *cuts,
                             void *reach, CutVec *unknown);
const TSLanguage *tree_sitter_opencl(void);
#ifdef WITH_TREE_SITTER_C
const TSLanguage *tree_sitter_c(void);
#endif

static double
cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static size_t
count_nodes(TSNode root)
{
	TSTreeCursor c = ts_tree_cursor_new(root);
	size_t n = 1;

	for (;;) {
		if (ts_tree_cursor_goto_first_child(&c)) {
			n++;
			continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(&c))
			if (!ts_tree_cursor_goto_parent(&c)) {
				ts_tree_cursor_delete(&c);
				return n;
			}
		n++;
	}
}

/* every node under n, each node's children found with one cursor walk */
static size_t
walk(TSTreeCursor *c, TSNode n, unsigned long *sum)
{
	uint32_t cnt = ts_node_child_count(n), i = 0, j;
	TSNode kids[256], *k = cnt <= 256 ? kids : malloc(cnt * sizeof *k);
	size_t total = 1;

	if (!cnt)
		return 1;
	ts_tree_cursor_reset(c, n);
	if (ts_tree_cursor_goto_first_child(c)) {
		do {
			k[i] = ts_tree_cursor_current_node(c);
			*sum += ts_tree_cursor_current_field_id(c) + ts_node_symbol(k[i]) + ts_node_start_byte(k[i]);
			i++;
		} while (i < cnt && ts_tree_cursor_goto_next_sibling(c));
	}
	for (j = 0; j < i; j++)
		total += walk(c, k[j], sum);
	if (k != kids)
		free(k);
	return total;
}

/* the pieces frontend/ast.c parses, each parsed, walked and deleted */
static void
pieces(const char *text, size_t len, const CutVec *cuts, int reps)
{
	TSParser *p = ts_parser_new();
	double *tp = malloc(sizeof *tp * (size_t)reps), *tw = malloc(sizeof *tw * (size_t)reps),
	       *td = malloc(sizeof *td * (size_t)reps);
	unsigned long sum = 0;
	size_t nodes = 0, i;
	int r;

	ts_parser_set_language(p, tree_sitter_opencl());
	for (r = 0; r < reps; r++) {
		uint32_t start = 0;

		tp[r] = tw[r] = td[r] = 0;
		nodes = 0;
		for (i = 0; i < cuts->n; i++) {
			TSRange rg = {{0, 0}, {UINT32_MAX, 0}, start, cuts->v[i]};
			TSTreeCursor c;
			TSTree *tree;
			double a, b, d;

			ts_parser_set_included_ranges(p, &rg, 1);
			a = cpu_ms();
			tree = ts_parser_parse_string(p, NULL, text, (uint32_t)len);
			b = cpu_ms();
			c = ts_tree_cursor_new(ts_tree_root_node(tree));
			nodes += walk(&c, ts_tree_root_node(tree), &sum);
			ts_tree_cursor_delete(&c);
			d = cpu_ms();
			ts_tree_delete(tree);
			tp[r] += b - a;
			tw[r] += d - b;
			td[r] += cpu_ms() - d;
			start = cuts->v[i];
		}
	}
	qsort(tp, (size_t)reps, sizeof *tp, cmp);
	qsort(tw, (size_t)reps, sizeof *tw, cmp);
	qsort(td, (size_t)reps, sizeof *td, cmp);
	(void)sum;
	printf("%-10s %9zu bytes %9.2f ms parse %7.2f ms walk %7.2f ms delete %9zu nodes %zu pieces\n", "pieces",
	       len, tp[reps / 2], tw[reps / 2], td[reps / 2], nodes, cuts->n);
	ts_parser_delete(p);
	free(tp);
	free(tw);
	free(td);
}

/* tree-sitter's log: "process version:V, version_count:N, ..." once per
 * step of each stack version; steps with N > 1 ran in parallel */
typedef struct Forks {
	size_t steps, forked, maxv;
} Forks;

static void
logger(void *payload, TSLogType type, const char *msg)
{
	Forks *f = payload;
	const char *p;

	if (type != TSLogTypeParse || strncmp(msg, "process version:", 16) != 0)
		return;
	f->steps++;
	if ((p = strstr(msg, "version_count:"))) {
		size_t n = strtoul(p + 14, NULL, 10);

		if (n > 1)
			f->forked++;
		if (n > f->maxv)
			f->maxv = n;
	}
}

static void
bench(const char *name, const TSLanguage *lang, const char *text, size_t len, int reps, bool forks)
{
	TSParser *p = ts_parser_new();
	double *t = malloc(sizeof *t * (size_t)reps);
	size_t nodes = 0;
	int i;

	ts_parser_set_language(p, lang);
	for (i = 0; i < reps; i++) {
		double a = cpu_ms();
		TSTree *tree = ts_parser_parse_string(p, NULL, text, (uint32_t)len);

		t[i] = cpu_ms() - a;
		if (i == 0)
			nodes = count_nodes(ts_tree_root_node(tree));
		ts_tree_delete(tree);
	}
	qsort(t, (size_t)reps, sizeof *t, cmp);
	printf("%-10s %9zu bytes %9.2f ms %7.2f MB/s %9zu nodes", name, len, t[reps / 2],
	       len / 1e6 / (t[reps / 2] / 1e3), nodes);
	if (forks) {
		Forks f = {0};
		TSLogger lg = {&f, logger};

		ts_parser_set_logger(p, lg);
		ts_tree_delete(ts_parser_parse_string(p, NULL, text, (uint32_t)len));
		printf("  %zu of %zu steps with more than one stack version (at most %zu)",
		       f.forked, f.steps, f.maxv);
	}
	printf("\n");
	ts_parser_delete(p);
	free(t);
}

int
main(int argc, char **argv)
{
	jmp_buf jb;
	Ctx c;
	PPOutput pp = {0};
	const char *file = NULL;
	int reps = 5, i;
	bool forks = false;
	FILE *f;
	char *src, *marked = NULL;
	long len;
	double *t;

	ctx_init(&c, &jb);
	if (setjmp(jb)) {
		fprintf(stderr, "parsebench: internal error\n");
		return 3;
	}
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			reps = atoi(argv[++i]);
		else if (strcmp(argv[i], "-I") == 0 && i + 1 < argc)
			VEC_PUSH(&c.ar, &c.opt.incdirs, argv[++i]);
		else if (strcmp(argv[i], "--forks") == 0)
			forks = true;
		else
			file = argv[i];
	}
	if (!file || reps < 1) {
		fprintf(stderr, "usage: parsebench [-n REPS] [--forks] [-I DIR]... FILE\n");
		return 2;
	}
	if (!(f = fopen(file, "rb"))) {
		perror(file);
		return 2;
	}
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	fseek(f, 0, SEEK_SET);
	src = malloc((size_t)len + 1);
	if (!src || fread(src, 1, (size_t)len, f) != (size_t)len)
		return 2;
	src[len] = 0;
	fclose(f);
	zc_target_resolve(&c);
	pp_run(&c, file, src, (size_t)len, NULL, 0, &pp);
	if (c.nerrors) {
		Buf b;

		buf_init(&b, &c.ar);
		zc_render_diags(&c, &b);
		fputs(b.s, stderr);
		return 1;
	}
	t = malloc(sizeof *t * (size_t)reps);
	for (i = 0; i < reps; i++) {
		double a = cpu_ms();

		marked = ast_mark_typenames(&c.ar, pp.text, pp.len);
		t[i] = cpu_ms() - a;
	}
	qsort(t, (size_t)reps, sizeof *t, cmp);
	printf("%-10s %9zu bytes %9.2f ms %7.2f MB/s\n", "typenames", pp.len, t[reps / 2],
	       pp.len / 1e6 / (t[reps / 2] / 1e3));
	bench("opencl", tree_sitter_opencl(), marked, pp.len, reps, forks);
	{
		CutVec cuts = {0};

		/* frontend/ast.c's pieces: 16 KB */
		marked = ast_mark_typenames_cut(&c.ar, pp.text, pp.len, 16 * 1024, &cuts, NULL, NULL);
		VEC_PUSH(&c.ar, &cuts, (uint32_t)pp.len);
		pieces(marked, pp.len, &cuts, reps);
	}
#ifdef WITH_TREE_SITTER_C
	bench("c", tree_sitter_c(), pp.text, pp.len, reps, false);
#endif
	ctx_free(&c);
	free(src);
	free(t);
	return 0;
}
