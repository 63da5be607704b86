#pragma once
// What warp-specialize may move around a (non-persistent) warp-specialized
// pipeline: analyses of the statements on the way to the warp_specialize
// region (WarpSpecializePass.cpp applies them).

#include "tilec/ir/Stmt.h"

#include <optional>
#include <set>
#include <vector>

namespace tilec::opt {

/// The region and the statements beside it on the way from the kernel's
/// body: `ahead` in execution order before it, `behind` after it (the
/// innermost level's first, as they run).
struct RegionSurroundings {
  const ir::AttrStmtNode* region = nullptr;
  std::vector<ir::Stmt> ahead, behind;
  /// A let or allocation between statements ahead and the region reads
  /// shared memory or registers (the statements may write them).
  bool bindingsReadAhead = false;
  struct Binding {
    SourceRange loc;
    std::set<const ir::BufferNode*> reads;
  };
  std::vector<Binding> aheadBindings; // those bindings and what they read
};

/// The buffers other than global ones an expression reads: registers and
/// shared memory, which the producer warpgroup does not share with the
/// block's own threads.
std::set<const ir::BufferNode*> onChipReads(const ir::Expr& e);

/// Whether a call is an atomic (a statement's `T.atomic_*`, or an
/// expression's with return_prev): a side effect on memory.
inline bool isAtomicCall(const ir::CallNode& n) { return n.op.find("atomic") != std::string::npos; }

/// How many warp_specialize regions `s` holds.
int countWarpSpecializeRegions(const ir::Stmt& s);

/// Null when the region is not reached through sequences, allocations,
/// lets and attributes alone (a persistent tile loop holds it, which starts
/// the producer at once anyway).
std::optional<RegionSurroundings> regionSurroundings(const ir::Stmt& kernel);

/// Whether the consumer statements ahead of the region may run after the
/// producer has started (and after the bindings on the way to the region):
/// they share no shared-memory bytes with the buffers the producer touches
/// (merge-shared-memory may have placed a buffer that is dead by the loop
/// over a stage), make no stores or atomics the producer's global loads
/// could observe, and no binding they would then follow reads on-chip
/// memory.
bool consumersMayStartLate(const RegionSurroundings& around, const ir::Stmt& producer, const ir::Stmt& kernel);

/// A binding on the way to the region (a let every thread evaluates, the
/// producer's too) that reads what the consumer-only statements ahead of it
/// write: the producer would read registers or shared memory no one wrote
/// for it. Its location, to report.
std::optional<SourceRange> bindingOfConsumerValue(const RegionSurroundings& around);

/// Registers per thread a warp-specialized block of `threads` (its producer
/// warpgroup included) starts with when `blocksPerSM` blocks share a
/// multiprocessor (ptxas's budget for it).
int64_t launchedRegisters(int64_t threads, int64_t blocksPerSM);

/// Whether warp-specialize hands the producer's registers to the consumers
/// (setmaxnreg) in such a block. The block then relies on exactly
/// `blocksPerSM` blocks per multiprocessor: more would find no registers
/// for the consumers to take.
bool movesRegisters(int64_t threads, int64_t blocksPerSM);

/// Whether the barrier that closes the pipeline (the first statement
/// behind the region) can go: nothing after it touches shared memory the
/// region touches (or bytes shared with it), synchronizes where the loop
/// also does, has atomics (nor the kernel), reads a global buffer the
/// kernel writes or writes one it reads or the loop writes. Then each
/// consumer warpgroup runs the epilogue as soon as its own loop is done
/// (attention's: the first warpgroup's while the second finishes its last
/// tile).
bool closingBarrierUnneeded(const std::vector<ir::Stmt>& behind, const ir::Stmt& region, const ir::Stmt& kernel);

} // namespace tilec::opt
