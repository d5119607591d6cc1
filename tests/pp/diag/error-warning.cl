// 6.10.5 #error, and the #warning extension: the rest of the line, as written
// clang-verify: yes
// expected-error@+1 {{this is  an error}}
#error this is  an error
// expected-warning@+1 {{a warning, with 'quotes' and "strings"}}
#warning a warning, with 'quotes' and "strings"
#if 0
#error skipped groups do not report
#endif
