"""spvcode.py — the code of a module, apart from its debug information, in
a form two modules can be compared in: the proof that -g changes no code.

code(spv, cwd) removes what debug information adds (OpString, OpLine,
OpNoLine, OpModuleProcessed, the OpExtInstImport of OpenCL.DebugInfo.100
and every OpExtInst of it), then types and constants nothing else uses (the
debug instructions' sizes and counts), disassembles the rest (spirv-dis
--raw-id) and names every id by what it is rather than by its number: a
type or constant by its structure ('OpTypePointer(CrossWorkgroup,
OpTypeFloat(32))'), a global variable by its place among the variables,
an id of a function by its first appearance in that function.  The module
section of types and constants is compared as a sorted list, since -g may
make a constant earlier than the code would; every other instruction in
its order.  Two modules with the same code() compute the same values.
"""

import os
import re
import struct

from rig import Fail, run
import oracles

OP_SOURCE_CONTINUED, OP_SOURCE, OP_NAME, OP_STRING, OP_LINE = 2, 3, 5, 7, 8
OP_EXT_INST_IMPORT, OP_EXT_INST, OP_NO_LINE, OP_MODULE_PROCESSED = 11, 12, 317, 330
OP_DECORATE, OP_MEMBER_DECORATE, OP_GROUP_DECORATE = 71, 72, 74

GLOBAL_DEFS = re.compile(r'^Op(Type\w*|Constant\w*|SpecConstant\w*|Undef|Variable|ExtInstImport|String)$')


def strip_debug(w):
    """The words without the instructions debug information adds."""
    dset = oracles.debug_set(w)
    out = list(w[:5])
    i = 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        if n == 0:
            raise Fail('word count 0 at word %d' % i)
        drop = op in (OP_STRING, OP_LINE, OP_NO_LINE, OP_MODULE_PROCESSED)
        if dset is not None:
            drop |= op == OP_EXT_INST_IMPORT and w[i + 1] == dset
            drop |= op == OP_EXT_INST and n > 3 and w[i + 3] == dset
        if not drop:
            out += w[i:i + n]
        i += n
    return out


def disassemble(w, cwd, name):
    path = os.path.join(cwd, name)
    with open(path, 'wb') as f:
        f.write(struct.pack('<%dI' % len(w), *w))
    r = run(['spirv-dis', '--raw-id', '--no-header', '--no-indent', path], cwd=cwd)
    if not r.ok:
        raise Fail('spirv-dis %s: %s' % (name, r.brief()))
    return [l.strip() for l in r.out.splitlines() if l.strip()]


def parse(line):
    """(result id or None, opcode, operand tokens) of a disassembled line."""
    m = re.match(r'^(%\d+) = (\S+)\s*(.*)$', line)
    if m:
        return m.group(1), m.group(2), tokens(m.group(3))
    m = re.match(r'^(\S+)\s*(.*)$', line)
    return None, m.group(1), tokens(m.group(2))


def tokens(s):
    return re.findall(r'"(?:[^"\\]|\\.)*"|\S+', s)


def code(w, cwd, name):
    """The canonical code of module words w (see the module's comment)."""
    lines = [parse(l) for l in disassemble(strip_debug(w), cwd, name)]
    nfunc = next((i for i, (_, op, _) in enumerate(lines) if op == 'OpFunction'), len(lines))
    defs = {}
    for i, (res, op, ops) in enumerate(lines[:nfunc]):
        if res and GLOBAL_DEFS.match(op):
            defs[res] = i
    # types and constants nothing but names use: drop them (to a fixpoint)
    used = {}
    for res, op, ops in lines:
        if op in ('OpName', 'OpMemberName'):
            continue
        for t in ops:
            if t.startswith('%'):
                used[t] = used.get(t, 0) + 1
    dead = set()
    changed = True
    while changed:
        changed = False
        for res, i in defs.items():
            op = lines[i][1]
            if res in dead or used.get(res) or not re.match(r'^Op(Type|Constant|SpecConstant|Undef)', op):
                continue
            dead.add(res)
            changed = True
            for t in lines[i][2]:
                if t.startswith('%'):
                    used[t] -= 1
    keys = {}
    nvar = [0]
    # a pointer declared ahead (a struct that reaches itself) is named by
    # its place among those, which breaks the cycle
    fwd = {}
    for _, op, ops in lines[:nfunc]:
        if op == 'OpTypeForwardPointer':
            fwd[ops[0]] = 'fwd%d(%s)' % (len(fwd), ops[1])

    def key(t, depth=0):
        if not t.startswith('%'):
            return t
        if t in fwd and depth:
            return fwd[t]
        if t in keys:
            return keys[t]
        if t not in defs or depth > 64:
            return '?' + t
        _, op, ops = lines[defs[t]]
        if op == 'OpVariable':
            k = 'var%d:%s' % (nvar[0], ' '.join(key(x, depth + 1) for x in ops))
            nvar[0] += 1
        else:
            k = '%s(%s)' % (op, ','.join(key(x, depth + 1) for x in ops))
        keys[t] = k
        return k

    for res, i in sorted(defs.items(), key=lambda x: x[1]):
        if lines[i][1] == 'OpVariable':
            key(res)
    out_global = sorted(key(res) for res in defs if res not in dead)
    out = []
    local = {}
    for i, (res, op, ops) in enumerate(lines):
        if i < nfunc and res in defs:
            continue
        if op == 'OpFunction':
            local = {}

        def name(t):
            if not t.startswith('%'):
                return t
            if t in defs:
                return key(t)
            if t not in local:
                local[t] = 'L%d' % len(local)
            return local[t]
        out.append(' '.join(([name(res), '='] if res else []) + [op] + [name(t) for t in ops]))
    return out_global, out


def same_code(a, b, cwd):
    """None if modules a and b (word lists) have the same code, else the
    first difference."""
    ga, fa = code(a, cwd, 'code_a.spv')
    gb, fb = code(b, cwd, 'code_b.spv')
    if ga != gb:
        only_a = sorted(set(ga) - set(gb))
        only_b = sorted(set(gb) - set(ga))
        return 'types and constants differ: only in the first %s, only in the second %s' % (
            only_a[:3], only_b[:3])
    for k, (x, y) in enumerate(zip(fa, fb)):
        if x != y:
            return 'instruction %d differs: %r / %r' % (k, x, y)
    if len(fa) != len(fb):
        return '%d instructions against %d' % (len(fa), len(fb))
    return None
