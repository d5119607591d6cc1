"""tests/consts — constants, initializers and big modules.

consts/NAME
    tests/consts/NAME.cl, an execution test as tests/exec runs them (the
    comments of tests/lib/kspec.py: launches, data, expectations, also
    `expect: same-as-reference`), with one more kind of line:
        // not-capability: Float64      the module must not declare it
        // clang-cannot: WHY            skipped with --compiler clang
    (double literals in float code are folded and narrowed at compile
    time, so such a module runs where there is no fp64).
consts/init-N
    gen_init.py seed N: random aggregate types (arrays, structs, vectors,
    nested) with brace-elided, partially braced and designated
    initializers, as program-scope constants and as private variables;
    every scalar they hold is written out and must equal, bit for bit,
    what clang-15 + llvm-spirv-15's module gives on PoCL.
consts/fold-N
    gen_fold.py seed N: constant expressions clang folds (floating
    arithmetic in float and in double, casts between all scalar types,
    ?:, comparisons, sizeof, enums, vector literals) as program-scope
    initializers and in code; bits compared with the reference.
consts/table-TYPE-N
    a program-scope __constant table of N elements of TYPE (scalars,
    vectors, structs, rows of a 2-D array) with distinct values, read
    back whole: sizes around the old limits (61, 62, 63), a hash table's
    256, and past what one SPIR-V instruction can list (65,532).
consts/switch-N, consts/switch-long-N
    a switch of N cases (more than the 16,383 one OpSwitch may list,
    SPIR-V 2.17 Universal Limits) on an int and on a long selector, each
    case storing its own value: the module must pass spirv-val, and its
    chain of OpSwitch instructions (each the default of the one before)
    must send every case value to a block that stores that case's value,
    and the rest to the default.  IGC takes minutes on a switch this big
    and PoCL more than a test's time, so the dispatch is read from the
    module instead of run.
consts/limit-...
    programs past SPIR-V's universal limits that zocc cannot split (a
    struct of 16,384 members, a function of 256 parameters): a clear
    error, exit status 1, no module.
consts/half-rounding
    a __constant half table from double literals: each element's bits in
    the module must be Python's IEEE binary16 rounding of the literal
    (round to nearest even from the double itself, halfway cases and
    subnormals included); PoCL has no half to run it on.
consts/hash/...
    genhash.py: a hash-style program (state struct by pointer, eight
    256-entry tables, helpers from macro rounds, kernels calling a
    fortieth of them) big enough that its module's id bound passes
    65,536 -- the size at which IGC refused zocc's modules, because it
    reads each OpEntryPoint interface id as an instruction (see
    spirv/spirv.h, spv_interface_id).  The module must have such a bound
    and interface ids below 65,536, pass spirv-val and IGC for every
    device (one test each), and compute on PoCL what genhash.model says.

Every module goes through spirv-val and IGC (ocloc) for the devices it
targets, and runs on PoCL through llvm-spirv-15 -r.
"""

import importlib.util
import os
import shutil
import struct
import threading

import exectest
import kspec
import oracles
from rig import Fail, Skip, Test, directives, run

HERE = os.path.dirname(os.path.abspath(__file__))

INIT_SEEDS = range(1, 9)
FOLD_SEEDS = range(1, 9)
HASH_HELPERS = 2600   # id bound about 70,000 (only what the kernels reach is emitted): past 65,536
HASH_SEED = 1
HASH_ITEMS = 64


def _load(name):
    spec = importlib.util.spec_from_file_location('consts_' + name, os.path.join(HERE, name + '.py'))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def words(spv):
    return oracles.words(spv)


def capability_numbers():
    """Capability names this suite may name in not-capability lines."""
    return {'Float64': oracles.CAP_FLOAT64, 'Float16': 9, 'Int64': 11}


def reference(ctx, text, wd, specfile):
    """The buffers the reference pipeline gives for the kernel text."""
    return exectest.reference_buffers(ctx, text, wd, specfile, 'consts-')


