#pragma once
// What ptxas says about each kernel it assembles (asked with -v, on both
// code generation routes: inside NVRTC's or nvcc's log, or ptxas's own
// output), turned into diagnostics at the kernel's definition:
//   - a warning when ptxas serialized a kernel's wgmma instructions
//     (C7515 / C7519 / C7520 "Potential Performance Loss"): the tensor
//     cores then run one GEMM at a time, a performance bug of the
//     generated code that no test of results would notice;
//   - a warning when ptxas injected a warpgroup.arrive so that a wgmma can
//     read registers written after the fence (the wgmmas wait for it: the
//     same kind of bug);
//   - with --resource-usage, a note per kernel and target: registers,
//     stack frame, bytes spilled to local memory.

#include "tilec/basic/Diagnostics.h"
#include "tilec/ir/Function.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilec::backend::cuda {

struct KernelResources {
  std::string kernel; // the entry function (the exported symbol)
  std::string target; // "sm_90a"
  std::optional<int64_t> registers, stackBytes, spillStoreBytes, spillLoadBytes;
  std::vector<std::string> serialized; // ptxas's serialization remarks ("C7515: ...")
  std::vector<int64_t> injectedArrives; // PTX lines near which ptxas injected a warpgroup.arrive
};

/// The entry functions ptxas -v reports in `log` (one assembly: one target),
/// in order of appearance.
/// Lines it does not recognize are skipped (the log may hold other tools'
/// messages).
std::vector<KernelResources> parseAssemblerLog(std::string_view log);

/// Reports `kernels` (see the file comment); kernels of `m` are located at
/// their definitions, others (none expected) at no location.
void reportAssembler(const std::vector<KernelResources>& kernels, const ir::Module& m, bool resourceUsage,
                     DiagnosticEngine& diags);

} // namespace tilec::backend::cuda
