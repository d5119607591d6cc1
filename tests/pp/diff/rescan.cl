// 6.10.3.4 rescanning: a macro is not replaced inside its own expansion,
// and names painted once stay painted.
#define foo foo
foo
#define a a b
a
#define b a
b
#define f(x) f(x) + g
#define g f
f(1) g(2)
#define AA BB
#define BB AA
AA BB
#define NIL(x) x
#define G_0(arg) NIL(G_1)(arg)
#define G_1(arg) NIL(arg)
G_0(42)
#define obj(x) x
#define call obj
call(5) call (6) call
(7)
#define LP (
obj LP 8)
#define id(x) x
id(id)(9)
id(obj)(10)
#define expand_self(x) x expand_self
expand_self(1)(2)
#define q(x) x
#define r(x) q(x)
r(q)(3)
#define m1 m2(
#define m2(x) [x]
m1 11)
#define EMPTY
#define DEFER(x) x EMPTY
DEFER(id)(12)
#define recur(x) x recur
recur(recur(1))
#define AND &
#define AMP(x) x AND
AMP(1) AND
// (a preprocessor test input, not a kernel:)
// parse: invalid
