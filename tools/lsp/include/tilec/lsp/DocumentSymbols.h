#pragma once
// textDocument/documentSymbol: the outline of a file from its AST: kernels
// (with the macros defined inside them), macros, constants and exports.

#include "tilec/lsp/Analysis.h"

#include <llvm/Support/JSON.h>

#include <optional>
#include <string>

namespace tilec::lsp {

/// LSP SymbolKind values used here.
namespace SymbolKind {
constexpr int Function = 12;
constexpr int Constant = 14;
constexpr int Interface = 11; // an export: the symbol the object file will define
constexpr int Method = 6;     // a macro: inlined into its callers
} // namespace SymbolKind

/// DocumentSymbol[] (hierarchical), or SymbolInformation[] (flat, for
/// clients without hierarchicalDocumentSymbolSupport). nullopt when the text
/// did not parse.
std::optional<llvm::json::Array> documentSymbols(const Analysis& a, const std::string& uri, bool hierarchical);

/// Turns a hierarchical outline into SymbolInformation[].
llvm::json::Array flattenSymbols(const llvm::json::Array& hierarchical, const std::string& uri);

} // namespace tilec::lsp
