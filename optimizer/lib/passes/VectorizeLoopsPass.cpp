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
// Where alignment holds only when run-time dimensions are multiples of V
// (a row of K fp16 elements), the loop is versioned: the vector form under
// `if K % V == 0`, the scalar loop otherwise.
//
// Forms handled: a store (its value built from loads, v-invariant values,
// conversions and + - * / min max), under an `if` that does not depend on
// v, or under a tail guard linear in v (`base + v < N`: the vector when the
// first and last lanes pass, else the scalar loop), or of a select on such
// a guard (a copy's zero fill: the same split); a select
// whose condition does not depend on v becomes an if/else first (a vector
// select would load both arms, past a tensor's end). Anything else stays a
// loop (the backend unrolls it).
//
// Atomic adds (`T.evaluate(tl.atomic_add(Y[..., base + v], value))`, what
// tile atomics lower to) become one vector atomic when the target adds that
// vector natively (Targets.def: half2, bfloat162, float2/float4 on global
// memory) and the same contiguity and alignment proofs hold; a loop wider
// than the widest native atomic is split into an unrolled loop over vectors:
//
//   for v in T.vectorized(0, 8):        (float16, sm_80: half2 atomics)
//       T.atomic_add(Y[r, c * 8 + v], F[l * 8 + v])
//   =>
//   for o in T.unroll(0, 4):
//       T.atomic_add(Y[r, T.ramp(c * 8 + o * 2, 1, 2)], F[T.ramp(l * 8 + o * 2, 1, 2)])
//
// Otherwise the adds stay scalar (a vector add emulated lane by lane or by
// compare-and-swap would be no faster).

#include "tilec/ir/Ops.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/Analyzer.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/basic/Target.h"
#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

namespace {

using namespace ir;

/// The widest vector atomic add the target does natively on `b`'s element
/// type and memory, in elements (1: none).
int nativeAtomicAddLanes(const TargetInfo& t, const Buffer& b) {
  switch (b->dtype.scalar()) {
  case DType::Float32: return t.hasAtomicAddFloat4 && b->scope == MemoryScope::Global ? 4 : 1;
  case DType::Float16: return t.hasAtomicAddHalf2 ? 2 : 1;
  case DType::BFloat16: return t.hasAtomicAddBFloat162 ? 2 : 1;
  default: return 1;
  }
}

/// The tl.atomic_add call a vectorized loop body consists of (directly or
/// under one `if`), or null.
const CallNode* atomicAddBody(const Stmt& body) {
  Stmt s = body;
  if (auto* i = as<IfNode>(s); i && !i->otherwise)
    s = i->then;
  auto* e = as<EvaluateNode>(s);
  auto* c = e ? as<CallNode>(e->value) : nullptr;
  return c && c->op == "tl.atomic_add" && c->args.size() == 2 && as<BufferLoadNode>(c->args[0]) ? c : nullptr;
}

class Vectorizer {
public:
  /// `dynamicDims`: the kernel's run-time dimensions (may be assumed
  /// multiples of the vector, see `assumed`).
  Vectorizer(const Var& v, int lanes, const TargetInfo& target, const std::vector<Var>& dynamicDims)
      : v_(v), lanes_(lanes), target_(target), dynamicDims_(dynamicDims) {}

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

  /// A store of `select(guard, x, fallback)` whose guard depends on v (a
  /// tail's zero fill: `S[..] = A[..] if base + v < N else 0`): the vector
  /// store of x when the guard holds for every lane, the scalar loop (which
  /// keeps the select) otherwise.
  Stmt guardedSelect(const BufferStoreNode* st, const Stmt& scalarLoop) {
    auto* sel = as<SelectNode>(st->value);
    if (!sel || !arith::usesVar(sel->cond, v_.get()) || !linearConjunction(sel->cond))
      return nullptr;
    Stmt body = stmt(withLoc(bufferStore(st->buffer, st->indices, sel->t), st->loc));
    if (!body)
      return nullptr;
    Expr first = substitute(sel->cond, VarMap{{v_.get(), intImm(0, v_->dtype)}});
    Expr last = substitute(sel->cond, VarMap{{v_.get(), intImm(lanes_ - 1, v_->dtype)}});
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
    if (auto* e = as<EvaluateNode>(s))
      return atomicAdd(e, s->loc);
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
  /// One vector atomic add when the target has it natively for this width.
  Stmt atomicAdd(const EvaluateNode* e, SourceRange loc) {
    auto* c = as<CallNode>(e->value);
    if (!c || c->op != "tl.atomic_add" || c->args.size() != 2)
      return nullptr;
    auto* dst = as<BufferLoadNode>(c->args[0]);
    if (!dst || dst->dtype != dst->buffer->dtype || lanes_ > nativeAtomicAddLanes(target_, dst->buffer))
      return nullptr;
    auto idx = indices(dst->buffer, dst->indices);
    Expr val = value(c->args[1], dst->buffer->dtype);
    if (!idx || !val)
      return nullptr;
    DataType vt = dst->buffer->dtype.withLanes(lanes_);
    return withLoc(evaluate(call(vt, "tl.atomic_add", {withLoc(bufferLoad(dst->buffer, *idx), dst->loc), val})), loc);
  }

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
    Expr flat;
    for (size_t k = 0; k < idx.size(); ++k) {
      Expr i = cast(DataType::int64(), k + 1 == idx.size() ? base : idx[k]);
      flat = k == 0 ? i : add(mul(flat, cast(DataType::int64(), b->shape[k])), i);
    }
    if (!an_.modularSet(flat).provesMultipleOf(lanes_) && !provableAssuming(flat))
      return std::nullopt;
    out.back() = ramp(base, intImm(1, base->dtype), lanes_);
    return out;
  }

public:
  /// Run-time dimensions (kernel parameters) the vector form assumes to be
  /// multiples of lanes: a row of K fp16 elements starts 16-byte aligned
  /// only when K is a multiple of 8. The caller checks them at run time.
  std::vector<Var> assumed;

private:
  /// flat is a multiple of lanes once the run-time dimensions it uses are.
  bool provableAssuming(const Expr& flat) {
    std::vector<Var> used;
    for (const Var& d : dynamicDims_)
      if (arith::usesVar(flat, d.get()))
        used.push_back(d);
    if (used.empty())
      return false;
    arith::Analyzer an;
    for (const Var& d : used)
      an.bindModular(d, arith::ModularSet::make(lanes_, 0));
    if (!an.modularSet(flat).provesMultipleOf(lanes_))
      return false;
    for (const Var& d : used)
      if (std::find(assumed.begin(), assumed.end(), d) == assumed.end())
        assumed.push_back(d);
    return true;
  }

