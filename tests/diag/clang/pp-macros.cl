// Preprocessor: macros called with the wrong arguments, redefined, or
// pasted into names that do not exist.
// parse: invalid
#define WIDTH 64
#define HEIGHT 32
#define SQUARE(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define IDX(x, y) ((y) * WIDTH + (x))

kernel void macro_args(global int *out)
{
	out[0] = SQUARE(1, 2);
}

kernel void macro_too_few(global int *out)
{
	out[0] = MAX(out[1]);
}

kernel void macro_vector_arg(global float4 *out)
{
	out[0] = SQUARE((float4)(1.0f, 2.0f, 3.0f, 4.0f));
}

kernel void macro_index(global float *img)
{
	img[IDX(get_global_id(0))] = 0.0f;
}

#define AREA WIDTH * HEIGHT
#define WIDTH 128
kernel void redefined(global int *out)
{
	out[0] = AREA;
}

#define PASTE(a, b) a ## b
kernel void paste(global int *out)
{
	int PASTE(value, 1) = 1;
	out[0] = value2;
}

#define LOAD(p, i) p[i]
kernel void macro_undeclared(global int *out)
{
	out[0] = LOAD(in, 0);
}

#define CHECK(x) if (x) return
kernel void macro_semicolon(global int *out)
{
	CHECK(out[0] == 0) // clang-only-error {{should not return a value [-Wreturn-type]}} worse: zocc's error names no option zocc-only-error {{should not return a value}} worse: the same words, no -W name
	out[1] = 1;
}

#define BLOCK 16;
kernel void macro_with_semicolon(global int *out)
{
	local int tile[BLOCK]; // clang-only-error {{unexpected ';' before ']'}} worse: zocc reads the ';' as the end of the bracket zocc-only-error {{expected ']'}} worse: clang's words are more exact zocc-only-error {{extraneous ']' before ';'}} worse: a second error
	tile[0] = out[0]; // zocc-only-error {{subscripted value is not an array, pointer, or vector}} worse: zocc's recovery lost the array's size and type
	out[1] = tile[0]; // zocc-only-error {{subscripted value is not an array, pointer, or vector}} worse: the same
}

#define ROUND_UP(x, m) (((x) + (m) - 1) / (m) * (m)
kernel void macro_paren(global int *out)
{
	out[0] = ROUND_UP(out[1], 4);
}

#define STR(x) #x
kernel void stringize(global int *out)
{
	printf(STR(x) "%d\n", out[0], out[1]);
}
