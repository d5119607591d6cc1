#!/usr/bin/env python3
"""tests/pp/suite.py — the preprocessor's tests, run through build/pp-harness.

    python3 tests/pp/suite.py [--build DIR] [--verbose] [--clang-verify] [NAME...]

Four kinds, each with its expectation in the test file:

  diff/*.c, diff/*.cl   differential: the tokens of our -E output equal the
                        tokens of `clang-15 -E -P` on the same file (OpenCL C
                        1.2 without the default header unless the file says
                        `// lang: c` or `// clang-header: yes`; `// args:`
                        gives options for both, `// zocc-args:` for zocc
                        only).  Our -E output, preprocessed
                        again, must give the same tokens.
  diag/*.cl             diagnostics: `// expected-error {{text}}` (also
                        -warning, -note; @+N, @-N, @N, @FILE:N; a count) as in
                        clang's -verify; every diagnostic must be expected and
                        every expectation met.  With --clang-verify the files
                        marked `// clang-verify: yes` are also checked by
                        clang-15 -verify, proving the wording is clang's.
  deps/                 the files read: `// dep: PATH` lines, in order.
  render/*.cl           the diagnostics as printed (source line, caret, the
                        chain of 'expanded from macro' notes) equal clang-15's
                        byte for byte, but for clang's [-W...] tags, ~~~ range
                        marks, 'In file included from' lines, fix-it hint
                        lines and the count.
  misc/*.cl             `// expect-map:`, `// expect-locate:`,
                        `// expect-pragma:`, `// expect-text:` lines checked
                        against the harness's --map, --locate, --pragmas and
                        -E/--text output.

exec/*.cl are execution tests in tests/exec's format (kernel names, types
and loop bodies from macros and -D options); they belong in tests/exec/,
whose suite runs them (this one does not).

Run alone it prints one line per failure and `N passed, N failed` and
exits 1 on failure; tests/run.py runs the same tests through collect(ctx)
as pp/<kind>/<file>.  Needs build/tests/pp-harness (tests/pp/files.ninja).
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CLANG = "clang-15"

# ---- C tokens, for comparing outputs --------------------------------------

PUNCT = sorted("""... <<= >>= -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |=
## <: :> <% %> %:%: %: [ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #""".split(),
               key=len, reverse=True)
TOKEN_RE = re.compile(r"""
    (?P<ws>\s+)
  | (?P<str>L?"(?:[^"\\\n]|\\.)*")
  | (?P<chr>L?'(?:[^'\\\n]|\\.)*')
  | (?P<num>\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.$])*)
  | (?P<id>[A-Za-z_$\x80-\uffff][0-9A-Za-z_$\x80-\uffff]*)
  | (?P<punct>""" + "|".join(re.escape(p) for p in PUNCT) + r""")
  | (?P<other>.)
""", re.X | re.S)


def tokens(text):
    text = re.sub(r"\\[ \t]*\n", "", text)  # translation phase 2 (the -E text may splice)
    out = []
    for m in TOKEN_RE.finditer(text):
        if m.lastgroup != "ws":
            out.append(m.group(0))
    return out


LINEMARKER = re.compile(r'^#\s*\d+\s+"(?:[^"\\]|\\.)*"(?:\s+\d+)*\s*$')


def strip_linemarkers(text):
    return "\n".join(l for l in text.split("\n") if not LINEMARKER.match(l))


# ---- running -----------------------------------------------------------------

class Ctx:
    def __init__(self, build, verbose=False, clang_verify=False):
        self.harness = os.path.join(build, "tests", "pp-harness")
        self.verbose = verbose
        self.clang_verify = clang_verify
        self.passed = 0
        self.failed = 0

    def ok(self, name):
        self.passed += 1
        if self.verbose:
            print("ok   " + name)

    def fail(self, name, why):
        self.failed += 1
        print("FAIL " + name + ": " + why)


def run(cmd, cwd, stdin=None):
    p = subprocess.run(cmd, cwd=cwd, input=stdin, capture_output=True, text=True,
                       errors="replace")
    return p.returncode, p.stdout, p.stderr


def header_opts(path):
    """`// key: value` lines at the top of a test file."""
    opts = {}
    with open(path, errors="replace") as f:
        for line in f:
            m = re.match(r"\s*//\s*([a-z-]+):\s*(.*?)\s*$", line)
            if m:
                opts.setdefault(m.group(1), m.group(2))
    return opts


DIAG_RE = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note|fatal error): (.*)$")


def parse_diags(stderr):
    out = []
    for line in stderr.split("\n"):
        m = DIAG_RE.match(line)
        if m:
            out.append((m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)))
    return out


