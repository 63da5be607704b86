#pragma once
// Text forms of the AST: `unparse` writes an expression back as .tile source
// (used in messages), `printModule` writes the indented tree of --emit=ast.

#include "tilec/frontend/AST.h"

#include <iosfwd>
#include <string>

namespace tilec::ast {

std::string unparse(const Expr& e);
void printModule(const Module& m, const SourceManager& sm, std::ostream& os);

} // namespace tilec::ast
