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

compile/byval-PROFILE: the execution tests' kernels that take structs and
unions by value (tests/exec/struct_*.cl, double_args.cl) compiled for each
device profile (and the default target, also with -O0 and -g), checked by
zocc --verify for that profile and built by IGC for its devices, where
every kernel must be in IGC's binary: zocc passes such an argument as a
pointer to its copy decorated FuncParamAttr ByVal on every target, since
IGC leaves a kernel with an OpTypeStruct parameter out of its binary.
compile/struct_args_ze.cl does the same for the portable profile (which
refuses arrays in struct arguments).
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


# the execution tests whose kernels take structs or unions by value
BYVAL_FILES = ['struct_args_byval', 'struct_calls_byval', 'struct_arg_arrays', 'double_args']
# (name, zocc options, devices IGC builds the module for; None: every
# device that has what it declares)
BYVAL_PROFILES = [('default', [], None), ('O0', ['-O0'], None), ('g', ['-g'], ['tgllp', 'pvc']),
                  ('skl', ['-device', 'skl'], ['skl']), ('tgllp', ['-device', 'tgllp'], ['tgllp']),
                  ('dg2-g10', ['-device', 'dg2-g10'], ['dg2-g10']), ('pvc', ['-device', 'pvc'], ['pvc'])]


class ByvalTest(Test):
    def __init__(self, ctx, profile, opts, devices):
        self.ctx = ctx
        self.name = 'compile/byval-' + profile
        self.opts, self.devices = opts, devices

    def _run(self):
        ctx = self.ctx
        wd = ctx.workdir(self.name)
        n = 0
        for base in BYVAL_FILES:
            src = os.path.join(ctx.tests, 'exec', base + '.cl')
            if base == 'double_args' and self.devices and not set(self.devices) & set(oracles.FP64_DEVICES):
                continue    # double: refused where there is no fp64 (diag/target/double-args)
            spv = os.path.join(wd, base + '.spv')
            oracles.compile_zocc(ctx, src, spv, self.opts, wd)
            w = oracles.spirv_val(spv, wd)
            device = self.opts[self.opts.index('-device') + 1] if '-device' in self.opts else None
            r = run([ctx.zocc, '--verify', spv] + (['-device', device] if device else []), cwd=wd)
            if not r.ok:
                raise Fail('%s: zocc --verify: %s' % (base, r.brief()))
            devs = [d for d in (self.devices or oracles.DEVICES) if d in oracles.devices_for(w)]
            oracles.igc(spv, devs, wd)
            n += len(oracles.entry_points(w)) * len(devs)
        return '%d kernel builds, each kernel in the binary' % n


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    return [CompileTest(ctx, p) for p in sorted(glob.glob(os.path.join(ctx.tests, 'compile', '*.cl')))] + \
        [ByvalTest(ctx, *p) for p in BYVAL_PROFILES]
