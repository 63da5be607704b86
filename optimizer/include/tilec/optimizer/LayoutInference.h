#pragma once
// Layout inference (TileLang paper §4.2): decides, for every fragment buffer
// of a kernel, which thread holds each element in which register, and for
// every T.Parallel nest, which thread runs each iteration.
//
// Tile operators constrain layouts at three levels, tried in order:
//   strict  T.gemm imposes its accumulator layout (and, on tensor cores, the
//           swizzled shared layouts of its operands); a fragment touched outside
//           any T.Parallel loop (every thread runs that code) is held whole by
//           every thread;
//   common  a T.Parallel nest takes the layout of a fragment it indexes with
//           exactly its loop variables, and gives its layout to such
//           fragments that have none; a fragment indexed with a subset of
//           the loop variables (row_max[i] in a loop over i, j) gets the
//           loop's layout with the other dimensions projected out: each
//           thread that runs some (i, j) holds a copy of row_max[i]
//           (replication); T.reduce_* gives its destination the source's
//           layout with the reduced dimension projected out;
//   free    what is still open gets the natural partition: the largest
//           undecided loop first, its iterations dealt to the threads in
//           vectors of up to 16 bytes (then the common level runs again).
// The result is checked by evaluation: every thread running a loop
// iteration must hold the fragment elements that iteration touches; where
// it does not, a located error names the buffer and both uses.

#include "tilec/ir/layout/Fragment.h"
#include "tilec/optimizer/Pass.h"

#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace tilec::opt {

struct LayoutMap {
  /// Every fragment buffer allocated in the kernel.
  std::unordered_map<const ir::BufferNode*, ir::Fragment> fragments;
  /// The outermost For of every T.Parallel nest: the layout of its iteration
  /// space (one input dim per nested loop).
  std::unordered_map<const ir::ForNode*, ir::Fragment> loops;
  /// Shared buffers a tile operator wants stored in a layout (the XOR
  /// swizzle of tensor-core T.gemm operands); lower-shared-layouts applies it.
  std::unordered_map<const ir::BufferNode*, ir::Layout> shared;
  /// The T.Parallel nests (outermost For) that copy a fragment into one
  /// whose layout puts elements on other threads: lower-tile-ops moves them
  /// through shared memory.
  std::unordered_set<const ir::ForNode*> conversions;
};

/// Threads per block (the product of the launch's thread extents).
int64_t blockThreads(const ir::PrimFunc& f);

/// Infers the layouts of `f`. Reports problems through ctx.diags and returns
/// nullopt after an error.
std::optional<LayoutMap> inferLayouts(const ir::PrimFunc& f, PassContext& ctx);

} // namespace tilec::opt
