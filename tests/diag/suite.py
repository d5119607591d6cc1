"""tests/diag — diagnostic tests: zocc must report what the file expects.

Every tests/diag/**/*.cl is one test.  zocc compiles it (from tests/diag, so
messages name the file relative to it, e.g. `undeclared.cl:5:9: error: ...`)
with the options of a `// options:` line, and:

  - the diagnostics on stderr must match the file's expected-error /
    expected-warning / expected-note comments (tests/lib/verify.py), unless a
    golden NAME.err file sits beside NAME.cl: then stderr must equal it;
  - the exit status is 1 when errors are expected and 0 otherwise, never a
    crash, a sanitizer report or a timeout;
  - after an error no output file is left behind; without one the module
    exists.

These tests are about zocc's own messages, so with --compiler clang they are
skipped.  Files with syntax errors carry `// parse: invalid` so that the
parse suite leaves them out.
"""

import os

import oracles
import verify
from rig import Fail, Skip, Test, directives, run


class DiagTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.dir = os.path.join(ctx.tests, 'diag')
        self.rel = os.path.relpath(path, self.dir)
        self.name = 'diag/' + self.rel[:-len('.cl')]

    def _run(self):
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            raise Skip('diagnostic tests check zocc only')
        with open(self.path, encoding='utf-8') as f:
            text = f.read()
        golden = self.path[:-len('.cl')] + '.err'
        expects, nodiag, problems = verify.expectations(text)
        if problems:
            raise Fail('; '.join(problems))
        if not os.path.exists(golden) and not expects and not nodiag:
            raise Fail('no expected-* comment, expected-no-diagnostics or .err file')
        if not os.path.exists(ctx.zocc):
            raise Fail('build/zocc does not exist (build it with ninja)')
        opts = []
        for _, _, v in directives(text, {'options'}):
            opts += oracles.split_options(v)
        wd = ctx.workdir(self.name)
        out = os.path.join(wd, 'out.spv')
        r = run([ctx.zocc, '-c', self.rel, '-o', out] + opts, cwd=self.dir, timeout=60)
        if r.timedout:
            raise Fail('zocc timed out')
        san = r.sanitizer_report()
        if san:
            raise Fail('zocc: ' + san)
        if r.code not in (0, 1):
            raise Fail('zocc exit status %d (a crash?): %s' % (r.code, r.brief()))

        if os.path.exists(golden):
            with open(golden, encoding='utf-8') as f:
                want = f.read()
            if r.err != want:
                wl, gl = want.splitlines(), r.err.splitlines()
                for k in range(max(len(wl), len(gl))):
                    a = wl[k] if k < len(wl) else '<end>'
                    b = gl[k] if k < len(gl) else '<end>'
                    if a != b:
                        raise Fail('stderr differs from %s at line %d: want %r, got %r' % (
                            os.path.basename(golden), k + 1, a, b))
            diags = verify.diagnostics(r.err)
            errors = any(d.sev == 'error' for d in diags)
            what = 'matches %s' % os.path.basename(golden)
        else:
            diags = verify.diagnostics(r.err)
            problems = verify.match(expects, diags, self.rel)
            if problems:
                raise Fail('; '.join(problems))
            errors = any(e.sev == 'error' for e in expects)
            what = '%d expected diagnostic(s)' % sum(e.count for e in expects)
        if errors and r.code != 1:
            raise Fail('errors reported but exit status %d, not 1' % r.code)
        if not errors and r.code != 0:
            raise Fail('exit status %d without an error: %s' % (r.code, r.brief()))
        if errors and os.path.exists(out):
            raise Fail('an output file was left behind after an error')
        if not errors and not os.path.exists(out):
            raise Fail('no output file written')
        return what


def collect(ctx):
    base = os.path.join(ctx.tests, 'diag')
    tests = []
    for d, subdirs, files in os.walk(base):
        subdirs.sort()
        for f in sorted(files):
            if f.endswith('.cl'):
                tests.append(DiagTest(ctx, os.path.join(d, f)))
    return tests
