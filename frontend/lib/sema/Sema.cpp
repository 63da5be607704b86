#include "tilec/frontend/Sema.h"

#include "SemaImpl.h"

namespace tilec::sema {

std::vector<Instance> checkProgram(const std::vector<const ast::Module*>& modules, const SemaOptions& opts,
                                   DiagnosticEngine& diags) {
  Checker checker(diags, opts);
  return checker.run(modules);
}

std::vector<Instance> Checker::run(const std::vector<const ast::Module*>& modules) {
  collectGlobals(modules);
  return instantiateAll(modules);
}

std::string Checker::suggestName(const std::string& name) const {
  // Closest known name by edit distance, among locals, globals and T.* names.
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
  for (Scope* s = scope_.get(); s; s = s->parent.get())
    for (const auto& [n, b] : s->names)
      consider(n);
  for (const auto& b : allBuiltins())
    consider(std::string(b.spelling));
  return best;
}

} // namespace tilec::sema
