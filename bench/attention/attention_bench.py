#!/usr/bin/env python3
"""FlashAttention forward: tilec's examples/flash_attention.tile against
torch SDPA (cuDNN and flash backends) and a Triton kernel, in one process on
one GPU.

    attention_bench.py --lib build-gpu/bench/attention/libtilec_attention_kernels.so [--lib ...]
                       [--quick] [--shapes FA0,FA3] [--max-seconds S] [--check-only] [--dry-run]

Shapes (float16, Q/K/V/O (B, S, H, D), lse (B, H, S) float32): the TileLang
paper's Table 3, FA0..FA4, and B8c/B8n (batch 8, causal / not). FLOPs are
4 B H S^2 D, half that when causal. tilec: every export of the --lib
libraries whose signature is flash_attention's and whose dtype, head dim and
causality ("causal" in its name) fit the shape is checked and timed
briefly; the three fastest are timed again in three alternating rounds
(tilec-finalists rows), and the fastest of those is timed in full (its
name@targets is the config). cuDNN and flash: torch.nn.functional.scaled_dot_product_attention
under sdpa_kernel(SDPBackend.CUDNN_ATTENTION / FLASH_ATTENTION) on
.transpose(1, 2) views (B, H, S, D) of the same tensors. Triton:
triton_attention.py, its tile chosen as tilec's export is: each of its
autotuner's configs checked and timed briefly (triton-candidate rows), the
three fastest again in alternating rounds (triton-finalists); Triton's own
autotuner, timing once per shape in its own way, chose configs up to 15%
slower than its best at the small shapes.

Checks (tilec, Triton; SDPA's output too): fresh torch.randn inputs, outputs
filled with NaN first, no NaN or inf left anywhere, and max |x - ref| /
max(|ref|, rms(ref)) < 1e-2 (O in bfloat16: 2e-2) for O and lse (natural log) on two (batch, head)
pairs against float64. Every tilec export also runs once at seq_len 1000 and
4097 (not multiples of a block), for correctness only.

Time: the median of CUDA-event times around each launch, after warm-ups; a
spin kernel queued first lets the launches run back to back, so small shapes
time the kernel rather than Python's launch overhead. tilec's fastest export
and the peers are timed in alternating rounds (--rounds, the order reversed
every other round; the median of the rounds): the GPU clocks down as it
heats, which favoured whichever ran first. With --graph the same rounds
are repeated with each implementation's launches captured in a CUDA graph
and replayed between two events (no launch gaps or per-launch events in
the time), and a second table gives those ratios. Prints a table and one
JSON object per line prefixed "json: ". Exit status: 0; 1 when a tilec
export failed a check or could not run, or a shape could not run; 2 for bad
arguments; 77 ("skipped: no GPU") without torch or a CUDA device.
--dry-run needs neither: it reads the libraries' metadata and prints the
shapes and which exports each would time.
"""

import argparse
import datetime
import json
import math
import os
import re
import sys
import time
import types
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "python"))
sys.path.insert(0, HERE)

import tilec  # noqa: E402 (after the path)

SKIP = 77
TOLERANCE = 1e-2
# bfloat16 keeps 3 fewer mantissa bits than float16: P rounded to it before
# P @ V (as FlashAttention does) lands near 1e-2 at the worst of ~1e5 outputs.
TOLERANCE_BF16 = 2e-2
# (name, batch, heads, seq_len, dim, causal)
SHAPES = [
    ("FA0", 1, 32, 512, 128, True), ("FA1", 1, 32, 512, 128, False),
    ("FA2", 1, 32, 1024, 128, True), ("FA3", 1, 32, 1024, 128, False),
    ("FA4", 1, 32, 4096, 128, True),
    ("B8c", 8, 32, 4096, 128, True), ("B8n", 8, 32, 4096, 128, False),
]
QUICK = ("FA1", "FA3", "B8n")
DTYPE = "float16"
# (batch, heads, seq_len) of the correctness-only runs of every export.
TAILS = [(2, 3, 1000), (1, 2, 4097)]
PEERS = ("cudnn", "flash", "triton")


def flops(b, h, s, d, causal):
    f = 4.0 * b * h * s * s * d
    return f / 2 if causal else f


def first_line(e):
    text = str(e).strip().splitlines()
    return "%s: %s" % (type(e).__name__, text[0] if text else "")


# ---- export matching (metadata only; no GPU) ---------------------------------

