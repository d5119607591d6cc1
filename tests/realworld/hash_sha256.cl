// SHA-256 of one password per work-item, two block lengths: passwords of
// up to 55 bytes take one block, longer ones (here the password repeated)
// two.  A hash library header included by the kernel, a __constant round
// table, the state struct passed by private pointer.  Checked against
// Python's hashlib.
// kernel: m01400_mxx
// global: 128  local: 64
// arg: global uint pws[128 * 16] = rnd(i + 99)
// arg: global uint pw_lens[128] = rnd(i, 0, 60)
// arg: global uint digests[128 * 8]
// python: import hashlib, functools, struct
// python: @functools.lru_cache(None)
// python: def sha256w(g):
// python:     n = pw_lens[g]
// python:     msg = struct.pack('<16I', *pws[g * 16:g * 16 + 16])[:n]
// python:     if n > 31: msg = msg * 2
// python:     return struct.unpack('>8I', hashlib.sha256(msg).digest())
// expect: digests[i] == sha256w(i // 8)[i % 8]

#include "hc_pw.h"
#include "inc_hash_sha256.h"

/* message words 0..31 of the password twice over (len <= 59: the end mark
 * and the length fit in two blocks), big-endian */
DECLSPEC void pw_twice_be (PRIVATE_AS u32 *w, GLOBAL_AS const u32 *src, const int len)
{
  for (int i = 0; i < 32; i++) w[i] = 0;

  for (int i = 0; i < 2 * len; i++)
  {
    const int j = i < len ? i : i - len;

    const u32 byte = (pw_word (src, j / 4, len) >> ((j & 3) * 8)) & 0xff;

    w[i / 4] |= byte << (24 - (i & 3) * 8);
  }

  w[(2 * len) / 4] |= 0x80000000u >> (((2 * len) & 3) * 8);
}

KERNEL_FQ void m01400_mxx (GLOBAL_AS const u32 * __restrict pws, GLOBAL_AS const u32 * __restrict pw_lens,
                           GLOBAL_AS u32 * __restrict digests)
{
  const u64 gid = get_global_id (0);
  const int len = pw_lens[gid];

  sha256_ctx_t ctx;

  sha256_init (&ctx);

  if (len <= 31)
  {
    u32 w[16];

    pw_load_be (w, pws + gid * 16, len, 16);

    sha256_final_block (&ctx, w, len);
  }
  else
  {
    u32 w[32];

    pw_twice_be (w, pws + gid * 16, len);

    if (2 * len < 56)
    {
      sha256_final_block (&ctx, w, 2 * len);
    }
    else
    {
      sha256_update_64 (&ctx, w);

      sha256_final_block (&ctx, w + 16, 2 * len - 64);
    }
  }

  for (int i = 0; i < 8; i++) digests[gid * 8 + i] = ctx.h[i];
}
