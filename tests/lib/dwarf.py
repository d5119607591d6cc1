"""dwarf.py — what a debugger sees of a module: IGC's DWARF for it.

`ocloc compile -spirv_input -file k.spv -device D -options -g -out_dir O`
writes O/k_<family>.dbg beside the binary; the ELF inside it starts at the
bytes \\x7fELF.  readelf decodes its line table
(--debug-dump=decodedline) and its entries (--debug-dump=info); this module
reads those into

  lines(elf)      {(file basename, line)} of the line table, plus the
                  declaration line of every function (a debugger stops on a
                  function by name wherever its code went: a function IGC
                  inlined has no line entry of its own at its declaration)
  variables(elf)  {(function, variable, type)}: every parameter and variable
                  under a function, also through the abstract origin of an
                  inlined copy, its type spelled as a debugger's `whatis`
                  spells it ('const pt *', 'size_t', 'float[4]')
"""

import os
import re
import subprocess

from rig import Fail

DIE = re.compile(r'^\s*<(\d+)><([0-9a-f]+)>: Abbrev Number: (\d+)(?: \((\w+)\))?')
ATTR = re.compile(r'^\s*<[0-9a-f]+>\s+(DW_AT_\w+|Unknown AT value: \w+)\s*:\s?(.*)$')


def elf_of(dbg, out):
    """The ELF inside IGC's .dbg file, written to out."""
    with open(dbg, 'rb') as f:
        data = f.read()
    at = data.find(b'\x7fELF')
    if at < 0:
        raise Fail('%s holds no ELF' % os.path.basename(dbg))
    with open(out, 'wb') as f:
        f.write(data[at:])
    return out


def readelf(elf, what):
    r = subprocess.run(['readelf', '--debug-dump=' + what, elf], capture_output=True)
    if r.returncode != 0:
        raise Fail('readelf --debug-dump=%s: exit %d' % (what, r.returncode))
    return r.stdout.decode('utf-8', 'replace')


class Die:
    def __init__(self, off, depth, tag):
        self.off = off
        self.depth = depth
        self.tag = tag
        self.attrs = {}
        self.parent = None


def value(v):
    """An attribute's value without readelf's form notes."""
    v = v.strip()
    m = re.match(r'\(indirect (?:line )?string, offset: 0x[0-9a-f]+\): (.*)$', v)
    if m:
        return m.group(1)
    return v


def ref(v):
    m = re.match(r'<0x([0-9a-f]+)>', v or '')
    return int(m.group(1), 16) if m else None


def dies(elf):
    """Every entry of .debug_info, by offset, with its parent."""
    out = {}
    stack = []
    cur = None
    for line in readelf(elf, 'info').splitlines():
        m = DIE.match(line)
        if m:
            depth, off = int(m.group(1)), int(m.group(2), 16)
            if m.group(3) == '0':      # the end of a list of children
                cur = None
                continue
            cur = Die(off, depth, m.group(4) or '?')
            while stack and stack[-1].depth >= depth:
                stack.pop()
            cur.parent = stack[-1] if stack else None
            stack.append(cur)
            out[off] = cur
            continue
        m = ATTR.match(line)
        if m and cur is not None:
            cur.attrs[m.group(1)] = value(m.group(2))
    return out


def origin(d, all_dies):
    """The entry d stands for: its abstract origin or specification, followed."""
    seen = 0
    while d is not None and seen < 16:
        r = ref(d.attrs.get('DW_AT_abstract_origin') or d.attrs.get('DW_AT_specification'))
        if r is None or r not in all_dies:
            return d
        d = all_dies[r]
        seen += 1
    return d


def attr(d, name, all_dies):
    """An attribute of d or of what it stands for."""
    if name in d.attrs:
        return d.attrs[name]
    return origin(d, all_dies).attrs.get(name)


