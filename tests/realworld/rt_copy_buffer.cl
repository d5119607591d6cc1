// Buffer-to-buffer copies in the style of a GPU runtime's built-in
// kernels (the ones behind clEnqueueCopyBuffer / zeCommandListAppendMemoryCopy):
// a byte kernel for the unaligned head and tail, a middle kernel moving
// uint4 with vload4/vstore4, a misaligned middle that funnels two loads
// together, all with 64-bit offsets and __builtin_assume on the 64-bit
// work-item index so the backend may keep it in 32 bits.  Each launch
// checks the destination region and that nothing around it was touched.
// kernel: CopyBufferToBufferBytes
// global: 37
// arg: global uchar src[256] = rnd(i, 0, 256)
// arg: global uchar dst[256] = 0xEE
// arg: ulong srcOffsetInBytes = 5
// arg: ulong dstOffsetInBytes = 11
// expect: dst[i] == (src[i - 11 + 5] if 11 <= i < 11 + 37 else 0xEE)
// kernel: CopyBufferToBufferMiddle
// global: 12
// arg: global uint src[64] = rnd(i)
// arg: global uint dst[64] = 7
// arg: ulong srcOffsetInBytes = 16
// arg: ulong dstOffsetInBytes = 32
// expect: dst[i] == (src[i - 8 + 4] if 8 <= i < 8 + 48 else 7)
// kernel: CopyBufferToBufferMiddleMisaligned
// global: 10
// arg: global uint src[64] = rnd(i + 100)
// arg: global uint dst[64] = 9
// arg: ulong srcOffsetInBytes = 4
// arg: ulong dstOffsetInBytes = 0
// arg: uint misalignmentInBits = 8
// python: def funnel(k):
// python:     lo, hi = src[k + 1], src[k + 2]
// python:     return ((lo >> 8) | (hi << 24)) & 0xffffffff
// expect: dst[i] == (funnel(i) if i < 40 else 9)
// kernel: CopyBufferToBufferSideRegion
// global: 3
// arg: global uchar src[64] = rnd(i + 1, 0, 256)
// arg: global uchar dst[64] = 0
// arg: ulong len = 3
// arg: ulong dstSshOffset = 61
// arg: ulong srcSshOffset = 0
// expect: dst[i] == (src[i - 61] if i >= 61 else 0)

#pragma OPENCL EXTENSION cl_khr_byte_addressable_store : enable

/* what the runtime promises: no copy spans 2^44 or more work-items */
#define ASSUME_INDEX(gid) __builtin_assume((gid) < (1ul << 44))

__kernel void CopyBufferToBufferBytes(
    const __global uchar* __restrict pSrc,
    __global uchar* __restrict pDst,
    unsigned long int srcOffsetInBytes,
    unsigned long int dstOffsetInBytes)
{
    const size_t gid = get_global_id(0);
    ASSUME_INDEX(gid);

    pSrc += srcOffsetInBytes + gid;
    pDst += dstOffsetInBytes + gid;
    pDst[0] = pSrc[0];
}

__kernel void CopyBufferToBufferMiddle(
    const __global uint* pSrc,
    __global uint* pDst,
    ulong srcOffsetInBytes,
    ulong dstOffsetInBytes)
{
    const ulong gid = get_global_id(0);
    ASSUME_INDEX(gid);

    pDst += dstOffsetInBytes >> 2;
    pSrc += srcOffsetInBytes >> 2;

    const uint4 loaded = vload4(gid, pSrc);
    vstore4(loaded, gid, pDst);
}

/* the source is misaligned by misalignmentInBits against the destination:
 * each uint4 is made from two neighbouring source loads */
__kernel void CopyBufferToBufferMiddleMisaligned(
    __global const uint* pSrc,
    __global uint* pDst,
    ulong srcOffsetInBytes,
    ulong dstOffsetInBytes,
    uint misalignmentInBits)
{
    const long unsigned gid = get_global_id(0);
    ASSUME_INDEX(gid);

    pDst += dstOffsetInBytes >> 2;
    pSrc += srcOffsetInBytes >> 2;

    const uint4 lo = vload4(gid, pSrc);
    const uint4 next = vload4(gid + 1, pSrc);
    const uint4 hi = (uint4)(lo.yzw, next.x);

    const uint4 shifted = (lo >> misalignmentInBits) | (hi << (32u - misalignmentInBits));

    if (__builtin_expect(misalignmentInBits == 0, 0))
        vstore4(lo, gid, pDst);
    else
        vstore4(shifted, gid, pDst);
}

__kernel void CopyBufferToBufferSideRegion(
    __global const uchar* pSrc,
    __global uchar* pDst,
    ulong len,
    ulong dstSshOffset,
    ulong srcSshOffset)
{
    const size_t gid = get_global_id(0);
    ASSUME_INDEX(gid);

    __global uchar* pDstWithOffset = (__global uchar*)((__global uchar*)pDst + dstSshOffset);
    __global uchar* pSrcWithOffset = (__global uchar*)((__global uchar*)pSrc + srcSshOffset);

    if (gid < len) {
        pDstWithOffset[gid] = pSrcWithOffset[gid];
    }
}
