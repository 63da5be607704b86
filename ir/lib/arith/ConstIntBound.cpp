#include "tilec/ir/arith/ConstIntBound.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace tilec::ir::arith {

namespace {

bool isInf(int64_t v) { return v == kPosInf || v == kNegInf; }

// Lower/upper ends of a sum or difference. An end that overflows int64 (or
// combines opposite infinities) becomes the infinity on its own side, which
// only widens the result.
int64_t addLo(int64_t x, int64_t y) {
  if (x == kNegInf || y == kNegInf)
    return kNegInf;
  if (x == kPosInf || y == kPosInf)
    return kPosInf;
  int64_t r;
  return checkedAdd(x, y, &r) ? r : kNegInf;
}
int64_t addHi(int64_t x, int64_t y) {
  if (x == kPosInf || y == kPosInf)
    return kPosInf;
  if (x == kNegInf || y == kNegInf)
    return kNegInf;
  int64_t r;
  return checkedAdd(x, y, &r) ? r : kPosInf;
}
int64_t negEnd(int64_t x) { return x == kNegInf ? kPosInf : (x == kPosInf ? kNegInf : -x); }

// One corner product: 0 * inf is 0 (the real values are finite).
int64_t mulEnd(int64_t x, int64_t y) {
  if (x == 0 || y == 0)
    return 0;
  bool negative = (x < 0) != (y < 0);
  if (isInf(x) || isInf(y))
    return negative ? kNegInf : kPosInf;
  int64_t r;
  if (checkedMul(x, y, &r))
    return r;
  return negative ? kNegInf : kPosInf;
}

// Candidate values of x / y at one corner (y != 0). Ambiguous limits
// (inf / inf) contribute every value they could approach.
void divCorner(int64_t x, int64_t y, bool floor, std::vector<int64_t>& out) {
  bool negative = (x < 0) != (y < 0);
  if (isInf(y)) {
    if (isInf(x)) { // inf / inf: any quotient of that sign
      out.push_back(negative ? kNegInf : kPosInf);
      out.push_back(negative && floor ? -1 : 0);
      return;
    }
    // x / huge: 0, or -1 when flooring a quotient that is negative.
    out.push_back(floor && x != 0 && negative ? -1 : 0);
    return;
  }
  if (isInf(x)) {
    out.push_back(negative ? kNegInf : kPosInf);
    return;
  }
  out.push_back(floor ? floorDiv(x, y) : truncDiv(x, y));
}

ConstIntBound divBound(const ConstIntBound& a, const ConstIntBound& b, bool floor) {
  if (b.min == 0 && b.max == 0)
    return ConstIntBound::everything();
  std::vector<int64_t> vals;
  auto part = [&](int64_t lo, int64_t hi) {
    for (int64_t x : {a.min, a.max})
      for (int64_t y : {lo, hi})
        divCorner(x, y, floor, vals);
  };
  if (b.min <= -1)
    part(b.min, std::min<int64_t>(b.max, -1));
  if (b.max >= 1)
    part(std::max<int64_t>(b.min, 1), b.max);
  if (vals.empty())
    return ConstIntBound::everything();
  return {*std::min_element(vals.begin(), vals.end()), *std::max_element(vals.begin(), vals.end())};
}

// max(|y|) - 1 over the non-zero values of b (kPosInf when unbounded).
int64_t modMagnitude(const ConstIntBound& b) {
  if (isInf(b.min) || isInf(b.max))
    return kPosInf;
  uint64_t m = std::max(absU(b.min), absU(b.max));
  return int64_t(m - 1);
}

// min(|y|) over the non-zero values of b.
int64_t minAbs(const ConstIntBound& b) {
  if (b.min >= 1)
    return b.min;
  if (b.max <= -1)
    return b.max == kNegInf ? kPosInf : -b.max;
  return 1;
}

} // namespace

ConstIntBound ConstIntBound::ofType(DataType t) {
  if (t.isHandle())
    return everything();
  if (t.isBool())
    return {0, 1};
  if (!t.isInt())
    return everything();
  return {typeMin(t), typeMax(t)};
}

std::string ConstIntBound::str() const {
  auto end = [](int64_t v) {
    return v == kNegInf ? std::string("-inf") : v == kPosInf ? std::string("+inf") : std::to_string(v);
  };
  return "[" + end(min) + ", " + end(max) + "]";
}

