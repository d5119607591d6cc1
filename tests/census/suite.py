"""tests/census — every builtin overload, checked (issue 9).

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
"""

import os
import sys

import census as C
import censusgen as G
from rig import Fail, Test

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
        if getattr(ctx, 'long', False):
            ovs = uniq(C.zocc_overloads(ctx.tool(TOOL), self.std, self.device))
        else:
            ovs = self.sample()[(self.std, self.device)]
        wd = ctx.workdir(self.name)
        check = G.ZoccIgc(ctx, wd, self.std, self.device)
        fails = []
        for b in G.batches(ovs, G.cost, 400):
            fails += G.find_failures(b, check)
        if fails:
            raise Fail('%d of %d overloads fail: %s' % (len(fails), len(ovs), '; '.join(
                '%s: %s' % (o.proto(), m) for o, m in fails[:6])))
        return '%d overloads through zocc, spirv-val and IGC (%d modules)' % (len(ovs), check.runs)


def collect(ctx):
    out = [HeaderTest(ctx, s) for s in C.STDS]
    sample = C.cached(lambda: igc_sample(ctx))
    for std, dev in IGC_CONFIGS:
        out.append(IgcTest(ctx, std, dev, sample))
    return out
