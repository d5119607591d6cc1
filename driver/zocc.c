/* zocc.c — the command-line compiler, a thin client of include/zocc.h.
 *
 * It reads the input file, hands every compile option to zocc_compile,
 * and writes the module (-c), its disassembly (-S, through SPIRV-Tools),
 * the preprocessed text (-E) and gcc-format depfiles (-MD, -MMD, -MF, -MT,
 * -MP).  --verify checks SPIR-V binaries against the Level Zero
 * environment; --link joins separately compiled modules (zocc_link);
 * --native goes on to the device binary and --kernel-info reports on one
 * (driver/native.c, through native/).
 *
 * The command's own options are the rows of cmd_opts[]; every other
 * option is the library's, which says how many words it takes
 * (zocc_option_words), so that its value is never taken for an input
 * file, and which spelling is nearest to one nobody knows
 * (zocc_option_suggest).  Usage errors are all reported before anything
 * runs.  Exit status: 0 success, 1 errors in the input, 2 bad usage,
 * 3 internal error.  No output file is left behind on error. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>
#include <unistd.h>

#include <spirv-tools/libspirv.h>

#include "zdriver.h"
#include "zocc.h"

static const char usage[] =
	"usage: zocc [options] file.cl\n"
	"       zocc --verify [options] file.spv...\n"
	"       zocc --link [options] a.spv b.spv...\n"
	"\n"
	"Compile OpenCL C to SPIR-V for oneAPI Level Zero.\n"
	"\n"
	"Output:\n"
	"  -c                  compile to a SPIR-V binary (the default)\n"
	"  -o FILE             write the output to FILE ('-' for standard output)\n"
	"  -S                  write SPIR-V assembly text (spirv-as reads it back)\n"
	"  -E                  preprocess only, to standard output or -o FILE\n"
	"  -dM                 with -E: print the macros defined at the end instead, as clang does\n"
	"  -fsyntax-only       check the program and write nothing\n"
	"  --verify            check each SPIR-V binary given against the Level Zero environment\n"
	"                      (for -device NAME; without one, for any device)\n"
	"  --native            with -device: compile on to the device binary (Intel's GPU compiler,\n"
	"                      through libocloc); several devices (-device tgllp,pvc, a family\n"
	"                      such as gen12lp, a release such as xe-hpg) make a fat binary\n"
	"                      (the input may be a SPIR-V module: zocc --native -device D k.spv)\n"
	"  --fat-binary        with --native: a fat binary even for one device (what zocc_ze picks from)\n"
	"  --native-format=zebin|patchtokens   the device binary's format (default: ocloc's)\n"
	"  -Xigc OPTION        pass OPTION to the GPU compiler (IGC's own options, ocloc's internal ones)\n"
	"  --kernel-info       with --native, or on a device binary (zocc --kernel-info k.bin):\n"
	"                      print what the GPU compiler chose for each kernel and device\n"
	"  --link              link the separately compiled modules given into one (-o FILE,\n"
	"                      default a.spv): each import resolved against the export of its\n"
	"                      name; checked for -device NAME; -create-library makes a library\n"
	"\n"
	"Preprocessor:\n"
	"  -D NAME[=VALUE]     define a macro         -U NAME   undefine a macro\n"
	"  -I DIR              add an include directory\n"
	"  -iquote DIR         add a directory for #include \"...\" only, searched before -I\n"
	"  -isystem DIR        add a system include directory, searched after -I (no warnings\n"
	"                      from its headers, and -MMD leaves them out)\n"
	"  -include FILE       include FILE before the program, as #include \"FILE\" would\n"
	"  -MD, -MMD           also write a depfile (-MMD leaves out system headers)\n"
	"  -MF FILE            the depfile's name     -MT TARGET   the target it names\n"
	"  -MP                 add a phony target for each header\n"
	"\n"
	"Language and target:\n"
	"  -cl-std=CL1.2|CL2.0|CL3.0   OpenCL C version (default CL1.2)\n"
	"  -cl-ext=+name,-name         enable or disable extensions and features\n"
	"  -device NAME                check the program against one device: skl (gen9), icllp (gen11),\n"
	"                              tgllp (gen12lp), dg2-g10 (xe-hpg), pvc (xe-hpc), ...; or\n"
	"                              ze: portable, only what every Level Zero device must support\n"
	"                              (default: any Level Zero device: accept what some device\n"
	"                              supports; the device that loads the module decides)\n"
	"  --target=spir64, -target spir64-unknown-unknown\n"
	"                              the one target zocc has, named as clang names it\n"
	"  --spirv-max-version=1.N     highest SPIR-V version to emit\n"
	"  -create-library             export every function and program-scope variable that is not\n"
	"                              static (without it, a module holds the kernels and what they\n"
	"                              call; a program without kernels is always a library); with\n"
	"                              --link, keep the exports and allow unresolved imports\n"
	"  -fno-inline-functions, -fno-inline, -cl-opt-disable\n"
	"                              mark every function but the always_inline ones DontInline, as\n"
	"                              clang -O0 does (the GPU compiler keeps their calls)\n"
	"  -finline-hint-functions     only functions declared inline may be inlined\n"
	"  -finline-functions          the default: noinline and always_inline decide, else the GPU\n"
	"                              compiler\n"
	"  -cl-fast-relaxed-math, -cl-mad-enable, -cl-finite-math-only, ... (OpenCL build options)\n"
	"\n"
	"Debug information (OpenCL.DebugInfo.100, which the GPU compiler turns into DWARF):\n"
	"  -g                  lines, functions, variables, types and the source text\n"
	"  -gline-tables-only  lines and functions only   -g0   none (the last -g option counts)\n"
	"  -gdwarf-N           the DWARF version named (2-5, default 5); also -g\n"
	"  -gno-column-info, -gno-embed-source            no columns, no source text in the module\n"
	"\n"
	"Diagnostics:\n"
	"  -w                  no warnings            -Werror   warnings are errors\n"
	"  -Wno-name, -Werror=name, -Wno-error=name   drop one warning, make it an error, or keep it\n"
	"                      a warning under -Werror (each warning ends with its [-Wname]);\n"
	"                      -Werror=undefined-import: no imports (every function and variable\n"
	"                      used must be defined in the program)\n"
	"  -fcolor-diagnostics, -fno-color-diagnostics, -fdiagnostics-color[=always|never|auto]\n"
	"                      diagnostics in clang's colours (default: when standard error is a\n"
	"                      terminal)\n"
	"  -ftime-report       time and memory of each phase, after the diagnostics\n"
	"  -v                  print the version, the target and the #include search list\n"
	"\n"
	"  --version           print the version      --help    print this text\n";

/* How an option takes its value (as the library's options do) */
enum { ARG_FLAG, ARG_JOINED, ARG_SEPARATE, ARG_EITHER };

