"""tests/install — zocc as a user installs it and builds with it.

- exports-*: libzocc.so (and libzocc_ze.so) export exactly the functions
  their public headers declare (nm -D), nothing else; the libocloc drop-in
  exactly the three of ocloc_api.h (its data mark aside), soname libocloc.so.
- soname, link-shared: the shared library has its soname and version
  links, and a program linked against it (cc ... -lzocc) runs.
- layout, uninstall, prefix: `sh install.sh install` (what `ninja
  install` runs) with DESTDIR puts every file where the configured
  directories say, with the right modes and links; uninstall removes those
  files and nothing else; ./configure --prefix/--libdir move everything,
  pkg-config and CMake files included.
- pkg-config, pkg-config-static: zocc.pc's flags build and link link.c
  against the staged installation, shared, and static with --static (and
  without --static the static library does not link: Libs.private matters).
- repository: README.md at most 300 lines, its two commands those of
  .ci/run, the doc/ pages it names there, every citation of a doc/ page's
  section (the page, then the title in double quotes) naming a heading, and no tracked file pointing outside the
  repository (the team's notes, another checkout, an issue number, a path
  of a machine).
- configure-build-only: ./configure with only the build's tools on the PATH
  configures, names the tests' packages and `./configure --install-deps
  --tests`; --tests and --check-tests refuse with the packages; ninja test
  (its tests_missing edge) and tests/run.py say the same and stop.
- man-page: doc/zocc.1 renders without a warning and names every flag and
  device `zocc --help` prints (read at test time, so a new flag without its
  manual entry fails here).
- cmake-ninja, cmake-make, cmake-ninja-old-policies: examples/cmake built
  from the staged prefix with both generators (and with Ninja under a
  project's cmake_minimum_required(VERSION 3.10)): the kernels are embedded and the program reports
  them; the modules are the bytes `zocc` makes with the same options (a
  library of helpers, zocc_add_library, the bytes zocc --link
  -create-library makes of its sources, and the kernel linked with it those
  of zocc --link); a second build does nothing; touching a header rebuilds
  exactly the kernel that includes it; a comment added to that header
  makes the same module, and EMBED rewrites neither its C source nor its
  header, so nothing is compiled again (main.c.o, vadd_spv.c.o), while a
  code change rewrites and recompiles the embedded source; touching a
  library's source the library and the kernel linking it; a symbol missing from the library
  fails the build naming it, and a kernel with an error with zocc's
  file:line:col diagnostic in the output. (Ninja) A RelWithDebInfo build
  compiles with -g, a Release build without.
- cmake-version: find_package(zocc VERSION) accepts and refuses the right
  versions and defines the imported targets.
- ze-example: examples/ze built with its Makefile through pkg-config
  zocc_ze and run under the test Level Zero driver.

All of it runs against one staged installation (tests/lib/instlib.py).
"""

import filecmp
import os
import re
import shutil
import stat

import instlib
from rig import Fail, Skip, Test, run


def _check(cond, msg):
    if not cond:
        raise Fail(msg)


def _run_prog(cmd, env=None, cwd=None):
    """Runs a program linked against zocc; a sanitizer report fails."""
    r = run(cmd, env=env, cwd=cwd, timeout=120)
    san = r.sanitizer_report()
    if san:
        raise Fail('%s: %s' % (os.path.basename(cmd[0]), san))
    return r


def _expect_link_output(r, what):
    _check(r.ok, '%s: %s' % (what, r.brief()))
    _check(re.search(r'^version \d+\.\d+\.\d+$', r.out, re.M), '%s printed no version: %s' % (what, r.brief()))
    m = re.search(r'^words (\d+)$', r.out, re.M)
    _check(m and int(m.group(1)) > 20, '%s made no module: %s' % (what, r.brief()))
    _check('verify ok' in r.out, '%s: zocc_verify refused the module: %s' % (what, r.brief()))
    _check(re.search(r'^error 3:9$', r.out, re.M), '%s: no diagnostic at 3:9: %s' % (what, r.brief()))


