#pragma once
// Small questions about the AST that several editor features ask: which
// function encloses a place, which function is defined at a name, and the
// text of a function's header.

#include "tilec/frontend/AST.h"

#include <functional>
#include <string>
#include <string_view>

namespace tilec::lsp {

/// Calls fn for every function (kernel or macro) in the module, outer before
/// inner, with its enclosing function (null at the top level).
void forEachFunction(const ast::Module& m, const std::function<void(const ast::FuncDef&, const ast::FuncDef*)>& fn);
/// The functions defined directly in a block (nested in its statements, not
/// inside a nested function).
void forEachNestedFunction(const ast::Block& b, const std::function<void(const ast::FuncDef&)>& fn);

/// The innermost function whose text contains `offset`.
const ast::FuncDef* enclosingFunction(const ast::Module& m, uint32_t offset);
/// The function whose name is at `nameBegin`.
const ast::FuncDef* functionNamedAt(const ast::Module& m, uint32_t nameBegin);

bool isKernel(const ast::FuncDef& f); // @T.prim_func
bool isMacro(const ast::FuncDef& f);  // @T.macro

/// "def name[...](...) -> ..." as written (whitespace runs folded), read from
/// the file's text; decorators are not included.
std::string functionHeader(std::string_view fileText, const ast::FuncDef& f);

/// Whether a range (in `file`) contains `offset` (end inclusive).
inline bool contains(const SourceRange& r, uint32_t file, uint32_t offset) {
  return r.valid() && r.begin.file == file && r.begin.offset <= offset && offset <= r.end.offset;
}

} // namespace tilec::lsp
