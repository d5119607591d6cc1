"""tests/census — every builtin overload, checked.

The overload list is zocc's own: build/tests/overloads asks the resolver
(sema_builtin_overloads) which calls it accepts, for a -cl-std and device.

census/header-CLx   completeness: the overloads clang-15's opencl-c.h
                    declares for CLx with every extension, against zocc's for
                    CLx on skl with every extension (-cl-ext=+all).  Fails on
                    a missing overload unless excluded.txt says why the Level
                    Zero environment has no use for it, on an overload zocc
                    accepts and clang does not unless extra.txt says why, and
                    when the coverage falls below coverage.txt's figure.
census/device-D-CLx zocc's overloads for -device D against clang's for the
                    same language version and D's extensions and features:
                    what clang declares and zocc refuses must be gated in
                    zocc by a feature D lacks.
census/union        the same over the three versions at once: the figures
                    doc/limits.md gives (declarations, how many zocc takes, why
                    the others are out).
census/pointer-args-CLx
                    every overload with a pointer parameter called with an
                    argument off by a qualifier, a signedness or a pointee
                    type, by zocc and clang-15: the same overload and
                    warning names, or an error in both (tests/lib/censusptr.py;
                    pointer-args.txt lists the deliberate differences).
census/igc-CLx-D    calls of the overloads (a deterministic sample: every
                    builtin name once across the configurations, plus some
                    of every conversion and reinterpretation form) compiled
                    by zocc for D, through spirv-val and IGC; a rejection
                    names the overload.  With --long every overload, every
                    configuration.
census/lowering     at least 500 overloads across every family compiled by
                    zocc and by clang-15 + llvm-spirv-15: the instruction or
                    imported function each call becomes must match, or the
                    difference be listed in lowering.txt with its reason.
census/values-F     family F's overloads run on PoCL over edge-case inputs,
                    compiled by both compilers: bit for bit for integers,
                    within the allowed ULP for floats.
census/ocloc-CLx-D  against Intel's own front end: every overload of
                    clang-15's opencl-c.h (every extension) and of the
                    Intel extensions of IGC's header clang lacks (media and
                    __local block I/O, the split barrier; census.intel_decls)
                    is called in kernels of a few thousand to the file and
                    compiled by `ocloc -spv_only -device D` with what the
                    runtime adds for D (oracles.runtime_options); ocloc's
                    errors name the kernels it refuses.  What ocloc
                    compiles zocc -device D must take (its resolver's
                    list), or ocloc.txt say why not; a sample of those
                    (every name once across the configurations, and every
                    Intel-extension overload) goes through zocc, spirv-val
                    and IGC for D.  One configuration per device zocc has a
                    profile of; --long: every language version, and IGC on
                    every overload both take.
"""

import os
import sys
import threading

import re

import census as C
import censusgen as G
import censusptr as P
import censusvals as V
import oracles
from rig import Fail, Test, run

HERE = os.path.dirname(os.path.abspath(__file__))
TOOL = 'overloads'
IGC_CONFIGS = [('CL1.2', 'skl'), ('CL2.0', 'tgllp'), ('CL3.0', 'dg2-g10'), ('CL3.0', 'pvc')]


def uniq(ovs):
    d = {}
    for o in ovs:
        d.setdefault(o.proto(), o)
    return [d[k] for k in sorted(d)]


def load_rules(path):
    """excluded.txt / extra.txt: `[std:CLx] gate:MACRO|name:REGEX|proto:REGEX  reason`
    lines (two or more spaces before the reason)."""
    import re
    rules = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split('#', 1)[0].rstrip()
            if not line.strip():
                continue
            std = None
            if line.startswith('std:'):
                std, line = line[4:].split(None, 1)
            parts = re.split(r'\s{2,}', line.strip(), 1)
            what, why = parts[0], parts[1] if len(parts) > 1 else ''
            kind, _, pat = what.partition(':')
            if kind not in ('gate', 'name', 'proto') or not why.strip():
                raise Fail('%s:%d: a rule is KIND:PATTERN, two spaces, the reason' % (os.path.basename(path), n))
            rules.append((std, kind, re.compile(pat + '$') if kind != 'gate' else pat, why.strip(), n))
    return rules


def rule_for(o, std, rules):
    for rstd, kind, pat, why, n in rules:
        if rstd and rstd != std:
            continue
        if kind == 'gate' and pat in o.gate.split(' && '):
            return why
        if kind == 'name' and pat.match(o.name):
            return why
        if kind == 'proto' and pat.match(o.proto()):
            return why
    return None


