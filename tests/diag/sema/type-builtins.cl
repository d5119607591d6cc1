// clang's builtins with a type argument, misused: clang's errors; a bit
// cast of other than scalars and vectors is an error that says zocc does
// not do it (clang copies any trivially copyable object).
typedef struct { int a; } S;

kernel void k(global float4 *o, int4 v, float f, int2 w, S s)
{
	o[0] = __builtin_convertvector(f, float4); // expected-error {{first argument to __builtin_convertvector must be a vector}}
	o[1] = __builtin_convertvector(w, float4); // expected-error {{first two arguments to __builtin_convertvector must have the same number of elements}}
	o[2].x = __builtin_bit_cast(long, f); // expected-error {{__builtin_bit_cast source size does not equal destination size (4 vs 8)}}
	o[3] = __builtin_convertvector(v, float); // expected-error {{second argument to __builtin_convertvector must be a vector type}}
	o[4].x = __builtin_bit_cast(int, s); // expected-error {{'__builtin_bit_cast' between 'S' and 'int' is not supported: zocc casts scalar and vector types}}
	o[5].x = __builtin_astype(f, long); // expected-error {{invalid reinterpretation: sizes of 'long' and 'float' must match}}
	o[6] = __builtin_astype(w, float4); // expected-error {{invalid reinterpretation: sizes of 'float4' and 'int2' must match}}
}
