/* zocc.h — compile OpenCL C to SPIR-V for oneAPI Level Zero.
 *
 * One call compiles one program:
 *
 *     zocc_input in = { .source = text, .options = "-cl-std=CL2.0 -DN=64" };
 *     zocc_result *r;
 *     if (zocc_compile(&in, &r) == ZOCC_OK) {
 *         size_t n;
 *         const uint32_t *words = zocc_result_spirv(r, &n);
 *         // zeModuleCreate with ZE_MODULE_FORMAT_IL_SPIRV, n * 4 bytes
 *     } else {
 *         fputs(zocc_result_log(r), stderr);
 *     }
 *     zocc_result_free(r);
 *
 * The library keeps no global state: compilations on different threads are
 * independent.  It never exits or aborts; every failure comes back as a
 * status and diagnostics.
 *
 * The target.  With no device named (no -device in the options and no
 * zocc_input.target), zocc compiles for any Level Zero device: it accepts
 * every feature some known device supports (double, half arithmetic,
 * images, intel_reqd_sub_group_size, int64 and float atomics...), defines
 * their macros as clang does for spir64, and the module declares exactly
 * the capabilities it uses; the device that loads it decides.  Naming a
 * device ("-device tgllp", or a zocc_target from Level Zero's properties)
 * checks the program against it, with an error at the source line of each
 * feature it lacks.  "-device ze" is the portable profile: only what every
 * Level Zero device must support. */
#ifndef ZOCC_H
#define ZOCC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Everything declared here is libzocc.so's interface: the library is built
 * with -fvisibility=hidden, and a version script exports exactly zocc_*. */
#if defined(__GNUC__) && __GNUC__ >= 4
#pragma GCC visibility push(default)
#endif

#define ZOCC_VERSION_STRING "0.1.0"

/* A header supplied in memory, found by #include before any -I directory
 * (the way clCompileProgram takes input headers). */
typedef struct zocc_header {
	const char *name; /* the name #include uses, e.g. "common.h" or "lib/util.h" */
	const char *text; /* its contents */
	size_t len;       /* length of text; 0 means strlen(text) */
} zocc_header;

/* A device described by what Level Zero reports about it, for callers that
 * compile at run time: start from a profile and override what the driver
 * says.  Only the fields named in 'given' count; with no device name, what
 * they do not cover stays as in the default (accepted, for the device to
 * decide). */
enum {
	ZOCC_TARGET_SPIRV_VERSION = 1,  /* spirv_version */
	ZOCC_TARGET_MODULE_FLAGS = 2,   /* module_flags */
	ZOCC_TARGET_FP_ATOMICS = 4,     /* fp16/fp32/fp64_atomics */
	ZOCC_TARGET_IMAGES = 8,         /* images */
	ZOCC_TARGET_SUBGROUP_SIZES = 16 /* subgroup_sizes */
};

typedef struct zocc_target {
	const char *device;        /* profile to start from ("pvc", "ze", ...); NULL: the default, any device */
	unsigned given;            /* ZOCC_TARGET_* bits */
	uint32_t spirv_version;    /* ze_device_module_properties_t.spirvVersionSupported (ZE_MAKE_VERSION) */
	uint32_t module_flags;     /* ze_device_module_flags_t: FP16 1, FP64 2, INT64_ATOMICS 4 */
	uint32_t fp16_atomics;     /* ze_device_fp_atomic_ext_flags_t of the float atomics extension */
	uint32_t fp32_atomics;
	uint32_t fp64_atomics;
	int images;                /* ze_device_image_properties_t: nonzero if images are supported */
	const uint32_t *subgroup_sizes; /* ze_device_compute_properties_t.subGroupSizes */
	uint32_t nsubgroup_sizes;
} zocc_target;

/* Resource limits.  Each bounds the time and memory a compilation may
 * take, with a default far above real programs (doc/limits.md); a
 * program over one gets an error naming it.  0 keeps the default; an
 * option -f<name>-limit=N in the options overrides the field. */
typedef struct zocc_limits {
	uint64_t macro_expansion; /* tokens macro replacement produces in all (-fmacro-expansion-limit) */
	uint64_t tokens;          /* tokens after preprocessing (-ftoken-limit) */
	uint32_t nesting;         /* brackets and statements nested in one another (-fnesting-limit) */
	uint32_t depth;           /* depth of the parse tree, operators included (-fdepth-limit) */
	uint64_t statements;      /* statements in one function (-fstatement-limit) */
	uint64_t module_bytes;    /* size of the SPIR-V module (-fmodule-size-limit) */
} zocc_limits;

typedef struct zocc_input {
	const char *source;        /* program text */
	size_t source_len;         /* its length; 0 means strlen(source) */
	const char *source_name;   /* file name used in diagnostics; NULL: "<source>" */
	const char *options;       /* options in command-line syntax, as clBuildProgram takes them; may be NULL */
	const char *const *argv;   /* options already split (the driver's way); may be NULL */
	int argc;                  /* number of entries in argv */
	const zocc_header *headers; /* in-memory headers */
	size_t nheaders;
	const zocc_target *target; /* the device, from Level Zero's properties; NULL: from -device, or
	                            * without -device any Level Zero device */
	zocc_limits limits;        /* resource limits; all 0: the defaults */
} zocc_input;

typedef enum zocc_status {
	ZOCC_OK = 0,        /* a module (or preprocessed text) was produced */
	ZOCC_ERROR = 1,     /* the program has errors; see the diagnostics */
	ZOCC_BAD_INPUT = 2, /* bad arguments: NULL input, unknown option */
	ZOCC_INTERNAL = 3   /* an internal compiler error (a bug); see the log */
} zocc_status;

