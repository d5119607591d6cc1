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

diag/clang/NAME: tests/diag/clang/NAME.cl is compiled by clang-15 -cc1
(-finclude-default-header, -fsyntax-only) and by zocc with its `// options:`
and then with each of its `// variants:` (separated by |) added: both must
give the same errors and warnings on the same lines, at columns in the same
token, with the same words once the types they quote are set aside (clang
prints '__private' and 'aka', zocc not), the same [-W...] names, the same
"In file included from" lines, and the same exit status; what only one of
them gives is annotated with the reason (see ClangDiagTest);
zocc may add to clang's words what makes its message more exact
(ADDITION_RE: the target it checked against, the rule's reason).

diag/warnings/NAME, diag/typo/NAME: the file's expected-* comments (clang's
-verify convention) hold for zocc and, with the same options, for
clang-15 -cc1, checked as its -verify checks them: both give exactly those
diagnostics, warnings and notes alike (zocc does not need the notes clang points into its own
headers, `expected-note@*`).  Each error, warning and note zocc gives is
then at a column inside the token clang's is at.

diag/warnings-corpus: every kernel of tests/exec, tests/realworld and
tests/compile, with -Wall -Wextra, through zocc and clang-15: zocc gives no
warning (by line and -W name) that clang does not give, save the known
differences CORPUS_KNOWN lists with the reason and zocc's own warnings
(CORPUS_ZOCC_ONLY); the counts per -W name of
both are in the message.

These tests are about zocc's own messages, so with --compiler clang they are
skipped.  Files with syntax errors carry `// parse: invalid` so that the
parse suite leaves them out.
"""

import os
import re
import threading

if __name__ == '__main__':
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'lib'))

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


QUOTED_RE = re.compile(r"'[^']*'(?: \(aka '[^']*'\))?(?: \(vector of \d+ '[^']*' values\))?")


def key_words(msg):
    """A message with the types it quotes set aside (clang prints
    '__private' and 'aka', zocc not); quoted punctuation ("expected ')'")
    stays."""
    return QUOTED_RE.sub(lambda m: "'T'" if re.search(r'[\w ]', m.group(0)[1:-1]) else m.group(0), msg)


# C's punctuators, longest first (for the token under a column)
PUNCTUATORS = sorted(['...', '<<=', '>>=', '->', '++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||',
                      '*=', '/=', '%=', '+=', '-=', '&=', '^=', '|=', '##', '<:', ':>', '<%', '%>'],
                     key=len, reverse=True)


def token_span(line, col):
    """The columns [start, end) of the token of a source line at 1-based
    column col, or None where there is none (a blank, the line's end:
    where clang reports a missing token)."""
    i, j = col - 1, 0
    if i < 0 or i >= len(line) or line[i].isspace():
        return None
    while j < len(line):
        if line[j].isspace():
            j += 1
            continue
        start = j
        ch = line[j]
        if ch.isalnum() or ch in '_$' or (ch == '.' and j + 1 < len(line) and line[j + 1].isdigit()):
            j += 1
            while j < len(line) and (line[j].isalnum() or line[j] in '_$.' or
                                     (line[j] in '+-' and line[j - 1] in 'eEpP')):
                j += 1
        elif ch in '"\'':
            j += 1
            while j < len(line) and line[j] != ch:
                j += 2 if line[j] == '\\' else 1
            j = min(j + 1, len(line))
        elif line.startswith('//', j):
            j = len(line)
        else:
            j += next((len(p) for p in PUNCTUATORS if line.startswith(p, j)), 1)
        if start <= i < j:
            return start + 1, j + 1
    return None


def same_place(src_lines, c, z):
    """Is zocc's diagnostic z where clang's c is: the same line, and a
    column inside the same token (the same column where none is)?"""
    if c.line != z.line:
        return False
    line = src_lines[c.line - 1] if 0 < c.line <= len(src_lines) else ''
    span = token_span(line, c.col)
    return span[0] <= z.col < span[1] if span else z.col == c.col


def include_lines(stderr):
    return sorted(set(l for l in stderr.splitlines() if l.startswith('In file included from ')))


# What zocc may add after clang's words: the target it checked against, or
# the rule's reason ("declaring variable of type 'half' is not allowed
# without cl_khr_fp16, which device 'skl' does not have"), or the types of
# the arguments no overload takes (where clang lists its candidates in
# notes).
ADDITION_RE = re.compile(r'^(?: without |, which |: |; | \(| with arguments? of type )')


def says(zmsg, cmsg):
    """Whether zocc's message says clang's: the same words, perhaps
    followed by zocc's addition."""
    z, c = key_words(zmsg), key_words(cmsg)
    return z == c or (z.startswith(c) and ADDITION_RE.match(z[len(c):]) is not None)


