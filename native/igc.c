/* igc.c — Intel's libocloc, loaded at run time, called in this process or
 * in a helper process.
 *
 * libocloc is the front door to IGC: oclocInvoke takes an ocloc command
 * line and in-memory files and gives back in-memory files (ocloc_api.h,
 * in Debian's intel-opencl-icd).  zocc links nothing of it: the library is
 * opened with dlopen when a device binary is asked for, so zocc builds and
 * runs without it and says which package to install when it is missing.
 *
 * Two ways to call it:
 *   - in this process: fastest for one device (no process to start);
 *   - in zocc-igc, a helper program (native/helper.c) that reads one call
 *     on its standard input and writes the result on its standard output.
 *     libocloc loads IGC with RTLD_DEEPBIND, which AddressSanitizer
 *     refuses, so a sanitized build always goes through the helper; and a
 *     fat binary runs one helper per device at once, so that IGC works for
 *     all of them in parallel whether or not libocloc is safe to call from
 *     several threads (bench/run measures both), and a crash in IGC fails
 *     that build, not the caller.
 *
 * The helper's protocol, all integers little-endian:
 *   call:   "ZIGC" u32 argc, argc strings; u32 nsources, each a file;
 *           u32 nheaders, each a file       (string: u32 length, bytes;
 *                                            file: string name, u64 length, bytes)
 *   result: "ZIGR" i32 rc, u32 noutputs, each a file. */
#define _GNU_SOURCE /* dladdr */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "native.h"

extern char **environ;

/* ocloc_api.h is C++ only (it includes <cstdint>), so its entry points
 * are typed here. */
typedef int (*InvokeFn)(unsigned numArgs, const char *argv[], uint32_t numSources,
                        const uint8_t **dataSources, const uint64_t *lenSources, const char **nameSources,
                        uint32_t numInputHeaders, const uint8_t **dataInputHeaders,
                        const uint64_t *lenInputHeaders, const char **nameInputHeaders,
                        uint32_t *numOutputs, uint8_t ***dataOutputs, uint64_t **lenOutputs,
                        char ***nameOutputs);
typedef int (*FreeFn)(uint32_t *numOutputs, uint8_t ***dataOutputs, uint64_t **lenOutputs, char ***nameOutputs);
typedef int (*VersionFn)(void);

struct NatOcloc {
	void *lib;          /* the dlopen handle */
	InvokeFn invoke;    /* oclocInvoke */
	FreeFn free_output; /* oclocFreeOutput */
	VersionFn version;  /* oclocVersion, NULL in libraries older than it */
};

#ifndef ZOCC_OCLOC_PATH
#define ZOCC_OCLOC_PATH ""
#endif
#ifndef ZOCC_BINDIR
#define ZOCC_BINDIR ""
#endif

bool
nat_in_process_ok(void)
{
#if defined(NAT_NO_DLOPEN) || defined(__SANITIZE_ADDRESS__)
	return false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
	return false;
#else
	return true;
#endif
#else
	return true;
#endif
}

/* Intel's library at path, or NULL (zocc's drop-in is not Intel's). */
static void *
try_open(const char *path, char *why, size_t n)
{
#ifdef NAT_NO_DLOPEN
	/* the static zocc command: IGC runs in zocc-igc */
	snprintf(why, n, "%.400s: not loaded into a static program", path);
	return NULL;
#else
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);

	if (!h) {
		const char *e = dlerror();

		snprintf(why, n, "%.400s", e ? e : path);
		return NULL;
	}
	if (dlsym(h, "zocc_ocloc_dropin")) {
		snprintf(why, n, "%.400s is zocc's own libocloc, not Intel's", path);
		dlclose(h);
		return NULL;
	}
	if (!dlsym(h, "oclocInvoke") || !dlsym(h, "oclocFreeOutput")) {
		snprintf(why, n, "%.400s has no oclocInvoke", path);
		dlclose(h);
		return NULL;
	}
	return h;
#endif
}

/* Whether the file at path is zocc's drop-in: its mark's name is in its
 * dynamic symbols.  Read, not loaded: a sanitized build of the drop-in
 * loaded into a plain process (zocc-igc) would abort it. */
