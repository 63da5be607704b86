#pragma once
// One call from lowered IR to any CUDA output: CUDA C text, PTX, a CUBIN or
// a fatbin. Used by `tilec` and `tilec-opt`, so that both produce the same
// bytes for the same IR.

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/backend/cuda/CompileCUDA.h"

namespace tilec::backend::cuda {

enum class CudaOutput { Source, Ptx, Cubin, Fatbin };

struct EmitResult {
  std::string bytes;        // the output file's contents
  CudaModule module;        // the generated source and its kernels' launch facts
};

/// Generates CUDA C for `m` and compiles it as `what` asks. Ptx and Cubin
/// need exactly one target; every target must be a GPU. `stageTimes`, when
/// given, receives (stage, milliseconds) for --time-passes.
std::optional<EmitResult> emitCuda(const ir::Module& m, CudaOutput what, const std::vector<TargetKind>& targets,
                                   const CompileOptions& o, DiagnosticEngine& diags,
                                   std::vector<std::pair<std::string, double>>* stageTimes = nullptr);

} // namespace tilec::backend::cuda
