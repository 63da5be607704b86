// The CUDA C generator: expressions, memory accesses and intrinsics.
#include "CodegenImpl.h"

#include "tilec/ir/Ops.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace tilec::backend::cuda::detail {

using namespace tilec::ir;

namespace {

bool isNarrowFloat(DType t) {
  return t == DType::Float16 || t == DType::BFloat16 || t == DType::Float8E4M3 || t == DType::Float8E5M2;
}
bool isFp8(DType t) { return t == DType::Float8E4M3 || t == DType::Float8E5M2; }
bool isSigned(DType t) { return dtypeClass(t) == DTypeClass::Int; }
/// Integer types narrower than int (and bool): C promotes their arithmetic
/// to int, so results are converted back.
bool isSubword(DType t) { return dtypeClass(t) != DTypeClass::Float && dtypeBits(t) < 32; }

/// A vector of this type moves with one reinterpret_cast access: 2, 4, 8 or
/// 16 bytes, or a multiple of 16 (several 16-byte accesses).
bool vectorWidthOk(DataType t) {
  int bytes = t.lanes() * (t.bits() / 8);
  return bytes == 2 || bytes == 4 || bytes == 8 || bytes == 16 || (bytes > 16 && bytes % 16 == 0);
}

std::string cString(const std::string& s) {
  std::string r = "\"";
  for (unsigned char c : s) {
    switch (c) {
    case '\\': r += "\\\\"; break;
    case '"': r += "\\\""; break;
    case '\n': r += "\\n"; break;
    case '\t': r += "\\t"; break;
    case '\r': r += "\\r"; break;
    default:
      if (c < 0x20 || c >= 0x7f) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\%03o", c);
        r += buf;
      } else {
        r += static_cast<char>(c);
      }
    }
  }
  return r + "\"";
}

/// The shortest decimal spelling that reads back to the same value at the
/// given precision (float32 or float64), always with a '.' or an exponent.
std::string shortestFloat(double v, bool single) {
  char buf[64];
  for (int p = 1; p <= (single ? 9 : 17); ++p) {
    std::snprintf(buf, sizeof buf, "%.*g", p, v);
    double back = std::strtod(buf, nullptr);
    if (single ? static_cast<float>(back) == static_cast<float>(v) : back == v)
      break;
  }
  std::string s = buf;
  if (s.find_first_of(".en") == std::string::npos)
    s += ".0";
  return s;
}

struct MathFn {
  const char* name;
  int arity;
  const char* f32;
  const char* f64;
};

const MathFn* findMath(const std::string& name) {
  static const MathFn table[] = {
      {"exp", 1, "expf", "exp"},           {"exp2", 1, "exp2f", "exp2"},       {"exp10", 1, "exp10f", "exp10"},
      {"expm1", 1, "expm1f", "expm1"},     {"log", 1, "logf", "log"},          {"log2", 1, "log2f", "log2"},
      {"log10", 1, "log10f", "log10"},     {"log1p", 1, "log1pf", "log1p"},    {"sqrt", 1, "sqrtf", "sqrt"},
      {"rsqrt", 1, "rsqrtf", "rsqrt"},     {"cbrt", 1, "cbrtf", "cbrt"},       {"sin", 1, "sinf", "sin"},
      {"cos", 1, "cosf", "cos"},           {"tan", 1, "tanf", "tan"},          {"asin", 1, "asinf", "asin"},
      {"acos", 1, "acosf", "acos"},        {"atan", 1, "atanf", "atan"},       {"sinh", 1, "sinhf", "sinh"},
      {"cosh", 1, "coshf", "cosh"},        {"tanh", 1, "tanhf", "tanh"},       {"asinh", 1, "asinhf", "asinh"},
      {"acosh", 1, "acoshf", "acosh"},     {"atanh", 1, "atanhf", "atanh"},    {"erf", 1, "erff", "erf"},
      {"erfc", 1, "erfcf", "erfc"},        {"floor", 1, "floorf", "floor"},    {"ceil", 1, "ceilf", "ceil"},
      {"trunc", 1, "truncf", "trunc"},     {"round", 1, "roundf", "round"},    {"nearbyint", 1, "nearbyintf", "nearbyint"},
      {"pow", 2, "powf", "pow"},           {"atan2", 2, "atan2f", "atan2"},    {"hypot", 2, "hypotf", "hypot"},
      {"fmod", 2, "fmodf", "fmod"},        {"copysign", 2, "copysignf", "copysign"},
      {"fma", 3, "fmaf", "fma"},
  };
  for (const auto& m : table)
    if (name == m.name)
      return &m;
  return nullptr;
}

