// Lowered tile IR -> LLVM IR: buffers and memory accesses. Tensors are
// pointers in the global address space (1), shared buffers live in the
// shared address space (3) (the dynamic buffer `tl_smem` at the offsets
// merge-shared-memory placed, or a static array), local buffers are allocas.
// Indices flatten exactly as in the CUDA route (cuda::flattenIndex); a
// contiguous index vector is one vector load or store.
#include "KernelCodegen.h"

#include "tilec/ir/Ops.h"

#include <llvm/IR/IntrinsicsNVPTX.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;

namespace {

int byteSize(DataType t) { return t.lanes() * ((t.bits() + 7) / 8); }

/// A vector moves with one access when it is 2, 4, 8 or 16 bytes or a
/// multiple of 16 (the CUDA route's rule: alignment is the vectorize pass's
/// promise).
bool vectorWidthOk(DataType t) {
  int bytes = byteSize(t);
  return bytes == 2 || bytes == 4 || bytes == 8 || bytes == 16 || (bytes > 16 && bytes % 16 == 0);
}

/// The alignment of such an access: the largest power of two dividing its
/// size, at most 16 (as tl::vec and CUDA's vector types are aligned).
uint64_t vectorAlign(DataType t) {
  uint64_t bytes = static_cast<uint64_t>(byteSize(t)), a = 1;
  while (a < 16 && bytes % (a * 2) == 0)
    a *= 2;
  return a;
}

uint64_t elemAlign(DataType t) { return static_cast<uint64_t>((t.element().bits() + 7) / 8); }

} // namespace

llvm::Value* KernelCodegen::sharedBase() {
  // One `extern __shared__` buffer per module, as the CUDA route's tl_smem;
  // its size is the launch's dynamic shared memory.
  if (llvm::GlobalVariable* g = m_.getNamedGlobal("tl_smem"))
    return g;
  auto* ty = llvm::ArrayType::get(b_.getInt8Ty(), 0);
  auto* g = new llvm::GlobalVariable(m_, ty, false, llvm::GlobalValue::ExternalLinkage, nullptr, "tl_smem", nullptr,
                                     llvm::GlobalValue::NotThreadLocal, 3);
  g->setAlignment(llvm::Align(128));
  return g;
}

const Slot& KernelCodegen::slot(const Buffer& b, SourceRange use) {
  if (!b)
    fail(use, "a null buffer");
  auto it = bufs_.find(b.get());
  if (it == bufs_.end()) {
    if (b->scope == MemoryScope::Fragment)
      fail(use, "fragment buffer '" + b->name +
                    "' (scope local.fragment) reached LLVM code generation; layout inference and lower-tile-ops must "
                    "turn fragments into per-thread local buffers first");
    fail(use, "buffer '" + b->name + "' is used but is neither a parameter nor allocated in an enclosing scope");
  }
  return it->second;
}

KernelCodegen::Access KernelCodegen::access(const Buffer& b, const std::vector<Expr>& indices, DataType valueType,
                                            SourceRange loc) {
  const Slot& s = slot(b, loc);
  size_t rank = b->strides.empty() ? b->shape.size() : b->strides.size();
  if (indices.size() != rank)
    fail(loc, "buffer '" + b->name + "' has rank " + std::to_string(rank) + " but is indexed with " +
                  std::to_string(indices.size()) + " indices");
  for (const auto& i : indices)
    if (!i || !i->dtype.isInt())
      fail(loc, "buffer '" + b->name + "' is indexed with a non-integer index");
  Expr flat;
  try {
    flat = cuda::flattenIndex(b, indices);
  } catch (const std::exception& e) {
    fail(loc, "cannot flatten an index of buffer '" + b->name + "': " + e.what());
  }
  auto elemPtr = [&](const Expr& idx) {
    return b_.CreateInBoundsGEP(s.elem, s.base, toI64(expr(idx), idx->dtype));
  };
  Access a;
  a.slot = &s;
  a.valueType = valueType;
  int lanes = valueType.lanes();
  if (flat->dtype.lanes() == 1) {
    a.ptr = elemPtr(flat);
    if (lanes == 1) {
      a.kind = Access::Scalar;
    } else if (vectorWidthOk(valueType)) {
      a.kind = Access::Contiguous; // a vector starting at a scalar index
    } else {
      a.kind = Access::Strided;
      a.stride = b_.getInt64(1);
    }
  } else {
    if (flat->dtype.lanes() != lanes)
      fail(loc, "an access of buffer '" + b->name + "' with a " + std::to_string(flat->dtype.lanes()) +
                    "-lane index and a " + std::to_string(lanes) + "-lane value");
    if (auto* r = as<RampNode>(flat)) {
      a.ptr = elemPtr(r->base);
      auto st = asConstInt(r->stride);
      if (st && *st == 1 && vectorWidthOk(valueType)) {
        a.kind = Access::Contiguous;
      } else if (st && *st == 0) {
        a.kind = Access::Broadcast;
      } else {
        a.kind = Access::Strided;
        a.stride = toI64(expr(r->stride), r->stride->dtype);
      }
    } else if (auto* bc = as<BroadcastNode>(flat)) {
      a.kind = Access::Broadcast;
      a.ptr = elemPtr(bc->value);
    } else {
      a.kind = Access::Gather;
      a.index = toI64(expr(flat), flat->dtype);
    }
  }
  if (a.kind != Access::Scalar && a.kind != Access::Contiguous && valueType.element() != b->dtype.element())
    fail(loc, "a non-contiguous vector access of buffer '" + b->name + "' (" + b->dtype.element().str() + ") as " +
                  valueType.str());
  return a;
}

