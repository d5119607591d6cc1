/* arena.c — the per-compilation arena, byte buffers, the string hash map and
 * the integer map.
 *
 * Everything a compilation allocates comes from one Arena and is released by
 * ar_free in one step, so no stage frees anything itself.  Chunks grow
 * geometrically; a request larger than half a chunk gets a chunk of its own. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "zc.h"

struct ArenaChunk {
	ArenaChunk *next; /* older chunk */
	size_t size;      /* usable bytes in data */
	_Alignas(16) unsigned char data[];
};

enum { CHUNK_MIN = 64 * 1024, CHUNK_MAX = 16 * 1024 * 1024 };

void
ar_init(Arena *a, jmp_buf *oom)
{
	memset(a, 0, sizeof *a);
	a->oom = oom;
}

struct ArenaOwned {
	void *p;                  /* a malloc'ed block, or an object of a library's (NULL: none now) */
	void (*release)(void *p); /* what frees it: free, or the library's delete */
	struct ArenaOwned *next;  /* the one handed over before */
};

void **
ar_own_fn(Arena *a, void *p, void (*release)(void *p))
{
	struct ArenaOwned *o = ar_alloc(a, sizeof *o);

	o->p = p;
	o->release = release;
	o->next = a->owned;
	a->owned = o;
	return &o->p;
}

void **
ar_own(Arena *a, void *p)
{
	return ar_own_fn(a, p, free);
}

Arena *
ar_sub(Arena *parent, size_t chunk)
{
	Arena *a = ar_alloc(parent, sizeof *a);

	ar_init(a, parent->oom);
	a->chunk = chunk;
	a->nextsub = parent->subs;
	parent->subs = a;
	return a;
}

void
ar_adopt(Arena *dst, Arena *src)
{
	ArenaChunk *c = src->head, *last;
	struct ArenaOwned *o;

	if (c) {
		/* behind dst's head, which stays the chunk allocations come from */
		for (last = c; last->next; last = last->next)
			;
		if (dst->head) {
			last->next = dst->head->next;
			dst->head->next = c;
		} else {
			dst->head = c;
			dst->used = src->used;
		}
		dst->total += src->total;
	}
	while ((o = src->owned)) {
		src->owned = o->next;
		ar_own_fn(dst, o->p, o->release);
	}
	src->head = NULL;
	src->used = src->total = 0;
}

size_t
ar_total(const Arena *a)
{
	size_t n = a->total;
	const Arena *sub;

	for (sub = a->subs; sub; sub = sub->nextsub)
		n += ar_total(sub);
	return n;
}

/* Free what hangs off a: its sub-arenas and the blocks handed over with
 * ar_own (their records live in the chunks, so this comes first), then
 * the chunks from c on. */
static void
release(Arena *a, ArenaChunk *c)
{
	ArenaChunk *next;
	struct ArenaOwned *o;
	Arena *sub;

	for (sub = a->subs; sub; sub = sub->nextsub)
		ar_free(sub);
	a->subs = NULL;
	for (o = a->owned; o; o = o->next)
		if (o->p)
			o->release(o->p);
	a->owned = NULL;
	for (; c; c = next) {
		next = c->next;
		free(c);
	}
}

void
ar_free(Arena *a)
{
	release(a, a->head);
	a->head = NULL;
	a->used = a->total = 0;
}

void
ar_reset(Arena *a)
{
	if (!a->head) {
		release(a, NULL);
		return;
	}
	release(a, a->head->next);
	a->head->next = NULL;
	a->used = 0;
	a->total = a->head->size;
}

void
ar_size_for(Arena *a, size_t expect)
{
	size_t sz = expect / 4;

	a->chunk = sz < CHUNK_MIN ? 0 : sz > CHUNK_MAX ? CHUNK_MAX : sz;
}

static ArenaChunk *
newchunk(Arena *a, size_t n)
{
	ArenaChunk *c;

	c = malloc(sizeof *c + n);
	if (!c) {
		if (a->oom)
			longjmp(*a->oom, 2);
		/* every allocation runs under a handler (zc.h): this is a bug, and
		 * the library does not call abort (tests/robust host-symbols) */
		__builtin_trap();
	}
	c->size = n;
	a->total += n;
	return c;
}

void *
ar_alloc(Arena *a, size_t n)
{
	ArenaChunk *c;
	void *p;

	if (n > SIZE_MAX / 4) { /* a size that wrapped around: no memory has it */
		if (a->oom)
			longjmp(*a->oom, 2);
		__builtin_trap();
	}
	n = (n + 15) & ~(size_t)15;
	if (n == 0)
		n = 16;
	if (!a->head || a->head->size - a->used < n) {
		size_t sz = a->head ? a->head->size * 2 : a->chunk ? a->chunk : CHUNK_MIN;

		if (sz < a->chunk)
			sz = a->chunk;
		if (sz > CHUNK_MAX)
			sz = CHUNK_MAX;
		if (n > sz / 2) {
			/* a big block gets its own chunk behind the current one,
			 * so the space left in the current chunk is not wasted */
			c = newchunk(a, n);
			memset(c->data, 0, n);
			if (a->head) {
				c->next = a->head->next;
				a->head->next = c;
			} else {
				c->next = NULL;
				a->head = c;
				a->used = n;
			}
			return c->data;
		}
		c = newchunk(a, sz);
		c->next = a->head;
		a->head = c;
		a->used = 0;
	}
	p = a->head->data + a->used;
	a->used += n;
	memset(p, 0, n); /* only what is handed out: chunks are large */
	return p;
}

