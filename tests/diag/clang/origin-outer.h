// included by origin-include.cl, and including origin-inner.h
#include "origin-inner.h"

int outer(int x)
{
	return x + ;
}
