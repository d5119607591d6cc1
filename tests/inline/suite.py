"""tests/inline — inlining control: what the module tells the GPU
compiler about inlining, from clang's attributes and options.

  - inline/control: tests/inline/calls.cl compiled with the options of each
    of its `// control:` lines; every function's FunctionControl
    (spirv-dis) must be what the line says, and what clang-15 +
    llvm-spirv-15 give the same function with the same options (the line
    is the expectation; clang checks the line);
  - inline/exec-*: the same file through the execution pipeline with each
    line's options (spirv-val, IGC for every device, PoCL): the values do
    not change whether the helpers stay calls or not.

How long IGC takes with each choice, and the code it makes, is measured by
bench/run (doc/benchmark.md, "Inlining"), never asserted here.
"""

import os
import re
import shutil

import oracles
from exectest import ExecTest
from rig import Fail, FuncTest, directives, run

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, 'calls.cl')


def lines():
    """(options, {function: control}) of each `// control:` line."""
    with open(SRC) as f:
        text = f.read()
    out = []
    for _, _, v in directives(text, {'control'}):
        opts, _, want = v.partition('|')
        out.append((opts.split(), dict(w.split('=') for w in want.split())))
    return out


def controls(spv, cwd):
    """{name: FunctionControl} of the functions a module names."""
    d = run(['spirv-dis', '--raw-id', spv], cwd=cwd)
    if not d.ok:
        raise Fail('spirv-dis: ' + d.brief())
    names = dict(re.findall(r'OpName (%\d+) "(\w+)"', d.out))
    out = {}
    for fid, ctl in re.findall(r'(%\d+) = OpFunction %\d+ (\S+)', d.out):
        if fid in names:
            out[names[fid]] = ctl
    return out


def clang_controls(ctx, opts, wd):
    """clang-15's controls for the same options: -cl-opt-disable is its -O0
    (and -O0 itself)
    (every function noinline); the others are read at -O2 with LLVM's
    passes off, so that no function is inlined away before llvm-spirv
    sees it."""
    bc, spv = os.path.join(wd, 'c.bc'), os.path.join(wd, 'c.spv')
    level = ['-O0'] if '-cl-opt-disable' in opts or '-O0' in opts else ['-O2', '-disable-llvm-passes']
    r = run([oracles.CLANG, '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
             '-finclude-default-header', '-cl-std=CL1.2', '-emit-llvm-bc'] + level + opts +
            [SRC, '-o', bc], cwd=wd)
    if not r.ok:
        raise Fail('clang-15: ' + r.brief())
    r = run([oracles.LLVM_SPIRV, '--spirv-max-version=1.2', bc, '-o', spv], cwd=wd)
    if not r.ok:
        raise Fail('llvm-spirv-15: ' + r.brief())
    return controls(spv, wd)


def t_control(ctx):
    wd = ctx.workdir('inline/control')
    n = 0
    for opts, want in lines():
        spv = os.path.join(wd, 'z.spv')
        oracles.compile_zocc(ctx, SRC, spv, opts, wd)
        oracles.validate(spv, wd)
        have = controls(spv, wd)
        if have != want:
            raise Fail('%s: zocc gives %s, want %s' % (' '.join(opts) or 'no options', have, want))
        ref = clang_controls(ctx, opts, wd)
        ref = dict((k, v.replace('|Pure', '').replace('Pure', 'None')) for k, v in ref.items() if k in want)
        if ref != want:
            raise Fail('%s: clang-15 gives %s, the test says %s' % (' '.join(opts) or 'no options', ref, want))
        n += 1
    return True, '%d option sets, each as clang-15 gives it' % n


def exec_test(ctx, i, opts):
    """calls.cl with one line's options as its `// options:`."""
    wd = ctx.workdir('inline/src%d' % i)
    path = os.path.join(wd, 'calls%d.cl' % i)
    with open(SRC) as f:
        text = f.read()
    with open(path + '.tmp', 'w') as f:
        f.write('// options: %s\n' % ' '.join(opts) + text)
    shutil.move(path + '.tmp', path)
    return ExecTest(ctx, path, 'inline/exec-%s' % ('-'.join(o.strip('-') for o in opts) or 'default'))


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    return [FuncTest('inline/control', lambda: t_control(ctx))] + \
        [exec_test(ctx, i, opts) for i, (opts, _) in enumerate(lines())]
