#include "tilec/basic/Target.h"

namespace tilec {

namespace {
const TargetInfo kTargets[] = {
#define TILEC_TARGET(E, name, sm, binds, smem, smemSM, threadsSM, cpasync, tma, wgmma, maxnreg, fp8, atomH2, atomBf2, atomF4, clusters, stmatrix, griddep) \
  {TargetKind::E, name, sm, binds, smem, smemSM, threadsSM, cpasync, tma, wgmma, maxnreg, fp8, atomH2, atomBf2, atomF4, clusters, stmatrix, griddep},
#include "tilec/basic/Targets.def"
};
} // namespace

const TargetInfo& targetInfo(TargetKind k) { return kTargets[static_cast<int>(k)]; }

std::optional<TargetKind> parseTarget(std::string_view name) {
  for (const auto& t : kTargets)
    if (t.name == name)
      return t.kind;
  return std::nullopt;
}

std::vector<std::string_view> allTargetNames() {
  std::vector<std::string_view> v;
  for (const auto& t : kTargets)
    v.push_back(t.name);
  return v;
}

} // namespace tilec