def compare(cl, zo, std):
    """(missing, extra): clang's overloads zocc lacks, zocc's clang lacks
    (as_T is a macro in clang's header, so it has no declarations)."""
    ce, ze = C.expand(cl, std), C.expand(zo, std)
    missing = uniq(ce[k] for k in ce if k not in ze)
    extra = uniq(ze[k] for k in ze if k not in ce and not k[0].startswith('as_'))
    return missing, extra


class HeaderTest(Test):
    def __init__(self, ctx, std):
        self.ctx, self.std = ctx, std
        self.name = 'census/header-' + std

    def _run(self):
        ctx, std = self.ctx, self.std
        cl = C.clang_decls(std, '+all')
        zo = C.zocc_overloads(ctx.tool(TOOL), std, 'skl', '+all')
        missing, extra = compare(cl, zo, std)
        excl = load_rules(os.path.join(HERE, 'excluded.txt'))
        allowed = load_rules(os.path.join(HERE, 'extra.txt'))
        bad_missing = [o for o in missing if not rule_for(o, std, excl)]
        bad_extra = [o for o in extra if not rule_for(o, std, allowed)]
        ckeys = set(C.expand(cl, std))
        covered = len(ckeys) - len(C.expand(missing, std))
        floor = coverage_floor(std)
        wd = ctx.workdir(self.name)
        with open(os.path.join(wd, 'missing.txt'), 'w') as f:
            for o in missing:
                f.write('%s\t%s\t%s\t%s\n' % (o.proto(), o.gate, o.where, rule_for(o, std, excl) or 'NOT EXCLUDED'))
        with open(os.path.join(wd, 'extra.txt'), 'w') as f:
            for o in extra:
                f.write('%s\t%s\t%s\n' % (o.proto(), o.gate, rule_for(o, std, allowed) or 'NOT EXPLAINED'))
        if bad_missing:
            raise Fail('%d overloads clang-15 declares are missing: %s' % (len(bad_missing), C.summarize(bad_missing)))
        if bad_extra:
            raise Fail('%d overloads zocc accepts that clang-15 does not declare: %s' % (
                len(bad_extra), C.summarize(bad_extra)))
        if covered < floor:
            raise Fail('coverage fell: %d of clang\'s %d exact calls, below the %d of coverage.txt' % (
                covered, len(ckeys), floor))
        return '%d declarations (%d exact calls); zocc %d overloads covers %d calls; missing %d (all excluded: %s); extra %d (explained)' % (
            len(cl), len(ckeys), len(zo), covered, len(missing), C.summarize(missing, 4), len(extra))


class DeviceTest(Test):
    """zocc's overloads for -device D against clang's declarations given
    D's extensions and features (zocc's profile of D): what clang declares
    there and zocc refuses must be out for a reason excluded.txt gives, or
    need a feature D lacks (clang-15's header switches some extensions on
    for every SPIR target from OpenCL C 2.0: cl_ext_float_atomics, the
    subgroup extensions...; those are reported, not failed)."""

    def __init__(self, ctx, std, device):
        self.ctx, self.std, self.device = ctx, std, device
        self.name = 'census/device-%s-%s' % (device, std)

    def _run(self):
        ctx, std = self.ctx, self.std
        zo = C.zocc_overloads(ctx.tool(TOOL), std, self.device)
        feats = set(zo.features)
        # clang insists that an extension and its 3.0 feature agree
        for ext, feat in (('cl_khr_fp64', '__opencl_c_fp64'), ('cl_khr_3d_image_writes', '__opencl_c_3d_image_writes')):
            if ext in feats or feat in feats:
                feats |= {ext, feat}
        cfeats = set(feats)
        if std == 'CL3.0':
            # clang-15's opencl-c.h does not compile in CL3.0 without
            # images (read_imagef is declared ungated); the image
            # overloads are told apart by their types below
            cfeats |= {'__opencl_c_images', '__opencl_c_read_write_images'}
        cl = C.clang_decls(std, '-all,' + ','.join('+' + f for f in sorted(cfeats)))
        missing, _ = compare(cl, zo, std)
        excl = load_rules(os.path.join(HERE, 'excluded.txt'))
        lacks, bad = {}, []
        for o in missing:
            if rule_for(o, std, excl):
                continue
            # what the overload's types need, whatever the header's #if says
            types = ' '.join((o.ret,) + o.params)
            implied = [m for m, t in (('__opencl_c_images', 'image'), ('__opencl_c_images', 'sampler_t'),
                                      ('cl_khr_fp64', 'double'), ('cl_khr_fp16', 'half')) if t in types]
            need = [m for m in o.gate.split(' && ') + implied if m != '-' and m not in feats]
            if need:
                lacks.setdefault(need[0], []).append(o)
            else:
                bad.append(o)
        if bad:
            raise Fail('%d overloads clang-15 declares for %s\'s features are missing: %s' % (
                len(bad), self.device, C.summarize(bad)))
        return '%d zocc overloads; of clang\'s %d declarations the missing ones need what %s lacks: %s' % (
            len(zo), len(cl), self.device, ', '.join('%s (%d)' % (k, len(v)) for k, v in sorted(lacks.items())) or 'none')


