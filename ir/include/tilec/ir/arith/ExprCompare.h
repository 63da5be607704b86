#pragma once
// A deterministic total order on expressions, used to collect like terms and
// to order operands of commutative operations so that simplified expressions
// print the same on every run.
//
// The order is structural: kind, then dtype, then fields, then children.
// Variables order by name, then dtype; two different variables with the same
// name and dtype fall back to their addresses (the only non-deterministic
// case). Buffers order by name, then address. Source locations are ignored.

#include "tilec/ir/Expr.h"

namespace tilec::ir::arith {

/// <0, 0, >0 as `a` orders before, equal to, or after `b`. Null orders first.
int compareExpr(const Expr& a, const Expr& b);

/// Structural equality (same variables by identity, same constants, same
/// shape); equal to compareExpr(a, b) == 0.
inline bool structEqual(const Expr& a, const Expr& b) { return a == b || compareExpr(a, b) == 0; }

struct ExprLess {
  bool operator()(const Expr& a, const Expr& b) const { return compareExpr(a, b) < 0; }
};

/// Does `e` mention variable `v` (anywhere, including let bodies)?
bool usesVar(const Expr& e, const VarNode* v);

} // namespace tilec::ir::arith
