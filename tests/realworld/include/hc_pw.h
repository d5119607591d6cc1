/* hc_pw.h — a password buffer into message words, as hash kernels do
 * before padding: the bytes past the password's length cleared, the 0x80
 * end mark appended, little- or big-endian.  For the realworld tests. */
#ifndef HC_PW_H
#define HC_PW_H

#include "hc_types.h"

/* word i of a buffer of len bytes, the bytes past len cleared */
DECLSPEC u32 pw_word (GLOBAL_AS const u32 *src, const int i, const int len)
{
  const int lo = i * 4;

  if (lo >= len) return 0;
  if (lo + 4 <= len) return src[i];

  return src[i] & (0xffffffffu >> ((lo + 4 - len) * 8));
}

/* n words of the password, little-endian, with the end mark */
DECLSPEC void pw_load_le (PRIVATE_AS u32 *w, GLOBAL_AS const u32 *src, const int len, const int n)
{
  for (int i = 0; i < n; i++) w[i] = pw_word (src, i, len);

  w[len / 4] |= 0x80u << ((len & 3) * 8);
}

/* the same, each word byte-swapped for the big-endian hashes */
DECLSPEC void pw_load_be (PRIVATE_AS u32 *w, GLOBAL_AS const u32 *src, const int len, const int n)
{
  pw_load_le (w, src, len, n);

  for (int i = 0; i < n; i++) w[i] = hc_swap32 (w[i]);
}

#endif
