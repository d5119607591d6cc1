// Helpers that ask for work-item ids themselves: the module declares its
// own BuiltIn variables, which linking joins with the kernel's, and the
// kernel's entry point must list them.
size_t flat_id(void)
{
	return get_global_id(1) * get_global_size(0) + get_global_id(0);
}

int group_tag(void)
{
	return (int)(get_group_id(0) * 100 + get_local_id(0));
}
