"""tests/parse — the grammar parses every test kernel.

For every .cl file under tests/, build/tests/parsecheck (tests/tools/
parsecheck.c, linked with the committed frontend/grammar/src/parser.c) must
find no ERROR or MISSING node; preprocessing directives are blanked first.
A file marked `// parse: invalid` (a syntax-error diagnostic test, or a
kernel that only parses after macro expansion) must instead produce at least
one, so the mark cannot go stale.  Needs neither node nor the tree-sitter
CLI; the same tests run whichever --compiler is chosen.

parse/corpus runs the grammar's corpus tests (frontend/grammar/test/corpus,
`tree-sitter test`) when the tree-sitter CLI is installed (on PATH or in
~/.cargo/bin), and is skipped otherwise; it compiles the committed parser.c
into build/tests/ts-lib, not the user's cache.
"""

import os
import re
import shutil

from rig import Fail, Test, marked, run


class ParseTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'parse/' + os.path.relpath(path, ctx.tests)[:-len('.cl')]

    def run(self):
        tool = self.ctx.tool('parsecheck')
        if not os.path.exists(tool):
            raise Fail('build/tests/parsecheck does not exist (ninja tests)')
        with open(self.path, encoding='utf-8') as f:
            invalid = marked(f.read(), 'parse', 'invalid')
        r = run([tool, self.path], cwd=self.ctx.tests, timeout=60)
        if r.code not in (0, 1):
            return False, 'parsecheck: ' + r.brief()
        errors = [l.replace(self.ctx.tests + os.sep, '') for l in r.out.splitlines()]
        if invalid:
            if r.code == 0:
                return False, 'marked `parse: invalid` but parses without an error'
            return True, 'invalid as marked: %s' % errors[0]
        if r.code != 0:
            return False, '; '.join(errors[:5]) + (' (%d more)' % (len(errors) - 5) if len(errors) > 5 else '')
        return True, 'no ERROR or MISSING node'


class CorpusTest(Test):
    name = 'parse/corpus'

    def __init__(self, ctx):
        self.ctx = ctx

    def run(self):
        cli = shutil.which('tree-sitter') or os.path.expanduser('~/.cargo/bin/tree-sitter')
        if not os.path.exists(cli):
            return None, 'no tree-sitter CLI (cargo install --locked tree-sitter-cli --version 0.24.7)'
        gdir = os.path.join(self.ctx.root, 'frontend', 'grammar')
        libdir = os.path.join(self.ctx.build, 'tests', 'ts-lib')
        os.makedirs(libdir, exist_ok=True)
        r = run([cli, 'test'], cwd=gdir, timeout=300, env={'TREE_SITTER_LIBDIR': libdir})
        out = re.sub(r'\x1b\[[0-9;]*m', '', r.out + r.err)
        ok = out.count('\u2713')
        bad = [l.strip() for l in out.splitlines() if '\u2717' in l]
        if r.timedout:
            return False, 'tree-sitter test timed out'
        if r.code != 0 or bad:
            return False, '%d corpus test(s) fail: %s' % (len(bad), '; '.join(bad[:5]) or r.brief())
        if ok == 0:
            return False, 'tree-sitter test ran no corpus test: ' + r.brief()
        return True, '%d corpus tests' % ok


def collect(ctx):
    tests = [CorpusTest(ctx)]
    for d, subdirs, files in os.walk(ctx.tests):
        # tests/realworld: real code needs its macros to parse, and the
        # grammar's gaps there are expected failures in its own XFAIL list
        subdirs[:] = sorted(s for s in subdirs if s not in ('__pycache__',) and
                            os.path.join(d, s) != os.path.join(ctx.tests, 'realworld'))
        for f in sorted(files):
            if f.endswith('.cl'):
                tests.append(ParseTest(ctx, os.path.join(d, f)))
    return tests
