// directive errors as clang prints them, also inside a header
#include "inc/bad.h"
#if 1 / 0
#endif
#define F(x, x) x
#define J 1
#define J 2
#ifdef J extra
#endif
#elif 1
# bogus
#if 1
