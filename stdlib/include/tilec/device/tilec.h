#pragma once
// tilec device library: the one header generated CUDA C includes.
//
//   common.h  element types, integer names under NVRTC, conversions (tl::cvt, tl::bit_cast)
//   arith.h   floor division/modulo, min/max, limits, bit fields
//   vector.h  vector values (tl::vec, CUDA's float4/half2/...), lane-wise ops, strided accesses
//   atomic.h  atomics CUDA lacks (float max/min by compare-and-swap, int64 add, vector add)
//   raster.h  thread-block rasterization (T.use_swizzle)
//   debug.h   T.print
//   async.h   cp.async copies of software pipelines
//   mbarrier.h transaction and named barriers, register reallocation (warp specialization)
//   tma.h     TMA tensor loads (sm_90)
//   mma.h     warp-level tensor-core primitives (ldmatrix, mma.sync)
//   wgmma.h   warpgroup-level tensor-core MMA (sm_90a), matrix descriptors
//   gemm.h    block-level tensor-core GEMM from shared tiles (T.gemm)
//   launch.h  the wait for the grid before (programmatic dependent launch, sm_90)

#include "tilec/device/common.h"
#include "tilec/device/arith.h"
#include "tilec/device/vector.h"
#include "tilec/device/atomic.h"
#include "tilec/device/raster.h"
#include "tilec/device/debug.h"
#include "tilec/device/async.h"
#include "tilec/device/mbarrier.h"
#include "tilec/device/tma.h"
#include "tilec/device/cluster.h"
#include "tilec/device/mma.h"
#include "tilec/device/gemm.h"
#include "tilec/device/launch.h"
