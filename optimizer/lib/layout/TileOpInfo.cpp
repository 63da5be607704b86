#include "TileOpInfo.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

#include <algorithm>

namespace tilec::opt {

using namespace ir;

std::vector<int> FragmentAccess::usedLoopDims() const {
  std::vector<int> out;
  for (int d : loopDimOfIndex)
    if (d >= 0)
      out.push_back(d);
  return out;
}

bool FragmentAccess::isBareVars() const {
  for (size_t k = 0; k < loopDimOfIndex.size(); ++k) {
    if (loopDimOfIndex[k] == kUnitDim)
      continue;
    if (loopDimOfIndex[k] < 0)
      return false;
    for (size_t q = 0; q < k; ++q)
      if (loopDimOfIndex[q] == loopDimOfIndex[k])
        return false;
  }
  return true;
}

bool FragmentAccess::isFull() const {
  return isBareVars() && (usedLoopDims().size() == loopDims || usedLoopDims().size() >= wideLoopDims);
}

bool FragmentAccess::isShiftedFull() const {
  std::vector<int> dims;
  bool shifted = false;
  for (size_t k = 0; k < loopDimOfIndex.size(); ++k) {
    int d = loopDimOfIndex[k];
    if (d == kUnitDim)
      continue;
    if (d < 0 && k < shiftedDimOfIndex.size() && shiftedDimOfIndex[k].first >= 0) {
      d = shiftedDimOfIndex[k].first;
      shifted = true;
    }
    if (d < 0 || std::find(dims.begin(), dims.end(), d) != dims.end())
      return false;
    dims.push_back(d);
  }
  return shifted && (dims.size() == loopDims || dims.size() >= wideLoopDims);
}

bool FragmentAccess::isAscendingSubset() const {
  auto used = usedLoopDims();
  if (!isBareVars() || isFull())
    return false;
  return std::is_sorted(used.begin(), used.end());
}

void forEachPoint(const std::vector<int64_t>& shape, const std::function<bool(const std::vector<int64_t>&)>& f) {
  for (int64_t e : shape)
    if (e <= 0)
      return;
  std::vector<int64_t> p(shape.size(), 0);
  for (;;) {
    if (!f(p))
      return;
    size_t d = shape.size();
    while (d > 0) {
      --d;
      if (++p[d] < shape[d])
        break;
      p[d] = 0;
      if (d == 0)
        return;
    }
    if (shape.empty())
      return;
  }
}

namespace {

bool isFragment(const Buffer& b) { return b && b->scope == MemoryScope::Fragment; }

/// The fragment accesses and element widths inside one T.Parallel body.
class BodyScanner : public StmtVisitor {
public:
  BodyScanner(ParallelOpInfo& op, PassContext& ctx, bool& failed) : op_(op), ctx_(ctx), failed_(failed) {}

protected:
  void visitBufferLoad(const BufferLoadNode* n) override {
    note(n->buffer, n->indices, n->loc, false);
    StmtVisitor::visitBufferLoad(n);
  }
  void visitBufferStore(const BufferStoreNode* n) override {
    note(n->buffer, n->indices, n->loc, true);
    StmtVisitor::visitBufferStore(n);
  }
  void visitFor(const ForNode* n) override {
    if (n->forKind == ForKind::Parallel)
      fail(n->loc, "a T.Parallel loop nested in another T.Parallel loop's body must follow it directly "
                   "(for i, j in T.Parallel(M, N)); put the statements between them inside the inner loop");
    StmtVisitor::visitFor(n);
  }
  void visitReduce(const ReduceNode* n) override { tileOpInside(n->loc, "T.reduce"); }
  void visitGemm(const GemmNode* n) override { tileOpInside(n->loc, "T.gemm"); }
  void visitCumSum(const CumSumNode* n) override { tileOpInside(n->loc, "T.cumsum"); }
  void visitCopy(const CopyNode* n) override { tileOpInside(n->loc, "T.copy"); }
  void visitFill(const FillNode* n) override { tileOpInside(n->loc, "T.fill"); }

private:
  void note(const Buffer& b, const std::vector<Expr>& idx, SourceRange loc, bool store) {
    op_.maxElementBytes = std::max(op_.maxElementBytes, std::max(1, b->dtype.bits() / 8));
    if (b->scope == MemoryScope::Global || b->scope == MemoryScope::Shared)
      op_.maxMemoryElementBytes = std::max(op_.maxMemoryElementBytes, std::max(1, b->dtype.bits() / 8));
    if (!isFragment(b))
      return;
    FragmentAccess a{b, idx, loc.valid() ? loc : op_.loc, {}, op_.vars.size()};
    a.isStore = store;
    for (int64_t e : op_.extents)
      a.wideLoopDims += e > 1;
    for (const Expr& e : idx) {
      int dim = -1;
      if (auto* v = as<VarNode>(e))
        for (size_t k = 0; k < op_.vars.size(); ++k)
          if (op_.vars[k].get() == v)
            dim = int(k);
      size_t d = a.loopDimOfIndex.size();
      if (auto c = asConstInt(e); c && *c == 0 && d < b->shape.size())
        if (auto ext = asConstInt(b->shape[d]); ext && *ext == 1)
          dim = FragmentAccess::kUnitDim;
      a.loopDimOfIndex.push_back(dim);
      std::pair<int, int64_t> divided{-1, 1};
      if (auto* bin = asBinary(e); bin && bin->kind == ExprKind::FloorDiv)
        if (auto* v = as<VarNode>(bin->a); auto c = asConstInt(bin->b))
          for (size_t k = 0; v && c && *c > 1 && k < op_.vars.size(); ++k)
            if (op_.vars[k].get() == v)
              divided = {int(k), *c};
      a.dividedDimOfIndex.push_back(divided);
      std::pair<int, int64_t> shifted{-1, 0};
      if (auto* bin = asBinary(e); bin && bin->kind == ExprKind::Add)
        if (auto* v = as<VarNode>(bin->a); auto c = asConstInt(bin->b))
          for (size_t k = 0; v && c && *c != 0 && k < op_.vars.size(); ++k)
            if (op_.vars[k].get() == v)
              shifted = {int(k), *c};
      a.shiftedDimOfIndex.push_back(shifted);
    }
    op_.accesses.push_back(std::move(a));
  }
  void tileOpInside(SourceRange loc, const char* what) {
    fail(loc, std::string(what) + " cannot appear inside a T.Parallel loop; move it out of the loop");
  }
  void fail(SourceRange loc, const std::string& msg) {
    failed_ = true;
    if (ctx_.diags)
      ctx_.diags->error(loc, msg);
  }

