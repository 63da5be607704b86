#!/usr/bin/env python3
"""Launch gap of tilec kernels launched back to back on one stream.

Binds one export of a tilec library (any kernel whose tensors are float16
and whose run-time dims are given with --dims) and launches it N times with
no event or host call between the launches, after a spin kernel that keeps
the GPU busy while Python queues them; prints microseconds per launch (one
event pair around all N). Run it with TILERT_PROGRAMMATIC_LAUNCH=0 and
without to see what programmatic dependent launch saves (runtime/README.md):
the script alternates the two in child processes when given --compare.

  back_to_back.py --lib LIB --export NAME --dims seq_len=512,batch=1,heads=32 [--count 400]
                  [--rounds 3] [--compare]
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def one(args):
    import torch
    sys.path.insert(0, os.path.join(ROOT, "python"))
    import tilec  # noqa: E402
    dims = dict(kv.split("=") for kv in args.dims.split(",") if kv)
    dims = {k: int(v) for k, v in dims.items()}
    kernel = tilec.load(args.lib).kernel(args.export)
    tensors = []
    for t in kernel.info.tensors:
        if any(e.kind == "expr" or (e.kind == "dim" and e.dim not in dims) for e in t.shape):
            sys.exit("%s: give --dims for every run-time dim of %s (%s); extents computed from dims "
                     "are not supported here" % (args.export, t.name, ", ".join(e.text for e in t.shape)))
        shape = [e.value if e.kind == "constant" else dims[e.dim] for e in t.shape]
        dtype = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32}[t.dtype]
        tensors.append(torch.empty(shape, dtype=dtype, device="cuda").uniform_(-1, 1))
    launch = kernel.bind(*tensors)
    for _ in range(5):
        launch()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    best = []
    for _ in range(args.rounds):
        torch.cuda._sleep(int(20e6))  # about 13 ms at 1.5 GHz: Python queues the launches meanwhile
        start.record()
        for _ in range(args.count):
            launch()
        end.record()
        torch.cuda.synchronize()
        best.append(start.elapsed_time(end) * 1e3 / args.count)
    # "default": programmatic where the image asks for it (tilec's sm_90a images).
    print("%s %s: %.2f us a launch (rounds %s)" % (
        args.export, "TILERT_PROGRAMMATIC_LAUNCH=0" if os.environ.get("TILERT_PROGRAMMATIC_LAUNCH") == "0"
        else "default",
        sorted(best)[len(best) // 2], ", ".join("%.2f" % b for b in best)), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lib", required=True)
    ap.add_argument("--export", required=True)
    ap.add_argument("--dims", default="", help="run-time dims, name=value,...")
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--compare", action="store_true",
                    help="run plain and programmatic launches in alternating child processes, twice each")
    args = ap.parse_args()
    if not args.compare:
        return one(args)
    argv = [sys.executable, os.path.abspath(__file__), "--lib", args.lib, "--export", args.export,
            "--dims", args.dims, "--count", str(args.count), "--rounds", str(args.rounds)]
    for _ in range(2):
        for value in ("0", "1"):
            subprocess.run(argv, env=dict(os.environ, TILERT_PROGRAMMATIC_LAUNCH=value), check=True)


if __name__ == "__main__":
    sys.exit(main())
