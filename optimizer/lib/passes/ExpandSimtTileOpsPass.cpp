// expand-simt-tile-ops: turns T.copy, T.fill and tile T.atomic_* into
// T.Parallel nests over the tile's non-unit dimensions, the form layout
// inference and thread binding work on (the SIMT path; copies that use the
// copy engines are selected before this pass in later pipelines).
//
//   T.copy(A[by*64:by*64+64, 0:32], S[0:64, 0:32])
//   =>
//   for i0 in T.parallel(0, 64):
//       for i1 in T.parallel(0, 32):
//           S[i0, i1] = T.select(by*64 + i0 < M, A[by*64 + i0, i1], 0.0)
//
// Reads of global memory past a tensor's end give 0 (so a GEMM over a tail
// tile stays correct) and writes past it are skipped; `simplify` removes the
// guards it can prove true (static shapes that divide evenly).

#include "tilec/ir/MemoryOrder.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

namespace {

using namespace ir;

bool isUnit(const Expr& e) {
  auto v = asConstInt(e);
  return v && *v == 1;
}

/// The dimensions of a region that the loop nest walks (extent other than 1).
std::vector<size_t> wideDims(const BufferRegion& r) {
  std::vector<size_t> out;
  for (size_t d = 0; d < r.region.size(); ++d)
    if (!isUnit(r.region[d].extent))
      out.push_back(d);
  return out;
}

/// Full-rank indices of a region element: min + loop var on wide dims.
std::vector<Expr> indicesOf(const BufferRegion& r, const std::vector<size_t>& wide, const std::vector<Var>& vars) {
  std::vector<Expr> idx;
  for (size_t d = 0; d < r.region.size(); ++d) {
    Expr i = r.region[d].min;
    for (size_t k = 0; k < wide.size() && k < vars.size(); ++k)
      if (wide[k] == d)
        i = add(i, cast(i->dtype, vars[k]));
    idx.push_back(i);
  }
  return idx;
}

/// idx < shape on every dimension of a global buffer (null when nothing to check).
Expr inBounds(const Buffer& b, const std::vector<Expr>& idx) {
  if (b->scope != MemoryScope::Global)
    return nullptr;
  Expr cond;
  for (size_t d = 0; d < idx.size() && d < b->shape.size(); ++d) {
    Expr c = lt(idx[d], cast(idx[d]->dtype, b->shape[d]));
    cond = cond ? logicalAnd(cond, c) : c;
  }
  return cond;
}

Expr zeroOf(DataType t) { return t.isFloat() ? floatImm(0, t) : t.isBool() ? boolImm(false) : intImm(0, t); }

class Expander : public StmtMutator {
protected:
  Stmt mutateCopy(const Stmt& s) override {
    auto* n = static_cast<const CopyNode*>(s.get());
    auto sw = wideDims(n->src), dw = wideDims(n->dst);
    const BufferRegion& walk = dw.size() >= sw.size() ? n->dst : n->src;
    auto vars = loopVars(walk);
    auto sIdx = indicesOf(n->src, sw, vars), dIdx = indicesOf(n->dst, dw, vars);
    Expr value = bufferLoad(n->src.buffer, sIdx);
    if (Expr ok = inBounds(n->src.buffer, sIdx))
      value = select(ok, value, zeroOf(value->dtype));
    value = cast(n->dst.buffer->dtype, value);
    Stmt body = guardedStore(n->dst.buffer, dIdx, value);
    return nest(walk, vars, body, s->loc, n->annotations);
  }

  Stmt mutateFill(const Stmt& s) override {
    auto* n = static_cast<const FillNode*>(s.get());
    auto vars = loopVars(n->dst);
    auto idx = indicesOf(n->dst, wideDims(n->dst), vars);
    Stmt body = guardedStore(n->dst.buffer, idx, cast(n->dst.buffer->dtype, n->value));
    return nest(n->dst, vars, body, s->loc, {});
  }

