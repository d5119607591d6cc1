"""tests/ocloc — libocloc.so, zocc's drop-in for Intel's libocloc.

build/tests/sycl_style (sycl_style.c) loads "libocloc.so" with
build/ocloc first on the library path and calls it as SYCL's
kernel_compiler does; each of its 'ok NAME' / 'FAIL NAME: why' lines is
one test here (load, is-zocc, query-versions, query-features,
query-extensions, query-profile, compile, two-devices, error, threads).
The modules it made go through spirv-val and IGC, every kernel in IGC's
binary (sycl-modules).

build/tests/ocloc_call (ocloc_call.c) makes single calls:
- spv-only-like-zocc: -spv_only with -options and an in-memory header is
  the module `zocc -c` makes of the same files; the .spv named as ocloc
  names it (-output's name too);
- device-names: -device tgllp, 12.0.0 and 50331648 give one module; two
  IP versions give one module IGC builds for both, and refuse what one of
  them lacks (double) at its source line;
- internal-options: -internal_options -cl-ext=-cl_khr_fp16 is a build
  error at the source line, in stdout.log;
- binary: a compile without -spv_only (the device by decimal IP version)
  is zocc's front end and then IGC (Intel's library): the binary `zocc
  --native` makes;
- forwarded: a query zocc does not answer (OCL_DRIVER_VERSION) is Intel's
  answer, through the drop-in.
"""

import filecmp
import os
import threading

import nativelib as nl
from oracles import igc_build, spirv_val
from rig import Fail, FuncTest, run

TGLLP_IP, PVC_IP = '50331648', '51314695'
STEPS = ['load', 'is-zocc', 'query-versions', 'query-features', 'query-extensions', 'query-profile',
         'compile', 'two-devices', 'error', 'threads']

SOURCE = '''#include "scale.h"
kernel void scale(global float *p) { p[get_global_id(0)] *= SCALE * FACTOR; }
kernel void halve(global half *h) { h[0] *= (half)0.5f; }
'''


def _env(ctx):
    return {'LD_LIBRARY_PATH': os.path.join(ctx.build, 'ocloc')}


def _call(ctx, wd, args, sources=(), headers=(), lib=None, env=None):
    out = os.path.join(wd, 'out')
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        os.remove(os.path.join(out, f))
    cmd = [ctx.tool('ocloc_call'), lib or 'libocloc.so', out]
    for n, p in sources:
        cmd += ['-src', '%s=%s' % (n, p)]
    for n, p in headers:
        cmd += ['-hdr', '%s=%s' % (n, p)]
    r = run(cmd + ['--'] + args, cwd=wd, timeout=300, env=_env(ctx) if env is None else env)
    san = r.sanitizer_report()
    if san:
        raise Fail(san)
    if not r.out.startswith('rc '):
        raise Fail('ocloc_call: exit %d: %s' % (r.code, r.brief()))
    files = {f: open(os.path.join(out, f), 'rb').read() for f in os.listdir(out)}
    return int(r.out.split()[1]), files


def _files(wd):
    src, hdr = os.path.join(wd, 'main.cl'), os.path.join(wd, 'scale.h')
    with open(src, 'w') as f:
        f.write(SOURCE)
    with open(hdr, 'w') as f:
        f.write('#define FACTOR 2.0f\n')
    return src, hdr


def spv_only_like_zocc(ctx):
    wd = ctx.workdir('ocloc/spv-only-like-zocc')
    src, hdr = _files(wd)
    rc, files = _call(ctx, wd, ['ocloc', '-q', '-spv_only', '-options', '-DSCALE=3 -cl-std=CL2.0', '-file',
                                'main.cl', '-device', 'tgllp'], [('main.cl', src)], [('scale.h', hdr)])
    if rc != 0 or sorted(files) != ['main.spv', 'stdout.log']:
        raise Fail('rc %d, outputs %s: %s' % (rc, sorted(files), files.get('stdout.log', b'')[:300]))
    ref = os.path.join(wd, 'ref.spv')
    r = run([ctx.zocc, '-c', '-DSCALE=3', '-cl-std=CL2.0', '-device', 'tgllp', '-I', wd, src, '-o', ref], cwd=wd)
    if not r.ok:
        raise Fail('zocc -c: %s' % r.brief())
    if open(ref, 'rb').read() != files['main.spv']:
        raise Fail('the drop-in\'s module is not zocc -c\'s')
    spirv_val(ref, wd)
    igc_build(ref, 'tgllp', wd)
    rc, files = _call(ctx, wd, ['ocloc', '-spv_only', '-file', 'main.cl', '-output', 'kernels', '-options',
                                '-DSCALE=1'], [('main.cl', src)], [('scale.h', hdr)])
    if rc != 0 or 'kernels.spv' not in files:
        raise Fail('-output kernels: rc %d, outputs %s' % (rc, sorted(files)))
    return True, 'the bytes of zocc -c; named main.spv, kernels.spv with -output'


