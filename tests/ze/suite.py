"""tests/ze — libzocc_ze through the real Level Zero loader (Debian libze1).

build/tests/ze_test (tests/ze/ze_test.c) runs with the loader's validation
layer on (ZE_ENABLE_VALIDATION_LAYER, with parameter validation and handle
lifetime checks) and build/tests/libzocc_testdriver.so (tests/ze/driver.c)
as the only driver (ZE_ENABLE_ALT_DRIVERS): two devices, tgllp-like and
pvc-like, whose zeModuleCreate hands the SPIR-V to IGC through libocloc.
Each 'ok NAME' / 'FAIL NAME: why' line it prints is one test here:

- loader-finds-test-driver, validation-layer-loaded, validation-layer-checks:
  the real loader loads the test driver, and the validation layer is in the
  path (it refuses a NULL descriptor before the driver sees it);
- describe-*: what zocc_ze_device_describe makes of each device;
- module-tgllp, module-pvc: a module on each device, through IGC; its
  kernel, argument count;
- igc-drops-kernel: a hand-made module with a kernel IGC leaves out of its
  binary (an OpTypeStruct parameter) while saying the build succeeded: the
  driver, as Intel's, has no such kernel (zeKernelCreate, the kernel names);
- struct-args-tgllp, struct-args-pvc: kernels taking structs by value
  (nested, with arrays, a union, a float4) are in IGC's binary;
- every-kernel-built (from the driver's trace): every module the driver
  built has each of its entry points in IGC's binary, but for
  igc-drops-kernel's;
- double-tgllp-source-line, double-pvc-builds: `double` fails at its source
  line on the tgllp-like device and never reaches zeModuleCreate, and builds
  on the pvc-like one;
- error-never-reaches-driver, bad-option, preprocess-only: zocc's errors
  (and -E, which makes no module) stop the call;
- igc-rejects: a module zocc accepts and IGC rejects comes back with IGC's
  message in the log;
- sources-headers-flags, sources-own-lines: several sources, in-memory
  headers, build flags and specialization constants reaching the driver;
- spec-constants: specialization constants from source
  (__spirv_SpecConstant) with values in ze_module_constants_t: the module
  has them and each value reaches the driver at its constant's size (IGC
  as libocloc runs it takes no values: it builds the defaults);
- debug-build-flags: -g among zocc's options adds -g to the driver's build
  flags (after the caller's, not twice; not after -g0), so that IGC keeps
  the module's debug information;
- null-arguments, result-names;
- parts-*: a program of separately compiled parts (sources, and a SPIR-V
  module compiled before) linked by zocc into one module, or created as one
  module each and linked by the driver's zeModuleDynamicLink (the test
  driver joins their SPIR-V with spirv-link and builds it with IGC); an
  import no part resolves, reported by zocc before the driver; a part with
  an error, named;
- source-import-error, source-imports-unlinked: one source's undefined
  function is an error (nothing links its module afterwards) unless the
  options say -Wno-error=undefined-import; then the driver refuses its
  kernels until zeModuleDynamicLink, which fails naming the symbol;
- native-tgllp, native-pvc, native-fallback, native-no-source,
  native-not-fat: a fat binary made ahead of time (zocc --native -device
  tgllp,pvc, written here before ze_test runs): the device's own build,
  picked by the IP version the driver reports, goes to zeModuleCreate as a
  native module and nothing is compiled; a fat binary without a build for
  the device (dg2-g10,skl) falls back to the SPIR-V, the log saying so;
  with no source to fall back to, the call fails; bytes that are not a fat
  binary are said to be so;
- threads: several threads at once, each with its own kernel variant, get
  the modules (and the exact SPIR-V) they would get alone.

And `ze_test no-handle` (a NULL context and device, what a caller has when
it found nothing), three times: with no driver (ZE_ENABLE_ALT_DRIVERS
naming none), with the test driver reporting no device
(ZOCC_TEST_DRIVER_DEVICES=0), and with both there: the log says "there is
no Level Zero driver", "there is no Level Zero device", or only that the
context is NULL (no-driver, no-device, null-context).
"""

import os
import re
import threading

import instlib
from rig import FuncTest, run

