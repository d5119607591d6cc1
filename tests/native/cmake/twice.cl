// twice.cl — the kernel the CMake test builds for two devices.
kernel void twice(global float *p)
{
	p[get_global_id(0)] *= 2.0f;
}
