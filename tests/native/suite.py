"""tests/native — device binaries: zocc --native, fat binaries, --kernel-info.

Every module zocc compiles here goes through spirv-val, and every binary
through ocloc's own tools (ocloc disasm dumps a KernelHeap for each
OpEntryPoint of the module, on each device).  The oracle for the binary
is ocloc itself: given zocc's SPIR-V, `ocloc compile -spirv_input` writes
the same bytes.

- binary-DEVICE (skl, tgllp, dg2-g10, pvc): --native for the device is
  byte for byte ocloc's binary of zocc's module; disasm has every kernel.
- kernel-info-DEVICE: the report agrees with ocloc disasm's dump of the
  same binary: the heap sizes (KernelHeapSize, KernelUnpaddedSize, which is
  also the code's last label), the SIMD width (the widest execution in the
  code), and the patch tokens' words for registers, barriers, scratch,
  private and local memory, decoded here from PTM.txt's hex.
- kernel-info-zebin-DEVICE (tgllp, dg2-g10): --native-format=zebin: ocloc
  validate calls it valid with the same kernels; its report gives what the
  patch-token one gives for the same module (IGC made the same code).
  Not pvc: 22.43's validator refuses IGC's own pvc zebin for a SIMD16
  kernel ("Invalid size for argument of type local_id").
- kernel-info-file: zocc --kernel-info k.bin reads a binary built before.
- fat, fat-family, fat-ip-versions: -device tgllp,dg2-g10,pvc (and the
  family gen12lp, and IP versions dotted and decimal) is byte for byte
  ocloc's fat binary for the same devices: a member per device named by
  its IP version, and generic_ir; each member disassembles.
- fat-parallel: IGC runs for all the devices at once: each zocc-igc helper
  starts before any ends (a wrapper records the order, not the time).
- options: -cl-opt-disable and -g reach IGC as ocloc -options passes them
  (the bytes ocloc writes with those options); -Xigc passes IGC's own
  (large register file on pvc: GRF 256 in the report).
- igc-refuses, front-end-error, no-libocloc: no file is left; the messages
  say why (IGC's, zocc's, and the package to install).
- usage: --native without -device, with an unknown device, with -S.
- spirv-input: --native on a SPIR-V module: ocloc's binary of it; a module
  a device cannot take (double for tgllp) is refused naming the device.
- cmake-devices: tests/native/cmake, zocc_add_kernels(... DEVICES tgllp
  pvc EMBED) against a staged installation: the embedded fat binary is
  the bytes zocc --native --fat-binary makes of the module (with the
  IGC option from OPTIONS), and the program carries both.
"""

import filecmp
import os
import shutil
import struct

import instlib
import nativelib as nl
from oracles import check_kernels, spirv_val, words
from rig import Fail, FuncTest, run

HERE = os.path.dirname(os.path.abspath(__file__))
KERNELS = os.path.join(HERE, 'kernels.cl')


def _zocc(ctx, args, cwd, env=None):
    return run([ctx.zocc] + args, cwd=cwd, timeout=300, env=env)


def _ok(r, what):
    if not r.ok:
        raise Fail('%s: exit %d: %s' % (what, r.code, r.brief(6)))


def _spirv(ctx, wd, device):
    spv = os.path.join(wd, 'k.spv')
    _ok(_zocc(ctx, ['-c', KERNELS, '-device', device, '-o', spv], wd), 'zocc -c')
    spirv_val(spv, wd)
    return spv


def _ocloc(spv, devices, wd, out, extra=()):
    """ocloc's own binary of the module, at wd/out."""
    r = run(['ocloc', 'compile', '-q', '-spirv_input', '-file', spv, '-device', devices,
             '-output', out, '-output_no_suffix', '-out_dir', wd] + list(extra), cwd=wd, timeout=300)
    _ok(r, 'ocloc -device %s' % devices)
    return os.path.join(wd, out)


def _same(a, b, what):
    if not filecmp.cmp(a, b, shallow=False):
        raise Fail('%s: %s differs from %s (%d and %d bytes)' % (what, os.path.basename(a), os.path.basename(b),
                                                               os.path.getsize(a), os.path.getsize(b)))


