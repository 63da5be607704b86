"""The CUDA context a launch runs in.

Launchers launch in the calling thread's current CUDA context (tilert's
rule). PyTorch uses each device's primary context and makes it current in
the threads where it runs CUDA calls; a thread that has made none has no
current context. When the tensors' device is known (torch, DLPack), this
makes that device's primary context current in such a thread, as the CUDA
runtime itself would, and refuses a current context on another device. The
driver is reached through the library's tilert_driver_symbol, so nothing
here links or opens libcuda itself.
"""

from __future__ import annotations

import ctypes

from ._errors import TilecArgumentError, TilecLaunchError

_CUDA_SUCCESS = 0


class ContextHelper:
    def __init__(self, cdll, library: str):
        self._cdll = cdll
        self._library = library
        self._driver = None  # name -> ctypes function, once the driver answered

    def _functions(self):
        """The driver entry points, or None without a driver (the launcher
        then reports that itself)."""
        if self._driver is None:
            try:
                lookup = self._cdll.tilert_driver_symbol
            except AttributeError:
                return None
            lookup.restype = ctypes.c_int
            lookup.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
            signatures = {
                "cuCtxGetCurrent": [ctypes.POINTER(ctypes.c_void_p)],
                "cuCtxGetDevice": [ctypes.POINTER(ctypes.c_int)],
                "cuDeviceGet": [ctypes.POINTER(ctypes.c_int), ctypes.c_int],
                "cuDevicePrimaryCtxRetain": [ctypes.POINTER(ctypes.c_void_p), ctypes.c_int],
                "cuCtxSetCurrent": [ctypes.c_void_p],
            }
            functions = {}
            for name, argtypes in signatures.items():
                address = ctypes.c_void_p()
                if lookup(name.encode(), ctypes.byref(address)) != 0 or not address.value:
                    return None
                functions[name] = ctypes.CFUNCTYPE(ctypes.c_int, *argtypes)(address.value)
            self._driver = functions
        return self._driver

    def ensure(self, device: int, kernel: str) -> None:
        """Makes `device`'s primary context current when the thread has none;
        TilecArgumentError when the current context is on another device."""
        f = self._functions()
        if f is None:
            return
        ctx = ctypes.c_void_p()
        if f["cuCtxGetCurrent"](ctypes.byref(ctx)) != _CUDA_SUCCESS:
            return  # the launcher reports the driver's state
        if ctx.value:
            current = ctypes.c_int(-1)
            if f["cuCtxGetDevice"](ctypes.byref(current)) == _CUDA_SUCCESS and current.value != device:
                raise TilecArgumentError(
                    "%s: the tensors are on CUDA device %d but the calling thread's current CUDA context "
                    "is on device %d (launchers use the current context)" % (kernel, device, current.value))
            return
        dev = ctypes.c_int()
        result = f["cuDeviceGet"](ctypes.byref(dev), device)
        if result == _CUDA_SUCCESS:
            result = f["cuDevicePrimaryCtxRetain"](ctypes.byref(ctx), dev.value)
        if result == _CUDA_SUCCESS:
            result = f["cuCtxSetCurrent"](ctx)
        if result != _CUDA_SUCCESS:
            raise TilecLaunchError("%s: cannot make the primary CUDA context of device %d current (CUresult %d)"
                                   % (kernel, device, result), 7, "CUDA driver error")
