#include "tilec/lsp/Definition.h"

#include "tilec/lsp/AstQueries.h"
#include "tilec/lsp/DiagnosticsToLsp.h"
#include "tilec/lsp/Protocol.h"
#include "tilec/lsp/Uri.h"

#include <filesystem>

namespace tilec::lsp {

namespace fs = std::filesystem;

llvm::json::Value definition(const Analysis& a, const std::string& uri, Position pos) {
  uint32_t offset = static_cast<uint32_t>(a.lines.offset(pos));
  for (const sema::SymbolUse* s : symbolsAt(a, offset))
    if (s->def.valid())
      return toLspLocation(a, nameRangeOf(a, s->def, s->name), uri);

  const ast::Module* m = a.mainModule();
  if (!m)
    return nullptr;
  for (const auto& item : m->items) {
    if (auto* x = ast::dyn<ast::ExportDecl>(item.get()); x && contains(x->kernelRange, a.mainFile, offset)) {
      // export KERNEL[...] as symbol: the kernel, here or in an import.
      for (const auto& mod : a.comp->modules()) {
        if (!mod)
          continue;
        for (const auto& top : mod->items)
          if (auto* f = ast::dyn<ast::FuncDecl>(top.get()); f && f->func && f->func->name == x->kernel)
            return toLspLocation(a, f->func->nameRange, uri);
      }
      return nullptr;
    }
    if (auto* imp = ast::dyn<ast::ImportDecl>(item.get()); imp && contains(imp->pathRange, a.mainFile, offset)) {
      // import "file.tile": the file, if it is there.
      std::error_code ec;
      fs::path p(imp->path);
      std::vector<fs::path> candidates{p.is_absolute() ? p : fs::path(a.path).parent_path() / p};
      if (!p.is_absolute())
        for (const auto& dir : a.includeDirs)
          candidates.push_back(fs::path(dir) / p);
      for (const auto& c : candidates)
        if (fs::is_regular_file(c, ec))
          return llvm::json::Object{{"uri", jsonText(pathToUri(c.string()))}, {"range", toJSON(Range{})}};
      return nullptr;
    }
  }
  return nullptr;
}

} // namespace tilec::lsp