# ---- differential -------------------------------------------------------------

def trim_at_marker(toks):
    if "PP_TEST_BEGIN" in toks:
        return toks[toks.index("PP_TEST_BEGIN") + 1:]
    return toks


def check_diff(ctx, path):
    name = os.path.relpath(path, HERE)
    d, base = os.path.split(path)
    opts = header_opts(path)
    args = shlex.split(opts.get("args", ""))
    lang = opts.get("lang", "cl")
    ccmd = [CLANG, "-E", "-P"]
    hcmd = [ctx.harness]
    if lang == "cl":
        ccmd += ["-x", "cl"]
        if not any(a.startswith("-cl-std=") for a in args):
            ccmd.append("-cl-std=CL1.2")
            hcmd.append("-cl-std=CL1.2")
        if opts.get("clang-header") != "yes":
            ccmd.append("-cl-no-stdinc")
    else:
        ccmd += ["-x", "c", "-std=c99"]
    ccmd += args + [base]
    hcmd += args + shlex.split(opts.get("zocc-args", "")) + [base]
    rc, cout, cerr = run(ccmd, d)
    if rc != 0:
        ctx.fail(name, "clang failed: " + cerr.strip()[:300])
        return
    rc, zout, zerr = run(hcmd, d)
    errs = [x for x in parse_diags(zerr) if x[3] in ("error", "fatal error")]
    if rc != 0 or errs:
        ctx.fail(name, "zocc reported errors: " + zerr.strip()[:300])
        return
    ct = trim_at_marker(tokens(cout))
    zt = trim_at_marker(tokens(strip_linemarkers(zout)))
    if ct != zt:
        i = 0
        while i < min(len(ct), len(zt)) and ct[i] == zt[i]:
            i += 1
        ctx.fail(name, "tokens differ at %d: clang %s | zocc %s" %
                 (i, " ".join(ct[max(0, i - 3):i + 8]), " ".join(zt[max(0, i - 3):i + 8])))
        return
    # the -E output preprocesses again to the same tokens
    with tempfile.NamedTemporaryFile("w", suffix=".cl", delete=False) as f:
        f.write(zout)
        again = f.name
    try:
        rc, zout2, zerr2 = run([ctx.harness] + [a for a in hcmd[1:] if a.startswith("-cl-std")] + [again], d)
    finally:
        os.unlink(again)
    zt2 = trim_at_marker(tokens(strip_linemarkers(zout2)))
    if rc != 0 or zt2 != zt:
        ctx.fail(name, "-E output does not preprocess to the same tokens: " + zerr2.strip()[:200])
        return
    # ... and its linemarkers put every token that starts a line in a file
    # back at its file and line
    rc, m1, _ = run([ctx.harness, "--text", "--map"] + hcmd[1:], d)
    with tempfile.NamedTemporaryFile("w", suffix=".cl", delete=False) as f:
        f.write(zout)
        again = f.name
    try:
        rc, m2, _ = run([ctx.harness, "--text", "--map"] +
                        [a for a in hcmd[1:] if a.startswith("-cl-std")] + [again], d)
    finally:
        os.unlink(again)
    l1 = [l.split("\t") for l in m1.split("\n") if l]
    l2 = [l.split("\t") for l in m2.split("\n") if l]
    if len(l1) != len(l2):
        ctx.fail(name, "map lengths differ after -E: %d, %d" % (len(l1), len(l2)))
        return
    for a, b in zip(l1, l2):
        if " <" in a[3] or a[-1] != "bol":
            continue  # out of a macro body, or not first on its line
        if a[2].rsplit(":", 1)[0] != b[2].rsplit(":", 1)[0]:
            ctx.fail(name, "token %s at %s comes back from -E at %s" % (a[1], a[2], b[2]))
            return
    ctx.ok(name)


# ---- diagnostics ----------------------------------------------------------------

EXPECT_RE = re.compile(r"expected-(error|warning|note)(?:@(\S+?))?(?:\s+(\d+))?\s*\{\{(.*?)\}\}")


def expectations(path):
    exp = []
    base = os.path.basename(path)
    with open(path, errors="replace") as f:
        for lineno, line in enumerate(f, 1):
            for m in EXPECT_RE.finditer(line):
                sev, where, count, text = m.group(1), m.group(2), m.group(3), m.group(4)
                fname, ln = base, lineno
                if where:
                    if ":" in where:
                        fname, w = where.rsplit(":", 1)
                        ln = int(w)
                    elif where[0] in "+-":
                        ln = lineno + int(where)
                    else:
                        ln = int(where)
                for _ in range(int(count or 1)):
                    exp.append([fname, ln, sev, text, False])
    return exp