class UnionTest(Test):
    """The figures doc/limits.md gives: clang-15's declarations over CL1.2, CL2.0
    and CL3.0 with every extension, how many of them zocc takes (in the
    language version that declares them), and why the rest are out."""
    name = 'census/union'

    def __init__(self, ctx):
        self.ctx = ctx

    def _run(self):
        excl = load_rules(os.path.join(HERE, 'excluded.txt'))
        union, took = {}, {}
        for std in C.STDS:
            ze = C.expand(C.zocc_overloads(self.ctx.tool(TOOL), std, 'skl', '+all'), std)
            for o in C.clang_decls(std, '+all'):
                k = o.key()
                union.setdefault(k, (o, std))
                took[k] = took.get(k, False) or all(x in ze for x in C.expand([o], std))
        missing = [union[k] for k in union if not took[k]]
        why = {}
        for o, std in missing:
            r = rule_for(o, std, excl) or 'NOT EXCLUDED'
            why[r] = why.get(r, 0) + 1
        covered = len(union) - len(missing)
        floor = coverage_floor('union')
        text = '%d declarations in clang-15\'s opencl-c.h (CL1.2, CL2.0, CL3.0, every extension); zocc takes %d; the %d others: %s' % (
            len(union), covered, len(missing), '; '.join('%d %s' % (n, r.split(':')[0].split(';')[0])
                                                         for r, n in sorted(why.items(), key=lambda x: -x[1])))
        if 'NOT EXCLUDED' in why:
            raise Fail(text)
        if covered < floor:
            raise Fail('coverage fell below the %d of coverage.txt: %s' % (floor, text))
        return text


def coverage_floor(std):
    with open(os.path.join(HERE, 'coverage.txt')) as f:
        for line in f:
            w = line.split('#', 1)[0].split()
            if len(w) == 2 and w[0] == std:
                return int(w[1])
    return 0


def igc_sample(ctx):
    """{(std, device): [overloads]}: each builtin name once, in the
    configuration its hash picks among those that have it; and of the
    families spelled by their names (convert_T_sat_rte, as_T, vloadn...)
    a few forms more in each configuration: they are cheap for IGC and were
    where defects hid."""
    lists = {cfg: C.zocc_overloads(ctx.tool(TOOL), cfg[0], cfg[1]) for cfg in IGC_CONFIGS}
    names = {}
    for cfg, ovs in lists.items():
        for o in ovs:
            names.setdefault(o.name, {}).setdefault(cfg, []).append(o)
    out = {cfg: [] for cfg in IGC_CONFIGS}
    for name in sorted(names):
        have = names[name]
        cfgs = [c for c in IGC_CONFIGS if c in have]
        cfg = cfgs[G.h(name) % len(cfgs)]
        out[cfg].append(min(have[cfg], key=lambda o: G.h(o.proto())))
    for cfg, ovs in lists.items():
        fam = [o for o in ovs if C.family(o) in ('convert', 'as_type')]
        out[cfg] += sorted(fam, key=lambda o: G.h(cfg[1] + o.proto()))[:48]
        out[cfg] = uniq(out[cfg])
    return out


class IgcTest(Test):
    def __init__(self, ctx, std, device, sample):
        self.ctx, self.std, self.device, self.sample = ctx, std, device, sample
        self.name = 'census/igc-%s-%s' % (std, device)

    def _run(self):
        ctx = self.ctx
        if ctx.long:
            ovs = uniq(C.zocc_overloads(ctx.tool(TOOL), self.std, self.device))
        else:
            ovs = self.sample()[(self.std, self.device)]
        wd = ctx.workdir(self.name)
        check = G.ZoccIgc(ctx, wd, self.std, self.device)
        fails = G.singles(ctx, wd, ovs, self.std, self.device)
        for b in G.batches(ovs, G.cost, 400):
            fails += G.find_failures(b, check)
        with open(os.path.join(wd, 'failures.txt'), 'w') as f:
            f.write(''.join('%s\t%s\n' % (o.proto(), m) for o, m in fails))
        if fails:
            raise Fail('%d of %d overloads fail: %s' % (len(fails), len(ovs), '; '.join(
                '%s: %s' % (o.proto(), m) for o, m in fails[:6])))
        return '%d overloads through zocc and spirv-val each alone, and IGC (%d modules)' % (len(ovs), check.runs)


