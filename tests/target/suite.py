"""tests/target — what zocc compiles for: the default target (any Level
Zero device), the portable profile ze, and named devices.

target/default/NAME
    tests/target/default/NAME.cl uses one feature that some devices have
    and others lack.  Its comments say what:

      // options: ...        options for every compilation of the file
      // caps: A B           capabilities the module must declare
      // devices: skl pvc    the profiles that have the feature (every
                             profile of support/target.c is checked), or
                             none: no device has it
      // unchecked: ze WHY   a target left out of the checks, and why
      // igc-module: ...     zocc options that turn the feature on anyway
      // igc-refuses[D ...]: TEXT
                             IGC's own refusal: the module zocc makes with
                             the igc-module options fails `ocloc compile
                             -spirv_input` on those devices, saying TEXT
      ... // need: TEXT      on a line that uses the feature: compiled for a
      ... // need[pvc]: TEXT target without it, this line gets a diagnostic
                             containing TEXT ([DEV ...]: on those targets
                             only; 'any' is the default target)

    With no -device the file compiles without a diagnostic; the module
    declares the caps, passes spirv-val, and goes to IGC on every device
    listed, which must build it and keep every kernel (ocloc disasm dumps
    a kernel heap for each entry point); oracles.devices_for must choose
    exactly the listed devices among oracles.DEVICES.  zocc -device D
    compiles it cleanly on each listed device.  zocc --verify without
    -device accepts it, --verify -device D accepts it on the listed
    devices and refuses it on the others and on ze.  For ze and each
    device not listed (and the default target for devices: none), zocc
    -device T fails with diagnostics on the need lines only, each naming
    the target ("the portable profile 'ze'", "device 'pvc'").  The files
    of kept exclusions (dot_product, local_block_io, double,
    reqd_sub_group_size_8, fp16_atomic_add) also show IGC's refusal on the
    devices without them.

target/macros/clang
    Every macro zocc predefines, against clang-15 -cc1 -triple spir64
    (-finclude-default-header): both print theirs with -E -dM and each
    name's definition (parameters and body) is compared.  With no -device
    at CL1.0 to CL3.0 every name is compared (the extension and feature
    names at CL1.2, CL2.0 and CL3.0); at CL3.0 also under the options that
    change macros (-cl-fast-relaxed-math, -cl-finite-math-only,
    -cl-opt-disable, -O0, -Os); and for each device and ze at the three
    versions the names that are not extensions or features, against clang
    given the device's extensions and features (-cl-ext=-all,+...; the
    names themselves are target/macros/ocloc's).  CLANG_DIFFERENCES
    (extensions and features) and CLANG_DM_DIFFERENCES (the rest) list
    every deliberate difference with its reason; a difference not listed
    fails, and so does a listed one that no longer occurs.  Also: -dM
    prints a program's own macros as clang does (function-like, variadic,
    __VA_OPT__, #undef'd and redefined predefined ones).

target/macros/ocloc
    The same macros for each profile's own device (support/target.c;
    zocc -device D) against Intel's OpenCL C front end (ocloc compile
    -device D, which defines what NEO's extension list for the device
    passes as -cl-ext), given also the extensions Intel's runtime reports
    beyond ocloc's list (oracles.RUNTIME_EXTENSIONS, passed the way the
    runtime passes its list: -cl-ext in the internal options), at the three
    versions; OCLOC_DIFFERENCES lists the deliberate differences.

target/macros/ocloc-names
    The same at CL3.0 for every other name the profiles list: each device
    (`ocloc ids` gives one version per device; names of the same version
    are one device, probed once) against the profile zocc gives the name,
    and each family name (gen9, gen11, gen12lp, xe-hpg, xe-hpc: `ocloc ids`
    gives its devices' versions) against what all of its devices define.

target/help
    --help says what the default, a device and ze mean.

target/unroll-count
    opencl_unroll_hint(N) with N > 1 is OpLoopMerge's PartialCount, which
    needs SPIR-V 1.4: by default the module stays at 1.0 and the count is
    left out (zocc made invalid 1.0 modules with it); with
    --spirv-max-version=1.4 the module is 1.4 with the count, valid for
    spirv-val's SPIR-V 1.4 environment and IGC on every device.
    (tests/exec/unroll_hints checks the loops' values.)

target/verify-device
    zocc --verify on a module that uses double: clean without a device and
    on the fp64 devices, refused on ze and tgllp, with -device NAME and
    -device=NAME alike.
"""

import fnmatch
import glob
import os
import re
import threading

import oracles
import verify
from rig import Fail, FuncTest, Skip, Test, directives, run

STDS = ['CL1.2', 'CL2.0', 'CL3.0']
ALL = '*'

CLANG = ['clang-15', '-cc1', '-triple', 'spir64-unknown-unknown', '-finclude-default-header']

# Macros compared besides every cl_* and __opencl_c_* name: the OpenCL C
# predefined macros whose definition depends on the target or the version.
TARGET_MACROS = '''__OPENCL_VERSION__ __OPENCL_C_VERSION__ CL_VERSION_1_0 CL_VERSION_1_1
CL_VERSION_1_2 CL_VERSION_2_0 CL_VERSION_3_0 __ENDIAN_LITTLE__ __IMAGE_SUPPORT__
__SPIR__ __SPIR64__ __SPIR __SPIR64 FP_FAST_FMA FP_FAST_FMAF FP_FAST_FMA_HALF
__FAST_RELAXED_MATH__ HALF_DIG HALF_MANT_DIG HALF_MAX HALF_MIN HALF_EPSILON M_PI_H
CLK_IMAGE_MEM_FENCE ATOMIC_FLAG_INIT CLK_NV12_INTEL CLK_YUYV_INTEL CLK_UYVY_INTEL CLK_YVYU_INTEL
CLK_VYUY_INTEL'''.split()

