// A variable declared extern and used but defined nowhere: clang leaves
// it to a link step (an Import in the module); zocc compiles the whole
// program, so there is nothing to link it with -- as for functions.
// options: -cl-std=CL2.0
extern global int counter; // expected-error {{variable 'counter' is used but never defined (zocc compiles one program; there is nothing to link against)}}

kernel void k(global int *o)
{
	o[0] = counter;
}
