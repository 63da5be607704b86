#!/usr/bin/env python3
"""Collects one gpu-check run's GEMM results into bench/results JSON.

    bench/gemm/collect.py GEMM_LOG TRITON_JSONL OUT.json --what TEXT --command TEXT

GEMM_LOG is tilec_gemm's output (its `json:` lines), TRITON_JSONL
triton_peer.py's. The summary holds the geomeans over M0..M7 the run
printed: tilec over cuBLAS per dtype, and fp16 tilec over Triton from the
same run's times.
"""
import argparse
import json
import math


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gemm_log")
    ap.add_argument("triton_jsonl")
    ap.add_argument("out")
    ap.add_argument("--what", required=True)
    ap.add_argument("--command", required=True)
    a = ap.parse_args()
    rows = [json.loads(l[len("json: "):]) for l in open(a.gemm_log) if l.startswith("json: ")]
    peers = [json.loads(l) for l in open(a.triton_jsonl) if l.startswith("{")]
    meta = next(r for r in rows if r.get("impl") == "meta")
    summary = {}
    for r in rows:
        if r.get("impl") == "summary":
            summary[("f16" if r["dtype"] == "float16" else "bf16") + "_geomean_vs_cublas"] = round(
                r["geomean_tilec_over_cublas"], 3)
    tilec = {(r["dtype"], r["name"]): r["ms"] for r in rows if r.get("impl") == "tilec"}
    triton = {(r["dtype"], r["name"]): r["ms"] for r in peers if r.get("impl") == "triton"}
    both = [triton[k] / tilec[k] for k in tilec if k in triton and k[0] == "float16"]
    if both:
        summary["f16_geomean_vs_triton"] = round(math.exp(sum(map(math.log, both)) / len(both)), 3)
    out = {"device": meta["device"], "date": meta["date"], "what": a.what, "command": a.command,
           "summary": summary, "tilec_and_cublas": rows, "triton_and_torch": peers}
    with open(a.out, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
