#include "tilec/ir/arith/Analyzer.h"

#include "SimplifierImpl.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/arith/ConstFold.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/ir/arith/Simplify.h"

#include <stdexcept>

namespace tilec::ir::arith {

Analyzer::Analyzer() : modular_(&bounds_), simplifier_(std::make_unique<SimplifierImpl>(*this)) {}
Analyzer::~Analyzer() = default;

// ------------------------------------------------------------------ facts

void Analyzer::bind(const Var& v, const Expr& min, const Expr& extent) {
  if (!v || !min)
    return;
  ConstIntBound lo = constIntBound(min);
  ConstIntBound b{lo.min, kPosInf};
  if (extent) {
    ConstIntBound hi = boundAdd(lo, constIntBound(extent));
    b.max = hi.hasUpper() ? hi.max - 1 : kPosInf;
  }
  bounds_.bind(v, b);
  bool constant = asConstInt(min) && (!extent || asConstInt(extent));
  if (constant)
    ranges_.erase(v.get());
  else
    ranges_[v.get()] = SymbolicEntry{v, Range{min, extent}};
}

void Analyzer::bind(const Var& v, int64_t min, int64_t extent) {
  if (!v)
    return;
  int64_t last;
  if (extent == kPosInf || !checkedAdd(min, extent, &last))
    bindBound(v, {min, kPosInf});
  else
    bindBound(v, {min, extent > 0 ? last - 1 : min});
}

void Analyzer::bindBound(const Var& v, ConstIntBound b) {
  if (!v)
    return;
  bounds_.bind(v, b);
  ranges_.erase(v.get());
}

void Analyzer::bindDynamicDim(const Var& v) { bindBound(v, {1, kPosInf}); }

void Analyzer::bindModular(const Var& v, ModularSet m) { modular_.bind(v, m); }

void Analyzer::unbind(const Var& v) {
  if (!v)
    return;
  bounds_.unbind(v.get());
  modular_.unbind(v.get());
  ranges_.erase(v.get());
}

const Range* Analyzer::symbolicRange(const VarNode* v) const {
  auto it = ranges_.find(v);
  return it == ranges_.end() ? nullptr : &it->second.range;
}

// ------------------------------------------------------- constraint scope

Analyzer::ConstraintScope::ConstraintScope(Analyzer& an, const Expr& cond, bool simplified)
    : an_(an), factCount_(an.facts_.size()) {
  if (!cond)
    return;
  std::vector<Expr> conjuncts, work{simplified ? cond : an.simplify(cond)};
  while (!work.empty()) {
    Expr c = work.back();
    work.pop_back();
    if (auto* b = asBinary(c); b && b->kind == ExprKind::And) {
      work.push_back(b->b);
      work.push_back(b->a);
    } else {
      conjuncts.push_back(c);
    }
  }
  for (const Expr& c : conjuncts) {
    if (auto v = constIntValue(c); v && *v != 0)
      continue;
    an.facts_.push_back(c);
    auto* b = asBinary(c);
    if (!b || !isComparison(b->kind) || b->a->dtype.isVector() || !b->a->dtype.isInt())
      continue;
    // var op other, or other op var (mirrored).
    ExprKind k = b->kind;
    Expr varSide = b->a, other = b->b;
    if (!as<VarNode>(varSide)) {
      std::swap(varSide, other);
      switch (k) {
      case ExprKind::LT: k = ExprKind::GT; break;
      case ExprKind::LE: k = ExprKind::GE; break;
      case ExprKind::GT: k = ExprKind::LT; break;
      case ExprKind::GE: k = ExprKind::LE; break;
      default: break;
      }
    }
    if (!as<VarNode>(varSide) || k == ExprKind::NE)
      continue;
    Var var = std::static_pointer_cast<const VarNode>(varSide);
    const ConstIntBound* known = an.bounds_.lookup(var.get());
    ConstIntBound cur = known ? *known : ConstIntBound::ofType(var->dtype);
    ConstIntBound ob = an.bounds_(other), next = cur;
    switch (k) {
    case ExprKind::LT:
      if (ob.hasUpper())
        next.max = std::min(next.max, ob.max - 1);
      break;
    case ExprKind::LE: next.max = std::min(next.max, ob.max); break;
    case ExprKind::GT:
      if (ob.hasLower())
        next.min = std::max(next.min, ob.min + 1);
      break;
    case ExprKind::GE: next.min = std::max(next.min, ob.min); break;
    case ExprKind::EQ: next = boundIntersect(next, ob); break;
    default: break;
    }
    if (next == cur)
      continue;
    saved_.push_back(Saved{var, known ? std::optional<ConstIntBound>(*known) : std::nullopt});
    an.bounds_.bind(var, next);
  }
}

Analyzer::ConstraintScope::~ConstraintScope() {
  for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
    if (it->bound)
      an_.bounds_.bind(it->var, *it->bound);
    else
      an_.bounds_.unbind(it->var.get());
  }
  an_.facts_.resize(factCount_);
}

