"""tests/debug — -g: debug information that IGC turns into DWARF.

Each tests/debug/*.cl is compiled by zocc -g and by clang-15 -g +
llvm-spirv-15; both modules go through IGC (`ocloc compile -spirv_input
-options -g`, one ocloc for all the devices a module fits: Float64 only on
skl and pvc, images not on pvc) and what a debugger would see of each is
read from IGC's DWARF (tests/lib/dwarf.py).  For every device:

  - zocc's line table covers every line the reference's covers (a line is
    also covered by a function declared on it: IGC inlines zocc's helpers,
    which llvm-spirv marks DontInline);
  - every parameter and variable the reference names is there, in the same
    function, with the same type as a debugger spells it; a program-scope
    variable in some function of zocc's (IGC gives the reference's
    __constant ones to whichever function it inlined them into); every
    linkage name (an overload's mangled name) the reference's has;
  - `// igc-loses: F` leaves out function F, which zocc gives no debug
    information on purpose (it takes or returns a struct by value: IGC
    clones its compilation unit, irgen/debug.c, irg_dbg_describes); the
    test checks that zocc's module indeed has no DebugFunction F.

Before that, for each file: the -g module has the same code as the module
without -g (tests/lib/spvcode.py), passes spirv-val (as oracles.spirv_val
checks -g modules) and zocc --verify, every DebugSource holds its file's
text, llvm-spirv-15 -r reads it, and its kernels compute on PoCL what the
file's `expect:` lines say (tests/lib/kspec.py), with -g.  The reference's
DWARF is cached in build/tests/refcache by the file's text and the tools'
versions.

`exec-code`: every tests/exec kernel compiled with -g has the code it has
without -g, passes spirv-val and llvm-spirv-15 -r: -g changes no value any
execution test checks (ZOCC_EXEC_OPTIONS=-g python3 tests/run.py exec runs
them all on PoCL with -g).  `lines-only`: -gline-tables-only against
clang's -gline-tables-only.  `limits`: what one instruction cannot hold
(a file's text, a name, an enum's enumerators) does not make -g an error or
an invalid module.  `hostile`: programs shaped against the writer (a
100,000-typedef chain, enumerators at the ends of long, a file name that
is not UTF-8, a name cut inside a character) compile with -g to valid
modules with the same code, every OpString UTF-8.  `ze`: -device ze
refuses -g, the verifier refuses the debug set for ze and accepts it for
the devices.  `fp64-*`: tests/debug/fp64, loops of double arithmetic, on
which IGC crashes given a variable record inside (Fp64LoopTest).
"""

import glob
import hashlib
import json
import os
import re
import shutil
import struct
import threading

import dwarf
import exectest
import kspec
import oracles
import spvcode
from rig import Fail, FuncTest, Test, directives, run

HERE = os.path.dirname(os.path.abspath(__file__))
OP_STRING, OP_EXT_INST = 7, 12
DBG_SOURCE, DBG_FUNCTION, DBG_GLOBAL = 35, 20, 18
_lock = threading.Lock()


def debug_insts(w):
    """(strings {id: text}, [(debug instruction number, operands)]) of a module."""
    dset = oracles.debug_set(w)
    strings, insts = {}, []
    for op, a in oracles.instructions(w):
        if op == OP_STRING:
            strings[a[0]] = oracles.string_at(a, 1, len(a) - 1)
        elif op == OP_EXT_INST and len(a) >= 4 and a[2] == dset:
            insts.append((a[3], a[4:]))
    return strings, insts


def function_names(w):
    strings, insts = debug_insts(w)
    return {strings.get(ops[0]) for k, ops in insts if k == DBG_FUNCTION and ops}


def global_names(w):
    strings, insts = debug_insts(w)
    return {strings.get(ops[0]) for k, ops in insts if k == DBG_GLOBAL and ops}


def check_sources(w, wd):
    """Every DebugSource of a file read from disk holds that file's text."""
    strings, insts = debug_insts(w)
    n = 0
    for k, ops in insts:
        if k != DBG_SOURCE or not ops:
            continue
        name = strings.get(ops[0], '')
        path = os.path.join(wd, name)
        if not os.path.isfile(path):
            continue    # named by #line
        with open(path, encoding='utf-8') as f:
            text = f.read()
        if len(ops) < 2 or strings.get(ops[1]) != text:
            raise Fail('DebugSource of %s does not hold the file\'s text' % name)
        n += 1
    if not n:
        raise Fail('no DebugSource holds a file\'s text')
    return n


