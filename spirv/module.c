/* module.c — the module builder: word buffers per logical-layout section
 * (SPIR-V 2.4), ids, hash-consed types and constants, and capability
 * inference from the types made.  Nothing here knows about OpenCL C. */
#include <math.h>
#include <string.h>

#include "spirv.h"
#include "tables.h"

void
words_push(Ctx *c, Words *w, uint32_t x)
{
	VEC_PUSH(&c->ar, w, x);
}

void
spv_init(SpvBuilder *m, Ctx *c, uint32_t version)
{
	memset(m, 0, sizeof *m);
	m->c = c;
	m->next_low = 1;
	m->bound = 1 + SPV_INTERFACE_IDS;
	m->version = version;
	map_init(&m->interned, &c->ar);
}

uint32_t
spv_id(SpvBuilder *m)
{
	return m->bound++;
}

uint32_t
spv_interface_id(SpvBuilder *m)
{
	if (m->next_low <= SPV_INTERFACE_IDS)
		return m->next_low++;
	return spv_id(m); /* more than OpenCL's BuiltIns: only a large module would suffer */
}

/* 2.3 Physical Layout: the word count is the high half of an
 * instruction's first word, so no instruction is longer than 65,535 words.
 * Callers split what can be split (irgen/types.c, long arrays); anything
 * else that long is an error, never a module with a wrong word count. */
static bool
fits(SpvBuilder *m, SpvOp op, size_t words)
{
	const SpvOpInfo *info = spv_op_info((uint32_t)op);

	if (words <= SPV_MAX_WORDS)
		return true;
	zc_error(m->c, (Loc){0}, "the SPIR-V instruction %s would need %zu words, more than the %u one instruction can have",
	         info ? info->name : "?", words, SPV_MAX_WORDS);
	return false;
}

void
spv_emit(SpvBuilder *m, Words *w, SpvOp op, const uint32_t *ops, size_t n)
{
	size_t i;

	if (!fits(m, op, n + 1))
		return;
	VEC_GROW(&m->c->ar, w, w->n + n + 1);
	w->v[w->n++] = (uint32_t)(n + 1) << 16 | (uint32_t)op;
	for (i = 0; i < n; i++)
		w->v[w->n++] = ops[i];
}

/* spv_emit with operand resat replaced by the result id */
static void
spv_emit_with_result(SpvBuilder *m, Words *w, SpvOp op, const uint32_t *ops, size_t n, size_t resat, uint32_t id)
{
	size_t base = w->n;

	spv_emit(m, w, op, ops, n);
	if (w->n == base + n + 1)
		w->v[base + 1 + resat] = id;
}

/* 2.2.1: a literal string is UTF-8 bytes, NUL-terminated, padded to words */
static size_t
str_words(const char *s)
{
	return strlen(s) / 4 + 1;
}

static void
put_str(Ctx *c, Words *w, const char *s)
{
	size_t len = strlen(s), nw = len / 4 + 1;

	VEC_GROW(&c->ar, w, w->n + nw);
	memset(&w->v[w->n], 0, nw * 4);
	memcpy(&w->v[w->n], s, len); /* little-endian words hold the bytes in order */
	w->n += nw;
}

void
spv_emit_str(SpvBuilder *m, Words *w, SpvOp op, const uint32_t *pre, size_t npre, const char *s,
         const uint32_t *post, size_t npost)
{
	size_t n = 1 + npre + str_words(s) + npost, i;

	if (!fits(m, op, n))
		return;
	words_push(m->c, w, (uint32_t)n << 16 | (uint32_t)op);
	for (i = 0; i < npre; i++)
		words_push(m->c, w, pre[i]);
	put_str(m->c, w, s);
	for (i = 0; i < npost; i++)
		words_push(m->c, w, post[i]);
}

void
spv_cap(SpvBuilder *m, SpvCapability cap)
{
	size_t i;

	for (i = 0; i < m->caps.n; i++)
		if (m->caps.v[i] == (uint32_t)cap)
			return;
	VEC_PUSH(&m->c->ar, &m->caps, (uint32_t)cap);
}

bool
spv_has_cap(const SpvBuilder *m, SpvCapability cap)
{
	size_t i;

	for (i = 0; i < m->caps.n; i++)
		if (m->caps.v[i] == (uint32_t)cap)
			return true;
	return false;
}

void
spv_ext(SpvBuilder *m, const char *name)
{
	size_t i;

	for (i = 0; i < m->exts.n; i++)
		if (strcmp(m->exts.v[i], name) == 0)
			return;
	VEC_PUSH(&m->c->ar, &m->exts, name);
}

