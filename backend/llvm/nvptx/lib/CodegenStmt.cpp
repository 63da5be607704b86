// Lowered tile IR -> LLVM IR: statements. Structured control flow becomes
// basic blocks (loops in the form LLVM's loop passes expect: a header with
// the induction variable's phi, one latch); T.unroll loops carry LLVM's
// unroll metadata, as `#pragma unroll` does in the CUDA route.
#include "KernelCodegen.h"

#include "tilec/ir/Ops.h"

#include <llvm/IR/IntrinsicsNVPTX.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;

namespace {

const char* tileOpName(StmtKind k) {
  switch (k) {
  case StmtKind::Copy: return "T.copy";
  case StmtKind::Gemm: return "T.gemm";
  case StmtKind::Fill: return "T.fill";
  case StmtKind::Reduce: return "T.reduce";
  case StmtKind::CumSum: return "T.cumsum";
  case StmtKind::Atomic: return "T.atomic";
  default: return "?";
  }
}


} // namespace

// ---------------------------------------------------------------- statements

void KernelCodegen::stmt(const Stmt& s) {
  if (!s)
    return;
  locs_.push_back(s->loc);
  switch (s->kind) {
  case StmtKind::Seq:
    for (const auto& c : static_cast<const SeqStmtNode*>(s.get())->stmts)
      stmt(c);
    break;
  case StmtKind::For: forLoop(static_cast<const ForNode*>(s.get())); break;
  case StmtKind::While: whileLoop(static_cast<const WhileNode*>(s.get())); break;
  case StmtKind::Let: letStmt(static_cast<const LetStmtNode*>(s.get())); break;
  case StmtKind::If: ifStmt(static_cast<const IfNode*>(s.get())); break;
  case StmtKind::BufferStore: store(static_cast<const BufferStoreNode*>(s.get())); break;
  case StmtKind::Allocate: allocate(static_cast<const AllocateNode*>(s.get())); break;
  case StmtKind::Evaluate: {
    const Expr& v = static_cast<const EvaluateNode*>(s.get())->value;
    if (!v)
      fail({}, "T.evaluate of a null expression");
    if (v->kind != ExprKind::IntImm && v->kind != ExprKind::FloatImm && v->kind != ExprKind::StringImm && !breakIf(v))
      expr(v);
    break;
  }
  case StmtKind::Attr: {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key == "print_buffer")
      fail({}, "T.print of a buffer reached LLVM code generation; lower-tile-ops must run first");
    // shared_offset was read by analyze(); every other key is an annotation
    // for earlier passes.
    stmt(n->body);
    break;
  }
  case StmtKind::Copy:
  case StmtKind::Gemm:
  case StmtKind::Fill:
  case StmtKind::Reduce:
  case StmtKind::CumSum:
  case StmtKind::Atomic:
    fail({}, std::string("tile operator ") + tileOpName(s->kind) +
                 " reached LLVM code generation; lower-tile-ops must run first");
  }
  locs_.pop_back();
}

void KernelCodegen::forLoop(const ForNode* n) {
  if (n->forKind == ForKind::ThreadBinding) {
    threadBinding(n);
    return;
  }
  if (n->annotations.count("persistent")) {
    persistentLoop(n);
    return;
  }
  DataType t = n->var->dtype;
  if (!t.isInt() || t.lanes() != 1)
    fail({}, "loop variable '" + n->var->name + "' is not a scalar integer");
  llvm::Value* min = convert(expr(n->min), n->min->dtype, t, n->min->loc);
  llvm::Value* ext = convert(expr(n->extent), n->extent->dtype, t, n->extent->loc);
  bool isSigned = dtypeClass(t.scalar()) == DTypeClass::Int;
  auto minConst = asConstInt(n->min);
  llvm::Value* end = minConst && *minConst == 0 ? ext : b_.CreateAdd(min, ext, "", false, isSigned);
  // A loop known to run at least once (a pipeline with a GEMM in flight):
  // as the CUDA route's __builtin_assume.
  if (n->annotations.count("nonempty") && minConst && *minConst == 0)
    b_.CreateAssumption(isSigned ? b_.CreateICmpSGT(ext, llvm::ConstantInt::get(ext->getType(), 0))
                                 : b_.CreateICmpNE(ext, llvm::ConstantInt::get(ext->getType(), 0)));
  llvm::BranchInst* back = loop(n->var->name, min, end, isSigned, [&](llvm::PHINode* iv) {
    bind(n->var, iv);
    stmt(n->body);
  });
  // T.unroll (and a vectorized loop the vectorizer left) is `#pragma unroll`
  // in the CUDA route: fully unrolled when the trip count is a constant, so
  // that local arrays indexed by the loop variable become registers.
  if (n->forKind == ForKind::Unrolled || n->forKind == ForKind::Vectorized)
    back->setMetadata(llvm::LLVMContext::MD_loop,
                      loopHint(asConstInt(n->extent) ? "llvm.loop.unroll.full" : "llvm.loop.unroll.enable"));
  vars_.erase(n->var.get());
}

