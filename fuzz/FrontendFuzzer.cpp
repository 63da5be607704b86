// Feeds arbitrary bytes to the front end and, for programs that check, to
// the IR builder and the default pass pipeline. Any crash, sanitizer report
// or internal error is a bug: bad input must only produce diagnostics. An
// "internal compiler error" diagnostic (the verifier rejecting a pass's
// output, a lowering that cannot go on) aborts, so libFuzzer keeps it.
#include "tilec/frontend/Compilation.h"
#include "tilec/ir/IRBuilder.h"
#include "tilec/optimizer/PassManager.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

void abortOnInternalError(const tilec::DiagnosticEngine& diags) {
  for (const auto& d : diags.diagnostics())
    if (d.message.rfind("internal compiler error", 0) == 0) {
      std::fprintf(stderr, "fuzz: %s\n", d.message.c_str());
      std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 16)
    return 0;
  tilec::SourceManager sm;
  tilec::DiagnosticEngine diags(sm);
  diags.setErrorLimit(50);
  tilec::FrontendOptions opts;
  tilec::Compilation comp(sm, diags, opts);
  if (!comp.addBuffer("fuzz.tile", std::string(reinterpret_cast<const char*>(data), size)))
    return 0;
  auto mod = tilec::ir::buildModule(comp); // checks first; IR only for valid programs
  abortOnInternalError(diags);
  if (!mod)
    return 0;
  tilec::opt::PassManager pm;
  pm.addPasses(tilec::opt::defaultPipeline(tilec::TargetKind::SM90A, 2));
  tilec::opt::PassContext ctx;
  ctx.diags = &diags;
  pm.run(*mod, ctx);
  abortOnInternalError(diags);
  return 0;
}
