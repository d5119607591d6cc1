// assorted: digraphs, __COUNTER__, -D options, object-like macros
// expanding to directive-like text, line splices, tokens that must not paste
// args: -DFROMCMD=42 -DFLAG -DFN(x)=(x*2) -UFLAG
<: :> <% %> %:%: %:
__COUNTER__ __COUNTER__ __COUNTER__
FROMCMD FN(3)
#ifdef FLAG
flag-defined
#else
flag-undefined
#endif
#define HASH #
#define DEFINE_LINE HASH define X 1
DEFINE_LINE
X
#define PLUS +
+PLUS -PLUS PLUS+ PLUS- PLUS= -PLUS- .PLUS
#define DOT .
DOT.DOT 1 DOT 2 x DOT y
#define E e
1E E+1 1.E
lo\
ng_name = 1\
23;
"str\
ing"
#define SPLICE a \
  b \
  c
SPLICE
#define MINUS -
-MINUS MINUS-1 MINUS MINUS
#define SL /
SL/ SL* /SL
// (a preprocessor test input, not a kernel:)
// parse: invalid
