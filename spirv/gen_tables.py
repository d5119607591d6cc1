#!/usr/bin/env python3
# gen_tables.py — writes spirv/tables.h and spirv/tables.c from the Khronos
# machine-readable grammars in SPIRV-Headers, the way Mesa generates its
# SPIR-V info tables instead of retyping them:
#
#     python3 spirv/gen_tables.py [GRAMMAR_DIR] [OUT_DIR]
#
# GRAMMAR_DIR defaults to /usr/include/spirv/unified1 (spirv.core.grammar.json,
# extinst.opencl.std.100.grammar.json and extinst.opencl.debuginfo.100.grammar
# .json); OUT_DIR to the script's folder.
# The tables describe every opcode's operands (kind, quantifier, and whether an
# IdScope is the Execution or the Memory scope), every operand kind with its
# enumerants and their parameters, and the OpenCL.std and OpenCL.DebugInfo.100
# extended instructions (the debug set's operand kinds join the core's).
# spirv/disasm.c walks operands with them; spirv/verify*.c checks with them.
#
# SPV_INTEL_bfloat16_conversion is newer than the SPIRV-Headers that Debian 12
# ships (1.3.239); its three numbers, from the extension's specification
# (Bfloat16ConversionINTEL = 6115, OpConvertFToBF16INTEL = 6116,
# OpConvertBF16ToFINTEL = 6117), are added below when the grammar lacks them.
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
gdir = sys.argv[1] if len(sys.argv) > 1 else '/usr/include/spirv/unified1'
odir = sys.argv[2] if len(sys.argv) > 2 else here

core = json.load(open(os.path.join(gdir, 'spirv.core.grammar.json')))
ocl = json.load(open(os.path.join(gdir, 'extinst.opencl.std.100.grammar.json')))
dbgi = json.load(open(os.path.join(gdir, 'extinst.opencl.debuginfo.100.grammar.json')))

# ---- supplements --------------------------------------------------------
SUPP_OPS = [
    {'opname': 'OpConvertFToBF16INTEL', 'class': 'Conversion', 'opcode': 6116,
     'operands': [{'kind': 'IdResultType'}, {'kind': 'IdResult'},
                  {'kind': 'IdRef', 'name': "'Float Value'"}],
     'capabilities': ['Bfloat16ConversionINTEL']},
    {'opname': 'OpConvertBF16ToFINTEL', 'class': 'Conversion', 'opcode': 6117,
     'operands': [{'kind': 'IdResultType'}, {'kind': 'IdResult'},
                  {'kind': 'IdRef', 'name': "'BFloat16 Value'"}],
     'capabilities': ['Bfloat16ConversionINTEL']},
]
SUPP_CAPS = [{'enumerant': 'Bfloat16ConversionINTEL', 'value': 6115}]

have_ops = {i['opcode'] for i in core['instructions']}
for op in SUPP_OPS:
    if op['opcode'] not in have_ops:
        core['instructions'].append(op)
for k in core['operand_kinds']:
    if k['kind'] == 'Capability':
        vals = {int(str(e['value']), 0) for e in k['enumerants']}
        for e in SUPP_CAPS:
            if e['value'] not in vals:
                k['enumerants'].append(e)

# ---- operand kinds ------------------------------------------------------
kinds = core['operand_kinds'] + dbgi['operand_kinds']
kind_index = {k['kind']: i for i, k in enumerate(kinds)}
CAT = {'BitEnum': 'SPV_CAT_BITENUM', 'ValueEnum': 'SPV_CAT_VALUEENUM', 'Id': 'SPV_CAT_ID',
       'Literal': 'SPV_CAT_LITERAL', 'Composite': 'SPV_CAT_COMPOSITE'}
QUANT = {None: 'SPV_Q_ONE', '?': 'SPV_Q_OPT', '*': 'SPV_Q_ANY'}

specs = []        # flat list of operand specs: (kind, quant, role)
spec_memo = {}


