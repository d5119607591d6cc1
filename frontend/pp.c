/* pp.c — the preprocessor's driver: files and #include, directives and
 * conditional inclusion (C99 6.10, 6.10.1-6.10.2, 6.10.4-6.10.9) and
 * pragmas; the two outputs are written by ppout.c.
 *
 * pp_run pushes the main file (and, above it, a "<command line>" file made
 * of the -D/-U options as #define/#undef lines), then pulls fully expanded
 * tokens until the main file ends.  Directives are run by pp_lex_file, the
 * bottom of the token pull, whenever a '#' starts a line; a false group is
 * passed over by pp_skip_group without being tokenised.  Most tokens come
 * out of a macro's replacement with nothing more to do: the main loop takes
 * them a run at a time (pp_take_run) and writes each run with the writers'
 * state in locals (pp_emit_run).  Under -E only the -E text is made.
 *
 * Files are identified by device and inode (in-memory headers by name), so
 * a header is read from disk once however often it is included; a header
 * whose whole content sits in '#ifndef X ... #endif' (or '#if !defined X')
 * is remembered with X, and is not even opened again while X is defined
 * (the multiple-include optimisation), nor after '#pragma once'. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ppint.h"

enum {
	MAX_INCLUDE_DEPTH = 200    /* clang's limit */
};

static void directive(PP *pp, Tok *hash);
static void skip_groups(PP *pp);

/* ---- files ----------------------------------------------------------------- */

static const char *
dirname_of(PP *pp, const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return "";
	if (slash == path)
		return "/";
	return ar_strndup(&pp->c->ar, path, (size_t)(slash - path));
}

static PPFile *
push_file(PP *pp, const char *name, const char *path, const char *text, size_t len,
          PPFileInfo *info, Loc from, bool system)
{
	uint32_t id = src_add(pp->c, name, path, text, len);
	PPFile *f;

	pp->c->src.files.v[id]->included_from = from;
	pp->c->src.files.v[id]->system = system;
	f = pp_file_open(pp, id, text, len);
	f->info = info;
	f->system = system;
	f->condbase = pp->conds.n;
	f->guard = GUARD_START;
	f->dir = dirname_of(pp, name);
	f->memdir = info && info->mem;
	VEC_PUSH(&pp->c->ar, &pp->files, f);
	pp->cur = f;
	return f;
}

/* leave the current file: close what it left open, remember its guard */
static void
end_file(PP *pp)
{
	PPFile *f = pp->cur;

	while (pp->conds.n > f->condbase) {
		zc_error(pp->c, VEC_LAST(&pp->conds).loc, "unterminated conditional directive");
		pp->conds.n--;
	}
	if (f->guard == GUARD_CLOSED && f->info)
		f->info->guard = f->guardname;
	pp->files.n--;
	pp->cur = pp->files.n ? pp->files.v[pp->files.n - 1] : NULL;
	if (pp->etext && pp->cur && f->info) {
		uint32_t line;
		const char *name = pp_presumed(pp, pp_here(pp->cur), &line);

		pp_e_marker(pp, line, name, 2);
	}
}

static PPFileInfo *
mem_header(PP *pp, const char *name, size_t n)
{
	size_t i;
	PPFileInfo *fi;
	char *key;

	for (i = 0; i < pp->nheaders; i++) {
		const zocc_header *h = &pp->headers[i];

		if (h->name && strlen(h->name) == n && memcmp(h->name, name, n) == 0)
			break;
	}
	if (i == pp->nheaders)
		return NULL;
	key = ar_printf(&pp->c->ar, "mem:%.*s", (int)n, name);
	fi = map_get(&pp->fileinfo, key, strlen(key));
	if (!fi) {
		const zocc_header *h = &pp->headers[i];
		size_t len = h->text ? (h->len ? h->len : strlen(h->text)) : 0;

		fi = ar_alloc(&pp->c->ar, sizeof *fi);
		fi->path = h->name;
		fi->text = ar_strndup(&pp->c->ar, h->text ? h->text : "", len);
		fi->len = (uint32_t)len;
		fi->mem = true;
		map_put(&pp->fileinfo, key, strlen(key), fi);
	}
	return fi;
}

/* "dev:ino" in hex, the key of a file on disk (key has room for 34 bytes) */
static void
file_key(char *key, uint64_t dev, uint64_t ino)
{
	uint64_t v[2] = {dev, ino};
	int i, k, n = 0;

	for (i = 0; i < 2; i++) {
		if (i)
			key[n++] = ':';
		for (k = 60; k > 0 && !(v[i] >> k); k -= 4)
			;
		for (; k >= 0; k -= 4)
			key[n++] = "0123456789abcdef"[(v[i] >> k) & 15];
	}
	key[n] = 0;
}

/* open and read a file on disk, or find it already read; NULL if it is not
 * there (or is no regular file).  A probe (__has_include) only looks. */
