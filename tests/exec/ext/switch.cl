// switch with fallthrough, default in the middle, and break inside a loop
// inside a case (which leaves the loop, not the switch).
// requires: switch
// kernel: sw
// global: 64
// arg: global int out[64]
// python: def model(v):
// python:     r = 0
// python:     k = v % 7
// python:     if k == 0: r += 1
// python:     if k in (0, 1): r += 10
// python:     if k in (0, 1, 2): return r + 100
// python:     if k == 3:
// python:         for j in range(10):
// python:             if j == 4: break
// python:             r += 1
// python:         return r + 1000
// python:     if k in (5, 6): return r + 5000 + (k == 6)
// python:     return r - 1
// expect: out[i] == model(i)

kernel void sw(global int *out)
{
	int i = get_global_id(0);
	int r = 0;
	switch (i % 7) {
	case 0:
		r += 1;
	case 1:
		r += 10;
	case 2:
		r += 100;
		break;
	case 3:
		for (int j = 0; j < 10; j++) {
			if (j == 4)
				break;
			r++;
		}
		r += 1000;
		break;
	default:
		r -= 1;
		break;
	case 6:
		r += 1;
	case 5:
		r += 5000;
	}
	out[i] = r;
}
