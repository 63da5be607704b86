// vectorize: turns `for v in T.vectorized(0, V)` loops into vector accesses
// (Ramp indices) when every access in the body is contiguous in v along its
// last dimension, the first element's flattened index is provably a multiple
// of V (so a V-element vector is aligned to its size; tensors are 16-byte
// aligned by the runtime ABI) and V elements make 2, 4, 8 or 16 bytes (up to
// 64 in register arrays). Conversions vectorize lane-wise.
//
//   for v in T.vectorized(0, 8):
//       S[r, c * 8 + v] = A[row, k * 512 + c * 8 + v]
//   =>
//   S[r, T.ramp(c * 8, 1, 8)] = A[row, T.ramp(k * 512 + c * 8, 1, 8)]
//
// Forms handled: a store (its value built from loads, v-invariant values
// and + - * / min max), under an `if` that does not depend on v, or under
// a tail guard linear in v (`base + v < N`: the vector when the first and
// last lanes pass, else the scalar loop); a select
// whose condition does not depend on v becomes an if/else first (a vector
// select would load both arms, past a tensor's end). Anything else stays a
// loop (the backend unrolls it).

#include "tilec/ir/Ops.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/Analyzer.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

namespace {

using namespace ir;

class Vectorizer {
public:
  Vectorizer(const Var& v, int lanes) : v_(v), lanes_(lanes) {}

  /// A guard that depends on v (a tail: `base + v < N`) whose conjuncts
  /// are comparisons linear in v holds for every lane iff it holds for the
  /// first and the last: the vector runs then, the scalar loop otherwise.
  Stmt guardedTail(const IfNode* i, const Stmt& scalarLoop) {
    if (i->otherwise || !linearConjunction(i->cond))
      return nullptr;
    Stmt body = stmt(i->then);
    if (!body)
      return nullptr;
    Expr first = substitute(i->cond, VarMap{{v_.get(), intImm(0, v_->dtype)}});
    Expr last = substitute(i->cond, VarMap{{v_.get(), intImm(lanes_ - 1, v_->dtype)}});
    return ifThenElse(logicalAnd(first, last), body, scalarLoop);
  }

  bool linearConjunction(const Expr& c) {
    if (c->kind == ExprKind::And) {
      auto* b = asBinary(c);
      return linearConjunction(b->a) && linearConjunction(b->b);
    }
    if (c->kind != ExprKind::LT && c->kind != ExprKind::LE && c->kind != ExprKind::GT && c->kind != ExprKind::GE)
      return !arith::usesVar(c, v_.get());
    auto* b = asBinary(c);
    if (!b->a->dtype.isInt() || b->a->dtype.lanes() != 1)
      return false;
    Expr d = sub(b->a, b->b);
    Expr next = substitute(d, VarMap{{v_.get(), add(Expr(v_), intImm(1, v_->dtype))}});
    return !arith::usesVar(an_.simplify(sub(next, d)), v_.get());
  }

  /// The vector form of `s`, or null.
  Stmt stmt(const Stmt& s) {
    if (auto* i = as<IfNode>(s)) {
      if (arith::usesVar(i->cond, v_.get()))
        return nullptr;
      Stmt t = stmt(i->then);
      Stmt e = i->otherwise ? stmt(i->otherwise) : nullptr;
      if (!t || (i->otherwise && !e))
        return nullptr;
      return withLoc(ifThenElse(i->cond, t, e), s->loc);
    }
    auto* st = as<BufferStoreNode>(s);
    if (!st)
      return nullptr;
    if (auto* sel = as<SelectNode>(st->value); sel && !arith::usesVar(sel->cond, v_.get()))
      return stmt(withLoc(ifThenElse(sel->cond, bufferStore(st->buffer, st->indices, sel->t),
                                     bufferStore(st->buffer, st->indices, sel->f)),
                          s->loc));
    auto idx = indices(st->buffer, st->indices);
    Expr val = value(st->value, st->buffer->dtype);
    if (!idx || !val)
      return nullptr;
    return withLoc(bufferStore(st->buffer, *idx, val), s->loc);
  }

private:
  /// A vector value of `lanes_` lanes of type t, or null.
  Expr value(const Expr& e, DataType t) {
    if (!arith::usesVar(e, v_.get()))
      return e->dtype == t ? broadcast(e, lanes_) : nullptr;
    if (e->dtype != t)
      return nullptr;
    if (auto* c = as<CastNode>(e)) {
      Expr inner = value(c->value, c->value->dtype);
      return inner ? withLoc(cast(t.withLanes(lanes_), inner), e->loc) : nullptr;
    }
    if (auto* l = as<BufferLoadNode>(e)) {
      if (l->buffer->dtype != t)
        return nullptr;
      auto idx = indices(l->buffer, l->indices);
      return idx ? withLoc(bufferLoad(l->buffer, *idx), e->loc) : nullptr;
    }
    if (auto* b = asBinary(e)) {
      switch (e->kind) {
      case ExprKind::Add:
      case ExprKind::Sub:
      case ExprKind::Mul:
      case ExprKind::Div:
      case ExprKind::Min:
      case ExprKind::Max: {
        Expr a = value(b->a, t), c = value(b->b, t);
        return a && c ? binary(e->kind, a, c) : nullptr;
      }
      default: return nullptr;
      }
    }
    return nullptr;
  }

