// Preprocessor: an #include of a header that is not there stops the
// compilation (a fatal error in clang).
#define WIDTH 64
#include "tile_config.h"
kernel void k(global int *out)
{
	out[0] = WIDTH;
}
