"""censusgen.py — calls of builtin overloads as kernels, and the checks
tests/census puts them through (the overload lists come from census.py).

A module holds one kernel per overload.  Each kernel calls its overload
once with arguments of exactly the parameter types: values loaded from a
__global buffer (never constants, so nothing folds before the builtin is
lowered), pointers made from the kernel's __global, __local, __constant and
private buffers, images and a sampler as kernel parameters, an event from
an async copy.  Only the arguments OpenCL C requires to be constants
(memory orders and scopes, fence flags, cluster sizes) are literals.

When a module fails a check, the failing kernels are found: from the
message where it names them (zocc's line numbers, IGC's "called by kernel"),
else by halving the module until single kernels remain.
"""

import hashlib
import os
import re

import oracles
from rig import Fail, run

KERNEL_ARGS = 'global uchar *g, local uchar *l, constant uchar *k, global uchar *out'
SPACE_BASE = {'__global': 'g', '__local': 'l', '__constant': 'k', '__private': 'pv', '__generic': 'g'}
# parameters of the _explicit atomics before the memory order
EXPLICIT_OPERANDS = {'atomic_load': 1, 'atomic_flag_test_and_set': 1, 'atomic_flag_clear': 1,
                     'atomic_compare_exchange_strong': 3, 'atomic_compare_exchange_weak': 3}


def h(text):
    """A stable hash of a string, for deterministic samples."""
    return int(hashlib.sha1(text.encode()).hexdigest()[:12], 16)


def const_arg(name, params, i):
    """The literal an argument must be (OpenCL C wants a constant there),
    or None for a loaded value."""
    if name in ('barrier', 'mem_fence', 'read_mem_fence', 'write_mem_fence', 'work_group_barrier',
                'sub_group_barrier', 'intel_work_group_barrier_arrive', 'intel_work_group_barrier_wait') and i == 0:
        return 'CLK_LOCAL_MEM_FENCE'
    if name in ('work_group_barrier', 'intel_work_group_barrier_arrive', 'intel_work_group_barrier_wait') and i == 1:
        return 'memory_scope_work_group'
    if name.startswith('intel_sub_group_media_block_') and i in (1, 2):
        # a block of 4 elements (of at most 4 bytes: whole pixels, at most
        # 16 bytes a row) by as many rows as the vector has components
        m = re.search(r'(\d+)$', name)
        return '4' if i == 1 else (m.group(1) if m else '1')
    if name == 'sub_group_barrier' and i == 1:
        return 'memory_scope_sub_group'
    if name == 'atomic_work_item_fence':
        return ('CLK_GLOBAL_MEM_FENCE', 'memory_order_acq_rel', 'memory_scope_work_group')[i]
    if name.endswith('_explicit'):
        base = name[:-len('_explicit')]
        nb = EXPLICIT_OPERANDS.get(base, 2)
        if i >= nb:
            orders = 2 if 'compare_exchange' in base else 1
            return 'memory_order_relaxed' if i - nb < orders else 'memory_scope_work_group'
    if name.startswith('sub_group_clustered_') and i == len(params) - 1:
        return '4u'
    if name.startswith('get_') and params == ('uint',):
        return '0u'
    return None


class Module:
    """The source of a module calling each overload of ovs in a kernel of
    its own (c0, c1, ...), and which source lines belong to which kernel."""

    def __init__(self, ovs, std):
        self.ovs = list(ovs)
        lines = []
        if any('half' in o.ret or any('half' in p for p in o.params) for o in ovs):
            lines.append('#pragma OPENCL EXTENSION cl_khr_fp16 : enable')
        if any('double' in o.ret or any('double' in p for p in o.params) for o in ovs):
            lines.append('#pragma OPENCL EXTENSION cl_khr_fp64 : enable')
        self.first = []   # first source line (1-based) of each kernel
        for n, o in enumerate(self.ovs):
            self.first.append(len(lines) + 1)
            lines += kernel(n, o)
        self.text = '\n'.join(lines) + '\n'
        self.nlines = len(lines)

    def kernel_at(self, line):
        """The index of the kernel holding source line `line`."""
        idx = None
        for n, f in enumerate(self.first):
            if f <= line:
                idx = n
        return idx


