#pragma once
// The LLVM route to GPU code (`tilec --backend=llvm`): lowered tile IR ->
// LLVM IR for the NVPTX target (built with LLVM 19's C++ API) -> LLVM's
// optimization pipeline -> PTX from LLVM's NVPTX back end -> the toolkit's
// ptxas (CUBIN) and fatbinary (fatbin).
//
// It accepts the same lowered IR as the CUDA C generator (the contract in
// tilec/backend/cuda/CodegenCUDA.h) and produces the same launch ABI: one
// kernel per PrimFunc with the same symbol, parameters in the same order and
// with the same C types, the same block shape and dynamic shared memory
// (cuda::KernelInfo), so host launchers and tilert need not know which route
// compiled a kernel. docs/backends.md maps every construct and intrinsic.
//
// Only this library sees LLVM's headers: the interface is strings.

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/basic/Diagnostics.h"
#include "tilec/basic/Target.h"
#include "tilec/ir/Function.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tilec::backend::nvptx {

/// What to produce: the LLVM module as text (after the optimization
/// pipeline), PTX, a CUBIN, or a fatbin (a CUBIN per target plus PTX).
enum class NvptxOutput { LlvmIR, Ptx, Cubin, Fatbin };

struct NvptxOptions {
  std::string cudaRoot; // toolkit root (ptxas, fatbinary, libdevice); empty: as the CUDA route finds it
  int optLevel = 3;     // LLVM's pipeline: 0, 1, 2 or 3
  bool embedPtx = true; // fatbins carry PTX for the highest target's virtual architecture
  std::vector<std::string> ptxasFlags; // passed to ptxas as they are
  bool resourceUsage = false;          // --resource-usage: a note per kernel (cuda/AssemblerReport.h)
};

struct NvptxResult {
  std::string bytes;                     // the output file's contents
  std::vector<cuda::KernelInfo> kernels; // launch facts, as the CUDA route gives them
};

/// Compiles every function of a lowered module. LlvmIR, Ptx and Cubin need
/// exactly one target. Input the route cannot compile yet is a located error
/// whose message contains kNotSupportedYet; a failure of LLVM's verifier,
/// ptxas or fatbinary is an internal compiler error. `stageTimes`, when
/// given, receives (stage, milliseconds) for --time-passes.
std::optional<NvptxResult> emitNvptx(const ir::Module& m, NvptxOutput what, const std::vector<TargetKind>& targets,
                                     const NvptxOptions& o, DiagnosticEngine& diags,
                                     std::vector<std::pair<std::string, double>>* stageTimes = nullptr);

/// Part of the message of every "the LLVM route cannot compile this yet"
/// error, so that callers (the GPU test harness) can tell it from a failure.
inline constexpr const char* kNotSupportedYet = "not supported by --backend=llvm yet";

/// The PTX ISA version the route writes ("8.5": the newest LLVM 19 knows,
/// which CUDA 13's ptxas accepts).
const char* ptxIsaVersion();

} // namespace tilec::backend::nvptx
