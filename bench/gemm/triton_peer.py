#!/usr/bin/env python3
"""Peers of bench/gemm (tilec_gemm) on the device machine: a Triton GEMM and
torch.matmul at the same shapes (the TileLang paper's Table 2, M0..M7; M5 is
8192^3).

C = A @ B with A (M, K), B (K, N), C (M, N) row-major, fp32 accumulation;
Triton in fp16 (the tutorial-style kernel below, autotuned over a few configs
per shape), torch.matmul in fp16 and bf16 (cuBLAS underneath; reduced
precision reductions off, so it accumulates in fp32 as tilec does).
Time: the median over up to 20 launches of the time between CUDA events
around each launch, after 5 warm-ups (fewer launches for slow kernels), as
tilec_gemm measures; TFLOP/s = 2 M N K / t. Triton's C is compared with
torch's on sampled rows and elements (|x - ref| <= 1e-2 * max(|ref|,
rms(ref))). Prints one JSON object per line:
  {"kernel": "gemm", "impl": "triton" | "torch", "dtype": ..., "name": "M0",
   "shape": [m, n, k], "ms": ..., "tflops": ..., "config": ..., "check": ...,
   "device": ..., "date": ...}

With --tilec-lib (a library of tilec GEMM exports built by
tilec_add_library, e.g. bench/gemm's libtilec_gemm_routes_cuda.so), tilec
runs in this same harness through the runtime (python/tilec): per fp16 shape
each export is checked like Triton's C and timed briefly, and the fastest
is timed against Triton in --rounds alternating rounds (each kernel's
measurement as above; which goes first alternates too), so that both see
the same clocks; one more row per
shape: {"impl": "tilec-vs-triton", "config": export, "ms": tilec's median,
"triton_ms": ..., "ratio_to_triton": median of the rounds' Triton / tilec
times, "ratio_min", "ratio_max", "rounds"}.

  triton_peer.py [--quick] [--shapes M0,M5] [--max-seconds S] [--no-torch]
                 [--tilec-lib LIB] [--rounds R] [--exports REGEX] [--iters N]
"""
import argparse
import datetime
import json
import os
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SHAPES = [
    ("M0", 4096, 1024, 8192), ("M1", 4096, 8192, 8192), ("M2", 4096, 28672, 8192),
    ("M3", 4096, 8192, 28672), ("M4", 8192, 1024, 8192), ("M5", 8192, 8192, 8192),
    ("M6", 8192, 28672, 8192), ("M7", 8192, 8192, 28672),
]
QUICK = ("M0", "M4", "M5")

try:
    import torch
except ImportError:  # nothing to run without PyTorch
    print(json.dumps({"kernel": "gemm", "error": "PyTorch not available"}))
    sys.exit(0)

try:
    import triton
    import triton.language as tl
except ImportError:
    triton = None

if triton is not None:
    def _configs():
        c = triton.Config
        return [
            c({"BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 64, "GROUP_M": 8}, num_stages=3, num_warps=8),
            c({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8}, num_stages=4, num_warps=4),
            c({"BLOCK_M": 64, "BLOCK_N": 256, "BLOCK_K": 32, "GROUP_M": 8}, num_stages=4, num_warps=4),
            c({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8}, num_stages=4, num_warps=4),
            c({"BLOCK_M": 256, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8}, num_stages=3, num_warps=8),
        ]

    @triton.autotune(configs=_configs(), key=["M", "N", "K"])
    @triton.jit
    def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                      stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      GROUP_M: tl.constexpr):
        # Blocks in groups of GROUP_M block rows, so that blocks running
        # together share tiles of A and B in L2.
        pid = tl.program_id(axis=0)
        num_pid_m = tl.cdiv(M, BLOCK_M)
        num_pid_n = tl.cdiv(N, BLOCK_N)
        num_pid_in_group = GROUP_M * num_pid_n
        group_id = pid // num_pid_in_group
        first_pid_m = group_id * GROUP_M
        group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
        pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
        pid_n = (pid % num_pid_in_group) // group_size_m

        offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
        offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
        offs_k = tl.arange(0, BLOCK_K)
        a_ptrs = a_ptr + offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak
        b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BLOCK_K)):
            a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
            b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
            acc += tl.dot(a, b)
            a_ptrs += BLOCK_K * stride_ak
            b_ptrs += BLOCK_K * stride_bk
        c = acc.to(c_ptr.dtype.element_ty)

        offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
        tl.store(c_ptrs, c, mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < N))

    def triton_matmul(a, b, c):
        m, k = a.shape
        _, n = b.shape
        grid = lambda meta: (triton.cdiv(m, meta["BLOCK_M"]) * triton.cdiv(n, meta["BLOCK_N"]),)
        matmul_kernel[grid](a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                            c.stride(0), c.stride(1))
        return c

    def best_config():
        cfg = getattr(matmul_kernel, "best_config", None)
        if cfg is None:
            return "?"
        kw = dict(getattr(cfg, "kwargs", {}))
        return "BLOCK_M={BLOCK_M} BLOCK_N={BLOCK_N} BLOCK_K={BLOCK_K} GROUP_M={GROUP_M}".format(**kw) + \
            " stages={} warps={}".format(getattr(cfg, "num_stages", "?"), getattr(cfg, "num_warps", "?"))


