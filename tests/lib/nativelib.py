"""nativelib.py — reading device binaries the way ocloc's own tools show
them, for the tests of zocc --native, --kernel-info and the libocloc
drop-in.  Nothing here shares code with zocc's readers (native/): what
zocc reports is checked against what `ocloc disasm` dumps.

- ar_members(data): a fat binary's members, [(name, bytes)];
- disasm(bin, device, cwd): oracles.disasm into a fresh directory that
  must hold PTM.txt, returns the directory;
- ptm_kernels(text): PTM.txt per kernel: its header fields by name and its
  tokens as (id, body bytes);
- asm_facts(text): from a NAME_KernelHeap.asm: the widest execution
  (SIMD width), the last label (the instructions' size) and the
  instruction count;
- report(text): zocc's --kernel-info text, {device: {kernel: {field: value}}};
- entry_points(spv): the OpEntryPoint names of a module.
"""

import os
import re
import struct

import oracles
from rig import Fail

DEVICES = ['skl', 'tgllp', 'dg2-g10', 'pvc']


def ar_members(data):
    if not data.startswith(b'!<arch>\n'):
        raise Fail('not an ar archive')
    out, off = [], 8
    while off < len(data):
        h = data[off:off + 60]
        if len(h) < 60 or h[58:60] != b'`\n':
            raise Fail('bad ar member header at %d' % off)
        name = h[:16].decode().split('/')[0].strip()
        size = int(h[48:58].decode().strip())
        out.append((name, data[off + 60:off + 60 + size]))
        off += 60 + size + (size & 1)
    return out


def disasm(binpath, device, cwd):
    dump = oracles.disasm(binpath, device, cwd, os.path.join(cwd, 'dump-' + os.path.basename(binpath) + '-' + device))
    if not os.path.isfile(os.path.join(dump, 'PTM.txt')):
        raise Fail('ocloc disasm -device %s wrote no PTM.txt' % device)
    return dump


def ptm_kernels(text):
    """{kernel: {'header': {field: int}, 'tokens': [(id, bytes)]}}"""
    kernels, cur, tok = {}, None, None
    header = {}
    for line in text.splitlines():
        s = line.strip()
        if s.startswith('Kernel #'):
            cur, header, tok = None, {}, None
            continue
        m = re.match(r'^\d+ (\w+) (\d+)$', s)
        if m and tok is None and cur is None:
            header[m.group(1)] = int(m.group(2))
            continue
        if s.startswith('KernelName '):
            cur = s.split(' ', 1)[1]
            kernels[cur] = {'header': header, 'tokens': []}
            continue
        if cur is None:
            continue
        m = re.match(r'^4 Token (\d+)$', s)
        if m:
            tok = [int(m.group(1)), b'']
            kernels[cur]['tokens'].append(tok)
            continue
        if s.startswith('Hex') and tok is not None:
            tok[1] = bytes(int(x, 16) for x in s.split()[1:])
    for k in kernels.values():
        k['tokens'] = [(t[0], t[1]) for t in k['tokens']]
    return kernels


def token_word(body, i):
    return struct.unpack_from('<I', body, 4 * i)[0] if len(body) >= 4 * i + 4 else None


def asm_facts(text):
    """Labels are byte offsets; an instruction after the last one adds its
    encoding (8 bytes compacted, 16 not)."""
    simd, last, after, count = 0, 0, 0, 0
    for line in text.splitlines():
        s = line.strip()
        m = re.match(r'^L(\d+):$', s)
        if m:
            last, after = int(m.group(1)), 0
            continue
        if not s or s.startswith('//'):
            continue
        m = re.search(r'\((\d+)\|M(\d+)\)', s)
        if m:
            simd = max(simd, int(m.group(1)) + int(m.group(2)))
        count += 1
        after += 8 if 'Compacted' in s else 16
    return {'simd': simd, 'isa': last + after, 'instructions': count}


def report(text):
    out, dev = {}, None
    for line in text.splitlines():
        m = re.match(r'^(\S+)(?: \(([\d.]+)\))?: (zebin|patch tokens), (\d+) kernels?$', line)
        if m:
            dev = m.group(1) if not m.group(2) else '%s (%s)' % (m.group(1), m.group(2))
            out[dev] = {'_format': m.group(3)}
            continue
        m = re.match(r'^  (\w+): SIMD(\S+), (.*)$', line)
        if m and dev:
            k = {'simd': m.group(2)}
            for part in m.group(3).split(', '):
                key, _, val = part.rpartition(' ')
                k[key.lower()] = val
            out[dev][m.group(1)] = k
    return out


def entry_points(spv):
    return oracles.entry_points(oracles.words(spv))
