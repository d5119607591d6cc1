"""census.py — the builtin library, overload by overload (tests/census).

Three readings of "every overload" meet here:

  zocc      build/tests/overloads prints every overload zocc's resolver
            accepts for a -cl-std and -device (sema_builtin_overloads);
  clang     the declarations of clang-15's opencl-c.h, read at test time
            with `clang-15 -cc1 -ast-dump` for the same language version and
            the extensions the device has;
  ocloc     which extension and feature macros Intel's own OpenCL C front
            end (`ocloc -spv_only`) defines for each device: the device's
            extensions, independent of zocc's profiles.

Types are compared in one canonical spelling (the one sema/call.c prints):
typedefs resolved (size_t is ulong, memory_order is int), every pointer's
address space written, _Atomic pointees as atomic_T, images with their
access qualifier.  A parameter `__generic T *` accepts pointers to the named
spaces too, so both sides are expanded into the argument types a call may
pass exactly before the sets are compared.
"""

import functools
import glob
import hashlib
import json
import os
import re
import threading

import oracles
from rig import Fail, run

HEADER_DIR = sorted(glob.glob('/usr/lib/llvm-15/lib/clang/*/include'))
HEADER_DIR = HEADER_DIR[-1] if HEADER_DIR else None
STDS = ('CL1.2', 'CL2.0', 'CL3.0')
DEVICES = oracles.DEVICES

_lock = threading.Lock()
_cache = {}


def cached(fn):
    """Memoizes fn(*args) for the whole run, safely across test threads
    (each key computed once; others wait for it)."""
    @functools.wraps(fn)
    def wrap(*args):
        key = (fn.__name__,) + args
        with _lock:
            ev = _cache.get(key)
            if ev is None:
                ev = _cache[key] = [threading.Event(), None, None]
                mine = True
            else:
                mine = False
        if mine:
            try:
                ev[1] = fn(*args)
            except BaseException as e:   # remembered: every waiter fails alike
                ev[2] = e
            ev[0].set()
        ev[0].wait()
        if ev[2] is not None:
            raise ev[2]
        return ev[1]
    return wrap


class Overload:
    """One overload: name, result type, parameter types (canonical
    spellings), the extension or feature that gates it, and for clang's
    the header line it is declared on."""
    __slots__ = ('name', 'ret', 'params', 'gate', 'where')

    def __init__(self, name, ret, params, gate='-', where=''):
        self.name, self.ret, self.params, self.gate, self.where = name, ret, tuple(params), gate, where

    def key(self):
        return (self.name, self.ret, self.params)

    def proto(self):
        return '%s %s(%s)' % (self.ret, self.name, ', '.join(self.params))

    def __repr__(self):
        return self.proto()


# ---- zocc's list ----------------------------------------------------------

@cached
def zocc_overloads(tool, std, device, ext=''):
    """Every overload build/tests/overloads lists for -cl-std=std -device
    device (and -cl-ext=ext if given)."""
    if not os.path.exists(tool):
        raise Fail('%s does not exist (ninja tests)' % tool)
    cmd = [tool, '-cl-std=' + std]
    if device:
        cmd += ['-device', device]
    if ext:
        cmd += ['-cl-ext=' + ext]
    r = run(cmd, timeout=120)
    if not r.ok:
        raise Fail('overloads %s: %s' % (' '.join(cmd[1:]), r.brief()))
    out = OverloadList()
    for line in r.out.splitlines():
        if line.startswith('#features'):
            out.features = line.split()[1:]
            continue
        name, ret, params, gate = line.split('|')
        out.append(Overload(name, ret, params.split(',') if params else [], gate))
    return out


class OverloadList(list):
    """zocc's overloads, and the target's features (.features)."""
    features = ()


# ---- clang's header -------------------------------------------------------

TYPEDEFS = {
    'size_t': 'ulong', 'ptrdiff_t': 'long', 'intptr_t': 'long', 'uintptr_t': 'ulong',
    'memory_order': 'int', 'memory_scope': 'int', 'cl_mem_fence_flags': 'uint',
    'atomic_flag': 'atomic_int', 'atomic_size_t': 'atomic_ulong', 'atomic_ptrdiff_t': 'atomic_long',
    'atomic_intptr_t': 'atomic_long', 'atomic_uintptr_t': 'atomic_ulong',
    'unsigned char': 'uchar', 'unsigned short': 'ushort', 'unsigned int': 'uint',
    'unsigned long': 'ulong', 'signed char': 'char',
}
SPACES = ('__private', '__global', '__local', '__constant', '__generic')


