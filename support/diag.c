/* diag.c — collecting diagnostics and printing them the way clang does:
 *
 *     k.cl:3:9: error: use of undeclared identifier 'y'
 *         x = y;
 *             ^
 *     k.cl:1:11: note: expanded from macro 'Y'
 *
 * A diagnostic at a token that came out of a macro is reported at the
 * outermost use of the macro, with one note per expansion level pointing
 * into the macro's definition; one in an #include'd file comes after a
 * line "In file included from a.cl:3:" for each #include that led there.
 * They are printed in the order of the program's text. */
#include <stdio.h>
#include <string.h>

#include "zc.h"

void
ctx_init(Ctx *c, jmp_buf *fatal)
{
	memset(c, 0, sizeof *c);
	ar_init(&c->ar, fatal);
	c->fatal = fatal;
	c->max_errors = 50;
	c->opt.cl_std = 120;
	c->opt.dwarf = 5; /* clang-15's -g on Linux */
	c->opt.debug_columns = true;
	c->opt.debug_embed = true;
	c->opt.limits = (Limits){ZC_LIMIT_EXPANSION, ZC_LIMIT_TOKENS, ZC_LIMIT_NESTING, ZC_LIMIT_DEPTH,
	                         ZC_LIMIT_STATEMENTS, ZC_LIMIT_MODULE};
}

void
ctx_free(Ctx *c)
{
	ar_free(&c->ar);
}

static size_t
push(Ctx *c, int sev, Loc l, const char *msg, uint32_t parent)
{
	Diag d = {sev, l, msg, parent};

	VEC_PUSH(&c->ar, &c->diags, d);
	return c->diags.n - 1;
}

/* ---- warning options ----
 *
 * Every warning names its clang option at the end of its message, as
 * clang prints it ("... [-Wmacro-redefined]").  -Wno-NAME drops it,
 * -Werror=NAME makes it an error ("[-Werror,-Wmacro-redefined]"),
 * -Wno-error=NAME keeps it a warning under -Werror; the options apply in
 * the order given, the last that names a warning deciding. */

/* the names zocc's warnings carry, then clang's groups and common options
 * that name none of them (accepted, as clang accepts them: zocc's
 * warnings are all on by default) */
static const char *const warning_names[] = {
	"#warnings", "array-bounds", "builtin-macro-redefined", "c99-extensions",
	"compare-distinct-pointer-types", "division-by-zero", "duplicate-decl-specifier",
	"excess-initializers", "extra-tokens", "ignored-attributes", "ignored-pragmas",
	"implicitly-unsigned-literal", "incompatible-pointer-types",
	"incompatible-pointer-types-discards-qualifiers", "integer-overflow", "invalid-pp-token",
	"macro-redefined", "missing-declarations", "multichar", "null-character",
	"opencl-unsupported-rgba", "pedantic", "pointer-compare", "pointer-integer-compare",
	"pointer-type-mismatch", "pragma-once-outside-header", "trigraphs", "typedef-redefinition",
	"unknown-attributes", "unknown-escape-sequence", "unknown-pragmas",
	"unknown-warning-option", "unused-command-line-argument", "redefined-builtin-function",
	"backslash-newline-escape", "invalid-command-line-argument", "empty-case-range",
	"predefined-identifier-outside-function", "extern-initializer", "variadic-macros",
	"gnu-variable-sized-type-not-at-end", "c2x-extensions", "initializer-overrides",
	"unreachable-code-generic-assoc", "pointer-sign", "int-conversion", "int-to-pointer-cast",
	"pointer-to-int-cast", "undefined-import",
	"gnu-folding-constant",
	/* clang's groups and common options */
	"all", "extra", "everything", "most", "conversion", "sign-compare", "sign-conversion",
	"shadow", "unused", "unused-variable", "unused-parameter", "unused-function",
	"unused-value", "unused-label", "unused-but-set-variable", "uninitialized",
	"implicit-function-declaration", "implicit-int", "float-conversion", "shorten-64-to-32",
	"comment", "missing-prototypes", "missing-braces", "missing-field-initializers",
	"format", "parentheses", "switch", "return-type", "strict-prototypes", "cast-align",
	"double-promotion", "float-equal", "constant-conversion", "literal-conversion",
	"tautological-compare", "self-assign", "deprecated", "undef", "vla", "newline-eof",
	"gnu", "language-extension-token", "c11-extensions",
};

