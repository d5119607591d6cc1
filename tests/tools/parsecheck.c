/* parsecheck.c — parse OpenCL C files with zocc's tree-sitter grammar and
 * report every ERROR and MISSING node as file:line:col.
 *
 *     parsecheck [-n] [-t] FILE...
 *
 * The files are unpreprocessed test kernels while the grammar reads
 * preprocessed text, so preprocessing directives are blanked out first: a
 * line whose first non-blank character is '#' (and the lines it continues
 * with a trailing backslash) becomes spaces, which keeps every line and
 * column where it was.  Object-like macros then parse as identifiers; files
 * that need real macro expansion to parse are marked `// parse: invalid` and
 * left out by tests/run.py.  Type names are marked the way zocc marks them
 * before parsing (frontend/typenames.c, linked from libzocc.a).  -n parses
 * the text as it is, unmarked; -t prints the tree.
 *
 * Exit status: 0 when every file parses cleanly, 1 when a file has an ERROR or
 * MISSING node, 2 when a file cannot be read. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "zc.h"

char *ast_mark_typenames(Arena *ar, const char *text, size_t len);

const TSLanguage *tree_sitter_opencl(void);

static char *
readfile(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0, got;
	char *b = malloc(cap);
	while (b && (got = fread(b + n, 1, cap - n - 1, f)) > 0) {
		n += got;
		if (n + 1 == cap)
			b = realloc(b, cap *= 2);
	}
	if (!b || ferror(f)) {
		int e = b ? EIO : ENOMEM;
		fclose(f);
		free(b);
		errno = e;
		return NULL;
	}
	fclose(f);
	b[n] = 0;
	*len = n;
	return b;
}

/* Blank preprocessing directives in place (see the top of the file). */
static void
blankdirectives(char *s, size_t n)
{
	int atstart = 1, indirective = 0;
	char last = 0; /* the last character before blanking, other than \r */
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (c == '\n') {
			indirective = indirective && last == '\\'; /* line continues */
			atstart = 1;
			last = c;
			continue;
		}
		if (atstart && c == '#')
			indirective = 1;
		if (c != ' ' && c != '\t')
			atstart = 0;
		if (c != '\r')
			last = c;
		if (indirective && c != '\r')
			s[i] = ' ';
	}
}

/* The source text of a node, on one line and cut short, for messages. */
static void
snippet(const char *src, TSNode n, char *out, size_t cap)
{
	uint32_t a = ts_node_start_byte(n), b = ts_node_end_byte(n);
	size_t k = 0;
	for (uint32_t i = a; i < b && k + 4 < cap; i++) {
		char c = src[i];
		if (c == '\n')
			break;
		out[k++] = c == '\t' ? ' ' : c;
	}
	if (k + 4 >= cap || (a + k < b))
		out[k++] = '.', out[k++] = '.', out[k++] = '.';
	out[k] = 0;
}

/* Reports the ERROR and MISSING nodes under n; returns how many. */
static int
report(const char *path, const char *src, TSNode n)
{
	if (!ts_node_has_error(n))
		return 0;
	TSPoint p = ts_node_start_point(n);
	if (ts_node_is_missing(n)) {
		printf("%s:%u:%u: error: missing '%s'\n", path, p.row + 1, p.column + 1,
		    ts_node_type(n));
		return 1;
	}
	int count = 0;
	if (!strcmp(ts_node_type(n), "ERROR")) {
		char text[64];
		snippet(src, n, text, sizeof text);
		printf("%s:%u:%u: error: syntax error at '%s'\n", path, p.row + 1,
		    p.column + 1, text);
		count++;
	}
	uint32_t nc = ts_node_child_count(n);
	for (uint32_t i = 0; i < nc; i++)
		count += report(path, src, ts_node_child(n, i));
	return count;
}

int
main(int argc, char **argv)
{
	int raw = 0, tree = 0, status = 0, i = 1;
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-n"))
			raw = 1;
		else if (!strcmp(argv[i], "-t"))
			tree = 1;
		else {
			fprintf(stderr, "usage: parsecheck [-n] [-t] FILE...\n");
			return 2;
		}
	}
	if (i == argc) {
		fprintf(stderr, "usage: parsecheck [-n] [-t] FILE...\n");
		return 2;
	}
	TSParser *parser = ts_parser_new();
	if (!ts_parser_set_language(parser, tree_sitter_opencl())) {
		fprintf(stderr, "parsecheck: the grammar's ABI (%u) is not one this "
		    "libtree-sitter loads\n", ts_language_version(tree_sitter_opencl()));
		return 2;
	}
	for (; i < argc; i++) {
		size_t len;
		char *src = readfile(argv[i], &len);
		if (!src) {
			fprintf(stderr, "parsecheck: %s: %s\n", argv[i], strerror(errno));
			status = 2;
			continue;
		}
		Arena ar;
		const char *text = src;

		ar_init(&ar, NULL); /* out of memory aborts: a test tool */
		if (!raw) {
			blankdirectives(src, len);
			text = ast_mark_typenames(&ar, src, len);
		}
		TSTree *t = ts_parser_parse_string(parser, NULL, text, (uint32_t)len);
		TSNode root = ts_tree_root_node(t);
		if (tree) {
			char *s = ts_node_string(root);
			printf("%s\n", s);
			free(s);
		}
		if (report(argv[i], src, root) && status == 0)
			status = 1;
		ts_tree_delete(t);
		ar_free(&ar);
		free(src);
	}
	ts_parser_delete(parser);
	return status;
}
