"""hostile.py — generated hostile inputs for tests/robust: deep, wide and
amplifying programs that must each end in a module or a clear error, within
seconds and in bounded memory (doc/limits.md).

cases() lists (name, source thunk) and expectation(name) says what each
must end in: 'module' (exit 0 and a valid module), 'either' (a module or a
clear error), or a piece of the error message that names the limit.  The
sources are built on demand: some are megabytes.
"""

K = 'kernel void k(global int *o, int c) {\n%s\n}\n'
N = 10000     # nesting depth for each construct
TERMS = 100000


def nest(kind):
    """A 10,000-deep nesting of one construct, and what must happen."""
    n = N
    if kind == 'parens':
        return K % ('o[0] = ' + '(' * n + 'c' + ')' * n + ';'), 'nested more than'
    if kind == 'blocks':
        return K % ('{' * n + 'o[0] = c;' + '}' * n), 'nested more than'
    if kind == 'if':
        return K % ('if (c) ' * n + 'o[0] = c;'), 'nested more than'
    if kind == 'for':
        return K % ('for (int i = 0; i < c; i++) ' * n + 'o[0]++;'), 'nested more than'
    if kind == 'while':
        return K % ('while (c--) ' * n + 'o[0]++;'), 'nested more than'
    if kind == 'do':
        return K % ('do ' * n + 'o[0]++;' + ' while (c--);' * n), 'nested more than'
    if kind == 'switch':
        return K % ('switch (c) ' * n + 'o[0]++;'), 'nested more than'
    if kind == 'else-if':
        return K % ('int x = 0; if (c == 0) x = 1;' +
                    ''.join(' else if (c == %d) x = %d;' % (i, i) for i in range(1, n)) +
                    ' o[0] = x;'), 'module'
    if kind == 'unary':
        return K % ('o[0] = ' + '- ' * n + 'c;'), 'module'
    if kind == 'not':
        return K % ('o[0] = ' + '!' * n + 'c;'), 'module'
    if kind == 'casts':
        return K % ('o[0] = ' + '(int)' * n + 'c;'), 'module'
    if kind == 'assignments':
        return K % ('int a; ' + 'a = ' * n + 'c; o[0] = a;'), 'module'
    if kind == 'conditionals':
        return K % ('o[0] = ' + 'c ? c : ' * n + 'c;'), 'module'
    if kind == 'commas':
        return K % ('int a = 0; a = (' + ', '.join(['a + 1'] * n) + '); o[0] = a;'), 'module'
    if kind == 'calls':
        return 'int f(int x) { return x + 1; }\n' + K % ('o[0] = ' + 'f(' * n + 'c' + ')' * n + ';'), \
            'nested more than'
    if kind == 'subscripts':
        return K % ('o[0] = ' + 'o[' * n + '0' + ']' * n + ';'), 'nested more than'
    if kind == 'swizzles':
        return K % ('int4 v = (int4)(c); o[0] = v' + '.wzyx' * n + '.x;'), 'module'
    if kind == 'labels':
        return K % (''.join('L%d: ' % i for i in range(n)) + 'o[0] = c;'), 'module'
    if kind == 'pointers':
        return K % ('int ' + '*' * n + 'p = 0; o[0] = c;'), 'module'
    if kind == 'initializers':
        return K % ('int x = ' + '{' * n + 'c' + '}' * n + '; o[0] = x;'), 'nested more than'
    if kind == 'structs':
        return (''.join('struct s%d { ' % i for i in range(n)) + 'int x;' + ' } a;' * (n - 1) + ' };\n' +
                K % 'o[0] = c;'), 'nested more than'
    if kind == 'declarator-parens':
        return K % ('int ' + '(' * n + 'x' + ')' * n + ' = c; o[0] = x;'), 'nested more than'
    if kind == 'pp-if-parens':
        return '#if ' + '(' * n + '1' + ')' * n + '\n#endif\n' + K % 'o[0] = c;', 'nested'
    if kind == 'pp-conditionals':
        return '#if 1\n' * n + K % 'o[0] = c;' + '#endif\n' * n, 'module'
    if kind == 'syntax-error-file-scope':
        # under the nesting limit, so that it is parsed: a syntax error as
        # deep as the limit allows, three times (each its own statement);
        # the search for each error node's statement once cost the cube
        # of the depth (tree-sitter finds a node's parent from the root)
        d = 1000
        return ('F(' * d + '1' + ')' * d + '\n') * 3 + K % 'o[0] = c;', 'either'
    if kind == 'syntax-error-in-function':
        d = 1000
        return K % (('o[0] = ' + '(' * d + 'c +' + ')' * d + ';\n') * 3), 'either'
    # types derived level by level across declarations, where no one
    # declaration is deep: every walk over a type recurses through its
    # levels, so sema holds them to the nesting limit (sema_check_depth)
    if kind == 'typedef-pointers':
        return ('typedef int *P0;\n' + ''.join('typedef P%d *P%d;\n' % (i - 1, i) for i in range(1, n)) +
                K % ('P%d p = 0; o[0] = p == 0;' % (n - 1))), 'levels deep'
    if kind == 'typedef-arrays':
        return ('typedef int A0[1];\n' + ''.join('typedef A%d A%d[1];\n' % (i - 1, i) for i in range(1, n)) +
                K % ('A%d a; o[0] = sizeof(a);' % (n - 1))), 'levels deep'
    if kind == 'struct-chain':
        # (through arrays, or SPIR-V's limit on structs in structs, 255,
        # would be the first error: struct-chain-within)
        return ('struct S0 { int x; };\n' + ''.join('struct S%d { struct S%d s[1]; };\n' % (i, i - 1) for i in range(1, n)) +
                K % ('struct S%d v = {0}; o[0] = sizeof(v);' % (n - 1))), 'levels deep'
    if kind == 'struct-chain-within':
        # within the type depth, past SPIR-V's 255 structs in structs
        d = 1000
        return ('struct S0 { int x; };\n' + ''.join('struct S%d { int y; struct S%d s; };\n' % (i, i - 1) for i in range(1, d)) +
                K % ('struct S%d v = {0}; v.s.s.s.y = c; o[0] = v.s.s.s.y;' % (d - 1))), 'nests structs'
    if kind == 'struct-array-chain-within':
        # 1,000 levels (struct, array, struct...): SPIR-V counts no struct
        # nesting through an array; the walks over it recurse 1,000 deep
        d = 500
        return ('struct S0 { int x; };\n' + ''.join('struct S%d { int y; struct S%d s[1]; };\n' % (i, i - 1) for i in range(1, d)) +
                K % ('struct S%d v = {0}; v.s[0].s[0].y = c; o[0] = v.s[0].s[0].y;' % (d - 1))), 'module'
    if kind == 'macro-arguments':
        return '#define F(x) x\n' + K % ('o[0] = ' + 'F(' * n + 'c' + ')' * n + ';'), 'nested more than'
    raise ValueError(kind)