static PPFileInfo *
disk_file(PP *pp, const char *path, bool system, bool probe)
{
	struct stat st;
	int fd;
	PPFileInfo *fi;
	char key[64];
	char *buf;
	size_t got = 0;

	if (probe)
		return stat(path, &st) == 0 && S_ISREG(st.st_mode) ? &pp->probed : NULL;
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return NULL;
	}
	file_key(key, (uint64_t)st.st_dev, (uint64_t)st.st_ino);
	fi = map_get(&pp->fileinfo, key, strlen(key));
	if (fi) {
		close(fd);
		return fi;
	}
	buf = ar_alloc(&pp->c->ar, (size_t)st.st_size + 1);
	while (got < (size_t)st.st_size) {
		ssize_t r = read(fd, buf + got, (size_t)st.st_size - got);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	close(fd);
	buf[got] = 0;
	fi = ar_alloc(&pp->c->ar, sizeof *fi);
	fi->path = ar_strdup(&pp->c->ar, path);
	fi->text = buf;
	fi->len = (uint32_t)got;
	map_put(&pp->fileinfo, ar_strdup(&pp->c->ar, key), strlen(key), fi);
	{
		PPDep d = {fi->path, system};

		VEC_PUSH(&pp->c->ar, &pp->out->deps, d);
	}
	return fi;
}

static const char *
join(PP *pp, const char *dir, const char *name, size_t n)
{
	size_t dn;
	char *p;

	if (!*dir || name[0] == '/')
		return ar_strndup(&pp->c->ar, name, n);
	dn = strlen(dir);
	p = ar_alloc(&pp->c->ar, dn + 1 + n + 1);
	memcpy(p, dir, dn);
	p[dn] = '/';
	memcpy(p + dn + 1, name, n);
	p[dn + 1 + n] = 0;
	return p;
}

/* 6.10.2: search for a header: the in-memory headers, then (for "...")
 * the including file's directory and each -iquote directory, then each -I
 * directory, then each -isystem one, whose headers are system headers
 * (clang's order, whatever the order of the options). */
static PPFileInfo *
search(PP *pp, const char *name, size_t n, bool angled, bool probe, const char **found, bool *system)
{
	PPFileInfo *fi;
	size_t i;
	const char *path;

	if ((fi = mem_header(pp, name, n)) != NULL) {
		*found = fi->path;
		return fi;
	}
	if (!angled && pp->cur) {
		if (pp->cur->memdir) {
			if (*pp->cur->dir) {
				path = join(pp, pp->cur->dir, name, n);
				if ((fi = mem_header(pp, path, strlen(path))) != NULL) {
					*found = fi->path;
					return fi;
				}
			}
		} else {
			path = join(pp, pp->cur->dir, name, n);
			if ((fi = disk_file(pp, path, false, probe)) != NULL) {
				/* next to a system header: one too */
				if (system && pp->cur->id < pp->c->src.files.n && pp->c->src.files.v[pp->cur->id])
					*system = pp->c->src.files.v[pp->cur->id]->sysdir;
				/* clang's name for it in diagnostics: "./x.h" next to a
				 * main file given without a directory (deps keep "x.h") */
				*found = *pp->cur->dir || name[0] == '/' ? path
				                                         : ar_printf(&pp->c->ar, "./%s", path);
				return fi;
			}
		}
	}
	if (name[0] == '/') {
		path = ar_strndup(&pp->c->ar, name, n);
		if ((fi = disk_file(pp, path, angled, probe)) != NULL) {
			*found = path;
			return fi;
		}
		return NULL;
	}
	for (i = 0; !angled && i < pp->c->opt.quotedirs.n; i++) {
		path = join(pp, pp->c->opt.quotedirs.v[i], name, n);
		if ((fi = disk_file(pp, path, false, probe)) != NULL) {
			*found = path;
			return fi;
		}
	}
	for (i = 0; i < pp->c->opt.incdirs.n; i++) {
		path = join(pp, pp->c->opt.incdirs.v[i], name, n);
		if ((fi = disk_file(pp, path, angled, probe)) != NULL) {
			*found = path;
			return fi;
		}
	}
	for (i = 0; i < pp->c->opt.sysdirs.n; i++) {
		path = join(pp, pp->c->opt.sysdirs.v[i], name, n);
		if ((fi = disk_file(pp, path, true, probe)) != NULL) {
			if (system)
				*system = true;
			*found = path;
			return fi;
		}
	}
	return NULL;
}

bool
pp_find_include(PP *pp, const char *name, size_t n, bool angled, Loc at)
{
	const char *found;

	(void)at;
	return search(pp, name, n, angled, true, &found, NULL) != NULL;
}

/* ---- directives ------------------------------------------------------------ */

static void
fatal(Ctx *c, Loc l, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	zc_diag(c, DIAG_FATAL, l, fmt, ap);
	va_end(ap);
}

/* Read the rest of the directive line. */
void
pp_skip_line(PP *pp)
{
	Tok t;

	do
		pp_get_raw(pp, &t);
	while (t.kind != T_EOD && t.kind != T_EOF);
}

static void
end_of_directive(PP *pp, const char *name)
{
	Tok t;

	pp_lex(pp, pp->cur, &t);
	if (t.kind != T_EOD) {
		zc_warning(pp->c, t.loc, "extra tokens at end of #%s directive [-Wextra-tokens]", name);
		pp_skip_line(pp);
	}
}

static void
push_cond(PP *pp, Loc loc, bool taken)
{
	PPCond cd = {loc, taken, false, false};

	VEC_PUSH(&pp->c->ar, &pp->conds, cd);
}

/* #endif: close the innermost conditional (it belongs to the current file) */
static void
pop_cond(PP *pp)
{
	PPFile *f = pp->cur;

	pp->conds.n--;
	if (pp->conds.n == f->condbase && f->guard == GUARD_IN)
		f->guard = GUARD_CLOSED;
}