uint32_t
spv_opencl_std(SpvBuilder *m)
{
	if (!m->opencl_std) {
		uint32_t id = m->opencl_std = spv_id(m);

		spv_emit_str(m, &m->sec[SEC_EXTINST_IMPORT], SpvOpExtInstImport, &id, 1, "OpenCL.std", NULL, 0);
	}
	return m->opencl_std;
}

/* Find or create the SEC_GLOBAL instruction op with operands ops, where
 * operand index resat (0 for types, 1 for constants) receives the new
 * result id.  The key is the opcode and the operands without the result
 * id, of any length: a table of thousands of entries is one constant. */
static uint32_t
intern(SpvBuilder *m, SpvOp op, const uint32_t *ops, size_t n, size_t resat)
{
	Words *key = &m->scratch;
	uint32_t *k, id;
	size_t i;
	void *v;

	key->n = 0;
	VEC_GROW(&m->c->ar, key, n + 1);
	key->v[key->n++] = (uint32_t)op;
	for (i = 0; i < n; i++)
		if (i != resat)
			key->v[key->n++] = ops[i];
	v = map_get(&m->interned, (const char *)key->v, key->n * 4);
	if (v)
		return (uint32_t)(uintptr_t)v;
	k = ar_alloc(&m->c->ar, key->n * 4);
	memcpy(k, key->v, key->n * 4);
	id = spv_id(m);
	spv_emit_with_result(m, &m->sec[SEC_GLOBAL], op, ops, n, resat, id);
	map_put(&m->interned, (const char *)k, (key->n) * 4, (void *)(uintptr_t)id);
	return id;
}

/* ops with first words pre[0..npre) in front, in the module's scratch
 * buffer (the callers' operand lists have no fixed bound) */
static const uint32_t *
with_prefix(SpvBuilder *m, Words *w, const uint32_t *pre, size_t npre, const uint32_t *ops, size_t n)
{
	w->n = 0;
	VEC_GROW(&m->c->ar, w, npre + n + 1);
	memcpy(w->v, pre, npre * 4);
	if (n)
		memcpy(w->v + npre, ops, n * 4);
	w->n = npre + n;
	return w->v;
}

uint32_t
spv_debug_info(SpvBuilder *m)
{
	if (!m->debug_info) {
		uint32_t id = m->debug_info = spv_id(m);

		spv_emit_str(m, &m->sec[SEC_EXTINST_IMPORT], SpvOpExtInstImport, &id, 1, "OpenCL.DebugInfo.100", NULL, 0);
	}
	return m->debug_info;
}

/* An OpString is found by its text: the key is the opcode and the
 * string's words, as intern's keys are an opcode and operand words. */
uint32_t
spv_string(SpvBuilder *m, const char *s)
{
	Words *key = &m->scratch;
	uint32_t *k, id;
	void *v;

	key->n = 0;
	words_push(m->c, key, SpvOpString);
	put_str(m->c, key, s);
	v = map_get(&m->interned, (const char *)key->v, key->n * 4);
	if (v)
		return (uint32_t)(uintptr_t)v;
	k = ar_alloc(&m->c->ar, key->n * 4);
	memcpy(k, key->v, key->n * 4);
	id = spv_id(m);
	map_put(&m->interned, (const char *)k, key->n * 4, (void *)(uintptr_t)id);
	spv_emit_str(m, &m->sec[SEC_DEBUG_SOURCE], SpvOpString, &id, 1, s, NULL, 0);
	return id;
}

uint32_t
spv_dbg(SpvBuilder *m, uint32_t id, uint32_t inst, const uint32_t *ops, size_t n)
{
	uint32_t pre[4] = {spv_type_void(m), id ? id : spv_id(m), spv_debug_info(m), inst};

	spv_emit(m, &m->sec[SEC_DEBUG_INFO], SpvOpExtInst, with_prefix(m, &m->opbuf, pre, 4, ops, n), n + 4);
	return pre[1];
}

uint32_t
spv_dbg_interned(SpvBuilder *m, uint32_t inst, const uint32_t *ops, size_t n)
{
	Words *key = &m->scratch;
	uint32_t *k, id;
	size_t i;
	void *v;

	/* the key: OpExtInst, the instruction number and the operands (the
	 * result type and set are always the same) */
	key->n = 0;
	words_push(m->c, key, SpvOpExtInst);
	words_push(m->c, key, inst);
	for (i = 0; i < n; i++)
		words_push(m->c, key, ops[i]);
	v = map_get(&m->interned, (const char *)key->v, key->n * 4);
	if (v)
		return (uint32_t)(uintptr_t)v;
	k = ar_alloc(&m->c->ar, key->n * 4);
	memcpy(k, key->v, key->n * 4);
	id = spv_id(m);
	map_put(&m->interned, (const char *)k, key->n * 4, (void *)(uintptr_t)id);
	return spv_dbg(m, id, inst, ops, n);
}

