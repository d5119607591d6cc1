/* type.c — OpenCL C types (OpenCL C 6.1 Supported Data Types): construction,
 * interning, layout and printing.
 *
 * Scalars, vectors, pointers, arrays and function types are interned, so
 * two types are the same exactly when their pointers are equal; each struct
 * or union definition is a type of its own.  Layout follows the OpenCL C
 * rules on top of C's: every scalar and vector is aligned to its size, and
 * a 3-component vector occupies the room of 4 (6.1.5). */
#include <string.h>

#include "sema.h"

struct Types {
	Map intern;                 /* key bytes -> Type* */
	Type *void_, *bool_, *char_, *size, *ptrdiff;
	Type *ints[2][4];           /* [signed][log2(bits/8)] */
	Type *floats[3];            /* 16, 32, 64 */
	Type *opaque[T_NDRANGE + 1];
};

static Type *
newtype(Ctx *c, enum TypeKind k)
{
	Type *t = ar_alloc(&c->ar, sizeof *t);

	t->kind = k;
	t->id = ++c->next_type_id;
	return t;
}

void
ty_init(Ctx *c)
{
	Types *ts = ar_alloc(&c->ar, sizeof *ts);
	int s, i;

	c->types = ts;
	map_init(&ts->intern, &c->ar);
	ts->void_ = newtype(c, T_VOID);
	ts->bool_ = newtype(c, T_BOOL);
	ts->bool_->size = ts->bool_->align = 1;
	for (s = 0; s < 2; s++) {
		for (i = 0; i < 4; i++) {
			Type *t = newtype(c, T_INT);

			t->bits = (uint8_t)(8u << i);
			t->size = t->align = 1u << i;
			t->is_signed = s;
			ts->ints[s][i] = t;
		}
	}
	ts->char_ = newtype(c, T_INT);
	*ts->char_ = *ts->ints[1][0];
	ts->char_->is_char = true;
	ts->char_->id = ++c->next_type_id;
	ts->size = newtype(c, T_INT);
	*ts->size = *ts->ints[0][3];
	ts->size->alias = "size_t";
	ts->size->id = ts->ints[0][3]->id; /* the same type, only spelled differently */
	ts->ptrdiff = newtype(c, T_INT);
	*ts->ptrdiff = *ts->ints[1][3];
	ts->ptrdiff->alias = "ptrdiff_t";
	ts->ptrdiff->id = ts->ints[1][3]->id;
	for (i = 0; i < 3; i++) {
		Type *t = newtype(c, T_FLOAT);

		t->bits = (uint8_t)(16u << i);
		t->size = t->align = 2u << i;
		ts->floats[i] = t;
	}
}

Type *ty_void(Ctx *c) { return c->types->void_; }
Type *ty_bool(Ctx *c) { return c->types->bool_; }
Type *ty_char(Ctx *c) { return c->types->char_; }
Type *ty_size(Ctx *c) { return c->types->size; }
Type *ty_ptrdiff(Ctx *c) { return c->types->ptrdiff; }

Type *
ty_int(Ctx *c, unsigned bits, bool is_signed)
{
	int i = bits == 8 ? 0 : bits == 16 ? 1 : bits == 32 ? 2 : 3;

	return c->types->ints[is_signed][i];
}

Type *
ty_float(Ctx *c, unsigned bits)
{
	return c->types->floats[bits == 16 ? 0 : bits == 32 ? 1 : 2];
}

/* size_t and char are the same types as ulong and signed char for every
 * purpose but printing: compare and intern by the canonical one. */
static Type *
canon(Ctx *c, Type *t)
{
	if (t->kind == T_INT)
		return c->types->ints[t->is_signed][t->bits == 8 ? 0 : t->bits == 16 ? 1 : t->bits == 32 ? 2 : 3];
	return t;
}

typedef struct Key {
	uint32_t kind, a, b, c;
} Key;

static Type *
lookup(Ctx *c, Key k, Type **slot_key)
{
	Key *kp;
	Type *t = map_get(&c->types->intern, (const char *)&k, sizeof k);

	if (t)
		return t;
	kp = ar_alloc(&c->ar, sizeof *kp);
	*kp = k;
	*slot_key = (Type *)kp; /* the caller stores the new type under this key */
	return NULL;
}

static void
store(Ctx *c, Type *key, Type *t)
{
	map_put(&c->types->intern, (const char *)key, sizeof(Key), t);
}