/* does the #if line at p read '!defined X' or '!defined(X)' and nothing else? */
static Ident *
guard_form(PP *pp, const char *p)
{
	const char *q;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '!')
		return NULL;
	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, "defined", 7) != 0)
		return NULL;
	p += 7;
	while (*p == ' ' || *p == '\t')
		p++;
	{
		bool paren = *p == '(';
		Ident *id;

		if (paren)
			p++;
		while (*p == ' ' || *p == '\t')
			p++;
		for (q = p; (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || *q == '_' ||
		            (*q >= '0' && *q <= '9');
		     q++)
			;
		if (q == p)
			return NULL;
		id = pp_intern(pp, p, (size_t)(q - p));
		p = q;
		while (*p == ' ' || *p == '\t')
			p++;
		if (paren && *p++ != ')')
			return NULL;
		while (*p == ' ' || *p == '\t' || *p == '\r')
			p++;
		return *p == '\n' || *p == 0 ? id : NULL;
	}
}

/* #ifdef / #ifndef: the macro name, or NULL after a diagnostic */
static Ident *
ifdef_name(PP *pp, const char *dir)
{
	Tok t;

	pp_lex(pp, pp->cur, &t);
	if (t.kind == T_EOD) {
		zc_error(pp->c, t.loc, "macro name missing");
		return NULL;
	}
	if (t.kind != T_IDENT) {
		zc_error(pp->c, t.loc, "macro name must be an identifier");
		pp_skip_line(pp);
		return NULL;
	}
	end_of_directive(pp, dir);
	return TOK_IDENT(&t);
}

/* 6.10.1p6: after a group was taken or found false, skip until a group is
 * to be taken or the conditional ends */
static void
skip_groups(PP *pp)
{
	PPFile *f = pp->cur;

	for (;;) {
		int d;
		PPCond *cd;
		Loc at;

		pp->directive = false;
		d = pp_skip_group(pp, f);
		pp->directive = true;
		if (d == D_NONE)
			return; /* end of file: end_file reports the open conditional */
		cd = &VEC_LAST(&pp->conds);
		at = (Loc){f->id, pp_raw_off(f, f->p) - (d == D_ELIF ? 4 : d == D_ELSE ? 4 : 5), 0};
		if (d == D_ENDIF) {
			end_of_directive(pp, "endif");
			pop_cond(pp);
			return;
		}
		if (pp->conds.n - 1 == f->condbase && f->guard == GUARD_IN)
			f->guard = GUARD_NONE; /* #else or #elif of the guard: no guard */
		if (d == D_ELSE) {
			if (cd->seen_else)
				zc_error(pp->c, at, "#else after #else");
			cd->seen_else = true;
			end_of_directive(pp, "else");
			if (!cd->taken) {
				cd->taken = true;
				return;
			}
			continue;
		}
		/* #elif */
		if (cd->seen_else)
			zc_error(pp->c, at, "#elif after #else");
		if (!cd->taken) {
			Tok dt = {0};

			dt.loc = at;
			if (pp_eval_if(pp, &dt)) {
				cd->taken = true;
				return;
			}
		} else {
			pp_skip_line(pp);
		}
	}
}

static void
do_if(PP *pp, Tok *dt, int dir)
{
	PPFile *f = pp->cur;
	bool v;
	Ident *id = NULL;
	bool first = f->guard == GUARD_START && pp->conds.n == f->condbase;

	if (dir == D_IF) {
		if (first)
			id = guard_form(pp, f->p);
		v = pp_eval_if(pp, dt);
	} else {
		id = ifdef_name(pp, dir == D_IFDEF ? "ifdef" : "ifndef");
		v = id && (id->macro != NULL) == (dir == D_IFDEF);
		if (dir == D_IFDEF)
			id = NULL;
	}
	if (first) {
		f->guard = id ? GUARD_IN : GUARD_NONE;
		f->guardname = id;
	}
	push_cond(pp, dt->loc, v);
	if (!v)
		skip_groups(pp);
}

static void
do_else(PP *pp, Tok *dt, int dir)
{
	PPFile *f = pp->cur;
	PPCond *cd;

	if (pp->conds.n <= f->condbase) {
		zc_error(pp->c, dt->loc, dir == D_ELSE ? "#else without #if" : "#elif without #if");
		pp_skip_line(pp);
		return;
	}
	cd = &VEC_LAST(&pp->conds);
	if (cd->seen_else)
		zc_error(pp->c, dt->loc, dir == D_ELSE ? "#else after #else" : "#elif after #else");
	if (dir == D_ELSE) {
		cd->seen_else = true;
		end_of_directive(pp, "else");
	} else {
		pp_skip_line(pp); /* the group before was taken: this one's condition is not evaluated */
	}
	if (pp->conds.n - 1 == f->condbase && f->guard == GUARD_IN)
		f->guard = GUARD_NONE;
	cd->taken = true;
	skip_groups(pp);
}

static void
do_endif(PP *pp, Tok *dt)
{
	if (pp->conds.n <= pp->cur->condbase) {
		zc_error(pp->c, dt->loc, "#endif without #if");
		pp_skip_line(pp);
		return;
	}
	end_of_directive(pp, "endif");
	pop_cond(pp);
}