uint32_t
spv_type_void(SpvBuilder *m)
{
	uint32_t ops[1] = {0};

	return intern(m, SpvOpTypeVoid, ops, 1, 0);
}

uint32_t
spv_type_bool(SpvBuilder *m)
{
	uint32_t ops[1] = {0};

	return intern(m, SpvOpTypeBool, ops, 1, 0);
}

uint32_t
spv_type_int(SpvBuilder *m, unsigned bits)
{
	/* the Level Zero environment: Signedness is always 0 */
	uint32_t ops[3] = {0, bits, 0};

	if (bits == 8)
		spv_cap(m, SpvCapabilityInt8);
	else if (bits == 16)
		spv_cap(m, SpvCapabilityInt16);
	else if (bits == 64)
		spv_cap(m, SpvCapabilityInt64);
	return intern(m, SpvOpTypeInt, ops, 3, 0);
}

uint32_t
spv_type_float(SpvBuilder *m, unsigned bits)
{
	uint32_t ops[2] = {0, bits};

	/* a 16-bit float needs Float16Buffer as a pointee and Float16 as a
	 * value: the caller says which (irgen/types.c) */
	if (bits == 64)
		spv_cap(m, SpvCapabilityFloat64);
	return intern(m, SpvOpTypeFloat, ops, 2, 0);
}

uint32_t
spv_type_vector(SpvBuilder *m, uint32_t elem, unsigned n)
{
	uint32_t ops[3] = {0, elem, n};

	if (n == 8 || n == 16)
		spv_cap(m, SpvCapabilityVector16);
	return intern(m, SpvOpTypeVector, ops, 3, 0);
}

uint32_t
spv_type_pointer(SpvBuilder *m, SpvStorageClass sc, uint32_t pointee)
{
	uint32_t ops[3] = {0, (uint32_t)sc, pointee};

	if (sc == SpvStorageClassGeneric)
		spv_cap(m, SpvCapabilityGenericPointer);
	return intern(m, SpvOpTypePointer, ops, 3, 0);
}

/* A pointer to a structure that reaches itself through its members
 * (struct node { struct node *next; }): 2.16.1 wants every id declared
 * before use, so the pointer's id is declared by OpTypeForwardPointer
 * before the structure and defined by spv_type_pointer_define after it. */
uint32_t
spv_type_forward_pointer(SpvBuilder *m, SpvStorageClass sc)
{
	uint32_t ops[2] = {spv_id(m), (uint32_t)sc};

	if (sc == SpvStorageClassGeneric)
		spv_cap(m, SpvCapabilityGenericPointer);
	spv_emit(m, &m->sec[SEC_GLOBAL], SpvOpTypeForwardPointer, ops, 2);
	return ops[0];
}

/* OpTypePointer with the id a forward declaration gave: the pointer type
 * of (sc, pointee) from now on. */
void
spv_type_pointer_define(SpvBuilder *m, uint32_t id, SpvStorageClass sc, uint32_t pointee)
{
	uint32_t key[3] = {SpvOpTypePointer, (uint32_t)sc, pointee}, *k;
	uint32_t ops[3] = {0, (uint32_t)sc, pointee};

	if (map_get(&m->interned, (const char *)key, sizeof key))
		return;
	k = ar_alloc(&m->c->ar, sizeof key);
	memcpy(k, key, sizeof key);
	spv_emit_with_result(m, &m->sec[SEC_GLOBAL], SpvOpTypePointer, ops, 3, 0, id);
	map_put(&m->interned, (const char *)k, sizeof key, (void *)(uintptr_t)id);
}

uint32_t
spv_type_array(SpvBuilder *m, uint32_t elem, uint32_t length_id)
{
	uint32_t ops[3] = {0, elem, length_id};

	return intern(m, SpvOpTypeArray, ops, 3, 0);
}

/* SPIR-V 2.17 Universal Limits that a program, not the builder, can pass:
 * an error naming the limit, never a module a consumer may refuse. */
static void
limit(SpvBuilder *m, size_t n, size_t max, const char *what)
{
	if (n > max)
		zc_error(m->c, (Loc){0}, "the program needs %zu %s, more than the %zu SPIR-V allows (2.17 Universal Limits)",
		         n, what, max);
}

