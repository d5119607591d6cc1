// Image fills in the style of a GPU runtime's built-in kernels (behind
// clEnqueueFillImage / zeCommandListAppendImageCopy's fill): the colour
// arrives as four uints and is written as uint4 or, for float images, as
// the float4 the same bits mean (as_float4), over a region at an offset;
// the texels outside the region are left alone.
// features: images
// image: dst 8 6
// image: fdst 8 6
// python: def inside(i):
// python:     x, y = (i // 4) % 8, i // 32
// python:     return 3 <= x < 7 and 2 <= y < 5
// kernel: FillImage2d
// global: 4 3
// arg: global uint dst[8 * 6 * 4] = 11
// arg: int dstX = 3
// arg: int dstY = 2
// arg: uint r = 0xff
// arg: uint g = 0x80
// arg: uint b = 0
// arg: uint a = 0xffffffff
// expect: dst[i] == ([0xff, 0x80, 0, 0xffffffff][i % 4] if inside(i) else 11)
// kernel: FillImage2dFloat
// global: 4 3
// arg: global float fdst[8 * 6 * 4] = 0.25
// arg: int dstX = 3
// arg: int dstY = 2
// arg: uint r = 0x3f800000
// arg: uint g = 0x3f000000
// arg: uint b = 0xbf800000
// arg: uint a = 0
// expect: fdst[i] == ([1.0, 0.5, -1.0, 0.0][i % 4] if inside(i) else 0.25)

__kernel void FillImage2d(
    __write_only image2d_t output,
    int dstX, int dstY,
    uint r, uint g, uint b, uint a)
{
    const int x = get_global_id(0);
    const int y = get_global_id(1);
    const int2 dstCoord = (int2)(x, y) + (int2)(dstX, dstY);
    const uint4 fillColor = (uint4)(r, g, b, a);
    write_imageui(output, dstCoord, fillColor);
}

__kernel void FillImage2dFloat(
    __write_only image2d_t output,
    int dstX, int dstY,
    uint r, uint g, uint b, uint a)
{
    const int2 dstCoord = (int2)(get_global_id(0) + dstX, get_global_id(1) + dstY);
    write_imagef(output, dstCoord, as_float4((uint4)(r, g, b, a)));
}
