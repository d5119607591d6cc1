"""tests/driver — the zocc command: outputs, exit statuses, flags.

  - -S writes SPIR-V assembly that spirv-as reads back into the same module
    as -c (compared instruction by instruction with ids renamed in order of
    first appearance, since the assembler numbers names its own way);
  - exit status 0 on success, 1 on errors in the program, 2 on bad usage;
    no output file is left behind on error, and an existing one is not
    clobbered;
  - -o -, the default output name, --version, --help, a missing input file,
    a binary input file;
  - the output is the same bytes on every run (doc/design.md,
    "Deterministic output");
  - clang's -g options (debug_options).
  - --link: its default output, -S, usage errors.
"""

import glob
import os
import re
import subprocess

import oracles
from rig import Fail, FuncTest, run

VADD = '''kernel void vadd(global const float *a, global const float *b, global float *c)
{
	size_t i = get_global_id(0);
	c[i] = a[i] + b[i];
}
'''
BAD = 'kernel void f(global int *p) { p[0] = nope; }\n'


def canon(text):
    """Disassembly with ids renamed %0, %1 ... in order of appearance."""
    names = {}

    def sub(m):
        return names.setdefault(m.group(0), '%%%d' % len(names))
    lines = [l.strip() for l in text.splitlines() if l.strip() and not l.startswith(';')]
    return [re.sub(r'%[A-Za-z0-9_]+', sub, l) for l in lines]


def setup(ctx, name, src=VADD):
    wd = ctx.workdir('driver/' + name)
    with open(os.path.join(wd, 'k.cl'), 'w') as f:
        f.write(src)
    return wd


def zocc(ctx, wd, *args, **kw):
    return run([ctx.zocc] + list(args), cwd=wd, timeout=60, **kw)


def t_assembly(ctx):
    wd = setup(ctx, 'assembly')
    r = zocc(ctx, wd, '-S', 'k.cl', '-o', 'k.spvasm')
    if not r.ok:
        raise Fail('zocc -S: ' + r.brief())
    r = zocc(ctx, wd, '-c', 'k.cl', '-o', 'k.spv')
    if not r.ok:
        raise Fail('zocc -c: ' + r.brief())
    a = run(['spirv-as', '--target-env', 'spv1.2', 'k.spvasm', '-o', 'back.spv'], cwd=wd, timeout=60)
    if not a.ok:
        raise Fail('spirv-as does not read the -S output: ' + a.brief())
    d1 = run(['spirv-dis', '--raw-id', 'k.spv'], cwd=wd, timeout=60)
    d2 = run(['spirv-dis', '--raw-id', 'back.spv'], cwd=wd, timeout=60)
    c1, c2 = canon(d1.out), canon(d2.out)
    if c1 != c2:
        for i, (x, y) in enumerate(zip(c1, c2)):
            if x != y:
                raise Fail('instruction %d differs: %s | %s' % (i, x, y))
        raise Fail('different instruction counts: %d and %d' % (len(c1), len(c2)))
    return True, '%d instructions' % len(c1)


def t_error_status(ctx):
    wd = setup(ctx, 'error_status', BAD)
    r = zocc(ctx, wd, '-c', 'k.cl', '-o', 'k.spv')
    if r.code != 1:
        raise Fail('exit status %d, expected 1' % r.code)
    if "use of undeclared identifier 'nope'" not in r.err:
        raise Fail('no message: ' + r.brief())
    if os.path.exists(os.path.join(wd, 'k.spv')):
        raise Fail('an output file was left behind')
    return True, ''


def t_error_limit(ctx):
    """clang's -ferror-limit=N: 50 errors by default, then "too many
    errors emitted"; N of them with the option, all with 0."""
    wd = setup(ctx, 'error_limit')
    with open(os.path.join(wd, 'k.cl'), 'w') as f:
        f.write('kernel void k(global int *o)\n{\n%s}\n' % ''.join('\to[%d] = nope%d;\n' % (n, n) for n in range(60)))
    for args, want, stop in [([], 50, True), (['-ferror-limit=3'], 3, True), (['-ferror-limit=0'], 60, False)]:
        r = zocc(ctx, wd, *args, '-c', 'k.cl', '-o', 'k.spv')
        got = r.err.count('use of undeclared identifier')
        if r.code != 1 or got != want or ('too many errors emitted' in r.err) != stop:
            raise Fail('%s: exit %d, %d errors (expected %d)' % (' '.join(args) or 'default', r.code, got, want))
    r = zocc(ctx, wd, '-ferror-limit=x', '-c', 'k.cl', '-o', 'k.spv')
    if r.code != 2 or "invalid value 'x' in '-ferror-limit=x'" not in r.err:
        raise Fail('-ferror-limit=x: ' + r.brief())
    return True, ''


def t_no_clobber(ctx):
    wd = setup(ctx, 'no_clobber', BAD)
    with open(os.path.join(wd, 'k.spv'), 'w') as f:
        f.write('previous')
    r = zocc(ctx, wd, '-c', 'k.cl', '-o', 'k.spv')
    with open(os.path.join(wd, 'k.spv')) as f:
        kept = f.read()
    if r.code != 1 or kept != 'previous':
        raise Fail('exit %d; the earlier output became %r' % (r.code, kept[:20]))
    return True, ''


def t_usage(ctx):
    wd = setup(ctx, 'usage')
    for args, code, text in [(['-frobnicate', 'k.cl'], 2, "unknown argument: '-frobnicate'"),
                             (['-cl-std=CL9.9', 'k.cl'], 2, "invalid value 'CL9.9'"),
                             (['-device', 'nosuch', 'k.cl'], 2, "unknown device 'nosuch'"),
                             ([], 2, 'no input file'),
                             (['missing.cl'], 1, "no such file or directory: 'missing.cl'"),
                             (['-o'], 2, "argument to '-o' is missing")]:
        r = zocc(ctx, wd, *args)
        if r.code != code or text not in r.err:
            raise Fail('zocc %s: exit %d, expected %d with %r; got: %s' % (' '.join(args), r.code, code, text, r.brief()))
    return True, ''


