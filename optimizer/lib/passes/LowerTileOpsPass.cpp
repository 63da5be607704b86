// lower-tile-ops: from tile operators to per-thread code. Runs layout
// inference, then:
//   * the kernel body runs under one thread index (a thread_binding loop
//     over threadIdx.x);
//   * fragments become per-thread register arrays (scope "local") indexed
//     by their layout's local index;
//   * T.Parallel nests run the iterations their layout gives each thread;
//   * T.reduce_*, T.gemm (FMA) and T.cumsum become loops, shuffles and
//     shared-memory exchanges (optimizer/lib/lower/);
//   * T.print of a buffer becomes one print intrinsic per element.
// T.copy, T.fill and tile atomics must already be T.Parallel nests
// (expand-simt-tile-ops).

#include "../lower/Lowering.h"

#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

namespace {

using namespace ir;

class TileOpLowerer : public StmtMutator {
public:
  explicit TileOpLowerer(Lowering& L) : L_(L) {}

protected:
  Expr mutateBufferLoad(const Expr& e) override {
    auto* n = static_cast<const BufferLoadNode*>(e.get());
    if (n->buffer->scope != MemoryScope::Fragment)
      return StmtMutator::mutateBufferLoad(e);
    std::vector<Expr> idx;
    if (!mutateList(n->indices, idx))
      idx = n->indices;
    return withLoc(bufferLoad(L_.localBuffer(n->buffer), {L_.localIndex(n->buffer, idx)}), e->loc);
  }

  Stmt mutateBufferStore(const Stmt& s) override {
    auto* n = static_cast<const BufferStoreNode*>(s.get());
    if (n->buffer->scope != MemoryScope::Fragment)
      return StmtMutator::mutateBufferStore(s);
    std::vector<Expr> idx;
    if (!mutateList(n->indices, idx))
      idx = n->indices;
    return withLoc(bufferStore(L_.localBuffer(n->buffer), {L_.localIndex(n->buffer, idx)}, mutateExpr(n->value)),
                   s->loc);
  }

  Buffer mutateBuffer(const Buffer& b) override {
    if (b->scope == MemoryScope::Fragment)
      return L_.localBuffer(b);
    return b->scope == MemoryScope::Shared ? L_.sharedBuffer(b) : b;
  }

  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    auto it = L_.layouts().loops.find(n);
    // Serial and pipelined loops run the same trip count on every thread
    // (their bounds are block-uniform), so a barrier in them is safe.
    if (n->forKind != ForKind::Parallel || it == L_.layouts().loops.end())
      return StmtMutator::mutateFor(s);
    if (L_.layouts().conversions.count(n))
      return lowerFragmentCopy(L_, *n, nested_ == 0);
    return lowerParallel(
        L_, *n, it->second,
        [this](const Stmt& b) {
          ++inParallel_;
          Stmt r = mutateStmt(b);
          --inParallel_;
          return r;
        },
        nested_ == 0);
  }

  Stmt mutateIf(const Stmt& s) override {
    ++nested_;
    Stmt out = StmtMutator::mutateIf(s);
    --nested_;
    return out;
  }

  Stmt mutateWhile(const Stmt& s) override {
    ++nested_;
    Stmt out = StmtMutator::mutateWhile(s);
    --nested_;
    return out;
  }

  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key == "tma_store") // lower-tma-stores: one thread issues them
      return withLoc(ifThenElse(eq(Expr(L_.tx()), intImm(0, L_.tx()->dtype)), mutateStmt(n->body)), s->loc);
    if (n->key != "print_buffer")
      return StmtMutator::mutateAttr(s);
    if (inParallel_) {
      std::string elem = "x[i]";
      if (!n->buffers.empty()) {
        size_t rank = n->buffers[0]->shape.size();
        elem = n->buffers[0]->name + (rank <= 1 ? "[i]" : rank == 2 ? "[i, j]" : "[i, j, ...]");
      }
      L_.error(s->loc, "T.print of a whole buffer inside a T.Parallel loop would print it once per iteration; "
                       "move it out of the loop, or print one element (T.print(" + elem + "))");
      return evaluate(intImm(0));
    }
    return lowerPrint(L_, *n, nested_ == 0);
  }

  Stmt mutateReduce(const Stmt& s) override { return lowerReduce(L_, *static_cast<const ReduceNode*>(s.get())); }
  Stmt mutateGemm(const Stmt& s) override { return lowerGemm(L_, *static_cast<const GemmNode*>(s.get())); }

  // Consecutive GEMMs into one accumulator are lowered as a chain.
  Stmt mutateSeq(const Stmt& s) override {
    auto* n = static_cast<const SeqStmtNode*>(s.get());
    std::vector<Stmt> out;
    bool changed = false;
    for (size_t i = 0; i < n->stmts.size(); ++i) {
      std::vector<const GemmNode*> chain;
      for (size_t j = i; j < n->stmts.size(); ++j) {
        auto* g = as<GemmNode>(n->stmts[j]);
        if (!g || (!chain.empty() && !chainsInto(L_, *chain.back(), *g)))
          break;
        chain.push_back(g);
      }
      if (chain.size() > 1) {
        out.push_back(lowerGemmChain(L_, chain));
        i += chain.size() - 1;
        changed = true;
        continue;
      }
      out.push_back(mutateStmt(n->stmts[i]));
      changed |= out.back() != n->stmts[i];
    }
    return changed ? withLoc(seq(std::move(out)), s->loc) : s;
  }
  Stmt mutateCumSum(const Stmt& s) override { return lowerCumSum(L_, *static_cast<const CumSumNode*>(s.get())); }

private:
  Lowering& L_;
  int nested_ = 0;     // enclosing conditions and while loops (a barrier there could deadlock)
  int inParallel_ = 0; // inside a T.Parallel body
};

class LowerTileOpsPass : public Pass {
public:
  std::string_view name() const override { return "lower-tile-ops"; }
  bool run(Module& m, PassContext& ctx) override {
    bool ok = true;
    rewriteBodies(m, [&](const PrimFunc& f) -> Stmt {
      for (size_t d = 1; d < f->threads.size(); ++d)
        if (f->threads[d] != 1) {
          if (ctx.diags)
            ctx.diags->error(f->loc, "kernel '" + f->name +
                                         "': multi-dimensional thread blocks are not supported yet; use threads=N");
          ok = false;
          return f->body;
        }
      Stmt body;
      Var tx;
      int64_t threads = 1;
      // The layout library reports impossible requests by throwing; a kernel
      // that reaches one is a compiler bug, reported, never a crash.
      try {
        auto layouts = inferLayouts(f, ctx);
        if (!layouts) {
          ok = false;
          return f->body;
        }
        Lowering L(f, std::move(*layouts), ctx);
        body = TileOpLowerer(L).mutateStmt(f->body);
        tx = L.tx();
        threads = L.threads();
        if (L.failed()) {
          ok = false;
          return f->body;
        }
      } catch (const std::exception& e) {
        if (ctx.diags)
          ctx.diags->error(f->loc, std::string("internal compiler error in lower-tile-ops: ") + e.what() +
                                       "; please report this with the input file");
        ok = false;
        return f->body;
      }
      auto bind = std::make_shared<ForNode>(tx, intImm(0), intImm(threads), ForKind::ThreadBinding, body);
      bind->threadTag = "threadIdx.x";
      bind->loc = f->loc;
      return bind;
    });
    return ok;
  }
};

} // namespace

std::unique_ptr<Pass> createLowerTileOpsPass() { return std::make_unique<LowerTileOpsPass>(); }

} // namespace tilec::opt
