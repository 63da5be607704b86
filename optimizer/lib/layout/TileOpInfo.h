#pragma once
// The tile operators of a kernel as layout inference and lower-tile-ops see
// them (internal to the optimizer): T.Parallel nests with the fragment
// accesses in their bodies, reductions, GEMMs, and the fragments used
// outside any T.Parallel loop.

#include "tilec/ir/layout/Fragment.h"
#include "tilec/optimizer/Pass.h"

#include <functional>
#include <optional>
#include <vector>

namespace tilec::opt {

struct FragmentAccess {
  ir::Buffer buffer;
  std::vector<ir::Expr> indices;
  SourceRange loc;
  /// For each index: the loop dim whose variable it is, kUnitDim for a
  /// constant 0 on a dimension of extent 1, or -1 (anything else).
  std::vector<int> loopDimOfIndex;
  static constexpr int kUnitDim = -2;
  size_t loopDims = 0;
  /// Loop dims of extent > 1 (a loop of one iteration may have been
  /// simplified away from the indices).
  size_t wideLoopDims = 0;
  bool isStore = false;
  /// For each index of the form floordiv(loop variable, c) (c > 1: several
  /// iterations read one element, e.g. two 4-bit weights per byte): that
  /// loop dim and c; {-1, 1} otherwise.
  std::vector<std::pair<int, int64_t>> dividedDimOfIndex = {};
  /// For each index of the form loop variable + c (c != 0: a tile at an
  /// offset, C_local[i, j + 128]): that loop dim and c; {-1, 0} otherwise.
  std::vector<std::pair<int, int64_t>> shiftedDimOfIndex = {};

  /// Every index is a loop variable, some shifted by a constant, each loop
  /// dim of extent > 1 used once (the loop runs over a sub-tile of the
  /// buffer).
  bool isShiftedFull() const;

  /// Every index is a distinct loop variable (or 0 on a unit dimension).
  bool isBareVars() const;
  /// ... and every loop variable is used.
  bool isFull() const;
  /// The loop dims the indices use, in index order.
  std::vector<int> usedLoopDims() const;
  /// A proper subset of the loop variables, in loop order.
  bool isAscendingSubset() const;
};

struct ParallelOpInfo {
  const ir::ForNode* root = nullptr;
  std::vector<ir::Var> vars;     // outermost first
  std::vector<int64_t> extents;  // constant extents
  int64_t points = 1;            // product of the extents
  ir::Stmt body;                 // inside the innermost parallel loop
  std::vector<FragmentAccess> accesses;
  int maxElementBytes = 1;       // widest element the body loads or stores
  int maxMemoryElementBytes = 0; // the same over global and shared buffers (0: none)
  SourceRange loc;
  ir::Fragment layout;           // decided by layout inference
};

/// A T.Parallel nest whose body only copies one fragment into another of
/// the same shape, element by element (`dst[i, j] = src[i, j]`, a cast
/// allowed): what T.copy between fragments becomes. Layout inference lets
/// the two keep different layouts; the copy then moves elements between
/// threads through shared memory.
struct FragmentCopy {
  ir::Buffer src, dst;
  ir::DataType valueType; // the stored value's type (src's, or a cast's)
};
std::optional<FragmentCopy> asFragmentCopy(const ir::ForNode& root);

struct ReduceOpInfo {
  const ir::ReduceNode* node = nullptr;
};

struct GemmOpInfo {
  const ir::GemmNode* node = nullptr;
};

struct TileOps {
  std::vector<ir::Buffer> fragments; // allocation order
  std::vector<ParallelOpInfo> parallels;
  std::vector<ReduceOpInfo> reduces;
  std::vector<GemmOpInfo> gemms;
  std::vector<std::pair<ir::Buffer, SourceRange>> uniformUses;
  /// Shared buffers TMA stores read (lower-tma-stores): they take the
  /// 128-byte swizzle in 128-byte panels, the layout of the tensor map.
  std::vector<std::pair<ir::Buffer, SourceRange>> tmaStoreSources;
};

/// Collects the tile operators of `f`; reports what lowering cannot handle
/// (located) and returns nullopt then.
std::optional<TileOps> collectTileOps(const ir::PrimFunc& f, PassContext& ctx);



/// Calls f for each point of the box (row-major) until it returns false.
void forEachPoint(const std::vector<int64_t>& shape, const std::function<bool(const std::vector<int64_t>&)>& f);

} // namespace tilec::opt