# Extensions NEO lists for Intel devices that clang-15 does not define:
# compared against ocloc too.
NEO_EXTENSIONS = '''cl_intel_subgroups_char cl_intel_subgroups_long
cl_intel_required_subgroup_size cl_intel_spirv_subgroups cl_intel_split_work_group_barrier
cl_intel_motion_estimation cl_intel_packed_yuv cl_intel_planar_yuv
cl_intel_subgroup_local_block_io cl_intel_subgroup_matrix_multiply_accumulate
cl_intel_bfloat16_conversions cl_intel_global_float_atomics cl_intel_media_block_io
cl_intel_dot_accumulate cl_khr_create_command_queue cl_khr_device_uuid cl_khr_il_program
cl_khr_pci_bus_info cl_khr_spirv_no_integer_wrap_decoration cl_khr_suggested_local_work_size
cl_khr_image2d_from_buffer cl_khr_expect_assume cl_khr_kernel_clock
cl_intel_spirv_device_side_avc_motion_estimation'''.split()

# Where zocc's default target deliberately differs from clang-15's spir64:
# (names (globs), -cl-std versions, who defines them, why).  'zocc': zocc
# defines them and clang does not; 'clang': the other way round.
CLANG_DIFFERENCES = [
    ('cl_khr_subgroups cl_khr_subgroup_*', 'CL1.2', 'zocc',
     'ocloc defines the subgroup extensions in every version (NEO passes them in -cl-ext) '
     'and zocc compiles their builtins in every version; clang-15 only from CL2.0'),
    ('cl_intel_subgroups_char cl_intel_subgroups_long cl_intel_required_subgroup_size '
     'cl_intel_spirv_subgroups cl_intel_split_work_group_barrier cl_khr_spirv_no_integer_wrap_decoration '
     'cl_intel_subgroup_local_block_io cl_intel_media_block_io cl_intel_spirv_media_block_io '
     'cl_intel_planar_yuv cl_intel_packed_yuv CLK_NV12_INTEL CLK_YUYV_INTEL CLK_UYVY_INTEL CLK_YVYU_INTEL '
     'CLK_VYUY_INTEL', ALL, 'zocc',
     'Intel devices have them (ocloc defines them, NEO reports them); clang-15 does not know them'),
    ('cl_amd_media_ops cl_amd_media_ops2 cl_arm_integer_dot_product_*', ALL, 'clang',
     'other vendors\' extensions: no Level Zero device has them'),
    ('cl_clang_storage_class_specifiers', ALL, 'clang',
     'a clang extension that ocloc does not define for any device'),
    ('cl_khr_gl_msaa_sharing cl_khr_srgb_image_writes', ALL, 'clang',
     'no Level Zero device has them (neither ocloc nor NEO\'s device list has them)'),
    ('cl_intel_device_side_avc_motion_estimation', ALL, 'clang',
     'zocc has none of its builtins (ocloc defines it for gen9 and gen11 only; see OCLOC_DIFFERENCES)'),
    ('__opencl_c_pipes __opencl_c_device_enqueue', 'CL2.0 CL3.0', 'clang',
     'Level Zero has no pipe or device-queue objects; zocc refuses both with an error'),
    ('__opencl_c_ext_fp16_global_atomic_add __opencl_c_ext_fp16_local_atomic_add', 'CL2.0 CL3.0', 'clang',
     'no device: IGC cannot compile fp16 atomic add (support/target.c)'),
]

# Where zocc -device D deliberately differs from ocloc -device D:
# (names, devices, versions, who defines them, why).
OCLOC_DIFFERENCES = [
    ('cl_khr_create_command_queue cl_khr_device_uuid cl_khr_il_program cl_khr_suggested_local_work_size',
     ALL, ALL, 'ocloc', 'host API extensions with nothing in OpenCL C'),
    ('cl_intel_motion_estimation cl_intel_device_side_avc_motion_estimation '
     'cl_intel_spirv_device_side_avc_motion_estimation', 'skl apl icllp', ALL, 'ocloc',
     'the AVC motion-estimation extensions of gen9 and gen11 (NEO reports them nowhere else): zocc has '
     'none of their 148 builtins and 14 types (SPV_INTEL_device_side_avc_motion_estimation), so it '
     'leaves the macros out and code keeps its other path; cl_intel_motion_estimation is a host API of '
     'built-in kernels'),
    ('cl_khr_mipmap_image cl_khr_mipmap_image_writes', 'skl apl icllp ehl tgllp dg2-g10', 'CL1.2', 'ocloc',
     'Intel\'s front end defines them at CL1.2 when the runtime passes them, but declares their '
     'builtins from OpenCL C 2.0 only, as clang-15 does; zocc defines them from CL2.0, as clang-15'),
    ('cl_intel_planar_yuv cl_intel_packed_yuv CLK_NV12_INTEL CLK_YUYV_INTEL CLK_UYVY_INTEL CLK_YVYU_INTEL '
     'CLK_VYUY_INTEL', 'pvc', ALL, 'ocloc',
     'IGC\'s OpenCL C header defines them for every device; NEO reports the YUV image formats only '
     'on devices with images, and pvc has none'),
    ('cl_khr_integer_dot_product __opencl_c_integer_dot_product_input_4x8bit*', 'skl apl icllp ehl',
     'CL2.0 CL3.0', 'ocloc',
     'IGC refuses the dot products on gen9 and gen11 ("Unsupported call to llvm.genx.GenISA.dp4a")'),
    ('cl_intel_spirv_media_block_io', 'apl ehl', ALL, 'zocc',
     'NEO lists the SPIR-V names of extensions only on devices with OpenCL C 2.0\'s core, but IGC reads '
     'SPV_INTEL_media_block_io on the low-power gen9 and gen11 parts too (target/default/media_block_io), '
     'and zocc\'s validator takes the capability where the name is'),
    ('cl_khr_subgroup_rotate', ALL, ALL, 'zocc',
     'IGC reads no OpGroupNonUniformRotateKHR, so ocloc leaves it out; zocc lowers the rotations '
     'to shuffles, which every device with the extended subgroups has'),
    ('__opencl_c_ext_fp16_global_atomic_add __opencl_c_ext_fp16_local_atomic_add', ALL, 'CL2.0 CL3.0',
     'ocloc', 'ocloc\'s header defines the float atomics for every device; IGC builds them all but '
     'fp16 add ("undefined reference to __builtin_spirv_OpAtomicFAddEXT_p1f16_i32_i32_f16")'),
    ('__opencl_c_pipes', 'skl icllp', 'CL2.0 CL3.0', 'ocloc', 'Level Zero has no pipe objects'),
    ('__opencl_c_pipes __opencl_c_device_enqueue', ALL, 'CL2.0', 'ocloc',
     'Level Zero has no pipe or device-queue objects'),
    ('__opencl_c_images', ALL, 'CL1.2', 'ocloc',
     'before CL2.0 clang-15 defines no feature macro but __opencl_c_int64, and zocc follows it'),
    ('__opencl_c_subgroups __opencl_c_3d_image_writes', ALL, 'CL2.0', 'ocloc',
     'OpenCL C 3.0 features that clang-15 defines only in CL3.0, and zocc follows it'),
    ('cl_khr_depth_images', 'skl apl icllp ehl tgllp dg2-g10', 'CL1.2', 'zocc',
     'clang-15 defines it in every version (the devices read depth images); ocloc from CL2.0'),
    ('__opencl_c_images __opencl_c_read_write_images cl_khr_3d_image_writes cl_khr_depth_images',
     'pvc', 'CL2.0', 'ocloc',
     'pvc has no images; ocloc\'s header defines the 2.0 image features for every device'),
    ('__opencl_c_read_write_images', 'pvc', 'CL3.0', 'ocloc',
     'pvc has no images; ocloc\'s header defines it for every SPIR target'),
]
# rows only target/macros/ocloc-names meets (names of other devices)
OCLOC_NAMES_ONLY = ()

