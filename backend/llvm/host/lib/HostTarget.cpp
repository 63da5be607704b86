// The host route's use of LLVM: the X86 target machine, the module of a tile
// IR module (one HostCodegen per export, each checked by the verifier),
// LLVM's optimization pipeline and object emission.
#include "HostTarget.h"

#include "HostCodegen.h"

#include "tilec/backend/cuda/CodegenCUDA.h"

#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetOptions.h>

#include <mutex>

namespace tilec::backend::cpu::detail {

namespace {

/// The verifier's report, cut to its first lines (one mistake repeats in
/// every function it touches).
std::string firstLines(const std::string& text, int n = 12) {
  size_t pos = 0;
  for (int i = 0; i < n; ++i) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos)
      return text;
    ++pos;
  }
  return text.substr(0, pos) + "...\n";
}

} // namespace

const char* hostTriple() { return "x86_64-unknown-linux-gnu"; }

void initializeX86() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
  });
}

std::unique_ptr<llvm::TargetMachine> createTargetMachine(const std::string& triple, const std::string& cpu,
                                                         const std::string& features, int optLevel,
                                                         std::string& error) {
  initializeX86();
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  llvm::TargetOptions to;
  to.AllowFPOpFusion = llvm::FPOpFusion::Standard; // fma where the IR's contract flag allows it
  llvm::CodeGenOptLevel level = optLevel >= 2   ? llvm::CodeGenOptLevel::Aggressive
                                : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                                : llvm::CodeGenOptLevel::None;
  std::unique_ptr<llvm::TargetMachine> tm(
      target->createTargetMachine(triple, cpu, features, to, llvm::Reloc::PIC_, std::nullopt, level));
  if (!tm)
    error = "LLVM cannot create an x86-64 target machine for the CPU '" + cpu + "'";
  return tm;
}

std::optional<std::vector<HostKernelInfo>> buildModule(const ir::Module& m, llvm::Module& out,
                                                       DiagnosticEngine& diags) {
  std::vector<HostKernelInfo> kernels;
  bool ok = true;
  cuda::NameTable symbols;
  for (const auto& f : m.funcs) {
    if (!f) {
      diags.error({}, "internal compiler error: the module holds a null function");
      return std::nullopt;
    }
    std::string symbol = symbols.unique(f->name);
    symbols.reserve(symbol + "_packed");
    HostCodegen cg(out, f, symbol);
    try {
      cg.run();
      std::string problems;
      llvm::raw_string_ostream os(problems);
      bool broken = false;
      for (llvm::Function* fn : cg.functions())
        broken = llvm::verifyFunction(*fn, &os) || broken;
      if (broken)
        throw CodegenError{f->loc, "the generated LLVM IR does not verify:\n" + firstLines(os.str()), false};
      kernels.push_back(cg.info());
    } catch (const CodegenError& e) {
      ok = false;
      if (e.userFacing)
        diags.error(e.loc, e.message + " (kernel '" + f->name + "')");
      else
        diags.error(e.loc, "internal compiler error: " + e.message + " (host code generation of kernel '" + f->name +
                               "')");
    }
  }
  if (!ok)
    return std::nullopt;
  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(out, &os)) {
    diags.error({}, "internal compiler error: the generated LLVM module does not verify:\n" + firstLines(os.str()));
    return std::nullopt;
  }
  return kernels;
}

void optimize(llvm::Module& m, llvm::TargetMachine& tm, int optLevel) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PipelineTuningOptions pto;
  pto.LoopVectorization = optLevel >= 2;
  pto.SLPVectorization = optLevel >= 2;
  pto.LoopInterleaving = optLevel >= 2;
  llvm::PassBuilder pb(&tm, pto);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel level = optLevel >= 3   ? llvm::OptimizationLevel::O3
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                  : optLevel == 1 ? llvm::OptimizationLevel::O1
                                                  : llvm::OptimizationLevel::O0;
  llvm::ModulePassManager mpm =
      optLevel == 0 ? pb.buildO0DefaultPipeline(level) : pb.buildPerModuleDefaultPipeline(level);
  mpm.run(m, mam);
}

std::optional<std::string> emitObject(llvm::Module& m, llvm::TargetMachine& tm, std::string& error) {
  llvm::SmallString<0> bytes;
  llvm::raw_svector_ostream os(bytes);
  llvm::legacy::PassManager pm;
  if (tm.addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::ObjectFile)) {
    error = "the X86 back end cannot emit an object file";
    return std::nullopt;
  }
  pm.run(m);
  return std::string(bytes.str());
}

} // namespace tilec::backend::cpu::detail