def t_version_help(ctx):
    wd = setup(ctx, 'version')
    v = zocc(ctx, wd, '--version')
    h = zocc(ctx, wd, '--help')
    if not v.ok or not v.out.startswith('zocc '):
        raise Fail('--version: ' + v.brief())
    if not h.ok or '-cl-std' not in h.out or '--verify' not in h.out:
        raise Fail('--help does not list the flags')
    return True, ''


def t_outputs(ctx):
    wd = setup(ctx, 'outputs')
    r = zocc(ctx, wd, '-c', 'k.cl')
    if not r.ok or not os.path.exists(os.path.join(wd, 'k.spv')):
        raise Fail('default output k.spv not written: ' + r.brief())
    with open(os.path.join(wd, 'k.spv'), 'rb') as f:
        first = f.read()
    p = subprocess.run([ctx.zocc, '-c', 'k.cl', '-o', '-'], cwd=wd, capture_output=True, timeout=60)
    if p.returncode != 0 or p.stdout != first:
        raise Fail('-o - does not write the module to standard output')
    for i in range(3):
        zocc(ctx, wd, '-c', 'k.cl', '-o', 'again.spv')
        with open(os.path.join(wd, 'again.spv'), 'rb') as f:
            if f.read() != first:
                raise Fail('output differs between runs')
    return True, ''


def t_special_output(ctx):
    """-o naming something that is not a regular file (a FIFO here; /dev/null
    in real life) is written in place, never renamed over."""
    import threading
    wd = setup(ctx, 'special_output')
    fifo = os.path.join(wd, 'out.fifo')
    os.mkfifo(fifo)
    got = {}

    def reader():
        with open(fifo, 'rb') as f:
            got['data'] = f.read()
    t = threading.Thread(target=reader)
    t.start()
    r = zocc(ctx, wd, '-c', 'k.cl', '-o', 'out.fifo')
    t.join(30)
    import stat
    if not stat.S_ISFIFO(os.stat(fifo).st_mode):
        raise Fail('the FIFO was replaced by a regular file')
    if not r.ok or not got.get('data', b'').startswith(b'\x03\x02\x23\x07'):
        raise Fail('the module did not go through the FIFO: ' + r.brief())
    return True, ''


def t_binary_input(ctx):
    wd = setup(ctx, 'binary_input')
    with open(os.path.join(wd, 'b.cl'), 'wb') as f:
        f.write(b'kernel\0void')
    r = zocc(ctx, wd, '-c', 'b.cl', '-o', 'b.spv')
    if r.code != 1 or 'not a text file' not in r.err:
        raise Fail('exit %d: %s' % (r.code, r.brief()))
    return True, ''


