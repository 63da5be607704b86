#pragma once
// Shared state of lower-tile-ops (internal to the optimizer): the thread
// index, the layouts layout inference decided, and the per-thread register
// arrays that replace fragments. Each tile operator's lowering lives in its
// own file (LowerParallel.cpp, LowerReduce.cpp, LowerGemm.cpp,
// LowerCumSum.cpp, LowerPrint.cpp).

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/layout/Fragment.h"
#include "tilec/optimizer/LayoutInference.h"

#include <functional>
#include <unordered_map>

namespace tilec::opt {

struct ParallelOpInfo;

class Lowering {
public:
  Lowering(const ir::PrimFunc& f, LayoutMap layouts, PassContext& ctx);

  const ir::Var& tx() const { return tx_; }
  int64_t threads() const { return threads_; }
  PassContext& ctx() { return ctx_; }
  const LayoutMap& layouts() const { return layouts_; }
  const ir::Fragment& layoutOf(const ir::Buffer& fragment) const;

  /// The register array that replaces a fragment (scope "local", one dim:
  /// the fragment's registers per thread).
  ir::Buffer localBuffer(const ir::Buffer& fragment);
  /// A shared buffer, carrying the layout layout inference chose for it
  /// (LayoutMap::shared; lower-shared-layouts stores it so), or itself. A
  /// lowering that names a shared tile itself (not through the fragment
  /// rewriting) goes through this: the allocation is the copy that carries
  /// the layout (a bank-conflict swizzle).
  ir::Buffer sharedBuffer(const ir::Buffer& b);
  /// The register (flattened local index) of element `idx` of a fragment.
  ir::Expr localIndex(const ir::Buffer& fragment, const std::vector<ir::Expr>& idx) const;

  /// For each register slot l of the calling thread under layout `f`:
  /// body(indices held in slot l, l). Threads outside f's thread range skip
  /// it. Null when f has no inverse (the caller reports it). With vec > 1
  /// (dividing the slot count) the slots run as an unrolled loop over
  /// groups of vec and an inner `vectorized` loop over each group. With
  /// `unroll` false the slot loop stays serial.
  using SlotBody = std::function<ir::Stmt(const std::vector<ir::Expr>& indices, const ir::Expr& slot)>;
  ir::Stmt forEachSlot(const ir::Fragment& f, const SlotBody& body, const std::string& varName = "l",
                       int64_t vec = 1, bool unroll = true);
  /// The largest vec (a power of two, at most maxVec, dividing the slot
  /// count) for which slots c * vec + v hold elements that differ only in
  /// their last index, by v: runs of contiguous elements.
  int64_t contiguousRun(const ir::Fragment& f, int64_t maxVec);

  /// Slot loops over more registers than this stay serial loops (code size).
  static constexpr int64_t kMaxUnroll = 256;

  /// `s` run by threads [first, first + count) only (unchanged when that is
  /// the whole block).
  ir::Stmt onThreads(int64_t first, int64_t count, ir::Stmt s) const;

  void error(SourceRange loc, const std::string& msg);
  bool failed() const { return failed_; }

private:
  ir::Var tx_;
  int64_t threads_;
  LayoutMap layouts_;
  PassContext& ctx_;
  std::unordered_map<const ir::BufferNode*, ir::Buffer> locals_;
  std::unordered_map<const ir::BufferNode*, ir::Buffer> shared_;
  bool failed_ = false;
};

/// The lowering of each tile operator; `lowerBody` lowers the statements
/// nested in a T.Parallel body (fragment accesses inside them).
/// `uniform`: no condition or while loop encloses the nest (within the
/// kernel), so every thread of a warp reaches it (warp-wide instructions).
ir::Stmt lowerParallel(Lowering& L, const ir::ForNode& root, const ir::Fragment& layout,
                       const std::function<ir::Stmt(const ir::Stmt&)>& lowerBody, bool uniform);
/// The same nest as stmatrix instructions when it copies a tensor-core
/// accumulator into a 16-bit shared tile (LowerStMatrix.cpp); null when it
/// does not qualify (also when it is not `uniform`: stmatrix is warp-wide,
/// and its lanes write rows other lanes address). `body` lowers the nest's
/// body at (indices, slot).
ir::Stmt lowerParallelAsStMatrix(Lowering& L, const ir::ForNode& root, const ir::Fragment& layout,
                                 const Lowering::SlotBody& body, bool uniform);
/// A T.Parallel nest in LayoutMap::conversions (a copy between fragments
/// whose layouts differ in threads), through a shared tile
/// (LowerFragmentCopy.cpp). `uniform` as for lowerParallel: the exchange
/// needs a barrier, so it is an error under a condition.
ir::Stmt lowerFragmentCopy(Lowering& L, const ir::ForNode& root, bool uniform);
ir::Stmt lowerReduce(Lowering& L, const ir::ReduceNode& r);
/// Whether `next`, the statement right after `g`, continues g's
/// accumulation on the same warpgroups with wgmmas of the same shape, so
/// `g` may stay in flight while `next` is issued.
bool chainsInto(Lowering& L, const ir::GemmNode& g, const ir::GemmNode& next);
ir::Stmt lowerGemm(Lowering& L, const ir::GemmNode& g);
/// GEMMs each of which chainsInto the next, lowered as one unit: one proxy
/// fence before all of them (when any needs one), then the calls under one
/// thread guard, each but the last leaving its wgmmas in flight.
ir::Stmt lowerGemmChain(Lowering& L, const std::vector<const ir::GemmNode*>& chain);
ir::Stmt lowerCumSum(Lowering& L, const ir::CumSumNode& c);
/// T.print of a buffer (AttrStmt "print_buffer"); `uniform` when every
/// thread of the block reaches it (no enclosing `if` or `while`), so a
/// barrier may precede the read of shared or global memory.
ir::Stmt lowerPrint(Lowering& L, const ir::AttrStmtNode& n, bool uniform);

/// The identity element and combiner of a reduction on `t`.
ir::Expr reduceInit(ir::ReduceKind k, ir::DataType t);
ir::Expr reduceCombine(ir::ReduceKind k, ir::Expr acc, ir::Expr v);

} // namespace tilec::opt
