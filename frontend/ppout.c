/* ppout.c — the preprocessor's two outputs: the parser's text with its
 * location map (every token's place in the output mapped back to where it
 * was spelled), and the -E text with linemarkers, spaced so that tokens do
 * not paste and columns follow the source where they can.  pp.c drives
 * them: pp_emit writes one token, pp_emit_run a run of tokens from a
 * macro's replacement with the writers' state in locals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ppint.h"

/* ---- locations ----------------------------------------------------------- */

/* the presumed file name and line of l (after #line) */
const char *
pp_presumed(PP *pp, Loc l, uint32_t *line)
{
	PLoc p = src_ploc(pp->c, l);

	*line = p.line;
	return p.file ? p.file : "";
}

/* ---- output buffers -------------------------------------------------------- */

/* The text, the map and the -E text are the big outputs: they grow with
 * realloc (pp_grow, which moves large blocks without copying) in blocks the
 * arena frees, rather than doubling inside the arena, which would zero and
 * copy them and keep every old copy. */

/* copy a token's spelling: most are a few bytes, cheaper by hand than by call */
static inline void
put_spelling(char *w, const char *s, size_t n)
{
	if (n == 1) {
		*w = *s;
		return;
	}
	switch (n) {
	case 8: w[7] = s[7]; /* fall through */
	case 7: w[6] = s[6]; /* fall through */
	case 6: w[5] = s[5]; /* fall through */
	case 5: w[4] = s[4]; /* fall through */
	case 4: w[3] = s[3]; /* fall through */
	case 3: w[2] = s[2]; /* fall through */
	case 2: w[1] = s[1]; /* fall through */
	case 1: w[0] = s[0]; /* fall through */
	case 0: break;
	default: memcpy(w, s, n);
	}
}

/* ---- -E text --------------------------------------------------------------- */

static __attribute__((noinline)) void
e_grow(PP *pp, size_t more)
{
	size_t nc = pp->ecap * 2;

	while (pp->elen + more + 1 > nc)
		nc *= 2;
	pp->e = pp_grow(pp, pp->eslot, nc);
	pp->ecap = nc;
}

/* room for n more bytes of -E text (and the NUL written at the end) */
static inline char *
e_room(PP *pp, size_t n)
{
	if (pp->elen + n + 1 > pp->ecap)
		e_grow(pp, n);
	return pp->e + pp->elen;
}

void
pp_e_putc(PP *pp, char c)
{
	*e_room(pp, 1) = c;
	pp->elen++;
}

static inline void
e_putn(PP *pp, const char *s, size_t n)
{
	put_spelling(e_room(pp, n), s, n);
	pp->elen += n;
}

static void
e_puts(PP *pp, const char *s)
{
	e_putn(pp, s, strlen(s));
}

static void
e_putu(PP *pp, uint32_t v)
{
	char d[10];
	int n = 0;

	do
		d[n++] = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	while (n)
		pp_e_putc(pp, d[--n]);
}

static void
e_name(PP *pp, const char *s)
{
	pp_e_putc(pp, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			pp_e_putc(pp, '\\');
		pp_e_putc(pp, *s);
	}
	pp_e_putc(pp, '"');
}

void
pp_e_marker(PP *pp, uint32_t line, const char *name, int flag)
{
	if (!pp->ebol)
		pp_e_putc(pp, '\n');
	e_puts(pp, "# ");
	e_putu(pp, line);
	pp_e_putc(pp, ' ');
	e_name(pp, name);
	if (flag) {
		pp_e_putc(pp, ' ');
		e_putu(pp, (uint32_t)flag);
	}
	pp_e_putc(pp, '\n');
	pp->ename = name;
	pp->eline = line;
	pp->ebol = true;
	pp->eprev_valid = false;
}

/* The presumed file and line of o (a place in a file, not in a macro).
 * Consecutive tokens are mostly on one line: the raw offsets of the line
 * last looked up are kept, and a token inside them costs two compares.
 * Only lines of files without #line are kept (a #line clears them). */
static __attribute__((noinline)) const char *
e_where_slow(PP *pp, Loc o, uint32_t *line)
{
	SrcFile *sf;
	PLoc p = src_ploc(pp->c, o);

	*line = p.line;
	if (!p.file)
		return "";
	sf = pp->c->src.files.v[o.file];
	if (sf->marks.n == 0 && o.off <= sf->len) {
		pp->lc_file = o.file;
		pp->lc_lo = o.off - (p.col - 1);
		pp->lc_hi = pp->lc_lo + p.linelen + 1;
		pp->lc_line = p.line;
		pp->lc_name = p.file;
	}
	return p.file;
}

