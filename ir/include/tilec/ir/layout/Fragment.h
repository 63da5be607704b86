#pragma once
// Fragments (TileLang paper §4.1-4.2): the layout of a block-level register
// tile, f: K^n -> (thread, local index). A fragment holds, over the input
// vars of its logical shape and a replicate var `rep` in [0, replicateExtent):
//   * forwardThread(i..., rep): the thread (relative to the bound thread range)
//     holding element i in its rep-th copy,
//   * forwardIndex() (the Layout outputs): the local (register) index of the
//     element in that thread; it does not depend on rep.
// Several threads hold the same element when the replicate extent is > 1
// (row statistics, a bias broadcast along rows). bindThreadRange() places the
// fragment's threads [0, threadExtent) at [begin, begin + extent) of the block
// (a warp group's slice); absolute thread ids (threadsHolding,
// elementsOfThread, rendering) include that offset.
//
//   // A 16x16 T.Parallel nest over 64 threads, 2-wide vectors:
//   Fragment f = makeParallelFragment({intImm(16), intImm(16)}, 64, 2);
//   f->threadsHolding({3, 5});             // {26}
//   Fragment rowMax = makeReduceDestFragment(f, 1);   // 16 elements, replicated
//   rowMax->threadsHolding({3});           // {24, 25, ..., 31}
//   std::string hover = renderThreadMap(*f, 8, 8);    // ThreadMap.h

#include "tilec/ir/layout/Layout.h"

namespace tilec::ir {

/// One element held by a thread: its logical index and its local index.
struct FragmentSlot {
  std::vector<int64_t> index;
  std::vector<int64_t> local;
  friend bool operator==(const FragmentSlot& a, const FragmentSlot& b) {
    return a.index == b.index && a.local == b.local;
  }
};

class FragmentNode : public LayoutNode {
public:
  /// Use makeFragment() and the factories. `thread` and `locals` are
  /// expressions over `vars` (and `repVar` for the thread); `repExtent` >= 1;
  /// `threadBegin` / `boundExtent` the bound thread range (boundExtent null:
  /// not bound, the range is [threadBegin, threadBegin + threadExtent())).
  FragmentNode(std::vector<Var> vars, std::vector<Expr> extents, std::vector<Expr> locals, Expr thread,
               Var repVar, Expr repExtent, Expr threadBegin = nullptr, Expr boundExtent = nullptr);

  const Expr& forwardThread() const { return thread_; }
  const Var& replicateVar() const { return repVar_; }
  const Expr& replicateExtent() const { return repExtent_; }
  /// The thread expression with the input vars replaced by `indices` and the
  /// replicate var by `rep` (0 when null), simplified.
  Expr forwardThread(const std::vector<Expr>& indices, const Expr& rep = nullptr,
                     arith::Analyzer* analyzer = nullptr) const;
  /// Number of threads the fragment spans: max + 1 of forwardThread (null when
  /// not bounded).
  Expr threadExtent() const;
  /// First thread of the bound range (0 unless bindThreadRange was used).
  const Expr& threadBegin() const { return threadBegin_; }
  /// The bound range's extent, or threadExtent() when not bound.
  Expr threadRangeExtent() const;
  bool isThreadRangeBound() const { return boundExtent_ != nullptr; }
  /// Registers per thread: the product of the local shape (outputShape()).
  Expr localsPerThread() const;

  /// Tile the fragment `factor` times along `dim` (its extent grows by that
  /// factor; element x of copy b = floordiv(x, extent) sits where element
  /// x mod extent sits in the original, plus:) onThread: on threadExtent * b
  /// more threads; else: in more registers of the same threads (the first
  /// local dim grows by its extent * b). A bound thread range keeps its start;
  /// repeating on threads drops its extent (the fragment spans more threads).
  Fragment repeat(size_t dim, int64_t factor, bool onThread) const;
  Fragment repeatOnThread(size_t dim, int64_t factor) const { return repeat(dim, factor, true); }
  /// n copies of the fragment on n times as many threads (thread + threadExtent
  /// * copy), replicate extent multiplied by n. n >= 1. Keeps the start of a
  /// bound thread range, drops its extent.
  Fragment replicate(int64_t n) const;
  /// Drops replicate digits that do not change the thread (copies that would
  /// sit in the same slot) and compacts each local index to a dense range
  /// (removes gaps in its digits). Best effort: what cannot be analysed
  /// (symbolic extents) is kept as it is. Same ownership as before.
  Fragment condense() const;
  /// The fragment placed on threads [begin, begin + extent) of the block;
  /// extent must be >= threadExtent() when both are constants.
  Fragment bindThreadRange(const Expr& begin, const Expr& extent) const;
  Fragment bindThreadRange(int64_t begin, int64_t extent) const;

