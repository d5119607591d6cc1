// Functions and variables declared extern, used, and defined nowhere in
// the program: as clang does with -c, the module imports them
// (LinkageAttributes Import) for a link step to resolve, and zocc says so
// for each one, not only the first; one declared and never used is not
// imported and gets no warning.  (extern-undefined-strict.cl: the same
// with -Werror=undefined-import; tests/link links such modules.)
// options: -cl-std=CL2.0
extern global int counter; // expected-warning {{variable 'counter' is used but not defined in this program: the module imports it, for a link step to resolve against a module that exports it (zocc --link, spirv-link, zeModuleDynamicLink) [-Wundefined-import]}}
extern constant float table[4]; // expected-warning {{variable 'table' is used but not defined in this program: the module imports it}}
extern global int unused_var;
int twice(int x); // expected-warning {{function 'twice' is used but not defined in this program: the module imports it, for a link step to resolve against a module that exports it (zocc --link, spirv-link, zeModuleDynamicLink) [-Wundefined-import]}}
int thrice(int x); // expected-warning {{function 'thrice' is used but not defined in this program}}
int unused(int x);

kernel void k(global int *o)
{
	o[0] = counter + twice(1) + thrice(2) + (int)table[1];
}