def spec_list(operands):
    """Index of the first of these operand specs in the flat list (shared when equal)."""
    key = tuple((o['kind'], o.get('quantifier'), role(o)) for o in operands)
    if not key:
        return 0
    if key in spec_memo:
        return spec_memo[key]
    first = len(specs)
    specs.extend(key)
    spec_memo[key] = first
    return first


def role(o):
    name = o.get('name', '')
    if o['kind'] == 'IdScope':
        if 'Execution' in name:
            return 'SPV_ROLE_EXEC'
        if 'Memory' in name:
            return 'SPV_ROLE_MEM'
        return 'SPV_ROLE_SCOPE'
    return '0'


def ident(s):
    return ''.join(ch if ch.isalnum() else '_' for ch in s)


enumerants = []   # (kind name, value, first param spec, nparams, name)
kind_rows = []
for k in kinds:
    ens = k.get('enumerants', [])
    first = len(enumerants)
    rows = []
    for e in ens:
        v = int(str(e['value']), 0)
        ps = e.get('parameters', [])
        rows.append((v, spec_list(ps), len(ps), e['enumerant']))
    # sorted by value, first spelling of each value kept first (stable sort)
    rows.sort(key=lambda r: r[0])
    enumerants.extend(rows)
    bases = k.get('bases', [])
    b0 = kind_index[bases[0]] if len(bases) > 0 else 0
    b1 = kind_index[bases[1]] if len(bases) > 1 else 0
    kind_rows.append((k['kind'], CAT[k['category']], len(rows), first, b0, b1))

# ---- instructions -------------------------------------------------------
classes = sorted({i.get('class', '') for i in core['instructions']})
ops = sorted(core['instructions'], key=lambda i: i['opcode'])
op_rows = []
for i in ops:
    operands = i.get('operands', [])
    op_rows.append((i['opcode'], len(operands), spec_list(operands),
                    'SPV_CLASS_' + ident(i.get('class', 'none') or 'none'), i['opname']))

# ---- OpenCL.std ---------------------------------------------------------
ocl_rows = []
for i in sorted(ocl['instructions'], key=lambda i: i['opcode']):
    operands = i.get('operands', [])
    ocl_rows.append((i['opcode'], len(operands), spec_list(operands), i['opname']))

# ---- OpenCL.DebugInfo.100 ---------------------------------------------
dbg_rows = []
for i in sorted(dbgi['instructions'], key=lambda i: i['opcode']):
    operands = i.get('operands', [])
    dbg_rows.append((i['opcode'], len(operands), spec_list(operands), i['opname']))

source = 'SPIRV-Headers grammar %d.%d rev %d' % (core['major_version'], core['minor_version'], core['revision'])
banner = ('/* generated by spirv/gen_tables.py from %s, OpenCL.std %d rev %d and '
          'OpenCL.DebugInfo.100 %d rev %d; do not edit */\n' % (
              source, ocl['version'], ocl['revision'], dbgi['version'], dbgi['revision']))

# ---- tables.h -----------------------------------------------------------
h = [banner]
h.append('''/* tables.h — the SPIR-V grammar as data: operand layouts of every opcode,
 * the operand kinds and their enumerants, and the OpenCL.std and
 * OpenCL.DebugInfo.100 extended instructions.  Lookups are binary searches
 * over tables sorted by number. */
#ifndef SPV_TABLES_H
#define SPV_TABLES_H

#include <stddef.h>
#include <stdint.h>

/* Operand kinds, in the grammar's order. */
enum {
''')
for name, cat, n, first, b0, b1 in kind_rows:
    h.append('\tSPV_K_%s,\n' % name)
