// The library liba.cl uses.
constant int tbl[4] = {10, 20, 30, 40};

int g(int x)
{
	return x + 1;
}
