#include "tilec/lsp/DocumentSymbols.h"

#include "tilec/lsp/AstQueries.h"
#include "tilec/lsp/DiagnosticsToLsp.h"
#include "tilec/lsp/Protocol.h"

#include <algorithm>
#include <cctype>

namespace tilec::lsp {

namespace {

/// `range` widened to contain `inner` (LSP requires selectionRange within
/// range; the decorators of a function sit before its node's start).
SourceRange hull(SourceRange range, const SourceRange& inner) {
  if (!range.valid())
    return inner;
  if (!inner.valid() || inner.begin.file != range.begin.file)
    return range;
  range.begin.offset = std::min(range.begin.offset, inner.begin.offset);
  range.end.offset = std::max(range.end.offset, inner.end.offset);
  return range;
}

std::string oneLine(std::string_view text, size_t max = 60) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space)
      out.push_back(' ');
    space = false;
    out.push_back(c);
    if (out.size() >= max) {
      out += "...";
      break;
    }
  }
  return out;
}

llvm::json::Object symbol(const Analysis& a, std::string name, int kind, const std::string& detail, SourceRange range,
                          SourceRange selection) {
  if (name.empty())
    name = "<unnamed>"; // clients reject empty names
  range = hull(range, selection);
  // Statement ranges run to the next line's start; end them at the last
  // character written instead.
  const std::string& text = a.lines.text();
  if (range.valid() && range.begin.file == a.mainFile && range.end.file == a.mainFile)
    while (range.end.offset > range.begin.offset && range.end.offset <= text.size() &&
           (selection.end.file != a.mainFile || range.end.offset > selection.end.offset) &&
           std::isspace(static_cast<unsigned char>(text[range.end.offset - 1])))
      --range.end.offset;
  llvm::json::Object o{{"name", jsonText(std::move(name))},
                       {"kind", kind},
                       {"range", toJSON(toLspRange(a, range))},
                       {"selectionRange", toJSON(toLspRange(a, selection.valid() ? selection : range))}};
  if (!detail.empty())
    o["detail"] = jsonText(detail);
  return o;
}

llvm::json::Object functionSymbol(const Analysis& a, const ast::FuncDef& f, unsigned depth) {
  SourceRange range = f.range;
  for (const auto& d : f.decorators)
    range = hull(range, d.range);
  std::string detail = isKernel(f) ? "kernel" : isMacro(f) ? "macro" : "function";
  llvm::json::Object o = symbol(a, f.name, isMacro(f) ? SymbolKind::Method : SymbolKind::Function, detail, range,
                                f.nameRange);
  llvm::json::Array children;
  if (depth < 16)
    forEachNestedFunction(f.body, [&](const ast::FuncDef& inner) { children.push_back(functionSymbol(a, inner, depth + 1)); });
  if (!children.empty())
    o["children"] = std::move(children);
  return o;
}

std::string exportDetail(const Analysis& a, const ast::ExportDecl& x) {
  std::string s = "export of " + x.kernel;
  std::string args;
  for (const auto& e : x.args)
    if (e)
      args += (args.empty() ? "" : ", ") + std::string(a.textOf(e->range));
  for (const auto& k : x.bindings)
    args += (args.empty() ? "" : ", ") + k.name + "=" + (k.value ? std::string(a.textOf(k.value->range)) : "");
  if (!args.empty())
    s += "[" + oneLine(args, 80) + "]";
  return s;
}

void flattenInto(const llvm::json::Array& in, const std::string& uri, const std::string& container, llvm::json::Array& out) {
  for (const auto& v : in) {
    const llvm::json::Object* o = v.getAsObject();
    if (!o)
      continue;
    std::string name = o->getString("name").value_or("").str();
    llvm::json::Object info{{"name", name},
                            {"kind", o->getInteger("kind").value_or(SymbolKind::Function)},
                            {"location", llvm::json::Object{{"uri", uri}, {"range", o->get("range") ? *o->get("range") : nullptr}}}};
    if (!container.empty())
      info["containerName"] = container;
    out.push_back(std::move(info));
    if (const llvm::json::Array* children = o->getArray("children"))
      flattenInto(*children, uri, name, out);
  }
}

} // namespace

std::optional<llvm::json::Array> documentSymbols(const Analysis& a, const std::string& uri, bool hierarchical) {
  const ast::Module* m = a.mainModule();
  if (!m)
    return std::nullopt;
  llvm::json::Array out;
  for (const auto& item : m->items) {
    if (!item)
      continue;
    if (auto* c = ast::dyn<ast::ConstDecl>(item.get())) {
      std::string detail = c->value ? oneLine(a.textOf(c->value->range)) : "";
      out.push_back(symbol(a, c->name, SymbolKind::Constant, detail, c->range, c->nameRange));
    } else if (auto* f = ast::dyn<ast::FuncDecl>(item.get())) {
      if (f->func)
        out.push_back(functionSymbol(a, *f->func, 0));
    } else if (auto* x = ast::dyn<ast::ExportDecl>(item.get())) {
      out.push_back(symbol(a, x->symbol, SymbolKind::Interface, exportDetail(a, *x), x->range, x->symbolRange));
    }
  }
  if (!hierarchical)
    return flattenSymbols(out, uri);
  return out;
}

llvm::json::Array flattenSymbols(const llvm::json::Array& hierarchical, const std::string& uri) {
  llvm::json::Array out;
  flattenInto(hierarchical, uri, "", out);
  return out;
}

} // namespace tilec::lsp
