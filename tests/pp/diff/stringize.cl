// 6.10.3.2 the # operator: spacing, escapes, empty arguments.
#define S(x) #x
#define XS(x) S(x)
#define V(...) #__VA_ARGS__
S(a) S(  a   b  ) S(a+b) S( "quoted" ) S('c') S('\'') S("a\\b\"c") S(L"wide")
S() S(   ) S(/* comment */ x /* c */ y)
S(a
  b) S(  ( 1 , 2 )  ) S((,)) S(f(x, y))
XS(__LINE__) S(__LINE__)
#define EMPTY
XS(EMPTY) XS(a EMPTY b) S(EMPTY)
V() V(a) V(a, b) V( a ,b , c ) V(,)
#define STR(x) #x
STR(\n) STR(@) STR($x)
#define HASH_IN_OBJ # x
HASH_IN_OBJ
// (a preprocessor test input, not a kernel:)
// parse: invalid
