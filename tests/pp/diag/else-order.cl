// 6.10.1: #else and #elif after #else, and the group directives without #if,
// also in groups being skipped.  (Expectations stand outside skipped groups,
// where clang's -verify reads them.)
// clang-verify: yes
#if 0
#else
#else // expected-error {{#else after #else}}
#endif
// expected-error@+4 {{#else after #else}}
#if 1
#else
int skipped;
#else
#endif
// expected-error@+4 {{#elif after #else}}
#if 0
#elif 0
#else
#elif 1
#endif
#endif // expected-error {{#endif without #if}}
#else // expected-error {{#else without #if}}
#elif 1 // expected-error {{#elif without #if}}
