/* the #endif is not the last thing in the file: no guard */
#ifndef NOT_A_GUARD_H
#define NOT_A_GUARD_H
first_time
#endif
every_time
