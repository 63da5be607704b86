// HostJit: host kernels compiled in process with LLVM's ORC LLJIT, for the
// CPU the process runs on. Each add() gets a JITDylib of its own (so export
// names may repeat across modules) that links against one holding the
// symbols given to create(); the process's own symbols (libm, libc) come
// last.
#include "tilec/backend/llvm/HostJit.h"

#include "HostTarget.h"

#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/LLVMContext.h>

namespace tilec::backend::cpu {

struct HostJit::Impl {
  std::unique_ptr<llvm::orc::LLJIT> jit;
  std::string cpu, features, description;
  int modules = 0;
};

HostJit::HostJit(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
HostJit::~HostJit() = default;

const std::string& HostJit::cpu() const { return impl_->description; }

std::unique_ptr<HostJit> HostJit::create(const std::vector<std::pair<std::string, void*>>& symbols,
                                         std::string& error) {
  detail::initializeX86();
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) {
    error = "cannot describe this machine for LLVM: " + llvm::toString(jtmb.takeError());
    return nullptr;
  }
  jtmb->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  auto impl = std::make_unique<Impl>();
  impl->cpu = jtmb->getCPU();
  impl->features = jtmb->getFeatures().getString();
  impl->description = impl->cpu;
  auto jit = llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(*jtmb).create();
  if (!jit) {
    error = "cannot start LLVM's JIT: " + llvm::toString(jit.takeError());
    return nullptr;
  }
  impl->jit = std::move(*jit);
  llvm::orc::JITDylib& main = impl->jit->getMainJITDylib();
  llvm::orc::SymbolMap defined;
  for (const auto& [name, address] : symbols)
    defined[impl->jit->mangleAndIntern(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                                 llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable};
  if (auto e = main.define(llvm::orc::absoluteSymbols(std::move(defined)))) {
    error = "cannot define the runtime's symbols: " + llvm::toString(std::move(e));
    return nullptr;
  }
  auto process = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      impl->jit->getDataLayout().getGlobalPrefix());
  if (!process) {
    error = "cannot search the process's symbols: " + llvm::toString(process.takeError());
    return nullptr;
  }
  main.addGenerator(std::move(*process));
  return std::unique_ptr<HostJit>(new HostJit(std::move(impl)));
}

std::optional<std::vector<HostJit::Kernel>> HostJit::add(const ir::Module& m, DiagnosticEngine& diags, int optLevel) {
  llvm::orc::LLJIT& jit = *impl_->jit;
  auto fail = [&](const std::string& what) -> std::optional<std::vector<Kernel>> {
    diags.error({}, "internal compiler error: " + what);
    return std::nullopt;
  };
  std::string error;
  auto tm = detail::createTargetMachine(jit.getTargetTriple().str(), impl_->cpu, impl_->features, optLevel, error);
  if (!tm)
    return fail(error);
  auto ctx = std::make_unique<llvm::LLVMContext>();
  auto module = std::make_unique<llvm::Module>("tilec.jit", *ctx);
  module->setTargetTriple(jit.getTargetTriple().str());
  module->setDataLayout(jit.getDataLayout());
  auto infos = detail::buildModule(m, *module, diags);
  if (!infos)
    return std::nullopt;
  detail::optimize(*module, *tm, optLevel);
  auto lib = jit.createJITDylib("tilec.module." + std::to_string(impl_->modules++));
  if (!lib)
    return fail("cannot create a JIT library: " + llvm::toString(lib.takeError()));
  lib->addToLinkOrder(jit.getMainJITDylib());
  if (auto e = jit.addIRModule(*lib, llvm::orc::ThreadSafeModule(std::move(module), std::move(ctx))))
    return fail("cannot add the module to the JIT: " + llvm::toString(std::move(e)));
  std::vector<Kernel> out;
  for (HostKernelInfo& info : *infos) {
    Kernel k;
    auto entry = jit.lookup(*lib, info.name);
    if (!entry)
      return fail("cannot resolve '" + info.name + "' in the JIT: " + llvm::toString(entry.takeError()));
    auto packed = jit.lookup(*lib, info.name + "_packed");
    if (!packed)
      return fail("cannot resolve '" + info.name + "_packed' in the JIT: " + llvm::toString(packed.takeError()));
    k.entry = entry->toPtr<void*>();
    k.packed = packed->toPtr<PackedFn>();
    k.info = std::move(info);
    out.push_back(std::move(k));
  }
  return out;
}

} // namespace tilec::backend::cpu
