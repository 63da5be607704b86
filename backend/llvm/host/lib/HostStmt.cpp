// Tile IR -> LLVM IR for the host: statements. Every loop kind is a plain
// loop on the block's one CPU thread: T.Parallel iterations are independent
// by the language's rules, so running them in order is one valid schedule,
// and LLVM's vectorizer takes them from there. Loops have the form LLVM's
// loop passes expect (a header with the induction variable's phi, one
// latch); T.unroll and T.vectorized carry LLVM's loop hints.
#include "HostCodegen.h"

#include "tilec/ir/Ops.h"

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

void HostCodegen::stmt(const Stmt& s) {
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
  case StmtKind::Evaluate: evaluate(static_cast<const EvaluateNode*>(s.get())); break;
  case StmtKind::Attr: attr(static_cast<const AttrStmtNode*>(s.get())); break;
  case StmtKind::Gemm: gemm(static_cast<const GemmNode*>(s.get())); break;
  case StmtKind::Reduce: reduce(static_cast<const ReduceNode*>(s.get())); break;
  case StmtKind::CumSum: cumsum(static_cast<const CumSumNode*>(s.get())); break;
  case StmtKind::Copy:
  case StmtKind::Fill:
  case StmtKind::Atomic:
    // The host pipeline expands them into T.Parallel nests with tail guards.
    fail({}, std::string("tile operator ") +
                 (s->kind == StmtKind::Copy ? "T.copy" : s->kind == StmtKind::Fill ? "T.fill" : "T.atomic") +
                 " reached host code generation; expand-simt-tile-ops must run first");
  }
  locs_.pop_back();
}

void HostCodegen::forLoop(const ForNode* n) {
  if (n->forKind == ForKind::ThreadBinding)
    perThreadOnly(n->loc, "a loop bound to " + n->threadTag + " runs once per GPU thread",
                  "write it as a T.Parallel loop over the whole tile");
  if (n->annotations.count("persistent")) {
    // The persistent tile loop (docs/ir.md): on a GPU each resident block
    // walks rounds of gridDim.x tiles (tl::persistent_tile). The host runs
    // the logical grid itself, one tile per block (the block indices are
    // that tile's already), so the loop runs once, as iteration 0; its
    // panel order only orders tiles, which a CPU grid need not.
    bind(n->var, llvm::ConstantInt::get(valueType(n->var->dtype, n->loc), 0));
    stmt(n->body);
    vars_.erase(n->var.get());
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
  llvm::BranchInst* back = loop(n->var->name, min, end, isSigned, [&](llvm::PHINode* iv) {
    bind(n->var, iv);
    stmt(n->body);
  });
  // T.unroll: fully unrolled when the trip count is a constant, as on the
  // GPU routes; T.vectorized: ask the vectorizer to try even where its cost
  // model would not. T.Parallel and the serial kinds are LLVM's to judge.
  if (n->forKind == ForKind::Unrolled)
    back->setMetadata(llvm::LLVMContext::MD_loop,
                      loopHint(asConstInt(n->extent) ? "llvm.loop.unroll.full" : "llvm.loop.unroll.enable"));
  else if (n->forKind == ForKind::Vectorized)
    back->setMetadata(llvm::LLVMContext::MD_loop,
                      loopHint("llvm.loop.vectorize.enable", llvm::ConstantAsMetadata::get(b_.getTrue())));
  vars_.erase(n->var.get());
}

void HostCodegen::countedLoop(const std::string& name, llvm::Value* extent,
                              const std::function<void(llvm::Value*)>& body) {
  loop(name, b_.getInt64(0), extent, true, [&](llvm::PHINode* iv) { body(iv); });
}

void HostCodegen::allocate(const AllocateNode* n) {
  const Buffer& b = n->buffer;
  Slot s;
  placeLocal(n, s);
  bufs_[b.get()] = s;
  if (n->init) {
    if (b->scope != MemoryScope::LocalVar)
      fail(n->loc, "buffer '" + b->name + "' has an initial value but is not a local.var");
    storeElement(s, s.base, convert(expr(n->init), n->init->dtype, b->dtype, n->init->loc));
  }
  stmt(n->body);
}

void HostCodegen::attr(const AttrStmtNode* n) {
  if (n->key == "print_buffer")
    return printBuffer(n);
  // Layouts, swizzles and the pipeline's annotations describe how GPU
  // threads share a tile; one CPU thread has nothing to do with them.
  stmt(n->body);
}

void HostCodegen::evaluate(const EvaluateNode* n) {
  const Expr& v = n->value;
  if (!v)
    fail({}, "T.evaluate of a null expression");
  if (v->kind != ExprKind::IntImm && v->kind != ExprKind::FloatImm && v->kind != ExprKind::StringImm && !breakIf(v))
    expr(v);
}

void HostCodegen::store(const BufferStoreNode* n) {
  if (!n->value || !n->buffer)
    fail({}, "a store of a null value or to a null buffer");
  llvm::Value* ptr = elementPtr(n->buffer, n->indices, n->loc);
  const Slot& s = slot(n->buffer, n->loc);
  if (n->value->dtype == n->buffer->dtype && movesBits(n->value)) {
    // A copy of 16-bit floats (T.copy of a tile, a tail guard's 0): the
    // bits move as they are, without the trip through float.
    llvm::StoreInst* st = b_.CreateAlignedStore(bitsOf(n->value), ptr, llvm::Align(2));
    tagAccess(st, s);
    return;
  }
  llvm::Value* v = convert(expr(n->value), n->value->dtype, n->buffer->dtype, n->loc);
  storeElement(s, ptr, v);
}

} // namespace tilec::backend::cpu::detail
