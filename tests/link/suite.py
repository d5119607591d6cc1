"""tests/link — separate compilation and linking.

Each directory of tests/link/progs is a program of several files compiled
one by one and linked.  Its main.cl carries the launch and the expected
values in tests/lib/kspec.py's comments, and says which files make the
program (`// parts: main.cl lib.cl`, each compiled with its own
`// options:` or else main.cl's) and, optionally, which of them are first
joined into one library (`// library: liba.cl libb.cl`, -create-library).
Each program runs four ways:

  link/NAME/zocc        zocc -c each part (main.cl's imports warned about,
                        an error under -Werror=undefined-import), zocc
                        --link; the result has no linkage left, passes
                        spirv-val, IGC on every device that has what it
                        declares, and computes the expected values on PoCL
                        (with a library first: linked again through it);
  link/NAME/spirv-link  zocc's parts linked by SPIRV-Tools' spirv-link
                        (zocc's imports and exports are what it expects),
                        spirv-val, PoCL;
  link/NAME/reference   the parts compiled by clang-15 + llvm-spirv-15 and
                        linked by zocc --link, IGC, PoCL;
  link/NAME/mixed       zocc's main.cl with the reference's other parts,
                        linked by zocc and by spirv-link, PoCL.

`// no-pocl: TAG...: WHY` sends the links it names (zocc, library,
spirv-link, reference, mixed, mixed-spirv-link) to IGC on every device
instead of PoCL, for what PoCL or llvm-spirv-15 -r cannot take.

link/error/*: what cannot be linked is an error naming the symbol (or the
module and the word) and leaves no output: a type mismatch (function and
variable), an unresolved import (a mangled overload's too), a symbol
exported twice, a function against a variable, two kernels of one name,
a struct passed by value between zocc's module and clang's (which passes
a pointer),
recursion through two modules, a feature the -device lacks, and modules
that are not SPIR-V or that break its rules (empty, odd size, text,
byte-swapped, cut short, an id past the bound, a function's value used in
another function, an instruction set zocc cannot renumber, another memory
model).
link/library-*: a link without kernels, and -create-library, keep their
exports (and, for the latter, unresolved imports) and link again.
"""

import os
import re
import shutil
import struct

import kspec
import oracles
from rig import Fail, FuncTest, Test, directives, run

OP_DECORATE = 71
DECO_LINKAGE = 41
CAP_LINKAGE = 5


def _linkage(w):
    """(linkage names by type: {0: exports, 1: imports}, Linkage capability)."""
    names = {0: set(), 1: set()}
    for op, a in oracles.instructions(w):
        if op == OP_DECORATE and len(a) >= 3 and a[1] == DECO_LINKAGE:
            raw = struct.pack('<%dI' % (len(a) - 3), *a[2:-1])
            names.setdefault(a[-1], set()).add(raw.split(b'\0')[0].decode())
    return names, CAP_LINKAGE in oracles.capabilities(w)


def _zocc(ctx, args, cwd, ok=True):
    r = run([ctx.zocc] + args, cwd=cwd, timeout=60)
    san = r.sanitizer_report()
    if san:
        raise Fail('zocc: ' + san)
    if r.code not in (0, 1, 2):
        raise Fail('zocc %s: exit %d: %s' % (' '.join(args[:2]), r.code, r.brief()))
    if ok and not r.ok:
        raise Fail('zocc %s: %s' % (' '.join(args), r.brief(6)))
    return r


def _spirv_link(spvs, out, cwd):
    r = run(['spirv-link'] + spvs + ['-o', out], cwd=cwd)
    if not r.ok:
        raise Fail('spirv-link: ' + r.brief())


