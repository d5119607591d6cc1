"""oracles.py — the compilers and checkers an execution test goes through:

  compile       zocc -c k.cl -o k.spv, or the reference pair
                clang-15 -cc1 ... -emit-llvm-bc -O0 + llvm-spirv-15
  validate      the module's SPIR-V version is at most 1.2, and
                spirv-val --target-env opencl2.2 accepts it
  igc           ocloc compile -q -spirv_input -file k.spv -device D for each
                Intel device D that has what the module uses (devices_for:
                skl, tgllp, dg2-g10, pvc; a module declaring Float64 only on
                skl and pvc, images not on pvc, ...)
  reverse       llvm-spirv-15 -r --spirv-target-env=CL1.2 k.spv -o k.bc
  clrun         build/tests/clrun runs the bitcode on PoCL

Each function raises rig.Fail with a one-line reason when its oracle says no.
"""

import os
import shutil
import shlex
import struct

from rig import Fail, run

DEVICES = ['skl', 'tgllp', 'dg2-g10', 'pvc']
FP64_DEVICES = ['skl', 'pvc']   # tgllp and dg2-g10 have no fp64
IMAGE_DEVICES = ['skl', 'tgllp', 'dg2-g10']   # pvc has no images
MAX_VERSION = 0x00010200        # SPIR-V 1.2: what opencl2.2 validates

CLANG = 'clang-15'
LLVM_SPIRV = 'llvm-spirv-15'

# Capability numbers from the SPIR-V specification, 3.31 Capability.
CAP_FLOAT16 = 9
CAP_FLOAT64 = 10
CAP_INT64_ATOMICS = 12
OP_CAPABILITY = 17
OP_EXECUTION_MODE = 16
EXEC_MODE_SUBGROUP_SIZE = 35

# Which devices a module may go to, by what it declares: the devices that
# have the feature (Level Zero's device properties, as NEO reports them for
# each family; support/target.c cites the sources).  These facts are kept
# here apart from zocc's profiles, so that a wrong profile shows up as a
# module that IGC refuses, or as tests/target's check that zocc --verify
# and this table agree.
CAP_DEVICES = {
    CAP_FLOAT64: FP64_DEVICES,
    13: IMAGE_DEVICES,      # ImageBasic
    14: IMAGE_DEVICES,      # ImageReadWrite
    15: IMAGE_DEVICES,      # ImageMipmap
    20: IMAGE_DEVICES,      # LiteralSampler
    43: IMAGE_DEVICES,      # Sampled1D
    44: IMAGE_DEVICES,      # Image1D
    46: IMAGE_DEVICES,      # SampledBuffer
    47: IMAGE_DEVICES,      # ImageBuffer
    5570: IMAGE_DEVICES,    # SubgroupImageBlockIOINTEL
    5579: IMAGE_DEVICES,    # SubgroupImageMediaBlockIOINTEL: devices with media block I/O (not pvc)
    6141: DEVICES,          # SplitBarrierINTEL
    5612: DEVICES,          # AtomicFloat32MinMaxEXT: IGC builds float atomics everywhere
    5613: DEVICES,          # AtomicFloat64MinMaxEXT (with Float64)
    5616: DEVICES,          # AtomicFloat16MinMaxEXT
    6033: DEVICES,          # AtomicFloat32AddEXT
    6034: DEVICES,          # AtomicFloat64AddEXT (with Float64)
    6095: [],               # AtomicFloat16AddEXT: no device (IGC cannot compile it)
    6115: ['dg2-g10', 'pvc'],   # Bfloat16ConversionINTEL
    6019: ['tgllp', 'dg2-g10', 'pvc'],  # DotProduct: IGC's DP4A from gen12 on
}
# OpExecutionMode SubgroupSize N (intel_reqd_sub_group_size): pvc runs 16 and 32
SUBGROUP_SIZE_DEVICES = {8: ['skl', 'tgllp', 'dg2-g10'], 16: DEVICES, 32: DEVICES}
# Capabilities spirv-val's OpenCL 2.2 environment refuses and the Level
# Zero environment offers: such modules are validated as plain SPIR-V 1.N
NOT_IN_OPENCL22 = {CAP_FLOAT16, CAP_INT64_ATOMICS}


