#pragma once
// Per-target facts from Targets.def.

#include <optional>
#include <string_view>
#include <vector>

namespace tilec {

enum class TargetKind {
#define TILEC_TARGET(E, name, sm, smem, cpasync, tma, wgmma, maxnreg, fp8) E,
#include "tilec/basic/Targets.def"
};

struct TargetInfo {
  TargetKind kind;
  std::string_view name;
  int sm; // 0 for the host
  int maxSharedBytesPerBlock;
  bool hasCpAsync, hasTma, hasWgmma, hasSetMaxNReg, hasFp8Mma;
  bool isGpu() const { return sm != 0; }
};

const TargetInfo& targetInfo(TargetKind k);
std::optional<TargetKind> parseTarget(std::string_view name);
std::vector<std::string_view> allTargetNames();

} // namespace tilec
