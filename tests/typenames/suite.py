"""tests/typenames — typedef names in every position where C reads an
identifier differently depending on whether it names a type, and ordinary
names hiding them in inner scopes (gen.py writes the kernels).

Each generated kernel runs through the execution pipeline (tests/lib/
exectest.py: spirv-val, IGC for the devices its module allows, PoCL) and its
out[] buffer must equal what the same kernel compiled by clang-15 +
llvm-spirv-15 gives.  Each bad-*.cl uses a hidden name as a type: zocc must
reject it with an error at that line, and so must clang (which checks the
test itself).
"""

import os
import re
import sys

import oracles
from exectest import ExecTest
from rig import Fail, Test, run

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402


class BadTest(Test):
    def __init__(self, ctx, path, name):
        self.ctx = ctx
        self.path = path
        self.name = name

    def run(self):
        wd = self.ctx.workdir(self.name)
        with open(self.path, encoding='utf-8') as f:
            text = f.read()
        # the line that uses the hidden name as a type
        line = next(n for n, l in enumerate(text.splitlines(), 1)
                    if re.search(r'\bT [a-z]\b|\(T\)3', l))
        r = run(['clang-15', '-cc1', '-triple', 'spir64-unknown-unknown', '-cl-std=CL2.0',
                 '-finclude-default-header', '-fsyntax-only', self.path], cwd=wd)
        if r.code == 0:
            raise Fail('clang-15 accepts it: the test is wrong')
        r = run([self.ctx.zocc, '-c', self.path, '-o', os.path.join(wd, 'k.spv')], cwd=wd)
        if r.code != 1:
            raise Fail('zocc exit %d, want 1: %s' % (r.code, r.brief()))
        if not re.search(r':%d:\d+: error: ' % line, r.err):
            raise Fail('no error on line %d: %s' % (line, r.brief()))
        return True, 'rejected at line %d, as by clang' % line


def collect(ctx):
    out = os.path.join(ctx.build, 'tests', 'typenames')
    gen.main(out)
    tests = []
    for f in sorted(os.listdir(out)):
        if not f.endswith('.cl'):
            continue
        path = os.path.join(out, f)
        name = 'typenames/' + f[:-len('.cl')]
        tests.append(BadTest(ctx, path, name) if f.startswith('bad-') else ExecTest(ctx, path, name))
    return tests
