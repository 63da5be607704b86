// Lowered tile IR -> LLVM IR: warp shuffles (NVVM's shfl.sync intrinsics)
// and atomics (atomicrmw, compare-and-swap loops where the device library
// uses them, single PTX instructions for vector adds).
#include "KernelCodegen.h"

#include "tilec/ir/MemoryOrder.h"
#include "tilec/ir/Ops.h"

#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/IntrinsicsNVPTX.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;

// ---------------------------------------------------------------- shuffles and atomics

llvm::Value* KernelCodegen::shuffleCall(const CallNode* n, unsigned mode) {
  if (n->args.size() != 2 && n->args.size() != 3)
    fail(n->loc, "intrinsic '" + n->op + "' takes (value, lane, [width])");
  DataType t = n->args[0]->dtype;
  bool pair16 = t.lanes() == 2 && (t.scalar() == DType::Float16 || t.scalar() == DType::BFloat16);
  if (t.lanes() > 1 && !pair16)
    fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector");
  if (t.isHandle())
    fail(n->loc, "intrinsic '" + n->op + "' on a handle");
  llvm::Value* v = expr(n->args[0]);
  llvm::Value* lane = convert(expr(n->args[1]), n->args[1]->dtype, DataType::int32(), n->loc);
  // __shfl*_sync's c operand: the segment mask from the width, and the
  // clamp (31 for down/xor/idx, 0 for up).
  llvm::Value* width = n->args.size() == 3 ? convert(expr(n->args[2]), n->args[2]->dtype, DataType::int32(), n->loc)
                                           : b_.getInt32(32);
  llvm::Value* c = b_.CreateShl(b_.CreateSub(b_.getInt32(32), width), 8);
  if (mode != 1)
    c = b_.CreateOr(c, b_.getInt32(0x1f));
  static const llvm::Intrinsic::ID i32Ids[] = {
      llvm::Intrinsic::nvvm_shfl_sync_idx_i32, llvm::Intrinsic::nvvm_shfl_sync_up_i32,
      llvm::Intrinsic::nvvm_shfl_sync_down_i32, llvm::Intrinsic::nvvm_shfl_sync_bfly_i32};
  static const llvm::Intrinsic::ID f32Ids[] = {
      llvm::Intrinsic::nvvm_shfl_sync_idx_f32, llvm::Intrinsic::nvvm_shfl_sync_up_f32,
      llvm::Intrinsic::nvvm_shfl_sync_down_f32, llvm::Intrinsic::nvvm_shfl_sync_bfly_f32};
  auto shfl32 = [&](llvm::Value* x) {
    bool f = x->getType()->isFloatTy();
    return b_.CreateIntrinsic(f ? f32Ids[mode] : i32Ids[mode], {}, {b_.getInt32(0xffffffffu), x, lane, c});
  };
  if (v->getType()->isFloatTy())
    return shfl32(v);
  // Everything else moves as bits: narrower values in one 32-bit register
  // (the bits come back unchanged, as CUDA's shuffles of half, int8, ...
  // give them), 64-bit values as two halves.
  unsigned bits = static_cast<unsigned>(t.bits() * t.lanes());
  llvm::Type* memTy = memType(t, n->loc);
  llvm::Value* raw = t.isBool() ? b_.CreateZExt(v, memTy) : v;
  llvm::Value* asInt = b_.CreateBitCast(raw, b_.getIntNTy(bits));
  llvm::Value* out;
  if (bits == 64) {
    llvm::Value* lo = shfl32(b_.CreateTrunc(asInt, b_.getInt32Ty()));
    llvm::Value* hi = shfl32(b_.CreateTrunc(b_.CreateLShr(asInt, 32), b_.getInt32Ty()));
    out = b_.CreateOr(b_.CreateZExt(lo, b_.getInt64Ty()), b_.CreateShl(b_.CreateZExt(hi, b_.getInt64Ty()), 32));
  } else {
    out = b_.CreateTrunc(shfl32(b_.CreateZExt(asInt, b_.getInt32Ty())), b_.getIntNTy(bits));
  }
  out = b_.CreateBitCast(out, memTy);
  return t.isBool() ? b_.CreateICmpNE(out, llvm::Constant::getNullValue(memTy)) : out;
}

