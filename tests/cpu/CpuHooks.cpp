// The hooks the shared cases (tests/kernels) call, for tilec_cpu_tests: one
// variant (the host route), the CPU's shapes. (tilec_gpu_tests links the
// CPU harness too, for its differential mode, with hooks of its own.)
#include "CpuKernel.h"

namespace tilec_kernels {

Suite currentSuite() { return Suite::Cpu; }

const std::vector<Variant>& allVariants() {
  static const std::vector<Variant> all = {Variant::Host};
  return all;
}

Kernel& suiteKernel(const std::string& exampleFile, const std::string& exportName, Variant v) {
  (void)v; // the CPU suite has one variant
  return tilec_cpu::compileKernel(exampleFile, exportName);
}

} // namespace tilec_kernels