/// Intrinsics that apply lane by lane to vectors.
bool isElementwise(const std::string& op) {
  static const char* names[] = {"sigmoid", "abs", "fmod_floor", "isnan", "isinf", "isfinite", "bitwise_and",
                                "bitwise_or", "bitwise_xor", "bitwise_not", "shift_left", "shift_right"};
  if (findMath(op))
    return true;
  for (const char* n : names)
    if (op == n)
      return true;
  return false;
}

} // namespace

// ---------------------------------------------------------------- helpers

std::string FunctionCodegen::wrap(const CExpr& c, int minPrec) {
  return c.prec >= minPrec ? c.text : "(" + c.text + ")";
}

std::string FunctionCodegen::operand(const Expr& e, int minPrec) { return wrap(expr(e), minPrec); }

std::string FunctionCodegen::ptrPlus(const std::string& ptr, const CExpr& index) {
  if (index.text == "0")
    return ptr;
  return ptr + " + " + wrap(index, kAdd + 1);
}

// ---------------------------------------------------------------- literals

CExpr FunctionCodegen::intLiteral(int64_t v, DataType t) {
  switch (t.scalar()) {
  case DType::Bool: return {v ? "true" : "false"};
  case DType::Int32:
    if (v == std::numeric_limits<int32_t>::min())
      return {"(-2147483647 - 1)"};
    return {std::to_string(v), v < 0 ? kUnary : kPostfix};
  case DType::Int64:
    if (v == std::numeric_limits<int64_t>::min())
      return {"(-9223372036854775807LL - 1)"};
    return {std::to_string(v) + "LL", v < 0 ? kUnary : kPostfix};
  case DType::UInt32: return {std::to_string(static_cast<uint32_t>(v)) + "u"};
  case DType::UInt64: return {std::to_string(static_cast<uint64_t>(v)) + "ull"};
  case DType::Int8:
  case DType::Int16:
  case DType::UInt8:
  case DType::UInt16: return {cudaTypeName(t.element()) + "(" + std::to_string(v) + ")"};
  default: return floatLiteral(static_cast<double>(v), t);
  }
}

CExpr FunctionCodegen::floatLiteral(double v, DataType t) {
  DType s = t.scalar();
  if (dtypeClass(s) != DTypeClass::Float)
    return intLiteral(static_cast<int64_t>(v), t);
  bool single = s != DType::Float64;
  CExpr lit;
  if (std::isnan(v)) {
    lit = {single ? "__int_as_float(0x7fc00000)" : "__longlong_as_double(0x7ff8000000000000LL)"};
  } else if (std::isinf(v)) {
    std::string inf = single ? "tl::infinity<float>()" : "tl::infinity<double>()";
    lit = v < 0 ? CExpr{"-" + inf, kUnary} : CExpr{inf};
  } else {
    std::string num = shortestFloat(v, single) + (single ? "f" : "");
    lit = {num, num[0] == '-' ? kUnary : kPostfix};
  }
  if (s == DType::Float32 || s == DType::Float64)
    return lit;
  return {cudaTypeName(t.element()) + "(" + lit.text + ")"};
}

// ---------------------------------------------------------------- expressions

CExpr FunctionCodegen::expr(const Expr& e) {
  if (!e)
    fail({}, "a null expression");
  switch (e->kind) {
  case ExprKind::IntImm: {
    auto* n = static_cast<const IntImmNode*>(e.get());
    CExpr s = intLiteral(n->value, e->dtype.element());
    if (e->dtype.lanes() > 1)
      return {"tl::broadcast<" + cudaTypeName(e->dtype) + ">(" + s.text + ")"};
    return s;
  }
  case ExprKind::FloatImm: {
    auto* n = static_cast<const FloatImmNode*>(e.get());
    CExpr s = floatLiteral(n->value, e->dtype.element());
    if (e->dtype.lanes() > 1)
      return {"tl::broadcast<" + cudaTypeName(e->dtype) + ">(" + s.text + ")"};
    return s;
  }
  case ExprKind::StringImm: return {cString(static_cast<const StringImmNode*>(e.get())->value)};
  case ExprKind::Var: return {varName(static_cast<const VarNode*>(e.get()), e->loc)};
  case ExprKind::Not: {
    auto* n = static_cast<const NotNode*>(e.get());
    if (e->dtype.lanes() > 1)
      return {"tl::vnot(" + expr(n->a).text + ")"};
    return {"!" + operand(n->a, kUnary), kUnary};
  }
  case ExprKind::Select: {
    auto* n = static_cast<const SelectNode*>(e.get());
    if (e->dtype.lanes() > 1)
      return {"tl::vselect(" + expr(n->cond).text + ", " + expr(n->t).text + ", " + expr(n->f).text + ")"};
    // C evaluates one arm: T.if_then_else(i < n, A[i], 0) guards its load, so
    // nothing is hoisted out of the arms.
    std::string c = operand(n->cond, kLogOr);
    ++conditional_;
    std::string t = operand(n->t, kLogOr);
    std::string f = operand(n->f, kCond);
    --conditional_;
    return {c + " ? " + t + " : " + f, kCond};
  }
  case ExprKind::Cast: {
    auto* n = static_cast<const CastNode*>(e.get());
    return castExpr(e->dtype, n->value);
  }
  case ExprKind::Call: return call(static_cast<const CallNode*>(e.get()));
  case ExprKind::BufferLoad: return load(static_cast<const BufferLoadNode*>(e.get()));
  case ExprKind::Ramp: {
    auto* n = static_cast<const RampNode*>(e.get());
    return {"tl::ramp<" + cudaTypeName(e->dtype) + ">(" + expr(n->base).text + ", " + expr(n->stride).text + ")"};
  }
  case ExprKind::Broadcast: {
    auto* n = static_cast<const BroadcastNode*>(e.get());
    return {"tl::broadcast<" + cudaTypeName(e->dtype) + ">(" + expr(n->value).text + ")"};
  }
  case ExprKind::Let: return let(static_cast<const LetNode*>(e.get()));
  default: return binary(static_cast<const BinaryNode*>(e.get()));
  }
}

