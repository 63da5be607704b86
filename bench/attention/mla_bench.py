#!/usr/bin/env python3
"""MLA decode (examples/mla_decode.tile) against its bandwidth roofline, on
the device machine.

DeepSeek-style decode: one query token per sequence, 128 query heads over
one latent KV head (dim 512 plus a 64-wide rotary part), kv length 8192,
fp16. tilec runs mla_decode_split (num_split slices of the keys per
sequence) then mla_decode_combine; the time is the pair's. The roofline is
the bytes of the KV cache (KV and K_pe) over the device's measured copy
bandwidth (a torch device-to-device copy of 1 GiB: 2 bytes moved per byte
copied). The split's partial outputs are not in it (they are this
implementation's choice, not what decode must read); the GB/s column counts
every byte the pair moves (cache, Q, partials written and read back,
output). A PyTorch reference (float32 einsum + softmax) is timed too and
checks tilec's output (max |x - ref| / max(|ref|, rms(ref)) < 1e-2).

    mla_bench.py --lib LIB [--configs SPLIT:COMBINE:N,...] [--batches 64,128] [--seq 8192] [--iters 20]

Each configuration (a split export, its combine export, its num_split) is
timed and checked; per batch the fastest correct one is the `tilec-best`
row (the split count is a launch choice: one slice when the batch alone
fills the GPU, more for small batches).

Prints a table and `json: ` lines like attention_bench.py. Exit 77 without a
GPU.
"""
import argparse
import json
import os
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "python"))
sys.path.insert(0, HERE)

HEADS, DIM, PE = 128, 512, 64


def copy_bandwidth(torch, bench):
    """Bytes moved per second by a device-to-device copy (read + write)."""
    n = 1 << 30
    src = torch.empty(n, dtype=torch.uint8, device="cuda")
    dst = torch.empty_like(src)
    ms = bench.time_ms(lambda: dst.copy_(src))
    del src, dst
    return 2.0 * n / (ms * 1e-3)


