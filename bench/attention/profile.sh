#!/usr/bin/env bash
# Nsight Compute counters (stall reasons, pipe utilisation) of one
# FlashAttention export on one shape, and the SASS of its main loop's
# warpgroup-MMA waits, for finding what keeps the tensor cores idle. Runs on
# the device machine from a carried build tree (scripts/gpu-prepare); never
# in CI. Clocks are left as found (--clock-control none).
#
#   bench/attention/profile.sh BUILD_DIR [EXPORT] [B,H,S,D]
#
# Writes ncu's report to $OUT (or BUILD_DIR/gpu-check)/ncu-attention.txt and
# the export's SASS to sass-attention.txt, and prints the headline metrics.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:?usage: profile.sh BUILD_DIR [EXPORT] [B,H,S,D]}" && pwd)
export_name=${2:-fa_d128_b128x128_t256_s3}
shape=${3:-8,32,4096,128}
logs=${OUT:-$build/gpu-check}
mkdir -p "$logs"
export LD_LIBRARY_PATH="$build/extra-libs:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}"
ncu=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
cuobjdump=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
lib=$build/bench/attention/libtilec_attention_kernels.so
sections="--section SpeedOfLight --section ComputeWorkloadAnalysis --section Occupancy --section LaunchStats \
  --section WarpStateStats --section SchedulerStats --section InstructionStats"
launch=$(cat <<PY
import sys, torch, tilec
b, h, s, d = (int(x) for x in "$shape".split(","))
lib = tilec.load("$lib")
q, k, v = (torch.randn(b, s, h, d, dtype=torch.float16, device="cuda") for _ in range(3))
out = torch.empty_like(q)
lse = torch.empty(b, h, s, dtype=torch.float32, device="cuda")
run = lib.kernel("$export_name").bind(q, k, v, out, lse)
for _ in range(3):
    run()
torch.cuda.synchronize()
PY
)
"$ncu" --clock-control none --kernel-name "$export_name" --launch-skip 1 --launch-count 1 $sections \
  python3 -c "$launch" >"$logs/ncu-attention.txt" 2>&1
status=$?
"$cuobjdump" -sass -fun "$export_name" "$lib" >"$logs/sass-attention.txt" 2>&1 || true
grep -E 'Duration|SM Frequency|Compute \(SM\) Throughput|Issue Slots Busy|Executed Ipc Active|Warp Cycles Per Issued|No Eligible|Registers Per Thread|Stall|stall' \
  "$logs/ncu-attention.txt" | cut -c1-150 | head -60
echo "sass: $(grep -c HGMMA "$logs/sass-attention.txt") HGMMA, $(grep -c 'WARPGROUP.DEPBAR\|WARPGROUP.ARRIVE' "$logs/sass-attention.txt") warpgroup waits/arrives, $(grep -c MUFU.EX2 "$logs/sass-attention.txt") MUFU.EX2"
exit $status
