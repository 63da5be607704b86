// Compiling one exported kernel of an example through tilec's library API
// (Compilation -> ir::buildModule -> the default pass pipeline -> emitCuda as
// a fatbin) and launching it with tilert. Compiled kernels are cached per
// (file, export, variant) for the life of the process.
#pragma once

#include "GpuDevice.h"

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/basic/Target.h"
#include "tilec/ir/Function.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tilec_gpu {

/// How a kernel is compiled:
///   SM90A       passes for sm_90a; a fatbin with an sm_90a CUBIN (+ its PTX).
///   SM80PTX     passes for sm_80; a fatbin with an sm_80 CUBIN and compute_80
///               PTX. On Hopper the driver JIT-compiles that PTX, which is how
///               the sm_80 code path runs there.
///   LLVM_SM90A  passes for sm_90a, then the LLVM route (--backend=llvm):
///               LLVM IR -> NVPTX PTX -> ptxas; a fatbin with an sm_90a CUBIN
///               (+ compute_90 PTX where the kernel has one). Kernels the
///               route does not support yet are reported as skipped.
enum class Variant { SM90A, SM80PTX, LLVM_SM90A };
const char* variantName(Variant v);
const std::vector<Variant>& allVariants();
/// The variant the benchmarks compile with: $TILEC_BENCH_VARIANT (a name of
/// variantName, e.g. llvm-sm90a for the LLVM route), sm90a by default.
Variant benchVariant();

/// One tensor parameter as the compiled kernel declares it.
struct TensorParam {
  std::string name;    // the IR buffer's name
  std::string dtype;   // "float16", ...
  int elemBytes = 0;
  std::vector<tilec::ir::Expr> shape;
  bool written = false; // not const in the generated signature
};

struct CompiledKernel {
  std::string file;       // path of the .tile file
  std::string exportName; // the export (also the kernel's symbol before legalisation)
  Variant variant = Variant::SM90A;

  bool ok = false;
  std::string error; // the diagnostics when !ok
  /// The LLVM route said it cannot compile this kernel yet (kNotSupportedYet):
  /// its cases are skipped, and counted as such, not passed.
  bool unsupported = false;

  std::string fatbin;                      // the image loaded with tilert
  std::string cudaSource;                  // the generated CUDA C (LLVM route: the PTX), for failure reports
  tilec::backend::cuda::KernelInfo info;   // symbol, params in launch order, block, dynamic smem
  tilec::ir::PrimFunc func;                // keeps the grid/shape expressions and their vars alive
  std::vector<std::string> dynamicDims;    // names of the run-time dims, in launch order
  std::vector<TensorParam> tensors;        // tensor params in launch order
  tilert_module* module = nullptr;         // created on first launch

  std::string describe() const; // "softmax.tile:softmax_f16_n4096 [sm90a]"
};

/// Compiles (or returns the cached) kernel. Never throws; check `ok`.
CompiledKernel& compileKernel(const std::string& exampleFile, const std::string& exportName, Variant v);
/// Destroys every cached tilert module (before the context goes away).
void releaseKernelModules();

/// Records that a case was skipped (its kernel is unsupported by the
/// variant's route) and prints the list at the end of the run.
void noteSkipped(const std::string& what);
/// The skipped cases so far (for the summary in GpuMain).
std::vector<std::string> skippedCases();

/// The examples directory (TILEC_EXAMPLES_DIR, or $TILEC_EXAMPLES_DIR at run time).
std::string examplesDir();

using DimValues = std::map<std::string, int64_t>;

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

/// Element count of each tensor parameter for these run-time dims.
std::vector<int64_t> tensorElements(const CompiledKernel& k, const DimValues& dims, std::string* error);

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