def kernel(n, o):
    """The lines of kernel c<n> calling overload o."""
    images, body, pre = [], [], []
    args = []
    for i, p in enumerate(o.params):
        c = const_arg(o.name, o.params, i)
        if c is not None:
            args.append(c)
        elif p.endswith('*'):
            space = next(s for s in SPACE_BASE if s in p.split())
            args.append('(%s)%s' % (p, SPACE_BASE[space]))
        elif 'image' in p:
            images.append('%s im%d' % (p, len(images)))
            args.append('im%d' % (len(images) - 1))
        elif p == 'sampler_t':
            images.append('sampler_t smp')
            args.append('smp')
        elif p == 'event_t':
            args.append('ev')
        elif p == '...':
            continue
        else:
            args.append('*(global %s *)(g + %d)' % (p, 128 * i))
    if o.name == 'printf':
        args = ['"%d\\n"', '*(global int *)g']
    if 'event_t' in o.params:
        pre.append('\tevent_t ev = async_work_group_copy(l, (const global uchar *)g, (size_t)1, 0);')
    call = '%s(%s)' % (o.name, ', '.join(args))
    if o.ret == 'void':
        body.append('\t%s;' % call)
    elif o.ret == 'bool':
        body.append('\t*(global int *)out = %s;' % call)
    else:
        body.append('\t*(global %s *)out = %s;' % (o.ret, call))
    params = KERNEL_ARGS + ''.join(', ' + x for x in images)
    return ['kernel void c%d(%s) {' % (n, params), '\tulong16 pvbuf[4];',
            '\t__private uchar *pv = (__private uchar *)pvbuf;'] + pre + body + ['}']


# ---- checking modules, and finding the kernels that fail ---------------

def find_failures(ovs, check, limit=64):
    """[(overload, message)] for the overloads of ovs that fail check.
    check(ovs) returns None (all pass) or (message, indices it names or
    None).  Stops after `limit` failures."""
    r = check(ovs)
    if r is None:
        return []
    msg, blamed = r
    if len(ovs) == 1:
        return [(ovs[0], msg)]
    if blamed:
        out = [(ovs[i], msg) for i in sorted(blamed)]
        rest = [o for i, o in enumerate(ovs) if i not in blamed]
        return out + (find_failures(rest, check, limit - len(out)) if rest and len(out) < limit else [])
    half = len(ovs) // 2
    out = find_failures(ovs[:half], check, limit)
    if len(out) < limit:
        out += find_failures(ovs[half:], check, limit - len(out))
    return out


CAP_FLOAT16 = 9


def spirv_env(words):
    """spirv-val's environment for a module: OpenCL 2.2's for SPIR-V up to
    1.2, unless the module declares what that profile leaves out and Level
    Zero offers (Int64Atomics, Float16): then the plain SPIR-V version's."""
    ver = words[1]
    caps = oracles.capabilities(words)
    if ver <= oracles.MAX_VERSION and not caps & {oracles.CAP_INT64_ATOMICS, CAP_FLOAT16}:
        return 'opencl2.2'
    return 'spv1.%d' % ((ver >> 8) & 0xff)


ZOCC_LINE = re.compile(r'^k\.cl:(\d+):\d+: (?:error|fatal error): (.*)$', re.M)
IGC_KERNEL = re.compile(r"kernel[: ]+'?c(\d+)'?")


class ZoccIgc:
    """The zocc -> spirv-val -> IGC check of a list of overloads, for one
    -cl-std and device; a callable for find_failures."""

    def __init__(self, ctx, wd, std, device, extra=()):
        self.ctx, self.wd, self.std, self.device = ctx, wd, std, device
        self.extra = list(extra)
        self.runs = 0

    def __call__(self, ovs):
        self.runs += 1
        wd = os.path.join(self.wd, 'm%d' % self.runs)
        os.makedirs(wd, exist_ok=True)
        m = Module(ovs, self.std)
        with open(os.path.join(wd, 'k.cl'), 'w') as f:
            f.write(m.text)
        spv = os.path.join(wd, 'k.spv')
        r = run([self.ctx.zocc, '-c', 'k.cl', '-o', spv, '-cl-std=' + self.std, '-device', self.device] +
                self.extra, cwd=wd, timeout=300)
        san = r.sanitizer_report()
        if san:
            return 'zocc: ' + san, None
        if not r.ok:
            errs = ZOCC_LINE.findall(r.err)
            blamed = {m.kernel_at(int(l)) for l, _ in errs} - {None}
            what = errs[0][1] if errs else r.brief()
            return 'zocc: ' + what, blamed or None
        words = oracles.words(spv)
        env = spirv_env(words)
        r = oracles.val_run(spv, env, wd, words)
        if not r.ok:
            return 'spirv-val (%s): %s' % (env, r.brief()), None
        try:
            oracles.igc_build(spv, self.device, wd, timeout=900, kernels=False)
        except Fail as f:
            text = str(f)
            blamed = {int(x) for x in IGC_KERNEL.findall(getattr(f, 'log', text)) if int(x) < len(ovs)}
            return 'IGC (%s): %s [%s]' % (self.device, text, os.path.basename(wd)), blamed or None
        # a kernel IGC leaves out of its binary is a failure of its overload
        binary = os.path.join(wd, 'ocloc', 'k-%s.bin' % self.device)
        kept = oracles.binary_kernels(binary, self.device, wd)
        lost = {int(k[1:]) for k in oracles.entry_points(words) if k not in kept and k[1:].isdigit()}
        if lost:
            return 'IGC (%s) left kernel(s) %s out of its binary [%s]' % (
                self.device, ' '.join('c%d' % k for k in sorted(lost)), os.path.basename(wd)), \
                {k for k in lost if k < len(ovs)} or None
        return None


