/* options.c — the compile options, in the command-line syntax that
 * clBuildProgram and clang accept, parsed into Options.
 *
 * Every option is a row of one table (opts[] below): its spelling, how it
 * takes a value (clang's kinds: alone, joined to its name, the next word,
 * or either), and the function that applies it.  The same table answers
 * the zocc command, which asks how many words an option takes
 * (zocc_option_words) so that an option's value is never taken for an
 * input file, and which spelling is nearest to one it does not know
 * (zocc_option_suggest, the "did you mean" of an unknown argument).
 * Driver-only flags (-o, -c, -S, -M...) never reach here. */
#include <string.h>
#include <sys/stat.h>

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

/* How an option takes its value, as clang's option table says it */
enum {
	FLAG,     /* no value: "-w" */
	JOINED,   /* the rest of the word is the value: "-cl-std=CL2.0", "-O2" */
	SEPARATE, /* the next word is the value: "-target spir64" */
	EITHER    /* joined or separate: "-DX" or "-D X" */
};

typedef struct Opt Opt;
/* Apply option o: a is the word that named it, v its value (NULL for a
 * FLAG).  False when the value is bad (an error was reported). */
typedef bool OptFn(Ctx *c, const Opt *o, const char *a, const char *v);

struct Opt {
	const char *name;   /* the spelling; for a JOINED or EITHER option, what the value follows */
	uint8_t kind;       /* FLAG, JOINED, SEPARATE or EITHER */
	bool eq;            /* EITHER: a '=' between the name and a joined value is dropped */
	OptFn *fn;          /* what it does */
	size_t arg;         /* fn's own datum: an offset in Options or Limits, a mode */
	bool (*accepts)(const char *a); /* a JOINED family (-O, -W): is word a one of it (NULL: any) */
};

/* ---- what the options do ---- */

static bool
set_bool(Ctx *c, const Opt *o, const char *a, const char *v)
{
	if (o->arg != (size_t)-1) /* (size_t)-1: accepted and ignored */
		*(bool *)((char *)&c->opt + o->arg) = true;
	return true;
}

/* -O0 to -O3, -O (-O2), -Os and -Oz: zocc's code does not depend on them,
 * but clang's macros do (__OPTIMIZE__, __NO_INLINE__, __OPTIMIZE_SIZE__);
 * the last one given counts. */
static bool
olevel_ok(const char *a)
{
	return !a[2] || (((a[2] >= '0' && a[2] <= '3') || a[2] == 's' || a[2] == 'z') && !a[3]);
}

static bool
opt_olevel(Ctx *c, const Opt *o, const char *a, const char *v)
{
	c->opt.opt_level = !a[2] ? 2 : a[2] == 's' || a[2] == 'z' ? 5 : (uint8_t)(a[2] - '0' + 1);
	return true;
}

static bool
opt_std(Ctx *c, const Opt *o, const char *a, const char *v)
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

/* "+a,-b,+c": one entry per name, kept in order */
static bool
opt_ext(Ctx *c, const Opt *o, const char *a, const char *p)
{
	bool ok = true;

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
	return ok;
}

static bool
opt_define(Ctx *c, const Opt *o, const char *a, const char *v)
{
	Define d = {v, o->arg != 0};

	VEC_PUSH(&c->ar, &c->opt.defines, d);
	return true;
}

/* -I, -iquote, -isystem, -include: the value onto the list at o->arg */
static bool
opt_push(Ctx *c, const Opt *o, const char *a, const char *v)
{
	StrVec *list = (StrVec *)((char *)&c->opt + o->arg);

	VEC_PUSH(&c->ar, list, v);
	return true;
}

static bool
opt_device(Ctx *c, const Opt *o, const char *a, const char *v)
{
	c->opt.device = v;
	return true;
}

/* --target=T, -target T: zocc makes 64-bit SPIR-V for the OpenCL
 * environment, what clang calls spir64 (and spirv64, its direct SPIR-V
 * target); any vendor, system or environment after the architecture. */