/* 6.10.2 Source file inclusion */
static void
do_include(PP *pp, Tok *dt, bool next)
{
	Ctx *c = pp->c;
	Tok t;
	const char *name, *found = NULL;
	size_t n;
	bool angled, sysdir = false;
	PPFileInfo *fi;
	Loc at;

	pp->in_include = true;
	pp_lex(pp, pp->cur, &t);
	pp->in_include = false;
	at = t.loc;
	if (t.kind == T_STRING && t.s[0] == '"') {
		name = t.s + 1;
		n = t.len - 2;
		angled = false;
	} else if (t.kind == T_HEADER) {
		name = t.s + 1;
		n = t.len - 2;
		angled = true;
	} else if (t.kind == T_EOD) {
		zc_error(c, t.loc, "expected \"FILENAME\" or <FILENAME>");
		return;
	} else {
		/* 6.10.2p4: a form that macro replacement turns into one of the two */
		pp_unget(pp, &t);
		pp_expand_next(pp, &t);
		if (t.kind == T_STRING && t.s[0] == '"') {
			name = t.s + 1;
			n = t.len - 2;
			angled = false;
		} else if (t.kind == T_PUNCT && t.aux == '<') {
			TokVec v = {0};

			for (;;) {
				pp_expand_next(pp, &t);
				if (t.kind == T_EOD || (t.kind == T_PUNCT && t.aux == '>'))
					break;
				VEC_PUSH(&c->ar, &v, t);
			}
			if (t.kind == T_EOD) {
				zc_error(c, t.loc, "expected '>'");
				return;
			}
			name = pp_spell(pp, v.v, v.n, &n);
			angled = true;
		} else {
			zc_error(c, t.loc, "expected \"FILENAME\" or <FILENAME>");
			if (t.kind != T_EOD)
				pp_skip_line(pp);
			return;
		}
	}
	name = ar_strndup(&c->ar, name, n);
	pp_get_raw(pp, &t);
	if (t.kind != T_EOD) {
		zc_warning(c, t.loc, "extra tokens at end of #include directive [-Wextra-tokens]");
		pp_skip_line(pp);
	}
	if (n == 0) {
		zc_error(c, at, "empty filename");
		return;
	}
	if (pp->files.n > MAX_INCLUDE_DEPTH) {
		zc_error(c, at, "#include nested too deeply");
		return;
	}
	(void)next; /* #include_next searches as #include does, from the start */
	fi = search(pp, name, n, angled, false, &found, &sysdir);
	if (!fi) {
		/* clang stops here, and so do we: what follows would mislead */
		fatal(c, at, "'%s' file not found", name);
		pp->stop = true;
		return;
	}
	if (fi->once || (fi->guard && fi->guard->macro))
		return;
	pp->directive = false;
	push_file(pp, found, fi->mem ? NULL : fi->path, fi->text, fi->len, fi, dt->loc, angled || sysdir);
	c->src.files.v[c->src.files.n - 1]->sysdir = sysdir;
	if (pp->etext)
		pp_e_marker(pp, 1, found, 1);
}

/* decode the characters of a string literal's body (escapes of "...") */
static char *
unescape(PP *pp, const char *s, size_t n, size_t *outn)
{
	char *r = ar_alloc(&pp->c->ar, n + 1), *w = r;
	size_t i;

	for (i = 0; i < n; i++) {
		char ch = s[i];

		if (ch == '\\' && i + 1 < n) {
			ch = s[++i];
			switch (ch) {
			case 'n': ch = '\n'; break;
			case 't': ch = '\t'; break;
			default: break; /* \\ \" and the rest stand for themselves */
			}
		}
		*w++ = ch;
	}
	*w = 0;
	*outn = (size_t)(w - r);
	return r;
}

/* 6.10.4 Line control, and GNU linemarkers '# 33 "file" 2' (gnu) */
static void
do_line(PP *pp, Tok *first, bool gnu)
{
	Ctx *c = pp->c;
	PPFile *f = pp->cur;
	SrcFile *sf = c->src.files.v[f->id];
	Tok t;
	uint64_t line = 0;
	uint32_t i, cur;
	const char *name = NULL;
	LineMark lm;

	if (gnu)
		t = *first;
	else
		pp_expand_next(pp, &t);
	if (t.kind != T_NUMBER) {
		zc_error(c, t.loc, "#line directive requires a positive integer argument");
		if (t.kind != T_EOD)
			pp_skip_line(pp);
		return;
	}
	for (i = 0; i < t.len; i++) {
		if (t.s[i] < '0' || t.s[i] > '9') {
			zc_error(c, t.loc, "#line directive requires a simple digit sequence");
			pp_skip_line(pp);
			return;
		}
		line = line * 10 + (uint64_t)(t.s[i] - '0');
		if (line > 2147483647u)
			line = 2147483648u;
	}
	if (line > 2147483647u)
		zc_warning(c, t.loc, "line number out of range [-Wpedantic]");
	if (gnu)
		pp_lex(pp, f, &t);
	else
		pp_expand_next(pp, &t);
	if (t.kind == T_STRING && t.s[0] == '"') {
		size_t n;

		name = unescape(pp, t.s + 1, t.len - 2, &n);
		if (gnu) {
			/* flags: 1 enter, 2 return, 3 system header, 4 extern "C" */
			do
				pp_lex(pp, f, &t);
			while (t.kind == T_NUMBER);
		} else {
			pp_expand_next(pp, &t);
		}
		if (t.kind != T_EOD) {
			zc_warning(c, t.loc, "extra tokens at end of #line directive [-Wextra-tokens]");
			pp_skip_line(pp);
		}
	} else if (t.kind != T_EOD) {
		zc_error(c, t.loc, "invalid filename for #line directive");
		pp_skip_line(pp);
		return;
	}
	if (!name)
		name = pp_presumed(pp, pp_here(f), &cur);
	lm.off = pp_raw_off(f, f->p);
	lm.line = (uint32_t)line;
	lm.name = name;
	VEC_PUSH(&c->ar, &sf->marks, lm);
	if (pp->lc_file == f->id)
		pp->lc_file = 0; /* its lines are no longer the presumed ones */
}

