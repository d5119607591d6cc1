// PBKDF2-HMAC-SHA256 (RFC 8018) of one password per work-item with a
// salt from __constant memory: the init/loop/comp phases of a password
// recovery tool's slow-hash kernels in one, with the temporaries in a
// typedef'd struct, HMAC contexts passed by private pointer, and the
// iteration count from -D.  Checked against Python's hashlib.pbkdf2_hmac.
// options: -DITER=40 -D_unroll
// kernel: m10900_comp
// global: 32  local: 8
// arg: global uint pws[32 * 16] = rnd(i + 5)
// arg: global uint pw_lens[32] = rnd(i, 1, 64)
// arg: constant uint salt_buf[16] = rnd(i + 1000)
// arg: uint salt_len = 20
// arg: global uint out[32 * 8]
// python: import hashlib, functools, struct
// python: @functools.lru_cache(None)
// python: def dk(g):
// python:     pw = struct.pack('<16I', *pws[g * 16:g * 16 + 16])[:pw_lens[g]]
// python:     salt = struct.pack('<16I', *salt_buf)[:salt_len]
// python:     return struct.unpack('>8I', hashlib.pbkdf2_hmac('sha256', pw, salt, ITER, 32))
// expect: out[i] == dk(i // 8)[i % 8]

#include "hc_pw.h"
#include "inc_hash_sha256.h"

typedef struct pbkdf2_sha256_tmp
{
  u32 ipad[8];
  u32 opad[8];

  u32 dgst[8];
  u32 out[8];

} pbkdf2_sha256_tmp_t;

DECLSPEC void m10900_init (PRIVATE_AS pbkdf2_sha256_tmp_t *tmp, PRIVATE_AS sha256_hmac_ctx_t *hmac,
                           GLOBAL_AS const u32 *pw, const int pw_len,
                           CONSTANT_AS const u32 *salt, const int salt_len)
{
  u32 key[16];

  for (int i = 0; i < 16; i++) key[i] = hc_swap32 (pw_word (pw, i, pw_len));

  sha256_hmac_init (hmac, key);

  for (int i = 0; i < 8; i++)
  {
    tmp->ipad[i] = hmac->ipad.h[i];
    tmp->opad[i] = hmac->opad.h[i];
  }

  /* U1 = HMAC (P, S || INT (1)) */
  sha256_ctx_t ctx = hmac->ipad;

  u32 w[16] = { 0 };

  for (int i = 0; i < salt_len; i++)
  {
    const u32 byte = (salt[i / 4] >> ((i & 3) * 8)) & 0xff;

    w[i / 4] |= byte << (24 - (i & 3) * 8);
  }

  const int pos = salt_len + 4;

  w[(salt_len + 3) / 4] |= 1u << (24 - ((salt_len + 3) & 3) * 8);

  w[pos / 4] |= 0x80000000u >> ((pos & 3) * 8);

  sha256_final_block (&ctx, w, pos);

  u32 u[16] = { 0 };

  for (int i = 0; i < 8; i++) u[i] = ctx.h[i];

  u[8] = 0x80000000;

  sha256_ctx_t o = hmac->opad;

  sha256_final_block (&o, u, 32);

  for (int i = 0; i < 8; i++)
  {
    tmp->dgst[i] = o.h[i];
    tmp->out[i]  = o.h[i];
  }
}

DECLSPEC void m10900_loop (PRIVATE_AS pbkdf2_sha256_tmp_t *tmp, PRIVATE_AS const sha256_hmac_ctx_t *hmac, const u32 iterations)
{
  u32 dgst[8];
  u32 out[8];

  for (int i = 0; i < 8; i++)
  {
    dgst[i] = tmp->dgst[i];
    out[i]  = tmp->out[i];
  }

  for (u32 j = 1; j < iterations; j++)
  {
    sha256_hmac_32 (hmac, dgst, dgst);

    for (int i = 0; i < 8; i++) out[i] ^= dgst[i];
  }

  for (int i = 0; i < 8; i++)
  {
    tmp->dgst[i] = dgst[i];
    tmp->out[i]  = out[i];
  }
}

KERNEL_FQ void m10900_comp (GLOBAL_AS const u32 *pws, GLOBAL_AS const u32 *pw_lens,
                            CONSTANT_AS const u32 *salt_buf, const u32 salt_len,
                            GLOBAL_AS u32 *out)
{
  const u64 gid = get_global_id (0);

  pbkdf2_sha256_tmp_t tmp;
  sha256_hmac_ctx_t hmac;

  m10900_init (&tmp, &hmac, pws + gid * 16, pw_lens[gid], salt_buf, salt_len);

  m10900_loop (&tmp, &hmac, ITER);

  for (int i = 0; i < 8; i++) out[gid * 8 + i] = tmp.out[i];
}