def ocloc_dwarf(spv, devices, wd):
    """{device: elf path} of IGC's DWARF for the module on each device
    (ocloc writes NAME_<family>.dbg beside the binary; given several
    devices at once it makes one archive of binaries without them)."""
    elfs = {}
    for d in devices:
        out = os.path.join(wd, 'ocloc-%s-%s' % (os.path.basename(spv)[:-4], d))
        shutil.rmtree(out, ignore_errors=True)
        # every kernel must be in the binary (oracles.igc_build)
        oracles.igc_build(spv, d, wd, timeout=300, options=['-options', '-g'], out=out)
        dbgs = glob.glob(os.path.join(out, '*.dbg'))
        if len(dbgs) != 1:
            raise Fail('ocloc -g -device %s wrote %d .dbg files for %s' % (d, len(dbgs), os.path.basename(spv)))
        elfs[d] = dwarf.elf_of(dbgs[0], dbgs[0][:-4] + '.elf')
    return elfs


def summary(elf):
    """What the comparison needs of one DWARF, as JSON-able lists."""
    return {'lines': sorted(dwarf.lines(elf)), 'vars': sorted(dwarf.variables(elf)),
            'linkage': sorted(dwarf.linkage_names(elf))}


def inlinable(spv):
    """The module with no function marked DontInline.  llvm-spirv-15 marks
    every function so (clang -O0's noinline); zocc marks none, and IGC
    inlines its helpers.  The reference goes through IGC as zocc's module
    does, so that the comparison is of the debug information, not of what
    IGC's inlining and optimizing keep of it."""
    w = list(oracles.words(spv))
    i = 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        if op == 54 and n >= 5:     # OpFunction: Function Control
            w[i + 3] &= ~2          # DontInline
        i += n or 1
    out = spv[:-4] + '.inline.spv'
    with open(out, 'wb') as f:
        f.write(struct.pack('<%dI' % len(w), *w))
    return out


def function_span(text, name):
    """The lines (from 1) of function name's definition in text: from the
    line of its name to its closing brace."""
    lines = text.splitlines()
    for n, l in enumerate(lines):
        if re.search(r'\b%s\s*\(' % re.escape(name), l) and not l.strip().startswith('//') and \
           not l.rstrip().endswith(';'):
            depth, seen = 0, False
            for m in range(n, len(lines)):
                depth += lines[m].count('{') - lines[m].count('}')
                seen |= '{' in lines[m]
                if seen and depth == 0:
                    return set(range(n + 1, m + 2))
    raise Fail('igc-loses: no definition of %s' % name)


class DebugTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'debug/' + os.path.basename(path)[:-3]

    def _prepare(self, wd):
        shutil.copyfile(self.path, os.path.join(wd, 'k.cl'))
        inc = os.path.join(HERE, 'include')
        if os.path.isdir(inc):
            shutil.copytree(inc, os.path.join(wd, 'include'))

    def _reference(self, text, opts, devices, wd):
        """The reference's DWARF summaries by device and its program-scope
        variables, cached."""
        headers = ''.join(open(p).read() for p in sorted(glob.glob(os.path.join(HERE, 'include', '*'))))
        h = hashlib.sha256(('debug 3\0' + exectest._reference_tools() + '\0' + text + '\0' + headers +
                            '\0' + ' '.join(opts) + '\0' + ','.join(devices)).encode()).hexdigest()[:24]
        cache = os.path.join(self.ctx.build, 'tests', 'refcache', 'debug-' + h + '.json')
        if os.path.exists(cache):
            with open(cache) as f:
                return json.load(f)
        rd = os.path.join(wd, 'ref')
        os.makedirs(rd)
        self._prepare(rd)
        spv = os.path.join(rd, 'k.spv')
        oracles.compile_clang(self.ctx, 'k.cl', spv, opts, rd, extra=oracles.CLANG_DEBUG)
        elfs = ocloc_dwarf(inlinable(spv), devices, rd)
        ref = {'globals': sorted(n for n in global_names(oracles.words(spv)) if n),
               'devices': {d: summary(e) for d, e in elfs.items()}}
        with _lock:
            os.makedirs(os.path.dirname(cache), exist_ok=True)
            with open(cache + '.tmp', 'w') as f:
                json.dump(ref, f)
            os.replace(cache + '.tmp', cache)
        return ref

    def _run(self):
        ctx = self.ctx
        with open(self.path) as f:
            text = f.read()
        spec = kspec.Spec(self.path) if '// kernel:' in text else None
        opts = oracles.split_options(spec.options if spec else
                                     ' '.join(v for _, k, v in directives(text, {'options'})))
        loses = [v for _, k, v in directives(text, {'igc-loses'}) for v in v.split()]
        wd = ctx.workdir(self.name)
        self._prepare(wd)
        spv, spv0 = os.path.join(wd, 'k.spv'), os.path.join(wd, 'k0.spv')
        oracles.compile_zocc(ctx, 'k.cl', spv, opts + ['-g'], wd)
        oracles.compile_zocc(ctx, 'k.cl', spv0, opts, wd)
        w = oracles.validate(spv, wd)
        diff = spvcode.same_code(oracles.words(spv0), w, wd)
        if diff:
            raise Fail('-g changed the code: ' + diff)
        r = run([ctx.zocc, '--verify', spv], cwd=wd)
        if not r.ok:
            raise Fail('zocc --verify: ' + r.brief())
        nsrc = check_sources(w, wd)
        for f in loses:
            if f in function_names(w):
                raise Fail('igc-loses: %s, but zocc gave it a DebugFunction' % f)
        bc = os.path.join(wd, 'k.bc')
        oracles.reverse(spv, bc, wd)
        launches = 0
        if spec and spec.launches:
            lines = []
            envs = []
            for n, l in enumerate(spec.launches):
                ls, env = kspec.prepare(spec, l, n, wd)
                lines += ls
                envs.append(env)
            specfile = os.path.join(wd, 'launch.txt')
            with open(specfile, 'w') as f:
                f.write('\n'.join(lines) + '\n')
            oracles.clrun(ctx, bc, specfile, wd)
            for n, l in enumerate(spec.launches):
                kspec.check(spec, l, envs[n], kspec.results(l, n, wd))
                launches += 1
        devices = oracles.devices_for(w)
        ref = self._reference(text, opts, devices, wd)
        mine = ocloc_dwarf(spv, devices, wd)
        globs = set(ref['globals'])
        nvars = nlines = 0
        for d in devices:
            rs = ref['devices'][d]
            zs = summary(mine[d])
            skip = {('k.cl', l) for f in loses for l in function_span(text, f)}
            zl = {tuple(x) for x in zs['lines']}
            missing = sorted(tuple(x) for x in rs['lines'] if tuple(x) not in zl and tuple(x) not in skip)
            if missing:
                raise Fail('%s: lines the reference\'s line table has and zocc\'s lacks: %s' % (
                    d, ', '.join('%s:%d' % x for x in missing[:8])))
            zv = {tuple(x) for x in zs['vars']}
            anywhere = {(n, t) for _, n, t in zv}
            for fn, n, t in (tuple(x) for x in rs['vars']):
                if fn in loses:
                    continue
                if (fn, n, t) in zv or (n in globs and (n, t) in anywhere):
                    nvars += 1
                    continue
                got = sorted('%s: %s' % (f2, t2) for f2, n2, t2 in zv if n2 == n)
                raise Fail('%s: the reference has %s %s in %s; zocc has %s' % (
                    d, t, n, fn, '; '.join(got) or 'no variable of that name'))
            zn = {tuple(x) for x in zs['linkage']}
            missing = [x for x in (tuple(y) for y in rs['linkage']) if x not in zn and x[0] not in loses]
            if missing:
                raise Fail('%s: the reference\'s linkage names %s are missing' % (d, missing))
            if not rs['lines'] or not rs['vars']:
                raise Fail('%s: the reference\'s DWARF has no %s' % (d, 'lines' if not rs['lines'] else 'variables'))
            nlines += len(rs['lines'])
        return '%d source(s) embedded, %d launch(es) with -g, %s: %d lines and %d variables of the reference\'s' % (
            nsrc, launches, ' '.join(devices), nlines, nvars)