  /// The indices with the last one a unit-stride Ramp, when the access is
  /// contiguous in v and its first element aligned to the vector.
  std::optional<std::vector<Expr>> indices(const Buffer& b, const std::vector<Expr>& idx) {
    if (idx.empty() || !b->strides.empty())
      return std::nullopt;
    // Memory takes one load or store of up to 16 bytes; register arrays
    // (16-byte aligned) take wider vectors, which the backend splits.
    int64_t bytes = int64_t(lanes_) * std::max(1, b->dtype.bits() / 8);
    int64_t widest = b->scope == MemoryScope::Global || b->scope == MemoryScope::Shared ? 16 : 64;
    if (bytes < 2 || bytes > widest || (bytes & (bytes - 1)) != 0)
      return std::nullopt;
    std::vector<Expr> out = idx;
    for (size_t k = 0; k + 1 < idx.size(); ++k)
      if (arith::usesVar(idx[k], v_.get()))
        return std::nullopt;
    Expr base = an_.simplify(substitute(idx.back(), VarMap{{v_.get(), intImm(0, idx.back()->dtype)}}));
    Expr step = an_.simplify(sub(idx.back(), cast(idx.back()->dtype, v_)));
    if (arith::usesVar(step, v_.get()))
      return std::nullopt;
    // Row-major flattened index of the first element: a multiple of lanes.
    Expr flat = intImm(0, DataType::int64());
    for (size_t k = 0; k < idx.size(); ++k) {
      Expr i = k + 1 == idx.size() ? base : idx[k];
      flat = add(mul(flat, cast(DataType::int64(), b->shape[k])), cast(DataType::int64(), i));
    }
    if (!an_.modularSet(flat).provesMultipleOf(lanes_))
      return std::nullopt;
    out.back() = ramp(base, intImm(1, base->dtype), lanes_);
    return out;
  }

  Var v_;
  int lanes_;
  arith::Analyzer an_;
};

class VectorizeLoops : public StmtMutator {
protected:
  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    Stmt inner = StmtMutator::mutateFor(s);
    auto ext = asConstInt(n->extent);
    auto mn = asConstInt(n->min);
    if (n->forKind != ForKind::Vectorized || !ext || !mn || *mn != 0 || *ext < 2 || *ext > 16)
      return inner;
    auto* f = static_cast<const ForNode*>(inner.get());
    Vectorizer vec(f->var, int(*ext));
    if (Stmt v = vec.stmt(f->body))
      return v;
    if (auto* i = as<IfNode>(f->body))
      if (Stmt v = vec.guardedTail(i, inner))
        return withLoc(v, s->loc);
    return inner;
  }
};

class VectorizeLoopsPass : public Pass {
public:
  std::string_view name() const override { return "vectorize"; }
  bool run(Module& m, PassContext&) override {
    rewriteBodies(m, [](const PrimFunc& f) { return VectorizeLoops().mutateStmt(f->body); });
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createVectorizeLoopsPass() { return std::make_unique<VectorizeLoopsPass>(); }

} // namespace tilec::opt
