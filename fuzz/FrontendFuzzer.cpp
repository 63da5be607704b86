// Feeds arbitrary bytes to the front end and, for programs that check, to
// the IR builder, the default pass pipeline of one target (sm_90a, sm_80 or
// the host, by the input's length, so that every input always takes the
// same one) and, for the GPU targets, CUDA C generation. Any crash,
// sanitizer report or internal error is a bug: bad input must only produce
// diagnostics. An "internal compiler error" diagnostic (the verifier
// rejecting a pass's output, a lowering that cannot go on) aborts, so
// libFuzzer keeps it.
#include "tilec/backend/cuda/CodegenCUDA.h"
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
  const tilec::TargetKind targets[] = {tilec::TargetKind::SM90A, tilec::TargetKind::SM80, tilec::TargetKind::Host};
  const tilec::TargetKind target = targets[size % 3];
  tilec::opt::PassManager pm;
  pm.addPasses(tilec::opt::defaultPipeline(target, 2));
  tilec::opt::PassContext ctx;
  ctx.diags = &diags;
  ctx.target = target;
  bool ok = pm.run(*mod, ctx);
  abortOnInternalError(diags);
  if (ok && !diags.hasErrors() && target != tilec::TargetKind::Host) {
    (void)tilec::backend::cuda::generateCuda(*mod, diags);
    abortOnInternalError(diags);
  }
  return 0;
}