def profile_devices(ctx):
    """The devices support/target.c has a profile of (not any and ze)."""
    return [n for n, _ in device_names(ctx) if n in _profile_names(ctx)]


def _profile_names(ctx):
    with open(os.path.join(ctx.root, 'support', 'target.c')) as f:
        names = re.findall(r'\{\.name = "([^"]+)"', f.read())
    return [n for n in names if n not in ('any', 'ze')]


def device_names(ctx):
    """(name, profile) for every device name support/target.c knows: each
    profile's own name, then the other names it lists (ocloc's names of
    devices and families)."""
    with open(os.path.join(ctx.root, 'support', 'target.c')) as f:
        rows = re.findall(r'\{"([^"]*)",\s*\{\.name = "([^"]+)"', f.read())
    out = []
    for aliases, name in rows:
        if name not in ('any', 'ze'):
            out += [(name, name)] + [(a, name) for a in aliases.split()]
    return out


def _words(s):
    return s.split() if s != ALL else None


def _covered(table, name, who, **where):
    """The row of table that explains a difference, or None."""
    for row in table:
        names, who_row = row[0], row[-2]
        if who_row != who or not any(fnmatch.fnmatchcase(name, p) for p in names.split()):
            continue
        scopes = row[1:-2]
        keys = ['std'] if len(scopes) == 1 else ['device', 'std']
        if all(_words(s) is None or where[k] in _words(s) for k, s in zip(keys, scopes)):
            return row
    return None


def feature_names(ctx):
    """Every extension and feature zocc knows (support/zc.h ZC_FEATURES)."""
    with open(os.path.join(ctx.root, 'support', 'zc.h')) as f:
        return re.findall(r'X\(\w+, "([^"]+)", [01], \d+\)', f.read())


# ---- default/*.cl ---------------------------------------------------------

NEED_RE = re.compile(r'//\s*need(?:\[([^\]]*)\])?:\s*(.*?)\s*(?=//\s*need|$)')
CAP_NUMBERS = None


def cap_numbers():
    """Capability names to numbers, from SPIRV-Headers' grammar."""
    global CAP_NUMBERS
    if CAP_NUMBERS is None:
        import json
        g = json.load(open('/usr/include/spirv/unified1/spirv.core.grammar.json'))
        kinds = {k['kind']: k for k in g['operand_kinds']}
        CAP_NUMBERS = {e['enumerant']: e['value'] for e in kinds['Capability']['enumerants']}
    return CAP_NUMBERS


def target_words(t):
    if t is None:
        return 'any known Level Zero device'
    return "the portable profile 'ze'" if t == 'ze' else "device '%s'" % t


REFUSES_RE = re.compile(r'^//\s*igc-refuses\[([^\]]+)\]:\s*(.*)$')


