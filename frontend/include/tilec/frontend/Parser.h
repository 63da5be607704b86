#pragma once
// Parses one .tile file into the AST. Syntax errors go to the diagnostic
// engine as located errors; on any syntax error no AST is returned.

#include "tilec/basic/Diagnostics.h"
#include "tilec/frontend/AST.h"

#include <memory>

namespace tilec {

std::unique_ptr<ast::Module> parseModule(uint32_t file, const SourceManager& sm, DiagnosticEngine& diags);

} // namespace tilec