static inline const char *
e_where(PP *pp, Loc o, uint32_t *line)
{
	if (o.file == pp->lc_file && o.off - pp->lc_lo < pp->lc_hi - pp->lc_lo) {
		*line = pp->lc_line;
		return pp->lc_name;
	}
	return e_where_slow(pp, o, line);
}

static bool
e_samefile(PP *pp, const char *name)
{
	return pp->ename && (pp->ename == name || strcmp(pp->ename, name) == 0);
}

/* Bring the -E text forward to line of name: newlines for a short step, a
 * linemarker otherwise. */
static void
e_goto(PP *pp, const char *name, uint32_t line)
{
	if (!pp->emark && e_samefile(pp, name) && line >= pp->eline && line <= pp->eline + 8) {
		while (pp->eline < line) {
			pp_e_putc(pp, '\n');
			pp->eline++;
			pp->ebol = true;
			pp->eprev_valid = false;
		}
	} else {
		pp_e_marker(pp, line, name, 0);
	}
	pp->emark = false;
}

/* would a and b, written side by side, lex differently? */
static inline __attribute__((always_inline)) bool
would_paste(const Tok *a, const Tok *b)
{
	char x, y;

	/* the commonest neighbours, a name and a punctuator, never join */
	if ((a->kind == T_IDENT && b->kind == T_PUNCT) || (a->kind == T_PUNCT && b->kind == T_IDENT))
		return false;
	x = a->len ? a->s[a->len - 1] : 0;
	y = b->len ? b->s[0] : 0;
	switch (a->kind) {
	case T_IDENT:
	case T_NUMBER:
		if (b->kind == T_IDENT || b->kind == T_NUMBER || y == '\\')
			return true;
		if (a->kind == T_NUMBER &&
		    (y == '.' || ((y == '+' || y == '-') && ((x | 32) == 'e' || (x | 32) == 'p'))))
			return true;
		return a->kind == T_IDENT && a->len == 1 && x == 'L' &&
		       (b->kind == T_STRING || b->kind == T_CHAR || y == '"' || y == '\'');
	case T_PUNCT:
	case T_OTHER:
		if (x == '.' && (b->kind == T_NUMBER || y == '.'))
			return true;
		if (x == '\\')
			return true;
		switch (x) {
		case '/': return y == '/' || y == '*' || y == '=';
		case '+': return y == '+' || y == '=';
		case '-': return y == '-' || y == '=' || y == '>';
		case '<': return y == '<' || y == '=' || y == ':' || y == '%';
		case '>': return y == '>' || y == '=';
		case '=': case '!': case '^': case '*': return y == '=';
		case '&': return y == '&' || y == '=';
		case '|': return y == '|' || y == '=';
		case '%': return y == '=' || y == '>' || y == ':';
		case '#': return y == '#';
		case ':': return y == '>' || (a->len == 2 && a->s[0] == '%' && y == '%');
		}
		return false;
	default:
		return false;
	}
}

/* the indentation of the line of o up to o, for a token that begins a line */
static void
e_indent(PP *pp, Loc o)
{
	const char *s;
	uint32_t n, k;

	if (o.file == pp->lc_file && o.off - pp->lc_lo < pp->lc_hi - pp->lc_lo) {
		s = pp->c->src.files.v[o.file]->text + pp->lc_lo;
		n = o.off - pp->lc_lo;
	} else {
		PLoc p = src_ploc(pp->c, o);

		s = p.linetext;
		n = p.col ? p.col - 1 : 0;
		if (n > p.linelen)
			n = p.linelen;
	}
	for (k = 0; k < n && (s[k] == ' ' || s[k] == '\t'); k++)
		pp_e_putc(pp, s[k]);
}

/* The -E text reaches the line of a token that is not on the current one. */
static __attribute__((noinline)) void
e_move(PP *pp, const Tok *t, const char *name, uint32_t line, bool hash)
{
	/* every token spelled in a file goes on its own line; one out of a
	 * macro follows the line of the outermost invocation */
	if (pp->emark || !e_samefile(pp, name)) {
		e_goto(pp, name, line);
	} else if (line > pp->eline && hash && !pp->ebol) {
		/* reach its line through line splices: the '#' then does not
		 * begin a line of the spliced text, and lines still count */
		if (line <= pp->eline + 8) {
			pp_e_putc(pp, ' ');
			for (; pp->eline < line; pp->eline++)
				e_putn(pp, "\\\n", 2);
		}
	} else if (line > pp->eline) {
		e_goto(pp, name, line);
	} else if (line < pp->eline && !t->loc.exp && (t->flags & TF_BOL)) {
		pp_e_marker(pp, line, name, 0); /* behind the text: after #line */
	}
}