class ClangDiagTest(DiagTest):
    """A tests/diag/clang file: zocc's diagnostics are clang-15's.

    Under every option set, each error and warning of clang's must be one
    of zocc's, of the same severity, on the same line, at a column inside
    the same token (at the same column where clang reports a missing
    token), with the same words but for the types they quote, and the other
    way round; both must print the same "In file included from" lines and
    exit alike.  A diagnostic only one of them gives is annotated in the
    file, with the reason (clang-only-error, zocc-only-error: see
    tests/lib/verify.py).  The file's expected-* comments, if any, must be
    met by both compilers' diagnostics in it without options beyond its
    own (those in its headers are compared between the two only).  A
    file whose `// columns:` line gives a reason is compared without the
    columns (a family zocc places at another token of the same line)."""

    def _run(self):
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            raise Skip('diagnostic tests check zocc only')
        with open(self.path, encoding='utf-8') as f:
            text = f.read()
        src = {os.path.basename(self.path): text.splitlines()}
        expects, _, problems = verify.expectations(text)
        onlys = verify.only(text)
        problems += ['line %d: %s has no verdict (better:, worse: or missing:) before its reason' % (o.line, o)
                     for o in onlys if not o.verdict]
        if problems:
            raise Fail('; '.join(problems))
        opts = []
        for _, _, v in directives(text, {'options'}):
            opts += oracles.split_options(v)
        variants = [[]]
        for _, _, v in directives(text, {'variants'}):
            variants += [oracles.split_options(x) for x in v.split('|')]
        columns = not directives(text, {'columns'})
        wd = ctx.workdir(self.name)
        compared = 0
        for var in variants:
            what = ' '.join(var) or 'no variant'
            c = run([oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-finclude-default-header',
                     '-fsyntax-only'] + opts + var + [self.rel], cwd=self.dir, timeout=60)
            z = run([ctx.zocc, '-c', self.rel, '-o', os.path.join(wd, 'out.spv')] + opts + var, cwd=self.dir,
                    timeout=60)
            if z.code not in (0, 1) or z.sanitizer_report():
                raise Fail('zocc %s: exit %d: %s' % (what, z.code, z.sanitizer_report() or z.brief()))
            if not var:
                remember(self.path, ctx.zocc, c.err, z.err)
            cd, zd = verify.diagnostics(c.err), verify.diagnostics(z.err)
            if not var and expects:
                for who, diags in (('clang', cd), ('zocc', zd)):
                    # what only this compiler gives is not among the expectations
                    mine = [d for d in diags if os.path.basename(d.file) == os.path.basename(self.path) and
                            not any(o.who == who and o.meets(d) for o in onlys)]
                    problems = verify.match(expects, mine, self.rel)
                    if problems:
                        raise Fail('%s: %s' % (who, '; '.join(problems[:3])))
            problems = self.compare(cd, zd, onlys, src, columns)
            if problems:
                raise Fail('with %s: %s' % (what, '; '.join(problems[:3])))
            if include_lines(c.err) != include_lines(z.err):
                raise Fail('with %s: "In file included from" lines: clang %s, zocc %s' % (
                    what, include_lines(c.err), include_lines(z.err)))
            if (c.code == 0) != (z.code == 0):
                raise Fail('with %s: exit status clang %d, zocc %d' % (what, c.code, z.code))
            compared += sum(1 for d in cd if d.sev in ('error', 'warning'))
        return '%d diagnostics under %d option sets, as clang gives them' % (compared, len(variants))

    def compare(self, cd, zd, onlys, src, columns, pairs=None):
        """The differences between clang's diagnostics cd and zocc's zd
        (their errors and warnings), but for the annotated ones; the
        matched (clang, zocc) diagnostics are added to pairs."""
        def kept(diags, who):
            out = []
            for d in diags:
                if d.sev not in ('error', 'warning'):
                    continue
                o = next((o for o in onlys if o.who == who and o.seen < o.count and
                          os.path.basename(d.file) == os.path.basename(self.path) and o.meets(d)), None)
                if o:
                    o.seen += 1
                else:
                    out.append(d)
            return out

        for o in onlys:
            o.seen = 0
        cs, zs = kept(cd, 'clang'), kept(zd, 'zocc')
        problems = []
        for c in cs:
            lines = src.get(os.path.basename(c.file))
            if lines is None:
                path = os.path.join(self.dir, c.file)
                lines = src[os.path.basename(c.file)] = (
                    open(path, encoding='utf-8').read().splitlines() if os.path.exists(path) else [])
            z = next((z for z in zs if os.path.basename(z.file) == os.path.basename(c.file) and
                      z.sev == c.sev and says(z.msg, c.msg) and
                      (same_place(lines, c, z) if columns else z.line == c.line)), None)
            if z:
                zs.remove(z)
                if pairs is not None:
                    pairs.append((c, z))
            else:
                near = [str(z) for z in zs if z.line == c.line]
                problems.append('clang %s, zocc %s' % (c, '; '.join(near) if near else 'nothing there'))
        problems += ['zocc %s, clang nothing' % z for z in zs]
        for o in onlys:
            if o.seen < o.count:
                problems.append('%s not given' % o)
        return problems