/* What an option of the command does */
enum {
	DO_COMPILE, DO_ASSEMBLY, DO_PREPROCESS, DO_OUTPUT, DO_LINK, DO_VERIFY, DO_MD, DO_MMD, DO_MP,
	DO_MF, DO_MT, DO_LANG, DO_HELP, DO_VERSION, DO_VERBOSE, DO_SYNTAX, DO_COLOR_ON, DO_COLOR_OFF,
	DO_COLOR_WHEN, DO_NATIVE, DO_FAT, DO_KERNEL_INFO, DO_NATIVE_FORMAT, DO_XIGC
};

/* The command's own options; a new one is a row here and a case in
 * apply().  Everything else goes to the library. */
static const struct CmdOpt {
	const char *name;   /* the spelling; for ARG_JOINED or ARG_EITHER, what the value follows */
	unsigned char kind; /* ARG_* */
	unsigned char what; /* DO_* */
	unsigned char pass; /* also handed to the library, as it was given */
} cmd_opts[] = {
	{"-c", ARG_FLAG, DO_COMPILE, 0},
	{"-S", ARG_FLAG, DO_ASSEMBLY, 0},
	{"-E", ARG_FLAG, DO_PREPROCESS, 1},
	{"-o", ARG_EITHER, DO_OUTPUT, 0},
	{"-fsyntax-only", ARG_FLAG, DO_SYNTAX, 1},
	{"--link", ARG_FLAG, DO_LINK, 0},
	{"--verify", ARG_FLAG, DO_VERIFY, 0},
	{"-MD", ARG_FLAG, DO_MD, 0},
	{"-MMD", ARG_FLAG, DO_MMD, 0},
	{"-MP", ARG_FLAG, DO_MP, 0},
	{"-MF", ARG_SEPARATE, DO_MF, 0},
	{"-MT", ARG_SEPARATE, DO_MT, 0},
	{"-x", ARG_EITHER, DO_LANG, 0},
	{"--help", ARG_FLAG, DO_HELP, 0},
	{"-help", ARG_FLAG, DO_HELP, 0},
	{"-h", ARG_FLAG, DO_HELP, 0},
	{"--version", ARG_FLAG, DO_VERSION, 0},
	{"-v", ARG_FLAG, DO_VERBOSE, 1},
	/* colour: the command decides "auto" for its standard error and
	 * hands the library -fcolor-diagnostics or nothing */
	{"-fcolor-diagnostics", ARG_FLAG, DO_COLOR_ON, 0},
	{"-fdiagnostics-color", ARG_FLAG, DO_COLOR_ON, 0},
	{"-fno-color-diagnostics", ARG_FLAG, DO_COLOR_OFF, 0},
	{"-fno-diagnostics-color", ARG_FLAG, DO_COLOR_OFF, 0},
	{"-fdiagnostics-color=", ARG_JOINED, DO_COLOR_WHEN, 0},
	/* the device binary (driver/native.c) */
	{"--native", ARG_FLAG, DO_NATIVE, 0},
	{"--fat-binary", ARG_FLAG, DO_FAT, 0},
	{"--kernel-info", ARG_FLAG, DO_KERNEL_INFO, 0},
	{"--native-format=", ARG_JOINED, DO_NATIVE_FORMAT, 0},
	{"-Xigc", ARG_SEPARATE, DO_XIGC, 0},
};