class Candidate:
    """An export with flash_attention's signature: Q, K, V, Output (batch,
    seq_len, heads, dim) of one dtype and lse (batch, heads, seq_len) float32.
    fixed maps "batch" / "seq_len" / "heads" to the export's constant, where
    it bound one."""

    def __init__(self, kernel, label, dtype, dim, causal, fixed):
        self.kernel, self.label, self.dtype, self.dim, self.causal, self.fixed = \
            kernel, label, dtype, dim, causal, fixed

    def fits(self, batch, heads, seq_len, dim, dtype, causal):
        want = {"batch": batch, "heads": heads, "seq_len": seq_len}
        return (self.dtype == dtype and self.dim == dim and self.causal == causal
                and all(want[k] == v for k, v in self.fixed.items()))

    def resolve(self, batch, heads, seq_len):
        """The shape with the export's constants put in (for the tail runs)."""
        return (self.fixed.get("batch", batch), self.fixed.get("heads", heads), self.fixed.get("seq_len", seq_len))

    def describe(self):
        runtime = [a for a in ("batch", "seq_len", "heads") if a not in self.fixed]
        fixed = ["%s=%d" % kv for kv in sorted(self.fixed.items())]
        return "%s d%d %s; run-time %s%s; threads %d, %d B dynamic shared" % (
            self.dtype, self.dim, "causal" if self.causal else "non-causal", ", ".join(runtime) or "none",
            ("; fixed " + ", ".join(fixed)) if fixed else "", self.kernel.info.threads[0],
            self.kernel.info.dynamic_shared_bytes)


def attention_export(kernel, label):
    """(Candidate, None), or (None, why the export is not flash_attention's)."""
    t = kernel.info.tensors
    if len(t) != 5 or [a.rank for a in t] != [4, 4, 4, 4, 3]:
        return None, "not an attention signature: " + kernel.info.signature()
    q, k, v, o, lse = t
    if q.dtype not in ("float16", "bfloat16") or any(a.dtype != q.dtype for a in (k, v, o)):
        return None, "Q, K, V, Output are not all float16 or all bfloat16"
    if lse.dtype != "float32" or o.is_const or lse.is_const:
        return None, "lse is not a written float32 tensor, or Output is const"
    texts = [e.text for e in q.shape]
    if any([e.text for e in a.shape] != texts for a in (k, v, o)):
        return None, "Q, K, V and Output differ in shape"
    if [e.text for e in lse.shape] != [texts[0], texts[2], texts[1]]:
        return None, "lse is not (batch, heads, seq_len) of Q's (batch, seq_len, heads, dim)"
    if q.shape[3].kind != "constant":
        return None, "the head dim is not a compile-time constant"
    fixed = {}
    for axis, e in zip(("batch", "seq_len", "heads"), q.shape[:3]):
        if e.kind == "constant":
            fixed[axis] = e.value
        elif e.kind != "dim":
            return None, "Q's %s extent is an expression (%s)" % (axis, e.text)
    return Candidate(kernel, label, q.dtype, q.shape[3].value, "causal" in kernel.info.name.lower(), fixed), None


def load_candidates(paths):
    """Every export of the libraries: (candidates, notes, libraries that did
    not load). An export that is not flash_attention's is a note."""
    candidates, notes, labels, broken = [], [], set(), 0
    for path in paths:
        try:
            lib = tilec.load(path)
        except tilec.TilecError as e:
            notes.append("%s: cannot load: %s" % (path, e))
            broken += 1
            continue
        notes.append("%s: %d exports" % (path, len(lib.kernels)))
        # The code generation route is not in the metadata: a library built
        # with BACKEND llvm is named *_llvm* (bench/attention/CMakeLists.txt).
        route = "llvm" if "_llvm" in os.path.basename(path) else "cuda"
        for name in lib.kernels:
            try:
                kernel = lib.kernel(name)
            except tilec.TilecError as e:
                notes.append("  %s: metadata unreadable: %s" % (name, e))
                continue
            label = base = "%s@%s%s" % (name, ",".join(kernel.info.targets), "/llvm" if route == "llvm" else "")
            n = 1
            while label in labels:  # the same export in two libraries for one target
                n += 1
                label = "%s#%d" % (base, n)
            cand, why = attention_export(kernel, label)
            if cand is None:
                notes.append("  %s: skipped: %s" % (name, why))
                continue
            labels.add(label)
            cand.route = route
            candidates.append(cand)
            notes.append("  %s: %s" % (label, cand.describe()))
    return candidates, notes, broken


def select_shapes(ap, args):
    names = [s.strip() for s in args.shapes.split(",") if s.strip()]
    if args.quick:
        names = list(QUICK)
    known = {s[0] for s in SHAPES}
    unknown = [n for n in names if n not in known]
    if unknown:
        ap.error("--shapes: unknown %s; known: %s" % (", ".join(unknown), ", ".join(s[0] for s in SHAPES)))
    return [s for s in SHAPES if not names or s[0] in names]