class DefaultTest(Test):
    def __init__(self, ctx, path):
        self.ctx = ctx
        self.path = path
        self.name = 'target/default/' + os.path.basename(path)[:-3]

    def _run(self):
        ctx = self.ctx
        with open(self.path, encoding='utf-8') as f:
            text = f.read()
        d = {}
        refuses = []   # (devices, text)
        for _, k, v in directives(text, {'options', 'caps', 'devices', 'igc-module', 'unchecked'}):
            d.setdefault(k, []).append(v)
        unchecked = [v.split()[0] for v in d.get('unchecked', [])]
        for line in text.splitlines():
            m = REFUSES_RE.match(line.strip())
            if m:
                refuses.append((m.group(1).split(), m.group(2).strip()))
        opts = oracles.split_options(' '.join(d.get('options', [])))
        caps = ' '.join(d.get('caps', [])).split()
        devices = ' '.join(d.get('devices', [])).split()
        nowhere = devices == ['none']
        if nowhere:
            devices = []
        if not nowhere and (not caps or not devices):
            raise Fail('the file needs caps: and devices: lines (or devices: none)')
        needs = []   # (line, targets or None, text)
        for n, line in enumerate(text.splitlines(), 1):
            for m in NEED_RE.finditer(line):
                needs.append((n, m.group(1).split() if m.group(1) else None, m.group(2)))
        wd = ctx.workdir(self.name)
        src = os.path.basename(self.path)
        cwd = os.path.dirname(self.path)
        spv = os.path.join(wd, 'k.spv')
        profiles = profile_devices(ctx)
        unknown = [x for x in devices + [x for ds, _ in refuses for x in ds] if x not in profiles]
        if unknown:
            raise Fail('%s: not profiles of support/target.c (%s)' % (' '.join(unknown), ' '.join(profiles)))
        chosen = []
        if not nowhere:
            self.where(spv, wd, cwd, src, opts, caps, devices, profiles)
            chosen = [x for x in profiles if x in devices]

        # a target without the feature: an error naming it on each need line
        lacking = ([None] if nowhere else []) + ['ze'] + [x for x in profiles if x not in devices]
        lacking = [t for t in lacking if t not in unchecked]
        for t in lacking:
            self.refused(t, wd, cwd, src, opts, needs)

        # IGC's own refusal, on a module zocc makes with the feature turned on
        if refuses:
            mod = os.path.join(wd, 'igc.spv')
            r = run([ctx.zocc, '-c', src, '-o', mod] + opts + oracles.split_options(' '.join(d.get('igc-module', []))),
                    cwd=cwd)
            if not r.ok:
                raise Fail('igc-module: zocc %s: %s' % (' '.join(d.get('igc-module', [])), r.brief()))
            oracles.spirv_val(mod, wd)
            for devs, want in refuses:
                for dev in devs:
                    r = run(['ocloc', 'compile', '-spirv_input', '-file', mod, '-device', dev,
                             '-out_dir', os.path.join(wd, 'refused-' + dev)], cwd=wd, timeout=180)
                    if r.ok or want not in r.out + r.err:
                        raise Fail('ocloc -device %s on the module: exit %d, expected a failure saying "%s": %s' % (
                            dev, r.code, want, oracles.ocloc_errors(r.out + r.err)))
        return 'IGC keeps it on %s; errors for %s%s' % (
            ' '.join(chosen) or 'no device', ' '.join(t or 'any' for t in lacking),
            '; IGC refuses it on %s' % ' '.join(x for ds, _ in refuses for x in ds) if refuses else '')

    def where(self, spv, wd, cwd, src, opts, caps, devices, profiles):
        """The default target and the devices with the feature."""
        ctx = self.ctx
        # the default: no diagnostic, a module for the devices that have it
        r = run([ctx.zocc, '-c', src, '-o', spv] + opts, cwd=cwd)
        if r.code != 0 or r.err.strip():
            raise Fail('default target: exit %d: %s' % (r.code, r.brief()))
        w = oracles.spirv_val(spv, wd)
        have = oracles.capabilities(w)
        missing = [c for c in caps if cap_numbers().get(c) not in have]
        if missing:
            raise Fail('the module does not declare %s' % ' '.join(missing))
        chosen = oracles.devices_for(w)
        if chosen != [x for x in oracles.DEVICES if x in devices]:
            raise Fail('oracles.devices_for chose %s for the module, the file says %s' % (
                ' '.join(chosen) or 'nothing', ' '.join(devices)))
        # IGC builds it, every kernel kept, on each device the file names
        for d in [x for x in profiles if x in devices]:
            oracles.igc_build(spv, d, wd)
        # each of them compiles it by name
        for t in devices:
            r = run([ctx.zocc, '-c', src, '-o', os.path.join(wd, t + '.spv'), '-device', t] + opts, cwd=cwd)
            if r.code != 0 or r.err.strip():
                raise Fail('-device %s: exit %d: %s' % (t, r.code, r.brief()))

        # the validator: any accepts it, each device as the table says, ze never
        for t in [None, 'ze'] + profiles:
            r = run([ctx.zocc, '--verify', spv] + (['-device', t] if t else []), cwd=wd)
            want = t is None or t in devices
            if r.code != (0 if want else 1):
                raise Fail('zocc --verify%s: exit %d, expected %s: %s' % (
                    ' -device ' + t if t else '', r.code, 'clean' if want else 'refused', r.brief()))

    def refused(self, t, wd, cwd, src, opts, needs):
        """zocc for target t (None: the default) stops at the need lines,
        naming t."""
        out = os.path.join(wd, (t or 'any') + '-refused.spv')
        r = run([self.ctx.zocc, '-c', src, '-o', out] + (['-device', t] if t else []) + opts, cwd=cwd)
        if r.code != 1:
            raise Fail('-device %s: exit %d, expected 1: %s' % (t, r.code, r.brief()))
        if os.path.exists(out):
            raise Fail('-device %s: a module was left behind after errors' % t)
        diags = [x for x in verify.diagnostics(r.err) if x.sev in ('error', 'warning')]
        mine = [(n, txt) for n, ts, txt in needs if ts is None or (t or 'any') in ts]
        for n, txt in mine:
            # errors name the target; clang's "unsupported OpenCL
            # extension ... - ignoring" warning does not
            if not any(x.line == n and txt in x.msg and (x.sev == 'warning' or target_words(t) in x.msg)
                       for x in diags):
                got = [x.msg for x in diags if x.line == n]
                raise Fail('-device %s, line %d: no diagnostic with "%s" naming %s (got: %s)' % (
                    t, n, txt, target_words(t), '; '.join(got) or 'nothing'))
        lines = {n for n, _ in mine}
        stray = [str(x) for x in diags if x.line not in lines]
        if stray:
            raise Fail('-device %s: diagnostics away from the need lines: %s' % (t, '; '.join(stray)))
        if not any(x.sev == 'error' for x in diags):
            raise Fail('-device %s: exit 1 without an error' % t)


# ---- predefined macros --------------------------------------------------------

DEF_RE = re.compile(r'^"(\w+)" (.*)$')


def probe_names(ctx, stds):
    """The macros compared: every cl_* / __opencl_c_* name clang-15 defines
    at any of the versions, zocc's features, NEO's extensions, TARGET_MACROS."""
    names = set(feature_names(ctx)) | set(NEO_EXTENSIONS) | set(TARGET_MACROS)
    wd = ctx.workdir('target/macros/names')
    empty = os.path.join(wd, 'empty.cl')
    open(empty, 'w').close()
    for std in stds:
        r = run(CLANG + ['-cl-std=' + std, '-dM', '-E', empty], cwd=wd)
        if not r.ok:
            raise Fail('clang-15 -dM: ' + r.brief())
        names |= set(re.findall(r'^#define ((?:cl_|__opencl_c_)\w+)', r.out, re.M))
    return sorted(names)


def expansions(out):
    """name -> expansion (blanks normalized) or None if undefined."""
    d = {}
    for l in out.splitlines():
        m = DEF_RE.match(l)
        if m:
            v = ' '.join(m.group(2).split())
            d[m.group(1)] = None if v == '@undefined' else v
    return d


