#pragma once
// Helpers shared by the layout library's sources. Internal to ir/layout.

#include "tilec/ir/Ops.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/arith/Analyzer.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace tilec::ir::layout_detail {

using ir::VarMap;
using ir::substitute;

/// Fresh input vars named i, j, k, l, then i4, i5, ...
std::vector<Var> makeIndexVars(size_t n);
/// A fresh replicate var "rep".
Var makeRepVar();

/// `e` as an int32 index expression (constants re-typed, others cast);
/// std::invalid_argument for null or non-integer expressions.
Expr indexExpr(const Expr& e, const char* what);
std::vector<Expr> indexExprs(const std::vector<Expr>& es, const char* what);
inline Expr idx(int64_t v) { return intImm(v); }
std::vector<Expr> idxs(const std::vector<int64_t>& vs);
/// The row-major flat index of `vars` over `shape`.
Expr flatIndex(const std::vector<Var>& vars, const std::vector<Expr>& shape);

/// The integer constant `e` is, if it is one.
std::optional<int64_t> constValue(const Expr& e);
/// All constants, or nullopt.
std::optional<std::vector<int64_t>> constValues(const std::vector<Expr>& es);

/// max + 1 of `e` over the ranges bound in `an` (constant bounds), else a
/// symbolic upper bound from `extents` (var -> extent, vars ranging over
/// [0, extent)); null when neither works.
Expr extentOf(const Expr& e, arith::Analyzer& an, const VarMap& extents);

bool proveEqual(arith::Analyzer& an, const Expr& a, const Expr& b);
bool proveLessEqual(arith::Analyzer& an, const Expr& a, const Expr& b);

/// The product of `es` (1 for none), simplified.
Expr product(const std::vector<Expr>& es, arith::Analyzer& an);

/// "[a, b, c]" with printExpr.
std::string joinExprs(const std::vector<Expr>& es);

/// reshape(): the old input vars as expressions of the new ones (row-major
/// order kept).
VarMap reshapeMap(const std::vector<Var>& oldVars, const std::vector<Expr>& oldShape, const std::vector<Var>& newVars,
                  const std::vector<Expr>& newShape);
/// std::invalid_argument unless the sizes are provably equal / every new
/// extent provably >= the old one (same rank).
void checkReshape(const std::vector<Expr>& oldShape, const std::vector<Expr>& newShape);
void checkPad(const std::vector<Expr>& oldShape, const std::vector<Expr>& newShape);

/// Calls f(point) for every point of the box [0, shape) in row-major order;
/// stops early when f returns false. Returns false if stopped.
bool forEachPoint(const std::vector<int64_t>& shape, const std::function<bool(const std::vector<int64_t>&)>& f);
/// Number of points of the box, saturating at INT64_MAX.
int64_t boxSize(const std::vector<int64_t>& shape);

} // namespace tilec::ir::layout_detail