class T(Test):
    def __init__(self, name, fn):
        self.name = 'install/' + name
        self.fn = fn

    def _run(self):
        return self.fn()


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    cfg_cache = {}

    def cfg():
        if 'c' not in cfg_cache:
            cfg_cache['c'] = instlib.config(ctx.root)
        return cfg_cache['c']

    def version():
        return cfg()['version']

    def sov():
        return cfg()['soversion']

    def need_ze():
        if not instlib.ze_built(ctx):
            raise Skip('libzocc_ze is not configured (Level Zero development files missing)')

    # --- the built libraries -------------------------------------------

    def exports(lib, header):
        def fn():
            path = os.path.join(ctx.build, lib)
            want = instlib.header_functions(os.path.join(ctx.root, 'include', header))
            got = instlib.exported(path)
            _check(len(want) >= 5, 'found only %d functions in %s' % (len(want), header))
            _check(got == want, '%s exports %s; %s declares %s (extra: %s; missing: %s)' % (
                lib, len(got), header, len(want), sorted(got - want)[:8], sorted(want - got)[:8]))
            return '%d functions' % len(got)
        return fn

    def exports_ocloc():
        # the API of Intel's ocloc_api.h (the header is C++ only; its three
        # functions), and the mark zocc tells the drop-in from Intel's by
        path = os.path.join(ctx.build, 'ocloc', 'libocloc.so')
        got = instlib.exported(path)
        want = {'oclocInvoke', 'oclocFreeOutput', 'oclocVersion'}
        if os.path.exists('/usr/include/ocloc_api.h'):
            with open('/usr/include/ocloc_api.h') as f:
                declared = set(re.findall(r'SIGNATURE (ocloc\w+)\(', f.read()))
            _check(declared == want, 'ocloc_api.h declares %s' % sorted(declared))
        _check(got == want | {'zocc_ocloc_dropin'}, 'ocloc/libocloc.so exports %s, not %s and the mark' % (
            sorted(got), sorted(want)))
        _check(instlib.soname(path) == 'libocloc.so', 'soname %s' % instlib.soname(path))
        return 'oclocInvoke, oclocFreeOutput, oclocVersion; soname libocloc.so'

    def exports_ze():
        need_ze()
        return exports('libzocc_ze.so', 'zocc_ze.h')()

    def soname_links():
        libs = ['libzocc']
        if instlib.ze_built(ctx):
            libs.append('libzocc_ze')
        for lib in libs:
            real = os.path.join(ctx.build, '%s.so.%s' % (lib, version()))
            _check(os.path.isfile(real) and not os.path.islink(real), '%s is not a file' % real)
            want = '%s.so.%s' % (lib, sov())
            _check(instlib.soname(real) == want, '%s: soname %s, expected %s' % (real, instlib.soname(real), want))
            for link in ('%s.so' % lib, want):
                p = os.path.join(ctx.build, link)
                _check(os.path.islink(p) and os.path.realpath(p) == os.path.realpath(real),
                       '%s does not link to %s' % (p, real))
        if instlib.ze_built(ctx):
            n = instlib.needed(os.path.join(ctx.build, 'libzocc_ze.so'))
            _check('libzocc.so.%s' % sov() in n and 'libze_loader.so.1' in n,
                   'libzocc_ze.so needs %s' % n)
            # it finds libzocc.so beside itself, wherever installed
            r = run(['readelf', '-d', os.path.join(ctx.build, 'libzocc_ze.so')])
            _check(re.search(r'\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[\$ORIGIN\]', r.out),
                   'libzocc_ze.so has no $ORIGIN run path')
        return 'sonames and links'

    def link_shared():
        wd = ctx.workdir('install/link-shared')
        exe = os.path.join(wd, 'link')
        r = run(instlib.cc(ctx) + ['-I' + os.path.join(ctx.root, 'include'),
                                   os.path.join(ctx.tests, 'install', 'link.c'), '-o', exe,
                                   '-L' + ctx.build, '-lzocc'] + instlib.ldflags(ctx))
        _check(r.ok, 'cc link.c -lzocc: %s' % r.brief())
        n = instlib.needed(exe)
        _check('libzocc.so.%s' % sov() in n, 'link needs %s, not libzocc.so.%s' % (n, sov()))
        _expect_link_output(_run_prog([exe], env={'LD_LIBRARY_PATH': ctx.build}), 'link')
        return 'linked against libzocc.so and ran'

    # --- the staged installation ---------------------------------------

    def expected_files(st):
        """(configured path, kind, what): kind 'file' (mode) or 'link' (target)."""
        v, s = version(), sov()
        out = [
            (st['bindir'] + '/zocc', 'file', 0o755),
            (st['bindir'] + '/zocc-igc', 'file', 0o755),
            (st['libdir'] + '/zocc-ocloc/libocloc.so', 'file', 0o755),
            (st['libdir'] + '/libzocc.a', 'file', 0o644),
            (st['libdir'] + '/libzocc.so.' + v, 'file', 0o755),
            (st['libdir'] + '/libzocc.so.' + s, 'link', 'libzocc.so.' + v),
            (st['libdir'] + '/libzocc.so', 'link', 'libzocc.so.' + s),
            (st['includedir'] + '/zocc.h', 'file', 0o644),
            (st['libdir'] + '/pkgconfig/zocc.pc', 'file', 0o644),
            (st['libdir'] + '/cmake/zocc/zoccConfig.cmake', 'file', 0o644),
            (st['libdir'] + '/cmake/zocc/zoccConfigVersion.cmake', 'file', 0o644),
            (st['libdir'] + '/cmake/zocc/zoccKernels.cmake', 'file', 0o644),
            (st['libdir'] + '/cmake/zocc/zoccEmbed.cmake', 'file', 0o644),
            (st['mandir'] + '/man1/zocc.1', 'file', 0o644),
        ]
        if instlib.ze_built(ctx):
            out += [
                (st['libdir'] + '/libzocc_ze.a', 'file', 0o644),
                (st['libdir'] + '/libzocc_ze.so.' + v, 'file', 0o755),
                (st['libdir'] + '/libzocc_ze.so.' + s, 'link', 'libzocc_ze.so.' + v),
                (st['libdir'] + '/libzocc_ze.so', 'link', 'libzocc_ze.so.' + s),
                (st['includedir'] + '/zocc_ze.h', 'file', 0o644),
                (st['libdir'] + '/pkgconfig/zocc_ze.pc', 'file', 0o644),
            ]
        return out

    def installed(dest):
        """Every file and link under dest, as configured paths."""
        out = set()
        for d, dirs, files in os.walk(dest):
            for f in files + [x for x in dirs if os.path.islink(os.path.join(d, x))]:
                out.add(os.path.join(d, f)[len(dest):])
        return out

    def check_tree(dest, files):
        for path, kind, what in files:
            p = dest + path
            if kind == 'link':
                _check(os.path.islink(p) and os.readlink(p) == what,
                       '%s is not a link to %s' % (path, what))
            else:
                _check(os.path.isfile(p) and not os.path.islink(p), '%s was not installed' % path)
                mode = stat.S_IMODE(os.stat(p).st_mode)
                _check(mode == what, '%s has mode %o, expected %o' % (path, mode, what))
        got = installed(dest)
        want = set(f[0] for f in files)
        _check(got == want, 'installed files differ: extra %s, missing %s' % (
            sorted(got - want)[:5], sorted(want - got)[:5]))

    def layout():
        st = instlib.stage(ctx)
        check_tree(st['dest'], expected_files(st))
        for h in ('zocc.h',) + (('zocc_ze.h',) if instlib.ze_built(ctx) else ()):
            _check(filecmp.cmp(os.path.join(ctx.root, 'include', h), st['p'](st['includedir']) + '/' + h,
                               shallow=False), 'the installed %s differs from include/%s' % (h, h))
        # the installed compiler works and is the built one
        wd = ctx.workdir('install/layout')
        a, b = os.path.join(wd, 'a.spv'), os.path.join(wd, 'b.spv')
        src = os.path.join(ctx.root, 'examples', 'vadd.cl')
        r1 = _run_prog([st['p'](st['bindir']) + '/zocc', '-c', src, '-o', a])
        r2 = _run_prog([ctx.zocc, '-c', src, '-o', b])
        _check(r1.ok and r2.ok and filecmp.cmp(a, b, shallow=False),
               'the installed zocc does not compile like build/zocc: %s' % r1.brief())
        # install.sh list names exactly what install wrote
        r = run(['sh', 'install.sh', 'list', 'config.ninja', ctx.build], cwd=ctx.root,
                env={'DESTDIR': st['dest']})
        listed = set(p[len(st['dest']):] for p in r.out.split())
        _check(installed(st['dest']) <= listed, 'install.sh list misses %s' % sorted(installed(st['dest']) - listed))
        return '%d files' % len(expected_files(st))

    def uninstall():
        wd = ctx.workdir('install/uninstall')
        dest = os.path.join(wd, 'dest')
        st = instlib.stage(ctx)
        # files zocc does not own, in zocc's directories
        others = [st['libdir'] + '/libother.so', st['includedir'] + '/other.h',
                  st['libdir'] + '/cmake/other/otherConfig.cmake', st['bindir'] + '/zocc-wrapper']
        for o in others:
            os.makedirs(os.path.dirname(dest + o), exist_ok=True)
            with open(dest + o, 'w') as f:
                f.write('not zocc\n')
        env = {'DESTDIR': dest}
        r = run(['sh', 'install.sh', 'install', 'config.ninja', ctx.build], cwd=ctx.root, env=env)
        _check(r.ok, 'install: %s' % r.brief())
        files = expected_files(st)
        _check(installed(dest) == set(f[0] for f in files) | set(others), 'install wrote other files')
        r = run(['sh', 'install.sh', 'uninstall', 'config.ninja', ctx.build], cwd=ctx.root, env=env)
        _check(r.ok, 'uninstall: %s' % r.brief())
        left = installed(dest)
        _check(left == set(others), 'after uninstall: left %s, removed %s' % (
            sorted(left - set(others))[:5], sorted(set(others) - left)))
        _check(not os.path.exists(dest + st['libdir'] + '/cmake/zocc'), 'lib/cmake/zocc is still there')
        # a second uninstall has nothing to do and does not fail
        r = run(['sh', 'install.sh', 'uninstall', 'config.ninja', ctx.build], cwd=ctx.root, env=env)
        _check(r.ok and installed(dest) == set(others), 'a second uninstall: %s' % r.brief())
        return 'removed %d files, kept %d others' % (len(files), len(others))

    def prefix():
        wd = ctx.workdir('install/prefix')
        conf = os.path.join(wd, 'conf')
        os.makedirs(conf)
        pre, lib = '/opt/zocc-test', '/opt/zocc-test/lib64'
        args = ['--prefix=' + pre, '--libdir=' + lib, '--no-test-deps']
        if not instlib.ze_built(ctx):
            args.append('--without-ze')
        r = run(['sh', os.path.join(ctx.root, 'configure')] + args, cwd=conf, timeout=120)
        _check(r.ok, './configure %s: %s' % (' '.join(args), r.brief()))
        c = instlib.config(conf)
        _check(c['prefix'] == pre and c['libdir'] == lib and c['bindir'] == pre + '/bin' and
               c['includedir'] == pre + '/include' and c['mandir'] == pre + '/share/man',
               'config.ninja: %s' % {k: c.get(k) for k in ('prefix', 'libdir', 'bindir', 'includedir', 'mandir')})
        dest = os.path.join(wd, 'dest')
        r = run(['sh', 'install.sh', 'install', os.path.join(conf, 'config.ninja'), ctx.build],
                cwd=ctx.root, env={'DESTDIR': dest})
        _check(r.ok, 'install: %s' % r.brief())
        st = {'prefix': pre, 'bindir': pre + '/bin', 'libdir': lib, 'includedir': pre + '/include',
              'mandir': pre + '/share/man'}
        check_tree(dest, expected_files(st))
        pc = open(dest + lib + '/pkgconfig/zocc.pc').read()
        _check(re.search(r'^prefix=/opt/zocc-test$', pc, re.M) and
               re.search(r'^libdir=\$\{prefix\}/lib64$', pc, re.M), 'zocc.pc: %s' % pc)
        cm = open(dest + lib + '/cmake/zocc/zoccConfig.cmake').read()
        _check('"${CMAKE_CURRENT_LIST_DIR}/../../.."' in cm and '"${_zocc_prefix}/lib64"' in cm,
               'zoccConfig.cmake does not find the prefix from its place in lib64/cmake/zocc')
        return 'installed under %s' % pre

    def pkg_config():
        st = instlib.stage(ctx)
        flags = instlib.pkg_config(ctx, st, ['--cflags', '--libs', 'zocc'])
        inc, libd = st['p'](st['includedir']), st['p'](st['libdir'])
        _check(flags == ['-I' + inc, '-L' + libd, '-lzocc'], 'pkg-config --cflags --libs zocc: %s' % flags)
        _check(instlib.pkg_config(ctx, st, ['--modversion', 'zocc']) == [version()], 'wrong --modversion')
        wd = ctx.workdir('install/pkg-config')
        exe = os.path.join(wd, 'link')
        r = run(instlib.cc(ctx) + [os.path.join(ctx.tests, 'install', 'link.c'), '-o', exe] + flags +
                instlib.ldflags(ctx))
        _check(r.ok, 'cc link.c $(pkg-config --cflags --libs zocc): %s' % r.brief())
        _check('libzocc.so.%s' % sov() in instlib.needed(exe), 'not linked against the shared library')
        _expect_link_output(_run_prog([exe], env={'LD_LIBRARY_PATH': libd}), 'link')
        return ' '.join(flags)

    def pkg_config_static():
        st = instlib.stage(ctx)
        wd = ctx.workdir('install/pkg-config-static')
        # an installation with the static library only, as a distribution's
        # -dev package without the .so would have: -lzocc finds libzocc.a
        pre = os.path.join(wd, 'prefix')
        os.makedirs(pre + '/lib/pkgconfig')
        os.makedirs(pre + '/include')
        shutil.copy(st['p'](st['libdir']) + '/libzocc.a', pre + '/lib/')
        shutil.copy(st['p'](st['includedir']) + '/zocc.h', pre + '/include/')
        pc = open(st['p'](st['libdir']) + '/pkgconfig/zocc.pc').read()
        pc = re.sub(r'^prefix=.*$', 'prefix=' + pre, pc, flags=re.M)
        pc = re.sub(r'^libdir=.*$', 'libdir=${prefix}/lib', pc, flags=re.M)
        pc = re.sub(r'^includedir=.*$', 'includedir=${prefix}/include', pc, flags=re.M)
        with open(pre + '/lib/pkgconfig/zocc.pc', 'w') as f:
            f.write(pc)
        env = {'PKG_CONFIG_PATH': pre + '/lib/pkgconfig'}

        def flags(static):
            r = run(['pkg-config', '--cflags', '--libs'] + (['--static'] if static else []) + ['zocc'], env=env)
            _check(r.ok, 'pkg-config: %s' % r.brief())
            return r.out.split()

        exe = os.path.join(wd, 'link')
        src = os.path.join(ctx.tests, 'install', 'link.c')
        r = run(instlib.cc(ctx) + [src, '-o', exe] + flags(False) + instlib.ldflags(ctx))
        _check(not r.ok and 'undefined reference' in r.err,
               'libzocc.a linked without Libs.private, so the test proves nothing: %s' % r.brief())
        fl = flags(True)
        _check('-ltree-sitter' in fl and '-lm' in fl, 'pkg-config --static --libs zocc: %s' % fl)
        r = run(instlib.cc(ctx) + [src, '-o', exe] + fl + instlib.ldflags(ctx))
        _check(r.ok, 'cc link.c $(pkg-config --static --cflags --libs zocc): %s' % r.brief())
        _check(not any(n.startswith('libzocc') for n in instlib.needed(exe)), 'linked against a shared libzocc')
        _expect_link_output(_run_prog([exe]), 'static link')
        return ' '.join(fl)

    def man_page():
        instlib.need_tool('groff')
        man = os.path.join(ctx.root, 'doc', 'zocc.1')
        r = run(['groff', '-mandoc', '-ww', '-Tutf8', '-P-cbou', man], env={'LC_ALL': 'C.UTF-8'})
        _check(r.ok and not r.err.strip(), 'groff: %s' % (r.err.strip().splitlines() or [r.brief()])[0])
        text = r.out
        h = run([ctx.zocc, '--help'])
        _check(h.ok and h.out, 'zocc --help: %s' % h.brief())
        # every flag --help names (-c, -MD, -cl-std, --spirv-max-version,
        # -cl-fast-relaxed-math, ...; not the '-name' of '-cl-ext=+name,-name')
        # is described in the OPTIONS section
        flag = r'(?<![\w+,=-])(--?[A-Za-z][\w-]*)'
        flags = set(re.findall(flag, h.out))
        _check(len(flags) >= 20, 'found only %d flags in zocc --help' % len(flags))
        m = re.search(r'^OPTIONS$(.*?)^[A-Z][A-Z ]+$', text, re.M | re.S)
        _check(m, 'zocc.1 has no OPTIONS section')
        words = set(re.findall(flag, m.group(1)))
        missing = sorted(f for f in flags if f not in words)
        _check(not missing, 'the OPTIONS of zocc.1 do not describe %s' % missing)
        # every device name zocc knows (the list its error for an unknown one gives)
        d = run([ctx.zocc, '-device', 'no-such-device', '-c', os.path.join(ctx.root, 'examples', 'vadd.cl'),
                 '-o', '/dev/null'])
        m = re.search(r'known devices: ([^)]*)\)', d.err)
        _check(m, 'no list of devices in: %s' % d.brief())
        devices = [x.strip() for x in m.group(1).split(',')]
        missing = [x for x in devices if not re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(x), text)]
        _check(not missing, 'zocc.1 does not name the devices %s' % missing)
        for section in ('NAME', 'SYNOPSIS', 'DESCRIPTION', 'OPTIONS', 'DEVICES', 'EXIT STATUS',
                        'ENVIRONMENT', 'EXAMPLES', 'SEE ALSO'):
            _check(re.search(r'^%s$' % section, text, re.M), 'zocc.1 has no %s section' % section)
        for code in ('0', '1', '2', '3'):
            _check(re.search(r'^\s+%s\s+\S' % code, text, re.M), 'zocc.1 does not explain exit status %s' % code)
        return '%d flags, %d devices' % (len(flags), len(devices))

    # --- CMake ----------------------------------------------------------

    def cmake_example(generator, tag, minimum=None):
        def fn():
            instlib.need_tool('cmake')
            if generator == 'Unix Makefiles':
                instlib.need_tool('make')
            st = instlib.stage(ctx)
            wd = ctx.workdir('install/cmake-' + tag)
            src, bld = os.path.join(wd, 'src'), os.path.join(wd, 'build')
            shutil.copytree(os.path.join(ctx.root, 'examples', 'cmake'), src)
            if minimum:
                # a project that asks for an older CMake gets the old
                # policies, CMP0116 (depfiles with Ninja) among them
                lists = os.path.join(src, 'CMakeLists.txt')
                text = open(lists).read()
                _check('cmake_minimum_required(VERSION 3.20)' in text, 'examples/cmake/CMakeLists.txt changed')
                with open(lists, 'w') as f:
                    f.write(text.replace('cmake_minimum_required(VERSION 3.20)',
                                         'cmake_minimum_required(VERSION %s)' % minimum))
            ld = ' '.join(instlib.ldflags(ctx))
            r = run(['cmake', '-S', src, '-B', bld, '-G', generator,
                     '-DCMAKE_PREFIX_PATH=' + st['p'](st['prefix']),
                     '-DCMAKE_EXE_LINKER_FLAGS=' + ld], timeout=180)
            _check(r.ok, 'cmake configure: %s' % r.brief(6))

            def build():
                return run(['cmake', '--build', bld], timeout=300)

            r = build()
            _check(r.ok, 'cmake --build: %s' % r.brief(8))
            kd = os.path.join(bld, 'kernel_info_kernels')
            spv = {k: os.path.join(kd, k + '.spv') for k in ('vadd', 'scale', 'blend')}
            libspv = os.path.join(bld, 'helpers_library', 'helpers.spv')
            # the modules are what zocc makes with the options zocc_add_kernels passed
            for k, inc in (('vadd', True), ('scale', False)):
                ref = os.path.join(wd, k + '.ref.spv')
                cmd = [ctx.zocc, '-c', os.path.join(src, 'kernels', k + '.cl'), '-o', ref,
                       '-I' + os.path.join(src, 'include'), '-DSCALE=3.0f', '-cl-std=CL2.0', '-Werror']
                rr = _run_prog(cmd)
                _check(rr.ok and filecmp.cmp(ref, spv[k], shallow=False),
                       '%s.spv is not what zocc makes with the example\'s options' % k)
            # the library: its sources compiled one by one and joined; blend
            # compiled alone and linked with it
            hopts = ['-I' + os.path.join(src, 'helpers'), '-cl-std=CL2.0', '-Werror', '-Wno-undefined-import']
            objs = []
            for h in ('lerp', 'weights', 'blend'):
                o = os.path.join(wd, h + '.o.ref.spv')
                d = 'kernels' if h == 'blend' else 'helpers'
                _check(_run_prog([ctx.zocc, '-c', os.path.join(src, d, h + '.cl'), '-o', o] + hopts).ok,
                       'zocc -c %s.cl' % h)
                objs.append(o)
            href = os.path.join(wd, 'helpers.ref.spv')
            bref = os.path.join(wd, 'blend.ref.spv')
            _check(_run_prog([ctx.zocc, '--link', '-create-library'] + objs[:2] + ['-o', href]).ok,
                   'zocc --link -create-library of the helpers')
            _check(_run_prog([ctx.zocc, '--link', objs[2], href, '-o', bref]).ok, 'zocc --link of blend')
            _check(filecmp.cmp(href, libspv, shallow=False),
                   'helpers.spv is not what zocc --link -create-library makes of the helpers')
            _check(filecmp.cmp(bref, spv['blend'], shallow=False),
                   'blend.spv is not what zocc --link makes of blend.cl and the helpers library')
            # the program reports its embedded kernels
            exe = os.path.join(bld, 'kernel_info')
            r = _run_prog([exe])
            _check(r.ok, 'kernel_info: %s' % r.brief())
            for k in ('vadd', 'scale', 'blend'):
                size = os.path.getsize(spv[k])
                _check(re.search(r'^%s\.spv: %d bytes, %d words, SPIR-V 1\.\d, valid for Level Zero$' % (
                    k, size, size // 4), r.out, re.M), 'kernel_info on %s.spv (%d bytes): %s' % (k, size, r.brief(8)))
            eps = re.findall(r'^  entry point: (\w+)$', r.out, re.M)
            _check(eps == ['vadd', 'scale', 'scale_offset', 'blend'], 'entry points %s' % eps)
            if tag == 'ninja':
                # the configurations with debug information compile with -g
                for bt, g in (('RelWithDebInfo', True), ('Release', False)):
                    b2 = os.path.join(wd, 'build-' + bt)
                    r = run(['cmake', '-S', src, '-B', b2, '-G', generator, '-DCMAKE_BUILD_TYPE=' + bt,
                             '-DCMAKE_PREFIX_PATH=' + st['p'](st['prefix']),
                             '-DCMAKE_EXE_LINKER_FLAGS=' + ld], timeout=180)
                    _check(r.ok, 'cmake configure (%s): %s' % (bt, r.brief(6)))
                    r = run(['cmake', '--build', b2], timeout=300)
                    _check(r.ok, 'cmake --build (%s): %s' % (bt, r.brief(8)))
                    ref = os.path.join(wd, 'scale.%s.spv' % bt)
                    cmd = [ctx.zocc, '-c', os.path.join(src, 'kernels', 'scale.cl'), '-o', ref,
                           '-I' + os.path.join(src, 'include'), '-DSCALE=3.0f', '-cl-std=CL2.0',
                           '-Werror'] + (['-g'] if g else [])
                    rr = _run_prog(cmd)
                    _check(rr.ok and filecmp.cmp(ref, os.path.join(b2, 'kernel_info_kernels', 'scale.spv'),
                                                 shallow=False),
                           'scale.spv of %s is not what zocc%s makes' % (bt, ' -g' if g else ''))
            # nothing to do the second time
            before = {k: os.stat(p).st_mtime_ns for k, p in spv.items()}
            r = build()
            _check(r.ok and {k: os.stat(p).st_mtime_ns for k, p in spv.items()} == before,
                   'a second build rebuilt kernels: %s' % r.brief(6))
            # a header edit rebuilds the kernel that includes it, only that one
            hdr = os.path.join(src, 'include', 'common.h')
            t = max(before.values()) + 1000000
            os.utime(hdr, ns=(t, t))
            r = build()
            after = {k: os.stat(p).st_mtime_ns for k, p in spv.items()}
            _check(r.ok, 'rebuild after touching common.h: %s' % r.brief(6))
            _check(after['vadd'] != before['vadd'], 'touching common.h did not rebuild vadd.spv')
            _check(after['scale'] == before['scale'], 'touching common.h rebuilt scale.spv, which does not include it')
            _check(after['blend'] == before['blend'], 'touching common.h rebuilt blend.spv, which does not include it')
            _check(_run_prog([exe]).ok, 'kernel_info after the rebuild')
            # a comment added to the header: vadd.spv is made again, into the
            # same bytes, and EMBED leaves vadd_spv.c and vadd_spv.h alone, so
            # the C file that includes the header is not compiled again
            def mtimes(names):
                found = {}
                for d, _, files in os.walk(bld):
                    for n in names:
                        if n in files:
                            found[n] = os.stat(os.path.join(d, n)).st_mtime_ns
                _check(sorted(found) == sorted(names), 'the build has no %s' % sorted(set(names) - set(found)))
                return found
            watched = ['main.c.o', 'vadd_spv.c.o', 'vadd_spv.c', 'vadd_spv.h']
            w1 = mtimes(watched)
            with open(hdr, 'a') as f:
                f.write('/* a comment that changes no code */\n')
            t = max(list(after.values()) + list(w1.values())) + 1000000
            os.utime(hdr, ns=(t, t))
            r = build()
            _check(r.ok, 'rebuild after a comment in common.h: %s' % r.brief(6))
            _check(os.stat(spv['vadd']).st_mtime_ns != after['vadd'], 'a comment in common.h did not rebuild vadd.spv')
            w2 = mtimes(watched)
            _check(w2 == w1, 'a comment in common.h, the same module: %s rewritten or recompiled' %
                   sorted(k for k in watched if w2[k] != w1[k]))
            # a change of code: the module's bytes change, and so do the
            # embedded source and its object
            vsrc = os.path.join(src, 'kernels', 'vadd.cl')
            with open(vsrc) as f:
                good_vadd = f.read()
            with open(vsrc, 'w') as f:
                f.write(good_vadd.replace('c[i] = a[i] + b[i];', 'c[i] = a[i] + b[i] * 2.0f;'))
            t = max(list(w2.values()) + [os.stat(p).st_mtime_ns for p in spv.values()]) + 1000000
            os.utime(vsrc, ns=(t, t))
            r = build()
            _check(r.ok, 'rebuild after editing vadd.cl: %s' % r.brief(6))
            w3 = mtimes(watched)
            _check(w3['vadd_spv.c'] != w2['vadd_spv.c'] and w3['vadd_spv.c.o'] != w2['vadd_spv.c.o'],
                   'vadd.cl edited, another module: vadd_spv.c not rewritten or not recompiled')
            with open(vsrc, 'w') as f:
                f.write(good_vadd)
            _check(build().ok, 'the build with vadd.cl restored')
            after['vadd'] = os.stat(spv['vadd']).st_mtime_ns
            # a library source edited: the library and the module linking it
            # are rebuilt, nothing else
            lerp = os.path.join(src, 'helpers', 'lerp.cl')
            lib_before = os.stat(libspv).st_mtime_ns
            t = max(list(after.values()) + [lib_before]) + 1000000
            os.utime(lerp, ns=(t, t))
            r = build()
            again = {k: os.stat(p).st_mtime_ns for k, p in spv.items()}
            _check(r.ok, 'rebuild after touching helpers/lerp.cl: %s' % r.brief(6))
            _check(os.stat(libspv).st_mtime_ns != lib_before, 'touching lerp.cl did not rebuild helpers.spv')
            _check(again['blend'] != after['blend'], 'touching lerp.cl did not rebuild blend.spv, which links it')
            _check(again['vadd'] == after['vadd'] and again['scale'] == after['scale'],
                   'touching lerp.cl rebuilt vadd.spv or scale.spv, which do not link the library')
            # a symbol the library no longer defines: the link fails naming it
            with open(lerp) as f:
                good_lerp = f.read()
            with open(lerp, 'w') as f:
                f.write(good_lerp.replace('float lerp(', 'float lerp_renamed('))
            r = build()
            _check(not r.ok and "unresolved import: function 'lerp'" in r.out + r.err,
                   'the build with lerp renamed in the library: %s' % r.brief(8))
            with open(lerp, 'w') as f:
                f.write(good_lerp)
            _check(build().ok, 'the build with lerp.cl restored')
            # an error: the build fails with zocc's diagnostic, file:line:col
            scale = os.path.join(src, 'kernels', 'scale.cl')
            with open(scale) as f:
                lines = f.read().split('\n')
            _check(lines[3].strip() == 'x[get_global_id(0)] *= SCALE;', 'examples/cmake/kernels/scale.cl changed: '
                   'line 4 is %r' % lines[3])
            lines[3] = '\tx[get_global_id(0)] *= SCALE + undeclared_thing;'
            col = lines[3].index('undeclared_thing') + 1
            with open(scale, 'w') as f:
                f.write('\n'.join(lines))
            r = build()
            out = r.out + r.err
            _check(not r.ok, 'the build succeeded with an error in scale.cl')
            diag = "%s:4:%d: error: use of undeclared identifier 'undeclared_thing'" % (scale, col)
            _check(diag in out, 'the build output lacks zocc\'s diagnostic %r: %s' % (diag, r.brief(8)))
            return 'built, embedded, rebuilt exactly, failed with the diagnostic%s' % (
                '; -g in RelWithDebInfo, not in Release' if tag == 'ninja' else '')
        return fn

    def cmake_version():
        instlib.need_tool('cmake')
        st = instlib.stage(ctx)
        wd = ctx.workdir('install/cmake-version')
        src = os.path.join(wd, 'src')
        os.makedirs(src)
        with open(os.path.join(src, 'CMakeLists.txt'), 'w') as f:
            f.write('cmake_minimum_required(VERSION 3.20)\n'
                    'project(v LANGUAGES ${LANGS})\n'
                    'find_package(zocc ${REQ} REQUIRED)\n'
                    'foreach(t zocc::zocc zocc::zocc_static zocc::compiler zocc::zocc_ze)\n'
                    '  if(TARGET ${t})\n'
                    '    get_target_property(loc ${t} IMPORTED_LOCATION)\n'
                    '    message(STATUS "target ${t} ${loc}")\n'
                    '  endif()\n'
                    'endforeach()\n'
                    'message(STATUS "zocc_VERSION=${zocc_VERSION} zocc_ZE_FOUND=${zocc_ZE_FOUND}")\n')
        results = {}
        for req in ('0.1', '0.1.0', '0', '0.0.5', '0.2', '1.0'):
            bld = os.path.join(wd, 'b' + req)
            # C for the one whose targets are looked at: zocc::zocc_ze finds
            # the Level Zero loader in the compiler's library directories
            langs = 'C' if req == '0.1' else 'NONE'
            r = run(['cmake', '-S', src, '-B', bld, '-DREQ=' + req, '-DLANGS=' + langs,
                     '-DCMAKE_PREFIX_PATH=' + st['p'](st['prefix'])], timeout=120)
            results[req] = r
        v = version()
        ok = {req: results[req].ok for req in results}
        want = {'0.1': True, '0.1.0': True, '0': True, '0.0.5': False, '0.2': False, '1.0': False}
        _check(ok == want, 'find_package(zocc VERSION) accepted %s' % ok)
        out = results['0.1'].out
        _check('zocc_VERSION=%s' % v in out, 'zocc_VERSION: %s' % out[-300:])
        lib = st['p'](st['libdir'])
        targets = dict(re.findall(r'-- target (\S+) (\S+)', out))
        want_t = {'zocc::zocc': lib + '/libzocc.so.' + v, 'zocc::zocc_static': lib + '/libzocc.a',
                  'zocc::compiler': st['p'](st['bindir']) + '/zocc'}
        if instlib.ze_built(ctx):
            want_t['zocc::zocc_ze'] = lib + '/libzocc_ze.so.' + v
        _check(targets == want_t, 'imported targets %s, expected %s' % (targets, want_t))
        _check(('zocc_ZE_FOUND=%s' % ('TRUE' if instlib.ze_built(ctx) else 'FALSE')) in out, 'zocc_ZE_FOUND')
        return '%d targets' % len(targets)

    def ze_example():
        need_ze()
        instlib.need_tool('make')
        st = instlib.stage(ctx)
        wd = ctx.workdir('install/ze-example')
        src = os.path.join(wd, 'ze')
        shutil.copytree(os.path.join(ctx.root, 'examples', 'ze'), src)
        lib = st['p'](st['libdir'])
        pc = 'pkg-config --define-variable=prefix=' + st['p'](st['prefix'])
        r = run(['make', '-C', src, 'PKG_CONFIG=' + pc, 'LDFLAGS=' + ' '.join(instlib.ldflags(ctx))],
                env={'PKG_CONFIG_PATH': lib + '/pkgconfig'}, timeout=120)
        _check(r.ok, 'make -C examples/ze: %s' % r.brief(6))
        exe = os.path.join(src, 'saxpy')
        n = instlib.needed(exe)
        _check('libzocc_ze.so.%s' % sov() in n and 'libze_loader.so.1' in n, 'saxpy needs %s' % n)
        env = {'LD_LIBRARY_PATH': lib, 'ZE_ENABLE_ALT_DRIVERS': ctx.tool('libzocc_testdriver.so'),
               'ZE_ENABLE_VALIDATION_LAYER': '1', 'ZE_ENABLE_PARAMETER_VALIDATION': '1'}
        r = _run_prog([exe], env=env)
        _check(r.ok, 'saxpy: %s' % r.brief())
        for line in ('device: zocc test driver: tgllp-like (no fp64)', 'module created', 'kernel created: saxpy',
                     'saxpy: this device cannot run kernels (zeCommandQueueCreate: '
                     'ZE_RESULT_ERROR_UNSUPPORTED_FEATURE); stopping after module and kernel creation'):
            _check(line in r.out.splitlines(), 'saxpy did not print %r: %s' % (line, r.brief(6)))
        # with no driver at all (a machine without a GPU): a clear message
        env['ZE_ENABLE_ALT_DRIVERS'] = os.path.join(wd, 'no-such-driver.so')
        r = _run_prog([exe], env=env)
        _check(r.ok and 'saxpy: no Level Zero GPU driver on this machine' in r.out,
               'saxpy without a driver: %s' % r.brief())
        return 'module and kernel created through pkg-config zocc_ze'

    def configure_build_only():
        """./configure on a machine with the build's tools only (a PATH
        without the test toolchain's commands: clang-15, llvm-spirv-15,
        ocloc, spirv-val, pkg-config, cmake, make, groff, localedef):
        it configures, says what the tests need and the command that
        installs it; --tests refuses naming the packages; ninja test's
        tests_missing and tests/run.py say the same and stop."""
        wd = ctx.workdir('install/configure-build-only')
        fake = os.path.join(wd, 'bin')
        os.mkdir(fake)
        for tool in ('sh', 'cc', 'gcc', 'as', 'ld', 'ar', 'nm', 'ninja', 'python3', 'sed', 'mktemp', 'rm', 'cat',
                     'sort', 'id', 'dirname', 'printf', 'echo', 'uname', 'tr', 'env'):
            path = shutil.which(tool)
            if path:
                os.symlink(path, os.path.join(fake, tool))
        src = os.path.join(wd, 'src')
        # the files configure, ninja's test edges and run.py read
        for d, _, files in os.walk(ctx.root):
            rel = os.path.relpath(d, ctx.root)
            if rel.split(os.sep)[0] in ('build', '.git', 'node_modules') or rel.startswith('build-'):
                continue
            for f in files:
                if f in ('configure', 'build.ninja', 'files.ninja', 'zocc.h', 'run.py', 'rig.py'):
                    os.makedirs(os.path.join(src, rel), exist_ok=True)
                    shutil.copy2(os.path.join(d, f), os.path.join(src, rel, f))
        env = {'PATH': fake}
        r = run(['sh', 'configure'], cwd=src, env=env, timeout=120)
        _check(r.ok, './configure with the build tools only: %s' % r.brief(6))
        m = re.search(r'^configure: the tests need more Debian packages \(([^)]*)\): '
                      r'\./configure --install-deps --tests$', r.out, re.M)
        _check(m, './configure did not say what the tests need: %s' % r.out)
        need = m.group(1).split()
        for pkg in ('clang-15', 'llvm-spirv-15', 'intel-opencl-icd', 'cmake', 'pkg-config'):
            _check(pkg in need, '%s is not among what the tests need: %s' % (pkg, need))
        with open(os.path.join(src, 'config.ninja')) as f:
            _check(re.search(r'^test_tools = tests_missing$', f.read(), re.M), 'config.ninja: test_tools is not tests_missing')
        r = run(['sh', 'configure', '--tests'], cwd=src, env=env, timeout=120)
        _check(r.code == 1 and 'configure: missing Debian packages: %s\n' % ' '.join(need) in r.err and
               'configure: or run: ./configure --install-deps --tests\n' in r.err, './configure --tests: %s' % r.brief(6))
        said = ('configure: the tests need Debian packages that are not installed: %s\n'
                'configure: install them with: ./configure --install-deps --tests && ninja test\n' % ' '.join(need))
        r = run(['sh', 'configure', '--check-tests'], cwd=src, env=env, timeout=60)
        _check(r.code == 1 and r.err == said, './configure --check-tests: %r' % r.err)
        q = run(['ninja', '-t', 'query', 'test'], cwd=src, env=env, timeout=60)
        _check(q.ok and re.search(r'^\s+\|\s*tests_missing$', q.out, re.M), 'ninja test does not need tests_missing: %s' % q.out)
        r = run(['ninja', 'tests_missing'], cwd=src, env=env, timeout=60)
        _check(r.code == 1 and said in r.out + r.err, 'ninja tests_missing: %s' % r.brief(6))
        r = run(['python3', os.path.join(src, 'tests', 'run.py'), 'driver/usage'], cwd=src, env=env, timeout=60)
        _check(r.code == 2 and r.err.startswith('run.py: the tests need Debian packages that are not installed: '),
               'tests/run.py: %s' % r.brief(6))
        return 'configured; the tests need %s' % ' '.join(need)

    def repository():
        """What a clone holds explains itself: README.md is at most 300
        lines and its two commands are the ones .ci/run runs; every doc/
        page it names exists, and every citation of a section of a doc/
        page (the page, then the heading's title in double quotes) names a
        heading there; no tracked file
        points outside the repository (the team's notes, another checkout,
        an issue number, a path of a machine)."""
        root = ctx.root
        with open(os.path.join(root, 'README.md'), encoding='utf-8') as f:
            readme = f.read()
        n = readme.count('\n')
        _check(n <= 300, 'README.md has %d lines (at most 300)' % n)
        blocks = re.findall(r'^```sh\n(.*?)^```', readme, re.M | re.S)
        _check(len(blocks) >= 2, 'README.md has no two sh blocks')
        build, test = (b.strip() for b in blocks[:2])
        with open(os.path.join(root, '.ci', 'run'), encoding='utf-8') as f:
            ci = f.read()
        _check("BUILD='%s'" % build in ci and "TEST='%s'" % test in ci,
               '.ci/run does not run the README\'s commands %r and %r' % (build, test))
        _check('./configure --install-deps --tests' in test and 'ninja test' in test and '--tests' not in build,
               'the README\'s commands: %r, %r' % (build, test))
        for page in sorted(set(re.findall(r'\bdoc/[\w.]+\.(?:md|1)\b', readme))):
            _check(os.path.isfile(os.path.join(root, page)), 'README.md names %s, which does not exist' % page)
        files = run(['git', 'ls-files'], cwd=root).out.split('\n')
        if not any(files):
            raise Skip('not a git checkout')
        outside = re.compile('|'.join([
            'DESIGN' + r'\.md', r'\.\./' + 'shared', r'(?<![\w./-])/(?:' + 'work|home|root|mnt' + ')/',
            r'\b[Ii]ssues? #?[0-9]', r'\bdecisions? [0-9]', '\u00a7', 'fuzz-' + 'findings', 'STYLE' + r'\.md']))
        cite = re.compile(r'(doc/\w+\.md), "([^"]+)"')
        heads = {}
        bad, cites = [], 0
        for rel in files:
            path = os.path.join(root, rel)
            if not rel or rel.startswith('frontend/grammar/src/') or not os.path.isfile(path):
                continue
            with open(path, 'rb') as f:
                data = f.read()
            if b'\0' in data:
                continue
            text = data.decode('utf-8', 'replace')
            for m in outside.finditer(text):
                line = text.count('\n', 0, m.start()) + 1
                bad.append('%s:%d: %r' % (rel, line, text.splitlines()[line - 1].strip()[:100]))
            flat = re.sub(r'\n\s*(?:\*|//|#|;|--)?\s*', ' ', text)
            for m in cite.finditer(flat):
                page, title = m.group(1), ' '.join(m.group(2).split())
                if page not in heads:
                    try:
                        with open(os.path.join(root, page), encoding='utf-8') as f:
                            heads[page] = set(h.strip() for h in re.findall(r'^#+ (.*)$', f.read(), re.M))
                    except OSError:
                        heads[page] = set()
                cites += 1
                if title not in heads[page]:
                    bad.append('%s: cites %s, "%s", which has no such heading' % (rel, page, title))
        _check(not bad, '%d places point outside the repository or nowhere: %s' % (len(bad), '; '.join(bad[:6])))
        _check(cites >= 5, 'only %d citations of doc/ headings found: the scan is broken' % cites)
        return '%d files, %d citations, README %d lines' % (len(files), cites, n)

    tests = [
        ('repository', repository),
        ('configure-build-only', configure_build_only),
        ('exports-libzocc', exports('libzocc.so', 'zocc.h')),
        ('exports-libzocc_ze', exports_ze),
        ('exports-libocloc', exports_ocloc),
        ('soname', soname_links),
        ('link-shared', link_shared),
        ('layout', layout),
        ('uninstall', uninstall),
        ('prefix', prefix),
        ('pkg-config', pkg_config),
        ('pkg-config-static', pkg_config_static),
        ('man-page', man_page),
        ('cmake-ninja', cmake_example('Ninja', 'ninja')),
        ('cmake-make', cmake_example('Unix Makefiles', 'make')),
        ('cmake-ninja-old-policies', cmake_example('Ninja', 'ninja-old-policies', '3.10')),
        ('cmake-version', cmake_version),
        ('ze-example', ze_example),
    ]
    return [T(n, f) for n, f in tests]
