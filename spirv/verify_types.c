/* verify_types.c — the Level Zero rules on types and kernels: "Supported
 * Types" (integer widths and signedness, float widths, vector sizes), the
 * OpTypeImage rules of "Validation Rules", "Kernel Return Types" and "Kernel
 * Arguments" (parameter types, struct members recursively, pointer storage
 * classes; a struct passed by value as the devices take it), and the
 * recursion rule over the static call graph of each entry point. */
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "verify.h"

/* ---- Supported Types, and OpTypeImage ----------------------------------- */

static void
check_image_type(SpvCheck *m, size_t i)
{
	uint32_t dim = spv_arg(m, i, 3);

	if (m->b.ins.v[i].nw < 9)
		return; /* malformed, reported already */
	if (spv_defop(m, spv_arg(m, i, 2)) != SpvOpTypeVoid)
		spv_viol(m, i, 0, "image-sampled-type", "Validation Rules",
		         "an image's Sampled Type must be OpTypeVoid");
	if (spv_arg(m, i, 7) != 0)
		spv_viol(m, i, 0, "image-sampled", "Validation Rules",
		         "an image's Sampled must be 0 (usage known at run time)");
	if (spv_arg(m, i, 6) != 0)
		spv_viol(m, i, 0, "image-ms", "Validation Rules",
		         "an image's MS must be 0 (single-sampled)");
	if (spv_arg(m, i, 5) != 0 && dim != SpvDim1D && dim != SpvDim2D)
		spv_viol(m, i, 0, "image-arrayed", "Validation Rules",
		         "an image may be Arrayed only when its Dim is 1D or 2D");
	if (spv_arg(m, i, 8) != SpvImageFormatUnknown)
		spv_viol(m, i, 0, "image-format", "Validation Rules",
		         "an image's Image Format must be Unknown");
	if (m->b.ins.v[i].nw < 10)
		spv_viol(m, i, 0, "image-access", "Validation Rules",
		         "an image's Access Qualifier must be present");
}

void
spv_check_types(SpvCheck *m)
{
	size_t i;

	for (i = 0; i < m->b.ins.n; i++) {
		uint32_t w, n;

		switch (m->b.ins.v[i].op) {
		case SpvOpTypeInt:
			if (m->b.ins.v[i].nw != 4)
				break;
			w = spv_arg(m, i, 2);
			if (w != 8 && w != 16 && w != 32 && w != 64)
				spv_viol(m, i, 0, "int-width", "Supported Types",
				         "integer Width must be 8, 16, 32 or 64");
			if (spv_arg(m, i, 3) != 0)
				spv_viol(m, i, 0, "int-signedness", "Validation Rules",
				         "integer Signedness must be 0 (no signedness semantics)");
			break;
		case SpvOpTypeFloat:
			if (m->b.ins.v[i].nw < 3)
				break;
			w = spv_arg(m, i, 2);
			if (w != 16 && w != 32 && w != 64)
				spv_viol(m, i, 0, "float-width", "Supported Types",
				         "floating-point Width must be 16, 32 or 64");
			break;
		case SpvOpTypeVector:
			if (m->b.ins.v[i].nw != 4)
				break;
			n = spv_arg(m, i, 3);
			if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16)
				spv_viol(m, i, 0, "vector-size", "Supported Types",
				         "vector Component Count must be 2, 3, 4, 8 or 16");
			break;
		case SpvOpTypeImage:
			check_image_type(m, i);
			break;
		}
	}
}

/* ---- Kernels ------------------------------------------------------------ */

static const char *
sc_name(uint32_t sc)
{
	const char *s = spv_enum_name(SPV_K_StorageClass, sc);

	return s ? s : "an unknown storage class";
}

/* Why type ty is not a kernel argument type (or, member set, a member type
 * of a struct argument), or NULL. */