  /// By evaluation (constant shapes; false otherwise): every element is held
  /// by at least one thread of the bound range, every local index is within
  /// the local shape, and no (thread, local) slot holds two different elements.
  bool isCompleteCover() const;
  /// Absolute ids of the threads holding `element` (sorted, unique; every
  /// replicate value). Empty when it cannot be evaluated.
  std::vector<int64_t> threadsHolding(const std::vector<int64_t>& element) const;
  /// The local index of `element` (nullopt when it cannot be evaluated).
  std::optional<std::vector<int64_t>> localOf(const std::vector<int64_t>& element) const;
  /// The elements held by absolute thread `t`, sorted by local index (then by
  /// logical index). Empty for symbolic shapes.
  std::vector<FragmentSlot> elementsOfThread(int64_t t) const;

  /// (thread relative to threadBegin(), locals...) -> (indices..., [rep]); see
  /// LayoutNode::inverse.
  std::optional<Layout> inverse() const override;
  /// reshape / pad / compose on a fragment give fragments (asFragment()).
  Layout reshape(const std::vector<Expr>& newShape) const override;
  Layout pad(const std::vector<Expr>& newShape) const override;
  bool equal(const Layout& other) const override;
  bool structurallyEqual(const Layout& other) const override;
  /// "Fragment([i, j] in [4, 4] -> thread: i * 2 + T.floordiv(j, 2), local: [T.floormod(j, 2)];
  ///  threads: 8, locals: [2])" (one line), with ", replicate: rep in 2" and
  ///  ", thread range: [128, 256)" when they apply.
  std::string str() const override;
  bool isFragment() const override { return true; }

  /// Binds the input vars and the replicate var in `analyzer`.
  void bindAll(arith::Analyzer& analyzer) const;
  std::optional<int64_t> constReplicateExtent() const;

private:
  Fragment self() const { return std::static_pointer_cast<const FragmentNode>(shared_from_this()); }
  Fragment withExprs(std::vector<Var> vars, std::vector<Expr> extents, std::vector<Expr> locals, Expr thread,
                     Var rep, Expr repExtent) const;

  Expr thread_;
  Var repVar_;
  Expr repExtent_;
  Expr threadBegin_;
  Expr boundExtent_;
};

// ------------------------------------------------------------- factories

/// The thread and local-index expressions of a fragment under construction.
struct FragmentExprs {
  Expr thread;
  std::vector<Expr> locals;
};
using FragmentFn = std::function<FragmentExprs(const std::vector<Var>& idx, const Var& rep)>;
using ThreadFn = std::function<Expr(const std::vector<Var>& idx, const Var& rep)>;

/// A fragment over `shape` with (thread, locals) = fn(vars, rep), rep in
/// [0, replicateExtent).
Fragment makeFragment(const std::vector<Expr>& shape, const FragmentFn& fn, Expr replicateExtent = nullptr);
Fragment makeFragment(const std::vector<int64_t>& shape, const FragmentFn& fn, int64_t replicateExtent = 1);
Fragment makeFragment(std::initializer_list<int64_t> shape, const FragmentFn& fn, int64_t replicateExtent = 1);
/// A fragment from its thread expression alone: the local index enumerates,
/// densely and in row-major order, the digits of the input vars the thread
/// does not use (falls back to the row-major flat index when the thread
/// expression cannot be analysed).
Fragment makeFragmentFromThread(const std::vector<Expr>& shape, const ThreadFn& fn, Expr replicateExtent = nullptr);

/// The natural fragment of a T.Parallel nest of `extents` over `numThreads`
/// threads with vectors of `vectorSize`: the row-major flat index is cut into
/// chunks of vectorSize consecutive elements, dealt round-robin to the
/// threads; thread t holds chunks t, t + N, t + 2N, ... in consecutive
/// registers. vectorSize must divide the total size.
Fragment makeParallelFragment(const std::vector<Expr>& extents, int64_t numThreads, int64_t vectorSize = 1);
/// Every one of `numThreads` threads holds every element (local index: the
/// row-major flat index): replicate extent numThreads, thread = rep.
Fragment makeFullyReplicatedFragment(const std::vector<Expr>& extents, int64_t numThreads);
/// The fragment of a reduction's destination: `src` with dim `dim` removed
/// (a 1-D source gives a 1-element destination). The threads that held parts
/// of one destination element's row now each hold a copy of it (the replicate
/// extent counts them); copies that would land on the same thread are merged
/// (condense()). The thread range binding is kept.
Fragment makeReduceDestFragment(const Fragment& src, size_t dim);

} // namespace tilec::ir
