// 6.10.3p2, C99 6.10.3.5 EXAMPLE 6: redefinitions that differ
// clang-verify: yes
#define OBJ_LIKE (1-1) // expected-note {{previous definition is here}}
#define FUNC_LIKE(a) ( a ) // expected-note {{previous definition is here}}
#define OBJ_LIKE (0) // expected-warning {{'OBJ_LIKE' macro redefined}}
#undef OBJ_LIKE
#define OBJ_LIKE (1-1) // expected-note {{previous definition is here}}
#define OBJ_LIKE (1 - 1) // expected-warning {{'OBJ_LIKE' macro redefined}}
#define FUNC_LIKE(b) ( a ) // expected-warning {{'FUNC_LIKE' macro redefined}} expected-note {{previous definition is here}}
#define FUNC_LIKE(b) ( b ) // expected-warning {{'FUNC_LIKE' macro redefined}}
#define SAME 1
#define SAME 1
#define SAME /* comments are white space */ 1
