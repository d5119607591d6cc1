// A linked list built in the kernel and walked by a library (list.cl).
// parts: main.cl list.cl
// kernel: k
// global: 8
// arg: global int o[8]
// expect: o[i] == (i + 1) * 1000 + sum(range(i + 1)) * 3
#include "list.h"

kernel void k(global int *o)
{
	int i = (int)get_global_id(0);
	Node nodes[8];

	for (int j = 0; j <= i; j++) {
		nodes[j].value = j * 3;
		nodes[j].next = j < i ? &nodes[j + 1] : 0;
	}
	o[i] = list_length(&nodes[0]) * 1000 + list_sum(&nodes[0]);
}
