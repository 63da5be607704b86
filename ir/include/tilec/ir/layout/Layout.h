#pragma once
// Layouts (TileLang paper §4.1): a mapping f: K^n -> K^m from the logical
// indices of a buffer to memory indices. A layout holds
//   * input extents (one Expr per logical dim, the buffer's shape),
//   * input iter vars (one Var per dim; var k ranges over [0, extent_k)),
//   * forward-index expressions over those vars (one per output dim).
// Layouts are immutable and shared (Layout = shared_ptr<const LayoutNode>, as
// BufferNode::layout holds them); operations build new layouts. Fragments
// (Fragment.h) are layouts whose outputs are (thread, local index).
//
//   Layout sw = makeSwizzledLayout(64, 64, /*elementBits=*/16, /*swizzleBytes=*/128);
//   auto idx = sw->forward({intImm(3), intImm(17)});     // physical (row, col)
//   std::optional<Layout> back = sw->inverse();          // physical -> logical
//   Layout flat = makeRowMajorLayout({intImm(64), intImm(64)});
//   Layout t = flat->compose(makeLayout({64, 64}, [](const std::vector<Var>& v) {
//     return std::vector<Expr>{v[1], v[0]};                // transpose first
//   }));
//
// Errors in the arguments of an operation (mismatched shapes, bad factors)
// throw std::invalid_argument; questions that cannot be decided (inverse of a
// non-bijective layout) return nullopt / false.

#include "tilec/ir/Buffer.h"
#include "tilec/ir/arith/Analyzer.h"

#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::ir {

class FragmentNode;
using Fragment = std::shared_ptr<const FragmentNode>;

class LayoutNode : public std::enable_shared_from_this<LayoutNode> {
public:
  /// Use makeLayout() (fresh vars named i, j, k, ...). `vars[k]` ranges over
  /// [0, extents[k]); `forwardIndex` is simplified with those ranges. Extents
  /// and expressions are int32 index expressions (other integer types are cast).
  LayoutNode(std::vector<Var> vars, std::vector<Expr> extents, std::vector<Expr> forwardIndex);
  virtual ~LayoutNode() = default;
  LayoutNode(const LayoutNode&) = delete;
  LayoutNode& operator=(const LayoutNode&) = delete;

  size_t inputDim() const { return vars_.size(); }
  size_t outputDim() const { return forward_.size(); }
  const std::vector<Expr>& inputShape() const { return extents_; }
  const std::vector<Var>& inputVars() const { return vars_; }
  /// The forward-index expressions over inputVars() (for a Fragment: the local
  /// index expressions).
  const std::vector<Expr>& forwardIndex() const { return forward_; }
  /// Extent of each output dim: max + 1 of its forward expression over the
  /// input domain (constant bounds from arith, else a symbolic upper bound;
  /// null when neither can be found). For a padded layout this is the
  /// footprint, not rows * (cols + pad).
  std::vector<Expr> outputShape() const;
  /// Product of the input extents (simplified).
  Expr inputSize() const;

  /// The forward expressions with the input vars replaced by `indices`
  /// (inputDim() of them), simplified with `analyzer`'s facts when given.
  std::vector<Expr> forward(const std::vector<Expr>& indices, arith::Analyzer* analyzer = nullptr) const;
  /// The forward index of a concrete input point (nullopt when an expression
  /// does not evaluate: symbolic extents, out-of-IR operations).
  std::optional<std::vector<int64_t>> evaluate(const std::vector<int64_t>& indices) const;

  /// this after `inner`: x -> this(inner(x)); inner's outputs must fit this
  /// layout's inputs (same rank, each output extent provably <= the input
  /// extent), else std::invalid_argument. A Fragment on either side gives a
  /// Fragment: Fragment∘Layout re-indexes the fragment's elements through
  /// `inner`; Layout∘Fragment re-maps the fragment's local indices. Two
  /// fragments cannot be composed.
  Layout compose(const Layout& inner) const;

  /// The inverse mapping (over the output shape) when the layout is a
  /// bijection between its input domain and its output box: the forward
  /// expressions must be sums of digits of the input vars (affine terms,
  /// floordiv/floormod by constants, and the XOR patterns of
  /// makeSwizzledLayout); constant extents only. nullopt otherwise. For a
  /// Fragment, the inverse maps (thread, locals..., [rep]) to (indices..., [rep]),
  /// the replicate dim present only when the replicate extent is not 1.
  virtual std::optional<Layout> inverse() const;
  bool isBijective() const { return inverse().has_value(); }

  /// The same element order (row-major flattening) viewed with another input
  /// shape of the same total size (provably), else std::invalid_argument.
  virtual Layout reshape(const std::vector<Expr>& newShape) const;
  /// The same forward expressions over a larger input domain (same rank, each
  /// new extent provably >= the old one, else std::invalid_argument). The
  /// result is injective only when the formulas are (strides that depended on
  /// the old extents are not updated).
  virtual Layout pad(const std::vector<Expr>& newShape) const;

