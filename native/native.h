/* native.h — device binaries: zocc's SPIR-V through Intel's GPU compiler.
 *
 * What the files of native/ share with their three clients: the zocc
 * command (--native, --kernel-info), the libocloc drop-in (ocloc/) and
 * libzocc_ze (which picks a device's binary out of a fat one).
 *
 *   devices.c  device names, families, releases and IP versions, as
 *              Intel's ocloc 22.43 knows them, and the zocc profile of each
 *   igc.c      Intel's libocloc, loaded at run time (dlopen): a call in this
 *              process, or in the zocc-igc helper process, one or several
 *              at once
 *   build.c    a SPIR-V module to a device binary, or to a fat binary for
 *              several devices with IGC running for them in parallel
 *   binary.c   reading what IGC writes: the fat binary (an ar archive), the
 *              OpenCL ELF around a patch-token program, zebin; writing the
 *              first two as ocloc writes them
 *   kinfo.c    the kernel report: what the binary says of each kernel
 *
 * Nothing here keeps state between calls (the loaded library is a handle
 * the caller owns); every failure comes back as a status with a message. */
#ifndef NATIVE_H
#define NATIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "zocc.h"

/* A growing byte buffer; 'failed' after an allocation failed. */
typedef struct NatBuf {
	uint8_t *p;
	size_t len, cap;
	bool failed;
} NatBuf;
void nat_buf_put(NatBuf *b, const void *p, size_t n);
void nat_buf_printf(NatBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- devices.c ------------------------------------------------------- */

/* One device ocloc compiles for: a product at one IP version. */
typedef struct NatDevice {
	const char *name;     /* ocloc's name for it ("tgllp", "dg2-g10"); for a stepping
	                       * without a name of its own, its product's */
	uint32_t ip;          /* IP version as Level Zero reports it: arch << 22 | release << 14 | revision */
	const char *profile;  /* zocc's -device profile for it */
	const char *family;   /* ocloc's family name: gen9, gen11, gen12lp, xe */
	const char *release;  /* ocloc's release name where it has one (xe-hpg, xe-hpc), else NULL */
	bool named;           /* a product name points at this version (not only a release's stepping) */
} NatDevice;

#define NAT_IP(arch, rel, rev) ((uint32_t)(arch) << 22 | (uint32_t)(rel) << 14 | (uint32_t)(rev))
#define NAT_IP_ARCH(ip) ((ip) >> 22)
#define NAT_IP_RELEASE(ip) (((ip) >> 14) & 0xff)
#define NAT_IP_REVISION(ip) ((ip) & 0x3f)

/* The devices a -device value names, in order and without repeats: a
 * comma-separated list of product names ("tgllp"), family names ("gen12lp",
 * every product of the family), release names ("xe-hpg"), IP versions
 * "12.55.8" or in decimal (51232776, as SYCL passes them).  Returns the
 * count (at most max), or 0 with a message in err. */
size_t nat_devices(const char *list, const NatDevice **out, size_t max, char *err, size_t errlen);
/* The device of an IP version, NULL if none. */
const NatDevice *nat_device_by_ip(uint32_t ip);
/* "12.55.8" */
void nat_ip_str(uint32_t ip, char *buf, size_t n);
/* The i-th device of the table, NULL past the last (for listings). */
const NatDevice *nat_device_at(size_t i);

/* ---- common.c (links zocc's internals: the command and the drop-in) --- */

/* The front end's target for several devices at once. */
typedef struct NatCommon {
	char device[32];            /* the -device profile to start from */
	char options[2048];         /* "-cl-ext=-a,-b": what some other device lacks; may be "" */
	uint32_t subgroup_sizes[3]; /* the sub-group sizes every device has */
	uint32_t nsubgroup_sizes;
	zocc_target target;         /* ready for zocc_input.target (points into this struct) */
} NatCommon;

/* False if a device has no zocc profile. */
bool nat_common_target(const NatDevice *const *d, size_t n, NatCommon *out);

/* ---- igc.c ----------------------------------------------------------- */

/* A file in memory: a source, a header or an output. */
typedef struct NatFile {
	char *name;     /* its name ("k.spv", "stdout.log") */
	uint8_t *data;  /* its bytes */
	uint64_t len;   /* their number */
} NatFile;

/* One invocation of ocloc: its command line and its in-memory inputs. */
typedef struct NatCall {
	const char *const *argv; /* the command line, argv[0] "ocloc" */
	unsigned argc;
	const NatFile *sources;  /* -file names one of these */
	uint32_t nsources;
	const NatFile *headers;  /* found by #include */
	uint32_t nheaders;
} NatCall;

/* What it gave back. */
typedef struct NatResult {
	int rc;        /* oclocInvoke's return: 0 success */
	NatFile *out;  /* its outputs, stdout.log among them */
	uint32_t nout;
	char *error;   /* when the call could not be made (no libocloc, the helper died): why; NULL otherwise */
} NatResult;

void nat_result_free(NatResult *r);
/* The output named name (or, for a name starting with '.', the first whose
 * name ends so), NULL if none. */
const NatFile *nat_result_file(const NatResult *r, const char *name);

/* Intel's libocloc, loaded.  Where from: $ZOCC_OCLOC_LIBRARY when set
 * (a path, or "none"), else libocloc.so in the directories of
 * LD_LIBRARY_PATH, where ./configure found it, or as the dynamic loader
 * finds it; zocc's own drop-in (its file holds the name zocc_ocloc_dropin)
 * is passed over without being loaded, so that a program whose library
 * path puts the drop-in first still reaches Intel's. */
typedef struct NatOcloc NatOcloc;
NatOcloc *nat_ocloc_open(char *err, size_t errlen);
void nat_ocloc_close(NatOcloc *o);
/* oclocVersion() of the library */
int nat_ocloc_version(NatOcloc *o);

/* How calls run. */
typedef enum NatMode {
	NAT_AUTO,        /* in this process, unless it cannot load IGC (a sanitized build): the helper */
	NAT_IN_PROCESS,  /* through o in this process */
	NAT_HELPER       /* in a zocc-igc process of its own */
} NatMode;

/* Run one call.  o may be NULL for NAT_HELPER.  False when the call could
 * not be made (r->error says why); true otherwise, with r->rc its status. */
bool nat_call(NatOcloc *o, NatMode mode, const NatCall *c, NatResult *r);
/* Run n calls at once, each in a helper process, and wait for all: r[i]
 * for c[i].  Without the helper, one after the other through o. */
void nat_call_all(NatOcloc *o, const NatCall *c, NatResult *r, size_t n);
/* Whether calls in this process are possible (not a sanitized build). */
bool nat_in_process_ok(void);
/* The helper's path (found beside this program or library, or in the
 * configured bindir), NULL if missing. */
const char *nat_helper_path(char *buf, size_t n);

/* The helper's side: read one call from fd in, run it through o, write
 * the result to fd out.  Returns 0, or 2 when the call could not be read
 * or made. */
int nat_helper_serve(NatOcloc *o, int in, int out);

/* ---- build.c --------------------------------------------------------- */

/* A build of one SPIR-V module for one or several devices. */
typedef struct NatBuild {
	const uint32_t *words;     /* the module */
	size_t nwords;
	const NatDevice *const *devices; /* the devices, one or more */
	size_t ndevices;
	const char *options;       /* IGC's build options (-cl-opt-disable, -g, ...); may be NULL */
	const char *internal;      /* IGC's internal options (ocloc -internal_options); may be NULL */
	const char *format;        /* "zebin", "patchtokens" or NULL: ocloc's default */
	NatMode mode;              /* for a single device */
	bool fat;                  /* a fat binary even for one device (what zocc_ze picks from) */
} NatBuild;

/* The binary: for one device, ocloc's binary for it; for several, ocloc's
 * fat binary (an ar archive with a binary for each and the SPIR-V).  The
 * log holds IGC's messages, each device's after a line naming it.  Returns
 * 0 with *bin set, 1 when IGC refused the module (log says why), 2 when
 * IGC could not be reached (log says why). */
int nat_build(NatOcloc *o, const NatBuild *b, uint8_t **bin, size_t *len, char **log);

/* Whether a build option (n bytes at a) is one IGC reads, as ocloc
 * passes them in -options: the OpenCL -cl-* options but -cl-std and
 * -cl-ext (the front end's), and -g. */
bool nat_igc_option(const char *a, size_t n);
/* Those of options (blank-separated), appended to out. */
void nat_igc_options(const char *options, NatBuf *out);

/* ---- binary.c -------------------------------------------------------- */

typedef enum NatFormat {
	NAT_UNKNOWN,
	NAT_AR,          /* ocloc's fat binary */
	NAT_PATCHTOKENS, /* the OpenCL ELF around a patch-token program ("CTNI") */
	NAT_ZEBIN        /* IGC's ELF with .ze_info */
} NatFormat;

NatFormat nat_format(const uint8_t *data, size_t len);

/* One member of a fat binary. */
typedef struct NatMember {
	char name[17];         /* "64.12.55.8", "generic_ir" */
	const uint8_t *data;   /* inside the archive */
	size_t len;
} NatMember;

/* The members of an ar archive, at most max; -1 if it is not one or is
 * cut short. */
long nat_ar_members(const uint8_t *data, size_t len, NatMember *out, size_t max);
/* The member a device at IP version ip loads from a fat binary, as Intel's
 * runtime picks it (its exact version; else, for a fat binary of older
 * naming, none), NULL if none. */
const NatMember *nat_ar_pick(const NatMember *m, size_t n, uint32_t ip);


/* ocloc's fat binary: ar entries padded as its encoder pads them. */
void nat_ar_start(NatBuf *b);
void nat_ar_add(NatBuf *b, const char *name, const uint8_t *data, size_t len, unsigned *pad);
/* The OpenCL ELF holding a SPIR-V module (the fat binary's generic_ir). */
void nat_elf_spirv(NatBuf *b, const uint8_t *spv, size_t len);

/* The sections of a 64-bit little-endian ELF, each offset and size
 * checked: f is called for each with its name, type, data and size, until
 * it returns false.  False if the headers are bad. */
typedef bool (*NatSectionFn)(void *ctx, const char *name, uint32_t type, const uint8_t *data, size_t size);
bool nat_elf_sections(const uint8_t *d, size_t len, NatSectionFn f, void *ctx);

/* ---- kinfo.c --------------------------------------------------------- */

/* What a device binary says of one kernel.  A value the format does not
 * carry is -1. */
typedef struct NatKernel {
	char name[256];        /* the kernel's name */
	int simd;              /* SIMD width IGC compiled it for */
	long grf;              /* general registers per thread (128, or 256 in large-GRF mode) */
	long private_size;     /* private memory per work-item (bytes) */
	long spill;            /* register spill space per thread (bytes) */
	long scratch;          /* scratch space per thread, spills included (bytes) */
	long slm;              /* shared local memory the kernel declares (bytes) */
	int barriers;          /* barriers the kernel uses (0 or 1 in patch tokens; a count in zebin) */
	long binary_size;      /* the kernel's heap as stored (bytes, padded) */
	long isa_size;         /* its instructions (bytes, unpadded) */
} NatKernel;

/* The kernels of one device binary (patch tokens or zebin), at most max.
 * Returns the count, or -1 with a message in err. */
long nat_kernels(const uint8_t *data, size_t len, NatKernel *out, size_t max, char *err, size_t errlen);

/* The kernel report of a binary (a single one or a fat one) as text, one
 * block per device, a line per kernel; NULL when the binary cannot be
 * read (err says why).  malloc'ed. */
char *nat_report(const uint8_t *data, size_t len, const char *device, char *err, size_t errlen);

#endif
