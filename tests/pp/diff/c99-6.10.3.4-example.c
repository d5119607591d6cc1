// C99 6.10.3.4 EXAMPLE (nested or not?): clang and gcc give 2*9*g.
// lang: c
#define f(a) a*g
#define g(a) f(a)
f(2)(9)
