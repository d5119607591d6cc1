// 6.10.4 line control and 6.10.8 __LINE__/__FILE__; GNU linemarkers
__LINE__ __FILE__
#line 100
__LINE__ __FILE__
#line 200 "renamed.cl"
__LINE__ __FILE__
# 300 "gnu.cl"
__LINE__ __FILE__
#define L __LINE__
L
#define F(x) x __LINE__
F(
__LINE__
)
#define N 400
#line N
__LINE__
#line 500 "with \\ backslash.cl"
__FILE__
// (a preprocessor test input, not a kernel:)
// parse: invalid
