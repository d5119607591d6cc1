/* a header of helpers: its code and its types are in this file's lines */
#ifndef DBG_MATH_H
#define DBG_MATH_H

typedef float real;

struct stats {
	real lo, hi;
	int count;
};

static inline real clampv(real v, real lo, real hi)
{
	real c = v;
	if (c < lo)
		c = lo;
	if (c > hi)
		c = hi;
	return c;
}

static inline void account(__private struct stats *s, real v)
{
	s->lo = fmin(s->lo, v);
	s->hi = fmax(s->hi, v);
	s->count++;
}

#endif
