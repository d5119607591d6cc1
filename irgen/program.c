/* program.c — the module: memory model, program-scope and __local
 * variables, functions in call-graph order (callees first, so each caller
 * knows which BuiltIn variables its callees use), and the kernels' entry
 * points with their execution modes. */
#include <string.h>

#include "ir.h"


static bool exported(G *g, Symbol *s);

/* The Alignment a variable with linkage is decorated with: its aligned
 * attribute or its type's, as clang's translator decorates every
 * program-scope variable (spirv-link refuses an import whose decorations
 * differ from its export's).  Others keep only an aligned attribute's. */
static uint32_t
var_align(G *g, Symbol *s, bool linked)
{
	uint32_t a = s->align;

	if (linked && s->type->align > a)
		a = s->type->align;
	return a;
}

static SymIR *
new_ir(G *g, Symbol *s)
{
	SymIR *ir = ar_alloc(&g->c->ar, sizeof *ir);

	ir->var = -1;
	s->irg = ir;
	return ir;
}

static void
global_var(G *g, Symbol *s)
{
	SymIR *ir = new_ir(g, s);
	uint32_t init = 0, type = irg_mem_type(g, s->type), align;

	if (s->type->kind == T_SAMPLER)
		return; /* builtins: each use is an OpConstantSampler (irg_sampler_const) */

	if (s->ext) {
		/* an import (sema_link): declared here, defined by the module a
		 * link step joins to this one */
		ir->ptr = spv_global_var(&g->m, spv_type_pointer(&g->m, irg_sc(s->as), type), irg_sc(s->as), 0);
		if (s->as == AS_CONSTANT)
			spv_decorate(&g->m, ir->ptr, SpvDecorationConstant, NULL, 0);
		if ((align = var_align(g, s, true)))
			spv_decorate(&g->m, ir->ptr, SpvDecorationAlignment, &align, 1);
		spv_name(&g->m, ir->ptr, s->name);
		spv_decorate_linkage(&g->m, ir->ptr, s->name, SpvLinkageTypeImport);
		return;
	}
	if (s->as == AS_CONSTANT || (s->as == AS_GLOBAL)) {
		bool ok = true;

		g->why = NULL;
		g->why_loc = (Loc){0};
		init = irg_const_init(g, s->init, s->type, &ok, &type);
		if (!ok) {
			Loc at = g->why_loc.file ? g->why_loc : s->init->loc;

			if (g->why)
				zc_error(g->c, at, "%s is not supported yet", g->why);
			else
				zc_error(g->c, at, "initializer element is not a compile-time constant");
			init = 0;
			type = irg_mem_type(g, s->type);
		}
	}
	/* a table too long for one instruction is declared in pieces, and
	 * seen as its own type through a bitcast (irgen/const.c) */
	if (type != irg_mem_type(g, s->type))
		ir->cast = irg_ptr_type(g, s->type, s->as);
	ir->ptr = spv_global_var(&g->m, spv_type_pointer(&g->m, irg_sc(s->as), type), irg_sc(s->as), init);
	if (s->as == AS_CONSTANT)
		spv_decorate(&g->m, ir->ptr, SpvDecorationConstant, NULL, 0);
	if ((align = var_align(g, s, exported(g, s))))
		spv_decorate(&g->m, ir->ptr, SpvDecorationAlignment, &align, 1);
	/* A kernel's __local variable is named 'kernel.var', as clang names it:
	 * PoCL (through llvm-spirv -r) knows a kernel's automatic locals by
	 * that prefix, and takes an unnamed one for a program-wide variable
	 * that work-groups running at once share. */
	if (s->as == AS_LOCAL && s->owner)
		spv_name(&g->m, ir->ptr, ar_printf(&g->c->ar, "%s.%s", s->owner->name, s->name));
	else if (s->as != AS_LOCAL)
		spv_name(&g->m, ir->ptr, s->name); /* not kernel.var: PoCL would make a kernel's static a __local */
}

