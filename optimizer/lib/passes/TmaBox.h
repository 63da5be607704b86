#pragma once
// Where a whole 2-D shared tile (R x C) meets a tensor parameter as TMA
// boxes, one per 128-byte panel: shared by the loads of warp-specialized
// pipelines (WarpSpecializedPipeline.cpp) and the epilogue stores
// (LowerTmaStoresPass.cpp), which give the kernel's "tma_descriptors" the
// same entries for the same tensor and box.

#include "tilec/ir/Function.h"
#include "tilec/ir/Ops.h"

#include <algorithm>
#include <optional>

namespace tilec::opt {

/// A copy between a whole 2-D shared tile and a region of a tensor
/// parameter as TMA boxes: the tile is R x C (constants; R a multiple of 8
/// up to 256, C whole panels of 128 bytes) of the region's element type;
/// the region spans its C columns along the tensor's innermost dim, its R
/// rows along one other dim (rowDim), and one index of every other.
struct TmaBox {
  int64_t param = -1, rowDim = -1, rows = 0, cols = 0, panel = 0;
  int rank = 2; // the tensor's: coordinates per box
  /// Its tensor map's "tma_descriptors" entry, with the 128-byte swizzle.
  std::vector<int64_t> key() const { return {param, panel, rows, 128, rowDim}; }
};

inline std::optional<TmaBox> tmaBox(const ir::BufferRegion& region, const ir::BufferRegion& tile,
                                    const std::vector<ir::Param>& params) {
  const ir::Buffer& t = tile.buffer;
  const size_t rank = region.buffer->shape.size();
  const int bits = t->dtype.bits();
  if (rank < 2 || rank > 5 || region.region.size() != rank || !region.buffer->strides.empty() ||
      t->shape.size() != 2 || tile.region.size() != 2 || t->dtype != region.buffer->dtype || t->dtype.lanes() != 1 ||
      bits <= 0 || 1024 % bits != 0)
    return std::nullopt;
  auto R = ir::asConstInt(t->shape[0]), C = ir::asConstInt(t->shape[1]);
  TmaBox box;
  box.panel = 1024 / bits;
  if (!R || !C || *R % 8 != 0 || *R > 256 || *C % box.panel != 0)
    return std::nullopt;
  box.rows = *R;
  box.cols = *C;
  box.rank = int(rank);
  for (size_t d = 0; d < 2; ++d) {
    auto mn = ir::asConstInt(tile.region[d].min), ext = ir::asConstInt(tile.region[d].extent);
    if (!mn || *mn != 0 || !ext || *ext != (d == 0 ? *R : *C))
      return std::nullopt;
  }
  auto eC = ir::asConstInt(region.region[rank - 1].extent);
  if (!eC || *eC != *C)
    return std::nullopt;
  for (size_t d = 0; d + 1 < rank; ++d) {
    auto e = ir::asConstInt(region.region[d].extent);
    if (!e)
      return std::nullopt;
    if (*e == 1) // a single index (R >= 8: never the row dim)
      continue;
    if (box.rowDim >= 0 || *e != *R)
      return std::nullopt;
    box.rowDim = int64_t(d);
  }
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i].buffer == region.buffer)
      box.param = int64_t(i);
  if (box.rowDim < 0 || box.param < 0)
    return std::nullopt;
  return box;
}

/// The index of the tensor map {param, box inner, box rows, swizzle, row
/// dim} in `descriptors`, appended when new.
inline int64_t tmaDescriptor(std::vector<std::vector<int64_t>>& descriptors, const std::vector<int64_t>& key) {
  auto it = std::find(descriptors.begin(), descriptors.end(), key);
  if (it == descriptors.end())
    it = descriptors.insert(descriptors.end(), key);
  return int64_t(it - descriptors.begin());
}

} // namespace tilec::opt
