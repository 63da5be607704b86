#pragma once
// Host objects and C headers for compiled kernels (`tilec -c -H`).
//
// An object holds one fatbin (every --target, plus PTX) and, per exported
// kernel, a launcher with a typed C signature that checks its arguments,
// computes the grid from the run-time dims, and launches through the tilert C
// ABI. The object is emitted in-process with LLVM (IRBuilder + the X86 target
// machine), so no host C compiler is needed when compiling .tile files.
//
// The launch facts come from the same place the GPU test harness reads them
// (tests/gpu/TileKernel.cpp): the lowered PrimFunc (params, grid extents,
// dynamic dims) and the generated kernel's KernelInfo (symbol, parameter
// order and C types, block shape, dynamic shared memory).

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/basic/Diagnostics.h"
#include "tilec/basic/Target.h"
#include "tilec/ir/Function.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilec::backend::host {

/// tilec_kernel_metadata.version (TILEC_METADATA_VERSION in the header).
/// Metadata fields are only ever appended; bump this with each addition.
/// 2 added tensor shapes, is_const and the version itself (objects before it
/// have no version field).
inline constexpr int32_t kMetadataVersion = 2;

/// One extent of a tensor parameter as the metadata records it, so that a
/// caller (python/tilec) can check shapes and infer run-time dims.
struct LauncherExtent {
  // The values of tilec_extent_kind in the generated header.
  enum class Kind { Constant = 0, Dim = 1, Expr = 2 };
  Kind kind = Kind::Expr;
  int dimArg = -1;   // Dim: the index in LauncherABI::args of the run-time dim
  int64_t value = 0; // Constant: the extent
  std::string text;  // the extent as the IR printer writes it: "4096", "M", "2 * N"
};

/// One launcher argument after the stream, in launch order.
struct LauncherArg {
  std::string name;   // C identifier (the kernel parameter's)
  std::string dtype;  // "float16", "int32", ...
  int rank = 0;       // tensor rank; 0 for a run-time dim
  bool isTensor = false;
  bool isConst = false;     // tensors the kernel never writes
  bool dimIsInt32 = false;  // run-time dims the kernel takes as int
  std::vector<LauncherExtent> shape; // tensors: rank extents, outermost first
};

/// Everything a launcher needs for one kernel.
struct LauncherABI {
  std::string exportName; // the launcher's symbol (the kernel's legal C name)
  std::string kernelName; // the kernel's symbol in the fatbin
  std::vector<LauncherArg> args;       // tensors, then run-time dims
  std::vector<ir::Expr> grid;          // grid extents over the dynamic dims
  std::vector<ir::Var> dynamicDims;    // in launch order (args after the tensors)
  unsigned threads[3] = {1, 1, 1};
  int64_t dynamicSharedBytes = 0;
  /// A persistent kernel: launched 1-D on tilert_persistent_grid's block
  /// count for the product of the grid extents.
  bool persistent = false;
  /// TMA tensor maps after the run-time dims, then their int flag: each
  /// encoded from its tensor argument (rank 2 to 5, row-major; flag 1), or,
  /// when a stride is not a multiple of 16 bytes, none (flag 0: the kernel
  /// copies without TMA).
  struct TmaMap {
    int tensorArg = 0;          // index into args
    std::vector<ir::Expr> shape; // the tensor's extents, outermost first
    int dataType = 0, swizzleMode = 0, elemBytes = 0; // cuda.h enum values
    std::vector<int64_t> box;   // the box, outermost first
  };
  std::vector<TmaMap> tmaMaps;
  ir::PrimFunc func;                   // keeps the expressions' vars alive
};

/// Matches the lowered functions of a module with the kernels code
/// generation produced and derives each launcher's ABI. Problems (a scalar
/// parameter that is not a run-time dim, more than three grid extents) are
/// located errors reported through `diags`.
std::optional<std::vector<LauncherABI>> describeLaunchers(const ir::Module& m,
                                                           const std::vector<cuda::KernelInfo>& kernels,
                                                           DiagnosticEngine& diags);

/// "sm_80,sm_90a".
std::string targetList(const std::vector<TargetKind>& targets);

/// The ELF x86-64 relocatable object: the fatbin and one launcher plus one
/// `<export>_metadata()` per kernel. `sourceName` names the module (its base
/// name goes into the object's file symbol). nullopt after reporting an error.
std::optional<std::string> emitHostObject(const std::vector<LauncherABI>& launchers, const std::string& fatbin,
                                          const std::vector<TargetKind>& targets, const std::string& sourceName,
                                          DiagnosticEngine& diags);

/// The C header declaring the launchers of the object.
std::string emitHeader(const std::vector<LauncherABI>& launchers, const std::vector<TargetKind>& targets,
                       const std::string& sourceName);

} // namespace tilec::backend::host
