/* zocc_ze.h — OpenCL C source to a Level Zero module in one call.
 *
 *     zocc_ze_module_desc d = { .source = text, .options = "-cl-std=CL2.0 -DN=64" };
 *     ze_module_handle_t module;
 *     zocc_ze_log *log;
 *     ze_result_t r = zocc_ze_module_create(context, device, &d, &module, &log);
 *     if (r != ZE_RESULT_SUCCESS)
 *         fputs(zocc_ze_log_text(log), stderr);  // zocc's diagnostics, the driver's log
 *     zocc_ze_log_free(log);
 *
 * zocc_ze_module_create asks the driver what the device supports
 * (zeDeviceGetProperties, zeDeviceGetModuleProperties with the float-atomics
 * extension's properties, zeDeviceGetImageProperties,
 * zeDeviceGetComputeProperties), compiles the source with zocc_compile for
 * exactly that device, so that an error in the program (a `double` on a
 * device without fp64, say) comes back at its source line before the driver
 * sees anything, and hands the SPIR-V to zeModuleCreate
 * (ZE_MODULE_FORMAT_IL_SPIRV).  One log holds zocc's diagnostics and the
 * driver's build log.  A program is one source (or several texts compiled
 * as one), whose every function and variable used must be defined in it
 * (nothing links its module afterwards), or several parts compiled
 * separately and linked, by zocc before zeModuleCreate
 * (zocc_ze_module_create) or by the driver (zocc_ze_modules_create,
 * zeModuleDynamicLink).
 *
 * Like zocc_compile, it keeps no state between calls: calls on different
 * threads are independent (Level Zero's own calls are thread-safe).
 * Link with -lzocc_ze -lzocc -lze_loader (pkg-config zocc_ze). */
#ifndef ZOCC_ZE_H
#define ZOCC_ZE_H

#include <stddef.h>
#include <stdint.h>

#include <level_zero/ze_api.h>

#include "zocc.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && __GNUC__ >= 4
#pragma GCC visibility push(default)
#endif

/* One separately compiled part of a program (zocc_ze_module_desc.parts):
 * OpenCL C compiled on its own, whose functions and extern variables the
 * other parts may define (its imports), or a SPIR-V module compiled before
 * (by zocc -c, or by another compiler). */
typedef struct zocc_ze_part {
	const char *name;       /* in diagnostics; NULL: "<part N>" */
	const char *source;     /* the part's OpenCL C, or NULL for a SPIR-V module */
	size_t source_len;      /* its length; 0 means strlen(source) */
	const uint32_t *spirv;  /* the part's SPIR-V module when source is NULL */
	size_t spirv_words;
	const char *options;    /* zocc options of this part alone, after the descriptor's; may be NULL */
} zocc_ze_part;

/* One source text of a program made of several. */
typedef struct zocc_ze_source {
	const char *name; /* file name in diagnostics; NULL: "<source N>" */
	const char *text; /* the text */
	size_t len;       /* its length; 0 means strlen(text) */
} zocc_ze_source;

typedef struct zocc_ze_module_desc {
	const char *source;             /* the program text, or NULL when sources is used */
	const char *source_name;        /* its file name in diagnostics; NULL: "<source>" */
	const zocc_ze_source *sources;  /* several texts compiled as one program, in order (as
	                                   clCreateProgramWithSource concatenates its strings);
	                                   each keeps its own name and line numbers */
	size_t nsources;                /* entries in sources; 0: use source */
	const char *options;            /* zocc's options (-D, -I, -cl-std, -Werror, ...); the
	                                   device's reported properties take precedence over
	                                   -device and -cl-ext; may be NULL */
	const zocc_header *headers;     /* in-memory headers for #include */
	size_t nheaders;
	const char *build_flags;        /* ze_module_desc_t.pBuildFlags, handed to the driver
	                                   as they are; may be NULL */
	const ze_module_constants_t *constants; /* ze_module_desc_t.pConstants; may be NULL */
	const zocc_ze_part *parts;      /* a program of separately compiled parts (source and sources
	                                   then NULL): each compiled alone, their imports resolved by
	                                   linking (zocc_link, or zeModuleDynamicLink through
	                                   zocc_ze_modules_create) */
	size_t nparts;
	const void *native;             /* a device binary made ahead of time (zocc --native, the
	                                   CMake function's DEVICES): a fat binary, whose build for
	                                   the device's IP version is used when it has one (source,
	                                   sources or parts then only the fallback); may be NULL */
	size_t native_size;             /* its size in bytes */
} zocc_ze_module_desc;

/* How far a call got: the stage that failed, or ZOCC_ZE_DONE. */
typedef enum zocc_ze_stage {
	ZOCC_ZE_ARGUMENTS = 0, /* a NULL argument or a descriptor without source: nothing was called */
	ZOCC_ZE_DEVICE = 1,    /* the driver could not describe the device */
	ZOCC_ZE_COMPILE = 2,   /* zocc rejected the program; the driver never saw it */
	ZOCC_ZE_MODULE = 3,    /* zeModuleCreate failed; the driver's build log says why */
	ZOCC_ZE_DONE = 4,      /* the module was created */
	ZOCC_ZE_LINK = 5       /* the parts could not be linked: by zocc (its diagnostics, before
	                          the driver), or by zeModuleDynamicLink (the driver's log) */
} zocc_ze_stage;

