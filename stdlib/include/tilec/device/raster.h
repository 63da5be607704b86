#pragma once
// tilec device library: thread-block rasterization for L2 reuse
// (T.use_swizzle). A 2-D grid is cut into panels of `Panel` block rows (row
// order) or block columns (column order); the blocks of a panel run column by
// column (row by row), and every other panel runs backwards, so blocks that
// are resident together read the same tiles of both operands. The generated
// kernel calls this once at its top and uses the result in place of
// (blockIdx.x, blockIdx.y). The mapping is a bijection of the grid for every
// grid size (the last panel may be narrower); the formula is in raster_map.h.

#include "tilec/device/common.h"
#include "tilec/device/raster_map.h"

namespace tl {

/// The rasterized position of this block. With clusters of CX x CY blocks
/// the grid of clusters is rasterized and the blocks of a cluster stay
/// together (rank r of a 1 x 2 cluster takes row 2 * Y + r), so that they
/// work on neighbouring tiles.
template <int Panel, bool RowOrder, int CX, int CY> TL_DEVICE uint2 rasterize() {
  static_assert(Panel > 0, "the panel size must be positive");
  static_assert(CX >= 1 && CY >= 1, "cluster extents are positive");
  const raster_xy r =
      rasterize_panels(RowOrder, Panel, blockIdx.x / CX, blockIdx.y / CY, gridDim.x / CX, gridDim.y / CY);
  return make_uint2(r.x * CX + blockIdx.x % CX, r.y * CY + blockIdx.y % CY);
}

/// Panels of `Panel` rows of blocks, walked column-major inside a panel.
template <int Panel, int CX = 1, int CY = 1> TL_DEVICE uint2 rasterize_row() { return rasterize<Panel, true, CX, CY>(); }

/// Panels of `Panel` columns of blocks, walked row-major inside a panel.
template <int Panel, int CX = 1, int CY = 1> TL_DEVICE uint2 rasterize_col() { return rasterize<Panel, false, CX, CY>(); }

/// The linear tile block `block` of `blocks` runs in its round `round` of a
/// persistent grid. Rounds alternate direction (block b takes position b,
/// then blocks - 1 - b): where tiles differ in work, as causal attention's
/// query tiles do, a block that got a long tile in one round gets a short
/// one in the next, where round-robin (b + round * blocks) would hand block
/// b the tiles of one residue only. Each round covers the same tiles
/// either way; a block's tiles only grow, so the first one past the grid
/// ends its loop.
TL_DEVICE unsigned persistent_tile(unsigned round, unsigned block, unsigned blocks) {
  return round * blocks + ((round & 1u) ? blocks - 1u - block : block);
}

/// A persistent kernel's tile: the grid position of linear tile `tile` of
/// a gx x gy x gz grid (x fastest), rasterized in panels as rasterize_row /
/// rasterize_col do when Panel > 0.
template <int Panel, bool RowOrder> TL_DEVICE uint3 tile_position(unsigned tile, unsigned gx, unsigned gy) {
  static_assert(Panel >= 0, "the panel size must not be negative");
  unsigned x = tile % gx, rest = tile / gx, y = rest % gy, z = rest / gy;
  if constexpr (Panel > 0) {
    const raster_xy r = rasterize_panels(RowOrder, Panel, x, y, gx, gy);
    x = r.x;
    y = r.y;
  }
  return make_uint3(x, y, z);
}

/// The same for a persistent kernel with clusters of CX x CY blocks: the
/// 1-D grid's cluster runs logical cluster `clusterTile` of the
/// (gx / CX) x (gy / CY) grid of clusters (gx, gy: whole clusters), and the
/// block of rank `rank` takes position (rank % CX, rank / CX) in it, so a
/// cluster's blocks always work on one cluster's tiles together.
template <int Panel, bool RowOrder, int CX, int CY>
TL_DEVICE uint3 cluster_tile_position(unsigned clusterTile, unsigned gx, unsigned gy, unsigned rank) {
  static_assert(CX >= 1 && CY >= 1, "cluster extents are positive");
  const uint3 c = tile_position<Panel, RowOrder>(clusterTile, gx / CX, gy / CY);
  return make_uint3(c.x * CX + rank % CX, c.y * CY + rank / CX, c.z);
}

} // namespace tl
