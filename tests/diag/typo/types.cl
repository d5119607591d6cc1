// A misspelt type name: the typedef names in scope and the type names
// OpenCL C declares (float4, uint, ...) are candidates, with the stricter
// bound; the declaration then has the type meant.
typedef struct { float x, y; } particle;

kernel void k(global float *out)
{
	partcle q; // expected-error {{unknown type name 'partcle'; did you mean 'particle'?}} expected-note@4 {{'particle' declared here}}
	flat4 v = 0; // expected-error {{unknown type name 'flat4'; did you mean 'float4'?}} expected-note@* {{'float4' declared here}}
	q.x = 1;
	out[0] = q.x + v.y;
}