def write_probe(path, names):
    """#ifdef each name: print it and its expansion (a string literal is not
    expanded, so the name survives), else @undefined."""
    with open(path, 'w') as f:
        for n in names:
            f.write('#ifdef %s\n"%s" %s\n#else\n"%s" @undefined\n#endif\n' % (n, n, n, n))


def check_stale(table, used, skip=()):
    stale = [r[0] for r in table if id(r) not in used and r[0] not in skip]
    if stale:
        raise Fail('listed differences that no longer occur (remove them): %s' % '; '.join(stale))


# Where zocc's other predefined macros deliberately differ from clang-15's
# for spir64 (with its header): (names (globs), runs (ALL, or tags of the
# runs it covers: a version, an option, a device; any one matching), who
# defines them ('zocc', 'clang', or 'value': both, differently), why).
CLANG_DM_DIFFERENCES = [
    ('__OPENCL_VERSION__ FP_FAST_FMA FP_FAST_FMAF', ALL, 'zocc',
     'ocloc defines them (300, and the fast fma with fp64); clang-15 -cc1 does not'),
    ('__VERSION__ __clang_version__', ALL, 'value', 'they name zocc, and the clang whose language it follows'),
    ('NAN', ALL, 'value',
     'zocc\'s NAN is __builtin_nanf(""), the quiet NaN C and the host use (0x7fc00000), a constant that '
     'sema folds; clang\'s header spells it as_float(INT_MAX) (0x7fffffff), which is not a constant '
     'expression in zocc'),
    ('_OPENCL_BASE_H_ _OPENCL_H_ __conv __purefn __half __opencl_subgroup_builtins', ALL, 'clang',
     'the helpers of clang\'s opencl-c.h and opencl-c-base.h (include guards, attribute shorthands, '
     'the alias __half for its builtin tables): zocc reads no header'),
    ('as_*', ALL, 'clang',
     'clang\'s header spells as_T as macros over __builtin_astype; zocc\'s as_T are builtin functions '
     '(so #ifdef as_int is false), and it has __builtin_astype itself'),
    ('CLK_NV12_INTEL CLK_YUYV_INTEL CLK_UYVY_INTEL CLK_YVYU_INTEL CLK_VYUY_INTEL', ALL, 'zocc',
     'the image channel orders of cl_intel_planar_yuv and cl_intel_packed_yuv, which Intel\'s runtime '
     'reports on every device with images (ocloc defines them with those extensions); clang-15\'s '
     'header knows neither extension'),
    ('CLK_AVC_*', ALL, 'clang',
     'the constants of cl_intel_device_side_avc_motion_estimation, none of whose builtins zocc has'),
    ('__INT128_* __UINT128_* __INTMAX_* __UINTMAX_* __LLONG_WIDTH__ __LONG_LONG_MAX__ __SIZEOF_LONG_LONG__ '
     '__CLANG_ATOMIC_LLONG_LOCK_FREE', ALL, 'clang',
     'clang\'s spir64 makes long long, and with it intmax_t, 128 bits wide, which no device has; OpenCL C '
     'reserves long long (6.1.4) and zocc reads it as long, so it gives no figures for it'),
    ('__LDBL_* __DECIMAL_DIG__ __SIZEOF_LONG_DOUBLE__', ALL, 'clang',
     'long double is reserved in OpenCL C (6.1.4), an error in zocc'),
    ('__FLT16_*', ALL, 'clang', '_Float16 is not OpenCL C (half is): zocc has no _Float16 or F16 literals'),
    ('__BITINT_MAXWIDTH__', ALL, 'clang', 'zocc has no _BitInt (C2x)'),
    ('__CONSTANT_CFSTRINGS__ __OBJC_BOOL_IS_BOOL', ALL, 'clang', 'Objective-C\'s'),
    ('__PRAGMA_REDEFINE_EXTNAME', ALL, 'clang', 'zocc has no #pragma redefine_extname'),
    ('__llvm__', ALL, 'clang',
     'zocc has no LLVM inside: code that tests __llvm__ wants LLVM\'s intrinsics or assembly'),
    ('__cl_clang_bitfields __cl_clang_function_pointers __cl_clang_non_portable_kernel_param_types '
     '__cl_clang_variadic_functions', ALL, 'clang',
     'clang\'s own OpenCL extensions (bit-fields, function pointers, variadic functions, any kernel '
     'parameter type): zocc has none of them'),
    ('__BLOCKS__', 'CL2.0 CL3.0', 'clang',
     'Level Zero has no device-side enqueue and zocc no blocks: code that tests __BLOCKS__ takes its '
     'other path, and a block gets zocc\'s error'),
    ('__CLANG_CUDA_APPROX_TRANSCENDENTALS__', '-cl-fast-relaxed-math', 'clang', 'CUDA\'s'),
    ('cles_khr_int64', ALL, 'clang',
     'the embedded profile\'s 64-bit integers: every Level Zero device is full profile (ocloc does not '
     'define it either)'),
    ('__block', 'skl tgllp dg2-g10 pvc ze', 'zocc',
     'zocc defines __block from CL2.0 on for every target, so that a __block variable gets the one '
     'blocks error; clang-15 at CL3.0 only with __opencl_c_device_enqueue, which no device has'),
    ('__IMAGE_SUPPORT__', 'pvc ze', 'clang',
     'pvc and ze have no images, and OpenCL C defines __IMAGE_SUPPORT__ only where there are (6.13; '
     'ocloc for pvc leaves it out too); clang-15 defines it for every SPIR target'),
]