def canon_type(t, std):
    """clang's spelling of a parameter or result type, canonical."""
    t = t.strip()
    t = re.sub(r'\s*\*\s*__private$', ' *', t)          # the pointer itself is private
    t = re.sub(r'\s*\*\s*(const|restrict|volatile)?$', ' *', t)
    ptr = t.endswith('*')
    words = t.rstrip('*').split()
    quals = [w for w in words if w in ('const', 'volatile')]
    spaces = [w for w in words if w in SPACES]
    rest = ' '.join(w for w in words if w not in ('const', 'volatile', 'restrict') and w not in SPACES)
    rest = TYPEDEFS.get(rest, rest)
    rest = re.sub(r'\b(?:__)?(read_only|write_only|read_write) ', r'__\1 ', rest)
    if not ptr:
        return rest
    space = spaces[-1] if spaces else ('__private' if std == 'CL1.2' else '__generic')
    q = ''.join(x + ' ' for x in ('const', 'volatile') if x in quals)
    return '%s%s %s *' % (q, space, rest)


def split_params(s):
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch == '(':
            depth += 1
        elif ch == ')':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return [p.strip() for p in out]


@cached
def header_gates():
    """(file name, line) -> the preprocessor conditions around it in
    clang's opencl-c.h / opencl-c-base.h, as the tuple of extension and
    feature macros they require (negated ones left out)."""
    gates = {}
    for fn in ('opencl-c.h', 'opencl-c-base.h'):
        path = os.path.join(HEADER_DIR, fn)
        stack = []
        with open(path, encoding='utf-8', errors='replace') as f:
            lines = f.read().split('\n')
        cont = ''
        for n, line in enumerate(lines, 1):
            s = line.strip()
            if cont or (s.startswith('#') and s.endswith('\\')):
                # a directive continued on the next lines
                cont += s.rstrip('\\') + ' '
                if s.endswith('\\'):
                    gates[(fn, n)] = tuple()
                    continue
                s, cont = cont.strip(), ''
            m = re.match(r'#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)', s)
            if m:
                d, cond = m.group(1), m.group(2)
                if d in ('if', 'ifdef', 'ifndef'):
                    stack.append((d, cond))
                elif d == 'elif' and stack:
                    stack[-1] = ('if', cond)
                elif d == 'else' and stack:
                    stack[-1] = ('else', stack[-1][1])
                elif d == 'endif' and stack:
                    stack.pop()
                continue
            need = []
            for d, cond in stack:
                if d in ('ifndef', 'else'):
                    continue
                # drop negated names: !defined(x), !x
                c = re.sub(r'!\s*defined\s*\(?\s*\w+\s*\)?', '', cond)
                need += [x for x in re.findall(r'\b(cl_\w+|__opencl_c_\w+)', c) if x not in need]
            gates[(fn, n)] = tuple(need)
    return gates


DECL_RE = re.compile(r"^\|-FunctionDecl 0x[0-9a-f]+ <(?:(/[^:]+):)?(?:line:)?(\d+)?[^>]*>"
                     r" (?:line:\d+:\d+|col:\d+) (?:used |invalid |implicit )*(\w+) '([^']*)'")


@cached
def clang_decls(std, ext):
    """clang-15's builtin declarations for -cl-std=std -cl-ext=ext, as
    Overloads with the macros that gate each."""
    cmd = [oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-cl-std=' + std,
           '-finclude-default-header', '-ast-dump', '-x', 'cl', '/dev/null']
    if ext:
        cmd.insert(5, '-cl-ext=' + ext)
    r = run(cmd, timeout=120)
    if not r.ok:
        raise Fail('clang-15 -ast-dump: ' + r.brief())
    gates = header_gates()
    out, fname, line = [], 'opencl-c.h', 0
    for l in r.out.splitlines():
        if not l.startswith('|-FunctionDecl'):
            continue
        m = DECL_RE.match(l)
        if not m:
            continue
        path, ln, name, ftype = m.groups()
        if path:
            fname = os.path.basename(path)
        if ln:
            line = int(ln)
        if '(' not in ftype:
            continue
        ret, params = ftype.split(' (', 1)
        params = params.rsplit(')', 1)[0]
        ps = [] if params.strip() in ('', 'void') else split_params(params)
        gate = gates.get((fname, line), ())
        out.append(Overload(name, canon_type(ret, std), [p if p == '...' else canon_type(p, std) for p in ps],
                            ' && '.join(gate) or '-', '%s:%d' % (fname, line)))
    return out


