// The hooks the shared cases (tests/kernels) call, for tilec_gpu_tests and
// the benchmarks that reuse its harness: the GPU variants, the GPU's shapes.
//
// tilec_gpu_tests --differential (built with TILEC_HARNESS_DIFFERENTIAL)
// runs every case at the CPU suite's shapes and each kernel twice: on the
// GPU for the variant, and on the CPU through the host route's JIT, on
// copies of the same inputs; the outputs of the two must agree
// (DifferentialKernel.h) before the case checks the GPU's against its
// float64 reference.
#include "TileKernel.h"

#if TILEC_HARNESS_DIFFERENTIAL
#include "DifferentialKernel.h"
#endif

#include <cstdlib>

namespace tilec_kernels {

Suite currentSuite() {
#if TILEC_HARNESS_DIFFERENTIAL
  if (tilec_gpu::differentialMode())
    return Suite::Differential;
#endif
  return Suite::Gpu;
}

const std::vector<Variant>& allVariants() {
  // TILEC_GPU_TEST_VARIANTS=llvm-sm90a,sm90a runs only those variants.
  static const std::vector<Variant> all = [] {
    std::vector<Variant> every = {Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A}, chosen;
    const char* env = std::getenv("TILEC_GPU_TEST_VARIANTS");
    if (!env || !*env)
      return every;
    std::string list = std::string(",") + env + ",";
    for (Variant v : every)
      if (list.find(std::string(",") + variantName(v) + ",") != std::string::npos)
        chosen.push_back(v);
    return chosen;
  }();
  return all;
}

Kernel& suiteKernel(const std::string& exampleFile, const std::string& exportName, Variant v) {
#if TILEC_HARNESS_DIFFERENTIAL
  if (tilec_gpu::differentialMode())
    return tilec_gpu::differentialKernel(exampleFile, exportName, v);
#endif
  return tilec_gpu::compileKernel(exampleFile, exportName, v);
}

} // namespace tilec_kernels
