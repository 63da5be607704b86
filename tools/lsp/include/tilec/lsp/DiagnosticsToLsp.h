#pragma once
// tilec's diagnostics as LSP Diagnostic objects: the same messages and the
// same ranges, converted from byte offsets to 0-based lines and UTF-16
// characters. Notes become relatedInformation. Diagnostics located in an
// imported file are shown on the import that brings that file in, with the
// file's location in the message and in relatedInformation.

#include "tilec/lsp/Analysis.h"

#include <llvm/Support/JSON.h>

#include <string>

namespace tilec::lsp {

/// The LSP range of a tilec source range within its own file.
Range toLspRange(const Analysis& a, const SourceRange& r);
/// An LSP Location for a tilec range; `docUri` names the document itself.
llvm::json::Value toLspLocation(const Analysis& a, const SourceRange& r, const std::string& docUri);

/// LSP severity: 1 error, 2 warning, 3 information (tilec's notes).
int lspSeverity(Severity s);

/// Diagnostic[] for the document analysed by `a`.
llvm::json::Array toLspDiagnostics(const Analysis& a, const std::string& docUri);

} // namespace tilec::lsp
