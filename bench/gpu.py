"""gpu.py — bench/run's rows from source to GPU binary: what a
user waits for at run time is zocc and then Intel's GPU compiler (IGC)
inside zeModuleCreate, and on big kernels IGC is almost all of it.

Each program goes three ways to a device binary, every step timed in CPU
time:
  zocc + IGC     zocc_compile, then IGC on its module, both in one process
                 (bench/igcbench.c: libocloc's oclocInvoke, IGC loaded
                 before the clock starts, as a runtime loads it once)
  ocloc          `ocloc compile` from source, in-process the same way:
                 Intel's front end (opencl-clang) and IGC
  clang + IGC    clang-15 -O0 + llvm-spirv-15 (two processes), then IGC
                 in-process on their module
and for each binary: its size, and from `ocloc disasm` the GPU
instructions, the calls (`call`) and the spill messages (scratch block
reads and writes) in the kernels' code.

The inlining study (doc/benchmark.md, "Inlining") compiles the big kernels with
zocc's inlining options and compares IGC's time and code.  No GPU here:
the ISA says how much code, how many calls and spills; not how fast it
runs.

Timing is a measurement, never a test assertion.
"""

import os
import re
import shutil
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'bench'))
sys.path.insert(0, os.path.join(ROOT, 'tests', 'consts'))
import genround  # noqa: E402

CLANG = ['clang-15', '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
         '-finclude-default-header', '-emit-llvm-bc', '-O0']
LLVM_SPIRV = ['llvm-spirv-15', '--spirv-max-version=1.2', '--spirv-ext=+SPV_INTEL_subgroups']
NO_FP64 = ('tgllp', 'dg2-g10')   # the devices without double (tests/realworld's FEATURES)
IGC_TIMEOUT = 1200
HASH_HELPERS = 2600   # tests/consts' hash program


def build_igcbench(build):
    """bench/igcbench.c against libzocc.a and libocloc; None if it does not build."""
    out = os.path.join(build, 'benchwork', 'igcbench')
    os.makedirs(os.path.dirname(out), exist_ok=True)
    cmd = ['cc', '-O2', '-std=c11', '-D_POSIX_C_SOURCE=200809L', '-I' + os.path.join(ROOT, 'include'),
           os.path.join(ROOT, 'bench', 'igcbench.c'), os.path.join(build, 'libzocc.a'),
           '-ltree-sitter', '-lm', '-locloc', '-o', out]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        print('bench/run: igcbench does not build (libocloc?): %s' % p.stderr[:300])
        return None
    return out


def igcbench(tool, mode, src, device, out, reps=1, opts=(), igc_options=None, cwd=None):
    """(front s, IGC s, binary bytes) of one way to a device binary, or None."""
    cmd = [tool, '-n', str(reps), '-device', device, '-o', out]
    if igc_options:
        cmd += ['-options', igc_options]
    cmd += [mode, src] + list(opts)
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=IGC_TIMEOUT * reps, cwd=cwd)
    except subprocess.TimeoutExpired:
        return None
    m = re.search(r'front ([0-9.]+) igc ([0-9.]+) wall [0-9.]+ bytes (\d+)', p.stdout)
    if p.returncode != 0 or not m:
        return None
    return float(m.group(1)) / 1e3, float(m.group(2)) / 1e3, int(m.group(3))


