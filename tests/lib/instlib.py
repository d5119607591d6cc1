"""instlib.py — what tests/install and tests/ze share: the configuration
./configure wrote (config.ninja), one staged installation of the build made
once per run, and compiling a small C program the way a user would.

The staged installation is `DESTDIR=STAGE sh install.sh install config.ninja
BUILD`, exactly the command `ninja install` runs, into
build/tests/work/install-stage: the files land under STAGE + PREFIX (the
configured prefix, /usr/local by default).  The CMake package finds its
prefix from its own location and pkg-config takes --define-variable=prefix=,
so both work from the stage as from a real installation.

Sanitizer builds (./configure --sanitize): the libraries are instrumented,
so every program linked against them here is linked with config.ninja's
ldflags (the -fsanitize flags) too, and a sanitizer report from such a
program (a leak included) fails its test.  The Level Zero loader and its
validation layer run inside those processes and leak nothing; IGC runs in
a process of its own (tests/ze/ocloc_build.c).
"""

import os
import re
import shlex
import threading

from rig import Fail, Skip, run

_lock = threading.Lock()
_stage = {}


def config(root):
    """config.ninja's variables as a dict (values unexpanded)."""
    path = os.path.join(root, 'config.ninja')
    if not os.path.exists(path):
        raise Fail('no config.ninja (run ./configure)')
    out = {}
    with open(path) as f:
        for line in f:
            m = re.match(r'^([A-Za-z_][A-Za-z0-9_]*) = ?(.*?)\s*$', line)
            if m:
                out[m.group(1)] = m.group(2)
    return out


def ze_built(ctx):
    """Whether this configuration builds libzocc_ze."""
    return config(ctx.root).get('ze') == 'yes'


def cc(ctx):
    """The C compiler, as configured."""
    return shlex.split(config(ctx.root).get('cc', 'cc'))


def ldflags(ctx):
    """The link flags a program linked against this build's libraries needs
    beyond -l: the sanitizer flags of a --sanitize build, else nothing."""
    return shlex.split(config(ctx.root).get('ldflags', ''))


def stage(ctx):
    """The staged installation (made on first use): a dict with dest (the
    DESTDIR), prefix, bindir, libdir, includedir, mandir as configured, and
    p(dir) giving the staged path of a configured directory."""
    with _lock:
        if 'error' in _stage:
            raise Fail(_stage['error'])
        if 'dest' not in _stage:
            cfg = config(ctx.root)
            top = os.path.join(ctx.build, 'tests', 'work', 'install-stage')
            dest = os.path.join(top, 'dest')
            run(['rm', '-rf', top])
            os.makedirs(top)
            r = run(['sh', 'install.sh', 'install', 'config.ninja', ctx.build], cwd=ctx.root,
                    env={'DESTDIR': dest}, timeout=120)
            if not r.ok:
                _stage['error'] = 'DESTDIR=%s sh install.sh install failed: %s' % (dest, r.brief())
                raise Fail(_stage['error'])
            _stage.update({k: cfg[k] for k in ('prefix', 'bindir', 'libdir', 'includedir', 'mandir')})
            _stage['dest'] = dest
            _stage['top'] = top
            _stage['log'] = r.out
        s = dict(_stage)
    s['p'] = lambda d, dest=s['dest']: dest + d
    return s


def pkg_config(ctx, st, args):
    """pkg-config ARGS against the stage: a list of words."""
    env = {'PKG_CONFIG_PATH': st['p'](st['libdir']) + '/pkgconfig'}
    r = run(['pkg-config', '--define-variable=prefix=' + st['p'](st['prefix'])] + args, env=env)
    if not r.ok:
        raise Fail('pkg-config %s: %s' % (' '.join(args), r.brief()))
    return r.out.split()


def needed(path):
    """The shared libraries an ELF file names (DT_NEEDED)."""
    r = run(['readelf', '-d', path])
    if not r.ok:
        raise Fail('readelf -d %s: %s' % (path, r.brief()))
    return re.findall(r'\(NEEDED\)\s+Shared library: \[([^\]]+)\]', r.out)


def soname(path):
    r = run(['readelf', '-d', path])
    m = re.search(r'\(SONAME\)\s+Library soname: \[([^\]]+)\]', r.out)
    return m.group(1) if m else None


def header_functions(path):
    """The function names a public header declares: identifiers followed by
    '(' on declaration lines, outside comments."""
    text = open(path).read()
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'//[^\n]*', ' ', text)
    text = re.sub(r'^\s*#.*$', ' ', text, flags=re.M)
    return set(re.findall(r'\b(zocc_\w+)\s*\(', text))


def exported(path):
    """The functions and data a shared library exports (nm -D --defined-only)."""
    r = run(['nm', '-D', '--defined-only', path])
    if not r.ok:
        raise Fail('nm -D %s: %s' % (path, r.brief()))
    names = set()
    for line in r.out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] not in ('A',):
            names.add(parts[2].split('@')[0])
    return names


def need_tool(name):
    if run(['sh', '-c', 'command -v ' + name]).code != 0:
        raise Skip('%s is not installed (./configure --install-deps installs it)' % name)
