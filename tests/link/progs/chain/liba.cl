// A library that uses another (libb.cl): it imports g and tbl.
int g(int x);
extern constant int tbl[4];

int f(int x)
{
	return g(x) * 2 + tbl[x & 3];
}
