// Rectangular buffer copies in the style of a GPU runtime's built-in
// kernels (behind clEnqueueCopyBufferRect and the region copies of Level
// Zero): 2D and 3D launches over bytes, rows and slices, 64-bit offsets
// and pitches, the address arithmetic in size_t after
// __builtin_assume on each index.  The checks compute where every
// destination byte comes from.
// python: def rect2(i):
// python:     r, b = (i - 7) // 20, (i - 7) % 20
// python:     if i < 7 or not (b < 9 and r < 5): return 0
// python:     return src[3 + r * 16 + b]
// python: def rect3(i):
// python:     s, rest = (i - 1) // 120, (i - 1) % 120
// python:     r, b = rest // 24, rest % 24
// python:     if i < 1 or not (b < 10 and r < 4 and s < 3): return 0
// python:     return src[2 + s * 96 + r * 18 + b]
// kernel: CopyBufferRectBytes2d
// global: 9 5
// arg: global uchar src[128] = rnd(i, 0, 256)
// arg: global uchar dst[128] = 0
// arg: ulong srcOffset = 3
// arg: ulong dstOffset = 7
// arg: uint srcRowPitch = 16
// arg: uint dstRowPitch = 20
// expect: dst[i] == rect2(i)
// kernel: CopyBufferRectBytes3d
// global: 10 4 3
// arg: global uchar src[512] = rnd(i + 9, 0, 256)
// arg: global uchar dst[512] = 0
// arg: ulong srcOffset = 2
// arg: ulong dstOffset = 1
// arg: uint srcRowPitch = 18
// arg: uint srcSlicePitch = 96
// arg: uint dstRowPitch = 24
// arg: uint dstSlicePitch = 120
// expect: dst[i] == rect3(i)

__kernel void CopyBufferRectBytes2d(
    __global const char* src,
    __global char* dst,
    unsigned long int srcOffset,
    unsigned long int dstOffset,
    uint srcRowPitch,
    uint dstRowPitch)
{
    const size_t x = get_global_id(0);
    const size_t y = get_global_id(1);
    __builtin_assume(x < (1ul << 32));
    __builtin_assume(y < (1ul << 32));

    const size_t lSrcOffset = srcOffset + x + y * (size_t)srcRowPitch;
    const size_t lDstOffset = dstOffset + x + y * (size_t)dstRowPitch;

    *(dst + lDstOffset) = *(src + lSrcOffset);
}

__kernel void CopyBufferRectBytes3d(
    __global const char* src,
    __global char* dst,
    ulong srcOffset,
    ulong dstOffset,
    uint srcRowPitch,
    uint srcSlicePitch,
    uint dstRowPitch,
    uint dstSlicePitch)
{
    const size_t x = get_global_id(0);
    const size_t y = get_global_id(1);
    const size_t z = get_global_id(2);
    __builtin_assume(x < (1ul << 32));
    __builtin_assume(y < (1ul << 32));
    __builtin_assume(z < (1ul << 32));

    const size_t lSrcOffset = srcOffset + x + y * srcRowPitch + z * (size_t)srcSlicePitch;
    const size_t lDstOffset = dstOffset + x + y * dstRowPitch + z * (size_t)dstSlicePitch;

    *(dst + lDstOffset) = *(src + lSrcOffset);
}
