#ifndef A_H
#define A_H
#include "common.h"
#define A 1
#endif
