// Calls of language primitives: argument binding against the signature in
// Builtins.def, allocation, the kernel context, loops, math and the Python
// built-ins usable at compile time.

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

Value Checker::builtinKernel(BoundArgs& a) {
  if (kernel_.active) {
    error(a.callRange, "T.Kernel cannot be nested");
    return Value::error();
  }
  if (a.rest.empty() || a.rest.size() > 3) {
    error(a.callRange, "T.Kernel takes 1 to 3 grid extents, then threads=...; got " + std::to_string(a.rest.size()));
    return Value::error();
  }
  Value k = Value::make(ValueKind::Kernel);
  for (size_t i = 0; i < a.rest.size(); ++i) {
    const Value& g = a.rest[i];
    if (g.kind == ValueKind::Int) {
      if (g.i <= 0) {
        error(a.restRanges[i], "grid extent must be positive; got " + std::to_string(g.i));
        return Value::error();
      }
      k.loop.extents.push_back(Dim::known(g.i));
    } else if (g.kind == ValueKind::Scalar && isInteger(g.scalar.dtype)) {
      k.loop.extents.push_back(dimOf(g));
    } else {
      error(a.restRanges[i], "grid extent must be an integer, not " + describe(g) +
                                 (g.kind == ValueKind::Float ? "; use // or T.ceildiv for integer division" : ""));
      return Value::error();
    }
  }
  const Value& cpu = a.at("is_cpu");
  if (cpu.kind != ValueKind::Bool) {
    error(a.rangeOf("is_cpu"), "is_cpu must be True or False");
    return Value::error();
  }
  const Value& prelude = a.at("prelude");
  if (prelude.kind != ValueKind::None && prelude.kind != ValueKind::String) {
    error(a.rangeOf("prelude"), "prelude must be a string of device code, not " + describe(prelude));
    return Value::error();
  }
  const Value& persistent = a.at("persistent");
  if (persistent.kind != ValueKind::Bool) {
    error(a.rangeOf("persistent"), "persistent must be True or False");
    return Value::error();
  }
  k.b = persistent.b;
  // cluster=(cx, cy, cz): thread-block clusters (sm_90a), one extent per
  // grid dimension at most; a software pipeline then shares its loads
  // between the blocks of a cluster (TMA multicast).
  const Value& cluster = a.at("cluster");
  if (cluster.kind != ValueKind::None) {
    std::vector<Value> cv = cluster.kind == ValueKind::Tuple ? cluster.elts : std::vector<Value>{cluster};
    if (cv.empty() || cv.size() > a.rest.size()) {
      error(a.rangeOf("cluster"), "cluster takes one extent per grid dimension, so at most " +
                                      std::to_string(a.rest.size()) + " here; got " + std::to_string(cv.size()));
      return Value::error();
    }
    Value dims = Value::make(ValueKind::Tuple);
    int64_t size = 1;
    for (const auto& x : cv) {
      auto n = requireConstInt(x, a.rangeOf("cluster"), "a cluster extent");
      if (!n)
        return Value::error();
      if (*n < 1) {
        error(a.rangeOf("cluster"), "cluster extents must be positive; got " + std::to_string(*n));
        return Value::error();
      }
      size *= *n;
      dims.elts.push_back(Value::ofInt(*n));
    }
    if (size > 8) {
      error(a.rangeOf("cluster"), "a cluster holds at most 8 blocks; these extents give " + std::to_string(size));
      return Value::error();
    }
    if (persistent.b && size > 1) {
      error(a.rangeOf("cluster"), "cluster= together with persistent=True is not supported yet; drop one of them");
      return Value::error();
    }
    k.loop.annotations.push_back({"cluster", std::make_shared<Value>(dims)});
  }
  const Value& t = a.at("threads");
  int64_t threads = 1;
  std::vector<Value> tv = t.kind == ValueKind::Tuple ? t.elts : std::vector<Value>{t};
  if (tv.empty() || tv.size() > 3) {
    error(a.rangeOf("threads"), "threads takes 1 to 3 extents");
    return Value::error();
  }
  for (const auto& x : tv) {
    auto n = requireConstInt(x, a.rangeOf("threads"), "the thread count");
    if (!n)
      return Value::error();
    if (*n <= 0 || *n > 1024) {
      error(a.rangeOf("threads"), "thread count " + std::to_string(*n) + " is out of range; a block has 1 to 1024 threads");
      return Value::error();
    }
    threads *= *n;
    k.elts.push_back(Value::ofInt(*n));
  }
  if (threads > 1024) {
    error(a.rangeOf("threads"), "a block has at most 1024 threads; these extents give " + std::to_string(threads));
    return Value::error();
  }
  k.i = threads;
  return k;
}

