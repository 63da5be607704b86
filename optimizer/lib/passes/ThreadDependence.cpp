// The values that differ between the threads of a block (ThreadDependence.h).

#include "ThreadDependence.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

namespace tilec::opt {

using namespace ir;

namespace {

class UsesThreadVar : public ExprVisitor {
public:
  explicit UsesThreadVar(const ThreadVars& vars) : vars_(vars) {}
  bool found = false;
  void visitExpr(const Expr& e) override {
    if (!found)
      ExprVisitor::visitExpr(e);
  }

protected:
  void visitVar(const VarNode* n) override { found = found || vars_.count(n) || lets_.count(n); }
  void visitLet(const LetNode* n) override {
    bool outer = found;
    found = false;
    visitExpr(n->value);
    if (found)
      lets_.insert(n->var.get());
    found = outer;
    visitExpr(n->body);
  }

private:
  const ThreadVars& vars_;
  ThreadVars lets_; // expression lets bound from thread-dependent values
};

/// Collects the thread-dependent variables of a kernel body, in binding
/// order (a let's value is seen before the let's uses).
class CollectThreadVars : public StmtVisitor {
public:
  ThreadVars vars;
  ThreadVars indices; // the thread indices themselves

protected:
  void visitFor(const ForNode* n) override {
    if (n->forKind == ForKind::ThreadBinding)
      indices.insert(n->var.get());
    if (n->forKind == ForKind::ThreadBinding || usesThreadVar(n->min, vars))
      vars.insert(n->var.get());
    StmtVisitor::visitFor(n);
  }
  void visitLetStmt(const LetStmtNode* n) override {
    if (usesThreadVar(n->value, vars))
      vars.insert(n->var.get());
    StmtVisitor::visitLetStmt(n);
  }
};

} // namespace

bool usesThreadVar(const Expr& e, const ThreadVars& vars) {
  UsesThreadVar u(vars);
  u.visitExpr(e);
  return u.found;
}

ThreadDependence threadDependence(const Stmt& body) {
  CollectThreadVars c;
  c.visitStmt(body);
  return {std::move(c.vars), std::move(c.indices)};
}

std::optional<int64_t> singledOutThread(const Expr& cond, const ThreadVars& indices) {
  auto* b = asBinary(cond);
  if (!b)
    return std::nullopt;
  if (cond->kind == ExprKind::And) {
    if (auto t = singledOutThread(b->a, indices))
      return t;
    return singledOutThread(b->b, indices);
  }
  auto isIndex = [&](const Expr& e) {
    auto* v = as<VarNode>(e);
    return v && indices.count(v);
  };
  std::optional<int64_t> ca = asConstInt(b->a), cb = asConstInt(b->b);
  if (cond->kind == ExprKind::EQ && isIndex(b->a) && cb)
    return cb;
  if (cond->kind == ExprKind::EQ && isIndex(b->b) && ca)
    return ca;
  if (isIndex(b->a) && ((cond->kind == ExprKind::LT && cb == 1) || (cond->kind == ExprKind::LE && cb == 0)))
    return 0;
  return std::nullopt;
}

} // namespace tilec::opt
