// Operators: arithmetic with constant folding and affine forms (slice
// extents), comparisons, boolean operators, conditional expressions.

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <cmath>

namespace tilec::sema {

using namespace ast;

namespace {


/// The affine form of an integer value (constants have no terms).
void affineOf(const Value& v, std::map<std::string, int64_t>& terms, int64_t& c) {
  if (v.kind == ValueKind::Int) {
    terms.clear();
    c = v.i;
    return;
  }
  terms = v.scalar.terms;
  c = v.scalar.constant;
}

} // namespace

std::string Checker::affineKey(const Value& v) {
  if (v.kind == ValueKind::Int)
    return std::to_string(v.i);
  if (v.kind == ValueKind::Bool)
    return v.b ? "true" : "false";
  if (v.kind == ValueKind::Float) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%a", v.f); // exact
    return buf;
  }
  if (v.kind != ValueKind::Scalar)
    return freshKey(valueText(v)); // equal to nothing
  if (v.scalar.terms.empty())
    return v.scalar.key.empty() ? freshKey(v.scalar.text) : v.scalar.key;
  std::string k = "{" + std::to_string(v.scalar.constant);
  for (const auto& [atom, coeff] : v.scalar.terms)
    k += " + " + std::to_string(coeff) + "*" + atom;
  return k + "}";
}

std::string Checker::pureKey(const std::string& op, DType t, const std::vector<Value>& args) {
  std::string k = op + ":" + std::string(dtypeName(t)) + "(";
  for (size_t i = 0; i < args.size(); ++i)
    k += (i ? ", " : "") + affineKey(args[i]);
  return k + ")";
}

namespace {

std::optional<int64_t> checkedMul(std::optional<int64_t> a, std::optional<int64_t> b) {
  if (!a || !b)
    return std::nullopt;
  int64_t r;
  if (__builtin_mul_overflow(*a, *b, &r))
    return std::nullopt;
  return r;
}
std::optional<int64_t> checkedAdd(std::optional<int64_t> a, std::optional<int64_t> b) {
  if (!a || !b)
    return std::nullopt;
  int64_t r;
  if (__builtin_add_overflow(*a, *b, &r))
    return std::nullopt;
  return r;
}

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}
int64_t floorMod(int64_t a, int64_t b) { return a - floorDiv(a, b) * b; }

} // namespace

Value Checker::evalUnary(const UnaryExpr& e) {
  Value v = eval(*e.operand);
  if (v.isError())
    return v;
  if (v.isElement())
    v = load(v, e.operand->range);
  switch (e.op) {
  case UnaryOp::Not:
    if (auto t = constTruth(v))
      return Value::ofBool(!*t);
    if (!v.isScalarLike()) {
      error(e.range, "'not' needs a scalar, not " + describe(v));
      return Value::error();
    }
    if (v.isElement())
      v = load(v, e.range);
    return pure(DType::Bool, sourceText(e.range), emitter_ ? emitter_->unary(UnaryOp::Not, v, DType::Bool, e.range) : nullptr,
                "not", {v});
  case UnaryOp::Pos:
  case UnaryOp::Neg:
  case UnaryOp::Invert:
    if (e.op == UnaryOp::Invert && (v.kind == ValueKind::Float || (v.kind == ValueKind::Scalar && isFloat(v.scalar.dtype)))) {
      error(e.range, "'~' needs an integer operand, not " + describe(v));
      return Value::error();
    }
    if (v.kind == ValueKind::Int || v.kind == ValueKind::Bool) {
      int64_t x = v.kind == ValueKind::Bool ? v.b : v.i;
      return Value::ofInt(e.op == UnaryOp::Neg ? -x : e.op == UnaryOp::Pos ? x : ~x);
    }
    if (v.kind == ValueKind::Float)
      return Value::ofFloat(e.op == UnaryOp::Neg ? -v.f : v.f);
    if (v.kind == ValueKind::Scalar) {
      if (e.op == UnaryOp::Pos)
        return v;
      if (e.op == UnaryOp::Neg) {
        if (isFloat(v.scalar.dtype))
          return pure(v.scalar.dtype, sourceText(e.range),
                      emitter_ ? emitter_->unary(UnaryOp::Neg, v, v.scalar.dtype, e.range) : nullptr, "neg", {v});
        // Integers go through the affine arithmetic (slice extents need it).
        Value r = binaryOp(BinaryOp::Mul, Value::ofInt(-1), v, e.range, e.range);
        if (r.kind == ValueKind::Scalar)
          r.scalar.text = sourceText(e.range);
        return r;
      }
      return pure(v.scalar.dtype, sourceText(e.range),
                  emitter_ ? emitter_->unary(UnaryOp::Invert, v, v.scalar.dtype, e.range) : nullptr, "invert", {v});
    }
    error(e.range, std::string("operator '") + spelling(e.op) + "' cannot be applied to " + describe(v));
    return Value::error();
  }
  return Value::error();
}

