// Inlining control: the FunctionControl each function gets
// from its attributes and the inlining options, as clang-15 + llvm-spirv-15
// give it (noinline -> DontInline, always_inline -> Inline).  tests/inline
// compiles this file with each `control:` line's options, checks every
// function's control against the line (and against clang's module), and
// runs the kernel with each: the values must not change.
//
// control: | plain=None sinl=None never=DontInline always=Inline both=DontInline proto=DontInline acc=None scale=None k=None
// control: -cl-opt-disable | plain=DontInline sinl=DontInline never=DontInline always=Inline both=DontInline proto=DontInline acc=DontInline scale=DontInline k=DontInline
// control: -O0 | plain=DontInline sinl=DontInline never=DontInline always=Inline both=DontInline proto=DontInline acc=DontInline scale=DontInline k=DontInline
// control: -fno-inline | plain=DontInline sinl=DontInline never=DontInline always=Inline both=DontInline proto=DontInline acc=DontInline scale=DontInline k=DontInline
// control: -fno-inline-functions | plain=DontInline sinl=DontInline never=DontInline always=Inline both=DontInline proto=DontInline acc=DontInline scale=DontInline k=DontInline
// control: -finline-hint-functions | plain=DontInline sinl=None never=DontInline always=Inline both=DontInline proto=DontInline acc=DontInline scale=DontInline k=DontInline
// control: -fno-inline -finline-functions | plain=None sinl=None never=DontInline always=Inline both=DontInline proto=DontInline acc=None scale=None k=None
//
// kernel: k
// global: 64
// arg: global int p[64] = i * 7 - 100
// arg: global float f[64] = i * 0.25
// expect: p[i] == i32(((p_in[i] * 3 + 1) + (i ^ 5) + (i - 7) + (i << 2) + (i * 9) + (i + 40) + tri(i & 7)) + 0)
// expect: close(f[i], f_in[i] * 1.5 + 2.0)
// python: def tri(n):
// python:     return n * (n - 1) // 2

__attribute__((noinline)) int proto(int x);

int plain(int x) { return x * 3 + 1; }
static inline int sinl(int x) { return x ^ 5; }
__attribute__((noinline)) int never(int x) { return x - 7; }
__attribute__((always_inline)) int always(int x) { return x << 2; }
__attribute__((noinline)) __attribute__((always_inline)) int both(int x) { return x * 9; }
int proto(int x) { return x + 40; }

/* a call through a private pointer and a loop: a real call in IGC's code
 * when it stays one */
void acc(private int *s, int n)
{
	for (int j = 0; j < n; j++)
		*s += j;
}

void scale(global float *f, size_t i) { f[i] = f[i] * 1.5f + 2.0f; }

kernel void k(global int *p, global float *f)
{
	size_t i = get_global_id(0);
	int s = 0;

	acc(&s, (int)(i & 7));
	p[i] = plain(p[i]) + sinl(i) + never(i) + always(i) + both(i) + proto(i) + s;
	scale(f, i);
}
