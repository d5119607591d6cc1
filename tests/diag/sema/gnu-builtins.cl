// clang's __builtin_ functions misused: each gets clang's error (the same
// text, at the same argument), and a name clang does not know is "use of
// unknown builtin".
kernel void k(global int *o, int i, float f, int4 v, float2 v2)
{
	int r;
	const int *cp = &r;

	o[0] = __builtin_add_overflow(f, 1, &r); // expected-error {{operand argument to overflow builtin must be an integer ('float' invalid)}}
	o[1] = __builtin_add_overflow(i, 1, cp); // expected-error {{result argument to overflow builtin must be a pointer to a non-const integer ('const int *' invalid)}}
	o[2] = __builtin_choose_expr(i, 1, 2); // expected-error {{'__builtin_choose_expr' requires a constant expression}}
	o[3] = __builtin_isnan(i); // expected-error {{floating point classification requires argument of floating point type (passed in 'int')}}
	o[4] = __builtin_isless(i, i); // expected-error {{ordered compare requires two args of floating point type ('int' and 'int')}}
	__builtin_prefetch(o, 5); // expected-error {{argument value 5 is outside the valid range [0, 1]}}
	__builtin_prefetch(o, i); // expected-error {{argument to '__builtin_prefetch' must be a constant integer}}
	o[5] = __builtin_shufflevector(v, v2, 0, 1, 2, 3).x; // expected-error {{first two arguments to '__builtin_shufflevector' must have the same type}}
	o[6] = __builtin_shufflevector(v, v, 0, 1, 2, 9).x; // expected-error {{index for __builtin_shufflevector must be less than the total number of vector elements}}
	o[7] = __builtin_shufflevector(v, v, 0, 1, 2, i).x; // expected-error {{index for __builtin_shufflevector must be a constant integer}}
	o[8] = __builtin_popcount(); // expected-error {{too few arguments to function call, expected 1, have 0}}
	o[9] = __builtin_popcount(v); // expected-error {{passing 'int4' to parameter of incompatible type 'uint'}}
	o[10] = __builtin_assume_aligned(o, 3) != 0; // expected-error {{requested alignment is not a power of 2}}
	o[11] = __builtin_fpclassify(0, 1, 2, 3, 4, i); // expected-error {{floating point classification requires argument of floating point type (passed in 'int')}}
	o[12] = __builtin_clz(1u, 2u); // expected-error {{too many arguments to function call, expected 1, have 2}}
	o[13] = __builtin_no_such(1); // expected-error {{use of unknown builtin '__builtin_no_such'}}
	o[14] = __builtin_mul_overflow((long)o[20], i, &r); // expected-error {{'__builtin_mul_overflow' on 'long' and 'int' with a 'int' result is not supported: convert the operands to the result's type}}
	o[15] = __builtin_nontemporal_load(i); // expected-error {{address argument to nontemporal builtin must be a pointer to integer, float, pointer, or a vector of such types ('int' invalid)}}
	o[16] = __builtin_shufflevector(v, v, 0); // expected-error {{'__builtin_shufflevector' with 1 indices: OpenCL C vectors have 2, 3, 4, 8 or 16 components}}
}
