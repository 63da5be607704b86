#include "LayoutUtil.h"

#include "tilec/ir/Printer.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/ConstFold.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/ir/arith/IntMath.h"

#include <stdexcept>

namespace tilec::ir::layout_detail {

namespace {


/// A constant bound that comes from the ranges, not just from the dtype's
/// limits (a var over [0, M) with M unknown is bounded by INT32_MAX only).
bool isTight(const arith::ConstIntBound& b, DataType t) {
  arith::ConstIntBound full = arith::ConstIntBound::ofType(t);
  return b.hasLower() && b.hasUpper() && b.min > full.min && b.max < full.max;
}

/// Does `e` use a var whose extent (in `extents`) is not a constant? Its
/// constant bound is then only the dtype's limits (or close to them).
bool usesSymbolicVar(const Expr& e, const VarMap& extents) {
  for (const auto& [v, ext] : extents)
    if (!constValue(ext) && arith::usesVar(e, v))
      return true;
  return false;
}

struct SymRange {
  Expr lo, hi; // inclusive
};

/// A symbolic inclusive range of `e` for vars in [0, extent); nullopt when
/// `e` holds something it does not handle.
std::optional<SymRange> symRange(const Expr& e, arith::Analyzer& an, const VarMap& extents) {
  arith::ConstIntBound b = an.constIntBound(e);
  if (isTight(b, e->dtype) && !usesSymbolicVar(e, extents))
    return SymRange{intImm(b.min), intImm(b.max)};
  if (auto* v = as<VarNode>(e)) {
    auto it = extents.find(v);
    if (it == extents.end())
      return std::nullopt;
    return SymRange{intImm(0), sub(it->second, intImm(1))};
  }
  const BinaryNode* n = asBinary(e);
  if (!n)
    return std::nullopt;
  auto c = constValue(n->b);
  switch (e->kind) {
  case ExprKind::Add:
  case ExprKind::Sub: {
    auto x = symRange(n->a, an, extents);
    auto y = x ? symRange(n->b, an, extents) : std::nullopt;
    if (!y)
      return std::nullopt;
    if (e->kind == ExprKind::Add)
      return SymRange{add(x->lo, y->lo), add(x->hi, y->hi)};
    return SymRange{sub(x->lo, y->hi), sub(x->hi, y->lo)};
  }
  case ExprKind::Mul: {
    Expr var = n->a;
    if (!c) {
      c = constValue(n->a);
      var = n->b;
    }
    if (!c)
      return std::nullopt;
    auto x = symRange(var, an, extents);
    if (!x)
      return std::nullopt;
    if (*c >= 0)
      return SymRange{mul(x->lo, intImm(*c)), mul(x->hi, intImm(*c))};
    return SymRange{mul(x->hi, intImm(*c)), mul(x->lo, intImm(*c))};
  }
  case ExprKind::FloorDiv: {
    if (!c || *c <= 0)
      return std::nullopt;
    auto x = symRange(n->a, an, extents);
    if (!x)
      return std::nullopt;
    return SymRange{floordiv(x->lo, intImm(*c)), floordiv(x->hi, intImm(*c))};
  }
  case ExprKind::FloorMod:
    if (!c || *c <= 0)
      return std::nullopt;
    return SymRange{intImm(0), intImm(*c - 1)};
  default:
    return std::nullopt;
  }
}

} // namespace

std::vector<Var> makeIndexVars(size_t n) {
  static const char* names[] = {"i", "j", "k", "l"};
  std::vector<Var> vs;
  for (size_t k = 0; k < n; ++k)
    vs.push_back(makeVar(k < 4 ? std::string(names[k]) : "i" + std::to_string(k)));
  return vs;
}

Var makeRepVar() { return makeVar("rep"); }

Expr indexExpr(const Expr& e, const char* what) {
  if (!e)
    throw std::invalid_argument(std::string("layout: null ") + what);
  if (!e->dtype.isInt() || e->dtype.isVector())
    throw std::invalid_argument(std::string("layout: ") + what + " must be an integer expression, not " +
                                e->dtype.str());
  if (e->dtype == DataType::int32())
    return e;
  if (auto c = arith::constIntValue(e))
    return intImm(*c);
  return cast(DataType::int32(), e);
}

std::vector<Expr> indexExprs(const std::vector<Expr>& es, const char* what) {
  std::vector<Expr> out;
  for (const Expr& e : es)
    out.push_back(indexExpr(e, what));
  return out;
}

std::vector<Expr> idxs(const std::vector<int64_t>& vs) {
  std::vector<Expr> out;
  for (int64_t v : vs)
    out.push_back(intImm(v));
  return out;
}

Expr flatIndex(const std::vector<Var>& vars, const std::vector<Expr>& shape) {
  Expr flat = intImm(0);
  for (size_t k = 0; k < vars.size(); ++k)
    flat = add(mul(flat, shape[k]), vars[k]);
  return flat;
}

std::optional<int64_t> constValue(const Expr& e) { return e ? arith::constIntValue(e) : std::nullopt; }

std::optional<std::vector<int64_t>> constValues(const std::vector<Expr>& es) {
  std::vector<int64_t> out;
  for (const Expr& e : es) {
    auto c = constValue(e);
    if (!c)
      return std::nullopt;
    out.push_back(*c);
  }
  return out;
}

Expr extentOf(const Expr& e, arith::Analyzer& an, const VarMap& extents) {
  arith::ConstIntBound b = an.constIntBound(e);
  if (isTight(b, e->dtype) && !usesSymbolicVar(e, extents))
    return intImm(b.max + 1);
  auto r = symRange(e, an, extents);
  if (!r)
    return nullptr;
  return an.simplify(add(r->hi, intImm(1)));
}

bool proveEqual(arith::Analyzer& an, const Expr& a, const Expr& b) {
  if (!a || !b)
    return false;
  if (a->dtype != b->dtype)
    return proveEqual(an, indexExpr(a, "expression"), indexExpr(b, "expression"));
  return an.canProveEqual(a, b);
}

bool proveLessEqual(arith::Analyzer& an, const Expr& a, const Expr& b) {
  if (!a || !b)
    return false;
  return an.canProve(le(indexExpr(a, "expression"), indexExpr(b, "expression")));
}

Expr product(const std::vector<Expr>& es, arith::Analyzer& an) {
  Expr p = intImm(1);
  for (const Expr& e : es)
    p = mul(p, e);
  return an.simplify(p);
}

std::string joinExprs(const std::vector<Expr>& es) {
  std::string s = "[";
  for (size_t k = 0; k < es.size(); ++k) {
    if (k)
      s += ", ";
    s += es[k] ? printExpr(es[k]) : "?";
  }
  return s + "]";
}

bool forEachPoint(const std::vector<int64_t>& shape, const std::function<bool(const std::vector<int64_t>&)>& f) {
  for (int64_t e : shape)
    if (e <= 0)
      return true;
  std::vector<int64_t> p(shape.size(), 0);
  while (true) {
    if (!f(p))
      return false;
    size_t k = shape.size();
    while (k > 0) {
      --k;
      if (++p[k] < shape[k])
        break;
      p[k] = 0;
      if (k == 0)
        return true;
    }
    if (shape.empty())
      return true;
  }
}

int64_t boxSize(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t e : shape)
    if (!arith::checkedMul(n, std::max<int64_t>(e, 0), &n))
      return arith::kPosInf;
  return n;
}

} // namespace tilec::ir::layout_detail