static const char *
param_refused(SpvCheck *m, uint32_t ty, bool member, int depth)
{
	size_t d = spv_defi(m, ty);
	uint32_t sc, k;

	if (d == (size_t)-1)
		return ar_printf(&m->c->ar, "%%%u is not a defined type", ty);
	switch (m->b.ins.v[d].op) {
	case SpvOpTypeInt:
	case SpvOpTypeVector:
		return NULL;
	case SpvOpTypeFloat:
		/* 16 and 32; 64 where the device has fp64 ("Environments that
		 * support ... optional features may allow additional types") */
		if (spv_arg(m, d, 2) == 64 && !m->t->fp64)
			return ar_printf(&m->c->ar, "float64 needs fp64, which %s lacks", m->t->name);
		return NULL;
	case SpvOpTypePointer:
		if (member)
			return NULL;
		sc = spv_arg(m, d, 2);
		if (sc != SpvStorageClassCrossWorkgroup && sc != SpvStorageClassWorkgroup &&
		    sc != SpvStorageClassUniformConstant)
			return ar_printf(&m->c->ar, "a pointer parameter's storage class must be "
			                 "CrossWorkgroup, Workgroup or UniformConstant, not %s", sc_name(sc));
		return NULL;
	case SpvOpTypeSampler:
	case SpvOpTypeImage:
		if (!member)
			return NULL;
		break;
	case SpvOpTypeArray:
		/* not in the environment's list of member types, but every
		 * device takes one (doc/targets.md, "Where zocc follows the devices"):
		 * only the portable profile keeps the list */
		if (!member || m->t->env_letter)
			break;
		if (depth > 64)
			return "types nest too deeply";
		return param_refused(m, spv_arg(m, d, 2), true, depth + 1);
	case SpvOpTypeStruct:
		if (depth > 64)
			return "structs nest too deeply";
		for (k = 2; k < m->b.ins.v[d].nw; k++) {
			const char *why = param_refused(m, spv_arg(m, d, k), true, depth + 1);

			if (why)
				return ar_printf(&m->c->ar, "member %u of struct %%%u: %s", k - 2, ty, why);
		}
		return NULL;
	}
	return ar_printf(&m->c->ar, "%s is not allowed; %s are OpTypeInt, OpTypeFloat, OpTypeStruct, "
	                 "OpTypeVector, OpTypePointer%s", spv_tyname(m, ty),
	                 member ? "struct member types" : "argument types",
	                 member ? "" : ", OpTypeSampler, OpTypeImage");
}

/* Whether id is decorated FuncParamAttr ByVal. */
static bool
byval(const SpvCheck *m, uint32_t id)
{
	size_t i;

	for (i = 0; i < m->b.ins.n && m->b.ins.v[i].op != SpvOpFunction; i++)
		if (m->b.ins.v[i].op == SpvOpDecorate && m->b.ins.v[i].nw == 4 && spv_arg(m, i, 1) == id &&
		    spv_arg(m, i, 2) == SpvDecorationFuncParamAttr &&
		    spv_arg(m, i, 3) == SpvFunctionParameterAttributeByVal)
			return true;
	return false;
}

/* A struct passed to a kernel by value.  The environment lists OpTypeStruct
 * parameters; IGC, behind every Level Zero device, says the build of such a
 * kernel succeeded and leaves the kernel out of its binary (zeKernelCreate
 * then finds no kernel of that name).  What it builds is what clang's
 * translator writes: a pointer to the argument's copy, Function storage,
 * decorated FuncParamAttr ByVal.  Every profile, ze too, takes that form
 * and refuses the other (doc/design.md, "Structs passed to kernels by
 * value"); the struct's members follow the environment's list either way.
 * Why the ByVal parameter of type ty is refused, or NULL. */
static const char *
byval_refused(SpvCheck *m, uint32_t ty)
{
	size_t d = spv_defi(m, ty);

	if (d == (size_t)-1 || m->b.ins.v[d].op != SpvOpTypePointer || spv_arg(m, d, 2) != SpvStorageClassFunction ||
	    spv_defop(m, spv_arg(m, d, 3)) != SpvOpTypeStruct)
		return ar_printf(&m->c->ar, "a FuncParamAttr ByVal parameter must point to an OpTypeStruct in "
		                 "Function storage (a struct passed by value), not be %s", spv_tyname(m, ty));
	return param_refused(m, spv_arg(m, d, 3), false, 0);
}

