#pragma once
// Helpers for unit tests: compile .tile text held in memory and collect the
// diagnostics instead of printing them.

#include "tilec/frontend/Compilation.h"

#include <memory>
#include <string>
#include <vector>

namespace tilec::test {

struct FrontendResult {
  std::unique_ptr<SourceManager> sm;
  std::unique_ptr<DiagnosticEngine> diags;
  std::unique_ptr<Compilation> comp;
  bool ok = false;

  std::vector<std::string> errors() const {
    std::vector<std::string> out;
    for (const auto& d : diags->diagnostics())
      if (d.severity == Severity::Error)
        out.push_back(d.message);
    return out;
  }
  /// "line:col: message" of the first error, or "" when there is none.
  std::string firstError() const {
    for (const auto& d : diags->diagnostics()) {
      if (d.severity != Severity::Error)
        continue;
      LineCol lc = sm->lineCol(d.range.begin);
      return std::to_string(lc.line) + ":" + std::to_string(lc.col) + ": " + d.message;
    }
    return "";
  }
};

inline FrontendResult compileText(const std::string& text, FrontendOptions opts = {}) {
  FrontendResult r;
  r.sm = std::make_unique<SourceManager>();
  r.diags = std::make_unique<DiagnosticEngine>(*r.sm);
  r.diags->setErrorLimit(0);
  r.comp = std::make_unique<Compilation>(*r.sm, *r.diags, std::move(opts));
  r.ok = r.comp->addBuffer("test.tile", text) && r.comp->check();
  return r;
}

} // namespace tilec::test