# ---- Intel's header ---------------------------------------------------------

IGC_FCL = '/usr/lib/x86_64-linux-gnu/libigdfcl.so.1'
# The extensions of Intel's devices whose builtins clang-15's header lacks,
# each a block `#ifdef NAME ... #endif // NAME` of IGC's OpenCL C header
INTEL_BLOCKS = ('cl_intel_subgroup_local_block_io', 'cl_intel_media_block_io',
                'cl_intel_split_work_group_barrier')


@cached
def intel_header():
    """IGC's OpenCL C header (opencl_cth.h, the CTHeader.h of ocloc's
    messages), read at test time from IGC's front-end library, where it is
    kept as text; None when the library is not there."""
    try:
        with open(IGC_FCL, 'rb') as f:
            data = f.read()
    except OSError:
        return None
    i = data.find(b'#ifndef _OPENCL_CTH_')
    if i < 0:
        return None
    start = data.rfind(b'\0', 0, i) + 1
    end = data.find(b'\0', i)
    return data[start:end].decode('utf-8', 'replace')


@cached
def intel_decls(std, workroot):
    """The builtins of INTEL_BLOCKS as IGC's header declares them for -cl-std
    std, read with clang-15 -ast-dump like clang's own; each gated by its
    block's extension."""
    text = intel_header()
    if text is None:
        raise Fail('no OpenCL C header in %s (libigdfcl1)' % IGC_FCL)
    out = []
    wd = os.path.join(workroot, 'intel-header')
    os.makedirs(wd, exist_ok=True)
    for name in INTEL_BLOCKS:
        m = re.search(r'^#ifdef %s\b.*?^#endif // %s\b' % (name, name), text, re.M | re.S)
        if not m:
            raise Fail('IGC\'s header has no block of %s' % name)
        path = os.path.join(wd, '%s-%s.cl' % (name, std))
        with open(path, 'w') as f:
            # what ocloc's front end defines for Intel's devices around
            # the block: the char and long subgroups, images in CL1.2 too
            for mac in (name, 'cl_intel_subgroups_char', 'cl_intel_subgroups_long', '__opencl_c_images'):
                f.write('#ifndef %s\n#define %s 1\n#endif\n' % (mac, mac))
            f.write(m.group(0) + '\n')
        r = run([oracles.CLANG, '-cc1', '-triple', 'spir64-unknown-unknown', '-cl-std=' + std,
                 '-finclude-default-header', '-cl-ext=+all', '-ast-dump', path], timeout=120)
        if not r.ok:
            raise Fail('clang-15 -ast-dump of IGC\'s %s: %s' % (name, r.brief()))
        cur = None
        for l in r.out.splitlines():
            mm = DECL_RE.match(l)
            if not mm:
                continue
            where, ln, fname, ftype = mm.groups()
            if where:
                cur = os.path.basename(where)
            if cur != os.path.basename(path) or '(' not in ftype:
                continue
            ret, params = ftype.split(' (', 1)
            params = params.rsplit(')', 1)[0]
            ps = [] if params.strip() in ('', 'void') else split_params(params)
            out.append(Overload(fname, canon_type(ret, std), [canon_type(p, std) for p in ps], name,
                                'IGC:%s:%s' % (name, ln)))
    return out


# ---- what the device has: Intel's own front end says --------------------

@cached
def header_macros():
    """Every extension and feature macro clang's header tests."""
    names = set()
    for fn in ('opencl-c.h', 'opencl-c-base.h'):
        with open(os.path.join(HEADER_DIR, fn), encoding='utf-8', errors='replace') as f:
            names.update(re.findall(r'\b(cl_(?:khr|ext|intel|amd|arm|img|nv|qcom)_\w+|__opencl_c_\w+)', f.read()))
    return sorted(names)