def device_names(ctx):
    wd = ctx.workdir('ocloc/device-names')
    src, hdr = _files(wd)
    mods = set()
    for d in ('tgllp', '12.0.0', TGLLP_IP):
        rc, files = _call(ctx, wd, ['ocloc', '-spv_only', '-file', 'main.cl', '-device', d, '-options', '-DSCALE=2'],
                          [('main.cl', src)], [('scale.h', hdr)])
        if rc != 0:
            raise Fail('-device %s: rc %d: %s' % (d, rc, files.get('stdout.log', b'')[:300]))
        mods.add(files['main.spv'])
    rc, files = _call(ctx, wd, ['ocloc', '-spv_only', '-file', 'main.cl', '-device', 'nosuch'],
                      [('main.cl', src)], [('scale.h', hdr)])
    if len(mods) != 1 or rc == 0 or b"unknown device 'nosuch'" not in files.get('stdout.log', b''):
        raise Fail('%d modules; -device nosuch: rc %d' % (len(mods), rc))
    # two devices: one module for both (ocloc 22.43 makes none)
    both = '%s,%s' % (TGLLP_IP, PVC_IP)
    rc, files = _call(ctx, wd, ['ocloc', '-spv_only', '-file', 'main.cl', '-device', both, '-options', '-DSCALE=2'],
                      [('main.cl', src)], [('scale.h', hdr)])
    if rc != 0 or 'main.spv' not in files:
        raise Fail('-device %s: rc %d: %s' % (both, rc, files.get('stdout.log', b'')[:300]))
    spv = os.path.join(wd, 'both.spv')
    with open(spv, 'wb') as f:
        f.write(files['main.spv'])
    spirv_val(spv, wd)
    for d in ('tgllp', 'pvc'):
        igc_build(spv, d, wd)
    dbl = os.path.join(wd, 'dbl.cl')
    with open(dbl, 'w') as f:
        f.write('kernel void k(global double *d) { d[0] = 1.0; }\n')
    rc, files = _call(ctx, wd, ['ocloc', '-spv_only', '-file', 'dbl.cl', '-device', both], [('dbl.cl', dbl)])
    if rc == 0 or b'dbl.cl:1:22: error' not in files.get('stdout.log', b''):
        raise Fail('double for tgllp and pvc: rc %d: %s' % (rc, files.get('stdout.log', b'')[:300]))
    return True, 'one module for the name, the version and the decimal IP version; one for both devices'


def internal_options(ctx):
    wd = ctx.workdir('ocloc/internal-options')
    src, hdr = _files(wd)
    rc, files = _call(ctx, wd, ['ocloc', '-q', '-spv_only', '-file', 'main.cl', '-options', '-DSCALE=2',
                                '-internal_options', '-cl-ext=-cl_khr_fp16'], [('main.cl', src)], [('scale.h', hdr)])
    log = files.get('stdout.log', b'').decode()
    if rc == 0 or 'main.spv' in files or 'main.cl:3:' not in log or 'error' not in log:
        raise Fail('rc %d, outputs %s, log %s' % (rc, sorted(files), log[:300]))
    return True, 'half without cl_khr_fp16: an error at main.cl:3'


