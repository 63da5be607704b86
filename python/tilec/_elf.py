"""The kernels a shared library exports, read from its ELF dynamic symbol
table. ctypes can only look a name up, not list names; the list makes
`Library.kernels`, dir() and the "no such kernel" message possible.
"""

from __future__ import annotations

import struct
from typing import List, Optional

_SHT_DYNSYM = 11
_STT_FUNC = 2
_SHN_UNDEF = 0


def exported_functions(path: str) -> Optional[List[str]]:
    """Names of the functions an ELF64 little-endian shared library defines in
    its dynamic symbol table, or None when the file is not such a library
    (the caller then works without the list)."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return None  # not ELF, not 64-bit, or not little-endian
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    if shoff == 0 or shentsize < 64 or shoff + shnum * shentsize > len(data):
        return None

    def section(i):
        # sh_name, sh_type, sh_flags, sh_addr, sh_offset, sh_size, sh_link
        _, kind, _, _, offset, size, link = struct.unpack_from("<IIQQQQI", data, shoff + i * shentsize)
        return kind, offset, size, link

    names = []
    for i in range(shnum):
        kind, offset, size, link = section(i)
        if kind != _SHT_DYNSYM or link >= shnum:
            continue
        _, str_off, str_size, _ = section(link)
        if offset + size > len(data) or str_off + str_size > len(data):
            return None
        for at in range(offset, offset + size - 23, 24):
            # st_name, st_info, st_other, st_shndx (st_value, st_size follow)
            name_off, info, _, shndx = struct.unpack_from("<IBBH", data, at)
            if shndx == _SHN_UNDEF or info & 0xF != _STT_FUNC or name_off >= str_size:
                continue
            end = data.find(b"\0", str_off + name_off, str_off + str_size)
            if end < 0:
                continue
            names.append(data[str_off + name_off:end].decode("utf-8", "replace"))
    return names


def kernel_names(path: str) -> Optional[List[str]]:
    """The launchers: functions F for which F_metadata is exported too."""
    functions = exported_functions(path)
    if functions is None:
        return None
    defined = set(functions)
    suffix = "_metadata"
    return sorted(f[:-len(suffix)] for f in defined if f.endswith(suffix) and f[:-len(suffix)] in defined)