llvm::Value* KernelCodegen::atomicCasLoop(llvm::Value* ptr, llvm::Value* v, DataType t, bool isMax) {
  // tl::atomic_max / atomic_min: a compare-and-swap loop on the bits that
  // stops when the value would not change, comparing as the device library
  // does (v > cur ? v : cur), so NaNs behave the same in both routes.
  unsigned bits = static_cast<unsigned>(t.bits());
  llvm::Type* intTy = b_.getIntNTy(bits);
  llvm::Type* valTy = v->getType();
  llvm::Align align(bits / 8);
  llvm::LoadInst* first = b_.CreateAlignedLoad(intTy, ptr, align, /*isVolatile=*/true);
  llvm::BasicBlock* entry = b_.GetInsertBlock();
  llvm::BasicBlock* loop = newBlock("atomic.loop");
  llvm::BasicBlock* tryCas = newBlock("atomic.cas");
  llvm::BasicBlock* done = newBlock("atomic.done");
  b_.CreateBr(loop);
  b_.SetInsertPoint(loop);
  llvm::PHINode* old = b_.CreatePHI(intTy, 2, "atomic.old");
  old->addIncoming(first, entry);
  llvm::Value* cur = b_.CreateBitCast(old, valTy);
  llvm::Value* better = isMax ? b_.CreateFCmpOGT(v, cur) : b_.CreateFCmpOLT(v, cur);
  llvm::Value* nextBits = b_.CreateBitCast(b_.CreateSelect(better, v, cur), intTy);
  b_.CreateCondBr(b_.CreateICmpEQ(nextBits, old), done, tryCas);
  b_.SetInsertPoint(tryCas);
  llvm::Value* pair = b_.CreateAtomicCmpXchg(ptr, old, nextBits, align, llvm::AtomicOrdering::Monotonic,
                                             llvm::AtomicOrdering::Monotonic);
  old->addIncoming(b_.CreateExtractValue(pair, 0), tryCas);
  b_.CreateCondBr(b_.CreateExtractValue(pair, 1), done, loop);
  b_.SetInsertPoint(done);
  return cur;
}

llvm::Value* KernelCodegen::vectorAtomicAdd(llvm::Value* ptr, llvm::Value* v, DataType t) {
  // One instruction where the target has it, as CUDA's atomicAdd overloads
  // (LLVM 19 expands vector atomicrmw into compare-and-swap loops): a pair
  // of halves (bfloat16 on sm_90), and float2 / float4 in global memory on
  // sm_90. The result is the memory's old value, as the lane-wise path's.
  const TargetInfo& ti = targetInfo(target_.kind);
  DType s = t.scalar();
  bool pair = t.lanes() == 2 && (s == DType::Float16 || (s == DType::BFloat16 && ti.hasAtomicAddBFloat162));
  if (pair && ti.hasAtomicAddHalf2) {
    auto* ty = llvm::FunctionType::get(b_.getInt32Ty(), {b_.getPtrTy(), b_.getInt32Ty()}, false);
    std::string text = std::string("atom.add.noftz.") + (s == DType::Float16 ? "f16x2" : "bf16x2") + " $0, [$1], $2;";
    llvm::Value* generic = ptr->getType()->getPointerAddressSpace() == 0 ? ptr : b_.CreateAddrSpaceCast(ptr, b_.getPtrTy());
    llvm::Value* old = b_.CreateCall(llvm::InlineAsm::get(ty, text, "=r,l,r,~{memory}", true),
                                     {generic, b_.CreateBitCast(v, b_.getInt32Ty())});
    return b_.CreateBitCast(old, v->getType());
  }
  bool floats = s == DType::Float32 && (t.lanes() == 2 || t.lanes() == 4);
  if (floats && ti.hasAtomicAddFloat4 && ptr->getType()->getPointerAddressSpace() == 1) {
    unsigned n = static_cast<unsigned>(t.lanes());
    std::string outs, ins, constraints;
    for (unsigned i = 0; i < n; ++i) {
      outs += (i ? ", $" : "$") + std::to_string(i);
      ins += (i ? ", $" : "$") + std::to_string(n + 1 + i);
      constraints += "=f,";
    }
    constraints += "l";
    for (unsigned i = 0; i < n; ++i)
      constraints += ",f";
    constraints += ",~{memory}";
    std::string text = "atom.global.v" + std::to_string(n) + ".f32.add {" + outs + "}, [$" + std::to_string(n) +
                       "], {" + ins + "};";
    std::vector<llvm::Type*> params = {ptr->getType()};
    std::vector<llvm::Value*> args = {ptr};
    for (unsigned i = 0; i < n; ++i) {
      params.push_back(b_.getFloatTy());
      args.push_back(b_.CreateExtractElement(v, uint64_t(i)));
    }
    std::vector<llvm::Type*> results(n, b_.getFloatTy());
    auto* ty = llvm::FunctionType::get(llvm::StructType::get(ctx_, results), params, false);
    llvm::Value* r = b_.CreateCall(llvm::InlineAsm::get(ty, text, constraints, true), args);
    llvm::Value* out = llvm::PoisonValue::get(v->getType());
    for (unsigned i = 0; i < n; ++i)
      out = b_.CreateInsertElement(out, b_.CreateExtractValue(r, i), uint64_t(i));
    return out;
  }
  return nullptr;
}

