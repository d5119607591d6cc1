// 6.10.2: a header that is nowhere; fatal, as in clang: nothing after it
// is read (the #error below is not reported)
// clang-verify: yes
#include "no-such-header.h" // expected-error {{'no-such-header.h' file not found}}
#error not reached