static bool
opt_target(Ctx *c, const Opt *o, const char *a, const char *v)
{
	size_t arch = strcspn(v, "-");

	if ((arch == 6 && strncmp(v, "spir64", 6) == 0) || (arch == 7 && strncmp(v, "spirv64", 7) == 0))
		return true;
	zc_error(c, (Loc){0}, "unsupported target '%s': zocc compiles OpenCL C for spir64 (64-bit SPIR-V, which Level Zero loads); name a GPU with -device", v);
	return false;
}

static bool
opt_spirv_max(Ctx *c, const Opt *o, const char *a, const char *s)
{
	if (s[0] == '1' && s[1] == '.' && s[2] >= '0' && s[2] <= '6' && !s[3]) {
		c->opt.spirv_max = 0x10000u | (uint32_t)(s[2] - '0') << 8;
		return true;
	}
	zc_error(c, (Loc){0}, "invalid SPIR-V version '%s' (expected 1.0 to 1.6)", s);
	return false;
}

/* clang's -ferror-limit=N: stop reporting after N errors, 0 never */
static bool
opt_error_limit(Ctx *c, const Opt *o, const char *a, const char *v0)
{
	unsigned long long m = 0;
	const char *v;

	for (v = v0; *v >= '0' && *v <= '9' && m <= UINT32_MAX; v++)
		m = m * 10 + (unsigned)(*v - '0');
	if (v == v0 || *v || m > UINT32_MAX) {
		zc_error(c, (Loc){0}, "invalid value '%s' in '%s' (expected a whole number, 0 for no limit)", v0, a);
		return false;
	}
	c->max_errors = (unsigned)m;
	return true;
}

/* -f...-limit=N (doc/limits.md; support/zc.h Limits): o->arg is the
 * field's offset, with LIMIT_NARROW for a uint32_t one */
#define LIMIT_NARROW ((size_t)1 << (sizeof(size_t) * 8 - 1))

static bool
opt_limit(Ctx *c, const Opt *o, const char *a, const char *v0)
{
	bool narrow = (o->arg & LIMIT_NARROW) != 0;
	size_t off = o->arg & ~LIMIT_NARROW;
	uint64_t n = 0, max = narrow ? UINT32_MAX : UINT64_MAX / 10;
	const char *v;

	for (v = v0; *v >= '0' && *v <= '9' && n <= max; v++)
		n = n * 10 + (uint64_t)(*v - '0');
	if (v == v0 || *v || n == 0 || n > max) {
		zc_error(c, (Loc){0}, "invalid value '%s' in '%s' (expected a whole number from 1 to %llu)",
		         v0, a, (unsigned long long)max);
		return false;
	}
	if (narrow)
		*(uint32_t *)((char *)&c->opt.limits + off) = (uint32_t)n;
	else
		*(uint64_t *)((char *)&c->opt.limits + off) = n;
	return true;
}

static bool
warning_ok(const char *a)
{
	return a[2] && !strchr(a, ',');
}

/* -Wname, -Wno-name, -Werror=name, -Wno-error=name, -pedantic: clang's
 * warning options, applied in order (support/diag.c) */
static bool
opt_warning(Ctx *c, const Opt *o, const char *a, const char *v)
{
	if (o->kind == FLAG)
		v = o->arg ? "error=pedantic" : "pedantic";
	VEC_PUSH(&c->ar, &c->opt.wflags, v);
	return true;
}

static bool
opt_no_werror(Ctx *c, const Opt *o, const char *a, const char *v)
{
	c->opt.werror = false;
	return true;
}

static bool
opt_inline(Ctx *c, const Opt *o, const char *a, const char *v)
{
	c->opt.inlining = (int)o->arg;
	return true;
}

/* -fcolor-diagnostics and its spellings; the last one counts.  The
 * library cannot see a terminal, so "auto" is no colour here (the zocc
 * command decides it for its own standard error). */