  ParallelOpInfo& op_;
  PassContext& ctx_;
  bool& failed_;
};

class Collector : public StmtVisitor {
public:
  Collector(TileOps& ops, PassContext& ctx) : ops_(ops), ctx_(ctx) {}
  bool failed = false;

protected:
  void visitAllocate(const AllocateNode* n) override {
    if (isFragment(n->buffer)) {
      for (const Expr& e : n->buffer->shape)
        if (!asConstInt(e))
          fail(n->buffer->loc, "fragment '" + n->buffer->name + "' needs a compile-time shape");
      ops_.fragments.push_back(n->buffer);
    }
    StmtVisitor::visitAllocate(n);
  }

  void visitFor(const ForNode* n) override {
    if (n->forKind != ForKind::Parallel) {
      StmtVisitor::visitFor(n);
      return;
    }
    ParallelOpInfo op;
    op.root = n;
    op.loc = n->loc;
    const ForNode* f = n;
    for (;;) {
      auto ext = asConstInt(f->extent);
      auto mn = asConstInt(f->min);
      if (!ext || !mn || *mn != 0 || *ext < 1) {
        fail(f->loc.valid() ? f->loc : n->loc,
             "T.Parallel needs compile-time extents (a loop over a tile); use T.serial for a run-time count");
        return;
      }
      op.vars.push_back(f->var);
      op.extents.push_back(*ext);
      op.points *= *ext;
      auto* inner = as<ForNode>(f->body);
      if (!inner || inner->forKind != ForKind::Parallel)
        break;
      f = inner;
    }
    op.body = f->body;
    BodyScanner(op, ctx_, failed).visitStmt(op.body);
    ops_.parallels.push_back(std::move(op));
  }

  void visitBufferLoad(const BufferLoadNode* n) override {
    if (isFragment(n->buffer))
      ops_.uniformUses.emplace_back(n->buffer, n->loc);
    StmtVisitor::visitBufferLoad(n);
  }
  void visitBufferStore(const BufferStoreNode* n) override {
    if (isFragment(n->buffer))
      ops_.uniformUses.emplace_back(n->buffer, n->loc);
    StmtVisitor::visitBufferStore(n);
  }