ConstIntBound boundAdd(const ConstIntBound& a, const ConstIntBound& b) { return {addLo(a.min, b.min), addHi(a.max, b.max)}; }
ConstIntBound boundNeg(const ConstIntBound& a) { return {negEnd(a.max), negEnd(a.min)}; }
ConstIntBound boundSub(const ConstIntBound& a, const ConstIntBound& b) {
  // -INT64_MIN saturates to +inf, which is what the difference of ends needs.
  return boundAdd(a, boundNeg(b));
}

ConstIntBound boundMul(const ConstIntBound& a, const ConstIntBound& b) {
  int64_t c[4] = {mulEnd(a.min, b.min), mulEnd(a.min, b.max), mulEnd(a.max, b.min), mulEnd(a.max, b.max)};
  return {*std::min_element(c, c + 4), *std::max_element(c, c + 4)};
}

ConstIntBound boundFloorDiv(const ConstIntBound& a, const ConstIntBound& b) { return divBound(a, b, true); }
ConstIntBound boundTruncDiv(const ConstIntBound& a, const ConstIntBound& b) { return divBound(a, b, false); }

ConstIntBound boundFloorMod(const ConstIntBound& a, const ConstIntBound& b) {
  if (b.min == 0 && b.max == 0)
    return ConstIntBound::everything();
  bool aFinite = !isInf(a.min) && !isInf(a.max);
  if (b.min >= 1) {
    if (b.isPoint() && aFinite && floorDiv(a.min, b.min) == floorDiv(a.max, b.min))
      return {floorMod(a.min, b.min), floorMod(a.max, b.min)};
    if (a.min >= 0 && a.max < b.min)
      return a;
    int64_t hi = b.max == kPosInf ? kPosInf : b.max - 1;
    if (a.min >= 0)
      hi = std::min(hi, a.max);
    return {0, hi};
  }
  if (b.max <= -1) {
    if (b.isPoint() && aFinite && floorDiv(a.min, b.min) == floorDiv(a.max, b.min))
      return {floorMod(a.min, b.min), floorMod(a.max, b.min)};
    if (a.max <= 0 && a.min > b.max)
      return a;
    int64_t lo = b.min == kNegInf ? kNegInf : b.min + 1;
    if (a.max <= 0)
      lo = std::max(lo, a.min);
    return {lo, 0};
  }
  int64_t m = modMagnitude(b);
  return {negEnd(m), m};
}

ConstIntBound boundTruncMod(const ConstIntBound& a, const ConstIntBound& b) {
  if (b.min == 0 && b.max == 0)
    return ConstIntBound::everything();
  int64_t m = modMagnitude(b), small = minAbs(b);
  if (a.min >= 0) {
    if (a.max < small)
      return a;
    return {0, std::min(a.max, m)};
  }
  if (a.max <= 0) {
    if (small != kPosInf && a.min > -small)
      return a;
    return {std::max(a.min, negEnd(m)), 0};
  }
  return {std::max(a.min, negEnd(m)), std::min(a.max, m)};
}

ConstIntBound boundMin(const ConstIntBound& a, const ConstIntBound& b) { return {std::min(a.min, b.min), std::min(a.max, b.max)}; }
ConstIntBound boundMax(const ConstIntBound& a, const ConstIntBound& b) { return {std::max(a.min, b.min), std::max(a.max, b.max)}; }
ConstIntBound boundUnion(const ConstIntBound& a, const ConstIntBound& b) { return {std::min(a.min, b.min), std::max(a.max, b.max)}; }
ConstIntBound boundIntersect(const ConstIntBound& a, const ConstIntBound& b) {
  return {std::max(a.min, b.min), std::min(a.max, b.max)};
}

ConstIntBound boundForType(const ConstIntBound& b, DataType t) {
  if (t.isHandle() || !(t.isInt() || t.isBool()))
    return ConstIntBound::everything();
  ConstIntBound full = ConstIntBound::ofType(t.element());
  if (isUnsignedInt(t)) // wrapping arithmetic: out of range means anything
    return (b.min >= full.min && b.max <= full.max) ? b : full;
  ConstIntBound r = boundIntersect(b, full);
  return r.min > r.max ? full : r;
}

// ------------------------------------------------------------------ analyzer

