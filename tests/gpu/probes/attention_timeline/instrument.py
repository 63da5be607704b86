#!/usr/bin/env python3
"""Adds clock64 stamps to the CUDA that tilec generates for a warp-specialized
flash-attention kernel (examples/flash_attention.tile, sm_90a, ping-pong
consumers), for harness.cu. Usage:

    tilec FILE.tile --emit=cuda --kernel NAME -o kernel_raw.cu
    instrument.py kernel_raw.cu kernel.cu NAME

Slots per block (16 x u64, SM cycles): 0 entry, 1 the producer's first load
(Q's, which the producer loads before the stages since 2026-12-01),
2 consumers ready (before the loop), 3 first stage arrived, 4 loop done
(warpgroup 0), 15 loop done (warpgroup 1), 8.. each consumer barrier after
the loop in turn, 5 the TMA store's source read, 6 thread 0's end, 7 the SM.
The anchors are statements of the generated code; when the generator
changes, adjust them here (the script stops at a missing anchor).
"""
import re
import sys

src_path, out_path, kernel = sys.argv[1:4]
s = open(src_path).read()
pre = """
__device__ unsigned long long* g_stamps;
#define TL_SLOT(i) g_stamps[((blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x) * 16 + (i)]
#define TL_STAMP(i) do { TL_SLOT(i) = clock64(); } while (0)
#define TL_KERNEL %s
#define TL_TENSOR_MAPS %d
""" % (kernel, s[:s.find("{", s.find("__global__"))].count("CUtensorMap "))


def after(text, anchor, add, start=0):
    i = text.find(anchor, start)
    if i < 0:
        sys.exit("instrument.py: anchor not found: " + anchor)
    i += len(anchor)
    return text[:i] + add + text[i:], i + len(add)


def before(text, anchor, add, start=0):
    i = text.find(anchor, start)
    if i < 0:
        sys.exit("instrument.py: anchor not found: " + anchor)
    return text[:i] + add + text[i:], i + len(add) + len(anchor)


# The marker defines a device symbol for tilert (programmatic launch) that
# nvcc's host stub for a whole-program build cannot declare; the harness
# launches with <<<>>> anyway.
s = s.replace("TL_PROGRAMMATIC_LAUNCH_MARKER\n", "")
s, _ = after(s, '#include "tilec/device/tilec.h"\n', pre)
s, _ = after(s, "const int tx = threadIdx.x;\n",
             '  if (tx == 0) { unsigned s_; asm("mov.u32 %0, %%smid;" : "=r"(s_)); TL_SLOT(7) = s_; TL_STAMP(0); }\n')
# The producer's first load: Q's (the preload before the loop) or, without
# one, the first K tile's.
first_load = s.find("tl::mbarrier_arrive_expect_tx(")
in_loop = s.rfind("for (int k_load", 0, first_load) > s.rfind("tl::setmaxnreg_dec", 0, first_load)
s, _ = before(s, "tl::mbarrier_arrive_expect_tx(", "if (k_load == 0) TL_STAMP(1);\n" if in_loop else "TL_STAMP(1);\n")
s, _ = before(s, "tl::pingpong_start(2);", "if (tx == 0) TL_STAMP(2);\n")
# The first K tile's barrier: the consumers' first wait with parity 0 after
# the ping-pong starts (its index depends on the stages and on whether K
# and V have barriers of their own).
m = re.search(r"tl::mbarrier_wait\(&k_barriers\[\d+\], 0\);", s[s.find("tl::pingpong_start(2);"):])
if not m:
    sys.exit("instrument.py: anchor not found: the first K tile's wait")
s, _ = after(s, m.group(0), "\nif (tx == 0) TL_STAMP(3);\n", s.find("tl::pingpong_start(2);"))
s, p = after(s, "tl::pingpong_end(2);", "\nif (tx == 0) TL_STAMP(4); if (tx == 128) TL_STAMP(15);\n")
slot = 8
for m in list(re.finditer(r"tl::named_barrier_sync\(1, 256\);", s[p:])):
    if slot > 14:
        break
    s, p = after(s, "tl::named_barrier_sync(1, 256);", "\nif (tx == 0) TL_STAMP(%d);\n" % slot, p)
    slot += 1
if "tl::tma_store_wait_read();" in s:
    s, _ = after(s, "tl::tma_store_wait_read();", "\nTL_STAMP(5);\n")
i = s.rindex("\n}")
s = s[:i] + "\n  if (tx == 0) TL_STAMP(6);" + s[i:]
open(out_path, "w").write(s)
