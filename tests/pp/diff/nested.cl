// nested calls, arguments over several lines, calls completed by text
// after a macro's expansion, macro names in arguments
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX(x, lo), hi)
int v = CLAMP(get_global_id(0), 0, MAX(n, MIN(m, 4)));
int w = MAX(MAX(MAX(1, 2), MAX(3, 4)),
            MAX(5,
                6));
#define APPLY(f, x) f(x)
#define SQ(x) ((x) * (x))
APPLY(SQ, APPLY(SQ, 3))
#define HALF(f) f(1,
HALF(MAX) 2)
#define TWICE(f, x) f(f(x))
TWICE(SQ, y)
#define COMMA ,
#define ARGS 1 COMMA 2
#define CALL(f, args) f args
CALL(MAX, (1, 2))
// (a preprocessor test input, not a kernel:)
// parse: invalid