h.append('\tSPV_NKINDS\n};\n\n')
h.append('''/* What an operand kind is. */
enum {
	SPV_CAT_BITENUM,   /* a mask; each set bit may bring parameters */
	SPV_CAT_VALUEENUM, /* one value; it may bring parameters */
	SPV_CAT_ID,        /* one <id> */
	SPV_CAT_LITERAL,   /* a number or a string */
	SPV_CAT_COMPOSITE  /* a pair of the two base kinds */
};

/* How many times an operand occurs. */
enum {
	SPV_Q_ONE, /* exactly once */
	SPV_Q_OPT, /* zero or one time ('?') */
	SPV_Q_ANY  /* zero or more times ('*') */
};

/* What an IdScope operand scopes. */
enum {
	SPV_ROLE_EXEC = 1, /* Scope for Execution */
	SPV_ROLE_MEM,      /* Scope for Memory */
	SPV_ROLE_SCOPE     /* another scope (OpReadClockKHR) */
};

/* Instruction classes of the grammar. */
enum {
''')
for c in classes:
    h.append('\tSPV_CLASS_%s,\n' % ident(c or 'none'))
h.append('''};

typedef struct SpvOperandSpec {
	uint8_t kind;  /* SPV_K_* */
	uint8_t quant; /* SPV_Q_* */
	uint8_t role;  /* SPV_ROLE_* for IdScope, else 0 */
} SpvOperandSpec;

typedef struct SpvOpInfo {
	uint16_t opcode;
	uint16_t nops;   /* operand specs */
	uint16_t first;  /* index of the first in spv_specs */
	uint8_t cls;     /* SPV_CLASS_* */
	const char *name; /* "OpTypeInt" */
} SpvOpInfo;

typedef struct SpvEnumerant {
	uint32_t value;
	uint16_t first;   /* parameter specs in spv_specs */
	uint16_t nparams;
	const char *name; /* the first spelling of the value in the grammar */
} SpvEnumerant;

typedef struct SpvKindInfo {
	const char *name; /* "StorageClass" */
	uint8_t cat;      /* SPV_CAT_* */
	uint16_t nenum;   /* enumerants, sorted by value */
	uint16_t first;   /* index of the first in spv_enumerants */
	uint8_t base0, base1; /* the kinds of a composite's two halves */
} SpvKindInfo;

typedef struct SpvExtInstInfo {
	uint16_t num;     /* instruction number in the set */
	uint16_t nops;
	uint16_t first;
	const char *name; /* "fma" */
} SpvExtInstInfo;

/* SPV_INTEL_bfloat16_conversion, newer than the installed SPIRV-Headers. */
enum {
	SPVX_CapabilityBfloat16ConversionINTEL = 6115,
	SPVX_OpConvertFToBF16INTEL = 6116,
	SPVX_OpConvertBF16ToFINTEL = 6117
};

extern const SpvOperandSpec spv_specs[];
extern const SpvOpInfo spv_ops[];
extern const size_t spv_nops;
extern const SpvEnumerant spv_enumerants[];
extern const SpvKindInfo spv_kinds[SPV_NKINDS];
extern const SpvExtInstInfo spv_ocl_insts[];
extern const size_t spv_nocl_insts;
extern const SpvExtInstInfo spv_dbg_insts[];
extern const size_t spv_ndbg_insts;

const SpvOpInfo *spv_op_info(uint32_t opcode);               /* NULL if unknown */
const SpvEnumerant *spv_enumerant(int kind, uint32_t value); /* NULL if unknown */
const char *spv_enum_name(int kind, uint32_t value);         /* NULL if unknown */
const SpvExtInstInfo *spv_ocl_info(uint32_t num);            /* NULL if unknown */
const SpvExtInstInfo *spv_dbg_info(uint32_t num);            /* OpenCL.DebugInfo.100; NULL if unknown */

#endif
''')

# ---- tables.c -----------------------------------------------------------
c = [banner]
c.append('#include "tables.h"\n\n')
c.append('const SpvOperandSpec spv_specs[] = {\n')
if not specs:
    c.append('\t{0, 0, 0},\n')
for kind, q, r in specs:
    c.append('\t{SPV_K_%s, %s, %s},\n' % (kind, QUANT[q], r))
c.append('};\n\n')

c.append('const SpvOpInfo spv_ops[] = {\n')
for opcode, n, first, cls, name in op_rows:
    c.append('\t{%d, %d, %d, %s, "%s"},\n' % (opcode, n, first, cls, name))