Value Checker::builtinLoop(Builtin id, BoundArgs& a) {
  Value l = Value::make(ValueKind::Loop);
  const char* name = builtinInfo(id).spelling.data();
  auto intArg = [&](const Value& v, SourceRange r) -> std::optional<Value> {
    Value x = v.isElement() ? load(v, r) : v;
    if (x.kind == ValueKind::Int || (x.kind == ValueKind::Scalar && isInteger(x.scalar.dtype)))
      return x;
    if (!x.isError())
      error(r, std::string(name) + " bounds must be integers, not " + describe(x));
    return std::nullopt;
  };
  if (id == Builtin::Parallel) {
    l.loop.kind = LoopKind::Parallel;
    if (a.rest.empty()) {
      error(a.callRange, "T.Parallel needs at least one extent");
      return Value::error();
    }
    for (size_t i = 0; i < a.rest.size(); ++i) {
      auto x = intArg(a.rest[i], a.restRanges[i]);
      if (!x)
        return Value::error();
      if (x->kind == ValueKind::Int && x->i <= 0) {
        error(a.restRanges[i], "T.Parallel extent must be positive; got " + std::to_string(x->i));
        return Value::error();
      }
      l.loop.extents.push_back(dimOf(*x));
      l.loop.starts.push_back(0);
      l.loop.startValues.push_back(std::make_shared<Value>(Value::ofInt(0)));
    }
    const Value& cw = a.at("coalesced_width");
    if (cw.kind != ValueKind::None) {
      auto w = requireConstInt(cw, a.rangeOf("coalesced_width"), "coalesced_width");
      if (!w)
        return Value::error();
      if (*w <= 0) {
        error(a.rangeOf("coalesced_width"), "coalesced_width must be positive");
        return Value::error();
      }
      l.loop.annotations.push_back({"coalesced_width", std::make_shared<Value>(cw)});
    }
    return l;
  }
  l.loop.kind = id == Builtin::Pipelined ? LoopKind::Pipelined
                : id == Builtin::Unroll  ? LoopKind::Unrolled
                : id == Builtin::Vectorized ? LoopKind::Vectorized
                                            : LoopKind::Serial;
  size_t n = a.rest.size();
  size_t maxArgs = (id == Builtin::Serial || id == Builtin::Range) ? 3 : 2;
  if (n == 0 || n > maxArgs) {
    error(a.callRange, std::string(name) + " takes (stop), (start, stop)" + (maxArgs == 3 ? " or (start, stop, step)" : "") +
                           "; got " + std::to_string(n) + " arguments");
    return Value::error();
  }
  std::optional<Value> start = Value::ofInt(0), stop;
  if (n == 1)
    stop = intArg(a.rest[0], a.restRanges[0]);
  else {
    start = intArg(a.rest[0], a.restRanges[0]);
    stop = intArg(a.rest[1], a.restRanges[1]);
  }
  if (!start || !stop)
    return Value::error();
  Value extent = binaryOp(ast::BinaryOp::Sub, *stop, *start, a.callRange, a.callRange);
  if (extent.isError())
    return extent;
  if (n == 3) {
    auto step = requireConstInt(a.rest[2], a.restRanges[2], "the loop step");
    if (!step)
      return Value::error();
    if (*step <= 0) {
      error(a.restRanges[2], "the loop step must be positive");
      return Value::error();
    }
    l.loop.step = *step;
    if (*step != 1) {
      // ceil((stop - start) / step) iterations
      BoundArgs cd;
      cd.callRange = a.callRange;
      cd.named["a"] = extent;
      cd.named["b"] = Value::ofInt(*step);
      extent = builtinMath(Builtin::CeilDiv, cd);
      if (extent.isError())
        return extent;
    }
  }
  if (extent.kind == ValueKind::Int && extent.i < 0)
    extent = Value::ofInt(0);
  if ((id == Builtin::Unroll || id == Builtin::Vectorized) && extent.kind != ValueKind::Int) {
    error(a.callRange, std::string(name) + " needs compile-time bounds");
    return Value::error();
  }
  l.loop.extents.push_back(dimOf(extent));
  l.loop.starts.push_back(start->kind == ValueKind::Int ? std::optional<int64_t>(start->i) : std::nullopt);
  l.loop.startValues.push_back(std::make_shared<Value>(*start));
  if (id == Builtin::Pipelined) {
    auto stages = requireConstInt(a.at("num_stages"), a.rangeOf("num_stages"), "num_stages");
    if (!stages)
      return Value::error();
    if (*stages < 0 || *stages > 8) {
      error(a.rangeOf("num_stages"), "num_stages must be between 0 and 8; got " + std::to_string(*stages));
      return Value::error();
    }
    l.loop.annotations.push_back({"num_stages", std::make_shared<Value>(Value::ofInt(*stages))});
    for (const char* key : {"order", "stage"}) {
      const Value& v = a.at(key);
      if (v.kind == ValueKind::None)
        continue;
      if (v.kind != ValueKind::Tuple) {
        error(a.rangeOf(key), std::string(key) + " must be a list of integers, one per statement of the loop body");
        return Value::error();
      }
      for (const auto& x : v.elts)
        if (!requireConstInt(x, a.rangeOf(key), std::string("each entry of ") + key))
          return Value::error();
      l.loop.annotations.push_back({key, std::make_shared<Value>(v)});
    }
    const Value& o = a.at("order");
    const Value& s = a.at("stage");
    if (o.kind == ValueKind::Tuple && s.kind == ValueKind::Tuple && o.elts.size() != s.elts.size()) {
      error(a.rangeOf("stage"), "order and stage must have the same length (" + std::to_string(o.elts.size()) + " vs " +
                                    std::to_string(s.elts.size()) + ")");
      return Value::error();
    }
    const Value& sync = a.at("sync");
    if (sync.kind != ValueKind::None && sync.kind != ValueKind::Tuple) {
      error(a.rangeOf("sync"), "sync must be a list, not " + describe(sync));
      return Value::error();
    }
    // None lets the compiler decide (warp-specialize where the target and
    // the loop allow it); True / False force the choice.
    const Value& ws = a.at("warp_specialize");
    if (ws.kind != ValueKind::None) {
      if (ws.kind != ValueKind::Bool) {
        error(a.rangeOf("warp_specialize"), "warp_specialize must be True or False, not " + describe(ws));
        return Value::error();
      }
      l.loop.annotations.push_back({"warp_specialize", std::make_shared<Value>(ws)});
    }
    const Value& g = a.at("group");
    if (g.kind != ValueKind::None) {
      bool ok = g.kind == ValueKind::Tuple;
      for (const auto& grp : g.elts) {
        ok = ok && grp.kind == ValueKind::Tuple;
        for (const auto& x : grp.elts)
          ok = ok && x.kind == ValueKind::Int;
      }
      if (!ok) {
        error(a.rangeOf("group"), "group must be a list of lists of statement indices, e.g. [[0], [1, 2]]");
        return Value::error();
      }
      l.loop.annotations.push_back({"group", std::make_shared<Value>(g)});
    }
  }
  return l;
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
    return runtime(DType::Int32, "threadIdx", emitter_ ? emitter_->intrinsic("thread_binding", {Value::ofInt(*d)}, DType::Int32, r) : nullptr,
                   0, hi);
  }
  case Builtin::SyncThreads:
    if (requireInKernel(r, "T.sync_threads") && emitter_)
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
  case Builtin::AtomicAdd: case Builtin::AtomicMax: case Builtin::AtomicMin:
    if (requireInKernel(r, "an atomic operation"))
      checkAtomic(id, a);
    return Value::none();
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
    Value v = runtime(DType::Int32, n.s, emitter_ ? emitter_->dynamicDim(n.s, r) : nullptr, 1, std::nullopt);
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

