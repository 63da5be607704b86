// The NVPTX route end to end: one LLVM module per target (the lowered IR is
// the same; what the target has differs), verified, optimized, PTX from the
// NVPTX back end, CUBINs from ptxas and a fatbin from fatbinary (both shared
// with the CUDA C route, backend/cuda/lib/Toolkit.cpp).
#include "tilec/backend/llvm/EmitNVPTX.h"

#include "KernelCodegen.h"
#include "NVPTXTarget.h"

#include "tilec/backend/cuda/AssemblerReport.h"
#include "tilec/backend/cuda/CompileCUDA.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <future>

namespace tilec::backend::nvptx {

const char* ptxIsaVersion() { return "8.5"; }

namespace {

using detail::CodegenError;
using detail::GpuTarget;
using llvmir::firstLines;

/// One target's module and what went wrong building it.
struct Build {
  std::unique_ptr<llvm::LLVMContext> ctx;
  std::unique_ptr<llvm::Module> module;
  std::unique_ptr<llvm::TargetMachine> tm;
  std::vector<cuda::KernelInfo> kernels;
  std::vector<std::pair<CodegenError, std::string>> errors; // with the kernel's name
  std::string fatal; // an internal problem not tied to a kernel
};

/// LLVM 19's NVPTX back end has no annotation for a compile-time cluster
/// shape, so the directives that nvcc writes for __cluster_dims__ go after
/// the kernel's .reqntid line of the PTX text.
bool addClusterDirectives(std::string& ptx, const std::vector<cuda::KernelInfo>& kernels, std::string* error) {
  for (const auto& k : kernels) {
    if (k.cluster[0] * k.cluster[1] * k.cluster[2] <= 1)
      continue;
    size_t entry = ptx.find(".entry " + k.name + "(");
    size_t reqntid = entry == std::string::npos ? entry : ptx.find(".reqntid", entry);
    size_t eol = reqntid == std::string::npos ? reqntid : ptx.find('\n', reqntid);
    if (eol == std::string::npos) {
      *error = "no .reqntid line for kernel '" + k.name + "' in the PTX to add its cluster shape to";
      return false;
    }
    ptx.insert(eol + 1, ".explicitcluster\n.reqnctapercluster " + std::to_string(k.cluster[0]) + ", " +
                            std::to_string(k.cluster[1]) + ", " + std::to_string(k.cluster[2]) + "\n");
  }
  return true;
}

class Emitter {
public:
  Emitter(const ir::Module& m, const NvptxOptions& o, DiagnosticEngine& diags,
          std::vector<std::pair<std::string, double>>* times)
      : m_(m), o_(o), diags_(diags), times_(times) {
    cuda::CompileOptions co;
    co.cudaRoot = o.cudaRoot;
    toolkit_ = cuda::findToolkit(co);
  }

  const cuda::Toolkit& toolkit() const { return toolkit_; }

  template <typename F> auto timed(const std::string& name, F&& fn) {
    auto start = std::chrono::steady_clock::now();
    auto r = fn();
    if (times_)
      times_->push_back(
          {name, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count()});
    return r;
  }

