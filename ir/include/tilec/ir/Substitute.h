#pragma once
// Replacing variables by expressions in expressions and statements (not
// simplified; run arith::Analyzer::simplify on the result where it matters).

#include "tilec/ir/Function.h"

#include <unordered_map>
#include <vector>

namespace tilec::ir {

using VarMap = std::unordered_map<const VarNode*, Expr>;

Expr substitute(const Expr& e, const VarMap& m);
std::vector<Expr> substitute(const std::vector<Expr>& es, const VarMap& m);
Stmt substitute(const Stmt& s, const VarMap& m);

/// A copy of `s` with new loop and let variables and new buffers for those
/// it allocates: the IR defines each once, so a statement emitted twice
/// (a peeled iteration, a copy per warpgroup) is a fresh copy the second time.
Stmt freshCopy(const Stmt& s);

} // namespace tilec::ir
