// The host object: an LLVM module with the fatbin and the launchers, compiled
// for x86-64 ELF by LLVM's X86 back end in-process.
#include "tilec/backend/host/HostObject.h"

#include "GridExpr.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>

#include <cstdint>
#include <limits>
#include <mutex>

namespace tilec::backend::host {

namespace {

// A fixed triple: the object is always ELF x86-64 for Linux, whatever LLVM's
// default target is, and the bytes must not depend on the build machine.
constexpr const char* kTriple = "x86_64-unknown-linux-gnu";

/// Builds the launchers of one module. Statuses are i32 with tilert's values.
class LauncherBuilder {
public:
  LauncherBuilder(llvm::Module& m, DiagnosticEngine& diags)
      : m_(m), ctx_(m.getContext()), b_(ctx_), diags_(diags), i32_(b_.getInt32Ty()), i64_(b_.getInt64Ty()),
        ptr_(b_.getPtrTy()) {
    // tilert's C ABI (tilert.h).
    create_ = m_.getOrInsertFunction("tilert_module_create", i32_, ptr_, i64_, ptr_);
    destroy_ = m_.getOrInsertFunction("tilert_module_destroy", i32_, ptr_);
    launch_ = m_.getOrInsertFunction("tilert_launch", i32_, ptr_, ptr_, ptr_, ptr_, i64_, ptr_, ptr_);
    // tilert_persistent_grid(module, name, block, dynamic smem, tiles, out blocks)
    persistentGrid_ = m_.getOrInsertFunction("tilert_persistent_grid", i32_, ptr_, ptr_, ptr_, i64_, i64_, ptr_);
    // tilert_encode_tma_rowmajor(out, dtype, rank, base, shape, box, swizzle)
    encodeTma_ = m_.getOrInsertFunction("tilert_encode_tma_rowmajor", i32_, ptr_, i32_, i32_, ptr_, ptr_, ptr_, i32_);
    setError_ = m_.getOrInsertFunction("tilert_set_error", i32_, i32_, ptr_);
  }

  void addFatbin(const std::string& fatbin) {
    auto* init = llvm::ConstantDataArray::getString(ctx_, fatbin, /*AddNull=*/false);
    fatbin_ = new llvm::GlobalVariable(m_, init->getType(), true, llvm::GlobalValue::PrivateLinkage, init,
                                       "tilec.fatbin");
    fatbin_->setAlignment(llvm::Align(16)); // fatbin headers are read as 8/16-byte words
    fatbinSize_ = fatbin.size();
    // One tilert module per object, created on the first launch and kept
    // for the life of the process; tilert loads it once per CUDA context.
    moduleSlot_ = new llvm::GlobalVariable(m_, ptr_, false, llvm::GlobalValue::InternalLinkage,
                                           llvm::ConstantPointerNull::get(ptr_), "tilec.module");
    buildGetModule();
  }

