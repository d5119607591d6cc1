// OpenCL C 6.2.6: a scalar operand meeting a vector is converted to the
// element type, and clang accepts that only when the scalar's type is not
// above the element's in C's conversion order: no floating scalar with an
// integer vector, no double with a float vector, no int with a char
// vector (constants included: write (char)1), no uint with an int vector
// (at equal rank the unsigned type is the greater).  Assignment is not an
// arithmetic operation: c4 = 44 converts.
// options: -cl-std=CL2.0
kernel void k(global int *o)
{
	int4 i4 = (int4)(2);
	char4 c4 = (char4)(2);
	float4 f4 = (float4)(1.0f);
	ushort4 us = (ushort4)(1);
	float f = 1.0f;
	long l = 5;
	int x = 3;
	int4 a = i4 + 1.0f; // expected-error {{scalar operand type has greater rank than the type of the vector element. ('int4' and 'float')}}
	int4 b = 1.0f + i4; // expected-error {{scalar operand type has greater rank than the type of the vector element. ('float' and 'int4')}}
	int4 d = i4 + f; // expected-error {{scalar operand type has greater rank than the type of the vector element.}}
	char4 e = c4 + 1; // expected-error {{('char4' and 'int')}}
	char4 g = c4 + x; // expected-error {{('char4' and 'int')}}
	int4 h = i4 + l; // expected-error {{('int4' and 'long')}}
	int4 j = i4 + 5L; // expected-error {{('int4' and 'long')}}
	int4 m = i4 + 1u; // expected-error {{('int4' and 'uint')}}
	char4 n = c4 + (uchar)1; // expected-error {{('char4' and 'uchar')}}
	int4 p = i4 > 1u; // expected-error {{('int4' and 'uint')}}
	c4 += 1; // expected-error {{('char4' and 'int')}}
	char4 ok1 = c4 + (char)1;
	ushort4 ok2 = us + (short)1;
	float4 ok3 = f4 + l;
	float4 ok4 = f4 + true;
	int4 ok5 = i4 + true;
	uint4 ok6 = convert_uint4(i4) + 1;
	long4 ok7 = convert_long4(i4) + 1;
	char4 ok8 = c4 << 1;
	int4 ok9 = i4 * 3 + (i4 == 2);
	float4 ok10 = f4 * 2;
	c4 = 44;
	o[0] = ok1.x + ok2.x + (int)ok3.x + (int)ok4.x + ok5.x + ok6.x + ok7.x + ok8.x + ok9.x + (int)ok10.x + c4.x;
}
