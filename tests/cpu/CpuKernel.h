// The CPU suite's harness: one export compiled through tilec's library API
// for the host (Compilation -> ir::buildModule -> the host pipeline ->
// backend::cpu::HostJit) and run in process on the host arrays themselves,
// its blocks spread over tilert_cpu's thread pool. Compiled kernels are
// cached per (file, export) for the life of the process.
#pragma once

#include "Kernel.h"

#include "tilec/backend/llvm/HostJit.h"

namespace tilec_cpu {

using namespace tilec_kernels;

/// An export the CPU suite does not run, and why. Its cases report
/// themselves skipped with the reason (never passed); the list is printed
/// at the end of every run.
struct NotOnCpu {
  const char* file;
  const char* exportName;
  const char* reason;
};
const std::vector<NotOnCpu>& notOnCpu();

struct HostKernel : Kernel {
  tilec::backend::cpu::HostJit::Kernel jitted;

  /// Calls NAME_packed with the arrays' own memory and the run-time dims.
  std::string execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) override;
};

/// Compiles (or returns the cached) export. Never throws; check `ok`.
HostKernel& compileKernel(const std::string& exampleFile, const std::string& exportName);

/// The JIT's CPU ("znver3"), for the suite's banner.
std::string jitCpu();

} // namespace tilec_cpu
