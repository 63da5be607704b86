#pragma once
// tilec device library: thread-block rasterization for L2 reuse
// (T.use_swizzle). A 2-D grid is cut into panels of `Panel` block rows (row
// order) or block columns (column order); the blocks of a panel run column by
// column (row by row), and every other panel runs backwards, so blocks that
// are resident together read the same tiles of both operands. The generated
// kernel calls this once at its top and uses the result in place of
// (blockIdx.x, blockIdx.y). The mapping is a bijection of the grid for every
// grid size (the last panel may be narrower).

#include "tilec/device/common.h"

namespace tl {

/// Panels of `Panel` rows of blocks, walked column-major inside a panel.
template <int Panel> TL_DEVICE uint2 rasterize_row() {
  static_assert(Panel > 0, "the panel size must be positive");
  const unsigned gx = gridDim.x, gy = gridDim.y;
  const unsigned linear = blockIdx.y * gx + blockIdx.x; // launch order
  const unsigned panelBlocks = Panel * gx;
  const unsigned panel = linear / panelBlocks;
  const unsigned offset = linear % panelBlocks;
  const unsigned rows = min(static_cast<unsigned>(Panel), gy - panel * Panel); // rows in this panel
  unsigned col = offset / rows;
  const unsigned row = panel * Panel + offset % rows;
  if (panel & 1u)
    col = gx - 1 - col;
  return make_uint2(col, row);
}

/// Panels of `Panel` columns of blocks, walked row-major inside a panel.
template <int Panel> TL_DEVICE uint2 rasterize_col() {
  static_assert(Panel > 0, "the panel size must be positive");
  const unsigned gx = gridDim.x, gy = gridDim.y;
  const unsigned linear = blockIdx.y * gx + blockIdx.x; // launch order
  const unsigned panelBlocks = Panel * gy;
  const unsigned panel = linear / panelBlocks;
  const unsigned offset = linear % panelBlocks;
  const unsigned cols = min(static_cast<unsigned>(Panel), gx - panel * Panel); // columns in this panel
  unsigned row = offset / cols;
  const unsigned col = panel * Panel + offset % cols;
  if (panel & 1u)
    row = gy - 1 - row;
  return make_uint2(col, row);
}

} // namespace tl