/* #error and #warning: the rest of the line is the message */
static void
do_message(PP *pp, Tok *dt, bool error)
{
	const char *s;
	size_t n;
	char *msg;

	pp_rest_of_line(pp, pp->cur, &s, &n);
	msg = ar_strndup(&pp->c->ar, s, n);
	if (error)
		zc_error(pp->c, dt->loc, "%s", msg);
	else
		zc_warning(pp->c, dt->loc, "%s [-W#warnings]", msg);
	pp_skip_line(pp);
}

static bool
ident_is(const Tok *t, const char *s)
{
	return t->kind == T_IDENT && t->len == strlen(s) && memcmp(t->s, s, t->len) == 0;
}

static void
add_pragma(PP *pp, int kind, Loc loc, int feature, const char *name, int value)
{
	PPPragma pr;

	pr.kind = kind;
	pr.off = (uint32_t)pp->olen;
	pr.loc = loc;
	pr.feature = feature;
	pr.name = name;
	pr.value = value;
	VEC_PUSH(&pp->c->ar, &pp->out->pragmas, pr);
}

/* The pragma whose tokens the current file (in directive mode) holds,
 * after the word 'pragma'; text is the whole of it for -E and PRAGMA_OTHER.
 * OpenCL C 6.9 (pragmas), clang's loop hints (#pragma unroll). */
/* The extensions clang-15's #pragma OPENCL EXTENSION knows (its
 * OpenCLExtensions.def): another name is warned about and ignored. */
static bool
pragma_extension(const char *s, size_t len)
{
	static const char *const known[] = {
		"cl_amd_media_ops", "cl_amd_media_ops2", "cl_arm_integer_dot_product_accumulate_int16",
		"cl_arm_integer_dot_product_accumulate_int8", "cl_arm_integer_dot_product_accumulate_saturate_int8",
		"cl_arm_integer_dot_product_int8", "cl_clang_storage_class_specifiers",
		"cl_intel_device_side_avc_motion_estimation", "cl_intel_subgroups", "cl_intel_subgroups_short",
		"cl_khr_3d_image_writes", "cl_khr_byte_addressable_store", "cl_khr_depth_images", "cl_khr_fp16",
		"cl_khr_fp64", "cl_khr_gl_msaa_sharing", "cl_khr_global_int32_base_atomics",
		"cl_khr_global_int32_extended_atomics", "cl_khr_int64_base_atomics", "cl_khr_int64_extended_atomics",
		"cl_khr_local_int32_base_atomics", "cl_khr_local_int32_extended_atomics", "cl_khr_mipmap_image",
		"cl_khr_mipmap_image_writes", "cl_khr_srgb_image_writes", "cl_khr_subgroups",
	};
	size_t i;

	for (i = 0; i < ZC_COUNTOF(known); i++)
		if (strlen(known[i]) == len && memcmp(known[i], s, len) == 0)
			return true;
	return false;
}