def isa_stats(binpath, device, work):
    """(instructions, calls, spill messages, memory messages) of a device
    binary's kernels (memory messages: every send but the end of thread;
    a helper that stays a call and takes private state by pointer reads
    and writes it through memory on each call),
    from `ocloc disasm` (with a libiga64.so link on LD_LIBRARY_PATH, as
    tests/lib/oracles.py's igc_isa makes it); (0, 0, 0) if there is none."""
    if not binpath or not os.path.exists(binpath):
        return 0, 0, 0, 0
    lib = os.path.join(work, 'igalib')
    os.makedirs(lib, exist_ok=True)
    link = os.path.join(lib, 'libiga64.so')
    if not os.path.exists(link):
        for cand in ('/usr/lib/x86_64-linux-gnu/libiga64.so.1', '/usr/lib/libiga64.so.1'):
            if os.path.exists(cand):
                os.symlink(cand, link)
                break
    dump = binpath + '.dis'
    shutil.rmtree(dump, ignore_errors=True)
    env = dict(os.environ, LD_LIBRARY_PATH=lib + ':' + os.environ.get('LD_LIBRARY_PATH', ''))
    subprocess.run(['ocloc', 'disasm', '-file', binpath, '-device', device, '-dump', dump],
                   capture_output=True, env=env)
    insts = calls = spills = sends = 0
    if not os.path.isdir(dump):
        return 0, 0, 0, 0
    for f in os.listdir(dump):
        if not f.endswith('_KernelHeap.asm'):
            continue
        with open(os.path.join(dump, f), errors='replace') as fh:
            for line in fh:
                s = line.strip()
                if not s or s.startswith('//') or re.match(r'^L\d+:$', s):
                    continue
                insts += 1
                op = re.sub(r'^\([^)]*\)\s*', '', s).split(None, 1)[0] if s else ''
                if op in ('call', 'calla'):
                    calls += 1
                if 'scratch' in s:
                    spills += 1
                if op.startswith('send') and 'end of thread' not in s:
                    sends += 1
    shutil.rmtree(dump, ignore_errors=True)
    return insts, calls, spills, sends


def cpu_of(cmd, cwd):
    """CPU seconds of one process (user + system, with its children)."""
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError('%s: %s' % (cmd[0], err.decode(errors='replace')[:300]))
    return ru.ru_utime + ru.ru_stime


def clang_module(src, opts, d, reps, device):
    """clang-15 + llvm-spirv-15 to d/c.spv (as tests/realworld compiles its
    reference: CL1.2 unless the options say otherwise, without fp64 for a
    device that has none): their CPU seconds (median)."""
    ts = []
    opts = list(opts)
    if not any(o.startswith('-cl-std=') for o in opts):
        opts.insert(0, '-cl-std=CL1.2')
    if device in NO_FP64:
        opts.append('-cl-ext=-cl_khr_fp64,-__opencl_c_fp64')
    for _ in range(reps):
        t = cpu_of(CLANG + opts + [src, '-o', os.path.join(d, 'c.bc')], d)
        t += cpu_of(LLVM_SPIRV + [os.path.join(d, 'c.bc'), '-o', os.path.join(d, 'c.spv')], d)
        ts.append(t)
    return statistics.median(ts)


class Way:
    """One way from source to a device binary."""

    def __init__(self, front, igc, size, isa):
        self.front, self.igc, self.size, self.isa = front, igc, size, isa

    @property
    def total(self):
        return self.front + self.igc


def way(tool, mode, src, device, d, tag, reps, opts=(), spv=None):
    out = os.path.join(d, tag + '.bin')
    r = igcbench(tool, mode, spv or src, device, out, reps, opts, cwd=d)
    if not r:
        return None
    return Way(r[0], r[1], r[2], isa_stats(out, device, d))


def ocloc_way(tool, src, device, d, reps, opts):
    """ocloc from source: the -D and -I options go in its -options string,
    with the source's own directory (the source goes to ocloc as text, so
    its "..." includes have no directory of their own)."""
    out = os.path.join(d, 'o.bin')
    opts = list(opts) + ['-I', os.path.dirname(os.path.abspath(src))]
    r = igcbench(tool, 'source', src, device, out, reps, igc_options=' '.join(opts), cwd=d)
    return Way(r[0], r[1], r[2], isa_stats(out, device, d)) if r else None


def fmt_s(s):
    if s is None or s != s:
        return '-'
    return '%.1f ms' % (s * 1e3) if s < 1 else '%.2f s' % s