/* The warnings clang makes errors unless told otherwise (its DefaultError
 * ones): -Wno-NAME drops them, -Wno-error=NAME makes them warnings, -w
 * leaves them errors, and they are printed without "-Werror,". */
static const char *const default_errors[] = {"int-conversion"};

static bool
default_error(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(default_errors); i++)
		if (strlen(default_errors[i]) == len && memcmp(default_errors[i], name, len) == 0)
			return true;
	return false;
}

/* clang's groups that hold a warning besides its own name: -Wno-GROUP
 * and -Werror=GROUP apply to it too (-Wno-incompatible-pointer-types
 * silences the discarded qualifiers, -Wno-conversion the int-conversion
 * errors, as in clang) */
static const struct { const char *warning, *group; } groups[] = {
	{"gnu-folding-constant", "gnu"},
	{"gnu-folding-constant", "pedantic"},
	{"incompatible-pointer-types-discards-qualifiers", "incompatible-pointer-types"},
	{"int-conversion", "conversion"},
};

/* clang's extension warnings, off unless an option names them (or a group
 * holding them: -pedantic, -Wgnu, -Weverything) */
static const char *const default_off[] = {"gnu-folding-constant"};

static bool
off_by_default(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(default_off); i++)
		if (strlen(default_off[i]) == len && memcmp(default_off[i], name, len) == 0)
			return true;
	return false;
}

/* does option name n (len bytes of it) cover warning name? */
static bool
covers(const char *n, const char *name, size_t len)
{
	size_t i;

	if (strcmp(n, "everything") == 0 || (strlen(n) == len && memcmp(n, name, len) == 0))
		return true;
	for (i = 0; i < ZC_COUNTOF(groups); i++)
		if (strcmp(n, groups[i].group) == 0 && strlen(groups[i].warning) == len &&
		    memcmp(groups[i].warning, name, len) == 0)
			return true;
	return false;
}

static bool
known_warning(const char *name)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(warning_names); i++)
		if (strcmp(name, warning_names[i]) == 0)
			return true;
	return false;
}

/* the name of -W<opt>'s warning, after no-, error=, no-error= */
static const char *
option_name(const char *opt)
{
	if (strncmp(opt, "no-", 3) == 0)
		opt += 3;
	if (strncmp(opt, "error=", 6) == 0)
		opt += 6;
	return opt;
}

/* After the options are read: clang's warning for a -W option it does not
 * know (itself subject to -Wno-unknown-warning-option), with the nearest
 * name zocc knows ("-Wno-macro-redefine": "-Wno-macro-redefined"). */
void
zc_check_warning_options(Ctx *c)
{
	size_t i;

	for (i = 0; i < c->opt.wflags.n; i++) {
		const char *o = c->opt.wflags.v[i], *name = option_name(o);
		const char *near;

		if (known_warning(name))
			continue;
		near = zc_suggest_list(name, warning_names, ZC_COUNTOF(warning_names));
		if (near)
			zc_warning(c, (Loc){0}, "unknown warning option '-W%s'; did you mean '-W%.*s%s'? [-Wunknown-warning-option]",
			           o, (int)(name - o), o, near);
		else
			zc_warning(c, (Loc){0}, "unknown warning option '-W%s' [-Wunknown-warning-option]", o);
	}
}

enum { W_DEFAULT, W_OFF, W_ON, W_ERROR, W_NOERROR };

/* what the options say of warning name */
static int
warning_state(Ctx *c, const char *name, size_t len)
{
	int st = off_by_default(name, len) ? W_OFF : W_DEFAULT;
	size_t i;

	for (i = 0; i < c->opt.wflags.n; i++) {
		const char *o = c->opt.wflags.v[i], *n = option_name(o);
		bool no = strncmp(o, "no-", 3) == 0, err = strncmp(o + (no ? 3 : 0), "error=", 6) == 0;

		if (!covers(n, name, len))
			continue;
		if (err)
			st = no ? W_NOERROR : W_ERROR;
		else if (no)
			st = W_OFF;
		else if (st == W_OFF)
			st = W_ON;
	}
	return st;
}

/* One note per macro expansion level of l, outermost first as clang
 * prints them: each points into the definition of the macro it names. */
