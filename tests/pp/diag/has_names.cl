// clang's __has_attribute, __has_builtin, __has_feature and __has_extension
// in #if (tests/driver/has_names checks their answers); misused, each is
// an error in the directive.
#if __has_attribute( // expected-error {{'__has_attribute' requires an identifier}}
#endif
#if __has_builtin // expected-error {{missing '(' after '__has_builtin'}}
#endif
#if __has_feature(x y) // expected-error {{missing ')' after '__has_feature'}}
#endif
#if __has_attribute(aligned) && !__has_extension(anything)
int ok;
#endif
