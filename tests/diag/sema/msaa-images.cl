// Multisample images (cl_khr_gl_msaa_sharing) have no Level Zero device:
// each such type is an error where it is written, for the default target
// (before, the module was made and zocc's own Level Zero check called it
// an internal error: an image's MS must be 0).
kernel void a(read_only image2d_msaa_t im, global float4 *o) { o[0] = (float4)(1); } // expected-error {{image type '__read_only image2d_msaa_t' requires cl_khr_gl_msaa_sharing, which no Level Zero device supports}}
kernel void b(read_only image2d_array_msaa_t im, global float4 *o) { o[0] = (float4)(1); } // expected-error {{image2d_array_msaa_t' requires cl_khr_gl_msaa_sharing}}
kernel void c(read_only image2d_msaa_depth_t im, global float4 *o) { o[0] = (float4)(1); } // expected-error {{image2d_msaa_depth_t' requires cl_khr_gl_msaa_sharing}}
kernel void d(read_only image2d_array_msaa_depth_t im, global float4 *o) { o[0] = (float4)(1); } // expected-error {{image2d_array_msaa_depth_t' requires cl_khr_gl_msaa_sharing}}
