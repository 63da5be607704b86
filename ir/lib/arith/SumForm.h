#pragma once
// The canonical form of an affine (or polynomial) signed integer expression:
//   constant + sum_i coeff_i * monomial_i
// where a monomial is a product of atoms: integer subexpressions the form does
// not look into (variables, floordiv/floormod by constants, min, max, select,
// casts, loads, calls ...). Internal to ir/arith.
//
// Terms are kept sorted by monomial (deterministic structural order) with
// non-zero coefficients, so equal sums have equal term lists. Coefficients are
// exact int64 values; every operation reports int64 overflow instead of
// wrapping (the caller then leaves the expression alone).

#include "tilec/ir/Expr.h"

#include <optional>
#include <vector>

namespace tilec::ir::arith {

/// A product of atoms, sorted by compareExpr; empty means 1.
using Monomial = std::vector<Expr>;
int compareMonomial(const Monomial& a, const Monomial& b);
/// The product of two monomials (merged, sorted).
Monomial multiplyMonomials(const Monomial& a, const Monomial& b);

struct SumTerm {
  Monomial mono;
  int64_t coeff;
};

class SumForm {
public:
  explicit SumForm(DataType t, int64_t c = 0) : dtype(t), constant(c) {}
  static SumForm atom(const Expr& e) {
    SumForm s(e->dtype);
    s.terms.push_back({{e}, 1});
    return s;
  }

  DataType dtype;
  std::vector<SumTerm> terms;
  int64_t constant = 0;

  bool isConst() const { return terms.empty(); }
  /// this += k * m (m non-empty). False on overflow.
  bool addTerm(const Monomial& m, int64_t k);
  /// this += scale * o. False on overflow.
  bool add(const SumForm& o, int64_t scale = 1);
  bool addConst(int64_t k);
  /// this *= k. False on overflow.
  bool scale(int64_t k);
  /// Every coefficient and the constant divided by k (all must be multiples).
  SumForm divExact(int64_t k) const;
  /// Are all coefficients and the constant multiples of k?
  bool divisibleBy(int64_t k) const;
  /// gcd of the term coefficients (0 when there are none).
  int64_t termGcd() const;
  /// The coefficient of monomial m (0 when absent).
  int64_t coeffOf(const Monomial& m) const;
  /// The single atom of a sum `1 * atom + 0`, else nullptr.
  Expr singleAtom() const;

  /// Expression form: positive terms (largest |coeff| first, then monomial
  /// order), then negative terms subtracted, then the constant. nullptr when a
  /// coefficient or the constant does not fit the dtype.
  Expr toExpr() const;
};

/// a * b, distributing; nullopt on overflow or when the result would have more
/// than maxTerms terms.
std::optional<SumForm> multiplySums(const SumForm& a, const SumForm& b, size_t maxTerms);

} // namespace tilec::ir::arith