PUNCT = ['<<=', '>>=', '...', '->', '++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||',
         '+=', '-=', '*=', '/=', '%=', '&=', '^=', '|=']


def token_span(line, col):
    """The columns [start, end) of the token at 1-based column col of line
    (a blank or the end of the line is a token of its own)."""
    i = col - 1
    if i >= len(line) or line[i].isspace():
        return col, col + 1
    for m in re.finditer(r'[A-Za-z0-9_.]+|"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|\S', line):
        a, b = m.start(), m.end()
        if m.group(0)[0] in '"\'' or m.group(0)[0].isalnum() or m.group(0)[0] in '_.':
            if a <= i < b:
                return a + 1, b + 1
            continue
        if a <= i < b:
            for p in PUNCT:
                for k in range(max(0, i - len(p) + 1), i + 1):
                    if line.startswith(p, k) and k <= i < k + len(p):
                        return k + 1, k + len(p) + 1
            return a + 1, b + 1
    return col, col + 1


def tag(msg):
    m = re.search(r'\[-W[^\]]*\]$', msg)
    return m.group(0).replace('-Werror,', '') if m else msg[:24]


class BothVerifyTest(DiagTest):
    """A file whose expectations clang-15 -verify and zocc both meet, with
    zocc's columns in clang's tokens."""

    def _run(self):
        what = DiagTest._run(self)
        ctx = self.ctx
        with open(self.path, encoding='utf-8') as f:
            text = f.read()
        lines = text.splitlines()
        opts = []
        for _, _, v in directives(text, {'options'}):
            opts += oracles.split_options(v)
        base = [oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-finclude-default-header',
                '-fsyntax-only'] + oracles.clang_options(opts)
        c = run(base + [self.rel], cwd=self.dir, timeout=60)
        # what clang -verify checks: every diagnostic, notes included, expected
        expects, _, _ = verify.expectations(text)
        problems = verify.match(expects, verify.diagnostics(c.err), self.rel, strict=True)
        if problems:
            raise Fail('clang-15: ' + '; '.join(problems[:4]))
        wd = ctx.workdir(self.name + '-cols')
        z = run([ctx.zocc, '-c', self.rel, '-o', os.path.join(wd, 'out.spv')] + opts, cwd=self.dir, timeout=60)
        remember(self.path, ctx.zocc, c.err, z.err)
        rel = os.path.basename(self.rel)
        cd = [d for d in verify.diagnostics(c.err) if os.path.basename(d.file) == rel]
        zd = [d for d in verify.diagnostics(z.err) if os.path.basename(d.file) == rel]
        checked = 0
        for d in cd:
            same = [x for x in zd if x.line == d.line and x.sev == d.sev and tag(x.msg) == tag(d.msg)]
            if not same:
                raise Fail('line %d: clang\'s %s "%s" has no counterpart in zocc with the same [-W] name' % (
                    d.line, d.sev, d.msg))
            x = same[0]
            zd.remove(x)
            a, b = token_span(lines[d.line - 1] if d.line <= len(lines) else '', d.col)
            if not a <= x.col < b:
                raise Fail('line %d: zocc\'s %s is at column %d, clang\'s at %d (%s)' % (
                    d.line, d.sev, x.col, d.col, d.msg))
            checked += 1
        return '%s; clang-15 agrees; %d columns as clang\'s' % (what, checked)


