// Compiling generated CUDA C with NVRTC (in process) or nvcc, and assembling
// fatbins with the toolkit's `fatbinary`.
#include "tilec/backend/cuda/CompileCUDA.h"

#include "Process.h"

#ifdef TILEC_HAVE_NVRTC
#include <nvrtc.h>
#endif

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>

#ifndef TILEC_CUDA_ROOT
#define TILEC_CUDA_ROOT ""
#endif

namespace tilec::backend::cuda {

namespace fs = std::filesystem;

bool haveNvrtc() {
#ifdef TILEC_HAVE_NVRTC
  return true;
#else
  return false;
#endif
}

std::optional<CudaCompilerKind> parseCudaCompiler(std::string_view s) {
  if (s == "nvrtc")
    return CudaCompilerKind::Nvrtc;
  if (s == "nvcc")
    return CudaCompilerKind::Nvcc;
  return std::nullopt;
}

std::string archSuffix(TargetKind t) {
  std::string_view n = targetInfo(t).name; // "sm_90a"
  return std::string(n.substr(n.find('_') + 1));
}

std::string virtualArch(TargetKind t) { return "compute_" + std::to_string(targetInfo(t).sm); }

Toolkit findToolkit(const CompileOptions& o) {
  auto usable = [](const std::string& root) {
    std::error_code ec;
    return !root.empty() && fs::exists(fs::path(root) / "include" / "cuda_fp16.h", ec);
  };
  std::vector<std::string> candidates;
  if (!o.cudaRoot.empty())
    candidates.push_back(o.cudaRoot);
  candidates.push_back(TILEC_CUDA_ROOT); // the toolkit tilec was built with (its NVRTC)
  for (const char* env : {"CUDA_PATH", "CUDA_HOME"})
    if (const char* v = std::getenv(env))
      candidates.push_back(v);
  candidates.push_back("/usr/local/cuda");
  std::string root = o.cudaRoot;
  for (const auto& c : candidates) {
    if (usable(c)) {
      root = c;
      break;
    }
  }
  Toolkit t;
  t.root = root;
  t.includeDir = (fs::path(root) / "include").string();
  t.binDir = (fs::path(root) / "bin").string();
  return t;
}

namespace {

/// The result of one compilation, reported by the caller's thread.
struct Compiled {
  bool ok = false;
  std::string what; // "sm_80 CUBIN", "compute_90 PTX"
  std::string log;
  std::string bytes;
};

std::vector<std::string> commonFlags(const CompileOptions& o) {
  std::vector<std::string> f = {"-std=c++17"};
  if (o.lineInfo)
    f.push_back("-lineinfo");
  f.insert(f.end(), o.extraFlags.begin(), o.extraFlags.end());
  return f;
}

#ifdef TILEC_HAVE_NVRTC
Compiled compileNvrtc(const std::string& source, const std::string& arch, bool cubin, const Toolkit& tk,
                      const CompileOptions& o) {
  Compiled r;
  r.what = arch + (cubin ? " CUBIN" : " PTX");
  const auto& headers = deviceHeaders();
  std::vector<const char*> texts, names;
  for (const auto& h : headers) {
    texts.push_back(h.text);
    names.push_back(h.name);
  }
  nvrtcProgram prog = nullptr;
  nvrtcResult st = nvrtcCreateProgram(&prog, source.c_str(), "tilec_kernels.cu", static_cast<int>(headers.size()),
                                      texts.data(), names.data());
  if (st != NVRTC_SUCCESS) {
    r.log = std::string("nvrtcCreateProgram: ") + nvrtcGetErrorString(st);
    return r;
  }
  std::vector<std::string> flags = {"--gpu-architecture=" + arch, "-I" + tk.includeDir};
  if (cubin) // ptxas's resources and remarks in the log (AssemblerReport.h)
    flags.push_back("--ptxas-options=-v");
  for (auto& f : commonFlags(o))
    flags.push_back(f);
  std::vector<const char*> argv;
  for (const auto& f : flags)
    argv.push_back(f.c_str());
  st = nvrtcCompileProgram(prog, static_cast<int>(argv.size()), argv.data());
  size_t logSize = 0;
  nvrtcGetProgramLogSize(prog, &logSize);
  if (logSize > 1) {
    r.log.resize(logSize);
    nvrtcGetProgramLog(prog, r.log.data());
    r.log.resize(std::strlen(r.log.c_str()));
  }
  if (st == NVRTC_SUCCESS) {
    size_t size = 0;
    if (cubin) {
      nvrtcGetCUBINSize(prog, &size);
      r.bytes.resize(size);
      st = size ? nvrtcGetCUBIN(prog, r.bytes.data()) : NVRTC_ERROR_INVALID_INPUT;
    } else {
      nvrtcGetPTXSize(prog, &size);
      r.bytes.resize(size);
      st = size ? nvrtcGetPTX(prog, r.bytes.data()) : NVRTC_ERROR_INVALID_INPUT;
      while (!r.bytes.empty() && r.bytes.back() == '\0')
        r.bytes.pop_back();
    }
    r.ok = st == NVRTC_SUCCESS;
    if (!r.ok)
      r.log += std::string("cannot read the ") + (cubin ? "CUBIN" : "PTX") + ": " + nvrtcGetErrorString(st);
  } else if (r.log.empty()) {
    r.log = nvrtcGetErrorString(st);
  }
  nvrtcDestroyProgram(&prog);
  return r;
}
#endif

/// Writes the device library under dir/include for nvcc.
bool writeHeaders(const fs::path& dir, std::string& err) {
  for (const auto& h : deviceHeaders()) {
    fs::path p = dir / "include" / h.name;
    std::error_code ec;
    fs::create_directories(p.parent_path(), ec);
    if (!writeFile(p.string(), h.text)) {
      err = "cannot write " + p.string();
      return false;
    }
  }
  return true;
}

Compiled compileNvcc(const std::string& source, const std::string& arch, bool cubin, const Toolkit& tk,
                     const CompileOptions& o) {
  Compiled r;
  r.what = arch + (cubin ? " CUBIN" : " PTX");
  TempDir tmp;
  if (!tmp.ok()) {
    r.log = "cannot create a temporary directory";
    return r;
  }
  fs::path dir = tmp.path();
  if (!writeHeaders(dir, r.log))
    return r;
  fs::path src = dir / "tilec_kernels.cu";
  fs::path out = dir / (cubin ? "out.cubin" : "out.ptx");
  if (!writeFile(src.string(), source)) {
    r.log = "cannot write " + src.string();
    return r;
  }
  std::vector<std::string> argv = {(fs::path(tk.binDir) / "nvcc").string(), cubin ? "-cubin" : "-ptx",
                                   "-arch=" + arch, "-I" + (dir / "include").string()};
  if (cubin)
    argv.push_back("-Xptxas=-v");
  for (auto& f : commonFlags(o))
    argv.push_back(f);
  argv.push_back("-o");
  argv.push_back(out.string());
  argv.push_back(src.string());
  ProcessResult pr = runProcess(argv);
  r.log = pr.output;
  if (pr.status != 0) {
    if (r.log.empty())
      r.log = "nvcc exited with status " + std::to_string(pr.status);
    return r;
  }
  auto bytes = readFile(out.string());
  if (!bytes) {
    r.log += "nvcc wrote no " + out.filename().string();
    return r;
  }
  r.bytes = std::move(*bytes);
  r.ok = true;
  return r;
}

Compiled compileOne(const std::string& source, const std::string& arch, bool cubin, const Toolkit& tk,
                    const CompileOptions& o) {
  if (o.compiler == CudaCompilerKind::Nvcc)
    return compileNvcc(source, arch, cubin, tk, o);
#ifdef TILEC_HAVE_NVRTC
  return compileNvrtc(source, arch, cubin, tk, o);
#else
  Compiled r;
  r.what = arch;
  r.log = "this tilec was built without NVRTC; use --cuda-compiler=nvcc";
  return r;
#endif
}

bool report(const Compiled& c, const CompileOptions& o, DiagnosticEngine& diags) {
  if (c.ok)
    return true;
  const char* tool = o.compiler == CudaCompilerKind::Nvcc ? "nvcc" : "NVRTC";
  diags.error({}, std::string("internal compiler error: ") + tool + " failed to compile the generated CUDA C (" +
                      c.what + "):\n" + c.log);
  return false;
}

} // namespace

std::optional<std::string> compileToPtx(const std::string& source, const std::string& arch, const CompileOptions& o,
                                        DiagnosticEngine& diags) {
  Compiled c = compileOne(source, arch, false, findToolkit(o), o);
  if (!report(c, o, diags))
    return std::nullopt;
  return c.bytes;
}

std::optional<std::string> compileToCubin(const std::string& source, TargetKind target, const CompileOptions& o,
                                          DiagnosticEngine& diags, std::vector<std::string>* assemblerLogs) {
  if (!targetInfo(target).isGpu()) {
    diags.error({}, "target " + std::string(targetInfo(target).name) + " is not a GPU; the CUDA backend cannot compile for it");
    return std::nullopt;
  }
  Compiled c = compileOne(source, std::string(targetInfo(target).name), true, findToolkit(o), o);
  if (!report(c, o, diags))
    return std::nullopt;
  if (assemblerLogs)
    assemblerLogs->push_back(c.log);
  return c.bytes;
}

std::optional<std::string> compileToFatbin(const std::string& source, const std::vector<TargetKind>& targetList,
                                           const CompileOptions& o, DiagnosticEngine& diags, std::vector<std::string>* assemblerLogs) {
  std::vector<TargetKind> targets;
  for (TargetKind t : targetList) {
    if (!targetInfo(t).isGpu()) {
      diags.error({}, "target " + std::string(targetInfo(t).name) + " is not a GPU; the CUDA backend cannot compile for it");
      return std::nullopt;
    }
    if (std::find(targets.begin(), targets.end(), t) == targets.end())
      targets.push_back(t);
  }
  if (targets.empty()) {
    diags.error({}, "a fatbin needs at least one GPU target");
    return std::nullopt;
  }
  Toolkit tk = findToolkit(o);
  // Every image compiles on its own thread (NVRTC programs are independent).
  std::vector<std::future<Compiled>> jobs;
  for (TargetKind t : targets)
    jobs.push_back(std::async(std::launch::async, [&, t] {
      return compileOne(source, std::string(targetInfo(t).name), true, tk, o);
    }));
  TargetKind highest = *std::max_element(targets.begin(), targets.end(), [](TargetKind a, TargetKind b) {
    return targetInfo(a).sm < targetInfo(b).sm;
  });
  std::optional<std::future<Compiled>> ptxJob;
  if (o.embedPtx)
    ptxJob = std::async(std::launch::async, [&] { return compileOne(source, virtualArch(highest), false, tk, o); });
  std::vector<Compiled> cubins;
  bool ok = true;
  for (auto& j : jobs) {
    cubins.push_back(j.get());
    ok = report(cubins.back(), o, diags) && ok;
    if (assemblerLogs && cubins.back().ok)
      assemblerLogs->push_back(cubins.back().log);
  }
  Compiled ptx;
  if (ptxJob) {
    ptx = ptxJob->get();
    ok = report(ptx, o, diags) && ok;
  }
  if (!ok)
    return std::nullopt;

  std::vector<CubinImage> images;
  for (size_t i = 0; i < targets.size(); ++i)
    images.push_back({targets[i], std::move(cubins[i].bytes)});
  return linkFatbin(images, ptxJob ? &ptx.bytes : nullptr, targetInfo(highest).sm, tk, diags);
}

// ---------------------------------------------------------------- fatbin inspection

std::string FatbinImage::name() const {
  return std::string(isPtx ? "ptx" : "elf") + " sm_" + std::to_string(sm) + (archSpecific ? "a" : "");
}

std::optional<std::vector<FatbinImage>> listFatbinImages(std::string_view bytes) {
  // The layout fatbinary writes: a 16-byte header (magic, version, header
  // size, size of what follows), then per image a header (kind: 1 PTX, 2 ELF;
  // header size; payload size; the SM at offset 28; flags at offset 40, where
  // 0x100000 marks an arch-specific "a" target) and its payload.
  auto u16 = [&](size_t off) {
    return static_cast<uint32_t>(static_cast<unsigned char>(bytes[off])) |
           static_cast<uint32_t>(static_cast<unsigned char>(bytes[off + 1])) << 8;
  };
  auto u32 = [&](size_t off) { return u16(off) | u16(off + 2) << 16; };
  auto u64 = [&](size_t off) { return static_cast<uint64_t>(u32(off)) | static_cast<uint64_t>(u32(off + 4)) << 32; };
  if (bytes.size() < 16 || u32(0) != kFatbinMagic)
    return std::nullopt;
  uint64_t headerSize = u16(6), total = u64(8);
  if (headerSize < 16 || headerSize + total > bytes.size())
    return std::nullopt;
  std::vector<FatbinImage> images;
  uint64_t off = headerSize, end = headerSize + total;
  while (off < end) {
    if (off + 48 > end)
      return std::nullopt;
    uint32_t kind = u16(off);
    uint64_t ehs = u32(off + 4), payload = u64(off + 8);
    if (ehs < 48 || off + ehs + payload > end)
      return std::nullopt;
    FatbinImage img;
    img.isPtx = kind == 1;
    img.sm = static_cast<int>(u32(off + 28));
    img.archSpecific = (u64(off + 40) & 0x100000u) != 0;
    img.payloadBytes = payload;
    if (kind != 1 && kind != 2)
      return std::nullopt;
    images.push_back(img);
    off += ehs + payload;
  }
  return images;
}

} // namespace tilec::backend::cuda