def time_ms(fn, warmup=5, iters=20, target_ms=2000.0):
    """Median per-launch ms (CUDA events around each launch), as tilec_gemm times."""
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    fn()
    end.record()
    torch.cuda.synchronize()
    estimate = start.elapsed_time(end)
    if estimate > 0:
        fit = int(target_ms / estimate)
        warmup = min(warmup, max(1, fit // 4))
        iters = max(3, min(iters, fit - warmup))
    for _ in range(warmup):
        fn()
    events = [torch.cuda.Event(enable_timing=True) for _ in range(iters + 1)]
    events[0].record()
    for i in range(iters):
        fn()
        events[i + 1].record()
    torch.cuda.synchronize()
    times = sorted(events[i].elapsed_time(events[i + 1]) for i in range(iters))
    mid = len(times) // 2
    return times[mid] if len(times) % 2 else 0.5 * (times[mid - 1] + times[mid])


def check(c, ref, rows):
    """Compares C with the reference on whole sampled rows and scattered elements."""
    m, n = ref.shape
    g = torch.Generator(device="cpu").manual_seed(m * 31 + n)
    ri = torch.randint(0, m, (1024,), generator=g)
    ci = torch.randint(0, n, (1024,), generator=g)
    x = torch.cat([c[rows].float().flatten(), c[ri, ci].float()])
    r = torch.cat([ref[rows].float().flatten(), ref[ri, ci].float()])
    scale = torch.sqrt(torch.mean(r * r)).item()
    rel = (x - r).abs() / torch.clamp(r.abs(), min=scale)
    bad = (~torch.isfinite(x)) | (rel > 1e-2)
    nbad = int(bad.sum().item())
    if nbad == 0:
        return "ok vs torch ({} el., max rel {:.1e})".format(x.numel(), rel.max().item())
    return "MISMATCH vs torch: {}/{} el.".format(nbad, x.numel())


def tilec_gemms(path):
    """{name: kernel} of the fp16 exports of a tilec library with a GEMM
    signature: A (M, K), B (K, N), C (M, N), C written; then optionally a
    stream-K workspace (workspace() allocates it)."""
    sys.path.insert(0, os.path.join(ROOT, "python"))
    import tilec  # noqa: E402 (python/tilec, ctypes only)
    lib = tilec.load(path)
    out = {}
    for name in lib.kernels:
        k = lib.kernel(name)
        t = k.info.tensors
        if len(t) >= 3 and all(a.rank == 2 for a in t[:3]) and {a.dtype for a in t[:3]} == {"float16"} and \
                not t[2].is_const and (len(t) == 3 or is_stream_k(t[3:])):
            out[name] = k
    return out


def is_stream_k(extra):
    """A stream-K kernel's workspace: Partial (num_parts, block_M, block_N)
    float32 and Flags (num_parts,) int32 (examples/gemm_stream_k.tile)."""
    return len(extra) == 2 and extra[0].dtype == "float32" and extra[0].rank == 3 and \
        extra[0].shape[0].dim == "num_parts" and all(e.kind == "constant" for e in extra[0].shape[1:]) and \
        extra[1].dtype == "int32" and extra[1].rank == 1 and extra[1].shape[0].dim == "num_parts"


def workspace(k):
    """The tensors after A, B and C: for a stream-K kernel one part per
    multiprocessor (all resident at once), flags zeroed (the kernel leaves
    them at zero)."""
    extra = k.info.tensors[3:]
    if not extra:
        return ()
    parts = torch.cuda.get_device_properties(0).multi_processor_count
    tile = [e.value for e in extra[0].shape[1:]]
    return (torch.empty([parts] + tile, dtype=torch.float32, device="cuda"),
            torch.zeros(parts, dtype=torch.int32, device="cuda"))


def head_to_head(kernels, a, b, ref, triton_launch, rounds, iters):
    """tilec's fastest correct export against Triton in alternating rounds:
    a dict for the row, or None when no export ran correctly."""
    m, n = ref.shape
    best, best_ms, failures = None, float("inf"), []
    for name, k in sorted(kernels.items()):
        c = torch.full((m, n), float("nan"), dtype=a.dtype, device=a.device)
        try:
            extra = workspace(k)
            launch = k.bind(a, b, c, *extra)
            launch()
            torch.cuda.synchronize()
        except Exception as e:  # an export that cannot run this shape
            failures.append("{}: {}".format(name, str(e).splitlines()[0] if str(e) else type(e).__name__))
            continue
        verdict = check(c, ref, [0, m - 1, m // 3, m // 2])
        if extra and verdict.startswith("ok"):  # and after launches back to back, flags still zero
            c.fill_(float("nan"))
            for _ in range(3):
                launch()
            torch.cuda.synchronize()
            verdict = check(c, ref, [0, m - 1, m // 3, m // 2])
            if int(extra[1].abs().sum().item()) != 0:
                verdict = "MISMATCH: flags left raised"
        if not verdict.startswith("ok"):
            failures.append("{}: {}".format(name, verdict))
            continue
        ms = time_ms(launch, iters=5)
        if ms < best_ms:
            best, best_ms = (name, launch, c, verdict), ms
    if best is None:
        return {"error": "; ".join(failures) or "no tilec GEMM export"}
    name, launch, c, verdict = best
    tilec_ms, triton_ms, ratios = [], [], []
    for r in range(rounds):
        # The order alternates: the GPU heats up within a round.
        if r % 2 == 0:
            t = time_ms(triton_launch, iters=iters)
            x = time_ms(launch, iters=iters)
        else:
            x = time_ms(launch, iters=iters)
            t = time_ms(triton_launch, iters=iters)
        triton_ms.append(t)
        tilec_ms.append(x)
        ratios.append(t / x)
    med = lambda v: sorted(v)[len(v) // 2] if len(v) % 2 else 0.5 * (sorted(v)[len(v) // 2 - 1] + sorted(v)[len(v) // 2])
    return dict(config=name, ms=med(tilec_ms), triton_ms=round(med(triton_ms), 5),
                ratio_to_triton=round(med(ratios), 4), ratio_min=round(min(ratios), 4),
                ratio_max=round(max(ratios), 4), rounds=rounds, check=verdict, failures=failures)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="shapes M0, M4, M5 only")
    ap.add_argument("--shapes", default="", help="comma-separated names, M0..M7 (8192^3 is M5)")
    ap.add_argument("--max-seconds", type=float, default=240.0,
                    help="shapes that would start later are skipped (default 240)")
    ap.add_argument("--no-torch", action="store_true", help="Triton only")
    ap.add_argument("--tilec-lib", default="", help="tilec GEMM exports to time against Triton in this harness")
    ap.add_argument("--rounds", type=int, default=6, help="alternating tilec / Triton rounds (default 6)")
    ap.add_argument("--exports", default="", help="only the tilec exports whose name matches this regular expression")
    ap.add_argument("--iters", type=int, default=20, help="launches per measurement, at most (default 20)")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        print(json.dumps({"kernel": "gemm", "error": "no CUDA device"}))
        return
    names = set(QUICK) if args.quick else {s.strip() for s in args.shapes.split(",") if s.strip()}
    if "8192^3" in names:
        names.add("M5")
    shapes = [s for s in SHAPES if not names or s[0] in names]

    # fp32 accumulation everywhere, as tilec and tilec_gemm's cuBLASLt do.
    torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = False
    if hasattr(torch.backends.cuda.matmul, "allow_bf16_reduced_precision_reduction"):
        torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = False
    common = {"device": torch.cuda.get_device_name(),
              "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")}
    meta = dict(kernel="gemm", impl="meta", torch=torch.__version__,
                triton=getattr(triton, "__version__", None) if triton else "unavailable", **common)
    print(json.dumps(meta), flush=True)

    def report(impl, dtype, name, m, n, k, ms, **extra):
        row = dict(kernel="gemm", impl=impl, dtype=dtype, name=name, shape=[m, n, k], ms=round(ms, 5),
                   tflops=round(2.0 * m * n * k / (ms * 1e9), 2), **extra)
        row.update(common)
        print(json.dumps(row), flush=True)

    kernels = {}
    if args.tilec_lib:
        try:
            kernels = {k: v for k, v in tilec_gemms(args.tilec_lib).items() if re.search(args.exports, k)}
            if not kernels:
                raise ValueError("no fp16 GEMM export matches --exports %r" % args.exports)
        except Exception as e:
            print(json.dumps(dict(kernel="gemm", impl="error", error="tilec library {}: {}".format(
                args.tilec_lib, str(e).splitlines()[0] if str(e) else type(e).__name__), **common)), flush=True)

    t0 = time.monotonic()
    dev = torch.device("cuda")
    for name, m, n, k in shapes:
        if time.monotonic() - t0 > args.max_seconds:
            print(json.dumps(dict(kernel="gemm", impl="skipped", name=name, shape=[m, n, k],
                                  why="past --max-seconds", **common)), flush=True)
            continue
        for dtype, tdt in (("float16", torch.float16), ("bfloat16", torch.bfloat16)):
            try:
                a = torch.empty(m, k, dtype=tdt, device=dev).uniform_(-1, 1)
                b = torch.empty(k, n, dtype=tdt, device=dev).uniform_(-1, 1)
                ref = torch.matmul(a, b)
                if not args.no_torch:
                    ms = time_ms(lambda: torch.matmul(a, b))
                    report("torch", dtype, name, m, n, k, ms, config="torch.matmul")
                if triton is not None and dtype == "float16":
                    c = torch.empty(m, n, dtype=tdt, device=dev)
                    triton_matmul(a, b, c)  # autotunes on the first call for this (M, N, K)
                    torch.cuda.synchronize()
                    c.fill_(float("nan"))
                    triton_matmul(a, b, c)
                    torch.cuda.synchronize()
                    verdict = check(c, ref, [0, m - 1, m // 3, m // 2])
                    ms = time_ms(lambda: triton_matmul(a, b, c))
                    report("triton", dtype, name, m, n, k, ms, config=best_config(), check=verdict)
                    if kernels:
                        row = head_to_head(kernels, a, b, ref, lambda: triton_matmul(a, b, c), args.rounds,
                                           args.iters)
                        if "error" in row:
                            print(json.dumps(dict(kernel="gemm", impl="error", dtype=dtype, name=name,
                                                  shape=[m, n, k], error="tilec: " + row["error"], **common)),
                                  flush=True)
                        else:
                            ms = row.pop("ms")
                            report("tilec-vs-triton", dtype, name, m, n, k, ms, **row)
                del a, b, ref
            except Exception as e:  # one shape's failure is a row, not the end
                print(json.dumps(dict(kernel="gemm", impl="error", dtype=dtype, name=name, shape=[m, n, k],
                                      error="{}: {}".format(type(e).__name__, str(e).splitlines()[0] if str(e) else ""),
                                      **common)), flush=True)
            torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