static void
build_function(G *g, Symbol *s, uint32_t id)
{
	F fs = {0}, *f = &fs;
	Type *ft = s->type;
	Block *entry;
	struct Dbg *dbg = g->dbg;
	size_t i;

	if (!s->decl->body) {
		/* ast.c freed it: the scan of the text saw no kernel reach it */
		zc_error(g->c, s->loc, "internal error: the body of '%s' was freed as unreachable from every kernel, but a kernel calls it", s->name);
		return;
	}
	f->g = g;
	f->sym = s;
	f->ir = s->irg;
	f->id = id;
	f->fntype = f->ir->fntype;
	f->byval = s->kernel; /* irg_byval */
	f->rettype = irg_type(g, ft->base);
	g->f = f;
	entry = irg_block(f);
	irg_start(f, entry);
	irg_seal(f, entry);
	if (g->dbg && !irg_dbg_describes(g, s))
		g->dbg = NULL; /* back after the function */
	if (g->dbg)
		irg_dbg_function(f); /* the prologue is at the function's name */
	for (i = 0; i < ft->nparams; i++) {
		uint32_t p = spv_id(&g->m);
		Symbol *ps = s->params[i];
		TypeExpr *ptx = s->decl->type->kind == TX_FUNC && i < s->decl->type->nparams
		                ? s->decl->type->params[i].type : NULL;

		VEC_PUSH(&g->c->ar, &f->params, p);
		if (f->byval)
			irg_byval_decorate(g, p, ft->params[i]);
		if (!ps)
			continue;
		{
			SymIR *pir = new_ir(g, ps);

			if (f->byval && irg_byval(ft->params[i])) {
				/* the argument's copy, the kernel's own to read and write */
				pir->ptr = p;
				if (g->dbg)
					irg_dbg_local(f, ps, ptx, (unsigned)i + 1, -1, p);
			} else if (!ps->addr_taken && (ty_is_scalar(ps->type) || ps->type->kind == T_VECTOR ||
			                        ps->type->kind == T_SAMPLER || ps->type->kind == T_EVENT ||
			                        ps->type->kind == T_IMAGE)) {
				pir->var = irg_new_var(f, ps->type);
				irg_write_var(f, pir->var, entry, p);
				if (g->dbg) {
					irg_dbg_local(f, ps, ptx, (unsigned)i + 1, pir->var, 0);
					irg_dbg_value(f, pir->var, p);
				}
			} else {
				LV lv = {0};

				pir->ptr = irg_local_var(f, irg_ptr_type(g, ps->type, AS_PRIVATE));
				lv.kind = LV_PTR;
				lv.type = ps->type;
				lv.ptr = pir->ptr;
				lv.as = AS_PRIVATE;
				irg_store(f, &lv, p);
				if (g->dbg)
					irg_dbg_local(f, ps, ptx, (unsigned)i + 1, -1, pir->ptr);
			}
		}
	}
	irg_stmt(f, s->decl->body);
	for (i = 0; i < f->labels.n; i++)
		irg_seal(f, f->labels.v[i]);
	if (f->cur && g->dbg)
		irg_dbg_at(f, s->decl->body->end); /* falling off the end: the closing brace */
	if (f->cur) {
		/* falling off the end */
		if (ft->base->kind == T_VOID) {
			irg_terminate(f, SpvOpReturn, NULL, 0, 0);
		} else {
			uint32_t u = spv_undef(&g->m, irg_type(g, ft->base));

			irg_terminate(f, SpvOpReturnValue, &u, 1, 0);
		}
	}
	irg_finish_function(f);
	g->dbg = dbg;
	g->f = NULL;
}

/* A kernel that is also called gets an entry point of its own that calls
 * the ordinary function (OpFunctionCall may not target an entry point),
 * passing on its parameters (structs and unions as ByVal pointers:
 * irg_byval). */
static void
build_wrapper(G *g, Symbol *s)
{
	SymIR *ir = s->irg;
	Words *w = &g->m.sec[SEC_FUNCTION];
	Type *ft = s->type;
	uint32_t *call = ar_alloc(&g->c->ar, (3 + ft->nparams) * sizeof *call), label = spv_id(&g->m);
	size_t i;

	spv_emit(&g->m, w, SpvOpFunction, OPS(irg_type(g, ft->base), ir->entry, irg_function_control(g, s), ir->fntype));
	/* OpFunctionCall's operands: result type, result, the function, its arguments */
	call[0] = irg_type(g, ft->base);
	call[2] = ir->fn;
	for (i = 0; i < ft->nparams; i++) {
		uint32_t p = spv_id(&g->m);

		spv_emit(&g->m, w, SpvOpFunctionParameter, OPS(irg_param_type(g, ft->params[i], true), p));
		irg_byval_decorate(g, p, ft->params[i]);
		call[3 + i] = p;
	}
	spv_emit(&g->m, w, SpvOpLabel, &label, 1);
	call[1] = spv_id(&g->m);
	spv_emit(&g->m, w, SpvOpFunctionCall, call, 3 + ft->nparams);
	spv_emit(&g->m, w, SpvOpReturn, NULL, 0);
	spv_emit(&g->m, w, SpvOpFunctionEnd, NULL, 0);
}

/* vec_type_hint's literal: the component type in the low 16 bits (char 0,
 * short 1, int 2, long 3, half 4, float 5, double 6), components above */