# What Intel's runtime (NEO 22.43, the release of this ocloc) reports for
# each device (by zocc's profile names) beyond the list ocloc compiles
# with: its ClDevice adds the mipmap extensions on devices with images and
# media block I/O where the device has it (gen9 to dg2); the product
# helpers add local block I/O from gen11 on (NEO's own tests:
# "GivenGen11AndLaterThenSubgroupLocalBlockIoIsSupported",
# "GivenGen9OrBeforeThen...NotSupported").  IGC builds each one's SPIR-V
# on these devices (tests/target/default, tests/builtins/ocloc).
RUNTIME_EXTENSIONS = {
    'skl': 'cl_khr_mipmap_image cl_khr_mipmap_image_writes cl_intel_media_block_io',
    'apl': 'cl_khr_mipmap_image cl_khr_mipmap_image_writes cl_intel_media_block_io',
    'icllp': 'cl_khr_mipmap_image cl_khr_mipmap_image_writes cl_intel_media_block_io '
             'cl_intel_subgroup_local_block_io',
    'ehl': 'cl_khr_mipmap_image cl_khr_mipmap_image_writes cl_intel_media_block_io '
           'cl_intel_subgroup_local_block_io',
    'tgllp': 'cl_khr_mipmap_image cl_khr_mipmap_image_writes cl_intel_media_block_io '
             'cl_intel_subgroup_local_block_io',
    'dg2-g10': 'cl_khr_mipmap_image cl_khr_mipmap_image_writes cl_intel_media_block_io '
               'cl_intel_subgroup_local_block_io',
    'pvc': 'cl_intel_subgroup_local_block_io',
}


def runtime_options(device):
    """ocloc's options that give its front end what the runtime passes for
    device: the extensions above as -cl-ext in the internal options (the
    way NEO hands its list over).  ocloc ignores an internal -cl-ext of one
    entry (measured: pvc's lone extension stays undefined), so the
    device's own cl_khr_fp16 goes first."""
    exts = RUNTIME_EXTENSIONS.get(device, '').split()
    return ['-internal_options', '-cl-ext=+cl_khr_fp16' + ''.join(',+' + e for e in exts)]


def split_options(options):
    """A `// options:` value in command-line syntax, as a list."""
    return shlex.split(options or '')


def clang_options(opts):
    """The options of a test (clBuildProgram syntax: -D, -I, -cl-std=,
    -cl-*) as clang -cc1 takes them; CL1.2 unless the test says otherwise."""
    out = []
    if not any(o.startswith('-cl-std=') for o in opts):
        out.append('-cl-std=CL1.2')
    skip = False
    for o in opts:
        # zocc's target options mean nothing to clang
        if skip:
            skip = False
            continue
        if o == '-device':
            skip = True
            continue
        if o.startswith('-device=') or o.startswith('--spirv-max-version=') or o == '-create-library':
            continue
        out.append(o)
    return out


def compile_zocc(ctx, src, spv, opts, cwd):
    if not os.path.exists(ctx.zocc):
        raise Fail('build/zocc does not exist (build it with ninja)')
    # ZOCC_EXEC_OPTIONS: options for every compilation of the execution
    # tests (ZOCC_EXEC_OPTIONS=-g runs them all with debug information)
    opts = opts + split_options(os.environ.get('ZOCC_EXEC_OPTIONS'))
    r = run([ctx.zocc, '-c', src, '-o', spv] + opts, cwd=cwd, timeout=60)
    san = r.sanitizer_report()
    if san:
        raise Fail('zocc: ' + san)
    if not r.ok:
        raise Fail('zocc: ' + r.brief())
    if not os.path.exists(spv):
        raise Fail('zocc exited 0 but wrote no %s' % os.path.basename(spv))


