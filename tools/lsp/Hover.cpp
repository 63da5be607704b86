#include "tilec/lsp/Hover.h"

#include "tilec/frontend/Builtins.h"
#include "tilec/lsp/AstQueries.h"
#include "tilec/lsp/DiagnosticsToLsp.h"
#include "tilec/lsp/Protocol.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <regex>

namespace tilec::lsp {

namespace {

bool isIdent(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// ------------------------------------------------------------- primitives

std::string builtinMarkdown(const sema::BuiltinInfo& b) {
  return "```tile\n" + std::string(b.spelling) + "(" + std::string(b.signature) + ")\n```\n\n" + std::string(b.doc);
}

// ------------------------------------------------------------- sema details

/// "fragment buffer 'C_local' (float32[128, 128])", the form of
/// sema::describe() for buffers.
struct BufferDetail {
  std::string scopeWord, dtype, shape;
};

std::optional<BufferDetail> parseBufferDetail(const std::string& detail) {
  static const std::regex re(R"(^(global|shared|fragment|local|variable) buffer '[^']*' \(([A-Za-z0-9_]+)(\[.*\])\)$)");
  std::smatch m;
  if (!std::regex_match(detail, m, re))
    return std::nullopt;
  return BufferDetail{m[1].str(), m[2].str(), m[3].str()};
}

std::string scopeLine(const std::string& word) {
  using sema::MemScope;
  struct Row {
    const char* word;
    MemScope scope;
    const char* meaning;
  };
  static const Row rows[] = {
      {"global", MemScope::Global, "device memory"},
      {"shared", MemScope::Shared, "shared memory, one copy per thread block"},
      {"fragment", MemScope::Fragment, "registers, the tile distributed over the block's threads"},
      {"local", MemScope::Local, "registers, one array per thread"},
      {"variable", MemScope::Var, "a per-thread scalar variable"},
  };
  for (const Row& r : rows)
    if (word == r.word)
      return std::string("`") + sema::scopeName(r.scope) + "` (" + r.meaning + ")";
  return "`" + word + "`";
}

/// Where a name is defined, in words: "parameter of kernel `matmul`, line 3".
std::string definedWhere(const Analysis& a, const sema::SymbolUse& s) {
  if (!s.def.valid() || !a.comp)
    return "";
  const SourceRange& def = s.def;
  std::string line = "line " + std::to_string(a.sm->lineCol(def.begin).line);
  if (def.begin.file != a.mainFile)
    line += " of `" + std::filesystem::path(a.sm->path(def.begin.file)).filename().string() + "`";
  const ast::Module* mod = nullptr;
  for (const auto& m : a.comp->modules())
    if (m && m->file == def.begin.file)
      mod = m.get();
  if (!mod)
    return line;
  // The innermost function around the definition, other than the function
  // the name itself defines.
  const ast::FuncDef* f = nullptr;
  forEachFunction(*mod, [&](const ast::FuncDef& fn, const ast::FuncDef*) {
    if (contains(fn.range, mod->file, def.begin.offset) && fn.nameRange.begin.offset != def.begin.offset)
      f = &fn;
  });
  if (!f)
    return "module level, " + line;
  std::string what = std::string(isKernel(*f) ? "kernel" : isMacro(*f) ? "macro" : "function") + " `" + f->name + "`";
  for (const auto& p : f->compileTimeParams)
    if (p.range.begin.offset == def.begin.offset)
      return "compile-time parameter of " + what + ", " + line;
  for (const auto& p : f->params)
    if (p.range.begin.offset == def.begin.offset)
      return "parameter of " + what + ", " + line;
  return "local to " + what + ", " + line;
}

const ast::FuncDef* functionAt(const Analysis& a, const SourceRange& def) {
  if (!def.valid() || !a.comp)
    return nullptr;
  for (const auto& m : a.comp->modules())
    if (m && m->file == def.begin.file)
      return functionNamedAt(*m, def.begin.offset);
  return nullptr;
}

/// The layout bullet of a fragment: what inference chose and the thread map
/// (thread:register per element), or why there is none.
std::string layoutMarkdown(const Analysis& a, const sema::SymbolUse& s) {
  auto layouts = fragmentLayoutsOf(a, s.instance, s.def, s.name);
  if (layouts.empty())
    return std::string("- **layout** ") +
           (a.layoutsInferred ? "none (the fragment is not used)\n"
                              : "not inferred (the file has errors; layouts are inferred once it compiles)\n");
  std::string out;
  for (const FragmentLayoutInfo* l : layouts) {
    out += "- **layout** `" + l->layout + "`";
    if (layouts.size() > 1)
      out += " (one of " + std::to_string(layouts.size()) + ": the macro is called more than once)";
    out += "\n\n```text\n" + l->threadMap + "```\n\n";
  }
  return out;
}

std::string symbolMarkdown(const Analysis& a, const sema::SymbolUse& s) {
  const std::string& d = s.detail;
  std::string out;
  std::string where = definedWhere(a, s);
  auto bullet = [&](const std::string& key, const std::string& value) { out += "- **" + key + "** " + value + "\n"; };

  if (auto b = parseBufferDetail(d)) {
    out = "```tile\n" + s.name + ": " + b->scopeWord + " buffer " + b->dtype + b->shape + "\n```\n\n";
    bullet("dtype", "`" + b->dtype + "`");
    bullet("shape", "`" + b->shape + "`");
    bullet("scope", scopeLine(b->scopeWord));
    if (b->scopeWord == "fragment")
      out += layoutMarkdown(a, s);
  } else if (d.rfind("the primitive ", 0) == 0) {
    if (auto id = sema::lookupBuiltin(d.substr(14)))
      return builtinMarkdown(sema::builtinInfo(*id));
    out = "```tile\n" + s.name + ": " + d + "\n```\n\n";
  } else if (d == "a function") {
    const ast::FuncDef* f = functionAt(a, s.def);
    if (f) {
      std::string deco;
      for (const auto& dc : f->decorators)
        deco += "@" + dc.name + "\n";
      out = "```tile\n" + deco + functionHeader(a.sm->text(s.def.begin.file), *f) + "\n```\n\n";
      bullet("kind", isKernel(*f) ? "kernel" : isMacro(*f) ? "macro" : "function");
    } else {
      out = "```tile\n" + s.name + ": " + d + "\n```\n\n";
    }
  } else {
    static const std::regex constant(R"(^the (integer|float|boolean|string|dtype) (.*)$)");
    static const std::regex scalar(R"(^(?:a )?run-time ([A-Za-z0-9_]+) value$)");
    std::smatch m;
    if (std::regex_match(d, m, constant)) {
      out = "```tile\n" + s.name + " = " + m[2].str() + "\n```\n\n";
      bullet("kind", "compile-time " + m[1].str());
    } else if (std::regex_match(d, m, scalar)) {
      out = "```tile\n" + s.name + ": " + m[1].str() + "\n```\n\n";
      bullet("kind", "run-time scalar");
      bullet("dtype", "`" + m[1].str() + "`");
    } else {
      out = "```tile\n" + s.name + ": " + d + "\n```\n\n";
    }
  }
  if (!where.empty())
    bullet("defined", where);
  return out;
}

} // namespace

std::optional<DottedName> dottedNameAt(std::string_view text, size_t offset) {
  if (offset > text.size())
    return std::nullopt;
  size_t b = offset, e = offset;
  while (b > 0 && isIdent(text[b - 1]))
    --b;
  while (e < text.size() && isIdent(text[e]))
    ++e;
  if (b == e)
    return std::nullopt;
  // Not in a comment: no '#' outside a string earlier on the line.
  size_t lineStart = b;
  while (lineStart > 0 && text[lineStart - 1] != '\n' && text[lineStart - 1] != '\r')
    --lineStart;
  char quote = 0;
  for (size_t i = lineStart; i < b; ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\')
        ++i;
      else if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '#') {
      return std::nullopt;
    }
  }
  if (quote)
    return std::nullopt; // inside a string
  // Extend to the left over `word.` segments.
  while (b >= 2 && text[b - 1] == '.' && isIdent(text[b - 2])) {
    size_t w = b - 1;
    while (w > 0 && isIdent(text[w - 1]))
      --w;
    b = w;
  }
  return DottedName{b, e, std::string(text.substr(b, e - b))};
}

llvm::json::Value hover(const Analysis& a, Position pos) {
  size_t offset = a.lines.offset(pos);
  auto uses = symbolsAt(a, offset);
  if (!uses.empty()) {
    // One section per distinct meaning; instantiations that agree share one.
    std::vector<std::pair<std::string, std::vector<std::string>>> groups;
    for (const auto* s : uses) {
      std::string md = symbolMarkdown(a, *s);
      auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == md; });
      if (it == groups.end()) {
        groups.push_back({md, {}});
        it = groups.end() - 1;
      }
      if (!s->instance.empty() && std::find(it->second.begin(), it->second.end(), s->instance) == it->second.end())
        it->second.push_back(s->instance);
    }
    constexpr size_t kMaxGroups = 6;
    std::string md;
    for (size_t i = 0; i < groups.size() && i < kMaxGroups; ++i) {
      if (i)
        md += "\n---\n\n";
      if (groups.size() > 1 && !groups[i].second.empty()) {
        md += "*in";
        for (size_t k = 0; k < groups[i].second.size(); ++k)
          md += std::string(k ? ", " : " ") + "`" + groups[i].second[k] + "`";
        md += ":*\n\n";
      }
      md += groups[i].first;
    }
    if (groups.size() > kMaxGroups)
      md += "\n---\n\n*and " + std::to_string(groups.size() - kMaxGroups) + " more*\n";
    const sema::SymbolUse& first = *uses.front();
    bool atDef = first.use.begin == first.def.begin && first.use.end == first.def.end;
    SourceRange r = atDef ? nameRangeOf(a, first.use, first.name) : first.use;
    return llvm::json::Object{{"contents", llvm::json::Object{{"kind", "markdown"}, {"value", jsonText(md)}}},
                              {"range", toJSON(toLspRange(a, r))}};
  }
  if (auto name = dottedNameAt(a.lines.text(), offset)) {
    if (auto id = sema::lookupBuiltin(name->text))
      return llvm::json::Object{
          {"contents", llvm::json::Object{{"kind", "markdown"}, {"value", jsonText(builtinMarkdown(sema::builtinInfo(*id)))}}},
          {"range", toJSON(a.lines.range(name->begin, name->end))}};
  }
  return nullptr;
}

} // namespace tilec::lsp
