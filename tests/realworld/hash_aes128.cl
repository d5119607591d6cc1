// AES-128 encryption with T-tables, one block per work-item, in the style
// of a password recovery tool's cipher library: 1,280 words of generated
// __constant tables copied into __local "shared memory" by the work-group
// before use, the key schedule and rounds as helpers taking the tables
// through a macro-chosen address space, round macros over state words.
// Checked against a Python AES and, for work-item 0, FIPS-197's example
// vector (appendix C.1).
// options: -DREAL_SHM
// kernel: aes128_ecb_encrypt
// global: 128  local: 64
// arg: global uchar keys[128 * 16] = i if i < 16 else rnd(i, 0, 256)
// arg: global uchar pt[128 * 16] = (i % 16) * 0x11 if i < 16 else rnd(i + 7, 0, 256)
// arg: global uchar ct[128 * 16]
// arg: local uint s_te[5 * 256]
// python: import functools
// python: EXP, LOG = [0] * 512, [0] * 256
// python: x = 1
// python: for k in range(255):
// python:     EXP[k] = EXP[k + 255] = x
// python:     LOG[x] = k
// python:     x ^= ((x << 1) ^ (0x1b if x & 0x80 else 0)) & 0xff
// python: def gm(a, b): return EXP[LOG[a] + LOG[b]] if a and b else 0
// python: def sb(a):
// python:     v = EXP[255 - LOG[a]] if a else 0
// python:     r = v
// python:     for k in range(1, 5): r ^= ((v << k) | (v >> (8 - k))) & 0xff
// python:     return r ^ 0x63
// python: SB = [sb(a) for a in range(256)]
// python: def aes128(key, blk):
// python:     w = [list(key[4 * k:4 * k + 4]) for k in range(4)]
// python:     rc = 1
// python:     for k in range(4, 44):
// python:         t = list(w[k - 1])
// python:         if k % 4 == 0:
// python:             t = [SB[t[1]] ^ rc, SB[t[2]], SB[t[3]], SB[t[0]]]
// python:             rc = gm(rc, 2)
// python:         w.append([w[k - 4][j] ^ t[j] for j in range(4)])
// python:     s = [blk[k] ^ w[k // 4][k % 4] for k in range(16)]
// python:     for r in range(1, 11):
// python:         s = [SB[v] for v in s]
// python:         s = [s[(k % 4) + 4 * ((k // 4 + k % 4) % 4)] for k in range(16)]
// python:         if r < 10:
// python:             m = []
// python:             for c in range(4):
// python:                 a = s[4 * c:4 * c + 4]
// python:                 m += [gm(a[j], 2) ^ gm(a[(j + 1) % 4], 3) ^ a[(j + 2) % 4] ^ a[(j + 3) % 4] for j in range(4)]
// python:             s = m
// python:         s = [s[k] ^ w[4 * r + k // 4][k % 4] for k in range(16)]
// python:     return s
// python: @functools.lru_cache(None)
// python: def enc(g): return aes128(keys[16 * g:16 * g + 16], pt[16 * g:16 * g + 16])
// expect: ct[i] == enc(i // 16)[i % 16]
// expect: ct[:16] == list(bytes.fromhex('69c4e0d86a7b0430d8cdb78070b4c55a'))

#include "hc_types.h"
#include "aes_tables.h"

/* the C original's stdint names, which OpenCL C leaves to the program */
typedef unsigned char uint8_t;
typedef unsigned int uint32_t;

#ifdef REAL_SHM
#define SHM_TYPE __local
#else
#define SHM_TYPE __constant
#endif

#define AES_TABLES SHM_TYPE const u32 *s_te0, SHM_TYPE const u32 *s_te1, SHM_TYPE const u32 *s_te2, SHM_TYPE const u32 *s_te3, SHM_TYPE const u32 *s_te4

DECLSPEC void aes128_set_encrypt_key (PRIVATE_AS u32 *ks, PRIVATE_AS const u32 *ukey, AES_TABLES)
{
  ks[0] = ukey[0];
  ks[1] = ukey[1];
  ks[2] = ukey[2];
  ks[3] = ukey[3];

  for (u32 i = 0, j = 0; i < 10; i += 1, j += 4)
  {
    const u32 temp = ks[j + 3];

    ks[j + 4] = ks[j + 0]
              ^ (s_te2[(temp >> 16) & 0xff] & 0xff000000)
              ^ (s_te3[(temp >>  8) & 0xff] & 0x00ff0000)
              ^ (s_te0[(temp >>  0) & 0xff] & 0x0000ff00)
              ^ (s_te1[(temp >> 24) & 0xff] & 0x000000ff)
              ^ rcon[i];

    ks[j + 5] = ks[j + 1] ^ ks[j + 4];
    ks[j + 6] = ks[j + 2] ^ ks[j + 5];
    ks[j + 7] = ks[j + 3] ^ ks[j + 6];
  }
}

