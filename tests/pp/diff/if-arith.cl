// 6.10.1 #if arithmetic in intmax_t/uintmax_t: each line prints 'yes' for
// the branch taken; clang must agree.  Compared with clang in C mode: in
// OpenCL mode clang-15 computes #if in 128 bits (its OpenCL 'long long'),
// not the 64-bit intmax_t/uintmax_t of C99 that zocc uses.
// lang: c
#if -1 < 0u
bad1
#else
ok1
#endif
#if -1 < 0
ok2
#endif
#if 0xffffffffffffffff == -1
ok3
#endif
#if 18446744073709551615u / 2 == 9223372036854775807
ok4
#endif
#if (-1) >> 63 == -1
ok5
#endif
#if (0u - 1) >> 63 == 1
ok6
#endif
#if 1 ? -1 : 0u
ok7
#endif
#if (1 ? -1 : 0u) > 0
ok8
#endif
#if 9223372036854775807 + 0 == 0x7fffffffffffffff
ok9
#endif
#if (2 || 1 / 0) && !(0 && 1 / 0)
ok10
#endif
#if 'a' == 97 && '\n' == 10 && '\377' < 0 && '\x41' == 65 && '\0' == 0
ok11
#endif
#if 10 % 3 == 1 && -7 / 2 == -3 && -7 % 2 == -1
ok12
#endif
#if (1 << 62) == 4611686018427387904 && (1 << 3 >> 1) == 4
ok13
#endif
#if ~0 == -1 && ~0u == 0xffffffffffffffff && !0 == 1 && -(-3) == 3 && +2 == 2
ok14
#endif
#if (1, 2) == 2
ok15
#endif
#if 3 > 2 > 1
bad16
#else
ok16
#endif
#if 1 == 1 == 1 && 5 & 3 == 1 && (5 ^ 3) == 6 && (5 | 3) == 7
ok17
#endif
#if undefined_name == 0 && !undefined_name
ok18
#endif
#define ZERO 0
#define ONE 1
#if defined ZERO && defined(ONE) && !defined NOPE && !defined(NOPE)
ok19
#endif
#if ONE + ZERO * 5 == 1 && (ONE ? 10 : 20) == 10
ok20
#endif
#define DEF defined(ONE)
#if 0x10 == 16 && 010 == 8 && 0X1F == 31 && 10u == 10 && 10UL == 10 && 10lu == 10 && 10LL == 10
ok21
#endif
#if -9223372036854775807 - 1 < 0
ok22
#endif
#if 0 ? 1/0 : 2
ok23
#endif
#if ((((((((((1))))))))))
ok24
#endif
#if 1 ? 2 ? 3 : 4 : 5
ok25
#endif
#if (0 ? 1 : 0 ? 2 : 3) == 3
ok26
#endif
#if 4 - 2 - 1 == 1 && 8 / 4 / 2 == 1
ok27
#endif
#if -1 % 1u == 0 && 5 - 10u > 0
ok28
#endif
#if __STDC__ && __STDC_VERSION__ >= 199901L
ok29
#endif
// (a preprocessor test input, not a kernel:)
// parse: invalid