static void
expansion_notes(Ctx *c, Loc l, size_t idx)
{
	size_t depth = 0, k;
	Loc *chain, cur;

	for (cur = l; cur.exp && cur.exp < c->src.exps.n && depth < 100000; depth++)
		cur = c->src.exps.v[cur.exp].use;
	chain = depth ? ar_alloc(&c->ar, depth * sizeof *chain) : NULL;
	for (cur = l, k = 0; k < depth; k++) {
		chain[k] = cur;
		cur = c->src.exps.v[cur.exp].use;
	}
	for (k = depth; k-- > 0;) {
		Loc spell = {chain[k].file, chain[k].off, 0};

		push(c, DIAG_NOTE, spell,
		     ar_printf(&c->ar, "expanded from macro '%s'", c->src.exps.v[chain[k].exp].macro),
		     (uint32_t)idx + 1);
	}
}

size_t
zc_diag(Ctx *c, int sev, Loc l, const char *fmt, va_list ap)
{
	size_t idx;
	char *msg;

	if (c->stopped || (c->mute && sev != DIAG_FATAL))
		return (size_t)-1;
	if (sev == DIAG_WARNING && (l.file || l.exp)) {
		/* none from a header of an -isystem directory, as clang shows none
		 * from a system header (its macros' expansions count where used) */
		Loc at = src_outermost(c, l);

		if (at.file && at.file < c->src.files.n && c->src.files.v[at.file] && c->src.files.v[at.file]->sysdir)
			return (size_t)-1;
	}
	msg = ar_vprintf(&c->ar, fmt, ap);
	if (sev == DIAG_WARNING) {
		char *tag = NULL, *t;
		size_t len;
		int st = W_DEFAULT;

		for (t = strstr(msg, " [-W"); t; t = strstr(t + 1, " [-W"))
			tag = t; /* the last: the message may quote an option */
		len = tag ? strlen(tag + 4) : 0;
		if (len > 1 && tag[4 + len - 1] == ']')
			st = warning_state(c, tag + 4, len - 1);
		if (st == W_OFF)
			return (size_t)-1;
		if (len > 1 && st != W_NOERROR && default_error(tag + 4, len - 1))
			sev = DIAG_ERROR;
		else if (c->nowarn)
			return (size_t)-1;
		else if (st == W_ERROR || (c->werror && st != W_NOERROR)) {
			sev = DIAG_ERROR;
			if (tag)
				msg = ar_printf(&c->ar, "%.*s [-Werror,-W%s", (int)(tag - msg), msg, tag + 4);
		}
	}
	if (sev >= DIAG_ERROR && c->max_errors && c->nerrors >= c->max_errors) {
		c->stopped = true;
		push(c, DIAG_FATAL, (Loc){0}, "too many errors emitted, stopping now", 0);
		c->nerrors++;
		return (size_t)-1;
	}
	idx = push(c, sev, src_outermost(c, l), msg, 0);
	if (sev >= DIAG_ERROR)
		c->nerrors++;
	else if (sev == DIAG_WARNING)
		c->nwarnings++;
	expansion_notes(c, l, idx);
	return idx;
}

size_t
zc_error(Ctx *c, Loc l, const char *fmt, ...)
{
	va_list ap;
	size_t r;

	va_start(ap, fmt);
	r = zc_diag(c, DIAG_ERROR, l, fmt, ap);
	va_end(ap);
	return r;
}

size_t
zc_warning(Ctx *c, Loc l, const char *fmt, ...)
{
	va_list ap;
	size_t r;

	va_start(ap, fmt);
	r = zc_diag(c, DIAG_WARNING, l, fmt, ap);
	va_end(ap);
	return r;
}

void
zc_note(Ctx *c, Loc l, const char *fmt, ...)
{
	va_list ap;
	size_t parent = 0;
	Diag d;

	if (c->stopped || c->mute || c->diags.n == 0)
		return;
	/* attach to the last diagnostic that is not a note; drop the note if
	 * that diagnostic was suppressed (-w) */
	for (parent = c->diags.n; parent > 0; parent--)
		if (c->diags.v[parent - 1].severity != DIAG_NOTE)
			break;
	if (!parent)
		return;
	va_start(ap, fmt);
	d.severity = DIAG_NOTE;
	d.loc = src_outermost(c, l);
	d.msg = ar_vprintf(&c->ar, fmt, ap);
	d.parent = (uint32_t)parent;
	va_end(ap);
	VEC_PUSH(&c->ar, &c->diags, d);
	/* a note in a macro has its expansion notes too, as in clang */
	expansion_notes(c, l, parent - 1);
}

