"""tests/random — differential tests: random kernels from tests/random/gen.py
(seeded, free of undefined behaviour by construction) must give, compiled by
zocc, bit for bit the values the same kernel gives compiled by clang-15 +
llvm-spirv-15.

One test per seed, `random/seed-N`, seeds 1-40 unless ZOCC_RANDOM_SEEDS says
otherwise ("1000-2000", "5,9,20-30"):

    ZOCC_RANDOM_SEEDS=1000-2000 python3 tests/run.py --build build random

Generator features (gen.FEATURES) that hit a known zocc bug are left out by
default: KNOWN_BUGS below names them with their reproducers in
tests/random/bugs/.  ZOCC_RANDOM_NO=switch,goto replaces that list (to look
past some other bug); ZOCC_RANDOM_NO=none turns every feature on.

For each seed:

  gen.py -> k.cl (kept in build/tests/work/random/seed-N/, a complete exec
  test with `expect: same-as-reference`)
  zocc -> SPIR-V <= 1.2 -> spirv-val -> ocloc (tgllp) -> llvm-spirv-15 -r
       -> clrun on PoCL with the data the file's comments describe
  clang-15 -ffp-contract=off + llvm-spirv-15 -> spirv-val -> llvm-spirv-15 -r
       -> clrun, the same data (cached in build/tests/refcache/random-KEY,
       keyed by the kernel's text and the tools' versions)
  -> out, fout and buf compared bit for bit (any NaN equals any NaN)

The reference is compiled without floating-point contraction, so that
a * b + c is a rounded multiply and a rounded add in both modules: zocc does
not contract, and OpenCL allows either.  spirv-val's complaints about
llvm-spirv-15's own modules that are its known limitations are ignored
(REF_VAL_KNOWN).  Before llvm-spirv-15 -r, the copy of zocc's module that
goes to PoCL has its vector OpCompositeConstruct rewritten as inserts
(rewrite_constructs: llvm-spirv-15 crashes on them).  When ocloc fails on
zocc's module and on clang's as well, IGC is at fault: the test is skipped.

A failure names the seed, the stage, and for a difference the first slot
(in program order) that differs, the work-item, both values, the line of
k.cl that stores the slot and the statement that computed it.

By hand (python3 tests/random/suite.py --build build ...):

    show SEED           print the kernel of a seed
    run SEEDS [-j N]    run seeds, group the failures by what went wrong
    reduce SEED|FILE    delete lines of a failing kernel while it keeps
                        failing the same way (same stage, same slot or
                        message; clang must still take it without warnings
                        of undefined behaviour); writes reduced.cl next to it
    bugs [NAME...]      run the reproducers in tests/random/bugs/ as
                        tests/exec runs its files, with zocc and with
                        clang: a fixed bug passes with both (then move the
                        file to tests/exec/ and drop it from KNOWN_BUGS)

Options: --no F,G (as ZOCC_RANDOM_NO), --compiler clang (the rig against
itself: every seed must pass).
"""

import importlib.util
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if __name__ == '__main__':
    sys.path.insert(0, os.path.join(os.path.dirname(HERE), 'lib'))

import exectest   # noqa: E402
import kspec      # noqa: E402
import oracles    # noqa: E402
from rig import Fail, Skip, Test, run   # noqa: E402, F401


def _load_gen():
    spec = importlib.util.spec_from_file_location('random_gen', os.path.join(HERE, 'gen.py'))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


gen = _load_gen()

DEFAULT_SEEDS = '1-40'
DEVICE = 'tgllp'
# Rewrite vector OpCompositeConstruct before llvm-spirv-15 -r (see
# rewrite_constructs); harmless once zocc no longer emits them.
REWRITE_CONSTRUCT = True
REF_OPTIONS = ['-ffp-contract=off']
# What the reducer asks of clang besides compiling: deleting lines must not
# leave a value-returning function without its return, or a read of an
# uninitialized variable.
REDUCE_WERROR = ['-Werror=return-type', '-Werror=uninitialized', '-Werror=sometimes-uninitialized',
                 '-Werror=conditional-uninitialized']
# What spirv-val says about llvm-spirv-15's own modules that is its known
# limitation, not the kernel's fault: OpSelect with a scalar condition and
# vector operands (SPIR-V 1.4), and a private array's constant initializer
# as a module-scope Function variable.
REF_VAL_KNOWN = (r'condition to be equal: Select', r'function\[7\] storage class outside of a function')