uint32_t
spv_type_struct(SpvBuilder *m, const uint32_t *members, size_t n)
{
	uint32_t pre[1] = {0};

	limit(m, n, 16383, "members in one structure");
	return intern(m, SpvOpTypeStruct, with_prefix(m, &m->opbuf, pre, 1, members, n), n + 1, 0);
}

uint32_t
spv_type_function(SpvBuilder *m, uint32_t ret, const uint32_t *params, size_t n)
{
	uint32_t pre[2] = {0, ret};

	limit(m, n, 255, "parameters of one function");
	return intern(m, SpvOpTypeFunction, with_prefix(m, &m->opbuf, pre, 2, params, n), n + 2, 0);
}

uint32_t
spv_type_opaque(SpvBuilder *m, SpvOp op, const uint32_t *ops_in, size_t n)
{
	uint32_t pre[1] = {0};

	return intern(m, op, with_prefix(m, &m->opbuf, pre, 1, ops_in, n), n + 1, 0);
}

uint32_t
spv_const_int(SpvBuilder *m, uint32_t type, unsigned bits, uint64_t v)
{
	uint32_t ops[4] = {type, 0, (uint32_t)v, (uint32_t)(v >> 32)};

	if (bits < 64)
		ops[2] = (uint32_t)(v & (bits == 32 ? 0xffffffffu : ((1u << bits) - 1)));
	return intern(m, SpvOpConstant, ops, bits == 64 ? 4 : 3, 1);
}

/* IEEE 754 binary16 bits of a double, rounded to nearest even from the
 * double itself (through float first it could round twice). */
uint32_t
spv_half_bits(double d)
{
	uint32_t sign = signbit(d) ? 0x8000 : 0;
	double a = fabs(d), q;
	int e;

	if (isnan(d))
		return sign | 0x7e00;
	if (a >= 65520.0) /* halfway past the largest, 65504: infinity */
		return sign | 0x7c00;
	if (a < 0x1p-14) /* subnormal: steps of 2^-24 (a carry into 0x400 is the smallest normal) */
		return sign | (uint32_t)rint(a * 0x1p24);
	frexp(a, &e);    /* a in [2^(e-1), 2^e): 11 significant bits */
	q = rint(ldexp(a, 11 - e));   /* in [2^10, 2^11], 2^11 when rounding carries */
	if (q == 2048.0) {
		q = 1024.0;
		e++;
	}
	return sign | (uint32_t)(e - 1 + 15) << 10 | ((uint32_t)q - 1024);
}

uint32_t
spv_const_float(SpvBuilder *m, uint32_t type, unsigned bits, double v)
{
	uint32_t ops[4] = {type, 0, 0, 0};
	size_t n = 3;

	if (bits == 64) {
		union { double d; uint64_t u; } x;

		x.d = v;
		ops[2] = (uint32_t)x.u;
		ops[3] = (uint32_t)(x.u >> 32);
		n = 4;
	} else if (bits == 32) {
		union { float f; uint32_t u; } x;

		x.f = (float)v;
		ops[2] = x.u;
	} else {
		ops[2] = spv_half_bits(v);
	}
	return intern(m, SpvOpConstant, ops, n, 1);
}

uint32_t
spv_const_bool(SpvBuilder *m, uint32_t booltype, bool v)
{
	uint32_t ops[2] = {booltype, 0};

	return intern(m, v ? SpvOpConstantTrue : SpvOpConstantFalse, ops, 2, 1);
}

/* Whether type is the already declared type with key words op, a, b. */
static bool
is_type(SpvBuilder *m, uint32_t type, SpvOp op, uint32_t a, uint32_t b, size_t n)
{
	uint32_t key[3] = {(uint32_t)op, a, b};

	return map_get(&m->interned, (const char *)key, n * 4) == (void *)(uintptr_t)type;
}

/* The zero of a type.  A scalar's is an OpConstant 0 (or OpConstantFalse),
 * as other producers write it: llvm-spirv-15 -r asserts on a scalar
 * OpConstantNull, although SPIR-V allows it. */
uint32_t
spv_const_null(SpvBuilder *m, uint32_t type)
{
	uint32_t ops[2] = {type, 0};
	unsigned bits;

	for (bits = 8; bits <= 64; bits *= 2) {
		if (is_type(m, type, SpvOpTypeInt, bits, 0, 3))
			return spv_const_int(m, type, bits, 0);
		if (bits >= 16 && is_type(m, type, SpvOpTypeFloat, bits, 0, 2))
			return spv_const_float(m, type, bits, 0.0);
	}
	if (is_type(m, type, SpvOpTypeBool, 0, 0, 1))
		return spv_const_bool(m, type, false);
	return intern(m, SpvOpConstantNull, ops, 2, 1);
}

