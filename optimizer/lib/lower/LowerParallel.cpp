// A T.Parallel nest under its layout: thread tx runs the iterations its
// register slots hold, in order (an unrolled loop over the slots), with the
// loop variables replaced by the layout's inverse at (tx, slot).

#include "Lowering.h"

#include "tilec/ir/Substitute.h"

#include <algorithm>
#include <unordered_map>

namespace tilec::opt {

using namespace ir;

namespace {

/// Accesses F[v0, ..., vk] of a fragment laid out exactly as the loop,
/// indexed by the loop variables in order, are the slot the thread is at:
/// they become local[slot] directly. (Going through the layout's inverse and
/// forward again gives the same index, but as floordiv/floormod arithmetic
/// the simplifier cannot always fold, which keeps the array in local memory.)
class DirectSlotAccesses : public StmtMutator {
public:
  DirectSlotAccesses(Lowering& L, const Fragment& loop, const std::vector<Var>& vars,
                     const std::vector<std::optional<int64_t>>& extents, Expr slot)
      : L_(L), loop_(loop), vars_(vars), extents_(extents), slot_(std::move(slot)) {}

  Expr mutateBufferLoad(const Expr& e) override {
    auto* n = static_cast<const BufferLoadNode*>(e.get());
    if (direct(n->buffer, n->indices))
      return withLoc(bufferLoad(L_.localBuffer(n->buffer), {slot_}), e->loc);
    return StmtMutator::mutateBufferLoad(e);
  }
  Stmt mutateBufferStore(const Stmt& s) override {
    auto* n = static_cast<const BufferStoreNode*>(s.get());
    if (direct(n->buffer, n->indices))
      return withLoc(bufferStore(L_.localBuffer(n->buffer), {slot_}, mutateExpr(n->value)), s->loc);
    return StmtMutator::mutateBufferStore(s);
  }

private:
  bool direct(const Buffer& b, const std::vector<Expr>& idx) {
    if (b->scope != MemoryScope::Fragment || idx.size() != vars_.size())
      return false;
    for (size_t k = 0; k < idx.size(); ++k) {
      auto* v = as<VarNode>(idx[k]);
      // simplify folds the variable of a one-iteration loop to 0.
      auto c = asConstInt(idx[k]);
      bool unitDim = c && *c == 0 && extents_[k] && *extents_[k] == 1;
      if (!unitDim && (!v || v != vars_[k].get()))
        return false;
    }
    auto it = same_.find(b.get());
    if (it == same_.end())
      it = same_.emplace(b.get(), L_.layoutOf(b)->equal(loop_)).first;
    return it->second;
  }

  Lowering& L_;
  const Fragment& loop_;
  const std::vector<Var>& vars_;
  const std::vector<std::optional<int64_t>>& extents_;
  Expr slot_;
  std::unordered_map<const BufferNode*, bool> same_;
};

} // namespace

Stmt lowerParallel(Lowering& L, const ForNode& root, const Fragment& layout,
                   const std::function<Stmt(const Stmt&)>& lowerBody, bool uniform) {
  std::vector<Var> vars;
  std::vector<std::optional<int64_t>> extents;
  const ForNode* f = &root;
  for (;;) {
    vars.push_back(f->var);
    extents.push_back(asConstInt(f->extent));
    auto* inner = as<ForNode>(f->body);
    if (!inner || inner->forKind != ForKind::Parallel)
      break;
    f = inner;
  }
  Stmt body = f->body;
  // Runs of consecutive elements become vector loops of up to 16 bytes of
  // the widest element the body loads or stores in memory (global, shared;
  // register arrays take wider vectors), as the natural partition deals
  // them. The vectorize pass decides whether the accesses really can be
  // vector accesses.
  struct Widest : StmtVisitor {
    int64_t memory = 0, any = 1;
    void note(const Buffer& b) {
      int64_t bytes = std::max(1, b->dtype.bits() / 8);
      any = std::max(any, bytes);
      if (b->scope == MemoryScope::Global || b->scope == MemoryScope::Shared)
        memory = std::max(memory, bytes);
    }
    void visitBufferLoad(const BufferLoadNode* n) override {
      note(n->buffer);
      StmtVisitor::visitBufferLoad(n);
    }
    void visitBufferStore(const BufferStoreNode* n) override {
      note(n->buffer);
      StmtVisitor::visitBufferStore(n);
    }
  } scan;
  scan.visitStmt(body);
  int64_t widest = scan.memory > 0 ? scan.memory : scan.any;
  int64_t vec = L.contiguousRun(layout, std::max<int64_t>(1, 16 / widest));
  auto atSlot = [&](const std::vector<Expr>& idx, const Expr& slot) {
    VarMap m;
    for (size_t k = 0; k < vars.size(); ++k)
      m[vars[k].get()] = idx[k];
    Stmt direct = DirectSlotAccesses(L, layout, vars, extents, slot).mutateStmt(body);
    return lowerBody(substitute(direct, m));
  };
  if (Stmt st = lowerParallelAsStMatrix(L, root, layout, atSlot, uniform))
    return withLoc(st, root.loc);
  Stmt out = L.forEachSlot(layout, atSlot, "l", vec);
  if (!out) {
    L.error(root.loc, "internal compiler error: the layout of this T.Parallel loop has no inverse (" +
                          layout->str() + "); please report this with the input file");
    return evaluate(intImm(0));
  }
  return withLoc(out, root.loc);
}

} // namespace tilec::opt