def parse_seeds(text):
    seeds = []
    for part in text.replace(' ', '').split(','):
        if not part:
            continue
        lo, sep, hi = part.partition('-')
        if sep:
            seeds += range(int(lo), int(hi) + 1)
        else:
            seeds.append(int(lo))
    return seeds


# Generator features left out by default because of a zocc bug with a
# reproducer in tests/random/bugs/: remove the entry when the bug is fixed
# (ZOCC_RANDOM_NO, when set, replaces this list; ZOCC_RANDOM_NO=none turns
# everything on).
KNOWN_BUGS = {
}


def features_from_env():
    env = os.environ.get('ZOCC_RANDOM_NO')
    if env is None:
        env = ','.join(KNOWN_BUGS)
    no = {f.strip() for f in env.split(',') if f.strip() and f.strip() != 'none'}
    bad = no - set(gen.FEATURES)
    if bad:
        raise ValueError('ZOCC_RANDOM_NO: unknown feature(s) %s (known: %s)' % (
            ', '.join(sorted(bad)), ', '.join(gen.FEATURES)))
    return [f for f in gen.FEATURES if f not in no]


class Stage(Exception):
    """A failure at one stage of the pipeline: kind is 'compile', 'validate',
    'ocloc', 'reverse', 'run' or 'reference'; msg says what happened."""

    def __init__(self, kind, msg):
        Exception.__init__(self, '%s: %s' % (kind, msg))
        self.kind = kind
        self.msg = msg


def stage(kind, fn, *args):
    try:
        return fn(*args)
    except Fail as f:
        raise Stage(kind, str(f))