/* What the command line asked for */
typedef struct Cmd {
	int mode;               /* 'c', 'S' or 'E' */
	int linking, verifying; /* --link, --verify */
	int syntax_only;        /* -fsyntax-only */
	int verbose;            /* -v */
	int help, version;      /* --help, --version */
	int md, mmd, mp;        /* -MD, -MMD, -MP */
	int color;              /* 1 always, 0 never, -1 auto (a terminal decides) */
	const char *output;     /* -o, or NULL */
	const char *mf, *mt;    /* -MF, -MT */
	const char *device;     /* the last -device, for --verify */
	const char **pass;      /* the library's options, in order */
	int npass;
	const char **inputs;    /* the files named */
	int ninputs;
	const char **unknown;   /* options nobody knows, for one report */
	int nunknown;
	char **errors;          /* usage errors, to report once the line is read */
	int nerrors;
	NativeOpts nat;         /* --native, --kernel-info and their options */
} Cmd;

/* "zocc: error: ..." (or warning), in clang's colours when asked */
static void
report(const Cmd *cmd, const char *sev, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (cmd && cmd->color == 1)
		fprintf(stderr, "zocc: %s%s: \033[0m\033[1m", sev[0] == 'e' ? "\033[0;1;31m" : "\033[0;1;35m", sev);
	else
		fprintf(stderr, "zocc: %s: ", sev);
	vfprintf(stderr, fmt, ap);
	fputs(cmd && cmd->color == 1 ? "\033[0m\n" : "\n", stderr);
	va_end(ap);
}

/* A usage error found while reading the command line: kept, to be
 * reported (in colour, if the line asks for it) once the whole line is
 * read, when the command stops with status 2. */
static void
usage_error(Cmd *cmd, const char *fmt, const char *arg)
{
	int n = snprintf(NULL, 0, fmt, arg);
	char *m = n >= 0 ? malloc((size_t)n + 1) : NULL;

	if (!m)
		exit(3);
	snprintf(m, (size_t)n + 1, fmt, arg);
	cmd->errors[cmd->nerrors++] = m;
}

static char *
read_all(FILE *f, const char *path, size_t *len)
{
	char *buf = NULL;
	size_t cap = 0, n = 0;

	for (;;) {
		size_t got;

		if (n + 4096 + 1 > cap) {
			cap = cap ? cap * 2 : 65536;
			buf = realloc(buf, cap);
			if (!buf) {
				fprintf(stderr, "zocc: error: out of memory reading '%s'\n", path);
				exit(3);
			}
		}
		got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	*len = n;
	return buf;
}

/* An input file's bytes, or NULL with the reason reported: no such
 * file, a directory, or what the system said. */
static char *
load(const Cmd *cmd, const char *path, size_t *len)
{
	struct stat st;
	FILE *f;
	char *buf;
	int err;

	if (strcmp(path, "-") == 0)
		return read_all(stdin, path, len);
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		report(cmd, "error", "'%s' is a directory, not a file", path);
		return NULL;
	}
	f = fopen(path, "rb");
	if (!f) {
		if (errno == ENOENT)
			report(cmd, "error", "no such file or directory: '%s'", path);
		else
			report(cmd, "error", "cannot read '%s': %s", path, strerror(errno));
		return NULL;
	}
	buf = read_all(f, path, len);
	err = errno;
	fclose(f);
	if (!buf)
		report(cmd, "error", "cannot read '%s': %s", path, strerror(err));
	return buf;
}

