// The NVPTX target machine, libdevice and PTX emission (LLVM's pipeline is
// llvm/common's runPipeline).
#include "NVPTXTarget.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/Linker/Linker.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetOptions.h>
#include <llvm/Transforms/IPO/Internalize.h>

#include <mutex>
#include <set>

namespace tilec::backend::nvptx::detail {

const char* nvptxTriple() { return "nvptx64-nvidia-cuda"; }

std::unique_ptr<llvm::TargetMachine> createTargetMachine(const GpuTarget& t, int optLevel, std::string& error) {
  static std::once_flag initOnce;
  std::call_once(initOnce, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(nvptxTriple(), error);
  if (!target)
    return nullptr;
  llvm::TargetOptions to;
  to.AllowFPOpFusion = llvm::FPOpFusion::Fast; // a * b + c -> fma, as nvcc -fmad=true
  llvm::CodeGenOptLevel level = optLevel >= 2   ? llvm::CodeGenOptLevel::Aggressive
                                : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                                : llvm::CodeGenOptLevel::None;
  // PTX ISA 8.5: the newest LLVM 19 writes; ptxas of CUDA 12.5 and later
  // (CUDA 13 reads up to 9.0) and drivers of the same age read it.
  std::string features = std::string("+ptx") + std::string(ptxIsaVersion()).erase(1, 1);
  std::unique_ptr<llvm::TargetMachine> tm(
      target->createTargetMachine(nvptxTriple(), t.cpu(), features, to, std::nullopt, std::nullopt, level));
  if (!tm)
    error = "LLVM cannot create an NVPTX target machine for " + t.cpu();
  return tm;
}

bool needsLibdevice(const llvm::Module& m) {
  for (const llvm::Function& f : m)
    if (f.isDeclaration() && f.getName().starts_with("__nv_"))
      return true;
  return false;
}

bool linkLibdevice(llvm::Module& m, const std::string& path, std::string& error) {
  auto buf = llvm::MemoryBuffer::getFile(path);
  if (!buf) {
    error = "cannot read libdevice (" + path + "): " + buf.getError().message() +
            "; the math functions of --backend=llvm come from the CUDA toolkit's libdevice (see --cuda-path)";
    return false;
  }
  auto lib = llvm::parseBitcodeFile((*buf)->getMemBufferRef(), m.getContext());
  if (!lib) {
    error = "cannot parse libdevice (" + path + "): " + llvm::toString(lib.takeError());
    return false;
  }
  // libdevice says "nvptx64-nvidia-gpulibs"; it is meant to be linked into
  // modules of any NVPTX triple.
  (*lib)->setTargetTriple(m.getTargetTriple());
  (*lib)->setDataLayout(m.getDataLayout());
  // Its producer's ident and NVVM version describe libdevice, not our module.
  for (const char* md : {"llvm.ident", "nvvmir.version"})
    if (llvm::NamedMDNode* n = (*lib)->getNamedMetadata(md))
      (*lib)->eraseNamedMetadata(n);
  // What stays visible: the kernels, and the globals the runtime looks up
  // (tilec_programmatic_launch).
  std::set<std::string> kernels;
  for (const llvm::Function& f : m)
    if (!f.isDeclaration())
      kernels.insert(f.getName().str());
  for (const llvm::GlobalVariable& g : m.globals())
    if (!g.isDeclaration() && !g.hasLocalLinkage())
      kernels.insert(g.getName().str());
  if (llvm::Linker::linkModules(m, std::move(*lib), llvm::Linker::LinkOnlyNeeded)) {
    error = "cannot link libdevice (" + path + ")";
    return false;
  }
  // Only those are entry points: the rest inlines and goes away.
  llvm::internalizeModule(m, [&](const llvm::GlobalValue& gv) { return kernels.count(gv.getName().str()) != 0; });
  return true;
}

std::optional<std::string> emitPtx(llvm::Module& m, llvm::TargetMachine& tm, std::string& error) {
  llvm::SmallString<0> ptx;
  llvm::raw_svector_ostream os(ptx); // a pwrite stream, as the AsmPrinter wants
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::AssemblyFile)) {
    error = "the NVPTX back end cannot emit PTX";
    return std::nullopt;
  }
  pm.run(m);
  return std::string(ptx.str());
}

} // namespace tilec::backend::nvptx::detail