def fmt_isa(w):
    if not w:
        return '-'
    return '%d B, %d insts, %d calls, %d spills, %d sends' % (w.size, w.isa[0], w.isa[1], w.isa[2], w.isa[3])


def ratio(a, b):
    return '%.1fx' % (a / b) if a and b else '-'


def programs(work, small, big_sizes, gen_big):
    """(name, source, zocc/clang options, device) of every program of the
    end-to-end rows: the small kernels, the generated big ones and
    tests/realworld."""
    out = [(os.path.basename(k)[:-3], k, ['-I', os.path.dirname(k)], 'tgllp') for k in small]
    d = os.path.join(work, 'gpu-round')
    os.makedirs(d, exist_ok=True)
    out.append(('round64', genround.write(os.path.join(d, 'round.cl'), 64, '', 32), [], 'tgllp'))
    d = os.path.join(work, 'gpu-hash')
    os.makedirs(d, exist_ok=True)
    import genhash  # noqa: E402  (tests/consts)
    with open(os.path.join(d, 'hash.cl'), 'w') as f:
        f.write(genhash.source(HASH_HELPERS, 1))
    out.append(('genhash %d' % HASH_HELPERS, os.path.join(d, 'hash.cl'), [], 'tgllp'))
    for size in big_sizes:
        out.append(('genbig %s' % size[0], size[1], [], 'tgllp'))
    rw = os.path.join(ROOT, 'tests', 'realworld')
    for f in sorted(os.listdir(rw)):
        if not f.endswith('.cl'):
            continue
        text = open(os.path.join(rw, f), encoding='utf-8').read()
        opts = ' '.join(re.findall(r'^//\s*options:\s*(.*)$', text, re.M)).split()
        feats = ' '.join(re.findall(r'^//\s*features:\s*(.*)$', text, re.M)).replace(',', ' ').split()
        dev = 'skl' if 'fp64' in feats else 'tgllp'
        out.append(('realworld/' + f[:-3], os.path.join(rw, f), opts + ['-I', os.path.join(rw, 'include')], dev))
    return out


def end_to_end(zocc_build, work, small, big_sizes, reps, md, only=None):
    tool = build_igcbench(zocc_build)
    if not tool:
        return
    print('\nsource to GPU binary (CPU time; IGC in-process through libocloc, loaded before timing)')
    print('%-28s %-5s | %9s %9s %9s | %9s | %10s %9s %9s | %8s %8s | %s' %
          ('program', 'dev', 'zocc', 'IGC', 'total', 'ocloc', 'clang+tr', 'IGC', 'total',
           'ocl/z', 'clg/z', 'binaries (zocc / ocloc / clang)'))
    rows = []
    for name, src, opts, dev in programs(work, small, big_sizes, None):
        if only and not any(o in name for o in only):
            continue
        d = os.path.join(work, 'gpu-' + re.sub(r'[^\w]+', '_', name))
        os.makedirs(d, exist_ok=True)
        big = name.startswith(('genbig', 'genhash', 'round'))
        n = 1 if big else reps
        # zocc for the device, as a Level Zero program compiles (zocc_target)
        z = way(tool, 'zocc', src, dev, d, 'z', n, list(opts) + ['-device', dev])
        o = ocloc_way(tool, src, dev, d, n, opts)
        try:
            ct = clang_module(src, opts, d, 1 if big else min(reps, 3), dev)
            c = way(tool, 'spirv', src, dev, d, 'c', n, spv=os.path.join(d, 'c.spv'))
            if c:
                c.front = ct
        except RuntimeError:
            c = None
        rows.append((name, dev, z, o, c))
        print('%-28s %-5s | %9s %9s %9s | %9s | %10s %9s %9s | %8s %8s | %s / %s / %s' %
              (name[:28], dev, fmt_s(z and z.front), fmt_s(z and z.igc), fmt_s(z and z.total),
               fmt_s(o and o.total), fmt_s(c and c.front), fmt_s(c and c.igc), fmt_s(c and c.total),
               ratio(o and o.total, z and z.total), ratio(c and c.total, z and z.total),
               fmt_isa(z), fmt_isa(o), fmt_isa(c)))
        sys.stdout.flush()
    if md:
        md.write('\n| program | device | zocc | IGC | zocc + IGC | ocloc from source | clang + llvm-spirv | IGC | '
                 'clang + IGC | ocloc / zocc+IGC | clang+IGC / zocc+IGC | zocc binary | ocloc binary | clang binary |\n')
        md.write('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|\n')
        for name, dev, z, o, c in rows:
            md.write('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' %
                     (name, dev, fmt_s(z and z.front), fmt_s(z and z.igc), fmt_s(z and z.total),
                      fmt_s(o and o.total), fmt_s(c and c.front), fmt_s(c and c.igc), fmt_s(c and c.total),
                      ratio(o and o.total, z and z.total), ratio(c and c.total, z and z.total),
                      fmt_isa(z), fmt_isa(o), fmt_isa(c)))
    return rows


