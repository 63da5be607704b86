// simplify: canonicalises every expression with ir/arith, knowing the ranges
// of block indices, loop variables and dynamic dimensions, and the facts of
// enclosing `if` conditions; drops branches whose condition is then decided.

#include "tilec/ir/Ops.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/Analyzer.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/optimizer/Pass.h"

#include <optional>
#include <unordered_set>

namespace tilec::opt {

namespace {

class Simplifier : public ir::StmtMutator {
public:
  explicit Simplifier(ir::arith::Analyzer& an) : an_(an) {}
  using ir::StmtMutator::mutateList;

  ir::Expr mutateExpr(const ir::Expr& e) override {
    if (!e)
      return e;
    ir::Expr inner = ir::StmtMutator::mutateExpr(e);
    // A select decided by its condition keeps one arm, whatever its type
    // (the bounds guards of tail tiles on shapes that divide evenly).
    if (auto* sel = ir::as<ir::SelectNode>(inner)) {
      ir::Expr cond = lets_.empty() || ir::asConstInt(sel->cond) ? sel->cond : decideByLets(sel->cond);
      if (auto c = ir::asConstInt(cond))
        return *c ? sel->t : sel->f;
      if (cond != sel->cond)
        inner = ir::withLoc(ir::select(cond, sel->t, sel->f), inner->loc);
    }
    if (!inner->dtype.isInt() && !inner->dtype.isBool())
      return inner;
    ir::Expr s = an_.simplify(inner);
    return s == inner ? inner : ir::withLoc(s, e->loc);
  }

protected:
  ir::Stmt mutateFor(const ir::Stmt& s) override {
    auto* f = static_cast<const ir::ForNode*>(s.get());
    an_.bind(f->var, mutateExpr(f->min), mutateExpr(f->extent));
    ir::Stmt out = ir::StmtMutator::mutateFor(s);
    an_.unbind(f->var);
    return out;
  }

  ir::Stmt mutateIf(const ir::Stmt& s) override {
    auto* n = static_cast<const ir::IfNode*>(s.get());
    ir::Expr c = mutateExpr(n->cond);
    // A condition on let-bound integers may be decided by their values
    // (a trip count min(2 * bx + 2, n) of a block index bx = n - b - 1).
    if (!ir::asConstInt(c) && !lets_.empty())
      c = decideByLets(c);
    if (auto v = ir::asConstInt(c))
      return *v ? mutateStmt(n->then) : (n->otherwise ? mutateStmt(n->otherwise) : ir::evaluate(ir::intImm(0)));
    ir::Stmt t, e;
    // The condition holds in a branch only until the branch writes memory
    // it reads (`if flag[0] == 0: ... flag[0] = 1 ... if flag[0] == 0:`):
    // then nothing is assumed there.
    {
      std::optional<ir::arith::Analyzer::ConstraintScope> scope;
      if (!writesWhatItReads(n->then, c))
        scope.emplace(an_, c);
      t = mutateStmt(n->then);
    }
    if (n->otherwise) {
      std::optional<ir::arith::Analyzer::ConstraintScope> scope;
      if (!writesWhatItReads(n->otherwise, c))
        scope.emplace(an_, ir::logicalNot(c));
      e = mutateStmt(n->otherwise);
    }
    if (c == n->cond && t == n->then && e == n->otherwise)
      return s;
    return ir::withLoc(ir::ifThenElse(c, t, e), s->loc);
  }

  /// Does `body` possibly write a buffer that `cond` loads? Stores, tile
  /// operators' regions and elements passed to calls (an atomic's
  /// destination) count as writes.
  static bool writesWhatItReads(const ir::Stmt& body, const ir::Expr& cond) {
    struct Loads : ir::StmtVisitor {
      std::unordered_set<const ir::BufferNode*> buffers;
      void visitBufferLoad(const ir::BufferLoadNode* n) override {
        buffers.insert(n->buffer.get());
        ir::StmtVisitor::visitBufferLoad(n);
      }
    } loads;
    loads.visitExpr(cond);
    if (loads.buffers.empty())
      return false;
    struct Writes : ir::StmtVisitor {
      const std::unordered_set<const ir::BufferNode*>* read = nullptr;
      bool hit = false;
      void visitBufferStore(const ir::BufferStoreNode* n) override {
        hit = hit || read->count(n->buffer.get());
        ir::StmtVisitor::visitBufferStore(n);
      }
      void visitRegion(const ir::BufferRegion& r) override {
        hit = hit || read->count(r.buffer.get());
        ir::StmtVisitor::visitRegion(r);
      }
      void visitCall(const ir::CallNode* n) override {
        for (const auto& a : n->args)
          if (auto* l = ir::as<ir::BufferLoadNode>(a))
            hit = hit || read->count(l->buffer.get());
        ir::StmtVisitor::visitCall(n);
      }
    } writes;
    writes.read = &loads.buffers;
    writes.visitStmt(body);
    return writes.hit;
  }

