// Two kernels in one program, launched one after the other (each launch
// with its own buffers), sharing a helper function.
// kernel: fill
// global: 32
// arg: int base = 1000
// arg: global int out[32]
// expect: out[i] == base + i * i
// kernel: scale
// global: 16  local: 4
// arg: global int data[16] = i - 8
// arg: int by = -3
// expect: data[i] == (data_in[i] * by + i * i)

int square(int v)
{
	return v * v;
}

kernel void fill(int base, global int *out)
{
	int i = get_global_id(0);
	out[i] = base + square(i);
}

kernel void scale(global int *data, int by)
{
	int i = get_global_id(0);
	data[i] = data[i] * by + square(i);
}
