"""verify.py — expected diagnostics written in a test file, clang's -verify
convention, checked against what a compiler printed.

    x = y;   // expected-error {{undeclared identifier 'y'}}
    // expected-error@+1 {{expected ';'}}
    int a = 1
    // expected-warning@-3 2 {{unused}}      two warnings three lines up
    // expected-note@12 {{declared here}}    at line 12
    // expected-error@+1:10 {{expected ';'}} on the next line, at column 10
    // expected-no-diagnostics               the file compiles without any

An expectation names a severity (error, warning, note), a line (its own, or
@+N / @-N relative to it, or @N absolute), optionally a column (:N after
the line: @:N on its own line), an optional count (default 1), and a
substring of the message between {{ and }}.  It is met by that many
diagnostics of that severity on that line (and column) of the test file
whose message contains the substring.  Every error and warning must meet
an expectation; notes that nothing expects are allowed (they explain an
error).

Where a file is compiled by clang too (tests/diag/clang), a diagnostic only
one of them gives is written the same way with clang-only- or zocc-only-
for expected- and the reason after it:

    if (x > 1 {   // clang-only-error@+3 {{expected statement}} better: clang's recovery skips the body

The reason starts with a verdict, `better:`, `worse:` or `missing:`, which
the comparison table (tests/diag/suite.py, DiagTableTest) counts.

As in clang, `expected-warning-re {{text {{regex}} text}}` matches a message
with the parts between inner {{ }} as regular expressions (for the types
clang and zocc spell differently: '__private uchar' (aka ...) and 'uchar');
and `expected-note@* {{...}}` is a note anywhere, here one in clang's own
headers (the builtin a typo names is declared there): zocc has no such
header, so it is not asked of zocc.

Diagnostics are read from the compiler's stderr in clang's form,
`file:line:col: severity: message` (the source line and caret that follow
are ignored here; a golden .err file checks those).
"""

import os
import re

EXPECT_RE = re.compile(
    r'(?<![\w-])expected-(error|warning|note)(-re)?(?:@([+-]?)(\d+|\*)?(?::(\d+))?)?\s*(?:(\d+)\s*)?\{\{')
ONLY_RE = re.compile(
    r'(clang|zocc)-only-(error|warning|note)(?:@([+-]?)(\d*)(?::(\d+))?)?\s*(?:(\d+)\s*)?\{\{(.*?)\}\}')
NO_DIAG = 'expected-no-diagnostics'
DIAG_RE = re.compile(r'^(.*?):(\d+):(\d+): (error|warning|note|fatal error): (.*)$')


class Expect:
    def __init__(self, line, sev, target, count, text, col=None, who=None, regex=False):
        self.line = line      # where the comment is
        self.sev = sev        # 'error', 'warning', 'note'
        self.target = target  # the line the diagnostic must be on (None: in clang's headers)
        self.count = count    # how many diagnostics
        self.text = text      # substring of the message
        self.col = col        # the column it must be at, or None
        self.who = who        # clang-only / zocc-only: 'clang' or 'zocc'; None for both
        self.regex = None     # for -re: the compiled pattern
        if regex:
            parts = re.split(r'\{\{(.*?)\}\}', text)
            self.regex = re.compile(''.join(re.escape(p) if i % 2 == 0 else '(?:%s)' % p
                                            for i, p in enumerate(parts)))
        self.seen = 0

    def matches(self, msg):
        return self.regex.search(msg) is not None if self.regex else self.text in msg

    def __str__(self):
        n = '%d ' % self.count if self.count != 1 else ''
        at = ('line %d' % self.target if self.target is not None else 'any line') + (':%d' % self.col if self.col else '')
        return '%s-%s %sat %s {{%s}}' % (self.who + '-only' if self.who else 'expected', self.sev, n, at,
                                         self.text)

    def meets(self, d):
        """Whether diagnostic d is this one (a target of None, clang's
        headers: any line; the caller checks the file)."""
        return ((self.target is None or d.line == self.target) and d.sev == self.sev and self.matches(d.msg)
                and (self.col is None or d.col == self.col))


def _target(n, sign, num):
    if not num:
        return n
    return n + int(num) if sign == '+' else n - int(num) if sign == '-' else int(num)


