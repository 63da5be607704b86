"""What a tensor argument is: its device pointer, shape, strides, dtype and
device, read from a torch.Tensor, from `__cuda_array_interface__` or from
DLPack, without importing any array library.

torch tensors are read through their own attributes rather than their
`__cuda_array_interface__`: torch's interface has no typestr for bfloat16 and
refuses tensors that require grad, and the tensor's device and current stream
are needed anyway.
"""

from __future__ import annotations

import ctypes
import sys
from dataclasses import dataclass
from typing import Any, Optional, Tuple

from ._errors import TilecArgumentError

# torch dtypes by str(dtype) (torch.half is torch.float16, so aliases need no
# entries).
_TORCH_DTYPES = {
    "torch.bool": "bool",
    "torch.int8": "int8",
    "torch.int16": "int16",
    "torch.int32": "int32",
    "torch.int64": "int64",
    "torch.uint8": "uint8",
    "torch.uint16": "uint16",
    "torch.uint32": "uint32",
    "torch.uint64": "uint64",
    "torch.float16": "float16",
    "torch.bfloat16": "bfloat16",
    "torch.float32": "float32",
    "torch.float64": "float64",
    # CUDA's __nv_fp8_e4m3, which tilec's float8_e4m3 is, has no infinities
    # (the "fn" variant).
    "torch.float8_e4m3fn": "float8_e4m3",
    "torch.float8_e5m2": "float8_e5m2",
}

# __cuda_array_interface__ typestrs without the byte order. bfloat16 and the
# fp8 types have none.
_TYPESTRS = {
    "b1": "bool",
    "i1": "int8",
    "i2": "int16",
    "i4": "int32",
    "i8": "int64",
    "u1": "uint8",
    "u2": "uint16",
    "u4": "uint32",
    "u8": "uint64",
    "f2": "float16",
    "f4": "float32",
    "f8": "float64",
}

# DLPack (code, bits) -> dtype (dlpack.h's DLDataTypeCode).
_DLPACK_DTYPES = {
    (0, 8): "int8", (0, 16): "int16", (0, 32): "int32", (0, 64): "int64",
    (1, 8): "uint8", (1, 16): "uint16", (1, 32): "uint32", (1, 64): "uint64",
    (2, 16): "float16", (2, 32): "float32", (2, 64): "float64",
    (4, 16): "bfloat16",
    (6, 8): "bool",
    (10, 8): "float8_e4m3",  # kDLFloat8_e4m3fn
    (12, 8): "float8_e5m2",  # kDLFloat8_e5m2
}

_KDL_CUDA = 2
_KDL_CUDA_MANAGED = 13
_DLPACK_DEVICE_NAMES = {1: "CPU", 2: "CUDA", 3: "CUDA host (pinned)", 4: "OpenCL", 7: "Vulkan", 8: "Metal",
                        9: "VPI", 10: "ROCm", 11: "ROCm host", 13: "CUDA managed", 14: "oneAPI"}


@dataclass
class TensorView:
    """One tensor argument as python/tilec checks it."""

    pointer: int
    shape: Tuple[int, ...]
    strides: Optional[Tuple[int, ...]]  # in elements; None: C-contiguous by declaration
    dtype: Optional[str]                 # tilec's name; None when tilec has no such type
    dtype_text: str                      # what the object said, for messages
    readonly: bool
    device: Optional[int]                # the CUDA ordinal, when the object says
    stream: Optional[int]                # __cuda_array_interface__'s stream key
    source: str                          # "torch", "__cuda_array_interface__", "DLPack"
    keepalive: Any = None                # a DLPack capsule, alive until the launch


@dataclass
class PendingDLPack:
    """A DLPack object: exported only once the launch stream is known, since
    __dlpack__ takes the consumer's stream."""

    obj: Any
    device: int


def torch_module():
    """torch if the program imported it (python/tilec never imports it)."""
    return sys.modules.get("torch")


def is_torch_tensor(obj) -> bool:
    torch = torch_module()
    return torch is not None and isinstance(obj, torch.Tensor)


def inspect(obj, where: str):
    """A TensorView or a PendingDLPack for `obj`; TilecArgumentError when it is
    not a CUDA array. `where` starts every message ("gemm_bf16: argument 'A'")."""
    if is_torch_tensor(obj):
        return _from_torch(obj, where)
    try:
        cai = getattr(obj, "__cuda_array_interface__", None)
    except Exception as e:  # a property that refuses (e.g. a CPU array)
        raise TilecArgumentError("%s: __cuda_array_interface__ failed: %s: %s"
                                 % (where, type(e).__name__, e)) from e
    if cai is not None:
        return _from_cai(cai, where)
    if hasattr(obj, "__dlpack__") and hasattr(obj, "__dlpack_device__"):
        return _dlpack_device(obj, where)
    raise TilecArgumentError(
        "%s is a %s, not a CUDA array: pass a torch tensor on a CUDA device or an object with "
        "__cuda_array_interface__ or __dlpack__" % (where, _type_name(obj)))