# zocc's inlining choices, and the references, on the big kernels
VARIANTS = [
    ('zocc', []),
    ('zocc -fno-inline', ['-fno-inline']),
    ('zocc -finline-hint-functions', ['-finline-hint-functions']),
]


def inlining(zocc_build, work, big_sizes, md, only=None):
    tool = build_igcbench(zocc_build)
    if not tool:
        return
    progs = [p for p in programs(work, [], big_sizes, None)
             if p[0].startswith(('round', 'genhash', 'genbig', 'realworld/hash_'))]
    print('\ninlining: IGC time and code for each choice (CPU time; binary bytes, GPU instructions, calls, spill messages)')
    rows = []
    for name, src, opts, dev in progs:
        if only and not any(o in name for o in only):
            continue
        d = os.path.join(work, 'inl-' + re.sub(r'[^\w]+', '_', name))
        os.makedirs(d, exist_ok=True)
        res = []
        for vname, vopts in VARIANTS:
            w = way(tool, 'zocc', src, dev, d, 'z%d' % len(res), 1, list(opts) + ['-device', dev] + vopts)
            res.append((vname, w))
            print('%-28s %-30s IGC %9s  %s' % (name[:28], vname, fmt_s(w and w.igc), fmt_isa(w)))
            sys.stdout.flush()
        try:
            clang_module(src, opts, d, 1, dev)
            w = way(tool, 'spirv', src, dev, d, 'c', 1, spv=os.path.join(d, 'c.spv'))
        except RuntimeError:
            w = None
        res.append(('clang -O0 + llvm-spirv (all DontInline)', w))
        print('%-28s %-30s IGC %9s  %s' % (name[:28], res[-1][0][:30], fmt_s(w and w.igc), fmt_isa(w)))
        w = ocloc_way(tool, src, dev, d, 1, opts)
        res.append(('ocloc from source', w))
        print('%-28s %-30s IGC %9s  %s' % (name[:28], 'ocloc from source', fmt_s(w and w.igc), fmt_isa(w)))
        sys.stdout.flush()
        rows.append((name, dev, res))
    if md:
        md.write('\n| program | compiled by | IGC (CPU) | binary | GPU instructions | calls | spill messages | memory messages |\n')
        md.write('|---|---|---:|---:|---:|---:|---:|---:|\n')
        for name, dev, res in rows:
            for vname, w in res:
                md.write('| %s | %s | %s | %s | %s | %s | %s | %s |\n' %
                         (name, vname, fmt_s(w and w.igc), '%d B' % w.size if w else '-',
                          w.isa[0] if w else '-', w.isa[1] if w else '-', w.isa[2] if w else '-',
                          w.isa[3] if w else '-'))
    return rows
