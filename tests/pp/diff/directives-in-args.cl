// directives met while a macro's arguments are being collected: clang
// runs them (UB in C99, a GNU/clang extension that real code uses)
#define ID(x) [x]
ID(
#ifdef ID
defined
#else
undefined
#endif
)
#define LIST(...) {__VA_ARGS__}
LIST(1,
#if 0
  2,
#endif
  3)
// (a preprocessor test input, not a kernel:)
// parse: invalid