def check_diag(ctx, path):
    name = os.path.relpath(path, HERE)
    d, base = os.path.split(path)
    opts = header_opts(path)
    args = shlex.split(opts.get("args", ""))
    rc, out, err = run([ctx.harness] + args + [base], d)
    if rc not in (0, 1):
        ctx.fail(name, "harness crashed (status %d): %s" % (rc, err[-300:]))
        return
    got = parse_diags(err)
    exp = expectations(path)
    problems = []
    for g in got:
        gfile, gline, _, gsev, gmsg = g
        if gsev == "fatal error":
            gsev = "error"  # as clang's -verify: a fatal error is an expected-error
        if gsev == "note" and gmsg.startswith("expanded from macro "):
            continue  # as clang's -verify: the macro backtrace is not checked here (see misc/)
        for e in exp:
            if (not e[4] and os.path.basename(gfile) == os.path.basename(e[0]) and gline == e[1] and gsev == e[2]
                    and e[3] in gmsg):
                e[4] = True
                break
        else:
            problems.append("unexpected %s at %s:%d: %s" % (gsev, gfile, gline, gmsg))
    for e in exp:
        if not e[4]:
            problems.append("missing %s at %s:%d: %s" % (e[2], e[0], e[1], e[3]))
    if problems:
        ctx.fail(name, "; ".join(problems))
        return
    if not exp:
        ctx.fail(name, "no expectations in the file")
        return
    if ctx.clang_verify and opts.get("clang-verify") == "yes":
        lang = ["-x", "c"] if opts.get("lang", "").split(" ")[0] == "c" \
            else ["-x", "cl", "-cl-std=CL1.2"]
        rc, cout, cerr = run([CLANG, "-cc1", "-E", "-verify"] + lang + args +
                             [base, "-o", "/dev/null"], d)
        if rc != 0:
            ctx.fail(name + " (clang -verify)", cerr.strip()[:400])
            return
    ctx.ok(name)


# ---- depfile inputs ---------------------------------------------------------------

def check_deps(ctx, path):
    name = os.path.relpath(path, HERE)
    d, base = os.path.split(path)
    opts = header_opts(path)
    args = shlex.split(opts.get("args", ""))
    want = []
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*//\s*dep:\s*(.*?)\s*$", line)
            if m:
                want.append(m.group(1))
    rc, out, err = run([ctx.harness, "--deps"] + args + [base], d)
    got = [l for l in out.split("\n") if l]
    if rc != 0:
        ctx.fail(name, "harness failed: " + err.strip()[:300])
    elif got != want:
        ctx.fail(name, "deps %s, expected %s" % (got, want))
    else:
        ctx.ok(name)


# ---- rendered diagnostics against clang's ---------------------------------------

def normalize_render(text):
    out = []
    for line in text.split("\n"):
        if re.match(r"^\d+ (error|warning)s? (and \d+ (error|warning)s? )?generated\.$", line):
            continue
        if line.startswith("In file included from") or re.match(r"^\s+from .*:\d+:$", line):
            continue
        if re.match(r"^\s+//$", line):
            continue  # clang's fix-it hint under 'extra tokens' (insert '//')
        line = re.sub(r" \[-W[^\]]*\]$", "", line)
        if re.match(r"^[ \t~]*\^[ ~]*$", line):
            line = line.replace("~", " ").rstrip()
        out.append(line)
    return "\n".join(out).strip()


def check_render(ctx, path):
    name = os.path.relpath(path, HERE)
    d, base = os.path.split(path)
    opts = header_opts(path)
    args = shlex.split(opts.get("args", ""))
    rc, cout, cerr = run([CLANG, "-E", "-x", "cl", "-cl-std=CL1.2", "-cl-no-stdinc"] + args +
                         [base, "-o", "/dev/null"], d)
    rc2, zout, zerr = run([ctx.harness] + args + [base], d)
    want, got = normalize_render(cerr), normalize_render(zerr)
    if not want:
        ctx.fail(name, "clang reported nothing: the test checks nothing")
    elif want != got:
        wl, gl = want.split("\n"), got.split("\n")
        i = 0
        while i < min(len(wl), len(gl)) and wl[i] == gl[i]:
            i += 1
        ctx.fail(name, "output differs at line %d:\n  clang: %s\n  zocc:  %s" %
                 (i + 1, wl[i] if i < len(wl) else "(end)", gl[i] if i < len(gl) else "(end)"))
    else:
        ctx.ok(name)


