/* ppstub.c — TEMPORARY stand-in for the preprocessor while frontend/pp.c is
 * written: copies the text, blanks directive lines, and maps each output
 * line to the same line of the one source file.  No macros. */
#include <string.h>

#include "pp.h"

void
pp_run(Ctx *c, const char *name, const char *text, size_t len, const zocc_header *headers,
       size_t nheaders, PPOutput *out)
{
	uint32_t f = src_add(c, name, NULL, text, len);
	size_t i = 0;

	(void)headers;
	(void)nheaders;
	memset(out, 0, sizeof *out);
	out->text = ar_strndup(&c->ar, text, len);
	out->len = len;
	while (i < len) {
		size_t e = i, k = i;
		PPMapEnt m;

		while (e < len && text[e] != '\n')
			e++;
		while (k < e && (text[k] == ' ' || text[k] == '\t'))
			k++;
		if (k < e && text[k] == '#')
			memset(out->text + i, ' ', e - i);
		m.off = (uint32_t)i;
		m.len = (uint32_t)(e - i + 1);
		m.loc = (Loc){f, (uint32_t)i, 0};
		VEC_PUSH(&c->ar, &out->map, m);
		i = e + 1;
	}
	if (c->opt.preprocess_only) {
		out->etext = out->text;
		out->elen = out->len;
	}
}

Loc
pp_locate(const PPOutput *o, uint32_t off)
{
	size_t lo = 0, hi = o->map.n;
	PPMapEnt *m;
	Loc l;

	if (!hi)
		return (Loc){0};
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (o->map.v[mid].off <= off)
			lo = mid;
		else
			hi = mid;
	}
	m = &o->map.v[lo];
	l = m->loc;
	if (!l.exp && off >= m->off)
		l.off += off - m->off;
	return l;
}
