// the location map: a token keeps where it was spelled; one out of a macro
// body points into the #define and names the expansions (innermost first),
// one out of an argument keeps its own place; pp_locate adds the distance
// into a token only for tokens not out of a macro body
#define A 1 + zz
#define B A
#define ID(x) x
int q = B;
int r = ID(arg);
#define CAT(a, b) a ## b
CAT(fo, o)
   longidentifier
#define S(x) #x
S(text)
// expect-map: zz -> map.cl:8:9 @map.cl:5:15 <A <B
// expect-map: q -> map.cl:8:5 @map.cl:8:5
// expect-map: arg -> map.cl:9:12 @map.cl:9:12
// expect-map: foo -> map.cl:11:1 @map.cl:10:21 <CAT
// expect-map: "text" -> map.cl:14:1 @map.cl:13:14 <S
// expect-locate: longidentifier +4 -> map.cl:12:8
// expect-locate: longidentifier +14 -> map.cl:12:18
// expect-locate: zz +1 -> map.cl:8:9
// expect-locate: arg +2 -> map.cl:9:14
// (a preprocessor test input, not a kernel:)
// parse: invalid
