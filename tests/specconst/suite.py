"""tests/specconst — specialization constants written in OpenCL C, as
llvm-spirv reads them: the program declares __spirv_SpecConstant(ID,
DEFAULT) and __spirv_SpecConstantComposite(...) and calls them
(sema/specconst.c, irgen/specconst.c).

Each tests/specconst/*.cl is compiled by zocc and:

  - the module passes spirv-val and zocc --verify;
  - `// reference: same-constants`: its specialization constants are those
    of clang-15 + llvm-spirv-15's module for the same file: the same
    SpecIds, each of the same type with the same default, and the same
    composites of them (type and constituents by SpecId or value);
  - IGC (ocloc 22.43 takes no values for them: it builds the defaults)
    builds it on every device its capabilities allow, with every kernel in
    its binary (tests/lib/oracles.py, igc_build);
  - on PoCL, once per `// spec-sets:` entry (separated by |; the first is
    usually empty: the defaults), with the values set by `llvm-spirv-15 -r
    --spec-const=ID:TYPE:VALUE ...`: the `expect:` lines hold, `spec` being
    the dict SpecId -> value (the module's defaults, then the set's).  The
    translator takes integers as unsigned (-7 in a char is 249) and
    refuses those past 2^53 (it reads them through a double).
"""

import glob
import os
import shutil
import struct

import kspec
import oracles
from rig import Fail, Test, directives, run

HERE = os.path.dirname(os.path.abspath(__file__))

OP_DECORATE, OP_TYPE_BOOL, OP_TYPE_INT, OP_TYPE_FLOAT, OP_TYPE_VECTOR, OP_TYPE_STRUCT = 71, 20, 21, 22, 23, 30
OP_CONSTANT, OP_SPEC_TRUE, OP_SPEC_FALSE, OP_SPEC, OP_SPEC_COMPOSITE = 43, 48, 49, 50, 51
DEC_SPEC_ID = 1


def type_name(types, t):
    """A type id as llvm-spirv's --spec-const spells it (i32, f16, ...),
    vectors and structs spelled out."""
    op, a = types[t]
    if op == OP_TYPE_BOOL:
        return 'i1'
    if op == OP_TYPE_INT:
        return 'i%d' % a[1]
    if op == OP_TYPE_FLOAT:
        return 'f%d' % a[1]
    if op == OP_TYPE_VECTOR:
        return '<%d x %s>' % (a[2], type_name(types, a[1]))
    if op == OP_TYPE_STRUCT:
        return '{%s}' % ', '.join(type_name(types, m) for m in a[1:])
    return '?'


def value(tname, lits):
    """The value of an OpSpecConstant's literal words for type tname."""
    if tname.startswith('i'):
        return lits[0] | (lits[1] << 32 if len(lits) > 1 else 0)
    if tname == 'f16':
        return struct.unpack('<e', struct.pack('<H', lits[0] & 0xffff))[0]
    if tname == 'f32':
        return struct.unpack('<f', struct.pack('<I', lits[0]))[0]
    return struct.unpack('<d', struct.pack('<II', lits[0], lits[1]))[0]


def constants(w):
    """({SpecId: (type, default)}, sorted composites as (type, constituents))
    of a module, constituents named by SpecId ('#N') or by value."""
    types, ids, defs, consts = {}, {}, {}, {}
    for op, a in oracles.instructions(w):
        if op in (OP_TYPE_BOOL, OP_TYPE_INT, OP_TYPE_FLOAT, OP_TYPE_VECTOR, OP_TYPE_STRUCT):
            types[a[0]] = (op, a)
        elif op == OP_DECORATE and len(a) >= 3 and a[1] == DEC_SPEC_ID:
            ids[a[0]] = a[2]
        elif op in (OP_SPEC, OP_SPEC_TRUE, OP_SPEC_FALSE, OP_SPEC_COMPOSITE, OP_CONSTANT):
            defs[a[1]] = (op, a)
    specs, comps = {}, []
    for rid, (op, a) in defs.items():
        t = type_name(types, a[0])
        if op == OP_SPEC:
            specs[ids.get(rid, -1)] = (t, value(t, a[2:]))
        elif op in (OP_SPEC_TRUE, OP_SPEC_FALSE):
            specs[ids.get(rid, -1)] = (t, int(op == OP_SPEC_TRUE))
        consts[rid] = '#%d' % ids[rid] if rid in ids else (t, value(t, a[2:]) if op == OP_CONSTANT else '?')
    for rid, (op, a) in defs.items():
        if op == OP_SPEC_COMPOSITE:
            comps.append((type_name(types, a[0]), tuple(str(consts.get(x, '?')) for x in a[2:])))
    if -1 in specs:
        raise Fail('a specialization constant without SpecId')
    return specs, sorted(comps)


