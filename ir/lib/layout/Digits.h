#pragma once
// The digit form of index expressions. Internal to ir/layout.
//
// Over input vars with constant extents, an index expression built from
// affine terms and floordiv/floormod by constants is, when the divisions cut
// the mixed-radix digits of its operand cleanly, a sum
//     base + sum_k scale_k * atom_k
// where an atom is either a digit of one var, floormod(floordiv(v, lower),
// extent), or the parity (XOR) of several one-bit digits (the form
// floormod(a + b, 2) takes when both a and b are bits: the arithmetic XOR of
// makeSwizzledLayout). With every input var cut into the common refinement of
// the digits used, a layout is a bijection exactly when every digit appears
// once as a plain atom of some output (the bits: an invertible system over
// GF(2)) and each output is a gap-free mixed-radix number of its atoms. This
// is what inverse(), condense() and the local-index inference use.

#include "tilec/ir/Expr.h"

#include <compare>
#include <cstdint>
#include <optional>
#include <vector>

namespace tilec::ir::layout_detail {

/// floormod(floordiv(var, lower), extent), var an index into the analyser's vars.
struct Digit {
  int var = 0;
  int64_t lower = 1;
  int64_t extent = 1;
  auto operator<=>(const Digit&) const = default;
};

struct Atom {
  bool parity = false;        // false: digits[0]; true: XOR of the bit digits
  std::vector<Digit> digits;  // parity: >= 2 digits of extent 2, sorted, unique
  int64_t extent() const { return parity ? 2 : digits[0].extent; }
  auto operator<=>(const Atom&) const = default;
  static Atom plain(Digit d) { return Atom{false, {d}}; }
};

struct Term {
  int64_t scale = 0;
  Atom atom;
  bool reversed = false; // value extent - 1 - atom (only in positive forms)
};

/// Canonical: terms sorted by atom, merged, non-zero scales (any sign), never
/// reversed, atoms of extent >= 2.
struct DigitSum {
  int64_t base = 0;
  std::vector<Term> terms;
  bool isConst() const { return terms.empty(); }
};

/// The same value with all scales positive (negative ones become reversed
/// atoms); terms sorted by scale.
struct PositiveSum {
  int64_t base = 0;
  std::vector<Term> terms;
};

class DigitAnalyzer {
public:
  /// `vars[k]` ranges over [0, extents[k]), extents >= 1.
  DigitAnalyzer(std::vector<Var> vars, std::vector<int64_t> extents);

  /// The digit form of `e`, nullopt when `e` is outside what it handles.
  std::optional<DigitSum> normalize(const Expr& e) const;

  const std::vector<Var>& vars() const { return vars_; }
  const std::vector<int64_t>& extents() const { return extents_; }

  /// Per var, the sorted cut points {1, ..., extent} of the common refinement
  /// of all digits in `sums`; nullopt when two cuts do not divide.
  std::optional<std::vector<std::vector<int64_t>>> refine(const std::vector<DigitSum>& sums) const;
  /// `s` rewritten over the refined digits of `cuts` (canonical).
  DigitSum expand(const DigitSum& s, const std::vector<std::vector<int64_t>>& cuts) const;

  /// The expression of an atom over the analyser's vars (not simplified).
  Expr atomExpr(const Atom& a) const;
  Expr digitExpr(const Digit& d) const;

private:
  std::optional<DigitSum> visit(const Expr& e) const;
  std::optional<DigitSum> divMod(const DigitSum& s, int64_t c, bool mod) const;
  std::vector<Var> vars_;
  std::vector<int64_t> extents_;
};

/// Canonical form (merge equal atoms, drop zero scales and unit atoms).
DigitSum canonical(DigitSum s);
PositiveSum toPositive(const DigitSum& s);
DigitSum fromPositive(const PositiveSum& p);
/// Is `p` a mixed-radix number with its digits spread apart: sorted by
/// scale, scale[k+1] >= scale[k] * extent[k] (so its value determines each
/// atom)? `gapFree` requires scale[0] == 1 and equality everywhere.
bool isSpread(const PositiveSum& p, bool gapFree);

/// The inverse of the map (analyser's vars) -> outputs, when it is a bijection
/// onto the box of the outputs' extents: the output extents and, for each
/// input var, its value as an expression over `outVars` (one per output; not
/// simplified). nullopt when the outputs are not digit sums or the map is not
/// bijective.
struct DigitInverse {
  std::vector<int64_t> outExtents;
  std::vector<Expr> inputs;
};
std::optional<DigitInverse> invertDigits(const DigitAnalyzer& an, const std::vector<Expr>& outputs,
                                         const std::vector<Var>& outVars);

} // namespace tilec::ir::layout_detail