/* Write to a temporary name and rename, so a failure leaves nothing. */
int
write_output(const char *path, const void *data, size_t len)
{
	char *tmp;
	FILE *f;

	if (strcmp(path, "-") == 0) {
		fwrite(data, 1, len, stdout);
		return fflush(stdout) == 0 ? 0 : -1;
	}
	{
		/* /dev/null, a pipe, a terminal: write in place (renaming over a
		 * device would replace it with a regular file) */
		struct stat st;

		if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
			f = fopen(path, "wb");
			if (!f)
				return -1;
			if (fwrite(data, 1, len, f) != len) {
				fclose(f);
				return -1;
			}
			return fclose(f) == 0 ? 0 : -1;
		}
	}
	tmp = malloc(strlen(path) + 16);
	if (!tmp)
		return -1;
	sprintf(tmp, "%s.tmp%ld", path, (long)getpid());
	f = fopen(tmp, "wb");
	if (!f) {
		free(tmp);
		return -1;
	}
	if (fwrite(data, 1, len, f) != len || fclose(f) != 0) {
		remove(tmp);
		free(tmp);
		return -1;
	}
	if (rename(tmp, path) != 0) {
		remove(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

/* gcc-format depfile: "target: dep dep \\\n", spaces escaped */
static void
put_dep(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == ' ' || *s == '#')
			fputc('\\', f);
		else if (*s == '$')
			fputc('$', f);
		fputc(*s, f);
	}
}

static int
write_depfile(const char *path, const char *target, const zocc_result *r, int nosys, int phony)
{
	size_t i, n = zocc_result_ndeps(r);
	char *tmp = malloc(strlen(path) + 16);
	FILE *f;

	struct stat st;

	if (!tmp)
		return -1;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		/* not a regular file (/dev/null): write in place */
		free(tmp);
		tmp = NULL;
		f = fopen(path, "w");
	} else {
		sprintf(tmp, "%s.tmp%ld", path, (long)getpid());
		f = fopen(tmp, "w");
	}
	if (!f) {
		free(tmp);
		return -1;
	}
	put_dep(f, target);
	fputc(':', f);
	for (i = 0; i < n; i++) {
		if (nosys && zocc_result_dep_is_system(r, i))
			continue;
		fputs(" \\\n  ", f);
		put_dep(f, zocc_result_dep(r, i));
	}
	fputc('\n', f);
	if (phony) {
		for (i = 1; i < n; i++) {
			if (nosys && zocc_result_dep_is_system(r, i))
				continue;
			fputc('\n', f);
			put_dep(f, zocc_result_dep(r, i));
			fputs(":\n", f);
		}
	}
	if (!tmp)
		return fclose(f) == 0 ? 0 : -1;
	if (fclose(f) != 0 || rename(tmp, path) != 0) {
		remove(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

static char *
replace_ext(const char *path, const char *ext)
{
	const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
	size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - path) : strlen(path);
	char *s = malloc(stem + strlen(ext) + 1);

	if (!s)
		exit(3);
	memcpy(s, path, stem);
	strcpy(s + stem, ext);
	return s;
}

static char *
basename_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return (char *)(slash ? slash + 1 : path);
}

/* SPIR-V assembly through SPIRV-Tools' disassembler */
static int
disassemble(const uint32_t *words, size_t n, char **text, size_t *len)
{
	spv_context ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_2);
	spv_text t = NULL;
	spv_diagnostic diag = NULL;
	spv_result_t res;

	res = spvBinaryToText(ctx, words, n, SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES |
	                      SPV_BINARY_TO_TEXT_OPTION_INDENT, &t, &diag);
	if (res != SPV_SUCCESS) {
		if (diag)
			fprintf(stderr, "zocc: error: disassembly failed: %s\n", diag->error);
		spvDiagnosticDestroy(diag);
		spvContextDestroy(ctx);
		return -1;
	}
	*text = malloc(t->length + 1);
	memcpy(*text, t->str, t->length);
	(*text)[t->length] = 0;
	*len = t->length;
	spvTextDestroy(t);
	spvContextDestroy(ctx);
	return 0;
}

/* clang's closing line: "1 warning and 2 errors generated." */
static void
summary(const zocc_result *r)
{
	size_t i, n = zocc_result_ndiags(r), ne = 0, nw = 0;

	for (i = 0; i < n; i++) {
		const zocc_diag *d = zocc_result_diag(r, i);

		if (d->severity >= ZOCC_ERROR_SEVERITY)
			ne++;
		else if (d->severity == ZOCC_WARNING)
			nw++;
	}
	if (nw && ne)
		fprintf(stderr, "%zu warning%s and %zu error%s generated.\n", nw, nw == 1 ? "" : "s", ne, ne == 1 ? "" : "s");
	else if (nw)
		fprintf(stderr, "%zu warning%s generated.\n", nw, nw == 1 ? "" : "s");
	else if (ne)
		fprintf(stderr, "%zu error%s generated.\n", ne, ne == 1 ? "" : "s");
}

/* The log and, unless the options were wrong (a usage error, which clang
 * does not count), the closing line; the exit status of st. */
