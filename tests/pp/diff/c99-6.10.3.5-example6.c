// C99 6.10.3.5 EXAMPLE 6: valid redefinitions (the invalid ones are in
// ../diag/redefinition.cl).
// lang: c
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
 a /* other stuff on this line
 */ )
int o = OBJ_LIKE, f = FUNC_LIKE(3);
