"""tests/builtins — built-in functions PoCL cannot run, checked against the
reference compiler, and printf output.

compare/*.cl: the same kernel compiled by zocc and by clang-15 +
llvm-spirv-15.  zocc's module must pass spirv-val (OpenCL 2.2 environment
for SPIR-V <= 1.2 without Int64Atomics or Float16, else the plain spv1.N one) and IGC
(ocloc) on the devices of `// devices:` (default skl tgllp dg2-g10 pvc);
then both modules are reverse-translated with `llvm-spirv-15 -r` and the
functions each calls (names with their mangling, from llvm-dis-15) must be
the same set, with every name of `// expect-calls:` among them.
  // options: ...        zocc options (also given to clang)
  // clang: ...          extra clang -cc1 options (-cl-ext=..., -cl-std=...)
  // llvm-spirv: ...     llvm-spirv-15 options for clang's module
  // reverse: CL2.0      the -r target environment (default CL1.2)
  // devices: ...        ocloc devices, or `none`
  // expect-calls: ...   substrings that must name some called function
  // reference: none      clang-15 lacks these builtins: only zocc's module
                          is checked (spirv-val, IGC, expect-calls)
  // zocc-as-int: ...     names whose float forms zocc lowers on integers
                          (float atomic load/store/exchange): their clang
                          calls must appear in zocc's with the int mangling

printf/*.cl: the kernel runs on PoCL (launch comments as in tests/exec)
and its standard output must equal the `// stdout: ` lines, in order
(PoCL prints each work-item's output whole; the tests launch one
work-item per line they expect, or order-free output with `// sorted`).

images/*.cl: image kernels run on PoCL's CPU device.  The launch comments
are those of tests/exec, plus `// image: NAME W H`, which passes the
__global float/int/uint buffer NAME (W*H*4 elements) as a W x H CL_RGBA
image and reads it back the same way, and `// sampler: NAME`, which passes
the int scalar NAME as a sampler made from its CLK_* bits.

ocloc/*.cl: Intel's extensions, against Intel's own front end.  For each
device of `// devices:` the file is compiled by zocc -device D (spirv-val,
IGC for D) and by `ocloc compile -spv_only -device D` with the extensions
Intel's runtime adds for D (oracles.runtime_options; `// runtime: none`
leaves them out); both modules are disassembled and, kernel by kernel,
the instructions each kernel's results come from (censusgen.Disasm
signatures: opcodes, extended instructions, calls of imported functions)
must be the same, or differ as a `// differs: KERNEL zocc:OPS ocloc:OPS
reason` line says (OPS comma-separated, - for none; a listed difference
that does not occur fails too).  `// isa: DEVICE KERNEL REGEX` looks for
REGEX in IGC's code for the kernel of zocc's module (ocloc disasm).
  // options: ...         zocc's and ocloc's options (-cl-std=...)
  // devices: ...         the devices that have the extension

With --compiler clang the printf and image tests run the reference path;
compare and ocloc tests need both compilers and are skipped.
"""

import os
import re
import shutil

import kspec
import oracles
from rig import Fail, Skip, Test, directives, run

KEYS = {'options', 'clang', 'llvm-spirv', 'reverse', 'devices', 'expect-calls', 'stdout', 'sorted',
        'zocc-as-int', 'reference',
        'image', 'sampler', 'runtime', 'differs', 'isa'}


def _dirs(text):
    d = {}
    for _, k, v in directives(text, KEYS):
        d.setdefault(k, []).append(v)
    return d


def _validate(spv, cwd):
    return oracles.spirv_val(spv, cwd)


CALL_RE = re.compile(r'\bcall\b[^@]*@([A-Za-z0-9_.$]+)\(')


def _calls(spv, env, cwd, tag):
    bc = os.path.join(cwd, tag + '.bc')
    r = run([oracles.LLVM_SPIRV, '-r', '--spirv-target-env=' + env, spv, '-o', bc], cwd=cwd)
    if not r.ok:
        raise Fail('llvm-spirv-15 -r (%s): %s' % (tag, r.brief()))
    r = run(['llvm-dis-15', bc, '-o', '-'], cwd=cwd)
    if not r.ok:
        raise Fail('llvm-dis-15 (%s): %s' % (tag, r.brief()))
    return set(CALL_RE.findall(r.out)) - {'llvm.memcpy.p0i8.p0i8.i64'}


class CompareTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'builtins/compare/' + os.path.basename(path)[:-3]

    def _run(self):
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            raise Skip('compares zocc with clang')
        with open(self.path) as f:
            text = f.read()
        d = _dirs(text)
        wd = ctx.workdir(self.name)
        shutil.copyfile(self.path, os.path.join(wd, 'k.cl'))
        opts = oracles.split_options(' '.join(d.get('options', [])))
        zspv = os.path.join(wd, 'z.spv')
        oracles.compile_zocc(ctx, 'k.cl', zspv, opts, wd)
        w = _validate(zspv, wd)
        devs = ' '.join(d.get('devices', [])).split() or oracles.devices_for(w)
        if devs != ['none']:
            oracles.igc(zspv, devs, wd)
        env = (d.get('reverse') or ['CL1.2'])[0]
        want = ' '.join(d.get('expect-calls', [])).split()
        if d.get('reference') == ['none']:
            zc = _calls(zspv, env, wd, 'zr')
            missing = [n for n in want if not any(n in c for c in zc)]
            if missing or not want:
                raise Fail('no call of %s among %s' % (', '.join(missing) or '(no expect-calls)', sorted(zc)))
            return '%d expected calls (no reference), IGC on %s' % (len(want), ' '.join(devs))
        # the reference
        cbc = os.path.join(wd, 'c.ll.bc')
        cspv = os.path.join(wd, 'c.spv')
        copts = oracles.clang_options(opts + oracles.split_options(' '.join(d.get('clang', []))))
        r = run([oracles.CLANG, '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
                 '-finclude-default-header', '-emit-llvm-bc', '-O0'] + copts + ['k.cl', '-o', cbc], cwd=wd)
        if not r.ok:
            raise Fail('clang-15: ' + r.brief())
        lopts = oracles.split_options(' '.join(d.get('llvm-spirv', []))) or ['--spirv-max-version=1.2']
        r = run([oracles.LLVM_SPIRV] + lopts + [cbc, '-o', cspv], cwd=wd)
        if not r.ok:
            raise Fail('llvm-spirv-15: ' + r.brief())
        env = (d.get('reverse') or ['CL1.2'])[0]
        zc = _calls(zspv, env, wd, 'zr')
        cc = _calls(cspv, env, wd, 'cr')
        for n in ' '.join(d.get('zocc-as-int', [])).split():
            # Itanium mangling: _Atomic float is U7_Atomicf, its int view U7_Atomici
            for c in [c for c in cc if n in c]:
                i = re.sub(r'U7_Atomicf', 'U7_Atomici', c)
                i = re.sub(r'(U7_Atomici)f', r'\1i', i)
                if i not in zc:
                    raise Fail('clang calls %s; zocc should call %s (the integer view), calls %s' % (
                        c, i, sorted(x for x in zc if n in x)))
                cc.discard(c)
                zc.discard(i)
        if zc != cc:
            raise Fail('called functions differ: only zocc %s; only clang %s' % (
                sorted(zc - cc) or '-', sorted(cc - zc) or '-'))
        want = ' '.join(d.get('expect-calls', [])).split()
        missing = [n for n in want if not any(n in c for c in zc)]
        if missing:
            raise Fail('no call of %s among %s' % (', '.join(missing), sorted(zc)))
        if not zc:
            raise Fail('no builtin calls at all after reverse translation')
        return '%d functions called alike, IGC on %s' % (len(zc), ' '.join(devs))