def _type_name(obj) -> str:
    t = type(obj)
    return t.__name__ if t.__module__ == "builtins" else "%s.%s" % (t.__module__, t.__qualname__)


def _from_torch(t, where: str) -> TensorView:
    device = t.device
    if device.type != "cuda":
        raise TilecArgumentError("%s is a torch tensor on %s, not on a CUDA device (use .cuda())" % (where, device))
    dtype_text = str(t.dtype)
    return TensorView(pointer=t.data_ptr(), shape=tuple(int(s) for s in t.shape),
                      strides=tuple(int(s) for s in t.stride()), dtype=_TORCH_DTYPES.get(dtype_text),
                      dtype_text=dtype_text, readonly=False,
                      device=device.index if device.index is not None else 0, stream=None, source="torch")


def _int_tuple(value, what: str, where: str) -> Tuple[int, ...]:
    if not isinstance(value, (tuple, list)) or not all(type(v) is int for v in value):
        raise TilecArgumentError("%s: __cuda_array_interface__ %s must be a tuple of ints, got %r"
                                 % (where, what, value))
    return tuple(value)


def _from_cai(cai, where: str) -> TensorView:
    if not isinstance(cai, dict):
        raise TilecArgumentError("%s: __cuda_array_interface__ is a %s, not a dict" % (where, _type_name(cai)))
    for key in ("shape", "typestr", "data"):
        if key not in cai:
            raise TilecArgumentError("%s: __cuda_array_interface__ has no '%s'" % (where, key))
    shape = _int_tuple(cai["shape"], "shape", where)
    typestr = cai["typestr"]
    if not isinstance(typestr, str) or len(typestr) < 3:
        raise TilecArgumentError("%s: __cuda_array_interface__ typestr %r is malformed" % (where, typestr))
    if typestr[0] == ">" and typestr[1:] not in ("b1", "i1", "u1"):
        raise TilecArgumentError("%s: typestr %r is big-endian; CUDA arrays are little-endian" % (where, typestr))
    dtype = _TYPESTRS.get(typestr[1:])
    itemsize = int(typestr[2:]) if typestr[2:].isdigit() else 0
    data = cai["data"]
    if not isinstance(data, (tuple, list)) or len(data) != 2 or type(data[0]) is not int:
        raise TilecArgumentError("%s: __cuda_array_interface__ data must be (pointer, read_only), got %r"
                                 % (where, data))
    if cai.get("mask") is not None:
        raise TilecArgumentError("%s: __cuda_array_interface__ has a mask; tilec kernels take dense arrays" % where)
    strides = cai.get("strides")
    if strides is not None:
        strides = _int_tuple(strides, "strides", where)
        if len(strides) != len(shape):
            raise TilecArgumentError("%s: __cuda_array_interface__ has %d strides for %d dimensions"
                                     % (where, len(strides), len(shape)))
        if itemsize <= 0 or any(s % itemsize for s in strides):
            raise TilecArgumentError("%s is not C-contiguous (strides %s bytes for shape %s)"
                                     % (where, strides, shape))
        strides = tuple(s // itemsize for s in strides)
    stream = cai.get("stream")
    if stream is not None:
        if type(stream) is not int:
            raise TilecArgumentError("%s: __cuda_array_interface__ stream must be an int, got %r" % (where, stream))
        if stream == 0:
            # The protocol forbids 0: it could mean the legacy or the
            # per-thread default stream.
            raise TilecArgumentError("%s: __cuda_array_interface__ stream is 0, which the protocol forbids "
                                     "(1 is the legacy default stream, 2 the per-thread one)" % where)
    return TensorView(pointer=data[0], shape=shape, strides=strides, dtype=dtype,
                      dtype_text="%s (typestr %r)" % (dtype or "unknown to tilec", typestr), readonly=bool(data[1]), device=None, stream=stream,
                      source="__cuda_array_interface__")


def _dlpack_device(obj, where: str) -> PendingDLPack:
    try:
        device_type, device_id = obj.__dlpack_device__()
    except Exception as e:
        raise TilecArgumentError("%s: __dlpack_device__() failed: %s: %s" % (where, type(e).__name__, e)) from e
    if device_type not in (_KDL_CUDA, _KDL_CUDA_MANAGED):
        raise TilecArgumentError("%s is on DLPack device %s (%d), not on a CUDA device"
                                 % (where, _DLPACK_DEVICE_NAMES.get(device_type, "?"), device_type))
    return PendingDLPack(obj=obj, device=int(device_id))


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", _DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", _DLDataType),
        ("shape", ctypes.POINTER(ctypes.c_int64)),
        ("strides", ctypes.POINTER(ctypes.c_int64)),
        ("byte_offset", ctypes.c_uint64),
    ]