  /// LLVM IR for every kernel, verified, libdevice linked, optimized.
  Build build(const GpuTarget& t) {
    Build b;
    b.ctx = std::make_unique<llvm::LLVMContext>();
    b.tm = detail::createTargetMachine(t, o_.optLevel, b.fatal);
    if (!b.tm)
      return b;
    b.module = std::make_unique<llvm::Module>("tilec", *b.ctx);
    b.module->setTargetTriple(detail::nvptxTriple());
    b.module->setDataLayout(b.tm->createDataLayout());
    // libdevice's __nvvm_reflect("__CUDA_FTZ"): no flush to zero, as nvcc's default.
    b.module->addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", uint32_t(0));
    std::string cpu = t.cpu();
    bool ok = timed("LLVM IR generation (" + cpu + ")", [&] {
      cuda::NameTable symbols;
      for (const auto& f : m_.funcs) {
        if (!f) {
          b.fatal = "the module holds a null function";
          return false;
        }
        std::string symbol = symbols.unique(f->name);
        detail::KernelCodegen cg(*b.module, f, symbol, t);
        try {
          llvm::Function* fn = cg.run();
          std::string problems;
          llvm::raw_string_ostream os(problems);
          if (llvm::verifyFunction(*fn, &os)) {
            b.errors.push_back({CodegenError{f->loc, "the generated LLVM IR does not verify:\n" + firstLines(os.str()), false},
                                f->name});
            continue;
          }
          b.kernels.push_back(cg.info());
        } catch (const CodegenError& e) {
          b.errors.push_back({e, f->name});
        } catch (const std::exception& e) {
          b.errors.push_back({CodegenError{f->loc, e.what(), false}, f->name});
        }
      }
      return b.errors.empty();
    });
    if (!ok)
      return b;
    if (detail::needsLibdevice(*b.module)) {
      std::string path = (std::filesystem::path(toolkit_.root) / "nvvm" / "libdevice" / "libdevice.10.bc").string();
      if (!timed("libdevice linking", [&] { return detail::linkLibdevice(*b.module, path, b.fatal); }))
        return b;
    }
    std::string problems;
    llvm::raw_string_ostream os(problems);
    if (llvm::verifyModule(*b.module, &os)) {
      b.fatal = "the generated LLVM module does not verify:\n" + firstLines(os.str());
      return b;
    }
    timed("LLVM -O" + std::to_string(o_.optLevel) + " pipeline (" + cpu + ")", [&] {
      llvmir::runPipeline(*b.module, *b.tm, o_.optLevel);
      return true;
    });
    return b;
  }

  /// Reports a build's problems; true when there were none.
  bool report(const Build& b) {
    for (const auto& [e, kernel] : b.errors) {
      if (e.userFacing)
        diags_.error(e.loc, e.message + " (kernel '" + kernel + "')");
      else
        diags_.error(e.loc, "internal compiler error: " + e.message + " (LLVM code generation of kernel '" + kernel +
                                "')");
    }
    if (!b.fatal.empty())
      diags_.error({}, "internal compiler error: " + b.fatal);
    return b.errors.empty() && b.fatal.empty();
  }

  std::optional<std::string> ptx(Build& b, const GpuTarget& t) {
    std::string error;
    auto text = timed("NVPTX code generation (" + t.cpu() + ")", [&] { return detail::emitPtx(*b.module, *b.tm, error); });
    if (text && !addClusterDirectives(*text, b.kernels, &error))
      text.reset();
    if (!text)
      diags_.error({}, "internal compiler error: " + error);
    return text;
  }

  /// -v: the resources and remarks reportPtxas passes on (AssemblerReport.h).
  std::vector<std::string> ptxasFlags() const {
    std::vector<std::string> f = o_.ptxasFlags;
    f.push_back("-v");
    return f;
  }