static void
pragma_body(PP *pp, Loc at, const char *text, size_t textn)
{
	Ctx *c = pp->c;
	Tok t, u, name, colon, beh, *last = &t; /* the last token read */
	const char *whole = ar_strndup(&c->ar, text, textn);

	pp_lex(pp, pp->cur, &t);
	if (pp->etext && !(t.kind == T_IDENT && t.s == pp->id_once->name))
		pp_e_pragma(pp, at, text, textn); /* as clang -E: all but #pragma once */
	if (t.kind == T_IDENT && t.s == pp->id_once->name) {
		if (pp->cur->info == pp->files.v[0]->info)
			zc_warning(c, t.loc, "#pragma once in main file [-Wpragma-once-outside-header]");
		else if (pp->cur->info)
			pp->cur->info->once = true;
		end_of_directive(pp, "pragma");
		return;
	}
	if (ident_is(&t, "OPENCL")) {
		pp_lex(pp, pp->cur, &u);
		if (ident_is(&u, "EXTENSION")) {
			int f, v;

			pp_lex(pp, pp->cur, &name);
			if (name.kind != T_IDENT) {
				zc_warning(c, name.loc, "expected identifier in '#pragma OPENCL' - ignored [-Wignored-pragmas]");
				last = &name;
				goto skip;
			}
			pp_lex(pp, pp->cur, &colon);
			if (!(colon.kind == T_PUNCT && colon.aux == ':')) {
				zc_warning(c, colon.loc, "missing ':' after '%s' - ignoring [-Wignored-pragmas]", TOK_IDENT(&name)->name);
				last = &colon;
				goto skip;
			}
			pp_lex(pp, pp->cur, &beh);
			if (ident_is(&beh, "enable")) {
				v = 1;
			} else if (ident_is(&beh, "disable")) {
				v = 0;
			} else {
				zc_warning(c, beh.loc, "expected 'enable', 'disable', 'begin' or 'end' - ignoring [-Wignored-pragmas]");
				last = &beh;
				goto skip;
			}
			if (ident_is(&name, "all") && v) {
				zc_warning(c, name.loc, "expected 'disable' - ignoring [-Wignored-pragmas]");
				last = &beh;
				goto skip;
			}
			if (!ident_is(&name, "all") && !pragma_extension(name.s, name.len))
				/* clang-15's words (zocc still takes a name it knows) */
				zc_warning(c, name.loc, "OpenCL extension '%.*s' unknown or does not require pragma - ignoring "
				           "[-Wignored-pragmas]", (int)name.len, name.s);
			if (ident_is(&name, "all"))
				f = -1;
			else if ((f = zc_feature_lookup(name.s, name.len)) < 0)
				f = -2;
			add_pragma(pp, PRAGMA_OPENCL_EXTENSION, name.loc, f, TOK_IDENT(&name)->name, v);
			end_of_directive(pp, "pragma");
			return;
		}
		if (ident_is(&u, "FP_CONTRACT")) {
			int v;

			pp_lex(pp, pp->cur, &t);
			if (ident_is(&t, "ON"))
				v = 1;
			else if (ident_is(&t, "OFF"))
				v = 0;
			else if (ident_is(&t, "DEFAULT"))
				v = 2;
			else {
				zc_warning(c, t.loc, "expected 'ON' or 'OFF' or 'DEFAULT' in pragma [-Wunknown-pragmas]");
				goto skip;
			}
			add_pragma(pp, PRAGMA_FP_CONTRACT, u.loc, 0, NULL, v);
			end_of_directive(pp, "pragma");
			return;
		}
		if (u.kind == T_EOD) {
			zc_warning(c, u.loc, "expected identifier in '#pragma OPENCL' - ignored [-Wignored-pragmas]");
			return;
		}
		last = &u;
	} else if (ident_is(&t, "unroll") || ident_is(&t, "nounroll")) {
		int64_t v = 0;
		bool no = t.s[0] == 'n';

		pp_lex(pp, pp->cur, &u);
		if (no || u.kind == T_EOD) {
			if (u.kind != T_EOD) {
				zc_warning(c, u.loc, "extra tokens at end of '#pragma nounroll' - ignored [-Wignored-pragmas]");
				pp_skip_line(pp);
			}
			add_pragma(pp, PRAGMA_UNROLL, t.loc, 0, NULL, no ? -1 : 0);
			return;
		}
		pp_unget(pp, &u);
		if (!pp_eval_int(pp, &v))
			return;
		if (v <= 0 || v > 0x7fffffff) {
			zc_error(c, u.loc, "invalid value '%lld'; must be positive", (long long)v);
			return;
		}
		add_pragma(pp, PRAGMA_UNROLL, t.loc, 0, NULL, (int)v);
		return;
	}
	add_pragma(pp, PRAGMA_OTHER, t.kind == T_EOD ? at : t.loc, 0, whole, 0);
skip:
	if (last->kind != T_EOD)
		pp_skip_line(pp);
}

static void
do_pragma(PP *pp, Tok *dt)
{
	PPFile *f = pp->cur;
	const char *start = f->p, *s;
	size_t n;

	pp_rest_of_line(pp, f, &s, &n);
	f->p = start;
	pragma_body(pp, dt->loc, s, n);
}

/* 6.10.9 the _Pragma operator, met among the expanded tokens */
static void
pragma_op(PP *pp, Tok *op)
{
	Ctx *c = pp->c;
	Tok t, str;
	PPFile tmp, *saved = pp->cur;
	const char *s;
	size_t n, savedbase = pp->ctxbase;
	char *text, *w;
	uint32_t i;

	pp_expand_next(pp, &t);
	if (!(t.kind == T_PUNCT && t.aux == '(')) {
		zc_error(c, t.loc, "_Pragma takes a parenthesized string literal");
		pp_unget(pp, &t);
		return;
	}
	pp_expand_next(pp, &str);
	if (str.kind != T_STRING) {
		zc_error(c, str.loc, "_Pragma takes a parenthesized string literal");
		pp_unget(pp, &str);
		return;
	}
	pp_expand_next(pp, &t);
	if (!(t.kind == T_PUNCT && t.aux == ')')) {
		zc_error(c, t.loc, "_Pragma takes a parenthesized string literal");
		pp_unget(pp, &t);
		return;
	}
	/* 6.10.9p1 destringize: delete L and the quotes, \" -> ", \\ -> \ */
	s = str.s;
	n = str.len;
	if (*s == 'L') {
		s++;
		n--;
	}
	text = ar_alloc(&c->ar, n + 1);
	for (i = 1, w = text; i + 1 < n; i++) {
		if (s[i] == '\\' && i + 2 < n && (s[i + 1] == '"' || s[i + 1] == '\\'))
			i++;
		*w++ = s[i];
	}
	*w = 0;
	n = (size_t)(w - text);
	/* run it as a #pragma line of a file of its own, every token of which
	 * is at the _Pragma */
	memset(&tmp, 0, sizeof tmp);
	tmp.id = op->loc.file;
	tmp.raw = tmp.text = tmp.p = text;
	tmp.end = text + n;
	tmp.info = saved->info;
	tmp.pinned = true;
	tmp.pin = op->loc;
	pp->cur = &tmp;
	pp->ctxbase = pp->ctx.n;
	pp->directive = true;
	pragma_body(pp, src_outermost(c, op->loc), text, n);
	while (pp->ctx.n > pp->ctxbase)
		pp_pop_ctx(pp);
	pp->directive = false;
	pp->ctxbase = savedbase;
	pp->cur = saved;
}