class Program:
    """A program of tests/link/progs: its parts and its launches."""

    def __init__(self, path):
        self.dir = path
        self.name = os.path.basename(path)
        self.spec = kspec.Spec(os.path.join(path, 'main.cl'))
        d = dict((k, v.split()) for _, k, v in directives(self.spec.text, {'parts', 'library'}))
        self.no_pocl = {}  # tag -> why PoCL cannot run that link
        for _, _, v in directives(self.spec.text, {'no-pocl'}):
            tags, _, why = v.partition(':')
            for t in tags.split():
                self.no_pocl[t] = why.strip()
        self.parts = d.get('parts', [])
        self.library = d.get('library', [])
        if 'main.cl' not in self.parts:
            raise Fail('%s: main.cl is not among its parts' % self.name)

    def options(self, part):
        """The part's own options, else main.cl's."""
        with open(os.path.join(self.dir, part), encoding='utf-8') as f:
            own = [v for _, _, v in directives(f.read(), {'options'})]
        return oracles.split_options(' '.join(own) if own else self.spec.options)

    def setup(self, wd):
        for f in os.listdir(self.dir):
            shutil.copyfile(os.path.join(self.dir, f), os.path.join(wd, f))

    def compile(self, ctx, compiler, wd, parts=None):
        """Each part compiled on its own: {part: its .spv}."""
        out = {}
        for p in parts or self.parts:
            spv = os.path.join(wd, '%s.%s.spv' % (p[:-3], compiler))
            oracles.compile(ctx, compiler, p, spv, self.options(p), wd)
            out[p] = spv
        return out


def _execute(ctx, prog, spv, wd, devices, tag):
    """spirv-val, IGC on devices (all that can take it for None; the first
    of the list that can, else), llvm-spirv -r, PoCL, and the program's
    expected values.  A program that says why PoCL cannot run a link
    goes to IGC instead of PoCL for the tags it names (`// no-pocl: TAG
    TAG: WHY`)."""
    w = oracles.validate(spv, wd)
    names, cap = _linkage(w)
    if names[0] or names[1] or cap:
        raise Fail('%s: the linked module keeps linkage (exports %s, imports %s, Linkage %s)' % (
            tag, sorted(names[0]), sorted(names[1]), cap))
    able = oracles.devices_for(w, 'fp64' in prog.spec.requires)
    if tag in prog.no_pocl:
        oracles.igc(spv, able, wd)
        return 'IGC on %s (not PoCL: %s)' % (' '.join(able), prog.no_pocl[tag])
    devs = able if devices is None else [d for d in able if d in devices][:1]
    if devs:
        oracles.igc(spv, devs, wd)
    bc = spv[:-4] + '.bc'
    oracles.reverse(spv, bc, wd)
    rd = os.path.join(wd, 'run-' + tag)
    shutil.rmtree(rd, ignore_errors=True)
    os.makedirs(rd)
    lines, envs = [], []
    for n, l in enumerate(prog.spec.launches):
        ls, env = kspec.prepare(prog.spec, l, n, rd)
        lines += ls
        envs.append(env)
    specfile = os.path.join(rd, 'launch.txt')
    with open(specfile, 'w') as f:
        f.write('\n'.join(lines) + '\n')
    oracles.clrun(ctx, bc, specfile, rd)
    checks = 0
    for n, l in enumerate(prog.spec.launches):
        kspec.check(prog.spec, l, envs[n], kspec.results(l, n, rd))
        checks += len(l.expects)
    return '%d check(s), IGC on %s' % (checks, ' '.join(devs) or 'none')


class T(Test):
    """A test whose function returns its message or raises Fail."""

    def __init__(self, name, fn):
        self.name = name
        self.fn = fn

    def _run(self):
        return self.fn()


