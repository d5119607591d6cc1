/* diag.c — collecting diagnostics and printing them the way clang does:
 *
 *     k.cl:3:9: error: use of undeclared identifier 'y'
 *         x = y;
 *             ^
 *     k.cl:1:11: note: expanded from macro 'Y'
 *
 * A diagnostic at a token that came out of a macro is reported at the
 * outermost use of the macro, with one note per expansion level pointing
 * into the macro's definition. */
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
	{"incompatible-pointer-types-discards-qualifiers", "incompatible-pointer-types"},
	{"int-conversion", "conversion"},
};

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
 * know (itself subject to -Wno-unknown-warning-option). */
void
zc_check_warning_options(Ctx *c)
{
	size_t i;

	for (i = 0; i < c->opt.wflags.n; i++) {
		const char *o = c->opt.wflags.v[i];

		if (!known_warning(option_name(o)))
			zc_warning(c, (Loc){0}, "unknown warning option '-W%s' [-Wunknown-warning-option]", o);
	}
}

enum { W_DEFAULT, W_OFF, W_ON, W_ERROR, W_NOERROR };

/* what the options say of warning name */
static int
warning_state(Ctx *c, const char *name, size_t len)
{
	int st = W_DEFAULT;
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

size_t
zc_diag(Ctx *c, int sev, Loc l, const char *fmt, va_list ap)
{
	size_t idx;
	Loc cur;
	char *msg;

	if (c->stopped || (c->mute && sev != DIAG_FATAL))
		return (size_t)-1;
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
	/* one note per macro expansion level, outermost first as clang
	 * prints them: each points into the definition of the macro it names */
	{
		size_t depth = 0, k;
		Loc *chain;

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
	d.loc = l;
	d.msg = ar_vprintf(&c->ar, fmt, ap);
	d.parent = (uint32_t)parent;
	va_end(ap);
	VEC_PUSH(&c->ar, &c->diags, d);
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

static const char *const sevname[] = {"note", "warning", "error", "fatal error"};

enum { MAX_SNIPPET = 4096, SNIPPET_BEFORE = 100, SNIPPET_AFTER = 200 };

void
zc_render_diags(Ctx *c, Buf *out)
{
	size_t i;

	for (i = 0; i < c->diags.n; i++) {
		Diag *d = &c->diags.v[i];
		PLoc p = src_ploc(c, d->loc);
		uint32_t k, from, to;

		if (!p.file) {
			buf_printf(out, "zocc: %s: %s\n", sevname[d->severity], d->msg);
			continue;
		}
		buf_printf(out, "%s:%u:%u: %s: %s\n", p.file, p.line, p.col, sevname[d->severity],
		           d->msg);
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
		if (from)
			buf_puts(out, "   ");
		for (k = from; k + 1 < p.col && k < to; k++)
			buf_putc(out, p.linetext[k] == '\t' ? '\t' : ' ');
		buf_puts(out, "^\n");
	}
}
