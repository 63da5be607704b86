#!/usr/bin/env bash
# Nsight Compute counters of one tilec GEMM configuration and of cuBLASLt on
# one shape, for finding what limits the tilec kernel (tensor pipe busy, L2
# or DRAM bound, stalls). Runs on the device machine from a carried build
# tree (scripts/gpu-prepare); never in CI. Clocks are left as found
# (--clock-control none).
#
#   bench/gemm/profile.sh BUILD_DIR [SHAPE] [EXPORT]
#
# Writes ncu's report as text to $OUT (or BUILD_DIR/gpu-check)/ncu-gemm.txt
# and prints the headline metrics of each profiled kernel.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:?usage: profile.sh BUILD_DIR [SHAPE] [EXPORT]}" && pwd)
shape=${2:-M1}
export_name=${3:-gemm_f16_b128x256x64_t256_s3_cs_p16}
logs=${OUT:-$build/gpu-check}
mkdir -p "$logs"
export LD_LIBRARY_PATH="$build/extra-libs:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
ncu=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
[ -n "${TILEC_XZ_DONE:-}" ] || true
# The tilec export's first launches (its check and a timed one), then one
# cuBLASLt launch after the heuristic's warm-ups (cuBLAS's kernels are named
# nvjet_* / *xmma* / cutlass* on CUDA 13).
sections="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis \
  --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats"
bench=("$build/bench/tilec_gemm" --shapes "$shape" --dtypes f16 --iters 3 --warmup 1 --no-tune
       --kernel "f16:$root/bench/gemm/gemm_configs.tile:$export_name")
{
  "$ncu" --clock-control none --kernel-name regex:'^gemm_' --launch-count 2 $sections "${bench[@]}"
  "$ncu" --clock-control none --kernel-name regex:'nvjet|xmma|cutlass' --launch-skip 4 --launch-count 1 $sections "${bench[@]}"
} >"$logs/ncu-gemm.txt" 2>&1
status=$?
grep -E '^  [A-Za-z_0-9]+.*\(|SM Frequency|Duration|Compute \(SM\) Throughput|Memory Throughput|L2 Cache Throughput|DRAM Throughput|L1/TEX Cache Throughput|Registers Per Thread|Achieved Occupancy|Grid Size|Block Size|Issue Slots Busy|Executed Ipc Active|Warp Cycles Per Issued|No Eligible|One or More Eligible' \
  "$logs/ncu-gemm.txt" | cut -c1-140 | tail -150
exit $status