/* At most SPV_MAX_CONSTITUENTS: irgen splits longer arrays (a type with
 * more would need an extension, SPV_INTEL_long_composites). */
uint32_t
spv_const_composite(SpvBuilder *m, uint32_t type, const uint32_t *elems, size_t n)
{
	uint32_t pre[2] = {type, 0};

	return intern(m, SpvOpConstantComposite, with_prefix(m, &m->opbuf, pre, 2, elems, n), n + 2, 1);
}

uint32_t
spv_undef(SpvBuilder *m, uint32_t type)
{
	uint32_t ops[2] = {type, 0};

	return intern(m, SpvOpUndef, ops, 2, 1);
}

uint32_t
spv_spec_op(SpvBuilder *m, uint32_t type, SpvOp op, const uint32_t *ops, size_t n)
{
	uint32_t pre[3] = {type, 0, (uint32_t)op};

	return intern(m, SpvOpSpecConstantOp, with_prefix(m, &m->opbuf, pre, 3, ops, n), n + 3, 1);
}

uint32_t
spv_const_uint32(SpvBuilder *m, uint32_t v)
{
	return spv_const_int(m, spv_type_int(m, 32), 32, v);
}

uint32_t
spv_global_var(SpvBuilder *m, uint32_t ptrtype, SpvStorageClass sc, uint32_t init)
{
	/* Input and Output variables are what entry points list (SPIR-V 1.0-1.3) */
	uint32_t id = sc == SpvStorageClassInput || sc == SpvStorageClassOutput ? spv_interface_id(m) : spv_id(m);
	uint32_t ops[4] = {ptrtype, id, (uint32_t)sc, init};

	spv_emit(m, &m->sec[SEC_GLOBAL], SpvOpVariable, ops, init ? 4 : 3);
	return id;
}

void
spv_decorate(SpvBuilder *m, uint32_t id, SpvDecoration d, const uint32_t *lits, size_t n)
{
	uint32_t pre[2] = {id, (uint32_t)d};

	spv_emit(m, &m->sec[SEC_ANNOTATION], SpvOpDecorate, with_prefix(m, &m->opbuf, pre, 2, lits, n), n + 2);
}

void
spv_decorate_linkage(SpvBuilder *m, uint32_t id, const char *name, SpvLinkageType type)
{
	uint32_t pre[2] = {id, SpvDecorationLinkageAttributes}, post = (uint32_t)type;

	spv_cap(m, SpvCapabilityLinkage);
	spv_emit_str(m, &m->sec[SEC_ANNOTATION], SpvOpDecorate, pre, 2, name, &post, 1);
}

void
spv_name(SpvBuilder *m, uint32_t id, const char *name)
{
	spv_emit_str(m, &m->sec[SEC_DEBUG_NAME], SpvOpName, &id, 1, name, NULL, 0);
}

uint32_t *
spv_finish(SpvBuilder *m, size_t *nwords)
{
	Words out = {0};
	size_t i, s;

	if (m->min_version > m->version)
		m->version = m->min_version;
	limit(m, m->bound - 1, SPV_MAX_ID, "result ids");
	words_push(m->c, &out, SpvMagicNumber);
	words_push(m->c, &out, m->version);
	words_push(m->c, &out, SPV_GENERATOR);
	words_push(m->c, &out, m->bound);
	words_push(m->c, &out, 0);
	for (i = 0; i < m->caps.n; i++) {
		uint32_t cap = m->caps.v[i];

		/* Float16 allows every use Float16Buffer does */
		if (cap == SpvCapabilityFloat16Buffer && spv_has_cap(m, SpvCapabilityFloat16))
			continue;
		spv_emit(m, &out, SpvOpCapability, &cap, 1);
	}
	for (i = 0; i < m->exts.n; i++)
		spv_emit_str(m, &out, SpvOpExtension, NULL, 0, m->exts.v[i], NULL, 0);
	for (s = SEC_EXTINST_IMPORT; s < SEC_COUNT; s++) {
		VEC_GROW(&m->c->ar, &out, out.n + m->sec[s].n);
		if (m->sec[s].n)
			memcpy(out.v + out.n, m->sec[s].v, m->sec[s].n * 4);
		out.n += m->sec[s].n;
	}
	*nwords = out.n;
	return out.v;
}
