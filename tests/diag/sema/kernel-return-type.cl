// OpenCL C 6.9.a: a kernel returns void (Level Zero: the entry point's
// result type is OpTypeVoid).
kernel int f(global int *p) // expected-error {{kernel must have void return type}}
{
	return p[0];
}