class LinkTest(Test):
    def __init__(self, ctx, prog, way):
        self.ctx = ctx
        self.prog = prog
        self.way = way
        self.name = 'link/%s/%s' % (prog.name, way)

    def _run(self):
        ctx, prog = self.ctx, self.prog
        wd = ctx.workdir(self.name)
        prog.setup(wd)
        out = os.path.join(wd, 'linked.spv')
        if self.way == 'zocc':
            return self._zocc(wd, out)
        if self.way == 'spirv-link':
            spvs = prog.compile(ctx, 'zocc', wd)
            _spirv_link([spvs[p] for p in prog.parts], out, wd)
            return 'spirv-link: ' + _execute(ctx, prog, out, wd, [], 'spirv-link')
        if self.way == 'reference':
            spvs = prog.compile(ctx, 'clang', wd)
            _zocc(ctx, ['--link'] + [spvs[p] for p in prog.parts] + ['-o', out], wd)
            return _execute(ctx, prog, out, wd, ['tgllp', 'pvc'], 'reference')
        # mixed: zocc's main.cl, the reference's other parts
        z = prog.compile(ctx, 'zocc', wd, ['main.cl'])
        c = prog.compile(ctx, 'clang', wd, [p for p in prog.parts if p != 'main.cl'])
        spvs = [z[p] if p in z else c[p] for p in prog.parts]
        _zocc(ctx, ['--link'] + spvs + ['-o', out], wd)
        res = _execute(ctx, prog, out, wd, [], 'mixed')
        out2 = os.path.join(wd, 'linked-spirv-link.spv')
        _spirv_link(spvs, out2, wd)
        res += '; spirv-link: ' + _execute(ctx, prog, out2, wd, [], 'mixed-spirv-link')
        return res

    def _zocc(self, wd, out):
        ctx, prog = self.ctx, self.prog
        # main.cl's imports: a warning each, an error each with -Werror=
        r = _zocc(ctx, ['-c', 'main.cl', '-o', 'main.zocc.spv'] + prog.options('main.cl'), wd)
        warned = set(re.findall(r"warning: (?:function|variable) '(\w+)' is used but not defined in this program: "
                                r"the module imports it.*\[-Wundefined-import\]", r.err))
        if not warned:
            raise Fail('compiling main.cl warned of no import: %s' % r.brief())
        strict = _zocc(ctx, ['-c', 'main.cl', '-o', 'strict.spv', '-Werror=undefined-import'] +
                       prog.options('main.cl'), wd, ok=False)
        if strict.code != 1 or os.path.exists(os.path.join(wd, 'strict.spv')):
            raise Fail('-Werror=undefined-import did not fail main.cl (exit %d)' % strict.code)
        spvs = prog.compile(ctx, 'zocc', wd)
        imports = _linkage(oracles.words(spvs['main.cl']))[0][1]
        if not imports:
            raise Fail('main.cl\'s module imports nothing')
        _zocc(ctx, ['--link'] + [spvs[p] for p in prog.parts] + ['-o', out], wd)
        res = '%d import(s); %s' % (len(imports), _execute(ctx, prog, out, wd, None, 'zocc'))
        if prog.library:
            # the library first, then the rest with it
            lib = os.path.join(wd, 'library.spv')
            _zocc(ctx, ['--link', '-create-library'] + [spvs[p] for p in prog.library] + ['-o', lib], wd)
            names, cap = _linkage(oracles.validate(lib, wd))
            if not names[0] or not cap:
                raise Fail('-create-library: the library exports nothing (Linkage %s)' % cap)
            rest = [spvs[p] for p in prog.parts if p not in prog.library]
            out2 = os.path.join(wd, 'linked2.spv')
            _zocc(ctx, ['--link'] + rest + [lib, '-o', out2], wd)
            res += '; through the library (exports %s): %s' % (
                ' '.join(sorted(names[0])), _execute(ctx, prog, out2, wd, [], 'library'))
        return res


# ---- what cannot be linked ------------------------------------------------

