// assorted rescanning and argument cases that preprocessors have got wrong
// lang: c
#define str(s) # s
#define xstr(s) str(s)
#define INCFILE(n) vers ## n
xstr(INCFILE(2).h)
#define f(x) #x
f(f(x))
#define obj f
obj(1)
#define EMPTY
#define LPAREN (
#define RPAREN )
#define F(x, y) x + y
#define ELLIP_FUNC(...) __VA_ARGS__
ELLIP_FUNC(F, LPAREN, 'a', 'b', RPAREN);
#define g(x) x
g(g)(1)
#define AA(x) x AA
AA(AA)(2)
#define h() H
h()()
#define i(x) x
i(i(i(3)))
#define j j(1)
j
#define k(x) k(x)
k(k(4))
#define BLANK(x) [x]
BLANK(  \
  )
#define sp(x) {x}
sp( a  /* c */ b )
#define q(x, y) x ## y
q(a, b)q(c, d)
#define z z[0]
#define zz(a) a z
zz(z)
#define NIL(xxx) xxx
#define G_0(arg) NIL(G_1)(arg)
#define G_1(arg) NIL(arg)
G_0(42)
#define m1(x) x
#define m2 m1(
m2 5)
#define recur_a(x) recur_b(x) + 1
#define recur_b(x) recur_a(x) * 2
recur_a(7)
#define paren_in_str(x) x
paren_in_str(")" '(' ",")
#define CNT(...) #__VA_ARGS__
CNT( a , b   ,  c )
#define OP(a) a##=
OP(+) OP(-) OP(<<)
#define H2 # ## #
H2
#define EXP(x) x
EXP(#) EXP(##)