void KernelCodegen::persistentLoop(const ForNode* n) {
  // Iteration `it` of this block runs tile tl::persistent_tile(it,
  // ctaid.x, nctaid.x) of the logical grid (x fastest): rounds of nctaid.x
  // tiles in alternating directions; the launcher sizes the 1-D grid to
  // the device.
  DataType i32 = DataType::int32();
  if (n->var->dtype != i32)
    fail({}, "the persistent tile loop's variable is not int32");
  llvm::Value* tiles = convert(expr(n->extent), n->extent->dtype, i32, n->extent->loc);
  auto extent = [&](size_t i) {
    return i < f_->grid.size() ? convert(expr(f_->grid[i]), f_->grid[i]->dtype, DataType(DType::UInt32), n->loc)
                               : b_.getInt32(1);
  };
  llvm::Value* gx = extent(0);
  llvm::Value* gy = extent(1);
  llvm::Value* first = blockIndex(0);
  llvm::Value* stride = b_.CreateIntrinsic(llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_x, {}, {}, nullptr, "nctaid.x");
  // With clusters of S = cx * cy blocks, cluster ctaid.x / S runs logical
  // cluster ctaid.x / S + it * (nctaid.x / S) of the grid of clusters; its
  // rank (ctaid.x % S) picks the block (the CUDA route's
  // tl::cluster_tile_position).
  auto cluster = ir::clusterDims(*f_);
  const uint32_t S = static_cast<uint32_t>(cluster[0] * cluster[1]);
  llvm::Value* rank = nullptr;
  if (S > 1) {
    rank = b_.CreateURem(first, b_.getInt32(S), "cluster.rank");
    first = b_.CreateUDiv(first, b_.getInt32(S), "cluster.first");
    stride = b_.CreateUDiv(stride, b_.getInt32(S), "cluster.stride");
    tiles = b_.CreateUDiv(tiles, b_.getInt32(S), "cluster.count");
    gx = b_.CreateUDiv(gx, b_.getInt32(static_cast<uint32_t>(cluster[0])));
    gy = b_.CreateUDiv(gy, b_.getInt32(static_cast<uint32_t>(cluster[1])));
  }
  llvm::BasicBlock* pre = b_.GetInsertBlock();
  llvm::BasicBlock* header = newBlock(n->var->name + ".cond");
  llvm::BasicBlock* body = newBlock(n->var->name + ".body");
  llvm::BasicBlock* exit = newBlock(n->var->name + ".end");
  b_.CreateBr(header);
  b_.SetInsertPoint(header);
  llvm::PHINode* iv = b_.CreatePHI(b_.getInt32Ty(), 2, n->var->name);
  iv->addIncoming(b_.getInt32(0), pre);
  // Rounds of `stride` tiles in alternating directions (tl::persistent_tile).
  llvm::Value* odd = b_.CreateICmpNE(b_.CreateAnd(iv, b_.getInt32(1)), b_.getInt32(0), "round.odd");
  llvm::Value* mirrored = b_.CreateSub(b_.CreateSub(stride, b_.getInt32(1)), first, "round.mirrored");
  llvm::Value* position = b_.CreateSelect(odd, mirrored, first, "round.position");
  llvm::Value* tile = b_.CreateAdd(position, b_.CreateMul(iv, stride), "tile");
  b_.CreateCondBr(b_.CreateICmpSLT(tile, tiles), body, exit);
  b_.SetInsertPoint(body);
  bind(n->var, iv);
  llvm::Value* rest = b_.CreateUDiv(tile, gx);
  llvm::Value* idx[3] = {b_.CreateURem(tile, gx), b_.CreateURem(rest, gy), b_.CreateUDiv(rest, gy)};
  bool rowOrder = true;
  if (int64_t panel = swizzlePanel(&rowOrder))
    rasterize(panel, rowOrder, gx, gy, idx[0], idx[1]);
  if (S > 1) {
    llvm::Value* cx = b_.getInt32(static_cast<uint32_t>(cluster[0]));
    llvm::Value* cy = b_.getInt32(static_cast<uint32_t>(cluster[1]));
    idx[0] = b_.CreateAdd(b_.CreateMul(idx[0], cx), b_.CreateURem(rank, cx), "cluster.x");
    idx[1] = b_.CreateAdd(b_.CreateMul(idx[1], cy), b_.CreateUDiv(rank, cx), "cluster.y");
  }
  bindBlockVars(idx);
  stmt(n->body);
  llvm::Value* next = b_.CreateAdd(iv, b_.getInt32(1), n->var->name + ".next", false, true);
  b_.CreateBr(header);
  iv->addIncoming(next, b_.GetInsertBlock());
  vars_.erase(n->var.get());
  for (const Var& v : f_->blockVars)
    if (v)
      vars_.erase(v.get());
  b_.SetInsertPoint(exit);
}

