#pragma once
// Modular set analysis: for an integer expression, (coeff, base) such that
// every value it takes is coeff * k + base for some integer k. coeff == 0
// means the exact constant `base`; coeff == 1 means nothing is known. For
// coeff > 0, base is normalised to [0, coeff). Used to prove alignment
// (floormod(tx*8, 8) == 0) and contiguity of vector accesses.
// Signed arithmetic is assumed not to overflow; unsigned arithmetic wraps, so
// an unsigned result keeps only the power-of-two part of the coefficient (a
// wrap subtracts a multiple of 2^bits).

#include "tilec/ir/Expr.h"

#include <string>
#include <unordered_map>

namespace tilec::ir::arith {

class ConstIntBoundAnalyzer;

struct ModularSet {
  int64_t coeff = 1;
  int64_t base = 0;

  /// Normalising constructor (coeff < 0 is taken as |coeff|).
  static ModularSet make(int64_t coeff, int64_t base);
  static ModularSet everything() { return {1, 0}; }
  static ModularSet constant(int64_t v) { return {0, v}; }

  bool isEverything() const { return coeff == 1; }
  bool isConstant() const { return coeff == 0; }
  /// Is every value a multiple of `m` (> 0) plus `r`, i.e. value ≡ r (mod m)?
  bool provesRemainder(int64_t m, int64_t r) const;
  /// Is every value divisible by `m` (> 0)?
  bool provesMultipleOf(int64_t m) const { return provesRemainder(m, 0); }
  std::string str() const; // "8*k + 3"
  friend bool operator==(const ModularSet& a, const ModularSet& b) { return a.coeff == b.coeff && a.base == b.base; }
  friend bool operator!=(const ModularSet& a, const ModularSet& b) { return !(a == b); }
};

/// Set arithmetic (overflow gives everything).
ModularSet modularAdd(const ModularSet& a, const ModularSet& b);
ModularSet modularSub(const ModularSet& a, const ModularSet& b);
ModularSet modularMul(const ModularSet& a, const ModularSet& b);
ModularSet modularUnion(const ModularSet& a, const ModularSet& b);
/// The sharper of two facts that both hold (their intersection when one
/// refines the other, else the one with the larger coefficient).
ModularSet modularIntersect(const ModularSet& a, const ModularSet& b);

class ModularSetAnalyzer {
public:
  /// `bounds`, when given, proves operands non-negative so that truncating
  /// division can be analysed.
  explicit ModularSetAnalyzer(ConstIntBoundAnalyzer* bounds = nullptr) : bounds_(bounds) {}

  /// The modular set of integer expression `e` (of a vector: of every lane).
  ModularSet operator()(const Expr& e);

  /// Records a known fact about `v` (replacing what was known).
  void bind(const Var& v, ModularSet m);
  void unbind(const VarNode* v);
  const ModularSet* lookup(const VarNode* v) const;

private:
  struct Entry {
    Var var;
    ModularSet set;
  };
  ModularSet visit(const Expr& e);
  ModularSet visitNode(const Expr& e);
  ModularSet visitDiv(ExprKind kind, const Expr& a, const Expr& b);
  ConstIntBoundAnalyzer* bounds_;
  std::unordered_map<const VarNode*, Entry> vars_;
};

} // namespace tilec::ir::arith
