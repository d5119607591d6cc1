// Preprocessor: a macro's arguments never closed swallow the rest of the
// file.
// parse: invalid
#define SQUARE(x) ((x) * (x))
kernel void k(global int *out)
{
	out[0] = SQUARE((out[1]);
}
