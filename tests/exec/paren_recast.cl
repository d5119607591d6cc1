// Regression (found by tests/random): '(h(x)) - 2' is first read as a cast
// of '-2' to the type 'h(x)' and rebuilt as a subtraction, whose precedence
// is then placed among its neighbours -- but one written inside
// parentheses must stay there: 'a * ((h(x)) - 2)' is not '(a * h(x)) - 2',
// and '*(p + ((h(x)) & 15))' is not '*((p + h(x)) & 15)' (zocc said
// "invalid operands to binary expression ('__global int *' and 'int')").
// kernel: k
// global: 16
// arg: global int a[16] = i * 3 - 11
// arg: global int o[48]
// expect: o[3*i] == a[i] * (a[i] + 1 - 2) and o[3*i+1] == a[(a[i] + 1) & 15] and o[3*i+2] == (a[i] + 1) - 2 * 3

int h(int x) { return x + 1; }

kernel void k(global const int *a, global int *o)
{
	int i = get_global_id(0);
	int v = a[i];
	o[3 * i] = v * ((h(v)) - 2);
	o[3 * i + 1] = *(a + ((h(v)) & 15));
	o[3 * i + 2] = (h(v)) - 2 * 3;
}
