/* zocc.c — the command-line compiler, a thin client of include/zocc.h.
 *
 * It reads the input file, hands every compile option to zocc_compile,
 * and writes the module (-c), its disassembly (-S, through SPIRV-Tools),
 * the preprocessed text (-E) and gcc-format depfiles (-MD, -MMD, -MF, -MT,
 * -MP).  --verify checks an existing SPIR-V binary against the Level Zero
 * environment; --link joins separately compiled modules (zocc_link);
 * --native goes on to the device binary and --kernel-info reports on one
 * (driver/native.c, through native/).  Exit status: 0 success, 1 errors
 * in the input, 2 bad usage, 3 internal error.  No output file is left
 * behind on error. */
#include <errno.h>
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
	"\n"
	"Compile OpenCL C to SPIR-V for oneAPI Level Zero.\n"
	"\n"
	"Output:\n"
	"  -c                  compile to a SPIR-V binary (the default)\n"
	"  -o FILE             write the output to FILE ('-' for standard output)\n"
	"  -S                  write SPIR-V assembly text (spirv-as reads it back)\n"
	"  -E                  preprocess only, to standard output or -o FILE\n"
	"  -dM                 with -E: print the macros defined at the end instead, as clang does\n"
	"  --verify FILE.spv   check a SPIR-V binary against the Level Zero environment\n"
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
	"  --link A.spv B.spv ...  link separately compiled modules into one (-o FILE, default\n"
	"                      a.spv): each import resolved against the export of its name;\n"
	"                      checked for -device NAME; -create-library makes a library\n"
	"\n"
	"Preprocessor:\n"
	"  -D NAME[=VALUE]     define a macro         -U NAME   undefine a macro\n"
	"  -I DIR              add an include directory\n"
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
	"  -ftime-report       time and memory of each phase, after the diagnostics\n"
	"\n"
	"  --version           print the version      --help    print this text\n";

static void
die(const char *fmt, const char *arg)
{
	fprintf(stderr, "zocc: error: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	exit(2);
}

static char *
read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0;

	if (!f)
		return NULL;
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
		if (f != stdin)
			fclose(f);
		return NULL;
	}
	if (f != stdin)
		fclose(f);
	buf[n] = 0;
	*len = n;
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

static int
verify(const char *path, const char *device)
{
	size_t len;
	char *buf = read_file(path, &len);
	zocc_result *r;
	zocc_status st;

	if (!buf) {
		fprintf(stderr, "zocc: error: cannot read '%s': %s\n", path, strerror(errno));
		return 2;
	}
	if (len % 4) {
		fprintf(stderr, "zocc: error: '%s' is not a SPIR-V binary: its size is not a multiple of 4\n", path);
		free(buf);
		return 1;
	}
	st = zocc_verify((const uint32_t *)(void *)buf, len / 4, device, &r);
	fputs(zocc_result_log(r), stderr);
	zocc_result_free(r);
	free(buf);
	return st == ZOCC_OK ? 0 : st == ZOCC_ERROR ? 1 : 3;
}

static void summary(const zocc_result *r);

