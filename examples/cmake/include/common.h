/* common.h — shared by the kernels that include it (vadd.cl). */
#ifndef COMMON_H
#define COMMON_H

/* one work-item's element */
#define ELEMENT() get_global_id(0)

#endif