# (-W name as zocc prints it, words of clang's message): a warning clang
# gives on that line with those words but no -W name of its own
CORPUS_KNOWN = [
    ('-Wpointer-integer-compare', 'ordered comparison between pointer and integer',
     'clang-15 gives its ordered form with no -W name (only -w silences it); zocc names the group of the '
     'equality form, so that -Wno-pointer-integer-compare silences both'),
]
# zocc's own warnings, which clang has no counterpart of, with the reason
CORPUS_ZOCC_ONLY = {
    '-Wundefined-import': 'a function the program declares and never defines is an import for a link step '
                          '(IGC resolves its own intrinsics so, which Intel\'s kernels declare); clang, which '
                          'makes no module, says nothing',
}
CORPUS_CLANG = ['-cl-ext=+cl_khr_fp64,+cl_khr_fp16,+cl_intel_subgroups,+cl_intel_subgroups_short,+cl_khr_subgroups']
WARN_RE = re.compile(r'^(.*?):(\d+):(\d+): warning: (.*?)(?: \[(-W[^\]]*)\])?$')


class CorpusWarnTest(Test):
    """zocc warns on the test kernels only where clang-15 does."""

    name = 'diag/warnings-corpus'

    def __init__(self, ctx):
        self.ctx = ctx

    def one(self, path):
        ctx = self.ctx
        with open(path, encoding='utf-8', errors='replace') as f:
            text = f.read()
        opts = []
        for _, _, v in directives(text, {'options'}):
            opts += oracles.split_options(v)
        if os.sep + 'realworld' + os.sep in path:
            opts += ['-I', os.path.join(ctx.tests, 'realworld', 'include')]
        d, base = os.path.dirname(path), os.path.basename(path)
        c = run([oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-finclude-default-header',
                 '-fsyntax-only', '-Wall', '-Wextra'] + CORPUS_CLANG + oracles.clang_options(opts) + [base],
                cwd=d, timeout=120)
        out = os.path.join(ctx.workdir(self.name), os.path.relpath(path, ctx.tests).replace(os.sep, '_') + '.spv')
        z = run([ctx.zocc, '-c', base, '-o', out, '-Wall', '-Wextra'] + opts, cwd=d, timeout=120)

        def warnings(err):
            out = []
            for m in map(WARN_RE.match, err.splitlines()):
                if m and os.path.basename(m.group(1)) == base:
                    out.append((int(m.group(2)), m.group(5) or '', m.group(4)))
            return out
        return path, c.code, warnings(c.err), warnings(z.err), z.code

    def _run(self):
        import collections
        import concurrent.futures
        import glob
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            raise Skip('diagnostic tests check zocc only')
        files = []
        for d in ('exec', 'realworld', 'compile'):
            files += sorted(glob.glob(os.path.join(ctx.tests, d, '**', '*.cl'), recursive=True))
        with concurrent.futures.ThreadPoolExecutor(2) as ex:
            results = list(ex.map(self.one, files))
        cc, zc, problems, known = collections.Counter(), collections.Counter(), [], 0
        for path, ccode, cw, zw, zcode in results:
            if zcode not in (0, 1):
                problems.append('%s: zocc exit %d' % (os.path.relpath(path, ctx.tests), zcode))
            if ccode != 0:
                continue  # a kernel clang rejects (its analyses stop at an error)
            for _, n, _ in cw:
                cc[n or '(no name)'] += 1
            for line, n, msg in zw:
                zc[n] += 1
                if any(l == line and cn == n for l, cn, _ in cw):
                    continue
                if n in CORPUS_ZOCC_ONLY:
                    known += 1
                    continue
                if any(n == kn and any(l == line and not cn and kw in cm for l, cn, cm in cw)
                       for kn, kw, _ in CORPUS_KNOWN):
                    known += 1
                    continue
                problems.append('%s:%d: zocc only: %s [%s]' % (os.path.relpath(path, ctx.tests), line, msg, n))
        if problems:
            raise Fail('; '.join(problems[:6]) + (' (and %d more)' % (len(problems) - 6) if len(problems) > 6 else ''))
        if sum(cc.values()) < 50 or len(files) < 150:
            raise Fail('only %d files and %d clang warnings: the corpus or the scan is broken' % (
                len(files), sum(cc.values())))
        return '%d kernels; zocc %s; clang %s; %d known differences' % (
            len(files), dict(sorted(zc.items())), dict(sorted(cc.items())), known)


