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

int64_t widestWgmma(const PrimFuncNode& f) {
  int64_t threads = minBlocksPerSM(f);
  for (int64_t t : f.threads)
    threads *= std::max<int64_t>(t, 1);
  const int64_t entry = std::min<int64_t>(65536 / std::max<int64_t>(threads, 1), 255) / 8 * 8;
  constexpr int64_t kOperands = 32; // descriptors, addresses, the scale flag
  for (int64_t n : {256, 128})
    if (n / 2 + kOperands <= entry)
      return n;
  return 64;
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