Value Checker::evalBinary(const BinaryExpr& e) {
  Value a = eval(*e.lhs);
  Value b = eval(*e.rhs);
  Value r = binaryOp(e.op, a, b, e.range, e.opRange);
  if (r.kind == ValueKind::Scalar && r.scalar.text.empty()) {
    r.scalar.text = sourceText(e.range);
    if (isInteger(r.scalar.dtype) && r.scalar.terms.empty())
      r.scalar.terms[freshKey(r.scalar.text)] = 1; // (binaryOp keys every non-affine result; not reached)
  }
  return r;
}

Value Checker::binaryOp(BinaryOp op, const Value& a0, const Value& b0, SourceRange r, SourceRange opRange) {
  if (a0.isError() || b0.isError())
    return Value::error();
  Value a = a0.isElement() ? load(a0, r) : a0;
  Value b = b0.isElement() ? load(b0, r) : b0;
  if (a.isError() || b.isError())
    return Value::error();
  const char* sp = spelling(op);
  // Compile-time sequences: tuple concatenation and repetition, string concatenation.
  if (op == BinaryOp::Add && a.kind == ValueKind::Tuple && b.kind == ValueKind::Tuple) {
    ValueList v = a.elts;
    v.insert(v.end(), b.elts.begin(), b.elts.end());
    return Value::ofTuple(std::move(v), a.isList);
  }
  if (op == BinaryOp::Mul && a.kind == ValueKind::Tuple && b.kind == ValueKind::Int && b.i >= 0 && b.i <= 64) {
    ValueList v;
    for (int64_t i = 0; i < b.i; ++i)
      v.insert(v.end(), a.elts.begin(), a.elts.end());
    return Value::ofTuple(std::move(v), a.isList);
  }
  if (op == BinaryOp::Add && a.kind == ValueKind::String && b.kind == ValueKind::String)
    return Value::ofString(a.s + b.s);
  for (const Value* v : {&a, &b}) {
    if (!v->isScalarLike()) {
      std::string hint;
      if (v->kind == ValueKind::Buffer)
        hint = "; index it, e.g. " + v->buffer->name + "[i], or use a tile operator";
      else if (v->kind == ValueKind::Region)
        hint = "; arithmetic works on elements inside T.Parallel";
      error(opRange, std::string("operator '") + sp + "' cannot be applied to " + describe(*v) + hint);
      return Value::error();
    }
  }
  bool intOnly = op == BinaryOp::Shl || op == BinaryOp::Shr || op == BinaryOp::BitAnd || op == BinaryOp::BitOr ||
                 op == BinaryOp::BitXor;
  // Both compile-time: fold.
  if (a.isNumericConst() && b.isNumericConst()) {
    bool fa = a.kind == ValueKind::Float, fb = b.kind == ValueKind::Float;
    if (intOnly && (fa || fb)) {
      error(opRange, std::string("operator '") + sp + "' needs integer operands");
      return Value::error();
    }
    if (!fa && !fb) {
      int64_t x = a.kind == ValueKind::Bool ? a.b : a.i, y = b.kind == ValueKind::Bool ? b.b : b.i;
      int64_t out = 0;
      bool overflow = false;
      switch (op) {
      case BinaryOp::Add: overflow = __builtin_add_overflow(x, y, &out); break;
      case BinaryOp::Sub: overflow = __builtin_sub_overflow(x, y, &out); break;
      case BinaryOp::Mul: overflow = __builtin_mul_overflow(x, y, &out); break;
      case BinaryOp::Div:
        if (y == 0) {
          error(r, "division by zero in a compile-time expression");
          return Value::error();
        }
        return Value::ofFloat(static_cast<double>(x) / static_cast<double>(y));
      case BinaryOp::FloorDiv:
      case BinaryOp::Mod:
        if (y == 0) {
          error(r, std::string(op == BinaryOp::Mod ? "modulo" : "division") + " by zero in a compile-time expression");
          return Value::error();
        }
        if (x == INT64_MIN && y == -1) {
          overflow = true;
          break;
        }
        out = op == BinaryOp::FloorDiv ? floorDiv(x, y) : floorMod(x, y);
        break;
      case BinaryOp::Pow:
        if (y < 0)
          return Value::ofFloat(std::pow(static_cast<double>(x), static_cast<double>(y)));
        out = 1;
        for (int64_t i = 0; i < y && !overflow; ++i)
          overflow = __builtin_mul_overflow(out, x, &out);
        break;
      case BinaryOp::Shl:
        if (y < 0 || y >= 63) {
          error(r, "shift count " + std::to_string(y) + " is out of range");
          return Value::error();
        }
        overflow = __builtin_mul_overflow(x, int64_t(1) << y, &out);
        break;
      case BinaryOp::Shr:
        if (y < 0 || y >= 64) {
          error(r, "shift count " + std::to_string(y) + " is out of range");
          return Value::error();
        }
        out = x >> y;
        break;
      case BinaryOp::BitAnd: out = x & y; break;
      case BinaryOp::BitOr: out = x | y; break;
      case BinaryOp::BitXor: out = x ^ y; break;
      }
      if (overflow) {
        error(r, "compile-time integer overflow");
        return Value::error();
      }
      return Value::ofInt(out);
    }
    double x = fa ? a.f : static_cast<double>(a.kind == ValueKind::Bool ? a.b : a.i);
    double y = fb ? b.f : static_cast<double>(b.kind == ValueKind::Bool ? b.b : b.i);
    switch (op) {
    case BinaryOp::Add: return Value::ofFloat(x + y);
    case BinaryOp::Sub: return Value::ofFloat(x - y);
    case BinaryOp::Mul: return Value::ofFloat(x * y);
    case BinaryOp::Div:
    case BinaryOp::FloorDiv:
    case BinaryOp::Mod:
      if (y == 0) {
        error(r, "division by zero in a compile-time expression");
        return Value::error();
      }
      if (op == BinaryOp::Div)
        return Value::ofFloat(x / y);
      if (op == BinaryOp::FloorDiv)
        return Value::ofFloat(std::floor(x / y));
      return Value::ofFloat(x - std::floor(x / y) * y);
    case BinaryOp::Pow: return Value::ofFloat(std::pow(x, y));
    default: break;
    }
    return Value::error();
  }
  // Run-time arithmetic (outside the kernel body too: shapes and grid extents
  // computed from dynamic dimensions are evaluated at launch).
  DType ta = a.scalarType(), tb = b.scalarType();
  // Untyped constants take the other operand's type (as in TileLang).
  DType t = a.isNumericConst() && !(a.kind == ValueKind::Float && !isFloat(tb)) ? tb
            : b.isNumericConst() && !(b.kind == ValueKind::Float && !isFloat(ta)) ? ta
                                                                                  : promote(ta, tb);
  if (intOnly && isFloat(t)) {
    error(opRange, std::string("operator '") + sp + "' needs integer operands, but one is " +
                       std::string(dtypeName(isFloat(ta) ? ta : tb)));
    return Value::error();
  }
  Value out = Value::ofScalar(t, "");
  out.scalar.terms.clear();
  // Every run-time result carries the emitter's expression.
  auto finish = [&](Value v) {
    if (emitter_ && v.kind == ValueKind::Scalar)
      v.scalar.handle = emitter_->binary(op, a, b, t, r);
    return v;
  };
  if (isInteger(t) && isAffine(a) && isAffine(b)) {
    std::map<std::string, int64_t> ta_, tb_;
    int64_t ca = 0, cb = 0;
    affineOf(a, ta_, ca);
    affineOf(b, tb_, cb);
    auto lo_a = a.lowerBound(), hi_a = a.upperBound(), lo_b = b.lowerBound(), hi_b = b.upperBound();
    switch (op) {
    case BinaryOp::Add:
    case BinaryOp::Sub: {
      int64_t sgn = op == BinaryOp::Add ? 1 : -1;
      out.scalar.terms = ta_;
      for (auto& [k, c] : tb_)
        out.scalar.terms[k] += sgn * c;
      for (auto it = out.scalar.terms.begin(); it != out.scalar.terms.end();)
        it = it->second == 0 ? out.scalar.terms.erase(it) : std::next(it);
      out.scalar.constant = ca + sgn * cb;
      if (op == BinaryOp::Add) {
        out.scalar.lo = checkedAdd(lo_a, lo_b);
        out.scalar.hi = checkedAdd(hi_a, hi_b);
      } else {
        out.scalar.lo = checkedAdd(lo_a, hi_b ? std::optional<int64_t>(-*hi_b) : std::nullopt);
        out.scalar.hi = checkedAdd(hi_a, lo_b ? std::optional<int64_t>(-*lo_b) : std::nullopt);
      }
      if (out.scalar.terms.empty())
        return Value::ofInt(out.scalar.constant);
      return finish(out);
    }
    case BinaryOp::Mul:
      if (a.kind == ValueKind::Int || b.kind == ValueKind::Int) {
        int64_t k = a.kind == ValueKind::Int ? a.i : b.i;
        auto& terms = a.kind == ValueKind::Int ? tb_ : ta_;
        int64_t c = a.kind == ValueKind::Int ? cb : ca;
        if (k == 0)
          return Value::ofInt(0);
        for (auto& [n, coeff] : terms)
          out.scalar.terms[n] = coeff * k;
        out.scalar.constant = c * k;
        auto lo = a.kind == ValueKind::Int ? lo_b : lo_a, hi = a.kind == ValueKind::Int ? hi_b : hi_a;
        auto p1 = checkedMul(lo, k), p2 = checkedMul(hi, k);
        if (p1 && p2) {
          out.scalar.lo = std::min(*p1, *p2);
          out.scalar.hi = std::max(*p1, *p2);
        }
        return finish(out);
      }
      break;
    case BinaryOp::FloorDiv:
    case BinaryOp::Mod:
      if (b.kind == ValueKind::Int && b.i > 0 && lo_a && *lo_a >= 0) {
        if (op == BinaryOp::FloorDiv) {
          out.scalar.lo = *lo_a / b.i;
          if (hi_a)
            out.scalar.hi = *hi_a / b.i;
        } else {
          out.scalar.lo = 0;
          out.scalar.hi = b.i - 1;
          if (hi_a && *hi_a < b.i)
            out.scalar.hi = *hi_a;
        }
      }
      if (b.kind == ValueKind::Int && b.i == 0) {
        error(r, std::string(op == BinaryOp::Mod ? "modulo" : "division") + " by zero");
        return Value::error();
      }
      break;
    default: break;
    }
  }
  // Non-affine result: an atom of its own, keyed by what it is computed from
  // (its text, for messages, is set by the caller).
  out.scalar.text.clear();
  out.scalar.key = pureKey(sp, t, {a, b});
  if (isInteger(t))
    out.scalar.terms[out.scalar.key] = 1;
  return finish(out);
}