static int
finish(const zocc_result *r, zocc_status st)
{
	fputs(zocc_result_log(r), stderr);
	if (st != ZOCC_BAD_INPUT)
		summary(r);
	return st == ZOCC_OK ? 0 : st == ZOCC_ERROR ? 1 : st == ZOCC_BAD_INPUT ? 2 : 3;
}

static void
version_lines(FILE *f)
{
	fprintf(f, "zocc version %s (OpenCL C to SPIR-V for oneAPI Level Zero)\n", zocc_version());
	fputs("Target: spir64-unknown-unknown\n", f);
}

/* --verify: one file; 0 clean, 1 violations or not SPIR-V, 2 a bad
 * device (the same for every file), 3 an internal error.  Each message
 * names the file, as a compiler's name the source. */
static int
verify_file(const Cmd *cmd, const char *path)
{
	size_t len, i, n;
	char *buf = load(cmd, path, &len);
	const uint32_t *w;
	zocc_result *r;
	zocc_status st;

	if (!buf)
		return 1;
	w = (const uint32_t *)(void *)buf;
	if (len == 0 || len % 4) {
		report(cmd, "error", len ? "'%s' is not a SPIR-V binary: its size is not a multiple of 4"
		                         : "'%s' is not a SPIR-V binary: it is empty", path);
		free(buf);
		return 1;
	}
	if (w[0] != 0x07230203u && w[0] != 0x03022307u) {
		report(cmd, "error", "'%s' is not a SPIR-V binary: it does not begin with SPIR-V's magic number 0x07230203", path);
		free(buf);
		return 1;
	}
	st = zocc_verify(w, len / 4, cmd->device, &r);
	n = zocc_result_ndiags(r);
	for (i = 0; i < n; i++) {
		const zocc_diag *d = zocc_result_diag(r, i);
		static const char *const sev[] = {"note", "warning", "error", "fatal error"};
		static const char *const color[] = {"\033[0;1;30m", "\033[0;1;35m", "\033[0;1;31m", "\033[0;1;31m"};
		const char *who = st == ZOCC_BAD_INPUT ? "zocc" : path; /* a bad device is no file's fault */

		if (cmd->color == 1)
			fprintf(stderr, "\033[1m%s: \033[0m%s%s: \033[0m\033[1m%s\033[0m\n", who, color[d->severity],
			        sev[d->severity], d->message);
		else
			fprintf(stderr, "%s: %s: %s\n", who, sev[d->severity], d->message);
	}
	zocc_result_free(r);
	free(buf);
	return st == ZOCC_OK ? 0 : st == ZOCC_ERROR ? 1 : st == ZOCC_BAD_INPUT ? 2 : 3;
}

/* --verify FILE...: every file checked; the worst status */
static int
verify_all(const Cmd *cmd)
{
	int i, ret = 0;

	if (cmd->verbose)
		version_lines(stderr);
	if (!cmd->ninputs) {
		report(cmd, "error", "%s", "--verify needs the SPIR-V binaries to check (see zocc --help)");
		return 2;
	}
	for (i = 0; i < cmd->ninputs; i++) {
		int r = verify_file(cmd, cmd->inputs[i]);

		if (r == 2)
			return 2; /* an unknown device: said once */
		if (r > ret)
			ret = r;
	}
	return ret;
}

/* --link: the modules read, joined by zocc_link, written to the output. */
static int
link_files(const Cmd *cmd)
{
	int n = cmd->ninputs;
	zocc_module *mods = calloc((size_t)n + 1, sizeof *mods);
	char **bufs = calloc((size_t)n + 1, sizeof *bufs);
	zocc_link_input in = {0};
	zocc_result *r = NULL;
	zocc_status st;
	int i, ret = 0;
	const char *output = cmd->output;

	if (!mods || !bufs)
		return 3;
	for (i = 0; i < n && ret == 0; i++) {
		size_t len = 0;

		bufs[i] = load(cmd, cmd->inputs[i], &len);
		if (!bufs[i]) {
			ret = 1;
		} else if (len % 4) {
			report(cmd, "error", "'%s' is not a SPIR-V binary: its size is not a multiple of 4", cmd->inputs[i]);
			ret = 1;
		}
		mods[i].name = cmd->inputs[i];
		mods[i].words = (const uint32_t *)(void *)bufs[i];
		mods[i].nwords = bufs[i] ? len / 4 : 0;
	}
	if (ret == 0) {
		in.modules = mods;
		in.nmodules = (size_t)n;
		in.argv = cmd->pass;
		in.argc = cmd->npass;
		st = zocc_link(&in, &r);
		ret = finish(r, st);
		if (st == ZOCC_OK) {
			size_t nw;
			const uint32_t *w = zocc_result_spirv(r, &nw);
			char *text = NULL;
			size_t tl = 0;

			if (!output)
				output = cmd->mode == 'S' ? "a.spvasm" : "a.spv";
			if (cmd->mode == 'S' && disassemble(w, nw, &text, &tl) != 0) {
				ret = 3;
			} else if (write_output(output, text ? (const void *)text : (const void *)w, text ? tl : nw * 4) != 0) {
				report(cmd, "error", "cannot write '%s': %s", output, strerror(errno));
				ret = 1;
			}
			free(text);
		}
		zocc_result_free(r);
	}
	for (i = 0; i < n; i++)
		free(bufs[i]);
	free(bufs);
	free(mods);
	return ret;
}