  bool addLauncher(const LauncherABI& l, const std::string& targets);

private:
  // tilec.get_module(ptr out) -> status: the object's tilert module, created
  // once even when several threads make their first launch together (the
  // loser of the compare-exchange destroys its copy).
  void buildGetModule() {
    auto* fty = llvm::FunctionType::get(i32_, {ptr_}, false);
    getModule_ = llvm::Function::Create(fty, llvm::GlobalValue::InternalLinkage, "tilec.get_module", m_);
    auto* entry = llvm::BasicBlock::Create(ctx_, "entry", getModule_);
    auto* done = llvm::BasicBlock::Create(ctx_, "done", getModule_);
    auto* make = llvm::BasicBlock::Create(ctx_, "create", getModule_);
    auto* made = llvm::BasicBlock::Create(ctx_, "created", getModule_);
    auto* lost = llvm::BasicBlock::Create(ctx_, "lost", getModule_);
    auto* failed = llvm::BasicBlock::Create(ctx_, "failed", getModule_);
    llvm::Value* out = getModule_->getArg(0);

    b_.SetInsertPoint(entry);
    auto* slot = b_.CreateAlloca(ptr_);
    auto* cur = b_.CreateAlignedLoad(ptr_, moduleSlot_, llvm::Align(8));
    cur->setAtomic(llvm::AtomicOrdering::Acquire);
    b_.CreateCondBr(b_.CreateIsNotNull(cur), done, make);

    b_.SetInsertPoint(make);
    auto* st = b_.CreateCall(create_, {fatbin_, b_.getInt64(fatbinSize_), slot});
    b_.CreateCondBr(b_.CreateICmpEQ(st, b_.getInt32(0)), made, failed);

    b_.SetInsertPoint(failed);
    b_.CreateRet(st);

    b_.SetInsertPoint(made);
    auto* mine = b_.CreateLoad(ptr_, slot);
    auto* cx = b_.CreateAtomicCmpXchg(moduleSlot_, llvm::ConstantPointerNull::get(ptr_), mine, llvm::Align(8),
                                      llvm::AtomicOrdering::AcquireRelease, llvm::AtomicOrdering::Acquire);
    auto* old = b_.CreateExtractValue(cx, 0);
    b_.CreateCondBr(b_.CreateExtractValue(cx, 1), done, lost);

    b_.SetInsertPoint(lost);
    b_.CreateCall(destroy_, {mine});
    b_.CreateBr(done);

    b_.SetInsertPoint(done);
    auto* phi = b_.CreatePHI(ptr_, 3);
    phi->addIncoming(cur, entry);
    phi->addIncoming(mine, made);
    phi->addIncoming(old, lost);
    b_.CreateStore(phi, out);
    b_.CreateRet(b_.getInt32(0));
  }

  llvm::Constant* cstring(const std::string& s) { return b_.CreateGlobalStringPtr(s, "tilec.str", 0, &m_); }

