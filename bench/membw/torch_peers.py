#!/usr/bin/env python3
"""Peer timings for the memory-bound examples (run on the device machine).

Measures, with CUDA events, the device's copy bandwidth (a large
device-to-device clone: bytes read + bytes written) and PyTorch's softmax,
layernorm, rmsnorm and elementwise add at the shapes bench/membw/membw.cpp
uses, and prints one JSON object per line:
  {"kernel": ..., "impl": "torch", "shape": [...], "ms": ..., "gbps": ...}
Bytes counted: every input element read once and every output element
written once (the minimum traffic; the same count membw.cpp uses).
"""
import json
import sys

try:
    import torch
except ImportError:  # no PyTorch: nothing to compare with
    print(json.dumps({"error": "PyTorch not available"}))
    sys.exit(0)


def timed(fn, iters=50, warmup=10):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        fn()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / iters


def report(kernel, shape, ms, nbytes, impl="torch"):
    print(json.dumps({"kernel": kernel, "impl": impl, "shape": list(shape), "ms": round(ms, 5),
                      "gbps": round(nbytes / ms / 1e6, 1)}), flush=True)


def main():
    if not torch.cuda.is_available():
        print(json.dumps({"error": "no CUDA device"}))
        return
    dev = torch.device("cuda")
    n = 1 << 28  # 512 MiB of fp16
    src = torch.empty(n, dtype=torch.float16, device=dev)
    dst = torch.empty_like(src)
    report("copy", [n], timed(lambda: dst.copy_(src)), 2 * n * 2, impl="cuMemcpy (torch copy_)")

    m, k = 16384, 4096
    x = torch.randn(m, k, dtype=torch.float16, device=dev)
    report("softmax", [m, k], timed(lambda: torch.softmax(x, dim=1)), 2 * m * k * 2)
    w = torch.randn(k, dtype=torch.float16, device=dev)
    b = torch.randn(k, dtype=torch.float16, device=dev)
    m2, k2 = 65536, 1024  # the shape tilec_membw runs layernorm_f16_1024 at
    x2 = torch.randn(m2, k2, dtype=torch.float16, device=dev)
    w2, b2 = w[:k2].contiguous(), b[:k2].contiguous()
    report("layernorm", [m2, k2],
           timed(lambda: torch.nn.functional.layer_norm(x2, (k2,), w2, b2)), 2 * m2 * k2 * 2)
    if hasattr(torch.nn.functional, "rms_norm"):
        report("rmsnorm", [m, k], timed(lambda: torch.nn.functional.rms_norm(x, (k,), w)), 2 * m * k * 2)
    a = torch.randn(m, k, dtype=torch.float16, device=dev)
    c = torch.randn(m, k, dtype=torch.float16, device=dev)
    report("elementwise_add", [m, k], timed(lambda: torch.add(a, c)), 3 * m * k * 2)
    # Eager bias + GELU is two kernels (the add, then the GELU); bytes are the
    # fused minimum, as for tilec's bias_gelu.
    report("bias_gelu", [m, k],
           timed(lambda: torch.nn.functional.gelu(a + w, approximate="tanh")), 2 * m * k * 2 + k * 2)


if __name__ == "__main__":
    main()
