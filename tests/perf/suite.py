"""tests/perf — the properties of big programs that can be checked exactly
(their speed is measured by bench/run, never asserted here):

  - perf/big: a program of bench/genbig.py's shape (helpers in shared
    headers, constant tables, macro-built rounds, four kernels calling a
    fraction of the helpers), big enough that the parser reads it in
    several pieces (frontend/ast.c), runs through the execution pipeline
    and must give what clang-15 + llvm-spirv-15 gives;
  - perf/pieces-error: a syntax error in a function in the middle of such a
    program is reported once, at its line, with the message it gets when
    the function stands alone; a typedef from the first piece is a type in
    the last;
  - perf/time-report: -ftime-report names every phase in order and leaves
    the module byte for byte as without it;
  - perf/unused-*: the module holds the kernels and the functions they
    call; a function no kernel reaches is still checked (its errors are
    reported) but not emitted; a program without kernels, or one compiled
    with -create-library, is a library that exports every function that is
    not static (and holds the static ones they call);
  - perf/bodies-freed: the builder frees the body of each function no
    kernel can reach once sema has checked it (frontend/ast.c): the
    exact set for tests/exec/reach_by_name.cl (whose values tests/exec
    checks), none in a library, and most helpers of the big program;
  - perf/no-duplicates: in the module of every tests/exec kernel and of the
    big program, no type, constant, decoration or name is emitted twice
    (two struct types with the same members are different types, so
    OpTypeStruct may repeat).
"""

import os
import re
import sys

import kspec
import oracles
from exectest import ExecTest
from rig import Fail, FuncTest, run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, 'bench'))
import genbig  # noqa: E402

# 200 helpers: about 240 KB of preprocessed text, some fifteen pieces of the parser
BIG_HELPERS = 200
PHASES = ['preprocess', 'type names', 'parse', 'AST', 'sema', 'irgen', 'emit', 'validate']


def big_program(ctx, name, launch=0):
    d = os.path.join(ctx.build, 'tests', 'perf', name)
    n = BIG_HELPERS
    return genbig.write(d, n, genbig.tables_for(n), 32, 4, launch)


def zocc(ctx, wd, *args):
    return run([ctx.zocc] + list(args), cwd=wd, timeout=120)


