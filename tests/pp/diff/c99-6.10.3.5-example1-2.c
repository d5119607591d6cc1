// C99 6.10.3.5 EXAMPLES 1 and 2: an object-like and a function-like macro.
// lang: c
#define TABSIZE 100
int table[TABSIZE];
#define max(a, b) ((a) > (b) ? (a) : (b))
int m = max(p[1], q - 3);