/* kept out of line: pp_lex_file, on every token's path, stays small */
static __attribute__((noinline)) void
directive(PP *pp, Tok *hash)
{
	PPFile *f = pp->cur;
	Tok t;
	Ident *id;
	int dir;

	pp->directive = true;
	pp_lex(pp, f, &t);
	if (t.kind == T_EOD) {
		/* 6.10.7 the null directive */
		if (f->guard != GUARD_IN)
			f->guard = GUARD_NONE;
		goto done;
	}
	if (t.kind == T_NUMBER) {
		/* a linemarker is ignored by the guard detection: -E output has them */
		do_line(pp, &t, true);
		goto done;
	}
	id = t.kind == T_IDENT ? TOK_IDENT(&t) : NULL;
	dir = id ? id->dir : D_NONE;
	if (f->guard == GUARD_CLOSED ||
	    (f->guard == GUARD_START && dir != D_IF && dir != D_IFNDEF && dir != D_IFDEF))
		f->guard = GUARD_NONE;
	switch (dir) {
	case D_DEFINE:
		pp_define(pp, &t);
		goto done;
	case D_UNDEF:
		pp_undef(pp);
		goto done;
	case D_INCLUDE:
	case D_INCLUDE_NEXT:
		do_include(pp, &t, dir == D_INCLUDE_NEXT);
		goto done;
	case D_IF:
	case D_IFDEF:
	case D_IFNDEF:
		do_if(pp, &t, dir);
		goto done;
	case D_ELIF:
	case D_ELSE:
		do_else(pp, &t, dir);
		goto done;
	case D_ENDIF:
		do_endif(pp, &t);
		goto done;
	case D_LINE:
		do_line(pp, &t, false);
		goto done;
	case D_ERROR:
	case D_WARNING:
		do_message(pp, &t, dir == D_ERROR);
		goto done;
	case D_PRAGMA:
		do_pragma(pp, &t);
		goto done;
	case D_IDENT:
		break; /* #ident "string": nothing to do */
	default:
		zc_error(pp->c, t.loc, "invalid preprocessing directive");
		break;
	}
	pp_skip_line(pp);
done:
	(void)hash;
	pp->directive = false;
}

/* The next token of the current file, running the directives it meets. */
void
pp_lex_file(PP *pp, Tok *t)
{
	for (;;) {
		PPFile *f = pp->cur;

		if (pp->stop || !f) {
			memset(t, 0, sizeof *t);
			t->kind = pp->directive ? T_EOD : T_EOF;
			if (f)
				t->loc = pp_here(f);
			return;
		}
		pp_lex(pp, f, t);
		if (pp->directive || t->kind == T_EOF)
			return;
		if (t->kind == T_PUNCT && t->aux == '#' && (t->flags & TF_BOL)) {
			directive(pp, t);
			continue;
		}
		if (f->guard != GUARD_IN)
			f->guard = GUARD_NONE;
		return;
	}
}

/* ---- the run ---------------------------------------------------------------- */

/* the -D and -U options as the text of a file, then each -include FILE
 * as #include "FILE", which searches the current directory first (the
 * command line's own) and then the "..." directories, as clang's does */
static char *
command_line_text(PP *pp, size_t *len)
{
	Buf b;
	size_t i;

	buf_init(&b, &pp->c->ar);
	for (i = 0; i < pp->c->opt.defines.n; i++) {
		const Define *d = &pp->c->opt.defines.v[i];
		const char *eq = strchr(d->text, '=');

		if (d->undef) {
			buf_printf(&b, "#undef %s\n", d->text);
		} else if (eq) {
			buf_puts(&b, "#define ");
			buf_putn(&b, d->text, (size_t)(eq - d->text));
			buf_putc(&b, ' ');
			/* a value with newlines would end the directive early */
			for (eq++; *eq; eq++)
				buf_putc(&b, *eq == '\n' || *eq == '\r' ? ' ' : *eq);
			buf_putc(&b, '\n');
		} else {
			buf_printf(&b, "#define %s 1\n", d->text);
		}
	}
	for (i = 0; i < pp->c->opt.includes.n; i++) {
		const char *f = pp->c->opt.includes.v[i];

		/* a header name holds neither '"' nor a line break (6.4.7) */
		if (strpbrk(f, "\"\n\r"))
			zc_error(pp->c, (Loc){0}, "cannot include '%s' (-include): a file name with '\"' or a line break", f);
		else
			buf_printf(&b, "#include \"%s\"\n", f);
	}
	*len = b.n;
	return b.s;
}

