/* helper.c — zocc-igc: one call of Intel's libocloc, in a process of its own.
 *
 *     zocc-igc < call > result
 *
 * It reads an ocloc call (command line and in-memory files) on standard
 * input, runs it through Intel's libocloc and writes what it returned on
 * standard output, in the protocol native/igc.c describes.  zocc runs it
 * where IGC cannot be loaded into zocc's own process (a sanitized build:
 * libocloc loads IGC with RTLD_DEEPBIND, which AddressSanitizer refuses),
 * and once per device for a fat binary, so that IGC works for the devices
 * in parallel.  It is built plain (never sanitized) for that reason.
 * Exit status: 0 with a result written, 2 when the call could not be read
 * or the result written, 3 when libocloc cannot be loaded. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>

#include <unistd.h>

#include "native.h"

int
main(int argc, char **argv)
{
	char err[1024];
	NatOcloc *o;
	int out, null, st;

	if (argc > 1) {
		fprintf(stderr, "usage: zocc-igc < call > result (zocc runs it; it is not meant to be run by hand)\n");
		return 2;
	}
	/* libocloc prints to standard output too ("Command was: ..."): keep
	 * that channel for the result alone */
	out = dup(1);
	null = open("/dev/null", O_WRONLY);
	if (out < 0 || null < 0 || dup2(null, 1) < 0)
		return 2;
	close(null);
	if (!(o = nat_ocloc_open(err, sizeof err))) {
		char buf[65536];

		fprintf(stderr, "zocc-igc: %s\n", err);
		while (read(0, buf, sizeof buf) > 0) /* the caller's call, unread */
			;
		return 3;
	}
	st = nat_helper_serve(o, 0, out);
	nat_ocloc_close(o);
	return st;
}
