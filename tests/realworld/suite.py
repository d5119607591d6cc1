"""tests/realworld — kernels in the styles of real OpenCL code bases.

Every tests/realworld/*.cl is one test (README.md in this folder says what
each is modelled on).  Its comments say what it needs and, when it can run
on PoCL, how to launch it and what must hold afterwards (tests/lib/kspec.py's
format, plus `// image:` and `// sampler:` as in tests/builtins/images):

  // features: fp64 fp16 images subgroups sg8 int64-atomics lsc
                        what the kernel requires; it is compiled for every
                        device that has all of them (FEATURES below) and
                        must be refused, at a source line, by the others
                        (by IGC for lsc, IGC's intrinsics: IGC_ONLY)
  // options: ...       -D sets and other build options, for both compilers
                        (both also get -I tests/realworld/include)
  // pocl: no REASON    the kernel is not run (PoCL lacks sub-groups and
                        fp16 arithmetic): it is held to the reference
                        module's behaviour on IGC acceptance only
  // image: NAME W H    the float/int/uint buffer NAME goes in as a W x H
                        CL_RGBA image and is read back the same way
  // sampler: NAME      the int scalar NAME is passed as a sampler of its bits

The steps, in order (a test stops at the first that fails):

  reference        clang-15 + llvm-spirv-15 compile it and IGC takes the
                   module for every device of its features (cached in
                   build/tests/refcache); a kernel the reference rejects is
                   a bug in the kernel, never an expected failure
  default/compile  zocc with no -device (the default target)
  default/spirv-val, default/igc-D   that module, for each device D
  D/compile, D/spirv-val, D/igc      zocc -device D for each device D that
                   has the features (IGC again only if the module differs)
  D/rejects        zocc -device D for each device D that lacks a feature:
                   exit status 1 and an error at a file:line:col
  pocl/reverse, pocl/run, pocl/check  llvm-spirv-15 -r of the default
                   module, run on PoCL, the file's `expect:` lines

tests/realworld/XFAIL lists the kernels zocc does not handle yet, one a line:
KERNEL STEP CAUSE... [KIND] (the step that fails first, the cause in a phrase,
the kind of cause: [target], [names], [lang], [consts] or [census]).  Such a kernel must fail at exactly
that step; a listed kernel that passes, or fails at another step, fails the
test, so the list can only shrink and always says where each kernel stands.

With --compiler clang the reference module goes through the same steps
(XFAIL ignored): a check of the kernels and their expectations.

Run as a script for a triage report that runs every step a failure does not
make pointless and prints each failure with zocc's first error:

    python3 tests/realworld/suite.py --build build [NAME...]
"""

import hashlib
import os
import re
import shutil
import sys
import threading

if __name__ == '__main__':
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'lib'))

import kspec      # noqa: E402
import oracles    # noqa: E402
from rig import Fail, Skip, Test, directives, run   # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE = os.path.join(HERE, 'include')

# The devices that have each feature a kernel may require (support/target.c
# says where these facts come from; the reference modules agree on IGC).
ALL = ('skl', 'tgllp', 'dg2-g10', 'pvc')
FEATURES = {
    'fp64': ('skl', 'pvc'),             # tgllp and dg2 have no double
    'images': ('skl', 'tgllp', 'dg2-g10'),  # pvc has no images
    'sg8': ('skl', 'tgllp', 'dg2-g10'),     # intel_reqd_sub_group_size(8): not pvc
    'fp16': ALL, 'subgroups': ALL, 'int64-atomics': ALL,
    'lsc': ('dg2-g10', 'pvc'),          # IGC's __builtin_IB_lsc_* intrinsics
}
# Features only IGC knows: the program declares IGC's intrinsics and the
# module imports them (zocc cannot tell a device without them), so a
# device lacking one is checked to make IGC refuse zocc's module there
# (D/igc-refuses) instead of zocc refusing the kernel (D/rejects).
IGC_ONLY = {'lsc'}
KEYS = {'features', 'options', 'pocl', 'image', 'sampler'}

RIG_VERSION = '5'   # bump when the reference cache's contents change; 3: no-fp64 reference; 4: IGC keeps every kernel; 5: kernel heaps of Intel-style kernels
_locks_lock = threading.Lock()
_locks = {}