class Diag:
    def __init__(self, file, line, col, sev, msg):
        self.file, self.line, self.col, self.msg = file, line, col, msg
        self.sev = 'error' if sev == 'fatal error' else sev

    def __str__(self):
        return '%s:%d:%d: %s: %s' % (os.path.basename(self.file), self.line, self.col,
                                     self.sev, self.msg)


def expectations(text):
    """(list of Expect, no_diagnostics flag, list of problems)."""
    out, problems = [], []
    nodiag = False
    for n, line in enumerate(text.splitlines(), 1):
        if NO_DIAG in line:
            nodiag = True
        for m in EXPECT_RE.finditer(line):
            sev, rx, sign, num, col, count = m.groups()
            # the text runs to the }} that closes the first {{ (nested
            # {{ }} pairs are the regular expressions of an -re one)
            depth, i = 1, m.end()
            while i < len(line) and depth:
                if line.startswith('{{', i):
                    depth, i = depth + 1, i + 2
                elif line.startswith('}}', i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            if depth:
                problems.append('line %d: unterminated {{ in expectation' % n)
                continue
            msg = line[m.end():i - 2]
            target = None if num == '*' else _target(n, sign, num)
            if not msg:
                problems.append('line %d: empty {{}} in expectation' % n)
            out.append(Expect(n, sev, target, int(count) if count else 1, msg,
                              int(col) if col else None, regex=bool(rx)))
        if 'expected-' in line and not EXPECT_RE.search(line) and NO_DIAG not in line:
            problems.append('line %d: unreadable expectation: %s' % (n, line.strip()))
    if nodiag and out:
        problems.append('expected-no-diagnostics together with expectations')
    return out, nodiag, problems


def only(text):
    """The clang-only- and zocc-only- annotations of a file (list of Expect),
    each with its reason (the words after it on its line, up to the next
    annotation) and its verdict, the reason's first word when it is one of
    VERDICTS (None otherwise)."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        for m in ONLY_RE.finditer(line):
            who, sev, sign, num, col, count, msg = m.groups()
            e = Expect(n, sev, _target(n, sign, num), int(count) if count else 1, msg,
                       int(col) if col else None, who)
            rest = line[m.end():]
            nxt = re.search(r'(?:clang|zocc)-only-|(?<![\w-])expected-', rest)
            e.reason = (rest[:nxt.start()] if nxt else rest).strip()
            first = re.match(r'(\w+):', e.reason)
            e.verdict = first.group(1) if first and first.group(1) in VERDICTS else None
            out.append(e)
    return out


# What a clang-only- or zocc-only- annotation says of zocc against clang,
# the first word of its reason: 'better' (zocc's is more exact, or clang's
# is a consequence of its recovery or a mistake of its own), 'worse'
# (zocc's is less exact, or one clang does not give), 'missing' (zocc
# gives nothing where clang gives this).
VERDICTS = ('better', 'worse', 'missing')


def diagnostics(stderr):
    return [Diag(m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5))
            for m in map(DIAG_RE.match, stderr.splitlines()) if m]


def match(expects, diags, filename, strict=False):
    """The problems (a list of strings; empty when everything matched):
    expectations not met, and errors/warnings no expectation accounts for.
    strict: as clang -verify checks itself: notes too must be expected, and
    `@*` ones are met by notes in other files (clang's headers)."""
    base = os.path.basename(filename)
    left = list(diags)
    problems = []
    for e in expects:
        e.seen = 0
        if e.target is None and not strict:
            continue  # in clang's headers
        for d in list(left):
            if e.seen == e.count:
                break
            where = (os.path.basename(d.file) != base if e.target is None
                     else os.path.basename(d.file) == base)
            if where and e.meets(d):
                e.seen += 1
                left.remove(d)
        if e.seen < e.count:
            got = [str(d) for d in diags if d.line == e.target and os.path.basename(d.file) == base]
            problems.append('missing %s (line %d has: %s)' % (
                e, e.target or 0, '; '.join(got) if got else 'nothing'))
    for d in left:
        if d.sev in ('error', 'warning') or (strict and os.path.basename(d.file) == base):
            problems.append('unexpected %s' % d)
    return problems
