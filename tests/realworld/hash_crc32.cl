// CRC-32 (the zlib/PNG polynomial) of one record per work-item with the
// slicing-by-8 method: eight 256-entry tables (2,048 words, a generated
// header) in __constant memory, 64-bit loads of the record, binary
// literals for the masks, the tail handled byte by byte, and the running
// value kept in a state struct.  Checked against Python's zlib.crc32.
// kernel: crc32_slice8
// global: 64  local: 16
// arg: global uchar data[64 * 256] = rnd(i, 0, 256)
// arg: global uint lens[64] = rnd(i, 0, 257)
// arg: global uint crcs[64]
// arg: uint seed = 0
// python: import zlib
// expect: crcs[i] == zlib.crc32(bytes(data[i * 256:i * 256 + lens[i]]))
// kernel: crc32_slice8
// global: 16  local: 16
// arg: global uchar data[16 * 256] = i % 251
// arg: global uint lens[16] = 256 - i * 13
// arg: global uint crcs[16]
// arg: uint seed = 0xdeadbeef
// expect: crcs[i] == zlib.crc32(bytes(data[i * 256:i * 256 + lens[i]]), seed)

#include "hc_types.h"
#include "crc32_tables.h"

typedef struct crc_state
{
  u32 crc;
  u32 done;    /* bytes consumed so far */

} crc_state_t;

#define CRC_BYTE(c,b) (crc32_tab[0][((c) ^ (b)) & 0b11111111] ^ ((c) >> 8))

DECLSPEC void crc_update_8 (PRIVATE_AS crc_state_t *st, const ulong v)
{
  const u32 one = (u32) v ^ st->crc;
  const u32 two = (u32) (v >> 32);

  st->crc = crc32_tab[7][ one        & 0xff] ^ crc32_tab[6][(one >>  8) & 0xff]
          ^ crc32_tab[5][(one >> 16) & 0xff] ^ crc32_tab[4][ one >> 24        ]
          ^ crc32_tab[3][ two        & 0xff] ^ crc32_tab[2][(two >>  8) & 0xff]
          ^ crc32_tab[1][(two >> 16) & 0xff] ^ crc32_tab[0][ two >> 24        ];

  st->done += 8;
}

DECLSPEC void crc_update_tail (PRIVATE_AS crc_state_t *st, GLOBAL_AS const u8 *p, const u32 n)
{
  u32 c = st->crc;

  for (u32 i = 0; i < n; i++) c = CRC_BYTE (c, p[i]);

  st->crc = c;
  st->done += n;
}

KERNEL_FQ void crc32_slice8 (GLOBAL_AS const u8 *data, GLOBAL_AS const u32 *lens, GLOBAL_AS u32 *crcs, const u32 seed)
{
  const u64 gid = get_global_id (0);

  GLOBAL_AS const u8 *rec = data + gid * 256;

  const u32 len = lens[gid];

  crc_state_t st = { ~seed, 0 };

  /* the records are 256-byte aligned: whole 8-byte words first */
  GLOBAL_AS const ulong *q = (GLOBAL_AS const ulong *) rec;

  for (u32 i = 0; i < (len & ~0b111u) / 8; i++) crc_update_8 (&st, q[i]);

  crc_update_tail (&st, rec + st.done, len & 0b111);

  crcs[gid] = ~st.crc;
}
