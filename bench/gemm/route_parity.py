#!/usr/bin/env python3
"""The two code generation routes side by side on GEMM (issue #7's parity
check), on the device machine.

route_kernels.tile is built twice (bench/gemm/CMakeLists.txt): through
CUDA C (NVRTC) and through the LLVM route. For each shape (the TileLang
paper's Table 2, M0..M7) and each export present in both libraries whose
dtype is the shape's, both routes' C is checked against float64 on sampled
rows, then the two are timed alternately (`--rounds` rounds, each the median
of CUDA-event timings as attention_bench.py's Bench measures), so that clock
drift hits both alike. The ratio reported is LLVM time / CUDA C time: per
export (the same kernel through the two routes) and per shape for each
route's fastest export.

    route_parity.py --cuda LIB --llvm LIB [--shapes M0,M5] [--rounds 3]
                    [--max-seconds S] [--dry-run]

Prints a table and `json: ` lines ({"kernel": "gemm-routes", ...}). Exit 77
without a GPU, 1 when a check fails or a library does not load.
"""
import argparse
import datetime
import json
import math
import os
import sys
import time
import types

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, os.path.join(ROOT, "bench", "attention"))

import tilec  # noqa: E402 (after the path)

SHAPES = [
    ("M0", 4096, 1024, 8192), ("M1", 4096, 8192, 8192), ("M2", 4096, 28672, 8192),
    ("M3", 4096, 8192, 28672), ("M4", 8192, 1024, 8192), ("M5", 8192, 8192, 8192),
    ("M6", 8192, 28672, 8192), ("M7", 8192, 8192, 28672),
]
# bfloat16 at two shapes: the dtype's code paths, not a second table.
BF16_SHAPES = ("M0", "M5")
SKIP = 77
TOLERANCE = 1e-2


def gemm_exports(path):
    """{name: kernel} of the exports with a GEMM signature: A (M, K), B (K, N)
    and C (M, N), one dtype, C written."""
    lib = tilec.load(path)
    out = {}
    for name in lib.kernels:
        k = lib.kernel(name)
        t = k.info.tensors
        if len(t) != 3 or any(a.rank != 2 for a in t) or len({a.dtype for a in t}) != 1 or t[2].is_const:
            continue
        out[name] = k
    return out