def binary(ctx, device):
    wd = ctx.workdir('native/binary-' + device)
    spv = _spirv(ctx, wd, device)
    out = os.path.join(wd, 'k.bin')
    _ok(_zocc(ctx, ['-c', '--native', '-device', device, KERNELS, '-o', out], wd), 'zocc --native')
    _same(out, _ocloc(spv, device, wd, 'ref.bin'), 'binary')
    check_kernels(words(spv), out, device, wd, 'zocc --native -device ' + device)
    return True, '%d bytes, as ocloc writes them' % os.path.getsize(out)


def _check_kernel(name, k, ptm, asm):
    """One kernel's report against ocloc disasm's dump of it."""
    h = ptm['header']
    want = {'binary': h['KernelHeapSize'], 'isa': h['KernelUnpaddedSize']}
    toks = {}
    for tid, body in ptm['tokens']:
        toks.setdefault(tid, []).append(body)
    env = toks[23][0]
    want['simd'] = nl.token_word(env, 3)
    want['barriers'] = nl.token_word(env, 5)
    want['grf'] = nl.token_word(env, 20)
    want['scratch'] = sum(nl.token_word(b, 1) for t in (18, 55) for b in toks.get(t, []))
    want['private'] = sum(nl.token_word(b, 3) for b in toks.get(38, []))
    want['slm'] = sum(nl.token_word(b, 1) for b in toks.get(15, []))
    for key, val in want.items():
        if str(val) != k.get(key):
            raise Fail('%s: %s %s in the report, %s in ocloc disasm\'s dump' % (name, key, k.get(key), val))
    if asm['isa'] != h['KernelUnpaddedSize']:
        raise Fail('%s: the code ends at %s, KernelUnpaddedSize says %d' % (name, asm['isa'], h['KernelUnpaddedSize']))
    if asm['simd'] != want['simd']:
        raise Fail('%s: SIMD%s in the report, the code runs (%d|...)' % (name, k['simd'], asm['simd']))


def kernel_info(ctx, device):
    wd = ctx.workdir('native/kernel-info-' + device)
    spv = _spirv(ctx, wd, device)
    out = os.path.join(wd, 'k.bin')
    r = _zocc(ctx, ['-c', '--native', '--kernel-info', '-device', device, KERNELS, '-o', out], wd)
    _ok(r, 'zocc --native --kernel-info')
    rep = nl.report(r.out)
    if list(rep) != [device]:
        raise Fail('the report names %s, not %s: %s' % (list(rep), device, r.out[:300]))
    dump = nl.disasm(out, device, wd)
    with open(os.path.join(dump, 'PTM.txt')) as f:
        ptm = nl.ptm_kernels(f.read())
    names = nl.entry_points(spv)
    if sorted(k for k in rep[device] if k != '_format') != sorted(names) or sorted(ptm) != sorted(names):
        raise Fail('kernels: report %s, disasm %s, module %s' % (sorted(rep[device]), sorted(ptm), names))
    for n in names:
        with open(os.path.join(dump, n + '_KernelHeap.asm'), errors='replace') as f:
            asm = nl.asm_facts(f.read())
        _check_kernel(n, rep[device][n], ptm[n], asm)
    # the kernels differ where they should: the report reads them, not a
    # default (IGC keeps table's array in scratch space or, on dg2, in
    # stateless private memory)
    k = rep[device]
    if not (int(k['table']['scratch']) + int(k['table']['private']) >= 4096 and int(k['reverse']['slm']) >= 1024 and
            int(k['reverse']['barriers']) >= 1 and k['narrow']['simd'] == '16' and k['vadd']['slm'] == '0'):
        raise Fail('the report does not tell the kernels apart: %s' % k)
    return True, '%d kernels agree with ocloc disasm' % len(names)


