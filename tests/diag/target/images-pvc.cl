// pvc has no image support (Level Zero: ImageBasic only where
// ze_device_image_properties_t.supported).
// options: -device pvc
kernel void f(read_only image2d_t img, global float *out) {} // expected-error {{image type '__read_only image2d_t' requires image support, which device 'pvc' does not have}}
