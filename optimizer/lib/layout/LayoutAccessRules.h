#pragma once
// The rules layout inference applies to the fragment accesses of T.Parallel
// nests (internal to the optimizer): which accesses let a loop take a
// fragment's layout or give it the loop's, the natural partition of the
// free level, and the evaluation helpers of the final check.

#include "TileOpInfo.h"

#include <string>
#include <vector>

namespace tilec::opt {

/// The access is indexed by the loop's own variables in loop order (unit
/// dimensions at 0 allowed) and the buffer has the loop's layout.
bool sameMapping(const FragmentAccess& a, const ir::Fragment& bl, const ParallelOpInfo& p);
/// Every thread that runs an iteration of `p` holds all of `bl`.
bool allHeldEverywhere(const ir::Fragment& bl, const ParallelOpInfo& p);
/// The layout of a buffer indexed by the loop variables in order, some
/// divided by a constant (B_local[i, j // 2]: each element feeds c
/// consecutive iterations): held by every thread that runs one of them
/// (the loop layout with each divided dim split in two and the inner part
/// replicated). Null for any other access.
ir::Fragment dividedAccessLayout(const FragmentAccess& a, const ParallelOpInfo& p);
/// Iterations dealt to the threads in vectors of up to 16 bytes of the
/// memory (global, shared) the loop touches: registers may take wider
/// vectors (8 floats for 8 halves loaded at once), memory accesses are what
/// must be wide. As many threads as there are vectors when there are fewer
/// vectors than threads.
ir::Fragment naturalPartition(const ParallelOpInfo& p, int64_t threads);
/// The loop's extents as expressions.
std::vector<ir::Expr> idxShape(const ParallelOpInfo& p);
/// The loop's range along each indexed dim stays inside the buffer.
bool fitsLoop(const FragmentAccess& a, const ParallelOpInfo& p);
/// The same for a sub-tile at constant offsets: offset + extent within the
/// buffer on every shifted dim.
bool fitsShifted(const FragmentAccess& a, const ParallelOpInfo& p);
/// ... and covers it exactly (so the buffer can take the loop's layout).
bool fitsBuffer(const FragmentAccess& a, const ParallelOpInfo& p);
/// As many elements as the buffer (constant shapes).
bool sameShape(const std::vector<int64_t>& s, const ir::Buffer& b);
/// "[i, j]".
std::string pointStr(const std::vector<int64_t>& p);
/// The first thread of `want` not in the sorted `have` (-1: none).
int64_t firstMissing(const std::vector<int64_t>& want, const std::vector<int64_t>& have);

} // namespace tilec::opt