static bool
is_dropin(const char *path)
{
	static const char mark[] = "zocc_ocloc_dropin";
	FILE *f = fopen(path, "rb");
	char buf[65536 + sizeof mark];
	size_t keep = 0, n;
	bool found = false;

	if (!f)
		return false;
	while (!found && (n = fread(buf + keep, 1, sizeof buf - keep, f)) > 0) {
		n += keep;
		found = memmem(buf, n, mark, sizeof mark) != NULL;
		keep = n < sizeof mark ? n : sizeof mark;
		memmove(buf, buf + n - keep, keep);
	}
	fclose(f);
	return found;
}

NatOcloc *
nat_ocloc_open(char *err, size_t errlen)
{
	const char *env = getenv("ZOCC_OCLOC_LIBRARY"), *lp = getenv("LD_LIBRARY_PATH");
	char why[512] = "", path[4096];
	bool dropin_first = false;
	void *h = NULL;
	NatOcloc *o;

	if (env && *env) {
		if (strcmp(env, "none") != 0)
			h = try_open(env, why, sizeof why);
		else
			snprintf(why, sizeof why, "ZOCC_OCLOC_LIBRARY=none");
	} else {
		/* the library path's libocloc.so, passing over zocc's drop-in
		 * (a program that puts it first still reaches Intel's), then
		 * where ./configure found Intel's, then the loader's own search
		 * unless a drop-in would come first in it */
		while (!h && lp && *lp) {
			size_t n = strcspn(lp, ":");

			snprintf(path, sizeof path, "%.*s/libocloc.so", (int)n, lp);
			if (n && access(path, R_OK) == 0) {
				if (is_dropin(path))
					dropin_first = true;
				else
					h = try_open(path, why, sizeof why);
			}
			lp += n + (lp[n] == ':');
		}
		if (!h && ZOCC_OCLOC_PATH[0] && access(ZOCC_OCLOC_PATH, R_OK) == 0 && !is_dropin(ZOCC_OCLOC_PATH))
			h = try_open(ZOCC_OCLOC_PATH, why, sizeof why);
		if (!h && !dropin_first)
			h = try_open("libocloc.so", why, sizeof why);
		if (!h && !why[0])
			snprintf(why, sizeof why, "only zocc's own libocloc.so was found");
	}
	if (!h) {
		snprintf(err, errlen, "Intel's libocloc, through which zocc reaches the GPU compiler (IGC), "
		         "cannot be loaded (%s); install Debian's intel-opencl-icd (or Intel's libocloc package)", why);
		return NULL;
	}
	if (!(o = calloc(1, sizeof *o))) {
#ifndef NAT_NO_DLOPEN
		dlclose(h);
#endif
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	o->lib = h;
#ifndef NAT_NO_DLOPEN
	*(void **)&o->invoke = dlsym(h, "oclocInvoke");
	*(void **)&o->free_output = dlsym(h, "oclocFreeOutput");
	*(void **)&o->version = dlsym(h, "oclocVersion");
#endif
	return o;
}

void
nat_ocloc_close(NatOcloc *o)
{
	if (!o)
		return;
#ifndef NAT_NO_DLOPEN
	dlclose(o->lib);
#endif
	free(o);
}

int
nat_ocloc_version(NatOcloc *o)
{
	/* libraries without oclocVersion have the API of version 1.0 */
	return o && o->version ? o->version() : 0x10000;
}

void
nat_result_free(NatResult *r)
{
	uint32_t i;

	for (i = 0; i < r->nout; i++) {
		free(r->out[i].name);
		free(r->out[i].data);
	}
	free(r->out);
	free(r->error);
	memset(r, 0, sizeof *r);
}

const NatFile *
nat_result_file(const NatResult *r, const char *name)
{
	uint32_t i;
	size_t n = strlen(name);

	for (i = 0; i < r->nout; i++) {
		const char *o = r->out[i].name;
		size_t on = strlen(o);

		if (name[0] == '.' ? on >= n && strcmp(o + on - n, name) == 0 : strcmp(o, name) == 0)
			return &r->out[i];
	}
	return NULL;
}

static char *
dupstr(const char *s)
{
	char *d = malloc(strlen(s) + 1);

	if (d)
		strcpy(d, s);
	return d;
}

static void
set_error(NatResult *r, const char *fmt, const char *arg)
{
	char buf[1024];

	snprintf(buf, sizeof buf, fmt, arg);
	free(r->error);
	r->error = dupstr(buf);
}

/* oclocInvoke in this process; its outputs copied into r. */
static bool
call_here(NatOcloc *o, const NatCall *c, NatResult *r)
{
	const uint8_t **src = calloc(c->nsources + 1, sizeof *src), **hdr = calloc(c->nheaders + 1, sizeof *hdr);
	uint64_t *srclen = calloc(c->nsources + 1, sizeof *srclen), *hdrlen = calloc(c->nheaders + 1, sizeof *hdrlen);
	const char **srcname = calloc(c->nsources + 1, sizeof *srcname), **hdrname = calloc(c->nheaders + 1, sizeof *hdrname);
	uint32_t nout = 0, i;
	uint8_t **out = NULL;
	uint64_t *outlen = NULL;
	char **outname = NULL;
	bool ok = false;

	memset(r, 0, sizeof *r);
	if (!o) {
		set_error(r, "%s", "Intel's libocloc is not loaded");
		goto done;
	}
	if (!src || !hdr || !srclen || !hdrlen || !srcname || !hdrname) {
		set_error(r, "%s", "out of memory");
		goto done;
	}
	for (i = 0; i < c->nsources; i++) {
		src[i] = c->sources[i].data;
		srclen[i] = c->sources[i].len;
		srcname[i] = c->sources[i].name;
	}
	for (i = 0; i < c->nheaders; i++) {
		hdr[i] = c->headers[i].data;
		hdrlen[i] = c->headers[i].len;
		hdrname[i] = c->headers[i].name;
	}
	r->rc = o->invoke(c->argc, (const char **)c->argv, c->nsources, src, srclen, srcname, c->nheaders,
	                  hdr, hdrlen, hdrname, &nout, &out, &outlen, &outname);
	r->out = calloc(nout + 1, sizeof *r->out);
	if (!r->out) {
		set_error(r, "%s", "out of memory");
	} else {
		ok = true;
		for (i = 0; i < nout; i++) {
			NatFile *f = &r->out[r->nout];

			f->name = dupstr(outname[i] ? outname[i] : "");
			f->data = malloc(outlen[i] + 1);
			if (!f->name || !f->data) {
				free(f->name);
				free(f->data);
				set_error(r, "%s", "out of memory");
				ok = false;
				break;
			}
			if (outlen[i])
				memcpy(f->data, out[i], outlen[i]);
			f->data[outlen[i]] = 0;
			f->len = outlen[i];
			r->nout++;
		}
	}
	o->free_output(&nout, &out, &outlen, &outname);
done:
	free(src);
	free(hdr);
	free(srclen);
	free(hdrlen);
	free(srcname);
	free(hdrname);
	return ok;
}

/* ---- the helper's protocol ------------------------------------------- */

static void
put32(NatBuf *b, uint32_t v)
{
	uint8_t x[4] = {v, v >> 8, v >> 16, v >> 24};

	nat_buf_put(b, x, 4);
}

static void
put64(NatBuf *b, uint64_t v)
{
	put32(b, (uint32_t)v);
	put32(b, (uint32_t)(v >> 32));
}

static void
put_file(NatBuf *b, const char *name, const uint8_t *data, uint64_t len)
{
	put32(b, (uint32_t)strlen(name));
	nat_buf_put(b, name, strlen(name));
	put64(b, len);
	nat_buf_put(b, data, len);
}

/* A reader over bytes received. */
typedef struct Rd {
	const uint8_t *p; /* next byte */
	size_t left;      /* bytes left */
	bool bad;         /* ran past the end */
} Rd;

static uint64_t
get(Rd *r, int bytes)
{
	uint64_t v = 0;
	int i;

	if (r->left < (size_t)bytes) {
		r->bad = true;
		return 0;
	}
	for (i = 0; i < bytes; i++)
		v |= (uint64_t)r->p[i] << (8 * i);
	r->p += bytes;
	r->left -= bytes;
	return v;
}

/* A copy of the next n bytes, NUL-terminated; NULL when cut short. */
static uint8_t *
get_bytes(Rd *r, uint64_t n)
{
	uint8_t *d;

	if (r->bad || n > r->left) {
		r->bad = true;
		return NULL;
	}
	if (!(d = malloc(n + 1))) {
		r->bad = true;
		return NULL;
	}
	memcpy(d, r->p, n);
	d[n] = 0;
	r->p += n;
	r->left -= n;
	return d;
}

static bool
get_file(Rd *r, NatFile *f)
{
	uint64_t n = get(r, 4);

	f->name = (char *)get_bytes(r, n);
	f->len = get(r, 8);
	f->data = get_bytes(r, f->len);
	return !r->bad;
}

static bool
read_all(int fd, NatBuf *b)
{
	for (;;) {
		ssize_t got;

		if (b->cap - b->len < 65536) {
			size_t cap = b->cap ? b->cap * 2 : 262144;
			uint8_t *p = realloc(b->p, cap);

			if (!p)
				return false;
			b->p = p;
			b->cap = cap;
		}
		got = read(fd, b->p + b->len, b->cap - b->len);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return false;
		if (got == 0)
			return true;
		b->len += (size_t)got;
	}
}

static bool
write_all(int fd, const uint8_t *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

static void
encode_call(NatBuf *b, const NatCall *c)
{
	uint32_t i;

	nat_buf_put(b, "ZIGC", 4);
	put32(b, c->argc);
	for (i = 0; i < c->argc; i++) {
		put32(b, (uint32_t)strlen(c->argv[i]));
		nat_buf_put(b, c->argv[i], strlen(c->argv[i]));
	}
	put32(b, c->nsources);
	for (i = 0; i < c->nsources; i++)
		put_file(b, c->sources[i].name, c->sources[i].data, c->sources[i].len);
	put32(b, c->nheaders);
	for (i = 0; i < c->nheaders; i++)
		put_file(b, c->headers[i].name, c->headers[i].data, c->headers[i].len);
}

static bool
decode_result(const NatBuf *b, NatResult *r)
{
	Rd rd = {b->p, b->len, false};
	uint32_t n, i;

	if (b->len < 12 || memcmp(b->p, "ZIGR", 4) != 0)
		return false;
	get(&rd, 4);
	r->rc = (int32_t)get(&rd, 4);
	n = (uint32_t)get(&rd, 4);
	if (rd.bad || n > rd.left / 12 || !(r->out = calloc(n + 1, sizeof *r->out)))
		return false;
	for (i = 0; i < n; i++) {
		if (!get_file(&rd, &r->out[i])) {
			r->nout = i + 1;
			return false;
		}
		r->nout = i + 1;
	}
	return true;
}

int
nat_helper_serve(NatOcloc *o, int in, int out)
{
	NatBuf b = {0}, res = {0};
	Rd rd;
	NatFile *files = NULL;
	const char **argv = NULL;
	uint32_t argc = 0, ns, nh, i, nfiles = 0;
	NatCall c = {0};
	NatResult r;
	int status = 2;

	if (!read_all(in, &b) || b.len < 8 || memcmp(b.p, "ZIGC", 4) != 0)
		goto done;
	rd = (Rd){b.p + 4, b.len - 4, false};
	argc = (uint32_t)get(&rd, 4);
	if (argc > rd.left / 4 || !(argv = calloc(argc + 1, sizeof *argv)))
		goto done;
	for (i = 0; i < argc; i++)
		argv[i] = (const char *)get_bytes(&rd, get(&rd, 4));
	ns = (uint32_t)get(&rd, 4);
	if (rd.bad || ns > rd.left / 12 || !(files = calloc(ns + 1, sizeof *files)))
		goto done;
	for (i = 0; i < ns && get_file(&rd, &files[i]); i++)
		nfiles = i + 1;
	nh = (uint32_t)get(&rd, 4);
	if (rd.bad || nh > rd.left / 12)
		goto done;
	{
		NatFile *all = realloc(files, (ns + nh + 1) * sizeof *files);

		if (!all)
			goto done;
		files = all;
		memset(files + ns, 0, (nh + 1) * sizeof *files);
	}
	for (i = 0; i < nh && get_file(&rd, &files[ns + i]); i++)
		nfiles = ns + i + 1;
	if (rd.bad)
		goto done;
	c.argv = argv;
	c.argc = argc;
	c.sources = files;
	c.nsources = ns;
	c.headers = files + ns;
	c.nheaders = nh;
	if (!call_here(o, &c, &r)) {
		nat_result_free(&r);
		goto done;
	}
	nat_buf_put(&res, "ZIGR", 4);
	put32(&res, (uint32_t)r.rc);
	put32(&res, r.nout);
	for (i = 0; i < r.nout; i++)
		put_file(&res, r.out[i].name, r.out[i].data, r.out[i].len);
	nat_result_free(&r);
	if (!res.failed && write_all(out, res.p, res.len))
		status = 0;
done:
	for (i = 0; argv && i < argc; i++)
		free((void *)argv[i]);
	free(argv);
	for (i = 0; files && i < nfiles; i++) {
		free(files[i].name);
		free(files[i].data);
	}
	free(files);
	free(b.p);
	free(res.p);
	return status;
}

/* ---- starting helpers ------------------------------------------------- */

static bool
executable(const char *path)
{
	return access(path, X_OK) == 0;
}

const char *
nat_helper_path(char *buf, size_t n)
{
	const char *env = getenv("ZOCC_IGC_HELPER");
	Dl_info info;
	char self[4096];
	ssize_t len;

	if (env && *env) {
		snprintf(buf, n, "%s", env);
		return executable(buf) ? buf : NULL;
	}
	/* beside the program (zocc), or beside the library holding this code
	 * (the drop-in in build/ocloc/ finds build/zocc-igc one level up) */
	len = readlink("/proc/self/exe", self, sizeof self - 1);
	if (len > 0) {
		char *slash;

		self[len] = 0;
		if ((slash = strrchr(self, '/'))) {
			snprintf(buf, n, "%.*s/zocc-igc", (int)(slash - self), self);
			if (executable(buf))
				return buf;
		}
	}
#ifndef NAT_NO_DLOPEN
	if (dladdr((void *)nat_helper_path, &info) && info.dli_fname) {
		const char *slash = strrchr(info.dli_fname, '/');

		if (slash) {
			snprintf(buf, n, "%.*s/zocc-igc", (int)(slash - info.dli_fname), info.dli_fname);
			if (executable(buf))
				return buf;
			snprintf(buf, n, "%.*s/../zocc-igc", (int)(slash - info.dli_fname), info.dli_fname);
			if (executable(buf))
				return buf;
		}
	}
#else
	(void)info;
#endif
	if (ZOCC_BINDIR[0]) {
		snprintf(buf, n, "%s/zocc-igc", ZOCC_BINDIR);
		if (executable(buf))
			return buf;
	}
	return NULL;
}

/* A helper running one call. */
typedef struct Job {
	pid_t pid;   /* the helper, 0 if not started */
	int out;     /* its standard output, -1 when closed */
} Job;

static bool
start(const char *helper, const NatCall *c, Job *j, NatResult *r)
{
	int in[2] = {-1, -1}, out[2] = {-1, -1};
	posix_spawn_file_actions_t fa;
	char *argv[] = {(char *)helper, NULL};
	NatBuf b = {0};
	int e;
	bool ok;

	j->pid = 0;
	j->out = -1;
	if (pipe(in) != 0 || pipe(out) != 0) {
		set_error(r, "cannot make a pipe: %s", strerror(errno));
		goto fail;
	}
	fcntl(in[1], F_SETFD, FD_CLOEXEC);
	fcntl(out[0], F_SETFD, FD_CLOEXEC);
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, in[0], 0);
	posix_spawn_file_actions_adddup2(&fa, out[1], 1);
	e = posix_spawn(&j->pid, helper, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(in[0]);
	close(out[1]);
	in[0] = out[1] = -1;
	if (e != 0) {
		j->pid = 0;
		set_error(r, "cannot start zocc-igc: %s", strerror(e));
		goto fail;
	}
	encode_call(&b, c);
	/* the helper reads the whole call before it writes anything; if it
	 * died first, the write fails with EPIPE and the SIGPIPE it raises is
	 * held back for this thread and taken off (no process-wide handler:
	 * the drop-in library calls this in its callers' processes) */
	{
		sigset_t pipeset, old;
		struct timespec zero = {0, 0};

		sigemptyset(&pipeset);
		sigaddset(&pipeset, SIGPIPE);
		pthread_sigmask(SIG_BLOCK, &pipeset, &old);
		ok = !b.failed && write_all(in[1], b.p, b.len);
		if (!ok)
			while (sigtimedwait(&pipeset, NULL, &zero) == SIGPIPE)
				;
		pthread_sigmask(SIG_SETMASK, &old, NULL);
	}
	free(b.p);
	close(in[1]);
	in[1] = -1;
	if (!ok)
		set_error(r, "%s", "cannot hand the module to zocc-igc");
	j->out = out[0];
	return ok;
fail:
	if (in[0] >= 0)
		close(in[0]);
	if (in[1] >= 0)
		close(in[1]);
	if (out[0] >= 0)
		close(out[0]);
	if (out[1] >= 0)
		close(out[1]);
	return false;
}

static bool
finish(Job *j, NatResult *r)
{
	NatBuf b = {0};
	int st = 0;
	bool got = false;

	if (j->out >= 0) {
		got = read_all(j->out, &b);
		close(j->out);
		j->out = -1;
	}
	if (j->pid > 0) {
		while (waitpid(j->pid, &st, 0) < 0 && errno == EINTR)
			;
		j->pid = 0;
	}
	if (r->error) {
		free(b.p);
		return false;
	}
	if (WIFSIGNALED(st)) {
		char sig[32];

		snprintf(sig, sizeof sig, "%d", WTERMSIG(st));
		set_error(r, "the GPU compiler crashed (zocc-igc killed by signal %s)", sig);
	} else if (!got || !decode_result(&b, r)) {
		set_error(r, "%s", WIFEXITED(st) && WEXITSTATUS(st) == 3 ? "zocc-igc cannot load Intel's libocloc "
		          "(install Debian's intel-opencl-icd)" : "zocc-igc gave no result");
	}
	free(b.p);
	return r->error == NULL;
}

static bool
call_helper(const NatCall *c, NatResult *r)
{
	char path[4096];
	const char *h = nat_helper_path(path, sizeof path);
	Job j;

	memset(r, 0, sizeof *r);
	if (!h) {
		set_error(r, "%s", "zocc-igc, the program zocc runs the GPU compiler in, is not installed "
		          "beside zocc");
		return false;
	}
	start(h, c, &j, r);
	return finish(&j, r);
}

bool
nat_call(NatOcloc *o, NatMode mode, const NatCall *c, NatResult *r)
{
	if (mode == NAT_HELPER || (mode == NAT_AUTO && (!nat_in_process_ok() || !o)))
		return call_helper(c, r);
	return call_here(o, c, r);
}

void
nat_call_all(NatOcloc *o, const NatCall *c, NatResult *r, size_t n)
{
	char path[4096];
	const char *h = nat_helper_path(path, sizeof path);
	Job *jobs;
	size_t i;

	if (n == 1 || !h || !(jobs = calloc(n, sizeof *jobs))) {
		for (i = 0; i < n; i++)
			nat_call(o, NAT_AUTO, &c[i], &r[i]);
		return;
	}
	for (i = 0; i < n; i++) {
		memset(&r[i], 0, sizeof r[i]);
		start(h, &c[i], &jobs[i], &r[i]);
	}
	for (i = 0; i < n; i++)
		finish(&jobs[i], &r[i]);
	free(jobs);
}
