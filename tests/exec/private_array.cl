// A private array per work-item: loaded, insertion-sorted in place, summed
// with running index arithmetic, written back in order.
#define LEN 8
// kernel: sort8
// global: 64  local: 16
// arg: global int data[512] = rnd(i, -1000, 1000)
// arg: global int sums[64]
// expect: data[i] == sorted(data_in[i // LEN * LEN : i // LEN * LEN + LEN])[i % LEN]
// expect: sums[i] == sum(sorted(data_in[i*LEN:(i+1)*LEN])[k] * (k + 1) for k in range(LEN))

kernel void sort8(global int *data, global int *sums)
{
	int g = get_global_id(0);
	int v[LEN];
	for (int k = 0; k < LEN; k++)
		v[k] = data[g * LEN + k];
	for (int k = 1; k < LEN; k++) {
		int key = v[k];
		int j = k - 1;
		while (j >= 0 && v[j] > key) {
			v[j + 1] = v[j];
			j--;
		}
		v[j + 1] = key;
	}
	int s = 0;
	for (int k = 0; k < LEN; k++) {
		data[g * LEN + k] = v[k];
		s += v[k] * (k + 1);
	}
	sums[g] = s;
}