CExpr FunctionCodegen::binary(const BinaryNode* n) {
  if (!n->a || !n->b)
    fail(n->loc, "a binary expression with a null operand");
  DataType t = n->a->dtype;
  if (t != n->b->dtype)
    fail(n->loc, std::string("operands of ") + binarySpelling(n->kind) + " have different types (" + t.str() +
                     " and " + n->b->dtype.str() + ")");
  if (t.lanes() > 1 || n->dtype.lanes() > 1)
    return vectorBinary(n);
  if (t.isHandle())
    fail(n->loc, std::string("arithmetic on a handle (") + binarySpelling(n->kind) + ")");
  DType s = t.scalar();
  std::string T = cudaTypeName(t);
  bool isFloat = dtypeClass(s) == DTypeClass::Float;

  // Operand texts at a precedence; fp8 operands first become float.
  auto side = [&](const Expr& x, int minPrec, bool right) -> std::string {
    if (isFp8(s))
      return "(float)" + operand(x, kUnary);
    CExpr c = expr(x);
    if (right && c.text[0] == '-')
      return "(" + c.text + ")"; // a - (-3), not a - -3
    return wrap(c, minPrec);
  };
  auto infix = [&](const char* op, int p, int leftMin, int rightMin) -> CExpr {
    std::string l = side(n->a, leftMin, false);
    std::string r = side(n->b, rightMin, true);
    return {l + " " + op + " " + r, p};
  };
  auto arith = [&](const char* op, int p) -> CExpr {
    CExpr c = infix(op, p, p, p + 1);
    if (isFp8(s) || isSubword(s))
      return {"(" + T + ")(" + c.text + ")", kUnary};
    return c;
  };
  auto fn2 = [&](const std::string& fn) -> CExpr {
    return {fn + "(" + expr(n->a).text + ", " + expr(n->b).text + ")"};
  };
  // float(fn((float)a, (float)b)) for the narrow floats
  auto viaFloat2 = [&](const char* fn) -> CExpr {
    return {"(" + T + ")" + fn + "((float)" + operand(n->a, kUnary) + ", (float)" + operand(n->b, kUnary) + ")", kUnary};
  };

  switch (n->kind) {
  case ExprKind::Add: return arith("+", kAdd);
  case ExprKind::Sub: return arith("-", kAdd);
  case ExprKind::Mul: return arith("*", kMul);
  case ExprKind::Div: return arith("/", kMul);
  case ExprKind::Mod:
    if (s == DType::Float32)
      return fn2("fmodf");
    if (s == DType::Float64)
      return fn2("fmod");
    if (isFloat)
      return viaFloat2("fmodf");
    return arith("%", kMul);
  case ExprKind::FloorDiv:
    if (s == DType::Float32)
      return {"floorf(" + infix("/", kMul, kMul, kMul + 1).text + ")"};
    if (s == DType::Float64)
      return {"floor(" + infix("/", kMul, kMul, kMul + 1).text + ")"};
    if (isFloat || isSigned(s))
      return fn2("tl::floordiv");
    return arith("/", kMul); // unsigned: floor division is division
  case ExprKind::FloorMod:
    if (isFloat || isSigned(s))
      return fn2("tl::floormod");
    return arith("%", kMul);
  case ExprKind::Min:
  case ExprKind::Max: {
    bool mx = n->kind == ExprKind::Max;
    switch (s) {
    case DType::Float32: return fn2(mx ? "fmaxf" : "fminf");
    case DType::Float64: return fn2(mx ? "fmax" : "fmin");
    case DType::Float16:
    case DType::BFloat16: return fn2(mx ? "__hmax" : "__hmin");
    case DType::Int32:
    case DType::Int64:
    case DType::UInt32:
    case DType::UInt64: return fn2(mx ? "max" : "min");
    default: return fn2(mx ? "tl::max" : "tl::min");
    }
  }
  case ExprKind::EQ: return infix("==", kEq, kShift, kShift);
  case ExprKind::NE: return infix("!=", kEq, kShift, kShift);
  case ExprKind::LT: return infix("<", kRel, kShift, kShift);
  case ExprKind::LE: return infix("<=", kRel, kShift, kShift);
  case ExprKind::GT: return infix(">", kRel, kShift, kShift);
  case ExprKind::GE: return infix(">=", kRel, kShift, kShift);
  case ExprKind::And: {
    std::string l = operand(n->a, kLogAnd);
    ++conditional_; // C evaluates the right side only when needed
    std::string r = operand(n->b, kLogAnd + 1);
    --conditional_;
    return {l + " && " + r, kLogAnd};
  }
  case ExprKind::Or: {
    std::string l = operand(n->a, kLogAnd + 1); // a && b inside || gets parentheses, for the reader
    ++conditional_;
    std::string r = operand(n->b, kLogAnd + 1);
    --conditional_;
    return {l + " || " + r, kLogOr};
  }
  default: fail(n->loc, std::string("unexpected expression kind ") + exprKindName(n->kind));
  }
}

