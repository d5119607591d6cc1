// 6.10.1 conditional inclusion: nesting, #elif chains, skipped groups with
// text that must not confuse the skipper.
#define A 2
#if A == 1
one
#elif A == 2
two
#elif A == 3
three
#else
other
#endif
#if 0
  this is skipped, and so is an apostrophe: don't
  "a string with #endif inside"
  /* a comment with
#endif
     inside */
  # if 1
    nested skipped
  # else
    also skipped
  # endif
#elif 1
elif-taken
#else
not taken
#endif
#ifdef A
# ifndef B
a_not_b
# else
a_and_b
# endif
#endif
#if 1
#elif 1/0
#endif
  /* leading comment */ #if 1
indented-directive
  #endif
#if 0
#if 1/0
#else
#endif
#elif 0
#else
else-taken
#endif
#if 0 // skipped with comment
#error not reached
#warning not reached
#include "no such file"
#endif
%:if 1
digraph-directive
%:endif
// (a preprocessor test input, not a kernel:)
// parse: invalid