def kernel_info_zebin(ctx, device):
    wd = ctx.workdir('native/kernel-info-zebin-' + device)
    _spirv(ctx, wd, device)
    reps = {}
    for fmt in ('zebin', 'patchtokens'):
        out = os.path.join(wd, fmt + '.bin')
        r = _zocc(ctx, ['-c', '--native', '--native-format=' + fmt, '--kernel-info', '-device', device,
                        KERNELS, '-o', out], wd)
        _ok(r, 'zocc --native-format=' + fmt)
        reps[fmt] = nl.report(r.out)[device]
    if reps['zebin'].pop('_format') != 'zebin' or reps['patchtokens'].pop('_format') != 'patch tokens':
        raise Fail('formats: %s' % reps)
    v = run(['ocloc', 'validate', '-file', os.path.join(wd, 'zebin.bin')], cwd=wd, timeout=120)
    if 'Binary is VALID' not in v.out or 'Binary contains %d kernels' % len(reps['zebin']) not in v.out:
        raise Fail('ocloc validate: %s' % v.brief(8))
    for name, z in reps['zebin'].items():
        p = reps['patchtokens'].get(name)
        for key in ('simd', 'grf', 'slm', 'scratch', 'binary', 'isa', 'private'):
            if p is None or z[key] != p[key]:
                raise Fail('%s: %s %s in zebin, %s in patch tokens' % (name, key, z[key], p and p[key]))
        if (z['barriers'] != '0') != (p['barriers'] != '0'):
            raise Fail('%s: barriers %s in zebin, %s in patch tokens' % (name, z['barriers'], p['barriers']))
    return True, 'ocloc validate: valid; %d kernels as in patch tokens' % len(reps['zebin'])


def kernel_info_file(ctx):
    wd = ctx.workdir('native/kernel-info-file')
    out = os.path.join(wd, 'k.bin')
    r1 = _zocc(ctx, ['-c', '--native', '--kernel-info', '-device', 'dg2-g10', KERNELS, '-o', out], wd)
    _ok(r1, 'zocc --native --kernel-info')
    r2 = _zocc(ctx, ['--kernel-info', out, '-device', 'dg2-g10'], wd)
    _ok(r2, 'zocc --kernel-info k.bin')
    if r2.out != r1.out or 'reverse: SIMD' not in r2.out:
        raise Fail('the report of the file differs from the build\'s: %r vs %r' % (r2.out[:200], r1.out[:200]))
    bad = os.path.join(wd, 'junk.bin')
    with open(bad, 'wb') as f:
        f.write(b'!<arch>\n' + b'x' * 70)
    r3 = _zocc(ctx, ['--kernel-info', bad], wd)
    if r3.code != 1 or 'junk.bin' not in r3.err:
        raise Fail('a cut archive: exit %d: %s' % (r3.code, r3.brief()))
    return True, 'the same report from the file; a bad archive is an error'


def fat(ctx, devices, label):
    wd = ctx.workdir('native/' + label)
    spv = os.path.join(wd, 'k.spv')
    out = os.path.join(wd, 'k.bin')
    r = _zocc(ctx, ['-c', '--native', '--kernel-info', '-device', devices, KERNELS, '-o', out], wd)
    _ok(r, 'zocc --native -device ' + devices)
    # the module in the fat binary is zocc's module for the common profile
    members = nl.ar_members(open(out, 'rb').read())
    names = [m for m, _ in members if not m.startswith('pad_')]
    if names[-1] != 'generic_ir':
        raise Fail('members %s: generic_ir last' % names)
    ir = dict(members)['generic_ir']
    at = ir.find(b'\x03\x02\x23\x07')
    spv_len = _spirv_len(ir, at)
    with open(spv, 'wb') as f:
        f.write(ir[at:at + spv_len])
    spirv_val(spv, wd)
    ref_devices = ','.join(n.split('.', 1)[1] for n in names[:-1])
    _same(out, _ocloc(spv, devices if label != 'fat-ip-versions' else ref_devices, wd, 'ref.bin'), 'fat binary')
    rep = nl.report(r.out)
    ep = nl.entry_points(spv)
    for n, data in members:
        if n.startswith('pad_') or n == 'generic_ir':
            continue
        ip = n.split('.', 1)[1]
        key = [d for d in rep if d.endswith('(%s)' % ip)]
        if len(key) != 1 or sorted(k for k in rep[key[0]] if k != '_format') != sorted(ep):
            raise Fail('the report has no block for %s with every kernel: %s' % (n, list(rep)))
        path = os.path.join(wd, n)
        with open(path, 'wb') as f:
            f.write(data)
        check_kernels(words(spv), path, ip, wd, 'zocc --native, member ' + n)
    return True, '%d devices: %s' % (len(names) - 1, ', '.join(names[:-1]))


def _spirv_len(elf, at):
    """The SPIR-V section's size, from generic_ir's section headers."""
    shoff = struct.unpack_from('<Q', elf, 0x28)[0]
    for i in range(struct.unpack_from('<H', elf, 0x3c)[0]):
        off, size = struct.unpack_from('<QQ', elf, shoff + 64 * i + 24)
        if off == at:
            return size
    raise Fail('generic_ir has no section at the SPIR-V')


