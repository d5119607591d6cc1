/* ppdump.c — -dM: the macros defined when preprocessing ends, one
 * '#define NAME BODY' line each, as clang and gcc print them (-E -dM).
 *
 * The predefined macros are attached to their names only when a name is
 * first met (predef.c), so every predefined name whose entry holds is
 * interned first: a name the program never mentioned gets its macro then,
 * and one the program #undef'd or redefined keeps what the program left.
 * Then every identifier naming an object-like or function-like macro is
 * printed, sorted by name in byte order as clang sorts them; the built-in
 * ones expanded by code (__LINE__, __has_include, ...) are left out, as
 * clang leaves them out.  A function-like macro's parameters are written
 * 'F(a,b)', variadic ones '...' or 'name...'; body tokens are separated by
 * one space where the definition had white space; an empty body leaves
 * the space after the name (clang's "#define E "). */
#include <stdlib.h>
#include <string.h>

#include "ppint.h"

static int
by_name(const void *a, const void *b)
{
	const Ident *x = *(Ident *const *)a, *y = *(Ident *const *)b;

	return strcmp(x->name, y->name);
}

static void
put_macro(PP *pp, Buf *b, Macro *m)
{
	uint32_t i;

	pp_lazy_body(pp, m);
	buf_puts(b, "#define ");
	buf_puts(b, m->name->name);
	if (m->kind == MK_FUNC) {
		buf_putc(b, '(');
		for (i = 0; i < m->nparams; i++) {
			Ident *p = m->params[i];
			bool last = i + 1 == m->nparams;

			if (i)
				buf_putc(b, ',');
			if (last && m->variadic && p == pp->id_va_args) {
				buf_puts(b, "...");
			} else {
				buf_puts(b, p->name);
				if (last && m->variadic)
					buf_puts(b, "...");
			}
		}
		buf_putc(b, ')');
	}
	buf_putc(b, ' ');
	for (i = 0; i < m->nbody; i++) {
		const Tok *t = &m->body[i];
		bool space;

		/* __VA_OPT__'s own spacing went to its first token (ppmacro.c
		 * parse_define): it is written before the __VA_OPT__ */
		if (i == 0 || m->body[i - 1].kind == T_VAOPT)
			space = false;
		else if (t->kind == T_VAOPT)
			space = i + 1 < m->nbody && (m->body[i + 1].flags & (TF_SPACE | TF_BOL));
		else
			space = t->flags & (TF_SPACE | TF_BOL);
		if (space)
			buf_putc(b, ' ');
		if (t->kind == T_VAOPT)
			buf_puts(b, "__VA_OPT__(");
		else
			buf_putn(b, t->s, t->len);
	}
	buf_putc(b, '\n');
}

/* The -dM text into *len bytes (NUL-terminated, in the arena). */
char *
pp_dump_macros(PP *pp, size_t *len)
{
	Ctx *c = pp->c;
	Ident **v;
	size_t n = 0, i;
	Buf b;

	pp_predef_all(pp);
	v = ar_alloc(&c->ar, (pp->in + 1) * sizeof *v);
	for (i = 0; i < pp->icap; i++) {
		Ident *id = pp->itab[i];

		if (id && id->macro && id->macro->kind <= MK_FUNC)
			v[n++] = id;
	}
	qsort(v, n, sizeof *v, by_name);
	buf_init(&b, &c->ar);
	for (i = 0; i < n; i++)
		put_macro(pp, &b, v[i]->macro);
	buf_putc(&b, 0);
	*len = b.n - 1;
	return b.s;
}