static bool
opt_color(Ctx *c, const Opt *o, const char *a, const char *v)
{
	if (!v) {
		c->opt.color = o->arg != 0;
		return true;
	}
	if (strcmp(v, "always") == 0 || strcmp(v, "never") == 0 || strcmp(v, "auto") == 0) {
		c->opt.color = v[0] == 'a' && v[1] == 'l';
		return true;
	}
	zc_error(c, (Loc){0}, "invalid argument '%s' to -fdiagnostics-color=", v);
	return false;
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
static bool
opt_debug(Ctx *c, const Opt *o, const char *a, const char *v)
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
			return false;
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
	return true;
}

/* ---- the table ---- */

#define B(field) offsetof(Options, field)
#define L(field, narrow) (offsetof(Limits, field) | ((narrow) ? LIMIT_NARROW : 0))

static const Opt opts[] = {
	/* OpenCL's clBuildProgram options */
	{"-cl-std=", JOINED, false, opt_std, 0, NULL},
	{"-cl-ext=", JOINED, false, opt_ext, 0, NULL},
	{"-cl-fast-relaxed-math", FLAG, false, set_bool, B(fast_relaxed_math), NULL},
	{"-cl-mad-enable", FLAG, false, set_bool, B(mad_enable), NULL},
	{"-cl-finite-math-only", FLAG, false, set_bool, B(finite_math), NULL},
	{"-cl-no-signed-zeros", FLAG, false, set_bool, B(no_signed_zeros), NULL},
	{"-cl-unsafe-math-optimizations", FLAG, false, set_bool, B(unsafe_math), NULL},
	{"-cl-denorms-are-zero", FLAG, false, set_bool, B(denorms_are_zero), NULL},
	{"-cl-opt-disable", FLAG, false, set_bool, B(opt_disable), NULL},
	{"-cl-kernel-arg-info", FLAG, false, set_bool, B(kernel_arg_info), NULL},
	{"-cl-single-precision-constant", FLAG, false, set_bool, B(single_precision_constant), NULL},
	{"-cl-fp32-correctly-rounded-divide-sqrt", FLAG, false, set_bool, (size_t)-1, NULL},
	{"-cl-uniform-work-group-size", FLAG, false, set_bool, (size_t)-1, NULL},
	{"-cl-no-subgroup-ifp", FLAG, false, set_bool, (size_t)-1, NULL},
	{"-cl-strict-aliasing", FLAG, false, set_bool, (size_t)-1, NULL},
	{"-create-library", FLAG, false, set_bool, B(create_library), NULL},
	/* the preprocessor */
	{"-D", EITHER, false, opt_define, 0, NULL},
	{"-U", EITHER, true, opt_define, 1, NULL},
	{"-I", EITHER, true, opt_push, B(incdirs), NULL},
	{"-iquote", EITHER, false, opt_push, B(quotedirs), NULL},
	{"-isystem", EITHER, false, opt_push, B(sysdirs), NULL},
	{"-include", EITHER, false, opt_push, B(includes), NULL},
	{"-E", FLAG, false, set_bool, B(preprocess_only), NULL},
	{"-dM", FLAG, false, set_bool, B(dump_macros), NULL},
	/* the target */
	{"-device", SEPARATE, false, opt_device, 0, NULL},
	{"-device=", JOINED, false, opt_device, 0, NULL},
	{"--target=", JOINED, false, opt_target, 0, NULL},
	{"-target", SEPARATE, false, opt_target, 0, NULL},
	{"--spirv-max-version=", JOINED, false, opt_spirv_max, 0, NULL},
	/* what the compilation does */
	{"-fsyntax-only", FLAG, false, set_bool, B(syntax_only), NULL},
	{"-v", FLAG, false, set_bool, B(verbose), NULL},
	{"-ftime-report", FLAG, false, set_bool, B(time_report), NULL},
	{"-O", JOINED, false, opt_olevel, 0, olevel_ok},
	{"-finline-functions", FLAG, false, opt_inline, ZC_INLINE_NORMAL, NULL},
	{"-finline-hint-functions", FLAG, false, opt_inline, ZC_INLINE_HINT, NULL},
	/* clang-15 marks every function but the always_inline ones noinline
	 * for both */
	{"-fno-inline-functions", FLAG, false, opt_inline, ZC_INLINE_ALWAYS, NULL},
	{"-fno-inline", FLAG, false, opt_inline, ZC_INLINE_ALWAYS, NULL},
	{"-g", JOINED, false, opt_debug, 0, NULL},
	/* limits */
	{"-ferror-limit=", JOINED, false, opt_error_limit, 0, NULL},
	{"-fmacro-expansion-limit=", JOINED, false, opt_limit, L(expansion, false), NULL},
	{"-ftoken-limit=", JOINED, false, opt_limit, L(tokens, false), NULL},
	{"-fnesting-limit=", JOINED, false, opt_limit, L(nesting, true), NULL},
	{"-fbracket-depth=", JOINED, false, opt_limit, L(nesting, true), NULL}, /* clang's name */
	{"-fdepth-limit=", JOINED, false, opt_limit, L(depth, true), NULL},
	{"-fstatement-limit=", JOINED, false, opt_limit, L(statements, false), NULL},
	{"-fmodule-size-limit=", JOINED, false, opt_limit, L(module, false), NULL},
	/* diagnostics */
	{"-w", FLAG, false, set_bool, B(nowarn), NULL},
	{"-Werror", FLAG, false, set_bool, B(werror), NULL},
	{"-Wno-error", FLAG, false, opt_no_werror, 0, NULL},
	{"-W", JOINED, false, opt_warning, 0, warning_ok},
	{"-pedantic", FLAG, false, opt_warning, 0, NULL},
	{"-pedantic-errors", FLAG, false, opt_warning, 1, NULL},
	{"-fcolor-diagnostics", FLAG, false, opt_color, 1, NULL},
	{"-fno-color-diagnostics", FLAG, false, opt_color, 0, NULL},
	{"-fdiagnostics-color", FLAG, false, opt_color, 1, NULL},
	{"-fno-diagnostics-color", FLAG, false, opt_color, 0, NULL},
	{"-fdiagnostics-color=", JOINED, false, opt_color, 0, NULL},
};