std::optional<bool> Checker::constTruth(const Value& v) {
  switch (v.kind) {
  case ValueKind::Bool: return v.b;
  case ValueKind::Int: return v.i != 0;
  case ValueKind::Float: return v.f != 0;
  case ValueKind::None: return false;
  case ValueKind::String: return !v.s.empty();
  case ValueKind::Tuple: return !v.elts.empty();
  default: return std::nullopt;
  }
}

Value Checker::evalCompare(const CompareExpr& e) {
  std::vector<Value> vals;
  for (const auto& o : e.operands) {
    Value v = eval(*o);
    if (v.isError())
      return v;
    vals.push_back(v.isElement() ? load(v, o->range) : v);
  }
  bool result = true;
  std::vector<Value> runtimeParts; // comparisons only known at run time
  for (size_t i = 0; i < e.ops.size(); ++i) {
    const Value &a = vals[i], &b = vals[i + 1];
    CompareOp op = e.ops[i];
    if (op == CompareOp::Is || op == CompareOp::IsNot) {
      bool same = (a.kind == ValueKind::None) == (b.kind == ValueKind::None) &&
                  (a.kind == ValueKind::None || (a.kind == b.kind && valueText(a) == valueText(b)));
      result = result && (op == CompareOp::Is ? same : !same);
      continue;
    }
    if (op == CompareOp::In || op == CompareOp::NotIn) {
      if (b.kind != ValueKind::Tuple) {
        error(e.operands[i + 1]->range, "'in' needs a compile-time tuple or list on its right");
        return Value::error();
      }
      auto sameConst = [](const Value& x, const Value& y) {
        auto dt = [](const Value& v) -> std::optional<DType> {
          if (v.kind == ValueKind::DType)
            return v.dtype;
          if (v.kind == ValueKind::String)
            return parseDType(v.s);
          return std::nullopt;
        };
        if ((x.kind == ValueKind::DType) != (y.kind == ValueKind::DType)) {
          auto dx = dt(x), dy = dt(y);
          return dx && dy && *dx == *dy;
        }
        return x.kind == y.kind && valueText(x) == valueText(y);
      };
      bool found = false;
      for (const auto& x : b.elts)
        found |= sameConst(x, a);
      result = result && (op == CompareOp::In ? found : !found);
      continue;
    }
    if (a.kind == ValueKind::DType || b.kind == ValueKind::DType || a.kind == ValueKind::String ||
        b.kind == ValueKind::String) {
      auto asDType = [](const Value& v) -> std::optional<DType> {
        if (v.kind == ValueKind::DType)
          return v.dtype;
        if (v.kind == ValueKind::String)
          return parseDType(v.s);
        return std::nullopt;
      };
      bool eq;
      auto da = asDType(a), db = asDType(b);
      if (a.kind == ValueKind::String && b.kind == ValueKind::String)
        eq = a.s == b.s;
      else if (da && db)
        eq = *da == *db;
      else {
        error(e.range, "cannot compare " + describe(a) + " with " + describe(b));
        return Value::error();
      }
      if (op != CompareOp::Eq && op != CompareOp::Ne) {
        error(e.range, "dtypes and strings can only be compared with == and !=");
        return Value::error();
      }
      result = result && (op == CompareOp::Eq ? eq : !eq);
      continue;
    }
    if (!a.isScalarLike() || !b.isScalarLike()) {
      error(e.range, "cannot compare " + describe(a) + " with " + describe(b));
      return Value::error();
    }
    if (a.isNumericConst() && b.isNumericConst()) {
      double x = a.kind == ValueKind::Float ? a.f : a.kind == ValueKind::Bool ? a.b : static_cast<double>(a.i);
      double y = b.kind == ValueKind::Float ? b.f : b.kind == ValueKind::Bool ? b.b : static_cast<double>(b.i);
      bool r = false;
      switch (op) {
      case CompareOp::Lt: r = x < y; break;
      case CompareOp::Gt: r = x > y; break;
      case CompareOp::Eq: r = x == y; break;
      case CompareOp::Ge: r = x >= y; break;
      case CompareOp::Le: r = x <= y; break;
      case CompareOp::Ne: r = x != y; break;
      default: break;
      }
      result = result && r;
      continue;
    }
    runtimeParts.push_back(pure(DType::Bool, sourceText(e.range), emitter_ ? emitter_->compare(op, a, b, e.range) : nullptr,
                                std::string("cmp") + spelling(op), {a, b}));
  }
  if (!result || runtimeParts.empty())
    return Value::ofBool(result);
  if (runtimeParts.size() == 1) {
    runtimeParts[0].range = e.range;
    return runtimeParts[0];
  }
  return pure(DType::Bool, sourceText(e.range), emitter_ ? emitter_->logical(BoolOpKind::And, runtimeParts, e.range) : nullptr,
              "and", runtimeParts);
}