  /// `c` with the conjuncts that the lets' values decide replaced by their
  /// truth (a guard `i < seq_len && by < heads` of a head index by =
  /// head_block keeps only its first half).
  ir::Expr decideByLets(const ir::Expr& c) {
    if (c->kind == ir::ExprKind::And) {
      auto* n = static_cast<const ir::BinaryNode*>(c.get());
      ir::Expr a = decideByLets(n->a), b = decideByLets(n->b);
      if (auto v = ir::asConstInt(a))
        return *v ? b : a;
      if (auto v = ir::asConstInt(b))
        return *v ? a : b;
      return a == n->a && b == n->b ? c : ir::withLoc(ir::logicalAnd(a, b), c->loc);
    }
    bool usesLet = false;
    for (const auto& [var, value] : lets_)
      usesLet = usesLet || ir::arith::usesVar(c, var);
    if (usesLet)
      if (auto v = ir::asConstInt(an_.simplify(ir::substitute(c, lets_))))
        return ir::boolImm(*v != 0);
    return c;
  }

  /// Drops the no-op statements that decided branches leave behind.
  ir::Stmt mutateSeq(const ir::Stmt& s) override {
    auto* n = static_cast<const ir::SeqStmtNode*>(s.get());
    std::vector<ir::Stmt> kept;
    bool changed = false;
    for (const auto& c : n->stmts) {
      ir::Stmt m = mutateStmt(c);
      changed |= m != c;
      if (isNoOp(m)) {
        changed = true;
        continue;
      }
      kept.push_back(m);
    }
    if (!changed)
      return s;
    if (kept.empty())
      return ir::evaluate(ir::intImm(0));
    return ir::withLoc(ir::seq(kept), s->loc);
  }

  static bool isNoOp(const ir::Stmt& s) {
    auto* e = ir::as<ir::EvaluateNode>(s);
    return e && ir::asConstInt(e->value).has_value();
  }

  ir::Stmt mutateLetStmt(const ir::Stmt& s) override {
    auto* n = static_cast<const ir::LetStmtNode*>(s.get());
    ir::Expr v = mutateExpr(n->value);
    if (v->dtype.isInt()) {
      an_.bindBound(n->var, an_.constIntBound(v));
      // Values that read no memory and call nothing (a load or an atomic
      // bound twice is two values), of bounded size once expanded.
      if (pureArithmetic(v)) {
        ir::Expr expanded = lets_.empty() ? v : ir::substitute(v, lets_); // in terms of non-let variables
        if (smallerThan(expanded, kMaxLetNodes))
          lets_[n->var.get()] = expanded;
      }
    }
    ir::Stmt body = mutateStmt(n->body);
    an_.unbind(n->var);
    lets_.erase(n->var.get());
    if (v == n->value && body == n->body)
      return s;
    return ir::withLoc(ir::letStmt(n->var, v, body), s->loc);
  }

private:
  static constexpr int kMaxLetNodes = 64;

  static bool pureArithmetic(const ir::Expr& e) {
    struct Find : ir::ExprVisitor {
      bool impure = false;
      void visitBufferLoad(const ir::BufferLoadNode*) override { impure = true; }
      void visitCall(const ir::CallNode*) override { impure = true; }
    } f;
    f.visitExpr(e);
    return !f.impure;
  }

  /// Has `e`, walked as a tree, fewer than `limit` nodes? (Stops counting
  /// there: shared subexpressions can make the tree exponential.)
  static bool smallerThan(const ir::Expr& e, int limit) {
    struct Count : ir::ExprVisitor {
      int left;
      void visitExpr(const ir::Expr& x) override {
        if (left-- > 0)
          ir::ExprVisitor::visitExpr(x);
      }
    } c;
    c.left = limit;
    c.visitExpr(e);
    return c.left > 0;
  }

  ir::arith::Analyzer& an_;
  ir::VarMap lets_; // pure integer lets in scope: their values, through earlier lets
};

class SimplifyPass : public Pass {
public:
  std::string_view name() const override { return "simplify"; }
  bool run(ir::Module& m, PassContext&) override {
    for (auto& f : m.funcs) {
      ir::arith::Analyzer an;
      for (const auto& d : f->dynamicDims)
        an.bindDynamicDim(d);
      for (size_t i = 0; i < f->blockVars.size() && i < f->grid.size(); ++i)
        an.bind(f->blockVars[i], ir::intImm(0), f->grid[i]);
      Simplifier simp(an);
      std::vector<ir::Expr> grid;
      bool changed = simp.mutateList(f->grid, grid);
      ir::Stmt body = simp.mutateStmt(f->body);
      if (changed || body != f->body) {
        auto copy = std::make_shared<ir::PrimFuncNode>(*f);
        if (changed)
          copy->grid = grid;
        copy->body = body;
        f = copy;
      }
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createSimplifyPass() { return std::make_unique<SimplifyPass>(); }

} // namespace tilec::opt
