#!/usr/bin/env python3
"""suite.py — tests of the Level Zero SPIR-V environment check (zocc_verify)
and of the device profiles.

    python3 tests/verify/suite.py --build build [-v] [FILTER...]

or collected by tests/run.py (collect(ctx)).  The tests:

verify/cases/NAME[DEVICE]
    tests/verify/cases/NAME.spvasm is assembled with spirv-as (and patched,
    for malformed input) and checked with verify_tool for each device it
    names; the violations reported must be exactly those it expects.  The
    file says what it expects in comments:

      ; devices: ze tgllp          devices to check on (default: all six: the
                                   profiles any and ze, and four devices)
      ; env: spv1.3                spirv-as --target-env (default spv1.2)
      ; ids: numeric               %N names keep their number (spirv-as
                                   --preserve-numeric-ids)
      ; patch: word N VALUE        set word N of the assembled module
      ; patch: truncate N          drop the last N words
      ; patch: swap                byte-swap every word
      ; patch: append V ...        append words
      ; patch: opcode FROM TO      renumber the first FROM instruction (names
                                   or numbers) to TO, for opcodes spirv-as
                                   does not know
      ; expect: KEY ["text"]       a violation with [KEY] (and text) on every device
      ; expect[DEV ...]: KEY ...   the same, on those devices only
      ; expect: clean              no violations (also: a device with no expect)
      ; ocloc[DEV ...]: ok|drops|fail
                                   what `ocloc compile -spirv_input` does (without
                                   [DEV ...]: on the devices checked, not any or ze):
                                   ok, it builds every kernel (`ocloc disasm` dumps
                                   a kernel heap for each entry point); drops, it
                                   says the build succeeded and leaves a kernel out
                                   of its binary; fail, it refuses the module

    KEY is the bracketed rule key ending each message, e.g. int-signedness.
verify/cases/NAME/ocloc[DEVICE]
    the ocloc line checked, when ocloc is installed: the validator's device
    facts against Intel's compiler.
verify/cases/NAME/spirv-val
    modules expected clean somewhere are valid SPIR-V (spirv-val).
verify/clang/NAME[DEVICE]
    tests/verify/clang/NAME.cl compiled by clang-15 + llvm-spirv-15 (the
    commands of tests/lib/oracles.py) and checked, with the same expect lines
    (// instead of ;); doc/targets.md records what the validator says about
    the reference toolchain's modules.
verify/cases/NAME/disasm, verify/clang/NAME/disasm
    spirv/disasm.c prints every instruction as `spirv-dis --raw-id` does.
verify/target
    tests/verify/target_test.c: profiles, aliases, -cl-ext, --spirv-max-version.
verify/clang/NAME/ocloc[DEVICE]
    an ocloc line of a .cl file, checked on the reference module.
verify/fuzz
    tests/verify/fuzz_verify.c mutates the clean case modules and the
    reference modules thousands of times in-process; every run must end in a clean or an error
    status with well-formed messages (build with ./configure --sanitize to
    have ASan and UBSan watch it).
"""

import glob
import os
import re
import shutil
import struct
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEVICES = ['any', 'ze', 'skl', 'tgllp', 'dg2-g10', 'pvc']
GENERIC = ('any', 'ze')   # the default (what some device has) and the portable profile

# the reference toolchain, as tests/lib/oracles.py runs it
CLANG = ['clang-15', '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
         '-cl-std=CL2.0', '-finclude-default-header',
         '-cl-ext=+cl_intel_subgroups,+cl_intel_subgroups_short,+cl_khr_subgroups,+cl_khr_fp64,'
         '+cl_khr_fp16,+cl_khr_int64_base_atomics,+cl_khr_int64_extended_atomics',
         '-emit-llvm-bc', '-O0']
LLVM_SPIRV = ['llvm-spirv-15', '--spirv-max-version=1.2', '--spirv-ext=+SPV_INTEL_subgroups']


class Test:
    def __init__(self, name, fn):
        self.name = name
        self.fn = fn

    def run(self):
        return self.fn()