Value Checker::evalBoolOp(const BoolOpExpr& e) {
  // Compile-time operands decide or drop out (True in an 'and', False in an
  // 'or'); run-time ones make a logical expression.
  std::vector<Value> runtimeParts;
  for (const auto& o : e.operands) {
    // Operands after the first run only when the ones before do not decide.
    bool later = o != e.operands.front();
    conditionalDepth_ += later;
    Value v = eval(*o);
    conditionalDepth_ -= later;
    if (v.isError())
      return v;
    if (v.isElement())
      v = load(v, o->range);
    if (auto t = constTruth(v)) {
      if (e.op == BoolOpKind::And && !*t)
        return Value::ofBool(false);
      if (e.op == BoolOpKind::Or && *t)
        return Value::ofBool(true);
      continue;
    }
    if (!v.isScalarLike()) {
      error(o->range, std::string("'") + spelling(e.op) + "' needs boolean or numeric operands, not " + describe(v));
      return Value::error();
    }
    runtimeParts.push_back(v);
  }
  if (runtimeParts.empty())
    return Value::ofBool(e.op == BoolOpKind::And);
  return pure(DType::Bool, sourceText(e.range), emitter_ ? emitter_->logical(e.op, runtimeParts, e.range) : nullptr,
              spelling(e.op), runtimeParts);
}

Value Checker::evalTernary(const TernaryExpr& e) {
  Value c = eval(*e.cond);
  if (c.isError())
    return c;
  if (c.isElement())
    c = load(c, e.cond->range);
  if (auto t = constTruth(c))
    return eval(*t ? *e.body : *e.orelse);
  ++conditionalDepth_;
  Value a = eval(*e.body), b = eval(*e.orelse);
  --conditionalDepth_;
  if (a.isError() || b.isError())
    return Value::error();
  if (!a.isScalarLike() || !b.isScalarLike()) {
    error(e.range, "a conditional expression with a run-time condition must choose between scalars; use T.if_then_else");
    return Value::error();
  }
  if (a.isElement())
    a = load(a, e.body->range);
  if (b.isElement())
    b = load(b, e.orelse->range);
  DType t = a.isNumericConst() ? b.scalarType() : b.isNumericConst() ? a.scalarType() : promote(a.scalarType(), b.scalarType());
  return pure(t, sourceText(e.range), emitter_ ? emitter_->select(c, a, b, t, e.range) : nullptr, "select", {c, a, b});
}

// ------------------------------------------------------------------ calls

} // namespace tilec::sema