def dry_run(args, shapes):
    candidates, notes, broken = load_candidates(args.lib)
    print("\n".join(notes) if notes else "no --lib given: tilec has no exports to time")
    print()
    ok, why = __import__("triton_attention").available()
    print("triton: %s" % (why if ok else "unavailable: " + why))
    print()
    print("%-5s %5s %5s %6s %4s %-10s %9s  %s" % ("shape", "B", "H", "S", "D", "mask", "GFLOP", "tilec exports"))
    for name, b, h, s, d, causal in shapes:
        fit = [c.label for c in candidates if c.fits(b, h, s, d, DTYPE, causal)]
        print("%-5s %5d %5d %6d %4d %-10s %9.1f  %s" % (name, b, h, s, d, "causal" if causal else "non-causal",
                                                       flops(b, h, s, d, causal) / 1e9, ", ".join(fit) or "none"))
    print()
    for c in candidates:
        runs = ["B=%d H=%d S=%d" % c.resolve(*t) for t in TAILS]
        print("tail check %-40s %s, d%d, %s: %s" % (c.label, c.dtype, c.dim, "causal" if c.causal else "non-causal",
                                                   "; ".join(runs)))
    return 1 if broken else 0


# ---- GPU side -----------------------------------------------------------------

def cuda_torch():
    """torch with a CUDA device, or None after saying why the bench skips."""
    try:
        import torch
    except ImportError as e:
        print("skipped: no GPU (torch does not import: %s)" % e)
        return None
    if not torch.cuda.is_available():
        print("skipped: no GPU (torch.cuda.is_available() is False)")
        return None
    return torch


