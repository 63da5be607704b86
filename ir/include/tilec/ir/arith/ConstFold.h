#pragma once
// Constant folding with the exact semantics of each operation, and the
// identities that hold whatever the non-constant operand is.
//
// Integers: results wrap to the width of the dtype (two's complement, as the
// GPU computes); Div/Mod truncate toward zero (C), FloorDiv/FloorMod round
// toward negative infinity; division by a zero constant is never folded.
// Comparisons give a bool; And/Or/Not work on bools.
// Floats: float32/float64 arithmetic folds with IEEE round-to-nearest (the
// result is rounded to the dtype); narrower floats fold only comparisons.
// Identities: x+0, x-0, x*1, x*0 (integers), x/1, x%1, floordiv(x,1),
// floormod(x,1), 0/x, x-x, min(x,x), max(x,x), min/max with the dtype's
// extreme values, x==x (integers), x and true, x or false, not not x, ...
// Vectors: a Broadcast of a constant folds like the constant.

#include "tilec/ir/Expr.h"

#include <optional>

namespace tilec::ir::arith {

/// The constant `v` of type `t`: an IntImm wrapped to the width of `t` (a bool
/// is 0/1), a FloatImm for float types, a Broadcast of one for vector types.
Expr makeConst(DataType t, int64_t v);

/// The value of an integer/bool constant: an IntImm or a Broadcast of one.
/// (uint64 values above INT64_MAX come back as their bit pattern.)
std::optional<int64_t> constIntValue(const Expr& e);
/// The value of a float constant: a FloatImm or a Broadcast of one.
std::optional<double> constFloatValue(const Expr& e);
/// Is `e` an integer constant equal to v (see constIntValue)?
bool isConstInt(const Expr& e, int64_t v);

/// The folded form of `kind(a, b)` when both operands are constants or an
/// identity applies; nullptr when nothing folds. Operands must have one type.
Expr tryFoldBinary(ExprKind kind, const Expr& a, const Expr& b);
Expr tryFoldNot(const Expr& a);
Expr tryFoldSelect(const Expr& cond, const Expr& t, const Expr& f);
Expr tryFoldCast(DataType t, const Expr& v);

/// As the tryFold forms, but build the plain node when nothing folds.
Expr foldBinary(ExprKind kind, const Expr& a, const Expr& b);
Expr foldNot(const Expr& a);
Expr foldSelect(const Expr& cond, const Expr& t, const Expr& f);
Expr foldCast(DataType t, const Expr& v);

/// Exact evaluation of one integer operation on values of type `t` (payloads
/// as IntImm holds them); nullopt for division by zero or a non-integer kind.
/// Comparisons and And/Or give 0/1.
std::optional<int64_t> evalIntBinary(ExprKind kind, int64_t a, int64_t b, DataType t);
/// An integer value of type `from` converted to integer/bool type `to`.
int64_t castIntValue(int64_t v, DataType from, DataType to);

} // namespace tilec::ir::arith
