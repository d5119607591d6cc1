// SHA-512 and SHA-384 of one password per work-item, in the style of a
// password recovery tool's 64-bit hash kernels: 80 round constants in a
// __constant table (a generated header), the host's `unsigned long int` and
// `long unsigned` spellings for 64-bit words, rotates from macro-made
// helpers, a context struct passed by private pointer, and the truncated
// variant sharing the transform.  Checked against Python's hashlib.
// kernel: m01700_mxx
// global: 64  local: 32
// arg: global uint pws[64 * 16] = rnd(i + 512)
// arg: global uint pw_lens[64] = rnd(i, 0, 64)
// arg: global ulong digests[64 * 8]
// arg: int variant = 512
// python: import hashlib, functools, struct
// python: @functools.lru_cache(None)
// python: def sha(g, v):
// python:     msg = struct.pack('<16I', *pws[g * 16:g * 16 + 16])[:pw_lens[g]]
// python:     d = (hashlib.sha512 if v == 512 else hashlib.sha384)(msg).digest()
// python:     return struct.unpack('>%dQ' % (len(d) // 8), d) + (0,) * (8 - len(d) // 8)
// expect: digests[i] == sha(i // 8, 512)[i % 8]
// kernel: m01700_mxx
// global: 64  local: 32
// arg: global uint pws[64 * 16] = rnd(i + 384)
// arg: global uint pw_lens[64] = rnd(i, 0, 64)
// arg: global ulong digests[64 * 8]
// arg: int variant = 384
// expect: digests[i] == sha(i // 8, 384)[i % 8]

#include "hc_pw.h"
#include "sha512_k.h"

typedef long unsigned u64_t;       /* the same type as u64, spelt another way */

typedef struct sha512_ctx
{
  u64_t h[8];
  u64 w[16];
  unsigned long int len;

} sha512_ctx_t;

#define SHA512_S0(x) hc_xor3_64 (hc_rotr64 ((x), 28), hc_rotr64 ((x), 34), hc_rotr64 ((x), 39))
#define SHA512_S1(x) (hc_rotr64 ((x), 14) ^ hc_rotr64 ((x), 18) ^ hc_rotr64 ((x), 41))
#define SHA512_s0(x) (hc_rotr64 ((x),  1) ^ hc_rotr64 ((x),  8) ^ ((x) >> 7))
#define SHA512_s1(x) (hc_rotr64 ((x), 19) ^ hc_rotr64 ((x), 61) ^ ((x) >> 6))

#define SHA512_F0o(x,y,z) (bitselect ((x), (y), ((x) ^ (z))))
#define SHA512_F1o(x,y,z) (bitselect ((z), (y), (x)))

#define SHA512_STEP(a,b,c,d,e,f,g,h,x,K)   \
{                                          \
  h += K + x + SHA512_S1 (e) + SHA512_F1o (e, f, g); \
  d += h;                                  \
  h += SHA512_S0 (a) + SHA512_F0o (a, b, c); \
}

DECLSPEC u64 hl32_to_64 (const u32 hi, const u32 lo)
{
  return as_ulong ((uint2) (lo, hi));
}

DECLSPEC void sha512_transform (PRIVATE_AS const u64 *blk, PRIVATE_AS u64_t *digest)
{
  u64 a = digest[0], b = digest[1], c = digest[2], d = digest[3];
  u64 e = digest[4], f = digest[5], g = digest[6], h = digest[7];

  u64 w[16];

  for (int i = 0; i < 16; i++) w[i] = blk[i];

  for (int i = 0; i < 80; i += 8)
  {
    if (i >= 16)
    {
      for (int j = 0; j < 8; j++)
      {
        const int t = i + j;

        w[t & 15] += SHA512_s1 (w[(t - 2) & 15]) + w[(t - 7) & 15] + SHA512_s0 (w[(t - 15) & 15]);
      }
    }

    SHA512_STEP (a, b, c, d, e, f, g, h, w[(i + 0) & 15], k_sha512[i + 0]);
    SHA512_STEP (h, a, b, c, d, e, f, g, w[(i + 1) & 15], k_sha512[i + 1]);
    SHA512_STEP (g, h, a, b, c, d, e, f, w[(i + 2) & 15], k_sha512[i + 2]);
    SHA512_STEP (f, g, h, a, b, c, d, e, w[(i + 3) & 15], k_sha512[i + 3]);
    SHA512_STEP (e, f, g, h, a, b, c, d, w[(i + 4) & 15], k_sha512[i + 4]);
    SHA512_STEP (d, e, f, g, h, a, b, c, w[(i + 5) & 15], k_sha512[i + 5]);
    SHA512_STEP (c, d, e, f, g, h, a, b, w[(i + 6) & 15], k_sha512[i + 6]);
    SHA512_STEP (b, c, d, e, f, g, h, a, w[(i + 7) & 15], k_sha512[i + 7]);
  }

  digest[0] += a; digest[1] += b; digest[2] += c; digest[3] += d;
  digest[4] += e; digest[5] += f; digest[6] += g; digest[7] += h;
}

/* FIPS 180-4 5.3.5 and 5.3.4: the initial values of each variant */
CONSTANT_AS u64 sha512_iv[2][8] =
{
  { 0x6a09e667f3bcc908UL, 0xbb67ae8584caa73bUL, 0x3c6ef372fe94f82bUL, 0xa54ff53a5f1d36f1UL,
    0x510e527fade682d1UL, 0x9b05688c2b3e6c1fUL, 0x1f83d9abfb41bd6bUL, 0x5be0cd19137e2179UL },
  { 0xcbbb9d5dc1059ed8UL, 0x629a292a367cd507UL, 0x9159015a3070dd17UL, 0x152fecd8f70e5939UL,
    0x67332667ffc00b31UL, 0x8eb44a8768581511UL, 0xdb0c2e0d64f98fa7UL, 0x47b5481dbefa4fa4UL },
};

DECLSPEC void sha512_init (PRIVATE_AS sha512_ctx_t *ctx, const int variant)
{
  const int v = variant == 384;

  for (int i = 0; i < 8; i++) ctx->h[i] = sha512_iv[v][i];
  for (int i = 0; i < 16; i++) ctx->w[i] = 0;

  ctx->len = 0;
}

DECLSPEC void sha512_update_final_global (PRIVATE_AS sha512_ctx_t *ctx, GLOBAL_AS const u32 *pw, const int len)
{
  u32 w[16];

  pw_load_be (w, pw, len, 16);

  for (int i = 0; i < 8; i++) ctx->w[i] = hl32_to_64 (w[2 * i], w[2 * i + 1]);

  ctx->len = (unsigned long int) len;
  ctx->w[15] = ctx->len * 8;

  sha512_transform (ctx->w, ctx->h);
}

KERNEL_FQ void m01700_mxx (GLOBAL_AS const u32 *pws, GLOBAL_AS const u32 *pw_lens, GLOBAL_AS u64 *digests, const int variant)
{
  const u64 gid = get_global_id (0);

  sha512_ctx_t ctx;

  sha512_init (&ctx, variant);
  sha512_update_final_global (&ctx, pws + gid * 16, pw_lens[gid]);

  const int n = variant == 384 ? 6 : 8;

  for (int i = 0; i < 8; i++) digests[gid * 8 + i] = i < n ? ctx.h[i] : 0;
}
