#include "tilec/frontend/Builtins.h"

namespace tilec::sema {

namespace {

std::vector<BuiltinParam> parseSignature(std::string_view sig) {
  std::vector<BuiltinParam> out;
  // Split at top-level commas (defaults may hold brackets or strings).
  size_t depth = 0, start = 0;
  bool inString = false;
  auto flush = [&](size_t end) {
    std::string part(sig.substr(start, end - start));
    size_t b = part.find_first_not_of(' '), e = part.find_last_not_of(' ');
    if (b == std::string::npos)
      return;
    part = part.substr(b, e - b + 1);
    BuiltinParam p;
    if (part[0] == '*') {
      p.variadic = true;
      part = part.substr(1);
    }
    size_t eq = part.find('=');
    if (eq != std::string::npos) {
      p.hasDefault = true;
      p.defaultText = part.substr(eq + 1);
      part = part.substr(0, eq);
    }
    p.name = part;
    out.push_back(p);
  };
  for (size_t i = 0; i < sig.size(); ++i) {
    char c = sig[i];
    if (c == '"')
      inString = !inString;
    if (inString)
      continue;
    if (c == '(' || c == '[')
      ++depth;
    else if (c == ')' || c == ']')
      --depth;
    else if (c == ',' && depth == 0) {
      flush(i);
      start = i + 1;
    }
  }
  flush(sig.size());
  return out;
}

std::vector<BuiltinInfo> makeTable() {
  std::vector<BuiltinInfo> t;
#define TILEC_BUILTIN(Id, name, sig, doc) t.push_back({Builtin::Id, name, sig, doc, parseSignature(sig)});
#include "tilec/frontend/Builtins.def"
  return t;
}

} // namespace

const std::vector<BuiltinInfo>& allBuiltins() {
  static const std::vector<BuiltinInfo> table = makeTable();
  return table;
}

const BuiltinInfo& builtinInfo(Builtin id) { return allBuiltins()[static_cast<size_t>(id)]; }

std::optional<Builtin> lookupBuiltin(std::string_view spelling) {
  for (const auto& b : allBuiltins())
    if (b.spelling == spelling)
      return b.id;
  return std::nullopt;
}

} // namespace tilec::sema
