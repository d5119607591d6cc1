#!/bin/sh
# install.sh — what `ninja install` and `ninja uninstall` run:
#
#     sh install.sh install|uninstall|list CONFIG BUILDDIR
#
# CONFIG is the config.ninja ./configure wrote (prefix, bindir, libdir,
# includedir, mandir, version, ze); BUILDDIR holds what ninja built.
# $DESTDIR, from the environment, is put in front of every path written
# (staged installs: packages, tests); the installed files still name the
# configured directories.  One table below says what goes where, so that
# uninstall removes exactly the files install writes: no more (a file of the
# same name zocc did not write is never touched outside that list) and no
# fewer (libzocc_ze's files are on the list even when this configuration
# leaves libzocc_ze out, in case an earlier one installed it).
#
# Installed: the zocc command and zocc-igc (the program it runs Intel's GPU
# compiler in); libocloc.so, the drop-in for Intel's libocloc, in a
# directory of its own (LIBDIR/zocc-ocloc: a program that puts it first on
# its library path gets zocc); libzocc.a and libzocc.so.VERSION with its
# soname link (libzocc.so.MAJOR) and development link (libzocc.so); zocc.h;
# zocc.pc; the CMake package in LIBDIR/cmake/zocc; the zocc(1) manual page;
# and, when built, libzocc_ze (the same three library files, zocc_ze.h and
# zocc_ze.pc).
set -eu

usage() {
	echo "usage: sh install.sh install|uninstall|list CONFIG BUILDDIR" >&2
	exit 2
}
[ $# = 3 ] || usage
action=$1 config=$2 build=$3
case $action in install|uninstall|list) ;; *) usage ;; esac
[ -f "$config" ] || { echo "install.sh: no $config (run ./configure)" >&2; exit 1; }
srcdir=$(cd "$(dirname "$0")" && pwd)

# the value of 'name = value' in config.ninja
conf() {
	sed -n "s/^$1 = *//p" "$config" | sed 's/ *$//'
}
prefix=$(conf prefix) bindir=$(conf bindir) libdir=$(conf libdir)
includedir=$(conf includedir) mandir=$(conf mandir)
version=$(conf version) soversion=$(conf soversion) ze=$(conf ze)
for v in prefix bindir libdir includedir mandir version soversion; do
	eval "[ -n \"\$$v\" ]" || { echo "install.sh: $config has no '$v' (run ./configure again)" >&2; exit 1; }
done
destdir=${DESTDIR:-}
cmakedir=$libdir/cmake/zocc
pcdir=$libdir/pkgconfig

# The table: one line per installed file.
#   file MODE SOURCE DIR [NAME]   a copy of SOURCE (a path from the top of
#                                 the tree or BUILDDIR/...) as DIR/NAME
#   gen TEMPLATE DIR NAME         TEMPLATE with @VARIABLES@ filled in
#   link TARGET DIR NAME          a symbolic link DIR/NAME -> TARGET
# Lines with the 'ze' tag belong to libzocc_ze.
table() {
	cat <<TABLE
-  file 755 $build/zocc $bindir
-  file 755 $build/zocc-igc $bindir
-  file 755 $build/ocloc/libocloc.so $libdir/zocc-ocloc
-  file 644 $build/libzocc.a $libdir
-  file 755 $build/libzocc.so.$version $libdir
-  link libzocc.so.$version $libdir libzocc.so.$soversion
-  link libzocc.so.$soversion $libdir libzocc.so
-  file 644 include/zocc.h $includedir
-  gen  zocc.pc.in $pcdir zocc.pc
-  gen  cmake/zoccConfig.cmake.in $cmakedir zoccConfig.cmake
-  gen  cmake/zoccConfigVersion.cmake.in $cmakedir zoccConfigVersion.cmake
-  file 644 cmake/zoccKernels.cmake $cmakedir
-  file 644 cmake/zoccEmbed.cmake $cmakedir
-  file 644 doc/zocc.1 $mandir/man1
ze file 644 $build/libzocc_ze.a $libdir
ze file 755 $build/libzocc_ze.so.$version $libdir
ze link libzocc_ze.so.$version $libdir libzocc_ze.so.$soversion
ze link libzocc_ze.so.$soversion $libdir libzocc_ze.so
ze file 644 include/zocc_ze.h $includedir
ze gen  ze/zocc_ze.pc.in $pcdir zocc_ze.pc
TABLE
}

