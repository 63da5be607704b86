#include "tilec/ir/arith/ModularSet.h"

#include "tilec/ir/arith/ConstFold.h"
#include "tilec/ir/arith/ConstIntBound.h"
#include "tilec/ir/arith/IntMath.h"

#include <optional>

namespace tilec::ir::arith {

ModularSet ModularSet::make(int64_t coeff, int64_t base) {
  if (coeff == kNegInf)
    return everything();
  if (coeff < 0)
    coeff = -coeff;
  if (coeff == 0)
    return constant(base);
  if (coeff == 1)
    return everything();
  return {coeff, floorMod(base, coeff)};
}

bool ModularSet::provesRemainder(int64_t m, int64_t r) const {
  if (m <= 0)
    return false;
  if (coeff == 0)
    return floorMod(base, m) == floorMod(r, m);
  return coeff % m == 0 && floorMod(base, m) == floorMod(r, m);
}

std::string ModularSet::str() const {
  if (coeff == 0)
    return std::to_string(base);
  return std::to_string(coeff) + "*k + " + std::to_string(base);
}

ModularSet modularAdd(const ModularSet& a, const ModularSet& b) {
  int64_t base;
  if (!checkedAdd(a.base, b.base, &base))
    return ModularSet::everything();
  return ModularSet::make(gcd64(a.coeff, b.coeff), base);
}

ModularSet modularSub(const ModularSet& a, const ModularSet& b) {
  int64_t base;
  if (!checkedSub(a.base, b.base, &base))
    return ModularSet::everything();
  return ModularSet::make(gcd64(a.coeff, b.coeff), base);
}

ModularSet modularMul(const ModularSet& a, const ModularSet& b) {
  // (c1*k1 + b1) * (c2*k2 + b2) = c1*c2*k1*k2 + c1*b2*k1 + c2*b1*k2 + b1*b2
  int64_t cc, cb, bc, base;
  if (!checkedMul(a.coeff, b.coeff, &cc) || !checkedMul(a.coeff, b.base, &cb) || !checkedMul(b.coeff, a.base, &bc) ||
      !checkedMul(a.base, b.base, &base))
    return ModularSet::everything();
  return ModularSet::make(gcd64(gcd64(cc, cb), bc), base);
}

ModularSet modularUnion(const ModularSet& a, const ModularSet& b) {
  int64_t diff;
  if (!checkedSub(a.base, b.base, &diff))
    return ModularSet::everything();
  return ModularSet::make(gcd64(gcd64(a.coeff, b.coeff), diff), a.base);
}

ModularSet modularIntersect(const ModularSet& a, const ModularSet& b) {
  if (a.isConstant() || b.isEverything())
    return a;
  if (b.isConstant() || a.isEverything())
    return b;
  if (a.coeff % b.coeff == 0)
    return a; // a refines b (both hold, so their remainders agree)
  if (b.coeff % a.coeff == 0)
    return b;
  // Chinese remainder: x = a.base + a.coeff * t with a.coeff * t ≡ b.base - a.base (mod b.coeff).
  using i128 = __int128;
  i128 g = gcd64(a.coeff, b.coeff);
  i128 l = i128(a.coeff) / g * b.coeff;
  if (l > i128(kPosInf) || (i128(b.base) - a.base) % g != 0)
    return a.coeff >= b.coeff ? a : b;
  // Inverse of a.coeff/g modulo b.coeff/g by the extended Euclid algorithm.
  i128 m = i128(b.coeff) / g, x0 = 0, x1 = 1, r0 = m, r1 = (i128(a.coeff) / g) % m;
  while (r1 != 0) {
    i128 q = r0 / r1, t = r0 - q * r1;
    r0 = r1;
    r1 = t;
    t = x0 - q * x1;
    x0 = x1;
    x1 = t;
  }
  i128 inv = ((x0 % m) + m) % m;
  i128 t = (((i128(b.base) - a.base) / g) % m + m) % m * inv % m;
  i128 x = (i128(a.base) + i128(a.coeff) * t) % l;
  return ModularSet::make(int64_t(l), int64_t(x));
}

// ------------------------------------------------------------------ analyzer

void ModularSetAnalyzer::bind(const Var& v, ModularSet m) {
  if (v)
    vars_[v.get()] = Entry{v, ModularSet::make(m.coeff, m.base)};
}
void ModularSetAnalyzer::unbind(const VarNode* v) { vars_.erase(v); }
const ModularSet* ModularSetAnalyzer::lookup(const VarNode* v) const {
  auto it = vars_.find(v);
  return it == vars_.end() ? nullptr : &it->second.set;
}

ModularSet ModularSetAnalyzer::operator()(const Expr& e) {
  if (!e || e->dtype.isHandle() || !e->dtype.isInt())
    return ModularSet::everything();
  return visit(e);
}

ModularSet ModularSetAnalyzer::visitDiv(ExprKind kind, const Expr& a, const Expr& b) {
  std::optional<int64_t> c = constIntValue(b);
  if (!c) {
    ModularSet mb = visit(b);
    if (mb.isConstant())
      c = mb.base;
  }
  if (!c || *c == 0 || *c == kNegInf)
    return ModularSet::everything();
  ModularSet x = visit(a);
  int64_t d = *c;
  if (x.isConstant()) {
    if (x.base == kNegInf && d == -1)
      return ModularSet::everything();
    switch (kind) {
    case ExprKind::FloorDiv: return ModularSet::constant(floorDiv(x.base, d));
    case ExprKind::FloorMod: return ModularSet::constant(floorMod(x.base, d));
    case ExprKind::Div: return ModularSet::constant(truncDiv(x.base, d));
    default: return ModularSet::constant(truncMod(x.base, d));
    }
  }
  bool nonNegative = bounds_ && (*bounds_)(a).min >= 0;
  switch (kind) {
  case ExprKind::Div:
    if (!(nonNegative && d > 0))
      return ModularSet::everything();
    [[fallthrough]];
  case ExprKind::FloorDiv:
    if (d < 0) { // floordiv(x, d) == floordiv(-x, -d)
      x = modularSub(ModularSet::constant(0), x);
      d = -d;
    }
    if (x.coeff % d == 0)
      return ModularSet::make(x.coeff / d, floorDiv(x.base, d));
    return ModularSet::everything();
  case ExprKind::FloorMod:
    if (x.coeff % d == 0)
      return ModularSet::constant(floorMod(x.base, d));
    return ModularSet::make(gcd64(x.coeff, d), x.base);
  default: // truncating remainder: congruent to x modulo gcd(coeff, d)
    if (x.coeff % d == 0 && nonNegative && d > 0)
      return ModularSet::constant(floorMod(x.base, d));
    return ModularSet::make(gcd64(x.coeff, d), x.base);
  }
}

namespace {
// What survives of `m` when the value wraps modulo 2^bits (unsigned types).
ModularSet wrapSafe(const ModularSet& m, DataType t) {
  if (!isUnsignedInt(t))
    return m;
  int bits = t.bits();
  if (m.coeff == 0) {
    if (bits >= 64)
      return m.base >= 0 ? m : ModularSet::everything();
    return ModularSet::constant(wrapToType(m.base, t));
  }
  uint64_t pow2 = uint64_t(m.coeff) & (~uint64_t(m.coeff) + 1);
  if (bits < 63 && pow2 > (uint64_t(1) << bits))
    pow2 = uint64_t(1) << bits;
  return ModularSet::make(int64_t(pow2), m.base);
}
} // namespace

ModularSet ModularSetAnalyzer::visit(const Expr& e) { return wrapSafe(visitNode(e), e->dtype.element()); }

ModularSet ModularSetAnalyzer::visitNode(const Expr& e) {
  switch (e->kind) {
  case ExprKind::IntImm: {
    int64_t v = static_cast<const IntImmNode&>(*e).value;
    if (isUnsignedInt(e->dtype) && e->dtype.bits() >= 64 && v < 0)
      return ModularSet::everything();
    return ModularSet::constant(v);
  }
  case ExprKind::Var: {
    auto* v = static_cast<const VarNode*>(e.get());
    if (auto* m = lookup(v))
      return *m;
    if (bounds_) {
      ConstIntBound b = (*bounds_)(e);
      if (b.isPoint())
        return ModularSet::constant(b.min);
    }
    return ModularSet::everything();
  }
  case ExprKind::Add:
  case ExprKind::Sub:
  case ExprKind::Mul: {
    auto& b = static_cast<const BinaryNode&>(*e);
    ModularSet x = visit(b.a), y = visit(b.b);
    if (e->kind == ExprKind::Add)
      return modularAdd(x, y);
    if (e->kind == ExprKind::Sub)
      return modularSub(x, y);
    return modularMul(x, y);
  }
  case ExprKind::Div:
  case ExprKind::Mod:
  case ExprKind::FloorDiv:
  case ExprKind::FloorMod: {
    auto& b = static_cast<const BinaryNode&>(*e);
    return visitDiv(e->kind, b.a, b.b);
  }
  case ExprKind::Min:
  case ExprKind::Max: {
    auto& b = static_cast<const BinaryNode&>(*e);
    return modularUnion(visit(b.a), visit(b.b));
  }
  case ExprKind::Select: {
    auto& s = static_cast<const SelectNode&>(*e);
    return modularUnion(visit(s.t), visit(s.f));
  }
  case ExprKind::Cast: {
    auto& c = static_cast<const CastNode&>(*e);
    DataType from = c.value->dtype, to = e->dtype;
    if (from.isHandle() || !from.isInt())
      return ModularSet::everything();
    bool widening = to.bits() >= from.bits() && isSignedInt(to) == isSignedInt(from);
    bool fits = false;
    if (bounds_) {
      ConstIntBound b = (*bounds_)(c.value);
      fits = b.min >= typeMin(to) && b.max <= typeMax(to) && b.min != kNegInf && b.max != kPosInf;
    }
    return widening || fits ? visit(c.value) : ModularSet::everything();
  }
  case ExprKind::Ramp: {
    auto& r = static_cast<const RampNode&>(*e);
    return modularAdd(visit(r.base), modularMul(visit(r.stride), ModularSet::everything()));
  }
  case ExprKind::Broadcast: return visit(static_cast<const BroadcastNode&>(*e).value);
  case ExprKind::Let: {
    auto& l = static_cast<const LetNode&>(*e);
    ModularSet value = visit(l.value);
    std::optional<Entry> saved;
    if (auto it = vars_.find(l.var.get()); it != vars_.end())
      saved = it->second;
    bind(l.var, value);
    ModularSet r = visit(l.body);
    if (saved)
      vars_[l.var.get()] = *saved;
    else
      vars_.erase(l.var.get());
    return r;
  }
  default: return ModularSet::everything();
  }
}

} // namespace tilec::ir::arith
