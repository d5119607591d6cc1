// bcrypt's core (the expensive key setup of Blowfish, then
// "OrpheanBeholderScryDoubt" encrypted 64 times) and plain Blowfish, in
// the style of a password recovery tool's kernels: pi's P-array and
// S-boxes as 1,042 words of __constant tables, the S-boxes copied into
// __local memory per work-item, a state struct of private and __local
// pointers passed by private pointer, round macros, the cost from -D.
// Checked against a Python Blowfish over the same pi digits, and the
// all-zero key and block against the published Blowfish vector.
// options: -DBCRYPT_COST=2 -DFIXED_LOCAL_SIZE=4
// python: def pi_words(n):
// python:     bits = 32 * n + 64
// python:     one = 1 << bits
// python:     def atan_inv(x):
// python:         s, t, k = 0, one // x, 1
// python:         while t:
// python:             s += t // k if k % 4 == 1 else -(t // k)
// python:             t //= x * x
// python:             k += 2
// python:         return s
// python:     frac = 16 * atan_inv(5) - 4 * atan_inv(239) - (3 << bits)
// python:     return [(frac >> (64 + 32 * (n - 1 - i))) & 0xffffffff for i in range(n)]
// python: PI = pi_words(1042)
// python: class BF:
// python:     def __init__(s):
// python:         s.P = PI[:18]
// python:         s.S = [PI[18 + 256 * k:18 + 256 * (k + 1)] for k in range(4)]
// python:     def f(s, x):
// python:         S = s.S
// python:         return ((((S[0][x >> 24] + S[1][(x >> 16) & 255]) & 0xffffffff) ^ S[2][(x >> 8) & 255]) + S[3][x & 255]) & 0xffffffff
// python:     def enc(s, L, R):
// python:         for i in range(16):
// python:             L ^= s.P[i]
// python:             R ^= s.f(L)
// python:             L, R = R, L
// python:         return R ^ s.P[17], L ^ s.P[16]
// python:     def expand(s, data, key):
// python:         kw = lambda j: int.from_bytes(bytes(key[(4 * j + k) % len(key)] for k in range(4)), 'big')
// python:         s.P = [s.P[i] ^ kw(i) for i in range(18)]
// python:         dw = lambda j: int.from_bytes(bytes(data[(4 * j + k) % len(data)] for k in range(4)), 'big') if data else 0
// python:         L = R = 0
// python:         j = 0
// python:         for i in range(0, 18, 2):
// python:             L, R = s.enc(L ^ dw(j), R ^ dw(j + 1)); j += 2
// python:             s.P[i], s.P[i + 1] = L, R
// python:         for b in range(4):
// python:             for i in range(0, 256, 2):
// python:                 L, R = s.enc(L ^ dw(j), R ^ dw(j + 1)); j += 2
// python:                 s.S[b][i], s.S[b][i + 1] = L, R
// python: import functools, struct
// python: def pwbytes(buf, n, g): return struct.pack('<18I', *buf[g * 18:g * 18 + 18])[:n]
// python: @functools.lru_cache(None)
// python: def bcrypt_core(g):
// python:     key = pwbytes(bc_pws, bc_lens[g], g) + b'\0'
// python:     salt = struct.pack('<4I', *bc_salt)
// python:     s = BF()
// python:     s.expand(salt, key)
// python:     for _ in range(1 << BCRYPT_COST):
// python:         s.expand(b'', key)
// python:         s.expand(b'', salt)
// python:     c = list(struct.unpack('>6I', b'OrpheanBeholderScryDoubt'))
// python:     for _ in range(64):
// python:         for k in range(0, 6, 2):
// python:             c[k], c[k + 1] = s.enc(c[k], c[k + 1])
// python:     return c
// python: @functools.lru_cache(None)
// python: def bf_ecb(g):
// python:     s = BF()
// python:     s.expand(b'', struct.pack('>2I', *bf_keys[g * 2:g * 2 + 2]))
// python:     return s.enc(bf_in[g * 2], bf_in[g * 2 + 1])
// kernel: bf_ecb_encrypt
// global: 16  local: 4
// arg: global uint bf_keys[32] = 0 if i < 2 else rnd(i)
// arg: global uint bf_in[32] = 0 if i < 2 else rnd(i + 64)
// arg: global uint bf_out[32]
// arg: local uint bf_s[4 * 1024]
// expect: bf_out[i] == bf_ecb(i // 2)[i % 2]
// expect: bf_out[0] == 0x4ef99745 and bf_out[1] == 0x6198dd78
// kernel: m03200_loop
// global: 8  local: 4
// arg: global uint bc_pws[8 * 18] = rnd(i + 3)
// arg: global uint bc_lens[8] = rnd(i, 1, 72)
// arg: constant uint bc_salt[4] = rnd(i + 17)
// arg: global uint bc_out[8 * 6]
// arg: local uint bc_s[4 * 1024]
// expect: bc_out[i] == bcrypt_core(i // 6)[i % 6]