def exec_code(ctx):
    """Every tests/exec kernel: -g changes no code; the -g module passes
    spirv-val and llvm-spirv-15 -r."""
    wd = ctx.workdir('debug/exec-code')
    files = sorted(glob.glob(os.path.join(ctx.tests, 'exec', '**', '*.cl'), recursive=True))
    n = 0
    for path in files:
        spec = kspec.Spec(path)
        opts = oracles.split_options(spec.options)
        name = os.path.relpath(path, os.path.join(ctx.tests, 'exec'))
        shutil.copyfile(path, os.path.join(wd, 'k.cl'))
        a, b = os.path.join(wd, 'a.spv'), os.path.join(wd, 'b.spv')
        r = run([ctx.zocc, '-c', 'k.cl', '-o', a, '-w'] + opts, cwd=wd)
        if not r.ok:
            continue    # a test of an error
        r = run([ctx.zocc, '-c', 'k.cl', '-o', b, '-w', '-g'] + opts, cwd=wd)
        if not r.ok:
            return False, '%s: zocc -g: %s' % (name, r.brief())
        try:
            wb = oracles.validate(b, wd)
            diff = spvcode.same_code(oracles.words(a), wb, wd)
            if diff:
                return False, '%s: -g changed the code: %s' % (name, diff)
            oracles.reverse(b, os.path.join(wd, 'b.bc'), wd)
        except Fail as f:
            return False, '%s: %s' % (name, f)
        n += 1
    return True, '%d kernels: the same code with -g, spirv-val and llvm-spirv-15 -r' % n


def lines_only(ctx):
    """-gline-tables-only: zocc's line table covers clang -gline-tables-only's
    on loops.cl, and neither has variables."""
    wd = ctx.workdir('debug/lines-only')
    shutil.copyfile(os.path.join(HERE, 'loops.cl'), os.path.join(wd, 'k.cl'))
    spv, ref = os.path.join(wd, 'k.spv'), os.path.join(wd, 'ref.spv')
    try:
        oracles.compile_zocc(ctx, 'k.cl', spv, ['-gline-tables-only'], wd)
        oracles.validate(spv, wd)
        oracles.compile_clang(ctx, 'k.cl', ref, [], wd, extra=oracles.CLANG_LINES)
        strings, insts = debug_insts(oracles.words(spv))
        if any(k in (26, 18, 2) for k, _ in insts):
            return False, '-gline-tables-only made variables or types'
        z = ocloc_dwarf(spv, ['tgllp'], wd)['tgllp']
        r = ocloc_dwarf(ref, ['tgllp'], wd)['tgllp']
    except Fail as f:
        return False, str(f)
    zl, rl = dwarf.lines(z), dwarf.lines(r)
    if rl - zl:
        return False, 'lines of clang\'s missing: %s' % sorted(rl - zl)
    if dwarf.variables(z):
        return False, 'variables in the DWARF of -gline-tables-only: %s' % sorted(dwarf.variables(z))[:3]
    return True, '%d lines of clang\'s covered, no variables' % len(rl)


def limits(ctx):
    """-g on what one instruction cannot hold (2.17: 65,535 words): a file
    longer than one OpString, a local's name longer than one OpString, an
    enum of more enumerators than one DebugTypeEnum lists.  The module is
    valid and has the code of the module without -g; the file's DebugSource
    has an empty text, the name is cut to what fits, the enum is described
    as its int; IGC keeps the variables with those names and types."""
    wd = ctx.workdir('debug/limits')
    n = (65535 - 2) * 4 - 1         # bytes of one OpString's text
    name = 'v' * (n + 1000)
    enum = ', '.join('E%d' % i for i in range(33000))
    with open(os.path.join(wd, 'k.cl'), 'w') as f:
        f.write('enum big { %s };\nkernel void k(global int *o)\n{\n\tint %s = o[0];\n'
                '\tenum big e = E7;\n\to[1] = %s + e;\n}\n' % (enum, name, name))
    spv, spv0 = os.path.join(wd, 'k.spv'), os.path.join(wd, 'k0.spv')
    try:
        oracles.compile_zocc(ctx, 'k.cl', spv, ['-g'], wd)
        oracles.compile_zocc(ctx, 'k.cl', spv0, [], wd)
        w = oracles.validate(spv, wd)
        diff = spvcode.same_code(oracles.words(spv0), w, wd)
        if diff:
            return False, '-g changed the code: ' + diff
        oracles.reverse(spv, os.path.join(wd, 'k.bc'), wd)
        strings, insts = debug_insts(w)
        texts = [strings.get(ops[1]) for k, ops in insts if k == DBG_SOURCE and len(ops) > 1]
        if texts != ['']:
            return False, 'DebugSource texts of a file too long for one: %s' % [t and t[:20] for t in texts]
        if any(k == 9 for k, _ in insts):       # DebugTypeEnum
            return False, 'a DebugTypeEnum of 33000 enumerators'
        elf = ocloc_dwarf(spv, ['tgllp'], wd)['tgllp']
    except Fail as f:
        return False, str(f)
    got = {(v, t) for fn, v, t in dwarf.variables(elf) if fn == 'k'}
    want = {(name[:n], 'int'), ('e', 'int'), ('o', 'int *')}
    if got != want:
        return False, 'IGC\'s variables: %s' % sorted((v[:8] + '...(%d)' % len(v), t) for v, t in got)
    return True, 'a %d-byte file, a %d-character name cut to %d, an enum of 33000 as its int' % (
        os.path.getsize(os.path.join(wd, 'k.cl')), len(name), n)


