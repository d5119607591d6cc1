"""heaps.py — which kernels IGC keeps: `ocloc compile -spirv_input` can say
"Build succeeded" and leave a kernel out of its binary, so a module is
built only when `ocloc disasm` finds a kernel heap (NAME_KernelHeap.asm)
for every OpEntryPoint NAME.  disasm needs libiga64.so on
LD_LIBRARY_PATH: a directory holding a link to the system's
libiga64.so.1 is made for it.
"""

import glob
import os
import shutil

import oracles
from rig import Fail, run

IGA = '/usr/lib/x86_64-linux-gnu/libiga64.so.1'


def entry_points(w):
    """The names of the module's OpEntryPoints (words w)."""
    return {oracles.string_at(a, 2, len(a) - 2) for op, a in oracles.instructions(w) if op == 15}


def kernel_heaps(binary, device, wd):
    """The kernels `ocloc disasm` finds code for in IGC's binary."""
    iga = os.path.join(wd, 'iga')
    os.makedirs(iga, exist_ok=True)
    link = os.path.join(iga, 'libiga64.so')
    if not os.path.exists(link):
        if not os.path.exists(IGA):
            raise Fail('no %s to disassemble IGC\'s code with' % IGA)
        os.symlink(IGA, link)
    dump = os.path.join(wd, 'disasm-' + device)
    shutil.rmtree(dump, ignore_errors=True)
    run(['ocloc', 'disasm', '-file', binary, '-device', device, '-dump', dump], cwd=wd, timeout=180,
        env=dict(os.environ, LD_LIBRARY_PATH=iga))
    if not os.path.isdir(dump):
        return set()
    return {f[:-len('_KernelHeap.asm')] for f in os.listdir(dump) if f.endswith('_KernelHeap.asm')}


def igc_keeps_all(spv, devices, wd, options=()):
    """IGC builds module spv on every device with every kernel in its
    binary (options: ocloc's -options, e.g. ['-g']); returns the binary
    of each device."""
    kernels = entry_points(oracles.words(spv))
    out = {}
    os.makedirs(wd, exist_ok=True)
    for d in devices:
        od = os.path.join(wd, 'ocloc-' + d)
        shutil.rmtree(od, ignore_errors=True)
        r = run(['ocloc', 'compile', '-q', '-spirv_input', '-file', spv, '-device', d] +
                (['-options', ' '.join(options)] if options else []) + ['-out_dir', od], cwd=wd, timeout=300)
        if not r.ok:
            raise Fail('ocloc -device %s: exit %d' % (d, r.code))
        bins = glob.glob(os.path.join(od, '*.bin'))
        if len(bins) != 1:
            raise Fail('ocloc -device %s wrote %d binaries' % (d, len(bins)))
        lost = kernels - kernel_heaps(bins[0], d, wd)
        if lost:
            raise Fail('%s: IGC built the module and left kernel(s) %s out of its binary' % (d, ', '.join(sorted(lost))))
        out[d] = bins[0]
    return out
