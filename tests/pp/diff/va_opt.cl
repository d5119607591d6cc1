// C2x __VA_OPT__ (clang takes it in every language mode): its tokens
// when the variable arguments have some, none when they are absent or
// empty; the spacing of its first token; inside other macros' arguments;
// a default initializer and a printf-style wrapper, the two common uses.
#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)
#define G(fmt, ...) g(fmt __VA_OPT__(, (__VA_ARGS__) + 1))
#define H(...) __VA_OPT__(x y) z
#define SDEF(name, ...) int name __VA_OPT__(= __VA_ARGS__);
#define LOG(fmt, ...) printf("[%d] " fmt "\n", line __VA_OPT__(,) __VA_ARGS__)
#define TWICE(...) __VA_OPT__(F(1, __VA_ARGS__) F(2, __VA_ARGS__))
#define NEST(...) __VA_OPT__(((__VA_ARGS__)))
F(1)
F(1, 2, 3)
F(1,)
G("a")
G("a", b)
H()
H(q)
H(())
SDEF(u)
SDEF(v, 5)
LOG("x")
LOG("x=%d y=%d", x, y)
TWICE()
TWICE(a, b)
NEST(1 + 2)
F(F(0), H(w))
// (a preprocessor test input, not a kernel:)
// parse: invalid
