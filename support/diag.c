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
	Diag d = {sev, l, msg, parent, NULL};

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

/* The warning options clang knows that zocc accepts.  Columns: the name;
 * W, a warning zocc gives (its messages end in [-W<name>]), G, a group
 * that holds warnings zocc gives, or N, a name clang has that zocc
 * accepts and never gives (doc/diagnostics.md lists them); 1 when clang
 * gives it only if an option asks (-Wall, -Wextra, the name...); the
 * groups that hold it, as clang-15 groups them.  -Wno-GROUP, -WGROUP,
 * -Werror=GROUP act on every warning under GROUP, at any depth. */
typedef struct WarnOpt {
	const char *name;
	char kind;           /* 'W', 'G' or 'N' */
	bool off;            /* off by default */
	const char *in[3];   /* its groups (NULL: no more) */
} WarnOpt;

static const WarnOpt warn_opts[] = {
	/* the groups */
	{"everything", 'G', 0, {0}},
	{"all", 'G', 0, {0}},
	{"most", 'G', 0, {"all"}},
	{"extra", 'G', 0, {0}},
	{"unused", 'G', 0, {"most"}},
	{"conversion", 'G', 0, {0}},
	{"parentheses", 'W', 0, {"all"}},
	{"pragmas", 'G', 0, {0}},
	{"non-gcc", 'G', 0, {0}},
	{"gnu", 'G', 1, {0}},
	{"int-conversions", 'G', 0, {0}},
	{"tautological-constant-compare", 'W', 0, {"tautological-compare"}},
	/* zocc's own warnings, by clang's names */
	{"#warnings", 'W', 0, {0}},
	{"array-bounds", 'W', 0, {0}},
	{"backslash-newline-escape", 'W', 0, {0}},
	{"builtin-macro-redefined", 'W', 0, {0}},
	{"c2x-extensions", 'W', 0, {0}},
	{"c99-extensions", 'W', 0, {0}},
	{"compare-distinct-pointer-types", 'W', 0, {0}},
	{"constant-conversion", 'W', 0, {"conversion"}},
	{"division-by-zero", 'W', 0, {0}},
	{"duplicate-decl-specifier", 'W', 0, {0}},
	{"empty-case-range", 'W', 0, {0}},
	{"excess-initializers", 'W', 0, {0}},
	{"extern-initializer", 'W', 0, {0}},
	{"extra-tokens", 'W', 0, {0}},
	{"format", 'W', 0, {"most"}},
	{"format-extra-args", 'W', 0, {"format"}},
	{"format-insufficient-args", 'W', 0, {"format"}},
	{"format-invalid-specifier", 'W', 0, {"format"}},
	{"gnu-folding-constant", 'W', 1, {"gnu", "pedantic"}},
	{"gnu-variable-sized-type-not-at-end", 'W', 0, {0}},
	{"ignored-attributes", 'W', 0, {0}},
	{"ignored-pragmas", 'W', 0, {"pragmas"}},
	{"implicitly-unsigned-literal", 'W', 0, {0}},
	{"incompatible-pointer-types", 'W', 0, {0}},
	{"incompatible-pointer-types-discards-qualifiers", 'W', 0, {"incompatible-pointer-types"}},
	{"initializer-overrides", 'W', 0, {"extra"}},
	{"int-conversion", 'W', 0, {"conversion", "int-conversions", "non-gcc"}},
	{"int-to-pointer-cast", 'W', 0, {0}},
	{"integer-overflow", 'W', 0, {0}},
	{"invalid-command-line-argument", 'W', 0, {0}},
	{"invalid-pp-token", 'W', 0, {0}},
	{"literal-conversion", 'W', 0, {"conversion"}},
	{"macro-redefined", 'W', 0, {0}},
	{"missing-declarations", 'W', 0, {0}},
	{"multichar", 'W', 0, {"most"}},
	{"null-character", 'N', 0, {0}},
	{"opencl-unsupported-rgba", 'W', 0, {0}},
	{"parentheses-equality", 'W', 0, {"parentheses"}},
	{"pedantic", 'W', 0, {0}},
	{"pointer-compare", 'W', 0, {0}},
	{"pointer-integer-compare", 'W', 0, {0}},
	{"pointer-sign", 'W', 0, {0}},
	{"pointer-to-int-cast", 'W', 0, {0}},
	{"pointer-type-mismatch", 'W', 0, {0}},
	{"pragma-once-outside-header", 'W', 0, {0}},
	{"predefined-identifier-outside-function", 'W', 0, {0}},
	{"redefined-builtin-function", 'W', 0, {0}},
	{"return-type", 'W', 0, {"most"}},
	{"sign-compare", 'W', 1, {"extra"}},
	{"sometimes-uninitialized", 'W', 1, {"uninitialized"}},
	{"tautological-compare", 'W', 0, {"most"}},
	{"tautological-constant-out-of-range-compare", 'W', 0, {"tautological-constant-compare"}},
	{"trigraphs", 'W', 0, {"most"}},
	{"typedef-redefinition", 'W', 0, {0}},
	{"undefined-import", 'W', 0, {0}},
	{"uninitialized", 'W', 1, {"most"}},
	{"unknown-attributes", 'W', 0, {0}},
	{"unknown-escape-sequence", 'W', 0, {0}},
	{"unknown-pragmas", 'W', 0, {"most", "pragmas"}},
	{"unknown-warning-option", 'W', 0, {0}},
	{"unreachable-code-generic-assoc", 'W', 0, {0}},
	{"unused-but-set-parameter", 'W', 1, {"extra"}},
	{"unused-but-set-variable", 'W', 1, {"unused"}},
	{"unused-command-line-argument", 'W', 0, {0}},
	{"unused-parameter", 'W', 1, {"extra"}},
	{"unused-variable", 'W', 1, {"unused"}},
	{"variadic-macros", 'W', 0, {0}},
	/* clang's names zocc accepts and does not implement */
	{"bitwise-op-parentheses", 'N', 0, {"parentheses"}},
	{"bool-operation", 'N', 0, {0}},
	{"c11-extensions", 'N', 0, {0}},
	{"cast-align", 'N', 1, {0}},
	{"comment", 'N', 0, {"most"}},
	{"conditional-uninitialized", 'N', 1, {0}},
	{"constant-logical-operand", 'N', 0, {0}},
	{"dangling-else", 'N', 0, {"parentheses"}},
	{"deprecated", 'N', 0, {0}},
	{"double-promotion", 'N', 1, {0}},
	{"float-conversion", 'N', 1, {"conversion"}},
	{"float-equal", 'N', 1, {0}},
	{"format-security", 'N', 0, {"format"}},
	{"format-zero-length", 'N', 0, {"format"}},
	{"implicit-function-declaration", 'N', 0, {0}},
	{"implicit-int", 'N', 0, {0}},
	{"implicit-int-conversion", 'N', 1, {"conversion"}},
	{"language-extension-token", 'N', 1, {0}},
	{"logical-not-parentheses", 'N', 0, {"parentheses"}},
	{"logical-op-parentheses", 'N', 1, {"parentheses"}},
	{"missing-braces", 'N', 1, {"most"}},
	{"missing-field-initializers", 'N', 1, {"extra"}},
	{"missing-prototypes", 'N', 1, {0}},
	{"newline-eof", 'N', 1, {0}},
	{"self-assign", 'N', 0, {"most"}},
	{"shadow", 'N', 1, {0}},
	{"shift-count-negative", 'N', 0, {0}},
	{"shift-count-overflow", 'N', 0, {0}},
	{"shift-op-parentheses", 'N', 0, {"parentheses"}},
	{"shorten-64-to-32", 'N', 1, {"conversion"}},
	{"sign-conversion", 'N', 1, {"conversion"}},
	{"strict-prototypes", 'N', 1, {0}},
	{"switch", 'N', 0, {"all"}},
	{"tautological-type-limit-compare", 'N', 1, {0}},
	{"tautological-unsigned-zero-compare", 'N', 1, {"type-limits"}},
	{"type-limits", 'N', 1, {0}},
	{"undef", 'N', 1, {0}},
	{"unused-function", 'N', 1, {"unused"}},
	{"unused-label", 'N', 1, {"unused"}},
	{"unused-local-typedef", 'N', 1, {"unused"}},
	{"unused-value", 'N', 0, {"unused"}},
	{"vla", 'N', 1, {0}},
};

