// The host route's use of LLVM: the X86 target machine, the module of a tile
// IR module (one HostCodegen per export, each checked by the verifier),
// LLVM's optimization pipeline and object emission.
#include "HostTarget.h"

#include "HostCodegen.h"

#include "tilec/backend/cuda/CodegenCUDA.h"

#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetOptions.h>

#include <mutex>

namespace tilec::backend::cpu::detail {

using llvmir::firstLines;

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
  llvm::PipelineTuningOptions tuning;
  tuning.LoopVectorization = optLevel >= 2;
  tuning.SLPVectorization = optLevel >= 2;
  tuning.LoopInterleaving = optLevel >= 2;
  llvmir::runPipeline(m, tm, optLevel, tuning);
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