def type_name(r, all_dies, depth=0):
    """The type at offset r spelled as a debugger's `whatis` spells it."""
    if r is None:
        return 'void'
    d = all_dies.get(r)
    if d is None or depth > 32:
        return '?'
    inner = ref(d.attrs.get('DW_AT_type'))
    name = d.attrs.get('DW_AT_name')
    if d.tag in ('DW_TAG_base_type', 'DW_TAG_typedef', 'DW_TAG_unspecified_type'):
        return name or '?'
    if d.tag in ('DW_TAG_structure_type', 'DW_TAG_class_type'):
        return 'struct ' + (name or '{...}')
    if d.tag == 'DW_TAG_union_type':
        return 'union ' + (name or '{...}')
    if d.tag == 'DW_TAG_enumeration_type':
        return 'enum ' + (name or '{...}')
    if d.tag == 'DW_TAG_pointer_type':
        return type_name(inner, all_dies, depth + 1) + ' *'
    if d.tag == 'DW_TAG_const_type':
        return 'const ' + type_name(inner, all_dies, depth + 1)
    if d.tag == 'DW_TAG_volatile_type':
        return 'volatile ' + type_name(inner, all_dies, depth + 1)
    if d.tag == 'DW_TAG_restrict_type':
        return 'restrict ' + type_name(inner, all_dies, depth + 1)
    if d.tag == 'DW_TAG_array_type':
        dims = []
        for c in sorted(all_dies.values(), key=lambda x: x.off):
            if c.parent is d and c.tag == 'DW_TAG_subrange_type':
                n = c.attrs.get('DW_AT_count')
                ub = c.attrs.get('DW_AT_upper_bound')
                dims.append(n if n is not None else str(int(ub, 0) + 1) if ub and ub.lstrip('-').isdigit() else '')
        return type_name(inner, all_dies, depth + 1) + ''.join('[%s]' % x for x in dims or [''])
    if d.tag == 'DW_TAG_subroutine_type':
        return 'function'
    return d.tag


def function_of(d, all_dies):
    """The name of the function d is declared in (an inlined copy counts
    as the function it copies)."""
    p = d.parent
    while p is not None and p.tag not in ('DW_TAG_subprogram', 'DW_TAG_inlined_subroutine'):
        p = p.parent
    if p is None:
        return None
    return attr(p, 'DW_AT_name', all_dies)


def variables(elf):
    """{(function, variable, type)} of the parameters and variables."""
    all_dies = dies(elf)
    out = set()
    for d in all_dies.values():
        if d.tag not in ('DW_TAG_formal_parameter', 'DW_TAG_variable'):
            continue
        name = attr(d, 'DW_AT_name', all_dies)
        fn = function_of(d, all_dies)
        if not name or not fn:
            continue
        t = d.attrs.get('DW_AT_type') or origin(d, all_dies).attrs.get('DW_AT_type')
        out.add((fn, name, type_name(ref(t), all_dies)))
    return out


def function_lines(elf):
    """{(file basename, line)} where the functions are declared."""
    all_dies = dies(elf)
    files = file_names(elf)
    out = set()
    for d in all_dies.values():
        if d.tag != 'DW_TAG_subprogram':
            continue
        line = d.attrs.get('DW_AT_decl_line')
        f = d.attrs.get('DW_AT_decl_file')
        if line and line.isdigit() and f and f.isdigit() and int(f) in files:
            out.add((files[int(f)], int(line)))
    return out


def file_names(elf):
    """The line table's file numbers -> base names (DWARF 4: from 1)."""
    out = {}
    text = readelf(elf, 'rawline')
    in_table = False
    for line in text.splitlines():
        if 'The File Name Table' in line:
            in_table = True
            continue
        if in_table:
            m = re.match(r'^\s*(\d+)\s+\d+\s+\d+\s+\d+\s+(\S.*)$', line)
            if m:
                out[int(m.group(1))] = os.path.basename(m.group(2).strip())
            elif line.strip() and not line.strip().startswith('Entry'):
                in_table = False
    return out


def lines(elf):
    """{(file basename, line)} of the line table and the functions."""
    return {(f, l) for f, l, _ in line_rows(elf)} | function_lines(elf)


def line_rows(elf):
    """[(file basename, line, address)] of the line table."""
    out = []
    for line in readelf(elf, 'decodedline').splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1].isdigit():
            try:
                addr = int(parts[2], 16) if parts[2].startswith('0x') else int(parts[2])
            except ValueError:
                continue
            out.append((os.path.basename(parts[0]), int(parts[1]), addr))
    return out


def function_ranges(elf, name):
    """[(low, high)] of the code of the function called name (not inlined
    copies): readelf prints an address-form high pc in hex, a length in
    decimal."""
    out = []
    for d in dies(elf).values():
        if d.tag != 'DW_TAG_subprogram' or d.attrs.get('DW_AT_name') != name:
            continue
        lo, hi = d.attrs.get('DW_AT_low_pc'), d.attrs.get('DW_AT_high_pc')
        if lo is None or hi is None:
            continue
        lo = int(lo, 16) if lo.startswith('0x') else int(lo)
        hi = int(hi, 16) if hi.startswith('0x') else lo + int(hi)
        out.append((lo, hi))
    return out


def linkage_names(elf):
    """{(function, linkage name)} of the functions that have one (the
    mangled names of overloads)."""
    return {(d.attrs.get('DW_AT_name'), d.attrs['DW_AT_linkage_name'])
            for d in dies(elf).values()
            if d.tag == 'DW_TAG_subprogram' and 'DW_AT_linkage_name' in d.attrs}