#include "hc_types.h"
#include "bf_tables.h"

#define LOCAL_AS __local

typedef struct bf_state
{
  u32 P[18];

  LOCAL_AS u32 *S0;
  LOCAL_AS u32 *S1;
  LOCAL_AS u32 *S2;
  LOCAL_AS u32 *S3;

} bf_state_t;

#define BF_F(st,x) ((((st)->S0[hc_byte3 (x)] + (st)->S1[hc_byte2 (x)]) ^ (st)->S2[hc_byte1 (x)]) + (st)->S3[hc_byte0 (x)])

#define BF_ROUND(st,L,R,N) \
{                          \
  R ^= BF_F (st, L);       \
  R ^= (st)->P[(N)];       \
}

#define BF_ENCRYPT(st,L,R)                                                    \
{                                                                             \
  L ^= (st)->P[0];                                                            \
  BF_ROUND (st, L, R,  1); BF_ROUND (st, R, L,  2); BF_ROUND (st, L, R,  3);  \
  BF_ROUND (st, R, L,  4); BF_ROUND (st, L, R,  5); BF_ROUND (st, R, L,  6);  \
  BF_ROUND (st, L, R,  7); BF_ROUND (st, R, L,  8); BF_ROUND (st, L, R,  9);  \
  BF_ROUND (st, R, L, 10); BF_ROUND (st, L, R, 11); BF_ROUND (st, R, L, 12);  \
  BF_ROUND (st, L, R, 13); BF_ROUND (st, R, L, 14); BF_ROUND (st, L, R, 15);  \
  BF_ROUND (st, R, L, 16);                                                    \
  const u32 t_ = R;                                                           \
  R = L;                                                                      \
  L = t_ ^ (st)->P[17];                                                       \
}

/* the initial state: pi's digits, the S-boxes in this work-item's slice of
 * __local memory */
DECLSPEC void bf_init (PRIVATE_AS bf_state_t *st, LOCAL_AS u32 *s)
{
  for (int i = 0; i < 18; i++) st->P[i] = c_pbox[i];

  st->S0 = s;
  st->S1 = s + 256;
  st->S2 = s + 512;
  st->S3 = s + 768;

  for (int i = 0; i < 256; i++)
  {
    st->S0[i] = c_sbox[0][i];
    st->S1[i] = c_sbox[1][i];
    st->S2[i] = c_sbox[2][i];
    st->S3[i] = c_sbox[3][i];
  }
}

/* big-endian word j of a byte string of n bytes taken cyclically */
DECLSPEC u32 bf_stream_word (PRIVATE_AS const u8 *data, const int n, const int j)
{
  u32 w = 0;

  for (int k = 0; k < 4; k++) w = (w << 8) | data[(4 * j + k) % n];

  return w;
}