c.append('};\nconst size_t spv_nops = sizeof spv_ops / sizeof spv_ops[0];\n\n')

c.append('const SpvEnumerant spv_enumerants[] = {\n')
for v, first, n, name in enumerants:
    c.append('\t{%du, %d, %d, "%s"},\n' % (v, first, n, name))
c.append('};\n\n')

c.append('const SpvKindInfo spv_kinds[SPV_NKINDS] = {\n')
for name, cat, n, first, b0, b1 in kind_rows:
    c.append('\t{"%s", %s, %d, %d, %d, %d},\n' % (name, cat, n, first, b0, b1))
c.append('};\n\n')

c.append('const SpvExtInstInfo spv_ocl_insts[] = {\n')
for num, n, first, name in ocl_rows:
    c.append('\t{%d, %d, %d, "%s"},\n' % (num, n, first, name))
c.append('};\nconst size_t spv_nocl_insts = sizeof spv_ocl_insts / sizeof spv_ocl_insts[0];\n\n')

c.append('const SpvExtInstInfo spv_dbg_insts[] = {\n')
for num, n, first, name in dbg_rows:
    c.append('\t{%d, %d, %d, "%s"},\n' % (num, n, first, name))
c.append('};\nconst size_t spv_ndbg_insts = sizeof spv_dbg_insts / sizeof spv_dbg_insts[0];\n\n')

# opcodes below DIRECT are found by index (every instruction the checker
# reads is looked up, several times: a module with debug information has
# many), the Intel and Khronos extension ones above by binary search
DIRECT = 1024
direct = [0] * DIRECT
for k, (opcode, n, first, cls, name) in enumerate(op_rows):
    if opcode < DIRECT:
        direct[opcode] = k + 1
c.append('/* index + 1 in spv_ops of each opcode below %d, 0 if none */\n' % DIRECT)
c.append('static const uint16_t op_direct[%d] = {\n' % DIRECT)
for k in range(0, DIRECT, 16):
    c.append('\t' + ' '.join('%d,' % x for x in direct[k:k + 16]) + '\n')
c.append('};\n\n')
c.append('''const SpvOpInfo *
spv_op_info(uint32_t opcode)
{
	size_t lo = 0, hi = spv_nops;

	if (opcode < %d)
		return op_direct[opcode] ? &spv_ops[op_direct[opcode] - 1] : NULL;''' % DIRECT + '''

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (spv_ops[mid].opcode == opcode)
			return &spv_ops[mid];
		if (spv_ops[mid].opcode < opcode)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const SpvEnumerant *
spv_enumerant(int kind, uint32_t value)
{
	const SpvKindInfo *k;
	size_t lo, hi;

	if (kind < 0 || kind >= SPV_NKINDS)
		return NULL;
	k = &spv_kinds[kind];
	lo = k->first;
	hi = k->first + k->nenum;
	/* find the first enumerant with this value: the grammar's first spelling */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (spv_enumerants[mid].value < value)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < (size_t)k->first + k->nenum && spv_enumerants[lo].value == value)
		return &spv_enumerants[lo];
	return NULL;
}

const char *
spv_enum_name(int kind, uint32_t value)
{
	const SpvEnumerant *e = spv_enumerant(kind, value);

	return e ? e->name : NULL;
}

static const SpvExtInstInfo *
ext_info(const SpvExtInstInfo *t, size_t n, uint32_t num)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (t[mid].num == num)
			return &t[mid];
		if (t[mid].num < num)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const SpvExtInstInfo *
spv_ocl_info(uint32_t num)
{
	return ext_info(spv_ocl_insts, spv_nocl_insts, num);
}

const SpvExtInstInfo *
spv_dbg_info(uint32_t num)
{
	return ext_info(spv_dbg_insts, spv_ndbg_insts, num);
}
''')

open(os.path.join(odir, 'tables.h'), 'w').write(''.join(h))
open(os.path.join(odir, 'tables.c'), 'w').write(''.join(c))