# ---- map, locate, pragmas, text ----------------------------------------------------

def check_misc(ctx, path):
    name = os.path.relpath(path, HERE)
    d, base = os.path.split(path)
    opts = header_opts(path)
    args = shlex.split(opts.get("args", ""))
    checks = []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = re.search(r"//\s*expect-(map|locate|pragma|text|etext):\s*(.*?)\s*$", line)
            if m:
                checks.append((lineno, m.group(1), m.group(2)))
    if not checks:
        ctx.fail(name, "no expectations in the file")
        return
    rc, mapout, err = run([ctx.harness, "--text", "--map"] + args + [base], d)
    if rc not in (0, 1):
        ctx.fail(name, "harness crashed: " + err[-300:])
        return
    maplines = mapout.split("\n")
    problems = []
    for lineno, kind, spec in checks:
        if kind == "map":
            # expect-map: TOKEN[#K] -> rest of the harness's map line (after the offset and token)
            tok, want = [s.strip() for s in spec.split("->", 1)]
            k = 1
            if "#" in tok[1:]:
                tok, k = tok.rsplit("#", 1)
                k = int(k)
            hits = [l for l in maplines if l.split("\t")[1:2] == [tok]]
            if len(hits) < k:
                problems.append("line %d: token %r not in map" % (lineno, tok))
            else:
                have = " ".join(f for f in hits[k - 1].split("\t")[2:] if f != "bol")
                if have != want:
                    problems.append("line %d: %s is '%s', expected '%s'" % (lineno, tok, have, want))
        elif kind == "locate":
            # expect-locate: TOKEN[#K] +N -> file:line:col
            lhs, want = [s.strip() for s in spec.split("->", 1)]
            tok, plus = lhs.rsplit(" ", 1)
            k = 1
            if "#" in tok[1:]:
                tok, k = tok.rsplit("#", 1)
                k = int(k)
            hits = [l for l in maplines if l.split("\t")[1:2] == [tok]]
            if len(hits) < k:
                problems.append("line %d: token %r not in map" % (lineno, tok))
                continue
            off = int(hits[k - 1].split("\t")[0]) + int(plus)
            rc, lo, _ = run([ctx.harness, "--text", "--locate", str(off)] + args + [base], d)
            if lo.strip() != want:
                problems.append("line %d: locate(%s %s) is %s, expected %s" % (lineno, tok, plus, lo.strip(), want))
        elif kind == "pragma":
            rc, po, _ = run([ctx.harness, "--text", "--pragmas"] + args + [base], d)
            if spec not in po.split("\n"):
                problems.append("line %d: no pragma event '%s' in:\n%s" % (lineno, spec, po))
        elif kind in ("text", "etext"):
            flag = ["--text"] if kind == "text" else []
            rc, to, _ = run([ctx.harness] + flag + args + [base], d)
            want = spec.encode().decode("unicode_escape")
            if want not in to:
                problems.append("line %d: %s output lacks %r:\n%s" % (lineno, kind, want, to))
    if problems:
        ctx.fail(name, "; ".join(problems))
    else:
        ctx.ok(name)


# ---- the suite ----------------------------------------------------------------------

def tests(selected=None):
    out = []
    for sub, fn, exts in (("diff", check_diff, (".c", ".cl")), ("diag", check_diag, (".cl",)),
                          ("deps", check_deps, (".cl",)), ("render", check_render, (".cl",)),
                          ("misc", check_misc, (".cl",))):
        dpath = os.path.join(HERE, sub)
        for f in sorted(os.listdir(dpath)):
            if f.endswith(exts):
                p = os.path.join(dpath, f)
                if not selected or any(s in p for s in selected):
                    out.append((fn, p))
    return out


class _One(Ctx):
    """the result of one test, for tests/run.py"""

    def __init__(self, build):
        Ctx.__init__(self, build)
        self.result = (None, "not run")

    def ok(self, name):
        self.result = (True, "")

    def fail(self, name, why):
        self.result = (False, why.replace("\n", " | "))


# ---- the output writers' room (tests/lib/pproom.py) ------------------------