CExpr FunctionCodegen::vectorBinary(const BinaryNode* n) {
  DataType t = n->a->dtype;
  if (t.lanes() != n->dtype.lanes())
    fail(n->loc, "a vector operation whose operands and result have different lane counts");
  const char* fn = nullptr;
  switch (n->kind) {
  case ExprKind::Add: fn = "tl::vadd"; break;
  case ExprKind::Sub: fn = "tl::vsub"; break;
  case ExprKind::Mul: fn = "tl::vmul"; break;
  case ExprKind::Div: fn = "tl::vdiv"; break;
  case ExprKind::Mod:
    if (t.isFloat()) {
      ExprKind k = n->kind;
      return laneMap(n->dtype, {n->a, n->b}, [k](const std::vector<Expr>& xs) { return ir::binary(k, xs[0], xs[1]); });
    }
    fn = "tl::vmod";
    break;
  case ExprKind::FloorDiv: fn = "tl::vfloordiv"; break;
  case ExprKind::FloorMod: fn = "tl::vfloormod"; break;
  case ExprKind::Min: fn = "tl::vmin"; break;
  case ExprKind::Max: fn = "tl::vmax"; break;
  case ExprKind::EQ: fn = "tl::veq"; break;
  case ExprKind::NE: fn = "tl::vne"; break;
  case ExprKind::LT: fn = "tl::vlt"; break;
  case ExprKind::LE: fn = "tl::vle"; break;
  case ExprKind::GT: fn = "tl::vgt"; break;
  case ExprKind::GE: fn = "tl::vge"; break;
  case ExprKind::And: fn = "tl::vand"; break;
  case ExprKind::Or: fn = "tl::vor"; break;
  default: fail(n->loc, std::string("unexpected expression kind ") + exprKindName(n->kind));
  }
  return {std::string(fn) + "(" + expr(n->a).text + ", " + expr(n->b).text + ")"};
}

CExpr FunctionCodegen::castExpr(DataType to, const Expr& v) {
  DataType from = v->dtype;
  if (from == to)
    return expr(v);
  if (to.lanes() != from.lanes())
    fail(v->loc, "a cast from " + from.str() + " to " + to.str() + " changes the lane count");
  if (to.lanes() > 1)
    return {"tl::vcast<" + cudaTypeName(to) + ">(" + expr(v).text + ")"};
  std::string T = cudaTypeName(to);
  if (to.isHandle() || from.isHandle())
    return {"(" + T + ")" + operand(v, kUnary), kUnary};
  DType f = from.scalar(), t = to.scalar();
  bool viaFloat = (isNarrowFloat(f) && t != DType::Float32) ||
                  (isNarrowFloat(t) && f != DType::Float32 && f != DType::Float64);
  if (viaFloat)
    return {"(" + T + ")(float)" + operand(v, kUnary), kUnary};
  return {"(" + T + ")" + operand(v, kUnary), kUnary};
}