NESTS = ['parens', 'blocks', 'if', 'for', 'while', 'do', 'switch', 'else-if', 'unary', 'not', 'casts',
         'assignments', 'conditionals', 'commas', 'calls', 'subscripts', 'swizzles', 'labels', 'pointers',
         'initializers', 'structs', 'declarator-parens', 'pp-if-parens', 'pp-conditionals',
         'macro-arguments', 'syntax-error-file-scope', 'syntax-error-in-function', 'typedef-pointers',
         'typedef-arrays', 'struct-chain', 'struct-chain-within', 'struct-array-chain-within']


def wide(kind):
    """Wide and long programs."""
    if kind == 'sum':  # a 100,000-term expression
        return K % ('o[0] = ' + ' + '.join(['c'] * TERMS) + ';'), 'module'
    if kind == 'pp-sum':  # and in #if
        return '#if ' + ' + '.join(['1'] * TERMS) + ' != %d\n#error\n#endif\n' % TERMS + K % 'o[0] = c;', 'module'
    if kind == 'functions':  # 10,000 functions calling one another
        return ('int f0(int x) { return x + 1; }\n' +
                ''.join('int f%d(int x) { return f%d(x) + %d; }\n' % (i, i - 1, i % 7) for i in range(1, 10000)) +
                'kernel void k(global int *o) { o[0] = f9999(1); }\n'), 'module'
    # A constant array of more than 65,532 elements does not fit one SPIR-V
    # instruction: an error says so (SPV_INTEL_long_constant_composite would
    # make it a module); either way no internal error and no bad module.
    if kind == 'string':  # a 1 MB string literal
        return ('constant char s[] = "' + 'abcdefgh' * (1 << 17) + '";\n' +
                K % 'o[0] = s[c];'), 'either'
    if kind == 'table':  # a 1 MB table
        vals = ', '.join(str((i * 2654435761) % 1000003) for i in range(150000))
        return 'constant int t[] = {' + vals + '};\n' + K % 'o[0] = t[c];', 'either'
    if kind == 'float-table':  # 1 MB of float literals
        vals = ', '.join('%.9ef' % ((i * 0.7071067811865476) % 100.0) for i in range(60000))
        return 'constant float t[] = {' + vals + '};\n' + K % 'o[0] = (int)t[c];', 'module'
    if kind == 'local-table':  # and in a function
        vals = ', '.join(str(i % 251) for i in range(60000))
        return K % ('int t[] = {' + vals + '}; o[0] = t[c];'), 'module'
    if kind == 'statements':  # 100,000 statements in one function
        return K % ('int x = c;\n' + 'x = x * 3 + 1;\n' * TERMS + 'o[0] = x;'), 'more than 65536 statements'
    raise ValueError(kind)