def fat_parallel(ctx):
    wd = ctx.workdir('native/fat-parallel')
    log = os.path.join(wd, 'order')
    helper = os.path.join(ctx.build, 'zocc-igc')
    wrap = os.path.join(wd, 'zocc-igc')
    with open(wrap, 'w') as f:
        f.write('#!/bin/sh\necho "start $$" >> %s\n%s\nst=$?\necho "end $$" >> %s\nexit $st\n' % (log, helper, log))
    os.chmod(wrap, 0o755)
    out = os.path.join(wd, 'k.bin')
    r = _zocc(ctx, ['-c', '--native', '-device', 'tgllp,dg2-g10,pvc', KERNELS, '-o', out], wd,
              env={'ZOCC_IGC_HELPER': wrap})
    _ok(r, 'zocc --native -device tgllp,dg2-g10,pvc')
    lines = open(log).read().split()
    events = [lines[i] for i in range(0, len(lines), 2)]
    if events.count('start') != 3 or events.count('end') != 3 or events.index('end') != 3:
        raise Fail('the helpers ran one after another: %s' % ' '.join(lines))
    return True, 'three helpers started before the first ended'


def options(ctx):
    wd = ctx.workdir('native/options')
    spv = _spirv(ctx, wd, 'tgllp')
    plain = os.path.join(wd, 'plain.bin')
    _ok(_zocc(ctx, ['-c', '--native', '-device', 'tgllp', KERNELS, '-o', plain], wd), 'zocc --native')
    for flags, ocl in ((['-cl-opt-disable'], '-cl-opt-disable'), (['-cl-fast-relaxed-math'], '-cl-fast-relaxed-math')):
        out = os.path.join(wd, 'o.bin')
        _ok(_zocc(ctx, ['-c', '--native', '-device', 'tgllp'] + flags + [KERNELS, '-o', out], wd), 'zocc ' + flags[0])
        spv2 = os.path.join(wd, 'o.spv')
        _ok(_zocc(ctx, ['-c', '-device', 'tgllp'] + flags + [KERNELS, '-o', spv2], wd), 'zocc -c ' + flags[0])
        spirv_val(spv2, wd)
        _same(out, _ocloc(spv2, 'tgllp', wd, 'ref-o.bin', ['-options', ocl]), flags[0])
    if filecmp.cmp(plain, os.path.join(wd, 'ref-o.bin'), shallow=False):
        raise Fail('-cl-fast-relaxed-math made the bytes of a plain build: the option did not reach IGC')
    # -g: IGC keeps the debug information (ocloc -options -g writes the same)
    g = os.path.join(wd, 'g.bin')
    _ok(_zocc(ctx, ['-c', '--native', '-device', 'tgllp', '-g', KERNELS, '-o', g], wd), 'zocc -g --native')
    gspv = os.path.join(wd, 'g.spv')
    _ok(_zocc(ctx, ['-c', '-device', 'tgllp', '-g', KERNELS, '-o', gspv], wd), 'zocc -g')
    _same(g, _ocloc(gspv, 'tgllp', wd, 'ref-g.bin', ['-options', '-g']), '-g')
    # -Xigc: IGC's own option, the large register file on pvc
    r = _zocc(ctx, ['-c', '--native', '--kernel-info', '-device', 'pvc', '-Xigc', '-ze-opt-large-register-file',
                    KERNELS, '-o', os.path.join(wd, 'big.bin')], wd)
    _ok(r, 'zocc -Xigc')
    r0 = _zocc(ctx, ['-c', '--native', '--kernel-info', '-device', 'pvc', KERNELS, '-o', os.path.join(wd, 'small.bin')], wd)
    _ok(r0, 'zocc --native pvc')
    big, small = nl.report(r.out)['pvc']['vadd']['grf'], nl.report(r0.out)['pvc']['vadd']['grf']
    if (big, small) != ('256', '128'):
        raise Fail('GRF with -Xigc -ze-opt-large-register-file %s, without %s' % (big, small))
    return True, 'the bytes of ocloc -options; -Xigc: GRF 256 against 128'