def check(torch, ref, c, rows):
    """(ok, max relative error) of C's sampled rows against their float64
    values `ref`."""
    got = c[rows].double()
    scale = max(ref.abs().max().item(), ref.pow(2).mean().sqrt().item(), 1e-30)
    if not torch.isfinite(got).all():
        return False, float("inf")
    err = (got - ref).abs().max().item() / scale
    return err < TOLERANCE, err


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda", required=True, help="libtilec_gemm_routes_cuda.so")
    ap.add_argument("--llvm", required=True, help="libtilec_gemm_routes_llvm.so")
    ap.add_argument("--shapes", default="", help="comma-separated names among " + ",".join(s[0] for s in SHAPES))
    ap.add_argument("--rounds", type=int, default=3, help="alternating timing rounds per export (default 3)")
    ap.add_argument("--iters", type=int, default=20, help="timed launches per measurement (default 20)")
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--max-seconds", type=float, default=300.0, help="shapes that would start later are skipped")
    ap.add_argument("--dry-run", action="store_true", help="no GPU: list the exports both libraries have")
    args = ap.parse_args()
    wanted = {s.strip() for s in args.shapes.split(",") if s.strip()}
    unknown = wanted - {s[0] for s in SHAPES}
    if unknown:
        ap.error("--shapes: unknown %s" % ", ".join(sorted(unknown)))
    shapes = [s for s in SHAPES if not wanted or s[0] in wanted]

    try:
        routes = {"cuda": gemm_exports(args.cuda), "llvm": gemm_exports(args.llvm)}
    except tilec.TilecError as e:
        print("cannot load a library: %s" % e)
        return 1
    common = sorted(set(routes["cuda"]) & set(routes["llvm"]))
    only = sorted(set(routes["cuda"]) ^ set(routes["llvm"]))
    print("exports in both libraries: %s" % (", ".join(common) or "none"))
    if only:
        print("in one library only (not compared): %s" % ", ".join(only))
    if args.dry_run or not common:
        return 0 if common else 1

    # The same CUDA-event timing (and skip rule) as the attention bench.
    from attention_bench import Bench, cuda_torch
    torch = cuda_torch()
    if torch is None:
        return SKIP
    bench = Bench(torch, types.SimpleNamespace(iters=args.iters, warmup=args.warmup))
    meta = {"kernel": "gemm-routes", "device": torch.cuda.get_device_name(),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")}
    seed = int.from_bytes(os.urandom(4), "little")
    torch.manual_seed(seed)

    def emit(**row):
        row.update(meta)
        print("json: " + json.dumps(row), flush=True)

    emit(impl="meta", seed=seed, exports=common, libs=[args.cuda, args.llvm])
    print("device: %s, seed %d" % (meta["device"], seed), flush=True)
    failed = False
    per_export, per_shape, t0 = [], [], time.monotonic()
    runs = [(s, "float16") for s in shapes] + [(s, "bfloat16") for s in shapes if s[0] in BF16_SHAPES]
    for (name, m, n, k), dtype in runs:
        if time.monotonic() - t0 > args.max_seconds:
            emit(impl="skipped", name=name, dtype=dtype, why="past --max-seconds")
            continue
        exports = [e for e in common if routes["cuda"][e].info.tensors[0].dtype == dtype]
        if not exports:
            continue
        tdt = getattr(torch, dtype)
        a = torch.randn(m, k, device="cuda").to(tdt)
        b = torch.randn(k, n, device="cuda").to(tdt)
        rows = torch.randint(0, m, (64,), device="cuda")
        ref = a[rows].double() @ b.double()
        best = {}
        for e in exports:
            launches = {}
            for route in ("cuda", "llvm"):
                c = torch.full((m, n), float("nan"), device="cuda", dtype=tdt)
                try:
                    launch = routes[route][e].bind(a, b, c)
                    launch()
                    torch.cuda.synchronize()
                except tilec.TilecError as ex:
                    failed = True
                    emit(impl=route, name=name, dtype=dtype, config=e, error=str(ex).splitlines()[0])
                    continue
                ok, err = check(torch, ref, c, rows)
                if not ok:
                    failed = True
                    emit(impl=route, name=name, dtype=dtype, config=e, check="MISMATCH %.2e" % err)
                    continue
                launch.c = c  # keeps the output alive
                launches[route] = (launch, err)
            if len(launches) != 2:
                continue
            times = {"cuda": [], "llvm": []}
            for _ in range(args.rounds):
                for route in ("cuda", "llvm"):
                    times[route].append(bench.time_ms(launches[route][0]))
            ms = {r: sorted(v)[len(v) // 2] for r, v in times.items()}
            tflops = {r: 2.0 * m * n * k / (ms[r] * 1e-3) / 1e12 for r in ms}
            ratio = ms["llvm"] / ms["cuda"]
            per_export.append(ratio)
            for r in ms:
                if r not in best or ms[r] < best[r][0]:
                    best[r] = (ms[r], e)
            emit(impl="pair", name=name, dtype=dtype, shape=[m, n, k], config=e, cuda_ms=round(ms["cuda"], 5),
                 llvm_ms=round(ms["llvm"], 5), cuda_tflops=round(tflops["cuda"], 1),
                 llvm_tflops=round(tflops["llvm"], 1), llvm_over_cuda_time=round(ratio, 4),
                 check="ok (max rel %.1e / %.1e vs float64)" % (launches["cuda"][1], launches["llvm"][1]))
            print("%-3s %-8s %-34s CUDA C %8.4f ms (%5.0f TFLOP/s)  LLVM %8.4f ms (%5.0f)  LLVM/CUDA %.3f" % (
                name, dtype, e, ms["cuda"], tflops["cuda"], ms["llvm"], tflops["llvm"], ratio), flush=True)
        if len(best) == 2:
            per_shape.append((name, dtype, best))
        del a, b, ref
        torch.cuda.empty_cache()

    def geo(xs):
        return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None

    print("\nfastest export per route (LLVM time / CUDA C time):")
    for name, dtype, best in per_shape:
        print("%-3s %-8s CUDA C %8.4f ms (%s)  LLVM %8.4f ms (%s)  %.3f" % (
            name, dtype, best["cuda"][0], best["cuda"][1], best["llvm"][0], best["llvm"][1],
            best["llvm"][0] / best["cuda"][0]))
    g_best = geo([b["llvm"][0] / b["cuda"][0] for _, _, b in per_shape])
    g_pair = geo(per_export)
    if g_best:
        print("geomean: fastest per route %.3f; same export %.3f over %d pairs" % (g_best, g_pair, len(per_export)))
    emit(impl="route-summary", geomean_best_llvm_over_cuda_time=round(g_best, 4) if g_best else None,
         geomean_same_export_llvm_over_cuda_time=round(g_pair, 4) if g_pair else None, pairs=len(per_export),
         shapes=len(per_shape))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