def run(cmd, timeout=120, input=None):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, input=input)
    except subprocess.TimeoutExpired:
        return -999, b'', b'timed out'
    return p.returncode, p.stdout, p.stderr


# ---- case files -------------------------------------------------------------

class Case:
    """The expectations written in a case file's comments."""

    def __init__(self, path, comment):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.devices = list(DEVICES)
        self.env = 'spv1.2'
        self.numeric = False
        self.patches = []
        self.expect = {}     # device -> [(key, text or None)]
        self.clean = set()   # devices said to be clean explicitly
        self.ocloc = {}      # device -> 'ok' | 'fail'
        text = open(path).read()
        lines = [l.strip()[len(comment):].strip() for l in text.splitlines()
                 if l.strip().startswith(comment)]
        for l in lines:
            m = re.match(r'(\w[\w-]*)(?:\[([^\]]*)\])?:\s*(.*)$', l)
            if not m:
                continue
            what, devs, rest = m.group(1), m.group(2), m.group(3)
            devs = devs.split() if devs else None
            if what == 'devices':
                self.devices = rest.split()
            elif what == 'env':
                self.env = rest.strip()
            elif what == 'ids':
                self.numeric = rest.strip() == 'numeric'
            elif what == 'patch':
                self.patches.append(rest.split())
            elif what == 'expect':
                for d in devs or ['*']:
                    if rest.strip() == 'clean':
                        self.clean.add(d)
                        continue
                    mm = re.match(r'([\w-]+)\s*(?:"(.*)")?\s*$', rest)
                    if not mm:
                        raise ValueError('%s: bad expect line: %s' % (path, l))
                    self.expect.setdefault(d, []).append((mm.group(1), mm.group(2)))
            elif what == 'ocloc':
                # any and ze are profiles, not devices ocloc knows
                for d in devs or [d for d in self.devices if d not in GENERIC]:
                    self.ocloc[d] = rest.strip()

    def expected(self, dev):
        return self.expect.get('*', []) + self.expect.get(dev, [])

    def clean_somewhere(self):
        return any(not self.expected(d) for d in self.devices)


def patch_words(words, patches):
    for p in patches:
        if p[0] == 'word':
            i, v = int(p[1], 0), int(p[2], 0)
            words[i] = v & 0xffffffff
        elif p[0] == 'truncate':
            del words[len(words) - int(p[1], 0):]
        elif p[0] == 'swap':
            words = [struct.unpack('<I', struct.pack('>I', w))[0] for w in words]
        elif p[0] == 'append':
            words += [int(v, 0) & 0xffffffff for v in p[1:]]
        elif p[0] == 'opcode':
            old, new = opcode_number(p[1]), opcode_number(p[2])
            i = 5
            while i < len(words) and words[i] >> 16:
                if words[i] & 0xffff == old:
                    words[i] = (words[i] & 0xffff0000) | new
                    break
                i += words[i] >> 16
            else:
                raise ValueError('no %s instruction to renumber' % p[1])
        else:
            raise ValueError('unknown patch %s' % p[0])
    return words


EXTRA_OPCODES = {'OpConvertFToBF16INTEL': 6116, 'OpConvertBF16ToFINTEL': 6117}


def opcode_number(name):
    """An opcode by name (SPIRV-Headers' spirv.core.grammar.json) or number."""
    if name[0].isdigit():
        return int(name, 0)
    if name in EXTRA_OPCODES:
        return EXTRA_OPCODES[name]
    import json
    g = json.load(open('/usr/include/spirv/unified1/spirv.core.grammar.json'))
    for i in g['instructions']:
        if i['opname'] == name:
            return i['opcode']
    raise ValueError('unknown opcode %s' % name)


