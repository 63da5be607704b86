#!/usr/bin/env python3
"""Times fp16 GEMM exports of one tilec library against each other on the
device machine, in alternating rounds (the order reverses every other round:
the GPU heats within a round), each a median over CUDA events around every
launch. For studies of one kernel's variants (bench/gemm/stream_k_study.tile);
tilec_gemm and triton_peer.py are the benchmarks.

  compare_exports.py LIB EXPORT[,EXPORT...] SHAPE[,SHAPE...]

SHAPE: M0..M7 (the TileLang paper's Table 2), S0 (4096 x 1024 x 2048), S1
(4096 x 1024 x 32768). An export with tensors after A, B and C takes a
stream-K workspace (Partial: parts x 128 x 256 float32, Flags: parts int32,
zeroed); parts is $PARTS or the multiprocessor count. Each export's C is
checked against torch.matmul first (max |x - ref| / max |ref| < 1e-2, flags
back at zero) and the row says "ok" or "WRONG". $ROUNDS rounds (default 3).
"""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import tilec  # noqa: E402
from triton_peer import time_ms  # noqa: E402  (tilec_gemm's timing: events around each launch, median)

SHAPES = {"M0": (4096, 1024, 8192), "M1": (4096, 8192, 8192), "M2": (4096, 28672, 8192),
          "M3": (4096, 8192, 28672), "M4": (8192, 1024, 8192), "M5": (8192, 8192, 8192),
          "M6": (8192, 28672, 8192), "M7": (8192, 8192, 28672),
          "S0": (4096, 1024, 2048), "S1": (4096, 1024, 32768)}


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    lib = tilec.load(sys.argv[1])
    names = sys.argv[2].split(",")
    rounds = int(os.environ.get("ROUNDS", "3"))
    parts = int(os.environ.get("PARTS", "0")) or torch.cuda.get_device_properties(0).multi_processor_count
    print("device: %s, parts %d" % (torch.cuda.get_device_name(0), parts))
    for sname in sys.argv[3].split(","):
        m, n, k = SHAPES[sname]
        a = torch.empty(m, k, dtype=torch.float16, device="cuda").uniform_(-1, 1)
        b = torch.empty(k, n, dtype=torch.float16, device="cuda").uniform_(-1, 1)
        ref = torch.matmul(a, b).float()
        launches = {}
        for name in names:
            kern = lib.kernel(name)
            c = torch.full((m, n), float("nan"), dtype=torch.float16, device="cuda")
            extra = ()
            if len(kern.info.tensors) > 3:
                tile = [e.value for e in kern.info.tensors[3].shape[1:]]
                extra = (torch.empty([parts] + tile, dtype=torch.float32, device="cuda"),
                         torch.zeros(parts, dtype=torch.int32, device="cuda"))
            launch = kern.bind(a, b, c, *extra)
            launch()
            launch()
            torch.cuda.synchronize()
            err = ((c.float() - ref).abs().max() / ref.abs().max()).item()
            ok = bool(torch.isfinite(c).all()) and err < 1e-2 and (not extra or int(extra[1].abs().sum()) == 0)
            launches[name] = launch
            print("%s %-8s %s (max rel %.1e)" % (sname, name, "ok" if ok else "WRONG", err), flush=True)
        times = {nm: [] for nm in names}
        for r in range(rounds):
            for nm in (names if r % 2 == 0 else names[::-1]):
                times[nm].append(time_ms(launches[nm]))
        for nm in names:
            med = sorted(times[nm])[len(times[nm]) // 2]
            print("%s %-8s %.4f ms %6.1f TFLOP/s  rounds %s" % (
                sname, nm, med, 2 * m * n * k / med / 1e9, " ".join("%.4f" % x for x in times[nm])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
