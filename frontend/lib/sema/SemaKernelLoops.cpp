// Calls of language primitives that open a scope: T.Kernel (grid, threads,
// persistent tile loops, clusters) and the loops (T.Parallel, T.Pipelined,
// T.serial, T.unroll, ...).

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <cmath>

namespace tilec::sema {

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
    // A persistent grid is launched 1-D: its clusters walk the logical
    // grid's clusters of (cx, cy) blocks, so z must not be clustered.
    if (persistent.b && size > 1 && cv.size() > 2 && dims.elts[2].i > 1) {
      error(a.rangeOf("cluster"), "a persistent kernel clusters blocks along x and y only; make the third cluster "
                                  "extent 1");
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
  // min_blocks_per_sm=n: the register budget is set so that n blocks fit on
  // a multiprocessor at once (a GPU has 64K registers and 2048 threads per
  // multiprocessor); shared memory must allow it too (checked later).
  const Value& minBlocks = a.at("min_blocks_per_sm");
  auto n = requireConstInt(minBlocks, a.rangeOf("min_blocks_per_sm"), "min_blocks_per_sm");
  if (!n)
    return Value::error();
  if (*n < 1 || *n > 32) {
    error(a.rangeOf("min_blocks_per_sm"),
          "min_blocks_per_sm must be 1 to 32 (the blocks a multiprocessor holds); got " + std::to_string(*n));
    return Value::error();
  }
  if (threads * *n > 2048) {
    error(a.rangeOf("min_blocks_per_sm"),
          std::to_string(*n) + " blocks of " + std::to_string(threads) +
              " threads exceed the 2048 threads a multiprocessor holds; make min_blocks_per_sm at most " +
              std::to_string(2048 / threads));
    return Value::error();
  }
  if (*n > 1)
    k.loop.annotations.push_back({"min_blocks_per_sm", std::make_shared<Value>(Value::ofInt(*n))});
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

} // namespace tilec::sema
