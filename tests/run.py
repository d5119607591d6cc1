#!/usr/bin/env python3
"""run.py — zocc's test runner (`ninja test` runs it).

    python3 tests/run.py [--build DIR] [FILTER...] [-j N] [--compiler zocc|clang] [-v] [--long]

Run after the build (./configure && ninja): it first runs `ninja all tests`
(zocc and the test tools, up to date; not with --no-build, which `ninja
test` passes, having built them, nor for a --build directory other than
build/).  The tests need their toolchain (clang-15, PoCL, ocloc, ...): when
./configure did not find it, run.py says what to install and stops.

Suites.  Every tests/<dir>/suite.py is a suite.  It defines

    def collect(ctx): return [test, ...]

and may import the helpers in tests/lib (on sys.path): rig.py (Ctx, Test,
Fail, Skip, run), oracles.py (compilers, spirv-val, ocloc, llvm-spirv,
clrun), kspec.py (execution-test comments), verify.py (expected diagnostics).
A suite's own helper modules belong in tests/lib too (suite directories are
not on sys.path).
ctx carries: root, build (absolute paths), compiler ('zocc' or 'clang'),
verbose, zocc (path of build/zocc), tests (the tests/ directory),
tool(name) (a program built by tests/files.ninja) and workdir(name) (a fresh
scratch directory under build/tests/work, kept for a look after a failure).

A test is any object with
    name    'suite/what', unique; FILTERs select tests whose name contains one
            of them (or matches it as a glob, if it has * ? or [)
    run()   -> (ok, message): ok True (pass), False (fail) or None (skipped);
            message is one line saying why (printed for failures and with -v)
A test that raises rig.Fail / rig.Skip fails / is skipped with its message;
any other exception fails it with the exception (and a traceback with -v).

Tests run in N threads (-j, default the number of CPUs); they spend their
time in subprocesses.  Output: one line per failure (per test with -v), then
`N passed, N failed` (`, N skipped` when some were skipped) as the last line.
Exit status 1 if a test failed, 2 if the run could not start.
"""

import argparse
import concurrent.futures
import fnmatch
import importlib.util
import os
import re
import subprocess
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, 'lib'))

import rig  # noqa: E402


def load_suites(ctx):
    """Imports every tests/<dir>/suite.py and collects its tests."""
    tests, errors = [], []
    for d in sorted(os.listdir(HERE)):
        path = os.path.join(HERE, d, 'suite.py')
        if not os.path.isfile(path):
            continue
        try:
            spec = importlib.util.spec_from_file_location('suite_' + d, path)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            tests += list(mod.collect(ctx))
        except Exception as e:
            errors.append(rig.FuncTest('%s/suite.py' % d, lambda e=e: (False, 'cannot collect: %s: %s' % (
                type(e).__name__, e))))
            if ctx.verbose:
                traceback.print_exc()
    return tests + errors


def build_first(root):
    """zocc and the test tools built and up to date (ninja all tests), or
    why not: no configuration, or the tests' packages missing (what
    ./configure --check-tests says to install)."""
    config = os.path.join(root, 'config.ninja')
    if not os.path.isfile(config):
        return 'zocc is not configured: run ./configure && ninja first'
    with open(config) as f:
        missing = re.search(r'^test_tools = tests_missing$', f.read(), re.M)
    if missing:
        r = subprocess.run(['sh', 'configure', '--check-tests'], cwd=root, capture_output=True, text=True)
        if r.returncode:
            return r.stderr.strip().replace('configure: ', '', 1)
        return ('the tests\' packages are installed now, but ./configure ran before they were: '
                'run ./configure, then run.py again')
    r = subprocess.run(['ninja', '-C', root, 'all', 'tests'], capture_output=True, text=True)
    if r.returncode:
        return 'ninja all tests failed:\n' + (r.stdout + r.stderr).strip()
    if 'no work to do' not in r.stdout:
        print('run.py: built zocc and the test tools (ninja all tests)', file=sys.stderr)
    return None


def selected(name, filters):
    if not filters:
        return True
    for f in filters:
        if any(c in f for c in '*?['):
            if fnmatch.fnmatchcase(name, f):
                return True
        elif f in name:
            return True
    return False


def run_one(test, verbose):
    t0 = time.monotonic()
    try:
        ok, msg = test.run()
    except rig.Fail as e:
        ok, msg = False, str(e)
    except rig.Skip as e:
        ok, msg = None, str(e)
    except Exception as e:
        ok, msg = False, 'internal error: %s: %s' % (type(e).__name__, e)
        if verbose:
            msg += '\n' + traceback.format_exc()
    return ok, ' '.join(str(msg).split('\n')) if not verbose else str(msg), time.monotonic() - t0


def main():
    ap = argparse.ArgumentParser(description='Run zocc\'s tests.')
    ap.add_argument('--build', default='build', help='the build directory (default build)')
    ap.add_argument('filters', nargs='*', help='run only tests whose name contains one of these')
    ap.add_argument('-j', type=int, default=os.cpu_count() or 2, help='tests run at once')
    ap.add_argument('--compiler', choices=('zocc', 'clang'), default='zocc',
                    help='compiler under test: zocc, or clang-15 + llvm-spirv-15 (proves the rig)')
    ap.add_argument('-v', '--verbose', action='store_true', help='a line per test, with timings')
    ap.add_argument('--list', action='store_true', help='list the selected tests and stop')
    ap.add_argument('--long', action='store_true',
                    help='the long mode of suites that have one (census: every overload, every device)')
    ap.add_argument('--no-build', action='store_true',
                    help='do not run ninja first (ninja test passes it, having built everything)')
    a = ap.parse_args()

    root = os.path.dirname(HERE)
    if not a.no_build and os.path.abspath(a.build) == os.path.join(root, 'build'):
        why = build_first(root)
        if why:
            print('run.py: ' + why, file=sys.stderr)
            return 2
    if not os.path.isdir(a.build):
        print('run.py: build directory %s does not exist (run ./configure && ninja)' % a.build,
              file=sys.stderr)
        return 2
    ctx = rig.Ctx(root, a.build, a.compiler, a.verbose)
    ctx.long = a.long
    tests = [t for t in load_suites(ctx) if selected(t.name, a.filters)]
    names = {}
    for t in tests:
        names[t.name] = names.get(t.name, 0) + 1
    dup = [n for n, c in names.items() if c > 1]
    if dup:
        print('run.py: test names used twice: %s' % ', '.join(sorted(dup)), file=sys.stderr)
        return 2
    if a.list:
        for t in tests:
            print(t.name)
        return 0

    t0 = time.monotonic()
    passed = failed = skipped = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.j)) as pool:
        futures = [(t, pool.submit(run_one, t, a.verbose)) for t in tests]
        for t, fut in futures:   # in collection order, so the output is stable
            ok, msg, secs = fut.result()
            if ok is True:
                passed += 1
                if a.verbose:
                    print('PASS %s (%.2fs): %s' % (t.name, secs, msg))
            elif ok is None:
                skipped += 1
                if a.verbose:
                    print('SKIP %s: %s' % (t.name, msg))
            else:
                failed += 1
                print('FAIL %s: %s' % (t.name, msg))
            sys.stdout.flush()
    if a.verbose:
        print('compiler %s, %d tests in %.1fs with -j %d' % (a.compiler, len(tests),
                                                             time.monotonic() - t0, a.j))
    line = '%d passed, %d failed' % (passed, failed)
    if skipped:
        line += ', %d skipped' % skipped
    print(line)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
