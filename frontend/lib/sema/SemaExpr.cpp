// Expressions: names, attributes, subscripts (elements and regions) and the
// dispatch of every expression kind.

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

namespace tilec::sema {

using namespace ast;


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
        dims.push_back(d.value ? Value::ofInt(*d.value) : dimValue(d));
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
  if (!constant && (b.scope == MemScope::Global || runtimeCondDepth_ > 0 || exitGuards_ > 0))
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
        hi = dimValue(buf->shape[d]);
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
  if (buf->scope == MemScope::Shared || buf->scope == MemScope::Fragment)
    ++onChipAccesses_;
  // A read of this element, in the source's order (atomicAfterReadsOk).
  if (region.isElement() && !stmtLoads_.empty())
    stmtLoads_.back().push_back({buf.get(), region.region.front().start.get(), e.range});
  return region;
}

Value Checker::load(const Value& v, SourceRange r) {
  if (!v.isElement())
    return v;
  if (!kernel_.active && !inMacro_) {
    error(r, "buffer elements can only be read inside `with T.Kernel(...)`");
    return Value::error();
  }
  if (!v.region.empty())
    loadLog_.push_back(v.region.front().start.get());
  // One element of one buffer, at indices, between two writes: the same
  // statement reading it twice reads one value.
  std::string key = "load:" + std::to_string(reinterpret_cast<std::uintptr_t>(v.buffer.get())) + "[";
  for (const auto& d : v.region)
    key += affineKey(*d.start) + ",";
  key += "]@" + std::to_string(memEpoch_);
  return keyed(v.buffer->dtype, valueText(v), emitter_ ? emitter_->load(v, r) : nullptr, key);
}

/// A dynamic extent: a kernel dimension's expression is one value wherever
/// it is read (by its symbol); one without a symbol equals no other.
Value Checker::dimValue(const Dim& d) {
  if (d.symbol.empty())
    return runtime(DType::Int32, "?", d.expr, 1, std::nullopt);
  return keyed(DType::Int32, d.symbol, d.expr, "dim:" + d.symbol, 1, std::nullopt);
}

} // namespace tilec::sema