def check_room(harness, workdir, kind, writer):
    """every program of the sweep of one kind of long token, through one
    writer (the parser's text, or -E): the tokens the macros must give"""
    sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
    import pproom
    flag = ["--text"] if writer == "text" else []
    bad = []
    progs = [p for p in pproom.sweep() if p[0].startswith(kind + "-")]
    for name, src, want in progs:
        path = os.path.join(workdir, name + ".cl")
        with open(path, "w") as f:
            f.write(src)
        rc, out, err = run([harness] + flag + [path], workdir)
        have = pproom.tokens(out)
        if rc != 0 or err.strip():
            bad.append("%s: exit %d: %s" % (name, rc, err.strip()[:300]))
        elif have != want:
            k = next((i for i, (a, b) in enumerate(zip(have, want)) if a != b), min(len(have), len(want)))
            bad.append("%s: token %d is %r, expected %r (%d tokens, expected %d)" %
                       (name, k, have[k][:40] if k < len(have) else None, want[k][:40] if k < len(want) else None,
                        len(have), len(want)))
    if bad:
        return False, "; ".join(bad[:3]) + (" (and %d more)" % (len(bad) - 3) if len(bad) > 3 else "")
    return True, "%d programs" % len(progs)


def check_room_limit(harness, workdir, writer):
    """the byte limit (16 a token of -ftoken-limit) holds exactly for runs of
    long tokens: over it, the limit's error and no more text than it allows;
    under it, no error"""
    sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
    import pproom
    flag = ["--text"] if writer == "text" else []
    limit = 1000
    bad = []
    for kind in pproom.KINDS:
        per_use = sum(len(t) + 1 for t in pproom.program(kind, 200, 3, 1, 0)[1])
        for uses, over in ((16 * limit * 7 // 10 // per_use, False), (16 * limit * 13 // 10 // per_use + 1, True)):
            src, want = pproom.program(kind, 200, 3, uses, 0)
            nbytes = sum(len(t) + 1 for t in want)
            if (nbytes > 16 * limit) != over or len(want) >= limit:
                return False, "the test's programs do not straddle the limit (%d bytes)" % nbytes
            path = os.path.join(workdir, "limit-%s-%d.cl" % (kind, uses))
            with open(path, "w") as f:
                f.write(src)
            rc, out, err = run([harness] + flag + ["-ftoken-limit=%d" % limit, path], workdir)
            said = "the preprocessed program is larger than %d bytes" % (16 * limit) in err
            if said != over:
                bad.append("%s, %d uses: %s" % (kind, uses, "no limit error" if over else "error: " + err.strip()[:200]))
            elif len(out.rstrip("\n")) > 16 * limit:
                bad.append("%s, %d uses: %d bytes of text past the limit of %d" % (kind, uses, len(out), 16 * limit))
    if bad:
        return False, "; ".join(bad[:3])
    return True, ""


def collect(ctx):
    """for tests/run.py: one rig test per file, named pp/<kind>/<file>"""
    from rig import FuncTest

    def make(fn, p):
        def go():
            if ctx.compiler != "zocc":
                return None, "tests zocc's preprocessor"
            one = _One(ctx.build)
            if not os.path.exists(one.harness):
                return False, "no %s (ninja %s)" % (one.harness, os.path.relpath(one.harness, ctx.root))
            fn(one, p)
            return one.result
        return go
    out = [FuncTest("pp/" + os.path.relpath(p, HERE).rsplit(".", 1)[0], make(fn, p)) for fn, p in tests()]
    if ctx.compiler != "zocc":
        return out
    harness = os.path.join(ctx.build, "tests", "pp-harness")
    for writer in ("text", "etext"):
        for kind in ("name", "number", "string", "paste", "stringize"):
            out.append(FuncTest("pp/room/%s-%s" % (writer, kind),
                                lambda w=writer, k=kind: check_room(harness, ctx.workdir("pp-room-%s-%s" % (w, k)), k, w)))
        out.append(FuncTest("pp/room/%s-byte-limit" % writer,
                            lambda w=writer: check_room_limit(harness, ctx.workdir("pp-room-limit-" + w), w)))
    return out


def main():
    build = os.path.join(ROOT, "build")
    verbose = clang_verify = False
    sel = []
    argv = sys.argv[1:]
    while argv:
        a = argv.pop(0)
        if a == "--build":
            build = argv.pop(0)
        elif a in ("-v", "--verbose"):
            verbose = True
        elif a == "--clang-verify":
            clang_verify = True
        else:
            sel.append(a)
    ctx = Ctx(build, verbose, clang_verify)
    if not os.path.exists(ctx.harness):
        print("no %s: build it with `ninja %s`" % (ctx.harness, os.path.relpath(ctx.harness, ROOT)))
        return 1
    for fn, p in tests(sel):
        try:
            fn(ctx, p)
        except Exception as e:  # a broken test is a failed test
            ctx.fail(os.path.relpath(p, HERE), "exception: %r" % e)
    print("%d passed, %d failed" % (ctx.passed, ctx.failed))
    return 1 if ctx.failed else 0


if __name__ == "__main__":
    sys.exit(main())
