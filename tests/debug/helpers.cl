// Helpers called from a kernel: scalar parameters, a helper calling a
// helper, an overload set (linkage names), a static helper, a value
// returned from a branch.
// kernel: helpers
// global: 16
// arg: global float out[16]
// arg: global float src[16] = i * 0.5 - 3
// expect: close(out[i], (src[i] * src[i] + 1 if src[i] > 0 else -src[i]) + 2 * i + 3)

static float square(float v)
{
	float r = v * v;
	return r;
}

float shifted(float v, int by)
{
	float s = square(v) + by;
	return s;
}

int __attribute__((overloadable)) twice(int x)
{
	int t = x + x;
	return t;
}

float __attribute__((overloadable)) twice(float x)
{
	float t = x * 2.0f;
	return t;
}

float pick(float v)
{
	if (v > 0.0f) {
		float up = shifted(v, 1);
		return up;
	}
	float down = -v;
	return down;
}

__kernel void helpers(__global float *out, __global const float *src)
{
	size_t gid = get_global_id(0);
	float x = src[gid];
	int n = twice((int)gid);
	float y = pick(x) + n;
	out[gid] = y + twice(1.5f);
}