/* The module, its assembly or the preprocessed text, and the depfile. */
static int
write_outputs(const Cmd *cmd, const char *input, const zocc_result *r)
{
	char *out = cmd->output ? (char *)cmd->output : NULL, *owned = NULL, *downed = NULL;
	int ret = 0;

	if (cmd->mode == 'E') {
		size_t tl;
		const char *t = zocc_result_text(r, &tl);

		if (write_output(out ? out : "-", t, tl) != 0) {
			report(cmd, "error", "cannot write '%s': %s", out ? out : "-", strerror(errno));
			ret = 1;
		}
		return ret;
	}
	{
		size_t nw;
		const uint32_t *w = zocc_result_spirv(r, &nw);

		if (!out)
			out = owned = replace_ext(basename_of(input), cmd->mode == 'S' ? ".spvasm" :
			                          cmd->nat.native ? ".bin" : ".spv");
		if (cmd->nat.native) {
			ret = native_write((NativeOpts *)&cmd->nat, w, nw, out);
		} else if (cmd->mode == 'S') {
			char *text;
			size_t tl;

			if (disassemble(w, nw, &text, &tl) != 0) {
				ret = 3;
			} else {
				if (write_output(out, text, tl) != 0) {
					report(cmd, "error", "cannot write '%s': %s", out, strerror(errno));
					ret = 1;
				}
				free(text);
			}
		} else if (write_output(out, w, nw * 4) != 0) {
			report(cmd, "error", "cannot write '%s': %s", out, strerror(errno));
			ret = 1;
		}
		if (ret == 0 && cmd->md) {
			char *dpath = cmd->mf ? (char *)cmd->mf
			                      : (downed = replace_ext(strcmp(out, "-") == 0 ? basename_of(input) : out, ".d"));

			if (write_depfile(dpath, cmd->mt ? cmd->mt : out, r, cmd->mmd, cmd->mp) != 0) {
				report(cmd, "error", "cannot write '%s': %s", dpath, strerror(errno));
				ret = 1;
			}
		}
	}
	free(owned);
	free(downed);
	return ret;
}

static int
compile(Cmd *cmd)
{
	const char *input;
	zocc_input in = {0};
	zocc_result *r = NULL;
	zocc_status st;
	char *src;
	size_t len;
	int ret;

	if (cmd->ninputs > 1) {
		report(cmd, "error", "more than one input file given ('%s'); to link modules, use --link", cmd->inputs[1]);
		return 2;
	}
	if (!cmd->ninputs) {
		if (cmd->verbose) { /* clang -v alone: who it is, and nothing else */
			version_lines(stderr);
			return 0;
		}
		report(cmd, "error", "%s", "no input file (see zocc --help)");
		return 2;
	}
	input = cmd->inputs[0];
	src = load(cmd, input, &len);
	if (!src)
		return 1;
	if (cmd->nat.native && len >= 4 && memcmp(src, "\x03\x02\x23\x07", 4) == 0) {
		/* zocc --native k.spv: a module compiled (or linked) before */
		char *owned = cmd->output ? NULL : replace_ext(basename_of(input), ".bin");

		ret = native_spirv(&cmd->nat, input, src, len, cmd->pass, cmd->npass, cmd->device,
		                   cmd->output ? cmd->output : owned);
		free(owned);
		free(src);
		return ret;
	}
	if (cmd->nat.kernel_info && native_is_binary(src, len)) {
		/* zocc --kernel-info k.bin: the report of a binary built before */
		ret = native_report_file(input, src, len, cmd->device);
		free(src);
		return ret;
	}
	if (memchr(src, 0, len)) {
		report(cmd, "error", "'%s' is not a text file (it contains NUL bytes)", input);
		free(src);
		return 1;
	}
	if (cmd->nat.kernel_info && !cmd->nat.native) {
		report(cmd, "error", "%s", "--kernel-info goes with --native, or reads a device binary");
		free(src);
		return 2;
	}
	if (cmd->nat.native && (cmd->mode != 'c' || cmd->syntax_only)) {
		report(cmd, "error", "--native cannot be used with %s", cmd->syntax_only ? "-fsyntax-only" : cmd->mode == 'E' ? "-E" : "-S");
		free(src);
		return 2;
	}
	if (cmd->nat.native && (ret = native_prepare(&cmd->nat, cmd->pass, &cmd->npass, cmd->device, &in)) != 0) {
		free(src);
		return ret;
	}
	in.source = src;
	in.source_len = len;
	in.source_name = strcmp(input, "-") == 0 ? "<stdin>" : input;
	in.argv = cmd->pass;
	in.argc = cmd->npass;
	st = zocc_compile(&in, &r);
	ret = finish(r, st);
	if (st == ZOCC_OK && !cmd->syntax_only)
		ret = write_outputs(cmd, input, r);
	zocc_result_free(r);
	free(src);
	return ret;
}

