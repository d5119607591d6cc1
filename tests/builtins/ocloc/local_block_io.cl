// cl_intel_subgroup_local_block_io from gen11 on: block reads and writes of
// __local memory, every type and width Intel's header declares.
// devices: icllp tgllp dg2-g10 pvc
kernel void ui(global uint8 *out, local uint *l)
{
	uint a = intel_sub_group_block_read(l);
	uint2 b = intel_sub_group_block_read2(l + 32);
	uint4 c = intel_sub_group_block_read4(l + 64);
	uint8 d = intel_sub_group_block_read8(l + 128);
	intel_sub_group_block_write(l + 256, a);
	intel_sub_group_block_write2(l + 288, b);
	intel_sub_group_block_write4(l + 320, c);
	intel_sub_group_block_write8(l + 384, d);
	out[get_global_id(0)] = d + (uint8)(a + b.x + c.z);
}

kernel void us(global ushort8 *out, local ushort *l)
{
	ushort a = intel_sub_group_block_read_us(l);
	ushort2 b = intel_sub_group_block_read_us2(l + 32);
	ushort4 c = intel_sub_group_block_read_us4(l + 64);
	ushort8 d = intel_sub_group_block_read_us8(l + 128);
	intel_sub_group_block_write_us(l + 256, a);
	intel_sub_group_block_write_us2(l + 288, b);
	intel_sub_group_block_write_us4(l + 320, c);
	intel_sub_group_block_write_us8(l + 384, d);
	out[get_global_id(0)] = d + (ushort8)(a + b.x + c.z);
}

kernel void uc(global uchar16 *out, local uchar *l)
{
	uchar a = intel_sub_group_block_read_uc(l);
	uchar2 b = intel_sub_group_block_read_uc2(l + 32);
	uchar4 c = intel_sub_group_block_read_uc4(l + 64);
	uchar8 d = intel_sub_group_block_read_uc8(l + 128);
	uchar16 e = intel_sub_group_block_read_uc16(l + 256);
	intel_sub_group_block_write_uc(l + 512, a);
	intel_sub_group_block_write_uc2(l + 544, b);
	intel_sub_group_block_write_uc4(l + 576, c);
	intel_sub_group_block_write_uc8(l + 640, d);
	intel_sub_group_block_write_uc16(l + 768, e);
	out[get_global_id(0)] = e + (uchar16)(a + b.x + c.z + d.s7);
}

kernel void ul(global ulong8 *out, local ulong *l)
{
	ulong a = intel_sub_group_block_read_ul(l);
	ulong2 b = intel_sub_group_block_read_ul2(l + 32);
	ulong4 c = intel_sub_group_block_read_ul4(l + 64);
	ulong8 d = intel_sub_group_block_read_ul8(l + 128);
	intel_sub_group_block_write_ul(l + 256, a);
	intel_sub_group_block_write_ul2(l + 288, b);
	intel_sub_group_block_write_ul4(l + 320, c);
	intel_sub_group_block_write_ul8(l + 384, d);
	out[get_global_id(0)] = d + (ulong8)(a + b.x + c.z);
}