static void
e_token(PP *pp, const Tok *t)
{
	/* a '#' out of a macro must not start a line, or the -E text would
	 * hold a directive */
	bool hash = t->kind == T_PUNCT && t->aux == '#', space;
	Loc o;
	uint32_t line, n = t->len;
	const char *name;
	char *w;

	if (t->loc.exp)
		o = pp->outer.v[t->loc.exp];
	else
		o = t->loc;
	name = e_where(pp, o, &line);
	if (pp->emark || name != pp->ename || line != pp->eline)
		e_move(pp, t, name, line, hash);
	if (pp->ebol) {
		if (t->flags & TF_BOL)
			e_indent(pp, o); /* the line's own indentation */
		space = false;
	} else {
		space = (t->flags & (TF_SPACE | TF_BOL)) || hash ||
		        (pp->eprev_valid && would_paste(&pp->eprev, t));
	}
	w = e_room(pp, n + 1);
	if (space)
		*w++ = ' ';
	put_spelling(w, t->s, n);
	pp->elen = (size_t)(w - pp->e) + n;
	pp->ebol = false;
	pp->eprev = *t;
	pp->eprev_valid = true;
}

/* a pragma line of the -E text */
void
pp_e_pragma(PP *pp, Loc at, const char *s, size_t n)
{
	uint32_t line;
	const char *name = e_where(pp, src_outermost(pp->c, at), &line);
	bool midline = !pp->ebol;

	if (midline) {
		pp_e_putc(pp, '\n');
		pp->eline++;
		pp->ebol = true;
	}
	if (line >= pp->eline)
		e_goto(pp, name, line);
	else
		pp_e_marker(pp, line, name, 0);
	e_puts(pp, "#pragma ");
	e_putn(pp, s, n);
	pp_e_putc(pp, '\n');
	pp->eline++;
	pp->ebol = true;
	pp->eprev_valid = false;
	/* text after a _Pragma in mid-line needs a linemarker to get back */
	pp->emark = midline;
}

/* ---- the parser's text ----------------------------------------------------- */

/* The token limit bounds everything after the preprocessor (the parse, the
 * tree, sema and irgen are linear in it), and the preprocessor's output
 * itself; so do the bytes of the output, 16 a token (a macro can make a
 * thousand copies of a long string), within the 2 GB offsets can address. */
static uint64_t
byte_limit(const PP *pp)
{
	uint64_t t = pp->c->opt.limits.tokens;

	return t >= (1u << 27) ? (1u << 31) - 1 : t * 16;
}

static __attribute__((noinline)) void
too_many(PP *pp, const Tok *t, bool bytes)
{
	if (bytes)
		zc_error(pp->c, t->loc, "the preprocessed program is larger than %llu bytes",
		         (unsigned long long)byte_limit(pp));
	else
		zc_error(pp->c, t->loc, "the preprocessed program has more than %llu tokens",
		         (unsigned long long)pp->c->opt.limits.tokens);
	zc_note(pp->c, (Loc){0}, "the limit can be raised with -ftoken-limit=N (or zocc_input.limits), which allows 16 bytes a token");
	pp->stop = true;
}

void
pp_emit(PP *pp, const Tok *t)
{
	PPOutput *out = pp->out;
	const char *s = t->s;
	size_t n = t->len;
	PPMapEnt me;
	char one, *w;

	if (pp->etext) {
		/* -E: only the -E text is made (nothing parses the other) */
		if (!pp->stop && ++pp->nout > pp->c->opt.limits.tokens)
			too_many(pp, t, false);
		if (!pp->stop && pp->elen + n + 2 > byte_limit(pp))
			too_many(pp, t, true);
		if (!pp->stop)
			e_token(pp, t);
		return;
	}
	if (t->kind == T_PUNCT) {
		/* digraphs go out in their usual spelling */
		if (t->aux < 256 && n != 1) {
			one = (char)t->aux;
			s = &one;
			n = 1;
		} else if (t->aux == P_HASHHASH && n != 2) {
			s = "##";
			n = 2;
		}
	}
	if (pp->olen + n + 2 > byte_limit(pp)) {
		if (!pp->stop)
			too_many(pp, t, true);
		return;
	}
	if (pp->olen + n + 2 > pp->ocap) {
		size_t nc = pp->ocap * 2;

		while (pp->olen + n + 2 > nc)
			nc *= 2;
		pp->o = pp_grow(pp, pp->oslot, nc);
		pp->ocap = nc;
	}
	w = pp->o + pp->olen;
	if (pp->osep)
		*w++ = (t->flags & TF_BOL) ? '\n' : ' ';
	me.off = (uint32_t)(w - pp->o);
	me.loc = t->loc;
	put_spelling(w, s, n);
	me.len = (uint32_t)n;
	pp->olen = me.off + n;
	pp->osep = true;
	if (out->map.n == out->map.cap) {
		out->map.cap *= 2;
		out->map.v = pp_grow(pp, pp->mslot, out->map.cap * sizeof *out->map.v);
	}
	out->map.v[out->map.n++] = me;
	if (out->map.n > pp->c->opt.limits.tokens && !pp->stop)
		too_many(pp, t, false);
}