/* Blowfish's key schedule, with bcrypt's salt: P ^= key, then every P and
 * S entry replaced by the chained encryption of the salt words (none when
 * salt_len is 0) */
DECLSPEC void bf_expand (PRIVATE_AS bf_state_t *st, PRIVATE_AS const u8 *salt, const int salt_len,
                         PRIVATE_AS const u8 *key, const int key_len)
{
  for (int i = 0; i < 18; i++) st->P[i] ^= bf_stream_word (key, key_len, i);

  u32 L = 0;
  u32 R = 0;
  int j = 0;

  for (int i = 0; i < 18; i += 2, j += 2)
  {
    if (salt_len) { L ^= bf_stream_word (salt, salt_len, j); R ^= bf_stream_word (salt, salt_len, j + 1); }

    BF_ENCRYPT (st, L, R);

    st->P[i + 0] = L;
    st->P[i + 1] = R;
  }

  LOCAL_AS u32 *boxes[4] = { st->S0, st->S1, st->S2, st->S3 };

  for (int b = 0; b < 4; b++)
  {
    for (int i = 0; i < 256; i += 2, j += 2)
    {
      if (salt_len) { L ^= bf_stream_word (salt, salt_len, j); R ^= bf_stream_word (salt, salt_len, j + 1); }

      BF_ENCRYPT (st, L, R);

      boxes[b][i + 0] = L;
      boxes[b][i + 1] = R;
    }
  }
}

KERNEL_FQ void bf_ecb_encrypt (GLOBAL_AS const u32 *keys, GLOBAL_AS const u32 *in, GLOBAL_AS u32 *out, LOCAL_AS u32 *s)
{
  const u64 gid = get_global_id (0);
  const u64 lid = get_local_id (0);

  bf_state_t st;

  bf_init (&st, s + lid * 1024);

  u8 key[8];

  for (int i = 0; i < 8; i++) key[i] = keys[gid * 2 + i / 4] >> (24 - (i & 3) * 8);

  bf_expand (&st, key, 0, key, 8);

  u32 L = in[gid * 2 + 0];
  u32 R = in[gid * 2 + 1];

  BF_ENCRYPT (&st, L, R);

  out[gid * 2 + 0] = L;
  out[gid * 2 + 1] = R;
}

__attribute__((reqd_work_group_size (FIXED_LOCAL_SIZE, 1, 1)))
KERNEL_FQ void m03200_loop (GLOBAL_AS const u32 *pws, GLOBAL_AS const u32 *pw_lens, CONSTANT_AS const u32 *salt_buf,
                            GLOBAL_AS u32 *out, LOCAL_AS u32 *s)
{
  const u64 gid = get_global_id (0);
  const u64 lid = get_local_id (0);

  /* the key: the password and its terminating zero, at most 72 bytes */
  u8 key[72];
  u8 salt[16];

  const int len = hc_min_u32 (pw_lens[gid], 71u);

  for (int i = 0; i < 72; i++) key[i] = i < len ? (u8) (pws[gid * 18 + i / 4] >> ((i & 3) * 8)) : 0;
  for (int i = 0; i < 16; i++) salt[i] = (u8) (salt_buf[i / 4] >> ((i & 3) * 8));

  bf_state_t st;

  bf_init (&st, s + lid * 1024);

  bf_expand (&st, salt, 16, key, len + 1);

  for (u32 i = 0, n = 1u << BCRYPT_COST; i < n; i++)
  {
    bf_expand (&st, salt, 0, key, len + 1);
    bf_expand (&st, salt, 0, salt, 16);
  }

  u32 c[6] = { 0x4f727068, 0x65616e42, 0x65686f6c, 0x64657253, 0x63727944, 0x6f756274 };

  for (int i = 0; i < 64; i++)
  {
    for (int k = 0; k < 6; k += 2)
    {
      BF_ENCRYPT (&st, c[k], c[k + 1]);
    }
  }

  for (int k = 0; k < 6; k++) out[gid * 6 + k] = c[k];
}
