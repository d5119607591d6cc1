"""tests/parse — the grammar parses every test kernel.

For every .cl file under tests/, build/tests/parsecheck (tests/tools/
parsecheck.c, linked with the committed frontend/grammar/src/parser.c) must
find no ERROR or MISSING node; preprocessing directives are blanked first.
A file marked `// parse: invalid` (a syntax-error diagnostic test, or a
kernel that only parses after macro expansion) must instead produce at least
one, so the mark cannot go stale.  Needs neither node nor the tree-sitter
CLI; the same tests run whichever --compiler is chosen.

parse/corpus checks the trees of the grammar's corpus
(frontend/grammar/test/corpus, tree-sitter's format) through parsecheck, so
with type names marked as zocc marks them (`tree-sitter test` would parse
the text unmarked).
"""

import os
import re

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


def corpus_cases(path):
    """The cases of a tree-sitter corpus file: (name, source, expected tree)."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    cases = []
    parts = re.split(r'^={3,}\n(.*)\n={3,}\n', text, flags=re.M)
    for i in range(1, len(parts) - 1, 2):
        name, body = parts[i].strip(), parts[i + 1]
        halves = re.split(r'^-{3,}\n', body, maxsplit=1, flags=re.M)
        if len(halves) == 2:
            cases.append((name, halves[0].strip('\n') + '\n', halves[1]))
    return cases


def sexp(tree, fields):
    """An S-expression tree with its blanks normalized (and its field names
    dropped unless the expectation has them, as `tree-sitter test` does)."""
    if not fields:
        tree = re.sub(r'\b\w+: ', '', tree)
    return ' '.join(tree.replace('(', ' ( ').replace(')', ' ) ').split())


class CorpusTest(Test):
    """The grammar's corpus (frontend/grammar/test/corpus, tree-sitter's
    format: source and expected tree side by side), parsed the way zocc
    parses: with type names marked first (parsecheck -t), so it needs no
    tree-sitter CLI."""

    name = 'parse/corpus'

    def __init__(self, ctx):
        self.ctx = ctx

    def run(self):
        tool = self.ctx.tool('parsecheck')
        if not os.path.exists(tool):
            raise Fail('build/tests/parsecheck does not exist (ninja tests)')
        cdir = os.path.join(self.ctx.root, 'frontend', 'grammar', 'test', 'corpus')
        wd = self.ctx.workdir(self.name)
        bad, n = [], 0
        for fn in sorted(os.listdir(cdir)):
            for name, src, want in corpus_cases(os.path.join(cdir, fn)):
                n += 1
                path = os.path.join(wd, 'case%d.cl' % n)
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(src)
                r = run([tool, '-t', path], cwd=wd, timeout=60)
                got = r.out.splitlines()[0] if r.out else ''
                if sexp(got, ': ' in want) != sexp(want, ': ' in want):
                    bad.append('%s: %s (got %s)' % (fn, name, sexp(got, ': ' in want)))
        if bad:
            return False, '%d of %d corpus cases differ: %s' % (len(bad), n, '; '.join(bad[:3]))
        if n == 0:
            return False, 'no corpus case found in ' + cdir
        return True, '%d corpus cases' % n


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