/* The option word a names, or NULL; *joined says whether its value is in
 * a (for an EITHER option).  A whole spelling wins over a prefix, a longer
 * prefix over a shorter one. */
static const Opt *
find(const char *a, bool *joined)
{
	const Opt *best = NULL;
	size_t i, bestlen = 0;

	*joined = false;
	if (a[0] != '-')
		return NULL;
	for (i = 0; i < ZC_COUNTOF(opts); i++)
		if (opts[i].kind != JOINED && strcmp(a, opts[i].name) == 0)
			return &opts[i];
	for (i = 0; i < ZC_COUNTOF(opts); i++) {
		const Opt *o = &opts[i];
		size_t n = strlen(o->name);

		if ((o->kind == JOINED || o->kind == EITHER) && n > bestlen && strncmp(a, o->name, n) == 0 &&
		    (!o->accepts || o->accepts(a))) {
			best = o;
			bestlen = n;
		}
	}
	*joined = best != NULL;
	return best;
}

int
zocc_option_words(const char *arg)
{
	bool joined;
	const Opt *o = arg ? find(arg, &joined) : NULL;

	if (!o)
		return 0;
	return o->kind == SEPARATE || (o->kind == EITHER && !joined) ? 2 : 1;
}

size_t
zocc_option_suggest(const char *arg, const char *const *extra, char *buf, size_t size)
{
	const char *eq = arg ? strchr(arg, '=') : NULL, *best;
	Suggest s;
	size_t i, n;

	if (!arg || arg[0] != '-')
		return 0;
	/* "-fdiagnostic-color=always": the name is matched up to its '=', the
	 * value kept; clang matches joined options the same way */
	zc_suggest_init(&s, arg, eq ? (size_t)(eq - arg) + 1 : strlen(arg));
	for (i = 0; i < ZC_COUNTOF(opts); i++)
		if (strlen(opts[i].name) >= 4) /* -D, -W, -O...: too short to guess (clang's rule too) */
			zc_suggest_offer(&s, opts[i].name, strlen(opts[i].name));
	for (i = 0; extra && extra[i]; i++)
		if (strlen(extra[i]) >= 4)
			zc_suggest_offer(&s, extra[i], strlen(extra[i]));
	best = s.best;
	if (!best)
		return 0;
	n = strlen(best);
	if (eq && n && best[n - 1] == '=')
		n += strlen(eq + 1);
	if (buf && size) {
		size_t k = n < size ? n : size - 1, bl = strlen(best) < k ? strlen(best) : k;

		memcpy(buf, best, bl);
		if (k > bl)
			memcpy(buf + bl, eq + 1, k - bl);
		buf[k] = 0;
	}
	return n;
}

