// empty arguments and calls with nothing between the parentheses
#define Z() zero
#define ONE(x) [x]
#define TWO(x, y) [x|y]
#define THREE(x, y, z) [x|y|z]
Z() Z( ) ONE() ONE( ) TWO(,) TWO( , ) TWO(a,) TWO(,b) THREE(,,) THREE(a,,c)
ONE(()) ONE((,)) TWO((a,b),(c,d)) ONE([) ONE({)
#define EMPTY
ONE(EMPTY) TWO(EMPTY,EMPTY) ONE(EMPTY EMPTY)
Z
() ONE
(x)
// (a preprocessor test input, not a kernel:)
// parse: invalid
