/* read twice, listed once */
#undef UNGUARDED
#define UNGUARDED 4
