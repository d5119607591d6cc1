/* disasm_tool.c — print every instruction of a SPIR-V binary with
 * spv_disasm_module (spirv/disasm.c), one line each, so that suite.py can
 * hold them against `spirv-dis --raw-id`.
 *
 *     disasm_tool FILE.spv */
#include <stdio.h>
#include <stdlib.h>

#include "zc.h"
#include "../../spirv/verify.h"

static int
dump(const uint32_t *w, size_t n)
{
	jmp_buf jb;
	Buf out;
	Ctx c;

	ctx_init(&c, &jb);
	if (setjmp(jb))
		return 3;
	buf_init(&out, &c.ar);
	spv_disasm_module(&c, w, n, &out);
	fputs(out.s, stdout);
	ctx_free(&c);
	return 0;
}

int
main(int argc, char **argv)
{
	uint32_t *w = NULL;
	size_t n = 0, cap = 0;
	FILE *f;
	int st;

	if (argc != 2 || !(f = fopen(argv[1], "rb"))) {
		fprintf(stderr, "usage: disasm_tool FILE.spv\n");
		return 2;
	}
	for (;;) {
		if (n == cap) {
			cap = cap ? cap * 2 : 1024;
			w = realloc(w, cap * 4);
			if (!w)
				return 3;
		}
		if (fread(&w[n], 4, 1, f) != 1)
			break;
		n++;
	}
	fclose(f);
	st = dump(w, n);
	free(w);
	return st;
}