class Spec:
    """What a realworld kernel file says about itself."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)[:-3]
        with open(path, encoding='utf-8') as f:
            self.text = f.read()
        d = {}
        for line, k, v in directives(self.text, KEYS):
            d.setdefault(k, []).append((line, v))
        self.features = []
        for line, v in d.get('features', []):
            for f in v.replace(',', ' ').split():
                if f not in FEATURES:
                    raise Fail('%s.cl:%d: unknown feature %r (known: %s)' % (
                        self.name, line, f, ' '.join(sorted(FEATURES))))
                self.features.append(f)
        self.options = oracles.split_options(' '.join(v for _, v in d.get('options', [])))
        self.options += ['-I', INCLUDE]
        self.devices = [dv for dv in ALL if all(dv in FEATURES[f] for f in self.features)]
        self.lacking = [dv for dv in ALL if dv not in self.devices]
        if not self.devices:
            raise Fail('%s.cl: no device has all of %s' % (self.name, ' '.join(self.features)))
        self.nopocl = ' '.join(v for _, v in d.get('pocl', [])) or None
        if self.nopocl is not None and not self.nopocl.startswith('no'):
            raise Fail('%s.cl: `pocl:` takes `no REASON`' % self.name)
        self.images = {}
        for _, v in d.get('image', []):
            n, w, h = v.split()
            self.images[n] = (int(w), int(h))
        self.samplers = set(v for _, v in d.get('sampler', []))
        self.kspec = None
        if self.nopocl is None:
            self.kspec = kspec.Spec(path)
        elif re.search(r'^\s*//\s*kernel:', self.text, re.M):
            raise Fail('%s.cl: `pocl: no` and launch comments together' % self.name)

    def sources(self):
        """The text the reference cache depends on: the kernel and headers."""
        parts = [self.text]
        for f in sorted(os.listdir(INCLUDE)):
            with open(os.path.join(INCLUDE, f), encoding='utf-8') as fh:
                parts.append(f + '\0' + fh.read())
        return '\0'.join(parts)


def read_xfail(path):
    """XFAIL: {kernel: (step, cause, kind)}."""
    out = {}
    if not os.path.exists(path):
        return out
    with open(path, encoding='utf-8') as f:
        for n, line in enumerate(f, 1):
            s = line.split('#', 1)[0].strip()
            if not s:
                continue
            w = s.split()
            if len(w) < 4 or not re.fullmatch(r'\[(target|names|lang|consts|census)\]', w[-1]):
                raise Fail('XFAIL:%d: expected KERNEL STEP CAUSE... [KIND], got %r' % (n, s))
            if w[0] in out:
                raise Fail('XFAIL:%d: %s listed twice' % (n, w[0]))
            out[w[0]] = (w[1], ' '.join(w[2:-1]), w[-1])
    return out


def first_error(text):
    """zocc's first diagnostic line (file:line:col: error: ...)."""
    for l in text.splitlines():
        if ': error:' in l or 'internal error' in l or ': fatal' in l:
            return l.strip()
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    return lines[0] if lines else 'no message'


def distinct_errors(errfile):
    """The error messages of a zocc log, each once, without locations."""
    seen = []
    try:
        with open(errfile, encoding='utf-8') as f:
            text = f.read()
    except OSError:
        return seen
    for l in text.splitlines():
        m = re.match(r'^\S+:\d+:\d+: error: (.*)$', l)
        if m:
            msg = re.sub(r"'[^']*'", "'X'", m.group(1))
            if msg not in [re.sub(r"'[^']*'", "'X'", s) for s in seen]:
                seen.append(m.group(1))
    return seen


def zocc_compile(ctx, spec, wd, spv, device=None):
    opts = list(spec.options) + (['-device', device] if device else [])
    r = run([ctx.zocc, '-c', 'k.cl', '-o', spv] + opts, cwd=wd, timeout=120)
    with open(spv + '.err', 'w', encoding='utf-8') as f:   # the whole log, for a look
        f.write(r.err)
    san = r.sanitizer_report()
    if san:
        raise Fail(san)
    if r.timedout:
        raise Fail('zocc timed out')
    if not r.ok:
        raise Fail('exit %d: %s' % (r.code, first_error(r.err)))
    if not os.path.exists(spv):
        raise Fail('zocc exited 0 but wrote no module')


# Capabilities the OpenCL environment allows only with an extension the
# device reports (Int64Atomics: cl_khr_int64_base_atomics, Float16:
# cl_khr_fp16): spirv-val's opencl2.2 table cannot know that and refuses
# them, so such modules are validated in the universal environment.
CAP_FLOAT16 = 9
OPTIONAL_CAPS = {oracles.CAP_INT64_ATOMICS, CAP_FLOAT16}


