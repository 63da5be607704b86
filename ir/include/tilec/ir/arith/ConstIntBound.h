#pragma once
// Constant integer bounds: for an integer expression, an inclusive range
// [min, max] that contains every value it can take, given ranges of the
// variables. kNegInf / kPosInf stand for unbounded ends.
//
// Signed integer arithmetic is assumed not to overflow (as the simplifier
// and C do), so results are intersected with the dtype's range; unsigned
// arithmetic wraps, so a result that may leave the dtype's range becomes the
// whole range. Division by zero is assumed not to happen.

#include "tilec/ir/Expr.h"
#include "tilec/ir/arith/IntMath.h"

#include <string>
#include <unordered_map>

namespace tilec::ir::arith {

struct ConstIntBound {
  int64_t min = kNegInf; // kNegInf: unbounded below
  int64_t max = kPosInf; // kPosInf: unbounded above

  static ConstIntBound everything() { return {}; }
  static ConstIntBound point(int64_t v) { return {v, v}; }
  /// The range of all values of integer type `t` ([0,1] for bool; everything
  /// for non-integer types).
  static ConstIntBound ofType(DataType t);

  bool isPoint() const { return min == max && min != kNegInf && max != kPosInf; }
  bool isEverything() const { return min == kNegInf && max == kPosInf; }
  bool hasLower() const { return min != kNegInf; }
  bool hasUpper() const { return max != kPosInf; }
  bool contains(int64_t v) const { return min <= v && v <= max; }
  /// "[0, 127]", "[-inf, 5]".
  std::string str() const;
  friend bool operator==(const ConstIntBound& a, const ConstIntBound& b) { return a.min == b.min && a.max == b.max; }
  friend bool operator!=(const ConstIntBound& a, const ConstIntBound& b) { return !(a == b); }
};

/// Interval arithmetic on bounds (infinity-aware, saturating on overflow).
ConstIntBound boundAdd(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundSub(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundMul(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundNeg(const ConstIntBound& a);
ConstIntBound boundFloorDiv(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundFloorMod(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundTruncDiv(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundTruncMod(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundMin(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundMax(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundUnion(const ConstIntBound& a, const ConstIntBound& b);
ConstIntBound boundIntersect(const ConstIntBound& a, const ConstIntBound& b);
/// A bound of type `t`'s arithmetic restricted to what `t` can hold (see the
/// file comment on signed vs unsigned).
ConstIntBound boundForType(const ConstIntBound& b, DataType t);

/// Computes bounds of expressions from bounds of variables.
class ConstIntBoundAnalyzer {
public:
  /// The bound of `e` (of a vector: of every lane). Non-integer expressions
  /// get everything.
  ConstIntBound operator()(const Expr& e);

  /// Records `v`'s range (replacing what was known), intersected with the
  /// range of its dtype (empty when they do not meet: unreachable code).
  void bind(const Var& v, ConstIntBound b);
  void unbind(const VarNode* v);
  /// What is known of `v`; nullptr when nothing was bound.
  const ConstIntBound* lookup(const VarNode* v) const;

private:
  struct Entry {
    Var var; // keeps the key alive
    ConstIntBound bound;
  };
  ConstIntBound visit(const Expr& e);
  std::unordered_map<const VarNode*, Entry> vars_;
};

} // namespace tilec::ir::arith
