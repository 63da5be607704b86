// tilec_cpu_tests: every example kernel and the GPU suite's cases
// (tests/kernels/cases, shared with tilec_gpu_tests) compiled for the host
// (--target=host) and run in process through the host route's JIT on the
// CPU, against float64 references on fresh random inputs; plus the tilert_cpu
// runtime's own tests. Needs no GPU, no CUDA.
//
//   tilec_cpu_tests [catch options]
// Environment: TILEC_TEST_SEED (the base seed), TILERT_CPU_THREADS (the
// thread pool's size), TILEC_EXAMPLES_DIR (the examples, when not where the
// build found them).
#include "CatchSession.h"
#include "CpuKernel.h"

#include <tilert/tilert_cpu.h>

#include <cstdio>

int main(int argc, char** argv) {
  std::printf("CPU: %s, %d threads; examples from %s\n", tilec_cpu::jitCpu().c_str(), tilert_cpu_num_threads(),
              tilec_kernels::examplesDir().c_str());
  std::fflush(stdout);
  int result = tilec_test::runCatchSession(argc, argv);
  // Cases that did not run end early; they are listed so that nobody
  // mistakes them for passes.
  std::vector<std::string> skipped = tilec_kernels::skippedCases();
  if (!skipped.empty()) {
    std::printf("%zu case(s) skipped, not passed:\n", skipped.size());
    for (const auto& s : skipped)
      std::printf("skipped: %s\n", s.c_str());
  }
  for (const auto& n : tilec_cpu::notOnCpu())
    std::printf("not run on the CPU: %s:%s: %s\n", n.file, n.exportName, n.reason);
  return result;
}