CExpr FunctionCodegen::let(const LetNode* n) {
  if (!n->var || !n->value || !n->body)
    fail(n->loc, "a let expression with a null part");
  std::string type = n->var->dtype.isHandle() ? "auto" : cudaTypeName(n->var->dtype);
  if (conditional_ == 0) {
    // Hoisted before the statement: the value is pure, so evaluating it
    // early changes nothing.
    CExpr v = expr(n->value);
    std::string name = defineVar(n->var);
    pending_.push_back("const " + type + " " + name + " = " + v.text + ";");
    return expr(n->body);
  }
  // Where evaluation is conditional (the right side of && and ||, a while
  // condition) the binding stays inside: an immediately invoked lambda.
  std::vector<std::string> saved = std::move(pending_);
  pending_.clear();
  CExpr v = expr(n->value);
  std::vector<std::string> inner = std::move(pending_);
  pending_.clear();
  std::string name = defineVar(n->var);
  inner.push_back("const " + type + " " + name + " = " + v.text + ";");
  CExpr body = expr(n->body);
  inner.insert(inner.end(), pending_.begin(), pending_.end());
  pending_ = std::move(saved);
  std::string text = "[&]() { ";
  for (const auto& s : inner)
    text += s + " ";
  return {text + "return " + body.text + "; }()"};
}

// ---------------------------------------------------------------- memory

FunctionCodegen::Access FunctionCodegen::access(const Buffer& b, const std::vector<Expr>& indices, DataType valueType,
                                                SourceRange loc) {
  const BufferInfo& info = bufferInfo(b, loc);
  size_t rank = b->strides.empty() ? b->shape.size() : b->strides.size();
  if (indices.size() != rank)
    fail(loc, "buffer '" + b->name + "' has rank " + std::to_string(rank) + " but is indexed with " +
                  std::to_string(indices.size()) + " indices");
  for (const auto& i : indices)
    if (!i || !i->dtype.isInt())
      fail(loc, "buffer '" + b->name + "' is indexed with a non-integer index");
  Expr flat;
  try {
    flat = flattenIndex(b, indices);
  } catch (const std::exception& e) {
    fail(loc, "cannot flatten an index of buffer '" + b->name + "': " + e.what());
  }
  Access a;
  a.ptr = info.name;
  a.valueType = valueType;
  a.elemType = b->dtype.element();
  int lanes = valueType.lanes();
  int indexLanes = flat->dtype.lanes();
  if (indexLanes == 1) {
    a.index = expr(flat);
    if (lanes == 1) {
      a.kind = Access::Scalar;
    } else if (vectorWidthOk(valueType)) {
      a.kind = Access::Reinterpret; // a vector starting at a scalar index
    } else {
      a.kind = Access::Strided;
      a.stride = {"1"};
    }
  } else {
    if (indexLanes != lanes)
      fail(loc, "an access of buffer '" + b->name + "' with a " + std::to_string(indexLanes) +
                    "-lane index and a " + std::to_string(lanes) + "-lane value");
    if (auto* r = as<RampNode>(flat)) {
      a.index = expr(r->base);
      auto st = asConstInt(r->stride);
      if (st && *st == 1 && vectorWidthOk(valueType)) {
        a.kind = Access::Reinterpret;
      } else if (st && *st == 0) {
        a.kind = Access::Broadcast;
      } else {
        a.kind = Access::Strided;
        a.stride = expr(r->stride);
      }
    } else if (auto* bc = as<BroadcastNode>(flat)) {
      a.kind = Access::Broadcast;
      a.index = expr(bc->value);
    } else {
      a.kind = Access::Gather;
      a.index = expr(flat);
    }
  }
  if (a.kind != Access::Scalar && a.kind != Access::Reinterpret && valueType.element() != a.elemType)
    fail(loc, "a non-contiguous vector access of buffer '" + b->name + "' (" + a.elemType.str() + ") as " +
                  valueType.str());
  return a;
}

CExpr FunctionCodegen::load(const BufferLoadNode* n) {
  Access a = access(n->buffer, n->indices, n->dtype, n->loc);
  std::string V = cudaTypeName(n->dtype);
  switch (a.kind) {
  case Access::Scalar:
    if (a.valueType.element() == a.elemType)
      return {a.ptr + "[" + a.index.text + "]"};
    return {"*reinterpret_cast<const " + V + "*>(" + ptrPlus(a.ptr, a.index) + ")", kUnary};
  case Access::Reinterpret: return {"*reinterpret_cast<const " + V + "*>(" + ptrPlus(a.ptr, a.index) + ")", kUnary};
  case Access::Broadcast: return {"tl::broadcast<" + V + ">(" + a.ptr + "[" + a.index.text + "])"};
  case Access::Strided: return {"tl::load_strided<" + V + ">(" + ptrPlus(a.ptr, a.index) + ", " + a.stride.text + ")"};
  case Access::Gather: return {"tl::gather<" + V + ">(" + a.ptr + ", " + a.index.text + ")"};
  }
  fail(n->loc, "unreachable access kind");
}