Type *
ty_vector(Ctx *c, Type *elem, unsigned n)
{
	Key k;
	Type *kp, *t;

	elem = canon(c, elem);
	k = (Key){T_VECTOR, elem->id, n, 0};
	if ((t = lookup(c, k, &kp)))
		return t;
	t = newtype(c, T_VECTOR);
	t->base = elem;
	t->depth = elem->depth + 1;
	t->n = n;
	t->size = t->align = elem->size * (n == 3 ? 4 : n);
	store(c, kp, t);
	return t;
}

Type *
ty_pointer(Ctx *c, Type *pointee, enum AddrSpace as, unsigned pquals)
{
	Key k = {T_POINTER, pointee->id, (uint32_t)as, pquals};
	Type *kp, *t;

	/* keep size_t and char in the pointee for printing, but intern by
	 * identity of the written type: a size_t* and a ulong* are one type
	 * for compatibility (ty_same compares canonically) */
	if ((t = lookup(c, k, &kp)))
		return t;
	t = newtype(c, T_POINTER);
	t->base = pointee;
	t->depth = pointee->depth + 1; /* (a struct being defined counts 0: a cycle through it stops there) */
	t->as = as;
	t->pquals = pquals;
	t->size = t->align = 8;
	store(c, kp, t);
	return t;
}

Type *
ty_array(Ctx *c, Type *elem, uint32_t n)
{
	Key k = {T_ARRAY, elem->id, n, 0};
	Type *kp, *t;

	if ((t = lookup(c, k, &kp)))
		return t;
	t = newtype(c, T_ARRAY);
	t->base = elem;
	t->depth = elem->depth + 1;
	t->n = n;
	t->size = elem->size * n;
	t->align = elem->align;
	store(c, kp, t);
	return t;
}

Type *
ty_func(Ctx *c, Type *ret, Type **params, size_t n, bool variadic)
{
	Type *t = newtype(c, T_FUNC);

	/* function types are few; not interned */
	t->base = ret;
	t->params = params;
	t->nparams = n;
	t->variadic = variadic;
	t->depth = ret->depth + 1;
	while (n--)
		if (params[n]->depth + 1 > t->depth)
			t->depth = params[n]->depth + 1;
	return t;
}

Type *
ty_image(Ctx *c, enum ImageKind ik, enum Access a)
{
	Key k = {T_IMAGE, (uint32_t)ik, (uint32_t)a, 0};
	Type *kp, *t;

	if ((t = lookup(c, k, &kp)))
		return t;
	t = newtype(c, T_IMAGE);
	t->image = ik;
	t->access = a;
	t->size = t->align = 8;
	store(c, kp, t);
	return t;
}

Type *
ty_opaque(Ctx *c, enum TypeKind k)
{
	Type *t = c->types->opaque[k];

	if (!t) {
		t = newtype(c, k);
		t->size = t->align = k == T_SAMPLER ? 4 : 8;
		c->types->opaque[k] = t;
	}
	return t;
}

Type *
ty_struct(Ctx *c, enum TypeKind k, const char *tag, Loc l)
{
	Type *t = newtype(c, k);

	t->tag = tag;
	t->loc = l;
	t->align = 1;
	return t;
}

/* 6.7.2.1 with OpenCL's alignments: members in order, each at the next
 * multiple of its alignment (1 when packed); unions overlay them. */
void
ty_layout(Ctx *c, Type *s)
{
	uint32_t off = 0, align = 1, size = 0;
	size_t i;

	(void)c;
	for (i = 0; i < s->nmembers; i++) {
		Member *m = &s->members[i];
		uint32_t a = s->packed ? 1 : m->type->align ? m->type->align : 1;

		if (s->kind == T_UNION) {
			m->offset = 0;
			if (m->type->size > size)
				size = m->type->size;
		} else {
			off = (off + a - 1) / a * a;
			m->offset = off;
			off += m->type->size;
			size = off;
		}
		if (a > align)
			align = a;
	}
	if (s->flex) {
		/* 6.7.2.1p18: the struct is as if the flexible array member
		 * were left out, but for its alignment, which the struct takes */
		Member *m = &s->members[s->nmembers];
		uint32_t a = s->packed ? 1 : m->type->align ? m->type->align : 1;

		m->offset = (off + a - 1) / a * a;
		if (a > align)
			align = a;
	}
	s->align = align;
	s->size = (size + align - 1) / align * align;
	s->complete = true;
	s->snest = 1;
	for (i = 0; i < s->nmembers + s->flex; i++) {
		const Type *mt = s->members[i].type;

		if (mt->depth + 1 > s->depth)
			s->depth = mt->depth + 1;
		if ((mt->kind == T_STRUCT || mt->kind == T_UNION) && mt->snest + 1 > s->snest)
			s->snest = mt->snest + 1;
	}
}

