#pragma once
// AST -> tile IR. Semantic analysis elaborates each kernel instantiation
// (compile-time parameters specialised, macros inlined, compile-time branches
// folded, corner-index regions widened to the tile they move) and reports the
// run-time operations to the IRBuilder, which assembles one PrimFunc per
// instantiation. Source locations ride along on every node.

#include "tilec/frontend/Compilation.h"
#include "tilec/ir/Function.h"

#include <optional>

namespace tilec::ir {

/// Checks the compilation and builds its IR. Returns nothing when the program
/// has errors (they are reported through the compilation's diagnostics).
std::optional<Module> buildModule(Compilation& comp);

} // namespace tilec::ir
