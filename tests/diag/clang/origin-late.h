// included by origin-include.cl after origin-outer.h
int late(int x)
{
	return x - 1
}

#define LATE_USE(v) ((v) + late_undeclared)