llvm::Value* KernelCodegen::atomicCall(const CallNode* n, const char* kind) {
  // (element, value[, memory order]): with the order, the element's
  // previous value, between its order's fences (MemoryOrder.h).
  const AtomicCallForm form = atomicCallForm(*n);
  const std::optional<MemoryOrder> order = form.order;
  if (!form.ok)
    fail(n->loc, "intrinsic '" + n->op + "' takes (element, value[, constant memory order of a scalar element])");
  llvm::Value* ptr = addressOf(n->args[0], n->op.c_str());
  DataType t = n->args[0]->dtype;
  if (n->args[1]->dtype != t)
    fail(n->loc, "intrinsic '" + n->op + "' adds a " + n->args[1]->dtype.str() + " value to a " + t.str() + " element");
  llvm::Value* v = expr(n->args[1]);
  std::string k = kind;
  DType s = t.scalar();
  bool isFloat = t.isFloat(), sgn = dtypeClass(s) == DTypeClass::Int;
  auto one = [&](llvm::Value* p, llvm::Value* x) -> llvm::Value* {
    llvm::MaybeAlign align(static_cast<uint64_t>(t.bits() / 8));
    auto rmw = [&](llvm::AtomicRMWInst::BinOp op) {
      // Relaxed and device-wide, as CUDA's atomicAdd (PTX atom without a
      // scope is .gpu).
      return b_.CreateAtomicRMW(op, p, x, align, llvm::AtomicOrdering::Monotonic);
    };
    if (k == "add")
      return rmw(isFloat ? llvm::AtomicRMWInst::FAdd : llvm::AtomicRMWInst::Add);
    if (isFloat)
      return atomicCasLoop(p, x, t.element(), k == "max");
    if (k == "max")
      return rmw(sgn ? llvm::AtomicRMWInst::Max : llvm::AtomicRMWInst::UMax);
    return rmw(sgn ? llvm::AtomicRMWInst::Min : llvm::AtomicRMWInst::UMin);
  };
  if (t.lanes() > 1) {
    // Vector adds lane by lane: each lane is atomic on its own, as the
    // device library's tl::atomic_add (CUDA's half2 add promises no more).
    bool pair16 = t.lanes() == 2 && (s == DType::Float16 || s == DType::BFloat16);
    if (k != "add")
      fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector (only vector adds are supported)");
    if (s != DType::Float32 && s != DType::Float64 && s != DType::Int32 && s != DType::UInt32 && s != DType::UInt64 &&
        !pair16)
      fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector");
    if (llvm::Value* native = vectorAtomicAdd(ptr, v, t))
      return native;
    llvm::Type* elem = valueType(t.element(), n->loc);
    llvm::Value* out = llvm::PoisonValue::get(v->getType());
    for (int i = 0; i < t.lanes(); ++i) {
      llvm::Value* p = b_.CreateConstInBoundsGEP1_64(elem, ptr, static_cast<uint64_t>(i));
      out = b_.CreateInsertElement(out, one(p, b_.CreateExtractElement(v, uint64_t(i))), uint64_t(i));
    }
    return out;
  }
  switch (s) {
  case DType::Int32:
  case DType::UInt32:
  case DType::Int64:
  case DType::UInt64:
  case DType::Float32:
  case DType::Float64:
  case DType::Float16:
  case DType::BFloat16: {
    auto fence = [&](const char* f) {
      if (f)
        inlinePtx(std::string(f) == "tl.fence_sc_gpu" ? "fence.sc.gpu;" : "fence.acq_rel.gpu;", n->loc, "fence");
    };
    if (order)
      fence(fenceBefore(*order));
    llvm::Value* previous = one(ptr, v);
    if (order)
      fence(fenceAfter(*order));
    return previous;
  }
  default: fail(n->loc, "intrinsic '" + n->op + "' on " + t.str() + " (the GPU has no such atomic)");
  }
}

} // namespace tilec::backend::nvptx::detail