/* A run of tokens that macro replacement passes as they are (see
 * pp_take_run) is written in two passes, first the parser's text and map,
 * then the -E text, each with its writer's state in locals (the bytes
 * written would otherwise make the compiler reload it from *pp after each
 * one).  A token out of the ordinary goes through emit. */

/* token i of r as the context would give it */
static inline void
run_token(const PPRun *r, uint32_t i, Loc *loc, uint8_t *flags)
{
	*loc = r->v[i].loc;
	*flags = r->v[i].flags;
	if (r->stamp) {
		loc->exp = r->stamp;
		if (i == 0 && r->first)
			*flags = (uint8_t)((*flags & ~(TF_SPACE | TF_BOL)) | r->firstflags);
	}
}

/* Room in the two writers below.  Each grows its buffer before its loop by
 * 9 bytes a token, enough for a run of short ones; but a token is as long
 * as its spelling (a pasted name, a stringized argument), so that figure
 * is only an estimate that makes a stop rare.  What keeps every write
 * inside the buffer, and the output within its byte limit, is that each
 * token is checked on its own, before it is written, against the bytes
 * still left: the lesser of the buffer's end and the limit.  Nothing
 * relies on room reckoned for the run as a whole, where a long token early
 * in it would use up what was set aside for those after it (a heap
 * overflow the compile fuzzer found: tests/fuzz/regress/compile).  A
 * token that does not fit stops the loop; emit writes it, growing the
 * buffer or reporting the limit. */
static inline size_t
room_end(const PP *pp, size_t cap)
{
	size_t lim = (size_t)byte_limit(pp);

	return cap < lim ? cap : lim;
}

/* The parser's text and map for tokens i.. of r; returns where it stopped:
 * the end, or a token emit has to write (a digraph, one without room).
 * The caller has seen that the map may grow by the whole run without
 * passing the output's token limit. */
static __attribute__((noinline)) uint32_t
run_text(PP *pp, const PPRun *r, uint32_t i)
{
	PPOutput *out = pp->out;
	char *o, *w;
	size_t olen, ocap, left = r->n - i;
	PPMapEnt *map;
	size_t mn;
	uint32_t stamp = r->stamp;
	bool osep = pp->osep;

	/* room for every map entry of the run (one a token: exact), and an
	 * estimate for the text (see room_end) */
	if (out->map.n + left > out->map.cap) {
		while (out->map.n + left > out->map.cap)
			out->map.cap *= 2;
		out->map.v = pp_grow(pp, pp->mslot, out->map.cap * sizeof *out->map.v);
	}
	if (pp->olen + left * 9 + 2 > pp->ocap) {
		while (pp->olen + left * 9 + 2 > pp->ocap)
			pp->ocap *= 2;
		pp->o = pp_grow(pp, pp->oslot, pp->ocap);
	}
	o = pp->o;
	olen = pp->olen;
	ocap = room_end(pp, pp->ocap);
	map = out->map.v;
	mn = out->map.n;
	for (; i < r->n; i++) {
		const Tok *tp = &r->v[i];
		uint32_t n = tp->len;
		uint8_t flags = tp->flags;
		Loc loc = tp->loc;

		if (tp->kind == T_PUNCT && ((tp->aux < 256 && n != 1) || (tp->aux == P_HASHHASH && n != 2)))
			break;
		if (olen + n + 2 > ocap)
			break; /* separator, spelling and the final NUL: not here */
		if (stamp) {
			loc.exp = stamp;
			if (i == 0 && r->first)
				flags = (uint8_t)((flags & ~(TF_SPACE | TF_BOL)) | r->firstflags);
		}
		w = o + olen;
		if (osep)
			*w++ = (flags & TF_BOL) ? '\n' : ' ';
		osep = true;
		map[mn].off = (uint32_t)(w - o);
		map[mn].len = n;
		map[mn].loc = loc;
		mn++;
		put_spelling(w, tp->s, n);
		olen = (size_t)(w - o) + n;
	}
	pp->olen = olen;
	pp->osep = osep;
	out->map.n = mn;
	return i;
}

