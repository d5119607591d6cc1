// variadic macros: __VA_ARGS__, empty and omitted variadic arguments, the
// GNU comma rule, named variadic parameters.
#define F(...) f(__VA_ARGS__)
#define G(a, ...) g(a, __VA_ARGS__)
#define H(a, ...) h(a, ## __VA_ARGS__)
#define N(args...) n(args)
#define NN(a, args...) nn(a, ## args)
F() F(1) F(1, 2) F((1, 2), 3) F( , ) F(,,)
G(1) G(1,) G(1, 2) G(1, 2, 3)
H(1) H(1,) H(1, 2) H(1, 2, 3)
#define X 9
H(1, X) G(X, X)
N() N(1) N(1, 2)
NN(1) NN(1, 2) NN(1, 2, 3)
#define COUNT(...) COUNT_(__VA_ARGS__, 5, 4, 3, 2, 1)
#define COUNT_(a, b, c, d, e, n, ...) n
COUNT(a) COUNT(a, b) COUNT(a, b, c, d, e)
#define PRINTF(fmt, ...) printf(fmt, __VA_ARGS__)
PRINTF("%d %d\n", 1, 2);
// (a preprocessor test input, not a kernel:)
// parse: invalid
