"""rig.py — what every test suite shares: the run context, the Test
interface, and running a command with a time limit.

A suite (tests/<dir>/suite.py) defines collect(ctx) and returns Test objects;
tests/run.py runs them in parallel threads (each test spends its time in
subprocesses, so threads are enough) and prints the summary.  The interface
is described at the top of tests/run.py.
"""

import os
import shutil
import subprocess
import threading

# PoCL's default work-group method (loopvec) gives, for some large kernels
# (tests/random seed 5), different results from run to run -- for clang-15's
# module as for zocc's, and only with more than one thread.  'loops' runs the
# work-items of a group as plain loops, and the results are the same every
# time.  Every test that runs a kernel starts PoCL with this environment.
os.environ.setdefault('POCL_WORK_GROUP_METHOD', 'loops')

# Lines a sanitized zocc prints when AddressSanitizer, LeakSanitizer or
# UndefinedBehaviorSanitizer find something: any of them fails the test.
SANITIZER_MARKS = ('ERROR: AddressSanitizer', 'ERROR: LeakSanitizer',
                   'runtime error:', 'SUMMARY: UndefinedBehaviorSanitizer')


class Test:
    """One test.  name is 'suite/what' (unique; filters match on it).
    run() returns (ok, message): ok True for a pass, False for a failure,
    None for a skip; message says why (it is printed on one line).  A
    subclass defines run() itself, or _run(), which returns the message of
    a pass and raises Fail or Skip otherwise."""
    name = '?'

    def run(self):
        try:
            return True, self._run()
        except Skip as s:
            return None, str(s)
        except Fail as f:
            return False, str(f)

    def _run(self):
        raise NotImplementedError


class FuncTest(Test):
    """A test made of a name and a function returning (ok, message)."""

    def __init__(self, name, fn):
        self.name = name
        self.fn = fn

    def run(self):
        return self.fn()


class Fail(Exception):
    """Raised inside a test to fail it with a message: the runner turns it
    into (False, message) without a traceback."""


class Skip(Exception):
    """Raised inside a test to skip it with a reason."""


class Result:
    """What a command did: exit status, its output as text, and whether it
    ran out of time."""

    def __init__(self, cmd, code, out, err, timedout=False):
        self.cmd = cmd            # the argument list
        self.code = code          # exit status (negative: killed by a signal)
        self.out = out            # stdout, decoded
        self.err = err            # stderr, decoded
        self.timedout = timedout  # killed after the time limit

    @property
    def ok(self):
        return self.code == 0 and not self.timedout

    def sanitizer_report(self):
        """The first line of a sanitizer report in stderr, or None."""
        for line in self.err.splitlines():
            if any(m in line for m in SANITIZER_MARKS):
                return line.strip()
        return None

    def brief(self, limit=3):
        """A one-line account of a failure for the summary."""
        if self.timedout:
            return 'timed out'
        lines = [l.strip() for l in (self.err + '\n' + self.out).splitlines() if l.strip()]
        san = self.sanitizer_report()
        if san:
            return san
        what = 'exit %d' % self.code if self.code >= 0 else 'signal %d' % -self.code
        if lines:
            return what + ': ' + ' | '.join(lines[:limit])
        return what


class Ctx:
    """The run context handed to collect(): paths, the compiler under test
    and the options of tests/run.py."""

    def __init__(self, root, build, compiler='zocc', verbose=False):
        self.root = os.path.abspath(root)    # the source tree
        self.build = os.path.abspath(build)  # the build directory (build/)
        self.compiler = compiler             # 'zocc' or 'clang'
        self.verbose = verbose               # -v was given
        self.long = False                    # --long: suites run their long mode
        self.zocc = os.path.join(self.build, 'zocc')
        self.tests = os.path.join(self.root, 'tests')
        self._lock = threading.Lock()

    def tool(self, name):
        """A program built by tests/files.ninja, e.g. tool('clrun')."""
        return os.path.join(self.build, 'tests', name)

    def workdir(self, name):
        """A fresh scratch directory for test `name` under build/tests/work;
        it is kept after the run so a failure can be looked at."""
        d = os.path.join(self.build, 'tests', 'work', name.replace('/', os.sep))
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d, exist_ok=True)
        return d

    def rel(self, path):
        """path relative to the source tree, for messages."""
        try:
            return os.path.relpath(path, self.root)
        except ValueError:
            return path


def run(cmd, cwd=None, timeout=120, input=None, env=None):
    """Runs cmd (an argument list) and returns a Result; never raises for a
    failing or missing program."""
    full_env = None
    if env:
        full_env = dict(os.environ)
        full_env.update(env)
    try:
        p = subprocess.run(cmd, cwd=cwd, input=input, capture_output=True,
                           timeout=timeout, env=full_env)
    except subprocess.TimeoutExpired as e:
        return Result(cmd, -9, (e.stdout or b'').decode('utf-8', 'replace'),
                      (e.stderr or b'').decode('utf-8', 'replace'), True)
    except OSError as e:
        return Result(cmd, 127, '', '%s: %s' % (cmd[0], e.strerror))
    return Result(cmd, p.returncode, p.stdout.decode('utf-8', 'replace'),
                  p.stderr.decode('utf-8', 'replace'))


def directives(text, keys):
    """The `// key: value` comment lines of a test file whose key is in
    keys, as (line number, key, value) in file order.  A key in keys may
    also stand alone (`// fp64`) with an empty value."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if not s.startswith('//'):
            continue
        s = s[2:].strip()
        key, sep, val = s.partition(':')
        key = key.strip()
        if key in keys and (sep or not val):
            out.append((n, key, val.strip()))
    return out


def marked(text, key, value):
    """True if the file has a `// key: value` line (e.g. parse: invalid)."""
    return any(v.split() == value.split() for _, k, v in directives(text, {key}) if k == key)