def spirv_val(spv, wd):
    w = oracles.words(spv)
    minor = (w[1] >> 8) & 0xff
    env = 'opencl2.2' if w[1] <= oracles.MAX_VERSION and \
        not OPTIONAL_CAPS & oracles.capabilities(w) else 'spv1.%d' % minor
    r = run(['spirv-val', '--target-env', env, spv], cwd=wd, timeout=120)
    if not r.ok:
        raise Fail('spirv-val --target-env %s: %s' % (env, r.brief()))


def module_devices(spec, spv):
    """The kernel's devices that can take the module: a module that
    declares Float64 (a kernel using double where cl_khr_fp64 is defined)
    only on the fp64 devices."""
    fit = oracles.devices_for(oracles.words(spv))
    return [dv for dv in spec.devices if dv in fit]


def igc(spv, device, wd):
    """IGC builds spv for device with every kernel in its binary."""
    oracles.igc_build(spv, device, os.path.join(wd, 'heaps'), timeout=300)


def igc_refuses(spv, device, wd):
    """IGC refuses the module for a device without an intrinsic it
    imports (IGC_ONLY)."""
    od = os.path.join(wd, 'refuse-' + device)
    r = run(['ocloc', 'compile', '-q', '-spirv_input', '-file', spv, '-device', device, '-out_dir', od],
            cwd=wd, timeout=180)
    if r.ok:
        raise Fail('IGC builds the module for %s, which has no %s' % (device, ' '.join(sorted(IGC_ONLY))))


def reject(ctx, spec, wd, device):
    """zocc -device D on a kernel needing a feature D lacks: an error at a
    source line, exit status 1, no module."""
    spv = os.path.join(wd, 'rej-%s.spv' % device)
    r = run([ctx.zocc, '-c', 'k.cl', '-o', spv] + spec.options + ['-device', device],
            cwd=wd, timeout=120)
    if r.ok:
        raise Fail('zocc -device %s accepts a kernel that needs %s' % (
            device, ' '.join(f for f in spec.features if device not in FEATURES[f])))
    if r.code != 1:
        raise Fail('exit %d: %s' % (r.code, first_error(r.err)))
    if not re.search(r'^\S+:\d+:\d+: error: ', r.err, re.M):
        raise Fail('no error at a source line: %s' % first_error(r.err))
    if os.path.exists(spv):
        raise Fail('a module was left behind')


def compile_reference(spec, wd, spv, extra=()):
    """clang-15 -cc1 for spir64 (every OpenCL extension on, as clang's SPIR
    target has them) and llvm-spirv-15 with the Intel sub-group extension,
    the commands of tests/lib/oracles.py."""
    bc = spv[:-len('.spv')] + '.ll.bc'
    r = run([oracles.CLANG, '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
             '-finclude-default-header', '-emit-llvm-bc', '-O0'] +
            oracles.clang_options(spec.options + list(extra)) + ['k.cl', '-o', bc], cwd=wd, timeout=120)
    if not r.ok:
        raise Fail('clang-15: ' + r.brief())
    r = run([oracles.LLVM_SPIRV, '--spirv-max-version=1.2', '--spirv-ext=+SPV_INTEL_subgroups',
             bc, '-o', spv], cwd=wd, timeout=120)
    if not r.ok:
        raise Fail('llvm-spirv-15: ' + r.brief())


_tools = []


def tools_version():
    """clang-15's and llvm-spirv-15's versions, asked once per run."""
    with _locks_lock:
        if not _tools:
            _tools.append(oracles.clang_version())
        return _tools[0]