class Bench:
    def __init__(self, torch, args):
        self.torch, self.args = torch, args
        self.common = {"device": torch.cuda.get_device_name(),
                       "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")}
        self.failed = False
        self.route_rows = []  # (shape name, {route: (ms, label)}) where both routes ran

    def emit(self, **row):
        row = dict(kernel="attention", **row)
        row.update(self.common)
        print("json: " + json.dumps(row), flush=True)

    def inputs(self, b, h, s, d, dtype):
        """Fresh Q, K, V (B, S, H, D); Q and K scaled up for peakier softmax rows."""
        torch = self.torch

        def make(scale):
            return (torch.randn(b, s, h, d, device="cuda", dtype=torch.float32) * scale).to(dtype)
        return make(1.5), make(1.5), make(1.0)

    def reference(self, q, k, v, causal, pairs):
        """float64 O (P, S, D) and lse (P, S) for the (batch, head) pairs."""
        torch = self.torch
        s, d = q.shape[1], q.shape[3]
        mask = torch.ones(s, s, dtype=torch.bool, device="cuda").triu_(1) if causal else None
        outs, lses = [], []
        for b, h in pairs:
            scores = (q[b, :, h, :].double() @ k[b, :, h, :].double().T) / math.sqrt(d)
            if mask is not None:
                scores.masked_fill_(mask, float("-inf"))
            lse = torch.logsumexp(scores, dim=-1)
            outs.append(torch.exp(scores - lse[:, None]) @ v[b, :, h, :].double())
            lses.append(lse)
            del scores
        return torch.stack(outs), torch.stack(lses)

    def check(self, out, lse, ref, pairs):
        """(ok, text) for out (B, S, H, D; any strides) and lse (B, H, S) or None."""
        torch = self.torch

        def rel(x, r):
            rms = torch.sqrt(torch.mean(r * r)).item()
            return ((x.double() - r).abs() / r.abs().clamp(min=rms if rms > 0 else 1.0)).max().item()

        bad = int((~torch.isfinite(out)).sum().item())
        if lse is not None:
            bad_l = int((~torch.isfinite(lse)).sum().item())
            if bad or bad_l:
                return False, "MISMATCH: NaN/inf left in Output (%d) / lse (%d)" % (bad, bad_l)
        elif bad:
            return False, "MISMATCH: NaN/inf left in Output (%d elements)" % bad
        ref_o, ref_l = ref
        err_o = rel(torch.stack([out[b, :, h, :] for b, h in pairs]), ref_o)
        text = "O %.1e" % err_o
        tol = TOLERANCE_BF16 if out.dtype == torch.bfloat16 else TOLERANCE
        ok = err_o < tol
        if lse is not None:
            err_l = rel(torch.stack([lse[b, h, :] for b, h in pairs]), ref_l)
            text += ", lse %.1e" % err_l
            ok = ok and err_l < TOLERANCE
        return ok, ("ok (max rel %s; %d heads vs float64)" if ok else "MISMATCH (max rel %s; %d heads)") % (
            text, len(pairs))

    def once_ms(self, fn):
        """ms of one call of fn between two events (an estimate)."""
        torch = self.torch
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        return max(start.elapsed_time(end), 1e-3)

    def back_to_back_ms(self, fn, count, lead_ms):
        """ms of each of `count` calls of fn, an event after each; a spin
        kernel of lead_ms queued first keeps the GPU busy while Python
        queues the calls (about 1.5 GHz), so they run back to back."""
        torch = self.torch
        events = [torch.cuda.Event(enable_timing=True) for _ in range(count + 1)]
        if hasattr(torch.cuda, "_sleep"):
            torch.cuda._sleep(int(lead_ms * 1.5e6))
        events[0].record()
        for i in range(count):
            fn()
            events[i + 1].record()
        torch.cuda.synchronize()
        return [events[i].elapsed_time(events[i + 1]) for i in range(count)]

    def time_ms(self, fn, iters=None, target_ms=2000.0):
        """Median ms of fn between CUDA events around each launch."""
        iters = iters or self.args.iters
        fit = int(target_ms / self.once_ms(fn))
        warmup = min(self.args.warmup, max(1, fit // 4))
        iters = max(3, min(iters, fit - warmup))
        t0 = time.perf_counter()
        for _ in range(warmup):
            fn()
        host_ms = (time.perf_counter() - t0) * 1e3 / warmup
        self.torch.cuda.synchronize()
        return median(self.back_to_back_ms(fn, iters, min(200.0, 2.0 * iters * host_ms)))

    def time_graph_ms(self, fn, target_ms=500.0):
        """Median ms per launch of a CUDA graph of n launches of fn (n such
        that a replay takes about 3 ms), replayed back to back for about
        target_ms with an event after each replay: no launch gaps or
        per-launch events in the time (the device tool's METHOD.md for
        short kernels), and as long a burst as time_ms's (a short one runs
        cooler, so faster). A tilec Launch is captured on the capture
        stream (Launch.on_stream); SDPA and Triton launch on the current
        stream, which the capture sets."""
        torch = self.torch
        once = self.once_ms(fn)
        n = max(1, min(200, int(3.0 / once)))
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        f = fn.on_stream(side) if hasattr(fn, "on_stream") else fn
        with torch.cuda.stream(side):  # a warm-up on the capture stream
            f()
        torch.cuda.current_stream().wait_stream(side)
        torch.cuda.synchronize()
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph, stream=side):
            for _ in range(n):
                f()
        graph.replay()
        torch.cuda.synchronize()
        replays = max(3, int(target_ms / (n * once)))
        return median(self.back_to_back_ms(graph.replay, replays, 20.0)) / n

    def time_rounds(self, results):
        """Times every correct implementation of one shape in alternating
        rounds (the order reversed every other round): the GPU heats up and
        clocks down within a run, which would favour whichever ran first.
        Each result gets ms, the median of its rounds' medians."""
        timed = [(impl, res) for impl, res in results.items() if res is not None and "fn" in res]
        per_round_ms = 2000.0 / max(1, self.args.rounds)
        for r in range(self.args.rounds):
            for impl, res in (timed if r % 2 == 0 else timed[::-1]):
                res.setdefault("ms_rounds", []).append(self.time_ms(res["fn"], target_ms=per_round_ms))
        # The same rounds again, each launch in CUDA graphs (--graph).
        if self.args.graph:
            for r in range(self.args.rounds):
                for impl, res in (timed if r % 2 == 0 else timed[::-1]):
                    try:
                        res.setdefault("graph_ms_rounds", []).append(
                            self.time_graph_ms(res["fn"], target_ms=per_round_ms))
                    except Exception as e:  # not capturable: the row says why, events stay
                        res["graph_error"] = first_line(e)
                        self.torch.cuda.synchronize()
        for impl, res in timed:
            res["ms"] = median(res["ms_rounds"])
            if "graph_ms_rounds" in res and "graph_error" not in res:
                res["graph_ms"] = median(res["graph_ms_rounds"])
            del res["fn"]

    # -- tilec --
    def run_tilec(self, cand, q, k, v, ref, pairs):
        """(launch or None, ok, check text); launch is bound to fresh outputs,
        which it keeps alive (launch.outputs)."""
        torch = self.torch
        b, s, h, _ = q.shape
        out = torch.full_like(q, float("nan"))
        lse = torch.full((b, h, s), float("nan"), device="cuda", dtype=torch.float32)
        try:
            launch = cand.kernel.bind(q, k, v, out, lse)
            launch()
            torch.cuda.synchronize()
        except tilec.TilecError as e:
            return None, False, "ERROR " + first_line(e)
        ok, text = self.check(out, lse, ref, pairs)
        launch.outputs = (out, lse)  # Launch does not keep the tensors alive
        return launch, ok, text

    def tilec_shape(self, cands, shape, q, k, v, ref, pairs):
        """Checks every candidate, times the correct ones briefly (when there
        are several) and the fastest in full: the result dict, or None when
        none was correct."""
        name, b, h, s, d, causal = shape
        best = None
        finalists = []
        by_route = {}  # route -> (brief ms, label) of its fastest correct candidate
        for c in cands:
            launch, ok, text = self.run_tilec(c, q, k, v, ref, pairs)
            row = dict(impl="tilec-candidate", name=name, shape=[b, h, s, d], causal=causal, dtype=DTYPE,
                       config=c.label, check=text)
            if not ok:
                self.failed = True
            else:
                ms = 0.0
                if len(cands) > 1 and not self.args.check_only:
                    ms = self.time_ms(launch, iters=7, target_ms=300.0)
                    row.update(ms=round(ms, 5), tflops=round(flops(b, h, s, d, causal) / (ms * 1e9), 2))
                if best is None or ms < best[0]:
                    best = (ms, c, launch, text)
                finalists.append((ms, c, launch, text))
                route = getattr(c, "route", "cuda")
                if ms > 0 and (route not in by_route or ms < by_route[route][0]):
                    by_route[route] = (ms, c.label)
            self.emit(**row)
        if len(by_route) > 1:  # both code generation routes: their fastest, from the brief timings
            self.route_rows.append((name, by_route))
            self.emit(impl="route-parity", name=name, shape=[b, h, s, d], causal=causal, dtype=DTYPE,
                      ms={r: round(v[0], 5) for r, v in by_route.items()},
                      config={r: v[1] for r, v in by_route.items()},
                      llvm_over_cuda_time=round(by_route["llvm"][0] / by_route["cuda"][0], 4)
                      if "llvm" in by_route and "cuda" in by_route else None)
        if best is None:
            return None
        if not self.args.check_only:
            best = self.final_pick(name, finalists, best)
        _, c, launch, text = best
        res = dict(config=c.label, check=text, ok=True)
        if not self.args.check_only:
            res["fn"] = launch
        return res

    def final_pick(self, name, timed, best, keep=3, rounds=3, impl="tilec-finalists"):
        """The fastest of the `keep` best candidates by their brief timings,
        timed again in alternating rounds (the order reversed every other
        round): one brief timing each, taken one after the other with a
        correctness check between, depends on how hot the GPU was. The
        median of three rounds: one slow round (a clock dip: 0.0193 against
        0.0123 ms once, H100) does not decide. Each candidate is (brief ms,
        object with .label, launch, check text)."""
        timed = sorted(timed, key=lambda t: t[0])[:keep]
        if len(timed) < 2:
            return best
        ms = {id(t): [] for t in timed}
        for r in range(rounds):
            for t in (timed if r % 2 == 0 else timed[::-1]):
                ms[id(t)].append(self.time_ms(t[2], iters=7, target_ms=300.0))
        self.emit(impl=impl, name=name,
                  ms={t[1].label: [round(x, 5) for x in ms[id(t)]] for t in timed})
        return min(((median(ms[id(t)]),) + t[1:] for t in timed), key=lambda t: t[0])

    def tails(self, cands):
        for c in cands:
            for t in TAILS:
                b, h, s = c.resolve(*t)
                pairs = sorted({(0, 0), (b - 1, h - 1), (b // 2, h // 2)})
                try:
                    q, k, v = self.inputs(b, h, s, c.dim, getattr(self.torch, c.dtype))
                    ref = self.reference(q, k, v, c.causal, pairs)
                    _, ok, text = self.run_tilec(c, q, k, v, ref, pairs)
                except Exception as e:  # a failed row, not the end, unless the context broke
                    ok, text = False, "ERROR " + first_line(e)
                    self.torch.cuda.synchronize()  # raises when a fault broke the CUDA context
                self.failed |= not ok
                self.emit(impl="tilec-tail", name="tail", shape=[b, h, s, c.dim], causal=c.causal, dtype=c.dtype,
                          config=c.label, check=text)
                print("tail %-44s B=%d H=%d S=%-5d %s" % (c.label, b, h, s, text), flush=True)

    # -- peers --
    def sdpa(self, backend, q, k, v, causal, ref, pairs):
        """(result dict) for SDPA under one backend, or raises with the reason."""
        torch = self.torch
        from torch.nn.attention import SDPBackend, sdpa_kernel
        which = getattr(SDPBackend, backend)
        attend = torch.nn.functional.scaled_dot_product_attention

        def call(qq, kk, vv):
            with sdpa_kernel(which):
                return attend(qq, kk, vv, is_causal=causal)

        views = (q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2))
        note = "(B,H,S,D) strided views"
        with warnings.catch_warnings(record=True) as said:
            # A backend that refuses says why in warnings, then raises.
            warnings.simplefilter("always")
            try:
                out = call(*views)
                torch.cuda.synchronize()
            except Exception as e:
                refused = first_line(e) + "".join("; " + str(w.message).splitlines()[0] for w in said[:2])
                # Copies made here, outside the timed region.
                views = tuple(t.contiguous() for t in views)
                try:
                    out = call(*views)
                    torch.cuda.synchronize()
                except Exception as e2:
                    raise RuntimeError("refused views (%s) and contiguous copies (%s)" % (refused, first_line(e2)))
                note = "contiguous (B,H,S,D) copies; views refused: " + refused
        ok, text = self.check(out.transpose(1, 2), None, ref, pairs)
        res = dict(ok=ok, check=text, config="sdpa %s, %s" % (backend, note))
        if not self.args.check_only:
            res["fn"] = lambda: call(*views)
        return res

    def triton(self, q, k, v, causal, ref, pairs, shape):
        """The Triton peer, its tile chosen as tilec's is: every config of
        its autotuner checked and timed briefly, the three fastest again in
        alternating rounds. (Triton's own autotuner, which times with its
        own method once per shape, picked configs 8-15% apart from one run
        to the next at the small shapes.)"""
        import triton_attention as ta
        ok, why = ta.available()
        if not ok:
            raise RuntimeError(why)
        torch = self.torch
        name, b, h, s, d, causal = shape
        timed, best, failures = [], None, []
        for cfg in ta.configs():
            out = torch.full_like(q, float("nan"))
            lse = torch.full((q.shape[0], q.shape[2], q.shape[1]), float("nan"), device="cuda",
                             dtype=torch.float32)
            label = "triton " + ta.describe(cfg)
            try:
                ta.attention(q, k, v, causal, out, lse, config=cfg)
                torch.cuda.synchronize()
            except Exception as e:  # a config this GPU cannot run (resources): the others go on
                failures.append("%s: %s" % (label, first_line(e)))
                torch.cuda.synchronize()
                continue
            ok, text = self.check(out, lse, ref, pairs)
            fn = (lambda cfg=cfg, out=out, lse=lse: ta.attention(q, k, v, causal, out, lse, config=cfg))
            ms = 0.0
            if ok and not self.args.check_only:
                ms = self.time_ms(fn, iters=7, target_ms=300.0)
            self.emit(impl="triton-candidate", name=name, shape=[b, h, s, d], causal=causal, dtype=DTYPE,
                      config=label, check=text, **({"ms": round(ms, 5)} if ms else {}))
            if not ok:
                return dict(ok=False, check=text, config=label)
            entry = (ms, types.SimpleNamespace(label=label), fn, text)
            timed.append(entry)
            if best is None or ms < best[0]:
                best = entry
        if best is None:
            raise RuntimeError("no Triton config ran: " + "; ".join(failures))
        if not self.args.check_only:
            best = self.final_pick(name, timed, best, impl="triton-finalists")
        _, tag, fn, text = best
        res = dict(ok=True, check=text, config=tag.label)
        if not self.args.check_only:
            res["fn"] = fn
        return res

    def shape(self, cands, shape):
        """{impl: result dict or None (unavailable / failed)} for one shape."""
        torch = self.torch
        name, b, h, s, d, causal = shape
        q, k, v = self.inputs(b, h, s, d, getattr(torch, DTYPE))
        pairs = sorted({(0, 0), (b - 1, h - 1)})
        ref = self.reference(q, k, v, causal, pairs)
        base = dict(name=name, shape=[b, h, s, d], causal=causal, dtype=DTYPE)
        results = {}
        fit = [c for c in cands if c.fits(b, h, s, d, DTYPE, causal)]
        for impl in [i for i in ("tilec",) + PEERS if i in self.args.impls]:
            try:
                if impl == "tilec":
                    if not fit:
                        raise RuntimeError("no export of the --lib libraries fits (%s d%d %s)" % (
                            DTYPE, d, "causal" if causal else "non-causal"))
                    res = self.tilec_shape(fit, shape, q, k, v, ref, pairs)
                    if res is None:
                        raise RuntimeError("no export ran correctly (tilec-candidate rows say why)")
                elif impl in ("cudnn", "flash"):
                    backend = "CUDNN_ATTENTION" if impl == "cudnn" else "FLASH_ATTENTION"
                    res = self.sdpa(backend, q, k, v, causal, ref, pairs)
                else:
                    res = self.triton(q, k, v, causal, ref, pairs, shape)
            except Exception as e:  # an unavailable peer or a failed run is a row
                results[impl] = None
                self.emit(impl=impl, unavailable=first_line(e), **base)
                print("%-5s %-6s unavailable: %s" % (name, impl, first_line(e)), flush=True)
                torch.cuda.synchronize()  # raises if the context is broken: the caller stops
                continue
            results[impl] = res
        self.time_rounds(results)
        for impl, res in results.items():
            if res is None:
                continue
            if "ms" in res:
                res["tflops"] = flops(b, h, s, d, causal) / (res["ms"] * 1e9)
            row = dict(impl=impl, **base)
            row.update(config=res["config"], check=res["check"])
            if "ms" in res:
                row.update(ms=round(res["ms"], 5), tflops=round(res["tflops"], 2),
                           ms_rounds=[round(t, 5) for t in res["ms_rounds"]])
            if "graph_ms" in res:
                row.update(graph_ms=round(res["graph_ms"], 5),
                           graph_ms_rounds=[round(t, 5) for t in res["graph_ms_rounds"]])
            if "graph_error" in res:
                row.update(graph_error=res["graph_error"])
            self.emit(**row)
            print("%-5s %-6s %s %s  [%s]" % (name, impl, ("%.4f ms %.1f TFLOP/s" % (res["ms"], res["tflops"]))
                                             if "ms" in res else "", res["check"], res["config"]), flush=True)
        return results


def median(values):
    values = sorted(values)
    mid = len(values) // 2
    return values[mid] if len(values) % 2 else 0.5 * (values[mid - 1] + values[mid])


def table(rows, key="ms"):
    """The summary table: tilec and its peers per shape, ratios of throughput."""
    def tf(res, shape):
        if res is None:
            return "n/a"
        if not res["ok"]:
            return "WRONG"
        return "%.1f" % (flops(*shape[1:]) / (res[key] * 1e9)) if key in res else "ok"

    def ratio(a, b):
        if a is None or b is None or not a["ok"] or not b["ok"] or key not in a or key not in b:
            return None
        return b[key] / a[key]

    peers = [("cudnn", "cuDNN"), ("triton", "Triton"), ("flash", "flash")]
    head = "%-5s %-26s %9s %8s  %-36s %8s %8s %8s  %s" % (
        "shape", "B,H,S,D mask", "tilec ms", "TFLOP/s", "tilec config", "cuDNN", "flash", "Triton",
        "  ".join("tilec/" + p[1] for p in peers))
    lines = [head, "-" * len(head)]
    ratios = {p: [] for p, _ in peers}
    for (name, b, h, s, d, causal), res in rows:
        t = res.get("tilec")
        cells = []
        for p, title in peers:
            r = ratio(t, res.get(p))
            if r is not None:
                ratios[p].append(r)
            cells.append(("%" + str(len("tilec/" + title)) + "s") % ("%.2f" % r if r is not None else "-"))
        shape = (name, b, h, s, d, causal)
        lines.append("%-5s %-26s %9s %8s  %-36s %8s %8s %8s  %s" % (
            name, "%d,%d,%d,%d %s" % (b, h, s, d, "causal" if causal else "full"),
            "%.4f" % t[key] if t and key in t else "-", tf(t, shape), t["config"] if t else "-",
            tf(res.get("cudnn"), shape), tf(res.get("flash"), shape), tf(res.get("triton"), shape),
            "  ".join(cells)))
    geo = {p: (math.exp(sum(math.log(x) for x in v) / len(v)) if v else None) for p, v in ratios.items()}
    cells = [("%" + str(len("tilec/" + title)) + "s") % ("%.2f" % geo[p] if geo[p] else "-") for p, title in peers]
    lines.append("%-5s %-26s %9s %8s  %-36s %8s %8s %8s  %s" % ("geo", "mean of ratios", "", "", "", "", "", "",
                                                                 "  ".join(cells)))
    return "\n".join(lines), {p: (round(g, 4) if g else None) for p, g in geo.items()}, \
        {p: len(v) for p, v in ratios.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lib", action="append", default=[], help="a tilec_attention_kernels .so (repeatable)")
    ap.add_argument("--quick", action="store_true", help="shapes %s only" % ", ".join(QUICK))
    ap.add_argument("--shapes", default="", help="comma-separated names: " + ",".join(s[0] for s in SHAPES))
    ap.add_argument("--max-seconds", type=float, default=600.0,
                    help="shapes that would start later are skipped (default 600)")
    ap.add_argument("--check-only", action="store_true", help="the checks only, no timing")
    ap.add_argument("--dry-run", action="store_true",
                    help="no GPU: read the libraries' metadata, print the shapes and the exports each would time")
    ap.add_argument("--impls", default="tilec,cudnn,flash,triton", help="which of tilec,cudnn,flash,triton")
    ap.add_argument("--iters", type=int, default=30, help="timed launches per measurement (default 30)")
    ap.add_argument("--warmup", type=int, default=5, help="launches before timing (default 5)")
    ap.add_argument("--rounds", type=int, default=4,
                    help="alternating timing rounds of tilec and the peers per shape (default 4)")
    ap.add_argument("--no-tails", action="store_true", help="skip the seq 1000 / 4097 runs of every export")
    ap.add_argument("--exports", default="",
                    help="time only the tilec exports whose label matches this regular expression")
    ap.add_argument("--graph", action="store_true",
                    help="also time tilec's pick and the peers as CUDA graphs of launches (a second table)")
    args = ap.parse_args()
    args.impls = {s.strip() for s in args.impls.split(",") if s.strip()}
    if args.impls - {"tilec"} - set(PEERS):
        ap.error("--impls: unknown %s" % ", ".join(sorted(args.impls - {"tilec"} - set(PEERS))))
    shapes = select_shapes(ap, args)
    if args.dry_run:
        return dry_run(args, shapes)

    torch = cuda_torch()
    if torch is None:
        return SKIP
    seed = int.from_bytes(os.urandom(4), "little")
    torch.manual_seed(seed)
    bench = Bench(torch, args)
    cands, notes, broken = load_candidates(args.lib)
    if args.exports:
        cands = [c for c in cands if re.search(args.exports, c.label)]
        notes.append("--exports %r: %d exports left" % (args.exports, len(cands)))
    print("\n".join(notes) if notes else "no --lib given: tilec has no exports")
    bench.failed = broken > 0
    ta_ok, ta_why = __import__("triton_attention").available()
    bench.emit(impl="meta", torch=torch.__version__, cudnn=torch.backends.cudnn.version(),
               triton=ta_why if ta_ok else "unavailable: " + ta_why, seed=seed, libs=args.lib,
               exports=[c.label for c in cands])
    print("device: %s, torch %s, seed %d" % (bench.common["device"], torch.__version__, seed), flush=True)

    if "tilec" in args.impls and not args.no_tails:
        try:
            bench.tails(cands)
        except Exception as e:  # a kernel fault broke the CUDA context: nothing more can run
            bench.emit(impl="error", name="tail", error=first_line(e))
            print("tail runs: %s; the CUDA context is broken, nothing more is run" % first_line(e), flush=True)
            return 1
    t0, rows = time.monotonic(), []
    for shape in shapes:
        name, b, h, s, d, causal = shape
        if time.monotonic() - t0 > args.max_seconds:
            bench.emit(impl="skipped", name=name, shape=[b, h, s, d], causal=causal, why="past --max-seconds")
            continue
        try:
            rows.append((shape, bench.shape(cands, shape)))
        except Exception as e:  # allocation, or a broken CUDA context: stop here
            bench.failed = True
            bench.emit(impl="error", name=name, shape=[b, h, s, d], causal=causal, error=first_line(e))
            print("%s: %s" % (name, first_line(e)), flush=True)
            try:
                torch.cuda.synchronize()
            except Exception:
                print("the CUDA context is broken; the remaining shapes are not run", flush=True)
                break
        torch.cuda.empty_cache()
    text, geo, counts = table(rows)
    print()
    print(text)
    bench.emit(impl="summary", geomean_tilec_over=geo, shapes_in_geomean=counts)
    if args.graph:
        text, geo, counts = table(rows, key="graph_ms")
        print("\nthe same, each timed as CUDA graphs of launches (graph_ms)")
        print(text)
        bench.emit(impl="summary-graph", geomean_tilec_over=geo, shapes_in_geomean=counts)
    ratios = [r["llvm"][0] / r["cuda"][0] for _, r in bench.route_rows if "llvm" in r and "cuda" in r]
    if ratios:
        print("\nroutes (fastest export per route, brief timings): LLVM time / CUDA C time")
        for name, r in bench.route_rows:
            if "llvm" in r and "cuda" in r:
                print("%-5s %.4f ms / %.4f ms = %.3f" % (name, r["llvm"][0], r["cuda"][0], r["llvm"][0] / r["cuda"][0]))
        g = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        print("geomean %.3f" % g)
        bench.emit(impl="route-summary", geomean_llvm_over_cuda_time=round(g, 4), shapes=len(ratios))
    return 1 if bench.failed else 0


if __name__ == "__main__":
    sys.exit(main())