  llvm::Module& m_;
  llvm::LLVMContext& ctx_;
  llvm::IRBuilder<> b_;
  DiagnosticEngine& diags_;
  llvm::IntegerType* i32_;
  llvm::IntegerType* i64_;
  llvm::PointerType* ptr_;
  llvm::FunctionCallee create_, destroy_, launch_, setError_, encodeTma_, persistentGrid_;
  llvm::Function* getModule_ = nullptr;
  llvm::GlobalVariable* fatbin_ = nullptr;
  llvm::GlobalVariable* moduleSlot_ = nullptr;
  std::uint64_t fatbinSize_ = 0;
};

bool LauncherBuilder::addLauncher(const LauncherABI& l, const std::string& targets) {
  std::vector<llvm::Type*> params{ptr_}; // the stream
  for (const auto& a : l.args)
    params.push_back(a.isTensor ? static_cast<llvm::Type*>(ptr_) : i64_);
  auto* fn = llvm::Function::Create(llvm::FunctionType::get(i32_, params, false),
                                    llvm::GlobalValue::ExternalLinkage, l.exportName, m_);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  auto* entry = llvm::BasicBlock::Create(ctx_, "entry", fn);
  b_.SetInsertPoint(entry);
  auto* gridSlots = b_.CreateAlloca(llvm::ArrayType::get(i32_, 3), nullptr, "grid");
  auto* blockSlots = b_.CreateAlloca(llvm::ArrayType::get(i32_, 3), nullptr, "block");
  auto* moduleOut = b_.CreateAlloca(ptr_, nullptr, "module");
  std::size_t nArgv = l.args.size() + (l.tmaMaps.empty() ? 0 : l.tmaMaps.size() + 1);
  auto* argv = b_.CreateAlloca(llvm::ArrayType::get(ptr_, nArgv ? nArgv : 1), nullptr, "args");

  // Every stack slot in the entry block: static allocas, no stack
  // adjustment in the middle of the launcher.
  auto slotOf = [&](llvm::Type* ty) {
    llvm::IRBuilder<> at(entry, entry->begin());
    return at.CreateAlloca(ty);
  };

  // Continues in a fresh block when `bad` is false; otherwise records
  // `message` as tilert's last error and returns invalid-argument.
  auto check = [&](llvm::Value* bad, const std::string& message) {
    auto* fail = llvm::BasicBlock::Create(ctx_, "invalid", fn);
    auto* next = llvm::BasicBlock::Create(ctx_, "ok", fn);
    b_.CreateCondBr(bad, fail, next);
    b_.SetInsertPoint(fail);
    b_.CreateRet(b_.CreateCall(setError_, {b_.getInt32(1), cstring(l.exportName + ": " + message)}));
    b_.SetInsertPoint(next);
  };

  GridValues dims;
  for (std::size_t i = 0; i < l.args.size(); ++i) {
    const LauncherArg& a = l.args[i];
    llvm::Value* v = fn->getArg(static_cast<unsigned>(i + 1));
    v->setName(a.name);
    if (a.isTensor) {
      check(b_.CreateIsNull(v), "tensor '" + a.name + "' is NULL");
      // Conservative: every tensor must be 16-byte aligned, because the
      // vectorize pass may access any of them with 16-byte vectors and the
      // launcher does not track which.
      auto* low = b_.CreateAnd(b_.CreatePtrToInt(v, i64_), b_.getInt64(15));
      check(b_.CreateICmpNE(low, b_.getInt64(0)), "tensor '" + a.name + "' is not 16-byte aligned");
      auto* slot = slotOf(ptr_);
      b_.CreateStore(v, slot);
      b_.CreateStore(slot, b_.CreateConstGEP2_32(argv->getAllocatedType(), argv, 0, static_cast<unsigned>(i)));
      continue;
    }
    check(b_.CreateICmpSLE(v, b_.getInt64(0)), "run-time dim '" + a.name + "' must be positive");
    llvm::AllocaInst* slot;
    if (a.dimIsInt32) {
      check(b_.CreateICmpSGT(v, b_.getInt64(std::numeric_limits<int32_t>::max())),
            "run-time dim '" + a.name + "' does not fit the kernel's int");
      slot = slotOf(i32_);
      b_.CreateStore(b_.CreateTrunc(v, i32_), slot);
    } else {
      slot = slotOf(i64_);
      b_.CreateStore(v, slot);
    }
    b_.CreateStore(slot, b_.CreateConstGEP2_32(argv->getAllocatedType(), argv, 0, static_cast<unsigned>(i)));
    std::size_t d = i - (l.args.size() - l.dynamicDims.size());
    dims[l.dynamicDims[d].get()] = v;
  }

  // The grid: each extent evaluated as the harness evaluates it
  // (ir::arith::evaluateInt: the expression's own width, wrapping), then
  // required to be in 1..2^32-1.
  GridExprLowering lower(b_, dims, [&](llvm::Value* bad, const std::string& what) { check(bad, what); });
  for (unsigned i = 0; i < 3; ++i) {
    llvm::Value* extent = b_.getInt64(1);
    if (i < l.grid.size()) {
      extent = lower.lowerToI64(l.grid[i]);
      if (!extent) {
        diags_.error(l.func->loc, "the launcher of '" + l.exportName + "' cannot compute grid extent " +
                                      std::to_string(i) + " on the host: " + lower.error());
        return false;
      }
      check(b_.CreateOr(b_.CreateICmpSLT(extent, b_.getInt64(1)),
                        b_.CreateICmpSGT(extent, b_.getInt64(std::numeric_limits<uint32_t>::max()))),
            "grid extent " + std::to_string(i) + " is out of range for these run-time dims");
    }
    b_.CreateStore(b_.CreateTrunc(extent, i32_), b_.CreateConstGEP2_32(gridSlots->getAllocatedType(), gridSlots, 0, i));
    b_.CreateStore(b_.getInt32(l.threads[i]), b_.CreateConstGEP2_32(blockSlots->getAllocatedType(), blockSlots, 0, i));
  }

  // TMA tensor maps, encoded from the tensors (tilert_encode_tma_rowmajor:
  // the shape and the box, strides from the shape) when every stride is a
  // multiple of 16 bytes (in a row-major tensor, when the innermost row's
  // bytes are); otherwise flag 0 makes the kernel copy without TMA and the
  // maps are not read.
  if (!l.tmaMaps.empty()) {
    auto* flag = slotOf(i32_);
    b_.CreateStore(b_.getInt32(1), flag);
    auto* mapTy = llvm::ArrayType::get(b_.getInt8Ty(), 128);
    for (std::size_t m = 0; m < l.tmaMaps.size(); ++m) {
      const auto& t = l.tmaMaps[m];
      auto* map = slotOf(mapTy);
      map->setAlignment(llvm::Align(64));
      b_.CreateStore(map, b_.CreateConstGEP2_32(argv->getAllocatedType(), argv, 0,
                                                static_cast<unsigned>(l.args.size() + m)));
      std::vector<llvm::Value*> extents;
      for (const ir::Expr& e : t.shape) {
        extents.push_back(lower.lowerToI64(e));
        if (!extents.back()) {
          diags_.error(l.func->loc, "the launcher of '" + l.exportName +
                                        "' cannot compute a TMA tensor's shape: " + lower.error());
          return false;
        }
      }
      const std::size_t rank = extents.size();
      llvm::Value* stride = b_.CreateMul(extents.back(), b_.getInt64(static_cast<uint64_t>(t.elemBytes)));
      auto* encode = llvm::BasicBlock::Create(ctx_, "tma_encode", fn);
      auto* off = llvm::BasicBlock::Create(ctx_, "tma_off", fn);
      auto* next = llvm::BasicBlock::Create(ctx_, "tma_next", fn);
      b_.CreateCondBr(b_.CreateICmpEQ(b_.CreateURem(stride, b_.getInt64(16)), b_.getInt64(0)), encode, off);
      b_.SetInsertPoint(encode);
      llvm::Value* base = fn->getArg(static_cast<unsigned>(t.tensorArg + 1));
      auto* shapeSlots = slotOf(llvm::ArrayType::get(i64_, rank));
      auto* boxSlots = slotOf(llvm::ArrayType::get(i32_, rank));
      for (std::size_t d = 0; d < rank; ++d) {
        b_.CreateStore(extents[d],
                       b_.CreateConstGEP2_32(shapeSlots->getAllocatedType(), shapeSlots, 0, static_cast<unsigned>(d)));
        b_.CreateStore(b_.getInt32(static_cast<uint32_t>(t.box.at(d))),
                       b_.CreateConstGEP2_32(boxSlots->getAllocatedType(), boxSlots, 0, static_cast<unsigned>(d)));
      }
      auto* rc = b_.CreateCall(encodeTma_, {map, b_.getInt32(t.dataType), b_.getInt32(static_cast<uint32_t>(rank)),
                                            base, shapeSlots, boxSlots, b_.getInt32(t.swizzleMode)});
      b_.CreateCondBr(b_.CreateICmpEQ(rc, b_.getInt32(0)), next, off);
      b_.SetInsertPoint(off);
      b_.CreateStore(b_.getInt32(0), flag);
      b_.CreateBr(next);
      b_.SetInsertPoint(next);
    }
    b_.CreateStore(flag, b_.CreateConstGEP2_32(argv->getAllocatedType(), argv, 0,
                                               static_cast<unsigned>(l.args.size() + l.tmaMaps.size())));
  }
  auto* st = b_.CreateCall(getModule_, {moduleOut});
  auto* launch = llvm::BasicBlock::Create(ctx_, "launch", fn);
  auto* failed = llvm::BasicBlock::Create(ctx_, "no_module", fn);
  b_.CreateCondBr(b_.CreateICmpEQ(st, b_.getInt32(0)), launch, failed);
  b_.SetInsertPoint(failed);
  b_.CreateRet(st);
  b_.SetInsertPoint(launch);
  if (l.persistent) {
    // One block per slot the device holds at once, each walking tiles.
    llvm::Value* tiles = b_.getInt64(1);
    for (unsigned i = 0; i < 3; ++i)
      tiles = b_.CreateMul(tiles, b_.CreateZExt(b_.CreateLoad(i32_, b_.CreateConstGEP2_32(gridSlots->getAllocatedType(),
                                                                                            gridSlots, 0, i)),
                                                i64_));
    auto* blocks = slotOf(i32_);
    auto* prc = b_.CreateCall(persistentGrid_, {b_.CreateLoad(ptr_, moduleOut), cstring(l.kernelName), blockSlots,
                                                b_.getInt64(static_cast<std::uint64_t>(l.dynamicSharedBytes)), tiles,
                                                blocks});
    auto* sized = llvm::BasicBlock::Create(ctx_, "persistent_grid", fn);
    auto* unsized = llvm::BasicBlock::Create(ctx_, "no_persistent_grid", fn);
    b_.CreateCondBr(b_.CreateICmpEQ(prc, b_.getInt32(0)), sized, unsized);
    b_.SetInsertPoint(unsized);
    b_.CreateRet(prc);
    b_.SetInsertPoint(sized);
    b_.CreateStore(b_.CreateLoad(i32_, blocks), b_.CreateConstGEP2_32(gridSlots->getAllocatedType(), gridSlots, 0, 0));
    for (unsigned i = 1; i < 3; ++i)
      b_.CreateStore(b_.getInt32(1), b_.CreateConstGEP2_32(gridSlots->getAllocatedType(), gridSlots, 0, i));
  }
  llvm::Value* args = nArgv == 0 ? static_cast<llvm::Value*>(llvm::ConstantPointerNull::get(ptr_)) : argv;
  auto* rc = b_.CreateCall(launch_, {b_.CreateLoad(ptr_, moduleOut), cstring(l.kernelName), gridSlots, blockSlots,
                                     b_.getInt64(static_cast<std::uint64_t>(l.dynamicSharedBytes)), fn->getArg(0),
                                     args});
  b_.CreateRet(rc);

  // <export>_metadata(): a pointer to a constant struct (tilec_kernel_metadata
  // in the header; LLVM's natural struct layout is the C layout on x86-64).
  auto* extentTy = llvm::StructType::get(ctx_, {i32_, i32_, i64_, ptr_});
  auto* argTy = llvm::StructType::get(ctx_, {ptr_, ptr_, i32_, i32_, ptr_, i32_});
  std::vector<llvm::Constant*> argInits;
  for (const auto& a : l.args) {
    llvm::Constant* shape = llvm::ConstantPointerNull::get(ptr_);
    if (a.isTensor) {
      std::vector<llvm::Constant*> extents;
      for (const auto& x : a.shape)
        extents.push_back(llvm::ConstantStruct::get(
            extentTy, {b_.getInt32(static_cast<int32_t>(x.kind)), b_.getInt32(x.dimArg),
                       b_.getInt64(static_cast<std::uint64_t>(x.value)), cstring(x.text)}));
      auto* shapeTy = llvm::ArrayType::get(extentTy, extents.size());
      shape = new llvm::GlobalVariable(m_, shapeTy, true, llvm::GlobalValue::PrivateLinkage,
                                       llvm::ConstantArray::get(shapeTy, extents),
                                       l.exportName + "." + a.name + ".shape");
    }
    argInits.push_back(llvm::ConstantStruct::get(argTy, {cstring(a.name), cstring(a.dtype), b_.getInt32(a.rank),
                                                         b_.getInt32(a.isTensor ? 1 : 0), shape,
                                                         b_.getInt32(a.isConst ? 1 : 0)}));
  }
  auto* argArrTy = llvm::ArrayType::get(argTy, argInits.size());
  auto* argArr = new llvm::GlobalVariable(m_, argArrTy, true, llvm::GlobalValue::PrivateLinkage,
                                          llvm::ConstantArray::get(argArrTy, argInits), l.exportName + ".args");
  auto* metaTy =
      llvm::StructType::get(ctx_, {ptr_, ptr_, ptr_, llvm::ArrayType::get(i32_, 3), i64_, i32_, ptr_, i32_});
  auto* threads = llvm::ConstantDataArray::get(ctx_, llvm::ArrayRef<uint32_t>(l.threads, 3));
  auto* meta = new llvm::GlobalVariable(
      m_, metaTy, true, llvm::GlobalValue::PrivateLinkage,
      llvm::ConstantStruct::get(metaTy, {cstring(l.exportName), cstring(l.kernelName), cstring(targets), threads,
                                         b_.getInt64(static_cast<std::uint64_t>(l.dynamicSharedBytes)),
                                         b_.getInt32(static_cast<int32_t>(l.args.size())), argArr,
                                         b_.getInt32(kMetadataVersion)}),
      l.exportName + ".metadata");
  auto* metaFn = llvm::Function::Create(llvm::FunctionType::get(ptr_, false), llvm::GlobalValue::ExternalLinkage,
                                        l.exportName + "_metadata", m_);
  metaFn->addFnAttr(llvm::Attribute::NoUnwind);
  b_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", metaFn));
  b_.CreateRet(meta);
  return true;
}

} // namespace

std::optional<std::string> emitHostObject(const std::vector<LauncherABI>& launchers, const std::string& fatbin,
                                          const std::vector<TargetKind>& targets, const std::string& sourceName,
                                          DiagnosticEngine& diags) {
  static std::once_flag initOnce;
  std::call_once(initOnce, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
  });
  std::string err;
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(kTriple, err);
  if (!target) {
    diags.error({}, "cannot emit a host object: LLVM has no x86-64 target (" + err + ")");
    return std::nullopt;
  }
  llvm::TargetOptions to;
  // PIC: the object may go into a shared library.
  std::unique_ptr<llvm::TargetMachine> tm(
      target->createTargetMachine(kTriple, "x86-64", "", to, llvm::Reloc::PIC_, std::nullopt,
                                  llvm::CodeGenOptLevel::Default));