def load_lowering(path):
    """lowering.txt: `name:REGEX  zocc:OPS  clang:OPS  reason` lines; OPS is
    a comma-separated list of regular expressions, or - for none.  A rule
    explains an overload of a matching name whose instructions only zocc
    has are exactly matched by the zocc list (each pattern matching one at
    least, every instruction matched), and likewise for clang's."""
    import re
    rules = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            parts = re.split(r'\s{2,}', line)
            if len(parts) != 4 or not parts[0].startswith('name:') or not parts[1].startswith('zocc:') or \
                    not parts[2].startswith('clang:'):
                raise Fail('lowering.txt:%d: name:REGEX  zocc:OPS  clang:OPS  reason' % n)

            def pats(x):
                x = x.split(':', 1)[1]
                return [] if x == '-' else [re.compile(p + '$') for p in x.split(',')]
            rules.append((re.compile(parts[0][5:] + '$'), pats(parts[1]), pats(parts[2]), parts[3], n))
    return rules


def ops_match(ops, pats):
    return all(any(p.match(o) for p in pats) for o in ops) and all(any(p.match(o) for o in ops) for p in pats)


LOWER_STD, LOWER_DEVICE = 'CL2.0', 'skl'


def lowering_sample(ctx, want=600):
    """Overloads both compilers take (CL2.0, every extension): every name
    once, then more by a stable hash, to `want` in all."""
    cl = C.clang_decls(LOWER_STD, '+all')
    zo = C.zocc_overloads(ctx.tool(TOOL), LOWER_STD, LOWER_DEVICE, '+all')
    ckeys = set(C.expand(cl, LOWER_STD))
    both = [o for o in uniq(zo) if all(k in ckeys for k in C.expand([o], LOWER_STD))]
    byname = {}
    for o in both:
        byname.setdefault(o.name, []).append(o)
    pick = [min(v, key=lambda o: G.h(o.proto())) for v in byname.values()]
    chosen = {o.proto() for o in pick}
    rest = sorted((o for o in both if o.proto() not in chosen), key=lambda o: G.h('more' + o.proto()))
    return uniq(pick + rest[:max(0, want - len(pick))])


class LoweringTest(Test):
    name = 'census/lowering'

    def __init__(self, ctx):
        self.ctx = ctx

    def _run(self):
        import shutil
        ctx = self.ctx
        ovs = lowering_sample(ctx)
        rules = load_lowering(os.path.join(HERE, 'lowering.txt'))
        wd = ctx.workdir(self.name)
        unexplained, explained, same, refail = [], {}, 0, []
        runs = [0]

        def module(b, tag):
            runs[0] += 1
            bd = os.path.join(wd, '%s%d' % (tag, runs[0]))
            os.makedirs(bd)
            with open(os.path.join(bd, 'k.cl'), 'w') as f:
                f.write(G.Module(b, LOWER_STD).text)
            return bd

        def clang_ok(b):
            try:
                G.disassemble_clang(module(b, 'r'), ['-cl-std=' + LOWER_STD, '-cl-ext=+all'])
            except Fail as e:
                return str(e)[:200], None
            return None

        for b in G.batches(ovs, lambda o: 1, 150):
            bd = module(b, 'b')
            try:
                cs = G.disassemble_clang(bd, ['-cl-std=' + LOWER_STD, '-cl-ext=+all'])
            except Fail:
                # the reference cannot take some of these (llvm-spirv-15
                # asserts on float compare-exchange, ...): leave those out
                bad = G.find_failures(b, clang_ok)
                refail += bad
                badp = {o.proto() for o, _ in bad}
                b = [o for o in b if o.proto() not in badp]
                bd = module(b, 'b')
                cs = G.disassemble_clang(bd, ['-cl-std=' + LOWER_STD, '-cl-ext=+all'])
            zs = G.disassemble_zocc(ctx, bd, ['-cl-std=' + LOWER_STD, '-device', LOWER_DEVICE, '-cl-ext=+all'])
            for i, o in enumerate(b):
                zsig, csig = zs.signature('c%d' % i), cs.signature('c%d' % i)
                if not csig and not zsig:
                    same += 1
                    continue
                dz, dc = zsig - csig, csig - zsig
                if not dz and not dc:
                    same += 1
                    continue
                for rx, zp, cp, why, ln in rules:
                    if rx.match(o.name) and ops_match(dz, zp) and ops_match(dc, cp):
                        explained[ln] = explained.get(ln, 0) + 1
                        break
                else:
                    unexplained.append('%s: zocc %s, clang %s' % (o.proto(), ','.join(sorted(dz)) or '-',
                                                                  ','.join(sorted(dc)) or '-'))
        with open(os.path.join(wd, 'unexplained.txt'), 'w') as f:
            f.write(''.join(u + '\n' for u in unexplained))
        with open(os.path.join(wd, 'reference-fails.txt'), 'w') as f:
            for o, m in refail:
                f.write('%s\t%s\n' % (o.proto(), m))
        if unexplained:
            raise Fail('%d of %d calls lower differently from the reference, unexplained: %s' % (
                len(unexplained), len(ovs), '; '.join(unexplained[:8])))
        return ('%d overloads of %d names: %d lower alike, %d differ as lowering.txt explains (%d rules); '
                'the reference fails on %d (%s)') % (
            len(ovs) - len(refail), len({o.name for o in ovs}), same, sum(explained.values()), len(explained),
            len(refail), ', '.join(sorted({o.name for o, _ in refail})) or '-')