llvm::Value* KernelCodegen::loadScalar(llvm::Type* memTy, DataType t, llvm::Value* ptr, uint64_t align) {
  llvm::Value* v = b_.CreateAlignedLoad(memTy, ptr, llvm::Align(align));
  if (!t.isHandle() && t.isBool()) // C's bool is a byte holding 0 or 1
    v = b_.CreateICmpNE(v, llvm::Constant::getNullValue(memTy));
  return v;
}

void KernelCodegen::storeScalar(DataType t, llvm::Value* v, llvm::Value* ptr, uint64_t align) {
  if (!t.isHandle() && t.isBool())
    v = b_.CreateZExt(v, memType(t, {}));
  b_.CreateAlignedStore(v, ptr, llvm::Align(align));
}

llvm::Value* KernelCodegen::load(const BufferLoadNode* n) {
  Access a = access(n->buffer, n->indices, n->dtype, n->loc);
  DataType t = n->dtype, e = t.element();
  const Slot& s = *a.slot;
  switch (a.kind) {
  case Access::Scalar: // a different element type reinterprets the memory
    return loadScalar(memType(t, n->loc), t, a.ptr, e == s.dtype.element() ? elemAlign(e) : elemAlign(t));
  case Access::Contiguous: return loadScalar(memType(t, n->loc), t, a.ptr, vectorAlign(t));
  case Access::Broadcast: return splat(loadScalar(s.elem, e, a.ptr, elemAlign(e)), t.lanes());
  case Access::Strided:
  case Access::Gather: {
    llvm::Value* out = llvm::PoisonValue::get(valueType(t, n->loc));
    for (int i = 0; i < t.lanes(); ++i) {
      llvm::Value* p = a.kind == Access::Strided
                           ? b_.CreateInBoundsGEP(s.elem, a.ptr, b_.CreateMul(a.stride, b_.getInt64(i)))
                           : b_.CreateInBoundsGEP(s.elem, s.base, b_.CreateExtractElement(a.index, uint64_t(i)));
      out = b_.CreateInsertElement(out, loadScalar(s.elem, e, p, elemAlign(e)), uint64_t(i));
    }
    return out;
  }
  }
  fail(n->loc, "unreachable access kind");
}

void KernelCodegen::storeValue(const Access& a, llvm::Value* v, SourceRange loc) {
  DataType t = a.valueType, e = t.element();
  const Slot& s = *a.slot;
  switch (a.kind) {
  case Access::Scalar: storeScalar(t, v, a.ptr, e == s.dtype.element() ? elemAlign(e) : elemAlign(t)); return;
  case Access::Contiguous: storeScalar(t, v, a.ptr, vectorAlign(t)); return;
  case Access::Strided:
  case Access::Gather:
    for (int i = 0; i < t.lanes(); ++i) {
      llvm::Value* p = a.kind == Access::Strided
                           ? b_.CreateInBoundsGEP(s.elem, a.ptr, b_.CreateMul(a.stride, b_.getInt64(i)))
                           : b_.CreateInBoundsGEP(s.elem, s.base, b_.CreateExtractElement(a.index, uint64_t(i)));
      storeScalar(e, b_.CreateExtractElement(v, uint64_t(i)), p, elemAlign(e));
    }
    return;
  case Access::Broadcast: break;
  }
  fail(loc, "a vector store has every lane at one address");
}

llvm::Value* KernelCodegen::addressOf(const Expr& e, const char* what) {
  auto* l = as<BufferLoadNode>(e);
  if (!l)
    fail(e ? e->loc : SourceRange(),
         std::string("the first argument of ") + what + " must be a buffer element (a BufferLoad)");
  Access a = access(l->buffer, l->indices, l->dtype, l->loc);
  if (a.kind != Access::Scalar && a.kind != Access::Contiguous)
    fail(l->loc, std::string(what) + " of a non-contiguous vector of buffer '" + l->buffer->name + "'");
  return a.ptr;
}

} // namespace tilec::backend::nvptx::detail