# __clang__ and __clang_major__: zocc defines them as clang-15 does (15.0.6,
# frontend/predef.c).  Code tests them to pick clang's builtins; Intel's
# ocloc (clang 14) defines them too, so code written for Intel GPUs has
# only ever been built with them.  The builtins such code picks: zocc must
# have the first list (clang-15's __has_builtin and zocc's both say 1) and
# says it lacks the second (zocc's __has_builtin 0, clang's 1: a call is an
# error); one zocc gains moves to the first list.
CLANG_DIALECT = '''__builtin_astype __builtin_convertvector __builtin_shufflevector __builtin_bit_cast
__builtin_expect __builtin_assume __builtin_assume_aligned __builtin_unreachable __builtin_trap
__builtin_nontemporal_load __builtin_nontemporal_store __builtin_popcount __builtin_clz __builtin_ctz
__builtin_bswap32 __builtin_bitreverse32 __builtin_rotateleft32 __builtin_rotateright64
__builtin_add_overflow __builtin_mul_overflow __builtin_isnan __builtin_isinf __builtin_fpclassify
__builtin_huge_valf __builtin_nanf __builtin_types_compatible_p __builtin_choose_expr __builtin_constant_p
__builtin_offsetof __opencl_atomic_fetch_add __opencl_atomic_load __opencl_atomic_compare_exchange_strong
__c11_atomic_fetch_add __c11_atomic_store __c11_atomic_exchange'''.split()
CLANG_DIALECT_MISSING = '''__builtin_elementwise_abs __builtin_elementwise_max __builtin_reduce_add
__builtin_reduce_max __builtin_memcpy __builtin_memset __builtin_alloca __c11_atomic_thread_fence'''.split()

DM_STDS = ['CL1.0', 'CL1.1'] + STDS
DM_PROGRAM = r'''#define OBJ 1 + 2
#define EMPTY
#define F(a, b)   a  +   b
#define G(...) __VA_ARGS__
#define H(x, ...) x #x ## __VA_ARGS__
#define N(args...) f(args)
#define V(a, ...) a __VA_OPT__(, x) b
#define S "a  b" 'c' L"w"
#define P(x)x##x
#define LONG a \
  b
#define GONE 1
#undef GONE
#undef __SPIR__
#undef INT_MAX
#define INT_MAX 7
'''
DM_OPTIONS = ['-cl-fast-relaxed-math', '-cl-finite-math-only', '-cl-opt-disable', '-O0', '-Os']
DM_RE = re.compile(r'^#define (\w+(?:\([^)]*\))?)(?: (.*))?$')


def dm_defines(text):
    """-dM text -> {name: (parameters or None, body with blanks normalized)}."""
    d = {}
    for line in text.splitlines():
        m = DM_RE.match(line)
        if not m:
            continue
        head = m.group(1)
        name, _, params = head.partition('(')
        d[name] = (params.rstrip(')') if _ else None, ' '.join((m.group(2) or '').split()))
    return d


def is_feature_name(n):
    return n.startswith('cl_') or n.startswith('__opencl_c_')


def dm_runs(ctx):
    """(tags, zocc options, clang options, compare the extension names)."""
    runs = [([std, 'default'], ['-cl-std=' + std], ['-cl-std=' + std], std in STDS) for std in DM_STDS]
    runs += [(['CL3.0', o], ['-cl-std=CL3.0', o], ['-cl-std=CL3.0', o], True) for o in DM_OPTIONS]
    for dev in oracles.DEVICES + ['ze']:
        for std in STDS:
            z = ['-cl-std=' + std, '-device', dev]
            r = run([ctx.zocc, '-E', '-dM', '-'] + z, input='')
            if not r.ok:
                raise Fail('zocc -dM %s: %s' % (' '.join(z), r.brief()))
            feats = sorted(n for n in dm_defines(r.out) if is_feature_name(n))
            runs.append(([std, dev], z, ['-cl-std=' + std, '-cl-ext=' + ','.join(['-all'] + ['+' + f for f in feats])],
                         False))
    return runs


def _dm_covered(name, who, tags):
    for row in CLANG_DM_DIFFERENCES:
        names, when, who_row = row[0], row[1], row[2]
        if who_row == who and any(fnmatch.fnmatchcase(name, p) for p in names.split()) and \
                (when == ALL or set(when.split()) & set(tags)):
            return row
    return None


def macros_clang(ctx):
    if not os.path.exists(ctx.zocc):
        raise Fail('build/zocc does not exist')
    wd = ctx.workdir('target/macros/clang')
    empty = os.path.join(wd, 'empty.cl')
    open(empty, 'w').close()
    bad, used, compared = [], set(), 0
    runs = dm_runs(ctx)
    for tags, zopts, copts, feats in runs:
        r = run(CLANG + copts + ['-dM', '-E', empty], cwd=wd)
        z = run([ctx.zocc, '-E', '-dM', empty] + zopts, cwd=wd)
        if not r.ok or not z.ok or z.err.strip():
            raise Fail('-dM %s: clang %s; zocc %s' % (' '.join(tags), r.brief(), z.brief()))
        c, zz = dm_defines(r.out), dm_defines(z.out)
        if len(zz) < 300 or len(c) < 300:
            raise Fail('-dM %s: only %d and %d macros' % (' '.join(tags), len(c), len(zz)))
        for n in sorted(set(c) | set(zz)):
            if is_feature_name(n) and not feats:
                continue
            compared += 1
            if c.get(n) == zz.get(n):
                continue
            who = 'zocc' if n not in c else 'clang' if n not in zz else 'value'
            if is_feature_name(n):
                row = _covered(CLANG_DIFFERENCES, n, who, std=tags[0])
            else:
                row = _dm_covered(n, who, tags)
            if row:
                used.add(id(row))
            else:
                show = lambda d: 'undefined' if n not in d else repr(d[n][1] if d[n][0] is None else
                                                                      '(%s) %s' % d[n])
                bad.append('%s [%s]: clang %s, zocc %s' % (n, ' '.join(tags), show(c), show(zz)))
    if bad:
        raise Fail('%d unexplained difference(s): %s' % (len(bad), '; '.join(bad[:8])))
    check_stale(CLANG_DIFFERENCES + CLANG_DM_DIFFERENCES, used)
    # a program's own definitions, and predefined ones it took back or
    # redefined: the same lines as clang's
    prog = os.path.join(wd, 'own.cl')
    with open(prog, 'w') as f:
        f.write(DM_PROGRAM)
    r = run(CLANG + ['-cl-std=CL2.0', '-dM', '-E', prog], cwd=wd)
    z = run([ctx.zocc, '-E', '-dM', prog, '-cl-std=CL2.0'], cwd=wd)
    if not r.ok or not z.ok:
        raise Fail('-dM own.cl: clang %s; zocc %s' % (r.brief(), z.brief()))
    names = set(re.findall(r'^#\s*(?:define|undef)\s+(\w+)', DM_PROGRAM, re.M))
    pick = lambda out: [l for l in out.splitlines() if DM_RE.match(l) and
                        DM_RE.match(l).group(1).partition('(')[0] in names]
    if pick(r.out) != pick(z.out) or len(pick(z.out)) < len(names) - 2:
        raise Fail('-dM of a program\'s macros: clang %s, zocc %s' % (pick(r.out), pick(z.out)))
    # the clang builtins code picks with __clang__ (CLANG_DIALECT)
    probe = os.path.join(wd, 'builtins.cl')
    with open(probe, 'w') as f:
        for n in CLANG_DIALECT + CLANG_DIALECT_MISSING:
            f.write('#if __has_builtin(%s)\n"%s" 1\n#else\n"%s" 0\n#endif\n' % (n, n, n))
    r = run(CLANG + ['-cl-std=CL2.0', '-E', probe], cwd=wd)
    z = run([ctx.zocc, '-E', probe, '-cl-std=CL2.0'], cwd=wd)
    has = lambda out: dict(re.findall(r'^"(\w+)" (\d)$', out, re.M))
    c, zz = has(r.out), has(z.out)
    wrong = [n for n in CLANG_DIALECT + CLANG_DIALECT_MISSING
             if c.get(n) != '1' or zz.get(n) != ('1' if n in CLANG_DIALECT else '0')]
    if wrong:
        raise Fail('__has_builtin of clang\'s builtins (clang, zocc): %s' % ', '.join(
            '%s (%s, %s)' % (n, c.get(n), zz.get(n)) for n in wrong))
    return True, '%d definitions in %d runs, %d listed differences' % (
        compared, len(runs), len(CLANG_DIFFERENCES) + len(CLANG_DM_DIFFERENCES))