VALUE_SIZES = {'integer': 64, 'conversion': 180, 'relational': 48, 'common': 48, 'geometric': 32,
               'vloadstore': 64, 'shuffle': 32}


def value_sample(ctx, fam):
    """Overloads of family fam that PoCL can run (no half values, pointers
    to __global only), a stable sample; conversions: some of every
    saturation and rounding mode between every kind of element."""
    rx = V.FAMILIES[fam]
    ovs = []
    for o in uniq(C.zocc_overloads(ctx.tool(TOOL), 'CL1.2', 'skl')):
        if not rx.match(o.name):
            continue
        vals = [t for t in (o.ret,) + o.params if not t.endswith('*')]
        ptrs = [t for t in o.params if t.endswith('*')]
        if any(V.split_type(t)[0] == 'half' for t in vals if t != 'void'):
            continue
        if o.name == 'dot' and V.SCALARS[V.split_type(o.params[0])[0]][2] != 'f':
            continue   # PoCL has no integer dot products
        if o.name.startswith(('vstore_half', 'vstorea_half')) and o.params[0].startswith('double'):
            continue   # PoCL's double-to-half stores give different bits from run to run, for both compilers
        if any('__global' not in t for t in ptrs):
            continue
        elems = {V.split_type(t)[0] for t in vals if t != 'void'}
        isint = all(V.SCALARS.get(e, ('', 0, 'f'))[2] != 'f' for e in elems)
        if o.name in ('min', 'max', 'clamp') and (fam == 'integer') != isint:
            continue
        ovs.append(o)
    n = VALUE_SIZES[fam]
    if fam != 'conversion':
        return sorted(ovs, key=lambda o: G.h('v' + o.proto()))[:n]
    groups = {}
    for o in ovs:
        m = re.match(r'convert_[a-z]+\d*(_sat)?(_rt[enzp])?$', o.name)
        src, dst = V.split_type(o.params[0])[0], V.split_type(o.ret)[0]
        key = (m.group(1), m.group(2), V.SCALARS[src][2], V.SCALARS[dst][2])
        groups.setdefault(key, []).append(o)
    out = []
    per = max(1, n // len(groups))
    for key in sorted(groups, key=str):
        out += sorted(groups[key], key=lambda o: G.h('v' + o.proto()))[:per]
    return out


class ValuesTest(Test):
    def __init__(self, ctx, fam):
        self.ctx, self.fam = ctx, fam
        self.name = 'census/values-' + fam

    def _run(self):
        ctx = self.ctx
        ovs = value_sample(ctx, self.fam)
        wd = ctx.workdir(self.name)
        opts = ['-cl-std=CL1.2']
        z = V.run_module(ctx, wd, 'zocc', ovs, lambda src, spv, d: oracles.compile_zocc(
            ctx, src, spv, opts + ['-device', 'skl'], d))
        c = V.run_module(ctx, wd, 'clang', ovs, lambda src, spv, d: oracles.compile_clang(ctx, src, spv, opts, d))
        ulp = V.ULP.get(self.fam, 0)
        bad, unstable = [], []
        for i, o in enumerate(ovs):
            (zb, zstable), (cb, cstable) = z[i], c[i]
            if not cstable:
                unstable.append(o)
                continue
            d = 'zocc\'s module gives different results from run to run' if not zstable else \
                V.compare(o, zb, cb, ulp)
            if d:
                bad.append('%s: %s' % (o.proto(), d))
        if bad:
            raise Fail('%d of %d overloads compute differently from the reference: %s' % (
                len(bad), len(ovs), '; '.join(bad[:6])))
        return '%d overloads x %d edge cases, %s%s' % (
            len(ovs) - len(unstable), V.NCASES, 'bit for bit' if not ulp else 'within %d ULP' % ulp,
            '; %d left out, PoCL gives the reference different results from run to run (%s)' % (
                len(unstable), ', '.join(sorted({o.name for o in unstable}))) if unstable else '')


# One language version per device: together every device zocc has a
# profile of and every version (ocloc's own header does not compile for
# pvc in CL3.0 mode: image functions declared without __opencl_c_images)
OCLOC_CONFIGS = [('CL1.2', 'skl'), ('CL3.0', 'apl'), ('CL3.0', 'icllp'), ('CL2.0', 'ehl'),
                 ('CL2.0', 'tgllp'), ('CL3.0', 'dg2-g10'), ('CL2.0', 'pvc')]
OCLOC_LINE = re.compile(r'^\d+:(\d+):\d+: (?:fatal )?error: (.*)$', re.M)


def load_ocloc_rules(path):
    """ocloc.txt: `[std:CLx] [device:D,D] KIND:PATTERN  reason` lines, KIND
    gate, name or proto as in excluded.txt; '#' starts a comment."""
    rules = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split('#', 1)[0].rstrip()
            if not line.strip():
                continue
            std = devs = None
            while line.startswith(('std:', 'device:')):
                what, line = line.split(None, 1)
                if what.startswith('std:'):
                    std = what[4:]
                else:
                    devs = what[7:].split(',')
            parts = re.split(r'\s{2,}', line.strip(), 1)
            what, why = parts[0], parts[1] if len(parts) > 1 else ''
            kind, _, pat = what.partition(':')
            if kind not in ('gate', 'name', 'proto') or not why.strip():
                raise Fail('ocloc.txt:%d: [std:CLx] [device:D] KIND:PATTERN, two spaces, the reason' % n)
            rules.append((std, devs, kind, re.compile(pat + '$') if kind != 'gate' else pat, why.strip(), n))
    return rules


def ocloc_rule(o, std, dev, rules):
    for rstd, devs, kind, pat, why, n in rules:
        if (rstd and rstd != std) or (devs and dev not in devs):
            continue
        if (kind == 'gate' and pat in o.gate.split(' && ')) or (kind == 'name' and pat.match(o.name)) or \
                (kind == 'proto' and pat.match(o.proto())):
            return n, why
    return None


class OclocCheck:
    """ocloc -spv_only -device D on a list of overloads, for find_failures:
    its error lines name the kernels (and so the overloads) it refuses."""

    def __init__(self, wd, std, device):
        self.wd, self.std, self.device = wd, std, device
        self.runs = 0

    def __call__(self, ovs):
        self.runs += 1
        wd = os.path.join(self.wd, 'o%d' % self.runs)
        os.makedirs(wd, exist_ok=True)
        m = G.Module(ovs, self.std)
        with open(os.path.join(wd, 'k.cl'), 'w') as f:
            f.write(m.text)
        # -llvm_text: the front end alone (clang with IGC's header), which
        # decides what a call resolves to; ocloc's translator then aborts on
        # some modules as llvm-spirv-15 does (float compare-exchange), with
        # no word of which kernel
        r = run(['ocloc', 'compile', '-spv_only', '-llvm_text', '-file', 'k.cl', '-device', self.device,
                 '-options', '-cl-std=' + self.std] + oracles.runtime_options(self.device) +
                ['-out_dir', os.path.join(wd, 'out')], cwd=wd, timeout=600)
        if r.ok:
            return None
        errs = OCLOC_LINE.findall(r.out + r.err)
        blamed = {m.kernel_at(int(l)) for l, _ in errs} - {None}
        # clang says a function is implicitly declared at its first call
        # only: every call of it is refused
        undeclared = set(re.findall(r"implicit declaration of function '(\w+)'", r.out + r.err))
        blamed |= {i for i, o in enumerate(ovs) if o.name in undeclared}
        return 'ocloc: ' + (errs[0][1] if errs else oracles.ocloc_errors(r.out + r.err)), blamed or None


@C.cached
def _intel_decls(std, wd):
    return C.intel_decls(std, wd)


def intel_decls(ctx, std):
    """IGC's declarations of the Intel extensions for std, read once a run
    (the work directory is made afresh each time it is asked for)."""
    with _wd_lock:
        if std not in _wd_made:
            _wd_made[std] = ctx.workdir('census/intel-header-' + std)
    return _intel_decls(std, _wd_made[std])


_wd_lock = threading.Lock()
_wd_made = {}


def ocloc_overloads(ctx, std):
    """clang-15's declarations for std (every extension) and IGC's of the
    Intel extensions clang lacks, each once; without --long, one in 16 of
    the 6,270 conversions (convert_T[_sat][_rtX]: one lowering over every
    pair of types, which census/header and census/values check)."""
    ovs = uniq(list(C.clang_decls(std, '+all')) + list(intel_decls(ctx, std)))
    if ctx.long:
        return ovs
    return [o for o in ovs if not o.name.startswith('convert_') or G.h('ocloc' + o.proto()) % 16 == 0]


def ocloc_pick(ctx, configs, o, cfg):
    """Whether overload o goes through IGC in configuration cfg: each builtin
    name once (each Intel-extension overload once), in the configuration
    its hash picks among those whose zocc profile has it."""
    k = o.proto() if o.gate in C.INTEL_BLOCKS else o.name
    have = [c for c in configs if k in zocc_keys(ctx, c, o.gate in C.INTEL_BLOCKS)]
    return bool(have) and have[G.h(k) % len(have)] == cfg


def zocc_keys(ctx, cfg, protos):
    """The names (or prototypes) of zocc's overloads in a configuration."""
    return _zocc_keys(ctx.tool(TOOL), cfg[0], cfg[1], protos)


@C.cached
def _zocc_keys(tool, std, dev, protos):
    return {o.proto() if protos else o.name for o in C.zocc_overloads(tool, std, dev)}


class OclocTest(Test):
    def __init__(self, ctx, std, device, configs):
        self.ctx, self.std, self.device, self.configs = ctx, std, device, configs
        self.name = 'census/ocloc-%s-%s' % (std, device)

    def _run(self):
        ctx, std, dev = self.ctx, self.std, self.device
        ovs, both, skipped = ocloc_split(ctx, std, dev)
        rules = load_ocloc_rules(os.path.join(HERE, 'ocloc.txt'))
        wd = ctx.workdir(self.name)
        # what zocc refuses of what ocloc compiles: each explained
        unexplained, why = [], {}
        for o in skipped:
            r = ocloc_rule(o, std, dev, rules)
            if r:
                why[r] = why.get(r, 0) + 1
            else:
                unexplained.append(o)
        with open(os.path.join(wd, 'zocc-refuses.txt'), 'w') as f:
            for o in skipped:
                r = ocloc_rule(o, std, dev, rules)
                f.write('%s\t%s\t%s\n' % (o.proto(), o.gate, r[1] if r else 'NOT EXPLAINED'))
        if unexplained:
            raise Fail('%d overloads ocloc -device %s compiles at %s and zocc does not take: %s' % (
                len(unexplained), dev, std, C.summarize(unexplained)))
        # zocc's modules of a sample through IGC
        if ctx.long:
            sample = both
        else:
            picked = {}
            for o in both:
                k = o.proto() if o.gate in C.INTEL_BLOCKS else o.name
                if ocloc_pick(ctx, self.configs, o, (std, dev)) and \
                        (k not in picked or G.h(o.proto()) < G.h(picked[k].proto())):
                    picked[k] = o
            sample = [picked[k] for k in sorted(picked)]
        check = G.ZoccIgc(ctx, wd, std, dev)
        fails = []
        for b in G.batches(sample, G.cost, 400):
            fails += G.find_failures(b, check)
        if fails:
            raise Fail('%d of %d overloads both compile fail through zocc, spirv-val or IGC: %s' % (
                len(fails), len(sample), '; '.join('%s: %s' % (o.proto(), m) for o, m in fails[:6])))
        return ('%d overloads; ocloc compiles %d, zocc takes all but %d (%s); %d through zocc and IGC' % (
            len(ovs), len(both) + len(skipped), len(skipped),
            ', '.join('%d ocloc.txt:%d' % (k, n[0]) for n, k in sorted(why.items())) or 'none', len(sample)))


def ocloc_split(ctx, std, dev):
    """(every overload, those ocloc and zocc both take, those ocloc
    compiles and zocc does not) for a configuration."""
    ovs = ocloc_overloads(ctx, std)
    wd = ctx.workdir('census/ocloc-run-%s-%s' % (std, dev))
    check = OclocCheck(wd, std, dev)
    refused = set()
    # a run names the calls ocloc refuses, one more confirms the rest
    for b in G.batches(ovs, lambda o: 1, 4000):
        refused |= {o.proto() for o, _ in G.find_failures(b, check, limit=100000)}
    took = [o for o in ovs if o.proto() not in refused]
    ze = C.expand(C.zocc_overloads(ctx.tool(TOOL), std, dev), std)
    both = [o for o in took if all(k in ze for k in C.expand([o], std))]
    skipped = [o for o in took if not all(k in ze for k in C.expand([o], std))]
    return ovs, both, skipped


class PointerArgsTest(Test):
    """census/pointer-args-CLx: every overload with a pointer parameter,
    called with a pointer argument off by a qualifier, a signedness or a
    pointee type (tests/lib/censusptr.py): zocc's outcome must be clang's
    (the same overload by the parameter type its warning quotes, the same
    warning names; or an error in both), but for the differences
    pointer-args.txt lists and explains.  CL3.0: the atomics (--long: all)."""

    def __init__(self, ctx, std):
        self.ctx, self.std = ctx, std
        self.name = 'census/pointer-args-' + std

    def _run(self):
        ctx, std = self.ctx, self.std
        zo = C.zocc_overloads(ctx.tool(TOOL), std, 'skl', '+all')
        both = C.expand(C.clang_decls(std, '+all'), std)    # what clang declares too
        # OpenCL C 3.0 differs from 2.0 in its atomics (clang's header
        # declares them for the named spaces too): the rest with --long
        cs = P.calls(uniq(o for o in zo if any(p.endswith('*') for p in o.params) and
                          (o.name, o.ret, tuple(o.params)) in both and
                          (std != 'CL3.0' or ctx.long or o.name.startswith('atomic_'))))
        bad, kinds = [], {}
        for n in range(0, len(cs), 600):
            wd = os.path.join(ctx.workdir(self.name), 'b%d' % (n // 600))
            os.makedirs(wd, exist_ok=True)
            bad += P.compare(ctx, wd, cs[n:n + 600], std, ['-cl-ext=+all'])
        for c in cs:
            kinds[c.kind] = kinds.get(c.kind, 0) + 1
        rules = load_rules(os.path.join(HERE, 'pointer-args.txt'))
        listed = [(c, a, b) for c, a, b in bad if rule_for(c.as_made(), std, rules)]
        bad = [x for x in bad if x not in listed]
        with open(os.path.join(ctx.workdir(self.name), 'differences.txt'), 'w') as f:
            for c, a, b in bad + listed:
                f.write('%r\tclang: %s\tzocc: %s\t%s\n' % (c, P.describe(a), P.describe(b),
                                                            rule_for(c.as_made(), std, rules) or 'NOT LISTED'))
        if bad:
            raise Fail('%d of %d calls differ from clang-15, e.g. %s' % (len(bad), len(cs), '; '.join(
                '%r: clang %s, zocc %s' % (c, P.describe(a), P.describe(b)) for c, a, b in bad[:4])))
        stale = [n for rstd, _, _, _, n in rules if rstd in (None, std) and
                 not any(rule_for(c.as_made(), std, [r for r in rules if r[4] == n]) for c, _, _ in listed)]
        if stale:
            raise Fail('pointer-args.txt line(s) %s list no difference any more' % stale)
        return '%d calls (%s) as clang-15 resolves them; %d listed differences' % (
            len(cs), ', '.join('%d off by %s' % (v, k) for k, v in sorted(kinds.items())), len(listed))


def collect(ctx):
    out = [HeaderTest(ctx, s) for s in C.STDS] + [UnionTest(ctx)]
    out += [PointerArgsTest(ctx, s) for s in C.STDS]
    out += [DeviceTest(ctx, s, d) for d in C.DEVICES for s in C.STDS]
    sample = C.cached(lambda: igc_sample(ctx))
    configs = [(s, d) for s in C.STDS for d in C.DEVICES] if ctx.long else IGC_CONFIGS
    for std, dev in configs:
        out.append(IgcTest(ctx, std, dev, sample))
    ocfg = [(s, d) for d in C.DEVICES + ['apl', 'icllp', 'ehl'] for s in C.STDS
            if not (d == 'pvc' and s == 'CL3.0')] \
        if ctx.long else OCLOC_CONFIGS
    for std, dev in ocfg:
        out.append(OclocTest(ctx, std, dev, ocfg))
    out.append(LoweringTest(ctx))
    out += [ValuesTest(ctx, f) for f in VALUE_SIZES]
    return out