  Var v_;
  int lanes_;
  const TargetInfo& target_;
  const std::vector<Var>& dynamicDims_;
  arith::Analyzer an_;
};

class VectorizeLoops : public StmtMutator {
public:
  VectorizeLoops(const TargetInfo& target, const std::vector<Var>& dynamicDims)
      : target_(target), dynamicDims_(dynamicDims) {}

protected:
  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    Stmt inner = StmtMutator::mutateFor(s);
    auto ext = asConstInt(n->extent);
    auto mn = asConstInt(n->min);
    if (n->forKind != ForKind::Vectorized || !ext || !mn || *mn != 0 || *ext < 2 || *ext > 16)
      return inner;
    auto* f = static_cast<const ForNode*>(inner.get());
    if (const CallNode* atomic = atomicAddBody(f->body)) {
      // Vectors as wide as the native atomic, the rest an unrolled loop.
      int native = nativeAtomicAddLanes(target_, as<BufferLoadNode>(atomic->args[0])->buffer);
      if (native < 2 || *ext % native != 0 || native > *ext)
        return inner;
      if (native == *ext)
        return vectorize(inner, s->loc);
      Var o = makeVar(f->var->name + "_o", f->var->dtype), w = makeVar(f->var->name, f->var->dtype);
      Expr lane = add(mul(Expr(o), intImm(native, o->dtype)), Expr(w));
      Stmt split = forLoop(w, intImm(0, w->dtype), intImm(native, w->dtype), ForKind::Vectorized,
                           substitute(f->body, VarMap{{f->var.get(), lane}}));
      Stmt v = vectorize(split, s->loc);
      if (v == split)
        return inner; // not provably contiguous and aligned: scalar atomics
      return withLoc(forLoop(o, intImm(0, o->dtype), intImm(*ext / native, o->dtype), ForKind::Unrolled, v), s->loc);
    }
    return vectorize(inner, s->loc);
  }

private:
  /// The vector form of a vectorized loop, or the loop itself.
  Stmt vectorize(const Stmt& loop, SourceRange loc) {
    auto* f = static_cast<const ForNode*>(loop.get());
    int lanes = int(*asConstInt(f->extent));
    Vectorizer vec(f->var, lanes, target_, dynamicDims_);
    Stmt v = vec.stmt(f->body);
    if (!v)
      if (auto* i = as<IfNode>(f->body))
        v = vec.guardedTail(i, loop);
    if (!v)
      if (auto* st = as<BufferStoreNode>(f->body))
        v = vec.guardedSelect(st, loop);
    if (!v)
      return loop;
    if (vec.assumed.empty())
      return withLoc(v, loc);
    // Versioned: the vector form where the run-time dimensions it relies on
    // are multiples of the vector (one uniform test), the loop otherwise.
    Expr aligned;
    for (const Var& d : vec.assumed) {
      Expr c = eq(floormod(Expr(d), intImm(lanes, d->dtype)), intImm(0, d->dtype));
      aligned = aligned ? logicalAnd(aligned, c) : c;
    }
    // A tail split (vector if the guard holds for all lanes, else the loop)
    // takes the test into its condition: the loop appears once.
    if (auto* split = as<IfNode>(v); split && split->otherwise == loop)
      return withLoc(ifThenElse(logicalAnd(aligned, split->cond), split->then, loop), loc);
    return withLoc(ifThenElse(aligned, v, loop), loc);
  }

  const TargetInfo& target_;
  const std::vector<Var>& dynamicDims_;
};

class VectorizeLoopsPass : public Pass {
public:
  std::string_view name() const override { return "vectorize"; }
  bool run(Module& m, PassContext& ctx) override {
    const TargetInfo& target = ctx.targetInfo();
    rewriteBodies(m, [&](const PrimFunc& f) { return VectorizeLoops(target, f->dynamicDims).mutateStmt(f->body); });
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createVectorizeLoopsPass() { return std::make_unique<VectorizeLoopsPass>(); }

} // namespace tilec::opt