static uint32_t
vec_hint(Type *t)
{
	Type *e = ty_elem(t);
	uint32_t code = e->kind == T_FLOAT ? (e->bits == 16 ? 4 : e->bits == 32 ? 5 : 6) :
	                e->bits == 8 ? 0 : e->bits == 16 ? 1 : e->bits == 32 ? 2 : 3;

	return code | ty_ncomp(t) << 16;
}

static void
entry_point(G *g, Symbol *s)
{
	SymIR *ir = s->irg;
	Words *w = &g->m.sec[SEC_ENTRY_POINT];
	uint32_t pre[2] = {SpvExecutionModelKernel, ir->entry};

	spv_emit_str(&g->m, w, SpvOpEntryPoint, pre, 2, s->linkname ? s->linkname : s->name,
	             ir->interface.v, ir->interface.n);
	w = &g->m.sec[SEC_EXECUTION_MODE];
	if (s->reqd_wg[0])
		spv_emit(&g->m, w, SpvOpExecutionMode, OPS(ir->entry, SpvExecutionModeLocalSize, s->reqd_wg[0], s->reqd_wg[1], s->reqd_wg[2]));
	if (s->wg_hint[0])
		spv_emit(&g->m, w, SpvOpExecutionMode, OPS(ir->entry, SpvExecutionModeLocalSizeHint, s->wg_hint[0], s->wg_hint[1], s->wg_hint[2]));
	if (s->vec_hint)
		spv_emit(&g->m, w, SpvOpExecutionMode, OPS(ir->entry, SpvExecutionModeVecTypeHint, vec_hint(s->vec_hint)));
	if (s->reqd_sg) {
		/* SubgroupDispatch and the SubgroupSize mode came with SPIR-V 1.1 */
		spv_cap(&g->m, SpvCapabilitySubgroupDispatch);
		if (g->m.min_version < 0x10100)
			g->m.min_version = 0x10100;
		spv_emit(&g->m, w, SpvOpExecutionMode, OPS(ir->entry, SpvExecutionModeSubgroupSize, s->reqd_sg));
	}
	if (!g->prog->fp_contract)
		spv_emit(&g->m, w, SpvOpExecutionMode, OPS(ir->entry, SpvExecutionModeContractionOff));
}

/* Whether the module exports s: in a library (a program without kernels,
 * or -create-library) every function that is neither static nor a kernel
 * (an entry point cannot have linkage), and every program-scope variable
 * that is not static, so that other modules can link against them (zocc
 * --link, zeModuleDynamicLink). */
static bool
exported(G *g, Symbol *s)
{
	if (g->prog->kernels.n && !g->c->opt.create_library)
		return false;
	if (s->kind == SYM_VAR)
		return s->global && !s->owner && !s->ext && s->type->kind != T_SAMPLER &&
		       !(s->decl && s->decl->spec && (s->decl->spec->storage & SC_STATIC));
	return !s->kernel && !(s->decl->spec->storage & SC_STATIC);
}

/* An imported function: OpFunction with its parameters and no body, which
 * SPIR-V places before every definition (2.4 Logical Layout, 10). */
static void
import_function(G *g, Symbol *s)
{
	SymIR *ir = s->irg;
	Words *w = &g->m.sec[SEC_FUNCTION];
	Type *ft = s->type;
	size_t i;

	spv_emit(&g->m, w, SpvOpFunction, OPS(irg_type(g, ft->base), ir->fn, SpvFunctionControlMaskNone, ir->fntype));
	for (i = 0; i < ft->nparams; i++)
		spv_emit(&g->m, w, SpvOpFunctionParameter, OPS(irg_type(g, ft->params[i]), spv_id(&g->m)));
	spv_emit(&g->m, w, SpvOpFunctionEnd, NULL, 0);
	spv_decorate_linkage(&g->m, ir->fn, s->linkname ? s->linkname : s->name, SpvLinkageTypeImport);
}

/* The functions the module holds are its kernels, its exported functions
 * and every function they call, as a GPU compiler's module does: the rest
 * were checked by sema (their errors are reported) and are left out.  A
 * function reached gets its SymIR here. */
static void
reach(G *g, Symbol *s)
{
	size_t i;

	if (s->irg)
		return;
	new_ir(g, s);
	if (!s->defined)
		return; /* an import (sema_link): declared, not built */
	for (i = 0; i < s->ncallees; i++)
		reach(g, s->callees[i]);
}

/* post-order over the call graph: callees before callers */
static void
order(G *g, Symbol *s, SymVec *out)
{
	SymIR *ir = s->irg;
	size_t i;

	if (!ir || ir->ordered)
		return;
	ir->ordered = true;
	for (i = 0; i < s->ncallees; i++)
		if (s->callees[i]->irg)
			order(g, s->callees[i], out);
	VEC_PUSH(&g->c->ar, out, s);
}