def prepare(src, wd):
    """Writes the inputs the kernel's comments describe and the clrun spec;
    returns (spec, launch, specfile)."""
    spec = kspec.Spec(src)
    launch = spec.launches[0]
    lines, _ = kspec.prepare(spec, launch, 0, wd)
    specfile = os.path.join(wd, 'launch.txt')
    with open(specfile, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    return spec, launch, specfile


def under_test(ctx, compiler, wd, specfile, full=True):
    """Compiles wd/k.cl with the compiler under test and runs it; with full,
    spirv-val and ocloc check the module too."""
    spv = os.path.join(wd, 'k.spv')
    opts = REF_OPTIONS if compiler == 'clang' else []
    stage('compile', oracles.compile, ctx, compiler, 'k.cl', spv, opts, wd)
    if full:
        stage('validate', oracles.validate, spv, wd)
        stage('ocloc', oracles.igc, spv, [DEVICE], wd)
    bc = os.path.join(wd, 'k.bc')
    if REWRITE_CONSTRUCT:
        spv = stage('reverse', rewrite_constructs, spv, wd)
    stage('reverse', oracles.reverse, spv, bc, wd)
    stage('run', oracles.clrun, ctx, bc, specfile, wd)


def rewrite_constructs(spv, wd):
    """The module with every OpCompositeConstruct of a vector replaced by
    OpUndef and one OpCompositeInsert per component: llvm-spirv-15 -r
    crashes on the first with operands that are not constants (see
    bugs/vector_construct_reverse.cl).  Only the copy that goes to PoCL is
    rewritten; spirv-val and ocloc check zocc's own module."""
    r = run(['spirv-dis', '--no-header', '--no-indent', spv], cwd=wd)
    if not r.ok:
        raise Fail('spirv-dis: ' + r.brief())
    ver = words_header(spv)
    vec, rtype, out = {}, {}, []
    for line in r.out.splitlines():
        t = line.split()
        if len(t) >= 3 and t[1] == '=':
            if t[2] == 'OpTypeVector':
                vec[t[0]] = (t[3], int(t[4]))
            elif not t[2].startswith('OpType') and len(t) >= 4 and t[3].startswith('%'):
                rtype[t[0]] = t[3]
            if t[2] == 'OpCompositeConstruct' and t[3] in vec:
                x, ty, el = t[0], t[3], vec[t[3]][0]
                cur = x + '_u'
                out.append('%s = OpUndef %s' % (cur, ty))
                comps = []
                for c in t[4:]:
                    if rtype.get(c) in vec:
                        for j in range(vec[rtype[c]][1]):
                            e = '%s_e%d' % (x, len(comps))
                            out.append('%s = OpCompositeExtract %s %s %d' % (e, el, c, j))
                            comps.append(e)
                    else:
                        comps.append(c)
                for k, c in enumerate(comps):
                    nxt = x if k == len(comps) - 1 else '%s_i%d' % (x, k)
                    out.append('%s = OpCompositeInsert %s %s %s %d' % (nxt, ty, c, cur, k))
                    cur = nxt
                continue
        out.append(line)
    asm = os.path.join(wd, 'k.rw.spvasm')
    with open(asm, 'w') as f:
        f.write('\n'.join(out) + '\n')
    rw = os.path.join(wd, 'k.rw.spv')
    r = run(['spirv-as', '--target-env', 'spv1.%d' % ((ver >> 8) & 0xff), asm, '-o', rw], cwd=wd)
    if not r.ok:
        raise Fail('spirv-as (rewriting OpCompositeConstruct): ' + r.brief())
    return rw


def words_header(spv):
    with open(spv, 'rb') as f:
        return struct.unpack('<2I', f.read(8))[1]


def reference(ctx, text, wd, specfile, cache=True):
    """The buffers the reference pipeline gives for the kernel text: a
    directory holding L0_*.out (from the cache when it is there)."""
    def pipeline(rd):
        spv = os.path.join(rd, 'k.spv')
        try:
            oracles.compile_clang(ctx, 'k.cl', spv, REF_OPTIONS, rd)
            try:
                oracles.validate(spv, rd)
            except Fail as f:
                if not any(re.search(k, str(f)) for k in REF_VAL_KNOWN):
                    raise
            oracles.reverse(spv, os.path.join(rd, 'k.bc'), rd)
            oracles.clrun(ctx, os.path.join(rd, 'k.bc'), specfile, rd)
        except Fail as f:
            raise Stage('reference', str(f))
    return exectest.cached_reference(ctx, text, wd, pipeline, key=' '.join(REF_OPTIONS),
                                     prefix='random-', cache=cache)


def ocloc_fails_on_reference(ctx, wd):
    """Whether ocloc rejects clang's module of the kernel too (then IGC, not
    zocc, is at fault)."""
    rd = os.path.join(wd, 'ref-ocloc')
    os.makedirs(rd, exist_ok=True)
    spv = os.path.join(rd, 'k.spv')
    try:
        oracles.compile_clang(ctx, os.path.join(wd, 'k.cl'), spv, REF_OPTIONS, rd)
        oracles.igc(spv, [DEVICE], rd)
    except Fail:
        return True
    return False


def words(path, fmt, size):
    with open(path, 'rb') as f:
        data = f.read()
    return list(struct.unpack('<%d%s' % (len(data) // size, fmt), data))


def same_float_bits(a, b):
    if a == b:
        return True
    # any NaN equals any NaN: the payload and sign of a NaN are not specified
    fa, fb = struct.unpack('<2f', struct.pack('<2I', a, b))
    return fa != fa and fb != fb


def differences(wd, refdir):
    """{buffer: [differing indices]} and the values, comparing bit for bit."""
    out = {}
    for name, fmt, size in (('out', 'Q', 8), ('fout', 'I', 4), ('buf', 'i', 4)):
        got = words(os.path.join(wd, 'L0_%s.out' % name), fmt, size)
        want = words(os.path.join(refdir, 'L0_%s.out' % name), fmt, size)
        if len(got) != len(want):
            raise Stage('run', '%s holds %d elements, the reference\'s %d' % (name, len(got), len(want)))
        eq = same_float_bits if name == 'fout' else (lambda a, b: a == b)
        d = [i for i in range(len(want)) if not eq(got[i], want[i])]
        if d:
            out[name] = (d, got, want)
    return out


def show_value(name, v):
    if name == 'fout':
        f = struct.unpack('<f', struct.pack('<I', v))[0]
        return '%r (0x%08x)' % (f, v)
    if name == 'out':
        return '%d (0x%x)' % (v if v < 1 << 63 else v - (1 << 64), v)
    return str(v)


def line_of(text, needle):
    for n, l in enumerate(text.splitlines(), 1):
        if needle in l:
            return n
    return 0


def describe(diff, text, slots, fslots, ns, nf):
    """The first difference in program order, in words; and its signature
    (buffer, slot) for the reducer."""
    for name, per, descs in (('out', ns, slots), ('fout', nf, fslots), ('buf', gen.NBUF, None)):
        if name not in diff:
            continue
        d, got, want = diff[name]
        if name == 'buf':
            i = d[0]
            return ('buf[%d] (work-item %d, element %d) is %s, the reference gives %s '
                    '(%d of %d elements of buf differ)' % (
                        i, i // per, i % per, got[i], want[i], len(d), len(want)), ('buf', i % per))
        slot = min(i % per for i in d)
        i = min(i for i in d if i % per == slot)
        base = 'ob' if name == 'out' else 'fb'
        ln = line_of(text, '%s[%s + %d] =' % (name, base, slot))
        desc = descs[slot] if descs and slot < len(descs) else '?'
        items = len({j // per for j in d})
        return ('%s[%d] (work-item %d, slot %d, k.cl:%d) is %s, the reference gives %s; '
                'it holds: %s (%d values differ, in %d work-items)' % (
                    name, i, i // per, slot, ln, show_value(name, got[i]), show_value(name, want[i]),
                    desc if len(desc) < 400 else desc[:400] + '...', len(d), items), (name, slot))
    return None, None


def check(ctx, text, wd, compiler, slots=None, fslots=None, full=True, cache=True):
    """Runs the kernel text through both pipelines in wd; returns None if the
    results agree, else (signature, message)."""
    src = os.path.join(wd, 'k.cl')
    with open(src, 'w') as f:
        f.write(text)
    try:
        _, launch, specfile = prepare(src, wd)
    except Fail as f:
        return ('generator', str(f)[:80]), 'the kernel\'s comments: %s' % f
    ns = nf = 1
    for a in launch.args:
        if a.name == 'out':
            ns = eval(a.count) // gen.GLOBAL
        if a.name == 'fout':
            nf = eval(a.count) // gen.GLOBAL
    try:
        refdir = reference(ctx, text, wd, specfile, cache)
    except Stage as s:
        return ('reference', ''), 'the reference pipeline fails (a generator bug?): %s' % s.msg
    try:
        under_test(ctx, compiler, wd, specfile, full)
        diff = differences(wd, refdir)
    except Stage as s:
        if s.kind == 'ocloc' and ocloc_fails_on_reference(ctx, wd):
            return ('igc', signature_text(s.msg)), 'IGC fails on the reference module as well: %s' % s.msg
        if s.kind == 'ocloc' and oracles.igc_bitreverse_abort(os.path.join(wd, 'k.spv'), DEVICE, wd):
            return ('igc', 'bitreverse'), ('IGC aborts on the llvm.bitreverse.i1 its own optimizer made '
                                           '(known IGC bug, tests/random/bugs/igc_abort_call_compare.cl): %s' % s.msg)
        return (s.kind, signature_text(s.msg)), str(s)
    if not diff:
        return None
    msg, sig = describe(diff, text, slots, fslots, ns, nf)
    return ('mismatch',) + sig, msg


def signature_text(msg):
    """What identifies a failure message across reductions: without
    numbers, names and quoted source."""
    m = msg.split(' | ')[0]
    m = re.sub(r'k\.cl:\d+:\d+: ', '', m)
    m = re.sub(r"'[^']*'", "'_'", m)
    m = re.sub(r'%\d+', '%N', m)
    m = re.sub(r'\b\d+\b', 'N', m)
    return m[:160]


class RandomTest(Test):
    def __init__(self, ctx, seed, features):
        self.ctx = ctx
        self.seed = seed
        self.features = features
        self.name = 'random/seed-%d' % seed

    def run(self):
        ctx = self.ctx
        prog = gen.generate(self.seed, self.features)
        wd = ctx.workdir(self.name)
        res = check(ctx, prog.source, wd, ctx.compiler, prog.slots, prog.fslots)
        if res is None:
            return True, '%d + %d slots x %d work-items agree' % (prog.ns, prog.nf, gen.GLOBAL)
        sig, msg = res
        if sig[0] == 'igc':
            return None, 'seed %d: %s' % (self.seed, msg)
        return False, 'seed %d: %s [kernel: %s]' % (self.seed, msg, ctx.rel(os.path.join(wd, 'k.cl')))


def collect(ctx):
    seeds = parse_seeds(os.environ.get('ZOCC_RANDOM_SEEDS', DEFAULT_SEEDS))
    feats = features_from_env()
    return [RandomTest(ctx, s, feats) for s in seeds]


# ---- by hand: show, run, reduce ----------------------------------------------------

def _ctx(build, compiler='zocc'):
    import rig
    root = os.path.dirname(os.path.dirname(HERE))
    return rig.Ctx(root, build, compiler)


def cmd_run(ctx, seeds, feats, jobs):
    import concurrent.futures
    import time
    groups = {}
    t0 = time.monotonic()
    fails = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        def one(s):
            prog = gen.generate(s, feats)
            wd = ctx.workdir('random/seed-%d' % s)
            return s, check(ctx, prog.source, wd, ctx.compiler, prog.slots, prog.fslots)
        for s, res in pool.map(one, seeds):
            if res is None:
                continue
            fails += 1
            sig, msg = res
            key = sig[0] if sig[0] == 'mismatch' else '%s: %s' % sig
            groups.setdefault(key, []).append((s, msg))
            print('seed %d: %s' % (s, msg[:300]), flush=True)
    print('\n%d seeds, %d failed, %.0fs' % (len(seeds), fails, time.monotonic() - t0))
    for k, v in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print('%4d  %s  (seeds %s)' % (len(v), k[:200], ' '.join(str(s) for s, _ in v[:12])))
    return 1 if fails else 0


def cmd_reduce(ctx, what, feats, any_mismatch=False):
    """Line-deletion reduction (ddmin over the kernel's non-comment lines)."""
    if what.isdigit():
        prog = gen.generate(int(what), feats)
        text, slots, fslots = prog.source, prog.slots, prog.fslots
        name = 'random/reduce-%s' % what
    else:
        with open(what) as f:
            text = f.read()
        slots = fslots = None
        name = 'random/reduce-' + os.path.basename(what).replace('.', '_')
    wd = ctx.workdir(name)
    res = check(ctx, text, wd, ctx.compiler, slots, fslots, full=True, cache=False)
    if res is None:
        print('it does not fail')
        return 1
    sig, msg = res
    print('reducing: %s' % msg[:300])
    igc = sig[0] == 'igc'
    if igc:
        sig = ('ocloc',) + sig[1:]   # keep what makes IGC fail (on zocc's module)
    full = sig[0] in ('validate', 'ocloc')
    tries = [0]

    def valid(t):
        """clang takes it without the warnings that say a deletion made it
        undefined, and its comments still describe the launch."""
        try:
            oracles.compile_clang(ctx, 'k.cl', os.path.join(wd, 'ref.spv'), REF_OPTIONS + REDUCE_WERROR, wd)
            prepare(os.path.join(wd, 'k.cl'), wd)
            return True
        except Fail:
            return False

    def interesting(lines):
        tries[0] += 1
        t = '\n'.join(lines) + '\n'
        if sig[0] == 'mismatch':
            with open(os.path.join(wd, 'k.cl'), 'w') as f:
                f.write(t)
            if not valid(t):
                return False
            r = check(ctx, t, wd, ctx.compiler, None, None, full=full, cache=False)
            if r is None:
                return False
            return r[0][0] == 'mismatch' if any_mismatch else r[0] == sig
        # a failure of the module under test: the same failure at the same
        # stage, and clang must still take the kernel (asked last: it is
        # the slowest)
        with open(os.path.join(wd, 'k.cl'), 'w') as f:
            f.write(t)
        if sig[0] == 'compile':
            try:
                oracles.compile(ctx, ctx.compiler, 'k.cl', os.path.join(wd, 'k.spv'), [], wd)
                return False
            except Fail as f:
                return ('compile', signature_text(str(f))) == sig and valid(t)
        try:
            prepare(os.path.join(wd, 'k.cl'), wd)
            under_test(ctx, ctx.compiler, wd, os.path.join(wd, 'launch.txt'), full)
            return False
        except Fail:
            return False
        except Stage as st:
            if (st.kind, signature_text(st.msg)) != sig or not valid(t):
                return False
            # an IGC failure on zocc's module only stays one
            return igc or st.kind != 'ocloc' or not ocloc_fails_on_reference(ctx, wd)

    def fixed(l):
        return l.lstrip().startswith('//') or 'barrier(' in l

    def blocks(lines):
        """(first, last) line of every braced block and of every
        statement that opens one, largest first."""
        out, stack = [], []
        for i, l in enumerate(lines):
            if fixed(l):
                continue
            for ch in l:
                if ch == '{':
                    stack.append(i)
                elif ch == '}' and stack:
                    j = stack.pop()
                    if j != i:
                        out.append((j, i))
        return sorted(set(out), key=lambda r: r[0] - r[1])

    def block_pass(lines):
        """Deletes whole blocks (with the statement heading them)."""
        changed = True
        while changed:
            changed = False
            for a, b in blocks(lines):
                if any(fixed(l) for l in lines[a:b + 1]):
                    continue
                keep = lines[:a] + lines[b + 1:]
                if interesting(keep):
                    lines = keep
                    changed = True
                    print('  %d lines (%d tries, a block)' % (len(lines), tries[0]), flush=True)
                    break
        return lines

    lines = block_pass(text.splitlines())
    cand = [i for i in range(len(lines)) if not fixed(lines[i])]
    n = 2
    while cand:
        chunk = max(1, len(cand) // n)
        start, removed = 0, False
        while start < len(cand):
            drop = set(cand[start:start + chunk])
            keep = [l for i, l in enumerate(lines) if i not in drop]
            if interesting(keep):
                lines = keep
                cand = [i for i in range(len(lines)) if not fixed(lines[i])]
                removed = True
                print('  %d lines (%d tries)' % (len(lines), tries[0]), flush=True)
            else:
                start += chunk
        if not removed:
            if chunk == 1:
                break
            n = min(n * 2, len(cand))
    lines = block_pass(lines)
    out = os.path.join(wd, 'reduced.cl')
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    r = check(ctx, '\n'.join(lines) + '\n', wd, ctx.compiler, None, None, full=True, cache=False)
    print('%d lines after %d tries: %s\n%s' % (len(lines), tries[0], out, r[1] if r else 'passes?!'))
    return 0


def cmd_bugs(build, names):
    spec = importlib.util.spec_from_file_location('exec_suite', os.path.join(
        os.path.dirname(HERE), 'exec', 'suite.py'))
    ex = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ex)
    bdir = os.path.join(HERE, 'bugs')
    files = sorted(f for f in os.listdir(bdir) if f.endswith('.cl'))
    if names:
        files = [f for f in files if any(n in f for n in names)]
    bad = 0
    for f in files:
        res = []
        for compiler in ('clang', 'zocc'):
            ctx = _ctx(build, compiler)
            t = ex.ExecTest(ctx, os.path.join(bdir, f))
            t.name = 'random/bugs/%s/%s' % (compiler, f[:-3])
            ok, msg = t.run()
            res.append((compiler, ok, msg))
        fixed = all(ok for _, ok, _ in res)
        bad += res[0][1] is not True
        print('%-32s %s' % (f, 'FIXED (passes with zocc: move it to tests/exec/)' if fixed else ''))
        for compiler, ok, msg in res:
            print('    %-5s %s: %s' % (compiler, {True: 'pass', False: 'FAIL', None: 'skip'}[ok], msg[:240]))
    return 1 if bad else 0


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description='tests/random by hand')
    ap.add_argument('--build', default='build')
    ap.add_argument('--compiler', choices=('zocc', 'clang'), default='zocc')
    ap.add_argument('--no', default=None,
                    help='generator features to leave out (default: ZOCC_RANDOM_NO, else the known '
                    'bugs\' %s; "none" for all): %s' % (','.join(KNOWN_BUGS), ', '.join(gen.FEATURES)))
    sub = ap.add_subparsers(dest='cmd', required=True)
    s = sub.add_parser('show')
    s.add_argument('seed', type=int)
    s = sub.add_parser('run')
    s.add_argument('seeds')
    s.add_argument('-j', type=int, default=os.cpu_count() or 2)
    s = sub.add_parser('reduce')
    s.add_argument('what', help='a seed, or a kernel file (with its // comments)')
    s.add_argument('--any', action='store_true', help='any mismatch will do, not only the same slot')
    s = sub.add_parser('bugs')
    s.add_argument('names', nargs='*')
    a = ap.parse_args(argv)
    if a.cmd == 'bugs':
        return cmd_bugs(a.build, a.names)
    if a.no is not None:
        os.environ['ZOCC_RANDOM_NO'] = a.no
    feats = features_from_env()
    if a.cmd == 'show':
        sys.stdout.write(gen.generate(a.seed, feats).source)
        return 0
    ctx = _ctx(a.build, a.compiler)
    if a.cmd == 'run':
        return cmd_run(ctx, parse_seeds(a.seeds), feats, a.j)
    return cmd_reduce(ctx, a.what, feats, a.any)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