void
zc_unsupported(Ctx *c, Loc l, int feature, const char *what)
{
	static const char *const name[] = {"blocks", "device-side enqueue", "pipes"};
	static const char *const why[] = {
		"are not supported: Level Zero has no device-side enqueue",
		"is not supported: Level Zero has no device queues",
		"are not supported: Level Zero has no pipe objects",
	};

	if (c->unsupported & (1u << feature))
		return;
	c->unsupported |= (uint8_t)(1u << feature);
	zc_error(c, l, "%s%s%s%s %s", name[feature], what ? " ('" : "", what ? what : "", what ? "')" : "",
	         why[feature]);
}

_Noreturn void
zc_fatal(Ctx *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	c->stopped = false;
	zc_diag(c, DIAG_FATAL, (Loc){0}, fmt, ap);
	va_end(ap);
	longjmp(*c->fatal, 1);
}

/* ---- source order ----
 *
 * Diagnostics are printed in the order of the program's text, as the
 * translation unit runs through its #include'd files, whichever pass
 * found them: a diagnostic with its notes, ordered by where it is; those
 * without a place stay first (the command line's) or go last (the limit's
 * "too many errors"). */

/* The include chain of l: (file, offset) pairs from the file the
 * translation unit starts in to l's own; the number of pairs, at most max. */
static size_t
include_chain(Ctx *c, Loc l, Loc *out, size_t max)
{
	size_t n = 0, i;

	l = src_outermost(c, l);
	while (l.file && l.file < c->src.files.n && n < max) {
		out[n++] = l;
		l = src_outermost(c, c->src.files.v[l.file]->included_from);
	}
	for (i = 0; i < n / 2; i++) {
		Loc t = out[i];

		out[i] = out[n - 1 - i];
		out[n - 1 - i] = t;
	}
	return n;
}

/* A diagnostic and its notes, with where it is. */
typedef struct Group {
	size_t first, n; /* diags[first..first+n) */
	int rank;        /* 0: no place, before any placed; 1: placed; 2: no place, after */
	Loc *chain;      /* include_chain of its place */
	size_t depth;
} Group;

enum { MAX_CHAIN = 256 }; /* deeper than the preprocessor's #include limit */

static bool
group_before(const Group *a, const Group *b)
{
	size_t i;

	if (a->rank != b->rank)
		return a->rank < b->rank;
	for (i = 0; i < a->depth && i < b->depth; i++) {
		if (a->chain[i].file != b->chain[i].file)
			return a->chain[i].file < b->chain[i].file;
		if (a->chain[i].off != b->chain[i].off)
			return a->chain[i].off < b->chain[i].off;
	}
	return a->depth < b->depth;
}

/* stable merge sort of g[0..n) through tmp */
static void
sort_groups(Group *g, Group *tmp, size_t n)
{
	size_t mid = n / 2, i = 0, j = mid, k = 0;

	if (n < 2)
		return;
	sort_groups(g, tmp, mid);
	sort_groups(g + mid, tmp, n - mid);
	while (i < mid && j < n)
		tmp[k++] = group_before(&g[j], &g[i]) ? g[j++] : g[i++];
	while (i < mid)
		tmp[k++] = g[i++];
	while (j < n)
		tmp[k++] = g[j++];
	memcpy(g, tmp, n * sizeof *g);
}

void
zc_sort_diags(Ctx *c)
{
	Group *g, *tmp;
	Diag *out;
	size_t i, ng = 0, k = 0;
	bool placed = false;
	Loc chain[MAX_CHAIN];

	if (c->diags.n < 2)
		return;
	g = ar_alloc(&c->ar, c->diags.n * sizeof *g);
	tmp = ar_alloc(&c->ar, c->diags.n * sizeof *tmp);
	for (i = 0; i < c->diags.n; i++) {
		Diag *d = &c->diags.v[i];

		if (d->severity == DIAG_NOTE && ng) {
			g[ng - 1].n++;
			continue;
		}
		g[ng].first = i;
		g[ng].n = 1;
		g[ng].depth = d->loc.file ? include_chain(c, d->loc, chain, MAX_CHAIN) : 0;
		g[ng].chain = g[ng].depth ? ar_alloc(&c->ar, g[ng].depth * sizeof *chain) : NULL;
		if (g[ng].depth)
			memcpy(g[ng].chain, chain, g[ng].depth * sizeof *chain);
		placed |= g[ng].depth > 0;
		g[ng].rank = g[ng].depth ? 1 : placed ? 2 : 0;
		ng++;
	}
	sort_groups(g, tmp, ng);
	out = ar_alloc(&c->ar, c->diags.n * sizeof *out);
	for (i = 0; i < ng; i++) {
		size_t j, parent = k + 1;

		for (j = 0; j < g[i].n; j++) {
			out[k] = c->diags.v[g[i].first + j];
			if (j)
				out[k].parent = (uint32_t)parent;
			k++;
		}
	}
	memcpy(c->diags.v, out, c->diags.n * sizeof *out);
}

