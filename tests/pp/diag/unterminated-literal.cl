// 6.4.4.4, 6.4.5: a quote with no closing quote on its line (a warning, as
// in clang; the parser rejects the token that results)
// clang-verify: yes
// expected-warning@+1 {{missing terminating '"' character}}
char *s = "abc;
// expected-warning@+1 {{missing terminating ' character}}
char c = 'x;
#if 0
don't warn in skipped groups
#endif
// (a preprocessor test input, not a kernel:)
// parse: invalid
