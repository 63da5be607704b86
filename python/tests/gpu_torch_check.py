#!/usr/bin/env python3
"""The GEMM and softmax exports of examples/gemm.tile and examples/softmax.tile,
called through python/tilec with PyTorch tensors, against torch in float64.

    python3 python/tests/gpu_torch_check.py BUILD/tests/python/libtilec_python_kernels.so

(scripts/gpu-check runs it as its `python` step.) Inputs are fresh random
tensors each run (the seed is printed), outputs are filled with NaN first,
and every element is compared: the error of a case is max|out - ref| /
max|ref| with the reference computed in float64 from the same inputs, and it
must be below 1e-2 with no NaN left. The run-time-shape GEMMs include shapes
that are not multiples of the tiles (M=1000, N=1030, K=520). A few calls
also go through __cuda_array_interface__ and DLPack instead of the torch
path, on torch's side stream, and some mistakes must be refused with
python/tilec's messages.

Prints one line per case and a summary; exits 0 when all pass, 1 when any
fails, 2 for a bad command line, 77 when there is no CUDA device or no torch.
"""

import os
import sys
import time
import types

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import tilec  # noqa: E402 (after the path)

SKIP = 77
TOLERANCE = 1e-2

GEMM_CASES = [
    # (export, dtype name, M, N, K): static shapes first, then run-time ones
    # with tails in every dimension.
    ("gemm_f16_4096", "float16", 4096, 4096, 4096),
    ("gemm_f16_k64", "float16", 1000, 1030, 520),
    ("gemm_f16_k64", "float16", 128, 128, 64),
    ("gemm_f16_k64", "float16", 256, 384, 1024),
    ("gemm_f16_k64", "float16", 1, 1, 1),
    ("gemm_bf16", "bfloat16", 1000, 1030, 520),
    ("gemm_bf16", "bfloat16", 128, 128, 32),
    ("gemm_bf16", "bfloat16", 257, 129, 1000),
    ("gemm_bf16", "bfloat16", 64, 300, 17),
]

SOFTMAX_CASES = [
    # (export, dtype name, M, N): N is the export's constant.
    ("softmax_f16_n4096", "float16", 997, 4096),
    ("softmax_f16_n4096", "float16", 1, 4096),
    ("softmax_f16_n1000", "float16", 999, 1000),
    ("softmax_f16_n1000", "float16", 64, 1000),
    ("softmax_online_f16_n4096", "float16", 997, 4096),
    ("softmax_bf16_vocab", "bfloat16", 13, 32000),
]


class Report:
    def __init__(self):
        self.rows = []

    def add(self, name, detail, error, ok, note=""):
        self.rows.append((name, detail, error, ok, note))
        err = "-" if error is None else "%.2e" % error
        print("%-26s %-22s %-10s %s%s" % (name, detail, err, "pass" if ok else "FAIL",
                                          ("  " + note) if note else ""), flush=True)

    @property
    def failed(self):
        return [r for r in self.rows if not r[3]]


def relative_error(torch, out, ref):
    """max|out - ref| / max|ref| in float64; inf when out holds NaN or inf."""
    out64 = out.to(torch.float64)
    if not torch.isfinite(out64).all():
        return float("inf")
    scale = ref.abs().max().item()
    return (out64 - ref).abs().max().item() / (scale if scale > 0 else 1.0)


def run_case(report, name, detail, fn):
    """fn() returns (error, note); exceptions are failures, not crashes."""
    try:
        error, note = fn()
    except Exception as e:  # report and go on with the other cases
        report.add(name, detail, None, False, "%s: %s" % (type(e).__name__, e))
        return
    report.add(name, detail, error, error < TOLERANCE, note)


def check_gemm(torch, lib, export, dtype, M, N, K):
    A = torch.rand(M, K, device="cuda", dtype=torch.float32).mul_(2).sub_(1).to(dtype)
    B = torch.rand(K, N, device="cuda", dtype=torch.float32).mul_(2).sub_(1).to(dtype)
    C = torch.full((M, N), float("nan"), device="cuda", dtype=dtype)
    getattr(lib, export)(A, B, C)
    torch.cuda.synchronize()
    ref = A.to(torch.float64) @ B.to(torch.float64)
    return relative_error(torch, C, ref), ""


def check_softmax(torch, lib, export, dtype, M, N):
    X = (torch.randn(M, N, device="cuda", dtype=torch.float32) * 2).to(dtype)
    Y = torch.full((M, N), float("nan"), device="cuda", dtype=dtype)
    getattr(lib, export)(X, Y)
    torch.cuda.synchronize()
    ref = torch.softmax(X.to(torch.float64), dim=1)
    return relative_error(torch, Y, ref), ""


