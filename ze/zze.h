/* zze.h — what the files of libzocc_ze (ze/) share.  libzocc_ze is a client
 * of the public API (zocc.h) and of Level Zero, nothing else: it sees none
 * of zocc's internals. */
#ifndef ZZE_H
#define ZZE_H

#include <stdbool.h>
#include <stddef.h>

#include "zocc_ze.h"

/* A growing NUL-terminated text; after a failed allocation it stays as it
 * was and 'failed' is set (the caller reports ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY). */
typedef struct Buf {
	char *s;     /* the text (NULL until something is appended) */
	size_t len;  /* its length */
	size_t cap;  /* bytes allocated */
	bool failed; /* an allocation failed */
} Buf;

void buf_append(Buf *b, const char *s, size_t n);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

struct zocc_ze_log {
	Buf text;             /* the whole log */
	zocc_ze_stage stage;  /* how far the call got */
	zocc_result *result;  /* zocc's result (the linked one for parts), NULL before compiling */
	char *driver;         /* the driver's build and link logs, NULL if none */
};

/* module.c: the steps of a call, each writing to the log */
void append_lines(Buf *b, const char *prefix, const char *text); /* "PREFIX line" for each line not blank */
void zze_driver_log(zocc_ze_log *log, ze_module_build_log_handle_t h); /* appended, and h destroyed */
const char *zze_result_name(ze_result_t r, char *buf, size_t n);
char *zze_options(const char *a, const char *b); /* "a b", malloc'ed */
ze_result_t zze_arguments(zocc_ze_log *log, const char *fn, ze_context_handle_t context,
                          ze_device_handle_t device, const zocc_ze_module_desc *desc, const void *module);
ze_result_t zze_device(zocc_ze_log *log, ze_device_handle_t device, zocc_ze_device *dev);
/* zocc_compile, its log appended; what ("the program", "part 'a.cl'") in the summary line */
ze_result_t zze_compile(zocc_ze_log *log, const zocc_input *in, zocc_result **out, const char *what);
ze_result_t zze_module(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
                       const zocc_ze_module_desc *desc, const uint32_t *words, size_t nwords,
                       ze_module_handle_t *module);

/* parts.c: a program of separately compiled parts linked by zocc into one module */
ze_result_t zze_linked(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
                       const zocc_ze_device *dev, const zocc_ze_module_desc *desc, ze_module_handle_t *module);

/* native.c: the build for the device out of desc->native; true when the
 * call is over (*result says how), false to go on with the SPIR-V */
bool zze_native(zocc_ze_log *log, ze_context_handle_t context, ze_device_handle_t device,
                const zocc_ze_device *dev, const zocc_ze_module_desc *desc, ze_module_handle_t *module,
                ze_result_t *result);

/* device.c */
const char *zze_profile(uint32_t vendor, uint32_t device);
void zze_describe_line(Buf *b, const zocc_ze_device *d);

#endif
