#pragma once
// Compiling generated CUDA C: in process with NVRTC (the default) or with the
// toolkit's nvcc, to PTX, to a CUBIN per target, and to one fatbin holding a
// CUBIN for every target plus PTX of the highest one for forward
// compatibility (assembled by the toolkit's `fatbinary`).
//
// The device library headers are embedded in tilec at build time (NVRTC gets
// them as in-memory headers; nvcc gets a temporary copy), so an installed
// tilec needs no source tree. The CUDA headers (cuda_fp16.h, ...), nvcc and
// fatbinary come from the first toolkit root that has include/cuda_fp16.h:
// CompileOptions::cudaRoot (--cuda-path), the toolkit tilec was configured
// with (whose NVRTC it links), $CUDA_PATH, $CUDA_HOME, /usr/local/cuda.
//
// Compiler failures (NVRTC, nvcc, ptxas, fatbinary) are internal compiler
// errors: the generated code should always compile. They are reported
// through the DiagnosticEngine with the compiler's log.

#include "tilec/basic/Diagnostics.h"
#include "tilec/basic/Target.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilec::backend::cuda {

enum class CudaCompilerKind { Nvrtc, Nvcc };
/// Whether this build links NVRTC (the toolkit was found at configure time).
bool haveNvrtc();
/// "nvrtc" / "nvcc".
std::optional<CudaCompilerKind> parseCudaCompiler(std::string_view s);

struct CompileOptions {
  CudaCompilerKind compiler = CudaCompilerKind::Nvrtc;
  std::string cudaRoot;       // toolkit root (bin/, include/); empty: see above
  bool lineInfo = false;      // -lineinfo, for profilers
  bool embedPtx = true;       // fatbins carry PTX of the highest target
  std::vector<std::string> extraFlags; // passed to NVRTC / nvcc as they are
  bool resourceUsage = false;          // --resource-usage: a note per kernel (AssemblerReport.h)
};

/// The toolkit that will be used: its root, include and bin directories.
struct Toolkit {
  std::string root, includeDir, binDir;
};
Toolkit findToolkit(const CompileOptions& o);

/// The embedded device library: (include name "tilec/device/x.h", text).
struct EmbeddedHeader {
  const char* name;
  const char* text;
};
const std::vector<EmbeddedHeader>& deviceHeaders();

/// PTX of `source` for a virtual architecture: "compute_90", or a real one
/// ("sm_90a": PTX for exactly that target).
std::optional<std::string> compileToPtx(const std::string& source, const std::string& arch, const CompileOptions& o,
                                        DiagnosticEngine& diags);

/// A CUBIN for one GPU target.
/// `assemblerLogs`, when given, receive ptxas's -v output per target (AssemblerReport.h).
std::optional<std::string> compileToCubin(const std::string& source, TargetKind target, const CompileOptions& o,
                                          DiagnosticEngine& diags, std::vector<std::string>* assemblerLogs = nullptr);

/// One fatbin: a CUBIN per target (compiled concurrently) and, with
/// embedPtx, PTX for compute_XX of the highest target. `targets` must be GPU
/// targets (the host target is rejected with an error).
std::optional<std::string> compileToFatbin(const std::string& source, const std::vector<TargetKind>& targets,
                                           const CompileOptions& o, DiagnosticEngine& diags,
                                           std::vector<std::string>* assemblerLogs = nullptr);

/// One CUBIN of a fatbin.
struct CubinImage {
  TargetKind target;
  std::string bytes;
};

/// Assembles a fatbin with the toolkit's `fatbinary`: the CUBINs and, when
/// `ptx` is given, that PTX as the image for compute_<ptxSm>. Both code
/// generation routes (CUDA C and LLVM) end here.
std::optional<std::string> linkFatbin(const std::vector<CubinImage>& cubins, const std::string* ptx, int ptxSm,
                                      const Toolkit& tk, DiagnosticEngine& diags);

/// What one run of a toolkit program produced.
struct ToolResult {
  bool ok = false;
  std::string bytes; // the output file
  std::string log;   // the program's output (its errors when !ok)
};

/// PTX -> a CUBIN for `target` with the toolkit's ptxas (`extraFlags` as they
/// are, e.g. "-O3", "-lineinfo"). Reports nothing itself, so that several can
/// run on threads of their own; the caller reports failures.
ToolResult runPtxas(const std::string& ptx, TargetKind target, const Toolkit& tk,
                    const std::vector<std::string>& extraFlags = {});

/// "sm_90a" -> "sm=90a" style arch names: the number and suffix of a target
/// ("90a"), and the virtual architecture of its PTX ("compute_90").
std::string archSuffix(TargetKind t);
std::string virtualArch(TargetKind t);

// ---------------------------------------------------------------- fatbin inspection

struct FatbinImage {
  bool isPtx = false;  // else an ELF (CUBIN)
  int sm = 0;          // 80, 90, ...
  bool archSpecific = false; // sm_90a (the "a" suffix)
  uint64_t payloadBytes = 0;
  std::string name() const; // "elf sm_90a", "ptx sm_90"
};

/// The images of a fatbin file's contents, or std::nullopt when `bytes` is
/// not a well-formed fatbin (wrong magic, truncated).
std::optional<std::vector<FatbinImage>> listFatbinImages(std::string_view bytes);

constexpr uint32_t kFatbinMagic = 0xBA55ED50u;

} // namespace tilec::backend::cuda