def reference(ctx, spec):
    """The reference module (and the devices IGC took it for), from the
    cache or made now; Fail if clang, llvm-spirv or IGC reject it."""
    key = hashlib.sha256('\0'.join([RIG_VERSION, tools_version(), ' '.join(spec.options),
                                    ' '.join(spec.devices), spec.sources()]).encode()
                         ).hexdigest()[:24]
    cache = os.path.join(ctx.build, 'tests', 'refcache', 'rw-' + key)
    with _locks_lock:
        lock = _locks.setdefault(key, threading.Lock())
    with lock:
        done = os.path.join(cache, 'done')
        if os.path.exists(done):
            with open(done) as f:
                err = f.read()
            if err:
                raise Fail(err)
            return os.path.join(cache, 'ref.spv')
        shutil.rmtree(cache, ignore_errors=True)
        os.makedirs(cache)
        shutil.copyfile(spec.path, os.path.join(cache, 'k.cl'))
        spv = os.path.join(cache, 'ref.spv')
        err = ''
        try:
            compile_reference(spec, cache, spv)
            spirv_val(spv, cache)
            devs = module_devices(spec, spv)
            for dv in devs:
                igc(spv, dv, cache)
            # a kernel that uses double only where cl_khr_fp64 is defined:
            # built as for a device without it, as ocloc would build it
            rest = [dv for dv in spec.devices if dv not in devs]
            if rest:
                spv2 = os.path.join(cache, 'ref-nofp64.spv')
                compile_reference(spec, cache, spv2, ['-cl-ext=-cl_khr_fp64,-__opencl_c_fp64'])
                spirv_val(spv2, cache)
                for dv in rest:
                    igc(spv2, dv, cache)
            bc = os.path.join(cache, 'ref.bc')
            oracles.reverse(spv, bc, cache)
        except Fail as f:
            err = 'the reference rejects the kernel (fix the kernel): %s' % f
        with open(done, 'w') as f:
            f.write(err)
        if err:
            raise Fail(err)
        return spv


def pocl_lines(spec, wd):
    """The clrun launch lines and the expression environments."""
    lines, envs = [], []
    for n, l in enumerate(spec.kspec.launches):
        ls, env = kspec.prepare(spec.kspec, l, n, wd)
        first = len(ls) - len(l.args)
        for k, a in enumerate(l.args):
            words = ls[first + k].split()
            if a.name in spec.images:
                iw, ih = spec.images[a.name]
                ls[first + k] = 'arg image2d %s %d %d %s %s' % (a.type, iw, ih, words[3], words[4])
            elif a.name in spec.samplers:
                ls[first + k] = 'arg sampler %s' % words[2]
        lines += ls
        envs.append(env)
    return lines, envs


def pocl_run(ctx, spec, wd, spv):
    bc = os.path.join(wd, 'k.bc')
    yield 'pocl/reverse', lambda: oracles.reverse(spv, bc, wd)
    state = {}

    def launch():
        lines, state['envs'] = pocl_lines(spec, wd)
        sf = os.path.join(wd, 'launch.txt')
        with open(sf, 'w') as f:
            f.write('\n'.join(lines) + '\n')
        oracles.clrun(ctx, bc, sf, wd)
    yield 'pocl/run', launch

    def check():
        for n, l in enumerate(spec.kspec.launches):
            kspec.check(spec.kspec, l, state['envs'][n], kspec.results(l, n, wd))
    yield 'pocl/check', check


def steps(ctx, spec, wd, allsteps=False):
    """(step name, function) in order.  With allsteps (the triage), a step
    whose module is missing is skipped rather than run."""
    ref = {}

    def do_ref():
        ref['spv'] = reference(ctx, spec)
    yield 'reference', do_ref
    if ctx.compiler == 'clang':
        spv = os.path.join(wd, 'k.spv')
        yield 'default/compile', lambda: shutil.copyfile(ref['spv'], spv)
    else:
        spv = os.path.join(wd, 'k.spv')
        yield 'default/compile', lambda: zocc_compile(ctx, spec, wd, spv)
    have = lambda p: os.path.exists(p)
    yield 'default/spirv-val', lambda: spirv_val(spv, wd) if have(spv) else None
    for dv in spec.devices:
        # the default target's module may use what some devices lack (double
        # where cl_khr_fp64 is defined): those take their -device module
        yield 'default/igc-' + dv, lambda dv=dv: igc(spv, dv, wd) if have(spv) and \
            dv in module_devices(spec, spv) else None
    if ctx.compiler == 'zocc':
        for dv in spec.devices:
            dspv = os.path.join(wd, 'k-%s.spv' % dv)
            yield dv + '/compile', lambda dv=dv, dspv=dspv: zocc_compile(ctx, spec, wd, dspv, dv)
            yield dv + '/spirv-val', lambda dspv=dspv: spirv_val(dspv, wd) if have(dspv) else None

            def dev_igc(dv=dv, dspv=dspv):
                if not have(dspv):
                    return
                if have(spv) and open(spv, 'rb').read() == open(dspv, 'rb').read() and \
                        dv in module_devices(spec, spv):
                    return   # the same module went through IGC for dv above
                igc(dspv, dv, wd)
            yield dv + '/igc', dev_igc
        for dv in spec.lacking:
            if any(dv not in FEATURES[f] for f in spec.features if f in IGC_ONLY):
                yield dv + '/igc-refuses', lambda dv=dv: igc_refuses(spv, dv, wd) if have(spv) else None
            else:
                yield dv + '/rejects', lambda dv=dv: reject(ctx, spec, wd, dv)
    if spec.kspec is not None:
        for s in pocl_run(ctx, spec, wd, spv):
            yield s


