// 6.10.1: a conditional left open at the end of the file
// clang-verify: yes
#if 1 // expected-error {{unterminated conditional directive}}
#ifdef X // expected-error {{unterminated conditional directive}}
#else
