// guard-global-accesses: inside T.Parallel loops, a global-memory store runs
// only when its indices are inside the tensor and a global load out of
// bounds reads 0, so that a tile program over a tail tile (N not a multiple
// of the block) needs no hand-written masks. `simplify` removes the checks
// it can prove (shapes that divide evenly, indices under an enclosing `if`).
//
//   for i in T.parallel(0, 1024):
//       C[bx * 1024 + i] = A[bx * 1024 + i]
//   =>
//   for i in T.parallel(0, 1024):
//       if bx * 1024 + i < N:
//           C[bx * 1024 + i] = T.select(bx * 1024 + i < N, A[bx * 1024 + i], 0)
//
// Atomics on global elements are guarded like stores.

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

namespace {

using namespace ir;

/// 0 <= idx < shape on every dimension whose bound is not obvious (null:
/// nothing to check).
Expr inBounds(const Buffer& b, const std::vector<Expr>& idx) {
  if (b->scope != MemoryScope::Global)
    return nullptr;
  Expr cond;
  for (size_t d = 0; d < idx.size() && d < b->shape.size(); ++d) {
    if (idx[d]->dtype.lanes() != 1)
      return nullptr;
    Expr c = logicalAnd(ge(idx[d], intImm(0, idx[d]->dtype)), lt(idx[d], cast(idx[d]->dtype, b->shape[d])));
    cond = cond ? logicalAnd(cond, c) : c;
  }
  return cond;
}

Expr zeroOf(DataType t) { return t.isFloat() ? floatImm(0, t) : t.isBool() ? boolImm(false) : intImm(0, t); }

class Guarder : public StmtMutator {
protected:
  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    bool parallel = n->forKind == ForKind::Parallel;
    depth_ += parallel;
    Stmt out = StmtMutator::mutateFor(s);
    depth_ -= parallel;
    return out;
  }

  Expr mutateBufferLoad(const Expr& e) override {
    Expr m = StmtMutator::mutateBufferLoad(e);
    if (!depth_ || atomicTarget_)
      return m;
    auto* n = static_cast<const BufferLoadNode*>(m.get());
    if (Expr ok = inBounds(n->buffer, n->indices))
      return withLoc(select(ok, m, zeroOf(m->dtype)), e->loc);
    return m;
  }

  Stmt mutateBufferStore(const Stmt& s) override {
    Stmt m = StmtMutator::mutateBufferStore(s);
    if (!depth_)
      return m;
    auto* n = static_cast<const BufferStoreNode*>(m.get());
    if (Expr ok = inBounds(n->buffer, n->indices))
      return withLoc(ifThenElse(ok, m), s->loc);
    return m;
  }

  Stmt mutateEvaluate(const Stmt& s) override {
    // tl.atomic_*(dst element, value): the element is an address, not a read.
    auto* ev = static_cast<const EvaluateNode*>(s.get());
    auto* c = as<CallNode>(ev->value);
    if (!depth_ || !c || c->op.rfind("tl.atomic_", 0) != 0 || c->args.empty())
      return StmtMutator::mutateEvaluate(s);
    std::vector<Expr> args;
    ++atomicTarget_;
    args.push_back(mutateExpr(c->args[0]));
    --atomicTarget_;
    for (size_t k = 1; k < c->args.size(); ++k)
      args.push_back(mutateExpr(c->args[k]));
    Stmt out = withLoc(evaluate(withLoc(call(c->dtype, c->op, args), c->loc)), s->loc);
    if (auto* dst = as<BufferLoadNode>(args[0]))
      if (Expr ok = inBounds(dst->buffer, dst->indices))
        out = withLoc(ifThenElse(ok, out), s->loc);
    return out;
  }

private:
  int depth_ = 0;
  int atomicTarget_ = 0;
};

class GuardGlobalAccessesPass : public Pass {
public:
  std::string_view name() const override { return "guard-global-accesses"; }
  bool run(Module& m, PassContext&) override {
    rewriteBodies(m, [](const PrimFunc& f) { return Guarder().mutateStmt(f->body); });
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createGuardGlobalAccessesPass() { return std::make_unique<GuardGlobalAccessesPass>(); }

} // namespace tilec::opt
