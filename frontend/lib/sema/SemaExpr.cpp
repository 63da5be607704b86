// Expressions: names, attributes, subscripts (elements and regions),
// arithmetic with constant folding, comparisons, calls of builtins, dtypes and
// macros.

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <cmath>

namespace tilec::sema {

using namespace ast;

namespace {

bool isAffine(const Value& v) {
  return v.kind == ValueKind::Int || (v.kind == ValueKind::Scalar && isInteger(v.scalar.dtype));
}

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

Value Checker::eval(const Expr& e) {
  Value v;
  switch (e.kind) {
  case ExprKind::Name: v = evalName(static_cast<const NameExpr&>(e)); break;
  case ExprKind::Int: v = Value::ofInt(static_cast<const IntExpr&>(e).value); break;
  case ExprKind::Float: v = Value::ofFloat(static_cast<const FloatExpr&>(e).value); break;
  case ExprKind::String: v = Value::ofString(static_cast<const StringExpr&>(e).value); break;
  case ExprKind::Bool: v = Value::ofBool(static_cast<const BoolExpr&>(e).value); break;
  case ExprKind::None: v = Value::none(); break;
  case ExprKind::Unary: v = evalUnary(static_cast<const UnaryExpr&>(e)); break;
  case ExprKind::Binary: v = evalBinary(static_cast<const BinaryExpr&>(e)); break;
  case ExprKind::Compare: v = evalCompare(static_cast<const CompareExpr&>(e)); break;
  case ExprKind::BoolOp: v = evalBoolOp(static_cast<const BoolOpExpr&>(e)); break;
  case ExprKind::Ternary: v = evalTernary(static_cast<const TernaryExpr&>(e)); break;
  case ExprKind::Call: v = evalCall(static_cast<const CallExpr&>(e)); break;
  case ExprKind::Attribute: v = evalAttribute(static_cast<const AttributeExpr&>(e)); break;
  case ExprKind::Subscript: v = evalSubscript(static_cast<const SubscriptExpr&>(e)); break;
  case ExprKind::Slice:
    error(e.range, "a slice is only allowed inside a subscript, as in A[i:j]");
    v = Value::error();
    break;
  case ExprKind::Tuple:
  case ExprKind::List: {
    const auto& elts = e.kind == ExprKind::Tuple ? static_cast<const TupleExpr&>(e).elts
                                                 : static_cast<const ListExpr&>(e).elts;
    ValueList vals;
    for (const auto& x : elts) {
      if (x->kind == ExprKind::Star) {
        Value inner = eval(*static_cast<const StarExpr&>(*x).value);
        if (inner.kind == ValueKind::Tuple)
          for (auto& y : inner.elts)
            vals.push_back(y);
        else if (!inner.isError())
          error(x->range, "only a tuple or list can be unpacked with '*'");
        continue;
      }
      vals.push_back(eval(*x));
    }
    v = Value::ofTuple(std::move(vals), e.kind == ExprKind::List);
    break;
  }
  case ExprKind::Dict: {
    auto& d = static_cast<const DictExpr&>(e);
    v = Value::make(ValueKind::Dict);
    for (size_t i = 0; i < d.keys.size(); ++i) {
      v.elts.push_back(eval(*d.keys[i]));
      v.elts.push_back(eval(*d.values[i]));
    }
    break;
  }
  case ExprKind::Lambda:
    error(e.range, "lambda expressions are not supported; define a @T.macro instead");
    v = Value::error();
    break;
  case ExprKind::Star:
    error(e.range, "'*' unpacking is only allowed in a call's arguments or a tuple");
    v = Value::error();
    break;
  }
  v.range = e.range; // where this value was written: messages about it point here
  return v;
}

Value Checker::evalName(const NameExpr& e) {
  if (Binding* b = scope_->lookup(e.name)) {
    recordSymbol(e.range, b->def, e.name, b->value);
    // A T.alloc_var variable stands for its one element: reading the name
    // reads the value, and assigning the name stores (see execAssign).
    if (b->value.kind == ValueKind::Buffer && b->value.buffer->scope == MemScope::Var)
      return varElement(b->value);
    return b->value;
  }
  if (e.name == "T")
    return Value::ofNamespace("T");
  if (e.name == "tilelang" || e.name == "str")
    return Value::ofNamespace(e.name);
  if (auto id = lookupBuiltin(e.name))
    return Value::ofBuiltin(*id);
  if (auto it = branchLocals_.find(e.name); it != branchLocals_.end()) {
    error(e.range, "'" + e.name + "' is only defined inside a loop or a run-time 'if' above; define it before, "
                   "or use T.alloc_var for a value set inside")
        .note(it->second, "'" + e.name + "' is defined here");
    return Value::error();
  }
  std::string hint = suggestName(e.name);
  auto d = error(e.range, "use of undeclared name '" + e.name + "'" + (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
  return Value::error();
}

Value Checker::evalAttribute(const AttributeExpr& e) {
  Value obj = eval(*e.object);
  if (obj.isError())
    return obj;
  if (obj.kind == ValueKind::Namespace) {
    std::string path = obj.s + "." + e.attr;
    if (auto id = lookupBuiltin(path))
      return Value::ofBuiltin(*id);
    if (obj.s == "T") {
      if (auto t = parseDType(e.attr))
        return Value::ofDType(*t);
      if (e.attr == "dtype" || e.attr == "GemmWarpPolicy")
        return Value::ofNamespace(path);
      if (e.attr == "float" || e.attr == "int")
        return Value::ofDType(*parseDType(e.attr));
    }
    if (obj.s == "T.GemmWarpPolicy" && (e.attr == "Square" || e.attr == "FullRow" || e.attr == "FullCol"))
      return Value::ofEnum(path);
    if (obj.s == "tilelang" && e.attr == "layout")
      return Value::ofNamespace(path);
    std::vector<std::string> members;
    for (const auto& b : allBuiltins()) {
      std::string_view sp = b.spelling;
      if (sp.rfind(obj.s + ".", 0) == 0 && sp.find('.', obj.s.size() + 1) == std::string_view::npos)
        members.push_back(std::string(sp.substr(obj.s.size() + 1)));
    }
    if (obj.s == "T") {
      for (auto n : allDTypeNames())
        members.push_back(std::string(n));
      members.push_back("dtype");
      members.push_back("GemmWarpPolicy");
    }
    if (obj.s == "T.GemmWarpPolicy")
      members = {"Square", "FullRow", "FullCol"};
    if (obj.s == "tilelang")
      members.push_back("layout");
    std::string hint = closest(e.attr, members);
    if (!hint.empty())
      hint = obj.s + "." + hint;
    error(e.attrRange, "'" + obj.s + "' has no member '" + e.attr + "'" + (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
    return Value::error();
  }
  if (obj.kind == ValueKind::Buffer || obj.kind == ValueKind::Region) {
    const BufferInfo& b = *obj.buffer;
    if (e.attr == "dtype")
      return Value::ofDType(b.dtype);
    if (e.attr == "shape") {
      ValueList dims;
      for (const auto& d : shapeOf(obj))
        dims.push_back(d.value ? Value::ofInt(*d.value) : runtime(DType::Int32, d.symbol, d.expr, 1, std::nullopt));
      return Value::ofTuple(std::move(dims));
    }
    if (e.attr == "ndim")
      return Value::ofInt(static_cast<int64_t>(shapeOf(obj).size()));
    error(e.attrRange, "buffer '" + b.name + "' has no attribute '" + e.attr + "'; it has dtype, shape and ndim");
    return Value::error();
  }
  if (obj.kind == ValueKind::Scalar && e.attr == "dtype")
    return Value::ofDType(obj.scalar.dtype);
  error(e.attrRange, describe(obj) + " has no attribute '" + e.attr + "'");
  return Value::error();
}

void Checker::checkIndexBounds(const BufferInfo& b, size_t dim, const Value& idx, SourceRange r) {
  const Dim& ext = b.shape[dim];
  if (!ext.value)
    return;
  auto lo = idx.lowerBound(), hi = idx.upperBound();
  bool constant = idx.isConstInt();
  if (!constant && (b.scope == MemScope::Global || runtimeCondDepth_ > 0))
    return; // may be guarded by the program; only provable mistakes are errors
  if ((lo && *lo < 0) || (hi && *hi >= *ext.value)) {
    std::string range = constant ? "is " + std::to_string(*lo)
                                  : "ranges over [" + (lo ? std::to_string(*lo) : std::string("?")) + ", " +
                                        (hi ? std::to_string(*hi) : std::string("?")) + "]";
    error(r, "index " + valueText(idx) + " is out of bounds for dimension " + std::to_string(dim) + " of '" + b.name +
                 "' (extent " + std::to_string(*ext.value) + "): it " + range)
        .note(b.declRange, "'" + b.name + "' is declared here");
  }
}

Value Checker::evalSubscript(const SubscriptExpr& e) {
  Value obj = eval(*e.object);
  if (obj.isError())
    return obj;
  if (obj.kind == ValueKind::Region && obj.buffer->scope == MemScope::Var)
    obj = Value::ofBuffer(obj.buffer); // x[0] on a variable: index the variable itself
  if (obj.kind == ValueKind::Tuple) {
    if (e.indices.size() != 1 || e.indices[0]->kind == ExprKind::Slice) {
      error(e.range, "a tuple takes one constant index");
      return Value::error();
    }
    Value idx = eval(*e.indices[0]);
    auto i = requireConstInt(idx, e.indices[0]->range, "a tuple index");
    if (!i)
      return Value::error();
    int64_t n = static_cast<int64_t>(obj.elts.size());
    int64_t k = *i < 0 ? *i + n : *i;
    if (k < 0 || k >= n) {
      error(e.indices[0]->range, "tuple index " + std::to_string(*i) + " is out of range for a tuple of " + std::to_string(n));
      return Value::error();
    }
    return obj.elts[k];
  }
 if (obj.kind == ValueKind::Dict) {
    if (e.indices.size() != 1 || e.indices[0]->kind == ExprKind::Slice) {
      error(e.range, "a dict takes one key");
      return Value::error();
    }
    Value key = eval(*e.indices[0]);
    if (key.isError())
      return key;
    for (size_t i = 0; i + 1 < obj.elts.size(); i += 2)
      if (obj.elts[i].kind == key.kind && valueText(obj.elts[i]) == valueText(key))
        return obj.elts[i + 1];
    error(e.indices[0]->range, "the dict has no key " + valueText(key));
    return Value::error();
  }
  if (obj.kind == ValueKind::Region) {
    error(e.range, "cannot subscript the region " + valueText(obj) + " again; index the buffer '" + obj.buffer->name +
                       "' directly");
    return Value::error();
  }
  if (obj.kind != ValueKind::Buffer) {
    error(e.object->range, describe(obj) + " cannot be subscripted");
    return Value::error();
  }
  const BufferRef& buf = obj.buffer;
  size_t rank = buf->shape.size();
  if (buf->scope == MemScope::Var) {
    // x[0] is the same as x for a variable.
    if (e.indices.size() == 1 && e.indices[0]->kind != ExprKind::Slice) {
      Value idx = eval(*e.indices[0]);
      if (idx.kind == ValueKind::Int && idx.i == 0)
        return varElement(obj);
    }
    error(e.range, "'" + buf->name + "' is a T.alloc_var variable; use its name directly (or " + buf->name + "[0])");
    return Value::error();
  }
  if (e.indices.size() != rank) {
    error(e.range, "'" + buf->name + "' has " + std::to_string(rank) + " dimension" + (rank == 1 ? "" : "s") +
                       " but is indexed with " + std::to_string(e.indices.size()))
        .note(buf->declRange, "'" + buf->name + "' is declared here with shape " + shapeStr(buf->shape));
    return Value::error();
  }
  Value region = Value::make(ValueKind::Region);
  region.buffer = buf;
  bool ok = true;
  for (size_t d = 0; d < rank; ++d) {
    const Expr& ix = *e.indices[d];
    RegionDim rd;
    if (auto* sl = dyn<SliceExpr>(&ix)) {
      if (sl->step) {
        error(sl->step->range, "slices with a step are not supported");
        ok = false;
        continue;
      }
      Value lo = sl->lo ? eval(*sl->lo) : Value::ofInt(0);
      Value hi;
      if (sl->hi)
        hi = eval(*sl->hi);
      else if (buf->shape[d].value)
        hi = Value::ofInt(*buf->shape[d].value);
      else
        hi = runtime(DType::Int32, buf->shape[d].symbol, buf->shape[d].expr, 1, std::nullopt);
      if (lo.isError() || hi.isError()) {
        ok = false;
        continue;
      }
      if (lo.isElement())
        lo = load(lo, ix.range);
      if (hi.isElement())
        hi = load(hi, ix.range);
      if (!isAffine(lo) || !isAffine(hi)) {
        error(ix.range, "slice bounds must be integers");
        ok = false;
        continue;
      }
      Value ext = binaryOp(BinaryOp::Sub, hi, lo, ix.range, ix.range);
      if (ext.kind == ValueKind::Int) {
        if (ext.i <= 0) {
          error(ix.range, "slice " + sourceText(ix.range) + " of '" + buf->name + "' is empty (extent " + std::to_string(ext.i) + ")");
          ok = false;
          continue;
        }
        rd.extent = Dim::known(ext.i);
        if (buf->shape[d].value && lo.isConstInt() && lo.i + ext.i > *buf->shape[d].value) {
          error(ix.range, "slice " + sourceText(ix.range) + " goes past the end of dimension " + std::to_string(d) + " of '" +
                              buf->name + "' (extent " + buf->shape[d].str() + ")");
          ok = false;
          continue;
        }
      } else {
        rd.extent = dimOf(ext);
      }
      rd.start = std::make_shared<Value>(lo);
    } else {
      Value idx = eval(ix);
      if (idx.isError()) {
        ok = false;
        continue;
      }
      if (idx.isElement())
        idx = load(idx, ix.range);
      if (!(idx.kind == ValueKind::Int || idx.kind == ValueKind::Bool ||
            (idx.kind == ValueKind::Scalar && isInteger(idx.scalar.dtype)))) {
        error(ix.range, "index into '" + buf->name + "' must be an integer, not " + describe(idx));
        ok = false;
        continue;
      }
      checkIndexBounds(*buf, d, idx, ix.range);
      rd.isIndex = true;
      rd.extent = Dim::known(1);
      rd.start = std::make_shared<Value>(idx);
    }
    region.region.push_back(rd);
  }
  if (!ok)
    return Value::error();
  return region;
}

Value Checker::load(const Value& v, SourceRange r) {
  if (!v.isElement())
    return v;
  if (!kernel_.active && !inMacro_) {
    error(r, "buffer elements can only be read inside `with T.Kernel(...)`");
    return Value::error();
  }
  return runtime(v.buffer->dtype, valueText(v), emitter_ ? emitter_->load(v, r) : nullptr);
}

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
    return runtime(DType::Bool, sourceText(e.range), emitter_ ? emitter_->unary(UnaryOp::Not, v, DType::Bool, e.range) : nullptr);
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
          return runtime(v.scalar.dtype, sourceText(e.range),
                         emitter_ ? emitter_->unary(UnaryOp::Neg, v, v.scalar.dtype, e.range) : nullptr);
        // Integers go through the affine arithmetic (slice extents need it).
        Value r = binaryOp(BinaryOp::Mul, Value::ofInt(-1), v, e.range, e.range);
        if (r.kind == ValueKind::Scalar)
          r.scalar.text = sourceText(e.range);
        return r;
      }
      return runtime(v.scalar.dtype, sourceText(e.range),
                     emitter_ ? emitter_->unary(UnaryOp::Invert, v, v.scalar.dtype, e.range) : nullptr);
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
      r.scalar.terms[r.scalar.text] = 1; // a non-affine result is an atom of its own
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
  if (op == BinaryOp::Div && isInteger(t) && isAffine(a) && isAffine(b)) {
    // Integer '/' truncates on the GPU; say so once where it may surprise.
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
  // Non-affine result: an atom of its own, named by its text (set by the caller).
  out.scalar.text.clear();
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
    runtimeParts.push_back(runtime(DType::Bool, sourceText(e.range),
                                   emitter_ ? emitter_->compare(op, a, b, e.range) : nullptr));
  }
  if (!result || runtimeParts.empty())
    return Value::ofBool(result);
  if (runtimeParts.size() == 1) {
    runtimeParts[0].range = e.range;
    return runtimeParts[0];
  }
  return runtime(DType::Bool, sourceText(e.range),
                 emitter_ ? emitter_->logical(BoolOpKind::And, runtimeParts, e.range) : nullptr);
}

Value Checker::evalBoolOp(const BoolOpExpr& e) {
  // Compile-time operands decide or drop out (True in an 'and', False in an
  // 'or'); run-time ones make a logical expression.
  std::vector<Value> runtimeParts;
  for (const auto& o : e.operands) {
    Value v = eval(*o);
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
  return runtime(DType::Bool, sourceText(e.range), emitter_ ? emitter_->logical(e.op, runtimeParts, e.range) : nullptr);
}

Value Checker::evalTernary(const TernaryExpr& e) {
  Value c = eval(*e.cond);
  if (c.isError())
    return c;
  if (c.isElement())
    c = load(c, e.cond->range);
  if (auto t = constTruth(c))
    return eval(*t ? *e.body : *e.orelse);
  Value a = eval(*e.body), b = eval(*e.orelse);
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
  return runtime(t, sourceText(e.range), emitter_ ? emitter_->select(c, a, b, t, e.range) : nullptr);
}

// ------------------------------------------------------------------ calls

Value Checker::evalCall(const CallExpr& e) {
  Value fn = eval(*e.callee);
  if (fn.isError())
    return fn;
  CallArgs args;
  args.callRange = e.range;
  bool bad = false;
  for (const auto& a : e.args) {
    if (a->kind == ExprKind::Star) {
      Value inner = eval(*static_cast<const StarExpr&>(*a).value);
      if (inner.kind == ValueKind::Tuple) {
        for (auto& x : inner.elts) {
          args.pos.push_back(x);
          args.posRanges.push_back(a->range);
        }
      } else if (!inner.isError()) {
        error(a->range, "only a tuple or list can be unpacked with '*'");
        bad = true;
      } else {
        bad = true;
      }
      continue;
    }
    args.pos.push_back(eval(*a));
    args.posRanges.push_back(a->range);
  }
  for (const auto& k : e.keywords) {
    for (const auto& prev : args.kw)
      if (prev.first == k.name) {
        error(k.nameRange, "keyword argument '" + k.name + "' is given twice");
        bad = true;
      }
    args.kw.push_back({k.name, eval(*k.value)});
    args.kwRanges.push_back(k.nameRange);
  }
  if (bad)
    return Value::error();
  return callFunction(fn, args, e.range);
}

Value Checker::callFunction(const Value& fn, CallArgs& args, SourceRange r) {
  switch (fn.kind) {
  case ValueKind::Builtin: return callBuiltin(fn.builtin, args, r);
  case ValueKind::DType: return callDType(fn.dtype, args, r);
  case ValueKind::Opaque:
    if (fn.s == "an unsigned-field converter") {
      if (args.pos.size() != 3) {
        error(r, "the converter takes (nbits, packed, pos, dtype=...)");
        return Value::error();
      }
      DType t = DType::Float16;
      for (size_t i = 0; i < args.kw.size(); ++i) {
        if (args.kw[i].first != "dtype") {
          error(args.kwRanges[i], "unexpected keyword argument '" + args.kw[i].first + "'");
          return Value::error();
        }
        auto d = requireDType(args.kw[i].second, args.kwRanges[i], "dtype");
        if (!d)
          return Value::error();
        t = *d;
      }
      for (size_t i = 0; i < 3; ++i) {
        if (!requireScalar(args.pos[i], args.posRanges[i], "converter argument"))
          return Value::error();
        if (args.pos[i].isElement())
          args.pos[i] = load(args.pos[i], args.posRanges[i]);
      }
      return runtime(t, "unpacked", emitter_ ? emitter_->intrinsic("unpack_unsigned", args.pos, t, r) : nullptr);
    }
    break;
  case ValueKind::Function: {
    const ast::FuncDef& f = *fn.func;
    if (isPrimFunc(f)) {
      error(r, "kernel '" + f.name + "' cannot be called; factor the shared code into a @T.macro")
          .note(f.nameRange, "'" + f.name + "' is defined here");
      return Value::error();
    }
    for (const ast::FuncDef* active : macroStack_) {
      if (active == &f) {
        error(r, "macro '" + f.name + "' calls itself; macros are inlined at each call and cannot be recursive")
            .note(f.nameRange, "'" + f.name + "' is defined here");
        return Value::error();
      }
    }
    if (macroStack_.size() >= 64) {
      error(r, "macro calls are nested too deeply (more than 64 levels)");
      return Value::error();
    }
    auto closure = std::static_pointer_cast<Scope>(fn.closure.lock());
    if (!closure) {
      error(r, "macro '" + f.name + "' is used outside the scope it was defined in");
      return Value::error();
    }
    auto callScope = std::make_shared<Scope>();
    callScope->parent = closure;
    std::vector<bool> bound(f.params.size(), false);
    if (args.pos.size() > f.params.size()) {
      error(args.posRanges[f.params.size()], "macro '" + f.name + "' takes " + std::to_string(f.params.size()) +
                                                 " argument" + (f.params.size() == 1 ? "" : "s") + " but " +
                                                 std::to_string(args.pos.size()) + " were given")
          .note(f.nameRange, "'" + f.name + "' is defined here");
      return Value::error();
    }
    for (size_t i = 0; i < args.pos.size(); ++i) {
      callScope->names[f.params[i].name] = {args.pos[i], f.params[i].range};
      bound[i] = true;
    }
    for (size_t k = 0; k < args.kw.size(); ++k) {
      size_t i = 0;
      while (i < f.params.size() && f.params[i].name != args.kw[k].first)
        ++i;
      if (i == f.params.size()) {
        error(args.kwRanges[k], "macro '" + f.name + "' has no parameter '" + args.kw[k].first + "'")
            .note(f.nameRange, "'" + f.name + "' is defined here");
        return Value::error();
      }
      if (bound[i]) {
        error(args.kwRanges[k], "argument '" + args.kw[k].first + "' of macro '" + f.name + "' is given twice");
        return Value::error();
      }
      callScope->names[f.params[i].name] = {args.kw[k].second, f.params[i].range};
      bound[i] = true;
    }
    auto saved = scope_;
    for (size_t i = 0; i < f.params.size(); ++i) {
      if (bound[i])
        continue;
      if (!f.params[i].defaultValue) {
        error(r, "macro '" + f.name + "' is missing argument '" + f.params[i].name + "'")
            .note(f.params[i].range, "parameter declared here");
        return Value::error();
      }
      scope_ = callScope;
      callScope->names[f.params[i].name] = {eval(*f.params[i].defaultValue), f.params[i].range};
      scope_ = saved;
    }
    // The macro body gets its own scope for locals, below the parameters.
    scope_ = std::make_shared<Scope>();
    scope_->parent = callScope;
    bool savedInMacro = inMacro_;
    auto savedLoop = loopDepth_;
    auto savedPar = parallelDepth_;
    auto savedCond = runtimeCondDepth_;
    loopDepth_ = 0;
    runtimeCondDepth_ = 0;
    inMacro_ = true;
    macroStack_.push_back(&f);
    unsigned errorsBefore = diags_.errorCount();
    execBlock(f.body);
    macroStack_.pop_back();
    inMacro_ = savedInMacro;
    loopDepth_ = savedLoop;
    parallelDepth_ = savedPar;
    runtimeCondDepth_ = savedCond;
    scope_ = saved;
    if (diags_.errorCount() != errorsBefore)
      diags_.emit(Diagnostic{Severity::Note, r, "in the call of macro '" + f.name + "' here", {}});
    Value result = returnValue_ ? *returnValue_ : Value::none();
    returnValue_.reset();
    return result;
  }
  default: break;
  }
  error(r, describe(fn) + " is not callable");
  return Value::error();
}

Value Checker::callDType(DType t, CallArgs& args, SourceRange r) {
  if (args.pos.size() != 1 || !args.kw.empty()) {
    error(r, "T." + std::string(dtypeName(t)) + "(x) takes one value to convert");
    return Value::error();
  }
  const Value& v = args.pos[0];
  if (v.isError())
    return v;
  if (!v.isScalarLike()) {
    error(args.posRanges[0], "cannot convert " + describe(v) + " to " + std::string(dtypeName(t)));
    return Value::error();
  }
  Value x = v.isElement() ? load(v, args.posRanges[0]) : v;
  return runtime(t, std::string(dtypeName(t)) + "(" + valueText(x) + ")", emitter_ ? emitter_->cast(x, t, r) : nullptr);
}

bool Checker::requireScalar(const Value& v, SourceRange r, const std::string& what) {
  if (v.isError())
    return false;
  if (!v.isScalarLike()) {
    error(r, what + " must be a scalar, not " + describe(v));
    return false;
  }
  return true;
}

std::optional<int64_t> Checker::requireConstInt(const Value& v, SourceRange r, const std::string& what) {
  if (v.isError())
    return std::nullopt;
  if (v.kind == ValueKind::Int)
    return v.i;
  if (v.kind == ValueKind::Bool)
    return v.b;
  error(r, what + " must be a compile-time integer, not " + describe(v));
  return std::nullopt;
}

std::optional<DType> Checker::requireDType(const Value& v, SourceRange r, const std::string& what) {
  if (v.isError())
    return std::nullopt;
  if (v.kind == ValueKind::DType)
    return v.dtype;
  if (v.kind == ValueKind::String) {
    if (auto t = parseDType(v.s))
      return t;
    std::string names;
    for (auto n : allDTypeNames())
      names += (names.empty() ? "" : ", ") + std::string(n);
    error(r, "unknown dtype \"" + v.s + "\"; expected one of " + names);
    return std::nullopt;
  }
  error(r, what + " must be a dtype such as \"float16\" or T.float32, not " + describe(v));
  return std::nullopt;
}

} // namespace tilec::sema