std::string FunctionCodegen::addressOf(const Expr& e, const char* what) {
  auto* l = as<BufferLoadNode>(e);
  if (!l)
    fail(e ? e->loc : SourceRange(), std::string("the first argument of ") + what +
                                         " must be a buffer element (a BufferLoad)");
  Access a = access(l->buffer, l->indices, l->dtype, l->loc);
  switch (a.kind) {
  case Access::Scalar:
    if (a.valueType.element() == a.elemType)
      return "&" + a.ptr + "[" + a.index.text + "]";
    return "reinterpret_cast<" + cudaTypeName(a.valueType) + "*>(" + ptrPlus(a.ptr, a.index) + ")";
  case Access::Reinterpret: return "reinterpret_cast<" + cudaTypeName(a.valueType) + "*>(" + ptrPlus(a.ptr, a.index) + ")";
  default:
    fail(l->loc, std::string(what) + " of a non-contiguous vector of buffer '" + l->buffer->name + "'");
  }
}

// ---------------------------------------------------------------- calls

CExpr FunctionCodegen::laneMap(DataType result, const std::vector<Expr>& args,
                               const std::function<Expr(const std::vector<Expr>&)>& scalar) {
  int lanes = result.lanes();
  std::vector<Var> params;
  std::vector<Expr> scalars;
  std::string paramList, argList;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i]->dtype.lanes() != lanes)
      fail(args[i]->loc, "a lane-wise operation on vectors of different lane counts");
    Var p = makeVar("a" + std::to_string(i), args[i]->dtype.element());
    std::string name = "a" + std::to_string(i);
    vars_[p.get()] = name;
    params.push_back(p);
    scalars.push_back(p);
    paramList += (i ? ", " : "") + cudaTypeName(p->dtype) + " " + name;
    argList += ", " + expr(args[i]).text;
  }
  std::string body = expr(scalar(scalars)).text;
  for (const auto& p : params)
    vars_.erase(p.get());
  return {"tl::vmap<" + cudaTypeName(result) + ">([](" + paramList + ") { return " + body + "; }" + argList + ")"};
}

CExpr FunctionCodegen::vectorCall(const CallNode* n) {
  std::string op = n->op;
  DataType elem = n->dtype.element();
  return laneMap(n->dtype, n->args, [op, elem](const std::vector<Expr>& xs) { return ir::call(elem, op, xs); });
}

CExpr FunctionCodegen::mathCall(const CallNode* n) {
  std::string op = n->op.rfind("tir.", 0) == 0 ? n->op.substr(4) : n->op;
  DataType t = n->dtype;
  DType s = t.scalar();
  std::string T = cudaTypeName(t);
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + op + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  bool isFloat = t.isFloat();
  // Arguments as float for the narrow types, as they are otherwise.
  auto arg = [&](size_t i) -> std::string {
    if (isNarrowFloat(n->args[i]->dtype.scalar()))
      return "(float)" + operand(n->args[i], kUnary);
    return expr(n->args[i]).text;
  };
  auto argList = [&]() {
    std::string r;
    for (size_t i = 0; i < n->args.size(); ++i)
      r += (i ? ", " : "") + arg(i);
    return r;
  };
  auto narrowResult = [&](const std::string& floatText, int prec) -> CExpr {
    if (isNarrowFloat(s))
      return {"(" + T + ")" + wrap({floatText, prec}, kUnary), kUnary};
    return {floatText, prec};
  };

  if (op == "abs") {
    arity(1);
    switch (s) {
    case DType::Float32: return {"fabsf(" + expr(n->args[0]).text + ")"};
    case DType::Float64: return {"fabs(" + expr(n->args[0]).text + ")"};
    case DType::Float16:
    case DType::BFloat16: return {"__habs(" + expr(n->args[0]).text + ")"};
    case DType::Float8E4M3:
    case DType::Float8E5M2: return narrowResult("fabsf(" + arg(0) + ")", kPostfix);
    case DType::Int32: return {"abs(" + expr(n->args[0]).text + ")"};
    case DType::Int64: return {"llabs(" + expr(n->args[0]).text + ")"};
    case DType::Int8:
    case DType::Int16: return {"tl::abs(" + expr(n->args[0]).text + ")"};
    default: return expr(n->args[0]); // unsigned and bool
    }
  }
  if (!isFloat)
    fail(n->loc, "math intrinsic '" + op + "' on " + t.str() + " (it needs a floating-point type)");
  if (op == "sigmoid") {
    arity(1);
    if (s == DType::Float64)
      return {"1.0 / (1.0 + exp(-" + operand(n->args[0], kUnary) + "))", kMul};
    std::string x = isNarrowFloat(s) ? "(float)" + operand(n->args[0], kUnary) : operand(n->args[0], kUnary);
    return narrowResult("1.0f / (1.0f + expf(-" + x + "))", kMul);
  }
  if (op == "fmod_floor") {
    arity(2);
    return {"tl::floormod(" + expr(n->args[0]).text + ", " + expr(n->args[1]).text + ")"};
  }
  const MathFn* m = findMath(op);
  if (!m)
    fail(n->loc, "unknown intrinsic '" + n->op + "'");
  arity(m->arity);
  if (s == DType::Float64)
    return {std::string(m->f64) + "(" + argList() + ")"};
  return narrowResult(std::string(m->f32) + "(" + argList() + ")", kPostfix);
}

