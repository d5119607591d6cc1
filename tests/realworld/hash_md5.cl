// MD5 of one short password per work-item, in the style of a password
// recovery tool's kernels: a typedef'd context passed by private pointer,
// step macros, a __constant round table, helpers made by macros, an
// in-kernel padding routine.  Checked against Python's hashlib.
// kernel: m00000_mxx
// global: 64  local: 16
// arg: global uint pws[64 * 16] = rnd(i)
// arg: global uint pw_lens[64] = rnd(i, 0, 56)
// arg: global uint digests[64 * 4]
// arg: uint salt = 0
// python: import hashlib, functools, struct
// python: @functools.lru_cache(None)
// python: def md5w(g):
// python:     msg = struct.pack('<16I', *pws[g * 16:g * 16 + 16])[:pw_lens[g]]
// python:     return struct.unpack('<4I', hashlib.md5(msg).digest())
// expect: digests[i] == md5w(i // 4)[i % 4]

#include "hc_types.h"

typedef struct md5_ctx
{
  u32 h[4];

  u32 w0[4];
  u32 w1[4];
  u32 w2[4];
  u32 w3[4];

  int len;

} md5_ctx_t;

CONSTANT_AS u32 md5_k[64] =
{
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
  0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
  0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
  0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
  0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
  0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
  0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
  0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};

/* the message word each step reads, by round */
CONSTANT_AS u8 md5_idx[64] =
{
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
  1, 6, 11, 0, 5, 10, 15, 4, 9, 14, 3, 8, 13, 2, 7, 12,
  5, 8, 11, 14, 1, 4, 7, 10, 13, 0, 3, 6, 9, 12, 15, 2,
  0, 7, 14, 5, 12, 3, 10, 1, 8, 15, 6, 13, 4, 11, 2, 9,
};

#define MD5_F(x,y,z)  ((z) ^ ((x) & ((y) ^ (z))))
#define MD5_G(x,y,z)  ((y) ^ ((z) & ((x) ^ (y))))
#define MD5_H(x,y,z)  ((x) ^ (y) ^ (z))
#define MD5_I(x,y,z)  ((y) ^ ((x) | ~(z)))

#define MD5_STEP(f,a,b,c,d,x,K,s)         \
{                                         \
  a += hc_add3_S (K, x, f (b, c, d));     \
  a  = hc_rotl32 (a, s);                  \
  a += b;                                 \
}

#define MD5_ROUND(f,r,s0,s1,s2,s3)                                                   \
  for (int j = 0; j < 16; j += 4)                                                    \
  {                                                                                  \
    MD5_STEP (f, a, b, c, d, w[md5_idx[r * 16 + j + 0]], md5_k[r * 16 + j + 0], s0); \
    MD5_STEP (f, d, a, b, c, w[md5_idx[r * 16 + j + 1]], md5_k[r * 16 + j + 1], s1); \
    MD5_STEP (f, c, d, a, b, w[md5_idx[r * 16 + j + 2]], md5_k[r * 16 + j + 2], s2); \
    MD5_STEP (f, b, c, d, a, w[md5_idx[r * 16 + j + 3]], md5_k[r * 16 + j + 3], s3); \
  }

DECLSPEC void md5_init (PRIVATE_AS md5_ctx_t *ctx)
{
  ctx->h[0] = 0x67452301;
  ctx->h[1] = 0xefcdab89;
  ctx->h[2] = 0x98badcfe;
  ctx->h[3] = 0x10325476;

  for (int i = 0; i < 4; i++)
  {
    ctx->w0[i] = 0;
    ctx->w1[i] = 0;
    ctx->w2[i] = 0;
    ctx->w3[i] = 0;
  }

  ctx->len = 0;
}

DECLSPEC void md5_transform (PRIVATE_AS const u32 *w0, PRIVATE_AS const u32 *w1, PRIVATE_AS const u32 *w2, PRIVATE_AS const u32 *w3, PRIVATE_AS u32 *digest)
{
  u32 a = digest[0];
  u32 b = digest[1];
  u32 c = digest[2];
  u32 d = digest[3];

  u32 w[16];

  for (int i = 0; i < 4; i++)
  {
    w[ 0 + i] = w0[i];
    w[ 4 + i] = w1[i];
    w[ 8 + i] = w2[i];
    w[12 + i] = w3[i];
  }

  MD5_ROUND (MD5_F, 0,  7, 12, 17, 22);
  MD5_ROUND (MD5_G, 1,  5,  9, 14, 20);
  MD5_ROUND (MD5_H, 2,  4, 11, 16, 23);
  MD5_ROUND (MD5_I, 3,  6, 10, 15, 21);

  digest[0] += a;
  digest[1] += b;
  digest[2] += c;
  digest[3] += d;
}

/* byte i of the 64-byte block, as a pointer to its word and a shift */
#define BLOCK_WORD(ctx,n) ((n) < 4 ? (ctx)->w0 : (n) < 8 ? (ctx)->w1 : (n) < 12 ? (ctx)->w2 : (ctx)->w3)[(n) & 3]

DECLSPEC void md5_update_global (PRIVATE_AS md5_ctx_t *ctx, GLOBAL_AS const u32 *w, const int len)
{
  for (int i = 0; i < 16; i++)
  {
    const int lo = i * 4;

    u32 v = w[i];

    /* the bytes past len are not the password's: clear them */
    if (lo >= len)
    {
      v = 0;
    }
    else if (lo + 4 > len)
    {
      v &= 0xffffffffu >> ((lo + 4 - len) * 8);
    }

    BLOCK_WORD (ctx, i) = v;
  }

  ctx->len = len;
}

DECLSPEC void md5_final (PRIVATE_AS md5_ctx_t *ctx)
{
  const int pos = ctx->len;

  BLOCK_WORD (ctx, pos / 4) |= 0x80u << ((pos & 3) * 8);

  ctx->w3[2] = ctx->len * 8;
  ctx->w3[3] = 0;

  md5_transform (ctx->w0, ctx->w1, ctx->w2, ctx->w3, ctx->h);
}

KERNEL_FQ void m00000_mxx (GLOBAL_AS const u32 *pws, GLOBAL_AS const u32 *pw_lens, GLOBAL_AS u32 *digests, const u32 salt)
{
  const u64 gid = get_global_id (0);

  md5_ctx_t ctx;

  md5_init (&ctx);

  md5_update_global (&ctx, pws + gid * 16, hc_min_u32 (pw_lens[gid], 55u) + salt);

  md5_final (&ctx);

  for (int i = 0; i < 4; i++) digests[gid * 4 + i] = ctx.h[i];
}
