#pragma once
// The host route (`tilec --target=host`): tile IR -> LLVM IR for x86-64,
// built with LLVM 19's C++ API -> LLVM's optimization pipeline -> an ELF
// object (or the module as text, or code in the in-process JIT, HostJit.h).
//
// The input is the module the host pipeline leaves (opt::defaultPipeline for
// TargetKind::Host): still at the tile level, because a thread block runs on
// one CPU thread and there are no threads to bind. Tile operators become
// loops over whole tiles, shared / fragment / local buffers block-local
// arrays. Each export NAME becomes
//
//   int32_t NAME(tensors and scalars..., run-time dims...);  // a tilert_cpu status
//   int32_t NAME_packed(void** args);                        // args[i] points at argument i
//
// which check the arguments, compute the grid and run its blocks through
// tilert_cpu_launch (runtime/include/tilert/tilert_cpu.h). docs/backends.md
// describes the mapping and the ABI.
//
// Only this library sees LLVM's headers: the interface is strings and IR.

#include "tilec/basic/Diagnostics.h"
#include "tilec/ir/Function.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tilec::backend::cpu {

/// Part of the message of every "the host route cannot compile this yet"
/// error, so that callers (the CPU test suite) can tell it from a failure.
inline constexpr const char* kNotSupportedYet = "not supported by --target=host yet";

/// One argument of an export's entry point, in order: the kernel's tensors
/// and scalars as declared, then its run-time dims.
struct HostArg {
  std::string name;   // a C identifier
  std::string ctype;  // "const uint16_t*", "float", "int32_t", ...
  ir::DataType dtype; // the element type (tensors) or the value's type
  bool isTensor = false;
  bool isConst = false; // a tensor the kernel never writes
  bool isDim = false;   // a run-time dim (must be positive)
};

/// What one export became.
struct HostKernelInfo {
  std::string name; // the entry point; `name + "_packed"` is the packed one
  std::vector<HostArg> args;
  int64_t stackBytes = 0; // block-local buffers on a worker's stack
  int64_t arenaBytes = 0; // block-local buffers in the worker's arena
  ir::PrimFunc func;      // grid and shapes, for callers that size tensors
};

enum class HostOutput { LlvmIR, Object };

struct HostOptions {
  int optLevel = 3; // LLVM's pipeline: 0, 1, 2 or 3
  /// The CPU to tune and select instructions for. "x86-64" (every x86-64
  /// machine) for objects and --emit=llvm, so that the output does not
  /// depend on the build machine; HostJit uses the machine it runs on.
  std::string cpu = "x86-64";
  std::string features; // LLVM feature string ("+avx2,..."); empty: the CPU's
};

struct HostResult {
  std::string bytes; // the module's text or the object file
  std::vector<HostKernelInfo> kernels;
};

/// Compiles every function of a module after the host pipeline. Input the
/// route cannot compile is a located error (its message contains
/// kNotSupportedYet, or says what to change for constructs that only make
/// sense per GPU thread); a module that fails LLVM's verifier is an internal
/// compiler error. `stageTimes`, when given, receives (stage, milliseconds).
std::optional<HostResult> emitHost(const ir::Module& m, HostOutput what, const HostOptions& o, DiagnosticEngine& diags,
                                   std::vector<std::pair<std::string, double>>* stageTimes = nullptr);

/// The C header declaring the entry points of an object (`tilec -c -H
/// --target=host`). `sourceName`'s base name goes into its comment.
std::string emitHostHeader(const std::vector<HostKernelInfo>& kernels, const std::string& sourceName);

} // namespace tilec::backend::cpu
