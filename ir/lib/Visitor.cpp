#include "tilec/ir/Visitor.h"

#include "tilec/ir/Ops.h"

namespace tilec::ir {

// ------------------------------------------------------------------ visitors

void ExprVisitor::visitExpr(const Expr& e) {
  if (!e)
    return;
  switch (e->kind) {
  case ExprKind::IntImm: visitIntImm(static_cast<const IntImmNode*>(e.get())); return;
  case ExprKind::FloatImm: visitFloatImm(static_cast<const FloatImmNode*>(e.get())); return;
  case ExprKind::StringImm: visitStringImm(static_cast<const StringImmNode*>(e.get())); return;
  case ExprKind::Var: visitVar(static_cast<const VarNode*>(e.get())); return;
  case ExprKind::Not: visitNot(static_cast<const NotNode*>(e.get())); return;
  case ExprKind::Select: visitSelect(static_cast<const SelectNode*>(e.get())); return;
  case ExprKind::Cast: visitCast(static_cast<const CastNode*>(e.get())); return;
  case ExprKind::Call: visitCall(static_cast<const CallNode*>(e.get())); return;
  case ExprKind::BufferLoad: visitBufferLoad(static_cast<const BufferLoadNode*>(e.get())); return;
  case ExprKind::Ramp: visitRamp(static_cast<const RampNode*>(e.get())); return;
  case ExprKind::Broadcast: visitBroadcast(static_cast<const BroadcastNode*>(e.get())); return;
  case ExprKind::Let: visitLet(static_cast<const LetNode*>(e.get())); return;
  default: visitBinary(static_cast<const BinaryNode*>(e.get())); return;
  }
}

void ExprVisitor::visitBinary(const BinaryNode* n) {
  visitExpr(n->a);
  visitExpr(n->b);
}
void ExprVisitor::visitNot(const NotNode* n) { visitExpr(n->a); }
void ExprVisitor::visitSelect(const SelectNode* n) {
  visitExpr(n->cond);
  visitExpr(n->t);
  visitExpr(n->f);
}
void ExprVisitor::visitCast(const CastNode* n) { visitExpr(n->value); }
void ExprVisitor::visitCall(const CallNode* n) {
  for (const auto& a : n->args)
    visitExpr(a);
}
void ExprVisitor::visitBufferLoad(const BufferLoadNode* n) {
  for (const auto& i : n->indices)
    visitExpr(i);
}
void ExprVisitor::visitRamp(const RampNode* n) {
  visitExpr(n->base);
  visitExpr(n->stride);
}
void ExprVisitor::visitBroadcast(const BroadcastNode* n) { visitExpr(n->value); }
void ExprVisitor::visitLet(const LetNode* n) {
  visitExpr(n->var);
  visitExpr(n->value);
  visitExpr(n->body);
}

void StmtVisitor::visitStmt(const Stmt& s) {
  if (!s)
    return;
  switch (s->kind) {
  case StmtKind::Seq: visitSeq(static_cast<const SeqStmtNode*>(s.get())); return;
  case StmtKind::For: visitFor(static_cast<const ForNode*>(s.get())); return;
  case StmtKind::While: visitWhile(static_cast<const WhileNode*>(s.get())); return;
  case StmtKind::Let: visitLetStmt(static_cast<const LetStmtNode*>(s.get())); return;
  case StmtKind::If: visitIf(static_cast<const IfNode*>(s.get())); return;
  case StmtKind::BufferStore: visitBufferStore(static_cast<const BufferStoreNode*>(s.get())); return;
  case StmtKind::Allocate: visitAllocate(static_cast<const AllocateNode*>(s.get())); return;
  case StmtKind::Evaluate: visitEvaluate(static_cast<const EvaluateNode*>(s.get())); return;
  case StmtKind::Attr: visitAttr(static_cast<const AttrStmtNode*>(s.get())); return;
  case StmtKind::Copy: visitCopy(static_cast<const CopyNode*>(s.get())); return;
  case StmtKind::Gemm: visitGemm(static_cast<const GemmNode*>(s.get())); return;
  case StmtKind::Fill: visitFill(static_cast<const FillNode*>(s.get())); return;
  case StmtKind::Reduce: visitReduce(static_cast<const ReduceNode*>(s.get())); return;
  case StmtKind::CumSum: visitCumSum(static_cast<const CumSumNode*>(s.get())); return;
  case StmtKind::Atomic: visitAtomic(static_cast<const AtomicNode*>(s.get())); return;
  }
}

void StmtVisitor::visitRegion(const BufferRegion& r) {
  for (const auto& rg : r.region) {
    visitExpr(rg.min);
    visitExpr(rg.extent);
  }
}

void StmtVisitor::visitSeq(const SeqStmtNode* n) {
  for (const auto& s : n->stmts)
    visitStmt(s);
}
void StmtVisitor::visitFor(const ForNode* n) {
  visitExpr(n->var);
  visitExpr(n->min);
  visitExpr(n->extent);
  visitStmt(n->body);
}
void StmtVisitor::visitWhile(const WhileNode* n) {
  visitExpr(n->cond);
  visitStmt(n->body);
}
void StmtVisitor::visitLetStmt(const LetStmtNode* n) {
  visitExpr(n->var);
  visitExpr(n->value);
  visitStmt(n->body);
}
void StmtVisitor::visitIf(const IfNode* n) {
  visitExpr(n->cond);
  visitStmt(n->then);
  visitStmt(n->otherwise);
}
void StmtVisitor::visitBufferStore(const BufferStoreNode* n) {
  for (const auto& i : n->indices)
    visitExpr(i);
  visitExpr(n->value);
}
void StmtVisitor::visitAllocate(const AllocateNode* n) {
  visitExpr(n->init);
  visitStmt(n->body);
}
void StmtVisitor::visitEvaluate(const EvaluateNode* n) { visitExpr(n->value); }
void StmtVisitor::visitAttr(const AttrStmtNode* n) {
  if (auto* e = std::get_if<Expr>(&n->value))
    visitExpr(*e);
  visitStmt(n->body);
}
void StmtVisitor::visitCopy(const CopyNode* n) {
  visitRegion(n->src);
  visitRegion(n->dst);
}
void StmtVisitor::visitGemm(const GemmNode* n) {
  visitRegion(n->A);
  visitRegion(n->B);
  visitRegion(n->C);
}
void StmtVisitor::visitFill(const FillNode* n) {
  visitRegion(n->dst);
  visitExpr(n->value);
}
void StmtVisitor::visitReduce(const ReduceNode* n) {
  visitRegion(n->src);
  visitRegion(n->dst);
}
void StmtVisitor::visitCumSum(const CumSumNode* n) {
  visitRegion(n->src);
  visitRegion(n->dst);
}
void StmtVisitor::visitAtomic(const AtomicNode* n) {
  visitRegion(n->dst);
  visitExpr(n->scalar);
  if (n->src)
    visitRegion(*n->src);
}

// ------------------------------------------------------------------ mutators

bool ExprMutator::mutateList(const std::vector<Expr>& in, std::vector<Expr>& out) {
  bool changed = false;
  out.clear();
  out.reserve(in.size());
  for (const auto& e : in) {
    out.push_back(mutateExpr(e));
    changed |= out.back() != e;
  }
  return changed;
}

Expr ExprMutator::mutateExpr(const Expr& e) {
  if (!e)
    return e;
  switch (e->kind) {
  case ExprKind::IntImm: return mutateIntImm(e);
  case ExprKind::FloatImm: return mutateFloatImm(e);
  case ExprKind::StringImm: return mutateStringImm(e);
  case ExprKind::Var: return mutateVar(e);
  case ExprKind::Not: return mutateNot(e);
  case ExprKind::Select: return mutateSelect(e);
  case ExprKind::Cast: return mutateCast(e);
  case ExprKind::Call: return mutateCall(e);
  case ExprKind::BufferLoad: return mutateBufferLoad(e);
  case ExprKind::Ramp: return mutateRamp(e);
  case ExprKind::Broadcast: return mutateBroadcast(e);
  case ExprKind::Let: return mutateLet(e);
  default: return mutateBinary(e);
  }
}

Expr ExprMutator::mutateBinary(const Expr& e) {
  auto* n = static_cast<const BinaryNode*>(e.get());
  Expr a = mutateExpr(n->a), b = mutateExpr(n->b);
  if (a == n->a && b == n->b)
    return e;
  return withLoc(binary(n->kind, a, b), e->loc);
}
Expr ExprMutator::mutateNot(const Expr& e) {
  auto* n = static_cast<const NotNode*>(e.get());
  Expr a = mutateExpr(n->a);
  return a == n->a ? e : withLoc(logicalNot(a), e->loc);
}
Expr ExprMutator::mutateSelect(const Expr& e) {
  auto* n = static_cast<const SelectNode*>(e.get());
  Expr c = mutateExpr(n->cond), t = mutateExpr(n->t), f = mutateExpr(n->f);
  if (c == n->cond && t == n->t && f == n->f)
    return e;
  return withLoc(select(c, t, f), e->loc);
}
Expr ExprMutator::mutateCast(const Expr& e) {
  auto* n = static_cast<const CastNode*>(e.get());
  Expr v = mutateExpr(n->value);
  return v == n->value ? e : withLoc(std::make_shared<CastNode>(n->dtype, v), e->loc);
}
Expr ExprMutator::mutateCall(const Expr& e) {
  auto* n = static_cast<const CallNode*>(e.get());
  std::vector<Expr> args;
  if (!mutateList(n->args, args))
    return e;
  return withLoc(call(n->dtype, n->op, std::move(args)), e->loc);
}
Expr ExprMutator::mutateBufferLoad(const Expr& e) {
  auto* n = static_cast<const BufferLoadNode*>(e.get());
  std::vector<Expr> idx;
  bool changed = mutateList(n->indices, idx);
  Buffer b = mutateBuffer(n->buffer);
  if (!changed && b == n->buffer)
    return e;
  return withLoc(bufferLoad(b, std::move(idx)), e->loc);
}
Expr ExprMutator::mutateRamp(const Expr& e) {
  auto* n = static_cast<const RampNode*>(e.get());
  Expr b = mutateExpr(n->base), s = mutateExpr(n->stride);
  if (b == n->base && s == n->stride)
    return e;
  return withLoc(ramp(b, s, n->lanes), e->loc);
}
Expr ExprMutator::mutateBroadcast(const Expr& e) {
  auto* n = static_cast<const BroadcastNode*>(e.get());
  Expr v = mutateExpr(n->value);
  return v == n->value ? e : withLoc(broadcast(v, n->lanes), e->loc);
}
Expr ExprMutator::mutateLet(const Expr& e) {
  auto* n = static_cast<const LetNode*>(e.get());
  Expr v = mutateExpr(n->value), b = mutateExpr(n->body);
  if (v == n->value && b == n->body)
    return e;
  return withLoc(let(n->var, v, b), e->loc);
}

BufferRegion StmtMutator::mutateRegion(const BufferRegion& r, bool& changed) {
  BufferRegion out{mutateBuffer(r.buffer), {}};
  changed |= out.buffer != r.buffer;
  for (const auto& rg : r.region) {
    Range m{mutateExpr(rg.min), mutateExpr(rg.extent)};
    changed |= m.min != rg.min || m.extent != rg.extent;
    out.region.push_back(m);
  }
  return out;
}

Stmt StmtMutator::mutateStmt(const Stmt& s) {
  if (!s)
    return s;
  switch (s->kind) {
  case StmtKind::Seq: return mutateSeq(s);
  case StmtKind::For: return mutateFor(s);
  case StmtKind::While: return mutateWhile(s);
  case StmtKind::Let: return mutateLetStmt(s);
  case StmtKind::If: return mutateIf(s);
  case StmtKind::BufferStore: return mutateBufferStore(s);
  case StmtKind::Allocate: return mutateAllocate(s);
  case StmtKind::Evaluate: return mutateEvaluate(s);
  case StmtKind::Attr: return mutateAttr(s);
  case StmtKind::Copy: return mutateCopy(s);
  case StmtKind::Gemm: return mutateGemm(s);
  case StmtKind::Fill: return mutateFill(s);
  case StmtKind::Reduce: return mutateReduce(s);
  case StmtKind::CumSum: return mutateCumSum(s);
  case StmtKind::Atomic: return mutateAtomic(s);
  }
  return s;
}

Stmt StmtMutator::mutateSeq(const Stmt& s) {
  auto* n = static_cast<const SeqStmtNode*>(s.get());
  std::vector<Stmt> out;
  bool changed = false;
  for (const auto& c : n->stmts) {
    out.push_back(mutateStmt(c));
    changed |= out.back() != c;
  }
  return changed ? withLoc(seq(std::move(out)), s->loc) : s;
}
Stmt StmtMutator::mutateFor(const Stmt& s) {
  auto* n = static_cast<const ForNode*>(s.get());
  Expr mn = mutateExpr(n->min), ext = mutateExpr(n->extent);
  Stmt body = mutateStmt(n->body);
  if (mn == n->min && ext == n->extent && body == n->body)
    return s;
  auto f = std::make_shared<ForNode>(n->var, mn, ext, n->forKind, body);
  f->threadTag = n->threadTag;
  f->annotations = n->annotations;
  f->loc = s->loc;
  return f;
}
Stmt StmtMutator::mutateWhile(const Stmt& s) {
  auto* n = static_cast<const WhileNode*>(s.get());
  Expr c = mutateExpr(n->cond);
  Stmt b = mutateStmt(n->body);
  return c == n->cond && b == n->body ? s : withLoc(whileLoop(c, b), s->loc);
}
Stmt StmtMutator::mutateLetStmt(const Stmt& s) {
  auto* n = static_cast<const LetStmtNode*>(s.get());
  Expr v = mutateExpr(n->value);
  Stmt b = mutateStmt(n->body);
  return v == n->value && b == n->body ? s : withLoc(letStmt(n->var, v, b), s->loc);
}
Stmt StmtMutator::mutateIf(const Stmt& s) {
  auto* n = static_cast<const IfNode*>(s.get());
  Expr c = mutateExpr(n->cond);
  Stmt t = mutateStmt(n->then), e = mutateStmt(n->otherwise);
  return c == n->cond && t == n->then && e == n->otherwise ? s : withLoc(ifThenElse(c, t, e), s->loc);
}
Stmt StmtMutator::mutateBufferStore(const Stmt& s) {
  auto* n = static_cast<const BufferStoreNode*>(s.get());
  std::vector<Expr> idx;
  bool changed = mutateList(n->indices, idx);
  Expr v = mutateExpr(n->value);
  Buffer b = mutateBuffer(n->buffer);
  if (!changed && v == n->value && b == n->buffer)
    return s;
  return withLoc(bufferStore(b, std::move(idx), v), s->loc);
}
Stmt StmtMutator::mutateAllocate(const Stmt& s) {
  auto* n = static_cast<const AllocateNode*>(s.get());
  Expr init = mutateExpr(n->init);
  Buffer buf = mutateBuffer(n->buffer);
  Stmt b = mutateStmt(n->body);
  return b == n->body && init == n->init && buf == n->buffer ? s : withLoc(allocate(buf, b, init), s->loc);
}
Stmt StmtMutator::mutateEvaluate(const Stmt& s) {
  auto* n = static_cast<const EvaluateNode*>(s.get());
  Expr v = mutateExpr(n->value);
  return v == n->value ? s : withLoc(evaluate(v), s->loc);
}
Stmt StmtMutator::mutateAttr(const Stmt& s) {
  auto* n = static_cast<const AttrStmtNode*>(s.get());
  AttrValue v = n->value;
  bool changed = false;
  if (auto* e = std::get_if<Expr>(&n->value)) {
    Expr m = mutateExpr(*e);
    changed = m != *e;
    v = m;
  }
  std::vector<Buffer> bufs;
  for (const Buffer& x : n->buffers) {
    bufs.push_back(mutateBuffer(x));
    changed |= bufs.back() != x;
  }
  Stmt b = mutateStmt(n->body);
  if (!changed && b == n->body)
    return s;
  return withLoc(attrStmt(n->key, v, b, std::move(bufs)), s->loc);
}
Stmt StmtMutator::mutateCopy(const Stmt& s) {
  auto* n = static_cast<const CopyNode*>(s.get());
  bool changed = false;
  auto src = mutateRegion(n->src, changed), dst = mutateRegion(n->dst, changed);
  if (!changed)
    return s;
  auto c = std::make_shared<CopyNode>(src, dst);
  c->annotations = n->annotations;
  c->loc = s->loc;
  return c;
}
Stmt StmtMutator::mutateGemm(const Stmt& s) {
  auto* n = static_cast<const GemmNode*>(s.get());
  bool changed = false;
  auto a = mutateRegion(n->A, changed), b = mutateRegion(n->B, changed), c = mutateRegion(n->C, changed);
  if (!changed)
    return s;
  auto g = std::make_shared<GemmNode>(a, b, c);
  g->transA = n->transA;
  g->transB = n->transB;
  g->clearAccum = n->clearAccum;
  g->policy = n->policy;
  g->kPack = n->kPack;
  g->wgWait = n->wgWait;
  g->warpgroupBegin = n->warpgroupBegin;
  g->warpgroupCount = n->warpgroupCount;
  g->operandsFenced = n->operandsFenced;
  g->loc = s->loc;
  return g;
}
Stmt StmtMutator::mutateFill(const Stmt& s) {
  auto* n = static_cast<const FillNode*>(s.get());
  bool changed = false;
  auto dst = mutateRegion(n->dst, changed);
  Expr v = mutateExpr(n->value);
  if (!changed && v == n->value)
    return s;
  return withLoc(std::make_shared<FillNode>(dst, v), s->loc);
}
Stmt StmtMutator::mutateReduce(const Stmt& s) {
  auto* n = static_cast<const ReduceNode*>(s.get());
  bool changed = false;
  auto src = mutateRegion(n->src, changed), dst = mutateRegion(n->dst, changed);
  if (!changed)
    return s;
  return withLoc(std::make_shared<ReduceNode>(n->reduceKind, src, dst, n->dim, n->clear), s->loc);
}
Stmt StmtMutator::mutateCumSum(const Stmt& s) {
  auto* n = static_cast<const CumSumNode*>(s.get());
  bool changed = false;
  auto src = mutateRegion(n->src, changed), dst = mutateRegion(n->dst, changed);
  if (!changed)
    return s;
  return withLoc(std::make_shared<CumSumNode>(src, dst, n->dim, n->reverse), s->loc);
}
Stmt StmtMutator::mutateAtomic(const Stmt& s) {
  auto* n = static_cast<const AtomicNode*>(s.get());
  bool changed = false;
  auto dst = mutateRegion(n->dst, changed);
  Expr v = mutateExpr(n->scalar);
  changed |= v != n->scalar;
  std::optional<BufferRegion> src;
  if (n->src)
    src = mutateRegion(*n->src, changed);
  if (!changed)
    return s;
  return withLoc(std::make_shared<AtomicNode>(n->atomicKind, dst, v, src), s->loc);
}

} // namespace tilec::ir
