"""tests/robust — never crash, never hang, never depend on the host.

- seed*: every test kernel under tests/ is mutated at random (characters
  cut, tokens inserted, pieces duplicated) with fixed seeds, so a run is
  repeatable, and compiled.  Each compilation must end with exit status 0 or
  1 and a clear message: a crash, a time-out, a sanitizer report (on the
  --sanitize build), an internal error or a module that fails spirv-val
  fails the test; the mutated source is kept in the work directory.
- hostile-*: generated deep, wide and amplifying programs (tests/lib/
  hostile.py) end in a module (spirv-val) or in the error that names the
  limit they pass, with its option in a note; the time and peak memory are
  in the message (a generous time-out catches a hang, a memory bound a
  blow-up; they are not benchmarks).
- numbers: support/num.c against glibc's conversions (num_test).
- contract: inconsistent zocc_input is ZOCC_BAD_INPUT, limits come from
  zocc_input.limits and the options (host_test).
- locale, environment, small-stack: every test kernel, in several option
  sets, gives the same module, text and diagnostics byte for byte under a
  decimal-comma locale (generated with localedef when none is installed),
  from another working directory with another environment, and on a thread
  with a 256 KB stack, as in a plain run (host_test dump).
- threads, threads-tsan: 8 threads x 200 compilations of different kernels
  and options, each identical to the single-threaded result; the second
  under ThreadSanitizer, with the library built for it (sanbuild.py).
- host-symbols: the library calls nothing that depends on the locale,
  the environment, the working directory or the time.
"""

import glob
import os
import random
import re
import subprocess
import sys
import threading

import hostile
import oracles
from rig import Fail, FuncTest, Result, run

SEEDS = range(8)        # one test per seed
PER_SEED = 150          # mutated programs per test
TOKENS = ['(', ')', '{', '}', ';', ',', '*', '&', 'int', 'float4', '__global', 'kernel', '=',
          '+', '[', ']', '.', '->', 'x', '0', '1.5f', '"s"', "'c'", '?', ':', '#', 'struct',
          'typedef', 'return', 'if', 'else', 'for', 'while', 'switch', 'case', 'break', 'goto',
          '...', '__attribute__((aligned(8)))', 'sizeof', 'void', 'double', 'half', 'local',
          'constant', 'private', 'generic', '<<=', '>>', '!', '~', '++', '--', '0x', '1e', '..',
          '\\', '\n', '#define X(a) a##a', '#if 1', '#endif', '#include "nope.h"', 'X(', 'L"w"']


def mutate(rnd, s):
    for _ in range(rnd.randint(1, 6)):
        i = rnd.randrange(len(s) + 1)
        op = rnd.random()
        if op < 0.4:
            s = s[:i] + s[min(len(s), i + rnd.randint(1, 20)):]
        elif op < 0.8:
            s = s[:i] + ' ' + rnd.choice(TOKENS) + ' ' + s[i:]
        else:
            j = rnd.randrange(len(s) + 1)
            s = s[:i] + s[j:min(len(s), j + rnd.randint(1, 40))] + s[i:]
    return s


def check_seed(ctx, seed, sources):
    rnd = random.Random(seed)
    wd = ctx.workdir('robust/seed%d' % seed)
    for k in range(PER_SEED):
        src = mutate(rnd, rnd.choice(sources))
        path = os.path.join(wd, 'm.cl')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(src)
        r = run([ctx.zocc, '-c', path, '-o', os.path.join(wd, 'm.spv')], cwd=wd, timeout=30)
        why = None
        if r.timedout:
            why = 'timed out'
        elif r.sanitizer_report():
            why = r.sanitizer_report()
        elif r.code not in (0, 1):
            why = 'exit status %d: %s' % (r.code, r.brief())
        elif re.search(r'(?m)^\S*: (?:fatal )?error: internal error', r.err):
            # a diagnostic's line, not the source line a caret shows: a
            # mutation can move a comment's 'internal error' into code
            why = r.brief()
        elif r.code == 1 and 'error:' not in r.err:
            why = 'exit status 1 without an error message'
        elif r.code == 0:
            try:
                oracles.spirv_val(os.path.join(wd, 'm.spv'), wd)
            except Fail as f:
                why = 'the module is invalid: %s' % f
        if why:
            with open(os.path.join(wd, 'failing.cl'), 'w', encoding='utf-8') as f:
                f.write(src)
            raise Fail('mutation %d: %s (source kept as %s)' % (k, why, os.path.join(wd, 'failing.cl')))
    return True, '%d mutated programs' % PER_SEED


