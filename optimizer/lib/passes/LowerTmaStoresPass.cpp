// lower-tma-stores: on targets with TMA, the epilogue copy of a whole shared
// tile into a tensor parameter becomes TMA stores, in kernels whose
// pipelines load by TMA already (their launchers encode tensor maps):
//
//   T.copy(C_shared, C[by * 128, bx * 256])      C_shared: (128, 256) float16
//   =>
//   if tl.tma_enabled(): tl.fence_proxy_async()  every thread that wrote it
//   if tl.tma_enabled():
//       with T.attr("tma_store", buffers=[C_shared]):    one thread
//           tl.tma_store_2d(map, &C_shared[0, 0], bx * 256, by * 128)
//           tl.tma_store_2d(map, &C_shared[0, 64], bx * 256 + 64, by * 128)  ...
//           tl.tma_store_commit(); tl.tma_store_wait_read()
//   else:
//       T.copy(C_shared, C[by * 128, bx * 256])  (expand-simt-tile-ops)
//
// One store per 64-column (128-byte) panel, so the tile is kept in the
// panels of the 128-byte swizzle that TMA reads (layout inference gives the
// buffer that layout). The tensor clips rows and columns past its end, so
// tails need no guards. Only a copy right after the T.copy that fills its
// source is rewritten (the epilogue's pair): the fence is a statement of its
// own between the two, so that the barrier insert-thread-sync puts before
// the stores (nothing between the write and the read could take it
// earlier) follows every writer's fence, as the async proxy requires;
// lower-tile-ops gives the "tma_store" body to thread 0. The store has read
// its source when it returns (wait_group.read), so a later write of the
// buffer needs only the barrier insert-thread-sync adds.
//
// In a persistent tile loop the wait moves to where it is needed: before
// the next tile's T.copy that fills the source, and once after the loop
// (the block must not exit while a store still reads its shared memory):
//
//   for tile_iter in T.serial(..., persistent=1):
//       ...main loop...                    the stores read C_shared meanwhile
//       if tl.tma_enabled():
//           with T.attr("tma_store", 0, buffers=[C_shared]):
//               tl.tma_store_wait_read(&C_shared[0, 0])   the previous tile's
//       T.copy(C_local, C_shared)
//       ...stores and commit, no wait...
//   if tl.tma_enabled(): with T.attr("tma_store", 0): tl.tma_store_wait_read()
//
// so thread 0 no longer holds the consumers at the end of each tile. The
// wait's argument names the tile for insert-thread-sync (code generation
// ignores it): a read of the whole tile, so the barrier goes between the
// wait and the writes. Only sources that nothing in the loop touches but
// such pairs of copies are deferred.
// Launches whose tensor maps cannot be encoded run the copy (tl_tma_ok = 0).

#include "TmaBox.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

#include <unordered_set>
#include <utility>

namespace tilec::opt {

namespace {

using namespace ir;

class TmaStoreRewriter : public StmtMutator {
public:
  TmaStoreRewriter(const PrimFuncNode& f, std::vector<std::vector<int64_t>> descriptors)
      : descriptors(std::move(descriptors)), f_(f) {}
  std::vector<std::vector<int64_t>> descriptors;

protected:
  // A buffer with a user layout (T.annotate_layout) keeps it: no TMA store.
  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key == "layout")
      for (const Buffer& b : n->buffers)
        annotated_.insert(b.get());
    return StmtMutator::mutateAttr(s);
  }

