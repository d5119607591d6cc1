// included by origin-outer.h
int inner(int x)
{
	return x * undeclared_in_inner;
}