namespace tilec::backend::nvptx::detail {

llvm::Value* KernelCodegen::stmatrix(const CallNode* n) {
  // tl.stmatrix_x4 (row address, eight 16-bit values): four 8x8 matrices,
  // register m = values 2m and 2m + 1 (mma.h's stmatrix_x4). Before sm_90
  // each lane stores its pairs at the row addresses shuffled to it.
  if (n->args.size() != 9)
    fail(n->loc, "intrinsic 'tl.stmatrix_x4' takes 9 arguments, not " + std::to_string(n->args.size()));
  llvm::Value* row = asSharedPtr(expr(n->args[0]), n->loc, "tl.stmatrix_x4");
  llvm::Type* i32 = b_.getInt32Ty();
  // A pair of float32 values rounded to 16 bits is one cvt.rn.f16x2.f32 (or
  // .bf16x2), as the CUDA route's F2FP.PACK_AB: ptxas does not fuse two
  // scalar conversions that are packed with shifts (quarter-rate F2F each).
  auto fromFloat = [](const Expr& v) -> const Expr* {
    auto* c = as<CastNode>(v);
    return c && c->value->dtype == DataType::float32() ? &c->value : nullptr;
  };
  llvm::Value* regs[4];
  for (int m = 0; m < 4; ++m) {
    const Expr& lo = n->args[static_cast<size_t>(1 + 2 * m)];
    const Expr& hi = n->args[static_cast<size_t>(2 + 2 * m)];
    for (const Expr* v : {&lo, &hi})
      if ((*v)->dtype.bits() != 16 || (*v)->dtype.lanes() != 1 || !(*v)->dtype.isFloat())
        fail(n->loc, "tl.stmatrix_x4 stores 16-bit floating-point scalars");
    const Expr *flo = fromFloat(lo), *fhi = fromFloat(hi);
    if (flo && fhi && lo->dtype == hi->dtype) {
      auto id = lo->dtype.scalar() == DType::Float16 ? llvm::Intrinsic::nvvm_ff2f16x2_rn : llvm::Intrinsic::nvvm_ff2bf16x2_rn;
      // cvt.rn.f16x2.f32 d, a, b puts a in the upper half.
      llvm::Value* pair = b_.CreateIntrinsic(id, {}, {expr(*fhi), expr(*flo)});
      regs[m] = b_.CreateBitCast(pair, i32);
      continue;
    }
    llvm::Type* elem = lo->dtype.scalar() == DType::Float16 ? b_.getHalfTy() : b_.getBFloatTy();
    llvm::Value* pair = llvm::PoisonValue::get(llvm::FixedVectorType::get(elem, 2));
    pair = b_.CreateInsertElement(pair, b_.CreateBitCast(expr(lo), elem), uint64_t(0));
    pair = b_.CreateInsertElement(pair, b_.CreateBitCast(expr(hi), elem), uint64_t(1));
    regs[m] = b_.CreateBitCast(pair, i32);
  }
  if (target_.sm >= 90) {
    ptxCall("stmatrix.sync.aligned.m8n8.x4.shared.b16 [$0], {$1, $2, $3, $4};", "r,r,r,r,r,~{memory}",
            {b_.CreatePtrToInt(row, i32), regs[0], regs[1], regs[2], regs[3]});
    return intConst(n->dtype, 0, n->loc);
  }
  llvm::Value* lane = b_.CreateURem(threadIndex(0), b_.getInt32(32));
  llvm::Value* address = b_.CreatePtrToInt(row, i32);
  llvm::Value* column = b_.CreateMul(b_.CreateURem(lane, b_.getInt32(4)), b_.getInt32(4)); // bytes
  for (int m = 0; m < 4; ++m) {
    llvm::Value* from = b_.CreateAdd(b_.getInt32(static_cast<uint32_t>(m * 8)), b_.CreateUDiv(lane, b_.getInt32(4)));
    llvm::Value* at = b_.CreateIntrinsic(llvm::Intrinsic::nvvm_shfl_sync_idx_i32, {},
                                         {b_.getInt32(0xffffffffu), address, from, b_.getInt32(0x1f)});
    llvm::Value* ptr = b_.CreateIntToPtr(b_.CreateAdd(at, column), llvm::PointerType::get(ctx_, 3));
    b_.CreateAlignedStore(regs[m], ptr, llvm::Align(4));
  }
  return intConst(n->dtype, 0, n->loc);
}

} // namespace tilec::backend::nvptx::detail