def run_kernel(ctx, name, text, devices=None):
    """The execution-test pipeline for the kernel text; returns a summary."""
    if ctx.compiler == 'clang':
        for _, _, v in directives(text, {'clang-cannot'}):
            raise Skip('the reference cannot compile it: ' + v)
    wd = ctx.workdir(name)
    src = os.path.join(wd, 'k.cl')
    with open(src, 'w') as f:
        f.write(text)
    spec = kspec.Spec(src)
    spv = os.path.join(wd, 'k.spv')
    oracles.compile(ctx, ctx.compiler, 'k.cl', spv, oracles.split_options(spec.options), wd)
    w = oracles.validate(spv, wd)
    caps = oracles.capabilities(w)
    known = capability_numbers()
    for _, _, v in directives(text, {'not-capability'}):
        for cap in v.replace(',', ' ').split():
            if cap not in known:
                raise Fail('not-capability: unknown capability %s' % cap)
            if ctx.compiler == 'zocc' and known[cap] in caps:
                raise Fail('the module declares the %s capability' % cap)
    devices = devices or oracles.devices_for(w, 'fp64' in spec.requires)
    oracles.igc(spv, devices, wd)
    specfile, envs = exectest.run_on_pocl(ctx, spec, spv, wd)
    refdir = None
    if any(l.reference for l in spec.launches):
        refdir = reference(ctx, text, wd, specfile)
    checks = 0
    for n, l in enumerate(spec.launches):
        res = kspec.results(l, n, wd)
        kspec.check(spec, l, envs[n], res)
        checks += len(l.expects)
        if l.reference:
            kspec.compare(spec, l, res, kspec.results(l, n, refdir))
            checks += 1
    return '%d check(s), IGC on %s' % (checks, ' '.join(devices))


class FileTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'consts/' + os.path.basename(path)[:-3]

    def _run(self):
        with open(self.path, encoding='utf-8') as f:
            return run_kernel(self.ctx, self.name, f.read())


class GenTest(Test):
    """A generated kernel (gen_init, gen_fold, tables) run as an execution test."""

    def __init__(self, ctx, name, make):
        self.ctx = ctx
        self.name = name
        self.make = make

    def _run(self):
        return run_kernel(self.ctx, self.name, self.make())


