// The IR builder's tile operators (T.copy, T.gemm, T.fill, reductions,
// T.cumsum, atomics) and built-in statements (T.sync_threads, T.print,
// T.use_swizzle, T.annotate_layout) as IR statements.

#include "KernelBuilder.h"

namespace tilec::ir::builder {

void IRBuilder::tileOp(const sema::TileOpCall& c) {
  using sema::Builtin;
  Stmt s;
  switch (c.op) {
  case Builtin::Copy: {
    auto n = std::make_shared<CopyNode>(regionOf(c.regions[0]), regionOf(c.regions[1]));
    if (auto it = c.flags.find("coalesced_width"); it != c.flags.end() && it->second.kind == ValueKind::Int)
      n->annotations["coalesced_width"] = it->second.i;
    if (flag(c, "disable_tma"))
      n->annotations["disable_tma"] = int64_t(1);
    s = n;
    break;
  }
  case Builtin::Gemm: {
    auto n = std::make_shared<GemmNode>(regionOf(c.regions[0]), regionOf(c.regions[1]), regionOf(c.regions[2]));
    n->transA = flag(c, "transpose_A");
    n->transB = flag(c, "transpose_B");
    n->clearAccum = flag(c, "clear_accum");
    const std::string& p = c.flags.at("policy").s;
    n->policy = p.ends_with("FullRow") ? GemmWarpPolicy::FullRow
                : p.ends_with("FullCol") ? GemmWarpPolicy::FullCol
                                          : GemmWarpPolicy::Square;
    n->kPack = static_cast<int>(intFlag(c, "k_pack", 1));
    if (auto it = c.flags.find("warpgroups"); it != c.flags.end() && it->second.kind != ValueKind::None) {
      const Value& w = it->second;
      n->warpgroupBegin = w.kind == ValueKind::Tuple ? w.elts.front().i : w.i;
      n->warpgroupCount = w.kind == ValueKind::Tuple ? int64_t(w.elts.size()) : 1;
    }
    // wg_wait is checked but not taken (docs/language.md): whether a wgmma
    // GEMM stays in flight is inject-software-pipeline's decision, which
    // also places the wait; a user's 1 would leave C unfinished when read.
    s = n;
    break;
  }
  case Builtin::Fill: {
    BufferRegion dst = regionOf(c.regions[0]);
    s = std::make_shared<FillNode>(dst, operand(*c.scalar, dst.buffer->dtype));
    break;
  }
  case Builtin::ReduceMax: case Builtin::ReduceMin: case Builtin::ReduceSum: case Builtin::ReduceAbsSum:
  case Builtin::ReduceAbsMax: {
    ReduceKind k = c.op == Builtin::ReduceMax   ? ReduceKind::Max
                   : c.op == Builtin::ReduceMin ? ReduceKind::Min
                   : c.op == Builtin::ReduceSum ? ReduceKind::Sum
                   : c.op == Builtin::ReduceAbsSum ? ReduceKind::AbsSum
                                                   : ReduceKind::AbsMax;
    s = std::make_shared<ReduceNode>(k, regionOf(c.regions[0]), regionOf(c.regions[1]),
                                     static_cast<int>(intFlag(c, "dim", 0)), flag(c, "clear"));
    break;
  }
  case Builtin::CumSum:
    s = std::make_shared<CumSumNode>(regionOf(c.regions[0]), regionOf(c.regions[1]),
                                     static_cast<int>(intFlag(c, "dim", 0)), flag(c, "reverse"));
    break;
  case Builtin::AtomicAdd: case Builtin::AtomicMax: case Builtin::AtomicMin: {
    AtomicKind k = c.op == Builtin::AtomicAdd ? AtomicKind::Add : c.op == Builtin::AtomicMax ? AtomicKind::Max : AtomicKind::Min;
    BufferRegion dst = regionOf(c.regions[0]);
    if (c.scalar)
      s = std::make_shared<AtomicNode>(k, dst, operand(*c.scalar, dst.buffer->dtype), std::nullopt);
    else
      s = std::make_shared<AtomicNode>(k, dst, nullptr, regionOf(c.regions[1]));
    // A memory order stronger than relaxed wraps the atomic; expand-simt-
    // tile-ops turns it into fences around this thread's atomics.
    if (auto it = c.flags.find("memory_order");
        it != c.flags.end() && it->second.kind == ValueKind::String && it->second.s != "relaxed")
      s = attrStmt("memory_order", it->second.s, withLoc(s, c.range));
    break;
  }
  default: internalError("unknown tile operator");
  }
  append(withLoc(s, c.range));
}

void IRBuilder::builtinStmt(sema::Builtin id, const std::vector<std::pair<std::string, Value>>& args, SourceRange r) {
  using sema::Builtin;
  auto arg = [&](const char* n) -> const Value& {
    for (const auto& [k, v] : args)
      if (k == n)
        return v;
    internalError(std::string("missing builtin argument ") + n);
  };
  switch (id) {
  case Builtin::SyncThreads: append(withLoc(evaluate(call(DataType::int32(), "tl.sync_threads", {})), r)); return;
  case Builtin::Print: {
    const Value& o = arg("obj");
    std::string msg = arg("msg").s;
    if (o.kind == ValueKind::Buffer || o.kind == ValueKind::Region) {
      // A print of a whole tile is a tile-level statement: lower-tile-ops
      // expands it once layouts are known (optimizer/lib/lower/LowerPrint.cpp).
      // The region travels as tl.print_region(min0, extent0, min1, ...) so
      // that no pass mistakes it for an access of the buffer.
      Buffer b = bufferOf(*o.buffer);
      std::vector<Expr> region;
      for (size_t d = 0; d < b->shape.size(); ++d) {
        if (o.kind == ValueKind::Buffer || d >= o.region.size()) {
          region.push_back(intImm(0));
          region.push_back(b->shape[d]);
          continue;
        }
        const auto& rd = o.region[d];
        region.push_back(operand(*rd.start, DataType::int32()));
        region.push_back(rd.isIndex || !rd.extent ? intImm(1) : dimExpr(*rd.extent));
      }
      Stmt desc = evaluate(call(DataType::int32(), "tl.print_region", region));
      append(withLoc(attrStmt("print_buffer", msg, withLoc(desc, r), {b}), r));
      return;
    }
    if (o.kind == ValueKind::String) {
      append(withLoc(evaluate(call(DataType::int32(), "tl.print", {stringImm(msg + o.s)})), r));
      return;
    }
    append(withLoc(evaluate(call(DataType::int32(), "tl.print", {operand(o, std::nullopt), stringImm(msg)})), r));
    return;
  }
  case Builtin::UseSwizzle:
    if (arg("enable").b) {
      func_->attrs["use_swizzle.panel_size"] = arg("panel_size").i;
      func_->attrs["use_swizzle.order"] = arg("order").s;
    }
    return;
  case Builtin::AnnotateLayout: {
    const Value& d = arg("layouts");
    for (size_t i = 0; i + 1 < d.elts.size(); i += 2) {
      Frame::Marker m{Frame::Marker::Type::Attr, nullptr, nullptr, bufferOf(*d.elts[i].buffer), "layout", d.elts[i + 1].s, r};
      frames_.back().items.push_back(m);
    }
    return;
  }
  default: internalError("unknown builtin statement");
  }
}

} // namespace tilec::ir::builder
