#include "tilec/frontend/Sema.h"

#include "SemaImpl.h"

#include <cctype>

namespace tilec::sema {

std::vector<Instance> checkProgram(const std::vector<const ast::Module*>& modules,
                                   const std::vector<const ast::Module*>& inputs, const SemaOptions& opts,
                                   DiagnosticEngine& diags, KernelEmitter* emitter) {
  Checker checker(diags, opts, emitter);
  return checker.run(modules, inputs);
}

std::vector<Instance> Checker::run(const std::vector<const ast::Module*>& modules,
                                   const std::vector<const ast::Module*>& inputs) {
  collectGlobals(modules);
  return instantiateAll(inputs);
}

Dim Checker::dimOf(const Value& v) {
  if (v.kind == ValueKind::Int)
    return Dim::known(v.i);
  return Dim::dynamic(v.scalar.text, v.scalar.handle);
}

Value Checker::varElement(const Value& buffer) {
  Value e = Value::make(ValueKind::Region);
  e.buffer = buffer.buffer;
  RegionDim d;
  d.start = std::make_shared<Value>(Value::ofInt(0));
  d.extent = Dim::known(1);
  d.isIndex = true;
  e.region.push_back(d);
  e.range = buffer.range;
  return e;
}

void Checker::pushScope() {
  auto s = std::make_shared<Scope>();
  s->parent = scope_;
  scope_ = s;
}

void Checker::popScope(bool branch) {
  if (branch)
    for (const auto& [n, b] : scope_->names)
      branchLocals_[n] = b.def;
  scope_ = scope_->parent;
}

std::string Checker::sourceText(SourceRange r) const {
  const SourceManager& sm = diags_.sources();
  if (!r.valid() || r.end.file != r.begin.file || r.end.offset < r.begin.offset)
    return "";
  std::string_view text = sm.text(r.begin.file);
  std::string out(text.substr(r.begin.offset, r.end.offset - r.begin.offset));
  // Fold line breaks and runs of spaces, for messages.
  std::string folded;
  for (char c : out) {
    if (c == '\n' || c == '\r' || c == '\t')
      c = ' ';
    if (c == ' ' && !folded.empty() && folded.back() == ' ')
      continue;
    folded += c;
  }
  return folded;
}

std::string Checker::suggestName(const std::string& name) const {
  std::vector<std::string> cands;
  for (Scope* s = scope_.get(); s; s = s->parent.get())
    for (const auto& [n, b] : s->names)
      cands.push_back(n);
  for (const auto& b : allBuiltins())
    cands.push_back(std::string(b.spelling));
  return closest(name, cands);
}

std::string Checker::closest(const std::string& name, const std::vector<std::string>& candidates) {
  // Closest candidate by edit distance, if it is close enough to be a typo.
  auto distance = [](const std::string& a, const std::string& b) {
    std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
      prev[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
      cur[0] = i;
      for (size_t j = 1; j <= b.size(); ++j)
        cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      std::swap(prev, cur);
    }
    return prev[b.size()];
  };
  std::string best;
  size_t bestD = std::max<size_t>(2, name.size() / 3) + 1;
  auto consider = [&](const std::string& cand) {
    size_t d = distance(name, cand);
    if (d < bestD) {
      bestD = d;
      best = cand;
    }
  };
  auto lower = [](std::string x) {
    for (auto& ch : x)
      ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return x;
  };
  for (const auto& c : candidates)
    if (c != name && lower(c) == lower(name))
      return c; // a difference of case only is the likeliest typo
  for (const auto& c : candidates)
    consider(c);
  return best;
}

} // namespace tilec::sema