DBG_TYPEDEF, DBG_TYPE_BASIC, DBG_LOCAL = 7, 2, 26
TYPEDEF_CHAIN = 100000


def typedef_chain():
    """typedef int T0; typedef T0 T1; ... (debug.c describes a typedef in
    the one after it: a recursion as deep as the chain)."""
    n = TYPEDEF_CHAIN
    return ('typedef int T0;\n' + ''.join('typedef T%d T%d;\n' % (i - 1, i) for i in range(1, n)) +
            'kernel void k(global int *o, int c) { T%d x = c; o[0] = x; }\n' % (n - 1))


def check_typedef_chain(w):
    """x is a T99999, whose typedefs end in the DebugTypeBasic int."""
    strings, insts = debug_insts(w)
    by_id = {}
    for op, a in oracles.instructions(w):
        if op == OP_EXT_INST and len(a) >= 4:
            by_id[a[1]] = (a[3], a[4:])
    xs = [ops for k, ops in insts if k == DBG_LOCAL and strings.get(ops[0]) == 'x']
    if len(xs) != 1:
        raise Fail('%d DebugLocalVariable x' % len(xs))
    t = by_id.get(xs[0][1])
    if not t or t[0] != DBG_TYPEDEF or strings.get(t[1][0]) != 'T%d' % (TYPEDEF_CHAIN - 1):
        raise Fail('x is not a T%d' % (TYPEDEF_CHAIN - 1))
    for _ in range(TYPEDEF_CHAIN + 1):
        if t[0] != DBG_TYPEDEF:
            break
        t = by_id.get(t[1][1])
    if not t or t[0] != DBG_TYPE_BASIC or strings.get(t[1][0]) != 'int':
        raise Fail('the typedefs of x do not end in int')


def check_enums(w):
    """A DebugTypeEnum for each of the three enums."""
    strings, insts = debug_insts(w)
    names = sorted(strings.get(ops[0]) for k, ops in insts if k == 9)
    if names != ['E', 'F', 'G']:
        raise Fail('DebugTypeEnum of %s' % names)


LONG_NAME = 'vv' + '\u00e9' * 140000     # UTF-8 longer than one OpString, cut inside a character


def utf8_names():
    """A file name that is not UTF-8 (#line) and a name cut to one
    OpString whose cut falls inside a two-byte character."""
    return (b'#line 7 "\xff\xfe bad.cl"\nkernel void k(global int *o)\n{\n\tint ' + LONG_NAME.encode() +
            b' = o[1];\n\to[0] = ' + LONG_NAME.encode() + b';\n}\n')


def check_utf8(w):
    """Every OpString is UTF-8 (2.2.1); the long name is cut to a prefix."""
    strings = {}
    for op, a in oracles.instructions(w):
        if op == OP_STRING:
            b = struct.pack('<%dI' % (len(a) - 1), *a[1:]).split(b'\0', 1)[0]
            try:
                strings[a[0]] = b.decode('utf-8')
            except UnicodeDecodeError as e:
                raise Fail('an OpString is not UTF-8: %s' % e)
    names = [t for t in strings.values() if t.startswith('vv')]
    if len(names) != 1 or not LONG_NAME.startswith(names[0]) or len(names[0].encode()) < (65535 - 2) * 4 - 4:
        raise Fail('the long name is not cut to a prefix that fills an OpString: %s' %
                   [len(t.encode()) for t in names])


