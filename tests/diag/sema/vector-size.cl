// GNU vector_size on a typedef: BYTES must be a multiple of the element's
// size and give a power-of-two count OpenCL C has (clang takes lengths
// zocc's vectors cannot hold, and vectors of one).
typedef int bad_multiple __attribute__((vector_size(6))); // expected-error {{vector size not an integral multiple of component size}}
typedef float three __attribute__((vector_size(12))); // expected-error {{vector of 3 components: OpenCL C vectors have 2, 3, 4, 8 or 16 (vector_size: a power of two)}}
typedef int one __attribute__((vector_size(4))); // expected-error {{a vector_size of one 'int' is not an OpenCL C vector}}
typedef float good __attribute__((vector_size(32)));

kernel void k(global good *o)
{
	o[0] = o[1] * 2.0f;
}
