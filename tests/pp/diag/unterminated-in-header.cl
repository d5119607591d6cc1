// a conditional must end in the file it began in: the header's #if is
// reported there, and the #endif here has no #if of its own
// clang-verify: yes
#include "inc/open-if.h" // expected-error@inc/open-if.h:2 {{unterminated conditional directive}}
#endif // expected-error {{#endif without #if}}
