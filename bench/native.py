"""native.py — bench/run's rows for device binaries and the libocloc
drop-in (doc/benchmark.md, "Device binaries and the libocloc drop-in"):

  drop-in      per-compile time of `ocloc -spv_only` from memory in one
               process (bench/oclocbench.c): zocc's libocloc.so against
               Intel's libocloc (its front end, opencl-clang), same source,
               same calls; and the same through one process per compile
               (zocc -c against ocloc -spv_only, the commands)
  threads      Intel's libocloc called from several threads at once (IGC
               on one module, for one device, then for three devices at
               once): whether every call gives the binary a call alone
               gives, and the time against the same calls one after
               another
  fat          a fat binary for three devices: zocc --native -device
               tgllp,dg2-g10,pvc (IGC for the devices in parallel
               processes) against `ocloc compile -device tgllp,dg2-g10,pvc`
               from source (one after another), the commands' wall and CPU
               time
  realworld    source to one device's binary for each of tests/realworld's
               kernels: zocc --native against ocloc from source

Timing is a measurement, never a test assertion.
"""

import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build_oclocbench(build):
    out = os.path.join(build, 'benchwork', 'oclocbench')
    os.makedirs(os.path.dirname(out), exist_ok=True)
    p = subprocess.run(['cc', '-O2', '-std=c11', '-D_POSIX_C_SOURCE=200809L',
                        os.path.join(ROOT, 'bench', 'oclocbench.c'), '-o', out, '-ldl', '-lpthread'],
                       capture_output=True, text=True)
    if p.returncode != 0:
        print('bench/run: oclocbench does not build: %s' % p.stderr[:300])
        return None
    return out


def intel_libocloc():
    """Intel's libocloc as the dynamic loader finds it (what SYCL loads)."""
    p = subprocess.run(['cc', '-print-file-name=libocloc.so'], capture_output=True, text=True)
    path = p.stdout.strip()
    return path if os.path.isabs(path) and os.path.exists(path) else 'libocloc.so'


def _fields(text):
    return {k: float(v) for k, v in re.findall(r'(\w+) ([\d.]+)', text)}


def _bench(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=3600)
    if p.returncode != 0:
        sig = -p.returncode if p.returncode < 0 else None
        return None, 'crashed (signal %d)' % sig if sig else 'failed: %s' % (p.stderr.strip()[:200])
    return _fields(p.stdout), None


def _timed(cmd, cwd):
    """wall and CPU seconds of one run of a command (CPU of it and its children)."""
    import time
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read().decode(errors='replace')
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError('%s failed: %s' % (' '.join(cmd[:3]), err.strip()[:300]))
    return wall, ru.ru_utime + ru.ru_stime


def _median(cmd, cwd, reps):
    runs = [_timed(cmd, cwd) for _ in range(reps)]
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def _ms(s):
    return '%.1f ms' % (s * 1e3) if s >= 0.001 else '%.3f ms' % (s * 1e3)


def dropin(build, work, reps, md):
    tool = build_oclocbench(build)
    if not tool:
        return
    ours = os.path.join(build, 'ocloc', 'libocloc.so')
    intel = intel_libocloc()
    progs = [os.path.join(ROOT, 'examples', 'vadd.cl')] + \
        [os.path.join(ROOT, 'tests', 'exec', k) for k in ('matmul_tiled.cl', 'scan_inclusive.cl', 'reduce_local.cl')]
    print('\ndrop-in libocloc: ocloc -q -spv_only from memory, per compile, in one process (median of %d calls)' % (reps * 10))
    print('  %-22s %12s %12s %9s   %12s %12s %9s' % ('program', 'zocc', 'Intel', 'ratio', 'zocc -c', 'ocloc cmd', 'ratio'))
    rows = []
    for src in progs:
        name = os.path.basename(src)
        z, ez = _bench([tool, 'spv', ours, src, str(reps * 10), 'tgllp'])
        i, ei = _bench([tool, 'spv', intel, src, str(reps), 'tgllp'])
        zc = _median([os.path.join(build, 'zocc'), '-c', '-device', 'tgllp', src, '-o', os.path.join(work, 'z.spv')],
                     work, reps)
        oc = _median(['ocloc', '-q', '-spv_only', '-file', src, '-device', 'tgllp', '-output', 'o', '-out_dir', work],
                     work, reps)
        if ez or ei:
            print('  %-22s %s' % (name, ez or ei))
            continue
        rows.append((name, z['call'] / 1e3, i['call'] / 1e3, zc[0], oc[0]))
        print('  %-22s %12s %12s %8.0fx   %12s %12s %8.0fx' % (name, _ms(z['call'] / 1e3), _ms(i['call'] / 1e3),
                                                              i['call'] / z['call'], _ms(zc[0]), _ms(oc[0]), oc[0] / zc[0]))
    if md and rows:
        md.write('\n### Drop-in libocloc: -spv_only per compile\n\n| program | zocc in-process | Intel in-process | '
                 'ratio | zocc -c | ocloc -spv_only | ratio |\n|---|---|---|---|---|---|---|\n')
        for name, z, i, zc, oc in rows:
            md.write('| %s | %s | %s | %.0fx | %s | %s | %.0fx |\n' % (name, _ms(z), _ms(i), i / z, _ms(zc), _ms(oc), oc / zc))


