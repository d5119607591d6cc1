// C99 6.10.3.3p4 EXAMPLE: hash_hash is a ## token that is not an operator.
// lang: c
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