bool
ty_anon_member(const Member *m)
{
	return !m->name && (m->type->kind == T_STRUCT || m->type->kind == T_UNION);
}

/* The member whose type a union is stored as (a module holds a union as a
 * struct of it, padded to the union's size): the largest, the most
 * aligned of those (NULL for none). */
Type *
ty_union_main(const Type *t)
{
	Type *big = NULL;
	size_t i;

	for (i = 0; i < t->nmembers; i++)
		if (!big || t->members[i].type->size > big->size ||
		    (t->members[i].type->size == big->size && t->members[i].type->align > big->align))
			big = t->members[i].type;
	return big;
}

/* C11 6.7.2.1p13: the members of an anonymous struct or union member are
 * members of the containing one, at any depth: search them after the
 * named ones. */
size_t
ty_find_member(const Type *t, const char *name, int *path, size_t max)
{
	size_t i, n;

	if (!max || (t->kind != T_STRUCT && t->kind != T_UNION))
		return 0;
	for (i = 0; i < t->nmembers + t->flex; i++) { /* a flexible array member too */
		if (t->members[i].name && strcmp(t->members[i].name, name) == 0) {
			path[0] = (int)i;
			return 1;
		}
	}
	for (i = 0; i < t->nmembers; i++) {
		if (ty_anon_member(&t->members[i]) &&
		    (n = ty_find_member(t->members[i].type, name, path + 1, max - 1))) {
			path[0] = (int)i;
			return n + 1;
		}
	}
	return 0;
}

bool ty_is_int(const Type *t) { return t->kind == T_INT; }
bool ty_is_float(const Type *t) { return t->kind == T_FLOAT; }
bool ty_is_arith(const Type *t) { return t->kind == T_INT || t->kind == T_FLOAT || t->kind == T_BOOL; }
bool ty_is_scalar(const Type *t) { return ty_is_arith(t) || t->kind == T_POINTER; }

Type *
ty_elem(Type *t)
{
	return t->kind == T_VECTOR ? t->base : t;
}

unsigned
ty_ncomp(const Type *t)
{
	return t->kind == T_VECTOR ? t->n : 1;
}

Type *
ty_with_elem(Ctx *c, Type *like, Type *elem)
{
	return like->kind == T_VECTOR ? ty_vector(c, elem, like->n) : elem;
}

Type *
ty_unsigned(Ctx *c, Type *t)
{
	Type *e = ty_elem(t);

	if (e->kind != T_INT)
		return t;
	return ty_with_elem(c, t, ty_int(c, e->bits, false));
}

Type *
ty_signed(Ctx *c, Type *t)
{
	Type *e = ty_elem(t);

	if (e->kind != T_INT)
		return t;
	return ty_with_elem(c, t, ty_int(c, e->bits, true));
}

bool
ty_same(const Type *a, const Type *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->kind != b->kind)
		return false;
	switch (a->kind) {
	case T_INT:
		return a->bits == b->bits && a->is_signed == b->is_signed;
	case T_POINTER:
		return a->as == b->as && a->pquals == b->pquals && ty_same(a->base, b->base);
	case T_ARRAY:
		return a->n == b->n && ty_same(a->base, b->base);
	case T_VECTOR:
		return a->n == b->n && ty_same(a->base, b->base);
	default:
		return a->id == b->id;
	}
}

const char *
as_str(enum AddrSpace as)
{
	static const char *const names[] = {
		[AS_NONE] = "", [AS_PRIVATE] = "__private", [AS_GLOBAL] = "__global",
		[AS_LOCAL] = "__local", [AS_CONSTANT] = "__constant", [AS_GENERIC] = "__generic",
		[AS_INPUT] = "__input",
	};
	return names[as];
}

