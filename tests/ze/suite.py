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
- threads: several threads at once, each with its own kernel variant, get
  the modules (and the exact SPIR-V) they would get alone.
"""

import os
import threading

import instlib
from rig import FuncTest, run

NAMES = ['loader-finds-test-driver', 'validation-layer-loaded', 'validation-layer-checks',
         'describe-tgllp', 'describe-pvc', 'describe-null', 'module-tgllp', 'module-pvc',
         'double-tgllp-source-line', 'double-pvc-builds', 'error-never-reaches-driver', 'bad-option',
         'preprocess-only',
         'igc-rejects', 'sources-headers-flags', 'sources-own-lines', 'spec-constants', 'debug-build-flags', 'null-arguments', 'result-names',
         'parts-linked', 'parts-spirv', 'parts-dynamic-link', 'parts-unresolved', 'parts-dynamic-unresolved',
         'parts-error', 'source-import-error', 'source-imports-unlinked', 'parts-arguments',
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
                env = {'ZE_ENABLE_ALT_DRIVERS': driver,
                       'ZE_ENABLE_VALIDATION_LAYER': '1',
                       'ZE_ENABLE_PARAMETER_VALIDATION': '1',
                       'ZE_ENABLE_HANDLE_LIFETIME': '1',
                       'ZOCC_TEST_DRIVER_TRACE': os.path.join(wd, 'trace')}
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

    return [FuncTest('ze/' + n, lambda n=n: one(n)) for n in NAMES]
