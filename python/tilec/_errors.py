"""The exceptions python/tilec raises."""


class TilecError(RuntimeError):
    """Base class: anything python/tilec reports (a library that does not load,
    an unknown kernel, a bad argument, a failed launch)."""


class TilecArgumentError(TilecError, ValueError):
    """An argument does not match the kernel (dtype, shape, device, layout,
    run-time dims), found before the launch, or the launcher's own
    invalid-argument status (a misaligned pointer, a grid out of range).
    Also a ValueError, so that callers who catch that catch this."""


class TilecLaunchError(TilecError):
    """The launcher returned a failure status other than invalid argument: no
    driver or GPU, no current CUDA context, no kernel image for this GPU, out
    of resources, a launch failure. `status` is the tilec_status value,
    `status_name` tilert's short description of it, and the message is
    tilec_last_error()'s text."""

    def __init__(self, message, status, status_name):
        super().__init__(message)
        self.status = status
        self.status_name = status_name


class TilecKernelNotFoundError(TilecError, AttributeError):
    """The library exports no kernel of that name. Also an AttributeError, so
    that hasattr(lib, name) and getattr(lib, name, None) work."""
