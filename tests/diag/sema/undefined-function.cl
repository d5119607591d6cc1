// A function declared and called but defined nowhere: zocc compiles a whole
// program, so this is an error at the declaration (as a linker's would be).
// Like a linker, the check runs only on a program without other errors.
int twice(int x); // expected-error {{function 'twice' is used but never defined (zocc compiles one program; there is nothing to link against)}}
int unused(int x);

kernel void k(global int *out)
{
	out[0] = twice(1);
}