static const char *
scalar_name(const Type *t)
{
	static const char *const ints[2][4] = {
		{"uchar", "ushort", "uint", "ulong"},
		{"char", "short", "int", "long"},
	};

	if (t->alias)
		return t->alias;
	switch (t->kind) {
	case T_VOID: return "void";
	case T_BOOL: return "bool";
	case T_INT: return ints[t->is_signed][t->bits == 8 ? 0 : t->bits == 16 ? 1 : t->bits == 32 ? 2 : 3];
	case T_FLOAT: return t->bits == 16 ? "half" : t->bits == 32 ? "float" : "double";
	default: return NULL;
	}
}

static void
quals_str(Buf *b, unsigned q)
{
	if (q & Q_CONST)
		buf_puts(b, "const ");
	if (q & Q_VOLATILE)
		buf_puts(b, "volatile ");
	if (q & Q_ATOMIC)
		buf_puts(b, "_Atomic ");
}

/* C's inside-out spelling, simplified: pointers and arrays print after the
 * base ("__global float *", "int [4]"). */
static void
spell(Ctx *c, Buf *b, Type *t)
{
	static const char *const images[] = {
		"image1d_t", "image1d_array_t", "image1d_buffer_t", "image2d_t", "image2d_array_t",
		"image2d_depth_t", "image2d_array_depth_t", "image3d_t", "image2d_msaa_t",
		"image2d_array_msaa_t", "image2d_msaa_depth_t", "image2d_array_msaa_depth_t",
	};
	const char *s;
	size_t i;

	if ((s = scalar_name(t))) {
		buf_puts(b, s);
		return;
	}
	switch (t->kind) {
	case T_VECTOR:
		buf_printf(b, "%s%u", scalar_name(t->base), t->n);
		break;
	case T_POINTER:
		quals_str(b, t->pquals & ~Q_RESTRICT);
		if (t->as != AS_NONE && t->as != AS_PRIVATE) {
			buf_puts(b, as_str(t->as));
			buf_putc(b, ' ');
		}
		spell(c, b, t->base);
		buf_puts(b, t->base->kind == T_POINTER ? "*" : " *");
		if (t->pquals & Q_RESTRICT)
			buf_puts(b, "restrict");
		break;
	case T_ARRAY:
		spell(c, b, t->base);
		if (t->n)
			buf_printf(b, "[%u]", t->n);
		else
			buf_puts(b, "[]");
		break;
	case T_STRUCT:
	case T_UNION:
		if (!t->tag && t->tdname)
			buf_puts(b, t->tdname); /* typedef struct { ... } S: clang prints 'S' */
		else
			buf_printf(b, "%s %s", t->kind == T_STRUCT ? "struct" : "union",
			           t->tag ? t->tag : "(anonymous)");
		break;
	case T_FUNC:
		spell(c, b, t->base);
		buf_puts(b, " (");
		for (i = 0; i < t->nparams; i++) {
			if (i)
				buf_puts(b, ", ");
			spell(c, b, t->params[i]);
		}
		if (t->variadic)
			buf_puts(b, t->nparams ? ", ..." : "...");
		else if (!t->nparams)
			buf_puts(b, "void");
		buf_putc(b, ')');
		break;
	case T_IMAGE:
		if (t->access == ACC_WRITE_ONLY)
			buf_puts(b, "__write_only ");
		else if (t->access == ACC_READ_WRITE)
			buf_puts(b, "__read_write ");
		else
			buf_puts(b, "__read_only ");
		buf_puts(b, images[t->image]);
		break;
	case T_SAMPLER: buf_puts(b, "sampler_t"); break;
	case T_EVENT: buf_puts(b, "event_t"); break;
	case T_QUEUE: buf_puts(b, "queue_t"); break;
	case T_CLK_EVENT: buf_puts(b, "clk_event_t"); break;
	case T_RESERVE_ID: buf_puts(b, "reserve_id_t"); break;
	case T_NDRANGE: buf_puts(b, "ndrange_t"); break;
	default: buf_puts(b, "?"); break;
	}
}

const char *
ty_str(Ctx *c, Type *t)
{
	Buf b;

	buf_init(&b, &c->ar);
	if (!t)
		return "<error>";
	spell(c, &b, t);
	return b.s;
}

const char *
ty_qstr(Ctx *c, Type *t, unsigned q)
{
	Buf b;

	buf_init(&b, &c->ar);
	quals_str(&b, q);
	spell(c, &b, t);
	return b.s;
}