def check_interfaces(torch, lib, report):
    """The same kernels through __cuda_array_interface__ and DLPack, and on a
    side stream."""

    def via_cai():
        X = torch.randn(999, 1000, device="cuda", dtype=torch.float16)
        Y = torch.full((999, 1000), float("nan"), device="cuda", dtype=torch.float16)
        torch.cuda.synchronize()  # the interface carries no stream: the launch uses the default one
        wrap = [types.SimpleNamespace(__cuda_array_interface__=t.__cuda_array_interface__) for t in (X, Y)]
        lib.softmax_f16_n1000(*wrap)
        torch.cuda.synchronize()
        return relative_error(torch, Y, torch.softmax(X.to(torch.float64), dim=1)), ""

    class DLPackOnly:
        def __init__(self, t):
            self.t = t

        def __dlpack__(self, stream=None):
            return self.t.__dlpack__(stream=stream)

        def __dlpack_device__(self):
            return self.t.__dlpack_device__()

    def via_dlpack():
        A = torch.randn(1000, 520, device="cuda", dtype=torch.bfloat16)
        B = torch.randn(520, 1030, device="cuda", dtype=torch.bfloat16)
        C = torch.full((1000, 1030), float("nan"), device="cuda", dtype=torch.bfloat16)
        lib.gemm_bf16(DLPackOnly(A), DLPackOnly(B), DLPackOnly(C))
        torch.cuda.synchronize()
        return relative_error(torch, C, A.to(torch.float64) @ B.to(torch.float64)), ""

    def side_stream():
        side = torch.cuda.Stream()
        with torch.cuda.stream(side):
            A = torch.rand(1000, 520, device="cuda", dtype=torch.float16)
            B = torch.rand(520, 1030, device="cuda", dtype=torch.float16)
            C = torch.full((1000, 1030), float("nan"), device="cuda", dtype=torch.float16)
            launch = lib.gemm_f16_k64.bind(A, B, C)
            if launch.stream != side.cuda_stream:
                raise AssertionError("launch stream %#x, torch's current stream %#x"
                                     % (launch.stream, side.cuda_stream))
            launch()
            ref = A.to(torch.float64) @ B.to(torch.float64)
            error = relative_error(torch, C, ref)  # ordered after the launch on the side stream
        side.synchronize()
        return error, "on torch's current stream"

    run_case(report, "softmax_f16_n1000", "cuda_array_interface", via_cai)
    run_case(report, "gemm_bf16", "DLPack 1000x1030x520", via_dlpack)
    run_case(report, "gemm_f16_k64", "side stream", side_stream)


def check_refusals(torch, lib, report):
    """Mistakes with real torch tensors: refused before any launch."""
    A = torch.empty(1000, 520, device="cuda", dtype=torch.float16)
    Bt = torch.empty(1030, 520, device="cuda", dtype=torch.float16)
    C = torch.empty(1000, 1030, device="cuda", dtype=torch.float16)
    cases = [
        ("transposed B", (A, Bt.t(), C),
         "gemm_f16_k64: argument 'B' is not C-contiguous (strides (1, 520) elements for shape (520, 1030))"),
        ("float32 C", (A, Bt.t().contiguous(), C.float()),
         "gemm_f16_k64: argument 'C' has dtype torch.float32, but the kernel takes float16"),
        ("K mismatch", (A, Bt.t().contiguous()[:512], C),
         "gemm_f16_k64: run-time dim 'K' is inconsistent: A.shape[1] = 520, but B.shape[0] = 512"),
        ("CPU tensor", (A.cpu(), Bt.t().contiguous(), C),
         "gemm_f16_k64: argument 'A' is a torch tensor on cpu, not on a CUDA device"),
    ]
    for what, args, expected in cases:
        def refused(args=args, expected=expected):
            try:
                lib.gemm_f16_k64(*args)
            except tilec.TilecArgumentError as e:
                if expected not in str(e):
                    raise AssertionError("message %r lacks %r" % (str(e), expected))
                return 0.0, "refused"
            raise AssertionError("not refused")
        run_case(report, "gemm_f16_k64", "refuses " + what, refused)


def main(argv):
    if len(argv) != 2:
        print("usage: gpu_torch_check.py LIBRARY.so (tests/python/libtilec_python_kernels.so of a build)",
              file=sys.stderr)
        return 2
    try:
        import torch
    except ImportError as e:
        print("skipped: torch does not import (%s)" % e)
        return SKIP
    if not torch.cuda.is_available():
        print("skipped: no CUDA device (torch.cuda.is_available() is False)")
        return SKIP

    try:
        lib = tilec.load(argv[1])
    except tilec.TilecError as e:
        print("FAILED: %s" % e)
        return 1
    seed = int.from_bytes(os.urandom(4), "little")
    torch.manual_seed(seed)
    props = torch.cuda.get_device_properties(0)
    print("device: %s (sm_%d%d), torch %s, seed %d" % (props.name, props.major, props.minor, torch.__version__, seed))
    print("%-26s %-22s %-10s %s" % ("kernel", "shape / path", "rel. err", "result"))

    report = Report()
    start = time.time()
    dtypes = {"float16": torch.float16, "bfloat16": torch.bfloat16}
    for export, dtype, M, N, K in GEMM_CASES:
        run_case(report, export, "%dx%dx%d" % (M, N, K),
                 lambda: check_gemm(torch, lib, export, dtypes[dtype], M, N, K))
    for export, dtype, M, N in SOFTMAX_CASES:
        run_case(report, export, "%dx%d" % (M, N), lambda: check_softmax(torch, lib, export, dtypes[dtype], M, N))
    check_interfaces(torch, lib, report)
    check_refusals(torch, lib, report)

    failed = report.failed
    print("%d of %d cases passed (tolerance %.0e, %.1f s)" % (len(report.rows) - len(failed), len(report.rows),
                                                             TOLERANCE, time.time() - start))
    for name, detail, _, _, note in failed:
        print("FAILED: %s %s %s" % (name, detail, note))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