/* The command's option a names, or NULL; *joined when its value is in a.
 * A whole spelling wins over a prefix. */
static const struct CmdOpt *
find_cmd_opt(const char *a, int *joined)
{
	const struct CmdOpt *best = NULL;
	size_t i, bestlen = 0;

	*joined = 0;
	for (i = 0; i < sizeof cmd_opts / sizeof cmd_opts[0]; i++)
		if (cmd_opts[i].kind != ARG_JOINED && strcmp(a, cmd_opts[i].name) == 0)
			return &cmd_opts[i];
	for (i = 0; i < sizeof cmd_opts / sizeof cmd_opts[0]; i++) {
		size_t n = strlen(cmd_opts[i].name);

		if ((cmd_opts[i].kind == ARG_JOINED || cmd_opts[i].kind == ARG_EITHER) && n > bestlen &&
		    strncmp(a, cmd_opts[i].name, n) == 0) {
			best = &cmd_opts[i];
			bestlen = n;
		}
	}
	*joined = best != NULL;
	return best;
}

/* One option of the command, with its value v (NULL for a flag). */
static void
apply(Cmd *cmd, const struct CmdOpt *o, const char *v)
{
	switch (o->what) {
	case DO_COMPILE: cmd->mode = cmd->mode == 'E' ? 'E' : 'c'; break;
	case DO_ASSEMBLY: cmd->mode = 'S'; break;
	case DO_PREPROCESS: cmd->mode = 'E'; break;
	case DO_OUTPUT: cmd->output = v; break;
	case DO_SYNTAX: cmd->syntax_only = 1; break;
	case DO_LINK: cmd->linking = 1; break;
	case DO_VERIFY: cmd->verifying = 1; break;
	case DO_MD: cmd->md = 1; break;
	case DO_MMD: cmd->md = cmd->mmd = 1; break;
	case DO_MP: cmd->mp = 1; break;
	case DO_MF: cmd->mf = v; break;
	case DO_MT: cmd->mt = v; break;
	case DO_LANG:
		if (strcmp(v, "cl") != 0)
			usage_error(cmd, "language '%s' is not supported (only 'cl')", v);
		break;
	case DO_HELP: cmd->help = 1; break;
	case DO_VERSION: cmd->version = 1; break;
	case DO_VERBOSE: cmd->verbose = 1; break;
	case DO_COLOR_ON: cmd->color = 1; break;
	case DO_COLOR_OFF: cmd->color = 0; break;
	case DO_NATIVE: cmd->nat.native = true; break;
	case DO_FAT: cmd->nat.fat = true; break;
	case DO_KERNEL_INFO: cmd->nat.kernel_info = true; break;
	case DO_NATIVE_FORMAT:
		if (strcmp(v, "zebin") != 0 && strcmp(v, "patchtokens") != 0)
			usage_error(cmd, "--native-format takes zebin or patchtokens, not '%s'", v);
		cmd->nat.format = v;
		break;
	case DO_XIGC:
		if (cmd->nat.nigc >= (int)(sizeof cmd->nat.igc / sizeof cmd->nat.igc[0]))
			usage_error(cmd, "too many -Xigc options (at most 64; '%s' is one more)", v);
		else
			cmd->nat.igc[cmd->nat.nigc++] = v;
		break;
	case DO_COLOR_WHEN:
		if (strcmp(v, "always") == 0)
			cmd->color = 1;
		else if (strcmp(v, "never") == 0)
			cmd->color = 0;
		else if (strcmp(v, "auto") == 0)
			cmd->color = -1;
		else
			usage_error(cmd, "invalid argument '%s' to -fdiagnostics-color=", v);
		break;
	}
}

/* Read the command line into cmd: the command's options, the library's
 * (each with the words zocc_option_words says it takes), the inputs. */