class RealTest(Test):
    def __init__(self, ctx, path, xfail):
        self.ctx = ctx
        self.path = path
        self.name = 'realworld/' + os.path.basename(path)[:-3]
        self.xfail = xfail

    def _run(self):
        ctx = self.ctx
        spec = Spec(self.path)
        wd = ctx.workdir(self.name + ('' if ctx.compiler == 'zocc' else '-' + ctx.compiler))
        shutil.copyfile(self.path, os.path.join(wd, 'k.cl'))
        xf = self.xfail.get(spec.name) if ctx.compiler == 'zocc' else None
        n = 0
        for step, fn in steps(ctx, spec, wd):
            try:
                fn()
            except Fail as f:
                if step == 'reference' or xf is None:
                    raise Fail('%s: %s' % (step, f))
                if xf[0] != step:
                    raise Fail('fails at %s (%s), but XFAIL says %s: update XFAIL' % (step, f, xf[0]))
                raise Skip('XFAIL %s (%s %s): %s' % (step, xf[1], xf[2], f))
            n += 1
        if xf is not None:
            raise Fail('unexpected pass: remove it from XFAIL (it says %s fails: %s)' % (xf[0], xf[1]))
        return '%d steps, devices %s%s' % (n, ' '.join(spec.devices),
                                          '' if spec.kspec else ' (not run on PoCL: %s)' % spec.nopocl[2:].lstrip(': '))


def kernels():
    return sorted(os.path.join(HERE, f) for f in os.listdir(HERE) if f.endswith('.cl'))


def collect(ctx):
    try:
        xfail = read_xfail(os.path.join(HERE, 'XFAIL'))
    except Fail as f:
        from rig import FuncTest
        return [FuncTest('realworld/XFAIL', lambda f=f: (False, str(f)))]
    names = set(os.path.basename(p)[:-3] for p in kernels())
    tests = [RealTest(ctx, p, xfail) for p in kernels()]
    stale = sorted(set(xfail) - names)
    if stale:
        from rig import FuncTest
        tests.append(FuncTest('realworld/XFAIL', lambda: (False, 'XFAIL names no kernel: %s' % ', '.join(stale))))
    return tests


def triage(argv):
    """Every step of every (selected) kernel, each failure with its first
    message: what the report to the lead is made of."""
    import argparse
    import concurrent.futures
    from rig import Ctx
    ap = argparse.ArgumentParser(description='realworld triage')
    ap.add_argument('--build', default='build')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('names', nargs='*')
    a = ap.parse_args(argv)
    ctx = Ctx(os.path.dirname(os.path.dirname(HERE)), a.build)
    paths = [p for p in kernels() if not a.names or any(n in os.path.basename(p) for n in a.names)]

    def one(path):
        out = []
        try:
            spec = Spec(path)
        except Fail as f:
            return [(os.path.basename(path), 'spec', str(f))]
        wd = ctx.workdir('realworld-triage/' + spec.name)
        shutil.copyfile(path, os.path.join(wd, 'k.cl'))
        failed, first = set(), {}
        for step, fn in steps(ctx, spec, wd, True):
            # a step on a module that was not made is not run
            module = step.split('/')[0]
            module = 'default' if module == 'pocl' else module
            if module + '/compile' in failed and not step.endswith('/rejects'):
                continue
            try:
                fn()
            except Fail as f:
                msg = str(f)
                if step.endswith('/compile') and module != 'default' and \
                        first.get('default/compile') == msg:
                    msg = 'the same error'
                first[step] = str(f)
                out.append((spec.name, step, msg))
                failed.add(step)
                if msg == 'the same error':
                    continue
                if step == 'reference' or step.startswith('pocl/'):
                    break
                if step.endswith('/compile'):
                    for msg in distinct_errors(os.path.join(wd, 'k%s.spv.err' % (
                            '' if module == 'default' else '-' + module)))[1:]:
                        out.append((spec.name, '', '  also: ' + msg))
        return out or [(spec.name, 'ok', '')]

    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as pool:
        for res in pool.map(one, paths):
            for name, step, msg in res:
                print('%-28s %-20s %s' % (name, step, msg))
            sys.stdout.flush()


if __name__ == '__main__':
    triage(sys.argv[1:])