#define AES_ROUND(o0,o1,o2,o3,i0,i1,i2,i3,k)                                                              \
  o0 = s_te0[i0 >> 24] ^ s_te1[(i1 >> 16) & 0xff] ^ s_te2[(i2 >> 8) & 0xff] ^ s_te3[i3 & 0xff] ^ (k)[0]; \
  o1 = s_te0[i1 >> 24] ^ s_te1[(i2 >> 16) & 0xff] ^ s_te2[(i3 >> 8) & 0xff] ^ s_te3[i0 & 0xff] ^ (k)[1]; \
  o2 = s_te0[i2 >> 24] ^ s_te1[(i3 >> 16) & 0xff] ^ s_te2[(i0 >> 8) & 0xff] ^ s_te3[i1 & 0xff] ^ (k)[2]; \
  o3 = s_te0[i3 >> 24] ^ s_te1[(i0 >> 16) & 0xff] ^ s_te2[(i1 >> 8) & 0xff] ^ s_te3[i2 & 0xff] ^ (k)[3];

#define AES_LAST(o,a,b,c,d,k)                        \
  o = (s_te4[(a >> 24)       ] & 0xff000000)         \
    ^ (s_te4[(b >> 16) & 0xff] & 0x00ff0000)         \
    ^ (s_te4[(c >>  8) & 0xff] & 0x0000ff00)         \
    ^ (s_te4[(d      ) & 0xff] & 0x000000ff)         \
    ^ (k);

DECLSPEC void aes128_encrypt (PRIVATE_AS const u32 *ks, PRIVATE_AS const u32 *in, PRIVATE_AS u32 *out, AES_TABLES)
{
  u32 s0 = in[0] ^ ks[0];
  u32 s1 = in[1] ^ ks[1];
  u32 s2 = in[2] ^ ks[2];
  u32 s3 = in[3] ^ ks[3];

  u32 t0, t1, t2, t3;

  for (int r = 1; r < 9; r += 2)
  {
    AES_ROUND (t0, t1, t2, t3, s0, s1, s2, s3, ks + 4 * r);
    AES_ROUND (s0, s1, s2, s3, t0, t1, t2, t3, ks + 4 * r + 4);
  }

  AES_ROUND (t0, t1, t2, t3, s0, s1, s2, s3, ks + 36);

  AES_LAST (out[0], t0, t1, t2, t3, ks[40]);
  AES_LAST (out[1], t1, t2, t3, t0, ks[41]);
  AES_LAST (out[2], t2, t3, t0, t1, ks[42]);
  AES_LAST (out[3], t3, t0, t1, t2, ks[43]);
}

KERNEL_FQ void aes128_ecb_encrypt (GLOBAL_AS const uint8_t *keys, GLOBAL_AS const uint8_t *pt, GLOBAL_AS uint8_t *ct, __local u32 *s_te)
{
  const u64 gid = get_global_id (0);
  const u64 lid = get_local_id (0);
  const u64 lsz = get_local_size (0);

  #ifdef REAL_SHM
  __local u32 *s_te0 = s_te;
  __local u32 *s_te1 = s_te + 256;
  __local u32 *s_te2 = s_te + 512;
  __local u32 *s_te3 = s_te + 768;
  __local u32 *s_te4 = s_te + 1024;

  for (u64 i = lid; i < 256; i += lsz)
  {
    s_te0[i] = te0[i];
    s_te1[i] = te1[i];
    s_te2[i] = te2[i];
    s_te3[i] = te3[i];
    s_te4[i] = te_sbox[i] * 0x01010101u;   /* the S-box in every byte lane */
  }

  barrier (CLK_LOCAL_MEM_FENCE);
  #endif

  uint32_t ukey[4];
  uint32_t in[4];

  for (int i = 0; i < 4; i++)
  {
    ukey[i] = hc_swap32 (((GLOBAL_AS const u32 *) (keys + gid * 16))[i]);
    in[i]   = hc_swap32 (((GLOBAL_AS const u32 *) (pt + gid * 16))[i]);
  }

  u32 ks[44];
  u32 out[4];

  aes128_set_encrypt_key (ks, ukey, s_te0, s_te1, s_te2, s_te3, s_te4);
  aes128_encrypt (ks, in, out, s_te0, s_te1, s_te2, s_te3, s_te4);

  for (int i = 0; i < 4; i++) ((GLOBAL_AS u32 *) (ct + gid * 16))[i] = hc_swap32 (out[i]);
}
