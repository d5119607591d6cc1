#ifndef B_H
#define B_H
#include "common.h"
#define B 2
#endif