void ConstIntBoundAnalyzer::bind(const Var& v, ConstIntBound b) {
  if (!v)
    return;
  // A fact about the variable's value: intersect (an empty result means the
  // code where it holds is unreachable).
  vars_[v.get()] = Entry{v, boundIntersect(b, ConstIntBound::ofType(v->dtype.element()))};
}

void ConstIntBoundAnalyzer::unbind(const VarNode* v) { vars_.erase(v); }

const ConstIntBound* ConstIntBoundAnalyzer::lookup(const VarNode* v) const {
  auto it = vars_.find(v);
  return it == vars_.end() ? nullptr : &it->second.bound;
}

ConstIntBound ConstIntBoundAnalyzer::operator()(const Expr& e) {
  if (!e)
    return ConstIntBound::everything();
  return visit(e);
}

ConstIntBound ConstIntBoundAnalyzer::visit(const Expr& e) {
  DataType t = e->dtype;
  if (t.isHandle() || !(t.isInt() || t.isBool()))
    return ConstIntBound::everything();
  ConstIntBound r = ConstIntBound::ofType(t.element());
  switch (e->kind) {
  case ExprKind::IntImm: {
    int64_t v = wrapToType(static_cast<const IntImmNode&>(*e).value, t.element());
    if (isUnsignedInt(t) && t.bits() >= 64 && v < 0)
      return ConstIntBound::ofType(t.element());
    return ConstIntBound::point(v);
  }
  case ExprKind::Var:
    if (auto* b = lookup(static_cast<const VarNode*>(e.get())))
      return *b;
    return r;
  case ExprKind::Not: return {0, 1};
  case ExprKind::Select: {
    auto& s = static_cast<const SelectNode&>(*e);
    r = boundUnion(visit(s.t), visit(s.f));
    break;
  }
  case ExprKind::Cast: {
    auto& c = static_cast<const CastNode&>(*e);
    DataType from = c.value->dtype;
    if (from.isHandle() || !(from.isInt() || from.isBool()))
      return r;
    ConstIntBound v = visit(c.value);
    if (t.isBool()) {
      if (v.min == 0 && v.max == 0)
        return {0, 0};
      if (v.min > 0 || v.max < 0)
        return {1, 1};
      return {0, 1};
    }
    ConstIntBound full = ConstIntBound::ofType(t.element());
    return (v.min >= full.min && v.max <= full.max) ? v : full;
  }
  case ExprKind::Ramp: {
    auto& rp = static_cast<const RampNode&>(*e);
    r = boundAdd(visit(rp.base), boundMul(visit(rp.stride), ConstIntBound{0, rp.lanes - 1}));
    break;
  }
  case ExprKind::Broadcast: r = visit(static_cast<const BroadcastNode&>(*e).value); break;
  case ExprKind::Let: {
    auto& l = static_cast<const LetNode&>(*e);
    ConstIntBound value = visit(l.value);
    auto it = vars_.find(l.var.get());
    std::optional<Entry> saved;
    if (it != vars_.end())
      saved = it->second;
    bind(l.var, value);
    r = visit(l.body);
    if (saved)
      vars_[l.var.get()] = *saved;
    else
      vars_.erase(l.var.get());
    break;
  }
  case ExprKind::FloatImm:
  case ExprKind::StringImm:
  case ExprKind::Call:
  case ExprKind::BufferLoad: return r;
  default: {
    auto& b = static_cast<const BinaryNode&>(*e);
    if (isComparison(e->kind) || e->kind == ExprKind::And || e->kind == ExprKind::Or)
      return {0, 1};
    ConstIntBound x = visit(b.a), y = visit(b.b);
    switch (e->kind) {
    case ExprKind::Add: r = boundAdd(x, y); break;
    case ExprKind::Sub: r = boundSub(x, y); break;
    case ExprKind::Mul: r = boundMul(x, y); break;
    case ExprKind::Div: r = boundTruncDiv(x, y); break;
    case ExprKind::Mod: r = boundTruncMod(x, y); break;
    case ExprKind::FloorDiv: r = boundFloorDiv(x, y); break;
    case ExprKind::FloorMod: r = boundFloorMod(x, y); break;
    case ExprKind::Min: r = boundMin(x, y); break;
    case ExprKind::Max: r = boundMax(x, y); break;
    default: return r;
    }
    break;
  }
  }
  return boundForType(r, t.element());
}

} // namespace tilec::ir::arith