def t_verify_flag(ctx):
    wd = setup(ctx, 'verify_flag')
    zocc(ctx, wd, '-c', 'k.cl', '-o', 'k.spv')
    r = zocc(ctx, wd, '--verify', 'k.spv', '-device', 'tgllp')
    if not r.ok:
        raise Fail('--verify on our own module: ' + r.brief())
    with open(os.path.join(wd, 'k.spv'), 'rb') as f:
        words = f.read()
    with open(os.path.join(wd, 'cut.spv'), 'wb') as f:
        f.write(words[:len(words) // 2 // 4 * 4])
    r = zocc(ctx, wd, '--verify', 'cut.spv')
    if r.code != 1 or 'error' not in r.err:
        raise Fail('a truncated module passes --verify (exit %d)' % r.code)
    return True, ''


def call_text(src, i):
    """The arguments of the C call whose '(' ends at i, up to its ')'."""
    depth, j, quote = 1, i, None
    while depth and j < len(src):
        ch = src[j]
        if quote:
            if ch == '\\':
                j += 1
            elif ch == quote:
                quote = None
        elif ch in '"\'':
            quote = ch
        elif ch == '(':
            depth += 1
        elif ch == ')':
            depth -= 1
        j += 1
    return src[i:j]


def t_warning_options(ctx):
    """clang's -W options: an unknown one is a warning naming it, which
    -Werror=unknown-warning-option makes an error; and every warning zocc
    can give names an option zocc knows (support/diag.c's table), so that
    -Wno-NAME and -Werror=NAME reach it, and the table's warnings (W rows,
    not the groups or the names zocc accepts without giving them) are
    each given somewhere; doc/diagnostics.md lists every warning and every
    name accepted without one."""
    wd = setup(ctx, 'warning_options')
    r = zocc(ctx, wd, '-c', 'k.cl', '-o', 'k.spv', '-Wfoo-bar', '-Wall')
    want = "warning: unknown warning option '-Wfoo-bar' [-Wunknown-warning-option]"
    if r.code != 0 or want not in r.err or not os.path.exists(os.path.join(wd, 'k.spv')):
        raise Fail('-Wfoo-bar: exit %d, expected 0 and %r: %s' % (r.code, want, r.brief()))
    r = zocc(ctx, wd, '-c', 'k.cl', '-o', 'k2.spv', '-Wfoo-bar', '-Werror=unknown-warning-option')
    if r.code != 2 or '[-Werror,-Wunknown-warning-option]' not in r.err:  # a command-line error
        raise Fail('-Werror=unknown-warning-option: exit %d: %s' % (r.code, r.brief()))
    with open(os.path.join(ctx.root, 'support', 'diag.c'), encoding='utf-8') as f:
        diag = f.read()
    table = diag[diag.index('warn_opts[] = {'):]
    rows = re.findall(r'\{"([^"]+)", \'([WGN])\'', table[:table.index('};')])
    known = {n for n, k in rows if k == 'W'}
    given = set()
    calls = 0
    for d in ('support', 'frontend', 'sema', 'builtins', 'irgen', 'spirv', 'api'):
        for p in sorted(glob.glob(os.path.join(ctx.root, d, '*.c'))):
            with open(p, encoding='utf-8') as f:
                src = f.read()
            for m in re.finditer(r'\bzc_warning\(', src):
                if src[m.start() - 7:m.start()] == 'size_t\n' or p.endswith('diag.c') and 'va_list' in src[m.end():m.end() + 80]:
                    continue
                call = call_text(src, m.end())
                line = src.count('\n', 0, m.start()) + 1
                tag = re.search(r'\[-W([^\]]+)\]"', call)
                calls += 1
                if not tag:
                    raise Fail('%s:%d: a warning that names no -W option' % (ctx.rel(p), line))
                if tag.group(1) not in known:
                    raise Fail('%s:%d: -W%s is not a warning of support/diag.c\'s table' % (ctx.rel(p), line, tag.group(1)))
                given.add(tag.group(1))
    if calls < 40 or len(rows) < 100:
        raise Fail('only %d warning calls and %d table rows found: the scan is broken' % (calls, len(rows)))
    never = sorted(known - given)
    if never:
        raise Fail('support/diag.c\'s table has warnings zocc never gives: %s' % ', '.join(never))
    with open(os.path.join(ctx.root, 'doc', 'diagnostics.md'), encoding='utf-8') as f:
        doc = f.read()
    undocumented = [n for n, k in rows if k in 'WN' and '`-W%s`' % n not in doc]
    if undocumented:
        raise Fail('doc/diagnostics.md does not list %s' % ', '.join(undocumented))
    return True, '%d warnings, each naming a known option' % calls


def t_has_names(ctx):
    """#if __has_attribute(X) is 1 for every attribute sema acts on or
    accepts (the names sema/*.c compares a->name with), in both spellings
    (X and __X__), and __has_builtin(X) for every __builtin_ function of
    builtins/gnu.def (sema/gnu.c's list; each also compiles as a call,
    not "use of unknown builtin"); both are 0 for names zocc does not
    know, as are __has_feature and __has_extension."""
    wd = setup(ctx, 'has_names')
    attrs, fns = set(), set()
    for p in sorted(glob.glob(os.path.join(ctx.root, 'sema', '*.c'))):
        with open(p, encoding='utf-8') as f:
            src = f.read()
        attrs |= set(re.findall(r'strcmp\(a->name, "(\w+)"\)', src))
    with open(os.path.join(ctx.root, 'builtins', 'gnu.def'), encoding='utf-8') as f:
        src = f.read()
    fns |= set(re.findall(r'^GNU\((__builtin_\w+),', src, re.M))
    for m in re.findall(r'^MATH\((\w+),', src, re.M):
        fns |= {'__builtin_' + m, '__builtin_' + m + 'f'}
    if len(attrs) < 25 or len(fns) < 150:
        raise Fail('the scan found %d attributes and %d builtins: it is broken' % (len(attrs), len(fns)))
    lines = []
    for a in sorted(attrs):
        lines += ['#if !__has_attribute(%s) || !__has_attribute(__%s__)' % (a, a), '#error attribute %s' % a, '#endif']
    for b in sorted(fns):
        lines += ['#if !__has_builtin(%s)' % b, '#error builtin %s' % b, '#endif']
    for q in ('__has_attribute(no_such_attribute)', '__has_builtin(__builtin_no_such)',
              '__has_builtin(get_global_id)', '__has_feature(c_static_assert)', '__has_extension(blocks)'):
        lines += ['#if %s' % q, '#error %s is 1' % q, '#endif']
    lines += ['#if !defined(__has_attribute) || !defined(__has_builtin) || !defined(__has_feature) || !defined(__has_extension)',
              '#error not defined', '#endif', 'kernel void k(global int *o) { o[0] = 1; }']
    with open(os.path.join(wd, 'has.cl'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    r = zocc(ctx, wd, '-c', 'has.cl', '-o', 'has.spv')
    if r.code != 0:
        raise Fail(r.brief())
    # every listed function is one sema knows: called without arguments,
    # each is an arity error (or fine), never an unknown builtin
    with open(os.path.join(wd, 'calls.cl'), 'w') as f:
        f.write('kernel void k(void)\n{\n%s}\n' % ''.join('\t%s();\n' % b for b in sorted(fns)))
    r = zocc(ctx, wd, '-ferror-limit=0', '-c', 'calls.cl', '-o', 'calls.spv')
    arity = r.err.count('too few arguments to function call')
    if 'unknown builtin' in r.err or 'undeclared identifier' in r.err or arity < len(fns) - 10:
        raise Fail('%d of %d calls without arguments gave the arity error: %s' % (arity, len(fns), r.brief()))
    return True, '%d attributes, %d builtins' % (len(attrs), len(fns))


def t_debug_options(ctx):
    """clang's -g options: the last level counts (-g -g0 is the module
    without -g, byte for byte); -gdwarf-N names the version and means -g;
    a -g option zocc has no use for gets clang's warning; a bad version is
    clang's error; -S of a -g module reads back through spirv-as."""
    wd = setup(ctx, 'debug_options')

    def module(*args):
        r = zocc(ctx, wd, *args, '-c', 'k.cl', '-o', 'k.spv')
        if not r.ok:
            raise Fail('zocc %s: %s' % (' '.join(args), r.brief()))
        with open(os.path.join(wd, 'k.spv'), 'rb') as f:
            return f.read(), r
    plain, _ = module()
    g, _ = module('-g')
    if g == plain or b'OpenCL.DebugInfo.100' not in g:
        raise Fail('-g made no debug information')
    if module('-g', '-g0')[0] != plain or module('-gline-tables-only', '-g0')[0] != plain:
        raise Fail('-g -g0 is not the module without -g')
    if module('-g0', '-g')[0] != g or module('-ggdb')[0] != g:
        raise Fail('-g0 -g or -ggdb is not -g')
    d4 = module('-gdwarf-4')[0]
    if b'OpenCL.DebugInfo.100' not in d4 or d4 == g:
        raise Fail('-gdwarf-4 made no debug information, or the same as -g (DWARF 5)')
    m, r = module('-gsplit-dwarf')
    if m != plain or "argument unused during compilation: '-gsplit-dwarf' [-Wunused-command-line-argument]" not in r.err:
        raise Fail('-gsplit-dwarf: ' + r.brief())
    r = zocc(ctx, wd, '-gdwarf-7', '-c', 'k.cl', '-o', 'k.spv')
    if r.code != 2 or "invalid value '7' in '-gdwarf-7'" not in r.err:
        raise Fail('-gdwarf-7: ' + r.brief())
    r = zocc(ctx, wd, '-g', '-S', 'k.cl', '-o', 'k.spvasm')
    a = run(['spirv-as', '--target-env', 'spv1.2', 'k.spvasm', '-o', 'back.spv'], cwd=wd, timeout=60)
    if not r.ok or not a.ok:
        raise Fail('-g -S does not read back: ' + (a.brief() if r.ok else r.brief()))
    d1 = run(['spirv-dis', '--raw-id', 'back.spv'], cwd=wd, timeout=60)
    with open(os.path.join(wd, 'g.spv'), 'wb') as f:
        f.write(g)
    d2 = run(['spirv-dis', '--raw-id', 'g.spv'], cwd=wd, timeout=60)
    if canon(d1.out) != canon(d2.out):
        raise Fail('-g -S read back is another module')
    return True, ''


def t_link_flag(ctx):
    """--link: the default output a.spv, -S and -o -, usage errors, the
    bad options' exit status, and two input files without --link."""
    wd = setup(ctx, 'link_flag', 'int f(int);\nkernel void k(global int *o) { o[0] = f(1); }\n')
    with open(os.path.join(wd, 'lib.cl'), 'w') as fh:
        fh.write('int f(int x) { return x + 1; }\n')
    for src in ('k.cl', 'lib.cl'):
        r = zocc(ctx, wd, '-c', src, '-Wno-undefined-import')
        if not r.ok or r.err:
            raise Fail('zocc -c %s: %s' % (src, r.brief()))
    r = zocc(ctx, wd, '--link', 'k.spv', 'lib.spv')
    if not r.ok or not os.path.exists(os.path.join(wd, 'a.spv')):
        raise Fail('zocc --link without -o: %s (a.spv %s)' % (r.brief(), os.path.exists(os.path.join(wd, 'a.spv'))))
    r = zocc(ctx, wd, '--link', 'k.spv', 'lib.spv', '-S', '-o', '-')
    if not r.ok or 'OpEntryPoint Kernel' not in r.out or 'LinkageAttributes' in r.out:
        raise Fail('zocc --link -S -o -: %s' % r.brief())
    for args, code, text in [(['--link'], 2, '--link needs the modules to link'),
                             (['--link', 'k.spv', '-E'], 2, '-E cannot be used with --link'),
                             (['--link', 'k.spv', '-frobnicate'], 2, "unknown argument: '-frobnicate'"),
                             (['--link', 'k.spv', 'lib.spv', '-DX=1', '-o', 'x.spv'], 0,
                              "'-D' is unused when linking [-Wunused-command-line-argument]"),
                             (['k.cl', 'lib.cl'], 2, "more than one input file given ('lib.cl'); to link modules, use --link"),
                             (['--link', 'k.spv'], 1, "unresolved import: function 'f'")]:
        r = zocc(ctx, wd, *args)
        if r.code != code or text not in r.err:
            raise Fail('zocc %s: exit %d, expected %d with %r; got: %s' % (' '.join(args), r.code, code, text, r.brief()))
    return True, 'a.spv, -S, usage'


# ---- the command line as clang users, editors and build systems write it ----

DOUBLE = 'kernel void d(global double *o) { o[0] = 1.5; }\n'


def _write(wd, name, data):
    with open(os.path.join(wd, name), 'wb' if isinstance(data, bytes) else 'w') as f:
        f.write(data)
    return name


def _expect(r, code, err=None, has=(), lacks=(), what=''):
    """exit status code, stderr exactly err (when given), containing each of
    has and none of lacks"""
    what = what or ' '.join(r.cmd[1:])
    if r.code != code:
        raise Fail('zocc %s: exit %d, expected %d: %s' % (what, r.code, code, r.brief(6)))
    if err is not None and r.err != err:
        raise Fail('zocc %s: stderr %r, expected %r' % (what, r.err, err))
    for h in has:
        if h not in r.err:
            raise Fail('zocc %s: stderr lacks %r: %r' % (what, h, r.err))
    for l in lacks:
        if l in r.err:
            raise Fail('zocc %s: stderr has %r: %r' % (what, l, r.err))


def t_verify_files(ctx):
    """--verify FILE...: every file checked, each message after its file's
    name, exit 1 if any fails; options anywhere on the line; --verify
    given twice; what is not SPIR-V (text, empty, a size not a multiple of
    4, a directory, a missing file) an error naming it; an unknown option
    or device stops before any file is read."""
    wd = setup(ctx, 'verify_files')
    _write(wd, 'd.cl', DOUBLE)
    _expect(zocc(ctx, wd, '-c', 'k.cl', '-o', 'good.spv'), 0)
    _expect(zocc(ctx, wd, '-c', 'd.cl', '-o', 'dbl.spv'), 0)
    with open(os.path.join(wd, 'good.spv'), 'rb') as f:
        good = f.read()
    _write(wd, 'cut.spv', good[:len(good) // 2 // 4 * 4])
    _write(wd, 'text.spv', 'kernel void k() {}\n\n')  # 20 bytes: whole words
    _write(wd, 'empty.spv', b'')
    _write(wd, 'odd.spv', good[:-1])
    os.mkdir(os.path.join(wd, 'dir.spv'))
    _expect(zocc(ctx, wd, '--verify', 'good.spv', 'dbl.spv', 'good.spv'), 0, err='')
    r = zocc(ctx, wd, '--verify', 'good.spv', 'cut.spv')
    _expect(r, 1, has=['cut.spv: error: word '], lacks=['good.spv'])
    lines = r.err.splitlines()
    if not lines or any(not l.startswith('cut.spv: error: ') for l in lines):
        raise Fail('--verify good.spv cut.spv: a line without the file name: %r' % r.err)
    # the first file bad, the last good; and --verify twice checks both
    _expect(zocc(ctx, wd, '--verify', 'cut.spv', 'good.spv'), 1, has=['cut.spv: error: '])
    _expect(zocc(ctx, wd, '--verify', 'good.spv', '--verify', 'cut.spv'), 1, has=['cut.spv: error: '])
    # the device anywhere on the line, for every file
    r = zocc(ctx, wd, 'good.spv', '-device', 'ze', '--verify', 'dbl.spv')
    _expect(r, 1, has=['dbl.spv: error: word ', 'Float64'], lacks=['good.spv'])
    _expect(zocc(ctx, wd, '--verify', 'dbl.spv', 'good.spv', '-device=pvc'), 0, err='')
    # not SPIR-V: one error each, naming the file, and the others checked
    for name, want in [
            ('text.spv', "zocc: error: 'text.spv' is not a SPIR-V binary: it does not begin with SPIR-V's magic number 0x07230203\n"),
            ('empty.spv', "zocc: error: 'empty.spv' is not a SPIR-V binary: it is empty\n"),
            ('odd.spv', "zocc: error: 'odd.spv' is not a SPIR-V binary: its size is not a multiple of 4\n"),
            ('dir.spv', "zocc: error: 'dir.spv' is a directory, not a file\n"),
            ('missing.spv', "zocc: error: no such file or directory: 'missing.spv'\n")]:
        _expect(zocc(ctx, wd, '--verify', 'good.spv', name, 'good.spv'), 1, err=want)
    # usage: nothing is read
    _expect(zocc(ctx, wd, '--verify', 'good.spv', '-frobnicate', 'cut.spv'), 2,
            err="zocc: error: unknown argument: '-frobnicate'\n")
    r = zocc(ctx, wd, '--verify', 'good.spv', 'cut.spv', '-device', 'nosuch')
    _expect(r, 2, has=["zocc: error: unknown device 'nosuch'"], lacks=['cut.spv', 'generated'])
    if r.err.count('unknown device') != 1:
        raise Fail('the unknown device said %d times' % r.err.count('unknown device'))
    _expect(zocc(ctx, wd, '--verify'), 2,
            err='zocc: error: --verify needs the SPIR-V binaries to check (see zocc --help)\n')
    _expect(zocc(ctx, wd, '--verify', 'good.spv', '-o', 'x.spv'), 2,
            err='zocc: error: --verify writes nothing: -E, -S and -o cannot be used with it\n')
    _expect(zocc(ctx, wd, '--verify', '--link', 'good.spv'), 2,
            err='zocc: error: --link and --verify cannot be used together\n')
    return True, 'five files, each named; five kinds of non-SPIR-V'


def t_syntax_only(ctx):
    """-fsyntax-only: every check of a compilation, nothing written."""
    wd = setup(ctx, 'syntax_only')
    _write(wd, 'bad.cl', BAD)
    _expect(zocc(ctx, wd, '-fsyntax-only', 'k.cl'), 0, err='')
    r = zocc(ctx, wd, '-fsyntax-only', 'bad.cl', '-o', 'bad.spv')
    _expect(r, 1, has=["bad.cl:1:39: error: use of undeclared identifier 'nope'", '1 error generated.'])
    # a device's rule is checked as in a compilation
    _write(wd, 'd.cl', DOUBLE)
    _expect(zocc(ctx, wd, '-fsyntax-only', '-device', 'tgllp', 'd.cl'), 1,
            has=["use of type 'double' requires cl_khr_fp64 support, which device 'tgllp' does not have"])
    left = sorted(f for f in os.listdir(wd) if f.endswith('.spv'))
    if left:
        raise Fail('-fsyntax-only wrote %s' % left)
    return True, ''


def t_verbose(ctx):
    """-v: alone, the version and the target; compiling, also the device
    and the #include search list, as clang-15 -v prints it (its own
    system directories aside)."""
    wd = setup(ctx, 'verbose')
    for d in ('inc', 'q', 'sys'):
        os.mkdir(os.path.join(wd, d))
    v = zocc(ctx, wd, '--version').out.split('\n')[0]
    head = v + '\nTarget: spir64-unknown-unknown\n'
    if not re.match(r'zocc version \d+\.\d+\.\d+ \(OpenCL C to SPIR-V for oneAPI Level Zero\)$', v):
        raise Fail('--version: %r' % v)
    _expect(zocc(ctx, wd, '-v'), 0, err=head)
    args = ['-I', 'inc', '-iquote', 'q', '-isystem', 'sys', '-I', 'nonexist']
    r = zocc(ctx, wd, '-v', '-fsyntax-only', '-device', 'tgllp', *args, 'k.cl')
    want = (head + 'Device: tgllp\n'
            'ignoring nonexistent directory "nonexist"\n'
            '#include "..." search starts here:\n q\n'
            '#include <...> search starts here:\n inc\n sys\n'
            'End of search list.\n')
    _expect(r, 0, err=want)
    c = run([oracles.CLANG, '-v', '-fsyntax-only', '-target', 'spir64-unknown-unknown', '-x', 'cl'] + args + ['k.cl'],
            cwd=wd, timeout=60)
    if c.code != 0:
        raise Fail('clang-15 -v: ' + c.brief())
    theirs = c.err[c.err.index('ignoring nonexistent'):]
    ours = want[want.index('ignoring nonexistent'):]
    given = [l for l in theirs.splitlines() if not l.startswith(' ') or l.strip() in ('inc', 'q', 'sys')]
    if '\n'.join(given) + '\n' != ours:
        raise Fail('the search list is not clang-15\'s: %r against %r' % (ours, theirs))
    return True, ''


def t_include_options(ctx):
    """-include FILE (the current directory first), -iquote DIR (for
    "..." only), -isystem DIR (after -I whatever the order; no warnings
    from its headers; -MMD leaves them out)."""
    wd = setup(ctx, 'include_options')
    for d in ('inc', 'q', 'sys', 'a', 'b'):
        os.mkdir(os.path.join(wd, d))
    _write(wd, 'pre.h', '#define SCALE 1\n')
    _write(wd, 'inc/pre.h', '#define SCALE 2\n')
    _write(wd, 'q/quoted.h', '#define QUOTED 1\n')
    _write(wd, 'sys/noisy.h', '#define M 1\n#define M 2\n')
    _write(wd, 'a/which.h', '#define WHICH 1\n')
    _write(wd, 'b/which.h', '#define WHICH 2\n')
    _write(wd, 'scale.cl', '#if SCALE != 1\n#error the -I pre.h was taken\n#endif\n' + VADD)
    _expect(zocc(ctx, wd, '-include', 'pre.h', '-I', 'inc', '-fsyntax-only', 'scale.cl'), 0, err='')
    _expect(zocc(ctx, wd, '-includepre.h', '-fsyntax-only', 'scale.cl'), 0, err='')
    _expect(zocc(ctx, wd, '-fsyntax-only', 'scale.cl'), 1, has=['scale.cl:2:2: error: the -I pre.h was taken'])
    _expect(zocc(ctx, wd, '-include', 'none.h', 'k.cl'), 1, has=["fatal error: 'none.h' file not found"])
    _write(wd, 'quoted.cl', '#include "quoted.h"\n' + VADD)
    _write(wd, 'angled.cl', '#include <quoted.h>\n' + VADD)
    _expect(zocc(ctx, wd, '-iquote', 'q', '-fsyntax-only', 'quoted.cl'), 0, err='')
    _expect(zocc(ctx, wd, '-iquote', 'q', '-fsyntax-only', 'angled.cl'), 1, has=["'quoted.h' file not found"])
    _write(wd, 'noisy.cl', '#include <noisy.h>\n#include "noisy.h"\n' + VADD)
    _expect(zocc(ctx, wd, '-isystem', 'sys', '-fsyntax-only', 'noisy.cl'), 0, err='')
    _expect(zocc(ctx, wd, '-I', 'sys', '-fsyntax-only', 'noisy.cl'), 0, has=["'M' macro redefined [-Wmacro-redefined]"])
    _write(wd, 'dep.cl', '#include "noisy.h"\n#include "quoted.h"\n' + VADD)
    for flag, want in (('-MMD', ['q/quoted.h']), ('-MD', ['sys/noisy.h', 'q/quoted.h'])):
        _expect(zocc(ctx, wd, '-isystem', 'sys', '-iquote', 'q', flag, '-MF', 'dep.d', '-c', 'dep.cl', '-o', 'dep.spv'), 0)
        with open(os.path.join(wd, 'dep.d')) as f:
            deps = f.read().replace('\\\n', ' ').split()[1:]
        if deps != ['dep.cl'] + want:
            raise Fail('%s with -isystem: %s' % (flag, deps))
    _write(wd, 'which.cl', '#include <which.h>\n#if WHICH != 2\n#error the -isystem header was taken\n#endif\n' + VADD)
    _expect(zocc(ctx, wd, '-isystem', 'a', '-I', 'b', '-fsyntax-only', 'which.cl'), 0, err='')
    _expect(zocc(ctx, wd, '-isystema', '-Ib', '-fsyntax-only', 'which.cl'), 0, err='')
    return True, ''


def t_target_options(ctx):
    """--target=spir64 and -target spir64-unknown-unknown (and spirv64)
    change nothing; another target is an error saying which one zocc has."""
    wd = setup(ctx, 'target_options')
    _expect(zocc(ctx, wd, '-c', 'k.cl', '-o', 'plain.spv'), 0)
    with open(os.path.join(wd, 'plain.spv'), 'rb') as f:
        plain = f.read()
    for args in (['--target=spir64'], ['-target', 'spir64-unknown-unknown'], ['--target=spirv64'],
                 ['-target', 'spir64-unknown-unknown-intelfpga']):
        _expect(zocc(ctx, wd, *args, '-c', 'k.cl', '-o', 't.spv'), 0, err='')
        with open(os.path.join(wd, 't.spv'), 'rb') as f:
            if f.read() != plain:
                raise Fail('%s changed the module' % ' '.join(args))
    for t in ('x86_64-linux-gnu', 'spir', 'spir-unknown-unknown', 'nvptx64'):
        _expect(zocc(ctx, wd, '--target=' + t, 'k.cl'), 2,
                err="zocc: error: unsupported target '%s': zocc compiles OpenCL C for spir64 (64-bit SPIR-V, "
                    "which Level Zero loads); name a GPU with -device\n" % t)
    _expect(zocc(ctx, wd, 'k.cl', '-target'), 2, err="zocc: error: argument to '-target' is missing (expected 1 value)\n")
    return True, ''


def _clang_err(args, wd):
    r = run([oracles.CLANG, '-x', 'cl', '-fsyntax-only'] + args, cwd=wd, timeout=60)
    return r


def t_did_you_mean(ctx):
    """An unknown option named as given, with the nearest spelling of the
    command's or the library's (clang's rule: (length + 2) / 3 edits) and
    its value kept after '='; the word after an unknown option is not
    blamed; usage errors have no 'N errors generated'; warning names,
    devices and -cl-ext names get the same help; where clang-15 suggests,
    zocc says the same words."""
    wd = setup(ctx, 'did_you_mean')
    _expect(zocc(ctx, wd, '-c', 'k.cl', '-o', 'k.spv'), 0)
    cases = [
        (['-fast-relaxed-math', 'k.cl'], "unknown argument '-fast-relaxed-math'; did you mean '-cl-fast-relaxed-math'?"),
        (['-devise', 'tgllp', 'k.cl'], "unknown argument '-devise'; did you mean '-device'?"),
        (['-isystm', '.', 'k.cl'], "unknown argument '-isystm'; did you mean '-isystem'?"),
        (['-inclde', 'x.h', 'k.cl'], "unknown argument '-inclde'; did you mean '-include'?"),
        (['--verfy', 'k.spv'], "unknown argument '--verfy'; did you mean '--verify'?"),
        (['-fsyntax-onl', 'k.cl'], "unknown argument '-fsyntax-onl'; did you mean '-fsyntax-only'?"),
        (['-fdiagnostic-color=always', 'k.cl'],
         "unknown argument '-fdiagnostic-color=always'; did you mean '-fdiagnostics-color=always'?"),
        (['-cl-stdd=CL2.0', 'k.cl'], "unknown argument '-cl-stdd=CL2.0'; did you mean '-cl-std=CL2.0'?"),
        (['-CL-MAD-ENABLE', 'k.cl'], "unknown argument '-CL-MAD-ENABLE'; did you mean '-cl-mad-enable'?"),
        (['-frobnicate', 'k.cl'], "unknown argument: '-frobnicate'"),
        (['-Ofast', 'k.cl'], "unknown argument: '-Ofast'"),
    ]
    for args, msg in cases:
        _expect(zocc(ctx, wd, *args), 2, err='zocc: error: %s\n' % msg)
    # two unknown options, two errors, and nothing else (not the inputs)
    _expect(zocc(ctx, wd, '-devise', 'tgllp', '-frobnicate', 'a.cl', 'b.cl'), 2,
            err="zocc: error: unknown argument '-devise'; did you mean '-device'?\n"
                "zocc: error: unknown argument: '-frobnicate'\n")
    # where clang-15 suggests, the same words
    for args in (['-fsyntax-onl'], ['-isystm', '.'], ['-cl-fast-relaxed-mat'], ['-fdiagnostic-color=always']):
        c = _clang_err(args + ['k.cl'], wd)
        z = zocc(ctx, wd, *args, 'k.cl')
        if not c.err.startswith('clang: error: ') or c.err.splitlines()[0][len('clang: '):] != z.err.splitlines()[0][len('zocc: '):]:
            raise Fail('%s: zocc %r, clang-15 %r' % (' '.join(args), z.err, c.err))
    # warning names: a warning, as clang's, with the option's form kept
    for opt, near in (('-Wno-macro-redefine', '-Wno-macro-redefined'), ('-Werror=macro-redefine', '-Werror=macro-redefined'),
                      ('-Wno-error=unused-comand-line-argument', '-Wno-error=unused-command-line-argument'),
                      ('-Wfoo', None)):
        msg = ("zocc: warning: unknown warning option '%s'; did you mean '%s'? [-Wunknown-warning-option]" % (opt, near)
               if near else "zocc: warning: unknown warning option '%s' [-Wunknown-warning-option]" % opt)
        _expect(zocc(ctx, wd, opt, '-fsyntax-only', 'k.cl'), 0, err=msg + '\n1 warning generated.\n')
        if opt.startswith('-Wno-error='):
            continue  # clang-15 names it '-Werror=...', not as given
        c = _clang_err([opt, 'k.cl'], wd)
        if not c.err.startswith(msg[len('zocc: '):] + '\n'):
            raise Fail('%s: clang-15 says %r, zocc %r' % (opt, c.err, msg))
    _expect(zocc(ctx, wd, '-device', 'tgllpp', 'k.cl'), 2,
            has=["zocc: error: unknown device 'tgllpp'; did you mean 'tgllp'? (known devices: any, ze, skl"],
            lacks=['generated'])
    _expect(zocc(ctx, wd, '-device', 'Pvc', 'k.cl'), 2, has=["unknown device 'Pvc'; did you mean 'pvc'?"])
    _expect(zocc(ctx, wd, '-device', 'banana', 'k.cl'), 2, has=["unknown device 'banana' (known devices:"])
    _expect(zocc(ctx, wd, '-cl-ext=+cl_khr_subgroup', '-fsyntax-only', 'k.cl'), 0,
            err="zocc: warning: unknown extension or feature 'cl_khr_subgroup' in -cl-ext; did you mean "
                "'cl_khr_subgroups'? [-Winvalid-command-line-argument]\n1 warning generated.\n")
    # usage errors of every kind: status 2, no count of errors
    for args in (['-cl-std=CL9.9', 'k.cl'], ['--target=x86_64', 'k.cl'], ['-gdwarf-7', 'k.cl'],
                 ['-fdiagnostics-color=sometimes', 'k.cl'], ['-x', 'c', 'k.cl'], ['k.cl', '-o']):
        _expect(zocc(ctx, wd, *args), 2, lacks=['generated'])
    _expect(zocc(ctx, wd, '-fdiagnostics-color=sometimes', 'k.cl'), 2,
            err="zocc: error: invalid argument 'sometimes' to -fdiagnostics-color=\n")
    return True, '%d options, %d warning names' % (len(cases), 4)


def t_directory_input(ctx):
    """A directory given as input says so, compiling and linking."""
    wd = setup(ctx, 'directory_input')
    os.mkdir(os.path.join(wd, 'src'))
    _expect(zocc(ctx, wd, 'src'), 1, err="zocc: error: 'src' is a directory, not a file\n")
    _expect(zocc(ctx, wd, '--link', 'src'), 1, err="zocc: error: 'src' is a directory, not a file\n")
    _expect(zocc(ctx, wd, 'missing.cl'), 1, err="zocc: error: no such file or directory: 'missing.cl'\n")
    return True, ''


def _pty_run(ctx, wd, args, term):
    """zocc with standard error on a terminal (a pseudo-terminal here)"""
    import pty
    master, slave = pty.openpty()
    env = dict(os.environ)
    env.pop('TERM', None)
    if term:
        env['TERM'] = term
    p = subprocess.Popen([ctx.zocc] + args, cwd=wd, stdout=subprocess.DEVNULL, stderr=slave, env=env)
    os.close(slave)
    out = b''
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    p.wait(60)
    os.close(master)
    return out.replace(b'\r\n', b'\n').decode('utf-8', 'replace')


def t_color(ctx):
    """Diagnostics in colour: byte for byte clang-15's escape sequences
    (the location and message bold, a warning magenta, an error red, a
    note black, the caret line green), the command's own errors and
    --verify's too; the last colour option counts; by default colour only
    on a terminal whose TERM is not dumb."""
    wd = setup(ctx, 'color', '#define M 1\n#define M 2\nkernel void k(global float *a) { a[0] = x; }\n')
    c = run([oracles.CLANG, '-x', 'cl', '-fsyntax-only', '-fcolor-diagnostics', 'k.cl'], cwd=wd, timeout=60)
    if '\033[0;1;31merror: ' not in c.err:
        raise Fail('clang-15 gave no colours: %r' % c.err)
    for args in (['-fcolor-diagnostics'], ['-fdiagnostics-color'], ['-fdiagnostics-color=always'],
                 ['-fno-color-diagnostics', '-fcolor-diagnostics']):
        r = zocc(ctx, wd, *args, '-fsyntax-only', 'k.cl')
        if r.err != c.err:
            raise Fail('%s: zocc %r, clang-15 %r' % (' '.join(args), r.err, c.err))
    for args in ([], ['-fno-color-diagnostics'], ['-fdiagnostics-color=never'], ['-fdiagnostics-color=auto'],
                 ['-fcolor-diagnostics', '-fno-diagnostics-color']):
        r = zocc(ctx, wd, *args, '-fsyntax-only', 'k.cl')
        if '\033' in r.err or "use of undeclared identifier 'x'" not in r.err:
            raise Fail('%s: colours or no message where none are wanted: %r' % (' '.join(args) or 'a pipe', r.err))
    c = run([oracles.CLANG, '-fcolor-diagnostics', '-fsyntax-onl', 'k.cl'], cwd=wd, timeout=60)
    r = zocc(ctx, wd, '-fcolor-diagnostics', '-fsyntax-onl', 'k.cl')
    if r.err.replace('zocc: ', 'clang: ', 1) != c.err:
        raise Fail('the command\'s own error: zocc %r, clang-15 %r' % (r.err, c.err))
    _write(wd, 'text.spv', 'no module!!\n')  # 12 bytes: whole words
    _expect(zocc(ctx, wd, '-fcolor-diagnostics', '--verify', 'text.spv'), 1,
            err="zocc: \033[0;1;31merror: \033[0m\033[1m'text.spv' is not a SPIR-V binary: it does not begin "
                "with SPIR-V's magic number 0x07230203\033[0m\n")
    _expect(zocc(ctx, wd, '-c', '-DM=2', 'k.cl', '-Dx=1', '-o', 'k.spv'), 0)
    with open(os.path.join(wd, 'k.spv'), 'rb') as f:
        words = f.read()
    _write(wd, 'cut.spv', words[:24])
    r = zocc(ctx, wd, '-fcolor-diagnostics', '--verify', 'cut.spv')
    if r.code != 1 or not r.err.startswith('\033[1mcut.spv: \033[0m\033[0;1;31merror: \033[0m\033[1mword '):
        raise Fail('--verify in colour: %r' % r.err)
    # auto: a terminal decides
    tty = _pty_run(ctx, wd, ['-fsyntax-only', 'k.cl'], 'xterm')
    if '\033[0;1;31merror: \033[0m' not in tty or '\033[0;1;32m' not in tty:
        raise Fail('no colours on a terminal: %r' % tty)
    for args, term in ((['-fsyntax-only', 'k.cl'], 'dumb'), (['-fsyntax-only', 'k.cl'], None),
                       (['-fno-color-diagnostics', '-fsyntax-only', 'k.cl'], 'xterm')):
        tty = _pty_run(ctx, wd, args, term)
        if '\033' in tty or 'error: ' not in tty:
            raise Fail('TERM=%s %s on a terminal: %r' % (term, ' '.join(args), tty))
    return True, ''


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = [('assembly', t_assembly), ('error_status', t_error_status), ('error_limit', t_error_limit),
             ('no_clobber', t_no_clobber),
             ('usage', t_usage), ('version_help', t_version_help), ('outputs', t_outputs),
             ('binary_input', t_binary_input), ('verify_flag', t_verify_flag),
             ('special_output', t_special_output), ('warning_options', t_warning_options),
             ('has_names', t_has_names), ('debug_options', t_debug_options), ('link_flag', t_link_flag),
             ('verify_files', t_verify_files), ('syntax_only', t_syntax_only), ('verbose', t_verbose),
             ('include_options', t_include_options), ('target_options', t_target_options),
             ('did_you_mean', t_did_you_mean), ('directory_input', t_directory_input), ('color', t_color)]
    return [FuncTest('driver/' + n, lambda f=f: f(ctx)) for n, f in tests]