  // A store in a branch or a T.Parallel body would put its fence on the
  // wrong side of the barrier insert-thread-sync places before the branch.
  Stmt mutateIf(const Stmt& s) override { return s; }
  Stmt mutateWhile(const Stmt& s) override { return s; }
  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    if (n->forKind == ForKind::Parallel)
      return s;
    if (!n->annotations.count("persistent")) {
      // A loop inside the tile loop: its stores wait at once.
      auto outer = std::exchange(deferrable_, {});
      Stmt out = StmtMutator::mutateFor(s);
      deferrable_ = std::move(outer);
      return out;
    }
    auto outer = std::exchange(deferrable_, deferrableSources(n->body));
    bool outerDeferred = std::exchange(deferred_, false);
    Stmt loop = StmtMutator::mutateFor(s);
    deferrable_ = std::move(outer);
    if (!std::exchange(deferred_, outerDeferred))
      return loop;
    // The last tile's stores have read their sources before the block exits.
    Stmt last = attrStmt("tma_store", int64_t(0), intrinsic("tl.tma_store_wait_read"), {});
    return withLoc(seq({loop, ifThenElse(tmaEnabled(), last)}), s->loc);
  }

  Stmt mutateSeq(const Stmt& s) override {
    auto* n = static_cast<const SeqStmtNode*>(s.get());
    std::vector<Stmt> out;
    bool changed = false;
    for (size_t i = 0; i < n->stmts.size(); ++i) {
      const Stmt& c = n->stmts[i];
      Stmt m;
      if (auto* copy = as<CopyNode>(c)) {
        auto* prev = i > 0 ? as<CopyNode>(n->stmts[i - 1]) : nullptr;
        bool defer = deferrable_.count(copy->src.buffer.get()) > 0;
        m = prev && prev->dst.buffer == copy->src.buffer ? store(c, defer) : c;
        if (m != c && defer) {
          // The previous tile's stores must have read the source before
          // the copy ahead of this one writes it again.
          const Buffer& src = copy->src.buffer;
          std::vector<Expr> origin(src->shape.size(), intImm(0));
          Expr at = call(DataType::handle(), "tl.address_of", {bufferLoad(src, origin)});
          Stmt wait = attrStmt("tma_store", int64_t(0), intrinsic("tl.tma_store_wait_read", {at}), {src});
          out.insert(out.end() - 1, ifThenElse(tmaEnabled(), wait));
          deferred_ = true;
        }
      } else {
        m = mutateStmt(c);
      }
      changed |= m != c;
      out.push_back(m);
    }
    return changed ? withLoc(seq(out), s->loc) : s;
  }

  Stmt store(const Stmt& s, bool deferWait) {
    auto* n = static_cast<const CopyNode*>(s.get());
    auto plan = storePlan(*n);
    if (!plan)
      return s;
    const Buffer& src = n->src.buffer;
    const size_t rank = n->dst.region.size();
    // Coordinates innermost dim first: the region's start in every dim.
    std::vector<Expr> coords;
    for (size_t d = rank; d-- > 0;)
      coords.push_back(cast(DataType::int32(), n->dst.region[d].min));
    std::vector<Stmt> body;
    const std::string op = "tl.tma_store_" + std::to_string(rank) + "d";
    for (int64_t q = 0; q < plan->panels; ++q) {
      Expr at = call(DataType::handle(), "tl.address_of", {bufferLoad(src, {intImm(0), intImm(q * plan->panel)})});
      std::vector<Expr> args = {intImm(plan->descriptor), at, add(coords[0], intImm(q * plan->panel))};
      args.insert(args.end(), coords.begin() + 1, coords.end());
      body.push_back(intrinsic(op, args));
    }
    body.push_back(intrinsic("tl.tma_store_commit"));
    if (!deferWait)
      body.push_back(intrinsic("tl.tma_store_wait_read"));
    Stmt stores = attrStmt("tma_store", int64_t(0), seq(body), {src});
    return withLoc(seq({ifThenElse(tmaEnabled(), intrinsic("tl.fence_proxy_async")), ifThenElse(tmaEnabled(), stores, s)}),
                   s->loc);
  }