  /// Semantic equality: same kind (layout / fragment), provably equal input
  /// extents, and forward expressions that are provably equal or, for constant
  /// domains of at most 65536 points, equal at every point (a fragment: same
  /// set of (thread, local) slots for every element).
  virtual bool equal(const Layout& other) const;
  /// Alpha-equivalence: same extents and structurally equal (simplified)
  /// expressions once the input vars are matched up positionally.
  virtual bool structurallyEqual(const Layout& other) const;

  /// "Layout([i, j] in [64, 64] -> [i * 64 + j])"
  virtual std::string str() const;
  virtual bool isFragment() const { return false; }

  /// Binds each input var to [0, extent) in `analyzer`.
  void bindInputs(arith::Analyzer& analyzer) const;
  /// Constant input extents, when all are constants.
  std::optional<std::vector<int64_t>> constShape() const;

protected:
  std::vector<Var> vars_;
  std::vector<Expr> extents_;
  std::vector<Expr> forward_;
};

/// The fragment behind `l`, or null when `l` is a plain layout.
Fragment asFragment(const Layout& l);

// ------------------------------------------------------------- factories

using LayoutFn = std::function<std::vector<Expr>(const std::vector<Var>&)>;

/// A layout over `shape` with forward expressions fn(vars).
Layout makeLayout(const std::vector<Expr>& shape, const LayoutFn& fn);
Layout makeLayout(const std::vector<int64_t>& shape, const LayoutFn& fn);
/// makeLayout({64, 64}, fn): constant shapes written inline.
Layout makeLayout(std::initializer_list<int64_t> shape, const LayoutFn& fn);

/// (i0, ..., in) -> (i0, ..., in).
Layout makeIdentityLayout(const std::vector<Expr>& shape);
/// (i0, ..., in) -> (i_perm[0], ..., i_perm[n]): output dim k is input dim perm[k].
Layout makePermutedLayout(const std::vector<Expr>& shape, const std::vector<size_t>& perm);
/// Row-major linearisation: one output, sum_k i_k * prod(shape[k+1:]).
Layout makeRowMajorLayout(const std::vector<Expr>& shape);
/// One output, sum_k i_k * strides[k].
Layout makeStridedLayout(const std::vector<Expr>& shape, const std::vector<Expr>& strides);
/// A rows x cols tile stored as row-major (tileRows x tileCols) tiles, tiles in
/// row-major order: one output. Tile extents must divide rows / cols.
Layout makeTiledLayout(int64_t rows, int64_t cols, int64_t tileRows, int64_t tileCols);
/// Rows with a row stride of cols + padElements: one output i * (cols + pad) + j
/// (output extent: its footprint (rows - 1) * (cols + pad) + cols).
Layout makePaddedLayout(int64_t rows, int64_t cols, int64_t padElements);

/// The XOR swizzle of the 16-byte chunks used by ldmatrix / wgmma / TMA
/// (CUTLASS Swizzle<B, 4, 3>). A row of the rows x cols tile (elements of
/// `elementBits`) is cut into periods of `swizzleBytes` (32, 64 or 128; 0 or
/// 16: no swizzle, the identity layout), each period into N = swizzleBytes/16
/// chunks of 16 bytes. Periods are stored as panels of `rows` rows, so the
/// output is 2-D: (panel * rows + row, chunk' * chunkElems + offset) with shape
/// (rows * cols / periodElems, periodElems), where
///   chunk' = chunk XOR floormod(floordiv(row, 8 / N), N)
/// i.e. the chunk index is XORed with the index of the row's 128-byte line
/// within the 8-line (1024-byte) swizzle atom: for 128 bytes that is row mod 8,
/// for 64 bytes (row / 2) mod 4, for 32 bytes (row / 4) mod 2. Any 8
/// consecutive rows (from a multiple of 8) of one 16-byte column chunk then
/// land in 8 distinct 16-byte bank groups. The XOR is written arithmetically
/// (per bit: floormod(a_k + b_k, 2)), so bounds, evaluation and inverse() see
/// through it. Requires elementBits dividing 128 and cols a multiple of the
/// period (std::invalid_argument otherwise).
/// How the XOR is written: Arithmetic (per bit, floormod(a_k + b_k, 2); the
/// analyses see through it, as fragments need) or Bitwise (one bitwise_xor
/// call: what shared-memory addressing wants, a single instruction).
enum class SwizzleXor { Arithmetic, Bitwise };
Layout makeSwizzledLayout(int64_t rows, int64_t cols, int elementBits, int swizzleBytes,
                          SwizzleXor form = SwizzleXor::Arithmetic);
/// The largest swizzle (128, 64, 32, else 0) whose period divides a row of
/// `cols` elements of `elementBits`.
int pickSwizzleBytes(int64_t cols, int elementBits);

} // namespace tilec::ir
