#pragma once
// Evaluation of scalar integer/bool expressions for concrete variable values,
// with the exact semantics ConstFold uses (wrapping to the dtype width,
// truncating vs floor division). Used by tests and by passes that need the
// value of an index at a known point.

#include "tilec/ir/Expr.h"

#include <cstdint>
#include <optional>
#include <unordered_map>

namespace tilec::ir::arith {

using VarValues = std::unordered_map<const VarNode*, int64_t>;

/// The value of `e` (an IntImm payload of its dtype; bools are 0/1), or
/// nullopt when a variable has no value, a division by zero happens, or `e`
/// holds something that is not scalar integer arithmetic (loads, calls,
/// floats, vectors). Select evaluates only the chosen side.
std::optional<int64_t> evaluateInt(const Expr& e, const VarValues& values);

} // namespace tilec::ir::arith