def sanitized(ctx):
    """True when zocc was built with --sanitize (bigger frames, slower)."""
    try:
        out = subprocess.run(['nm', ctx.zocc], capture_output=True, text=True).stdout
    except OSError:
        return False
    return '__asan_init' in out or '__ubsan_handle' in out


def check_verify_violations(ctx, san):
    """A module whose long instructions break a rule in operand after
    operand (a fuzzer's input, 27 KB): zocc --verify disassembled the
    instruction for each violation, 353 MB and 0.2 s; once each now."""
    wd = ctx.workdir('robust/verify-violations')
    with open(os.path.join(ctx.tests, 'fuzz', 'regress', 'verify', 'violations-in-one-long-instruction'), 'rb') as f:
        data = f.read()[1:]  # the fuzz harness's first byte picks the device
    spv = os.path.join(wd, 'in.spv')
    with open(spv, 'wb') as f:
        f.write(data[:len(data) // 4 * 4])
    r = run(['/usr/bin/time', '-f', 'ZOCCTIME %e %M', ctx.zocc, '--verify', spv], cwd=wd, timeout=120)
    m = re.search(r'ZOCCTIME ([\d.]+) (\d+)', r.err)
    kb = int(m.group(2)) if m else 0
    max_mb = 200 if san else 50
    if r.sanitizer_report():
        raise Fail(r.sanitizer_report())
    if r.code != 1 or 'word 16: OpEntryPoint' not in r.err:
        raise Fail('wanted the violations, exit 1: exit %d, %s' % (r.code, r.err[:300]))
    if kb >> 10 > max_mb:
        raise Fail('peak memory %d MB, more than %d MB' % (kb >> 10, max_mb))
    return True, 'rejected, %d MB at peak' % (kb >> 10)


def check_hostile(ctx, name, make, san):
    wd = ctx.workdir('robust/hostile/' + name)
    src = os.path.join(wd, name + '.cl')
    with open(src, 'w') as f:
        f.write(make())
    expect = hostile.expectation(name)
    spv = os.path.join(wd, 'out.spv')
    limit = 600 if san else 120
    r = run(['/usr/bin/time', '-f', 'ZOCCTIME %e %M', ctx.zocc, '-c', src, '-o', spv], cwd=wd, timeout=limit)
    m = re.search(r'ZOCCTIME ([\d.]+) (\d+)', r.err)
    secs, kb = (float(m.group(1)), int(m.group(2))) if m else (0.0, 0)
    # a generous bound: a blow-up, not a benchmark (sanitizers multiply memory)
    max_mb = 4096 if san else 1536
    facts = '%.1f s, %d MB' % (secs, kb >> 10)
    if r.timedout:
        raise Fail('did not end within %d s' % limit)
    if r.sanitizer_report():
        raise Fail(r.sanitizer_report())
    if kb >> 10 > max_mb:
        raise Fail('peak memory %d MB, more than %d MB' % (kb >> 10, max_mb))
    err = '\n'.join(l for l in r.err.splitlines() if not l.startswith('ZOCCTIME'))
    if 'internal error' in err or r.code not in (0, 1):
        raise Fail('exit %d: %s' % (r.code, err[:300]))
    if expect == 'module' or (expect == 'either' and r.code == 0):
        if r.code != 0:
            raise Fail('wanted a module: %s' % err[:300])
        v = run(['spirv-val', '--target-env', 'opencl2.2', spv], cwd=wd, timeout=300)
        if not v.ok:
            raise Fail('spirv-val rejects the module: ' + v.brief())
        return True, 'a module (%d KB) in %s' % (os.path.getsize(spv) >> 10, facts)
    if expect == 'either' and 'error:' in err:
        return True, 'an error: %s (%s)' % (err.split('error: ', 1)[1].split('\n')[0][:90], facts)
    if r.code != 1 or expect not in err:
        raise Fail('wanted an error with "%s", got exit %d: %s' % (expect, r.code, err[:300]))
    first = [l for l in err.splitlines() if 'error:' in l][0]
    # a limit of Options.limits names the option that raises it
    if ('more than' in expect or 'larger than' in expect or 'nested more than' in expect) and \
            'macro arguments' not in first and '-f' not in err:
        raise Fail('no note names the option that raises the limit: %s' % err[:300])
    return True, '%s (%s)' % (first.split('error: ', 1)[1][:90], facts)


class Baseline:
    """host_test dump of every test kernel in a plain run, computed once for
    the tests that compare against it."""

    def __init__(self, ctx, files):
        self.ctx, self.files, self.lock, self.out = ctx, files, threading.Lock(), None

    def get(self):
        with self.lock:
            if self.out is None:
                r = run([self.ctx.tool('host_test'), 'dump'] + self.files, cwd=self.ctx.root, timeout=1200)
                if not r.ok or r.sanitizer_report():
                    raise Fail('the plain run failed: ' + r.brief())
                self.out = r.out
            return self.out


def compare(base, r, what):
    if r.sanitizer_report():
        raise Fail(r.sanitizer_report())
    if not r.ok:
        raise Fail(r.brief(6))
    lines = [l for l in r.out.splitlines() if not l.startswith('#')]
    want = base.get().splitlines()
    if lines != want:
        for a, b in zip(lines, want):
            if a != b:
                raise Fail('%s differs: %s / plain run: %s' % (what, a, b))
        raise Fail('%s: %d results, plain run %d' % (what, len(lines), len(want)))
    return True, '%d compilations identical to the plain run' % len(lines)


def decimal_comma_locale(ctx):
    """(environment, name) of an installed or generated locale that writes
    1.5 as 1,5."""
    have = subprocess.run(['locale', '-a'], capture_output=True, text=True).stdout.split()
    for name in ('de_DE.utf8', 'fr_FR.utf8', 'ru_RU.utf8'):
        if name in have:
            return {}, name
    d = os.path.join(ctx.build, 'tests', 'locale')
    name = 'de_DE.UTF-8'
    if not os.path.isdir(os.path.join(d, name)):
        os.makedirs(d, exist_ok=True)
        # localedef comes with libc-bin, the definitions with Debian's locales package
        r = run(['localedef', '-i', 'de_DE', '-f', 'UTF-8', os.path.join(d, name)], timeout=300)
        if not os.path.isdir(os.path.join(d, name)):
            raise Fail('cannot generate a de_DE locale (localedef: %s; is the locales package installed?)'
                       % r.brief())
    return {'LOCPATH': d}, name


def check_locale(ctx, base, files):
    env, name = decimal_comma_locale(ctx)
    r = run([ctx.tool('host_test'), 'dump', '--locale', name] + files, cwd=ctx.root, timeout=1200, env=env)
    if '1,5' not in r.out.split('\n', 1)[0]:
        raise Fail('the locale %s does not write a decimal comma: %s' % (name, r.brief()))
    ok, msg = compare(base, r, 'under %s' % name)
    return ok, msg + ', under %s' % name


def check_environment(ctx, base, files):
    wd = ctx.workdir('robust/environment')
    env = {'TZ': 'Pacific/Chatham', 'HOME': wd, 'PATH': '/nonexistent', 'LANG': 'de_DE.UTF-8',
           'LC_ALL': 'de_DE.UTF-8', 'CPATH': ctx.tests, 'C_INCLUDE_PATH': ctx.tests, 'PWD': wd,
           'TMPDIR': '/nonexistent', 'ZOCC': 'junk', 'SOURCE_DATE_EPOCH': '1'}
    for k in ('ASAN_OPTIONS', 'UBSAN_OPTIONS', 'LSAN_OPTIONS', 'LD_LIBRARY_PATH'):
        if k in os.environ:  # the sanitizers' settings stay
            env[k] = os.environ[k]
    try:
        p = subprocess.run([ctx.tool('host_test'), 'dump'] + files, cwd=wd, env=env, capture_output=True,
                           timeout=1200)
    except subprocess.TimeoutExpired:
        raise Fail('timed out')
    r = Result([], p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace'))
    return compare(base, r, 'from another directory and environment')


def check_stack(ctx, base, files):
    r = run([ctx.tool('host_test'), 'dump', '--stack', '256'] + files, cwd=ctx.root, timeout=1200)
    return compare(base, r, 'on a 256 KB stack')


def check_coroutine(ctx, base, files, san):
    # a stack the thread's attributes do not describe (makecontext, as
    # coroutine libraries do): zocc cannot measure it and moves the work
    if san:
        return None, 'AddressSanitizer does not follow makecontext stacks'
    r = run([ctx.tool('host_test'), 'dump', '--coroutine', '128'] + files, cwd=ctx.root, timeout=1200)
    return compare(base, r, 'on a 128 KB coroutine stack')


def check_stack_deep(ctx):
    """The deep programs that compile, compiled on a 256 KB stack: the deep
    stages move to a thread with the stack their depth needs."""
    wd = ctx.workdir('robust/small-stack-deep')
    files = []
    for name in ('sum', 'unary', 'conditionals', 'else-if'):
        p = os.path.join(wd, name + '.cl')
        with open(p, 'w') as f:
            f.write(hostile.wide(name)[0] if name == 'sum' else hostile.nest(name)[0])
        files.append(p)
    r = run([ctx.tool('host_test'), 'dump', '--stack', '256'] + files, cwd=wd, timeout=1800)
    if not r.ok or r.sanitizer_report():
        raise Fail(r.sanitizer_report() or r.brief())
    plain = [l for l in r.out.splitlines() if '[]' in l]
    bad = [l for l in plain if 'status 0' not in l or ' 0 words' in l]
    if bad or len(plain) != len(files):
        raise Fail('not a module: %s' % (bad[0] if bad else r.brief()))
    return True, '%d deep programs (a 100,000-term sum, 10,000 unary operators, ...) compiled' % len(files)


def check_threads(ctx, exe, files, tsan=False):
    if not os.path.exists(exe):
        raise Fail('%s does not exist' % exe)
    r = run([exe, 'threads', '8', '200'] + files, cwd=ctx.root, timeout=3600,
            env={'TSAN_OPTIONS': 'halt_on_error=1:exitcode=66'})
    for l in r.err.splitlines():
        if 'ThreadSanitizer' in l:
            raise Fail(l.strip())
    if r.sanitizer_report():
        raise Fail(r.sanitizer_report())
    if not r.ok:
        raise Fail(r.brief(4))
    return True, r.out.strip().splitlines()[-1] + (', under ThreadSanitizer' if tsan else '')


def check_threads_tsan(ctx, files, san):
    # the library and host_test built with clang-15 -fsanitize=thread, the
    # same whatever ./configure chose: the plain configuration runs it
    if san:
        return None, 'run in the plain configuration (the ThreadSanitizer build is separate)'
    r = run([sys.executable, os.path.join(ctx.tests, 'robust', 'sanbuild.py'), 'tsan'], cwd=ctx.root,
            timeout=3600)
    if not r.ok:
        raise Fail('the ThreadSanitizer build failed: ' + r.brief(4))
    return check_threads(ctx, os.path.join(ctx.root, 'build', 'tsan', 'host_test'), files, True)


# What the library must not call: C library functions whose result depends
# on the host -- the locale (strtod, printf's %f, and the ctype tables
# through __ctype_b_loc), the environment, the working directory, the clock
# -- or that end or take over the host process (exit, abort, signals).
HOST_SYMBOLS = set("""
strtod strtof strtold atof atoi atol atoll strtol_l strtod_l setlocale localeconv nl_langinfo uselocale
newlocale __ctype_b_loc __ctype_tolower_loc __ctype_toupper_loc isalpha isdigit isspace isalnum isxdigit
isupper islower tolower toupper getenv secure_getenv getcwd chdir realpath time clock gettimeofday
clock_gettime localtime gmtime strftime rand srand random signal sigaction atexit exit abort _exit
printf fprintf puts fputs perror scanf sscanf strerror
""".split())

# The exceptions, each with the object files that may call it: the clock,
# for -ftime-report's phases (support/timer.c) and for the parser's time
# budget, shared by the pieces of a program (frontend/ast.c: the last
# resort against tree-sitter's error recovery, far above what the limits
# let through; tree-sitter's own timeout reads the same clock).
LIB_DIRS = ('support', 'frontend', 'sema', 'builtins', 'irgen', 'spirv', 'api')
HOST_ALLOWED = {'clock_gettime': ['frontend/ast.o', 'support/timer.o']}


def check_symbols(ctx):
    lib = os.path.join(ctx.build, 'libzocc.a')
    out = subprocess.run(['nm', '-u', lib], capture_output=True, text=True).stdout
    used = {l.split()[-1].split('@')[0] for l in out.splitlines() if l.strip().startswith('U ')}
    # an allowed call only from its own object file (the archive's members
    # are each folder's objects linked into one)
    for name, obj in HOST_ALLOWED.items():
        if name not in used:
            continue
        callers = []
        for o in sorted(glob.glob(os.path.join(ctx.build, '*', '*.o'))):
            if os.path.basename(os.path.dirname(o)) not in LIB_DIRS:
                continue
            u = subprocess.run(['nm', '-u', o], capture_output=True, text=True).stdout
            if any(l.split()[-1].split('@')[0] == name for l in u.splitlines() if l.strip()):
                callers.append(os.path.relpath(o, ctx.build))
        if callers and set(callers) <= set(obj):
            used.discard(name)
    bad = sorted(used & HOST_SYMBOLS)
    if bad:
        raise Fail('libzocc.a calls %s' % ', '.join(bad))
    # a printf-style format with a floating conversion follows LC_NUMERIC
    fmt = re.compile(r'"[^"\n]*%[-+ #0-9.*]*[lL]?[fFeEgGaA][^"\n]*"')
    for d in LIB_DIRS:
        for p in sorted(glob.glob(os.path.join(ctx.root, d, '*.c'))):
            with open(p, encoding='utf-8', errors='replace') as f:
                for n, line in enumerate(f, 1):
                    code = line.split('/*')[0].split('//')[0]
                    if fmt.search(code) and ('printf' in code or 'buf_' in code or 'zc_' in code):
                        raise Fail('%s:%d: a floating-point format: %s' % (ctx.rel(p), n, line.strip()))
    return True, 'calls none of %d host-dependent functions' % len(HOST_SYMBOLS)


def check_long_line(ctx):
    """A megabyte line with 60 errors on it: each is shown with the part
    of the line around its column, the caret under the name."""
    wd = ctx.workdir('robust/long-line')
    src = os.path.join(wd, 'long.cl')
    terms = []
    for i in range(60):
        terms += ['1'] * 2000 + ['undeclared_%d' % i]
    with open(src, 'w') as f:
        f.write('kernel void k(global int *o) { o[0] = ' + ' + '.join(terms) + '; }\n')
    r = run([ctx.zocc, '-c', src, '-o', os.path.join(wd, 'x.spv')], cwd=wd, timeout=300)
    if r.code != 1 or r.sanitizer_report():
        raise Fail(r.brief())
    lines = r.err.splitlines()
    if len(r.err) > 64 * 1024:
        raise Fail('%d bytes of diagnostics for a line of %d bytes' % (len(r.err), os.path.getsize(src)))
    shown = 0
    for i, l in enumerate(lines):
        m = re.search(r"undeclared identifier '(undeclared_\d+)'", l)
        if m and i + 2 < len(lines):
            caret = lines[i + 2].index('^')
            if not lines[i + 1][caret:].startswith(m.group(1)):
                raise Fail('the caret is not under %s: %s' % (m.group(1), lines[i + 1][caret - 5:caret + 20]))
            shown += 1
    if shown < 40:
        raise Fail('only %d errors shown: %s' % (shown, r.brief()))
    return True, '%d errors on a %d KB line in %d bytes of diagnostics' % (shown, os.path.getsize(src) >> 10,
                                                                        len(r.err))


def tool_test(ctx, name, args, want, timeout=300):
    """Runs a test program of tests/robust/files.ninja; it passes when it
    exits 0 with no sanitizer report and prints want."""
    exe = ctx.tool(name)
    if not os.path.exists(exe):
        raise Fail('%s does not exist (ninja tests)' % exe)
    r = run([exe] + args, cwd=ctx.root, timeout=timeout)
    if r.sanitizer_report():
        raise Fail(r.sanitizer_report())
    if not r.ok or want not in r.out:
        raise Fail(r.brief(6))
    return True, r.out.strip().splitlines()[-1]


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    kernels = sorted(glob.glob(os.path.join(ctx.tests, '**', '*.cl'), recursive=True))
    base = Baseline(ctx, kernels)
    san = sanitized(ctx)
    tests = [
        # support/num.c reads and writes numbers exactly as glibc does in the C locale
        FuncTest('robust/numbers', lambda: tool_test(ctx, 'num_test', ['1', '20000'], 'agree with the C library')),
        FuncTest('robust/contract', lambda: tool_test(ctx, 'host_test', ['contract'], 'ZOCC_BAD_INPUT')),
        FuncTest('robust/limits', lambda: tool_test(ctx, 'host_test', ['limits'], 'its option raises it')),
        FuncTest('robust/locale', lambda: check_locale(ctx, base, kernels)),
        FuncTest('robust/environment', lambda: check_environment(ctx, base, kernels)),
        FuncTest('robust/small-stack', lambda: check_stack(ctx, base, kernels)),
        FuncTest('robust/small-stack-deep', lambda: check_stack_deep(ctx)),
        FuncTest('robust/coroutine-stack', lambda: check_coroutine(ctx, base, kernels, san)),
        FuncTest('robust/threads', lambda: check_threads(ctx, ctx.tool('host_test'), kernels)),
        FuncTest('robust/threads-tsan', lambda: check_threads_tsan(ctx, kernels, san)),
        FuncTest('robust/host-symbols', lambda: check_symbols(ctx)),
        FuncTest('robust/long-line', lambda: check_long_line(ctx)),
        FuncTest('robust/verify-violations', lambda: check_verify_violations(ctx, san)),
    ]
    for name, make in hostile.cases():
        tests.append(FuncTest('robust/hostile-' + name, lambda n=name, m=make: check_hostile(ctx, n, m, san)))
    files = sorted(glob.glob(os.path.join(ctx.tests, '**', '*.cl'), recursive=True))
    sources = []
    for p in files:
        with open(p, encoding='utf-8', errors='replace') as f:
            sources.append(f.read())
    return tests + [FuncTest('robust/seed%d' % s, lambda s=s: check_seed(ctx, s, sources)) for s in SEEDS]