# name: (sources, compile options, link options, expected messages)
ERRORS = {
    'type-mismatch': (
        {'main.cl': 'float scale(float);\nextern global int counter;\n'
                    'kernel void k(global float *o) { o[0] = scale(o[0]) + counter; }\n',
         'lib.cl': 'int scale(int x) { return x; }\nglobal float counter = 1;\n'},
        ['-cl-std=CL2.0'], [],
        ["zocc: error: symbol 'scale' has type 'float (float)' in main.spv but 'int (int)' in lib.spv",
         "zocc: error: symbol 'counter' has type 'global int' in main.spv but 'global float' in lib.spv"]),
    'struct-mismatch': (
        {'main.cl': 'struct S { int a; float b; };\nint get(struct S *s);\n'
                    'kernel void k(global int *o) { struct S s = {1, 2}; o[0] = get(&s); }\n',
         'lib.cl': 'struct S { int a; int b; };\nint get(struct S *s) { return s->a; }\n'},
        [], [],
        ["zocc: error: symbol 'get' has type 'int (private struct {int, float} *)' in main.spv "
         "but 'int (private struct {int, int} *)' in lib.spv"]),
    'unresolved': (
        {'main.cl': 'float scale(float);\nextern constant int table[4];\n'
                    '__attribute__((overloadable)) int twice(int);\n'
                    'kernel void k(global float *o) { o[0] = scale(o[0]) + table[1] + twice(2); }\n',
         'lib.cl': '__attribute__((overloadable)) int twice(uint x) { return 2 * x; }\n'},
        [], [],
        ["zocc: error: unresolved import: function 'scale' (imported by main.spv) is exported by none of "
         "the modules linked",
         "zocc: error: unresolved import: variable 'table' (imported by main.spv) is exported by none of "
         "the modules linked",
         "zocc: error: unresolved import: function '_Z5twicei' (imported by main.spv) is exported by none "
         "of the modules linked"]),
    'duplicate-export': (
        {'main.cl': 'int f(int);\nkernel void k(global int *o) { o[0] = f(1); }\n',
         'a.cl': 'int f(int x) { return x; }\n', 'b.cl': 'int f(int x) { return x + 1; }\n'},
        [], [], ["zocc: error: symbol 'f' is exported twice: by a.spv and by b.spv"]),
    'function-variable': (
        {'main.cl': 'int table(int);\nkernel void k(global int *o) { o[0] = table(1); }\n',
         'lib.cl': 'constant int table[2] = {1, 2};\n'},
        [], [], ["zocc: error: symbol 'table' is a function in main.spv but a variable in lib.spv"]),
    'kernel-twice': (
        {'main.cl': 'kernel void k(global int *o) { o[0] = 1; }\n',
         'other.cl': 'kernel void k(global int *o) { o[0] = 2; }\n'},
        [], [], ["zocc: error: entry point 'k' is in main.spv and in other.spv"]),
    'recursion': (
        {'main.cl': 'int f(int);\nkernel void k(global int *o) { o[0] = f(3); }\n',
         'a.cl': 'int g(int);\nint f(int x) { return x ? g(x - 1) : 0; }\n',
         'b.cl': 'int f(int);\nint g(int x) { return f(x) + 1; }\n'},
        [], ['-device', 'ze'], ['zocc: error: the linked module: word ', '[recursion]']),
    'nothing-to-link': (
        {'helpers.cl': 'static int helper(int x) { return x + 1; }\n', 'empty.cl': ''},
        [], [],
        ["zocc: error: the modules linked have no kernel and export nothing: there is no module to make "
         "(link a module with a kernel, or pass -create-library for an empty library)"]),
    'device': (
        {'main.cl': 'double half_of(double);\n'
                    'kernel void k(global double *o) { o[0] = half_of(o[0]); }\n',
         'lib.cl': 'double half_of(double x) { return x / 2; }\n'},
        [], ['-device', 'tgllp'],
        ['zocc: error: main.spv: word ', 'zocc: error: lib.spv: word ', 'Float64']),
}


def error_test(ctx, name, case):
    srcs, copts, lopts, expect = case
    wd = ctx.workdir('link/error/' + name)
    spvs = []
    for f, text in srcs.items():
        with open(os.path.join(wd, f), 'w') as fh:
            fh.write(text)
        spv = f[:-3] + '.spv'
        _zocc(ctx, ['-c', f, '-o', spv] + copts, wd)
        spvs.append(spv)
    r = _zocc(ctx, ['--link'] + spvs + ['-o', 'out.spv'] + lopts, wd, ok=False)
    if r.code != 1:
        raise Fail('zocc --link: exit %d, not 1: %s' % (r.code, r.brief()))
    missing = [e for e in expect if e not in r.err]
    if missing:
        raise Fail('zocc --link does not say %r: %s' % (missing[0], r.brief(8)))
    if os.path.exists(os.path.join(wd, 'out.spv')):
        raise Fail('an output file was left behind after an error')
    if name == 'device':
        # the device that has fp64 takes them
        ok = _zocc(ctx, ['--link'] + spvs + ['-o', 'out.spv', '-device', 'pvc'], wd, ok=False)
        if not ok.ok:
            raise Fail('-device pvc: %s' % ok.brief())
    return '%d message(s)' % len(expect)