# clang -g for the reference (the clang driver's -g on Linux, written as
# -cc1 options): the debug information llvm-spirv-15 turns into
# OpenCL.DebugInfo.100
CLANG_DEBUG = ['-debug-info-kind=constructor', '-dwarf-version=5', '-debugger-tuning=gdb']
CLANG_LINES = ['-debug-info-kind=line-tables-only', '-dwarf-version=5', '-debugger-tuning=gdb']


def compile_clang(ctx, src, spv, opts, cwd, extra=()):
    """The reference pair; extra: more clang -cc1 options (CLANG_DEBUG)."""
    bc = spv[:-len('.spv')] + '.ll.bc' if spv.endswith('.spv') else spv + '.ll.bc'
    if extra:
        extra = list(extra) + ['-main-file-name', os.path.basename(src)]
    cmd = [CLANG, '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
           '-finclude-default-header', '-cl-ext=+cl_khr_fp64',
           '-emit-llvm-bc', '-O0'] + list(extra) + clang_options(opts) + [src, '-o', bc]
    r = run(cmd, cwd=cwd, timeout=60)
    if not r.ok:
        raise Fail('clang-15: ' + r.brief())
    r = run([LLVM_SPIRV, '--spirv-max-version=1.2', bc, '-o', spv], cwd=cwd)
    if not r.ok:
        raise Fail('llvm-spirv-15: ' + r.brief())


def compile(ctx, compiler, src, spv, opts, cwd):
    """Compiles src to the SPIR-V module spv with the named compiler."""
    if compiler == 'zocc':
        compile_zocc(ctx, src, spv, opts, cwd)
    elif compiler == 'clang':
        compile_clang(ctx, src, spv, opts, cwd)
    else:
        raise Fail('unknown compiler %r' % compiler)