def threads(build, work, md, nthreads=4, calls=6, devices='tgllp'):
    tool = build_oclocbench(build)
    if not tool:
        return
    spv = os.path.join(work, 'threads.spv')
    subprocess.run([os.path.join(build, 'zocc'), '-c', os.path.join(ROOT, 'tests', 'exec', 'matmul_tiled.cl'), '-o', spv],
                   check=True)
    print('\nIntel\'s libocloc from %d threads at once (IGC for %s on one module, %d calls a thread)' % (
        nthreads, devices, calls))
    res, err = _bench([tool, 'threads', intel_libocloc(), spv, devices, str(nthreads), str(calls)])
    if err:
        print('  %s' % err)
        line = err
    else:
        line = '%d calls: %d wrong; one after another %.0f ms, %d threads %.0f ms (%.2fx)' % (
            res['calls'], res['bad'], res['serial'], nthreads, res['parallel'], res['serial'] / res['parallel'])
        print('  ' + line)
    if md:
        md.write('\n### Intel\'s libocloc in threads\n\n%s\n' % line)


def fat(build, work, reps, md):
    devs = 'tgllp,dg2-g10,pvc'
    src = os.path.join(ROOT, 'tests', 'exec', 'matmul_tiled.cl')
    z = _median([os.path.join(build, 'zocc'), '-c', '--native', '-device', devs, src, '-o', os.path.join(work, 'fat.bin')],
                work, reps)
    o = _median(['ocloc', 'compile', '-q', '-file', src, '-device', devs, '-output', os.path.join(work, 'ofat.bin')],
                work, reps)
    one = _median([os.path.join(build, 'zocc'), '-c', '--native', '-device', 'pvc', src, '-o', os.path.join(work, 'one.bin')],
                  work, reps)
    print('\nfat binary for %s (matmul_tiled.cl), the commands, median of %d' % (devs, reps))
    print('  %-40s wall %10s  cpu %10s' % ('zocc --native (IGC per device in parallel)', _ms(z[0]), _ms(z[1])))
    print('  %-40s wall %10s  cpu %10s' % ('ocloc from source (one after another)', _ms(o[0]), _ms(o[1])))
    print('  %-40s wall %10s  cpu %10s' % ('zocc --native, pvc alone', _ms(one[0]), _ms(one[1])))
    print('  ratio ocloc/zocc: wall %.2fx, cpu %.2fx' % (o[0] / z[0], o[1] / z[1]))
    if md:
        md.write('\n### Fat binary, three devices\n\n| command | wall | CPU |\n|---|---|---|\n'
                 '| zocc --native -device %s | %s | %s |\n| ocloc compile -device %s | %s | %s |\n'
                 '| zocc --native -device pvc | %s | %s |\n' % (devs, _ms(z[0]), _ms(z[1]), devs, _ms(o[0]), _ms(o[1]),
                                                              _ms(one[0]), _ms(one[1])))


def _options(path):
    text = open(path, errors='replace').read()
    return [w for line in re.findall(r'^// options: (.*)$', text, re.M) for w in line.split()]


def realworld(build, work, reps, md, only=None):
    d = os.path.join(ROOT, 'tests', 'realworld')
    inc = os.path.join(d, 'include')
    rows = []
    print('\nsource to a tgllp binary (pvc for fp64 kernels), tests/realworld, the commands, median of %d' % reps)
    print('  %-34s %12s %12s %8s' % ('kernel', 'zocc --native', 'ocloc', 'ratio'))
    for f in sorted(os.listdir(d)):
        if not f.endswith('.cl') or (only and not any(o in f for o in only)):
            continue
        src = os.path.join(d, f)
        text = open(src, errors='replace').read()
        # the devices without fp64 (tests/realworld's features: lines)
        dev = 'pvc' if re.search(r'^// features:.*fp64', text, re.M) else 'tgllp'
        opts = _options(src)
        try:
            z = _median([os.path.join(build, 'zocc'), '-c', '--native', '-device', dev] + opts +
                        ['-I', inc, src, '-o', os.path.join(work, 'rw.bin')], work, reps)
            o = _median(['ocloc', 'compile', '-q', '-file', src, '-device', dev, '-options', ' '.join(opts + ['-I', inc]),
                         '-output', 'rwo', '-out_dir', work], work, reps)
        except RuntimeError as e:
            print('  %-34s %s' % (f, str(e)[:80]))
            continue
        rows.append((f, dev, z[0], o[0]))
        print('  %-34s %12s %12s %7.2fx' % (f + ' (' + dev + ')', _ms(z[0]), _ms(o[0]), o[0] / z[0]))
    if rows:
        gz = statistics.geometric_mean([r[3] / r[2] for r in rows])
        print('  geometric mean of ocloc/zocc: %.2fx over %d kernels' % (gz, len(rows)))
        if md:
            md.write('\n### Source to device binary, tests/realworld\n\n| kernel | device | zocc --native | ocloc | ratio |\n'
                     '|---|---|---|---|---|\n')
            for f, dev, z, o in rows:
                md.write('| %s | %s | %s | %s | %.2fx |\n' % (f, dev, _ms(z), _ms(o), o / z))
            md.write('\nGeometric mean ocloc/zocc: %.2fx\n' % gz)


def run_all(build, work, reps, md, only=None):
    dropin(build, work, reps, md)
    threads(build, work, md)
    threads(build, work, md, 6, 4, 'tgllp,dg2-g10,pvc')
    fat(build, work, reps, md)
    realworld(build, work, reps, md, only)