/* --link: the modules read, joined by zocc_link, written to output. */
static int
link_files(const char **files, int n, const char *const *pass, int npass, const char *output, int mode)
{
	zocc_module *mods = calloc((size_t)n + 1, sizeof *mods);
	char **bufs = calloc((size_t)n + 1, sizeof *bufs);
	zocc_link_input in = {0};
	zocc_result *r = NULL;
	zocc_status st;
	int i, ret = 0;

	if (!mods || !bufs)
		return 3;
	for (i = 0; i < n && ret == 0; i++) {
		size_t len;

		bufs[i] = read_file(files[i], &len);
		if (!bufs[i]) {
			fprintf(stderr, "zocc: error: cannot read '%s': %s\n", files[i], strerror(errno));
			ret = 1;
		} else if (len % 4) {
			fprintf(stderr, "zocc: error: '%s' is not a SPIR-V binary: its size (%zu bytes) is not a multiple of 4\n",
			        files[i], len);
			ret = 1;
		}
		mods[i].name = files[i];
		mods[i].words = (const uint32_t *)(void *)bufs[i];
		mods[i].nwords = bufs[i] ? len / 4 : 0;
	}
	if (ret == 0) {
		in.modules = mods;
		in.nmodules = (size_t)n;
		in.argv = pass;
		in.argc = npass;
		st = zocc_link(&in, &r);
		fputs(zocc_result_log(r), stderr);
		summary(r);
		ret = st == ZOCC_OK ? 0 : st == ZOCC_ERROR ? 1 : st == ZOCC_BAD_INPUT ? 2 : 3;
		if (st == ZOCC_OK) {
			size_t nw;
			const uint32_t *w = zocc_result_spirv(r, &nw);
			char *text = NULL;
			size_t tl = 0;

			if (!output)
				output = mode == 'S' ? "a.spvasm" : "a.spv";
			if (mode == 'S' && disassemble(w, nw, &text, &tl) != 0) {
				ret = 3;
			} else if (write_output(output, text ? (const void *)text : (const void *)w, text ? tl : nw * 4) != 0) {
				fprintf(stderr, "zocc: error: cannot write '%s': %s\n", output, strerror(errno));
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

/* Options that take a separate value, passed on to the library with it. */
static int
takes_value(const char *a)
{
	return strcmp(a, "-D") == 0 || strcmp(a, "-U") == 0 || strcmp(a, "-I") == 0 ||
	       strcmp(a, "-device") == 0;
}

int
main(int argc, char **argv)
{
	const char *input = NULL, *output = NULL, *mf = NULL, *mt = NULL, *verify_file = NULL;
	const char *device = NULL;
	int mode = 'c', md = 0, mmd = 0, mp = 0, i, ret, linking = 0;
	const char **pass = calloc((size_t)argc + 1, sizeof *pass);
	const char **inputs = calloc((size_t)argc + 1, sizeof *inputs);
	int npass = 0, ninputs = 0;
	zocc_input in = {0};
	zocc_result *r = NULL;
	zocc_status st;
	char *src;
	size_t len;
	NativeOpts nopt = {0};

	if (!pass || !inputs) {
		free(pass);
		free(inputs);
		return 3;
	}
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "--help") == 0 || strcmp(a, "-help") == 0 || strcmp(a, "-h") == 0) {
			fputs(usage, stdout);
			free(pass);
			free(inputs);
			return 0;
		} else if (strcmp(a, "--version") == 0) {
			printf("zocc %s (OpenCL C to SPIR-V for oneAPI Level Zero)\n", zocc_version());
			free(pass);
			free(inputs);
			return 0;
		} else if (strcmp(a, "-c") == 0) {
			mode = mode == 'E' ? 'E' : 'c';
		} else if (strcmp(a, "-S") == 0) {
			mode = 'S';
		} else if (strcmp(a, "-E") == 0) {
			mode = 'E';
			pass[npass++] = a;
		} else if (strcmp(a, "-o") == 0) {
			if (++i >= argc)
				die("argument to '%s' is missing (expected 1 value)", a);
			output = argv[i];
		} else if (strncmp(a, "-o", 2) == 0) {
			output = a + 2;
		} else if (strcmp(a, "--link") == 0) {
			linking = 1;
		} else if (strcmp(a, "--verify") == 0) {
			if (++i >= argc)
				die("argument to '%s' is missing (expected 1 value)", a);
			verify_file = argv[i];
		} else if (strcmp(a, "-MD") == 0) {
			md = 1;
		} else if (strcmp(a, "-MMD") == 0) {
			md = mmd = 1;
		} else if (strcmp(a, "-MP") == 0) {
			mp = 1;
		} else if (strcmp(a, "-MF") == 0 || strcmp(a, "-MT") == 0) {
			if (++i >= argc)
				die("argument to '%s' is missing (expected 1 value)", a);
			if (a[2] == 'F')
				mf = argv[i];
			else
				mt = argv[i];
		} else if (strcmp(a, "-x") == 0) {
			if (++i >= argc)
				die("argument to '%s' is missing (expected 1 value)", a);
			if (strcmp(argv[i], "cl") != 0)
				die("language '%s' is not supported (only 'cl')", argv[i]);
		} else if (native_option(&nopt, argc, argv, &i)) {
			/* --native, --kernel-info, -Xigc, --native-format */
		} else if (a[0] == '-' && a[1]) {
			if (strcmp(a, "-device") == 0 && i + 1 < argc)
				device = argv[i + 1];
			else if (strncmp(a, "-device=", 8) == 0)
				device = a + 8;
			pass[npass++] = a;
			if (takes_value(a)) {
				if (++i >= argc)
					die("argument to '%s' is missing (expected 1 value)", a);
				pass[npass++] = argv[i];
			}
		} else {
			inputs[ninputs++] = a;
		}
	}
	if (verify_file) {
		free(pass);
		free(inputs);
		return verify(verify_file, device);
	}
	if (linking) {
		if (!ninputs)
			die("%s", "--link needs the modules to link (see zocc --help)");
		if (mode == 'E')
			die("%s", "-E cannot be used with --link");
		ret = link_files(inputs, ninputs, pass, npass, output, mode);
		free(pass);
		free(inputs);
		return ret;
	}
	if (ninputs > 1)
		die("more than one input file given ('%s'); to link modules, use --link", inputs[1]);
	input = ninputs ? inputs[0] : NULL;
	free(inputs);
	if (!input)
		die("%s", "no input file (see zocc --help)");
	src = read_file(input, &len);
	if (!src) {
		fprintf(stderr, "zocc: error: no such file or directory: '%s'\n", input);
		free(pass);
		return 1;
	}
	if (nopt.native && len >= 4 && memcmp(src, "\x03\x02\x23\x07", 4) == 0) {
		/* zocc --native k.spv: a module compiled (or linked) before */
		char *owned = output ? NULL : replace_ext(basename_of(input), ".bin");

		ret = native_spirv(&nopt, input, src, len, pass, npass, device, output ? output : owned);
		free(owned);
		free(src);
		free(pass);
		native_free(&nopt);
		return ret;
	}
	if (nopt.kernel_info && native_is_binary(src, len)) {
		/* zocc --kernel-info k.bin: the report of a binary built before */
		ret = native_report_file(input, src, len, device);
		free(src);
		free(pass);
		return ret;
	}
	if (memchr(src, 0, len)) {
		fprintf(stderr, "zocc: error: '%s' is not a text file (it contains NUL bytes)\n", input);
		free(src);
		free(pass);
		return 1;
	}
	if (nopt.kernel_info && !nopt.native) {
		fprintf(stderr, "zocc: error: --kernel-info goes with --native, or reads a device binary\n");
		free(src);
		free(pass);
		return 2;
	}
	if (nopt.native && (mode != 'c' || (ret = native_prepare(&nopt, pass, &npass, device, &in)) != 0)) {
		if (mode != 'c')
			fprintf(stderr, "zocc: error: --native cannot be used with -%c\n", mode);
		free(src);
		free(pass);
		native_free(&nopt);
		return mode != 'c' ? 2 : ret;
	}
	in.source = src;
	in.source_len = len;
	in.source_name = strcmp(input, "-") == 0 ? "<stdin>" : input;
	in.argv = pass;
	in.argc = npass;
	st = zocc_compile(&in, &r);
	fputs(zocc_result_log(r), stderr);
	summary(r);
	ret = st == ZOCC_OK ? 0 : st == ZOCC_ERROR ? 1 : st == ZOCC_BAD_INPUT ? 2 : 3;
	if (st == ZOCC_OK) {
		char *out = output ? (char *)output : NULL, *owned = NULL, *downed = NULL;

		if (mode == 'E') {
			size_t tl;
			const char *t = zocc_result_text(r, &tl);

			if (write_output(out ? out : "-", t, tl) != 0) {
				fprintf(stderr, "zocc: error: cannot write '%s': %s\n", out, strerror(errno));
				ret = 1;
			}
		} else {
			size_t nw;
			const uint32_t *w = zocc_result_spirv(r, &nw);

			if (!out)
				out = owned = replace_ext(basename_of(input), mode == 'S' ? ".spvasm" :
				                          nopt.native ? ".bin" : ".spv");
			if (nopt.native) {
				ret = native_write(&nopt, w, nw, out);
			} else if (mode == 'S') {
				char *text;
				size_t tl;

				if (disassemble(w, nw, &text, &tl) != 0) {
					ret = 3;
				} else {
					if (write_output(out, text, tl) != 0) {
						fprintf(stderr, "zocc: error: cannot write '%s': %s\n", out, strerror(errno));
						ret = 1;
					}
					free(text);
				}
			} else if (write_output(out, w, nw * 4) != 0) {
				fprintf(stderr, "zocc: error: cannot write '%s': %s\n", out, strerror(errno));
				ret = 1;
			}
			if (ret == 0 && md) {
				char *dpath = mf ? (char *)mf : (downed = replace_ext(strcmp(out, "-") == 0 ? basename_of(input) : out, ".d"));

				if (write_depfile(dpath, mt ? mt : out, r, mmd, mp) != 0) {
					fprintf(stderr, "zocc: error: cannot write '%s': %s\n", dpath, strerror(errno));
					ret = 1;
				}
			}
		}
		free(owned);
		free(downed);
	}
	zocc_result_free(r);
	free(src);
	free(pass);
	native_free(&nopt);
	return ret;
}
