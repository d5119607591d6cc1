// -Wreturn-type, on by default: a non-void function whose end can be
// reached; "in all control paths" when some path returns.  Constant
// conditions, __builtin_unreachable and a switch over every value of an
// enum end the paths that fall through, as in clang.
int none(int x) {
	x++;
} // expected-warning {{non-void function does not return a value}}

int some(int x) {
	if (x)
		return 1;
} // expected-warning {{non-void function does not return a value in all control paths}}

int loop_forever(int x) {
	while (1)
		x++;
}

int for_ever(int x) {
	for (;;)
		if (x > 3)
			return x;
}

int both(int x) {
	if (x)
		return 1;
	else
		return 2;
}

int unreachable(int x) {
	if (x)
		return 1;
	__builtin_unreachable();
}

int constant_if(void) {
	if (1)
		return 3;
}

int dead_end(int x) {
	if (0)
		return 1;
} // expected-warning {{non-void function does not return a value}}

int do_once(int x) {
	do {
		x++;
	} while (0);
} // expected-warning {{non-void function does not return a value}}

enum color { RED, GREEN, BLUE };

int covered(enum color c) {
	switch (c) {
	case RED: return 1;
	case GREEN: return 2;
	case BLUE: return 3;
	}
}

enum color pick(int x) { return x ? RED : GREEN; }

int covered_cast(int x) {
	switch ((enum color)x) {
	case RED: return 1;
	case GREEN: return 2;
	case BLUE: return 3;
	}
}

int covered_call(int x) {
	switch (pick(x)) {
	case RED: return 1;
	case GREEN: return 2;
	case BLUE: return 3;
	}
}

typedef enum color color_t;

int covered_typedef(color_t c) {
	switch (c) {
	case RED: return 1;
	case GREEN: return 2;
	case BLUE: return 3;
	}
}

int not_covered(int c) {
	switch (c) {
	case RED: return 1;
	case GREEN: return 2;
	case BLUE: return 3;
	}
} // expected-warning {{non-void function does not return a value in all control paths}}

int by_default(int c) {
	switch (c) {
	case 0: return 1;
	default: return 2;
	}
}

int with_break(int c) {
	switch (c) {
	case 0: return 1;
	default: break;
	}
} // expected-warning {{in all control paths}}

int by_goto(int x) {
again:
	if (x > 10)
		return x;
	x += 3;
	goto again;
}

int after_loop(int x) {
	for (int i = 0; i < x; i++)
		if (i == 7)
			return i;
} // expected-warning {{in all control paths}}

void is_void(int x) {
	if (x)
		return;
}

kernel void k(global int *out) {
	out[0] = none(1) + some(2) + loop_forever(3) + for_ever(4) + both(5) + unreachable(6) + constant_if() +
	         dead_end(7) + do_once(8) + covered(RED) + not_covered(GREEN) + by_default(9) + with_break(10) +
	         by_goto(11) + after_loop(12) + covered_cast(13) + covered_call(14) + covered_typedef(BLUE);
	is_void(13);
}