def igc_refuses(ctx):
    wd = ctx.workdir('native/igc-refuses')
    out = os.path.join(wd, 'k.bin')
    src = os.path.join(HERE, 'refused.cl')
    r = _zocc(ctx, ['-c', '--native', '-device', 'tgllp', src, '-o', out], wd)
    if r.code != 1 or os.path.exists(out) or 'Block reads not supported in SIMD32' not in r.err \
            or 'no file was written' not in r.err:
        raise Fail('exit %d, file %s: %s' % (r.code, os.path.exists(out), r.brief(8)))
    r = _zocc(ctx, ['-c', '--native', '-device', 'tgllp,pvc', src, '-o', out], wd)
    if r.code != 1 or os.path.exists(out) or 'IGC for tgllp (12.0.0): build failed' not in r.err:
        raise Fail('fat: exit %d, file %s: %s' % (r.code, os.path.exists(out), r.brief(8)))
    return True, "IGC's message, exit 1, no file"


def front_end_error(ctx):
    wd = ctx.workdir('native/front-end-error')
    src = os.path.join(wd, 'd.cl')
    with open(src, 'w') as f:
        f.write('kernel void k(global double *d) { d[0] = 1.0; }\n')
    out = os.path.join(wd, 'k.bin')
    # fp64: pvc has it, tgllp not; the fat binary's one module must suit both
    r = _zocc(ctx, ['-c', '--native', '-device', 'tgllp,pvc', src, '-o', out], wd)
    if r.code != 1 or os.path.exists(out) or "d.cl:1:22: error" not in r.err or 'cl_khr_fp64' not in r.err:
        raise Fail('exit %d, file %s: %s' % (r.code, os.path.exists(out), r.brief(8)))
    _ok(_zocc(ctx, ['-c', '--native', '-device', 'pvc', src, '-o', out], wd), 'pvc alone')
    spv = os.path.join(wd, 'd.spv')
    _ok(_zocc(ctx, ['-c', '-device', 'pvc', src, '-o', spv], wd), 'zocc -c pvc')
    spirv_val(spv, wd)
    check_kernels(words(spv), out, 'pvc', wd, 'zocc --native -device pvc')
    return True, 'double refused for tgllp,pvc at its source line; built for pvc alone'


def no_libocloc(ctx):
    wd = ctx.workdir('native/no-libocloc')
    out = os.path.join(wd, 'k.bin')
    r = _zocc(ctx, ['-c', '--native', '-device', 'skl', KERNELS, '-o', out], wd,
              env={'ZOCC_OCLOC_LIBRARY': os.path.join(wd, 'missing-libocloc.so')})
    if r.code != 1 or os.path.exists(out) or 'intel-opencl-icd' not in r.err or 'missing-libocloc.so' not in r.err:
        raise Fail('exit %d, file %s: %s' % (r.code, os.path.exists(out), r.brief(8)))
    # without --native, zocc needs no libocloc
    _ok(_zocc(ctx, ['-c', '-device', 'skl', KERNELS, '-o', os.path.join(wd, 'k.spv')], wd,
              env={'ZOCC_OCLOC_LIBRARY': 'none'}), 'zocc -c without libocloc')
    return True, 'names the package, exit 1, no file'


def usage(ctx):
    wd = ctx.workdir('native/usage')
    cases = [(['-c', '--native', KERNELS], '--native needs -device'),
             (['-c', '--native', '-device', 'tgllp,nosuch', KERNELS], "unknown device 'nosuch'"),
             (['-c', '--native', '-device', 'bdw', KERNELS], "device 'bdw' is not one zocc compiles for"),
             (['-S', '--native', '-device', 'tgllp', KERNELS], '--native cannot be used with -S'),
             (['-c', '--native', '--native-format=elf', '-device', 'tgllp', KERNELS], 'zebin or patchtokens'),
             (['-c', '--kernel-info', KERNELS], '--kernel-info goes with --native')]
    for args, msg in cases:
        r = _zocc(ctx, args, wd)
        if r.code != 2 or msg not in r.err or os.listdir(wd):
            raise Fail('%s: exit %d: %s' % (' '.join(args[:-1]), r.code, r.brief()))
    return True, '%d misuses, each exit 2 with its message' % len(cases)


