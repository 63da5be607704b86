#include "tilec/backend/cuda/EmitCUDA.h"

#include "tilec/backend/cuda/AssemblerReport.h"

#include <chrono>

namespace tilec::backend::cuda {

std::optional<EmitResult> emitCuda(const ir::Module& m, CudaOutput what, const std::vector<TargetKind>& targets,
                                   const CompileOptions& o, DiagnosticEngine& diags,
                                   std::vector<std::pair<std::string, double>>* stageTimes) {
  auto timed = [&](const std::string& name, auto&& fn) {
    auto start = std::chrono::steady_clock::now();
    auto r = fn();
    if (stageTimes)
      stageTimes->push_back(
          {name, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count()});
    return r;
  };
  if (targets.empty()) {
    diags.error({}, "no target to compile for; give --target=sm_80,sm_90a (or one of them)");
    return std::nullopt;
  }
  for (TargetKind t : targets)
    if (!targetInfo(t).isGpu()) {
      diags.error({}, "target '" + std::string(targetInfo(t).name) +
                          "' is not a GPU; the CUDA backend compiles for sm_80, sm_86, sm_89 and sm_90a");
      return std::nullopt;
    }
  if ((what == CudaOutput::Ptx || what == CudaOutput::Cubin) && targets.size() != 1) {
    diags.error({}, std::string(what == CudaOutput::Ptx ? "PTX" : "a CUBIN") +
                        " is for exactly one target; give one --target (a fatbin holds several)");
    return std::nullopt;
  }
  auto cu = timed("CUDA C generation", [&] { return generateCuda(m, diags); });
  if (!cu)
    return std::nullopt;
  std::string tool = o.compiler == CudaCompilerKind::Nvcc ? "nvcc" : "NVRTC";
  std::string first(targetInfo(targets[0]).name);
  std::optional<std::string> out;
  std::vector<std::string> assemblerLogs;
  switch (what) {
  case CudaOutput::Source: out = cu->source; break;
  case CudaOutput::Ptx:
    out = timed(tool + " (PTX, " + first + ")", [&] { return compileToPtx(cu->source, first, o, diags); });
    break;
  case CudaOutput::Cubin:
    out = timed(tool + " (CUBIN, " + first + ")", [&] { return compileToCubin(cu->source, targets[0], o, diags, &assemblerLogs); });
    break;
  case CudaOutput::Fatbin:
    out = timed(tool + " and fatbinary (" + std::to_string(targets.size()) + " targets" + (o.embedPtx ? " + PTX" : "") + ")",
                [&] { return compileToFatbin(cu->source, targets, o, diags, &assemblerLogs); });
    break;
  }
  if (!out)
    return std::nullopt;
  for (const std::string& log : assemblerLogs)
    reportAssembler(parseAssemblerLog(log), m, o.resourceUsage, diags);
  return EmitResult{std::move(*out), std::move(*cu)};
}

} // namespace tilec::backend::cuda
