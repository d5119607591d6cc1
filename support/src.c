/* src.c — the source manager: files by index, macro expansion records, and
 * the mapping from a Loc (file, byte offset, expansion) to the presumed
 * file:line:col a user reads, honouring #line directives. */
#include <string.h>

#include "zc.h"

uint32_t
src_add(Ctx *c, const char *name, const char *path, const char *text, size_t len)
{
	SrcFile *f = ar_alloc(&c->ar, sizeof *f);

	if (c->src.files.n == 0)
		VEC_PUSH(&c->ar, &c->src.files, NULL); /* index 0 means "none" */
	f->name = name;
	f->path = path;
	f->text = text;
	f->len = (uint32_t)len;
	VEC_PUSH(&c->ar, &c->src.files, f);
	return (uint32_t)(c->src.files.n - 1);
}

static void
index_lines(Ctx *c, SrcFile *f)
{
	VEC(uint32_t) v = {0};
	uint32_t i;

	VEC_PUSH(&c->ar, &v, 0);
	for (i = 0; i < f->len; i++)
		if (f->text[i] == '\n')
			VEC_PUSH(&c->ar, &v, i + 1);
	f->lines = v.v;
	f->nlines = (uint32_t)v.n;
}

Loc
src_outermost(Ctx *c, Loc l)
{
	unsigned guard = 0;

	while (l.exp && l.exp < c->src.exps.n && guard++ < 100000)
		l = c->src.exps.v[l.exp].use;
	return l;
}

PLoc
src_ploc(Ctx *c, Loc l)
{
	PLoc p = {0};
	SrcFile *f;
	uint32_t lo, hi, line, off;

	l = src_outermost(c, l);
	if (!l.file || l.file >= c->src.files.n)
		return p;
	f = c->src.files.v[l.file];
	if (!f->lines)
		index_lines(c, f);
	off = l.off > f->len ? f->len : l.off;
	/* binary search for the last line start <= off */
	lo = 0, hi = f->nlines;
	while (hi - lo > 1) {
		uint32_t mid = (lo + hi) / 2;

		if (f->lines[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	line = lo;
	p.file = f->name;
	p.line = line + 1;
	p.col = off - f->lines[line] + 1;
	p.linetext = f->text + f->lines[line];
	/* up to the newline that starts the next line, or a carriage return */
	p.linelen = (line + 1 < f->nlines ? f->lines[line + 1] - 1 : f->len) - f->lines[line];
	{
		const char *cr = memchr(p.linetext, '\r', p.linelen);

		if (cr)
			p.linelen = (uint32_t)(cr - p.linetext);
	}
	/* a #line directive renumbers the lines after it */
	if (f->marks.n) {
		size_t i;
		LineMark *m = NULL;

		for (i = 0; i < f->marks.n && f->marks.v[i].off <= off; i++)
			m = &f->marks.v[i];
		if (m) {
			uint32_t mline = 0; /* physical line index of the mark */

			lo = 0, hi = f->nlines;
			while (hi - lo > 1) {
				uint32_t mid = (lo + hi) / 2;

				if (f->lines[mid] <= m->off)
					lo = mid;
				else
					hi = mid;
			}
			mline = lo;
			p.line = m->line + (line - mline);
			if (m->name)
				p.file = m->name;
		}
	}
	return p;
}
