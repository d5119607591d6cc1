// Zeroing the padding of a blocked tensor layout, as deep-learning
// libraries' zero-padding kernels do: the block and the dimensions come
// from -D, the number of padded elements per block is a const int of
// them that bounds a private array and a loop, a switch on the block kind
// has const int case labels, and the stores go through the overloaded
// helpers.
// options: -DDATA_T=float -DBLOCK=16 -DDIM=37 -DNBLOCKS=3
// kernel: zero_pad
// global: 3
// arg: global float data[48] = 1.0 + i
// expect: data[i] == (0.0 if i >= 37 else 1.0 + i)
#include "dnn_io.h"

__kernel void zero_pad(__global DATA_T *data)
{
	const int blk = get_global_id(0);
	const int valid = DIM - (NBLOCKS - 1) * BLOCK;   /* elements the last block holds */
	const int pad = BLOCK - valid;
	const int last = NBLOCKS - 1;
	DATA_T zeros[pad];

	for (int k = 0; k < pad; k++)
		zeros[k] = 0;
	switch (blk) {
	case last:
		for (int k = 0; k < pad; k++) {
			__global DATA_T *at = data + blk * BLOCK + valid + k;
			DATA_T z = load(z, at) * 0;

			store(at, zeros[k] + z);
		}
		break;
	default:
		break;
	}
}