class OclocTest(Test):
    """A file of Intel extension calls: zocc's module against the one
    Intel's front end makes, kernel by kernel, on each device."""

    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'builtins/ocloc/' + os.path.basename(path)[:-3]

    def _run(self):
        import censusgen
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            raise Skip('compares zocc with ocloc')
        with open(self.path) as f:
            text = f.read()
        d = _dirs(text)
        opts = oracles.split_options(' '.join(d.get('options', [])))
        devices = ' '.join(d.get('devices', [])).split()
        if not devices:
            raise Fail('the file needs a devices: line')
        differs = {}
        for v in d.get('differs', []):
            m = re.match(r'(\w+)\s+zocc:(\S+)\s+ocloc:(\S+)\s+(.+)$', v)
            if not m:
                raise Fail('differs: KERNEL zocc:OPS ocloc:OPS reason (%s)' % v)
            ops = [set() if x == '-' else set(x.split(',')) for x in (m.group(2), m.group(3))]
            differs[m.group(1)] = [ops[0], ops[1], False]
        isa = []
        for v in d.get('isa', []):
            dev, kernel, rx = v.split(None, 2)
            isa.append((dev, kernel, re.compile(rx)))
        wd = ctx.workdir(self.name)
        shutil.copyfile(self.path, os.path.join(wd, 'k.cl'))
        same = 0
        for dev in devices:
            dd = os.path.join(wd, dev)
            os.makedirs(dd, exist_ok=True)
            zspv = os.path.join(dd, 'z.spv')
            oracles.compile_zocc(ctx, os.path.join(wd, 'k.cl'), zspv, opts + ['-device', dev], dd)
            oracles.spirv_val(zspv, dd)
            oracles.igc(zspv, [dev], dd)
            runtime = [] if d.get('runtime') == ['none'] else oracles.runtime_options(dev)
            ocl = [o for o in opts if not o.startswith('--spirv')]
            r = run(['ocloc', 'compile', '-q', '-spv_only', '-file', os.path.join(wd, 'k.cl'), '-device', dev,
                     '-options', ' '.join(ocl) or '-cl-std=CL1.2'] + runtime + ['-out_dir', os.path.join(dd, 'oc')],
                    cwd=dd, timeout=180)
            ospv = [os.path.join(dd, 'oc', f) for f in os.listdir(os.path.join(dd, 'oc'))
                    if f.endswith('.spv')] if os.path.isdir(os.path.join(dd, 'oc')) else []
            if not r.ok or not ospv:
                r2 = run(['ocloc', 'compile', '-spv_only', '-file', os.path.join(wd, 'k.cl'), '-device', dev,
                          '-options', ' '.join(ocl) or '-cl-std=CL1.2'] + runtime +
                         ['-out_dir', os.path.join(dd, 'oc')], cwd=dd, timeout=180)
                raise Fail('ocloc -spv_only -device %s: %s' % (dev, oracles.ocloc_errors(r2.out + r2.err)))
            zd, od = (censusgen.Disasm(run(['spirv-dis', x], cwd=dd).out) for x in (zspv, ospv[0]))
            if sorted(zd.entry) != sorted(od.entry):
                raise Fail('%s: kernels differ: zocc %s, ocloc %s' % (dev, sorted(zd.entry), sorted(od.entry)))
            for k in sorted(zd.entry):
                zs, os_ = zd.signature(k), od.signature(k)
                if not zs:
                    raise Fail('%s: kernel %s computes nothing in zocc\'s module' % (dev, k))
                if zs == os_:
                    same += 1
                    continue
                want = differs.get(k)
                if not want or zs - os_ != want[0] or os_ - zs != want[1]:
                    raise Fail('%s, kernel %s: zocc %s, ocloc %s%s' % (
                        dev, k, ','.join(sorted(zs - os_)) or '-', ','.join(sorted(os_ - zs)) or '-',
                        '' if not want else ' (differs: lists zocc:%s ocloc:%s)' % (
                            ','.join(sorted(want[0])) or '-', ','.join(sorted(want[1])) or '-')))
                want[2] = True
            for idev, kernel, rx in isa:
                if idev != dev:
                    continue
                asm = oracles.igc_isa(zspv, dev, kernel, dd)
                if not rx.search(asm):
                    raise Fail('%s: IGC\'s code for %s has no %s' % (dev, kernel, rx.pattern))
        stale = [k for k, v in differs.items() if not v[2]]
        if stale:
            raise Fail('listed differences that do not occur: %s' % ', '.join(stale))
        return '%d kernel(s) on %s: %d alike, %d differ as listed%s' % (
            len(zd.entry), ' '.join(devices), same, len(devices) * len(zd.entry) - same,
            '; ISA checked' if isa else '')