# ---- the comparison table: doc/diagnostics.md, "Compared with clang" ----
#
# A case is one top-level item of a file (a function, a declaration, a
# preprocessor directive) on whose lines clang or zocc gives an error or a
# warning, in the file's options without a variant.  Its verdict: missing
# where clang gives one and zocc none (unless an annotation says zocc is
# right); worse where an annotation there says worse or missing, or a
# difference is not annotated (another build of zocc than the tested); better
# where one says better or zocc's message adds to clang's words
# (ADDITION_RE); same otherwise.

FAMILIES = [('syntax', ('syntax-',)), ('preprocessor', ('pp-', 'origin-')), ('names', ('names-',)),
            ('types and calls', ('types-',)), ('kernel rules', ('kernel-',)), ('warnings', ('warn-',))]
TABLE_HEAD = '| family | files | cases | better | same | worse | missing |'
TABLE_DOC = os.path.join('doc', 'diagnostics.md')
TABLE_SECTION = '## Compared with clang'

_runs = {}  # (path, zocc) -> (clang's stderr, zocc's stderr) of the run without a variant
_runs_lock = threading.Lock()


def remember(path, zocc, cerr, zerr):
    with _runs_lock:
        _runs[(path, zocc)] = (cerr, zerr)


def family(path):
    """The family a compared file counts in, by its name (every file of
    tests/diag/warnings is a warning's)."""
    if os.path.basename(os.path.dirname(path)) == 'warnings':
        return 'warnings'
    base = os.path.basename(path)
    return next((f for f, prefixes in FAMILIES if base.startswith(prefixes)), None)


def default_run(path, zocc, wd, strict=True):
    """clang's and zocc's stderr for file path with its options, as its
    test runs them (remembered when the test ran first); not strict: a
    zocc that fails otherwise (an older one, say) is taken as it is."""
    with _runs_lock:
        got = _runs.get((path, zocc))
    if got:
        return got
    with open(path, encoding='utf-8') as f:
        text = f.read()
    opts = []
    for _, _, v in directives(text, {'options'}):
        opts += oracles.split_options(v)
    d = os.path.dirname(os.path.dirname(path))  # tests/diag, where the tests run
    rel = os.path.relpath(path, d)
    copts = opts if os.path.basename(os.path.dirname(path)) == 'clang' else oracles.clang_options(opts)
    c = run([oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-finclude-default-header',
             '-fsyntax-only'] + copts + [rel], cwd=d, timeout=60)
    z = run([zocc, '-c', rel, '-o', os.path.join(wd, os.path.basename(rel) + '.spv')] + opts, cwd=d, timeout=60)
    if z.code not in (0, 1) and strict:
        raise Fail('%s: zocc exit %d: %s' % (rel, z.code, z.brief()))
    remember(path, zocc, c.err, z.err)
    return c.err, z.err


