#pragma once
// LLVM's side of the NVPTX route (private): the target machine, libdevice
// and PTX emission. The pipeline is llvm/common's runPipeline with the
// NVPTX target machine (which adds NVVMReflect, so libdevice's
// __nvvm_reflect folds).

#include "KernelCodegen.h"

#include <llvm/Target/TargetMachine.h>

#include <memory>
#include <optional>
#include <string>

namespace tilec::backend::nvptx::detail {

/// "nvptx64-nvidia-cuda".
const char* nvptxTriple();

/// A target machine for `t` (CPU t.cpu(), PTX ISA ptxIsaVersion()), with
/// floating-point contraction into FMA allowed, as nvcc's default
/// -fmad=true. nullptr (and `error`) when LLVM lacks the NVPTX target.
std::unique_ptr<llvm::TargetMachine> createTargetMachine(const GpuTarget& t, int optLevel, std::string& error);

/// Links the libdevice functions the module calls (`__nv_*` declarations)
/// from the toolkit's libdevice.10.bc and internalizes everything but the
/// kernels, so that unused functions disappear. Returns false (and `error`)
/// when libdevice cannot be read.
bool linkLibdevice(llvm::Module& m, const std::string& path, std::string& error);

/// Whether the module declares a libdevice function.
bool needsLibdevice(const llvm::Module& m);

/// PTX text from the NVPTX back end; std::nullopt (and `error`) on failure.
std::optional<std::string> emitPtx(llvm::Module& m, llvm::TargetMachine& tm, std::string& error);

} // namespace tilec::backend::nvptx::detail