  /// T.atomic_*(..., memory_order=...) stronger than relaxed (the IR
  /// builder's attribute): this thread's atomics between GPU-scope fences,
  /// the PTX memory model's release and acquire patterns: a fence before
  /// the writes for release, after them for acquire, both for acq_rel; a
  /// sequentially consistent fence first for seq_cst. One pair per thread
  /// covers every element of a tile atomic.
  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    const auto* order = std::get_if<std::string>(&n->value);
    if (n->key != "memory_order" || !order)
      return StmtMutator::mutateAttr(s);
    Stmt body = mutateStmt(n->body);
    auto o = memoryOrderNamed(*order);
    if (!o)
      return body; // the IR builder writes the names semantic analysis checked
    auto fence = [&](const char* op) { return withLoc(evaluate(call(DataType::int32(), op, {})), s->loc); };
    std::vector<Stmt> out;
    if (const char* f = fenceBefore(*o))
      out.push_back(fence(f));
    out.push_back(body);
    if (const char* f = fenceAfter(*o))
      out.push_back(fence(f));
    return seq(out);
  }

  Stmt mutateAtomic(const Stmt& s) override {
    auto* n = static_cast<const AtomicNode*>(s.get());
    std::string op = std::string("tl.atomic_") + atomicKindName(n->atomicKind);
    if (!n->src) {
      // One element: stays a scalar atomic where it stands.
      auto idx = indicesOf(n->dst, {}, {});
      Expr value = cast(n->dst.buffer->dtype, n->scalar);
      return withLoc(evaluate(call(n->dst.buffer->dtype, op, {bufferLoad(n->dst.buffer, idx), value})), s->loc);
    }
    auto dw = wideDims(n->dst), sw = wideDims(*n->src);
    auto vars = loopVars(n->dst);
    auto dIdx = indicesOf(n->dst, dw, vars), sIdx = indicesOf(*n->src, sw, vars);
    Expr value = cast(n->dst.buffer->dtype, bufferLoad(n->src->buffer, sIdx));
    Stmt body = evaluate(call(n->dst.buffer->dtype, op, {bufferLoad(n->dst.buffer, dIdx), value}));
    if (Expr ok = inBounds(n->dst.buffer, dIdx))
      body = ifThenElse(ok, body);
    return nest(n->dst, vars, body, s->loc, {});
  }

private:
  std::vector<Var> loopVars(const BufferRegion& r) {
    std::vector<Var> vars;
    for (size_t k = 0; k < wideDims(r).size(); ++k)
      vars.push_back(makeVar("i" + std::to_string(k)));
    return vars;
  }

  static Stmt guardedStore(const Buffer& b, const std::vector<Expr>& idx, Expr value) {
    Stmt st = bufferStore(b, idx, std::move(value));
    if (Expr ok = inBounds(b, idx))
      st = ifThenElse(ok, st);
    return st;
  }

  /// The parallel nest over the region's wide dims (a single element runs as
  /// a one-iteration loop so that thread binding treats every tile op alike).
  static Stmt nest(const BufferRegion& r, const std::vector<Var>& vars, Stmt body, SourceRange loc, AttrMap annotations) {
    auto wide = wideDims(r);
    if (vars.empty())
      return withLoc(forLoop(makeVar("i0"), intImm(0), intImm(1), ForKind::Parallel, body, std::move(annotations)), loc);
    for (size_t k = vars.size(); k-- > 0;) {
      Expr ext = r.region[wide[k]].extent;
      body = withLoc(forLoop(vars[k], intImm(0), cast(DataType::int32(), ext), ForKind::Parallel, body,
                             k + 1 == vars.size() ? annotations : AttrMap{}),
                     loc);
    }
    return body;
  }
};

class ExpandSimtTileOpsPass : public Pass {
public:
  std::string_view name() const override { return "expand-simt-tile-ops"; }
  bool run(Module& m, PassContext&) override {
    rewriteBodies(m, [](const PrimFunc& f) { return Expander().mutateStmt(f->body); });
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createExpandSimtTileOpsPass() { return std::make_unique<ExpandSimtTileOpsPass>(); }

} // namespace tilec::opt
