"""Libraries built by tilec and the kernels in them."""

from __future__ import annotations

import contextlib
import ctypes
import operator
import os
import threading
from typing import Dict, List, Optional, Sequence, Tuple

from . import _elf, _extent, _tensors
from ._context import ContextHelper
from ._errors import TilecArgumentError, TilecError, TilecKernelNotFoundError, TilecLaunchError
from ._metadata import Arg, KernelInfo, read_metadata

_INVALID_ARGUMENT = 1  # tilec_status
_INT64_MAX = 2 ** 63 - 1


class Library:
    """A shared library built by `tilec_add_library(NAME SHARED ...)`: the
    launchers, their metadata and the tilert runtime.

    Kernels are attributes (`lib.gemm_bf16`) or `lib.kernel("gemm_bf16")`;
    `lib.kernels` lists them.
    """

    def __init__(self, path: str):
        self.path = os.fspath(path)
        try:
            # RTLD_LOCAL: the library's symbols stay out of the process's
            # global namespace, so two tilec libraries do not clash.
            self._cdll = ctypes.CDLL(self.path, mode=os.RTLD_LOCAL)
        except OSError as e:
            raise TilecError("cannot load %s: %s" % (self.path, e)) from e
        try:
            last_error = self._cdll.tilec_last_error
            status_string = self._cdll.tilert_status_string
        except AttributeError:
            raise TilecError("%s was not built by tilec_add_library(... SHARED): it has no tilec_last_error "
                             "(the tilert runtime is not in it)" % self.path) from None
        last_error.restype = ctypes.c_char_p
        last_error.argtypes = []
        status_string.restype = ctypes.c_char_p
        status_string.argtypes = [ctypes.c_int]
        self._last_error = last_error
        self._status_string = status_string
        self._context = ContextHelper(self._cdll, self.path)
        self._kernels: Dict[str, Kernel] = {}
        self._names = _elf.kernel_names(self.path)
        self._lock = threading.Lock()

    @property
    def kernels(self) -> Tuple[str, ...]:
        """The exported kernels' names (empty when the file could not be read
        as ELF; kernel() still finds them by name)."""
        return tuple(self._names or ())

    def kernel(self, name: str) -> "Kernel":
        with self._lock:
            k = self._kernels.get(name)
            if k is None:
                k = self._kernels[name] = Kernel(self, name)
            return k

    def __getattr__(self, name: str) -> "Kernel":
        if name.startswith("_"):
            raise AttributeError(name)
        return self.kernel(name)

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()) | set(self.kernels))

    def __repr__(self) -> str:
        return "<tilec.Library %s: %s>" % (self.path, ", ".join(self.kernels) or "kernels unknown")

    def last_error(self) -> str:
        """tilec_last_error() of this library in the calling thread."""
        return (self._last_error() or b"").decode("utf-8", "replace")

    def status_name(self, status: int) -> str:
        return (self._status_string(status) or b"").decode("utf-8", "replace")

    def _symbol(self, name: str):
        try:
            return getattr(self._cdll, name)
        except AttributeError:
            return None


def load(path) -> Library:
    """Loads a shared library built by tilec_add_library(NAME SHARED ...)."""
    return Library(path)


class Launch:
    """A checked call, ready to run: the stream, the pointers and the run-time
    dims. Calling it launches (again); the arguments were checked once, in
    Kernel.bind(), so the caller must keep the tensors alive and unchanged in
    shape. For benchmarks that launch the same call many times."""

    def __init__(self, kernel: "Kernel", stream: int, pointers: Sequence[int], dims: Dict[str, int],
                 device: Optional[int], torch_device: bool, keepalive: list):
        self.kernel = kernel
        self.stream = stream
        self.pointers = tuple(pointers)
        self.dims = dict(dims)
        self.device = device
        self._torch_device = torch_device
        self._keepalive = keepalive
        self._values = [stream, *self.pointers, *(dims[a.name] for a in kernel.info.dims)]

    def __call__(self) -> None:
        self.kernel._launch(self)

    def on_stream(self, stream) -> "Launch":
        """The same call on another stream (a CUstream handle, or an object
        with .cuda_stream or .ptr): for capturing it into a CUDA graph,
        whose capture runs on a stream of its own."""
        return Launch(self.kernel, _stream_handle(stream, self.kernel.name), self.pointers, self.dims, self.device,
                      self._torch_device, self._keepalive)


