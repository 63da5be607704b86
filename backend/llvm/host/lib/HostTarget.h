#pragma once
// The host route's use of LLVM (private): the x86-64 target machine, the
// module of a tile IR module, LLVM's pipeline, object emission. Shared by
// emitHost (objects, --emit=llvm) and HostJit.

#include "tilec/backend/llvm/EmitHost.h"

#include <llvm/IR/Module.h>
#include <llvm/Target/TargetMachine.h>

#include <memory>
#include <optional>
#include <string>

namespace tilec::backend::cpu::detail {

/// The triple of objects: always ELF x86-64 Linux, so that the bytes do not
/// depend on the build machine.
const char* hostTriple();

/// Initializes LLVM's X86 target once per process.
void initializeX86();

/// An x86-64 target machine (position-independent code, so that objects
/// link into shared libraries too). nullptr with `error` set on failure.
std::unique_ptr<llvm::TargetMachine> createTargetMachine(const std::string& triple, const std::string& cpu,
                                                         const std::string& features, int optLevel,
                                                         std::string& error);

/// Generates every function of `m` into `out` (whose triple and data layout
/// are set) and verifies it. Problems are reported through `diags`;
/// nullopt then.
std::optional<std::vector<HostKernelInfo>> buildModule(const ir::Module& m, llvm::Module& out, DiagnosticEngine& diags);

/// LLVM's default pipeline at `optLevel` (0-3), with the loop and SLP
/// vectorizers from -O2 on.
void optimize(llvm::Module& m, llvm::TargetMachine& tm, int optLevel);

/// The relocatable object; nullopt with `error` set on failure.
std::optional<std::string> emitObject(llvm::Module& m, llvm::TargetMachine& tm, std::string& error);

} // namespace tilec::backend::cpu::detail