def strip_code(line, in_comment):
    """The code of a source line without its comments and the insides of
    its string and character literals, and whether a /* comment runs on."""
    out, i = [], 0
    while i < len(line):
        if in_comment:
            j = line.find('*/', i)
            if j < 0:
                return ''.join(out), True
            in_comment, i = False, j + 2
            out.append(' ')
        elif line.startswith('//', i):
            break
        elif line.startswith('/*', i):
            in_comment, i = True, i + 2
        elif line[i] in '"\'':
            q, i = line[i], i + 1
            while i < len(line) and line[i] != q:
                i += 2 if line[i] == '\\' else 1
            out.append(q + q)
            i += 1
        else:
            out.append(line[i])
            i += 1
    return ''.join(out), in_comment


def item_starts(lines):
    """The first line (1-based) of each top-level item of a file: a
    preprocessor directive, or what starts at bracket depth 0 after the
    ';' or '}' that ended the item before."""
    starts, depth, done, in_comment = [], 0, True, False
    for n, line in enumerate(lines, 1):
        code, in_comment = strip_code(line, in_comment)
        t = code.strip()
        if not t:
            continue
        if depth == 0 and (t.startswith('#') or done):
            starts.append(n)
        for ch in code:
            depth = depth + 1 if ch in '({[' else max(0, depth - 1) if ch in ')}]' else depth
        done = not t.endswith('\\') if t.startswith('#') and depth == 0 else depth == 0 and t[-1] in ';}'
    return starts


def cases(path, cerr, zerr):
    """The verdict of each case of file path: a dict (file, first line) ->
    'better', 'same', 'worse' or 'missing'."""
    import bisect
    import types
    with open(path, encoding='utf-8') as f:
        text = f.read()
    d, base = os.path.dirname(path), os.path.basename(path)
    src = {base: text.splitlines()}
    onlys = verify.only(text)
    cd = [x for x in verify.diagnostics(cerr) if x.sev in ('error', 'warning')]
    zd = [x for x in verify.diagnostics(zerr) if x.sev in ('error', 'warning')]
    pairs = []
    ClangDiagTest.compare(types.SimpleNamespace(path=path, dir=d), cd, zd, onlys, src, True, pairs)
    starts = {}

    def key(file, line):
        file = os.path.basename(file)
        if file not in starts:
            if file not in src:
                p = os.path.join(d, file)
                src[file] = open(p, encoding='utf-8').read().splitlines() if os.path.exists(p) else []
            starts[file] = item_starts(src[file]) or [1]
        s = starts[file]
        return file, s[max(0, bisect.bisect_right(s, line) - 1)]
    seen = {}
    for x in cd:
        seen.setdefault(key(x.file, x.line), [set(), 0, 0])[1] += 1
    for x in zd:
        seen.setdefault(key(x.file, x.line), [set(), 0, 0])[2] += 1
    for o in onlys:
        if o.target is not None and key(base, o.target) in seen:
            seen[key(base, o.target)][0].add(o.verdict)
    for c, z in pairs:
        if key_words(z.msg) != key_words(c.msg):
            seen[key(z.file, z.line)][0].add('better')
    # a difference no annotation accounts for (none while the file's test
    # passes; another zocc's, say an older one's): worse
    matched = {id(x) for pair in pairs for x in pair}
    for who, diags in (('clang', cd), ('zocc', zd)):
        for x in diags:
            if id(x) not in matched and not any(o.who == who and o.meets(x) for o in onlys
                                                if os.path.basename(x.file) == base):
                seen[key(x.file, x.line)][0].add('worse')
    out = {}
    for k, (words, nc, nz) in seen.items():
        if nc and not nz and 'better' not in words:
            out[k] = 'missing'
        elif 'worse' in words or 'missing' in words:
            out[k] = 'worse'
        elif 'better' in words:
            out[k] = 'better'
        else:
            out[k] = 'same'
    return out


def table(verdicts):
    """The markdown table of verdicts: {path: {case: verdict}}."""
    rows = [TABLE_HEAD, '|---|---|---|---|---|---|---|']
    total = [0] * 6
    for fam, _ in FAMILIES:
        files = [p for p in verdicts if family(p) == fam]
        vs = [v for p in files for v in verdicts[p].values()]
        counts = [len(files), len(vs)] + [vs.count(v) for v in ('better', 'same', 'worse', 'missing')]
        total = [a + b for a, b in zip(total, counts)]
        rows.append('| %s | %s |' % (fam, ' | '.join(map(str, counts))))
    rows.append('| all | %s |' % ' | '.join(map(str, total)))
    return rows


