#include "tilec/ir/arith/ConstFold.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/ir/arith/IntMath.h"

#include <cmath>
#include <cstring>

namespace tilec::ir::arith {

namespace {

using i128 = __int128;

i128 floorDiv128(i128 a, i128 b) {
  i128 q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}

bool isIntLike(DataType t) { return !t.isHandle() && (t.isInt() || t.isBool()); }

/// A float value rounded to float type `t`; nullopt when `t` is narrower than
/// float32 (we do not model those roundings).
std::optional<double> roundToFloat(double v, DataType t) {
  if (t.scalar() == DType::Float64)
    return v;
  if (t.scalar() == DType::Float32)
    return double(float(v));
  return std::nullopt;
}

Expr makeFloat(DataType t, double v) {
  Expr s = floatImm(v, t.element());
  return t.isVector() ? broadcast(s, t.lanes()) : s;
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

Expr foldFloat(ExprKind kind, double x, double y, DataType t, DataType resultType) {
  if (isComparison(kind)) {
    bool r = false;
    switch (kind) {
    case ExprKind::EQ: r = x == y; break;
    case ExprKind::NE: r = x != y; break;
    case ExprKind::LT: r = x < y; break;
    case ExprKind::LE: r = x <= y; break;
    case ExprKind::GT: r = x > y; break;
    case ExprKind::GE: r = x >= y; break;
    default: return nullptr;
    }
    return makeConst(resultType, r ? 1 : 0);
  }
  double r = 0;
  switch (kind) {
  case ExprKind::Add: r = x + y; break;
  case ExprKind::Sub: r = x - y; break;
  case ExprKind::Mul: r = x * y; break;
  case ExprKind::Div:
    if (y == 0)
      return nullptr;
    r = x / y;
    break;
  case ExprKind::Min:
  case ExprKind::Max:
    if (std::isnan(x) || std::isnan(y) || (x == y && !sameBits(x, y)))
      return nullptr; // NaN and signed-zero behaviour differ between targets
    r = kind == ExprKind::Min ? std::min(x, y) : std::max(x, y);
    break;
  default: return nullptr;
  }
  auto rounded = roundToFloat(r, t);
  if (!rounded)
    return nullptr;
  return makeFloat(t, *rounded);
}

Expr foldIdentity(ExprKind kind, const Expr& a, const Expr& b) {
  DataType t = a->dtype;
  bool isInt = !t.isHandle() && t.isInt();
  auto ca = constIntValue(a), cb = constIntValue(b);
  auto fa = constFloatValue(a), fb = constFloatValue(b);
  auto isOne = [&](const std::optional<int64_t>& c, const std::optional<double>& f) {
    return (isInt && c && *c == 1) || (t.isFloat() && f && *f == 1.0);
  };
  switch (kind) {
  case ExprKind::Add:
    if (isInt && cb && *cb == 0)
      return a;
    if (isInt && ca && *ca == 0)
      return b;
    return nullptr;
  case ExprKind::Sub:
    if ((isInt && cb && *cb == 0) || (t.isFloat() && fb && *fb == 0.0))
      return a; // x - (+-0.0) == x for every float x
    if (isInt && structEqual(a, b))
      return makeConst(t, 0);
    return nullptr;
  case ExprKind::Mul:
    if (isOne(cb, fb))
      return a;
    if (isOne(ca, fa))
      return b;
    if (isInt && ((cb && *cb == 0) || (ca && *ca == 0)))
      return makeConst(t, 0);
    return nullptr;
  case ExprKind::Div:
  case ExprKind::FloorDiv:
    if (isOne(cb, fb))
      return a;
    if (isInt && ca && *ca == 0 && !(cb && *cb == 0))
      return a; // 0 / x == 0 (division by zero is undefined anyway)
    return nullptr;
  case ExprKind::Mod:
  case ExprKind::FloorMod:
    if (isInt && cb && (*cb == 1 || (*cb == -1 && isSignedInt(t))))
      return makeConst(t, 0);
    if (isInt && ca && *ca == 0 && !(cb && *cb == 0))
      return a;
    return nullptr;
  case ExprKind::Min:
  case ExprKind::Max: {
    if (structEqual(a, b))
      return a;
    if (!isInt)
      return nullptr;
    bool isMin = kind == ExprKind::Min;
    int64_t lo = typeMin(t), hi = typeMax(t);
    bool uint64 = isUnsignedInt(t) && t.bits() >= 64;
    auto isLo = [&](const std::optional<int64_t>& c) { return c && *c == lo; };
    auto isHi = [&](const std::optional<int64_t>& c) { return c && !uint64 && *c == hi; };
    if (isLo(cb) || isLo(ca))
      return isMin ? (isLo(cb) ? b : a) : (isLo(cb) ? a : b);
    if (isHi(cb) || isHi(ca))
      return isMin ? (isHi(cb) ? a : b) : (isHi(cb) ? b : a);
    return nullptr;
  }
  case ExprKind::EQ:
  case ExprKind::LE:
  case ExprKind::GE:
    if (isIntLike(t) && structEqual(a, b))
      return makeConst(DataType::boolean(t.lanes()), 1);
    return nullptr;
  case ExprKind::NE:
  case ExprKind::LT:
  case ExprKind::GT:
    if (isIntLike(t) && structEqual(a, b))
      return makeConst(DataType::boolean(t.lanes()), 0);
    return nullptr;
  case ExprKind::And:
  case ExprKind::Or: {
    bool isAnd = kind == ExprKind::And;
    if (ca)
      return (*ca != 0) == isAnd ? b : a;
    if (cb)
      return (*cb != 0) == isAnd ? a : b;
    if (structEqual(a, b))
      return a;
    return nullptr;
  }
  default: return nullptr;
  }
}

} // namespace

Expr makeConst(DataType t, int64_t v) {
  Expr s;
  DataType e = t.element();
  if (e.isFloat())
    s = floatImm(double(v), e);
  else
    s = intImm(wrapToType(v, e), e);
  return t.isVector() ? broadcast(s, t.lanes()) : s;
}

std::optional<int64_t> constIntValue(const Expr& e) {
  if (auto* i = as<IntImmNode>(e))
    return i->value;
  if (auto* b = as<BroadcastNode>(e))
    return constIntValue(b->value);
  return std::nullopt;
}

std::optional<double> constFloatValue(const Expr& e) {
  if (auto* f = as<FloatImmNode>(e))
    return f->value;
  if (auto* b = as<BroadcastNode>(e))
    return constFloatValue(b->value);
  return std::nullopt;
}

bool isConstInt(const Expr& e, int64_t v) {
  auto c = constIntValue(e);
  return c && *c == v;
}

std::optional<int64_t> evalIntBinary(ExprKind kind, int64_t av, int64_t bv, DataType t) {
  DataType e = t.element();
  // Payloads outside the type's range are read as the value they wrap to.
  i128 a = widenValue(wrapToType(av, e), e), b = widenValue(wrapToType(bv, e), e);
  switch (kind) {
  case ExprKind::Add: return wrapToType(a + b, e);
  case ExprKind::Sub: return wrapToType(a - b, e);
  case ExprKind::Mul: return wrapToType(a * b, e);
  case ExprKind::Div:
    if (b == 0)
      return std::nullopt;
    return wrapToType(a / b, e);
  case ExprKind::Mod:
    if (b == 0)
      return std::nullopt;
    return wrapToType(a % b, e);
  case ExprKind::FloorDiv:
    if (b == 0)
      return std::nullopt;
    return wrapToType(floorDiv128(a, b), e);
  case ExprKind::FloorMod:
    if (b == 0)
      return std::nullopt;
    return wrapToType(a - b * floorDiv128(a, b), e);
  case ExprKind::Min: return wrapToType(a < b ? a : b, e);
  case ExprKind::Max: return wrapToType(a < b ? b : a, e);
  case ExprKind::EQ: return a == b;
  case ExprKind::NE: return a != b;
  case ExprKind::LT: return a < b;
  case ExprKind::LE: return a <= b;
  case ExprKind::GT: return a > b;
  case ExprKind::GE: return a >= b;
  case ExprKind::And: return (a != 0) && (b != 0);
  case ExprKind::Or: return (a != 0) || (b != 0);
  default: return std::nullopt;
  }
}

int64_t castIntValue(int64_t v, DataType from, DataType to) {
  DataType f = from.element();
  return wrapToType(widenValue(wrapToType(v, f), f), to.element());
}

Expr tryFoldBinary(ExprKind kind, const Expr& a, const Expr& b) {
  if (!a || !b || a->dtype != b->dtype || !isBinary(kind))
    return nullptr;
  DataType t = a->dtype;
  if (t.isHandle())
    return nullptr;
  DataType resultType = isComparison(kind) ? DataType::boolean(t.lanes()) : t;
  bool lanesMatch = !(as<BroadcastNode>(a) && as<BroadcastNode>(b)) ||
                    static_cast<const BroadcastNode&>(*a).lanes == static_cast<const BroadcastNode&>(*b).lanes;
  if (isIntLike(t) && lanesMatch) {
    auto ca = constIntValue(a), cb = constIntValue(b);
    if (ca && cb) {
      bool logical = kind == ExprKind::And || kind == ExprKind::Or;
      bool arith = !isComparison(kind) && !logical;
      if ((t.isBool() && arith) || (!t.isBool() && logical))
        return nullptr; // not well-typed operations; leave them alone
      if (auto r = evalIntBinary(kind, *ca, *cb, t))
        return makeConst(resultType, *r);
      return nullptr;
    }
  } else if (t.isFloat() && lanesMatch) {
    auto fa = constFloatValue(a), fb = constFloatValue(b);
    if (fa && fb)
      return foldFloat(kind, *fa, *fb, t.element(), resultType);
  }
  return foldIdentity(kind, a, b);
}

Expr tryFoldNot(const Expr& a) {
  if (auto c = constIntValue(a))
    return makeConst(a->dtype, *c == 0 ? 1 : 0);
  if (auto* n = as<NotNode>(a))
    return n->a;
  return nullptr;
}

Expr tryFoldSelect(const Expr& cond, const Expr& t, const Expr& f) {
  if (auto c = constIntValue(cond); c && !cond->dtype.isVector())
    return *c != 0 ? t : f;
  if (auto c = constIntValue(cond); c && cond->dtype.isVector() && t->dtype.lanes() == cond->dtype.lanes())
    return *c != 0 ? t : f; // a broadcast condition picks one side for all lanes
  if (structEqual(t, f))
    return t;
  return nullptr;
}

Expr tryFoldCast(DataType t, const Expr& v) {
  if (v->dtype == t)
    return v;
  if (v->dtype.lanes() != t.lanes() || t.isHandle() || v->dtype.isHandle())
    return nullptr;
  DataType from = v->dtype.element(), to = t.element();
  if (auto c = constIntValue(v); c && isIntLike(from)) {
    if (isIntLike(to))
      return makeConst(t, castIntValue(*c, from, to));
    if (to.isFloat()) {
      long double exact = (long double)widenValue(*c, from);
      if (auto r = roundToFloat(double(exact), to); r && double(exact) == exact)
        return makeFloat(t, *r);
    }
    return nullptr;
  }
  if (auto f = constFloatValue(v); f && from.isFloat()) {
    if (to.isFloat()) {
      auto r = roundToFloat(*f, to);
      return r ? makeFloat(t, *r) : nullptr;
    }
    if (to.isBool())
      return std::isnan(*f) ? nullptr : makeConst(t, *f != 0.0 ? 1 : 0);
    if (isIntLike(to) && std::isfinite(*f)) {
      double tr = std::trunc(*f);
      // Only values that fit the target are defined (C semantics).
      if (tr >= -9.2e18 && tr <= 9.2e18 && fitsType(int64_t(tr), to))
        return makeConst(t, int64_t(tr));
    }
    return nullptr;
  }
  return nullptr;
}

Expr foldBinary(ExprKind kind, const Expr& a, const Expr& b) {
  if (Expr r = tryFoldBinary(kind, a, b))
    return r;
  return binary(kind, a, b);
}

Expr foldNot(const Expr& a) {
  if (Expr r = tryFoldNot(a))
    return r;
  return logicalNot(a);
}

Expr foldSelect(const Expr& cond, const Expr& t, const Expr& f) {
  if (Expr r = tryFoldSelect(cond, t, f))
    return r;
  return select(cond, t, f);
}

Expr foldCast(DataType t, const Expr& v) {
  if (Expr r = tryFoldCast(t, v))
    return r;
  return cast(t, v);
}

} // namespace tilec::ir::arith
