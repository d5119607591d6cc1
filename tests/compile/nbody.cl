// A real-world kernel shape: compiled, validated and given to IGC (no run).
// options: -device tgllp
#define SOFTENING 1e-9f
__kernel void nbody(__global float4 *pos, __global float4 *vel, int n, float dt, __local float4 *cache)
{
	int gid = get_global_id(0), lid = get_local_id(0), lsz = get_local_size(0);
	float4 p = pos[gid];
	float4 a = (float4)(0.0f);
	for (int tile = 0; tile < n / lsz; tile++) {
		cache[lid] = pos[tile * lsz + lid];
		barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 4
		for (int j = 0; j < lsz; j++) {
			float4 d = cache[j] - p;
			float inv = rsqrt(d.x * d.x + d.y * d.y + d.z * d.z + SOFTENING);
			float s = cache[j].w * inv * inv * inv;
			a.xyz += s * d.xyz;
		}
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	vel[gid].xyz += a.xyz * dt;
	pos[gid].xyz += vel[gid].xyz * dt;
}