def batches(ovs, cost, budget):
    """ovs cut into consecutive batches whose summed cost stays near budget."""
    out, cur, acc = [], [], 0
    for o in ovs:
        c = cost(o)
        if cur and acc + c > budget:
            out.append(cur)
            cur, acc = [], 0
        cur.append(o)
        acc += c
    if cur:
        out.append(cur)
    return out


MATHY = re.compile(r'^(a?sin|a?cos|a?tan|.*pi$|atan2|cbrt|erfc?|exp|log|l?gamma|tgamma|pow|rootn|hypot|fmod|'
                   r'remainder|remquo|sincos|modf|fract|frexp|ldexp|nextafter|fdim|expm1|log1p|'
                   r'rsqrt|sqrt|sinh|cosh|tanh|asinh|acosh|atanh|exp2|exp10|log2|log10|logb|ilogb|'
                   r'native_.*|half_.*|distance|length|normalize|fast_.*|smoothstep|read_image.*|'
                   r'cross|dot)$')


def cost(o):
    """A rough IGC cost of compiling a call of o: the math library's
    implementations take about 40 times a conversion's time, and wider
    vectors cost more."""
    w = 1
    m = re.search(r'(\d+)$', o.params[0] if o.params else '')
    if m and not o.params[0].endswith('*'):
        w = int(m.group(1))
    base = 40 if MATHY.match(o.name) else 1
    return base * max(1, w // 2)


# ---- what a call becomes ----------------------------------------------

# Instructions that move, cast or address values: followed, not recorded
PLUMBING = {'OpBitcast', 'OpCompositeConstruct', 'OpCompositeInsert', 'OpCompositeExtract',
            'OpVectorShuffle', 'OpCopyObject', 'OpPtrCastToGeneric', 'OpGenericCastToPtr',
            'OpGenericCastToPtrExplicit', 'OpConvertPtrToU', 'OpConvertUToPtr', 'OpInBoundsPtrAccessChain',
            'OpPtrAccessChain', 'OpAccessChain', 'OpInBoundsAccessChain', 'OpVectorExtractDynamic',
            'OpVectorInsertDynamic'}
# where a trace stops: the arguments' sources
LEAVES = {'OpLoad', 'OpVariable', 'OpFunctionParameter', 'OpUndef'}
# instructions without a result that are not the call's
NO_RESULT_SKIP = {'OpStore', 'OpReturn', 'OpReturnValue', 'OpBranch', 'OpBranchConditional',
                  'OpSelectionMerge', 'OpLoopMerge', 'OpLifetimeStart', 'OpLifetimeStop', 'OpLabel',
                  'OpFunctionEnd', 'OpLine', 'OpNoLine'}

INST = re.compile(r'^\s*(?:(%[\w.]+) = )?(Op\w+)(.*)$')


class Disasm:
    """A spirv-dis listing read far enough to say, per kernel, which
    instructions compute what the kernel stores (or does, for a call with
    no result)."""

    def __init__(self, text):
        self.names, self.entry, self.ptr_types, self.decor = {}, {}, set(), {}
        self.imports, self.extnames = {}, {}
        self.funcs, self.types = {}, {}
        cur = None
        for line in text.splitlines():
            m = INST.match(line)
            if not m:
                continue
            rid, op, rest = m.groups()
            toks = rest.split()
            if op == 'OpEntryPoint':
                self.entry[toks[2].strip('"')] = toks[1]
            elif op == 'OpTypePointer':
                self.ptr_types.add(rid)
            elif op == 'OpDecorate':
                if toks[1] == 'LinkageAttributes' and toks[-1] == 'Import':
                    self.imports[toks[0]] = toks[2].strip('"')
                elif toks[1] in ('FPRoundingMode', 'SaturatedConversion'):
                    self.decor.setdefault(toks[0], []).append(' '.join(toks[1:]).replace('FPRoundingMode ', ''))
            elif op == 'OpFunction':
                cur = self.funcs.setdefault(rid, [])
            elif op == 'OpFunctionEnd':
                cur = None
            elif cur is not None:
                cur.append((rid, op, toks))
                if rid and toks:
                    self.types[rid] = toks[0]

    def body(self, kernel):
        """The instructions of the kernel's function and the functions it
        defines and calls."""
        out, todo, seen = [], [self.entry.get(kernel)], set()
        while todo:
            f = todo.pop()
            if f in seen or f not in self.funcs:
                continue
            seen.add(f)
            for inst in self.funcs[f]:
                out.append(inst)
                if inst[1] == 'OpFunctionCall' and inst[2][1] not in self.imports:
                    todo.append(inst[2][1])
        return out

    def signature(self, kernel):
        """The set of instructions the kernel's results come from: the
        values it stores that are not pointers or plain loads, and the
        instructions without a result that are neither stores nor control
        flow, with the instructions they are computed from back to the
        loaded arguments; OpExtInst as ext:NAME, a call of an imported
        function as call:NAME, decorations in brackets."""
        insts = self.body(kernel)
        defs = {rid: (op, toks) for rid, op, toks in insts if rid}
        roots = []
        for rid, op, toks in insts:
            if op == 'OpStore':
                v = toks[1]
                if v in defs and defs[v][0] not in LEAVES and self.types.get(v) not in self.ptr_types:
                    roots.append(v)
            elif not rid and op not in NO_RESULT_SKIP:
                roots.append((op, toks))
            elif rid and op in ('OpExtInst', 'OpFunctionCall') and toks and 'void' in toks[0]:
                roots.append(rid)
        sig, seen = set(), set()

        def walk(v):
            if isinstance(v, tuple):
                op, toks = v
                sig.add(op)
                for t in toks:
                    walk(t)
                return
            if v in seen or v not in defs:
                return
            seen.add(v)
            op, toks = defs[v]
            if op in LEAVES or (self.types.get(v) in self.ptr_types and op not in ('OpFunctionCall', 'OpExtInst')):
                return
            if op == 'OpExtInst':
                name = toks[2]
                args = toks[3:]
            elif op == 'OpFunctionCall':
                if toks[1] not in self.imports:
                    return
                name = 'call:' + demangle(self.imports[toks[1]])
                args = toks[2:]
            else:
                name, args = op, toks[1:]
            if op == 'OpExtInst':
                name = 'ext:' + name
            if name not in PLUMBING:
                d = self.decor.get(v)
                sig.add(name + ('[%s]' % ','.join(sorted(d)) if d else ''))
            for a in args:
                walk(a)

        for r in roots:
            walk(r)
        return sig


def demangle(n):
    """The function name of an Itanium-mangled C name: _Z3maxff -> max."""
    m = re.match(r'_Z(\d+)', n)
    if not m:
        return n
    k = int(m.group(1))
    start = len(m.group(0))
    return n[start:start + k]


def disassemble_zocc(ctx, wd, opts):
    spv = os.path.join(wd, 'z.spv')
    r = run([ctx.zocc, '-c', 'k.cl', '-o', spv] + opts, cwd=wd, timeout=300)
    if not r.ok:
        raise Fail('zocc: ' + r.brief())
    r = run(['spirv-dis', spv], cwd=wd)
    if not r.ok:
        raise Fail('spirv-dis: ' + r.brief())
    return Disasm(r.out)


def disassemble_clang(wd, opts):
    bc, spv = os.path.join(wd, 'c.bc'), os.path.join(wd, 'c.spv')
    r = run([oracles.CLANG, '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
             '-finclude-default-header', '-emit-llvm-bc', '-O0'] + opts + ['k.cl', '-o', bc], cwd=wd, timeout=300)
    if not r.ok:
        raise Fail('clang-15: ' + r.brief())
    r = run([oracles.LLVM_SPIRV, '--spirv-max-version=1.4', '--spirv-ext=+all', bc, '-o', spv], cwd=wd)
    if not r.ok:
        raise Fail('llvm-spirv-15: ' + r.brief())
    r = run(['spirv-dis', spv], cwd=wd)
    if not r.ok:
        raise Fail('spirv-dis: ' + r.brief())
    return Disasm(r.out)


def singles(ctx, wd, ovs, std, device):
    """Each overload alone through zocc and spirv-val: in a module of many
    kernels one kernel's capability can hide another's missing one.
    [(overload, message)] for the failures."""
    out = []
    d = os.path.join(wd, 'single')
    os.makedirs(d, exist_ok=True)
    for n, o in enumerate(ovs):
        src, spv = os.path.join(d, 's%d.cl' % n), os.path.join(d, 's%d.spv' % n)
        with open(src, 'w') as f:
            f.write(Module([o], std).text)
        r = run([ctx.zocc, '-c', src, '-o', spv, '-cl-std=' + std, '-device', device], cwd=d, timeout=60)
        if not r.ok or r.sanitizer_report():
            out.append((o, 'zocc alone: ' + (r.sanitizer_report() or r.brief())))
            continue
        env = spirv_env(oracles.words(spv))
        r = oracles.val_run(spv, env, d)
        if not r.ok:
            out.append((o, 'spirv-val alone (%s): %s' % (env, r.brief())))
            continue
        os.unlink(src)
        os.unlink(spv)
    return out
