// async_work_group_copy and async_work_group_strided_copy in both
// directions between __global and __local memory, waited on with
// wait_group_events (one event carried through two copies, as 6.15.10
// allows); prefetch is a hint with no visible effect.  Group g gathers
// column g of a 64x4 matrix, triples it in __local memory, and writes it
// as row g (plain copy) and back as column g (strided copy); a second
// local buffer takes row g of the input with a plain copy.
// kernel: acopy
// global: 64  local: 16
// arg: global int src[256] = rnd(i, -1000, 1000)
// arg: global int rows[256] = -1
// arg: global int cols[256] = -1
// arg: global int back[256] = -1
// expect: rows[i] == 3 * src[i // 64 + 4 * (i % 64)]
// expect: cols[i] == 3 * src[i]
// expect: back[i] == src[i] + 1

kernel void acopy(global const int *src, global int *rows, global int *cols, global int *back)
{
	local int col[64], row[64];
	size_t grp = get_group_id(0);
	event_t e = async_work_group_strided_copy(col, src + grp, 64, 4, 0);
	e = async_work_group_copy(row, src + grp * 64, 64, e);
	prefetch(src + grp * 64, 64);
	wait_group_events(1, &e);
	for (size_t k = get_local_id(0); k < 64; k += get_local_size(0)) {
		col[k] *= 3;
		row[k] += 1;
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	event_t ev[3];
	ev[0] = async_work_group_copy(rows + grp * 64, col, 64, 0);
	ev[1] = async_work_group_strided_copy(cols + grp, col, 64, 4, 0);
	ev[2] = async_work_group_copy(back + grp * 64, row, 64, 0);
	wait_group_events(3, ev);
}
