// Math primitives on scalars (T.exp, T.max, T.if_then_else, T.ceildiv,
// T.cast, bitwise ops ...) and the Python built-ins usable at compile time.

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <cmath>

namespace tilec::sema {

Value Checker::builtinMath(Builtin id, BoundArgs& a) {
  std::string name(builtinInfo(id).spelling);
  auto scalarArg = [&](const char* n) -> std::optional<Value> {
    Value v = a.at(n);
    if (v.isElement())
      v = load(v, a.rangeOf(n));
    if (!requireScalar(v, a.rangeOf(n), "the argument of " + name))
      return std::nullopt;
    return v;
  };
  auto floatArg = [&](const char* n) -> std::optional<Value> {
    auto v = scalarArg(n);
    if (!v)
      return v;
    if (v->kind == ValueKind::Scalar && !isFloat(v->scalar.dtype)) {
      error(a.rangeOf(n), name + " needs a floating-point argument but gets " + std::string(dtypeName(v->scalar.dtype)) +
                              "; convert it first, e.g. T.cast(x, \"float32\")");
      return std::nullopt;
    }
    return v;
  };
  switch (id) {
  case Builtin::Exp: case Builtin::Exp2: case Builtin::Log: case Builtin::Log2: case Builtin::Sqrt:
  case Builtin::Rsqrt: case Builtin::Tanh: case Builtin::Sigmoid: case Builtin::Erf: case Builtin::Floor:
  case Builtin::Ceil: {
    auto v = floatArg("x");
    if (!v)
      return Value::error();
    if (v->isNumericConst()) {
      double x = v->kind == ValueKind::Float ? v->f : static_cast<double>(v->kind == ValueKind::Bool ? v->b : v->i);
      switch (id) {
      case Builtin::Exp: return Value::ofFloat(std::exp(x));
      case Builtin::Exp2: return Value::ofFloat(std::exp2(x));
      case Builtin::Log: return Value::ofFloat(std::log(x));
      case Builtin::Log2: return Value::ofFloat(std::log2(x));
      case Builtin::Sqrt: return Value::ofFloat(std::sqrt(x));
      case Builtin::Rsqrt: return Value::ofFloat(1.0 / std::sqrt(x));
      case Builtin::Tanh: return Value::ofFloat(std::tanh(x));
      case Builtin::Sigmoid: return Value::ofFloat(1.0 / (1.0 + std::exp(-x)));
      case Builtin::Erf: return Value::ofFloat(std::erf(x));
      case Builtin::Floor: return Value::ofFloat(std::floor(x));
      default: return Value::ofFloat(std::ceil(x));
      }
    }
    return pure(v->scalarType(), name + "(" + valueText(*v) + ")",
                emitter_ ? emitter_->intrinsic(name.substr(2), {*v}, v->scalarType(), a.callRange) : nullptr, name, {*v});
  }
  case Builtin::Abs: {
    auto v = scalarArg("x");
    if (!v)
      return Value::error();
    if (v->kind == ValueKind::Int)
      return Value::ofInt(v->i < 0 ? -v->i : v->i);
    if (v->kind == ValueKind::Float)
      return Value::ofFloat(std::fabs(v->f));
    return pure(v->scalarType(), "abs(" + valueText(*v) + ")",
                emitter_ ? emitter_->intrinsic("abs", {*v}, v->scalarType(), a.callRange) : nullptr, "abs", {*v});
  }
  case Builtin::Max: case Builtin::Min: case Builtin::Pow: {
    const char* n1 = id == Builtin::Pow ? "x" : "a";
    const char* n2 = id == Builtin::Pow ? "y" : "b";
    auto x = scalarArg(n1), y = scalarArg(n2);
    if (!x || !y)
      return Value::error();
    if (x->kind == ValueKind::Int && y->kind == ValueKind::Int && id != Builtin::Pow)
      return Value::ofInt(id == Builtin::Max ? std::max(x->i, y->i) : std::min(x->i, y->i));
    DType t = x->isNumericConst() ? y->scalarType() : y->isNumericConst() ? x->scalarType()
                                                                          : promote(x->scalarType(), y->scalarType());
    const char* op = id == Builtin::Max ? "max" : id == Builtin::Min ? "min" : "pow";
    Value out = pure(t, name + "(" + valueText(*x) + ", " + valueText(*y) + ")",
                     emitter_ ? emitter_->intrinsic(op, {*x, *y}, t, a.callRange) : nullptr, op, {*x, *y});
    if (id != Builtin::Pow && isInteger(t)) {
      auto lx = x->lowerBound(), ly = y->lowerBound(), hx = x->upperBound(), hy = y->upperBound();
      if (id == Builtin::Min) {
        if (hx && hy) out.scalar.hi = std::min(*hx, *hy);
        else out.scalar.hi = hx ? hx : hy;
        if (lx && ly) out.scalar.lo = std::min(*lx, *ly);
      } else {
        if (lx && ly) out.scalar.lo = std::max(*lx, *ly);
        else out.scalar.lo = lx ? lx : ly;
        if (hx && hy) out.scalar.hi = std::max(*hx, *hy);
      }
    }
    return out;
  }
  case Builtin::IfThenElse: {
    auto c = scalarArg("cond");
    auto x = scalarArg("then_value");
    auto y = scalarArg("else_value");
    if (!c || !x || !y)
      return Value::error();
    if (auto t = constTruth(*c))
      return *t ? *x : *y;
    DType t = x->isNumericConst() ? y->scalarType() : y->isNumericConst() ? x->scalarType()
                                                                          : promote(x->scalarType(), y->scalarType());
    // Named by its arguments: two selections in one statement are one atom
    // of the affine arithmetic only when they are the same selection.
    return pure(t, name + "(" + valueText(*c) + ", " + valueText(*x) + ", " + valueText(*y) + ")",
                emitter_ ? emitter_->select(*c, *x, *y, t, a.callRange) : nullptr, "select", {*c, *x, *y});
  }
  case Builtin::Infinity: case Builtin::MaxValue: case Builtin::MinValue: {
    auto t = requireDType(a.at("dtype"), a.rangeOf("dtype"), "the dtype of " + name);
    if (!t)
      return Value::error();
    if (id == Builtin::Infinity && !isFloat(*t)) {
      error(a.rangeOf("dtype"), "T.infinity needs a floating-point dtype; " + std::string(dtypeName(*t)) +
                                    " has no infinity (use T.max_value)");
      return Value::error();
    }
    return pure(*t, name + "(" + std::string(dtypeName(*t)) + ")",
                emitter_ ? emitter_->intrinsic(name.substr(2), {}, *t, a.callRange) : nullptr, name, {});
  }
  case Builtin::CeilDiv: case Builtin::FloorDiv: case Builtin::FloorMod: {
    auto x = scalarArg("a"), y = scalarArg("b");
    if (!x || !y)
      return Value::error();
    for (auto [v, n] : {std::pair{&*x, "a"}, std::pair{&*y, "b"}})
      if (isFloat(v->scalarType()) && v->kind != ValueKind::Int) {
        error(a.rangeOf(n), name + " needs integer arguments; this is " + describe(*v));
        return Value::error();
      }
    if (x->kind == ValueKind::Int && y->kind == ValueKind::Int) {
      if (y->i == 0) {
        error(a.rangeOf("b"), "division by zero in " + name);
        return Value::error();
      }
      if (id == Builtin::CeilDiv) {
        // ceil(a / b) = floor((a + b - 1) / b) for b > 0
        int64_t q = x->i / y->i;
        if ((x->i % y->i != 0) && ((x->i < 0) == (y->i < 0)))
          ++q;
        return Value::ofInt(q);
      }
      return binaryOp(id == Builtin::FloorDiv ? ast::BinaryOp::FloorDiv : ast::BinaryOp::Mod, *x, *y, a.callRange,
                      a.callRange);
    }
    if (!kernel_.active && !inMacro_ && x->kind == ValueKind::Scalar) {
      // A dynamic dimension in a grid extent: fine, it is evaluated at launch.
    }
    Value out = pure(DType::Int32, name + "(" + valueText(*x) + ", " + valueText(*y) + ")",
                     emitter_ ? emitter_->intrinsic(name.substr(2), {*x, *y}, DType::Int32, a.callRange) : nullptr,
                     name, {*x, *y});
    if (y->kind == ValueKind::Int && y->i > 0 && x->lowerBound() && *x->lowerBound() >= 0) {
      out.scalar.lo = 0;
      if (auto h = x->upperBound())
        out.scalar.hi = id == Builtin::FloorMod ? std::min(*h, y->i - 1) : (*h + (id == Builtin::CeilDiv ? y->i - 1 : 0)) / y->i;
    }
    return out;
  }
  case Builtin::Cast: case Builtin::CastTVM: case Builtin::Reinterpret: {
    auto v = scalarArg("value");
    auto t = requireDType(a.at("dtype"), a.rangeOf("dtype"), "the target dtype");
    if (!v || !t)
      return Value::error();
    if (id == Builtin::Reinterpret && v->kind == ValueKind::Scalar && dtypeBits(v->scalar.dtype) != dtypeBits(*t)) {
      error(a.callRange, "T.reinterpret needs dtypes of the same width; " + std::string(dtypeName(v->scalar.dtype)) +
                             " has " + std::to_string(dtypeBits(v->scalar.dtype)) + " bits and " +
                             std::string(dtypeName(*t)) + " has " + std::to_string(dtypeBits(*t)));
      return Value::error();
    }
    Handle h;
    if (emitter_)
      h = id == Builtin::Reinterpret ? emitter_->reinterpret(*v, *t, a.callRange) : emitter_->cast(*v, *t, a.callRange);
    return pure(*t, name + "(" + valueText(*v) + ")", h, name, {*v});
  }
  case Builtin::ShiftLeft: case Builtin::ShiftRight: case Builtin::BitwiseAnd: case Builtin::BitwiseOr:
  case Builtin::BitwiseXor: {
    using ast::BinaryOp;
    BinaryOp op = id == Builtin::ShiftLeft ? BinaryOp::Shl : id == Builtin::ShiftRight ? BinaryOp::Shr
                  : id == Builtin::BitwiseAnd ? BinaryOp::BitAnd : id == Builtin::BitwiseOr ? BinaryOp::BitOr
                                                                                            : BinaryOp::BitXor;
    Value r = binaryOp(op, a.at("a"), a.at("b"), a.callRange, a.callRange);
    if (r.kind == ValueKind::Scalar && r.scalar.text.empty()) {
      r.scalar.text = name + "(" + valueText(a.at("a")) + ", " + valueText(a.at("b")) + ")";
    }
    return r;
  }
  case Builtin::BitwiseNot: {
    auto v = scalarArg("a");
    if (!v)
      return Value::error();
    if (isFloat(v->scalarType()) && v->kind != ValueKind::Int) {
      error(a.rangeOf("a"), "T.bitwise_not needs an integer");
      return Value::error();
    }
    if (v->kind == ValueKind::Int)
      return Value::ofInt(~v->i);
    return pure(v->scalarType(), "~" + valueText(*v),
                emitter_ ? emitter_->unary(ast::UnaryOp::Invert, *v, v->scalarType(), a.callRange) : nullptr, "invert",
                {*v});
  }
  default: break;
  }
  return Value::error();
}

Value Checker::builtinPython(Builtin id, BoundArgs& a) {
  std::string name(builtinInfo(id).spelling);
  switch (id) {
  case Builtin::PyMin: case Builtin::PyMax: {
    std::vector<Value> vals = a.rest;
    if (vals.size() == 1 && vals[0].kind == ValueKind::Tuple)
      vals = vals[0].elts;
    if (vals.empty()) {
      error(a.callRange, name + " needs at least one value");
      return Value::error();
    }
    Value acc = vals[0];
    for (size_t i = 1; i < vals.size(); ++i) {
      const Value& v = vals[i];
      if (!requireScalar(acc, a.callRange, name + "'s arguments") || !requireScalar(v, a.callRange, name + "'s arguments"))
        return Value::error();
      if (acc.isNumericConst() && v.isNumericConst()) {
        double x = acc.kind == ValueKind::Float ? acc.f : acc.i, y = v.kind == ValueKind::Float ? v.f : v.i;
        bool takeV = id == Builtin::PyMin ? y < x : y > x;
        if (takeV)
          acc = v;
        continue;
      }
      BoundArgs two;
      two.callRange = a.callRange;
      two.named["a"] = acc;
      two.named["b"] = v;
      acc = builtinMath(id == Builtin::PyMin ? Builtin::Min : Builtin::Max, two);
      if (acc.isError())
        return acc;
    }
    return acc;
  }
  case Builtin::PyAbs: {
    BoundArgs one = a;
    return builtinMath(Builtin::Abs, one);
  }
  case Builtin::PyLen: {
    const Value& v = a.at("x");
    if (v.kind == ValueKind::Tuple)
      return Value::ofInt(static_cast<int64_t>(v.elts.size()));
    if (v.kind == ValueKind::Buffer && v.buffer->shape[0].value)
      return Value::ofInt(*v.buffer->shape[0].value);
    error(a.rangeOf("x"), "len() needs a tuple, a list or a buffer with a compile-time first dimension, not " + describe(v));
    return Value::error();
  }
  case Builtin::PyInt: case Builtin::PyFloat: case Builtin::PyBool: {
    const Value& v = a.at("x");
    if (v.isNumericConst()) {
      double x = v.kind == ValueKind::Float ? v.f : v.kind == ValueKind::Bool ? v.b : static_cast<double>(v.i);
      if (id == Builtin::PyInt)
        return Value::ofInt(v.kind == ValueKind::Float ? static_cast<int64_t>(v.f) : v.kind == ValueKind::Bool ? v.b : v.i);
      if (id == Builtin::PyFloat)
        return Value::ofFloat(x);
      return Value::ofBool(x != 0);
    }
    if (v.kind == ValueKind::String && id != Builtin::PyBool) {
      char* end = nullptr;
      if (id == Builtin::PyInt) {
        long long n = std::strtoll(v.s.c_str(), &end, 10);
        if (end && *end == '\0' && !v.s.empty())
          return Value::ofInt(n);
      } else {
        double d = std::strtod(v.s.c_str(), &end);
        if (end && *end == '\0' && !v.s.empty())
          return Value::ofFloat(d);
      }
      error(a.rangeOf("x"), "cannot convert the string \"" + v.s + "\" with " + name + "()");
      return Value::error();
    }
    if (v.isScalarLike()) {
      DType t = id == Builtin::PyInt ? DType::Int32 : id == Builtin::PyFloat ? DType::Float32 : DType::Bool;
      Value x = v.isElement() ? load(v, a.rangeOf("x")) : v;
      return pure(t, name + "(" + valueText(x) + ")", emitter_ ? emitter_->cast(x, t, a.callRange) : nullptr, name, {x});
    }
    error(a.rangeOf("x"), "cannot convert " + describe(v) + " with " + name + "()");
    return Value::error();
  }
  default: break;
  }
  return Value::error();
}

} // namespace tilec::sema
