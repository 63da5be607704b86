// Facts read off a kernel's attributes.

#include "tilec/ir/Function.h"

#include <algorithm>

namespace tilec::ir {

std::array<int64_t, 3> clusterDims(const PrimFuncNode& f) {
  std::array<int64_t, 3> out{1, 1, 1};
  auto it = f.attrs.find("cluster_dims");
  if (it == f.attrs.end())
    return out;
  if (auto* v = std::get_if<std::vector<int64_t>>(&it->second))
    for (size_t i = 0; i < v->size() && i < 3; ++i)
      out[i] = std::max<int64_t>((*v)[i], 1);
  return out;
}

int64_t minBlocksPerSM(const PrimFuncNode& f) {
  auto it = f.attrs.find("min_blocks_per_sm");
  if (it == f.attrs.end())
    return 1;
  if (auto* v = std::get_if<int64_t>(&it->second))
    return std::max<int64_t>(*v, 1);
  return 1;
}

} // namespace tilec::ir
