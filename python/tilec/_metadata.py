"""The launchers' metadata (<export>_metadata() in the library), read with
ctypes into plain Python objects.

The C layout is the one the generated header declares
(docs/host-objects.md, "Shapes in the metadata"); the structures below must
follow it field by field.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Optional, Tuple

from ._errors import TilecError

# tilec_kernel_metadata.version that this module reads. Fields are appended to
# the C structs with each new version, which changes the size of the argument
# records, so another version cannot be read with these structures.
METADATA_VERSION = 2

# tilec_extent_kind
_CONSTANT, _DIM, _EXPR = 0, 1, 2


class _CExtent(ctypes.Structure):
    _fields_ = [
        ("kind", ctypes.c_int32),
        ("dim_arg", ctypes.c_int32),
        ("value", ctypes.c_int64),
        ("text", ctypes.c_char_p),
    ]


class _CArg(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("dtype", ctypes.c_char_p),
        ("rank", ctypes.c_int32),
        ("is_tensor", ctypes.c_int32),
        ("shape", ctypes.POINTER(_CExtent)),
        ("is_const", ctypes.c_int32),
    ]


class _CKernel(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("kernel", ctypes.c_char_p),
        ("targets", ctypes.c_char_p),
        ("threads", ctypes.c_uint32 * 3),
        ("dynamic_shared_bytes", ctypes.c_uint64),
        ("num_args", ctypes.c_int32),
        ("args", ctypes.POINTER(_CArg)),
        ("version", ctypes.c_int32),
    ]


@dataclass(frozen=True)
class Extent:
    """One dimension of a tensor argument.

    kind is "constant" (value is the extent), "dim" (the extent is exactly the
    run-time dim named dim) or "expr" (an expression of the run-time dims;
    text is all there is). text is always the extent as tilec prints it:
    "4096", "M", "2 * N", "T.floordiv(N, 2)".
    """

    kind: str
    text: str
    value: Optional[int] = None
    dim: Optional[str] = None

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Arg:
    """One launcher argument after the stream: a tensor (shape is a tuple of
    Extent, outermost first) or a run-time dim (shape is None; dtype is
    "int32" or "int64", the type the kernel takes it as)."""

    index: int
    name: str
    dtype: str
    is_tensor: bool
    is_const: bool
    shape: Optional[Tuple[Extent, ...]]

    @property
    def rank(self) -> int:
        return len(self.shape) if self.shape is not None else 0

    def __str__(self) -> str:
        if not self.is_tensor:
            return self.name
        const = "const " if self.is_const else ""
        return "%s: %s%s[%s]" % (self.name, const, self.dtype, ", ".join(e.text for e in self.shape))


@dataclass(frozen=True)
class KernelInfo:
    """What <export>_metadata() says about one launcher."""

    name: str
    kernel: str
    targets: Tuple[str, ...]
    threads: Tuple[int, int, int]
    dynamic_shared_bytes: int
    args: Tuple[Arg, ...]

    @property
    def tensors(self) -> Tuple[Arg, ...]:
        return tuple(a for a in self.args if a.is_tensor)

    @property
    def dims(self) -> Tuple[Arg, ...]:
        return tuple(a for a in self.args if not a.is_tensor)

    def signature(self) -> str:
        """"gemm_bf16(A: const bfloat16[M, K], ..., C: bfloat16[M, N]; M, N, K)"."""
        text = "%s(%s" % (self.name, ", ".join(str(a) for a in self.tensors))
        if self.dims:
            text += "; " + ", ".join(a.name for a in self.dims)
        return text + ")"


def _text(value: Optional[bytes]) -> str:
    return value.decode("utf-8", "replace") if value is not None else ""


# Bounds that no real kernel reaches: a record outside them was not written
# by a tilec of this metadata version, and reading its pointers further
# could crash the process.
_MAX_ARGS = 4096
_MAX_RANK = 64


def read_metadata(fn, library: str, name: str) -> KernelInfo:
    """Calls the <name>_metadata function `fn` (a ctypes function) and copies
    the record into a KernelInfo."""
    fn.restype = ctypes.POINTER(_CKernel)
    fn.argtypes = []
    ptr = fn()
    if not ptr:
        raise TilecError("%s: %s_metadata() returned NULL" % (library, name))
    k = ptr.contents
    if k.version != METADATA_VERSION:
        raise TilecError(
            "%s: the metadata of '%s' has version %d, but this python/tilec reads version %d; "
            "rebuild the library with the tilec that came with this python/tilec"
            % (library, name, k.version, METADATA_VERSION))
    if not 0 <= k.num_args <= _MAX_ARGS or (k.num_args and not k.args):
        raise TilecError("%s: the metadata of '%s' is malformed (%d arguments)" % (library, name, k.num_args))
    args = []
    names = {i: _text(k.args[i].name) for i in range(k.num_args)}  # dim_arg refers to these
    for i in range(k.num_args):
        a = k.args[i]
        shape = None
        if a.is_tensor:
            if not 0 <= a.rank <= _MAX_RANK or (a.rank and not a.shape):
                raise TilecError("%s: the metadata of '%s' is malformed (argument %d has rank %d)"
                                 % (library, name, i, a.rank))
            extents = []
            for d in range(a.rank):
                e = a.shape[d]
                text = _text(e.text)
                if e.kind == _CONSTANT:
                    extents.append(Extent("constant", text, value=int(e.value)))
                elif e.kind == _DIM and e.dim_arg in names:
                    extents.append(Extent("dim", text, dim=names[e.dim_arg]))
                else:
                    extents.append(Extent("expr", text))
            shape = tuple(extents)
        args.append(Arg(index=i, name=names[i], dtype=_text(a.dtype), is_tensor=bool(a.is_tensor),
                        is_const=bool(a.is_const), shape=shape))
    targets = tuple(t for t in _text(k.targets).split(",") if t)
    return KernelInfo(name=_text(k.name), kernel=_text(k.kernel), targets=targets,
                      threads=tuple(int(t) for t in k.threads), dynamic_shared_bytes=int(k.dynamic_shared_bytes),
                      args=tuple(args))
