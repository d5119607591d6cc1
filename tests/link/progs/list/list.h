/* list.h — a singly linked list: the struct points to itself. */
#ifndef LIST_H
#define LIST_H

typedef struct Node {
	int value;
	struct Node *next;
} Node;

int list_sum(const Node *n);
int list_length(const Node *n);

#endif