def struct_by_value(ctx):
    """A struct passed by value: zocc passes the value, clang's translator
    a pointer (ByVal), so a zocc module and a clang module do not link
    through such a function; the linker says so with both types."""
    wd = ctx.workdir('link/error/struct-by-value')
    with open(os.path.join(wd, 'main.cl'), 'w') as f:
        f.write('typedef struct P { int a; float b; } P;\nint take(P p);\n'
                'kernel void k(global int *o) { P p = {1, 2}; o[0] = take(p); }\n')
    with open(os.path.join(wd, 'lib.cl'), 'w') as f:
        f.write('typedef struct P { int a; float b; } P;\nint take(P p) { return p.a + (int)p.b; }\n')
    _zocc(ctx, ['-c', 'main.cl', '-o', 'main.spv', '-w'], wd)
    oracles.compile(ctx, 'clang', 'lib.cl', os.path.join(wd, 'lib.spv'), [], wd)
    r = _zocc(ctx, ['--link', 'main.spv', 'lib.spv', '-o', 'out.spv'], wd, ok=False)
    want = ("zocc: error: symbol 'take' has type 'int (struct {int, float})' in main.spv "
            "but 'int (private struct {int, float} *)' in lib.spv")
    if r.code != 1 or want not in r.err:
        raise Fail('zocc --link: exit %d, not 1 with %r: %s' % (r.code, want, r.brief()))
    return 'the mismatch named'


GOOD = 'int f(int x) { return x + 1; }\n'


def _asm(ctx, wd, name, text):
    with open(os.path.join(wd, name + '.spvasm'), 'w') as f:
        f.write(text)
    r = run(['spirv-as', '--target-env', 'spv1.0', name + '.spvasm', '-o', name + '.spv'], cwd=wd)
    if not r.ok:
        raise Fail('spirv-as %s: %s' % (name, r.brief()))
    return name + '.spv'


ASM_HEAD = ('OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\n%s'
            'OpMemoryModel %s OpenCL\n')
ASM_FN = ('%%int = OpTypeInt 32 0\n%%fn = OpTypeFunction %%int %%int\n'
          '%%f = OpFunction %%int None %%fn\n%%x = OpFunctionParameter %%int\n%%l = OpLabel\n'
          '%s' 'OpReturnValue %s\nOpFunctionEnd\n')