// ---------------------------------------------------------------- queries

Expr Analyzer::simplify(const Expr& e) {
  if (!e)
    return e;
  try {
    // A few passes: a rewrite can expose another (the usual case needs one).
    Expr cur = e;
    for (int i = 0; i < 3; ++i) {
      Expr next = simplifier_->simplify(cur);
      if (next == cur || structEqual(next, cur))
        break;
      cur = next;
    }
    return structEqual(cur, e) ? e : cur;
  } catch (const std::logic_error&) {
    // An internal invariant failed while rebuilding; the input is still a
    // correct answer, so never let it escape on valid IR.
    return e;
  }
}

ConstIntBound Analyzer::constIntBound(const Expr& e) {
  if (!e)
    return ConstIntBound::everything();
  ConstIntBound b = bounds_(e);
  if (e->dtype.isInt() && !e->dtype.isVector() && e->kind != ExprKind::IntImm && e->kind != ExprKind::Var) {
    ConstIntBound s = bounds_(simplify(e));
    ConstIntBound both = boundIntersect(b, s);
    if (both.min <= both.max)
      b = both;
  }
  return b;
}

ModularSet Analyzer::modularSet(const Expr& e) {
  if (!e)
    return ModularSet::everything();
  ModularSet m = modular_(e);
  if (e->dtype.isInt() && e->kind != ExprKind::IntImm && e->kind != ExprKind::Var)
    m = modularIntersect(m, modular_(simplify(e)));
  return m;
}

bool Analyzer::canProve(const Expr& cond) {
  if (!cond)
    return false;
  Expr s = simplify(cond);
  if (auto v = constIntValue(s))
    return *v != 0;
  if (auto* b = asBinary(s)) {
    if (b->kind == ExprKind::And)
      return canProve(b->a) && canProve(b->b);
    if (b->kind == ExprKind::Or)
      return canProve(b->a) || canProve(b->b);
  }
  for (const auto& f : facts_)
    if (structEqual(f, s))
      return true;
  return false;
}

bool Analyzer::canProveEqual(const Expr& a, const Expr& b) {
  if (!a || !b || a->dtype != b->dtype)
    return false;
  if (structEqual(a, b))
    return true;
  if (!a->dtype.isHandle() && (a->dtype.isInt() || a->dtype.isBool()))
    return canProve(eq(a, b));
  return structEqual(simplify(a), simplify(b));
}

bool Analyzer::canProveGreaterEqual(const Expr& e, int64_t v) {
  if (!e || e->dtype.isHandle() || !e->dtype.isInt())
    return false;
  if (constIntBound(e).min >= v)
    return true;
  return fitsType(v, e->dtype) && canProve(ge(e, makeConst(e->dtype, v)));
}

bool Analyzer::canProveLess(const Expr& e, int64_t v) {
  if (!e || e->dtype.isHandle() || !e->dtype.isInt())
    return false;
  ConstIntBound b = constIntBound(e);
  if (b.hasUpper() && b.max < v)
    return true;
  return fitsType(v, e->dtype) && canProve(lt(e, makeConst(e->dtype, v)));
}

Expr simplify(const Expr& e) {
  Analyzer an;
  return an.simplify(e);
}

} // namespace tilec::ir::arith
