#!/usr/bin/env python3
"""Collects one gpu-check run's GEMM results into bench/results JSON.

    bench/gemm/collect.py GEMM_LOG TRITON_JSONL OUT.json --what TEXT --command TEXT

GEMM_LOG is tilec_gemm's output (its `json:` lines), TRITON_JSONL
triton_peer.py's. The summary holds the geomeans over M0..M7 the run
printed: tilec over cuBLAS per dtype, and fp16 tilec over Triton: from
triton_peer.py's head-to-head rows (tilec through python/tilec, timed in
alternating rounds with Triton in one harness) when it ran them
("f16_geomean_vs_triton"), and from the two harnesses' separate times
("f16_geomean_vs_triton_separate_harnesses").
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
    geomean = lambda v: round(math.exp(sum(map(math.log, v)) / len(v)), 3)
    paired = [r["ratio_to_triton"] for r in peers if r.get("impl") == "tilec-vs-triton" and r["dtype"] == "float16"]
    if paired:
        summary["f16_geomean_vs_triton"] = geomean(paired)
        summary["f16_vs_triton_shapes"] = len(paired)
    both = [triton[k] / tilec[k] for k in tilec if k in triton and k[0] == "float16"]
    if both:
        summary["f16_geomean_vs_triton" + ("_separate_harnesses" if paired else "")] = geomean(both)
    out = {"device": meta["device"], "date": meta["date"], "what": a.what, "command": a.command,
           "summary": summary, "tilec_and_cublas": rows, "triton_and_torch": peers}
    with open(a.out, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