CExpr FunctionCodegen::shuffleCall(const CallNode* n, const char* fn) {
  if (n->args.size() != 2 && n->args.size() != 3)
    fail(n->loc, "intrinsic '" + n->op + "' takes (value, lane, [width])");
  DataType t = n->args[0]->dtype;
  std::string rest = ", " + expr(n->args[1]).text;
  if (n->args.size() == 3)
    rest += ", " + expr(n->args[2]).text;
  std::string head = std::string(fn) + "(0xffffffffu, ";
  std::string T = cudaTypeName(t);
  if (t.lanes() > 1 && !(t.lanes() == 2 && (t.scalar() == DType::Float16 || t.scalar() == DType::BFloat16)))
    fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector");
  if (t.isHandle())
    fail(n->loc, "intrinsic '" + n->op + "' on a handle");
  if (t.lanes() == 1 && isFp8(t.scalar()))
    return {"(" + T + ")" + head + "(float)" + operand(n->args[0], kUnary) + rest + ")", kUnary};
  if (t.lanes() == 1 && isSubword(t.scalar()))
    return {"(" + T + ")" + head + "(int)" + operand(n->args[0], kUnary) + rest + ")", kUnary};
  return {head + expr(n->args[0]).text + rest + ")"};
}

CExpr FunctionCodegen::atomicCall(const CallNode* n, const char* kind) {
  if (n->args.size() != 2)
    fail(n->loc, "intrinsic '" + n->op + "' takes (element, value)");
  std::string addr = addressOf(n->args[0], n->op.c_str());
  DataType t = n->args[0]->dtype;
  if (n->args[1]->dtype != t)
    fail(n->loc, "intrinsic '" + n->op + "' adds a " + n->args[1]->dtype.str() + " value to a " + t.str() + " element");
  std::string v = expr(n->args[1]).text;
  std::string k = kind;
  DType s = t.scalar();
  std::string native = k == "add" ? "atomicAdd" : k == "max" ? "atomicMax" : "atomicMin";
  std::string helper = "tl::atomic_" + k;
  std::string fn;
  if (t.lanes() > 1) {
    bool pair16 = t.lanes() == 2 && (s == DType::Float16 || s == DType::BFloat16);
    if (k != "add")
      fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector (only vector adds are supported)");
    if (s != DType::Float32 && s != DType::Float64 && s != DType::Int32 && s != DType::UInt32 &&
        s != DType::UInt64 && !pair16)
      fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector");
    fn = pair16 ? native : helper;
  } else {
    switch (s) {
    case DType::Int32:
    case DType::UInt32:
    case DType::UInt64: fn = native; break;
    case DType::Int64: fn = k == "add" ? helper : native; break;
    case DType::Float32:
    case DType::Float64:
    case DType::Float16:
    case DType::BFloat16: fn = k == "add" ? native : helper; break;
    default: fail(n->loc, "intrinsic '" + n->op + "' on " + t.str() + " (CUDA has no such atomic)");
    }
  }
  return {fn + "(" + addr + ", " + v + ")"};
}