def ocloc_ids(name, cwd):
    """The device versions (major.minor.revision) ocloc gives a name: one
    for a device, its members' for a family; none for a name `ocloc ids`
    does not know (ocloc compile still takes 'dg2')."""
    r = run(['ocloc', 'ids', name], cwd=cwd)
    return re.findall(r'^\d+\.\d+\.\d+$', r.out, re.M) if r.ok else []


_probed, _probed_locks, _probed_lock = {}, {}, threading.Lock()


class OclocMacros:
    """The macros Intel's front end defines for a device at a version, as
    the runtime has it compile: ocloc has no -E, so a #warning per defined
    name, in a kernel that builds."""

    def __init__(self, ctx, wd):
        self.ctx, self.wd = ctx, wd
        self.names = probe_names(ctx, STDS)
        self.warn = os.path.join(wd, 'warn.cl')
        with open(self.warn, 'w') as f:
            for n in self.names:
                f.write('#ifdef %s\n#warning DEFINED %s\n#endif\n' % (n, n))
            f.write('kernel void k(global int *p) { p[0] = 1; }\n')
        self.probe = os.path.join(wd, 'probe.cl')
        write_probe(self.probe, self.names)

    def ocloc(self, dev, profile, std):
        """ocloc's names for dev at std (asked once a run: the two macro
        tests share the devices they both ask about)."""
        key = (dev, profile, std)
        with _probed_lock:
            lock = _probed_locks.setdefault(key, threading.Lock())
        with lock:
            if key not in _probed:
                _probed[key] = self._ocloc(dev, profile, std)
            return _probed[key]

    def _ocloc(self, dev, profile, std):
        r = run(['ocloc', 'compile', '-file', self.warn, '-device', dev, '-options', '-cl-std=' + std] +
                oracles.runtime_options(profile) + ['-out_dir', os.path.join(self.wd, 'out')],
                cwd=self.wd, timeout=120)
        o = set(re.findall(r'DEFINED (\w+)', r.out + r.err))
        # ocloc's own header does not build for pvc at CL3.0 (image
        # functions declared without __opencl_c_images), but the
        # #warnings come out all the same: ask only for those
        if '__OPENCL_C_VERSION__' not in o:
            raise Fail('ocloc -device %s %s: %s' % (dev, std, oracles.ocloc_errors(r.out + r.err)))
        return o

    def zocc(self, dev, std):
        z = run([self.ctx.zocc, '-E', self.probe, '-cl-std=' + std, '-device', dev], cwd=self.wd)
        if not z.ok:
            raise Fail('zocc -E -device %s: %s' % (dev, z.brief()))
        return {n for n, v in expansions(z.out).items() if v is not None}


def compare_macros(o, zz, dev, profile, std, bad, used):
    """The names only one of ocloc (o) and zocc (zz) defines for dev, each
    explained by an OCLOC_DIFFERENCES row for its profile or added to bad."""
    for n in sorted(o ^ zz):
        who = 'zocc' if n in zz else 'ocloc'
        row = _covered(OCLOC_DIFFERENCES, n, who, device=profile, std=std)
        if row:
            used.add(id(row))
        else:
            bad.append('%s on %s at %s: only %s defines it' % (n, dev, std, who))


def check_runtime_extensions(ctx):
    devices = profile_devices(ctx)
    missing = [d for d in devices if d not in oracles.RUNTIME_EXTENSIONS]
    if missing or len(devices) < 7:
        raise Fail('RUNTIME_EXTENSIONS lacks %s (support/target.c has %s)' % (missing, devices))
    return devices


def macros_ocloc(ctx):
    """Each profile's own device at the three versions."""
    if not os.path.exists(ctx.zocc):
        raise Fail('build/zocc does not exist')
    devices = check_runtime_extensions(ctx)
    m = OclocMacros(ctx, ctx.workdir('target/macros/ocloc'))
    bad, used = [], set()
    for dev in devices:
        for std in STDS:
            compare_macros(m.ocloc(dev, dev, std), m.zocc(dev, std), dev, dev, std, bad, used)
    if bad:
        raise Fail('%d unexplained difference(s): %s' % (len(bad), '; '.join(bad[:8])))
    check_stale(OCLOC_DIFFERENCES, used, OCLOC_NAMES_ONLY)
    return True, '%d macros, %d devices at %s' % (len(m.names), len(devices), ' '.join(STDS))


