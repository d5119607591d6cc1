// 5.2.1.1: trigraphs are replaced, with clang's warning
// clang-verify: yes
??=define T 1 // expected-warning {{trigraph converted to '#' character}}
int a??(T??); // expected-warning {{trigraph converted to '[' character}} expected-warning {{trigraph converted to ']' character}}
// (a preprocessor test input, not a kernel:)
// parse: invalid
