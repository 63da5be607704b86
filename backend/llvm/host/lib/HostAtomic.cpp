// Tile IR -> LLVM IR for the host: T.atomic_* (tl.atomic_add / max / min
// after expand-simt-tile-ops). On a tensor other blocks may update the same
// element from other CPU threads at the same time, so the update is atomic:
// atomicrmw where x86 has one, a compare-and-swap loop otherwise (16-bit
// floats, float maximum and minimum). A block-local buffer belongs to the
// one thread running the block: a plain read, combine and write.
#include "HostCodegen.h"

#include "tilec/ir/MemoryOrder.h"
#include "tilec/ir/Ops.h"

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

llvm::Value* HostCodegen::combine(AtomicKind kind, llvm::Value* acc, llvm::Value* v, DataType t, SourceRange loc) {
  switch (kind) {
  case AtomicKind::Add: return arith(ExprKind::Add, acc, v, t, loc);
  case AtomicKind::Max: return arith(ExprKind::Max, acc, v, t, loc);
  case AtomicKind::Min: return arith(ExprKind::Min, acc, v, t, loc);
  }
  fail(loc, "unknown atomic kind");
}

llvm::Value* HostCodegen::atomicCall(const CallNode* n, AtomicKind kind) {
  // (element, value[, memory order]): with the order, the element's
  // previous value between the fences the GPU routes put around it.
  const AtomicCallForm form = atomicCallForm(*n);
  const std::optional<MemoryOrder> order = form.order;
  if (!form.ok)
    fail(n->loc, "intrinsic '" + n->op + "' takes (element, value[, constant memory order of a scalar element])");
  auto* dst = as<BufferLoadNode>(n->args[0]);
  if (!dst || !dst->buffer)
    fail(n->loc, "the first argument of '" + n->op + "' must be a buffer element");
  DataType t = dst->buffer->dtype;
  if (t.isBool() || t.isHandle() || t.lanes() != 1)
    fail(n->loc, "an atomic on " + t.str());
  const Slot& s = slot(dst->buffer, n->loc);
  llvm::Value* ptr = elementPtr(dst->buffer, dst->indices, n->loc);
  llvm::Value* v = convert(expr(n->args[1]), n->args[1]->dtype, t, n->loc);
  auto fence = [&](const char* f) {
    if (f)
      b_.CreateFence(std::string(f) == "tl.fence_sc_gpu" ? llvm::AtomicOrdering::SequentiallyConsistent
                                                         : llvm::AtomicOrdering::AcquireRelease);
  };
  if (order)
    fence(fenceBefore(*order));
  llvm::Value* old;
  if (!s.global) {
    old = loadElement(s, ptr);
    storeElement(s, ptr, combine(kind, old, v, t, n->loc));
  } else if (t.isInt()) {
    bool sgn = dtypeClass(t.scalar()) == DTypeClass::Int;
    auto op = kind == AtomicKind::Add   ? llvm::AtomicRMWInst::Add
              : kind == AtomicKind::Max ? (sgn ? llvm::AtomicRMWInst::Max : llvm::AtomicRMWInst::UMax)
                                        : (sgn ? llvm::AtomicRMWInst::Min : llvm::AtomicRMWInst::UMin);
    // Relaxed, as CUDA's atomicAdd: the result matters, not the order.
    old = b_.CreateAtomicRMW(op, ptr, v, llvm::MaybeAlign(), llvm::AtomicOrdering::Monotonic);
  } else if (kind == AtomicKind::Add && (t.scalar() == DType::Float32 || t.scalar() == DType::Float64)) {
    old = b_.CreateAtomicRMW(llvm::AtomicRMWInst::FAdd, ptr, v, llvm::MaybeAlign(), llvm::AtomicOrdering::Monotonic);
  } else {
    old = casLoop(s, ptr, v, kind, n->loc);
  }
  if (order)
    fence(fenceAfter(*order));
  return convert(old, t, n->dtype, n->loc);
}

llvm::Value* HostCodegen::casLoop(const Slot& s, llvm::Value* ptr, llvm::Value* v, AtomicKind kind, SourceRange loc) {
  // On the element's bits: read, combine (max / min compare as the device
  // library's tl::atomic_max does, v > old ? v : old, so NaNs behave the
  // same on both), stop when nothing would change, else compare-and-swap
  // and retry with what another thread wrote meanwhile.
  DataType t = s.dtype;
  DType d = t.scalar();
  bool narrow = llvmir::isNarrowFloat(d);
  llvm::Type* bitsTy = b_.getIntNTy(static_cast<unsigned>(t.bits()));
  auto toBits = [&](llvm::Value* x) { return narrow ? narrowBits(x, d) : b_.CreateBitCast(x, bitsTy); };
  auto fromBits = [&](llvm::Value* x) { return narrow ? widenBits(x, d) : b_.CreateBitCast(x, valueType(t, loc)); };
  llvm::Align align(static_cast<uint64_t>(t.bits() / 8));
  llvm::LoadInst* first = b_.CreateAlignedLoad(bitsTy, ptr, align);
  first->setAtomic(llvm::AtomicOrdering::Monotonic);
  llvm::BasicBlock* entry = b_.GetInsertBlock();
  llvm::BasicBlock* loop = newBlock("atomic.loop");
  llvm::BasicBlock* swap = newBlock("atomic.cas");
  llvm::BasicBlock* done = newBlock("atomic.done");
  b_.CreateBr(loop);
  b_.SetInsertPoint(loop);
  llvm::PHINode* oldBits = b_.CreatePHI(bitsTy, 2, "atomic.old");
  oldBits->addIncoming(first, entry);
  llvm::Value* old = fromBits(oldBits);
  llvm::Value* updated;
  if (kind == AtomicKind::Add)
    updated = arith(ExprKind::Add, old, v, t, loc);
  else
    updated = b_.CreateSelect(kind == AtomicKind::Max ? b_.CreateFCmpOGT(v, old) : b_.CreateFCmpOLT(v, old), v, old);
  llvm::Value* newBits = toBits(updated);
  b_.CreateCondBr(b_.CreateICmpEQ(newBits, oldBits), done, swap);
  b_.SetInsertPoint(swap);
  llvm::AtomicCmpXchgInst* cx = b_.CreateAtomicCmpXchg(ptr, oldBits, newBits, align, llvm::AtomicOrdering::Monotonic,
                                                       llvm::AtomicOrdering::Monotonic);
  llvm::Value* seen = b_.CreateExtractValue(cx, 0);
  oldBits->addIncoming(seen, swap);
  b_.CreateCondBr(b_.CreateExtractValue(cx, 1), done, loop);
  b_.SetInsertPoint(done);
  return old; // the loop's header dominates both ways out
}

} // namespace tilec::backend::cpu::detail
