// diagnostics inside macro expansions print as clang prints them: the
// caret at the outermost use, then one 'expanded from macro' note per level,
// outermost first, each pointing into the definition
#define CAT(a, b) a ## b
#define W(x) CAT(x, +)
#define V W(q)
V
  W(r)
#define F(a, b) a b
#define G(x) F(x)
G(1)
#define H(x) x
H(F(1, 2, 3))
#define ERR(x) x
#define INNER F(1)
ERR(INNER)
// (a preprocessor test input, not a kernel:)
// parse: invalid
