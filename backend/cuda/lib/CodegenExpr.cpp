// The CUDA C generator: expressions, memory accesses and intrinsics.
#include "CodegenImpl.h"

#include "tilec/ir/Ops.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace tilec::backend::cuda::detail {

using namespace tilec::ir;

bool isNarrowFloat(DType t) {
  return t == DType::Float16 || t == DType::BFloat16 || t == DType::Float8E4M3 || t == DType::Float8E5M2;
}
bool isFp8(DType t) { return t == DType::Float8E4M3 || t == DType::Float8E5M2; }
const MathFn* findMath(const std::string& name) {
  static const MathFn table[] = {
      {"exp", 1, "expf", "exp"},           {"exp2", 1, "tl::exp2_ftz", "exp2"},       {"exp10", 1, "exp10f", "exp10"},
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
/// Integer types narrower than int (and bool): C promotes their arithmetic
/// to int, so results are converted back.
bool isSubword(DType t) { return dtypeClass(t) != DTypeClass::Float && dtypeBits(t) < 32; }

namespace {

bool isSigned(DType t) { return dtypeClass(t) == DTypeClass::Int; }

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

} // namespace tilec::backend::cuda::detail
