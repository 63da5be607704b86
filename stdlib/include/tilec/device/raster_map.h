#pragma once
// tilec device library: the panel rasterization formula of T.use_swizzle as
// plain arithmetic on (block, grid), with no CUDA dependency, so that the
// host-side unit test (tests/unit/codegen/RasterMapTest.cpp) checks the very
// code the kernels run. raster.h wraps it with blockIdx/gridDim.
//
// Row order: the grid is cut into panels of `panel` block rows; inside a
// panel the blocks run column by column, and every other panel runs its
// columns backwards, so blocks resident together read the same tiles of both
// operands. Column order is the transpose. The last panel may hold fewer
// rows (columns) than `panel`: it is walked with its own height, which keeps
// the mapping a bijection of the grid for every grid shape.

#if defined(__CUDACC__) || defined(__CUDACC_RTC__)
#define TL_HOST_DEVICE __host__ __device__ __forceinline__
#else
#define TL_HOST_DEVICE inline
#endif

namespace tl {

struct raster_xy {
  unsigned x, y;
};

/// Block (bx, by) of a gx x gy grid launched in row-major order (bx fastest)
/// runs the tile at the returned (x, y). `panel` > 0.
TL_HOST_DEVICE raster_xy rasterize_panels(bool rowOrder, unsigned panel, unsigned bx, unsigned by, unsigned gx,
                                          unsigned gy) {
  const unsigned linear = by * gx + bx; // launch order
  // `across` is the grid extent a panel spans fully, `along` the one it cuts.
  const unsigned across = rowOrder ? gx : gy, along = rowOrder ? gy : gx;
  if (panel > along)
    panel = along; // one panel; also keeps panel * across within the grid's block count
  const unsigned panelBlocks = panel * across;
  const unsigned p = linear / panelBlocks;
  const unsigned offset = linear % panelBlocks;
  const unsigned rest = along - p * panel;
  const unsigned height = rest < panel ? rest : panel; // the tail panel is shorter
  unsigned a = offset / height;                        // position across the grid
  const unsigned b = p * panel + offset % height;      // position along the grid
  if (p & 1u)
    a = across - 1 - a; // serpentine: the next panel starts where this one ended
  return rowOrder ? raster_xy{a, b} : raster_xy{b, a};
}

} // namespace tl
