// 6.10p1: '#' followed by a name that is no directive
// clang-verify: yes
#foo // expected-error {{invalid preprocessing directive}}
#defined X // expected-error {{invalid preprocessing directive}}
#if 0
#foo is fine in a skipped group
#endif
#
