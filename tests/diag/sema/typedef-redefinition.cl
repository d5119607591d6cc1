// C11 6.7p3: a typedef name may be defined again in the same scope if it
// names the same type.  OpenCL C follows C99, so clang accepts it with a
// warning that it is a C11 feature; a different type (qualifiers and
// address space count) is an error with a note at the earlier definition.
// options: -cl-std=CL2.0
typedef int T; // expected-note {{previous definition is here}}
typedef int T; // expected-warning {{redefinition of typedef 'T' is a C11 feature}} expected-note {{previous definition is here}}
typedef float T; // expected-error {{typedef redefinition with different types ('float' vs 'int')}}
typedef struct { int a; } S;
typedef S S2; // expected-note {{previous definition is here}}
typedef S S2; // expected-warning {{redefinition of typedef 'S2' is a C11 feature}}
typedef const int CI; // expected-note {{previous definition is here}}
typedef int CI; // expected-error {{typedef redefinition with different types ('int' vs 'const int')}}
typedef int A[4]; // expected-note {{previous definition is here}}
typedef int A[4]; // expected-warning {{redefinition of typedef 'A' is a C11 feature}} expected-note {{previous definition is here}}
typedef int A[5]; // expected-error {{typedef redefinition with different types ('int[5]' vs 'int[4]')}}
typedef uint U; // expected-note {{previous definition is here}}
typedef unsigned int U; // expected-warning {{redefinition of typedef 'U' is a C11 feature}}
typedef float4 V; // expected-note {{previous definition is here}}
typedef int4 V; // expected-error {{typedef redefinition with different types ('int4'}}
typedef global int *P; // expected-note {{previous definition is here}}
typedef local int *P; // expected-error {{typedef redefinition with different types ('__local int *' vs '__global int *')}}
int T2; // expected-note {{previous definition is here}}
typedef int T2; // expected-error {{redefinition of 'T2' as different kind of symbol}}

kernel void k(global int *o)
{
	typedef int T; // an inner scope: a new name, no warning
	typedef int L; // expected-note {{previous definition is here}}
	typedef int L; // expected-warning {{redefinition of typedef 'L' is a C11 feature}}
	T x = 1;
	L y = 2;
	o[0] = x + y;
}

// OpenCL C's own type names may be defined again with their own type, as
// the reference's header defines them (no warning: clang says nothing
// about repeating a system header's typedef); another type is an error.
typedef unsigned int uint;
typedef float float4 __attribute__((ext_vector_type(4)));
typedef unsigned long size_t;
typedef char char2 __attribute__((ext_vector_type(2)));
typedef int ushort; // expected-error {{typedef redefinition with different types ('int' vs '}}
typedef double float2 __attribute__((ext_vector_type(2))); // expected-error {{typedef redefinition with different types ('double}}
typedef float myf3 __attribute__((ext_vector_type(3)));
typedef int myi5 __attribute__((ext_vector_type(5))); // expected-error {{vector of 5 components: OpenCL C vectors have 2, 3, 4, 8 or 16}} (clang accepts the type; SPIR-V has no such vector)
typedef int2 bad __attribute__((ext_vector_type(2))); // expected-error {{invalid vector element type 'int2'}}
