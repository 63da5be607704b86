#pragma once
// What warp-specialize may move around a (non-persistent) warp-specialized
// pipeline: analyses of the statements on the way to the warp_specialize
// region (WarpSpecializePass.cpp applies them).

#include "tilec/ir/Stmt.h"

#include <optional>
#include <vector>

namespace tilec::opt {

/// The region and the statements beside it on the way from the kernel's
/// body: `ahead` in execution order before it, `behind` after it (the
/// innermost level's first, as they run).
struct RegionSurroundings {
  const ir::AttrStmtNode* region = nullptr;
  std::vector<ir::Stmt> ahead, behind;
};

/// Null when the region is not reached through sequences, allocations,
/// lets and attributes alone (a persistent tile loop holds it, which starts
/// the producer at once anyway).
std::optional<RegionSurroundings> regionSurroundings(const ir::Stmt& kernel);

/// Whether the consumer statements ahead of the region may run after the
/// producer has started: they share no shared-memory bytes with the buffers
/// the producer touches (merge-shared-memory may have placed a buffer that
/// is dead by the loop over a stage) and make no stores or atomics the
/// producer's global loads could observe.
bool consumersMayStartLate(const std::vector<ir::Stmt>& ahead, const ir::Stmt& producer, const ir::Stmt& kernel);

/// Whether the barrier that closes the pipeline (the first statement
/// behind the region) can go: nothing after it touches shared memory,
/// synchronizes, or reads a global buffer the kernel writes. Then each
/// consumer warpgroup runs the epilogue as soon as its own loop is done.
bool closingBarrierUnneeded(const std::vector<ir::Stmt>& behind, const ir::Stmt& kernel);

} // namespace tilec::opt