/* The -E text for tokens i..k-1 of r: those on the line the text is on,
 * not first on it, here; the others (and '#') through e_token. */
static __attribute__((noinline)) void
run_etext(PP *pp, const PPRun *r, uint32_t i, uint32_t k)
{
	const Loc *outer = pp->outer.v;
	char *e, *w;
	size_t elen, ecap;
	uint32_t lc_file, lc_lo, lc_span, stamp = r->stamp;
	const Tok *prev;
	bool prevok, online;
	uint32_t lastexp = 0; /* the expansion of the last token found on the line */

	/* LOAD makes room for the tokens left at 9 bytes each, so that the
	 * slow path is rare; each token still checks its own room (room_end) */
#define LOAD() (((pp->elen + (size_t)(k - i) * 9 + 2 > pp->ecap) ? e_grow(pp, (size_t)(k - i) * 9 + 2) \
                                                                  : (void)0), \
                e = pp->e, elen = pp->elen, ecap = room_end(pp, pp->ecap), prev = &pp->eprev, \
                prevok = pp->eprev_valid, lc_file = pp->lc_file, lc_lo = pp->lc_lo, \
                lc_span = pp->lc_hi - pp->lc_lo, \
                online = !pp->emark && !pp->ebol && pp->lc_name == pp->ename && \
                         pp->lc_line == pp->eline)
#define SAVE() (pp->elen = elen, pp->eprev = *prev, pp->eprev_valid = prevok)
	LOAD();
	for (; i < k; i++) {
		const Tok *tp = &r->v[i];
		uint32_t n = tp->len, exp = stamp ? stamp : tp->loc.exp;
		uint8_t flags = tp->flags;

		if (stamp && i == 0 && r->first)
			flags = (uint8_t)((flags & ~(TF_SPACE | TF_BOL)) | r->firstflags);
		if (!exp || exp != lastexp) {
			/* (tokens of one expansion share the line of its outermost use) */
			const Loc *o = exp ? &outer[exp] : &tp->loc;

			if (!online || o->file != lc_file || o->off - lc_lo >= lc_span)
				goto slow;
			lastexp = exp;
		}
		if (elen + n + 2 > ecap)
			goto slow;
		w = e + elen;
		if (tp->kind == T_PUNCT) {
			if (tp->aux == '#')
				goto slow;
			if ((flags & (TF_SPACE | TF_BOL)) ||
			    (prevok && prev->kind != T_IDENT && would_paste(prev, tp)))
				*w++ = ' ';
		} else if ((flags & (TF_SPACE | TF_BOL)) ||
		           (prevok && !(prev->kind == T_PUNCT && tp->kind == T_IDENT) &&
		            would_paste(prev, tp))) {
			*w++ = ' ';
		}
		put_spelling(w, tp->s, n);
		elen = (size_t)(w - e) + n;
		prev = tp;
		prevok = true;
		continue;
	slow: {
			Tok t = *tp;

			t.flags = flags;
			t.loc.exp = exp;
			SAVE();
			if (pp->elen + t.len + 2 > byte_limit(pp)) {
				too_many(pp, &t, true); /* (pp_emit_run counted the tokens) */
				break;
			}
			e_token(pp, &t);
			i++; /* LOAD counts the tokens left */
			LOAD();
			i--;
			lastexp = 0;
		}
	}
	SAVE();
	pp->ebol = false;
#undef SAVE
#undef LOAD
}

void
pp_emit_run(PP *pp, const PPRun *r)
{
	uint32_t i = 0, k;

	if (pp->etext) {
		if (pp->nout + r->n <= pp->c->opt.limits.tokens &&
		    pp->elen + (size_t)r->n * 9 + 2 <= byte_limit(pp)) {
			pp->nout += r->n;
			run_etext(pp, r, 0, r->n);
			return;
		}
		for (; i < r->n; i++) { /* the limit is near: one by one */
			Tok t = r->v[i];

			run_token(r, i, &t.loc, &t.flags);
			pp_emit(pp, &t);
		}
		return;
	}
	while (i < r->n) {
		k = pp->out->map.n + (r->n - i) < pp->c->opt.limits.tokens &&
		    pp->olen + (size_t)(r->n - i) * 9 + 2 <= byte_limit(pp) ? run_text(pp, r, i) : i;
		if (k < r->n) {
			Tok t = r->v[k];

			run_token(r, k, &t.loc, &t.flags);
			pp_emit(pp, &t);
			k++;
			if (pp->stop)
				return; /* a limit: nothing more is written */
		}
		i = k;
	}
}