class HashModule:
    """The genhash module, compiled once for the tests that look at it."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.lock = threading.Lock()
        self.done = False
        self.error = None

    def get(self):
        with self.lock:
            if not self.done:
                self.done = True
                try:
                    self._make()
                except Fail as f:
                    self.error = str(f)
            if self.error:
                raise Fail(self.error)
            return self.wd, self.spv

    def _make(self):
        ctx = self.ctx
        gen = _load('genhash')
        self.wd = wd = ctx.workdir('consts/hash')
        with open(os.path.join(wd, 'k.cl'), 'w') as f:
            f.write(gen.source(HASH_HELPERS, HASH_SEED))
        self.spv = spv = os.path.join(wd, 'k.spv')
        oracles.compile(ctx, ctx.compiler, 'k.cl', spv, [], wd)
        oracles.validate(spv, wd)


class HashTest(Test):
    def __init__(self, ctx, module, what, device=None):
        self.ctx = ctx
        self.module = module
        self.what = what
        self.device = device
        self.name = 'consts/hash/' + (what if not device else '%s[%s]' % (what, device))

    def _run(self):
        wd, spv = self.module.get()
        if self.what == 'ids':
            return self._ids(spv)
        if self.what == 'ocloc':
            out = os.path.join(wd, 'ocloc-' + self.device)
            os.makedirs(out, exist_ok=True)
            # IGC takes about 25 s a device on this module on an idle
            # machine; a loaded one can take many times that
            oracles.igc(spv, [self.device], out, timeout=900)
            return 'IGC on %s' % self.device
        return self._run_pocl(wd, spv)

    def _ids(self, spv):
        w = words(spv)
        bound = w[3]
        if self.ctx.compiler == 'zocc' and bound <= 0x10000:
            raise Fail('the id bound is %d: the test no longer covers ids past 65,535 (raise HASH_HELPERS)' % bound)
        i, n = 5, 0
        while i < len(w):
            wc, op = w[i] >> 16, w[i] & 0xffff
            if wc == 0:
                raise Fail('word count 0 at word %d' % i)
            if op == 15:   # OpEntryPoint: model, function, name, interface
                k = i + 3
                while w[k] >> 24 and k < i + wc:   # the name's words (NUL in the last)
                    k += 1
                for x in w[k + 1:i + wc]:
                    if x > 0xffff:
                        raise Fail('OpEntryPoint interface id %d is above 65,535 (IGC reads it as opcode %d)'
                                   % (x, x & 0xffff))
                    n += 1
            i += wc
        return 'bound %d, %d interface ids below 65,536' % (bound, n)

    def _run_pocl(self, wd, spv):
        gen = _load('genhash')
        bc = os.path.join(wd, 'k.bc')
        oracles.reverse(spv, bc, wd)
        items = HASH_ITEMS
        inp = [(i * 2654435761 + 12345) & 0xffffffff for i in range(items * 16)]
        with open(os.path.join(wd, 'L0_in.in'), 'wb') as f:
            f.write(struct.pack('<%dI' % len(inp), *inp))
        with open(os.path.join(wd, 'L0_out.in'), 'wb') as f:
            f.write(bytes([kspec.POISON]) * (items * 8 * 4))
        spec = os.path.join(wd, 'launch.txt')
        with open(spec, 'w') as f:
            f.write('kernel hash0\nglobal %d\n' % items)
            f.write('arg buffer uint L0_in.in L0_in.out\n')
            f.write('arg buffer uint L0_out.in L0_out.out\n')
        oracles.clrun(self.ctx, bc, spec, wd)
        got = list(struct.unpack('<%dI' % (items * 8), open(os.path.join(wd, 'L0_out.out'), 'rb').read()))
        want = gen.model(HASH_HELPERS, HASH_SEED, inp, 0)
        bad = [i for i in range(len(want)) if got[i] != want[i]]
        if bad:
            i = bad[0]
            raise Fail('out[%d] is 0x%08x, the model says 0x%08x (%d of %d differ)' % (
                i, got[i], want[i], len(bad), len(want)))
        return '%d words as the model computes them' % len(want)


class SwitchTest(Test):
    def __init__(self, ctx, n, wide):
        self.ctx = ctx
        self.n = n
        self.wide = wide
        self.name = 'consts/switch-%s%d' % ('long-' if wide else '', n)

    def value(self, c):
        return (c * 2654435761 + 99) & 0xffffffff

    def case(self, c):
        return c * 3 - ((1 << 40) if self.wide and c % 2 else 0)

    def _run(self):
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            return 'zocc only'
        sel = 'long' if self.wide else 'int'
        lines = ['kernel void k(global uint *out, %s x)' % sel, '{', '\tswitch (x) {']
        lines += ['\tcase %d: out[0] = %du; break;' % (self.case(c), self.value(c)) for c in range(self.n)]
        lines += ['\tdefault: out[0] = 7u; break;', '\t}', '}']
        wd = ctx.workdir(self.name)
        with open(os.path.join(wd, 'k.cl'), 'w') as f:
            f.write('\n'.join(lines) + '\n')
        spv = os.path.join(wd, 'k.spv')
        oracles.compile(ctx, 'zocc', 'k.cl', spv, [], wd)
        w = oracles.validate(spv, wd)
        # the blocks: label -> its instructions; the constants' values
        consts, blocks, cur, i = {}, {}, None, 5
        while i < len(w):
            n, op = w[i] >> 16, w[i] & 0xffff
            ins = w[i:i + n]
            if op == 43:                       # OpConstant
                consts[ins[2]] = ins[3] | ((ins[4] << 32) if n > 4 else 0)
            elif op == 248:                    # OpLabel
                cur = ins[1]
                blocks[cur] = []
            elif cur is not None:
                blocks[cur].append(ins)
            i += n
        stores = {}
        for label, body in blocks.items():
            for ins in body:
                if ins[0] & 0xffff == 62 and ins[2] in consts:   # OpStore ptr value
                    stores[label] = consts[ins[2]]
        switches = [b for b in blocks.values() if b and b[-1][0] & 0xffff == 251]   # OpSwitch
        first = next(b[-1] for b in blocks.values() if b and b[-1][0] & 0xffff == 251)
        step = 3 if self.wide else 2
        seen, sw, chain = {}, first, 0
        while True:
            chain += 1
            if (len(sw) - 3) // step > 16383:
                raise Fail('an OpSwitch lists %d cases' % ((len(sw) - 3) // step))
            for k in range(3, len(sw), step):
                lit = sw[k] | ((sw[k + 1] << 32) if self.wide else 0)
                seen[lit] = sw[k + step - 1]
            nxt = blocks.get(sw[2], [])
            if nxt and nxt[-1][0] & 0xffff == 251 and nxt[-1][1] == sw[1]:
                sw = nxt[-1]
                continue
            default = sw[2]
            break
        mask = (1 << (64 if self.wide else 32)) - 1
        for c in range(self.n):
            lit = self.case(c) & mask
            if lit not in seen:
                raise Fail('case %d is in no OpSwitch' % self.case(c))
            if stores.get(seen[lit]) != self.value(c):
                raise Fail('case %d goes to a block that stores %r, not %d' % (
                    self.case(c), stores.get(seen[lit]), self.value(c)))
        if len(seen) != self.n or stores.get(default) != 7:
            raise Fail('%d case values listed for %d cases, the default stores %r' % (
                len(seen), self.n, stores.get(default)))
        if chain < 2 or len(switches) != chain:
            raise Fail('%d OpSwitch instructions, %d of them chained' % (len(switches), chain))
        return '%d cases in %d chained OpSwitch instructions' % (self.n, chain)


class LimitTest(Test):
    def __init__(self, ctx, what, text, message):
        self.ctx = ctx
        self.name = 'consts/limit-' + what
        self.text = text
        self.message = message

    def _run(self):
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            return 'zocc only'
        wd = ctx.workdir(self.name)
        with open(os.path.join(wd, 'k.cl'), 'w') as f:
            f.write(self.text)
        spv = os.path.join(wd, 'k.spv')
        r = run([ctx.zocc, '-c', 'k.cl', '-o', spv], cwd=wd, timeout=60)
        if r.code != 1 or self.message not in r.err:
            raise Fail('exit %d, expected 1 and "%s": %s' % (r.code, self.message, r.brief()))
        if os.path.exists(spv):
            raise Fail('a module was written')
        return 'error: ' + self.message


def limit_tests(ctx):
    members = 'struct big { %s };\nkernel void k(global struct big *p) { p->m0 = 1; }\n' % ' '.join(
        'int m%d;' % i for i in range(16384))
    params = 'int f(%s) { return a0 + a255; }\nkernel void k(global int *o) { o[0] = f(%s); }\n' % (
        ', '.join('int a%d' % i for i in range(256)), ', '.join(str(i) for i in range(256)))
    return [LimitTest(ctx, 'struct-members', members, 'the program needs 16384 members in one structure'),
            LimitTest(ctx, 'parameters', params, 'the program needs 256 parameters of one function')]


class HalfTest(Test):
    name = 'consts/half-rounding'

    def __init__(self, ctx):
        self.ctx = ctx

    def _run(self):
        import random
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            return 'zocc only'
        r = random.Random(5)
        vals = [0.0, 1.0, 65504.0, 65519.99, 1e-8, 2.9802322387695312e-08, 5.960464477539063e-08,
                6.097555160522461e-05, 6.103515625e-05, 0.1, 1 / 3, 2049.0, 2051.0, 1.00048828125, 1.000732421875]
        for _ in range(200):
            vals.append(r.uniform(-1, 1) * 2.0 ** r.randrange(-26, 16))
            h = struct.unpack('<e', struct.pack('<H', r.randrange(0, 0x7bff)))[0]
            h2 = struct.unpack('<e', struct.pack('<H', struct.unpack('<H', struct.pack('<e', h))[0] + 1))[0]
            vals += [(h + h2) / 2, (h + h2) / 2 + (h2 - h) * 1e-9]   # ties, and just past them
        wd = ctx.workdir(self.name)
        with open(os.path.join(wd, 'k.cl'), 'w') as f:
            f.write('#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n'
                    'constant half t[%d] = {%s};\n'
                    'kernel void k(global half *o) { o[get_global_id(0)] = t[get_global_id(0)]; }\n'
                    % (len(vals), ', '.join(repr(v) for v in vals)))
        spv = os.path.join(wd, 'k.spv')
        oracles.compile(ctx, 'zocc', 'k.cl', spv, ['-cl-ext=+cl_khr_fp64,+cl_khr_fp16'], wd)
        # spirv-val's OpenCL 2.2 environment (Full Profile) does not list
        # Float16, which Level Zero devices with fp16 offer
        r = run(['spirv-val', '--target-env', 'spv1.2', spv], cwd=wd)
        if not r.ok:
            raise Fail('spirv-val: ' + r.brief())
        w = words(spv)
        oracles.igc(spv, oracles.devices_for(w), wd)
        # OpTypeFloat 16 (22), its OpConstants (43), the table's OpConstantComposite (44)
        i, half, consts, table = 5, None, {}, None
        while i < len(w):
            n, op = w[i] >> 16, w[i] & 0xffff
            if op == 22 and w[i + 2] == 16:
                half = w[i + 1]
            elif op == 43 and w[i + 1] == half:
                consts[w[i + 2]] = w[i + 3]
            elif op == 44 and n - 3 == len(vals):
                table = w[i + 3:i + n]
            i += n
        if table is None:
            raise Fail('no %d-element constant table in the module' % len(vals))
        for v, c in zip(vals, table):
            want = struct.unpack('<H', struct.pack('<e', v))[0] if abs(v) < 65520 else 0x7c00 | (0x8000 if v < 0 else 0)
            if consts.get(c) != want:
                raise Fail('%r became half 0x%04x, not 0x%04x' % (v, consts.get(c, 0xffffffff), want))
        return '%d values rounded as IEEE 754 does' % len(vals)


def collect(ctx):
    tests = []
    for f in sorted(os.listdir(HERE)):
        if f.endswith('.cl'):
            tests.append(FileTest(ctx, os.path.join(HERE, f)))
    gi = _load('gen_init')
    for n in INIT_SEEDS:
        tests.append(GenTest(ctx, 'consts/init-%d' % n, lambda n=n: gi.source(n)))
    gf = _load('gen_fold')
    for n in FOLD_SEEDS:
        tests.append(GenTest(ctx, 'consts/fold-%d' % n, lambda n=n: gf.source(n)))
    gt = _load('gen_tables')
    for name, make in gt.cases():
        tests.append(GenTest(ctx, 'consts/table-' + name, make))
    tests.append(HalfTest(ctx))
    tests += limit_tests(ctx)
    tests.append(SwitchTest(ctx, 16500, False))
    tests.append(SwitchTest(ctx, 16400, True))
    hm = HashModule(ctx)
    tests.append(HashTest(ctx, hm, 'ids'))
    for d in oracles.DEVICES:
        tests.append(HashTest(ctx, hm, 'ocloc', d))
    tests.append(HashTest(ctx, hm, 'pocl'))
    return tests
