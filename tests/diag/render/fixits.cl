// The fix-it line clang prints under the caret: what to write there
// (a replacement at its column, or an insertion), tabs kept so that it
// lines up; several on one line print side by side.
// options: -Wall
struct particle { float x; };

kernel void k(global float *out, int width)
{
	int n;
	particle p;
	if (width = 2)
		out[0] = widht;
	printf("%d %v4f\n", 1.5f, (float4)(1));
	out[1] = n + p.x + (get_global_id(0) & 4 == 4);
}
