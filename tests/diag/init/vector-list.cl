// OpenCL C vector initializer lists (clang's rules): every component or
// none, no designators, nothing past the last component.
constant int4 zero = {};
constant int4 full = {(int2)(1, 2), 3, 4};
constant int4 few = {1, 2}; // expected-error {{too few elements in vector initialization (expected 4 elements, have 2)}}
constant int4 many = {1, 2, 3, 4, 5}; // expected-error {{excess elements in vector initializer}}
constant int4 desig = {[1] = 2}; // expected-error {{designator in initializer for scalar type 'int'}}
constant float2 splat_member[2] = {1.0f, 2.0f};

kernel void k(global int *o)
{
	int2 a = {1}; // expected-error {{too few elements in vector initialization (expected 2 elements, have 1)}}
	o[0] = zero.x + full.y + a.x + (int)splat_member[1].y;
}
