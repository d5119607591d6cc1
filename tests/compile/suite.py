"""tests/compile — kernels that are compiled, not run.

Each tests/compile/*.cl is compiled by zocc with the options of its
`// options:` line, validated with spirv-val for its SPIR-V version, checked
with zocc's own Level Zero validator, and handed to IGC (ocloc
-spirv_input) for every device: the shapes real programs have (n-body with
__local tiles and #pragma unroll, Mandelbrot, a Sobel filter on images
with a literal sampler, a histogram with local atomics, bitonic sort, a
padded transpose with reqd_work_group_size, a convolution with a
__constant mask, a sub-group reduction with cl_intel_subgroups) that PoCL
cannot or need not run.
"""

import glob
import os

import oracles
from rig import Fail, Test, directives, run


class CompileTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'compile/' + os.path.basename(path)[:-3]

    def _run(self):
        ctx = self.ctx
        with open(self.path, encoding='utf-8') as f:
            text = f.read()
        opts = []
        for _, _, v in directives(text, {'options'}):
            opts += oracles.split_options(v)
        wd = ctx.workdir(self.name)
        spv = os.path.join(wd, 'k.spv')
        oracles.compile(ctx, ctx.compiler, self.path, spv, opts, wd)
        w = oracles.spirv_val(spv, wd)
        device = opts[opts.index('-device') + 1] if '-device' in opts else None
        if ctx.compiler == 'zocc':
            r = run([ctx.zocc, '--verify', spv] + (['-device', device] if device else []), cwd=wd)
            if not r.ok:
                raise Fail('zocc --verify: ' + r.brief())
        oracles.igc(spv, oracles.devices_for(w), wd)
        return 'SPIR-V 1.%d' % ((w[1] >> 8) & 0xff)


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    return [CompileTest(ctx, p) for p in sorted(glob.glob(os.path.join(ctx.tests, 'compile', '*.cl')))]
