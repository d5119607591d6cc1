// SHA-1 of one short password per work-item, in the style of a password
// recovery tool's kernels: the state in a typedef'd struct passed by
// private pointer, one macro per step and round function, the schedule
// computed in place (w[i & 15]), a digest compared against a target in
// __constant memory.  Checked against Python's hashlib.
// kernel: m00100_sxx
// global: 96  local: 32
// arg: global uint pws[96 * 16] = pw_word(i)
// arg: global uint pw_lens[96] = 8 if i == 3 else rnd(i, 0, 56)
// arg: global uint digests[96 * 5]
// arg: constant uint target[5] = [0x5baa61e4, 0xc9b93f3f, 0x0682250b, 0x6cf8331b, 0x7ee68fd8][i]
// arg: global uint hits[96]
// python: import hashlib, functools, struct
// python: def pw_word(i):   # work-item 3 tries "password"
// python:     return {48: 0x73736170, 49: 0x64726f77}.get(i, rnd(i + 7))
// python: @functools.lru_cache(None)
// python: def sha1w(g):
// python:     msg = struct.pack('<16I', *pws[g * 16:g * 16 + 16])[:pw_lens[g]]
// python:     return struct.unpack('>5I', hashlib.sha1(msg).digest())
// expect: digests[i] == sha1w(i // 5)[i % 5]
// expect: hits[i] == (1 if list(sha1w(i)) == target else 0)
// expect: sum(hits) == 1

#include "hc_pw.h"

typedef struct sha1_ctx
{
  u32 h[5];
  u32 w[16];
  int len;

} sha1_ctx_t;

#define SHA1M_A 0x67452301u
#define SHA1M_B 0xefcdab89u
#define SHA1M_C 0x98badcfeu
#define SHA1M_D 0x10325476u
#define SHA1M_E 0xc3d2e1f0u

#define SHA1C00 0x5a827999u
#define SHA1C01 0x6ed9eba1u
#define SHA1C02 0x8f1bbcdcu
#define SHA1C03 0xca62c1d6u

#define SHA1_F0(x,y,z)  ((z) ^ ((x) & ((y) ^ (z))))
#define SHA1_F1(x,y,z)  ((x) ^ (y) ^ (z))
#define SHA1_F2(x,y,z)  (((x) & (y)) | ((z) & ((x) ^ (y))))
#define SHA1_F0o(x,y,z) (bitselect ((z), (y), (x)))
#define SHA1_F2o(x,y,z) (bitselect ((x), (y), ((x) ^ (z))))

#define SHA1_EXPAND(i) (w[(i) & 15] = hc_rotl32 (w[((i) - 3) & 15] ^ w[((i) - 8) & 15] ^ w[((i) - 14) & 15] ^ w[(i) & 15], 1))

#define SHA1_STEP(f,a,b,c,d,e,x,K)   \
{                                    \
  e += K;                            \
  e += x;                            \
  e += f (b, c, d);                  \
  e += hc_rotl32 (a, 5u);            \
  b  = hc_rotl32 (b, 30u);           \
}

/* five steps with the variables rotated, so a round is a loop of these */
#define SHA1_STEP5(f,K,i,X)                  \
  SHA1_STEP (f, a, b, c, d, e, X (i + 0), K); \
  SHA1_STEP (f, e, a, b, c, d, X (i + 1), K); \
  SHA1_STEP (f, d, e, a, b, c, X (i + 2), K); \
  SHA1_STEP (f, c, d, e, a, b, X (i + 3), K); \
  SHA1_STEP (f, b, c, d, e, a, X (i + 4), K);

#define W_IN(i) w[i]

DECLSPEC void sha1_transform (PRIVATE_AS const u32 *block, PRIVATE_AS u32 *digest)
{
  u32 a = digest[0];
  u32 b = digest[1];
  u32 c = digest[2];
  u32 d = digest[3];
  u32 e = digest[4];

  u32 w[16];

  #pragma unroll
  for (int i = 0; i < 16; i++) w[i] = block[i];

  SHA1_STEP5 (SHA1_F0o, SHA1C00,  0, W_IN);
  SHA1_STEP5 (SHA1_F0o, SHA1C00,  5, W_IN);
  SHA1_STEP5 (SHA1_F0o, SHA1C00, 10, W_IN);
  SHA1_STEP (SHA1_F0o, a, b, c, d, e, w[15], SHA1C00);
  SHA1_STEP (SHA1_F0o, e, a, b, c, d, SHA1_EXPAND (16), SHA1C00);
  SHA1_STEP (SHA1_F0o, d, e, a, b, c, SHA1_EXPAND (17), SHA1C00);
  SHA1_STEP (SHA1_F0o, c, d, e, a, b, SHA1_EXPAND (18), SHA1C00);
  SHA1_STEP (SHA1_F0o, b, c, d, e, a, SHA1_EXPAND (19), SHA1C00);

  for (int i = 20; i < 40; i += 5) { SHA1_STEP5 (SHA1_F1,  SHA1C01, i, SHA1_EXPAND); }
  for (int i = 40; i < 60; i += 5) { SHA1_STEP5 (SHA1_F2o, SHA1C02, i, SHA1_EXPAND); }
  for (int i = 60; i < 80; i += 5) { SHA1_STEP5 (SHA1_F1,  SHA1C03, i, SHA1_EXPAND); }

  digest[0] += a;
  digest[1] += b;
  digest[2] += c;
  digest[3] += d;
  digest[4] += e;
}

DECLSPEC void sha1_init (PRIVATE_AS sha1_ctx_t *ctx)
{
  ctx->h[0] = SHA1M_A;
  ctx->h[1] = SHA1M_B;
  ctx->h[2] = SHA1M_C;
  ctx->h[3] = SHA1M_D;
  ctx->h[4] = SHA1M_E;

  for (int i = 0; i < 16; i++) ctx->w[i] = 0;

  ctx->len = 0;
}

DECLSPEC void sha1_update_final_global (PRIVATE_AS sha1_ctx_t *ctx, GLOBAL_AS const u32 *pw, const int len)
{
  pw_load_be (ctx->w, pw, len, 14);

  ctx->len = len;
  ctx->w[14] = 0;
  ctx->w[15] = len * 8;

  sha1_transform (ctx->w, ctx->h);
}

KERNEL_FQ void m00100_sxx (GLOBAL_AS const u32 *pws, GLOBAL_AS const u32 *pw_lens, GLOBAL_AS u32 *digests,
                           CONSTANT_AS const u32 *target, GLOBAL_AS u32 *hits)
{
  const size_t gid = get_global_id (0);

  sha1_ctx_t ctx = { 0 };   /* the first member is an array: braces elided */

  sha1_init (&ctx);
  sha1_update_final_global (&ctx, pws + gid * 16, pw_lens[gid]);

  u32 match = 1;

  for (int i = 0; i < 5; i++)
  {
    digests[gid * 5 + i] = ctx.h[i];

    match &= ctx.h[i] == target[i];
  }

  hits[gid] = match;
}