# DLManagedTensorVersioned: version (2 x u32), manager_ctx, deleter, flags
# (u64), then the DLTensor.
_VERSIONED_TENSOR_OFFSET = 32
_DLPACK_FLAG_READ_ONLY = 1


_capsule_functions = None


def _capsule_api():
    """PyCapsule_IsValid and PyCapsule_GetPointer, as private function objects
    (setting argtypes on ctypes.pythonapi's shared ones would change them for
    everybody)."""
    global _capsule_functions
    if _capsule_functions is None:
        is_valid = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.py_object, ctypes.c_char_p)(
            ("PyCapsule_IsValid", ctypes.pythonapi))
        get_pointer = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.py_object, ctypes.c_char_p)(
            ("PyCapsule_GetPointer", ctypes.pythonapi))
        _capsule_functions = (is_valid, get_pointer)
    return _capsule_functions


def export_dlpack(pending: PendingDLPack, stream: int, where: str) -> TensorView:
    """Exports `pending.obj` for a launch on `stream` (0: the legacy default
    stream) and reads the DLTensor. The capsule is not consumed: it stays the
    producer's (its destructor frees it) and is kept alive until the launch."""
    obj = pending.obj
    # DLPack's stream argument for CUDA: 1 is the legacy default stream (0 is
    # not allowed), anything else a stream handle.
    dl_stream = 1 if stream == 0 else stream
    try:
        try:
            capsule = obj.__dlpack__(stream=dl_stream)
        except TypeError:  # producers from before the stream argument
            capsule = obj.__dlpack__()
    except Exception as e:
        raise TilecArgumentError("%s: __dlpack__() failed: %s: %s" % (where, type(e).__name__, e)) from e
    is_valid, get_pointer = _capsule_api()
    readonly = False
    if is_valid(capsule, b"dltensor"):
        tensor = _DLTensor.from_address(get_pointer(capsule, b"dltensor"))
    elif is_valid(capsule, b"dltensor_versioned"):
        base = get_pointer(capsule, b"dltensor_versioned")
        major = ctypes.c_uint32.from_address(base).value
        if major != 1:
            raise TilecArgumentError("%s: DLPack major version %d is not supported (1 is)" % (where, major))
        flags = ctypes.c_uint64.from_address(base + 24).value
        readonly = bool(flags & _DLPACK_FLAG_READ_ONLY)
        tensor = _DLTensor.from_address(base + _VERSIONED_TENSOR_OFFSET)
    else:
        raise TilecArgumentError("%s: __dlpack__() did not return an unused DLPack capsule" % where)
    ndim = tensor.ndim
    if ndim < 0 or (ndim and not tensor.shape):
        raise TilecArgumentError("%s: the DLPack tensor is malformed (ndim %d)" % (where, ndim))
    shape = tuple(int(tensor.shape[i]) for i in range(ndim))
    strides = tuple(int(tensor.strides[i]) for i in range(ndim)) if tensor.strides else None
    code, bits, lanes = tensor.dtype.code, tensor.dtype.bits, tensor.dtype.lanes
    dtype = _DLPACK_DTYPES.get((code, bits)) if lanes == 1 else None
    pointer = (tensor.data or 0) + tensor.byte_offset
    return TensorView(pointer=pointer, shape=shape, strides=strides, dtype=dtype,
                      dtype_text=dtype or "unknown to tilec (DLPack code %d, bits %d, lanes %d)" % (code, bits, lanes),
                      readonly=readonly, device=int(tensor.device.device_id), stream=None, source="DLPack",
                      keepalive=capsule)


def is_c_contiguous(shape: Tuple[int, ...], strides: Optional[Tuple[int, ...]]) -> bool:
    """Row-major and dense. The stride of an extent-1 dimension does not
    matter (torch gives such dimensions arbitrary strides)."""
    if strides is None:
        return True
    expected = 1
    for extent, stride in zip(reversed(shape), reversed(strides)):
        if extent != 1 and stride != expected:
            return False
        expected *= extent
    return True