void *
ar_realloc(Arena *a, void *p, size_t old, size_t n)
{
	void *q;

	if (n <= old)
		return p;
	/* grow in place when p is the last allocation of the head chunk */
	if (p && a->head) {
		size_t o = (size_t)((unsigned char *)p - a->head->data);
		size_t oldr = (old + 15) & ~(size_t)15, nr = (n + 15) & ~(size_t)15;

		if ((unsigned char *)p >= a->head->data && o + oldr == a->used &&
		    o + nr <= a->head->size) {
			a->used = o + nr;
			memset((unsigned char *)p + old, 0, n - old);
			return p;
		}
	}
	q = ar_alloc(a, n);
	if (p && old)
		memcpy(q, p, old);
	return q;
}

char *
ar_strndup(Arena *a, const char *s, size_t n)
{
	char *p = ar_alloc(a, n + 1);

	if (n)
		memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *
ar_strdup(Arena *a, const char *s)
{
	return ar_strndup(a, s, strlen(s));
}

char *
ar_vprintf(Arena *a, const char *fmt, va_list ap)
{
	va_list ap2;
	char *p;
	int n;

	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		n = 0;
	p = ar_alloc(a, (size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *
ar_printf(Arena *a, const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = ar_vprintf(a, fmt, ap);
	va_end(ap);
	return p;
}

/* ---- byte buffer ---- */

void
buf_init(Buf *b, Arena *a)
{
	b->ar = a;
	b->n = 0;
	b->cap = 64;
	b->s = ar_alloc(a, b->cap);
}

static void
buf_reserve(Buf *b, size_t more)
{
	size_t cap = b->cap;

	if (b->n + more + 1 <= cap)
		return;
	while (b->n + more + 1 > cap)
		cap *= 2;
	b->s = ar_realloc(b->ar, b->s, b->cap, cap);
	b->cap = cap;
}

void
buf_putn(Buf *b, const char *s, size_t n)
{
	buf_reserve(b, n);
	if (n)
		memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}

void
buf_puts(Buf *b, const char *s)
{
	buf_putn(b, s, strlen(s));
}

void
buf_putc(Buf *b, int c)
{
	buf_reserve(b, 1);
	b->s[b->n++] = (char)c;
	b->s[b->n] = 0;
}

void
buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n + 1 > b->cap - b->n) {
		buf_reserve(b, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
		va_end(ap);
	}
	b->n += (size_t)n;
}

/* ---- hash map ---- */

uint32_t
map_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u; /* FNV-1a */

	while (n--) {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

void
map_init(Map *m, Arena *a)
{
	m->e = NULL;
	m->n = m->cap = 0;
	m->ar = a;
}

void
map_reserve(Map *m, size_t n)
{
	size_t cap = 16;

	while (n * 4 > cap * 3)
		cap *= 2;
	if (m->n == 0 && cap > m->cap) {
		m->cap = cap;
		m->e = ar_alloc(m->ar, cap * sizeof *m->e);
	}
}

static MapEntry *
slot(const Map *m, const char *key, size_t len, uint32_t h)
{
	size_t i = h & (m->cap - 1);

	for (;; i = (i + 1) & (m->cap - 1)) {
		MapEntry *e = &m->e[i];

		if (!e->key)
			return e;
		if (e->hash == h && e->len == len && memcmp(e->key, key, len) == 0)
			return e;
	}
}

void *
map_get(const Map *m, const char *key, size_t len)
{
	MapEntry *e;

	if (!m->cap)
		return NULL;
	e = slot(m, key, len, map_hash(key, len));
	return e->key ? e->val : NULL;
}

void
map_put(Map *m, const char *key, size_t len, void *val)
{
	uint32_t h = map_hash(key, len);
	MapEntry *e;

	if ((m->n + 1) * 4 > m->cap * 3) {
		MapEntry *old = m->e;
		size_t oldcap = m->cap, i;

		m->cap = m->cap ? m->cap * 2 : 16;
		m->e = ar_alloc(m->ar, m->cap * sizeof *m->e);
		m->n = 0;
		for (i = 0; i < oldcap; i++) {
			if (old[i].key && old[i].val) {
				*slot(m, old[i].key, old[i].len, old[i].hash) = old[i];
				m->n++;
			}
		}
	}
	e = slot(m, key, len, h);
	if (!e->key) {
		if (!val)
			return;
		e->key = key;
		e->len = len;
		e->hash = h;
		m->n++;
	}
	/* removal keeps the key as a tombstone with a NULL value, so probe
	 * chains through it stay intact; rehashing drops it */
	e->val = val;
}

/* ---- integer map ---- */

/* A table of cap slots (a power of two) holding m's entries. */
static void
u64_grow(Ctx *c, U64Map *m, size_t cap)
{
	U64Map o = *m;
	size_t i, j;

	m->cap = cap;
	m->k = ar_alloc(&c->ar, m->cap * sizeof *m->k);
	m->v = ar_alloc(&c->ar, m->cap * sizeof *m->v);
	m->n = 0;
	for (j = 0; j < o.cap; j++) {
		if (o.k[j]) {
			i = zc_u64_slot(m, o.k[j]);
			m->k[i] = o.k[j];
			m->v[i] = o.v[j];
			m->n++;
		}
	}
}

void
u64_reserve(Ctx *c, U64Map *m, size_t n)
{
	size_t cap = 64;

	while (cap < n * 2)
		cap *= 2;
	if (cap > m->cap)
		u64_grow(c, m, cap);
}

void
u64_put(Ctx *c, U64Map *m, uint64_t k, uint32_t v)
{
	size_t i;

	/* at most half full: a probe ends soon at an empty slot */
	if ((m->n + 1) * 2 > m->cap)
		u64_grow(c, m, m->cap ? m->cap * 2 : 64);
	i = zc_u64_slot(m, k);
	if (!m->k[i]) {
		m->k[i] = k;
		m->n++;
	}
	m->v[i] = v;
}