void KernelCodegen::threadBinding(const ForNode* n) {
  static const char* tags[] = {"threadIdx.x", "threadIdx.y", "threadIdx.z"};
  int axis = -1;
  for (int i = 0; i < 3; ++i)
    if (n->threadTag == tags[i])
      axis = i;
  if (axis < 0)
    fail({}, "thread binding to '" + n->threadTag +
                 "' is not supported (threadIdx.x, threadIdx.y or threadIdx.z; block indices are the kernel's block "
                 "variables)");
  int64_t blockSize = axis < static_cast<int>(f_->threads.size()) ? f_->threads[axis] : 1;
  auto ext = asConstInt(n->extent);
  if (!ext)
    fail(n->extent ? n->extent->loc : SourceRange(),
         "the extent of the thread binding to " + n->threadTag + " must be a constant");
  if (*ext > blockSize || *ext <= 0)
    fail({}, "thread binding to " + n->threadTag + " has extent " + std::to_string(*ext) + " but the block has " +
                 std::to_string(blockSize) + " threads along that axis");
  DataType t = n->var->dtype;
  llvm::Value* tid = threadIndex(axis);
  llvm::Value* v = convert(tid, DataType(DType::UInt32), t, n->loc);
  if (auto min = asConstInt(n->min); !min || *min != 0)
    v = b_.CreateAdd(v, convert(expr(n->min), n->min->dtype, t, n->min->loc), "", false,
                     dtypeClass(t.scalar()) == DTypeClass::Int);
  v->setName(n->var->name);
  bind(n->var, v);
  if (*ext < blockSize) {
    llvm::BasicBlock* body = newBlock(n->var->name + ".active");
    llvm::BasicBlock* exit = newBlock(n->var->name + ".end");
    b_.CreateCondBr(b_.CreateICmpULT(tid, b_.getInt32(static_cast<uint32_t>(*ext))), body, exit);
    b_.SetInsertPoint(body);
    stmt(n->body);
    b_.CreateBr(exit);
    b_.SetInsertPoint(exit);
  } else {
    stmt(n->body);
  }
  vars_.erase(n->var.get());
}

void KernelCodegen::allocate(const AllocateNode* n) {
  const Buffer& b = n->buffer;
  if (!b)
    fail({}, "an allocation of a null buffer");
  SourceRange where = b->loc.valid() ? b->loc : n->loc;
  if (b->scope == MemoryScope::Fragment)
    fail(where, "fragment buffer '" + b->name +
                    "' (scope local.fragment) reached LLVM code generation; layout inference and lower-tile-ops must "
                    "turn fragments into per-thread local buffers first");
  if (b->scope == MemoryScope::Global)
    fail(where, "buffer '" + b->name + "' is allocated in global memory, which kernels cannot do");
  if (n->init && b->scope != MemoryScope::LocalVar)
    fail({}, "buffer '" + b->name + "' has an initial value but is not a local.var");
  llvm::Type* elem = memType(b->dtype, where);
  auto elems = cuda::constElements(b.get());
  Slot s{nullptr, elem, b->dtype};
  if (b->scope == MemoryScope::Shared) {
    auto off = smemOffsets_.find(b.get());
    if (off != smemOffsets_.end()) {
      s.base = b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), sharedBase(), static_cast<uint64_t>(off->second),
                                             b->name);
    } else {
      if (!elems || *elems <= 0)
        fail(where, "shared buffer '" + b->name + "' needs a constant positive size");
      auto* ty = llvm::ArrayType::get(elem, static_cast<uint64_t>(*elems));
      auto* g = new llvm::GlobalVariable(m_, ty, false, llvm::GlobalValue::InternalLinkage, llvm::UndefValue::get(ty),
                                         info_.name + "." + b->name, nullptr, llvm::GlobalValue::NotThreadLocal, 3);
      g->setAlignment(llvm::Align(16));
      s.base = g;
    }
  } else { // Local, LocalVar: per-thread arrays, allocated once in the entry block
    int64_t count = b->scope == MemoryScope::LocalVar ? 1 : (elems ? *elems : 0);
    if (count <= 0)
      fail(where, "local buffer '" + b->name + "' needs a constant positive size");
    llvm::IRBuilder<> entry(allocaBlock_, allocaBlock_->begin());
    llvm::AllocaInst* a = entry.CreateAlloca(llvm::ArrayType::get(elem, static_cast<uint64_t>(count)), nullptr, b->name);
    a->setAlignment(llvm::Align(16));
    s.base = a;
    if (n->init) {
      llvm::Value* v = convert(expr(n->init), n->init->dtype, b->dtype, n->init->loc);
      storeScalar(b->dtype, v, a, (b->dtype.bits() + 7) / 8);
    }
  }
  bufs_[b.get()] = s;
  stmt(n->body);
}

void KernelCodegen::store(const BufferStoreNode* n) {
  if (!n->value)
    fail({}, "a store of a null value");
  Access a = access(n->buffer, n->indices, n->value->dtype, n->loc);
  llvm::Value* v = expr(n->value);
  storeValue(a, v, n->loc);
}

} // namespace tilec::backend::nvptx::detail