# Programs whose shape is hostile to the debug information writer: each
# compiles with -g and -gline-tables-only (exit 0, no sanitizer report on
# the --sanitize build) to a valid module with the code of the module
# without -g; check(words) looks at the debug instructions.
HOSTILE = [
    ('typedef-chain', typedef_chain, check_typedef_chain),
    # enumerators at the ends of long (the next one after INT64_MAX was a
    # signed overflow in sema and in debug.c)
    ('enum-extremes', lambda: 'enum E { A = 9223372036854775807L };\n'
     'enum F { B = -9223372036854775807L - 1, C };\nenum G { H = 0xffffffffffffffffUL, I };\n'
     'kernel void k(global int *o) { enum E e = A; enum F f = C; enum G g = I; o[0] = e + f + g; }\n',
     check_enums),
    ('utf8-names', utf8_names, check_utf8),
]


def hostile(ctx):
    wd = ctx.workdir('debug/hostile')
    done = []
    for name, make, check in HOSTILE:
        src = os.path.join(wd, name + '.cl')
        text = make()
        with open(src, 'wb' if isinstance(text, bytes) else 'w') as f:
            f.write(text)
        plain = os.path.join(wd, name + '.spv')
        try:
            oracles.compile_zocc(ctx, src, plain, [], wd)
            for mode in ('-g', '-gline-tables-only'):
                spv = os.path.join(wd, name + mode + '.spv')
                oracles.compile_zocc(ctx, src, spv, [mode], wd)
                w = oracles.validate(spv, wd)
                diff = spvcode.same_code(oracles.words(plain), w, wd)
                if diff:
                    raise Fail('%s changed the code: %s' % (mode, diff))
                if check and mode == '-g':
                    check(w)
        except Fail as f:
            return False, '%s: %s' % (name, f)
        done.append(name)
    return True, ', '.join(done)


def ze(ctx):
    """-device ze refuses -g (the environment lists only OpenCL.std); the
    verifier refuses a -g module for ze with the rule's key and accepts it
    for the default target and a device."""
    wd = ctx.workdir('debug/ze')
    shutil.copyfile(os.path.join(HERE, 'loops.cl'), os.path.join(wd, 'k.cl'))
    r = run([ctx.zocc, '-c', 'k.cl', '-o', 'k.spv', '-g', '-device', 'ze'], cwd=wd)
    if r.ok or 'OpenCL.DebugInfo.100' not in r.err or r.code != 2:
        return False, '-g -device ze: exit %d, %s' % (r.code, r.err.strip()[:200])
    r = run([ctx.zocc, '-c', 'k.cl', '-o', 'k.spv', '-g'], cwd=wd)
    if not r.ok:
        return False, 'zocc -g: ' + r.brief()
    for dev, ok in ((None, True), ('tgllp', True), ('ze', False)):
        r = run([ctx.zocc] + (['-device', dev] if dev else []) + ['--verify', 'k.spv'], cwd=wd)
        if r.ok != ok or (not ok and '[extinst-set]' not in r.err):
            return False, 'zocc --verify%s: exit %d, %s' % (' -device ' + dev if dev else '', r.code,
                                                           r.err.strip()[:200])
    return True, '-g -device ze refused; the module verified for any and tgllp, refused for ze'


DBG_DECLARE, DBG_VALUE = 28, 29


def variable_records(w):
    """{variable name: DebugValue and DebugDeclare records naming it}."""
    strings, insts = debug_insts(w)
    names = {}
    for op, a in oracles.instructions(w):
        if op == OP_EXT_INST and len(a) >= 5 and a[3] == DBG_LOCAL:
            names[a[1]] = strings.get(a[4])
    dset = oracles.debug_set(w)
    n = {}
    for op, a in oracles.instructions(w):
        if op == OP_EXT_INST and len(a) >= 5 and a[2] == dset and a[3] in (DBG_DECLARE, DBG_VALUE):
            v = names.get(a[4])
            n[v] = n.get(v, 0) + 1
    return n