static const WarnOpt *
warn_opt(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < ZC_COUNTOF(warn_opts); i++)
		if (strlen(warn_opts[i].name) == len && memcmp(warn_opts[i].name, name, len) == 0)
			return &warn_opts[i];
	return NULL;
}

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

/* is w (or a group over it, depth levels up at most) the option named n? */
static bool
under(const WarnOpt *w, const char *n, int depth)
{
	size_t i;

	if (!w || depth > 8)
		return false;
	if (strcmp(w->name, n) == 0)
		return true;
	for (i = 0; i < ZC_COUNTOF(w->in) && w->in[i]; i++)
		if (under(warn_opt(w->in[i], strlen(w->in[i])), n, depth + 1))
			return true;
	return false;
}

/* does option name n (len bytes of it) cover warning name? */
static bool
covers(const char *n, const char *name, size_t len)
{
	const WarnOpt *w = warn_opt(name, len);

	if (strcmp(n, "everything") == 0)
		return true;
	if (!w)
		return strlen(n) == len && memcmp(n, name, len) == 0;
	return under(w, n, 0);
}

static bool
known_warning(const char *name)
{
	return warn_opt(name, strlen(name)) != NULL;
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

/* the warning option nearest to name, or NULL */
static const char *
suggest_warning(const char *name)
{
	Suggest s;
	size_t i;

	zc_suggest_init(&s, name, strlen(name));
	for (i = 0; i < ZC_COUNTOF(warn_opts); i++)
		zc_suggest_offer(&s, warn_opts[i].name, strlen(warn_opts[i].name));
	return s.best;
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
		near = suggest_warning(name);
		if (near)
			zc_warning(c, (Loc){0}, "unknown warning option '-W%s'; did you mean '-W%.*s%s'? [-Wunknown-warning-option]",
			           o, (int)(name - o), o, near);
		else
			zc_warning(c, (Loc){0}, "unknown warning option '-W%s' [-Wunknown-warning-option]", o);
	}
}