def spirv_input(ctx):
    wd = ctx.workdir('native/spirv-input')
    spv = _spirv(ctx, wd, 'pvc')
    out = os.path.join(wd, 'k.bin')
    _ok(_zocc(ctx, ['--native', '-device', 'pvc', spv, '-o', out], wd), 'zocc --native k.spv')
    _same(out, _ocloc(spv, 'pvc', wd, 'ref.bin'), 'from SPIR-V')
    src = os.path.join(wd, 'd.cl')
    with open(src, 'w') as f:
        f.write('kernel void k(global double *d) { d[0] = 1.0; }\n')
    dspv = os.path.join(wd, 'd.spv')
    _ok(_zocc(ctx, ['-c', src, '-o', dspv], wd), 'zocc -c d.cl')
    r = _zocc(ctx, ['--native', '-device', 'pvc,tgllp', dspv, '-o', os.path.join(wd, 'd.bin')], wd)
    if r.code != 1 or 'does not suit device tgllp' not in r.err or os.path.exists(os.path.join(wd, 'd.bin')):
        raise Fail('a double module for tgllp: exit %d: %s' % (r.code, r.brief()))
    return True, "ocloc's bytes; fp64 refused for tgllp"


def cmake_devices(ctx):
    instlib.need_tool('cmake')
    st = instlib.stage(ctx)
    wd = ctx.workdir('native/cmake-devices')
    src, bld = os.path.join(wd, 'src'), os.path.join(wd, 'build')
    shutil.copytree(os.path.join(HERE, 'cmake'), src)
    r = run(['cmake', '-S', src, '-B', bld, '-G', 'Ninja', '-DCMAKE_BUILD_TYPE=Release',
             '-DCMAKE_PREFIX_PATH=' + st['p'](st['prefix']),
             '-DCMAKE_EXE_LINKER_FLAGS=' + ' '.join(instlib.ldflags(ctx))], timeout=180)
    _ok(r, 'cmake configure')
    r = run(['cmake', '--build', bld], timeout=600)
    _ok(r, 'cmake --build')
    kd = os.path.join(bld, 'carried_kernels')
    spv, binf = os.path.join(kd, 'twice.spv'), os.path.join(kd, 'twice.bin')
    spirv_val(spv, wd)
    ref = os.path.join(wd, 'ref.bin')
    _ok(_zocc(ctx, ['--native', '--fat-binary', '-device', 'tgllp,pvc', '-cl-fast-relaxed-math', spv, '-o', ref], wd),
        'zocc --native twice.spv')
    _same(binf, ref, 'the CMake build\'s fat binary')
    names = [n for n, _ in nl.ar_members(open(binf, 'rb').read()) if not n.startswith('pad_')]
    if names != ['64.12.0.0', '64.12.60.7', 'generic_ir']:
        raise Fail('members %s' % names)
    r = run([os.path.join(bld, 'carried')], timeout=60)
    want = 'spirv %d\nnative %d archive\n' % (os.path.getsize(spv), os.path.getsize(binf))
    if not r.ok or r.out != want:
        raise Fail('the program printed %r, not %r' % (r.out, want))
    return True, 'the fat binary embedded beside the module: %d bytes' % os.path.getsize(binf)


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = []
    for d in nl.DEVICES:
        tests.append(FuncTest('native/binary-' + d, lambda d=d: binary(ctx, d)))
        tests.append(FuncTest('native/kernel-info-' + d, lambda d=d: kernel_info(ctx, d)))
    for d in ('tgllp', 'dg2-g10'):
        tests.append(FuncTest('native/kernel-info-zebin-' + d, lambda d=d: kernel_info_zebin(ctx, d)))
    tests += [
        FuncTest('native/kernel-info-file', lambda: kernel_info_file(ctx)),
        FuncTest('native/fat', lambda: fat(ctx, 'tgllp,dg2-g10,pvc', 'fat')),
        FuncTest('native/fat-family', lambda: fat(ctx, 'gen12lp', 'fat-family')),
        FuncTest('native/fat-ip-versions', lambda: fat(ctx, '12.0.0,%d' % ((12 << 22) | (60 << 14) | 7),
                                                      'fat-ip-versions')),
        FuncTest('native/fat-parallel', lambda: fat_parallel(ctx)),
        FuncTest('native/options', lambda: options(ctx)),
        FuncTest('native/igc-refuses', lambda: igc_refuses(ctx)),
        FuncTest('native/front-end-error', lambda: front_end_error(ctx)),
        FuncTest('native/no-libocloc', lambda: no_libocloc(ctx)),
        FuncTest('native/usage', lambda: usage(ctx)),
        FuncTest('native/spirv-input', lambda: spirv_input(ctx)),
        FuncTest('native/cmake-devices', lambda: cmake_devices(ctx)),
    ]
    return tests