  void visitReduce(const ReduceNode* n) override {
    if (!isFragment(n->src.buffer) || !isFragment(n->dst.buffer))
      fail(n->loc, "T.reduce works on fragments: copy '" +
                       (isFragment(n->src.buffer) ? n->dst.buffer->name : n->src.buffer->name) +
                       "' to a T.alloc_fragment buffer first (T.copy)");
    else if (!wholeBuffer(n->src) || !wholeBuffer(n->dst))
      fail(n->loc, "T.reduce of part of a fragment is not supported yet; reduce whole fragments");
    else
      ops_.reduces.push_back({n});
  }

  void visitGemm(const GemmNode* n) override {
    if (!isFragment(n->C.buffer) || !wholeBuffer(n->C) || n->C.buffer->shape.size() != 2)
      fail(n->loc, "T.gemm accumulates into a whole 2-D fragment (T.alloc_fragment); '" + n->C.buffer->name +
                       "' is not one");
    else
      ops_.gemms.push_back({n});
  }

  void visitCumSum(const CumSumNode* n) override {
    if (isFragment(n->src.buffer) || isFragment(n->dst.buffer))
      fail(n->loc, "T.cumsum on a fragment is not supported yet; run it on a shared buffer (T.alloc_shared) "
                   "and T.copy the result");
  }

  void visitAttr(const AttrStmtNode* n) override {
    if (n->key == "tma_store")
      for (const Buffer& b : n->buffers)
        ops_.tmaStoreSources.emplace_back(b, n->loc);
    StmtVisitor::visitAttr(n);
  }

  void visitCopy(const CopyNode* n) override { unexpanded(n->loc, "T.copy"); }
  void visitFill(const FillNode* n) override { unexpanded(n->loc, "T.fill"); }
  void visitAtomic(const AtomicNode* n) override { unexpanded(n->loc, "T.atomic"); }

private:
  static bool wholeBuffer(const BufferRegion& r) {
    for (size_t d = 0; d < r.region.size(); ++d) {
      auto mn = asConstInt(r.region[d].min);
      auto ext = asConstInt(r.region[d].extent);
      auto dim = asConstInt(r.buffer->shape[d]);
      if (!mn || *mn != 0 || !ext || !dim || *ext != *dim)
        return false;
    }
    return true;
  }
  void unexpanded(SourceRange loc, const char* what) {
    fail(loc, std::string("internal compiler error: ") + what +
                  " reached layout inference; expand-simt-tile-ops must run before it");
  }
  void fail(SourceRange loc, const std::string& msg) {
    failed = true;
    if (ctx_.diags)
      ctx_.diags->error(loc, msg);
  }

  TileOps& ops_;
  PassContext& ctx_;
};

} // namespace

std::optional<TileOps> collectTileOps(const PrimFunc& f, PassContext& ctx) {
  TileOps ops;
  Collector c(ops, ctx);
  c.visitStmt(f->body);
  if (c.failed)
    return std::nullopt;
  return ops;
}

std::optional<FragmentCopy> asFragmentCopy(const ForNode& root) {
  std::vector<const VarNode*> vars;
  const ForNode* f = &root;
  for (;;) {
    vars.push_back(f->var.get());
    auto* inner = as<ForNode>(f->body);
    if (!inner || inner->forKind != ForKind::Parallel)
      break;
    f = inner;
  }
  auto* st = as<BufferStoreNode>(f->body);
  if (!st)
    return std::nullopt;
  Expr v = st->value;
  DataType type = v->dtype;
  if (auto* c = as<CastNode>(v))
    v = c->value;
  auto* ld = as<BufferLoadNode>(v);
  auto wholeTile = [&](const Buffer& b, const std::vector<Expr>& idx) {
    if (b->scope != MemoryScope::Fragment || idx.size() != vars.size() || b->shape.size() != vars.size())
      return false;
    const ForNode* g = &root;
    for (size_t k = 0; k < idx.size(); ++k, g = as<ForNode>(g->body)) {
      auto* var = as<VarNode>(idx[k]);
      auto dim = asConstInt(b->shape[k]), ext = asConstInt(g->extent);
      if (var != vars[k] || !dim || !ext || *dim != *ext)
        return false;
    }
    return true;
  };
  if (!ld || ld->buffer.get() == st->buffer.get() || !wholeTile(st->buffer, st->indices) ||
      !wholeTile(ld->buffer, ld->indices))
    return std::nullopt;
  return FragmentCopy{ld->buffer, st->buffer, type};
}

} // namespace tilec::opt
