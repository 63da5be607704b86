#include "tilec/ir/Substitute.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

namespace tilec::ir {

namespace {

class Substituter : public StmtMutator {
public:
  explicit Substituter(const VarMap& m) : m_(m) {}

protected:
  Expr mutateVar(const Expr& e) override {
    auto it = m_.find(static_cast<const VarNode*>(e.get()));
    return it == m_.end() ? e : it->second;
  }

private:
  const VarMap& m_;
};

} // namespace

Expr substitute(const Expr& e, const VarMap& m) {
  if (!e || m.empty())
    return e;
  return Substituter(m).mutateExpr(e);
}

std::vector<Expr> substitute(const std::vector<Expr>& es, const VarMap& m) {
  std::vector<Expr> out;
  out.reserve(es.size());
  for (const Expr& e : es)
    out.push_back(substitute(e, m));
  return out;
}

Stmt substitute(const Stmt& s, const VarMap& m) {
  if (!s || m.empty())
    return s;
  return Substituter(m).mutateStmt(s);
}

namespace {

/// freshCopy's mutator.
class FreshCopy : public StmtMutator {
protected:
  Expr mutateVar(const Expr& e) override {
    auto it = vars_.find(static_cast<const VarNode*>(e.get()));
    return it == vars_.end() ? e : Expr(it->second);
  }
  Buffer mutateBuffer(const Buffer& b) override {
    auto it = buffers_.find(b.get());
    return it == buffers_.end() ? b : it->second;
  }
  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    vars_[n->var.get()] = makeVar(n->var->name, n->var->dtype);
    auto f = std::make_shared<ForNode>(vars_[n->var.get()], mutateExpr(n->min), mutateExpr(n->extent), n->forKind,
                                       mutateStmt(n->body));
    f->threadTag = n->threadTag;
    f->annotations = n->annotations;
    f->loc = s->loc;
    return f;
  }
  Stmt mutateLetStmt(const Stmt& s) override {
    auto* n = static_cast<const LetStmtNode*>(s.get());
    Expr value = mutateExpr(n->value);
    vars_[n->var.get()] = makeVar(n->var->name, n->var->dtype);
    return withLoc(letStmt(vars_[n->var.get()], value, mutateStmt(n->body)), s->loc);
  }
  Stmt mutateAllocate(const Stmt& s) override {
    auto* n = static_cast<const AllocateNode*>(s.get());
    buffers_[n->buffer.get()] = std::make_shared<BufferNode>(*n->buffer);
    return StmtMutator::mutateAllocate(s);
  }

private:
  std::unordered_map<const VarNode*, Var> vars_;
  std::unordered_map<const BufferNode*, Buffer> buffers_;
};

} // namespace

Stmt freshCopy(const Stmt& s) { return s ? FreshCopy().mutateStmt(s) : s; }

} // namespace tilec::ir
