/* main.c — prints what the program carries: its module's size and its
 * native binary's size and first bytes (an archive: "!<arch>"). */
#include <stdio.h>
#include <string.h>

#include "twice_native.h"
#include "twice_spv.h"

int
main(void)
{
	printf("spirv %zu\n", twice_spv_size);
	printf("native %zu %s\n", twice_native_size,
	       memcmp(twice_native, "!<arch>\n", 8) == 0 ? "archive" : "not-an-archive");
	return 0;
}