def t_pieces_error(ctx):
    wd = ctx.workdir('perf/pieces-error')
    src = big_program(ctx, 'pieces-error')
    with open(src) as f:
        text = f.read()
    # one header in the middle gets a broken helper; the kernels' file
    # gets a use of the typedef of common.h (the first piece) at its end
    inc = os.path.join(os.path.dirname(src), 'inc')
    hs = sorted(h for h in os.listdir(inc) if h.startswith('helpers'))
    mid = hs[len(hs) // 2]
    broken = 'DECLSPEC u32 broken_helper(u32 x)\n{\n\tu32 y = x +;\n\treturn y;\n}\n'
    with open(os.path.join(inc, mid)) as f:
        htext = f.read()
    cut = htext.index('DECLSPEC', len(htext) // 2)
    htext = htext[:cut] + broken + htext[cut:]
    with open(os.path.join(inc, mid), 'w') as f:
        f.write(htext)
    line = htext[:cut].count('\n') + 3
    with open(src, 'w') as f:
        f.write(text + '\nkernel void last(global u32 *o) { hctx_t c; c.len = 3; o[0] = (u32)c.len; }\n')
    r = zocc(ctx, wd, '-ftime-report', '-c', src, '-o', os.path.join(wd, 'k.spv'))
    m = re.search(r'input: (\d+) bytes', r.err)
    if not m or int(m.group(1)) < 3 * 16 * 1024:
        raise Fail('the program is not big enough for several pieces: %s' % r.brief())
    errs = [l for l in r.err.splitlines() if ': error: ' in l]
    if r.code != 1 or len(errs) != 1:
        raise Fail('exit %d, want 1 with one error: %s' % (r.code, r.brief()))
    if not errs[0].startswith('%s:%d:' % (os.path.join(inc, mid), line)):
        raise Fail('the error is not at %s:%d: %s' % (mid, line, errs[0]))
    # the same function alone
    with open(os.path.join(wd, 'alone.cl'), 'w') as f:
        f.write('typedef uint u32;\n#define DECLSPEC\n' + broken)
    a = zocc(ctx, wd, '-c', 'alone.cl', '-o', 'alone.spv')
    aerr = [l for l in a.err.splitlines() if ': error: ' in l]
    if len(aerr) != 1 or aerr[0].split(': error: ')[1] != errs[0].split(': error: ')[1]:
        raise Fail('alone it reads %s; in the big program %s' % (aerr, errs[0]))
    return True, errs[0].split(': ', 1)[1]


def t_time_report(ctx):
    wd = ctx.workdir('perf/time-report')
    src = big_program(ctx, 'time-report')
    a = zocc(ctx, wd, '-c', src, '-o', 'plain.spv')
    b = zocc(ctx, wd, '-ftime-report', '-c', src, '-o', 'timed.spv')
    if not a.ok or not b.ok:
        raise Fail('zocc: %s %s' % (a.brief(), b.brief()))
    with open(os.path.join(wd, 'plain.spv'), 'rb') as f:
        plain = f.read()
    with open(os.path.join(wd, 'timed.spv'), 'rb') as f:
        if f.read() != plain:
            raise Fail('-ftime-report changes the module')
    if a.err.strip():
        raise Fail('a report without -ftime-report: %s' % a.brief())
    rows = [l.split()[0] if not l.strip().startswith('type names') else 'type names'
            for l in b.err.splitlines() if re.match(r'\s+(\w+( names)?)\s+[0-9.]+\s+[0-9.]+%', l)]
    if rows != PHASES + ['total']:
        raise Fail('phases %s, want %s' % (rows, PHASES + ['total']))
    m = re.search(r'module: (\d+) bytes', b.err)
    if not m or int(m.group(1)) != len(plain):
        raise Fail('the report gives the module %s bytes, the file has %d' % (m and m.group(1), len(plain)))
    return True, '%d phases' % len(PHASES)


UNUSED = '''int leaf(int x) { return x * 3; }
int used(int x) { return leaf(x) + 1; }
int unused(int x) { return leaf(x) - 1; }
static int unused_static(int x) { return x ^ 5; }
static int used_static(int x) { return x + 7; }
int exported(int x) { return used_static(x) * 2; }
%s
'''
KERNEL = 'kernel void k(global int *o) { o[0] = used(o[1]); }'


def module_names(ctx, wd, src, *opts):
    """Compiles src; returns ({name: id} of OpName, {id} with Export linkage, stderr)."""
    with open(os.path.join(wd, 'k.cl'), 'w') as f:
        f.write(src)
    r = zocc(ctx, wd, '-ftime-report', '-c', 'k.cl', '-o', 'k.spv', *opts)
    if not r.ok:
        raise Fail('zocc: ' + r.brief())
    v = run(['spirv-val', '--target-env', 'opencl2.2', 'k.spv'], cwd=wd)
    if not v.ok:
        raise Fail('spirv-val: ' + v.brief())
    d = run(['spirv-dis', '--raw-id', 'k.spv'], cwd=wd)
    names = dict((m.group(2), m.group(1)) for m in re.finditer(r'OpName %(\d+) "(\w+)"', d.out))
    exports = set(re.findall(r'OpDecorate %(\d+) LinkageAttributes "\w+" Export', d.out))
    return names, exports, r.err


def freed(err):
    m = re.search(r'(\d+) bodies freed once checked', err)
    if not m:
        raise Fail('-ftime-report gives no count of freed bodies: ' + err[-300:])
    return int(m.group(1))


def want_functions(names, exports, kept, exported, err, dropped, nfreed=None):
    funcs = {'leaf', 'used', 'unused', 'unused_static', 'used_static', 'exported'}
    have = funcs & set(names)
    if have != set(kept):
        raise Fail('the module has %s, want %s' % (sorted(have), sorted(kept)))
    ex = {n for n in funcs if n in names and names[n] in exports}
    if ex != set(exported):
        raise Fail('exported: %s, want %s' % (sorted(ex), sorted(exported)))
    m = re.search(r'(\d+) functions \((\d+) not reached', err)
    if not m or int(m.group(2)) != dropped:
        raise Fail('-ftime-report: %s, want %d left out' % (m and m.group(0), dropped))
    if nfreed is not None and freed(err) != nfreed:
        raise Fail('%d bodies freed, want %d' % (freed(err), nfreed))


def t_unused_kernel(ctx):
    wd = ctx.workdir('perf/unused-kernel')
    names, exports, err = module_names(ctx, wd, UNUSED % KERNEL)
    want_functions(names, exports, ['leaf', 'used'], [], err, 4, 4)
    return True, 'kept leaf and used'


def t_unused_checked(ctx):
    wd = ctx.workdir('perf/unused-checked')
    src = UNUSED % KERNEL + 'int broken(int x) { return x + nope; }\n'
    with open(os.path.join(wd, 'k.cl'), 'w') as f:
        f.write(src)
    r = zocc(ctx, wd, '-c', 'k.cl', '-o', 'k.spv')
    line = src.count('\n')
    if r.code != 1 or not re.search(r'k\.cl:%d:\d+: error: use of undeclared identifier .nope.' % line, r.err):
        raise Fail('exit %d: %s' % (r.code, r.brief()))
    return True, 'the error in the unused function is reported'


def t_unused_library(ctx):
    wd = ctx.workdir('perf/unused-library')
    names, exports, err = module_names(ctx, wd, UNUSED % '')
    want_functions(names, exports, ['leaf', 'used', 'unused', 'used_static', 'exported'],
                   ['leaf', 'used', 'unused', 'exported'], err, 1, 0)
    wd = ctx.workdir('perf/unused-library/create')
    names, exports, err = module_names(ctx, wd, UNUSED % KERNEL, '-create-library')
    want_functions(names, exports, ['leaf', 'used', 'unused', 'used_static', 'exported'],
                   ['leaf', 'used', 'unused', 'exported'], err, 1, 0)
    return True, 'exports without kernels and with -create-library'


# tests/exec/reach_by_name.cl: what the kernel reaches, and of the rest
# what is freed (kept: a name the kernel mentions, a __constant table, a
# struct type of its own)
REACHED = {'k', 'later', 'chain1', 'chain2', 'chain3', 'in_stmtexpr', 'by_macro', 'struct_user',
           'table_user', 'shadowed', 'k2', 'via_proto'}
FREED = {'freed_leaf', 'freed_caller'}
KEPT_UNREACHED = {'named_only', 'table_unreached', 'struct_unreached'}


def t_bodies_freed(ctx):
    wd = ctx.workdir('perf/bodies-freed')
    with open(os.path.join(ROOT, 'tests', 'exec', 'reach_by_name.cl')) as f:
        src = f.read()
    names, exports, err = module_names(ctx, wd, src)
    fns = REACHED | FREED | KEPT_UNREACHED
    have = fns & set(names)
    if have != REACHED:
        raise Fail('the module has %s, want %s' % (sorted(have), sorted(REACHED)))
    # the two overloads of ov are in the module under their mangled names
    if len([n for n in names if n.startswith('_Z2ov')]) != 2:
        raise Fail('the overloads of ov: %s' % sorted(n for n in names if 'ov' in n))
    if freed(err) != len(FREED):
        raise Fail('%d bodies freed, want %d (%s)' % (freed(err), len(FREED), sorted(FREED)))
    # a program with errors in a freed function reports them
    bad = src.replace('int freed_leaf(int x) { return x * 11; }',
                      'int freed_leaf(int x) { return x * nope; }')
    with open(os.path.join(wd, 'bad.cl'), 'w') as f:
        f.write(bad)
    r = zocc(ctx, wd, '-c', 'bad.cl', '-o', 'bad.spv')
    if r.code != 1 or "use of undeclared identifier 'nope'" not in r.err:
        raise Fail('the error in a freed function: %s' % r.brief())
    # the big program: most helpers are freed, none a kernel calls
    wd = ctx.workdir('perf/bodies-freed/big')
    r = zocc(ctx, wd, '-ftime-report', '-c', big_program(ctx, 'bodies-freed'), '-o', 'big.spv')
    m = re.search(r'(\d+) functions \((\d+) not reached', r.err)
    if not r.ok or not m:
        raise Fail('zocc: ' + r.brief())
    total, dropped, nfreed = int(m.group(1)), int(m.group(2)), freed(r.err)
    if nfreed > dropped or nfreed < dropped * 9 // 10:
        raise Fail('%d of %d functions not reached, %d bodies freed' % (dropped, total, nfreed))
    return True, 'reach_by_name: %d freed; the big program: %d of %d' % (len(FREED), nfreed, total)


# SPIR-V opcodes: OpTypeVoid (19) to OpTypePipe (38) but OpTypeStruct
# (30); OpUndef (1) and the constants OpConstantTrue (41) to OpConstantNull
# (46); OpDecorate (71), OpMemberDecorate (72); OpName (5)
OP_TYPE_STRUCT = 30
TYPE_OPS = set(range(19, 39)) - {OP_TYPE_STRUCT}
CONST_OPS = {1, 41, 42, 43, 44, 45, 46}


def duplicates(w):
    """The instructions of module words w that repeat an earlier one."""
    seen, dups = set(), []
    for op, a in oracles.instructions(w):
        if op in TYPE_OPS:
            key = (op,) + tuple(a[1:])        # all but the result id
        elif op in CONST_OPS:
            key = (op, a[0]) + tuple(a[2:])   # type and value, not the result id
        elif op in (71, 72):
            key = (op,) + tuple(a)
        elif op == 5:
            key = (op, a[0])                  # one name per id
        else:
            continue
        if key in seen:
            dups.append(key)
        seen.add(key)
    return dups


def t_no_duplicates(ctx):
    wd = ctx.workdir('perf/no-duplicates')
    edir = os.path.join(ROOT, 'tests', 'exec')
    srcs = [(os.path.join(edir, f), kspec.Spec(os.path.join(edir, f)).options.split())
            for f in sorted(os.listdir(edir)) if f.endswith('.cl')]
    srcs.append((big_program(ctx, 'no-duplicates'), []))
    n = 0
    for src, opts in srcs:
        spv = os.path.join(wd, os.path.basename(src)[:-3] + '.spv')
        r = zocc(ctx, wd, '-c', src, '-o', spv, *opts)
        if not r.ok:
            continue  # tests/exec says why
        d = duplicates(oracles.words(spv))
        if d:
            raise Fail('%s: %d instructions emitted twice, the first %s' % (os.path.basename(src), len(d), d[0]))
        n += 1
    if n < len(srcs) // 2:
        raise Fail('only %d of %d programs compiled' % (n, len(srcs)))
    return True, '%d modules' % n


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = [FuncTest('perf/' + n, lambda f=f: f(ctx)) for n, f in
             [('pieces-error', t_pieces_error), ('time-report', t_time_report),
              ('unused-kernel', t_unused_kernel), ('unused-checked', t_unused_checked),
              ('unused-library', t_unused_library), ('bodies-freed', t_bodies_freed),
              ('no-duplicates', t_no_duplicates)]]
    tests.append(ExecTest(ctx, big_program(ctx, 'big', launch=32), 'perf/big'))
    return tests