static void
read_line(Cmd *cmd, int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		const struct CmdOpt *o;
		int joined, words;

		if (a[0] != '-' || !a[1]) {
			cmd->inputs[cmd->ninputs++] = a;
			continue;
		}
		if ((o = find_cmd_opt(a, &joined))) {
			const char *v = NULL;

			if (joined) {
				v = a + strlen(o->name);
			} else if (o->kind == ARG_SEPARATE || o->kind == ARG_EITHER) {
				if (i + 1 >= argc) {
					usage_error(cmd, "argument to '%s' is missing (expected 1 value)", a);
					continue;
				}
				v = argv[++i];
			}
			if (o->pass)
				cmd->pass[cmd->npass++] = a;
			apply(cmd, o, v);
			continue;
		}
		words = zocc_option_words(a);
		if (words == 0) {
			cmd->unknown[cmd->nunknown++] = a;
			continue;
		}
		cmd->pass[cmd->npass++] = a;
		if (words == 2) {
			if (i + 1 >= argc) {
				usage_error(cmd, "argument to '%s' is missing (expected 1 value)", a);
				continue;
			}
			cmd->pass[cmd->npass++] = argv[++i];
		}
		if (strcmp(a, "-device") == 0 && words == 2)
			cmd->device = argv[i];
		else if (strncmp(a, "-device=", 8) == 0)
			cmd->device = a + 8;
	}
}

/* Each unknown option, named as given, with the nearest spelling of the
 * command's or the library's options (clang's wording). */
static void
report_unknown(Cmd *cmd)
{
	const char *names[sizeof cmd_opts / sizeof cmd_opts[0] + 1];
	size_t i;

	for (i = 0; i < sizeof cmd_opts / sizeof cmd_opts[0]; i++)
		names[i] = cmd_opts[i].name;
	names[i] = NULL;
	for (i = 0; i < (size_t)cmd->nunknown; i++) {
		const char *a = cmd->unknown[i];
		char near[256];

		if (zocc_option_suggest(a, names, near, sizeof near))
			report(cmd, "error", "unknown argument '%s'; did you mean '%s'?", a, near);
		else
			report(cmd, "error", "unknown argument: '%s'", a);
	}
}

int
main(int argc, char **argv)
{
	Cmd cmd = {0};
	int ret, i;

	cmd.mode = 'c';
	cmd.color = -1;
	cmd.pass = calloc((size_t)argc + 2, sizeof *cmd.pass);
	cmd.inputs = calloc((size_t)argc + 1, sizeof *cmd.inputs);
	cmd.unknown = calloc((size_t)argc + 1, sizeof *cmd.unknown);
	cmd.errors = calloc((size_t)argc + 4, sizeof *cmd.errors);
	if (!cmd.pass || !cmd.inputs || !cmd.unknown || !cmd.errors)
		return 3;
	read_line(&cmd, argc, argv);
	if (cmd.color == -1) {
		/* clang's auto: colours on a terminal that has them */
		const char *term = getenv("TERM");

		cmd.color = isatty(2) && term && *term && strcmp(term, "dumb") != 0;
	}
	if (cmd.color)
		cmd.pass[cmd.npass++] = "-fcolor-diagnostics";
	if (cmd.help) {
		fputs(usage, stdout);
		ret = 0;
	} else if (cmd.version) {
		version_lines(stdout);
		ret = 0;
	} else {
		report_unknown(&cmd);
		if (cmd.linking && cmd.verifying)
			usage_error(&cmd, "%s", "--link and --verify cannot be used together");
		else if (cmd.linking && cmd.mode == 'E')
			usage_error(&cmd, "%s", "-E cannot be used with --link");
		else if (cmd.verifying && (cmd.mode == 'E' || cmd.mode == 'S' || cmd.output))
			usage_error(&cmd, "%s", "--verify writes nothing: -E, -S and -o cannot be used with it");
		for (i = 0; i < cmd.nerrors; i++)
			report(&cmd, "error", "%s", cmd.errors[i]);
		if (cmd.nerrors || cmd.nunknown)
			ret = 2;
		else if (cmd.verifying)
			ret = verify_all(&cmd);
		else if (cmd.linking && !cmd.ninputs)
			report(&cmd, "error", "%s", "--link needs the modules to link (see zocc --help)"), ret = 2;
		else if (cmd.linking)
			ret = link_files(&cmd);
		else
			ret = compile(&cmd);
	}
	native_free(&cmd.nat);
	free(cmd.pass);
	free(cmd.inputs);
	free(cmd.unknown);
	for (i = 0; i < cmd.nerrors; i++)
		free(cmd.errors[i]);
	free(cmd.errors);
	return ret;
}
