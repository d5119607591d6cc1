"""pproom.py — the preprocessor's output writers and the room they write in.

The parser's text and the -E text are written a run of tokens at a time
(frontend/ppout.c, run_text and run_etext), into buffers grown ahead of the
run.  A token is as long as its spelling, so no room reckoned for a run as
a whole holds for every token of it: a long one early in a run used up what
had been set aside for the short ones after it, which then wrote past the
buffer (the fuzzers' heap overflow, tests/fuzz/regress/compile/heap-overflow-*).

These programs put long tokens of every kind that can sit in a run (a long
name, a name pasted by ##, an argument stringized by #, a long number, a
long string literal) among short ones, in macro replacements used many
times over, with the program's length and the token lengths swept so that
the buffers' growth points fall inside runs at many different places.  Each
output is compared token for token with what the macros must give, in both
writers: on the sanitized build (./configure --sanitize, as .ci/run does) a
write out of bounds is a report that fails the test; on any build a token
lost or mangled is a difference.

The byte limit (16 bytes a token of -ftoken-limit) is checked the same way:
a program whose runs of long tokens pass it must get the limit's error in
both writers, and none that stays under it.
"""

import re


def _long(kind, n):
    """a token of about n bytes of the given kind: (the token, how M's
    replacement list spells it, the argument M is used with or None)"""
    if kind == 'name':
        t = 'N_' + 'a' * n
        return t, t, None
    if kind == 'number':
        t = '1' + '0' * n
        return t, t, None
    if kind == 'string':
        t = '"' + 's' * n + '"'
        return t, t, None
    if kind == 'paste':  # made by ## in M's own replacement (a run of M's tokens)
        left, right = 'P_' + 'b' * (n // 2), 'c' * (n - n // 2)
        return left + right, left + ' ## ' + right, None
    if kind == 'stringize':  # #x of M(x+y+...): no white space, so no spaces in it;
        # eight times, or the program would be longer than its output and
        # the buffers, sized from the program, would never grow
        arg = '+'.join(['x%d' % j for j in range(max(1, n // 4))])
        return ' '.join(['"%s"' % arg] * 8), ' '.join(['#x'] * 8), arg
    raise ValueError(kind)


KINDS = ('name', 'number', 'string', 'paste', 'stringize')


def program(kind, length, shorts, uses, pad):
    """(source, expected tokens): macro M's replacement is a short token, a
    long one and `shorts` short ones, so that the long token sits inside
    the run of M's tokens the writers take at once (the first token of a
    replacement is written on its own); M is used `uses` times, after `pad`
    short names (which shift every run against the growth points).  The
    uses sit on one line, for the -E text's fast path."""
    long_tok, long_src, arg = _long(kind, length)
    shorts_toks = ['s%d' % (j % 7) for j in range(shorts)]
    src = ['#define M%s q %s %s' % ('(x)' if arg else '', long_src, ' '.join(shorts_toks))]
    body_out = ['q'] + long_tok.split(' ') + shorts_toks
    pad_toks = ['p'] * pad
    src.append(' '.join(pad_toks))
    line = []
    want = list(pad_toks)
    for u in range(uses):
        line.append('M(%s)' % arg if arg else 'M')
        want += body_out
        if u % 3 == 2:  # a short token between uses now and then
            line.append('z')
            want.append('z')
    src.append(' '.join(line))
    return '\n'.join(src) + '\n', want


def sweep():
    """the programs: every kind, several lengths and shapes, many pads"""
    out = []
    for kind in KINDS:
        for length, shorts in ((12, 1), (40, 3), (120, 6), (300, 12), (700, 2)):
            for pad in (0, 1, 5, 17, 61, 200):
                uses = 40 + (length * 7 + pad * 13) % 90
                out.append(('%s-%d-%d-%d' % (kind, length, shorts, pad),) + program(kind, length, shorts, uses, pad))
    return out


TOKEN = re.compile(r'"[^"]*"|\S+')


def tokens(text):
    """the tokens of a writer's output, without the -E text's linemarkers"""
    return TOKEN.findall('\n'.join(l for l in text.split('\n') if not re.match(r'# \d+ "', l)))
