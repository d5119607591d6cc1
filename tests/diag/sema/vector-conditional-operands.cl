// OpenCL C 6.3.i: under an integer vector condition ?: selects
// component-wise.  Two scalar arms meet at the greater of their own types
// (no integer promotions: char and char stay char, char and uchar give
// uchar, int and float give float) and are widened to the condition's
// width; a vector arm makes the result that vector type, with a scalar arm
// converted to it as for a binary operator.  The result must have the
// condition's number of components and components of its size.
// options: -cl-std=CL2.0
kernel void k(global int *o, global float *fp)
{
	int4 c = (int4)(1, -1, 0, 5);
	char4 cc = (char4)(1, -1, 0, 5);
	short8 c8 = (short8)(1);
	int2 c2 = (int2)(1, -1);
	float4 f4 = (float4)(1.0f);
	int4 i4 = (int4)(2);
	uint4 u4 = (uint4)(2);
	short4 s4 = (short4)(2);
	float f = 1.0f;
	char4 ok1 = (cc > (char)0) ? (char)1 : (char)2;
	uchar4 ok2 = cc ? (uchar)1 : (char)2;
	float4 ok3 = c ? 1 : f;
	int4 ok4 = c ? 1 : 2;
	uint4 ok5 = c ? 1 : 2u;
	float4 ok6 = c ? f4 : 1;
	long4 ok7 = (long4)(c.x) ? 1L : (long)2;
	short8 ok8 = c8 ? (short)1 : (short)2;
	ushort8 ok9 = c8 ? (ushort)1 : (short)2;
	int4 ok10 = c ? i4 : (int4)(3);
	int4 r1 = c ? i4 : u4; // expected-error {{implicit conversions between vector types ('int4' and 'uint4') are not permitted}}
	int4 r3 = c ? (int2)(1) : (int2)(2); // expected-error {{vector condition type 'int4' and result type 'int2' do not have the same number of elements}}
	short4 r4 = c ? s4 : s4; // expected-error {{vector condition type 'int4' and result type 'short4' do not have elements of the same size}}
	int4 r5 = c ? fp : fp; // expected-error {{used type '__global float *' where integer or floating point type is required}}
	int4 r6 = c ? 1 : f; // expected-error {{initializing 'int4' with an expression of incompatible type 'float4'}}
	int4 r8 = c ? i4 : 1.0f; // expected-error {{scalar operand type has greater rank than the type of the vector element. ('int4' and 'float')}}
	char4 r9 = cc ? 'a' : 'b'; // expected-error {{vector condition type 'char4' and result type (vector of 4 'int' values) do not have elements of the same size}}
	char4 r10 = cc ? (uchar)1 : (char)2; // expected-error {{initializing 'char4' with an expression of incompatible type 'uchar4'}}
	long4 r11 = c ? 1L : 2L; // expected-error {{vector condition type 'int4' and result type (vector of 4 'long' values) do not have elements of the same size}}
	short4 r13 = c ? (short)1 : (short)2; // expected-error {{result type (vector of 4 'short' values) do not have elements of the same size}}
	int4 r14 = c ? true : false; // expected-error {{result type (vector of 4 '_Bool' values) do not have elements of the same size}}
	int4 r15 = c ? (uchar)1 : (short)2; // expected-error {{result type (vector of 4 'short' values) do not have elements of the same size}}
	int4 r16 = c2 ? i4 : i4; // expected-error {{vector condition type 'int2' and result type 'int4' do not have the same number of elements}}
	uint8 r17 = c8 ? 1u : 2u; // expected-error {{vector condition type 'short8' and result type (vector of 8 'unsigned int' values) do not have elements of the same size}}
	float4 r18 = f4 ? 1.0f : 2.0f; // expected-error {{used type 'float4' where floating point type is not allowed}}
	o[0] = ok1.x + ok2.x + (int)ok3.x + ok4.x + ok5.x + (int)ok6.x + (int)ok7.x + ok8.x + ok9.x + ok10.x;
}