void
spv_check_kernels(SpvCheck *m)
{
	size_t e, f;

	for (e = 0; e < m->entries.n; e++) {
		const SpvEntry *en = &m->entries.v[e];
		size_t fi = spv_defi(m, en->fn), i;
		unsigned nparam = 0;
		bool seen = false;

		for (f = 0; f < e; f++)
			seen |= m->entries.v[f].fn == en->fn;
		if (seen || fi == (size_t)-1 || m->b.ins.v[fi].op != SpvOpFunction)
			continue;
		if (spv_defop(m, spv_arg(m, fi, 1)) != SpvOpTypeVoid)
			spv_viol(m, fi, 0, "kernel-return", "Kernel Return Types",
			         "kernel '%s' must return OpTypeVoid", en->name);
		for (i = fi + 1; i < m->b.ins.n && m->b.ins.v[i].op == SpvOpFunctionParameter; i++, nparam++) {
			uint32_t ty = spv_arg(m, i, 1);
			bool bv = byval(m, spv_arg(m, i, 2));
			const char *why = bv ? byval_refused(m, ty) : param_refused(m, ty, false, 0);

			if (!bv && spv_defop(m, ty) == SpvOpTypeStruct)
				spv_viol(m, i, 0, "kernel-param-struct", "Kernel Arguments",
				         "kernel '%s' parameter %u: an OpTypeStruct parameter, which IGC leaves out of "
				         "its binary with the kernel (the build succeeds, zeKernelCreate finds no "
				         "kernel '%s'); a struct passed by value is a pointer to a Function-storage "
				         "copy decorated FuncParamAttr ByVal", en->name, nparam, en->name);
			if (why)
				spv_viol(m, i, 0,
				         !bv && spv_defop(m, ty) == SpvOpTypePointer ? "kernel-param-storage" : "kernel-param",
				         "Kernel Arguments", "kernel '%s' parameter %u: %s", en->name, nparam, why);
		}
	}
}

/* ---- Recursion ----------------------------------------------------------
 * "The static function call graph for an entry point must not contain
 * cycles."  A rule of the environment's letter (-device ze): IGC compiles
 * recursion (a call stack in private memory) on every device, so the
 * device profiles and the default target take it.  One depth-first walk from every entry point, with an explicit
 * stack (a module may chain many functions); a call to a function still on
 * the stack closes a cycle, reported at that call with the whole cycle. */

typedef struct Frame {
	uint32_t fn;    /* index in m->funcs */
	uint32_t next;  /* next call to follow */
} Frame;

void
spv_check_recursion(SpvCheck *m)
{
	size_t nf = m->funcs.n, e, i;
	uint8_t *color;        /* 0 unseen, 1 on the stack, 2 done */
	uint32_t *fidx;        /* instruction index -> function index + 1 */
	Frame *stack;

	if (!nf)
		return;
	color = ar_alloc(&m->c->ar, nf);
	stack = ar_alloc(&m->c->ar, nf * sizeof *stack);
	fidx = ar_alloc(&m->c->ar, (m->b.ins.n + 1) * sizeof *fidx);
	for (i = 0; i < nf; i++)
		fidx[m->funcs.v[i].first] = (uint32_t)i + 1;

	for (e = 0; e < m->entries.n; e++) {
		size_t root = spv_defi(m, m->entries.v[e].fn), sp = 0;

		if (root == (size_t)-1 || !fidx[root] || color[fidx[root] - 1])
			continue;
		stack[sp++] = (Frame){fidx[root] - 1, 0};
		color[fidx[root] - 1] = 1;
		while (sp) {
			Frame *top = &stack[sp - 1];
			SpvFunc *fn = &m->funcs.v[top->fn];
			size_t call, callee;

			if (top->next >= fn->calls.n) {
				color[top->fn] = 2;
				sp--;
				continue;
			}
			call = fn->calls.v[top->next++];
			callee = spv_defi(m, spv_arg(m, call, 3));
			if (callee == (size_t)-1 || !fidx[callee])
				continue;
			callee = fidx[callee] - 1;
			if (color[callee] == 1) {
				Buf cyc;
				size_t k = sp;

				while (k > 0 && stack[k - 1].fn != callee)
					k--;
				buf_init(&cyc, &m->c->ar);
				for (k = k ? k - 1 : 0; k < sp; k++)
					buf_printf(&cyc, "%s -> ", spv_idname(m, m->funcs.v[stack[k].fn].id));
				buf_puts(&cyc, spv_idname(m, m->funcs.v[callee].id));
				spv_viol(m, call, 0, "recursion", "Validation Rules",
				         "recursion: the static call graph of kernel '%s' has the cycle %s",
				         m->entries.v[e].name, cyc.s);
			} else if (color[callee] == 0) {
				color[callee] = 1;
				stack[sp++] = (Frame){(uint32_t)callee, 0};
			}
		}
	}
}