def spec_value(tname, text):
    return float(text) if tname.startswith('f') else int(text)


class SpecTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'specconst/' + os.path.basename(path)[:-3]

    def _run(self):
        ctx = self.ctx
        with open(self.path) as f:
            text = f.read()
        spec = kspec.Spec(self.path)
        opts = oracles.split_options(spec.options)
        wd = ctx.workdir(self.name)
        shutil.copyfile(self.path, os.path.join(wd, 'k.cl'))
        spv = os.path.join(wd, 'k.spv')
        oracles.compile_zocc(ctx, 'k.cl', spv, opts, wd)
        w = oracles.validate(spv, wd)
        r = run([ctx.zocc, '--verify', spv], cwd=wd)
        if not r.ok:
            raise Fail('zocc --verify: ' + r.brief())
        specs, comps = constants(w)
        if not specs:
            raise Fail('no specialization constant in the module')
        said = []
        if any(v == 'same-constants' for _, _, v in directives(text, {'reference'})):
            ref = os.path.join(wd, 'ref.spv')
            oracles.compile_clang(ctx, 'k.cl', ref, opts, wd)
            rs, rc = constants(oracles.words(ref))
            if (rs, rc) != (specs, comps):
                raise Fail('the reference has %s %s; zocc %s %s' % (sorted(rs.items()), rc, sorted(specs.items()), comps))
            said.append('%d constants and %d composites as the reference has them' % (len(specs), len(comps)))
        devices = oracles.devices_for(w)
        for d in devices:
            oracles.igc_build(spv, d, wd, timeout=300)
        said.append('IGC keeps every kernel (%s)' % ' '.join(devices))
        sets = []
        for _, _, v in directives(text, {'spec-sets'}):
            sets += [s.split() for s in v.split('|')]
        for n, assigns in enumerate(sets or [[]]):
            values = {k: d for k, (t, d) in specs.items()}
            for a in assigns:
                sid, t, v = a.split(':')
                if int(sid) not in specs or specs[int(sid)][0] != t:
                    raise Fail('spec-sets: %s names no %s constant of the module' % (a, t))
                values[int(sid)] = spec_value(t, v)
            bc = os.path.join(wd, 'k%d.bc' % n)
            cmd = [oracles.LLVM_SPIRV, '-r', '--spirv-target-env=CL1.2']
            if assigns:
                cmd.append('--spec-const=' + ' '.join(assigns))
            r = run(cmd + [spv, '-o', bc], cwd=wd)
            if not r.ok:
                raise Fail('llvm-spirv-15 -r %s: %s' % (' '.join(assigns), r.brief()))
            lines, envs = [], []
            for k, l in enumerate(spec.launches):
                ls, env = kspec.prepare(spec, l, k, wd)
                env['spec'] = values
                lines += ls
                envs.append(env)
            launch = os.path.join(wd, 'launch%d.txt' % n)
            with open(launch, 'w') as f:
                f.write('\n'.join(lines) + '\n')
            oracles.clrun(ctx, bc, launch, wd)
            for k, l in enumerate(spec.launches):
                try:
                    kspec.check(spec, l, envs[k], kspec.results(l, k, wd))
                except Fail as e:
                    raise Fail('with %s: %s' % (' '.join(assigns) or 'the defaults', e))
        said.append('%d value set(s) on PoCL' % len(sets or [[]]))
        return '; '.join(said)


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    return [SpecTest(ctx, p) for p in sorted(glob.glob(os.path.join(HERE, '*.cl')))]