private:
  static Expr tmaEnabled() { return call(DataType::boolean(), "tl.tma_enabled", {}); }

  /// The sources of the TMA-storable pairs (a T.copy filling a shared tile,
  /// then the T.copy storing it) in the statements of a persistent loop's
  /// body outside nested loops and branches, where mutateSeq finds them,
  /// that nothing else in the body touches: their stores may still read
  /// while the next tile's main loop runs.
  std::unordered_set<const BufferNode*> deferrableSources(const Stmt& body) {
    std::unordered_set<const CopyNode*> pairCopies;
    std::unordered_set<const BufferNode*> sources;
    std::vector<const Stmt*> work = {&body};
    while (!work.empty()) {
      const Stmt& st = *work.back();
      work.pop_back();
      if (auto* q = as<SeqStmtNode>(st)) {
        for (size_t i = 1; i < q->stmts.size(); ++i) {
          auto* prev = as<CopyNode>(q->stmts[i - 1]);
          auto* copy = as<CopyNode>(q->stmts[i]);
          if (prev && copy && prev->dst.buffer == copy->src.buffer && storePlan(*copy)) {
            pairCopies.insert(prev);
            pairCopies.insert(copy);
            sources.insert(copy->src.buffer.get());
          }
        }
        for (const Stmt& c : q->stmts)
          work.push_back(&c);
      } else if (auto* a = as<AllocateNode>(st)) {
        work.push_back(&a->body);
      } else if (auto* a = as<AttrStmtNode>(st)) {
        work.push_back(&a->body);
      } else if (auto* l = as<LetStmtNode>(st)) {
        work.push_back(&l->body);
      }
    }
    // Any other access of a source keeps its stores' waits where they are.
    struct Touches : StmtVisitor {
      const std::unordered_set<const CopyNode*>* skip = nullptr;
      std::unordered_set<const BufferNode*> touched;
      void visitBufferLoad(const BufferLoadNode* n) override {
        touched.insert(n->buffer.get());
        StmtVisitor::visitBufferLoad(n);
      }
      void visitBufferStore(const BufferStoreNode* n) override {
        touched.insert(n->buffer.get());
        StmtVisitor::visitBufferStore(n);
      }
      void visitCopy(const CopyNode* n) override {
        if (!skip->count(n))
          StmtVisitor::visitCopy(n);
      }
      void visitRegion(const BufferRegion& r) override {
        touched.insert(r.buffer.get());
        StmtVisitor::visitRegion(r);
      }
      void visitAttr(const AttrStmtNode* n) override {
        for (const Buffer& b : n->buffers)
          touched.insert(b.get());
        StmtVisitor::visitAttr(n);
      }
    } t;
    t.skip = &pairCopies;
    t.visitStmt(body);
    for (auto it = sources.begin(); it != sources.end();)
      it = t.touched.count(*it) ? sources.erase(it) : std::next(it);
    return sources;
  }

  struct Plan {
    int64_t descriptor = 0, panel = 0, panels = 0;
  };

  /// The store's tensor map and panels, for a copy of a whole 2-D shared
  /// tile of 16-bit elements (tmaBox) into a tensor parameter.
  std::optional<Plan> storePlan(const CopyNode& c) {
    // 16-bit types with a tensor-map data type (none for int16).
    const DType t = c.src.buffer->dtype.scalar();
    if (c.src.buffer->scope != MemoryScope::Shared || c.dst.buffer->scope != MemoryScope::Global ||
        c.annotations.count("disable_tma") || annotated_.count(c.src.buffer.get()) ||
        (t != DType::Float16 && t != DType::BFloat16 && t != DType::UInt16))
      return std::nullopt;
    auto box = tmaBox(c.dst, c.src, f_.params);
    if (!box)
      return std::nullopt;
    return Plan{tmaDescriptor(descriptors, box->key()), box->panel, box->cols / box->panel};
  }

  const PrimFuncNode& f_;
  std::unordered_set<const BufferNode*> annotated_;
  /// Sources whose stores wait before the next fill (persistent loops).
  std::unordered_set<const BufferNode*> deferrable_;
  bool deferred_ = false;
};

class LowerTmaStoresPass : public Pass {
public:
  std::string_view name() const override { return "lower-tma-stores"; }
  bool run(Module& m, PassContext& ctx) override {
    if (!ctx.targetInfo().hasTma)
      return true;
    for (auto& f : m.funcs) {
      // Only kernels whose launchers encode tensor maps already (TMA loads).
      auto it = f->attrs.find("tma_descriptors");
      auto* descs = it == f->attrs.end() ? nullptr : std::get_if<std::vector<std::vector<int64_t>>>(&it->second);
      if (!descs || descs->empty())
        continue;
      TmaStoreRewriter r(*f, *descs);
      Stmt body = r.mutateStmt(f->body);
      if (body == f->body)
        continue;
      auto copy = std::make_shared<PrimFuncNode>(*f);
      copy->body = body;
      copy->attrs["tma_descriptors"] = r.descriptors;
      f = copy;
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createLowerTmaStoresPass() { return std::make_unique<LowerTmaStoresPass>(); }

} // namespace tilec::opt
