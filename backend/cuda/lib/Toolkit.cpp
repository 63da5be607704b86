// The toolkit's programs that both code generation routes share: `fatbinary`
// (CUBINs + PTX -> one fatbin) and `ptxas` (PTX -> CUBIN; the LLVM route,
// which produces PTX itself).
#include "tilec/backend/cuda/CompileCUDA.h"

#include "Process.h"

#include <filesystem>

namespace tilec::backend::cuda {

namespace fs = std::filesystem;

std::optional<std::string> linkFatbin(const std::vector<CubinImage>& cubins, const std::string* ptx, int ptxSm,
                                      const Toolkit& tk, DiagnosticEngine& diags) {
  TempDir tmp;
  if (!tmp.ok()) {
    diags.error({}, "cannot create a temporary directory for the fatbin");
    return std::nullopt;
  }
  fs::path dir = tmp.path();
  fs::path out = dir / "kernels.fatbin";
  std::vector<std::string> argv = {(fs::path(tk.binDir) / "fatbinary").string(), "--create=" + out.string(), "-64"};
  for (const CubinImage& img : cubins) {
    fs::path p = dir / ("kernels." + std::string(targetInfo(img.target).name) + ".cubin");
    if (!writeFile(p.string(), img.bytes)) {
      diags.error({}, "cannot write " + p.string());
      return std::nullopt;
    }
    argv.push_back("--image3=kind=elf,sm=" + archSuffix(img.target) + ",file=" + p.string());
  }
  if (ptx) {
    fs::path p = dir / ("kernels.compute_" + std::to_string(ptxSm) + ".ptx");
    if (!writeFile(p.string(), *ptx)) {
      diags.error({}, "cannot write " + p.string());
      return std::nullopt;
    }
    argv.push_back("--image3=kind=ptx,sm=" + std::to_string(ptxSm) + ",file=" + p.string());
  }
  ProcessResult pr = runProcess(argv);
  if (pr.status != 0) {
    diags.error({}, "internal compiler error: fatbinary failed (" + argv[0] + ", status " + std::to_string(pr.status) +
                        "):\n" + pr.output);
    return std::nullopt;
  }
  auto bytes = readFile(out.string());
  if (!bytes) {
    diags.error({}, "internal compiler error: fatbinary wrote no " + out.string());
    return std::nullopt;
  }
  return bytes;
}

ToolResult runPtxas(const std::string& ptx, TargetKind target, const Toolkit& tk,
                    const std::vector<std::string>& extraFlags) {
  ToolResult r;
  TempDir tmp;
  if (!tmp.ok()) {
    r.log = "cannot create a temporary directory";
    return r;
  }
  fs::path in = fs::path(tmp.path()) / "kernels.ptx";
  fs::path out = fs::path(tmp.path()) / "kernels.cubin";
  if (!writeFile(in.string(), ptx)) {
    r.log = "cannot write " + in.string();
    return r;
  }
  std::vector<std::string> argv = {(fs::path(tk.binDir) / "ptxas").string(),
                                   "-arch=" + std::string(targetInfo(target).name)};
  argv.insert(argv.end(), extraFlags.begin(), extraFlags.end());
  argv.insert(argv.end(), {"-o", out.string(), in.string()});
  ProcessResult pr = runProcess(argv);
  r.log = pr.output;
  if (pr.status != 0) {
    if (r.log.empty())
      r.log = "ptxas exited with status " + std::to_string(pr.status);
    return r;
  }
  auto bytes = readFile(out.string());
  if (!bytes) {
    r.log += "ptxas wrote no " + out.filename().string();
    return r;
  }
  r.bytes = std::move(*bytes);
  r.ok = true;
  return r;
}

} // namespace tilec::backend::cuda
