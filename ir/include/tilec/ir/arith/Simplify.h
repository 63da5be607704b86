#pragma once
// The canonical simplifier. Integer expressions of signed scalar types are
// put in a canonical sum-of-products form:
//   * like terms collected, constants folded, products of sums distributed
//     (up to a size limit), terms ordered deterministically (positive terms
//     by decreasing |coefficient| then structural order, then negative terms,
//     then the constant), so equal expressions print the same;
//   * floordiv/floormod by constants folded with bounds and modular facts:
//     floordiv(tx*8 + i, 8) -> tx and floormod(tx*8 + i, 8) -> i for
//     0 <= i < 8; floordiv(tx*8 + i, 32) -> floordiv(tx, 4);
//     floormod(x + 32*k, 32) -> floormod(x, 32);
//     floordiv(floordiv(x, 4), 8) -> floordiv(x, 32);
//     floordiv(x, 4)*4 + floormod(x, 4) -> x;
//     floordiv(x*8 + 12, 8) -> x + 1 (multiples split out, constant
//     normalised into [0, c)); floormod(v + 3, 8) -> 3 when v = 8*k is
//     known (modular facts); floordiv(floormod(x, 32), 8) ->
//     floormod(floordiv(x, 8), 4);
//   * truncating Div/Mod of a provably non-negative value by a positive
//     constant become FloorDiv/FloorMod (equal there; lowering prints either
//     as C division); exact divisions fold for any sign;
//   * comparisons decided by bounds of the difference (and symbolic ranges
//     such as i < n for i in [0, n)), otherwise normalised: integer
//     comparisons become `positive terms < rest + c` (`<=` when c would be
//     0; `terms > c` / `terms >= 0` when every term is negative), equalities
//     `terms == rest` divided by the gcd of the coefficients;
//   * min/max decided by bounds, absorbed (min(min(x, y), y)), constants
//     merged and ordered last; select arms and the right operand of and/or
//     simplified under their condition when they cannot fault (no loads,
//     calls or divisions by non-constants: they may be evaluated anyway);
//     not pushed into comparisons and through and/or; casts folded;
//     let values that are constants or variables substituted.
// Other types get constant folding and the identities of ConstFold.h
// (unsigned arithmetic wraps, so it is never reordered).
// Signed arithmetic is assumed not to overflow (as C, TVM and the backends);
// a rewrite whose constants would not fit the dtype is not made.

#include "tilec/ir/arith/Analyzer.h"

namespace tilec::ir::arith {

/// Simplifies `e` with the facts known to `analyzer` (same as
/// analyzer.simplify(e)).
inline Expr simplify(const Expr& e, Analyzer& analyzer) { return analyzer.simplify(e); }

/// Simplifies `e` knowing nothing about its variables.
Expr simplify(const Expr& e);

} // namespace tilec::ir::arith
