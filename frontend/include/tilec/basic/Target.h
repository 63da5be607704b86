#pragma once
// Per-target facts from Targets.def.

#include <optional>
#include <string_view>
#include <vector>

namespace tilec {

enum class TargetKind {
#define TILEC_TARGET(E, name, sm, binds, smem, smemSM, threadsSM, cpasync, tma, wgmma, maxnreg, fp8, atomH2, atomBf2, atomF4, clusters, stmatrix, griddep) E,
#include "tilec/basic/Targets.def"
};

struct TargetInfo {
  TargetKind kind;
  std::string_view name;
  int sm; // 0 for the host
  /// The pipeline binds work to the block's threads (GPUs); false: it stays
  /// at the tile level and each block runs on one CPU thread (the host).
  bool bindsThreads;
  int maxSharedBytesPerBlock;
  /// Shared memory of a multiprocessor; every resident block also takes
  /// 1 KB of it for the system (what min_blocks_per_sm is checked against).
  int sharedBytesPerSM;
  /// Resident threads of a multiprocessor (occupancy).
  int threadsPerSM;
  bool hasCpAsync, hasTma, hasWgmma, hasSetMaxNReg, hasFp8Mma;
  // Native vector atomic adds (one instruction): half2, bfloat162, and
  // float2/float4 (the latter on global memory only).
  bool hasAtomicAddHalf2, hasAtomicAddBFloat162, hasAtomicAddFloat4;
  bool hasClusters; // thread-block clusters, distributed shared memory, TMA multicast
  bool hasStMatrix; // stmatrix: a warp stores four 8x8 16-bit matrices to shared memory
  /// griddepcontrol.wait: kernels start by waiting for the grid before them,
  /// so the runtime may launch them as programmatic dependents (runtime/README.md).
  bool hasGridDependencyControl;
  bool isGpu() const { return sm != 0; }
};

const TargetInfo& targetInfo(TargetKind k);
std::optional<TargetKind> parseTarget(std::string_view name);
std::vector<std::string_view> allTargetNames();

} // namespace tilec
