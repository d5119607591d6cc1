// -Werror=undefined-import gives back the strict check: a program that
// uses a function or variable it does not define is an error at each
// declaration (zocc_ze_module_create compiles one source this way, since
// nothing links its module afterwards).  Like a linker, every one is
// listed; the check runs only on a program without other errors.
// options: -cl-std=CL2.0 -Werror=undefined-import
extern global int counter; // expected-error {{variable 'counter' is used but not defined in this program: the module imports it, for a link step to resolve against a module that exports it (zocc --link, spirv-link, zeModuleDynamicLink) [-Werror,-Wundefined-import]}}
extern constant float table[4]; // expected-error {{variable 'table' is used but not defined in this program}}
int twice(int x); // expected-error {{function 'twice' is used but not defined in this program}}
int thrice(int x); // expected-error {{function 'thrice' is used but not defined in this program}}

kernel void k(global int *o)
{
	o[0] = counter + twice(1) + thrice(2) + (int)table[1];
}
