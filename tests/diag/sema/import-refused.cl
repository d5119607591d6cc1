// What cannot be imported stays an error, whatever -W says: a kernel (an
// entry point has no linkage), a prototype of a built-in's name that is
// none of the built-in's (its import would never be resolved), and a
// variable whose type has no size or is incomplete, or a sampler (not a
// variable in the module).  The importable function beside them is
// reported as an import.
// options: -cl-std=CL2.0
kernel void other(global int *o); // expected-error {{kernel 'other' is used but never defined: a kernel cannot be imported (an entry point has no linkage)}}
int mad24(int x, int y); // expected-error {{function 'mad24' is used but never defined, and this prototype is none of the OpenCL C built-in's: calls cannot go to the built-in, and an import of its name would never be resolved}}
extern constant float sizeless[]; // expected-error {{variable 'sizeless' is used but not defined, and its type 'float[]' has no size: an import needs one (give the size its definition has)}}
struct opaque;
extern global struct opaque hidden; // expected-error {{variable 'hidden' is used but not defined, and its type 'struct opaque' is incomplete: an import needs a complete type}}
extern constant sampler_t smp; // expected-error {{sampler 'smp' is used but not defined: a sampler cannot be imported (define it in this program)}}
int fine(int x); // expected-warning {{function 'fine' is used but not defined in this program: the module imports it}}

kernel void k(global int *o, read_only image2d_t img)
{
	other(o);
	o[0] = mad24(1, 2) + (int)sizeless[1] + fine(3);
	o[1] = (int)&hidden; // expected-warning {{cast to smaller integer type 'int' from '__global struct opaque *'}}
	o[2] = read_imagei(img, smp, (int2)(0)).x;
}
