// The pointer and integer conversion family, compared with clang-15 on
// this file under each variant of the options: the same diagnostics on
// the same lines, with the same words and the same [-W...] names, so
// that -Wno-pointer-sign silences 'int *' to 'uint *' as it does in clang.
// options: -cl-std=CL2.0
// variants: -Wno-pointer-sign | -Wno-incompatible-pointer-types | -Wno-incompatible-pointer-types-discards-qualifiers
// variants: -Wno-error=int-conversion | -Wno-int-conversion | -Wno-conversion | -Werror=pointer-sign | -w
// variants: -Werror -Wno-error=int-to-pointer-cast | -Wno-int-to-pointer-cast -Wno-pointer-to-int-cast
// variants: -Werror=incompatible-pointer-types | -Wno-everything | -Werror=conversion -w
void fu(global uint *p) { }
void ff(global float *p) { }
void fi(global int *p) { }
void fc(global uchar *p) { }
void fpp(global const int *global *p) { }
global uint *r1(global int *p) { return p; }
global int *r2(long l) { return l; }
int r3(global int *p) { return p; }

kernel void k(global int *ip, global const int *cip, global volatile int *vip, global char *cp,
              global float *fp, long l, char c, int i, uint u, global short *sp, global uint *up)
{
	global int *global *ipp = 0;

	fu(ip);
	ff(ip);
	fi(cip);
	fi(vip);
	fc(cp);
	fpp(ipp);
	global uint *u1 = ip;
	global uint *u2;
	u2 = ip;
	global float *f1 = ip;
	global int *n1 = i;
	global int *n2 = l;
	int x1 = ip;
	long x2 = ip;
	global int *c1 = (global int *)c;
	global int *c2 = (global int *)i;
	global int *c3 = (global int *)l;
	global int *c4 = (global int *)1;
	global int *c5 = (global int *)u;
	int y1 = (int)ip;
	char y2 = (char)ip;
	long y3 = (long)ip;
	uint y4 = (uint)ip;
	bool y5 = (bool)ip;
	global int *z1 = cip;
	fi(i);
	fi(l);
	global uchar *s1 = cp;
	global char *s2 = (global uchar *)cp;
	global short *s3 = up;
	global uint *s4 = sp;
	global const uint *s5 = cip;
	global uint *s6 = cip;
	private int *pp = (private int *)i;
	*ip = r1(ip) == ip;
	global int *t1 = 1 ? ip : fp;
	u1 = n1;
	*ip = x1 + x2 + y1 + y2 + y3 + y4 + y5;
}
