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
// Launches whose tensor maps cannot be encoded run the copy (tl_tma_ok = 0).

#include "TmaBox.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

#include <unordered_set>

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
    return static_cast<const ForNode*>(s.get())->forKind == ForKind::Parallel ? s : StmtMutator::mutateFor(s);
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
        m = prev && prev->dst.buffer == copy->src.buffer ? store(c) : c;
      } else {
        m = mutateStmt(c);
      }
      changed |= m != c;
      out.push_back(m);
    }
    return changed ? withLoc(seq(out), s->loc) : s;
  }

  Stmt store(const Stmt& s) {
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
    body.push_back(intrinsic("tl.tma_store_wait_read"));
    Expr enabled = call(DataType::boolean(), "tl.tma_enabled", {});
    Stmt stores = attrStmt("tma_store", int64_t(0), seq(body), {src});
    return withLoc(seq({ifThenElse(enabled, intrinsic("tl.fence_proxy_async")), ifThenElse(enabled, stores, s)}), s->loc);
  }

private:
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