WIDES = ['sum', 'pp-sum', 'functions', 'string', 'table', 'float-table', 'local-table', 'statements']

# Amplification: a few hundred bytes that expand to millions of tokens or
# bytes.
X = ('#define X4(x) x x x x\n#define X16(x) X4(X4(x))\n#define X256(x) X16(X16(x))\n'
     '#define X64K(x) X256(X256(x))\n')
AMPS = {
    'garbage-tokens': (X + 'X16(X64K(X4(t)))\n', 'more than 2097152 tokens'),
    'statements-by-macro': (X + 'kernel void k(global int *o) { X4(X64K(o[0]++;)) }\n',
                            'more than 65536 statements'),
    'bytes-by-macro': (X + '#define S "' + 'x' * 1000 + '"\nconstant char s[] = X256(X256(S));\n',
                       'larger than'),
    'expansion': (X + '#define Y(x) X64K(X64K(x))\n#if Y(0)\n#endif\n', 'macro expansion produces more than'),
    # deeply nested, unterminated garbage: tree-sitter 0.20's error recovery
    # is slow on it and has double-freed on such input (a tree-sitter bug)
    'unterminated': (X + '#define G(x) { x ( x [ x\n' + 'G(G(G(G(t))))' * 8 + '\n',
                     'is never closed'),
    # initializers: what sema and irgen hold follows the object's size, not
    # the initializer's, so a few bytes could ask for gigabytes (a fuzzer's
    # finding: 16 GB from 3.7 KB); each ends in the limit that names it
    'init-huge-array': ('constant int a[1000000000] = {1, [5] = 2};\n'
                        'kernel void k(global int *o) { o[0] = a[o[1]]; }\n', '(the module size limit)'),
    'init-open-designator': ('constant int a[] = {1, [300000000] = 2};\n'
                             'kernel void k(global int *o) { o[0] = a[o[1]]; }\n', '(the module size limit)'),
    'init-range-designator': ('constant int a[] = {[0 ... 300000000] = 2};\n'
                              'kernel void k(global int *o) { o[0] = a[o[1]]; }\n', '(the module size limit)'),
    'init-string': ('kernel void k(global char *o) { char a[1 << 26] = "x"; o[0] = a[o[1]]; }\n',
                    '(a sixteenth of the module size limit)'),
    'init-nested': ('constant char a[4096][4096] = {{1}, {2}, [4095] = {3}};\n'
                    'kernel void k(global char *o) { o[0] = a[o[1]][o[2]]; }\n', '(a sixteenth of the module size limit)'),
    'init-struct-member': ('typedef struct { int n; char pad[1 << 24]; } S;\nconstant S s[8] = {{1}};\n'
                           'kernel void k(global int *o) { o[0] = s[o[1]].n; }\n', '(the module size limit)'),
    'init-compound-literal': ('kernel void k(global int *o) { o[0] = ((int[1 << 24]){1})[o[1]]; }\n',
                              '(a sixteenth of the module size limit)'),
    # structs holding two of the one before: counting their elements must
    # not walk the 2^60 paths
    'init-struct-doubling': ('typedef struct { int a, b; } S0;\n' +
                             ''.join('typedef struct { S%d x, y; } S%d;\n' % (i - 1, i) for i in range(1, 61)) +
                             'constant S60 big = {0};\nkernel void k(global int *o) { o[0] = big.x.y.x.a; }\n',
                             '(a sixteenth of the module size limit)'),
    'init-at-limit': ('constant char a[4194304] = {1, [4194303] = 2};\n'
                      'kernel void k(global char *o) { o[0] = a[o[1]]; }\n', 'module'),
    'nested-arguments': ('#define F(x) x\nkernel void k(global int *o) { o[0] = ' + 'F(' * 200 +
                         ' + '.join(['1'] * 100000) + ')' * 200 + '; }\n', 'macro expansion produces more than'),
}


def cases():
    """(name, source thunk) for every hostile input; expectation(name) says
    what it must end in."""
    out = [('nest-' + k, lambda k=k: nest(k)[0]) for k in NESTS]
    out += [('wide-' + k, lambda k=k: wide(k)[0]) for k in WIDES]
    out += [('amp-' + k, lambda src=src: src) for k, (src, _) in AMPS.items()]
    return out


def expectation(name):
    """What the case named must end in."""
    kind = name.split('-', 1)[1]
    if name.startswith('nest-'):
        return nest(kind)[1]
    if name.startswith('wide-'):
        return wide(kind)[1]
    return AMPS[kind][1]