def macros_ocloc_names(ctx):
    """Every other name a profile lists, at CL3.0, where the devices differ
    most: each device (one per version `ocloc ids` gives; ocloc's other
    names for it are the same device) against its profile, and each family
    against what every device of it defines (ocloc builds a family name
    for each of its devices)."""
    if not os.path.exists(ctx.zocc):
        raise Fail('build/zocc does not exist')
    check_runtime_extensions(ctx)
    wd = ctx.workdir('target/macros/ocloc-names')
    m = OclocMacros(ctx, wd)
    std = 'CL3.0'
    names = device_names(ctx)
    ids = {n: ocloc_ids(n, wd) for n, _ in names}
    bad, used, seen, families = [], set(), {}, []
    for n, profile in names:
        if len(ids[n]) > 1:
            families.append((n, profile))
            continue
        key = ids[n][0] if ids[n] else n
        if key not in seen:
            seen[key] = (m.ocloc(n, profile, std), profile, n)
        o, p, first = seen[key]
        if p != profile:
            bad.append('%s is %s\'s device (%s) in ocloc, but zocc has it as %s' % (n, first, key, profile))
        compare_macros(o, m.zocc(n, std), n, profile, std, bad, used)
    for n, profile in families:
        members = [seen[v] for v in ids[n] if v in seen]
        if len(members) < 2:
            bad.append('family %s: ocloc ids gives %s, of which zocc knows %d' % (n, ' '.join(ids[n]), len(members)))
            continue
        common = set.intersection(*[o for o, _, _ in members])
        compare_macros(common, m.zocc(n, std), n, profile, std, bad, used)
    if bad:
        raise Fail('%d unexplained difference(s): %s' % (len(bad), '; '.join(bad[:8])))
    return True, '%d names: %d devices, %d families, at %s' % (len(names), len(seen), len(families), std)


def help_text(ctx):
    r = run([ctx.zocc, '--help'])
    text = ' '.join(r.out.split())
    want = ['default: any Level Zero device', 'the device that loads the module decides',
            'ze: portable, only what every Level Zero device must support',
            '(for -device NAME; without one, for any device)']
    missing = [w for w in want if w not in text]
    if r.code != 0 or missing:
        raise Fail('--help (exit %d) lacks: %s' % (r.code, '; '.join(missing)))
    return True, 'the default, devices and ze explained'


def verify_spellings(ctx):
    """zocc --verify takes the device as -device NAME and -device=NAME, as
    compiling does; without one it checks for any device."""
    wd = ctx.workdir('target/verify-device')
    src = os.path.join(wd, 'k.cl')
    with open(src, 'w') as f:
        f.write('kernel void k(global double *a) { a[0] *= 2.0; }\n')
    r = run([ctx.zocc, '-c', 'k.cl', '-o', 'k.spv'], cwd=wd)
    if not r.ok:
        raise Fail('compile: ' + r.brief())
    cases = [([], 0), (['-device', 'any'], 0), (['-device=any'], 0), (['-device', 'ze'], 1),
             (['-device=ze'], 1), (['-device=tgllp'], 1), (['-device', 'pvc'], 0), (['-device=skl'], 0)]
    for args, code in cases:
        r = run([ctx.zocc, '--verify', 'k.spv'] + args, cwd=wd)
        if r.code != code or (code and 'Float64' not in r.err):
            raise Fail('--verify %s: exit %d, expected %d: %s' % (' '.join(args), r.code, code, r.brief()))
    return True, '%d spellings' % len(cases)


def unroll_count(ctx):
    wd = ctx.workdir('target/unroll-count')
    src = os.path.join(ctx.tests, 'exec', 'unroll_hints.cl')
    out = {}
    for tag, opts, version in (('default', [], 0x10000), ('1.4', ['--spirv-max-version=1.4'], 0x10400)):
        spv = os.path.join(wd, tag + '.spv')
        r = run([ctx.zocc, '-c', src, '-o', spv] + opts, cwd=wd)
        if not r.ok:
            raise Fail('zocc %s: %s' % (' '.join(opts), r.brief()))
        w = oracles.words(spv)
        if w[1] != version:
            raise Fail('%s: SPIR-V version %#x, want %#x' % (tag, w[1], version))
        env = 'spv1.4' if version == 0x10400 else 'opencl2.2'
        v = run(['spirv-val', '--target-env', env, spv], cwd=wd)
        if not v.ok:
            raise Fail('%s: spirv-val --target-env %s: %s' % (tag, env, v.brief()))
        d = run(['spirv-dis', spv], cwd=wd)
        out[tag] = re.findall(r'OpLoopMerge %\w+ %\w+ (.*)', d.out)
        oracles.igc(spv, oracles.devices_for(w), wd)
    # for, while, do with counts 4, 2, 3; then DontUnroll and Unroll
    if out['1.4'] != ['PartialCount 4', 'PartialCount 2', 'PartialCount 3', 'DontUnroll', 'Unroll']:
        raise Fail('with 1.4: %s' % out['1.4'])
    if out['default'] != ['DontUnroll', 'Unroll']:
        raise Fail('by default: %s' % out['default'])
    return True, 'the count only in a 1.4 module'


def _func(name, fn):
    def wrapped():
        try:
            return fn()
        except Fail as f:
            return False, str(f)
        except Skip as s:
            return None, str(s)
    return FuncTest(name, wrapped)


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    tests = [DefaultTest(ctx, p) for p in sorted(glob.glob(os.path.join(ctx.tests, 'target', 'default', '*.cl')))]
    tests.append(_func('target/macros/clang', lambda: macros_clang(ctx)))
    tests.append(_func('target/macros/ocloc', lambda: macros_ocloc(ctx)))
    tests.append(_func('target/macros/ocloc-names', lambda: macros_ocloc_names(ctx)))
    tests.append(_func('target/help', lambda: help_text(ctx)))
    tests.append(_func('target/verify-device', lambda: verify_spellings(ctx)))
    tests.append(_func('target/unroll-count', lambda: unroll_count(ctx)))
    return tests
