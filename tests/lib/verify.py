"""verify.py — expected diagnostics written in a test file, clang's -verify
convention, checked against what a compiler printed.

    x = y;   // expected-error {{undeclared identifier 'y'}}
    // expected-error@+1 {{expected ';'}}
    int a = 1
    // expected-warning@-3 2 {{unused}}      two warnings three lines up
    // expected-note@12 {{declared here}}    at line 12
    // expected-no-diagnostics               the file compiles without any

An expectation names a severity (error, warning, note), a line (its own, or
@+N / @-N relative to it, or @N absolute), an optional count (default 1), and
a substring of the message between {{ and }}.  It is met by that many
diagnostics of that severity on that line of the test file whose message
contains the substring.  Every error and warning must meet an expectation;
notes that nothing expects are allowed (they explain an error).

Diagnostics are read from the compiler's stderr in clang's form,
`file:line:col: severity: message` (the source line and caret that follow
are ignored here; a golden .err file checks those).
"""

import os
import re

EXPECT_RE = re.compile(
    r'expected-(error|warning|note)(?:@([+-]?)(\d+))?\s*(?:(\d+)\s*)?\{\{(.*?)\}\}')
NO_DIAG = 'expected-no-diagnostics'
DIAG_RE = re.compile(r'^(.*?):(\d+):(\d+): (error|warning|note|fatal error): (.*)$')


class Expect:
    def __init__(self, line, sev, target, count, text):
        self.line = line      # where the comment is
        self.sev = sev        # 'error', 'warning', 'note'
        self.target = target  # the line the diagnostic must be on
        self.count = count    # how many diagnostics
        self.text = text      # substring of the message
        self.seen = 0

    def __str__(self):
        n = '%d ' % self.count if self.count != 1 else ''
        return 'expected-%s %sat line %d {{%s}}' % (self.sev, n, self.target, self.text)


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
            sev, sign, num, count, msg = m.groups()
            target = n
            if num is not None:
                target = n + int(num) if sign == '+' else n - int(num) if sign == '-' else int(num)
            if not msg:
                problems.append('line %d: empty {{}} in expectation' % n)
            out.append(Expect(n, sev, target, int(count) if count else 1, msg))
        if 'expected-' in line and not EXPECT_RE.search(line) and NO_DIAG not in line:
            problems.append('line %d: unreadable expectation: %s' % (n, line.strip()))
    if nodiag and out:
        problems.append('expected-no-diagnostics together with expectations')
    return out, nodiag, problems


def diagnostics(stderr):
    return [Diag(m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5))
            for m in map(DIAG_RE.match, stderr.splitlines()) if m]


def match(expects, diags, filename):
    """The problems (a list of strings; empty when everything matched):
    expectations not met, and errors/warnings no expectation accounts for."""
    base = os.path.basename(filename)
    left = list(diags)
    problems = []
    for e in expects:
        for d in list(left):
            if e.seen == e.count:
                break
            if (os.path.basename(d.file) == base and d.line == e.target and d.sev == e.sev
                    and e.text in d.msg):
                e.seen += 1
                left.remove(d)
        if e.seen < e.count:
            got = [str(d) for d in diags if d.line == e.target and os.path.basename(d.file) == base]
            problems.append('missing %s (line %d has: %s)' % (
                e, e.target, '; '.join(got) if got else 'nothing'))
    for d in left:
        if d.sev in ('error', 'warning'):
            problems.append('unexpected %s' % d)
    return problems