def reference(torch, q, q_pe, kv, k_pe):
    """Output (batch, heads, dim) in float32."""
    scale = (DIM + PE) ** -0.5
    s = torch.einsum("bhd,bsd->bhs", q.float(), kv[:, :, 0, :].float())
    s += torch.einsum("bhd,bsd->bhs", q_pe.float(), k_pe[:, :, 0, :].float())
    p = torch.softmax(s * scale, dim=-1)
    return torch.einsum("bhs,bsd->bhd", p, kv[:, :, 0, :].float())


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lib", required=True, help="a shared library with mla_decode.tile's exports")
    ap.add_argument("--configs",
                    default="mla_decode_split_h128:mla_decode_combine_h128:4,"
                            "mla_decode_split_h128_s2:mla_decode_combine_h128_s2:2,"
                            "mla_decode_h128::1,"
                            "mla_decode_h128_cl2::1,"
                            "mla_decode_h128_wg3::1,"
                            "mla_decode_split_h128_b32:mla_decode_combine_h128:4",
                    help="comma-separated SPLIT:COMBINE:NUM_SPLIT exports, each timed (an empty COMBINE: "
                         "the export writes the output itself, from Q, Q_pe, KV, K_pe); "
                         "configurations whose exports the library lacks are skipped")
    ap.add_argument("--batches", default="64,128")
    ap.add_argument("--seq", type=int, default=8192)
    ap.add_argument("--iters", type=int, default=20)
    a = ap.parse_args()
    try:
        import torch
    except ImportError:
        print("skipped: no GPU (PyTorch not available)")
        return 77
    if not torch.cuda.is_available():
        print("skipped: no GPU")
        return 77
    import tilec
    from attention_bench import Bench  # the same CUDA-event timing as the attention bench
    bench = Bench(torch, types.SimpleNamespace(iters=a.iters, warmup=5))
    lib = tilec.load(a.lib)
    configs = []
    for item in (c.strip() for c in a.configs.split(",") if c.strip()):
        split_name, combine_name, n = item.split(":")
        missing = [x for x in (split_name, combine_name) if x and x not in lib.kernels]
        if missing:
            print("note: %s is not in %s; skipped" % (", ".join(missing), a.lib))
            continue
        configs.append((split_name, lib.kernel(split_name), lib.kernel(combine_name) if combine_name else None,
                        int(n)))
    device, date = bench.common["device"], bench.common["date"]
    bw = copy_bandwidth(torch, bench)
    print("device: %s; copy bandwidth %.0f GB/s" % (device, bw / 1e9))
    print("%-6s %-6s %-28s %10s %9s %9s %8s %10s %s" % ("batch", "seq", "split export", "tilec ms", "GB/s",
                                                        "roofline", "ratio", "torch ms", "check"))
    status = 0
    for batch in (int(b) for b in a.batches.split(",")):
        S, torch_f16 = a.seq, torch.float16
        q = torch.randn(batch, HEADS, DIM, dtype=torch_f16, device="cuda")
        q_pe = torch.randn(batch, HEADS, PE, dtype=torch_f16, device="cuda")
        kv = torch.randn(batch, S, 1, DIM, dtype=torch_f16, device="cuda")
        k_pe = torch.randn(batch, S, 1, PE, dtype=torch_f16, device="cuda")
        out = torch.full((batch, HEADS, DIM), float("nan"), dtype=torch_f16, device="cuda")
        ref = reference(torch, q, q_pe, kv, k_pe)
        rms = torch.sqrt(torch.mean(ref * ref)).item()
        torch_ms = bench.time_ms(lambda: reference(torch, q, q_pe, kv, k_pe), iters=max(3, a.iters // 4))
        # The roofline: the KV cache read once.
        cache_bytes = (kv.numel() + k_pe.numel()) * 2
        roof_ms = cache_bytes / bw * 1e3
        best = None
        for name, split, combine, n in configs:
            out.fill_(float("nan"))
            # Moved: everything the kernels read and write.
            moved = cache_bytes + (q.numel() + q_pe.numel() + out.numel()) * 2
            if combine is None:
                glse = part = None
                tilec_decode = split.bind(q, q_pe, kv, k_pe, out)
            else:
                glse = torch.full((batch, HEADS, n), float("nan"), dtype=torch.float32, device="cuda")
                part = torch.full((batch, HEADS, n, DIM), float("nan"), dtype=torch.float32, device="cuda")
                moved += 2 * (part.numel() + glse.numel()) * 4
                run_split = split.bind(q, q_pe, kv, k_pe, glse, part)
                run_combine = combine.bind(glse, part, out)

                def tilec_decode():
                    run_split()
                    run_combine()

            tilec_decode()
            torch.cuda.synchronize()
            err = ((out.float() - ref).abs() / ref.abs().clamp(min=rms)).max().item()
            ok = bool(torch.isfinite(out).all().item()) and err < 1e-2
            status |= 0 if ok else 1
            ms = bench.time_ms(tilec_decode)
            ratio = roof_ms / ms
            check = "ok (max rel %.1e vs float32 torch)" % err if ok else "MISMATCH (max rel %.1e)" % err
            print("%-6d %-6d %-28s %10.4f %9.0f %9.4f %8.2f %10.4f %s" % (
                batch, S, name, ms, moved / (ms * 1e-3) / 1e9, roof_ms, ratio, torch_ms, check))
            row = {"kernel": "mla_decode", "impl": "tilec", "export": name, "batch": batch,
                   "seq_kv": S, "heads": HEADS, "dim": DIM, "pe_dim": PE,
                   "splits": n, "ms": round(ms, 5), "cache_bytes": cache_bytes, "moved_bytes": moved,
                   "roofline_ms": round(roof_ms, 5), "fraction_of_roofline": round(ratio, 4),
                   "copy_GBps": round(bw / 1e9, 1), "torch_ms": round(torch_ms, 5),
                   "check": check, "device": device, "date": date}
            print("json: " + json.dumps(row))
            if ok and (best is None or ms < best["ms"]):
                best = row
            del glse, part
        if best is not None:
            best = dict(best, impl="tilec-best")
            print("%-6d %-6d %-28s %10.4f %9s %9.4f %8.2f   (fastest correct configuration)" % (
                batch, S, "best: " + best["export"], best["ms"], "", roof_ms, best["fraction_of_roofline"]))
            print("json: " + json.dumps(best))
    return status


if __name__ == "__main__":
    sys.exit(main())