typedef enum zocc_severity {
	ZOCC_NOTE = 0,
	ZOCC_WARNING = 1,
	ZOCC_ERROR_SEVERITY = 2,
	ZOCC_FATAL = 3
} zocc_severity;

typedef struct zocc_diag {
	zocc_severity severity;
	const char *file;    /* presumed file name (after #line); NULL if none */
	unsigned line;       /* 1-based; 0 if none */
	unsigned column;     /* 1-based byte column; 0 if none */
	const char *message; /* without file, line or severity */
} zocc_diag;

typedef struct zocc_result zocc_result;

/* Compile.  *out is set (even on error) unless out is NULL, and must be
 * released with zocc_result_free; only when memory runs out is it NULL
 * (ZOCC_INTERNAL): a result would need memory too. */
zocc_status zocc_compile(const zocc_input *in, zocc_result **out);

/* The SPIR-V module, NULL when none was produced. */
const uint32_t *zocc_result_spirv(const zocc_result *r, size_t *nwords);
/* The preprocessed text under -E, NULL otherwise. */
const char *zocc_result_text(const zocc_result *r, size_t *len);
/* Diagnostics, in the order of the program's text (each with its notes
 * after it). */
size_t zocc_result_ndiags(const zocc_result *r);
const zocc_diag *zocc_result_diag(const zocc_result *r, size_t i);
/* The diagnostics printed clang-style, with source lines and carets. */
const char *zocc_result_log(const zocc_result *r);
/* The files the program read (the main file first, then every #include'd
 * file on disk, in the order first opened), for depfiles. */
size_t zocc_result_ndeps(const zocc_result *r);
const char *zocc_result_dep(const zocc_result *r, size_t i);
int zocc_result_dep_is_system(const zocc_result *r, size_t i);
void zocc_result_free(zocc_result *r);

/* Check a SPIR-V binary, ours or anyone's, against the rules of the Level
 * Zero SPIR-V environment for a device ("skl", "tgllp", "dg2-g10", "pvc",
 * ...; NULL or "any": the environment's rules, with every capability and
 * extension some known device accepts; "ze": only what every Level Zero
 * device must accept).  Each violation is a diagnostic whose message names
 * the word offset, the instruction and the rule broken.  ZOCC_OK when there
 * are none.  *out as zocc_compile's. */
zocc_status zocc_verify(const uint32_t *words, size_t nwords, const char *device,
                        zocc_result **out);

/* One SPIR-V module given to zocc_link: zocc's or another producer's
 * (clang + llvm-spirv), in host byte order. */
typedef struct zocc_module {
	const char *name;          /* in diagnostics ("lib.spv"); NULL: "<module N>" */
	const uint32_t *words;     /* the module */
	size_t nwords;
} zocc_module;

typedef struct zocc_link_input {
	const zocc_module *modules; /* the modules to join, in order */
	size_t nmodules;
	const char *options;       /* in command-line syntax, may be NULL: -create-library, -device NAME,
	                            * -cl-ext, -w, -Werror (compile options are accepted with a warning) */
	const char *const *argv;   /* options already split; may be NULL */
	int argc;
	const zocc_target *target; /* the device to check the result against (as zocc_input.target) */
} zocc_link_input;

/* Link separately compiled modules (zocc -c of files with imports, or
 * libraries) into one: each import (LinkageAttributes Import) is resolved
 * against the export of its name, whose type must be the same; types,
 * constants, capabilities and extensions are merged, entry points kept,
 * ids renumbered.  Without -create-library every import must be resolved
 * and the result keeps no export unless it has no entry point; with it,
 * the result is a library (exports kept, imports may stay); modules with
 * no entry point and nothing to export are an error without it (there is
 * no module to make) and an empty library with it.  Each module is
 * checked first (the words are untrusted), the result as zocc_verify
 * checks a module, for the device of the options or the target.
 * Returns ZOCC_OK with the module in zocc_result_spirv; ZOCC_ERROR when the
 * modules cannot be linked (each diagnostic names the module and the
 * symbol); ZOCC_BAD_INPUT for bad arguments or options; ZOCC_INTERNAL for
 * a bug.  Thread-safe as zocc_compile is; *out as there. */
zocc_status zocc_link(const zocc_link_input *in, zocc_result **out);

const char *zocc_version(void);

/* For a program that reads a command line and hands zocc_compile the
 * options it does not take itself (the zocc command does): how many words
 * the option arg takes: 1 when it stands alone or carries its value
 * ("-w", "-DX", "-cl-std=CL2.0"), 2 when its value is the next word
 * ("-D X", "-device tgllp"), 0 when zocc_compile does not know it. */
int zocc_option_words(const char *arg);
/* The spelling nearest to an unknown option arg, among zocc_compile's
 * options and the NULL-terminated list extra (the program's own options;
 * may be NULL), by clang's typo-correction rule (at most (length + 2) / 3
 * characters changed); after a '=' arg's value is kept
 * ("-fdiagnostic-color=always" gives "-fdiagnostics-color=always").
 * Written to buf as snprintf writes (size bytes at most, with the NUL);
 * returns its full length, 0 when no option is near. */
size_t zocc_option_suggest(const char *arg, const char *const *extra, char *buf, size_t size);

#if defined(__GNUC__) && __GNUC__ >= 4
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
}
#endif
#endif