/* What the options say of a warning: whether it is given, and whether as
 * an error (-Werror=NAME, or not even under -Werror: -Wno-error=NAME). */
typedef struct WState {
	bool on;
	int err; /* 0: as -Werror says; 1: an error; -1: not an error */
} WState;

/* what the options say of warning name, in the order they were given */
static WState
warning_state(Ctx *c, const char *name, size_t len)
{
	const WarnOpt *w = warn_opt(name, len);
	WState st = {!w || !w->off, 0};
	size_t i;

	for (i = 0; i < c->opt.wflags.n; i++) {
		const char *o = c->opt.wflags.v[i], *n = option_name(o);
		bool no = strncmp(o, "no-", 3) == 0, err = strncmp(o + (no ? 3 : 0), "error=", 6) == 0;

		if (!covers(n, name, len))
			continue;
		if (err && no) {
			st.err = -1;
		} else if (err) {
			st.err = 1;
			st.on = true;
		} else {
			st.on = !no;
		}
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

bool
zc_warning_enabled(Ctx *c, const char *name)
{
	WState st = warning_state(c, name, strlen(name));

	if (!st.on)
		return false;
	return !c->nowarn || (st.err >= 0 && default_error(name, strlen(name)));
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

		if (at.file && at.file < c->src.files.n && c->src.files.v[at.file] && c->src.files.v[at.file]->sysdir) {
			c->dropped = true; /* its notes go with it */
			return (size_t)-1;
		}
	}
	msg = ar_vprintf(&c->ar, fmt, ap);
	if (sev == DIAG_WARNING) {
		char *tag = NULL, *t;
		size_t len;
		WState st = {true, 0};

		for (t = strstr(msg, " [-W"); t; t = strstr(t + 1, " [-W"))
			tag = t; /* the last: the message may quote an option */
		len = tag ? strlen(tag + 4) : 0;
		if (len > 1 && tag[4 + len - 1] == ']')
			st = warning_state(c, tag + 4, len - 1);
		c->dropped = true; /* its notes go with it */
		if (!st.on)
			return (size_t)-1;
		if (len > 1 && st.err >= 0 && default_error(tag + 4, len - 1))
			sev = DIAG_ERROR;
		else if (c->nowarn)
			return (size_t)-1;
		else if (st.err > 0 || (c->werror && st.err == 0)) {
			sev = DIAG_ERROR;
			c->nwerrors++;
			if (tag)
				msg = ar_printf(&c->ar, "%.*s [-Werror,-W%s", (int)(tag - msg), msg, tag + 4);
		}
	}
	c->dropped = false;
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

size_t
zc_note(Ctx *c, Loc l, const char *fmt, ...)
{
	va_list ap;
	size_t parent = 0, idx;
	Diag d = {0};

	if (c->stopped || c->mute || c->diags.n == 0 || c->dropped)
		return (size_t)-1;
	/* attach to the last diagnostic that is not a note; drop the note if
	 * that diagnostic was suppressed (c->dropped: -w, -Wno-NAME) */
	for (parent = c->diags.n; parent > 0; parent--)
		if (c->diags.v[parent - 1].severity != DIAG_NOTE)
			break;
	if (!parent)
		return (size_t)-1;
	va_start(ap, fmt);
	d.severity = DIAG_NOTE;
	d.loc = src_outermost(c, l);
	d.msg = ar_vprintf(&c->ar, fmt, ap);
	d.parent = (uint32_t)parent;
	va_end(ap);
	VEC_PUSH(&c->ar, &c->diags, d);
	idx = c->diags.n - 1;
	/* a note in a macro has its expansion notes too, as in clang */
	expansion_notes(c, l, parent - 1);
	return idx;
}

/* A fix-it for diagnostic idx: text to write at l, where `len` bytes of
 * the source are replaced (0: an insertion).  Fix-its of one diagnostic
 * are kept in the order given, left to right on one line; none in text
 * that came out of a macro (clang offers none there either). */
void
zc_fixit(Ctx *c, size_t idx, Loc l, uint32_t len, const char *text)
{
	Diag *d;
	FixIt *f;

	if (idx >= c->diags.n || !l.file || l.exp)
		return;
	d = &c->diags.v[idx];
	f = ar_alloc(&c->ar, sizeof *f);
	f->loc = l;
	f->len = len;
	f->text = ar_strdup(&c->ar, text);
	if (!d->fixits) {
		d->fixits = f;
	} else {
		FixIt *t = d->fixits;

		while (t->next)
			t = t->next;
		t->next = f;
	}
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

/* The line clang prints under the caret with what its fix-its write, each
 * at its column (the line's tabs kept, as for the caret): only when all
 * of them are on the diagnostic's line and do not overlap. */
static void
render_fixits(Ctx *c, Diag *d, PLoc p, uint32_t from, Buf *out)
{
	Buf line;
	uint32_t col = from + 1;
	FixIt *f;

	buf_init(&line, &c->ar);
	if (from)
		buf_puts(&line, "   ");
	for (f = d->fixits; f; f = f->next) {
		PLoc q = src_ploc(c, f->loc);

		if (!q.file || q.line != p.line || q.linetext != p.linetext || q.col < col ||
		    q.col > p.linelen + 1)
			return;
		for (; col < q.col; col++)
			buf_putc(&line, p.linetext[col - 1] == '\t' ? '\t' : ' ');
		buf_puts(&line, f->text);
		col += (uint32_t)strlen(f->text);
	}
	buf_putn(out, line.s, line.n);
	buf_putc(out, '\n');
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
		if (d->fixits)
			render_fixits(c, d, p, from, out);
	}
}
