#pragma once
// An in-process JIT for host kernels (LLVM's ORC LLJIT): compiles a module
// after the host pipeline for the CPU it runs on and hands back each
// export's entry points, ready to call. For tests and tools that run
// kernels without writing objects; the code is the same as `tilec -c
// --target=host` writes, tuned for this machine.
//
// Generated code calls the tilert_cpu runtime (tilert_cpu_launch,
// tilert_cpu_set_error) and the C math library. The JIT resolves symbols
// from the definitions given to create() first, then from the process
// (libm, libc, and anything the executable exports), so a program that
// links tilert_cpu statically passes its entry points explicitly.

#include "tilec/backend/llvm/EmitHost.h"

#include <memory>

namespace tilec::backend::cpu {

class HostJit {
public:
  /// The packed entry point: args[i] points at argument i.
  using PackedFn = int32_t (*)(void** args);

  struct Kernel {
    HostKernelInfo info;
    PackedFn packed = nullptr;
    void* entry = nullptr; // the typed entry point, int32_t NAME(args...)
  };

  /// A JIT for the host CPU; `symbols` (name, address) are defined for the
  /// generated code. nullptr with `error` set when LLVM cannot target this
  /// machine.
  static std::unique_ptr<HostJit> create(const std::vector<std::pair<std::string, void*>>& symbols,
                                         std::string& error);
  ~HostJit();
  HostJit(const HostJit&) = delete;
  HostJit& operator=(const HostJit&) = delete;

  /// Compiles a module (one LLVM module, its own symbol namespace: adding
  /// two modules with the same export names is fine) and resolves its entry
  /// points. nullopt after reporting the problems through `diags`.
  /// `optLevel` is LLVM's pipeline level.
  std::optional<std::vector<Kernel>> add(const ir::Module& m, DiagnosticEngine& diags, int optLevel = 3);

  /// The CPU and features the JIT compiles for ("skylake-avx512", "+avx2,...").
  const std::string& cpu() const;

private:
  struct Impl;
  explicit HostJit(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace tilec::backend::cpu
