// The layer the two kernel suites share (tests/kernels): tilec_gpu_tests runs
// the cases on a GPU through tilert, tilec_cpu_tests on the host through the
// host route's JIT. A case (tests/kernels/cases) asks its suite for a
// compiled export, makes seeded random inputs, runs the kernel and checks
// the outputs against float64 references; it does not know where the
// kernel runs. Each suite's harness defines the hooks below (currentSuite,
// allVariants, suiteKernel) and a Kernel subclass that executes.
#pragma once

#include "HostMath.h"

#include "tilec/basic/Diagnostics.h"
#include "tilec/basic/Target.h"
#include "tilec/ir/Function.h"
#include "tilec/ir/arith/Evaluate.h"

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace tilec_kernels {

/// How a kernel is compiled and run:
///   SM90A       passes for sm_90a; a fatbin with an sm_90a CUBIN (+ its PTX).
///   SM80PTX     passes for sm_80; a fatbin with an sm_80 CUBIN and compute_80
///               PTX. On Hopper the driver JIT-compiles that PTX, which is how
///               the sm_80 code path runs there.
///   LLVM_SM90A  passes for sm_90a, then the LLVM route (--backend=llvm).
///   Host        the host pipeline and route (--target=host), run in process
///               by the JIT on the CPU (tilec_cpu_tests).
enum class Variant { SM90A, SM80PTX, LLVM_SM90A, Host };
const char* variantName(Variant v);

/// Gpu: tilec_gpu_tests. Cpu: tilec_cpu_tests. Differential:
/// tilec_gpu_tests --differential (each kernel on the GPU and on the CPU,
/// outputs compared), at the CPU's shapes.
enum class Suite { Gpu, Cpu, Differential };

// ---- defined by each suite's harness
Suite currentSuite();
/// The variants the suite runs (the GPU suite: TILEC_GPU_TEST_VARIANTS).
const std::vector<Variant>& allVariants();
class Kernel;
/// Compiles (or returns the cached) export for a variant. Never throws:
/// check `ok`.
Kernel& suiteKernel(const std::string& exampleFile, const std::string& exportName, Variant v);

/// `gpu` in the GPU suite, `cpu` in the CPU and differential suites: the
/// CPU runs smaller shapes (tails that are not multiples of a tile
/// included), so that the suite stays quick in a debug build.
template <class T> std::vector<T> bySuite(std::vector<T> gpu, std::vector<T> cpu) {
  return currentSuite() == Suite::Gpu ? std::move(gpu) : std::move(cpu);
}
/// The variants among `wanted` that the suite runs, in its order.
std::vector<Variant> variantsAmong(std::initializer_list<Variant> wanted);

/// One tensor parameter as the compiled kernel declares it.
struct TensorParam {
  std::string name;  // the IR buffer's name
  std::string dtype; // "float16", ...
  int elemBytes = 0;
  std::vector<tilec::ir::Expr> shape;
  bool written = false; // not const in the generated signature
};

using DimValues = std::map<std::string, int64_t>;

enum class ArgMode { Input, Output, ZeroedOutput };
struct Arg {
  HostArray* array;
  ArgMode mode;
};
inline Arg in(HostArray& a) { return {&a, ArgMode::Input}; }
/// An output poisoned (NaN pattern) before the launch.
inline Arg out(HostArray& a) { return {&a, ArgMode::Output}; }
/// An output the kernel accumulates into: zeroed before the launch.
inline Arg zeroedOut(HostArray& a) { return {&a, ArgMode::ZeroedOutput}; }

/// One compiled export.
class Kernel {
public:
  virtual ~Kernel() = default;

  std::string file;       // path of the .tile file
  std::string exportName; // the export (also the kernel's symbol before legalisation)
  Variant variant = Variant::SM90A;

  bool ok = false;
  std::string error; // the diagnostics when !ok
  /// The route said it cannot compile this kernel yet (its "not supported
  /// yet" message): its cases are skipped, and counted as such, not passed.
  bool unsupported = false;

  tilec::ir::PrimFunc func;             // keeps the grid/shape expressions and their vars alive
  std::vector<std::string> dynamicDims; // names of the run-time dims, in launch order
  std::vector<TensorParam> tensors;     // tensor params in launch order

  std::string describe() const; // "softmax.tile:softmax_f16_n4096 [sm90a]"

  /// Runs the kernel on `args` (one per tensor, in order; outputs already
  /// poisoned or zeroed, checked by checkArgs) and leaves the outputs in
  /// their arrays. Returns "" or what went wrong; `launch` receives a
  /// description of the launch for failure messages.
  virtual std::string execute(const DimValues& dims, const std::vector<Arg>& args, std::string* launch) = 0;
};

/// The examples directory (TILEC_EXAMPLES_DIR at run time, else where the
/// build found them).
std::string examplesDir();

/// The diagnostics of compiling one kernel, collected as text for its error.
struct DiagnosticLog {
  tilec::SourceManager sm;
  tilec::DiagnosticEngine diags{sm};
  std::ostringstream text;
  tilec::TextDiagnosticConsumer consumer{text};
  DiagnosticLog() { diags.setConsumer(&consumer); }
  /// Marks `k` as not compiled: `what`, then the diagnostics.
  void fail(Kernel& k, const std::string& what) {
    diags.finish();
    k.ok = false;
    k.error = what + (text.str().empty() ? std::string() : ":\n" + text.str());
  }
};

/// The module of export k.exportName of k.file after `target`'s default
/// pipeline at -O2, as `tilec --kernel=EXPORT --target=...` builds it: one
/// function. nullopt with `*error` set (the diagnostics go to `diags`).
std::optional<tilec::ir::Module> buildExport(const Kernel& k, tilec::TargetKind target, tilec::SourceManager& sm,
                                             tilec::DiagnosticEngine& diags, std::string* error);

/// Fills k.dynamicDims and k.tensors from k.func; `written[i]`: whether the
/// compiled kernel writes tensor parameter i. "" or why the suites cannot
/// pass the parameters (a scalar that is not a run-time dim).
std::string describeParams(Kernel& k, const std::vector<bool>& written);

/// Binds the run-time dims by name; false with `error` for an unknown or
/// missing one.
bool bindDims(const Kernel& k, const DimValues& dims, tilec::ir::arith::VarValues* values, std::string* error);
/// Element count of each tensor parameter for these run-time dims.
std::vector<int64_t> tensorElements(const Kernel& k, const DimValues& dims, std::string* error);
/// The grid's extents (1 to 3) for these run-time dims.
std::vector<int64_t> gridExtents(const Kernel& k, const DimValues& dims, std::string* error);
/// Checks a case's arrays against the kernel's tensors: count, dtype,
/// which are written, sizes. "" or the mismatch.
std::string checkArgs(const Kernel& k, const DimValues& dims, const std::vector<Arg>& args);

/// Records that a case was skipped (its kernel is unsupported by the
/// variant's route); the suites list them at the end of the run.
void noteSkipped(const std::string& what);
std::vector<std::string> skippedCases();

} // namespace tilec_kernels
