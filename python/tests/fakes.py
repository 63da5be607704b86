"""Stand-ins for CUDA arrays, for the tests that run without a GPU.

The pointers are made-up 16-byte aligned addresses: a valid call gets past
every check of python/tilec and of the launcher, and fails in tilert when it
asks the driver for the kernel, before anything dereferences them.
"""

import contextlib
import ctypes
import os
import sys
import types

import tilec

FAKE_POINTER = 0x7F0000000000  # 16-byte aligned, never dereferenced

# tilec_status values the launch of a valid call ends with on a machine
# without a usable GPU: no driver (CI), or a driver but no current context.
NO_DEVICE = 2
NO_CONTEXT = 8


def library():
    """The library tests/python/CMakeLists.txt builds (tilec_python_kernels)."""
    path = os.environ.get("TILEC_TEST_LIBRARY")
    if not path:
        raise RuntimeError("set TILEC_TEST_LIBRARY to libtilec_python_kernels.so (ctest -R tilec_python does)")
    return tilec.load(path)


class CudaArray:
    """An object with __cuda_array_interface__ (version 3)."""

    def __init__(self, shape, typestr="<f2", pointer=FAKE_POINTER, strides=None, readonly=False,
                 stream=None, **extra):
        self.__cuda_array_interface__ = dict(shape=tuple(shape), typestr=typestr, data=(pointer, readonly),
                                             strides=strides, version=3, **extra)
        if stream is not None:
            self.__cuda_array_interface__["stream"] = stream


# DLPack's C structures (dlpack.h), to build capsules the way a producer does.
class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class DLManagedTensor(ctypes.Structure):
    _fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p), ("deleter", ctypes.c_void_p)]


_capsule_new = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)(
    ("PyCapsule_New", ctypes.pythonapi))

KDL_CPU, KDL_CUDA = 1, 2
DL_FLOAT, DL_BFLOAT = 2, 4


class DLPackArray:
    """An object with __dlpack__ and __dlpack_device__ (unversioned capsules,
    no deleter: the structures live as long as this object)."""

    def __init__(self, shape, code=DL_FLOAT, bits=16, device=(KDL_CUDA, 0), strides=None, byte_offset=0,
                 pointer=FAKE_POINTER):
        self.device = device
        self.streams = []  # the stream argument of each __dlpack__ call
        ndim = len(shape)
        self._shape = (ctypes.c_int64 * max(ndim, 1))(*shape)
        self._strides = (ctypes.c_int64 * max(ndim, 1))(*strides) if strides is not None else None
        self._managed = DLManagedTensor()
        t = self._managed.dl_tensor
        t.data = pointer
        t.device = DLDevice(*device)
        t.ndim = ndim
        t.dtype = DLDataType(code, bits, 1)
        t.shape = ctypes.cast(self._shape, ctypes.POINTER(ctypes.c_int64))
        if self._strides is not None:
            t.strides = ctypes.cast(self._strides, ctypes.POINTER(ctypes.c_int64))
        t.byte_offset = byte_offset

    def __dlpack_device__(self):
        return self.device

    def __dlpack__(self, stream=None):
        self.streams.append(stream)
        return _capsule_new(ctypes.addressof(self._managed), b"dltensor", None)


class FakeTorch:
    """Enough of the torch module for python/tilec's torch path: Tensor,
    dtypes that print as torch's do, cuda.current_stream() and cuda.device().
    Installed into sys.modules by `installed()`."""

    class dtype:
        def __init__(self, name):
            self.name = name

        def __str__(self):
            return "torch." + self.name

    class device:
        def __init__(self, kind, index=None):
            self.type, self.index = kind, index

        def __str__(self):
            return self.type if self.index is None else "%s:%d" % (self.type, self.index)

    class Tensor:
        def __init__(self, shape, dtype="float16", device=("cuda", 0), strides=None, pointer=FAKE_POINTER):
            self.shape = tuple(shape)
            self.dtype = FakeTorch.dtype(dtype)
            self.device = FakeTorch.device(*device)
            self._strides = strides
            self._pointer = pointer

        def stride(self):
            if self._strides is not None:
                return self._strides
            strides, step = [], 1
            for extent in reversed(self.shape):
                strides.append(step)
                step *= extent
            return tuple(reversed(strides))

        def data_ptr(self):
            return self._pointer

    def __init__(self):
        self.stream_handles = {0: 0x5000, 1: 0x5100}  # torch's current stream per device
        self.entered_devices = []  # devices that cuda.device() made current
        torch = self
        self.module = types.ModuleType("torch")
        self.module.Tensor = FakeTorch.Tensor

        class _Stream:
            def __init__(self, handle):
                self.cuda_stream = handle

        @contextlib.contextmanager
        def device_guard(index):
            torch.entered_devices.append(index)
            yield

        self.module.cuda = types.SimpleNamespace(
            current_stream=lambda device=None: _Stream(torch.stream_handles[device]),
            device=device_guard,
            Stream=_Stream)

    @contextlib.contextmanager
    def installed(self):
        saved = sys.modules.get("torch")
        sys.modules["torch"] = self.module
        try:
            yield self
        finally:
            if saved is None:
                del sys.modules["torch"]
            else:
                sys.modules["torch"] = saved
