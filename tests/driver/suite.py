"""tests/driver — the zocc command: outputs, exit statuses, flags.

  - -S writes SPIR-V assembly that spirv-as reads back into the same module
    as -c (compared instruction by instruction with ids renamed in order of
    first appearance, since the assembler numbers names its own way);
  - exit status 0 on success, 1 on errors in the program, 2 on bad usage;
    no output file is left behind on error, and an existing one is not
    clobbered;
  - -o -, the default output name, --version, --help, a missing input file,
    a binary input file;
  - the output is the same bytes on every run (DESIGN.md decision 6);
  - clang's -g options (debug_options).
  - --link: its default output, -S, usage errors.
"""

import glob
import os
import re
import subprocess

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
    if 'unknown builtin' in r.err or 'implicit declaration' in r.err or arity < len(fns) - 10:
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


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = [('assembly', t_assembly), ('error_status', t_error_status), ('error_limit', t_error_limit),
             ('no_clobber', t_no_clobber),
             ('usage', t_usage), ('version_help', t_version_help), ('outputs', t_outputs),
             ('binary_input', t_binary_input), ('verify_flag', t_verify_flag),
             ('special_output', t_special_output), ('warning_options', t_warning_options),
             ('has_names', t_has_names), ('debug_options', t_debug_options), ('link_flag', t_link_flag)]
    return [FuncTest('driver/' + n, lambda f=f: f(ctx)) for n, f in tests]