  bool reportPtxas(const cuda::ToolResult& r, TargetKind t) {
    if (r.ok) {
      cuda::reportAssembler(cuda::parseAssemblerLog(r.log), m_, o_.resourceUsage, diags_);
      return true;
    }
    diags_.error({}, "internal compiler error: ptxas failed to assemble the PTX of the LLVM route (" +
                         std::string(targetInfo(t).name) + "):\n" + r.log);
    return false;
  }

private:
  const ir::Module& m_;
  const NvptxOptions& o_;
  DiagnosticEngine& diags_;
  std::vector<std::pair<std::string, double>>* times_;
  cuda::Toolkit toolkit_;
};

GpuTarget gpuTarget(TargetKind k, bool archSpecific = true) {
  GpuTarget t;
  t.kind = k;
  t.sm = targetInfo(k).sm;
  t.archSpecific = archSpecific;
  return t;
}

} // namespace

std::optional<NvptxResult> emitNvptx(const ir::Module& m, NvptxOutput what, const std::vector<TargetKind>& targetList,
                                     const NvptxOptions& o, DiagnosticEngine& diags,
                                     std::vector<std::pair<std::string, double>>* stageTimes) {
  std::vector<TargetKind> targets;
  for (TargetKind t : targetList) {
    if (!targetInfo(t).isGpu()) {
      diags.error({}, "target '" + std::string(targetInfo(t).name) +
                          "' is not a GPU; --backend=llvm compiles for sm_80, sm_86, sm_89 and sm_90a (the host has "
                          "a route of its own, backend/llvm/host)");
      return std::nullopt;
    }
    if (std::find(targets.begin(), targets.end(), t) == targets.end())
      targets.push_back(t);
  }
  if (targets.empty()) {
    diags.error({}, "no target to compile for; give --target=sm_80,sm_90a (or one of them)");
    return std::nullopt;
  }
  if (what != NvptxOutput::Fatbin && targets.size() != 1) {
    const char* name = what == NvptxOutput::LlvmIR ? "an LLVM module" : what == NvptxOutput::Ptx ? "PTX" : "a CUBIN";
    diags.error({}, std::string(name) + " is for exactly one target; give one --target (a fatbin holds several)");
    return std::nullopt;
  }
  Emitter em(m, o, diags, stageTimes);
  NvptxResult result;

  if (what != NvptxOutput::Fatbin) {
    GpuTarget t = gpuTarget(targets[0]);
    Build b = em.build(t);
    if (!em.report(b))
      return std::nullopt;
    result.kernels = b.kernels;
    if (what == NvptxOutput::LlvmIR) {
      llvm::raw_string_ostream os(result.bytes);
      b.module->print(os, nullptr);
      os.flush();
      return result;
    }
    auto text = em.ptx(b, t);
    if (!text)
      return std::nullopt;
    if (what == NvptxOutput::Ptx) {
      result.bytes = std::move(*text);
      return result;
    }
    auto cubin = em.timed("ptxas (" + t.cpu() + ")", [&] { return cuda::runPtxas(*text, t.kind, em.toolkit(), em.ptxasFlags()); });
    if (!em.reportPtxas(cubin, t.kind))
      return std::nullopt;
    result.bytes = std::move(cubin.bytes);
    return result;
  }

  // A fatbin: PTX per target (LLVM contexts are independent, but the
  // diagnostics are not: one after the other), ptxas concurrently.
  std::vector<std::string> ptxs;
  bool ok = true;
  for (TargetKind k : targets) {
    GpuTarget t = gpuTarget(k);
    Build b = em.build(t);
    if (!em.report(b)) {
      ok = false;
      break;
    }
    if (result.kernels.empty())
      result.kernels = b.kernels;
    auto text = em.ptx(b, t);
    if (!text) {
      ok = false;
      break;
    }
    ptxs.push_back(std::move(*text));
  }
  if (!ok)
    return std::nullopt;
  TargetKind highest = *std::max_element(targets.begin(), targets.end(), [](TargetKind a, TargetKind b) {
    return targetInfo(a).sm < targetInfo(b).sm;
  });
  // The PTX image is for the virtual architecture (compute_90 for sm_90a),
  // so that later GPUs can JIT it. A kernel that needs sm_90a's own
  // features (wgmma) has no such PTX: the fatbin then carries none.
  std::optional<std::string> virtualPtx;
  if (o.embedPtx) {
    size_t idx = static_cast<size_t>(std::find(targets.begin(), targets.end(), highest) - targets.begin());
    GpuTarget v = gpuTarget(highest, false);
    if (v.cpu() == gpuTarget(highest).cpu()) {
      virtualPtx = ptxs[idx];
    } else {
      Build b = em.build(v);
      if (b.errors.empty() && b.fatal.empty())
        virtualPtx = em.ptx(b, v);
    }
  }
  std::vector<std::future<cuda::ToolResult>> jobs;
  std::vector<std::string> flags = em.ptxasFlags();
  for (size_t i = 0; i < targets.size(); ++i)
    jobs.push_back(std::async(std::launch::async,
                              [&, i] { return cuda::runPtxas(ptxs[i], targets[i], em.toolkit(), flags); }));
  std::vector<cuda::CubinImage> cubins;
  em.timed("ptxas (" + std::to_string(targets.size()) + " targets)", [&] {
    for (size_t i = 0; i < targets.size(); ++i) {
      cuda::ToolResult r = jobs[i].get();
      ok = em.reportPtxas(r, targets[i]) && ok;
      cubins.push_back({targets[i], std::move(r.bytes)});
    }
    return ok;
  });
  if (!ok)
    return std::nullopt;
  auto fatbin = em.timed("fatbinary", [&] {
    return cuda::linkFatbin(cubins, virtualPtx ? &*virtualPtx : nullptr, targetInfo(highest).sm, em.toolkit(), diags);
  });
  if (!fatbin)
    return std::nullopt;
  result.bytes = std::move(*fatbin);
  return result;
}

} // namespace tilec::backend::nvptx
