// Functions over a struct that points to itself: linking compares the
// two modules' types by structure through the cycle.
#include "list.h"

int list_sum(const Node *n)
{
	int s = 0;

	for (; n; n = n->next)
		s += n->value;
	return s;
}

int list_length(const Node *n)
{
	int k = 0;

	for (; n; n = n->next)
		k++;
	return k;
}
