// 6.4.9: a block comment must end
// clang-verify: yes
int x; // expected-error@+1 {{unterminated /* comment}}
/* no end
// (a preprocessor test input, not a kernel:)
// parse: invalid
