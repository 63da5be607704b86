// Calls of language primitives: argument binding against the signature in
// Builtins.def, allocation, math and the Python built-ins usable at compile
// time (the kernel context and loops: SemaKernelLoops.cpp).

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <cmath>

namespace tilec::sema {

BoundArgs Checker::bindArgs(Builtin id, CallArgs& args) {
  const BuiltinInfo& info = builtinInfo(id);
  BoundArgs out;
  out.callRange = args.callRange;
  std::string name(info.spelling);
  size_t p = 0;
  for (size_t i = 0; i < args.pos.size(); ++i) {
    if (p < info.params.size() && info.params[p].variadic) {
      out.rest.push_back(args.pos[i]);
      out.restRanges.push_back(args.posRanges[i]);
      continue;
    }
    if (p >= info.params.size()) {
      size_t maxPos = 0;
      for (const auto& bp : info.params)
        maxPos += !bp.variadic;
      if (maxPos == 0)
        error(args.posRanges[i], name + " takes no arguments");
      else
        error(args.posRanges[i], name + " takes at most " + std::to_string(maxPos) + " positional argument" +
                                     (maxPos == 1 ? "" : "s") + " but " + std::to_string(args.pos.size()) +
                                     (args.pos.size() == 1 ? " was" : " were") + " given; its parameters are (" +
                                     std::string(info.signature) + ")");
      out.ok = false;
      return out;
    }
    out.named[info.params[p].name] = args.pos[i];
    out.ranges[info.params[p].name] = args.posRanges[i];
    ++p;
  }
  for (size_t k = 0; k < args.kw.size(); ++k) {
    const std::string& kn = args.kw[k].first;
    const BuiltinParam* param = nullptr;
    for (const auto& bp : info.params)
      if (bp.name == kn && !bp.variadic)
        param = &bp;
    if (!param) {
      error(args.kwRanges[k], name + " has no parameter '" + kn + "'; its parameters are (" +
                                  std::string(info.signature) + ")");
      out.ok = false;
      continue;
    }
    if (out.named.count(kn)) {
      error(args.kwRanges[k], "argument '" + kn + "' of " + name + " is given twice");
      out.ok = false;
      continue;
    }
    out.named[kn] = args.kw[k].second;
    out.ranges[kn] = args.kwRanges[k];
  }
  for (const auto& bp : info.params) {
    if (bp.variadic || out.named.count(bp.name))
      continue;
    if (!bp.hasDefault) {
      if (out.ok)
        error(args.callRange, name + " is missing argument '" + bp.name + "'; its parameters are (" +
                                  std::string(info.signature) + ")");
      out.ok = false;
      continue;
    }
    // Defaults are literals, None, or enum names: evaluate them in the global scope.
    const std::string& d = bp.defaultText;
    if (d == "None")
      out.named[bp.name] = Value::none();
    else if (d == "True" || d == "False")
      out.named[bp.name] = Value::ofBool(d == "True");
    else if (d.size() >= 2 && d.front() == '"')
      out.named[bp.name] = Value::ofString(d.substr(1, d.size() - 2));
    else if (d.rfind("T.", 0) == 0)
      out.named[bp.name] = Value::ofEnum(d);
    else
      out.named[bp.name] = Value::ofInt(std::stoll(d));
  }
  for (auto& [n, v] : out.named)
    if (v.isError())
      out.ok = false;
  for (auto& v : out.rest)
    if (v.isError())
      out.ok = false;
  return out;
}

bool Checker::requireInKernel(SourceRange r, const char* what) {
  if (kernel_.active || inMacro_)
    return true;
  error(r, std::string(what) + " is only allowed inside `with T.Kernel(...)`");
  return false;
}

std::optional<std::vector<Dim>> Checker::shapeFromValue(const Value& v, SourceRange r) {
  std::vector<Dim> shape;
  auto addDim = [&](const Value& d) -> bool {
    if (d.kind == ValueKind::Int) {
      if (d.i <= 0) {
        error(r, "buffer dimensions must be positive; got " + std::to_string(d.i));
        return false;
      }
      shape.push_back(Dim::known(d.i));
      return true;
    }
    if (d.kind == ValueKind::Scalar && isInteger(d.scalar.dtype)) {
      shape.push_back(dimOf(d));
      return true;
    }
    if (!d.isError())
      error(r, "a buffer dimension must be an integer, not " + describe(d));
    return false;
  };
  if (v.kind == ValueKind::Tuple) {
    if (v.elts.empty()) {
      error(r, "a buffer needs at least one dimension");
      return std::nullopt;
    }
    for (const auto& d : v.elts)
      if (!addDim(d))
        return std::nullopt;
    return shape;
  }
  if (!addDim(v))
    return std::nullopt;
  return shape;
}

Value Checker::builtinAlloc(Builtin id, BoundArgs& a) {
  SourceRange r = a.callRange;
  if (!requireInKernel(r, "allocation"))
    return Value::error();
  if (loopDepth_ > 0 || runtimeCondDepth_ > 0) {
    error(r, "buffers must be allocated at the top of the kernel body, not inside a loop or an 'if'");
    return Value::error();
  }
  auto b = std::make_shared<BufferInfo>();
  b->name = pendingAllocName_.empty() ? "buf" : pendingAllocName_;
  b->declRange = r;
  if (id == Builtin::AllocVar) {
    auto t = requireDType(a.at("dtype"), a.rangeOf("dtype"), "the dtype of T.alloc_var");
    if (!t)
      return Value::error();
    const Value& init = a.at("init");
    if (init.kind != ValueKind::None && !requireScalar(init, a.rangeOf("init"), "the initial value"))
      return Value::error();
    b->dtype = *t;
    b->scope = MemScope::Var;
    b->shape = {Dim::known(1)};
    if (emitter_) {
      Value x = init.isElement() ? load(init, a.rangeOf("init")) : init;
      emitter_->allocate(*b, init.kind == ValueKind::None ? nullptr : &x, r);
    }
    return Value::ofBuffer(b);
  }
  // (shape, dtype), a tuple/list shape, or the paper's varargs form
  // alloc_shared(M, N) whose dtype then defaults (see docs/language.md).
  std::vector<Value> rest = a.rest;
  std::vector<SourceRange> ranges = a.restRanges;
  std::optional<DType> dtype;
  if (!rest.empty() && (rest.back().kind == ValueKind::DType || rest.back().kind == ValueKind::String)) {
    dtype = requireDType(rest.back(), ranges.back(), "the dtype");
    if (!dtype)
      return Value::error();
    rest.pop_back();
    ranges.pop_back();
  }
  if (rest.empty()) {
    error(r, std::string(builtinInfo(id).spelling) + " needs a shape, e.g. " + std::string(builtinInfo(id).spelling) +
                 "((128, 64), \"float16\")");
    return Value::error();
  }
  std::optional<std::vector<Dim>> shape;
  if (rest.size() == 1)
    shape = shapeFromValue(rest[0], ranges[0]);
  else {
    shape.emplace();
    for (size_t i = 0; i < rest.size(); ++i) {
      auto d = shapeFromValue(rest[i], ranges[i]);
      if (!d)
        return Value::error();
      if (d->size() != 1) {
        error(ranges[i], "pass the shape as one tuple: (M, N)");
        return Value::error();
      }
      shape->push_back((*d)[0]);
    }
  }
  if (!shape)
    return Value::error();
  for (const auto& d : *shape)
    if (!d.value) {
      error(r, "on-chip buffers need a compile-time shape; dimension '" + d.symbol + "' is only known at run time");
      return Value::error();
    }
  b->shape = *shape;
  switch (id) {
  case Builtin::AllocShared: {
    b->scope = MemScope::Shared;
    b->dtype = dtype.value_or(DType::Float16);
    const Value& sc = a.at("scope");
    if (sc.kind != ValueKind::String || (sc.s != "shared.dyn" && sc.s != "shared")) {
      error(a.rangeOf("scope"), "scope of T.alloc_shared must be \"shared\" or \"shared.dyn\"");
      return Value::error();
    }
    break;
  }
  case Builtin::AllocFragment:
    b->scope = MemScope::Fragment;
    b->dtype = dtype.value_or(DType::Float32);
    break;
  default:
    b->scope = MemScope::Local;
    b->dtype = dtype.value_or(DType::Float32);
    break;
  }
  if (emitter_)
    emitter_->allocate(*b, nullptr, r);
  return Value::ofBuffer(b);
}

Value Checker::callBuiltin(Builtin id, CallArgs& args, SourceRange r) {
  BoundArgs a = bindArgs(id, args);
  if (!a.ok)
    return Value::error();
  switch (id) {
  case Builtin::Kernel: return builtinKernel(a);
  case Builtin::GetThreadBinding: {
    if (!requireInKernel(r, "T.get_thread_binding"))
      return Value::error();
    auto d = requireConstInt(a.at("dim"), a.rangeOf("dim"), "dim");
    if (!d)
      return Value::error();
    if (*d < 0 || *d > 2) {
      error(a.rangeOf("dim"), "dim must be 0, 1 or 2");
      return Value::error();
    }
    std::optional<int64_t> hi;
    if (static_cast<size_t>(*d) < kernel_.threadExtents.size())
      hi = kernel_.threadExtents[*d] - 1;
    else if (kernel_.active)
      hi = 0; // an axis the block does not have: always 0
    return keyed(DType::Int32, "threadIdx", emitter_ ? emitter_->intrinsic("thread_binding", {Value::ofInt(*d)}, DType::Int32, r) : nullptr,
                 "threadIdx." + std::to_string(*d), 0, hi);
  }
  case Builtin::SyncThreads:
    if (requireInKernel(r, "T.sync_threads") && requireNoExitGuard(r, "T.sync_threads") && emitter_)
      emitter_->builtinStmt(id, {}, r);
    return Value::none();
  case Builtin::AllocShared: case Builtin::AllocFragment: case Builtin::AllocLocal: case Builtin::AllocVar:
    return builtinAlloc(id, a);
  case Builtin::Copy: if (requireInKernel(r, "T.copy")) checkCopy(a); return Value::none();
  case Builtin::Gemm: if (requireInKernel(r, "T.gemm")) checkGemm(a); return Value::none();
  case Builtin::Fill: case Builtin::Clear: if (requireInKernel(r, "T.fill")) checkFill(id, a); return Value::none();
  case Builtin::ReduceMax: case Builtin::ReduceMin: case Builtin::ReduceSum: case Builtin::ReduceAbsSum:
  case Builtin::ReduceAbsMax:
    if (requireInKernel(r, "a reduction"))
      checkReduce(id, a);
    return Value::none();
  case Builtin::CumSum: if (requireInKernel(r, "T.cumsum")) checkCumSum(a); return Value::none();
  case Builtin::AtomicAdd: case Builtin::AtomicMax: case Builtin::AtomicMin: {
    if (!requireInKernel(r, "an atomic operation"))
      return Value::error();
    const Value& prev = a.at("return_prev");
    if (prev.kind != ValueKind::Bool) {
      if (!prev.isError())
        error(a.rangeOf("return_prev"), "return_prev must be True or False");
      return Value::error();
    }
    if (prev.b)
      return atomicFetch(id, a);
    checkAtomic(id, a);
    return Value::none();
  }
  case Builtin::Parallel: case Builtin::Pipelined: case Builtin::Serial: case Builtin::Range: case Builtin::Unroll:
  case Builtin::Vectorized:
    return builtinLoop(id, a);
  case Builtin::UseSwizzle: {
    if (!requireInKernel(r, "T.use_swizzle"))
      return Value::error();
    auto p = requireConstInt(a.at("panel_size"), a.rangeOf("panel_size"), "panel_size");
    if (!p)
      return Value::error();
    if (*p <= 0 || *p > 2147483647) {
      error(a.rangeOf("panel_size"), *p <= 0 ? "panel_size must be positive"
                                             : "panel_size must be at most 2147483647 (a grid has no more rows)");
      return Value::error();
    }
    const Value& o = a.at("order");
    if (o.kind != ValueKind::String || (o.s != "row" && o.s != "col")) {
      error(a.rangeOf("order"), "order must be \"row\" or \"col\"");
      return Value::error();
    }
    const Value& en = a.at("enable");
    if (en.kind != ValueKind::Bool) {
      error(a.rangeOf("enable"), "enable must be True or False");
      return Value::error();
    }
    if (emitter_)
      emitter_->builtinStmt(id, {{"panel_size", a.at("panel_size")}, {"order", o}, {"enable", en}}, r);
    return Value::none();
  }
  case Builtin::AnnotateLayout: {
    if (!requireInKernel(r, "T.annotate_layout"))
      return Value::error();
    const Value& d = a.at("layouts");
    if (d.kind != ValueKind::Dict) {
      error(a.rangeOf("layouts"), "T.annotate_layout takes a dict {buffer: layout}");
      return Value::error();
    }
    for (size_t i = 0; i + 1 < d.elts.size(); i += 2) {
      const Value& k = d.elts[i];
      if (!k.isError() && k.kind != ValueKind::Buffer)
        error(k.range, "T.annotate_layout keys must be buffers, not " + describe(k));
      else if (k.kind == ValueKind::Buffer && k.buffer->scope != MemScope::Shared && k.buffer->scope != MemScope::Fragment)
        error(k.range, "only shared and fragment buffers have a layout to annotate; '" + k.buffer->name + "' is " +
                           scopeName(k.buffer->scope));
      const Value& l = d.elts[i + 1];
      if (!l.isError() && l.kind != ValueKind::Opaque)
        error(l.range, "T.annotate_layout values must be layouts (e.g. tilelang.layout.make_swizzled_layout(buf)), not " +
                           describe(l));
    }
    if (emitter_ && !diags_.hasErrors())
      emitter_->builtinStmt(id, {{"layouts", d}}, r);
    return Value::none();
  }
  case Builtin::MakeSwizzledLayout: {
    const Value& b = a.at("buffer");
    if (b.kind != ValueKind::Buffer || b.buffer->scope != MemScope::Shared) {
      if (!b.isError())
        error(a.rangeOf("buffer"), "make_swizzled_layout needs a shared buffer, not " + describe(b));
      return Value::error();
    }
    if (b.buffer->shape.size() != 2) {
      error(a.rangeOf("buffer"), "make_swizzled_layout needs a 2-D buffer; '" + b.buffer->name + "' has " +
                                     std::to_string(b.buffer->shape.size()) + " dimensions");
      return Value::error();
    }
    return Value::ofOpaque("a swizzled layout");
  }
  case Builtin::PackedToUnsigned: {
    const Value& st = a.at("storage_type");
    if (st.kind != ValueKind::String) {
      error(a.rangeOf("storage_type"), "storage_type must be a string such as \"int\" or \"uint\"");
      return Value::error();
    }
    auto bits = requireConstInt(a.at("storage_bits"), a.rangeOf("storage_bits"), "storage_bits");
    if (!bits)
      return Value::error();
    if (*bits != 8 && *bits != 16 && *bits != 32) {
      error(a.rangeOf("storage_bits"), "storage_bits must be 8, 16 or 32");
      return Value::error();
    }
    return Value::ofOpaque("an unsigned-field converter");
  }
  case Builtin::Print: {
    if (!requireInKernel(r, "T.print"))
      return Value::error();
    Value o = a.at("obj");
    if (!o.isScalarLike() && o.kind != ValueKind::Buffer && o.kind != ValueKind::Region && o.kind != ValueKind::String) {
      error(a.rangeOf("obj"), "T.print prints a scalar, a buffer or a region, not " + describe(o));
      return Value::none();
    }
    if (o.isElement())
      o = load(o, a.rangeOf("obj"));
    if (a.at("msg").kind != ValueKind::String) {
      error(a.rangeOf("msg"), "the msg of T.print must be a string, not " + describe(a.at("msg")));
      return Value::none();
    }
    if (emitter_)
      emitter_->builtinStmt(id, {{"obj", o}, {"msg", a.at("msg")}}, r);
    return Value::none();
  }
  case Builtin::Tensor: case Builtin::BufferType: {
    if (kernel_.active || inMacro_) {
      error(r, std::string(builtinInfo(id).spelling) +
                   " describes a kernel parameter; inside a kernel allocate with T.alloc_shared or T.alloc_fragment");
      return Value::error();
    }
    auto shape = shapeFromValue(a.at("shape"), a.rangeOf("shape"));
    auto t = requireDType(a.at("dtype"), a.rangeOf("dtype"), "the tensor dtype");
    if (!shape || !t)
      return Value::error();
    Value v = Value::make(ValueKind::TensorType);
    v.shape = *shape;
    v.dtype = *t;
    return v;
  }
  case Builtin::Dynamic: {
    const Value& n = a.at("name");
    if (n.kind != ValueKind::String) {
      error(a.rangeOf("name"), "T.dynamic takes the dimension's name as a string");
      return Value::error();
    }
    auto it = dynamicByName_.find(n.s);
    if (it != dynamicByName_.end())
      return it->second;
    Value v = keyed(DType::Int32, n.s, emitter_ ? emitter_->dynamicDim(n.s, r) : nullptr, "dim:" + n.s, 1, std::nullopt);
    dynamicByName_[n.s] = v;
    return v;
  }
  case Builtin::PyMin: case Builtin::PyMax: case Builtin::PyAbs: case Builtin::PyLen: case Builtin::PyInt:
  case Builtin::PyFloat: case Builtin::PyBool:
    return builtinPython(id, a);
  default: return builtinMath(id, a);
  }
}

} // namespace tilec::sema

