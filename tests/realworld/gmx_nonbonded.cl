// A cluster-pair non-bonded kernel in the style of molecular-dynamics
// codes' OpenCL back ends: the cluster size and the kernel flavour come
// from -D, the interaction parameters are scalar kernel arguments (no
// struct by value), constants are `const int` of the cluster size (a
// private array bound and loop bounds), coordinates are float4 with the
// charge in w, Lennard-Jones parameters come from a __constant-like type
// table, forces of a work-group are reduced in __local memory, and the
// float result is added to global memory with the compare-and-exchange
// loop such codes write on uint views of the float (atomic_cmpxchg on a
// cast pointer).
// options: -DCL_SIZE=8 -DNCLUSTERS=4 -DNTYPES=2 -DEL_RF
// kernel: nbnxm
// global: 256  local: 64
// arg: global float xq[128] = [0.4 * (i // 4 % 4) + 0.05 * ((i // 4 * 7) % 3), 0.4 * (i // 16 % 4) + 0.03 * ((i // 4 * 5) % 4), 0.4 * (i // 64) + 0.02 * ((i // 4 * 3) % 5), 0.5 - (i // 4) % 2][i % 4]
// arg: global int type[32] = i % 2
// arg: global float nbfp[8] = [0.001, 0.0001, 0.0015, 0.0002, 0.0015, 0.0002, 0.0025, 0.0004][i]
// arg: global float f[96] = 0
// arg: float rcut2 = 1.0
// arg: float k_rf = 0.5
// arg: float c_rf = 1.5
// arg: float epsfac = 138.935
// python: def force(i):
// python:     a, c = i // 3, i % 3
// python:     xa = [xq[4 * a + d] for d in range(4)]
// python:     tot = 0.0
// python:     for b in range(32):
// python:         if b == a: continue
// python:         xb = [xq[4 * b + d] for d in range(4)]
// python:         dx = [xa[d] - xb[d] for d in range(3)]
// python:         r2 = sum(x * x for x in dx)
// python:         if r2 >= rcut2: continue
// python:         ri2 = 1.0 / r2; ri6 = ri2 * ri2 * ri2
// python:         c6, c12 = nbfp[2 * (type[a] * 2 + type[b])], nbfp[2 * (type[a] * 2 + type[b]) + 1]
// python:         fs = (12 * c12 * ri6 - 6 * c6) * ri6 * ri2
// python:         fs += epsfac * xa[3] * xb[3] * (math_sqrt(ri2) * ri2 - 2 * k_rf)
// python:         tot += fs * dx[c]
// python:     return tot
// python: math_sqrt = sqrt
// expect: close(f[i], force(i), 2e-3)
#define NPAIRS (CL_SIZE * CL_SIZE)

/* add val to *addr on the uint view of the float, as such codes do */
static void atomic_add_f(volatile __global float *addr, float val)
{
	union { unsigned int u; float f; } next, expected, current;

	current.f = *addr;
	do {
		expected.f = current.f;
		next.f = expected.f + val;
		current.u = atomic_cmpxchg((volatile __global unsigned int *)addr, expected.u, next.u);
	} while (current.u != expected.u);
}

__kernel __attribute__((reqd_work_group_size(CL_SIZE * CL_SIZE, 1, 1)))
void nbnxm(const __global float4 *xq, const __global int *type, const __global float2 *nbfp,
           __global float *f, const float rcut2, const float k_rf, const float c_rf, const float epsfac)
{
	const int ci = get_group_id(0), tid = get_local_id(0);
	const int ii = tid % CL_SIZE, jj = tid / CL_SIZE;
	const int ntypes = NTYPES;
	__local float fshared[3 * NPAIRS];
	float3 fi = (float3)(0.0f);
	const int ai = ci * CL_SIZE + ii;
	float4 xqi = xq[ai];
	int ti = type[ai] * ntypes;

	for (int cj = 0; cj < NCLUSTERS; cj++) {
		const int aj = cj * CL_SIZE + jj;
		float4 xqj = xq[aj];
		float3 dx = xqi.xyz - xqj.xyz;
		float r2 = dot(dx, dx);

		if (aj == ai || r2 >= rcut2)
			continue;
		float ri2 = 1.0f / r2, ri6 = ri2 * ri2 * ri2;
		float2 c = nbfp[ti + type[aj]];
		float fscal = (12.0f * c.y * ri6 - 6.0f * c.x) * ri6 * ri2;
#ifdef EL_RF
		fscal += epsfac * xqi.w * xqj.w * (sqrt(ri2) * ri2 - 2.0f * k_rf);
#endif
		fi += fscal * dx;
	}
	fshared[tid] = fi.x;
	fshared[NPAIRS + tid] = fi.y;
	fshared[2 * NPAIRS + tid] = fi.z;
	barrier(CLK_LOCAL_MEM_FENCE);
	if (jj == 0) {
		float3 sum = (float3)(0.0f);

		for (int k = 0; k < CL_SIZE; k++)
			sum += (float3)(fshared[ii + k * CL_SIZE], fshared[NPAIRS + ii + k * CL_SIZE],
			                fshared[2 * NPAIRS + ii + k * CL_SIZE]);
		atomic_add_f(&f[3 * ai + 0], sum.x);
		atomic_add_f(&f[3 * ai + 1], sum.y);
		atomic_add_f(&f[3 * ai + 2], sum.z);
	}
}
