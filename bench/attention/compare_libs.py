#!/usr/bin/env python3
"""A/B of two builds of the same attention exports (e.g. the compiler before
and after a change), on the device machine: each export of LIB_A and LIB_B
on each shape, checked against float64 on two (batch, head) pairs, then timed
in alternating rounds (the order reversed every other round: the GPU heats
within a round), each round the median of CUDA-event times around each
launch (attention_bench.py's method). Prints one row per export and shape:
the medians of A and B and B's speedup (A time / B time).

  compare_libs.py LIB_A LIB_B EXPORT[,EXPORT...] SHAPE[,SHAPE...]

SHAPE: attention_bench.py's names (FA0..FA4, B8c, B8n); a causal export
runs the causal shapes only, a non-causal one the others. $ROUNDS rounds
(default 6), $ROUND_MS ms per measurement (default 300).
"""
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "python"))
sys.path.insert(0, HERE)
import tilec  # noqa: E402
from attention_bench import SHAPES, TOLERANCE  # noqa: E402


def reference(q, k, v, causal, pairs):
    """float64 O of the given (batch, head) pairs."""
    out = []
    for b, h in pairs:
        qd, kd, vd = (t[b, :, h, :].double() for t in (q, k, v))
        s = qd @ kd.T / qd.shape[-1] ** 0.5
        if causal:
            s = s.masked_fill(torch.ones_like(s, dtype=torch.bool).triu(1), float("-inf"))
        out.append(torch.softmax(s, dim=-1) @ vd)
    return torch.stack(out)


def events_ms(fn, target_ms):
    """Median ms of fn between events around each launch, back to back
    behind a spin kernel (the launches queue while it runs)."""
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    fn()
    end.record()
    torch.cuda.synchronize()
    once = max(start.elapsed_time(end), 1e-3)
    # At most 200 launches, behind a spin long enough for Python to queue
    # them all (about 20 us each): with more, the later launches wait for
    # the CPU and the median times Python (seen: 0.027 ms for a 0.014 ms kernel).
    count = max(5, min(200, int(target_ms / once)))
    events = [torch.cuda.Event(enable_timing=True) for _ in range(count + 1)]
    torch.cuda._sleep(int(count * 0.05 * 1.5e6))
    events[0].record()
    for i in range(count):
        fn()
        events[i + 1].record()
    torch.cuda.synchronize()
    times = sorted(events[i].elapsed_time(events[i + 1]) for i in range(count))
    return times[len(times) // 2]


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        return 2
    libs = [tilec.load(sys.argv[1]), tilec.load(sys.argv[2])]
    names = sys.argv[3].split(",")
    shapes = [s for s in SHAPES if s[0] in sys.argv[4].split(",")]
    rounds = int(os.environ.get("ROUNDS", "6"))
    round_ms = float(os.environ.get("ROUND_MS", "300"))
    torch.manual_seed(int.from_bytes(os.urandom(4), "little"))
    print("device: %s" % torch.cuda.get_device_name(0))
    print("%-40s %-4s %10s %10s %8s  %s" % ("export", "shape", "A ms", "B ms", "A/B", "check"))
    status = 0
    for name in names:
        kernels = [lib.kernel(name) for lib in libs]
        for shape, b, h, s, d, causal in shapes:
            if causal != ("causal" in name):
                continue
            q, k, v = (torch.randn(b, s, h, d, device="cuda", dtype=torch.float16) for _ in range(3))
            pairs = [(0, 0), (b - 1, h - 1)]
            ref = reference(q, k, v, causal, pairs)
            launches, checks = [], []
            for kern in kernels:
                out = torch.full_like(q, float("nan"))
                lse = torch.full((b, h, s), float("nan"), device="cuda", dtype=torch.float32)
                launch = kern.bind(q, k, v, out, lse)
                launch()
                torch.cuda.synchronize()
                got = torch.stack([out[bb, :, hh, :] for bb, hh in pairs]).double()
                err = ((got - ref).abs().max() / ref.abs().max()).item()
                ok = err < TOLERANCE and not torch.isnan(out).any().item()
                checks.append("ok %.1e" % err if ok else "WRONG %.1e" % err)
                status |= 0 if ok else 1
                launch.outputs = (out, lse)
                launches.append(launch)
            for _ in range(2):  # warm-up: the clocks settle before the rounds
                events_ms(launches[0], round_ms)
            per = [[], []]
            for r in range(rounds):
                order = (0, 1) if r % 2 == 0 else (1, 0)
                for i in order:
                    per[i].append(events_ms(launches[i], round_ms))
            med = [sorted(p)[len(p) // 2] for p in per]
            print("%-40s %-4s %10.5f %10.5f %8.4f  %s" % (name, shape, med[0], med[1], med[0] / med[1],
                                                       " / ".join(checks)), flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
