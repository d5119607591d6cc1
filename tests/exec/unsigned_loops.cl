// Counting down with unsigned counters (k-- > 0 stops before wrapping) and
// a loop whose condition compares int with uint.
// kernel: countdown
// global: 40
// arg: global uint out[40]
// arg: global uint trips[40]
// expect: out[i] == sum(k * k for k in range(i))
// expect: trips[i] == min(i, 10)

kernel void countdown(global uint *out, global uint *trips)
{
	uint n = get_global_id(0);
	uint s = 0;
	for (uint k = n; k-- > 0;)
		s += k * k;
	out[n] = s;
	uint t = 0;
	for (int j = 0; j < n && j < 10; j++)
		t++;
	trips[n] = t;
}
