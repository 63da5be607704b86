#!/usr/bin/env python3
"""Compile time to a fatbin per kernel through tilec's three routes.

    bench/compile/compile_time.py TILEC [--target sm_90a] [--repeat 3] [--json OUT]

Routes: the LLVM route (--backend=llvm: LLVM IR, LLVM -O3, NVPTX, ptxas),
the CUDA C route through NVRTC (--backend=cuda --cuda-compiler=nvrtc) and
through nvcc. Each export of the examples that compiles for the target is
built REPEAT times with --time-passes; the time is the median of tilec's own
"Total". The CUDA C routes also embed the PTX for the virtual architecture
where the kernel allows one; the LLVM route embeds none for kernels that
need sm_90a's own instructions (wgmma), as the fatbin there holds no usable
PTX either way. No GPU is needed: this runs on the build machine.
"""
import argparse
import datetime
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile

ROUTES = {
    "llvm": ["--backend=llvm"],
    "nvrtc": ["--backend=cuda", "--cuda-compiler=nvrtc"],
    "nvcc": ["--backend=cuda", "--cuda-compiler=nvcc"],
}


def exports(path):
    """The export names of a .tile file (`export f[...] as NAME`)."""
    names = []
    for line in open(path):
        m = re.match(r"\s*export\s+.*\bas\s+(\w+)", line)
        if m:
            names.append(m.group(1))
    return names


def total_ms(tilec, path, name, target, route, out):
    cmd = [tilec, path, "--kernel=" + name, "--target=" + target, "--emit=fatbin", "-o", out,
           "--time-passes"] + ROUTES[route]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return None
    m = re.search(r"tilec stage timing report.*?Total:\s*([0-9.]+) ms", r.stdout + r.stderr, re.S)
    return float(m.group(1)) if m else None


def cpu_name():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tilec")
    ap.add_argument("--target", default="sm_90a")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json")
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    examples = sorted(os.path.join(root, "examples", f) for f in os.listdir(os.path.join(root, "examples"))
                      if f.endswith(".tile"))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "k.fatbin")
        for path in examples:
            for name in exports(path):
                times = {}
                for route in ROUTES:
                    runs = [total_ms(a.tilec, path, name, a.target, route, out) for _ in range(a.repeat)]
                    times[route] = statistics.median(runs) if all(t is not None for t in runs) else None
                if any(t is None for t in times.values()):
                    continue  # not every route compiles it for this target
                rows.append({"file": os.path.basename(path), "export": name, "ms": times})
                print("%-24s %-28s llvm %7.1f  nvrtc %7.1f  nvcc %7.1f ms" %
                      (os.path.basename(path), name, times["llvm"], times["nvrtc"], times["nvcc"]), flush=True)
    geo = {r: statistics.geometric_mean([row["ms"][r] for row in rows]) for r in ROUTES}
    fastest = sum(1 for row in rows if min(row["ms"], key=row["ms"].get) == "llvm")
    print("geomean ms: llvm %.1f, nvrtc %.1f, nvcc %.1f; LLVM route fastest for %d of %d kernels" %
          (geo["llvm"], geo["nvrtc"], geo["nvcc"], fastest, len(rows)))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"what": "tilec --time-passes Total (ms) to a fatbin, median of %d runs, per route" % a.repeat,
                       "machine": cpu_name() + ", %d cores" % os.cpu_count(), "target": a.target,
                       "date": datetime.date.today().isoformat(), "geomean_ms": geo,
                       "llvm_fastest": fastest, "kernels": len(rows), "rows": rows}, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
