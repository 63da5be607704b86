#include "tilec/lsp/AstQueries.h"

namespace tilec::lsp {

namespace {

void visitBlock(const ast::Block& b, const std::function<void(const ast::FuncDef&)>& fn) {
  using namespace ast;
  for (const auto& s : b) {
    if (!s)
      continue;
    switch (s->kind) {
    case StmtKind::FuncDef: fn(static_cast<const FuncDef&>(*s)); break;
    case StmtKind::If: {
      auto& i = static_cast<const IfStmt&>(*s);
      visitBlock(i.then, fn);
      visitBlock(i.orelse, fn);
      break;
    }
    case StmtKind::For: visitBlock(static_cast<const ForStmt&>(*s).body, fn); break;
    case StmtKind::While: visitBlock(static_cast<const WhileStmt&>(*s).body, fn); break;
    case StmtKind::With: visitBlock(static_cast<const WithStmt&>(*s).body, fn); break;
    default: break;
    }
  }
}

void walk(const ast::FuncDef& f, const ast::FuncDef* parent,
          const std::function<void(const ast::FuncDef&, const ast::FuncDef*)>& fn, unsigned depth) {
  fn(f, parent);
  if (depth > 64) // the parser bounds nesting; this is belt and braces
    return;
  visitBlock(f.body, [&](const ast::FuncDef& inner) { walk(inner, &f, fn, depth + 1); });
}

bool hasDecorator(const ast::FuncDef& f, const char* name) {
  for (const auto& d : f.decorators)
    if (d.name == name)
      return true;
  return false;
}

} // namespace

void forEachNestedFunction(const ast::Block& b, const std::function<void(const ast::FuncDef&)>& fn) {
  visitBlock(b, fn);
}

void forEachFunction(const ast::Module& m, const std::function<void(const ast::FuncDef&, const ast::FuncDef*)>& fn) {
  for (const auto& item : m.items)
    if (auto* f = ast::dyn<ast::FuncDecl>(item.get()); f && f->func)
      walk(*f->func, nullptr, fn, 0);
}

const ast::FuncDef* enclosingFunction(const ast::Module& m, uint32_t offset) {
  const ast::FuncDef* best = nullptr;
  forEachFunction(m, [&](const ast::FuncDef& f, const ast::FuncDef*) {
    if (contains(f.range, m.file, offset))
      best = &f; // outer before inner: the last match is the innermost
  });
  return best;
}

const ast::FuncDef* functionNamedAt(const ast::Module& m, uint32_t nameBegin) {
  const ast::FuncDef* found = nullptr;
  forEachFunction(m, [&](const ast::FuncDef& f, const ast::FuncDef*) {
    if (f.nameRange.valid() && f.nameRange.begin.file == m.file && f.nameRange.begin.offset == nameBegin)
      found = &f;
  });
  return found;
}

bool isKernel(const ast::FuncDef& f) { return hasDecorator(f, "T.prim_func"); }
bool isMacro(const ast::FuncDef& f) { return hasDecorator(f, "T.macro"); }

std::string functionHeader(std::string_view text, const ast::FuncDef& f) {
  std::string out = "def ";
  size_t i = f.nameRange.begin.offset;
  int depth = 0;
  bool space = false;
  constexpr size_t kMax = 1200;
  for (; i < text.size() && out.size() < kMax; ++i) {
    char c = text[i];
    if (c == '(' || c == '[' || c == '{')
      ++depth;
    else if ((c == ')' || c == ']' || c == '}') && depth > 0)
      --depth;
    else if (c == ':' && depth == 0)
      break;
    else if (c == '#') { // a comment inside the header: skip to the line's end
      while (i + 1 < text.size() && text[i + 1] != '\n')
        ++i;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = true;
      continue;
    }
    if (space && out.back() != '(' && out.back() != '[' && c != ')' && c != ']')
      out.push_back(' ');
    space = false;
    out.push_back(c);
  }
  if (out.size() >= kMax)
    out += " ...";
  return out;
}

} // namespace tilec::lsp
