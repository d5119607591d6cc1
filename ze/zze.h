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

/* device.c */
const char *zze_profile(uint32_t vendor, uint32_t device);
void zze_describe_line(Buf *b, const zocc_ze_device *d);

#endif