def bad_inputs(ctx):
    """Modules that are no SPIR-V, or break its rules: an error naming the
    file, never a crash."""
    wd = ctx.workdir('link/error/bad-inputs')
    with open(os.path.join(wd, 'good.cl'), 'w') as f:
        f.write(GOOD)
    _zocc(ctx, ['-c', 'good.cl', '-o', 'good.spv'], wd)
    with open(os.path.join(wd, 'good.spv'), 'rb') as f:
        good = f.read()
    w = list(struct.unpack('<%dI' % (len(good) // 4), good))

    def wr(name, data):
        with open(os.path.join(wd, name), 'wb') as f:
            f.write(data)
        return name

    small = list(w)
    small[3] = 2   # the bound below the ids used
    cases = [
        (wr('empty.spv', b''), "zocc: error: empty.spv: word 0: the module has 0 words; a SPIR-V module starts with a 5-word header"),
        (wr('odd.spv', good[:-2]), "zocc: error: 'odd.spv' is not a SPIR-V binary: its size"),
        (wr('text.spv', b'kernel void k() {}\n\n'), 'zocc: error: text.spv: word 0: not a SPIR-V module: it starts with 0x6e72656b'),
        (wr('swapped.spv', struct.pack('>%dI' % len(w), *w)), 'zocc: error: swapped.spv: word 0: the module\'s words are byte-swapped'),
        (wr('cut.spv', good[:len(good) - 8]), 'zocc: error: cut.spv: word '),
        (wr('bound.spv', struct.pack('<%dI' % len(small), *small)), 'zocc: error: bound.spv: word '),
        ('missing.spv', "zocc: error: no such file or directory: 'missing.spv'"),
        (_asm(ctx, wd, 'glsl', ASM_HEAD % ('%ext = OpExtInstImport "GLSL.std.450"\n', 'Physical64') +
              'OpDecorate %f LinkageAttributes "f" Export\n' +
              ASM_FN % ('%y = OpExtInst %int %ext SAbs %x\n', '%y')),
         "zocc: error: glsl.spv: word ", "instruction set 'GLSL.std.450' is one zocc cannot link"),
        (_asm(ctx, wd, 'foreign', ASM_HEAD % ('', 'Physical64') +
              'OpDecorate %f LinkageAttributes "h" Export\n' + ASM_FN % ('', '%x') +
              '%g = OpFunction %int None %fn\n%z = OpFunctionParameter %int\n%m = OpLabel\n'
              'OpReturnValue %x\nOpFunctionEnd\n'),
         "zocc: error: foreign.spv: word ", "is defined in another function"),
        (_asm(ctx, wd, 'phys32', ASM_HEAD % ('', 'Physical32') +
              'OpDecorate %f LinkageAttributes "g" Export\n' + ASM_FN % ('', '%x')),
         'zocc: error: good.spv has the memory model Physical64 OpenCL but phys32.spv has Physical32 OpenCL'),
    ]
    said = 0
    for c in cases:
        f, msgs = c[0], c[1:]
        r = _zocc(ctx, ['--link', 'good.spv', f, '-o', 'out.spv'], wd, ok=False)
        if r.code != 1:
            raise Fail('%s: exit %d, not 1: %s' % (f, r.code, r.brief()))
        for m in msgs:
            if m not in r.err:
                raise Fail('%s: zocc does not say %r: %s' % (f, m, r.brief(4)))
        if os.path.exists(os.path.join(wd, 'out.spv')):
            raise Fail('%s: an output file was left behind' % f)
        said += 1
    return '%d bad modules refused' % said


def libraries(ctx):
    """A link without kernels keeps its exports; -create-library keeps
    exports and unresolved imports; either links again."""
    wd = ctx.workdir('link/libraries')
    srcs = {'a.cl': 'int g(int);\nint f(int x) { return g(x) * 2; }\n',
            'b.cl': 'int g(int x) { return x + 1; }\nconstant int t[2] = {5, 6};\n'
                    'int unused(int x) { return g(x) * 7; }\n',
            'c.cl': 'int g(int);\nint h(int x) { return g(x) + 5; }\n',
            'main.cl': 'int f(int);\nextern constant int t[2];\n'
                       'kernel void k(global int *o) { o[get_global_id(0)] = f(3) + t[1]; }\n'}
    for f, text in srcs.items():
        with open(os.path.join(wd, f), 'w') as fh:
            fh.write(text)
        _zocc(ctx, ['-c', f, '-o', f[:-3] + '.spv'], wd)
    _zocc(ctx, ['--link', 'a.spv', 'b.spv', '-o', 'ab.spv'], wd)
    names, cap = _linkage(oracles.validate(os.path.join(wd, 'ab.spv'), wd))
    if names[0] != {'f', 'g', 't', 'unused'} or names[1] or not cap:
        raise Fail('a.spv + b.spv without kernels: exports %s, imports %s' % (sorted(names[0]), sorted(names[1])))
    _zocc(ctx, ['--link', 'a.spv', '-create-library', '-o', 'a-lib.spv'], wd)
    names, cap = _linkage(oracles.validate(os.path.join(wd, 'a-lib.spv'), wd))
    if names[0] != {'f'} or names[1] != {'g'}:
        raise Fail('-create-library of a.spv: exports %s, imports %s' % (sorted(names[0]), sorted(names[1])))
    # two modules importing g: the library imports it once
    _zocc(ctx, ['--link', 'a.spv', 'c.spv', '-create-library', '-o', 'ac-lib.spv'], wd)
    w = oracles.validate(os.path.join(wd, 'ac-lib.spv'), wd)
    nimports = sum(1 for op, a in oracles.instructions(w) if op == OP_DECORATE and len(a) >= 3 and
                   a[1] == DECO_LINKAGE and a[-1] == 1)
    if nimports != 1:
        raise Fail('-create-library of a.spv and c.spv, which both import g: %d imports' % nimports)
    _zocc(ctx, ['--link', 'main.spv', 'a-lib.spv', 'b.spv', '-o', 'all.spv'], wd)
    w = oracles.validate(os.path.join(wd, 'all.spv'), wd)
    names, cap = _linkage(w)
    if names[0] or names[1] or cap:
        raise Fail('the program keeps linkage: %s' % names)
    # a program holds what its kernels reach
    fns = set()
    for op, a in oracles.instructions(w):
        if op == 5:  # OpName
            fns.add(struct.pack('<%dI' % (len(a) - 1), *a[1:]).split(b'\0')[0].decode())
    if 'unused' in fns or not {'f', 'g'} <= fns:
        raise Fail('the program\'s functions: %s (the library\'s unused one left out, f and g kept)' % sorted(fns))
    oracles.igc(os.path.join(wd, 'all.spv'), ['tgllp'], wd)
    # LinkOnceODR (SPV_KHR_linkonce_odr): two modules define f, one stays
    lo = ('OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\n'
          'OpExtension "SPV_KHR_linkonce_odr"\nOpMemoryModel Physical64 OpenCL\n'
          'OpDecorate %f LinkageAttributes "f" LinkOnceODR\n' + ASM_FN % ('', '%x'))
    _asm(ctx, wd, 'odr1', lo)
    _asm(ctx, wd, 'odr2', lo)
    _zocc(ctx, ['--link', 'main.spv', 'odr1.spv', 'odr2.spv', 'b.spv', '-o', 'odr.spv'], wd)
    w = oracles.validate(os.path.join(wd, 'odr.spv'), wd)
    nfn = sum(1 for op, a in oracles.instructions(w) if op == 54)  # OpFunction
    if nfn != 2 or _linkage(w)[1]:
        raise Fail('f defined LinkOnceODR twice: %d functions (k and one f expected)' % nfn)
    # nothing exported and no kernel: -create-library makes an empty
    # library (Linkage, valid), as zocc -c does of an empty program
    with open(os.path.join(wd, 'empty.cl'), 'w') as fh:
        fh.write('static int helper(int x) { return x; }\n')
    _zocc(ctx, ['-c', 'empty.cl', '-o', 'empty.spv'], wd)
    _zocc(ctx, ['--link', '-create-library', 'empty.spv', '-o', 'empty-lib.spv'], wd)
    names, cap = _linkage(oracles.validate(os.path.join(wd, 'empty-lib.spv'), wd))
    if names[0] or names[1] or not cap:
        raise Fail('-create-library of a module exporting nothing: %s, Linkage %s' % (names, cap))
    return 'library, partial library, program without the library\'s unused function, LinkOnceODR, empty library'


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = []
    base = os.path.join(ctx.tests, 'link', 'progs')
    for name in sorted(os.listdir(base)):
        try:
            prog = Program(os.path.join(base, name))
        except Fail as e:
            tests.append(FuncTest('link/' + name, lambda e=e: (False, str(e))))
            continue
        for way in ('zocc', 'spirv-link', 'reference', 'mixed'):
            tests.append(LinkTest(ctx, prog, way))
    for name in sorted(ERRORS):
        tests.append(T('link/error/' + name, lambda n=name: error_test(ctx, n, ERRORS[n])))
    tests.append(T('link/error/bad-inputs', lambda: bad_inputs(ctx)))
    tests.append(T('link/error/struct-by-value', lambda: struct_by_value(ctx)))
    tests.append(T('link/libraries', lambda: libraries(ctx)))
    return tests
