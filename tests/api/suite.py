"""tests/api — the library as a run-time caller uses it.

build/tests/api_test (tests/api/api_test.c) calls zocc_compile and
zocc_verify directly: status codes, structured diagnostics, options in
clBuildProgram syntax, a device described by Level Zero's properties
(zocc_target), NULL arguments, -g on a program from a string with an
in-memory header (both texts in the module, the same bytes each time),
compilations on two threads at once that must give the same bytes; zocc_link
the same way (separately compiled modules joined, errors, libraries, the
device, two threads).  build/tests/oom_test (tests/api/oom_test.c) calls
zocc_compile, zocc_verify and zocc_link with each allocation they make
failing in turn: ZOCC_INTERNAL every time, a result only with an error in
it.  Each 'ok NAME' / 'FAIL NAME: why' line they print is one test here.
"""

import os

from rig import FuncTest, run


def results(ctx, prog, names):
    """One test per NAME that build/tests/PROG reports ('ok NAME' / 'FAIL
    NAME: why'); PROG runs once, for the first of them."""
    exe = ctx.tool(prog)
    state = {}

    def result():
        if 'r' not in state:
            if not os.path.exists(exe):
                state['r'] = None
            else:
                state['r'] = run([exe], cwd=ctx.root, timeout=300)
        return state['r']

    def one(name):
        r = result()
        if r is None:
            return False, '%s does not exist (ninja tests)' % exe
        san = r.sanitizer_report()
        if san:
            return False, san
        for line in r.out.splitlines():
            if line == 'ok ' + name:
                return True, ''
            if line.startswith('FAIL %s:' % name):
                return False, line[len('FAIL '):].replace('\n', ' ')[:300]
        return False, '%s did not report %s (exit %d): %s' % (prog, name, r.code, r.brief())

    return [FuncTest('api/' + n, lambda n=n: one(n)) for n in names]


def collect(ctx):
    if ctx.compiler != 'zocc':
        return []
    names = ['compile', 'compile-no-diags', 'error-status', 'error-diag', 'error-log', 'options',
             'bad-option', 'options-syntax-only-include', 'options-include-module', 'options-verbose',
             'options-target-other', 'options-did-you-mean', 'options-color', 'option-words', 'option-suggest',
             'target-no-fp64', 'target-fp64', 'target-profile-override',
             'target-unknown-device', 'default-target-fp64', 'verify-default-fp64',
             'verify-any-fp64', 'verify-ze-fp64', 'verify-tgllp-fp64', 'ze-refuses-fp64',
             'target-images-only-keeps-fp64', 'target-no-images', 'default-target-images',
             'null-input', 'null-result', 'verify-clean',
             'verify-truncated', 'debug-source-text', 'debug-deterministic', 'debug-no-embed',
             'debug-g0', 'threads-deterministic',
             'link', 'link-unresolved', 'link-library', 'link-device', 'link-target', 'link-null',
             'link-null-modules', 'link-null-words', 'link-bad-option', 'link-threads']
    return results(ctx, 'api_test', names) + \
        results(ctx, 'oom_test', ['oom-compile', 'oom-compile-g', 'oom-compile-error', 'oom-verify', 'oom-link'])