CExpr FunctionCodegen::call(const CallNode* n) {
  const std::string& op = n->op;
  for (const auto& a : n->args)
    if (!a)
      fail(n->loc, "intrinsic '" + op + "' has a null argument");
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + op + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  std::string T = cudaTypeName(n->dtype);

  // ---- lowering intrinsics
  if (op == "tl.sync_threads") {
    arity(0);
    return {"__syncthreads()"};
  }
  if (op == "tl.shfl_xor")
    return shuffleCall(n, "__shfl_xor_sync");
  if (op == "tl.shfl_down")
    return shuffleCall(n, "__shfl_down_sync");
  if (op == "tl.shfl_up")
    return shuffleCall(n, "__shfl_up_sync");
  if (op == "tl.shfl")
    return shuffleCall(n, "__shfl_sync");
  if (op == "tl.atomic_add")
    return atomicCall(n, "add");
  if (op == "tl.atomic_max")
    return atomicCall(n, "max");
  if (op == "tl.atomic_min")
    return atomicCall(n, "min");
  if (op == "tl.address_of") {
    arity(1);
    return {addressOf(n->args[0], "tl.address_of"), kUnary};
  }
  if (op == "tl.print") {
    if (n->args.size() == 1 && n->args[0]->kind == ExprKind::StringImm)
      return {"tl::print(" + expr(n->args[0]).text + ")"};
    if (n->args.size() == 2 && n->args[1]->kind == ExprKind::StringImm) {
      if (n->args[0]->dtype.lanes() > 1 || n->args[0]->dtype.isHandle())
        fail(n->loc, "tl.print of a " + n->args[0]->dtype.str() + " value");
      return {"tl::print(" + expr(n->args[1]).text + ", " + expr(n->args[0]).text + ")"};
    }
    fail(n->loc, "tl.print takes (message) or (value, message)");
  }
  if (op == "tl.thread_binding") {
    arity(1);
    auto d = asConstInt(n->args[0]);
    if (!d || *d < 0 || *d > 2)
      fail(n->loc, "tl.thread_binding needs a constant dimension 0, 1 or 2");
    static const char* axes[] = {"threadIdx.x", "threadIdx.y", "threadIdx.z"};
    return {"(" + T + ")" + axes[*d], kUnary};
  }
  if (op == "tl.unpack_unsigned") {
    arity(3);
    return {"tl::unpack_unsigned<" + T + ">(" + expr(n->args[0]).text + ", " + expr(n->args[1]).text + ", " +
            expr(n->args[2]).text + ")"};
  }

  std::string name = op.rfind("tir.", 0) == 0 ? op.substr(4) : op;
  // ---- typed constants
  if (name == "infinity" || name == "max_value" || name == "min_value") {
    arity(0);
    if (name == "infinity" && !n->dtype.isFloat())
      fail(n->loc, "infinity of " + n->dtype.str());
    std::string c = "tl::" + name + "<" + cudaTypeName(n->dtype.element()) + ">()";
    if (n->dtype.lanes() > 1)
      return {"tl::broadcast<" + T + ">(" + c + ")"};
    return {c};
  }
  if (name == "reinterpret") {
    arity(1);
    DataType from = n->args[0]->dtype;
    if (from.bits() * from.lanes() != n->dtype.bits() * n->dtype.lanes())
      fail(n->loc, "reinterpret from " + from.str() + " to " + n->dtype.str() + " changes the size");
    return {"tl::bit_cast<" + T + ">(" + expr(n->args[0]).text + ")"};
  }
  if (n->dtype.lanes() > 1) {
    if (isElementwise(name))
      return vectorCall(n);
    fail(n->loc, "intrinsic '" + op + "' on vectors");
  }

  // ---- bit operations
  bool bitwise2 = name == "bitwise_and" || name == "bitwise_or" || name == "bitwise_xor" || name == "shift_left" ||
                  name == "shift_right";
  if (bitwise2 || name == "bitwise_not") {
    if (!n->dtype.isInt() && !n->dtype.isBool())
      fail(n->loc, "intrinsic '" + op + "' on " + n->dtype.str() + " (it needs an integer type)");
    DType s = n->dtype.scalar();
    if (name == "bitwise_not") {
      arity(1);
      if (n->dtype.isBool())
        return {"!" + operand(n->args[0], kUnary), kUnary};
      CExpr c{"~" + operand(n->args[0], kUnary), kUnary};
      if (isSubword(s))
        return {"(" + T + ")" + wrap(c, kPostfix), kUnary};
      return c;
    }
    arity(2);
    const char* sym = name == "bitwise_and" ? "&" : name == "bitwise_or" ? "|" : name == "bitwise_xor" ? "^"
                      : name == "shift_left" ? "<<" : ">>";
    int prec = name == "bitwise_and" ? kBitAnd : name == "bitwise_or" ? kBitOr : name == "bitwise_xor" ? kBitXor
                                                                                                       : kShift;
    // Operands of bit operations get parentheses unless they are simple.
    CExpr c{operand(n->args[0], kUnary) + " " + sym + " " + operand(n->args[1], kUnary), prec};
    if (isSubword(s))
      return {"(" + T + ")(" + c.text + ")", kUnary};
    return c;
  }

  // ---- math
  if (name == "isnan" || name == "isinf" || name == "isfinite") {
    arity(1);
    DataType a = n->args[0]->dtype;
    if (!a.isFloat())
      fail(n->loc, "intrinsic '" + op + "' on " + a.str());
    std::string x = isNarrowFloat(a.scalar()) ? "(float)" + operand(n->args[0], kUnary) : expr(n->args[0]).text;
    return {name + "(" + x + ")"};
  }
  if (findMath(name) || name == "abs" || name == "sigmoid" || name == "fmod_floor")
    return mathCall(n);
  fail(n->loc, "unknown intrinsic '" + op + "'");
}

} // namespace tilec::backend::cuda::detail