  llvm::LLVMContext ctx;
  std::string base = sourceName.substr(sourceName.find_last_of('/') == std::string::npos
                                           ? 0
                                           : sourceName.find_last_of('/') + 1);
  llvm::Module m(base, ctx);
  m.setSourceFileName(base);
  m.setTargetTriple(kTriple);
  m.setDataLayout(tm->createDataLayout());

  LauncherBuilder builder(m, diags);
  builder.addFatbin(fatbin);
  std::string list = targetList(targets);
  for (const auto& l : launchers)
    if (!builder.addLauncher(l, list))
      return std::nullopt;

  std::string verifyErrors;
  llvm::raw_string_ostream vs(verifyErrors);
  if (llvm::verifyModule(m, &vs)) {
    diags.error({}, "internal compiler error: the host launcher module is invalid: " + vs.str());
    return std::nullopt;
  }

  llvm::SmallString<0> bytes;
  llvm::raw_svector_ostream os(bytes);
  llvm::legacy::PassManager pm;
  if (tm->addPassesToEmitFile(pm, os, nullptr, llvm::CodeGenFileType::ObjectFile)) {
    diags.error({}, "internal compiler error: LLVM cannot emit an x86-64 object file");
    return std::nullopt;
  }
  pm.run(m);
  return std::string(bytes.data(), bytes.size());
}

} // namespace tilec::backend::host
