#pragma once
// The simplifier behind Analyzer::simplify. Internal to ir/arith.
//   Canonical.cpp: integer arithmetic in SumForm (sums, products,
//                  floordiv/floormod folding, recombination, bounds/proofs
//                  on sums).
//   Simplify.cpp:  dispatch over node kinds, comparisons, min/max, select,
//                  logical operators, casts, lets, vectors.

#include "SumForm.h"

#include "tilec/ir/arith/Analyzer.h"

#include <optional>

namespace tilec::ir::arith {

class SimplifierImpl {
public:
  explicit SimplifierImpl(Analyzer& an) : an_(an) {}

  /// One simplification pass over `e`.
  Expr simplify(const Expr& e);

  // ------------------------------------------------------- Canonical.cpp
  /// Scalar signed integers: the types the sum form handles.
  static bool isCanonicalType(DataType t);
  /// `e` (not yet simplified) as a canonical sum; nullopt when an int64
  /// overflow or an unrepresentable constant stops the rewrite.
  std::optional<SumForm> toSum(const Expr& e);
  /// An already simplified expression read back as a sum (never fails: what
  /// it cannot read becomes an atom).
  SumForm parseCanonical(const Expr& e);
  ConstIntBound boundOf(const SumForm& s);
  ModularSet modularOf(const SumForm& s);
  /// s <= 0 for every allowed value (bounds, then symbolic ranges).
  bool proveNonPositive(const SumForm& s);
  /// floordiv(s, c) and floormod(s, c) for c > 0.
  struct DivMod {
    SumForm div, mod;
  };
  std::optional<DivMod> divMod(const SumForm& s, int64_t c, int depth = 0);
  /// Add/Sub/Mul/Div/Mod/FloorDiv/FloorMod of a canonical type.
  Expr simplifyArith(const Expr& e);

private:
  std::optional<SumForm> divLike(const BinaryNode& n);
  std::optional<DivMod> divModRest(const SumForm& r, int64_t c, int depth);
  bool recombine(SumForm& s);
  std::optional<SumForm> substituteRangeEnd(const Var& v, bool upper);
  /// The end of a quotient's or remainder's range (upper: its largest
  /// value), where it is known on its own: floormod(a, b) with b >= 1 in
  /// [0, b - 1]; floordiv(i, c) of a variable with a symbolic range and a
  /// constant c >= 1 in [floordiv(lo, c), floordiv(hi, c)].
  std::optional<SumForm> divisionRangeEnd(const Expr& atom, bool upper);

  // -------------------------------------------------------- Simplify.cpp
  Expr simplifyNode(const Expr& e);
  Expr simplifyVar(const Expr& e);
  Expr simplifyBinaryGeneric(const BinaryNode& n, const Expr& e);
  Expr simplifyCompare(const BinaryNode& n, const Expr& e);
  std::optional<bool> decideMinMaxCompare(ExprKind kind, const Expr& a, const Expr& b);
  Expr canonicalCompare(ExprKind kind, const SumForm& a, const SumForm& b);
  Expr simplifyMinMax(const BinaryNode& n, const Expr& e);
  Expr simplifyLogical(const BinaryNode& n, const Expr& e);
  Expr simplifyNot(const Expr& e);
  Expr simplifySelect(const Expr& e);
  Expr simplifyCast(const Expr& e);
  Expr simplifyLet(const Expr& e);
  Expr simplifyVector(ExprKind kind, const Expr& a, const Expr& b);
  Expr simplifyChildren(const Expr& e);
  bool isKnownFact(const Expr& cond);

  Analyzer& an_;
  int depth_ = 0;
  int sumDepth_ = 0;
  bool inSymbolicProof_ = false;
};

} // namespace tilec::ir::arith