NAMES = ['loader-finds-test-driver', 'validation-layer-loaded', 'validation-layer-checks',
         'describe-tgllp', 'describe-pvc', 'describe-null', 'module-tgllp', 'module-pvc',
         'igc-drops-kernel', 'struct-args-tgllp', 'struct-args-pvc',
         'double-tgllp-source-line', 'double-pvc-builds', 'error-never-reaches-driver', 'bad-option',
         'preprocess-only',
         'igc-rejects', 'sources-headers-flags', 'sources-own-lines', 'spec-constants', 'debug-build-flags', 'null-arguments', 'result-names',
         'parts-linked', 'parts-spirv', 'parts-dynamic-link', 'parts-unresolved', 'parts-dynamic-unresolved',
         'parts-error', 'source-import-error', 'source-imports-unlinked', 'parts-arguments',
         'native-tgllp', 'native-pvc', 'native-fallback', 'native-no-source', 'native-not-fat',
         'threads']


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    exe = ctx.tool('ze_test')
    driver = ctx.tool('libzocc_testdriver.so')
    state = {}
    lock = threading.Lock()

    def result():
        with lock:
            return _result()

    def _result():
        if 'r' not in state:
            if not instlib.ze_built(ctx):
                state['r'] = 'skip'
            elif not (os.path.exists(exe) and os.path.exists(driver)):
                state['r'] = None
            else:
                wd = ctx.workdir('ze/run')
                src = os.path.join(wd, 'twice.cl')
                with open(src, 'w') as f:
                    f.write('kernel void twice(global int *p) { p[get_global_id(0)] *= 2; }\n')
                for out, devs in (('native-fat.bin', 'tgllp,pvc'), ('native-other.bin', 'dg2-g10,skl')):
                    run([ctx.zocc, '-c', '--native', '-device', devs, src, '-o', os.path.join(wd, out)],
                        cwd=wd, timeout=300)
                env = {'ZE_ENABLE_ALT_DRIVERS': driver,
                       'ZE_ENABLE_VALIDATION_LAYER': '1',
                       'ZE_ENABLE_PARAMETER_VALIDATION': '1',
                       'ZE_ENABLE_HANDLE_LIFETIME': '1',
                       'ZOCC_TEST_DRIVER_TRACE': os.path.join(wd, 'trace')}
                state['trace'] = env['ZOCC_TEST_DRIVER_TRACE']
                state['r'] = run([exe], cwd=wd, env=env, timeout=300)
        return state['r']

    def one(name):
        r = result()
        if r == 'skip':
            return None, 'libzocc_ze is not configured (Level Zero development files missing)'
        if r is None:
            return False, '%s or %s does not exist (ninja tests)' % (exe, driver)
        san = r.sanitizer_report()
        if san:
            return False, san
        for line in r.out.splitlines():
            if line == 'ok ' + name:
                return True, ''
            if line.startswith('FAIL %s:' % name):
                return False, line[len('FAIL '):][:400]
        return False, 'ze_test did not report %s (exit %d): %s' % (name, r.code, r.brief())

    def no_handle(env, line):
        if not instlib.ze_built(ctx):
            return None, 'libzocc_ze is not configured (Level Zero development files missing)'
        if not (os.path.exists(exe) and os.path.exists(driver)):
            return False, '%s or %s does not exist (ninja tests)' % (exe, driver)
        r = run([exe, 'no-handle'], cwd=ctx.build, env=env, timeout=60)
        want = 'result 0x78000005\nzocc: zocc_ze_module_create: the context is NULL%s\n' % line
        if r.code != 0 or r.out != want or r.sanitizer_report():
            return False, 'got %r, expected %r (%s)' % (r.out, want, r.brief())
        return True, ''

    cases = [('no-driver', {'ZE_ENABLE_ALT_DRIVERS': os.path.join(ctx.build, 'no-such-driver.so')},
              ': there is no Level Zero driver (zeInit and zeDriverGet find none)'),
             ('no-device', {'ZE_ENABLE_ALT_DRIVERS': driver, 'ZOCC_TEST_DRIVER_DEVICES': '0'},
              ': there is no Level Zero device (the driver reports none)'),
             ('null-context', {'ZE_ENABLE_ALT_DRIVERS': driver}, '')]
    def every_kernel_built():
        """Every module the driver built (zeModuleCreate, zeModuleDynamicLink)
        has all its entry points in IGC's binary, but for igc-drops-kernel's
        hand-made module, whose kernel 'dropped' IGC leaves out."""
        r = result()
        if r == 'skip' or r is None:
            return one('loader-finds-test-driver')
        with open(state['trace']) as f:
            lines = [l.strip() for l in f if ' result=0x0 ' in l]
        seen, bad = 0, []
        for l in lines:
            m = re.search(r' kernels=(\d+)/(\d+) dropped=\[(.*)\]$', l)
            if not m:
                return False, 'a trace line without kernels=K/E: %s' % l
            seen += int(m.group(2))
            if m.group(1) != m.group(2) and m.group(3) != 'dropped':
                bad.append(l)
        if bad:
            return False, '%d module(s) lost kernels in IGC: %s' % (len(bad), bad[0][:300])
        return True, '%d modules, %d kernels, each in IGC\'s binary' % (len(lines), seen)

    return ([FuncTest('ze/' + n, lambda n=n: one(n)) for n in NAMES] +
            [FuncTest('ze/' + n, lambda e=e, l=l: no_handle(e, l)) for n, e, l in cases] +
            [FuncTest('ze/every-kernel-built', every_kernel_built)])
