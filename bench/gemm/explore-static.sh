#!/usr/bin/env bash
# Times the static-shape GEMM configurations of gemm_static.tile against
# cuBLAS on a few of the paper's shapes (device machine; build-gpu carried).
root=$(cd "$(dirname "$0")/../.." && pwd)
export LD_LIBRARY_PATH=$root/build-gpu/extra-libs:/usr/local/cuda/lib64
args=()
for s in ${SHAPES:-m0 m1 m4 m5}; do
  for c in ${CONFIGS:-b128x128x32_t128_s3 b128x256x32_t256_s3 b128x128x64_t128_s3 b128x128x32_t128_s1 b256x128x32_t256_s4}; do
    args+=(--kernel "f16:$root/bench/gemm/gemm_static.tile:${s}_$c")
  done
done
up() { echo "$1" | tr 'm' 'M'; }
shapes=$(for s in ${SHAPES:-m0 m1 m4 m5}; do up "$s"; done | paste -sd,)
"$root/build-gpu/bench/tilec_gemm" --dtypes f16 --shapes "$shapes" "${args[@]}" "$@"
