// Kernel-timestamp queries in the style of a GPU runtime's built-in
// kernels (behind zeCommandListAppendQueryKernelTimestamps): each event's
// raw 64-bit packet holds 32-bit start and end counters that may have
// wrapped; the kernel widens and unwraps them, writes the results as
// ulong4 or, with the sizes-only flag, as pitched ulong pairs.  The
// checks redo the arithmetic in Python.
// python: M = 0xffffffff
// python: def ev(e, k): return events_in[e * 4 + k]
// python: def dur(s, t): return (t - s) & M if t >= s else (t + (1 << 32) - s)
// python: def full(i):
// python:     e, k = i // 4, i % 4
// python:     gs, ge, cs, ce = [ev(e, j) & M for j in range(4)]
// python:     return [gs, gs + dur(gs, ge), cs, cs + dur(cs, ce)][k]
// kernel: QueryKernelTimestamps
// global: 16
// arg: global ulong events[16 * 4] = rnd(i) | (rnd(i + 1) << 32) if i % 8 else 0xfffffff0
// arg: global ulong dst[16 * 4] = 0
// arg: uint useOnlyGlobalTimestamps = 0
// expect: dst[i] == full(i)
// kernel: QueryKernelTimestampsWithOffsets
// global: 16
// arg: global ulong events[16 * 4] = rnd(i + 2) | (rnd(i + 3) << 32)
// arg: global ulong offsets[16] = 24 * i
// arg: global ulong dst[16 * 3] = 1
// expect: dst[i] == ((lambda e: dur(ev(e, 0) & M, ev(e, 1) & M))(i // 3) if i % 3 == 0 else 1)

#define TIMESTAMP_MASK 0xffffffffUL

typedef struct {
    ulong globalStart;
    ulong globalEnd;
    ulong contextStart;
    ulong contextEnd;
} KernelTimestampPacket;

static inline ulong unwrap(ulong start, ulong end)
{
    start &= TIMESTAMP_MASK;
    end &= TIMESTAMP_MASK;
    return end >= start ? end - start : end + (TIMESTAMP_MASK + 1) - start;
}

__kernel void QueryKernelTimestamps(__global KernelTimestampPacket* srcEvents, __global ulong* dst, uint useOnlyGlobalTimestamps)
{
    const uint gid = get_global_id(0);
    const __global KernelTimestampPacket* p = &srcEvents[gid];

    const ulong gs = p->globalStart & TIMESTAMP_MASK;
    const ulong cs = p->contextStart & TIMESTAMP_MASK;
    const ulong gd = unwrap(p->globalStart, p->globalEnd);
    const ulong cd = useOnlyGlobalTimestamps ? gd : unwrap(p->contextStart, p->contextEnd);

    __global ulong4* out = (__global ulong4*)dst;
    out[gid] = (ulong4)(gs, gs + gd, useOnlyGlobalTimestamps ? gs : cs, (useOnlyGlobalTimestamps ? gs : cs) + cd);
}

__kernel void QueryKernelTimestampsWithOffsets(__global KernelTimestampPacket* srcEvents, __global ulong* offsets, __global ulong* dst)
{
    const uint gid = get_global_id(0);
    const __global KernelTimestampPacket* p = srcEvents + gid;

    __global ulong* out = (__global ulong*)((__global char*)dst + offsets[gid]);
    *out = unwrap(p->globalStart, p->globalEnd);
}