static bool
parse_words(Ctx *c, const char *const *w, size_t n)
{
	size_t i;
	bool ok = true;

	for (i = 0; i < n; i++) {
		const char *a = w[i], *v = NULL;
		bool joined;
		const Opt *o = find(a, &joined);

		if (!o) {
			char near[256];

			if (zocc_option_suggest(a, NULL, near, sizeof near))
				zc_error(c, (Loc){0}, "unknown argument '%s'; did you mean '%s'?", a, near);
			else
				zc_error(c, (Loc){0}, "unknown argument: '%s'", a);
			ok = false;
			continue;
		}
		if (joined) {
			v = a + strlen(o->name);
			if (o->eq && *v == '=')
				v++;
		} else if (o->kind == SEPARATE || o->kind == EITHER) {
			if (i + 1 >= n) {
				zc_error(c, (Loc){0}, "argument to '%s' is missing (expected 1 value)", a);
				ok = false;
				continue;
			}
			v = w[++i];
		}
		ok &= o->fn(c, o, a, v);
	}
	return ok;
}

/* -v: what clang -v says before compiling: the version, the target, and
 * the directories #include searches, in order (-iquote for "..." only;
 * -I, then -isystem, for both), a directory that does not exist named
 * and left out as clang does.  Called once the target is known. */
void
api_verbose(Ctx *c, bool search)
{
	Buf b;
	size_t i, k;
	const StrVec *lists[3] = {&c->opt.quotedirs, &c->opt.incdirs, &c->opt.sysdirs};
	bool *there[3];

	if (!c->opt.verbose)
		return;
	buf_init(&b, &c->ar);
	buf_printf(&b, "zocc version %s (OpenCL C to SPIR-V for oneAPI Level Zero)\n", ZOCC_VERSION_STRING);
	buf_printf(&b, "Target: spir64-unknown-unknown\n");
	if (c->opt.device)
		buf_printf(&b, "Device: %s\n", c->opt.device);
	else
		buf_printf(&b, "Device: any Level Zero device%s\n",
		           c->opt.exts.n ? " (as -cl-ext or zocc_target narrowed it)" : "");
	if (search) {
		for (k = 0; k < 3; k++) {
			there[k] = ar_alloc(&c->ar, lists[k]->n + 1);
			for (i = 0; i < lists[k]->n; i++) {
				struct stat st;

				there[k][i] = stat(lists[k]->v[i], &st) == 0 && S_ISDIR(st.st_mode);
				if (!there[k][i])
					buf_printf(&b, "ignoring nonexistent directory \"%s\"\n", lists[k]->v[i]);
			}
		}
		buf_puts(&b, "#include \"...\" search starts here:\n");
		for (i = 0; i < lists[0]->n; i++)
			if (there[0][i])
				buf_printf(&b, " %s\n", lists[0]->v[i]);
		buf_puts(&b, "#include <...> search starts here:\n");
		for (k = 1; k < 3; k++)
			for (i = 0; i < lists[k]->n; i++)
				if (there[k][i])
					buf_printf(&b, " %s\n", lists[k]->v[i]);
		buf_puts(&b, "End of search list.\n");
	}
	c->log_head = b.s;
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
