// A misspelt member: clang's stricter bound for members (length / edits
// at least 3), then the same note and recovery; members of anonymous
// structs and unions count.
typedef struct {
	float width;
	int count;
	union {
		int total;
		float ratio;
	};
} particle;

kernel void k(global float *out, global particle *ps)
{
	particle p = ps[0];
	out[0] = p.cout; // expected-error {{no member named 'cout' in 'particle'; did you mean 'count'?}} expected-note@6 {{'count' declared here}}
	out[1] = ps->totl; // expected-error {{no member named 'totl' in 'particle'; did you mean 'total'?}} expected-note@8 {{'total' declared here}}
	out[2] = p.widht; // expected-error {{no member named 'widht' in 'particle'}}
	out[3] = p.z; // expected-error {{no member named 'z' in 'particle'}}
	out[4] = p.count + p.width;
}
