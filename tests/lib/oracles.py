"""oracles.py — the compilers and checkers an execution test goes through
(commands from /work/shared/DESIGN.md, "Test oracles"):

  compile       zocc -c k.cl -o k.spv, or the reference pair
                clang-15 -cc1 ... -emit-llvm-bc -O0 + llvm-spirv-15
  validate      the module's SPIR-V version is at most 1.2, and
                spirv-val --target-env opencl2.2 accepts it
  igc           ocloc compile -q -spirv_input -file k.spv -device D for each
                Intel device D (skl, tgllp, dg2-g10, pvc; a module declaring
                the Float64 capability only on skl and pvc, which have fp64)
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
MAX_VERSION = 0x00010200        # SPIR-V 1.2: what opencl2.2 validates

CLANG = 'clang-15'
LLVM_SPIRV = 'llvm-spirv-15'

# Capability numbers from the SPIR-V specification, 3.31 Capability.
CAP_FLOAT64 = 10
CAP_INT64_ATOMICS = 12
OP_CAPABILITY = 17


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
        if o.startswith('-device=') or o.startswith('--spirv-max-version='):
            continue
        out.append(o)
    return out


def compile_zocc(ctx, src, spv, opts, cwd):
    if not os.path.exists(ctx.zocc):
        raise Fail('build/zocc does not exist (build it with ninja)')
    r = run([ctx.zocc, '-c', src, '-o', spv] + opts, cwd=cwd, timeout=60)
    san = r.sanitizer_report()
    if san:
        raise Fail('zocc: ' + san)
    if not r.ok:
        raise Fail('zocc: ' + r.brief())
    if not os.path.exists(spv):
        raise Fail('zocc exited 0 but wrote no %s' % os.path.basename(spv))


def compile_clang(ctx, src, spv, opts, cwd):
    bc = spv[:-len('.spv')] + '.ll.bc' if spv.endswith('.spv') else spv + '.ll.bc'
    cmd = [CLANG, '-cc1', '-no-opaque-pointers', '-triple', 'spir64-unknown-unknown',
           '-finclude-default-header', '-cl-ext=+cl_khr_fp64',
           '-emit-llvm-bc', '-O0'] + clang_options(opts) + [src, '-o', bc]
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


def capabilities(w):
    """The capabilities a module declares (2.4 Logical Layout: first)."""
    caps, i = set(), 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        if n == 0:
            raise Fail('SPIR-V instruction with word count 0 at word %d' % i)
        if op == OP_CAPABILITY:
            caps.add(w[i + 1])
        elif op != 17 and op not in (10, 11):   # past OpExtension/OpExtInstImport
            break
        i += n
    return caps


def validate(spv, cwd):
    """Checks the version and runs spirv-val; returns the module's words."""
    w = words(spv)
    if w[1] > MAX_VERSION:
        raise Fail('SPIR-V version %d.%d > 1.2' % (w[1] >> 16, (w[1] >> 8) & 0xff))
    # spirv-val's OpenCL 2.2 environment does not list Int64Atomics, which
    # the Level Zero environment offers: such modules validate as plain 1.2
    env = 'spv1.2' if CAP_INT64_ATOMICS in capabilities(w) else 'opencl2.2'
    r = run(['spirv-val', '--target-env', env, spv], cwd=cwd)
    if not r.ok:
        raise Fail('spirv-val: ' + r.brief())
    return w


def devices_for(w, fp64=False):
    if fp64 or CAP_FLOAT64 in capabilities(w):
        return FP64_DEVICES
    return DEVICES


def igc(spv, devices, cwd):
    """IGC through ocloc on every device; all must accept the module."""
    out = os.path.join(cwd, 'ocloc')
    os.makedirs(out, exist_ok=True)
    for d in devices:
        r = run(['ocloc', 'compile', '-q', '-spirv_input', '-file', spv,
                 '-device', d, '-out_dir', out], cwd=cwd, timeout=180)
        if not r.ok:
            # without -q ocloc says why; ask again for the message
            r2 = run(['ocloc', 'compile', '-spirv_input', '-file', spv,
                      '-device', d, '-out_dir', out], cwd=cwd, timeout=180)
            raise Fail('ocloc -device %s: exit %d: %s' % (d, r.code, ocloc_errors(r2.out + r2.err)))


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
