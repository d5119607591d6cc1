/* ocloc_build.c — how the test driver (driver.c) reaches IGC: a separate
 * process that reads a SPIR-V module on standard input, builds it with
 * libocloc (`ocloc compile -spirv_input -device DEVICE [-options OPTIONS]`,
 * in this process), and writes to standard output the kernels IGC's binary
 * holds (`ocloc disasm` on it, in this process too: a kernel heap for each)
 * and then IGC's log (ocloc's stdout.log):
 *
 *     kernels N
 *     NAME            (N lines)
 *     the log...
 *
 * It exits 0 if IGC built the module, 1 if it did not, 2 if it could not
 * try.  IGC can say "Build succeeded" and leave a kernel out of its binary
 * (it did so for every kernel with an OpTypeStruct parameter): the list is
 * how the driver knows which kernels zeKernelCreate finds.
 *
 *     ocloc_build DEVICE [OPTIONS] < module.spv
 *
 * A process of its own because libocloc loads IGC with RTLD_DEEPBIND, which
 * AddressSanitizer refuses inside a sanitized process (under ./configure
 * --sanitize the test programs link zocc's sanitized libraries, and the
 * driver runs in them), and so that an IGC crash fails one build instead of
 * the test.  Built plain, like the driver, and never installed.
 *
 * ocloc_api.h is C++ only (it includes <cstdint> and opens a bare extern
 * "C"), so its two entry points are declared here. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <fcntl.h>
#include <unistd.h>

int oclocInvoke(unsigned int numArgs, const char *argv[], const uint32_t numSources,
                const uint8_t **dataSources, const uint64_t *lenSources, const char **nameSources,
                const uint32_t numInputHeaders, const uint8_t **dataInputHeaders,
                const uint64_t *lenInputHeaders, const char **nameInputHeaders, uint32_t *numOutputs,
                uint8_t ***dataOutputs, uint64_t **lenOutputs, char ***nameOutputs);
int oclocFreeOutput(uint32_t *numOutputs, uint8_t ***dataOutputs, uint64_t **lenOutputs,
                    char ***nameOutputs);

/* The kernels of IGC's binary bin (named name) for device: `ocloc disasm`
 * dumps NAME_KernelHeap.dat (.asm where it finds IGA) for each one.  Writes
 * "kernels N" and the names to out; -1 if the disassembler failed. */
static int
list_kernels(FILE *out, const char *device, const uint8_t *bin, uint64_t len, const char *name)
{
	const char *args[] = {"ocloc", "disasm", "-file", name, "-device", device, "-dump", "dump"};
	const uint8_t *src[1] = {bin};
	uint64_t srclen[1] = {len};
	const char *names[1] = {name};
	uint32_t nout = 0, i, n = 0;
	uint8_t **data = NULL;
	uint64_t *lens = NULL;
	char **outname = NULL;
	int rc, pass;

	rc = oclocInvoke(8, args, 1, src, srclen, names, 0, NULL, NULL, NULL, &nout, &data, &lens, &outname);
	/* two passes: the count, then the names */
	for (pass = 0; rc == 0 && pass < 2; pass++) {
		if (pass)
			fprintf(out, "kernels %u\n", n);
		for (i = 0; i < nout; i++) {
			const char *base = strrchr(outname[i], '/') ? strrchr(outname[i], '/') + 1 : outname[i];
			const char *heap = strstr(base, "_KernelHeap.");

			if (!heap || (strcmp(heap + 12, "dat") != 0 && strcmp(heap + 12, "asm") != 0))
				continue;
			if (pass)
				fprintf(out, "%.*s\n", (int)(heap - base), base);
			else
				n++;
		}
	}
	oclocFreeOutput(&nout, &data, &lens, &outname);
	return rc == 0 ? 0 : -1;
}

int
main(int argc, char **argv)
{
	const char *args[10] = {"ocloc", "compile", "-q", "-spirv_input", "-file", "module.spv", "-device"};
	unsigned nargs = 7;
	uint8_t *spv = NULL;
	size_t len = 0, cap = 0;
	const uint8_t *src[1];
	uint64_t srclen[1];
	const char *names[1] = {"module.spv"};
	uint32_t nout = 0, i;
	uint8_t **out = NULL;
	uint64_t *outlen = NULL;
	char **outname = NULL;
	FILE *log;
	int fd, null, rc;

	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: ocloc_build DEVICE [OPTIONS] < module.spv\n");
		return 2;
	}
	args[nargs++] = argv[1];
	if (argc == 3 && argv[2][0]) {
		args[nargs++] = "-options";
		args[nargs++] = argv[2];
	}
	for (;;) {
		ssize_t n;

		if (len == cap) {
			uint8_t *p = realloc(spv, cap = cap ? cap * 2 : 65536);

			if (!p)
				return 2;
			spv = p;
		}
		n = read(0, spv + len, cap - len);
		if (n < 0)
			return 2;
		if (n == 0)
			break;
		len += (size_t)n;
	}
	/* libocloc also prints to standard output ("Command was: ..." after a
	 * failure), which says nothing the log does not: keep the log's channel
	 * for the log alone */
	fd = dup(1);
	null = open("/dev/null", O_WRONLY);
	if (fd < 0 || null < 0 || dup2(null, 1) < 0 || !(log = fdopen(fd, "w")))
		return 2;
	close(null);
	src[0] = spv;
	srclen[0] = len;
	rc = oclocInvoke(nargs, args, 1, src, srclen, names, 0, NULL, NULL, NULL, &nout, &out, &outlen,
	                 &outname);
	for (i = 0; rc == 0 && i < nout; i++) {
		size_t n = strlen(outname[i]);

		if (n > 4 && strcmp(outname[i] + n - 4, ".bin") == 0)
			break;
	}
	if (rc == 0 && (i == nout || list_kernels(log, argv[1], out[i], outlen[i], outname[i]) != 0))
		rc = -2; /* a build with no binary, or one the disassembler cannot read */
	if (rc != 0)
		fprintf(log, "kernels 0\n");
	for (i = 0; i < nout; i++)
		if (strcmp(outname[i], "stdout.log") == 0)
			fwrite(out[i], 1, outlen[i], log);
	if (rc == -2)
		fprintf(log, "ocloc_build: IGC's binary is missing or unreadable to ocloc disasm\n");
	oclocFreeOutput(&nout, &out, &outlen, &outname);
	free(spv);
	if (fclose(log) != 0)
		return 2;
	return rc == 0 ? 0 : 1;
}
