/* options.c — the compile options, in the command-line syntax that
 * clBuildProgram and clang accept, parsed into Options.  Driver-only flags
 * (-o, -c, -S, -M...) never reach here. */
#include <string.h>

#include "api.h"

/* Split s into words on blanks, honouring '...' and "..." and backslash. */
static void
split(Ctx *c, const char *s, StrVec *out)
{
	Buf w;
	int q = 0;
	bool inword = false;

	buf_init(&w, &c->ar);
	for (;; s++) {
		char ch = *s;

		if (!ch || (!q && (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'))) {
			if (inword) {
				VEC_PUSH(&c->ar, out, ar_strndup(&c->ar, w.s, w.n));
				w.n = 0;
				inword = false;
			}
			if (!ch)
				break;
			continue;
		}
		inword = true;
		if (q) {
			if (ch == q)
				q = 0;
			else if (ch == '\\' && q == '"' && s[1])
				buf_putc(&w, *++s);
			else
				buf_putc(&w, ch);
		} else if (ch == '\'' || ch == '"') {
			q = ch;
		} else if (ch == '\\' && s[1]) {
			buf_putc(&w, *++s);
		} else {
			buf_putc(&w, ch);
		}
	}
	if (q)
		zc_error(c, (Loc){0}, "unterminated quote in options");
}

static const struct {
	const char *name;
	size_t off; /* offsetof the bool in Options, or (size_t)-1 to accept and ignore */
} flags[] = {
	{"-cl-fast-relaxed-math", offsetof(Options, fast_relaxed_math)},
	{"-cl-mad-enable", offsetof(Options, mad_enable)},
	{"-cl-finite-math-only", offsetof(Options, finite_math)},
	{"-cl-no-signed-zeros", offsetof(Options, no_signed_zeros)},
	{"-cl-unsafe-math-optimizations", offsetof(Options, unsafe_math)},
	{"-cl-denorms-are-zero", offsetof(Options, denorms_are_zero)},
	{"-cl-opt-disable", offsetof(Options, opt_disable)},
	{"-cl-kernel-arg-info", offsetof(Options, kernel_arg_info)},
	{"-E", offsetof(Options, preprocess_only)},
	{"-dM", offsetof(Options, dump_macros)},
	{"-ftime-report", offsetof(Options, time_report)},
	{"-create-library", offsetof(Options, create_library)},
	{"-w", offsetof(Options, nowarn)},
	{"-Werror", offsetof(Options, werror)},
	{"-cl-single-precision-constant", offsetof(Options, single_precision_constant)},
	{"-cl-fp32-correctly-rounded-divide-sqrt", (size_t)-1},
	{"-cl-uniform-work-group-size", (size_t)-1},
	{"-cl-no-subgroup-ifp", (size_t)-1},
	{"-cl-strict-aliasing", (size_t)-1},
};

/* -O0 to -O3, -O (-O1), -Os and -Oz: zocc's code does not depend on them,
 * but clang's macros do (__OPTIMIZE__, __NO_INLINE__, __OPTIMIZE_SIZE__);
 * the last one given counts. */
static bool
parse_olevel(Ctx *c, const char *a)
{
	if (a[0] != '-' || a[1] != 'O')
		return false;
	if (!a[2])
		c->opt.opt_level = 2;
	else if (a[2] >= '0' && a[2] <= '3' && !a[3])
		c->opt.opt_level = (uint8_t)(a[2] - '0' + 1);
	else if ((a[2] == 's' || a[2] == 'z') && !a[3])
		c->opt.opt_level = 5;
	else
		return false;
	return true;
}

static bool
parse_std(Ctx *c, const char *v)
{
	static const struct { const char *name; int std; } stds[] = {
		{"CL1.0", 100}, {"CL1.1", 110}, {"CL1.2", 120}, {"CL2.0", 200}, {"CL3.0", 300},
		{"cl1.0", 100}, {"cl1.1", 110}, {"cl1.2", 120}, {"cl2.0", 200}, {"cl3.0", 300},
	};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(stds); i++) {
		if (strcmp(v, stds[i].name) == 0) {
			c->opt.cl_std = stds[i].std;
			return true;
		}
	}
	zc_error(c, (Loc){0}, "invalid value '%s' in '-cl-std=%s' (expected CL1.0, CL1.1, CL1.2, CL2.0 or CL3.0)", v, v);
	return false;
}

/* "-X value" or "-Xvalue": the value, advancing *i over a separate word. */
static const char *
value(Ctx *c, const char *const *w, size_t n, size_t *i, const char *flag)
{
	size_t fl = strlen(flag);

	if (w[*i][fl])
		return w[*i] + fl + (w[*i][fl] == '=' && flag[1] != 'D' ? 1 : 0);
	if (*i + 1 >= n) {
		zc_error(c, (Loc){0}, "argument to '%s' is missing (expected 1 value)", flag);
		return NULL;
	}
	return w[++*i];
}

/* ---- debug information (-g...), with clang's meanings ---- */

static bool
one_of(const char *a, const char *const *names)
{
	for (; *names; names++)
		if (strcmp(a, *names) == 0)
			return true;
	return false;
}

/* One -g option: the last level given wins, as in clang; -gdwarf-N names
 * the DWARF version and turns -g on; options that only shape clang's own
 * DWARF output are accepted with clang's warning. */
static void
debug_option(Ctx *c, const char *a)
{
	static const char *const full[] = {"-g", "-g2", "-g3", "-ggdb", "-ggdb2", "-ggdb3", "-gfull", NULL};
	static const char *const lines[] = {"-g1", "-ggdb1", "-gline-tables-only", "-gmlt",
	                                    "-gline-directives-only", NULL};
	static const char *const none[] = {"-g0", "-ggdb0", NULL};

	if (one_of(a, full)) {
		c->opt.debug = ZC_DEBUG_FULL;
	} else if (one_of(a, lines)) {
		c->opt.debug = ZC_DEBUG_LINES;
	} else if (one_of(a, none)) {
		c->opt.debug = ZC_DEBUG_NONE;
	} else if (strcmp(a, "-gdwarf") == 0 || strncmp(a, "-gdwarf-", 8) == 0) {
		if (a[7] && (a[8] < '2' || a[8] > '5' || a[9])) {
			zc_error(c, (Loc){0}, "invalid value '%s' in '%s' (expected a DWARF version, 2 to 5)", a + 8, a);
			return;
		}
		if (a[7])
			c->opt.dwarf = (uint32_t)(a[8] - '0');
		if (c->opt.debug == ZC_DEBUG_NONE)
			c->opt.debug = ZC_DEBUG_FULL;
	} else if (strcmp(a, "-gcolumn-info") == 0 || strcmp(a, "-gno-column-info") == 0) {
		c->opt.debug_columns = a[2] != 'n';
	} else if (strcmp(a, "-gembed-source") == 0 || strcmp(a, "-gno-embed-source") == 0) {
		c->opt.debug_embed = a[2] != 'n';
	} else {
		/* -gsplit-dwarf, -gz, -gpubnames...: IGC makes the DWARF */
		zc_warning(c, (Loc){0}, "argument unused during compilation: '%s' [-Wunused-command-line-argument]", a);
	}
}

/* ---- resource limits (README "Limits"; support/zc.h Limits) ---- */

static const struct {
	const char *flag;  /* up to and with the '=' */
	size_t off;        /* offsetof the field in Limits */
	bool narrow;       /* a uint32_t field (else uint64_t) */
} limit_flags[] = {
	{"-fmacro-expansion-limit=", offsetof(Limits, expansion), false},
	{"-ftoken-limit=", offsetof(Limits, tokens), false},
	{"-fnesting-limit=", offsetof(Limits, nesting), true},
	{"-fbracket-depth=", offsetof(Limits, nesting), true}, /* clang's name */
	{"-fdepth-limit=", offsetof(Limits, depth), true},
	{"-fstatement-limit=", offsetof(Limits, statements), false},
	{"-fmodule-size-limit=", offsetof(Limits, module), false},
};

/* -f...-limit=N: true if a is one (*ok false when its value is bad). */
static bool
parse_limit(Ctx *c, const char *a, bool *ok)
{
	size_t k, fl;
	const char *v;
	uint64_t n = 0, max;

	for (k = 0; k < ZC_COUNTOF(limit_flags); k++)
		if (strncmp(a, limit_flags[k].flag, strlen(limit_flags[k].flag)) == 0)
			break;
	if (k == ZC_COUNTOF(limit_flags))
		return false;
	fl = strlen(limit_flags[k].flag);
	max = limit_flags[k].narrow ? UINT32_MAX : UINT64_MAX / 10;
	for (v = a + fl; *v >= '0' && *v <= '9' && n <= max; v++)
		n = n * 10 + (uint64_t)(*v - '0');
	if (v == a + fl || *v || n == 0 || n > max) {
		zc_error(c, (Loc){0}, "invalid value '%s' in '%s' (expected a whole number from 1 to %llu)",
		         a + fl, a, (unsigned long long)max);
		*ok = false;
		return true;
	}
	if (limit_flags[k].narrow)
		*(uint32_t *)((char *)&c->opt.limits + limit_flags[k].off) = (uint32_t)n;
	else
		*(uint64_t *)((char *)&c->opt.limits + limit_flags[k].off) = n;
	return true;
}

static bool
parse_words(Ctx *c, const char *const *w, size_t n)
{
	size_t i, k;
	bool ok = true;

	for (i = 0; i < n; i++) {
		const char *a = w[i], *v;

		for (k = 0; k < ZC_COUNTOF(flags); k++)
			if (strcmp(a, flags[k].name) == 0)
				break;
		if (k < ZC_COUNTOF(flags)) {
			if (flags[k].off != (size_t)-1)
				*(bool *)((char *)&c->opt + flags[k].off) = true;
			continue;
		}
		if (parse_olevel(c, a)) {
			/* done */
		} else if (strncmp(a, "-D", 2) == 0) {
			if ((v = value(c, w, n, &i, "-D"))) {
				Define d = {v, false};
				VEC_PUSH(&c->ar, &c->opt.defines, d);
			} else
				ok = false;
		} else if (strncmp(a, "-U", 2) == 0) {
			if ((v = value(c, w, n, &i, "-U"))) {
				Define d = {v, true};
				VEC_PUSH(&c->ar, &c->opt.defines, d);
			} else
				ok = false;
		} else if (strncmp(a, "-I", 2) == 0) {
			if ((v = value(c, w, n, &i, "-I")))
				VEC_PUSH(&c->ar, &c->opt.incdirs, v);
			else
				ok = false;
		} else if (strncmp(a, "-cl-std=", 8) == 0) {
			ok &= parse_std(c, a + 8);
		} else if (strncmp(a, "-cl-ext=", 8) == 0) {
			/* "+a,-b,+c": one entry per name, kept in order */
			const char *p = a + 8;

			while (*p) {
				const char *e = strchr(p, ',');
				size_t len = e ? (size_t)(e - p) : strlen(p);

				if (len) {
					if (p[0] != '+' && p[0] != '-') {
						zc_error(c, (Loc){0}, "invalid '-cl-ext' entry '%.*s' (expected +name or -name)", (int)len, p);
						ok = false;
					} else {
						VEC_PUSH(&c->ar, &c->opt.exts, ar_strndup(&c->ar, p, len));
					}
				}
				p += len + (e ? 1 : 0);
			}
		} else if (strcmp(a, "-device") == 0 || strncmp(a, "-device=", 8) == 0) {
			if ((v = value(c, w, n, &i, "-device")))
				c->opt.device = v;
			else
				ok = false;
		} else if (strncmp(a, "--spirv-max-version=", 20) == 0) {
			const char *s = a + 20;

			if (s[0] == '1' && s[1] == '.' && s[2] >= '0' && s[2] <= '6' && !s[3]) {
				c->opt.spirv_max = 0x10000u | (uint32_t)(s[2] - '0') << 8;
			} else {
				zc_error(c, (Loc){0}, "invalid SPIR-V version '%s' (expected 1.0 to 1.6)", s);
				ok = false;
			}
		} else if (strncmp(a, "-ferror-limit=", 14) == 0) {
			/* clang's: stop reporting after N errors, 0 never */
			unsigned long long m = 0;

			for (v = a + 14; *v >= '0' && *v <= '9' && m <= UINT32_MAX; v++)
				m = m * 10 + (unsigned)(*v - '0');
			if (v == a + 14 || *v || m > UINT32_MAX) {
				zc_error(c, (Loc){0}, "invalid value '%s' in '%s' (expected a whole number, 0 for no limit)", a + 14, a);
				ok = false;
			} else {
				c->max_errors = (unsigned)m;
			}
		} else if (parse_limit(c, a, &ok)) {
			/* done */
		} else if (strcmp(a, "-Wno-error") == 0) {
			c->opt.werror = false;
		} else if (strncmp(a, "-W", 2) == 0 && a[2] && !strchr(a, ',')) {
			/* -Wname, -Wno-name, -Werror=name, -Wno-error=name: clang's
			 * warning options, applied in order (support/diag.c) */
			VEC_PUSH(&c->ar, &c->opt.wflags, a + 2);
		} else if (strcmp(a, "-pedantic") == 0 || strcmp(a, "-pedantic-errors") == 0) {
			VEC_PUSH(&c->ar, &c->opt.wflags, a[9] ? "error=pedantic" : "pedantic");
		} else if (strcmp(a, "-finline-functions") == 0) {
			c->opt.inlining = ZC_INLINE_NORMAL;
		} else if (strcmp(a, "-finline-hint-functions") == 0) {
			c->opt.inlining = ZC_INLINE_HINT;
		} else if (strcmp(a, "-fno-inline-functions") == 0 || strcmp(a, "-fno-inline") == 0) {
			/* clang-15 marks every function but the always_inline ones
			 * noinline for both */
			c->opt.inlining = ZC_INLINE_ALWAYS;
		} else if (strncmp(a, "-g", 2) == 0) {
			debug_option(c, a);
		} else {
			zc_error(c, (Loc){0}, "unknown argument: '%s'", a);
			ok = false;
		}
	}
	return ok;
}

bool
api_parse_options(Ctx *c, const char *options, const char *const *argv, int argc)
{
	StrVec w = {0};
	int i;

	if (options)
		split(c, options, &w);
	for (i = 0; argv && i < argc; i++)
		if (argv[i])
			VEC_PUSH(&c->ar, &w, argv[i]);
	if (!parse_words(c, w.v, w.n))
		return false;
	c->werror = c->opt.werror;
	c->nowarn = c->opt.nowarn;
	zc_check_warning_options(c);
	if (c->opt.dump_macros && !c->opt.preprocess_only)
		zc_warning(c, (Loc){0}, "argument unused during compilation: '-dM' [-Wunused-command-line-argument]");
	return c->nerrors == 0;
}
