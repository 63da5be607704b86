// tilec_gpu_tests --differential: one export run on the GPU (a GPU variant)
// and on the CPU (the host route's JIT, tests/cpu's harness) with the same
// inputs. Each output's CPU array becomes the GPU array's twin
// (tests/kernels/RouteTwins.h), so the case's own checks compare the CPU's
// result with the float64 reference and the GPU's with the CPU's, at the
// case's tolerance. What a route gets wrong where the other does not shows
// up even where a reference is sampled or lenient.
#pragma once

#include "TileKernel.h"

namespace tilec_gpu {

/// Set by `tilec_gpu_tests --differential`.
bool differentialMode();
void setDifferentialMode(bool on);
/// The CPU the host route's JIT compiles for, for the banner.
std::string differentialCpu();

struct DifferentialKernel : Kernel {
  Kernel* gpu = nullptr;
  Kernel* cpu = nullptr;

  /// Runs the GPU kernel on `args`, the CPU kernel on copies of them as the
  /// case prepared them, and registers the twins. Fails at once when an
  /// output element was written by one route and left poisoned by the other.
  std::string execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) override;
};

/// The cached pair for (file, export, variant). Never throws; check `ok`.
/// A kernel that either route does not support yet is `unsupported` (its
/// cases report themselves skipped).
DifferentialKernel& differentialKernel(const std::string& exampleFile, const std::string& exportName, Variant v);

} // namespace tilec_gpu
