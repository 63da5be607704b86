#pragma once
// Helpers for the CUDA backend tests: parse printed IR, generate CUDA C, and
// collect diagnostics as "line:col: message" strings.

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/ir/IRParser.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::backend::cuda::test {

struct Generated {
  std::unique_ptr<SourceManager> sm = std::make_unique<SourceManager>();
  std::unique_ptr<DiagnosticEngine> diags = std::make_unique<DiagnosticEngine>(*sm);
  std::optional<ir::Module> module;
  std::optional<CudaModule> cuda;

  std::vector<std::string> errors() const {
    std::vector<std::string> out;
    for (const auto& d : diags->diagnostics()) {
      if (d.severity != Severity::Error)
        continue;
      std::string where;
      if (d.range.valid()) {
        LineCol lc = sm->lineCol(d.range.begin);
        where = std::to_string(lc.line) + ":" + std::to_string(lc.col) + ": ";
      }
      out.push_back(where + d.message);
    }
    return out;
  }
  const std::string& source() const { return cuda->source; }
  bool contains(const std::string& s) const { return cuda && cuda->source.find(s) != std::string::npos; }
};

/// Parses `text` (printed IR) and runs the CUDA code generator on it.
inline Generated generate(const std::string& text) {
  Generated g;
  g.diags->setErrorLimit(0);
  g.module = ir::parseModule(text, "test.tir", *g.sm, *g.diags);
  if (g.module)
    g.cuda = generateCuda(*g.module, *g.diags);
  return g;
}

} // namespace tilec::backend::cuda::test