typedef struct zocc_ze_log zocc_ze_log;

/* Compile desc's source for device and create the module in context.
 * Returns:
 *   ZE_RESULT_SUCCESS                       *module is the new module
 *   ZE_RESULT_ERROR_INVALID_NULL_HANDLE     context or device is NULL (the log says when
 *                                           there is no Level Zero driver or device)
 *   ZE_RESULT_ERROR_INVALID_NULL_POINTER    desc or module is NULL, or desc has no source
 *   ZE_RESULT_ERROR_MODULE_BUILD_FAILURE    the program has errors (zocc's, at their
 *                                           source lines; or the driver's build failed)
 *   ZE_RESULT_ERROR_INVALID_ARGUMENT        zocc does not accept desc->options (or they
 *                                           say -E, which makes no module)
 *   ZE_RESULT_ERROR_UNSUPPORTED_FEATURE     the device takes no SPIR-V
 *   ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY      no memory
 *   ZE_RESULT_ERROR_UNKNOWN                 an internal error in zocc (a bug; see the log)
 *   anything else                           what the driver returned, from the device
 *                                           queries or from zeModuleCreate
 * On failure *module is NULL.  When log is not NULL, *log receives the log
 * (NULL only when even that could not be allocated); free it with
 * zocc_ze_log_free. */
ze_result_t zocc_ze_module_create(ze_context_handle_t context, ze_device_handle_t device,
                                  const zocc_ze_module_desc *desc, ze_module_handle_t *module,
                                  zocc_ze_log **log);

/* A program of several parts (desc->parts) as one module per part,
 * linked by the driver: each part compiled alone for device (or taken as
 * it is, for a SPIR-V part), the whole checked by zocc_link (an unresolved
 * import, a symbol defined twice or a type mismatch is reported by zocc,
 * before the driver), then zeModuleCreate for each part and
 * zeModuleDynamicLink over all of them.  modules receives nparts handles,
 * modules[i] for parts[i] (each kernel is in the module of the part that
 * defines it); all NULL on failure.  The caller destroys them
 * (zeModuleDestroy).  Results as zocc_ze_module_create's, with
 * ZE_RESULT_ERROR_MODULE_LINK_FAILURE from zocc's link check or the
 * driver's link. */
ze_result_t zocc_ze_modules_create(ze_context_handle_t context, ze_device_handle_t device,
                                   const zocc_ze_module_desc *desc, ze_module_handle_t *modules,
                                   zocc_ze_log **log);

/* The whole log as text, one line per message (doc/library.md, "Using zocc
 * at run time", describes each kind of line):
 *   zocc: device '...': what the device supports, as zocc was told
 *   FILE:LINE:COL: error: ...   zocc's diagnostics, clang-style with carets
 *   zocc: ...                   the outcome of each step
 *   driver: ...                 each line of the driver's build log */
const char *zocc_ze_log_text(const zocc_ze_log *log);
/* The stage the call reached. */
zocc_ze_stage zocc_ze_log_stage(const zocc_ze_log *log);
/* zocc's result (structured diagnostics, the SPIR-V module); NULL when the
 * call stopped before compiling.  Owned by the log. */
const zocc_result *zocc_ze_log_result(const zocc_ze_log *log);
/* The driver's build log alone; "" when zeModuleCreate was not reached or
 * gave no log. */
const char *zocc_ze_log_driver(const zocc_ze_log *log);
void zocc_ze_log_free(zocc_ze_log *log);

/* What zocc_ze_module_create tells zocc about a device, for callers that
 * run zocc_compile themselves (input.target = &d.target). */
typedef struct zocc_ze_device {
	zocc_target target;          /* ready for zocc_input.target */
	uint32_t subgroup_sizes[8];  /* target.subgroup_sizes points here */
	uint32_t vendor_id;          /* ze_device_properties_t.vendorId */
	uint32_t device_id;          /* ze_device_properties_t.deviceId */
	char name[256];              /* ze_device_properties_t.name */
	uint32_t ip_version;         /* ze_device_ip_version_ext_t.ipVersion (ZE_extension_device_ip_version),
	                                0 when the driver does not report it */
} zocc_ze_device;

/* Fill *out from the driver's description of device; target.device is the
 * zocc profile of the device's family when zocc knows its device id (Intel
 * GPUs from Gen9 to Xe-HPC), NULL otherwise.  Returns what the driver
 * returned (ZE_RESULT_ERROR_INVALID_NULL_* for NULL arguments).  Note that
 * the target points into *out: copying the struct needs
 * out.target.subgroup_sizes = out.subgroup_sizes again. */
ze_result_t zocc_ze_device_describe(ze_device_handle_t device, zocc_ze_device *out);

/* The name of a ze_result_t ("ZE_RESULT_ERROR_MODULE_BUILD_FAILURE"), or
 * NULL for a code this library does not know. */
const char *zocc_ze_result_name(ze_result_t r);

#if defined(__GNUC__) && __GNUC__ >= 4
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
}
#endif
#endif
