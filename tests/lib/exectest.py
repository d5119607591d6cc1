"""exectest.py — one execution test: a kernel file whose comments say how to
launch it and what must hold afterwards (tests/lib/kspec.py), through the
whole pipeline for the compiler under test (zocc, or clang-15 +
llvm-spirv-15 with --compiler clang):

  compile -> SPIR-V version <= 1.2 -> spirv-val --target-env opencl2.2
  -> ocloc (IGC) for the devices the module's capabilities allow
  -> llvm-spirv-15 -r -> build/tests/clrun on PoCL -> the file's expectations

`expect: same-as-reference` runs the kernel through the reference pipeline as
well (cached in build/tests/refcache, keyed by the file's text and the
reference tools' versions) and compares the buffers.  tests/exec runs its
files with it; other suites run the kernels they generate.
"""

import hashlib
import os
import shutil
import threading

import kspec
import oracles
from rig import Fail, Skip, Test

# Features a test may require.  Remove a name from NOT_YET when zocc has it:
# the tests that need it then run instead of being skipped.
FEATURES = {'vectors', 'math', 'atomics', 'switch', 'fp64', 'structs'}
NOT_YET = set()

RIG_VERSION = '2'   # bump when the way results are made changes (invalidates refcache); 2: PoCL 'loops'

_ref_lock = threading.Lock()
_ref_locks = {}


class ExecTest(Test):
    def __init__(self, ctx, path, name):
        self.ctx = ctx
        self.path = path
        self.name = name

    def _run(self):
        ctx = self.ctx
        spec = kspec.Spec(self.path)
        unknown = [f for f in spec.requires if f not in FEATURES]
        if unknown:
            raise Fail('requires unknown feature(s): %s' % ', '.join(unknown))
        if ctx.compiler == 'zocc':
            missing = [f for f in spec.requires if f in NOT_YET]
            if missing:
                raise Skip('requires %s (not in zocc yet)' % ', '.join(missing))
        wd = ctx.workdir(self.name)
        src = os.path.join(wd, 'k.cl')
        shutil.copyfile(self.path, src)
        opts = oracles.split_options(spec.options)
        spv = os.path.join(wd, 'k.spv')
        oracles.compile(ctx, ctx.compiler, 'k.cl', spv, opts, wd)
        w = oracles.validate(spv, wd)
        devices = oracles.devices_for(w, 'fp64' in spec.requires)
        oracles.igc(spv, devices, wd)
        specfile, envs = run_on_pocl(ctx, spec, spv, wd)

        refdir = None
        if any(l.reference for l in spec.launches):
            refdir = self._reference(spec, wd, specfile)
        checks = 0
        for n, l in enumerate(spec.launches):
            res = kspec.results(l, n, wd)
            kspec.check(spec, l, envs[n], res)
            checks += len(l.expects)
            if l.reference:
                kspec.compare(spec, l, res, kspec.results(l, n, refdir))
                checks += 1
        return '%d launch(es), %d check(s), IGC on %s' % (len(spec.launches), checks,
                                                          ' '.join(devices))

    def _reference(self, spec, wd, specfile):
        """The buffers the reference compiler's module gives."""
        return reference_buffers(self.ctx, spec.text, wd, specfile)


def run_on_pocl(ctx, spec, spv, wd):
    """Run the launches of spec on PoCL with module spv (read back through
    llvm-spirv-15 -r); (the launch file, each launch's environment), the
    buffers left in wd for kspec.results."""
    bc = os.path.join(wd, 'k.bc')
    oracles.reverse(spv, bc, wd)
    lines, envs = [], []
    for n, l in enumerate(spec.launches):
        ls, env = kspec.prepare(spec, l, n, wd)
        lines += ls
        envs.append(env)
    specfile = os.path.join(wd, 'launch.txt')
    with open(specfile, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    oracles.clrun(ctx, bc, specfile, wd)
    return specfile, envs


_tools = None


def _reference_tools():
    global _tools
    with _ref_lock:
        if _tools is None:
            _tools = oracles.clang_version()
        return _tools


def cached_reference(ctx, text, wd, pipeline, key='', prefix='', cache=True):
    """The buffers a reference pipeline gives for the kernel text: its
    inputs (wd's *.in files) and k.cl go to wd/ref, pipeline(rd) makes the
    *.out files there; they are cached in build/tests/refcache by the
    text, the reference tools' versions and key (prefix keeps one suite's
    entries apart).  Returns the directory holding the *.out files
    (wd/ref itself when cache is false)."""
    h = hashlib.sha256((RIG_VERSION + '\0' + _reference_tools() + '\0' + (key + '\0' if key else '') +
                        text).encode()).hexdigest()[:24]
    cdir = os.path.join(ctx.build, 'tests', 'refcache', prefix + h)
    with _ref_lock:
        lock = _ref_locks.setdefault(h, threading.Lock())
    with lock:
        if cache and os.path.exists(os.path.join(cdir, 'done')):
            return cdir
        rd = os.path.join(wd, 'ref')
        shutil.rmtree(rd, ignore_errors=True)
        os.makedirs(rd)
        for f in os.listdir(wd):
            if f.endswith('.in'):
                shutil.copyfile(os.path.join(wd, f), os.path.join(rd, f))
        with open(os.path.join(rd, 'k.cl'), 'w') as f:
            f.write(text)
        pipeline(rd)
        if not cache:
            return rd
        shutil.rmtree(cdir, ignore_errors=True)
        os.makedirs(cdir)
        for f in os.listdir(rd):
            if f.endswith('.out'):
                shutil.copyfile(os.path.join(rd, f), os.path.join(cdir, f))
        open(os.path.join(cdir, 'done'), 'w').close()
        return cdir


def reference_buffers(ctx, text, wd, specfile, prefix=''):
    """The buffers the reference pipeline (clang-15 + llvm-spirv-15 ->
    llvm-spirv-15 -r -> clrun) gives for the kernel text, launched as
    specfile says with the inputs in wd (its L*.in files): a directory of
    L*.out files, cached (cached_reference)."""
    def pipeline(rd):
        spec = kspec.Spec(os.path.join(rd, 'k.cl'))
        try:
            oracles.compile(ctx, 'clang', 'k.cl', os.path.join(rd, 'k.spv'),
                            oracles.split_options(spec.options), rd)
            oracles.reverse(os.path.join(rd, 'k.spv'), os.path.join(rd, 'k.bc'), rd)
            oracles.clrun(ctx, os.path.join(rd, 'k.bc'), specfile, rd)
        except Fail as f:
            raise Fail('reference: %s' % f)
    return cached_reference(ctx, text, wd, pipeline, prefix=prefix)