def binary(ctx):
    wd = ctx.workdir('ocloc/binary')
    src, hdr = _files(wd)
    # the device as SYCL names it, its IP version in decimal
    rc, files = _call(ctx, wd, ['ocloc', '-q', '-file', 'main.cl', '-device', TGLLP_IP, '-options', '-DSCALE=2',
                                '-output_no_suffix'], [('main.cl', src)], [('scale.h', hdr)])
    bins = [f for f in files if f != 'stdout.log' and not f.endswith('.spv')]
    if rc != 0 or len(bins) != 1:
        raise Fail('rc %d, outputs %s: %s' % (rc, sorted(files), files.get('stdout.log', b'')[:300]))
    ref = os.path.join(wd, 'ref.bin')
    r = run([ctx.zocc, '-c', '--native', '-device', 'tgllp', '-DSCALE=2', '-I', wd, src, '-o', ref], cwd=wd,
            timeout=300)
    if not r.ok:
        raise Fail('zocc --native: %s' % r.brief())
    if open(ref, 'rb').read() != files[bins[0]]:
        raise Fail('%s is not the binary zocc --native makes' % bins[0])
    return True, '%s: the bytes of zocc --native' % bins[0]


def forwarded(ctx):
    wd = ctx.workdir('ocloc/forwarded')
    rc, ours = _call(ctx, wd, ['ocloc', 'query', 'OCL_DRIVER_VERSION'])
    # Intel's library loaded as it is (into a sanitized ocloc_call under
    # ./configure --sanitize: its own leaks are not zocc's to report)
    asan = (os.environ.get('ASAN_OPTIONS', '') + ':detect_leaks=0').lstrip(':')
    rc2, intel = _call(ctx, wd, ['ocloc', 'query', 'OCL_DRIVER_VERSION'],
                       env={'LD_LIBRARY_PATH': '', 'ASAN_OPTIONS': asan})
    if rc != 0 or rc2 != 0 or 'OCL_DRIVER_VERSION' not in intel or ours.get('OCL_DRIVER_VERSION') != intel['OCL_DRIVER_VERSION']:
        raise Fail('rc %d/%d: %r vs %r' % (rc, rc2, ours.get('OCL_DRIVER_VERSION'), intel.get('OCL_DRIVER_VERSION')))
    return True, "Intel's answer: %s" % intel['OCL_DRIVER_VERSION'].rstrip(b'\0').decode()


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    state, lock = {}, threading.Lock()

    def result():
        with lock:
            if 'r' not in state:
                wd = ctx.workdir('ocloc/sycl-style')
                state['wd'] = wd
                state['r'] = run([ctx.tool('sycl_style'), TGLLP_IP, PVC_IP], cwd=wd, timeout=600, env=_env(ctx))
            return state['r']

    def step(name):
        r = result()
        san = r.sanitizer_report()
        if san:
            return False, san
        for line in r.out.splitlines():
            if line == 'ok ' + name:
                return True, ''
            if line.startswith('FAIL %s:' % name):
                return False, line[5:][:400]
        return False, 'sycl_style did not report %s (exit %d): %s' % (name, r.code, r.brief())

    def modules():
        r = result()
        wd = state['wd']
        if r.code != 0:
            raise Fail('sycl_style failed')
        spvs = {'compile.spv': ['tgllp'], 'two-devices.spv': ['tgllp', 'pvc']}
        for i in range(8):
            spvs['thread-%d.spv' % i] = ['pvc' if i % 2 else 'tgllp']
        for name, devs in spvs.items():
            path = os.path.join(wd, name)
            spirv_val(path, wd)
            for d in devs:
                igc_build(path, d, wd)
        return True, '%d modules valid, every kernel built by IGC' % len(spvs)

    tests = [FuncTest('ocloc/' + s, lambda s=s: step(s)) for s in STEPS]
    tests += [FuncTest('ocloc/sycl-modules', modules),
              FuncTest('ocloc/spv-only-like-zocc', lambda: spv_only_like_zocc(ctx)),
              FuncTest('ocloc/device-names', lambda: device_names(ctx)),
              FuncTest('ocloc/internal-options', lambda: internal_options(ctx)),
              FuncTest('ocloc/binary', lambda: binary(ctx)),
              FuncTest('ocloc/forwarded', lambda: forwarded(ctx))]
    return tests