def read_words(path):
    data = open(path, 'rb').read()
    return list(struct.unpack('<%dI' % (len(data) // 4), data[:len(data) // 4 * 4]))


def write_words(path, words):
    with open(path, 'wb') as f:
        f.write(struct.pack('<%dI' % len(words), *words))


def check_report(out, expected):
    """Compare verify_tool's lines with the expectations: (ok, message)."""
    got = []
    for line in out.splitlines():
        m = re.search(r'\[([\w-]+)\]$', line)
        if line.startswith('error: ') and m:
            got.append((m.group(1), line))
        elif line.startswith(('error', 'fatal')):
            return False, 'unexpected diagnostic: %s' % line
    left = list(got)
    for key, text in expected:
        for g in left:
            if g[0] == key and (text is None or text in g[1]):
                left.remove(g)
                break
        else:
            return False, 'missing [%s]%s; got: %s' % (
                key, ' "%s"' % text if text else '', '; '.join(l for _, l in got) or 'nothing')
    if left:
        return False, 'unexpected: %s' % '; '.join(l for _, l in left)
    return True, '%d violation(s) as expected' % len(got)


def verify(tool, spv, dev):
    code, out, err = run([tool, '-device', dev, spv])
    return code, out.decode(errors='replace'), err.decode(errors='replace')


def case_test(ctx, case, dev):
    def fn():
        spv = assemble(ctx, case)
        if spv is None:
            return False, 'spirv-as failed on %s' % case.path
        code, out, err = verify(ctx.verify_tool, spv, dev)
        expected = case.expected(dev)
        if code not in (0, 1) or err.strip():
            return False, 'verify_tool exit %d: %s%s' % (code, out.strip()[:300], err.strip()[:300])
        if (code == 0) != (not expected):
            return False, 'exit %d but %d violation(s) expected: %s' % (code, len(expected), out.strip()[:400])
        return check_report(out, expected)
    return Test('verify/cases/%s[%s]' % (case.name, dev), fn)


# modules made once per run and shared by the tests of a case, which
# tests/run.py may run on several threads at once
_assembled = {}
_lock = threading.Lock()


def assemble(ctx, case):
    """The case's module, assembled and patched once per run."""
    with _lock:
        return _assemble(ctx, case)


def _assemble(ctx, case):
    if case.path in _assembled:
        return _assembled[case.path]
    d = ctx.workdir('verify/cases/' + case.name)
    raw = os.path.join(d, case.name + '.raw.spv')
    spv = os.path.join(d, case.name + '.spv')
    code, out, err = run(['spirv-as', '--target-env', case.env] +
                         (['--preserve-numeric-ids'] if case.numeric else []) + [case.path, '-o', raw])
    if code != 0:
        sys.stderr.write(err.decode(errors='replace'))
        _assembled[case.path] = None
        return None
    write_words(spv, patch_words(read_words(raw), case.patches))
    _assembled[case.path] = spv
    return spv


def ocloc_test(ctx, case, dev, want, module=None, kind='cases'):
    def fn():
        if not shutil.which('ocloc'):
            return None, 'ocloc is not installed'
        spv = (module or assemble)(ctx, case)
        if not isinstance(spv, str):
            return False, 'no module to compile'
        import oracles
        from rig import Fail
        d = ctx.workdir('verify/ocloc/%s-%s' % (case.name, dev))
        try:
            oracles.igc_build(spv, dev, d, out=d)
            got, msg = 'ok', ''
        except oracles.Dropped as f:
            got, msg = 'drops', str(f)
        except Fail as f:
            got, msg = 'fail', str(f)
        return got == want, 'ocloc %s (expected %s)%s' % (got, want, ': ' + msg if msg else '')
    return Test('verify/%s/%s/ocloc[%s]' % (kind, case.name, dev), fn)


def disasm_test(ctx, case, module=None, kind='cases'):
    """spirv/disasm.c against spirv-dis, instruction by instruction."""
    def fn():
        spv = (module or assemble)(ctx, case)
        if not isinstance(spv, str):
            return None, 'no module'
        code, ours, err = run([ctx.disasm_tool, spv])
        code2, theirs, err2 = run(['spirv-dis', '--raw-id', '--no-header', '--no-indent', spv])
        if code != 0 or code2 != 0:
            return False, 'disasm_tool exit %d, spirv-dis exit %d: %s' % (code, code2, (err + err2).decode()[:200])
        a = ours.decode().splitlines()
        b = [l for l in theirs.decode().splitlines() if l and not l.startswith(';')]
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return False, 'instruction %d: ours "%s", spirv-dis "%s"' % (i, x, y)
        if len(a) != len(b):
            return False, '%d instructions, spirv-dis %d' % (len(a), len(b))
        return True, '%d instructions alike' % len(a)
    return Test('verify/%s/%s/disasm' % (kind, case.name), fn)


def spirv_val_test(ctx, case):
    def fn():
        import oracles
        spv = assemble(ctx, case)
        # a write to a mip level is validated without its Lod (oracles.val_run)
        r = oracles.val_run(spv, case.env, os.path.dirname(spv))
        return r.ok, (r.out + r.err).strip() or 'valid'
    return Test('verify/cases/%s/spirv-val' % case.name, fn)


# ---- clang-15 + llvm-spirv-15 modules ----------------------------------------

def clang_module(ctx, case):
    with _lock:
        return _clang_module(ctx, case)


def _clang_module(ctx, case):
    if case.path in _assembled:
        return _assembled[case.path]
    d = ctx.workdir('verify/clang/' + case.name)
    bc = os.path.join(d, case.name + '.bc')
    spv = os.path.join(d, case.name + '.spv')
    code, out, err = run(CLANG + [case.path, '-o', bc])
    if code == 0:
        code, out, err = run(LLVM_SPIRV + [bc, '-o', spv])
    _assembled[case.path] = spv if code == 0 else (None, err.decode(errors='replace'))
    return _assembled[case.path]


def clang_test(ctx, case, dev):
    def fn():
        if not shutil.which('clang-15') or not shutil.which('llvm-spirv-15'):
            return None, 'clang-15 or llvm-spirv-15 is not installed'
        spv = clang_module(ctx, case)
        if not isinstance(spv, str):
            return False, 'the reference toolchain failed: %s' % spv[1].strip()[:300]
        code, out, err = verify(ctx.verify_tool, spv, dev)
        if code not in (0, 1) or err.strip():
            return False, 'verify_tool exit %d: %s' % (code, err.strip()[:300])
        ok, msg = check_report(out, case.expected(dev))
        return ok, msg if ok else msg
    return Test('verify/clang/%s[%s]' % (case.name, dev), fn)


# ---- target_test and fuzz ------------------------------------------------------

def target_test(ctx):
    def fn():
        code, out, err = run([ctx.target_tool])
        lines = out.decode().splitlines()
        bad = [l for l in lines if not l.startswith('ok - ')]
        if code != 0 or bad or not lines:
            return False, '; '.join(bad) or 'exit %d %s' % (code, err.decode()[:200])
        return True, '%d checks' % len(lines)
    return Test('verify/target', fn)


def fuzz_test(ctx, cases, clang_cases):
    def fn():
        spvs = [assemble(ctx, c) for c in cases if not c.patches and c.clean_somewhere()]
        if shutil.which('clang-15') and shutil.which('llvm-spirv-15'):
            spvs += [clang_module(ctx, c) for c in clang_cases]
        spvs = [s for s in spvs if isinstance(s, str)]
        code, out, err = run([ctx.fuzz_tool, '1', '3000'] + spvs, timeout=600)
        text = (out + err).decode(errors='replace').strip()
        return code == 0, text.splitlines()[-1] if text else 'exit %d' % code
    return Test('verify/fuzz', fn)


def api_tests(ctx):
    """zocc_verify's answers to bad arguments, through verify_tool."""
    def unknown_device():
        d = ctx.workdir('verify/api')
        spv = os.path.join(d, 'empty.spv')
        write_words(spv, [0x07230203, 0x00010200, 0, 1, 0])
        code, out, err = verify(ctx.verify_tool, spv, 'gen7')
        ok = code == 2 and "unknown device 'gen7'" in out and 'dg2-g10' in out and 'xe-hpc' in out
        return ok, out.strip()[:200]

    def empty_module():
        d = ctx.workdir('verify/api-empty')
        spv = os.path.join(d, 'empty.spv')
        open(spv, 'wb').close()
        code, out, err = verify(ctx.verify_tool, spv, 'ze')
        return code == 1 and '[malformed-header]' in out and 'has 0 words' in out, out.strip()[:200]

    def header_only():
        d = ctx.workdir('verify/api-header')
        spv = os.path.join(d, 'header.spv')
        write_words(spv, [0x07230203, 0x00010200, 0, 1, 0])
        code, out, err = verify(ctx.verify_tool, spv, 'pvc')
        # a header alone has no memory model, and no entry point without
        # being a library
        return (code == 1 and out.count('error:') == 2 and 'no OpMemoryModel' in out
                and 'no OpEntryPoint' in out), out.strip()[:300]
    return [Test('verify/api/unknown-device', unknown_device),
            Test('verify/api/empty-module', empty_module),
            Test('verify/api/header-only', header_only)]


def collect(ctx):
    ctx.verify_tool = os.path.join(ctx.build, 'tests', 'verify', 'verify_tool')
    ctx.target_tool = os.path.join(ctx.build, 'tests', 'verify', 'target_test')
    ctx.fuzz_tool = os.path.join(ctx.build, 'tests', 'verify', 'fuzz_verify')
    ctx.disasm_tool = os.path.join(ctx.build, 'tests', 'verify', 'disasm_tool')
    tests = [target_test(ctx)] + api_tests(ctx)
    cases = [Case(p, ';') for p in sorted(glob.glob(os.path.join(HERE, 'cases', '*.spvasm')))]
    for c in cases:
        for d in c.devices:
            tests.append(case_test(ctx, c, d))
        for d, want in sorted(c.ocloc.items()):
            tests.append(ocloc_test(ctx, c, d, want))
        if c.clean_somewhere() and not c.patches:
            tests.append(spirv_val_test(ctx, c))
        if not c.patches:
            tests.append(disasm_test(ctx, c))
    clang_cases = []
    for p in sorted(glob.glob(os.path.join(HERE, 'clang', '*.cl'))):
        c = Case(p, '//')
        clang_cases.append(c)
        for d in c.devices:
            tests.append(clang_test(ctx, c, d))
        for d, want in sorted(c.ocloc.items()):
            tests.append(ocloc_test(ctx, c, d, want, clang_module, 'clang'))
        tests.append(disasm_test(ctx, c, clang_module, 'clang'))
    tests.append(fuzz_test(ctx, cases, clang_cases))
    return tests


# ---- standalone -----------------------------------------------------------------

class StandaloneCtx:
    def __init__(self, build, verbose):
        self.root = ROOT
        self.build = os.path.abspath(build)
        self.verbose = verbose
        self.tests = os.path.join(ROOT, 'tests')

    def tool(self, name):
        return os.path.join(self.build, 'tests', name)

    def workdir(self, name):
        d = os.path.join(self.build, 'tests', 'work', name)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d, exist_ok=True)
        return d


def main():
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument('--build', default='build')
    ap.add_argument('-v', action='store_true')
    ap.add_argument('filters', nargs='*')
    a = ap.parse_args()
    ctx = StandaloneCtx(a.build, a.v)
    passed = failed = skipped = 0
    for t in collect(ctx):
        if a.filters and not any(f in t.name for f in a.filters):
            continue
        try:
            ok, msg = t.run()
        except Exception as e:  # a broken test is a failed test
            ok, msg = False, '%s: %s' % (type(e).__name__, e)
        if ok is None:
            skipped += 1
            print('SKIP %s: %s' % (t.name, msg))
        elif ok:
            passed += 1
            print('PASS %s%s' % (t.name, ': ' + msg if a.v else ''))
        else:
            failed += 1
            print('FAIL %s: %s' % (t.name, msg))
    print('%d passed, %d failed%s' % (passed, failed, ', %d skipped' % skipped if skipped else ''))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