static const char *const sevname[] = {"note", "warning", "error", "fatal error"};

/* -fcolor-diagnostics: clang's escape sequences, byte for byte (bold for
 * the location and an error's or warning's message, the severity in its
 * colour, the caret line green) */
#define BOLD "\033[1m"
#define RESET "\033[0m"
#define GREEN "\033[0;1;32m"
static const char *const sevcolor[] = {"\033[0;1;30m", "\033[0;1;35m", "\033[0;1;31m", "\033[0;1;31m"};

/* "error: message" after the location, in colour if asked */
static void
put_message(Buf *out, const Diag *d, bool color)
{
	if (!color)
		buf_printf(out, "%s: %s\n", sevname[d->severity], d->msg);
	else if (d->severity == DIAG_NOTE)
		buf_printf(out, "%s%s: " RESET "%s" RESET "\n", sevcolor[d->severity], sevname[d->severity], d->msg);
	else
		buf_printf(out, "%s%s: " RESET BOLD "%s" RESET "\n", sevcolor[d->severity], sevname[d->severity], d->msg);
}

/* "In file included from a.cl:3:" for each #include that led to the file
 * of a diagnostic, outermost first; clang prints them when the include
 * point differs from the last diagnostic's, and not for notes (whose
 * place still counts as the last). */
static void
include_stack(Ctx *c, Buf *out, const Diag *d, Loc *last)
{
	Loc l = src_outermost(c, d->loc), inc, chain[MAX_CHAIN];
	size_t n, i;

	if (!l.file || l.file >= c->src.files.n)
		return;
	inc = src_outermost(c, c->src.files.v[l.file]->included_from);
	if (inc.file == last->file && inc.off == last->off)
		return;
	*last = inc;
	if (d->severity == DIAG_NOTE || !inc.file)
		return;
	n = include_chain(c, inc, chain, MAX_CHAIN);
	for (i = 0; i < n; i++) {
		PLoc p = src_ploc(c, chain[i]);

		if (p.file)
			buf_printf(out, "In file included from %s:%u:\n", p.file, p.line);
	}
}

enum { MAX_SNIPPET = 4096, SNIPPET_BEFORE = 100, SNIPPET_AFTER = 200 };

void
zc_render_diags(Ctx *c, Buf *out)
{
	size_t i;
	bool color = c->opt.color;
	Loc last = {0};

	zc_sort_diags(c);
	for (i = 0; i < c->diags.n; i++) {
		Diag *d = &c->diags.v[i];
		PLoc p = src_ploc(c, d->loc);
		uint32_t k, from, to;

		include_stack(c, out, d, &last);
		if (!p.file) {
			buf_puts(out, "zocc: ");
			put_message(out, d, color);
			continue;
		}
		buf_printf(out, color ? BOLD "%s:%u:%u: " RESET : "%s:%u:%u: ", p.file, p.line, p.col);
		put_message(out, d, color);
		/* a line of generated code can be megabytes long, once for every
		 * diagnostic on it: past MAX_SNIPPET bytes only the part around
		 * the column is shown, between "..." */
		from = 0;
		to = p.linelen;
		if (p.linelen > MAX_SNIPPET) {
			from = p.col > SNIPPET_BEFORE + 1 ? p.col - 1 - SNIPPET_BEFORE : 0;
			if (from > p.linelen - SNIPPET_BEFORE) /* a column past the end (a missing newline) */
				from = p.linelen - SNIPPET_BEFORE;
			to = from + SNIPPET_BEFORE + SNIPPET_AFTER < p.linelen ? from + SNIPPET_BEFORE + SNIPPET_AFTER
			                                                       : p.linelen;
			if (from)
				buf_puts(out, "...");
		}
		buf_putn(out, p.linetext + from, to - from);
		buf_puts(out, to < p.linelen ? "...\n" : "\n");
		/* the caret goes under the column; tabs in the line are kept so it
		 * lines up whatever the terminal's tab width */
		if (color)
			buf_puts(out, GREEN);
		if (from)
			buf_puts(out, "   ");
		for (k = from; k + 1 < p.col && k < to; k++)
			buf_putc(out, p.linetext[k] == '\t' ? '\t' : ' ');
		buf_puts(out, color ? "^\n" RESET : "^\n");
	}
}
