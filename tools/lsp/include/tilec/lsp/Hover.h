#pragma once
// textDocument/hover: what the name under the cursor is, as markdown.
//  - a name sema resolved (SymbolUse): its kind, dtype, shape, memory scope
//    and where it is defined; once per distinct meaning when instantiations
//    differ; for a fragment, the layout inference chose and its thread map;
//  - a primitive (T.copy, range, ...): its signature and documentation from
//    Builtins.def, also where the file does not parse.

#include "tilec/lsp/Analysis.h"

#include <llvm/Support/JSON.h>

#include <optional>
#include <string>
#include <string_view>

namespace tilec::lsp {

/// A Hover object, or null when there is nothing to say.
llvm::json::Value hover(const Analysis& a, Position pos);

/// The dotted name (T.copy, tilelang.layout.make_swizzled_layout) whose last
/// word covers `offset`, outside comments. Used for primitives.
struct DottedName {
  size_t begin = 0, end = 0;
  std::string text;
};
std::optional<DottedName> dottedNameAt(std::string_view text, size_t offset);

} // namespace tilec::lsp
