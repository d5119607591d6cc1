/* link.c — a program as a user writes it against an installed libzocc:
 * tests/install builds it against the shared library (from the build
 * directory, and through pkg-config from a staged installation) and against
 * the static one (pkg-config --static), runs it and reads what it prints:
 *   version V          zocc_version()
 *   words N            the size of the module zocc_compile made of vadd
 *   verify ok          zocc_verify accepted that module
 *   error LINE:COL     the first diagnostic of a broken kernel */
#include <stdio.h>

#include <zocc.h>

static const char vadd[] =
	"kernel void vadd(global const float *a, global const float *b, global float *c)\n"
	"{\n\tc[get_global_id(0)] = a[get_global_id(0)] + b[get_global_id(0)];\n}\n";

static const char broken[] = "kernel void k(global int *p)\n{\n\tp[0] = q;\n}\n";

int
main(void)
{
	zocc_input in = {.source = vadd, .options = "-cl-std=CL2.0 -device tgllp"};
	zocc_result *r = NULL, *v = NULL;
	const uint32_t *w;
	size_t n = 0;
	int bad = 0;

	printf("version %s\n", zocc_version());
	if (zocc_compile(&in, &r) != ZOCC_OK || !(w = zocc_result_spirv(r, &n))) {
		printf("compile failed: %s\n", zocc_result_log(r));
		return 1;
	}
	printf("words %zu\n", n);
	if (zocc_verify(w, n, "tgllp", &v) == ZOCC_OK)
		printf("verify ok\n");
	else
		bad = 1;
	zocc_result_free(v);
	zocc_result_free(r);

	in.source = broken;
	if (zocc_compile(&in, &r) == ZOCC_ERROR && zocc_result_ndiags(r) > 0)
		printf("error %u:%u\n", zocc_result_diag(r, 0)->line, zocc_result_diag(r, 0)->column);
	zocc_result_free(r);
	return bad;
}