class RunTest(Test):
    """A kernel of the directory kind (printf, images) compiled by the
    compiler under test, validated, through IGC and reversed for PoCL."""

    def __init__(self, ctx, path, kind):
        self.ctx = ctx
        self.path = path
        self.name = 'builtins/%s/%s' % (kind, os.path.basename(path)[:-3])

    def module(self, spec):
        """(work directory, bitcode for PoCL, devices IGC took it for)"""
        ctx = self.ctx
        wd = ctx.workdir(self.name + '-' + ctx.compiler)
        shutil.copyfile(self.path, os.path.join(wd, 'k.cl'))
        spv = os.path.join(wd, 'k.spv')
        oracles.compile(ctx, ctx.compiler, 'k.cl', spv, oracles.split_options(spec.options), wd)
        devs = oracles.devices_for(_validate(spv, wd))
        oracles.igc(spv, devs, wd)
        bc = os.path.join(wd, 'k.bc')
        oracles.reverse(spv, bc, wd)
        return wd, bc, devs


class PrintfTest(RunTest):
    def __init__(self, ctx, path):
        RunTest.__init__(self, ctx, path, 'printf')

    def _run(self):
        ctx = self.ctx
        spec = kspec.Spec(self.path)
        d = _dirs(spec.text)
        wd, bc, devs = self.module(spec)
        lines = []
        for n, l in enumerate(spec.launches):
            ls, _ = kspec.prepare(spec, l, n, wd)
            lines += ls
        sf = os.path.join(wd, 'launch.txt')
        with open(sf, 'w') as f:
            f.write('\n'.join(lines) + '\n')
        r = run([ctx.tool('clrun'), bc, sf], cwd=wd, timeout=60)
        if not r.ok:
            raise Fail('clrun: ' + r.brief(6))
        got = r.out.splitlines()
        want = d.get('stdout', [])
        if 'sorted' in d:
            got, want = sorted(got), sorted(want)
        if got != want:
            raise Fail('stdout %r, expected %r' % (got[:8], want[:8]))
        return '%d line(s) of output match, IGC on %s' % (len(want), ' '.join(devs))


class ImageTest(RunTest):
    def __init__(self, ctx, path):
        RunTest.__init__(self, ctx, path, 'images')

    def _run(self):
        ctx = self.ctx
        spec = kspec.Spec(self.path)
        d = _dirs(spec.text)
        images = {}
        for v in d.get('image', []):
            name, w, h = v.split()
            images[name] = (int(w), int(h))
        samplers = set(d.get('sampler', []))
        wd, bc, devs = self.module(spec)
        lines, envs = [], []
        for n, l in enumerate(spec.launches):
            ls, env = kspec.prepare(spec, l, n, wd)
            first = len(ls) - len(l.args)
            for k, a in enumerate(l.args):
                words = ls[first + k].split()
                if a.name in images:
                    iw, ih = images[a.name]
                    ls[first + k] = 'arg image2d %s %d %d %s %s' % (a.type, iw, ih, words[3], words[4])
                elif a.name in samplers:
                    ls[first + k] = 'arg sampler %s' % words[2]
            lines += ls
            envs.append(env)
        sf = os.path.join(wd, 'launch.txt')
        with open(sf, 'w') as f:
            f.write('\n'.join(lines) + '\n')
        oracles.clrun(ctx, bc, sf, wd)
        checks = 0
        for n, l in enumerate(spec.launches):
            kspec.check(spec, l, envs[n], kspec.results(l, n, wd))
            checks += len(l.expects)
        return '%d launch(es), %d check(s), IGC on %s' % (len(spec.launches), checks, ' '.join(devs))


def collect(ctx):
    base = os.path.join(ctx.tests, 'builtins')
    out = []
    for sub, cls in (('compare', CompareTest), ('printf', PrintfTest), ('images', ImageTest),
                     ('ocloc', OclocTest)):
        d = os.path.join(base, sub)
        if os.path.isdir(d):
            out += [cls(ctx, os.path.join(d, f)) for f in sorted(os.listdir(d)) if f.endswith('.cl')]
    return out
