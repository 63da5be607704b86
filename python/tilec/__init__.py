"""Calling kernels compiled by tilec from Python.

    import tilec
    lib = tilec.load("build/libkernels.so")   # tilec_add_library(kernels SHARED ...)
    lib.gemm_bf16(A, B, C)                     # torch tensors on a CUDA device

Standard library only (ctypes); no array library is imported. A tensor
argument is a torch.Tensor, or any object with __cuda_array_interface__ or
__dlpack__. Before the launch every tensor is checked against the launcher's
metadata (dtype, rank, constant extents, C-contiguity, a CUDA device, the
same device for all), the run-time dims are inferred from the shapes (and
must agree), and any mistake raises TilecArgumentError naming the argument.
The launch goes to torch's current stream for torch tensors (else the
arrays' __cuda_array_interface__ stream, else the legacy default stream; or
stream=) in the calling thread's current CUDA context. docs/python.md has
the details.
"""

from ._errors import TilecArgumentError, TilecError, TilecKernelNotFoundError, TilecLaunchError
from ._library import Kernel, Launch, Library, load
from ._metadata import METADATA_VERSION, Arg, Extent, KernelInfo

__all__ = [
    "Arg",
    "Extent",
    "Kernel",
    "KernelInfo",
    "Launch",
    "Library",
    "METADATA_VERSION",
    "TilecArgumentError",
    "TilecError",
    "TilecKernelNotFoundError",
    "TilecLaunchError",
    "load",
]
