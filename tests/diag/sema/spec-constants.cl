// Specialization constants from __spirv_SpecConstant and
// __spirv_SpecConstantComposite (tests/specconst runs them): what makes
// no constant is an error at the call -- a SpecId that is no integer
// constant or out of range, a default that is no constant or of another
// type, a result that is no scalar, a composite of the wrong arity or of
// something else than constants, a SpecId named again with another type
// or default.
// options: -cl-std=CL2.0
int __attribute__((overloadable)) __spirv_SpecConstant(int, int);
float __attribute__((overloadable)) __spirv_SpecConstant(int, float);
uint __attribute__((overloadable)) __spirv_SpecConstant(uint, long);
int2 __attribute__((overloadable)) __spirv_SpecConstant(int, int2);
int2 __attribute__((overloadable)) __spirv_SpecConstantComposite(int, int);
int4 __attribute__((overloadable)) __spirv_SpecConstantComposite(int, int, int);
float2 __attribute__((overloadable)) __spirv_SpecConstantComposite(float, int);

kernel void k(global int *o, int n)
{
	o[0] = __spirv_SpecConstant(n, 1); // expected-error {{the SpecId of a specialization constant must be an integer constant expression}}
	o[1] = __spirv_SpecConstant(-1, 1); // expected-error {{SpecId -1 is out of range (0 to 2147483647)}}
	o[2] = __spirv_SpecConstant(1, n); // expected-error {{the default value of a specialization constant must be a constant}}
	o[3] = __spirv_SpecConstant(2u, 5L); // expected-error {{the default value of a specialization constant has its type: 'uint', not 'long'}}
	o[4] = __spirv_SpecConstant(3, (int2)(1, 2)).x; // expected-error {{a specialization constant is a bool, integer or floating scalar, not 'int2'}}
	o[5] = __spirv_SpecConstantComposite(__spirv_SpecConstant(4, 1), n).y; // expected-error {{a constituent of a specialization constant composite must be a specialization constant}}
	o[6] = __spirv_SpecConstantComposite(1, 2, 3).x; // expected-error {{__spirv_SpecConstantComposite for 'int4' takes its 4 components, one argument each}}
	o[7] = __spirv_SpecConstantComposite(1.0f, 2).x; // expected-error {{argument 2 of __spirv_SpecConstantComposite for 'float2' has the type of its component: 'float', not 'int'}}
	o[8] = __spirv_SpecConstant(5, 1) + __spirv_SpecConstant(5, 2); // expected-error {{SpecId 5 has another default value already}} expected-note@-0 {{the first with that SpecId is here}}
	o[9] = __spirv_SpecConstant(6, 1) + __spirv_SpecConstant(6, 1.0f); // expected-error {{SpecId 6 names a specialization constant of type 'int' already, not 'float'}} expected-note@-0 {{the first with that SpecId is here}}
	o[10] = __spirv_SpecConstantComposite(__spirv_SpecConstant(7, 1), 2).x + __spirv_SpecConstant(7, 1);
}
