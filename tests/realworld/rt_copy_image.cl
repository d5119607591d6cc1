// Image copies in the style of a GPU runtime's built-in kernels (behind
// clEnqueueCopyImage, clEnqueueCopyBufferToImage and
// clEnqueueCopyImageToBuffer): sampler-less read_imageui/write_imageui at
// offset coordinates, a buffer of bytes to RGBA32UI texels with vload4
// and as_uint4-style reinterpretation, texels to a pitched buffer with
// vstore4, 64-bit offsets.  The checks place every texel in Python.
// features: images
// image: src 8 8
// image: dst 8 8
// image: img 8 8
// python: def texel(buf, w, x, y, c): return buf[(y * w + x) * 4 + c]
// python: def copied(i):
// python:     x, y, c = (i // 4) % 8, i // 32, i % 4
// python:     if 2 <= x < 7 and 1 <= y < 5: return texel(src_in, 8, x - 2 + 1, y - 1 + 3, c)
// python:     return 5
// kernel: CopyImageToImage2d
// global: 5 4
// arg: global uint src[8 * 8 * 4] = rnd(i)
// arg: global uint dst[8 * 8 * 4] = 5
// arg: int srcX = 1
// arg: int srcY = 3
// arg: int dstX = 2
// arg: int dstY = 1
// expect: dst[i] == copied(i)
// kernel: CopyBufferToImage2d
// global: 8 8
// arg: global uchar raw[16 + 8 * 8 * 16] = rnd(i, 0, 256)
// arg: global uint dst[8 * 8 * 4] = 0
// arg: ulong srcOffset = 16
// arg: uint srcRowPitch = 128
// python: import struct
// python: def word(k): return struct.unpack('<I', bytes(raw_in[k:k + 4]))[0]
// expect: dst[i] == word(16 + i * 4)
// kernel: CopyImageToBuffer2d
// global: 8 8
// arg: global uint img[8 * 8 * 4] = rnd(i + 5)
// arg: global uint out[8 + 8 * 8 * 4] = 3
// arg: ulong dstOffset = 32
// arg: uint dstRowPitch = 128
// expect: out[i] == (img_in[i - 8] if i >= 8 else 3)

__kernel void CopyImageToImage2d(
    __read_only image2d_t input,
    __write_only image2d_t output,
    int srcX, int srcY,
    int dstX, int dstY)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);

    const int2 srcCoord = (int2)(x, y) + (int2)(srcX, srcY);
    const int2 dstCoord = (int2)(x + dstX, y + dstY);

    const uint4 c = read_imageui(input, srcCoord);
    write_imageui(output, dstCoord, c);
}

__kernel void CopyBufferToImage2d(
    __global uchar* src,
    __write_only image2d_t output,
    unsigned long srcOffset,
    uint srcRowPitch)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);

    const size_t srcIndex = srcOffset + (size_t)y * srcRowPitch + (size_t)x * 16;
    const uint4 c = vload4(0, (__global uint*)(src + srcIndex));

    write_imageui(output, (int2)(x, y), c);
}

__kernel void CopyImageToBuffer2d(
    __read_only image2d_t input,
    __global uint* dst,
    ulong dstOffset,
    uint dstRowPitch)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);

    const uint4 c = read_imageui(input, (int2)(x, y));

    __global uint* row = (__global uint*)((__global uchar*)dst + dstOffset + (size_t)y * dstRowPitch);
    vstore4(c, x, row);
}
