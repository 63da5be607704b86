#pragma once
// textDocument/definition: where the name under the cursor is defined (the
// SymbolUse's definition), the kernel an `export` names, or the file an
// `import` reads.

#include "tilec/lsp/Analysis.h"

#include <llvm/Support/JSON.h>

#include <string>

namespace tilec::lsp {

/// A Location, or null.
llvm::json::Value definition(const Analysis& a, const std::string& uri, Position pos);

} // namespace tilec::lsp
