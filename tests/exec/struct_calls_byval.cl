// Structs and unions by value across calls: a kernel also called as a
// function (its callable form takes the same ByVal pointers as its entry
// point, which passes them on, as the reference has it: the translator's
// reader gives the entry point's parameter attributes to the function it
// calls), and each call of it passes a copy of its own, so that the callee's
// writes to its argument do not reach the caller's struct; ordinary
// functions that take and return structs and unions by value (IGC keeps
// every kernel, with or without inlining: -O0 below marks every function
// DontInline).
// kernel: bump
// global: 1
// arg: global int o[4]
// arg: struct c = pack('<2i', 10, 5)
// expect: o[0] == 15
// kernel: outer
// global: 1
// arg: global int o[4]
// arg: struct c = pack('<2i', 1, 2)
// arg: struct w = pack('<f', 2.5)
// expect: o[i] == [105, 202, 3, 13][i]
// expect: same-as-reference

typedef struct {
	int base, step;
} counter_t;

typedef union {
	float f;
	int i;
} word_t;

/* writes its own copy of c */
kernel void bump(global int *o, counter_t c)
{
	c.base += c.step;
	o[0] = c.base;
}

counter_t make(int base, word_t w)
{
	counter_t c = {base, (int)w.f};

	return c;
}

word_t twice(word_t w)
{
	w.f *= 2;
	return w;
}

int sum(counter_t c, word_t w)
{
	c.base += 100; /* the caller's struct keeps its value */
	return c.base + c.step + (int)w.f;
}

kernel void outer(global int *o, counter_t c, word_t w)
{
	counter_t q = make(100, w);

	q.base += c.step;          /* 102, step 2 */
	bump(o, q);                /* o[0] = 104: 102 + 2 */
	o[0] += 1;                 /* 105 */
	o[1] = sum(q, twice(twice(w))) - q.step - 10; /* (202 + 2 + 10) - 2 - 10 */
	o[2] = q.step + c.base;    /* 2 + 1: bump's and sum's writes stayed theirs */
	o[3] = sum(c, w) - 100 + c.step + c.base + 4 + 1; /* (101 + 2 + 2) - 100 + 2 + 1 + 5 */
}