# DIR relative to PREFIX when it is inside it ("lib", "lib/x86_64-linux-gnu"),
# for the CMake package, which finds the prefix from its own location and
# so keeps working when the tree is moved (or staged under DESTDIR)
under_prefix() {
	case $1 in
	"$prefix") echo . ;;
	"$prefix"/*) echo "${1#"$prefix"/}" ;;
	*) echo "" ;;
	esac
}

# the path from CMAKEDIR up to PREFIX (../../.. for PREFIX/lib/cmake/zocc)
cmake_up() {
	rel=$(under_prefix "$cmakedir")
	[ -n "$rel" ] || return 0
	echo "$rel" | sed 's|[^/][^/]*|..|g'
}

# the value pkg-config files use for a directory: ${prefix}/... when inside
# the prefix (so that --define-variable=prefix=... moves them all)
pc_dir() {
	rel=$(under_prefix "$1")
	if [ -n "$rel" ]; then
		echo "\${prefix}/$rel"
	else
		echo "$1"
	fi
}

# the value CMake uses for a directory: relative to the prefix when inside
# it, else absolute
cmake_dir() {
	rel=$(under_prefix "$1")
	if [ -n "$rel" ]; then
		echo "\${_zocc_prefix}/$rel"
	else
		echo "$1"
	fi
}

fill() {
	up=$(cmake_up)
	if [ -n "$up" ]; then
		prefix_expr="get_filename_component(_zocc_prefix \"\${CMAKE_CURRENT_LIST_DIR}/$up\" ABSOLUTE)"
	else
		prefix_expr="set(_zocc_prefix \"$prefix\")"
	fi
	sed -e "s|@PREFIX@|$prefix|g" -e "s|@BINDIR@|$bindir|g" -e "s|@LIBDIR@|$libdir|g" \
	    -e "s|@INCLUDEDIR@|$includedir|g" -e "s|@VERSION@|$version|g" \
	    -e "s|@SOVERSION@|$soversion|g" -e "s|@ZE@|$ze|g" \
	    -e "s|@PC_LIBDIR@|$(pc_dir "$libdir")|g" \
	    -e "s|@PC_INCLUDEDIR@|$(pc_dir "$includedir")|g" \
	    -e "s|@CMAKE_PREFIX@|$prefix_expr|g" \
	    -e "s|@CMAKE_BINDIR@|$(cmake_dir "$bindir")|g" \
	    -e "s|@CMAKE_LIBDIR@|$(cmake_dir "$libdir")|g" \
	    -e "s|@CMAKE_INCLUDEDIR@|$(cmake_dir "$includedir")|g" \
	    "$srcdir/$1"
}

# a SOURCE of the table: BUILDDIR/... as given, anything else from the tree
source_path() {
	case $1 in
	"$build"/*) echo "$1" ;;
	*) echo "$srcdir/$1" ;;
	esac
}

do_install() {
	table | while read -r tag kind a b c d; do
		[ "$tag" = ze ] && [ "$ze" != yes ] && continue
		case $kind in
		file)
			name=${d:-$(basename "$b")}
			src=$(source_path "$b")
			[ -e "$src" ] || { echo "install.sh: $src is missing (run ninja first)" >&2; exit 1; }
			mkdir -p "$destdir$c"
			rm -f "$destdir$c/$name"
			cp "$src" "$destdir$c/$name.tmp$$"
			chmod "$a" "$destdir$c/$name.tmp$$"
			mv -f "$destdir$c/$name.tmp$$" "$destdir$c/$name"
			echo "  $c/$name" ;;
		gen)
			mkdir -p "$destdir$b"
			fill "$a" > "$destdir$b/$c.tmp$$"
			chmod 644 "$destdir$b/$c.tmp$$"
			mv -f "$destdir$b/$c.tmp$$" "$destdir$b/$c"
			echo "  $b/$c" ;;
		link)
			mkdir -p "$destdir$b"
			rm -f "$destdir$b/$c"
			ln -s "$a" "$destdir$b/$c"
			echo "  $b/$c -> $a" ;;
		esac
	done
}

# every path the table names, DESTDIR in front
paths() {
	table | while read -r tag kind a b c d; do
		case $kind in
		file) echo "$destdir$c/${d:-$(basename "$b")}" ;;
		gen|link) echo "$destdir$b/$c" ;;
		esac
	done
}

do_uninstall() {
	paths | while read -r p; do
		if [ -e "$p" ] || [ -L "$p" ]; then
			rm -f "$p"
			echo "  removed $p"
		fi
	done
	# the one directory that is zocc's alone
	rmdir "$destdir$cmakedir" 2>/dev/null || true
}

case $action in
install) echo "install.sh: installing into ${destdir}$prefix"; do_install ;;
uninstall) do_uninstall ;;
list) paths ;;
esac