def dwarf_all(dbg, wd):
    """(lines, variables) of every ELF in IGC's .dbg file (one per kernel)."""
    with open(dbg, 'rb') as f:
        data = f.read()
    starts = [m.start() for m in re.finditer(b'\x7fELF', data)] + [len(data)]
    lines, variables = set(), set()
    for k in range(len(starts) - 1):
        elf = os.path.join(wd, 'k%d.elf' % k)
        with open(elf, 'wb') as f:
            f.write(data[starts[k]:starts[k + 1]])
        lines |= dwarf.lines(elf)
        variables |= dwarf.variables(elf)
    return lines, variables


class Fp64LoopTest(Test):
    """tests/debug/fp64/*.cl: loops of double arithmetic, where IGC (its
    MadLoopSlice pass) crashes on a variable record (irgen/dbgloops.c).
    zocc -g makes the code of the module without -g, valid; IGC builds it
    with -g on every fp64 device with a kernel heap for every kernel; its
    DWARF has the lines marked `// line` and the variables `// vars:`
    names; `// debug-records: NAME MIN MAX` bounds the DebugValue and
    DebugDeclare records naming NAME (none inside such a loop, all of them
    in the loops of float and int); the kernels compute their `expect:`
    values on PoCL with -g."""

    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'debug/fp64-' + os.path.basename(path)[:-3]

    def _run(self):
        ctx = self.ctx
        with open(self.path) as f:
            text = f.read()
        spec = kspec.Spec(self.path)
        wd = ctx.workdir(self.name)
        shutil.copyfile(self.path, os.path.join(wd, 'k.cl'))
        spv, spv0 = os.path.join(wd, 'k.spv'), os.path.join(wd, 'k0.spv')
        oracles.compile_zocc(ctx, 'k.cl', spv, ['-g'], wd)
        oracles.compile_zocc(ctx, 'k.cl', spv0, [], wd)
        w = oracles.validate(spv, wd)
        diff = spvcode.same_code(oracles.words(spv0), w, wd)
        if diff:
            raise Fail('-g changed the code: ' + diff)
        records = variable_records(w)
        for _, _, v in directives(text, {'debug-records'}):
            name, lo, hi = v.split()
            if not int(lo) <= records.get(name, 0) <= int(hi):
                raise Fail('%d DebugValue/DebugDeclare records of %s, not %s to %s' % (
                    records.get(name, 0), name, lo, hi))
        want_lines = {('k.cl', n) for n, l in enumerate(text.splitlines(), 1) if l.rstrip().endswith('// line')}
        want_vars = {v for _, _, vs in directives(text, {'vars'}) for v in vs.split()}
        devices = oracles.devices_for(w, fp64=True)
        for d in devices:
            binary = oracles.igc_build(spv, d, wd, timeout=300, options=['-options', '-g'])
            dbgs = glob.glob(binary + '.dbg')
            if len(dbgs) != 1:
                raise Fail('ocloc -g -device %s wrote no .dbg file' % d)
            lines, variables = dwarf_all(dbgs[0], wd)
            if want_lines - lines:
                raise Fail('%s: DWARF lacks lines %s' % (d, sorted(n for _, n in want_lines - lines)))
            missing = want_vars - {n for _, n, _ in variables}
            if missing:
                raise Fail('%s: DWARF lacks variables %s' % (d, sorted(missing)))
        _, envs = exectest.run_on_pocl(ctx, spec, spv, wd)
        for n, l in enumerate(spec.launches):
            kspec.check(spec, l, envs[n], kspec.results(l, n, wd))
        return '%s: every kernel kept with -g; %d lines, %d variables in the DWARF; records %s; values on PoCL' % (
            ' '.join(devices), len(want_lines), len(want_vars),
            ' '.join('%s=%d' % (v.split()[0], records.get(v.split()[0], 0))
                     for _, _, v in directives(text, {'debug-records'})))


def collect(ctx):
    tests = [DebugTest(ctx, p) for p in sorted(glob.glob(os.path.join(HERE, '*.cl')))]
    tests += [Fp64LoopTest(ctx, p) for p in sorted(glob.glob(os.path.join(HERE, 'fp64', '*.cl')))]
    tests.append(FuncTest('debug/exec-code', lambda: exec_code(ctx)))
    tests.append(FuncTest('debug/lines-only', lambda: lines_only(ctx)))
    tests.append(FuncTest('debug/limits', lambda: limits(ctx)))
    tests.append(FuncTest('debug/ze', lambda: ze(ctx)))
    tests.append(FuncTest('debug/hostile', lambda: hostile(ctx)))
    return tests
