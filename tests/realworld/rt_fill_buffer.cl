// Buffer fills in the style of a GPU runtime's built-in kernels (behind
// clEnqueueFillBuffer / zeCommandListAppendMemoryFill): a byte kernel
// cycling a pattern of any size, a middle kernel storing a 4-byte pattern
// as uint, an immediate fill of uint4 stores, and one taking its pattern
// from a __global buffer of 1, 2, 4, 8 or 16 bytes; 64-bit offsets,
// __builtin_assume on the index, `__const` and `__restrict` from GNU C.
// options: -cl-std=CL2.0
// kernel: FillBufferBytes
// global: 45
// arg: global uchar dst[128] = 0
// arg: ulong dstOffsetInBytes = 3
// arg: global uchar pattern[8] = [0xde, 0xad, 0xbe, 0xef, 1, 2, 3, 4][i]
// arg: uint patternSize = 5
// expect: dst[i] == (pattern[(i - 3) % 5] if 3 <= i < 48 else 0)
// kernel: FillBufferMiddle
// global: 20
// arg: global uint dst[32] = 1
// arg: ulong dstOffsetInBytes = 8
// arg: uint value = 0xa5a50f0f
// expect: dst[i] == (0xa5a50f0f if 2 <= i < 22 else 1)
// kernel: FillBufferImmediate
// global: 6
// arg: global uint dst[32] = 2
// arg: ulong dstSshOffset = 16
// arg: uint value = 0x12345678
// expect: dst[i] == (0x12345678 if 4 <= i < 28 else 2)
// kernel: FillBufferSSHOffset
// global: 9
// arg: global uchar dst[200] = 0
// arg: ulong dstSshOffset = 32
// arg: global uchar pattern[16] = 0x30 + i
// arg: ulong patternSizeInEls = 16
// expect: dst[i] == (0x30 + (i - 32) % 16 if 32 <= i < 32 + 144 else 0)

typedef ulong offset_t;

__kernel void FillBufferBytes(
    __global uchar* __restrict pDst,
    offset_t dstOffsetInBytes,
    const __global uchar* __restrict pPattern,
    __const uint patternSize)
{
    const size_t gid = get_global_id(0);
    __builtin_assume(gid < 0xffffffffffff);
    pDst[gid + dstOffsetInBytes] = pPattern[gid % patternSize];
}

__kernel void FillBufferMiddle(
    __global uint* pDst,
    offset_t dstOffsetInBytes,
    __const uint value)
{
    const size_t gid = get_global_id(0);
    __builtin_assume(gid < 0xffffffffffff);
    ((__global uint*)((__global uchar*)pDst + dstOffsetInBytes))[gid] = value;
}

__kernel void FillBufferImmediate(
    __global uchar* ptr,
    unsigned long dstSshOffset,
    const uint value)
{
    const ulong gid = get_global_id(0);
    __builtin_assume(gid < 0xffffffffffff);
    __global uint4* dstPtr = (__global uint4*)(ptr + dstSshOffset);
    dstPtr[gid] = value;
}

/* the pattern's element type follows its size: one store per element */
__kernel void FillBufferSSHOffset(
    __global uchar* ptr,
    unsigned long int dstSshOffset,
    const __global uchar* pPattern,
    unsigned long int patternSizeInEls)
{
    const size_t dstIndex = get_global_id(0);
    __builtin_assume(dstIndex < 0xffffffffffff);
    __global uchar* pDst = ptr + dstSshOffset;

    switch (patternSizeInEls) {
    case 1:
        pDst[dstIndex] = pPattern[0];
        break;
    case 2:
        ((__global ushort*)pDst)[dstIndex] = ((const __global ushort*)pPattern)[0];
        break;
    case 4:
        ((__global uint*)pDst)[dstIndex] = ((const __global uint*)pPattern)[0];
        break;
    case 8:
        ((__global ulong*)pDst)[dstIndex] = ((const __global ulong*)pPattern)[0];
        break;
    default:
        ((__global uint4*)pDst)[dstIndex] = ((const __global uint4*)pPattern)[0];
        break;
    }
}
