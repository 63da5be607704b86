// tilec_gpu_tests --differential: one export run on the GPU (a GPU variant)
// and on the CPU (the host route's JIT, tests/cpu's harness) with the same
// inputs, its outputs compared between the two before the case compares the
// GPU's with its float64 reference. What a route gets wrong where the
// other does not shows up here even when the reference is lenient.
#pragma once

#include "TileKernel.h"

namespace tilec_gpu {

/// Set by `tilec_gpu_tests --differential`.
bool differentialMode();
void setDifferentialMode(bool on);
/// The CPU the host route's JIT compiles for, for the banner.
std::string differentialCpu();

/// Outputs agree when their bits are equal (NaN, inf and the poison
/// pattern of an element neither wrote included) or, for floating-point
/// types, when |gpu - cpu| <= 2 atol + 2 rtol * max(|cpu|, rms(cpu)), with
/// the case tolerances of the type (tolFor): each route is within one
/// tolerance of the float64 result, and sums that cancel to near zero are
/// compared at the output's typical magnitude. Integers: equal.
struct DifferentialKernel : Kernel {
  Kernel* gpu = nullptr;
  Kernel* cpu = nullptr;

  std::string execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) override;
};

/// The cached pair for (file, export, variant). Never throws; check `ok`.
/// A kernel that either route does not support yet is `unsupported` (its
/// cases report themselves skipped).
DifferentialKernel& differentialKernel(const std::string& exampleFile, const std::string& exportName, Variant v);

/// "" when `gpu` and `cpu` agree (see DifferentialKernel), else which
/// elements differ and by how much. `shape` names indices in the message.
std::string compareRoutes(const HostArray& gpu, const HostArray& cpu, const std::vector<std::size_t>& shape);

} // namespace tilec_gpu
