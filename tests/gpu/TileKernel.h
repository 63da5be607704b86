// The GPU suite's harness: compiling one exported kernel of an example
// through tilec's library API (Compilation -> ir::buildModule -> the default
// pass pipeline -> emitCuda, or the LLVM route, as a fatbin) and launching
// it with tilert. Compiled kernels are cached per (file, export, variant)
// for the life of the process. The benchmarks use it too.
#pragma once

#include "GpuDevice.h"

#include "Kernel.h"

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/basic/Target.h"
#include "tilec/ir/Function.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tilec_gpu {

using namespace tilec_kernels; // Variant, DimValues, TensorParam, HostArray, ...

/// The variant the benchmarks compile with: $TILEC_BENCH_VARIANT (a name of
/// variantName, e.g. llvm-sm90a for the LLVM route), sm90a by default.
Variant benchVariant();

/// One export compiled for a GPU variant: a fatbin and its launch facts.
struct CompiledKernel : Kernel {
  std::string fatbin;                    // the image loaded with tilert
  std::string cudaSource;                // the generated CUDA C (LLVM route: the PTX), for failure reports
  tilec::backend::cuda::KernelInfo info; // symbol, params in launch order, block, dynamic smem
  tilert_module* module = nullptr;       // created on first launch

  /// Uploads every array, launches, synchronises, downloads the outputs.
  std::string execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) override;
};

/// Compiles (or returns the cached) kernel. Never throws; check `ok`.
CompiledKernel& compileKernel(const std::string& exampleFile, const std::string& exportName, Variant v);
/// Destroys every cached tilert module (before the context goes away).
void releaseKernelModules();

struct LaunchShape {
  unsigned grid[3] = {1, 1, 1};
  unsigned block[3] = {1, 1, 1};
  std::size_t dynamicSmem = 0;
  std::string describe() const;
};

/// The launch configuration for these run-time dims ("" in *error on success).
LaunchShape launchShape(const CompiledKernel& k, const DimValues& dims, std::string* error);

/// A persistent kernel (KernelInfo::persistent) runs on a 1-D grid of as
/// many blocks as the device holds at once (tilert_persistent_grid), at most
/// the logical grid's; `shape` (from launchShape) becomes that. Loads the
/// module. Other kernels keep their shape. Returns an error message or "".
std::string persistentGrid(CompiledKernel& k, LaunchShape* shape);

/// The kernel arguments (pointers to the values cuLaunchKernel reads, and
/// their storage): device pointers, then the run-time dims as the kernel
/// declares them. Not copyable in effect: args point into the vectors.
struct LaunchArgs {
  std::vector<CUdeviceptr> ptrs;
  std::vector<int> ints;
  std::vector<long long> longs;
  std::vector<CUtensorMap> maps; // TMA tensor maps (the flag after them is in ints)
  std::vector<void*> args;
};
/// Fills *out ("" or the error: a dim that does not fit the kernel's type).
std::string buildLaunchArgs(const CompiledKernel& k, const DimValues& dims,
                            const std::vector<const DeviceBuffer*>& tensors, LaunchArgs* out);

/// Launches the kernel with `tensors` (one device buffer per tensor param,
/// in launch order) and the run-time dims, then synchronises. Checks that
/// every dynamic dim has a value, that no unknown dim is given, and that each
/// buffer's size is exactly its tensor's size. Returns "" or the error (the
/// launch status, or the error the kernel left behind).
std::string launchKernel(CompiledKernel& k, const DimValues& dims, const std::vector<const DeviceBuffer*>& tensors,
                         LaunchShape* used = nullptr);

} // namespace tilec_gpu