def compared_files(tests):
    import glob
    return (sorted(glob.glob(os.path.join(tests, 'diag', 'clang', '*.cl'))) +
            sorted(glob.glob(os.path.join(tests, 'diag', 'warnings', '*.cl'))))


def compute_table(tests, zocc, wd, strict=True):
    import concurrent.futures
    files = compared_files(tests)
    unnamed = [os.path.basename(p) for p in files if not family(p)]
    if unnamed:
        raise Fail('files named by no family (%s): %s' % (
            ', '.join(p for _, ps in FAMILIES for p in ps), ', '.join(unnamed)))
    with concurrent.futures.ThreadPoolExecutor(2) as ex:
        runs = list(ex.map(lambda p: default_run(p, zocc, wd, strict), files))
    return table({p: cases(p, c, z) for p, (c, z) in zip(files, runs)})


def doc_table(text):
    """The (first, end) line indexes of the table in the doc's section, or
    None."""
    lines = text.split('\n')
    if TABLE_SECTION not in lines:
        return None
    i = lines.index(TABLE_SECTION)
    while i < len(lines) and lines[i] != TABLE_HEAD:
        if i > lines.index(TABLE_SECTION) and lines[i].startswith('## '):
            return None
        i += 1
    if i == len(lines):
        return None
    j = i
    while j < len(lines) and lines[j].startswith('|'):
        j += 1
    return i, j


class DiagTableTest(Test):
    """doc/diagnostics.md's table of the comparison with clang, by family,
    is the one the compared files and their annotations give today
    (ZOCC_DIAG_TABLE_UPDATE=1 rewrites it)."""

    name = 'diag/clang-table'

    def __init__(self, ctx):
        self.ctx = ctx

    def _run(self):
        ctx = self.ctx
        if ctx.compiler != 'zocc':
            raise Skip('diagnostic tests check zocc only')
        rows = compute_table(ctx.tests, ctx.zocc, ctx.workdir(self.name))
        path = os.path.join(ctx.root, TABLE_DOC)
        with open(path, encoding='utf-8') as f:
            text = f.read()
        lines, at = text.split('\n'), doc_table(text)
        have = lines[at[0]:at[1]] if at else None
        summary = rows[-1].strip('| ').replace(' | ', ' ')
        if have == rows:
            return 'the table is today\'s: all %s' % summary
        if not os.environ.get('ZOCC_DIAG_TABLE_UPDATE'):
            diff = [r for r in rows if r not in (have or [])]
            raise Fail('%s\'s table differs from the computed one (ZOCC_DIAG_TABLE_UPDATE=1 rewrites it): %s' % (
                TABLE_DOC, '; '.join(diff[:3]) if have else 'no table under "%s"' % TABLE_SECTION))
        if at:
            lines[at[0]:at[1]] = rows
        else:
            i = lines.index(TABLE_SECTION)
            lines[i + 1:i + 1] = [''] + rows
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(lines))
        return 'rewrote the table: all %s' % summary


def collect(ctx):
    base = os.path.join(ctx.tests, 'diag')
    tests = []
    for d, subdirs, files in os.walk(base):
        subdirs.sort()
        for f in sorted(files):
            if f.endswith('.cl'):
                kind = os.path.basename(d)
                cls = ClangDiagTest if kind == 'clang' else BothVerifyTest if kind in ('warnings', 'typo') else DiagTest
                tests.append(cls(ctx, os.path.join(d, f)))
    tests.append(CorpusWarnTest(ctx))
    tests.append(DiagTableTest(ctx))
    return tests


if __name__ == '__main__':
    # python3 tests/diag/suite.py ZOCC: the table for another zocc (an
    # older build, say), printed, over today's files
    import sys
    import tempfile
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory() as wd:
        print('\n'.join(compute_table(here, os.path.abspath(sys.argv[1]), wd, strict=False)))