class Kernel:
    """One exported launcher. Call it with the tensors (in declaration order,
    or by name), optionally the run-time dims (after the tensors or by name)
    and `stream=`."""

    def __init__(self, library: Library, name: str):
        self.library = library
        self.name = name
        launcher = library._symbol(name)
        metadata = library._symbol(name + "_metadata")
        if launcher is None or metadata is None:
            known = library.kernels
            hint = ("; it has: " + ", ".join(known)) if known else ""
            raise TilecKernelNotFoundError("%s has no kernel '%s'%s" % (library.path, name, hint))
        self.info: KernelInfo = read_metadata(metadata, library.path, name)
        launcher.restype = ctypes.c_int
        launcher.argtypes = ([ctypes.c_void_p] +
                             [ctypes.c_void_p if a.is_tensor else ctypes.c_int64 for a in self.info.args])
        self._launcher = launcher

    @property
    def args(self) -> Tuple[Arg, ...]:
        return self.info.args

    def __repr__(self) -> str:
        return "<tilec.Kernel %s>" % self.info.signature()

    def __call__(self, *args, stream=None, **kwargs) -> None:
        self.bind(*args, stream=stream, **kwargs)()

    # ------------------------------------------------------------------ checks

    def bind(self, *args, stream=None, **kwargs) -> Launch:
        """Checks the arguments against the metadata and returns the Launch;
        TilecArgumentError (naming the argument) on the first mismatch.

        stream: None for the default (torch's current stream of the tensors'
        device when an argument is a torch tensor, else the stream key of
        the arrays' __cuda_array_interface__, else the legacy default
        stream), or an int handle, or an object with .cuda_stream
        (torch.cuda.Stream) or .ptr (CuPy)."""
        info = self.info
        tensors, explicit = self._assign(args, kwargs)
        views = []
        for a, obj in zip(info.tensors, tensors):
            views.append(_tensors.inspect(obj, self._where(a)))

        torch_view = next((v for v in views if isinstance(v, _tensors.TensorView) and v.source == "torch"), None)
        device = self._device(views)
        handle = self._stream(stream, views, torch_view, device)
        for i, (a, v) in enumerate(zip(info.tensors, views)):
            if isinstance(v, _tensors.PendingDLPack):
                views[i] = _tensors.export_dlpack(v, handle, self._where(a))

        for a, v in zip(info.tensors, views):
            self._check_tensor(a, v)
        dims = self._dims(views, explicit)
        self._check_extents(views, dims)
        return Launch(self, handle, [v.pointer for v in views], dims, device, torch_view is not None,
                      [v.keepalive for v in views if v.keepalive is not None])

    def _where(self, a: Arg) -> str:
        return "%s: argument '%s'" % (self.name, a.name)

    def _assign(self, args, kwargs):
        """Positional and keyword arguments -> (tensors in order, explicit
        dims). Positional arguments are the tensors, then the dims, as in the
        C launcher; any of them may come by name instead."""
        info = self.info
        tensor_args, dim_args = info.tensors, info.dims
        usage = "%s takes the tensors %s%s" % (
            info.name, ", ".join(a.name for a in tensor_args) or "(none)",
            (" and optionally the run-time dims " + ", ".join(a.name for a in dim_args)) if dim_args else "")
        if len(args) > len(tensor_args) + len(dim_args):
            raise TilecArgumentError("%s; got %d positional arguments" % (usage, len(args)))
        given: Dict[str, object] = {}
        for a, value in zip(info.args, args):
            given[a.name] = value
        names = {a.name for a in info.args}
        for key, value in kwargs.items():
            if key not in names:
                raise TilecArgumentError("%s has no argument '%s'; %s" % (info.name, key, usage))
            if key in given:
                raise TilecArgumentError("%s: argument '%s' given twice" % (info.name, key))
            given[key] = value
        missing = [a.name for a in tensor_args if a.name not in given]
        if missing:
            raise TilecArgumentError("%s: tensor %s missing; %s" % (
                info.name, ", ".join("'%s'" % m for m in missing), usage))
        explicit: Dict[str, int] = {}
        for a in dim_args:
            if a.name not in given:
                continue
            value = given[a.name]
            try:
                if isinstance(value, bool):
                    raise TypeError()
                value = operator.index(value)
            except TypeError:
                raise TilecArgumentError("%s: run-time dim '%s' must be an int, got %r"
                                         % (info.name, a.name, value)) from None
            if not 1 <= value <= _INT64_MAX:
                raise TilecArgumentError("%s: run-time dim '%s' must be positive, got %d"
                                         % (info.name, a.name, value))
            explicit[a.name] = value
        return [given[a.name] for a in tensor_args], explicit

    def _device(self, views) -> Optional[int]:
        """The CUDA device of the tensors that say (torch, DLPack); they must agree."""
        first = None
        for a, v in zip(self.info.tensors, views):
            if v.device is None:
                continue
            if first is None:
                first = (a, v)
            elif v.device != first[1].device:
                raise TilecArgumentError("%s: argument '%s' is on CUDA device %d but '%s' is on device %d"
                                         % (self.name, a.name, v.device, first[0].name, first[1].device))
        return first[1].device if first else None

    def _stream(self, stream, views, torch_view, device) -> int:
        if stream is not None:
            return _stream_handle(stream, self.name)
        if torch_view is not None:
            torch = _tensors.torch_module()
            return int(torch.cuda.current_stream(device).cuda_stream)
        streams = {}
        for a, v in zip(self.info.tensors, views):
            if isinstance(v, _tensors.TensorView) and v.stream is not None:
                streams.setdefault(v.stream, a.name)
        if len(streams) > 1:
            listed = ", ".join("'%s' on %d" % (name, s) for s, name in streams.items())
            raise TilecArgumentError("%s: the arrays' __cuda_array_interface__ streams differ (%s); pass stream="
                                     % (self.name, listed))
        return next(iter(streams), 0)

    def _check_tensor(self, a: Arg, v: _tensors.TensorView) -> None:
        where = self._where(a)
        if v.dtype != a.dtype:
            raise TilecArgumentError("%s has dtype %s, but the kernel takes %s" % (where, v.dtype_text, a.dtype))
        if len(v.shape) != a.rank:
            raise TilecArgumentError("%s has %d dimensions (shape %s), but the kernel takes %d: %s"
                                     % (where, len(v.shape), _shape_text(v.shape), a.rank, a))
        if 0 in v.shape:
            raise TilecArgumentError("%s is empty (shape %s); every extent must be positive"
                                     % (where, _shape_text(v.shape)))
        if not _tensors.is_c_contiguous(v.shape, v.strides):
            raise TilecArgumentError("%s is not C-contiguous (strides %s elements for shape %s); "
                                     "pass a contiguous copy (torch: .contiguous())"
                                     % (where, _shape_text(v.strides), _shape_text(v.shape)))
        if v.readonly and not a.is_const:
            raise TilecArgumentError("%s is read-only, but the kernel writes it" % where)

    def _dims(self, views, explicit: Dict[str, int]) -> Dict[str, int]:
        """Run-time dims from the extents that are exactly a dim, checked
        against each other and against the dims given explicitly."""
        found: Dict[str, Tuple[int, str]] = {name: (value, "given as %s=%d" % (name, value))
                                             for name, value in explicit.items()}
        for a, v in zip(self.info.tensors, views):
            for axis, e in enumerate(a.shape):
                if e.kind != "dim":
                    continue
                value, origin = v.shape[axis], "%s.shape[%d] = %d" % (a.name, axis, v.shape[axis])
                if e.dim not in found:
                    found[e.dim] = (value, origin)
                elif found[e.dim][0] != value:
                    raise TilecArgumentError("%s: run-time dim '%s' is inconsistent: %s, but %s" % (
                        self.name, e.dim, found[e.dim][1], origin))
        missing = [d.name for d in self.info.dims if d.name not in found]
        if missing:
            raise TilecArgumentError("%s: cannot infer the run-time dim%s %s from the tensor shapes (no extent is "
                                     "exactly %s); pass %s" % (
                                         self.name, "s" if len(missing) > 1 else "", ", ".join(missing),
                                         "it" if len(missing) == 1 else "them",
                                         ", ".join("%s=..." % m for m in missing)))
        return {d.name: found[d.name][0] for d in self.info.dims}

    def _check_extents(self, views, dims: Dict[str, int]) -> None:
        """Constant extents, and expression extents that can be evaluated."""
        for a, v in zip(self.info.tensors, views):
            for axis, e in enumerate(a.shape):
                actual = v.shape[axis]
                if e.kind == "constant":
                    expected = e.value
                elif e.kind == "expr":
                    expected = _extent.evaluate(e.text, dims)
                    if expected is None:
                        continue  # not integer arithmetic python/tilec can evaluate
                else:
                    continue
                if actual != expected:
                    detail = "" if e.kind == "constant" else " = %d for %s" % (
                        expected, ", ".join("%s=%d" % (d.name, dims[d.name]) for d in self.info.dims))
                    raise TilecArgumentError("%s has shape %s, but dimension %d must be %s%s (%s)" % (
                        self._where(a), _shape_text(v.shape), axis, e.text, detail, a))

    # ------------------------------------------------------------------ launch

    def _launch(self, launch: Launch) -> None:
        guard = contextlib.nullcontext()
        if launch._torch_device:
            # torch's current device decides its current context; make it the
            # tensors' device for the launch (restored afterwards).
            guard = _tensors.torch_module().cuda.device(launch.device)
        with guard:
            if launch.device is not None:
                self.library._context.ensure(launch.device, self.name)
            status = self._launcher(*launch._values)
        if status == 0:
            return
        message = self.library.last_error() or self.library.status_name(status)
        if status == _INVALID_ARGUMENT:
            raise TilecArgumentError(message)
        raise TilecLaunchError("%s (status %d: %s)" % (message, status, self.library.status_name(status)),
                               status, self.library.status_name(status))


def _stream_handle(stream, kernel: str) -> int:
    """An explicit stream= as a CUstream value."""
    if isinstance(stream, bool):
        pass
    elif isinstance(stream, int):
        if stream >= 0:
            return stream
    else:
        for attribute in ("cuda_stream", "ptr"):  # torch.cuda.Stream, CuPy streams
            value = getattr(stream, attribute, None)
            if isinstance(value, int) and not isinstance(value, bool):
                return value
    raise TilecArgumentError("%s: stream= must be None, a CUstream handle (int) or a stream object with "
                             ".cuda_stream (torch) or .ptr (CuPy); got %r" % (kernel, stream))


def _shape_text(shape) -> str:
    return "(" + ", ".join(str(s) for s in shape) + ("," if len(shape) == 1 else "") + ")"