void
pp_run(Ctx *c, const char *name, const char *text, size_t len, const zocc_header *headers,
       size_t nheaders, PPOutput *out)
{
	PP *pp = ar_alloc(&c->ar, sizeof *pp);
	PPFileInfo *mainfi;
	char *cl;
	size_t cllen;
	Tok t;

	pp->c = c;
	pp->out = out;
	pp->headers = headers;
	pp->nheaders = nheaders;
	pp->mainname = name ? name : "<source>";
	pp->etext = c->opt.preprocess_only;
	map_init(&pp->fileinfo, &c->ar);
	if (c->src.files.n == 0)
		VEC_PUSH(&c->ar, &c->src.files, NULL);
	if (c->src.exps.n == 0) {
		Expansion none = {0};

		VEC_PUSH(&c->ar, &c->src.exps, none);
	}
	/* under -E only the -E text is made: the parser's text stays empty */
	pp->ocap = pp->etext ? 16 : len + len / 2 + 4096;
	pp->oslot = ar_own(&c->ar, NULL);
	pp->o = pp_grow(pp, pp->oslot, pp->ocap);
	pp->mslot = ar_own(&c->ar, NULL);
	out->map.n = 0;
	out->map.cap = pp->etext ? 16 : len / 4 + 1024;
	out->map.v = pp_grow(pp, pp->mslot, out->map.cap * sizeof *out->map.v);
	if (pp->etext) {
		pp->ecap = len + len / 2 + 4096;
		pp->eslot = ar_own(&c->ar, NULL);
		pp->e = pp_grow(pp, pp->eslot, pp->ecap);
		pp->ebol = true;
		/* the outermost use of the expansions made so far (the dummy) */
		while (pp->outer.n < c->src.exps.n)
			VEC_PUSH(&c->ar, &pp->outer, src_outermost(c, (Loc){0, 0, (uint32_t)pp->outer.n}));
	}
	pp_predefine(pp); /* before any identifier is interned */
	pp_lex_init(pp);

	{
		/* the main file is deps[0] (by its name, whether or not the text
		 * came from a file: the caller knows, and zocc_result says so) */
		PPDep d = {pp->mainname, false};

		VEC_PUSH(&c->ar, &out->deps, d);
	}
	mainfi = ar_alloc(&c->ar, sizeof *mainfi);
	mainfi->path = pp->mainname;
	mainfi->text = ar_strndup(&c->ar, text ? text : "", text ? len : 0);
	mainfi->len = (uint32_t)(text ? len : 0);
	push_file(pp, pp->mainname, NULL, mainfi->text, mainfi->len, mainfi, (Loc){0}, false);
	c->src.main = (uint32_t)(c->src.files.n - 1);
	cl = command_line_text(pp, &cllen);
	if (cllen)
		push_file(pp, "<command line>", NULL, cl, cllen, NULL, (Loc){0}, false);
	if (pp->etext) {
		pp_e_marker(pp, 1, pp->mainname, 0);
	}

	for (;;) {
		PPRun run;

		if (pp_take_run(pp, &run)) {
			pp_emit_run(pp, &run);
			continue;
		}
		pp_expand_next(pp, &t);
		if (t.kind == T_EOF) {
			if (pp->stop) {
				while (pp->ctx.n)
					pp_pop_ctx(pp);
				pp->conds.n = 0;
				break;
			}
			end_file(pp);
			if (!pp->files.n)
				break;
			continue;
		}
		if (t.kind == T_IDENT && !(t.flags & TF_NOEXP) && TOK_IDENT(&t) == pp->id_pragma_op) {
			pragma_op(pp, &t);
			continue;
		}
		if (t.kind == T_EOD || t.kind == T_EOA)
			continue; /* cannot happen; never let one through */
		pp_emit(pp, &t);
	}
	pp->o[pp->olen] = 0;
	out->text = pp->o;
	out->len = pp->olen;
	out->stopped = pp->stop;
	if (pp->etext && c->opt.dump_macros) {
		out->etext = pp_dump_macros(pp, &out->elen);
	} else if (pp->etext) {
		if (!pp->ebol)
			pp_e_putc(pp, '\n');
		pp->e[pp->elen] = 0;
		out->etext = pp->e;
		out->elen = pp->elen;
	}
}

/* the location of off in map entry e (the token covering or before it) */
static Loc
entry_loc(const PPMapEnt *e, uint32_t off)
{
	Loc l = e->loc;
	uint32_t d;

	if (!l.exp) {
		d = off - e->off;
		l.off += d < e->len ? d : e->len;
	}
	return l;
}

Loc
pp_locate(const PPOutput *o, uint32_t off)
{
	size_t hint = 0;

	return pp_locate_near(o, off, &hint);
}

Loc
pp_locate_near(const PPOutput *o, uint32_t off, size_t *hint)
{
	const PPMapEnt *v = o->map.v;
	size_t lo = 0, hi = o->map.n, h = *hint, k;

	if (!o->map.n)
		return (Loc){0};
	if (off < v[0].off)
		return v[0].loc;
	/* the entry of the last lookup or one of the next few */
	if (h < hi && v[h].off <= off) {
		for (k = 0; k < 4 && h + 1 < hi && v[h + 1].off <= off; k++)
			h++;
		if (h + 1 == hi || v[h + 1].off > off) {
			*hint = h;
			return entry_loc(&v[h], off);
		}
		/* further on: gallop from the hint (the AST builder asks in
		 * nearly increasing order), then search what that brackets */
		lo = h;
		for (k = 8; h + k < hi && v[h + k].off <= off; k *= 2)
			lo = h + k;
		if (h + k < hi)
			hi = h + k + 1;
	}
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (v[mid].off <= off)
			lo = mid;
		else
			hi = mid;
	}
	*hint = lo;
	return entry_loc(&v[lo], off);
}
