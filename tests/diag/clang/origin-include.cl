// Where a diagnostic comes from: one in an #include'd file comes after
// clang's "In file included from FILE:LINE:" lines, the outermost first,
// printed again whenever the include point differs from the last
// diagnostic's (the comparison with clang checks those lines, and the
// errors in the headers at their lines and columns).
#include "origin-outer.h"
#include "origin-late.h"

kernel void k(global int *out)
{
	out[0] = outer(1) + inner(2) + late(3) + nothing_named_so; // expected-error {{use of undeclared identifier 'nothing_named_so'}}
	out[1] = LATE_USE(1); // expected-error {{use of undeclared identifier 'late_undeclared'}}
	out[2] = still_nothing; // expected-error {{use of undeclared identifier 'still_nothing'}}
}