@cached
def device_macros(device, workroot):
    """The extension and feature macros `ocloc -spv_only` defines for
    device, over every -cl-std it compiles (its CL1.2 mode leaves most
    extension macros out, its CL3.0 mode has them all; for pvc its own
    header does not compile in CL3.0 mode)."""
    macros = header_macros()
    wd = os.path.join(workroot, 'ocloc-macros', device)
    os.makedirs(wd, exist_ok=True)
    src = os.path.join(wd, 'probe.cl')
    with open(src, 'w') as f:
        f.write('kernel void probe(global int *p) {\n')
        for i, m in enumerate(macros):
            f.write('#ifdef %s\n  p[%d] = 1;\n#endif\n' % (m, i + 1))
        f.write('}\n')
    have, failed = set(), []
    for std in STDS:
        out = os.path.join(wd, std)
        r = run(['ocloc', 'compile', '-q', '-spv_only', '-file', src, '-device', device,
                 '-options', '-cl-std=' + std, '-out_dir', out], cwd=wd, timeout=180)
        spv = glob.glob(os.path.join(out, '*.spv'))
        if not r.ok or not spv:
            # ocloc's own header does not compile for pvc in CL3.0 mode
            failed.append(std)
            continue
        r = run(['spirv-dis', spv[0]], cwd=wd)
        if not r.ok:
            raise Fail('spirv-dis: ' + r.brief())
        consts = dict(re.findall(r'(%\w+) = OpConstant %\w+ (\d+)', r.out))
        for idx in re.findall(r'OpInBoundsPtrAccessChain %\w+ %\w+ (%\w+)', r.out):
            i = int(consts.get(idx, '0'))
            if i:
                have.add(macros[i - 1])
    if len(failed) == len(STDS):
        raise Fail('ocloc -spv_only -device %s fails for every -cl-std' % device)
    # clang insists that an extension and its 3.0 feature agree
    for ext, feat in (('cl_khr_fp64', '__opencl_c_fp64'), ('cl_khr_3d_image_writes', '__opencl_c_3d_image_writes')):
        if ext in have or feat in have:
            have.update((ext, feat))
    return sorted(have)


# ---- comparing -------------------------------------------------------------

def arg_types(t, std):
    """The argument types a parameter of type t takes exactly: a generic
    pointer also takes the named spaces (not __constant)."""
    if t.endswith('*') and '__generic ' in t:
        alts = ['__generic', '__global', '__local', '__private']
        return [t.replace('__generic ', a + ' ', 1) for a in alts]
    return [t]


def expand(ovs, std):
    """{(name, result, argument types): Overload} over every exact call."""
    out = {}
    for o in ovs:
        combos = [()]
        for p in o.params:
            combos = [c + (a,) for c in combos for a in arg_types(p, std)]
        for c in combos:
            out.setdefault((o.name, o.ret, c), o)
    return out


def load_exclusions(path):
    """tests/census/excluded.txt: `macro <why>` or `name:REGEX <why>`
    lines; '#' starts a comment."""
    macros, names = {}, []
    with open(path) as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            what, _, why = line.partition(' ')
            if what.startswith('name:'):
                names.append((re.compile(what[5:] + '$'), why.strip()))
            else:
                macros[what] = why.strip()
    return macros, names


def excluded(o, excl):
    macros, names = excl
    for m in o.gate.split(' && '):
        if m in macros:
            return macros[m]
    for rx, why in names:
        if rx.match(o.name):
            return why
    return None


def family(o):
    """A family for reports: the name without type, rounding and width
    suffixes (convert_*, as_*, vload*, block reads)."""
    n = o.name
    if n.startswith('convert_'):
        return 'convert'
    if n.startswith('as_'):
        return 'as_type'
    n = re.sub(r'(_rt[enzp])$', '', n)
    n = re.sub(r'(\d+)$', '', n)
    return n


def summarize(ovs, limit=12):
    """'family[gate] xN, ...' for a list of Overloads, biggest first."""
    groups = {}
    for o in ovs:
        k = '%s[%s]' % (family(o), o.gate)
        groups.setdefault(k, []).append(o)
    items = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    s = ', '.join('%s x%d (e.g. %s)' % (k, len(v), v[0].proto()) for k, v in items[:limit])
    if len(items) > limit:
        s += ', ... %d more groups' % (len(items) - limit)
    return s


def digest(text):
    return hashlib.sha1(text.encode()).hexdigest()
