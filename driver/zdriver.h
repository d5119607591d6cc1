/* zdriver.h — what the zocc command's files share (driver/zocc.c, the
 * command; driver/native.c, its device binaries). */
#ifndef ZDRIVER_H
#define ZDRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "native.h"
#include "zocc.h"

/* --native, --kernel-info, -Xigc, --native-format as given. */
typedef struct NativeOpts {
	bool native;                  /* --native: write the device binary, not the SPIR-V */
	bool kernel_info;             /* --kernel-info: print the kernel report */
	bool verbose_igc;             /* print IGC's log even when it built the module */
	bool fat;                     /* --fat-binary: an archive even for one device */
	const char *format;           /* --native-format=zebin|patchtokens, NULL: ocloc's default */
	const char *igc[64];          /* -Xigc options, in order */
	int nigc;
	const NatDevice *devices[64]; /* the devices -device names */
	size_t ndevices;
	NatCommon common;             /* the front end's target for them */
	char *options;                /* IGC's build options (malloc'ed) */
	char *internal;               /* IGC's internal options (malloc'ed) */
} NativeOpts;

/* zocc.c: write data to path (or standard output for "-") through a
 * temporary file, so that a failure leaves nothing */
int write_output(const char *path, const void *data, size_t len);

/* native.c */
int native_prepare(NativeOpts *n, const char **pass, int *npass, const char *device, zocc_input *in);
int native_write(NativeOpts *n, const uint32_t *words, size_t nwords, const char *out);
bool native_is_binary(const char *data, size_t len);
int native_report_file(const char *path, const char *data, size_t len, const char *device);
/* zocc --native on a SPIR-V module (zocc -c's, or one zocc --link made):
 * checked for each device (zocc_verify), then built */
int native_spirv(NativeOpts *n, const char *path, const char *data, size_t len, const char **pass, int npass,
                 const char *device, const char *out);
void native_free(NativeOpts *n);

#endif