uint32_t *
irg_program(Ctx *c, Program *p, size_t *nwords)
{
	G g = {0};
	size_t i;
	SymVec fns = {0};
	uint32_t srcver, *words;

	g.c = c;
	g.prog = p;
	spv_init(&g.m, c, 0x00010000);
	spv_cap(&g.m, SpvCapabilityAddresses);
	spv_cap(&g.m, SpvCapabilityKernel);
	spv_emit(&g.m, &g.m.sec[SEC_MEMORY_MODEL], SpvOpMemoryModel,
	         OPS(SpvAddressingModelPhysical64, SpvMemoryModelOpenCL));
	srcver = c->opt.cl_std == 100 ? 100000 : c->opt.cl_std == 110 ? 101000 :
	         c->opt.cl_std == 120 ? 102000 : c->opt.cl_std == 200 ? 200000 : 300000;
	spv_emit(&g.m, &g.m.sec[SEC_DEBUG_SOURCE], SpvOpSource, OPS(SpvSourceLanguageOpenCL_C, srcver));
	irg_dbg_begin(&g);
	for (i = 0; i < p->globals.n; i++)
		global_var(&g, p->globals.v[i]);
	for (i = 0; i < p->imports.n; i++)
		if (p->imports.v[i]->kind == SYM_VAR)
			global_var(&g, p->imports.v[i]);
	for (i = 0; i < p->funcs.n; i++)
		if (p->funcs.v[i]->kernel || exported(&g, p->funcs.v[i]))
			reach(&g, p->funcs.v[i]);
	/* ids and types of every function first: calls may come before definitions */
	for (i = 0; i < p->funcs.n; i++) {
		Symbol *s = p->funcs.v[i];
		SymIR *ir = s->irg;

		if (c->times) {
			c->times->functions++;
			c->times->functions_dropped += !ir;
		}
		if (!ir)
			continue;
		ir->fn = spv_id(&g.m);
		ir->fntype = s->kernel ? irg_kernel_fntype(&g, s->type) : irg_type(&g, s->type);
		ir->entry = s->kernel ? (s->called_as_func ? spv_id(&g.m) : ir->fn) : 0;
		spv_name(&g.m, ir->fn, s->linkname ? s->linkname : s->name);
	}
	if (g.dbg)
		for (i = 0; i < p->globals.n; i++)
			irg_dbg_global(&g, p->globals.v[i]);
	/* the imports the module's functions reach, declared before every
	 * definition */
	for (i = 0; i < p->imports.n; i++) {
		Symbol *s = p->imports.v[i];
		SymIR *ir = s->irg;

		if (s->kind != SYM_FUNC || !ir)
			continue;
		ir->fn = spv_id(&g.m);
		ir->fntype = irg_type(&g, s->type);
		ir->ordered = true; /* nothing to build */
		spv_name(&g.m, ir->fn, s->linkname ? s->linkname : s->name);
		import_function(&g, s);
	}
	for (i = 0; i < p->funcs.n; i++)
		order(&g, p->funcs.v[i], &fns);
	irg_dbg_plan(&g, &fns);
	for (i = 0; i < fns.n; i++) {
		Symbol *s = fns.v[i];

		build_function(&g, s, ((SymIR *)s->irg)->fn);
		if (c->nerrors)
			return NULL;
	}
	/* a program without kernels is a library (a module with neither entry
	 * points nor Linkage is invalid) */
	if (!p->kernels.n || c->opt.create_library)
		spv_cap(&g.m, SpvCapabilityLinkage);
	for (i = 0; i < p->funcs.n; i++)
		if (exported(&g, p->funcs.v[i]))
			spv_decorate_linkage(&g.m, ((SymIR *)p->funcs.v[i]->irg)->fn,
			                     p->funcs.v[i]->linkname ? p->funcs.v[i]->linkname : p->funcs.v[i]->name,
			                     SpvLinkageTypeExport);
	for (i = 0; i < p->globals.n; i++) {
		Symbol *s = p->globals.v[i];

		if (exported(&g, s) && s->irg && ((SymIR *)s->irg)->ptr)
			spv_decorate_linkage(&g.m, ((SymIR *)s->irg)->ptr, s->name, SpvLinkageTypeExport);
	}
	for (i = 0; i < p->kernels.n; i++) {
		Symbol *s = p->kernels.v[i];
		SymIR *ir = s->irg;

		if (ir->entry != ir->fn)
			build_wrapper(&g, s);
		entry_point(&g, s);
	}
	if (c->nerrors)
		return NULL;
	zc_phase(c, ZC_PH_IRGEN);
	words = spv_finish(&g.m, nwords);
	zc_times_module(c, words, *nwords);
	zc_phase(c, ZC_PH_EMIT);
	return words;
}