def words(spv):
    with open(spv, 'rb') as f:
        data = f.read()
    if len(data) < 20 or len(data) % 4:
        raise Fail('%s: %d bytes is no SPIR-V module' % (os.path.basename(spv), len(data)))
    w = struct.unpack('<%dI' % (len(data) // 4), data)
    if w[0] != 0x07230203:
        raise Fail('%s: bad SPIR-V magic 0x%08x' % (os.path.basename(spv), w[0]))
    return w


def instructions(w):
    """(opcode, operand words) of each instruction after the header."""
    i = 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        if n == 0 or i + n > len(w):
            raise Fail('SPIR-V instruction with word count %d at word %d' % (n, i))
        yield op, w[i + 1:i + n]
        i += n


def capabilities(w):
    """The capabilities a module declares (2.4 Logical Layout: first)."""
    caps = set()
    for op, a in instructions(w):
        if op == OP_CAPABILITY:
            caps.add(a[0])
        elif op not in (10, 11):   # past OpExtension/OpExtInstImport
            break
    return caps


def subgroup_sizes(w):
    """The N of every OpExecutionMode SubgroupSize N."""
    return {a[2] for op, a in instructions(w)
            if op == OP_EXECUTION_MODE and len(a) == 3 and a[1] == EXEC_MODE_SUBGROUP_SIZE}


def val_env(w):
    """spirv-val's --target-env for the module: opencl2.2 (the OpenCL
    environment's rules) where it applies, plain spv1.N for a newer
    version or a capability that environment does not list."""
    minor = (w[1] >> 8) & 0xff
    if minor <= 2 and not capabilities(w) & NOT_IN_OPENCL22:
        return 'opencl2.2'
    return 'spv1.%d' % minor


OP_IMAGE_WRITE = 99
IMAGE_OPERANDS_LOD = 2


def without_mip_writes(w):
    """The module's words with the Lod operand of every OpImageWrite left
    out, or None when no OpImageWrite has one.  A write to a mip level
    (cl_khr_mipmap_image_writes) is OpImageWrite with Lod, as the reference
    compilers make it and IGC reads it; spirv-val refuses any image operand
    there (the OpenCL SPIR-V environment forbade them until OpenCL-Docs
    #854/#1451 let writes take what reads take), so such a module is
    validated without them: everything else must pass."""
    out, i, changed = list(w[:5]), 5, False
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        if n == 0:
            return None
        if op == OP_IMAGE_WRITE and n == 6 and w[i + 4] == IMAGE_OPERANDS_LOD:
            out += [(4 << 16) | op] + list(w[i + 1:i + 4])
            changed = True
        else:
            out += list(w[i:i + n])
        i += n
    return out if changed else None


def val_run(spv, env, cwd, w=None):
    """spirv-val --target-env env on the module (the result of rig.run);
    a module that writes to mip levels is validated without the Lod
    operands of those writes (without_mip_writes)."""
    r = run(['spirv-val', '--target-env', env, spv], cwd=cwd)
    if r.ok:
        return r
    stripped = without_mip_writes(w or words(spv))
    if stripped is None:
        return r
    alt = spv[:-len('.spv')] + '.nolod.spv' if spv.endswith('.spv') else spv + '.nolod'
    with open(alt, 'wb') as f:
        f.write(struct.pack('<%dI' % len(stripped), *stripped))
    return run(['spirv-val', '--target-env', env, alt], cwd=cwd)
OP_STRING = 7
OP_EXT_INST_IMPORT = 11
OP_EXT_INST = 12
DEBUG_SET = 'OpenCL.DebugInfo.100'
# OpenCL.DebugInfo.100 instructions (its grammar): the type instructions
# whose base type spirv-val 2023.1 wants to be a DebugTypeBasic, and that
# one's number
DBG_TYPE_BASIC, DBG_TYPE_POINTER, DBG_TYPE_QUALIFIER = 2, 3, 4
DBG_TYPE_VECTOR, DBG_TYPEDEF = 6, 7


def string_at(w, i, n):
    """The literal string in words w[i:i+n]."""
    b = struct.pack('<%dI' % n, *w[i:i + n])
    return b.split(b'\0', 1)[0].decode('utf-8', 'replace')


def debug_set(w):
    """The id of the module's OpExtInstImport "OpenCL.DebugInfo.100", or None."""
    i = 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        if n == 0:
            break
        if op == OP_EXT_INST_IMPORT and string_at(w, i + 2, n - 2) == DEBUG_SET:
            return w[i + 1]
        i += n
    return None


def debug_val_copy(w):
    """The words of a module with debug information (-g) as spirv-val
    2023.1 can check them.  That validator holds OpenCL.DebugInfo.100 to
    rules its specification does not have: the base type of a
    DebugTypePointer, DebugTypeQualifier, DebugTypedef or DebugTypeVector
    must be a DebugTypeBasic, and a vector has at most 4 components -- so
    a pointer to a struct, a typedef of a struct (clang's 'typedef struct
    {...} pt'), float8 or uint4 of uint (clang's own header) are refused,
    and llvm-spirv-15's modules of clang -g fail the same way.  SPIRV-Tools
    fixed it upstream for pointers and qualifiers in November 2023, after
    Debian's 2023.1, and not yet for typedefs and vectors.  The copy points those operands at a
    DebugTypeBasic (one made for it at the start of the debug instructions)
    and caps the component counts at 4; everything else -- layout, ids,
    forward references, every other operand rule -- is checked as it is."""
    dset = debug_set(w)
    if dset is None:
        return w
    out = list(w[:5])
    basic = None        # (id, name, size) of the first DebugTypeBasic
    i = 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        if op == OP_EXT_INST and n >= 8 and w[i + 3] == dset and w[i + 4] == DBG_TYPE_BASIC:
            basic = (w[i + 5], w[i + 6])
            break
        i += n or 1
    if basic is None:
        return w
    sub = w[3]          # the id the copy's own DebugTypeBasic gets: the bound
    out[3] = w[3] + 1
    placed = False
    i = 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        ins = list(w[i:i + max(n, 1)])
        if op == OP_EXT_INST and n >= 5 and ins[3] == dset:
            if not placed and ins[4] != 0:  # after DebugInfoNone, before the first other
                out += [8 << 16 | OP_EXT_INST, ins[1], sub, dset, DBG_TYPE_BASIC, basic[0], basic[1], 6]
                placed = True
            k = ins[4]
            if k in (DBG_TYPE_POINTER, DBG_TYPE_QUALIFIER, DBG_TYPE_VECTOR) and n > 5:
                ins[5] = sub
            elif k == DBG_TYPEDEF and n > 6:
                ins[6] = sub
            if k == DBG_TYPE_VECTOR and n > 6 and ins[6] > 4:
                ins[6] = 4
        out += ins
        i += n or 1
    return out


def spirv_val(spv, cwd, w=None):
    """Runs spirv-val in the module's environment; returns the words.  A
    module with debug information is checked as debug_val_copy says."""
    w = w or words(spv)
    env = val_env(w)
    path, v = spv, w
    if debug_set(w) is not None:
        path = spv + '.val'
        v = debug_val_copy(w)
        with open(path, 'wb') as f:
            f.write(struct.pack('<%dI' % len(v), *v))
    r = val_run(path, env, cwd, v)
    if not r.ok:
        raise Fail('spirv-val --target-env %s: %s' % (env, r.brief()))
    return w


def validate(spv, cwd):
    """Checks the version is at most 1.2 (what llvm-spirv-15 -r and PoCL
    take) and runs spirv-val; returns the module's words."""
    w = words(spv)
    if w[1] > MAX_VERSION:
        raise Fail('SPIR-V version %d.%d > 1.2' % (w[1] >> 16, (w[1] >> 8) & 0xff))
    return spirv_val(spv, cwd, w)


# OpSubgroupBlockReadINTEL, OpSubgroupBlockWriteINTEL: on a Workgroup
# pointer (cl_intel_subgroup_local_block_io) from gen11 on (IGC refuses
# them on gen9), which no capability of their own says
LOCAL_BLOCK_IO_DEVICES = ['tgllp', 'dg2-g10', 'pvc']
OP_BLOCK_READ, OP_BLOCK_WRITE = 5575, 5576
OP_TYPE_POINTER = 32
STORAGE_WORKGROUP = 4
# opcodes whose first two operands are a result type and a result id, that
# may make a pointer a block read or write takes
_POINTER_MAKERS = {55, 57, 59, 61, 65, 66, 67, 70, 121, 122, 123, 124, 169, 245}


def local_block_io(w):
    """Whether the module reads or writes a block of Workgroup memory."""
    ptr_types, typeof = set(), {}
    for op, a in instructions(w):
        if op == OP_TYPE_POINTER and len(a) >= 2 and a[1] == STORAGE_WORKGROUP:
            ptr_types.add(a[0])
        elif op in _POINTER_MAKERS and len(a) >= 2:
            typeof[a[1]] = a[0]
        elif op == OP_BLOCK_READ and len(a) >= 3 and typeof.get(a[2]) in ptr_types:
            return True
        elif op == OP_BLOCK_WRITE and len(a) >= 1 and typeof.get(a[0]) in ptr_types:
            return True
    return False


def devices_for(w, fp64=False):
    """The devices of DEVICES that have everything the module declares."""
    devs = list(FP64_DEVICES if fp64 else DEVICES)
    for c in capabilities(w):
        if c in CAP_DEVICES:
            devs = [d for d in devs if d in CAP_DEVICES[c]]
    for n in subgroup_sizes(w):
        devs = [d for d in devs if d in SUBGROUP_SIZE_DEVICES.get(n, [])]
    if local_block_io(w):
        devs = [d for d in devs if d in LOCAL_BLOCK_IO_DEVICES]
    return devs


OP_ENTRY_POINT = 15


class Dropped(Fail):
    """IGC built the module and left a kernel out of its binary."""


def entry_points(w):
    """The names of the module's OpEntryPoints, in order."""
    out = []
    for op, a in instructions(w):
        if op == OP_ENTRY_POINT and len(a) >= 3:
            out.append(string_at(a, 2, len(a) - 2))
    return out


IGA = '/usr/lib/x86_64-linux-gnu/libiga64.so.1'


def iga_env(cwd):
    """The environment `ocloc disasm` disassembles in: LD_LIBRARY_PATH
    naming a directory (made under cwd) that holds a libiga64.so link to
    the system's libiga64.so.1 (without it disasm dumps each kernel's
    code as NAME_KernelHeap.dat and no .asm)."""
    iga = os.path.join(cwd, 'iga')
    os.makedirs(iga, exist_ok=True)
    link = os.path.join(iga, 'libiga64.so')
    if not os.path.exists(link):
        if not os.path.exists(IGA):
            raise Fail('no %s to disassemble IGC\'s code with' % IGA)
        os.symlink(IGA, link)
    return {'LD_LIBRARY_PATH': iga}


def disasm(binary, device, cwd, dump=None):
    """`ocloc disasm` of IGC's binary for device into a fresh directory
    (dump, by default binary + '.dump'), which it returns: PTM.txt, and a
    NAME_KernelHeap.asm for each kernel the binary holds."""
    dump = dump or binary + '.dump'
    shutil.rmtree(dump, ignore_errors=True)
    r = run(['ocloc', 'disasm', '-file', binary, '-device', device, '-dump', dump],
            cwd=cwd, timeout=180, env=iga_env(cwd))
    if not r.ok or not os.path.isdir(dump):
        raise Fail('ocloc disasm -device %s on %s: %s' % (device, os.path.basename(binary), r.brief()))
    return dump


def binary_kernels(binary, device, cwd):
    """The kernels IGC's binary holds: those `ocloc disasm` dumps a
    NAME_KernelHeap.asm for."""
    return {f[:-len('_KernelHeap.asm')] for f in os.listdir(disasm(binary, device, cwd))
            if f.endswith('_KernelHeap.asm')}


def check_kernels(w, binary, device, cwd, what=None):
    """Fail unless IGC's binary for device holds a kernel for every
    OpEntryPoint of the module (words w).  ocloc's exit status is not
    IGC's verdict: it says "Build succeeded" and leaves a kernel out of
    the binary when it cannot make one (it did so for every kernel taking
    an OpTypeStruct parameter), and zeKernelCreate then finds no kernel of
    that name."""
    want = entry_points(w)
    if not want:
        return
    have = binary_kernels(binary, device, cwd)
    lost = [k for k in want if k not in have]
    if lost:
        raise Dropped('IGC (%s) left %d of %d kernel(s) out of its binary: %s' % (
            what or 'ocloc -device ' + device, len(lost), len(want), ' '.join(sorted(set(lost))[:8])))


def igc_build(spv, device, cwd, timeout=180, options=(), out=None, kernels=True, env=None):
    """ocloc compile -spirv_input -file spv -device device [options]; Fail
    with IGC's messages when it refuses the module and, unless kernels is
    false, when its binary lacks a kernel of the module (check_kernels).
    Returns the path of the binary."""
    out = out or os.path.join(cwd, 'ocloc')
    os.makedirs(out, exist_ok=True)
    name = '%s-%s.bin' % (os.path.basename(spv).rsplit('.', 1)[0], device)
    cmd = ['ocloc', 'compile', '-q', '-spirv_input', '-file', spv, '-device', device] + \
        list(options) + ['-out_dir', out, '-output', name, '-output_no_suffix']
    binary = os.path.join(out, name)
    what = 'ocloc %s-device %s' % (''.join(o + ' ' for o in options), device)
    if os.path.exists(binary):
        os.remove(binary)
    r = run(cmd, cwd=cwd, timeout=timeout, env=env)
    if r.timedout:
        raise Fail('%s: no answer in %d s' % (what, timeout))
    if not r.ok:
        # without -q ocloc says why; ask again for the message
        r2 = run([c for c in cmd if c != '-q'], cwd=cwd, timeout=timeout, env=env)
        f = Fail('%s: exit %d: %s' % (what, r.code, ocloc_errors(r2.out + r2.err)))
        f.log = r2.out + r2.err     # all of IGC's messages (the reason holds the first few)
        raise f
    if not os.path.exists(binary):
        raise Fail('%s exited 0 and wrote no %s' % (what, os.path.basename(binary)))
    if kernels:
        check_kernels(words(spv), binary, device, cwd, what)
    return binary


def igc(spv, devices, cwd, timeout=180, kernels=True):
    """IGC through ocloc on every device; all must accept the module and
    keep every kernel in their binaries (igc_build)."""
    if not devices:
        raise Fail('no device has everything the module declares (%s)' % os.path.basename(spv))
    for d in devices:
        igc_build(spv, d, cwd, timeout, kernels=kernels)


def igc_isa(spv, device, kernel, cwd):
    """IGC's code for one kernel of the module on device, as `ocloc
    disasm` prints it (igc_build has dumped it, checking every kernel)."""
    out = os.path.join(cwd, 'isa-' + device)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    binary = igc_build(spv, device, cwd, out=out)
    path = os.path.join(binary + '.dump', kernel + '_KernelHeap.asm')
    if not os.path.exists(path):
        raise Fail('ocloc disasm -device %s wrote no code for %s (not a kernel of the module)' % (device, kernel))
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read()


def igc_bitreverse_abort(spv, device, cwd):
    """Whether ocloc's abort on the module is IGC's known one: its own
    optimizer (LLVM 14's instcombine, after inlining) makes a call of
    llvm.bitreverse.i1 that its code generation cannot lower
    (tests/random/bugs/igc_abort_call_compare.cl).  IGC's dump of the
    optimized IR, which it writes before the abort, shows it."""
    dump = os.path.join(cwd, 'igcdump')
    shutil.rmtree(dump, ignore_errors=True)
    os.makedirs(dump)
    env = dict(os.environ, IGC_ShaderDumpEnable='1', IGC_DumpToCustomDir=dump)
    r = run(['ocloc', 'compile', '-q', '-spirv_input', '-file', spv, '-device', device,
             '-out_dir', os.path.join(cwd, 'ocloc')], cwd=cwd, timeout=180, env=env)
    if r.code >= 0:
        return False
    for f in os.listdir(dump):
        if f.endswith('_optimized.ll'):
            with open(os.path.join(dump, f), encoding='utf-8', errors='replace') as fh:
                if 'llvm.bitreverse.i1' in fh.read():
                    return True
    return False


def ocloc_errors(text):
    """The distinct error lines of ocloc's output (it repeats each one)."""
    seen = []
    for l in text.splitlines():
        l = l.strip()
        if l and l not in seen and not l.startswith(('Compilation from IR', 'Command was:')):
            seen.append(l)
    return ' | '.join(seen[:4]) or 'no message'


def reverse(spv, bc, cwd):
    r = run([LLVM_SPIRV, '-r', '--spirv-target-env=CL1.2', spv, '-o', bc], cwd=cwd)
    if not r.ok:
        raise Fail('llvm-spirv-15 -r: ' + r.brief())


def clrun(ctx, bc, spec, cwd):
    """Runs the launches of the spec file on PoCL."""
    tool = ctx.tool('clrun')
    if not os.path.exists(tool):
        raise Fail('build/tests/clrun does not exist (ninja tests)')
    r = run([tool, bc, spec], cwd=cwd, timeout=60)
    if not r.ok:
        raise Fail('clrun: ' + r.brief(6))


def clang_version():
    r = run([CLANG, '--version'])
    r2 = run([LLVM_SPIRV, '--version'])
    return (r.out + r2.out).strip()
