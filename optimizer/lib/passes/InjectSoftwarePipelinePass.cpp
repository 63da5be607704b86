// inject-software-pipeline: turns `for k in T.Pipelined(n, num_stages=S)`
// into a multistage pipeline at the tile level, before copies are expanded.
//
// The loop body must start with the copies that fill shared memory from
// global memory (the producers); the rest reads what they wrote (the
// consumers) and must not write those shared buffers, which must not be
// used outside the loop. Each produced buffer gets S copies (a leading stage
// dimension); iteration k's data lives in stage k % S:
//
//   for s in 0 .. S-2:  [s < n] produce(s) into stage s;  commit
//   (with an asynchronous wgmma consumer, S - 2 ahead instead; see below)
//   for k in 0 .. n-1:
//       wait until iteration k's group has landed (at most S-2 pending)
//       barrier                          (all threads' copies are visible,
//                                         and everyone is done with k-1)
//       [k + S-1 < n] produce(k + S-1) into stage (k + S-1) % S;  commit
//       consume(k) from stage k % S
//   wait for everything
//
// Producers are marked with an `async_producer` attribute; after
// vectorization lower-async-copies turns their 4/8/16-byte global -> shared
// vector copies into cp.async (sm_80+). The loop orders the staged buffers
// itself: insert-thread-sync ignores them inside the `manual_sync` region
// (and still places barriers for everything else there, such as a
// reduction's workspace). A loop that
// does not have this shape stays a plain serial loop: T.Pipelined is a hint.
//
// On sm_90a a loop at the top of the kernel body whose copies can be TMA
// loads feeding a wgmma GEMM (or any loop with warp_specialize=True) becomes
// two loops instead, marked for the warp-specialize pass: a producer loop
// for a warpgroup of its own and a consumer loop, ordered by mbarriers (see
// warpSpecialized below).

#include "tilec/ir/Ops.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/Analyzer.h"
#include "tilec/ir/arith/ExprCompare.h"
#include "tilec/optimizer/LayoutInference.h"
#include "tilec/optimizer/Pass.h"

#include "../layout/GemmLayouts.h"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <unordered_set>

namespace tilec::opt {

namespace {

using namespace ir;

std::vector<Stmt> flatten(const Stmt& s) {
  if (auto* q = as<SeqStmtNode>(s))
    return q->stmts;
  return {s};
}

bool isProducer(const Stmt& s) {
  auto* c = as<CopyNode>(s);
  return c && c->src.buffer->scope == MemoryScope::Global && c->dst.buffer->scope == MemoryScope::Shared;
}

/// How many times each buffer is referenced (loads, stores, regions) in a statement.
class CountUses : public StmtMutator {
public:
  std::unordered_map<const BufferNode*, int> uses;
  std::unordered_set<const BufferNode*> written;

protected:
  Buffer mutateBuffer(const Buffer& b) override {
    ++uses[b.get()];
    return b;
  }
  Stmt mutateBufferStore(const Stmt& s) override {
    written.insert(static_cast<const BufferStoreNode*>(s.get())->buffer.get());
    return StmtMutator::mutateBufferStore(s);
  }
  Stmt mutateCopy(const Stmt& s) override {
    written.insert(static_cast<const CopyNode*>(s.get())->dst.buffer.get());
    return StmtMutator::mutateCopy(s);
  }
  Stmt mutateFill(const Stmt& s) override {
    written.insert(static_cast<const FillNode*>(s.get())->dst.buffer.get());
    return StmtMutator::mutateFill(s);
  }
  Stmt mutateAtomic(const Stmt& s) override {
    written.insert(static_cast<const AtomicNode*>(s.get())->dst.buffer.get());
    return StmtMutator::mutateAtomic(s);
  }
  Stmt mutateAllocate(const Stmt& s) override {
    Stmt out = StmtMutator::mutateAllocate(s);
    --uses[static_cast<const AllocateNode*>(s.get())->buffer.get()]; // the allocation is not a use
    return out;
  }
};

/// Accesses of the produced buffers go to their staged copies, at `stage`.
class UseStage : public StmtMutator {
public:
  UseStage(const std::unordered_map<const BufferNode*, Buffer>& staged, Expr stage)
      : staged_(staged), stage_(std::move(stage)) {}

  Expr mutateBufferLoad(const Expr& e) override {
    auto* n = static_cast<const BufferLoadNode*>(e.get());
    auto it = staged_.find(n->buffer.get());
    if (it == staged_.end())
      return StmtMutator::mutateBufferLoad(e);
    return withLoc(bufferLoad(it->second, withStage(n->indices)), e->loc);
  }
  Stmt mutateBufferStore(const Stmt& s) override {
    auto* n = static_cast<const BufferStoreNode*>(s.get());
    auto it = staged_.find(n->buffer.get());
    if (it == staged_.end())
      return StmtMutator::mutateBufferStore(s);
    return withLoc(bufferStore(it->second, withStage(n->indices), mutateExpr(n->value)), s->loc);
  }
  BufferRegion mutateRegion(const BufferRegion& r, bool& changed) override {
    auto it = staged_.find(r.buffer.get());
    if (it == staged_.end())
      return StmtMutator::mutateRegion(r, changed);
    changed = true;
    BufferRegion out{it->second, {Range{stage_, intImm(1, stage_->dtype)}}};
    for (const Range& rg : r.region)
      out.region.push_back({mutateExpr(rg.min), mutateExpr(rg.extent)});
    return out;
  }

private:
  std::vector<Expr> withStage(const std::vector<Expr>& idx) {
    std::vector<Expr> out{stage_};
    for (const Expr& i : idx)
      out.push_back(mutateExpr(i));
    return out;
  }

  const std::unordered_map<const BufferNode*, Buffer>& staged_;
  Expr stage_;
};

Stmt intrinsic(const char* op, std::vector<Expr> args = {}) {
  return evaluate(call(DataType::int32(), op, std::move(args)));
}

/// Finds the wgmma GEMMs among a pipeline's consumers and, when `keep` is
/// set, lets them stay in flight for one more GEMM (wg_wait=1).
class MarkAsyncGemms : public StmtMutator {
public:
  MarkAsyncGemms(int64_t threads, const PassContext& ctx, bool keep,
                 const std::unordered_map<const BufferNode*, Buffer>* staged = nullptr,
                 const std::unordered_map<const BufferNode*, int>* consumerUses = nullptr)
      : threads_(threads), ctx_(ctx), keep_(keep), staged_(staged), consumerUses_(consumerUses) {}
  bool sawWgmma = false;
  bool keptInFlight = false; // a GEMM got wg_wait=1
  /// The swizzle (bytes) each wgmma operand buffer is stored with.
  std::unordered_map<const BufferNode*, int> swizzleOf;

protected:
  Stmt mutateGemm(const Stmt& s) override {
    auto* g = static_cast<const GemmNode*>(s.get());
    auto plan = planTensorCoreGemm(*g, threads_, ctx_);
    if (!plan || !plan->wgmma)
      return s;
    sawWgmma = true;
    swizzleOf[g->A.buffer.get()] = plan->swizzleA;
    swizzleOf[g->B.buffer.get()] = plan->swizzleB;
    bool fenced = staged_ && staged_->count(g->A.buffer.get()) && staged_->count(g->B.buffer.get());
    // In flight past the statement only when it runs on every iteration (not
    // under a branch or in an inner loop: a skipped GEMM would not wait for
    // the one before, whose stage is then released too early) and nothing
    // else in the loop touches its accumulator (which would read it before
    // the GEMM has finished).
    bool keep = false;
    if (keep_ && nested_ == 0 && consumerUses_) {
      auto uses = consumerUses_->find(g->C.buffer.get());
      keep = uses != consumerUses_->end() && uses->second == 1;
    }
    if (!keep && !fenced)
      return s;
    auto copy = std::make_shared<GemmNode>(*g);
    copy->wgWait = keep ? 1 : g->wgWait;
    copy->operandsFenced = fenced;
    keptInFlight = keptInFlight || keep;
    return copy;
  }
  Stmt mutateIf(const Stmt& s) override { return nested(s, [&] { return StmtMutator::mutateIf(s); }); }
  Stmt mutateFor(const Stmt& s) override { return nested(s, [&] { return StmtMutator::mutateFor(s); }); }
  Stmt mutateWhile(const Stmt& s) override { return nested(s, [&] { return StmtMutator::mutateWhile(s); }); }

private:
  template <typename F> Stmt nested(const Stmt&, F&& f) {
    ++nested_;
    Stmt out = f();
    --nested_;
    return out;
  }

  int64_t threads_;
  const PassContext& ctx_;
  bool keep_;
  const std::unordered_map<const BufferNode*, Buffer>* staged_;
  const std::unordered_map<const BufferNode*, int>* consumerUses_;
  int nested_ = 0;
};

class Pipeliner : public StmtMutator {
public:
  Pipeliner(const Stmt& body, int64_t threads, const PassContext& ctx, std::vector<Var> dynamicDims,
            std::vector<Param> params, std::vector<Var> blockVars, std::array<int64_t, 3> cluster)
      : cluster_(cluster), threads_(threads), ctx_(ctx), dynamicDims_(std::move(dynamicDims)),
        params_(std::move(params)), blockVars_(std::move(blockVars)) {
    CountUses all;
    all.mutateStmt(body);
    totalUses_ = std::move(all.uses);
  }

  /// Produced buffer -> its staged copy, for the allocations.
  std::unordered_map<const BufferNode*, Buffer> staged;
  /// The TMA tensor maps the kernel needs (the function attribute
  /// "tma_descriptors"): {tensor parameter, box inner, box outer, swizzle}.
  std::vector<std::vector<int64_t>> tmaDescriptors;

protected:
  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    if (n->forKind == ForKind::Pipelined)
      if (Stmt p = pipeline(*n))
        return withLoc(p, s->loc);
    // The persistent tile loop around a kernel's body is not an enclosing
    // loop for warp specialization: the warp-specialize pass puts the
    // producer / consumer split above it.
    if (n->annotations.count("persistent") && nested_ == 0 && !persistent_) {
      persistent_ = n;
      Stmt out = StmtMutator::mutateFor(s);
      persistent_ = nullptr;
      return out;
    }
    ++nested_;
    Stmt out = StmtMutator::mutateFor(s);
    --nested_;
    return out;
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

  Buffer mutateBuffer(const Buffer& b) override {
    auto it = staged.find(b.get());
    return it == staged.end() ? b : it->second;
  }

  /// wg_wait is the compiler's to choose: only a pipeline that waits for its
  /// last GEMM after the loop may leave one in flight (MarkAsyncGemms). A
  /// GEMM left in flight anywhere else would be read before it finished.
  Stmt mutateGemm(const Stmt& s) override {
    auto* g = static_cast<const GemmNode*>(s.get());
    if (g->wgWait == 0)
      return s;
    auto copy = std::make_shared<GemmNode>(*g);
    copy->wgWait = 0;
    return copy;
  }

private:
  Stmt pipeline(const ForNode& loop) {
    auto stagesIt = loop.annotations.find("num_stages");
    auto* stagesV = stagesIt == loop.annotations.end() ? nullptr : std::get_if<int64_t>(&stagesIt->second);
    auto mn = asConstInt(loop.min);
    if (!stagesV || *stagesV < 2 || !mn || *mn != 0)
      return nullptr;
    int64_t S = *stagesV;
    std::vector<Stmt> stmts = flatten(loop.body);
    size_t np = 0;
    while (np < stmts.size() && isProducer(stmts[np]))
      ++np;
    if (np == 0 || np == stmts.size())
      return nullptr;
    std::vector<Stmt> producers(stmts.begin(), stmts.begin() + np), consumers(stmts.begin() + np, stmts.end());
    // The produced buffers: written only by the producers, used only here.
    CountUses inLoop, byConsumers;
    inLoop.mutateStmt(loop.body);
    byConsumers.mutateStmt(seq(consumers));
    std::unordered_map<const BufferNode*, Buffer> local;
    for (const Stmt& p : producers) {
      const Buffer& b = as<CopyNode>(p)->dst.buffer;
      if (byConsumers.written.count(b.get()) || inLoop.uses[b.get()] != totalUses_[b.get()] || staged.count(b.get()))
        return nullptr;
      if (!local.count(b.get())) {
        std::vector<Expr> shape{intImm(S)};
        shape.insert(shape.end(), b->shape.begin(), b->shape.end());
        local.emplace(b.get(), makeBuffer(b->name, b->dtype, shape, b->scope, b->loc));
      }
    }
    const Var& k = loop.var;
    DataType it = k->dtype;
    auto produce = [&](const Expr& iter) {
      Expr stage = floormod(iter, intImm(S, it));
      std::vector<Stmt> out;
      for (const Stmt& p : producers)
        out.push_back(UseStage(local, stage).mutateStmt(substitute(p, VarMap{{k.get(), iter}})));
      return attrStmt("async_producer", int64_t(0), seq(out));
    };
    // A wgmma GEMM among the consumers runs asynchronously: it stays in
    // flight (wg_wait=1) while the next iteration waits for its copies, so
    // the copies run S - 2 iterations ahead, not S - 1 (the stage one
    // iteration back is still being read). The loop ends by waiting for it.
    ++nested_;
    for (Stmt& c : consumers)
      c = mutateStmt(c); // nested pipelines; wg_wait back to 0 (see mutateGemm)
    --nested_;
    MarkAsyncGemms probe(threads_, ctx_, false);
    for (const Stmt& c : consumers)
      probe.mutateStmt(c);
    std::vector<std::vector<int64_t>> descriptors;
    std::optional<std::vector<TmaCopy>> tma = tmaCopies(producers, probe.swizzleOf, &descriptors);
    bool ws = warpSpecialize(loop, producers, probe.sawWgmma, tma.has_value());
    // Both kinds of pipeline fence the async proxy before the consumers, so
    // GEMMs on two staged operands need no fence of their own.
    CountUses consumerUses;
    for (const Stmt& c : consumers)
      consumerUses.mutateStmt(c);
    MarkAsyncGemms mark(threads_, ctx_, ws || S >= 3, &local, &consumerUses.uses);
    for (Stmt& c : consumers)
      c = mark.mutateStmt(c);
    for (auto& [b, st] : local)
      staged.emplace(b, st);
    if (ws && tma)
      tmaDescriptors = std::move(descriptors);
    if (ws)
      return warpSpecialized(loop, S, producers, consumers, local, mark.keptInFlight, tma ? &*tma : nullptr);
    bool asyncMma = S >= 3 && mark.keptInFlight;
    int64_t ahead = asyncMma ? S - 2 : S - 1;
    std::vector<Stmt> prologue;
    for (int64_t s = 0; s < ahead; ++s) {
      prologue.push_back(ifThenElse(lt(intImm(s, it), loop.extent), produce(intImm(s, it))));
      prologue.push_back(intrinsic("tl.cp_async_commit"));
    }
    Expr next = add(Expr(k), intImm(ahead, it));
    // The proxy fence lets wgmma (the async proxy) read what this thread's
    // cp.async wrote; the barrier then orders all threads' writes.
    std::vector<Stmt> steady = {intrinsic("tl.cp_async_wait", {intImm(ahead - 1)})};
    if (mark.sawWgmma)
      steady.push_back(intrinsic("tl.fence_proxy_async"));
    for (Stmt st : {intrinsic("tl.sync_threads"), ifThenElse(lt(next, loop.extent), produce(next)),
                    intrinsic("tl.cp_async_commit")})
      steady.push_back(st);
    Expr stage = floormod(Expr(k), intImm(S, it));
    for (const Stmt& c : consumers)
      steady.push_back(UseStage(local, stage).mutateStmt(c));

    // With a GEMM in flight across iterations, a path that skips the loop
    // would carry the accumulator past the final wait defined by plain
    // moves, and ptxas would serialize every wgmma. The trip count is at
    // least 1 (run-time dimensions are); the backend tells the C++ compiler.
    AttrMap loopAttrs;
    if (asyncMma && nonEmpty(loop.extent))
      loopAttrs["nonempty"] = int64_t(1);
    Stmt body = forLoop(k, loop.min, loop.extent, ForKind::Serial, seq(steady), loopAttrs);
    // Barriers around the pipeline order its stages against whatever
    // merge-shared-memory places in the same bytes before and after it.
    std::vector<Stmt> all = {intrinsic("tl.sync_threads")};

    all.insert(all.end(), prologue.begin(), prologue.end());
    all.push_back(body);
    if (asyncMma)
      all.push_back(intrinsic("tl.wgmma_wait_group", {intImm(0)}));
    all.push_back(intrinsic("tl.cp_async_wait", {intImm(0)}));
    all.push_back(intrinsic("tl.sync_threads"));
    std::vector<Buffer> managed;
    for (const Stmt& p : producers) {
      const Buffer& b = local.at(as<CopyNode>(p)->dst.buffer.get());
      if (std::find(managed.begin(), managed.end(), b) == managed.end())
        managed.push_back(b);
    }
    return attrStmt("manual_sync", int64_t(0), seq(all), managed);
  }

  /// One producer copy as TMA loads: the destination is stored in 64-column
  /// (128-byte) panels with the 128-byte swizzle, which is TMA's
  /// CU_TENSOR_MAP_SWIZZLE_128B for a box of {panel, rows} per panel.
  struct TmaCopy {
    int64_t descriptor = 0;      // into tmaDescriptors
    int64_t rows = 0, cols = 0;  // the destination tile
    int64_t panel = 0;           // elements per 128-byte panel
  };

  /// The producers as TMA loads, when the target has TMA and every one is a
  /// whole tile of a 2-D tensor parameter into a wgmma operand buffer with
  /// the 128-byte swizzle (the only layout TMA and wgmma share here).
  std::optional<std::vector<TmaCopy>> tmaCopies(const std::vector<Stmt>& producers,
                                                const std::unordered_map<const BufferNode*, int>& swizzleOf,
                                                std::vector<std::vector<int64_t>>* descriptorsOut) {
    if (!ctx_.targetInfo().hasTma)
      return std::nullopt;
    std::vector<TmaCopy> out;
    std::vector<std::vector<int64_t>> descriptors = tmaDescriptors;
    for (const Stmt& p : producers) {
      auto* c = as<CopyNode>(p);
      const Buffer& src = c->src.buffer;
      const Buffer& dst = c->dst.buffer;
      auto sw = swizzleOf.find(dst.get());
      if (src->shape.size() != 2 || dst->shape.size() != 2 || c->src.region.size() != 2 || sw == swizzleOf.end() ||
          sw->second != 128 || dst->dtype.lanes() != 1 || src->dtype != dst->dtype || c->annotations.count("disable_tma"))
        return std::nullopt;
      int64_t param = -1;
      for (size_t i = 0; i < params_.size(); ++i)
        if (params_[i].buffer == src)
          param = int64_t(i);
      auto R = asConstInt(dst->shape[0]), C = asConstInt(dst->shape[1]);
      auto eR = asConstInt(c->src.region[0].extent), eC = asConstInt(c->src.region[1].extent);
      int bits = dst->dtype.bits();
      if (param < 0 || !R || !C || !eR || !eC || *eR != *R || *eC != *C || bits <= 0 || 1024 % bits != 0)
        return std::nullopt;
      int64_t panel = 1024 / bits;
      if (*R % 8 != 0 || *R > 256 || *C % panel != 0)
        return std::nullopt;
      for (size_t d = 0; d < c->dst.region.size(); ++d) {
        auto mn = asConstInt(c->dst.region[d].min);
        auto ext = asConstInt(c->dst.region[d].extent);
        if (!mn || *mn != 0 || !ext || *ext != (d == 0 ? *R : *C))
          return std::nullopt;
      }
      std::vector<int64_t> key = {param, panel, *R, 128};
      auto it = std::find(descriptors.begin(), descriptors.end(), key);
      if (it == descriptors.end())
        it = descriptors.insert(descriptors.end(), key);
      out.push_back({int64_t(it - descriptors.begin()), *R, *C, panel});
    }
    *descriptorsOut = std::move(descriptors);
    return out;
  }

  /// Whether this pipeline gets a producer warpgroup of its own: by default
  /// where its copies can be TMA loads (one thread issues them) feeding a
  /// wgmma GEMM; `warp_specialize=True` also asks for it with cp.async
  /// copies, whose 128 producer threads then issue every copy alone (slower
  /// for large GEMM tiles: 0.73x of the plain pipeline on an H100).
  bool warpSpecialize(const ForNode& loop, const std::vector<Stmt>& producers, bool wgmmaConsumer, bool tma) {
    const TargetInfo& t = ctx_.targetInfo();
    // One producer warpgroup per kernel, for a pipeline at the top of the
    // kernel body (the producer skips everything around it).
    std::string why;
    bool possible = false;
    if (!t.hasSetMaxNReg || !t.hasCpAsync)
      why = "it needs a target with setmaxnreg and cp.async (sm_90a)";
    else if (threads_ % 128 != 0 || threads_ > 512)
      why = "it needs a multiple of 128 threads, at most 512";
    else if (nested_ != 0)
      why = "the loop is inside another loop or a branch";
    else if (specialized_)
      why = "an earlier loop of this kernel is warp-specialized already";
    else if (persistent_ && dependsOnTile(loop.extent))
      why = "in a persistent kernel its trip count must be the same for every tile (the stages continue from one "
            "tile to the next)";
    else
      possible = true;
    auto it = loop.annotations.find("warp_specialize");
    const int64_t* forced = it == loop.annotations.end() ? nullptr : std::get_if<int64_t>(&it->second);
    // The producer warpgroup skips everything before the loop: values the
    // loop bound or the copies take from per-thread storage (T.alloc_local,
    // fragments) set there would be garbage in it.
    if (possible && readsPerThreadStorage(loop, producers)) {
      possible = false;
      why = "the loop bound or a copy reads a local or fragment buffer set before the loop";
    }
    if (forced && *forced && !possible && ctx_.diags)
      ctx_.diags->warning(loop.loc, "warp_specialize=True has no effect here: " + why +
                                        "; the loop is pipelined without it");
    bool yes = forced ? *forced && possible : possible && wgmmaConsumer && tma;
    specialized_ = specialized_ || yes;
    return yes;
  }

  /// The warp-specialized form: a producer warpgroup fills the stages, the
  /// block's own threads consume them; mbarriers (full[s] at s, empty[s] at
  /// S + s) replace the block-wide barriers of the plain pipeline:
  ///
  ///   producer:  for j:  [j >= S] wait empty[j % S] (its round j/S - 1 done)
  ///                      produce(j) into stage j % S
  ///                      arrive full[j % S] now (its stores) and when its
  ///                      cp.async have landed
  ///   consumer:  for k:  wait full[k % S];  proxy fence
  ///                      consume(k)
  ///                      release stage k - 1 (wgmma GEMM k - 1 finished as
  ///                      GEMM k was issued) or k (other consumers)
  ///
  /// This is the tile-level half: the regions are marked (warp_specialize,
  /// ws_producer, ws_consumer, ws_produce) and the warp-specialize pass
  /// adds the threads, the branches and the barrier setup after lowering.
  Stmt warpSpecialized(const ForNode& loop, int64_t S, const std::vector<Stmt>& producers,
                       const std::vector<Stmt>& consumers, const std::unordered_map<const BufferNode*, Buffer>& local,
                       bool inFlight, const std::vector<TmaCopy>* tma) {
    const Var& k = loop.var;
    DataType it = k->dtype;
    Buffer bars = makeBuffer(k->name + "_barriers", DataType(DType::UInt64), {intImm(2 * S)}, MemoryScope::Shared,
                             loop.loc);
    auto bar = [&](Expr i) { return call(DataType::handle(), "tl.address_of", {bufferLoad(bars, {std::move(i)})}); };
    auto c = [&](int64_t v) { return intImm(v, it); };

    // In a persistent kernel the stages and their phases continue from
    // one tile to the next (the producer runs ahead into the next tile while
    // the consumers finish this one): iteration k of the pipeline is
    // number tile_iter * n + k of the block's sequence.
    Expr base = persistent_ ? mul(cast(it, Expr(persistent_->var)), loop.extent) : Expr();
    auto seqNo = [&](const Expr& i) { return base ? add(base, i) : i; };
    // Thread-block clusters of n blocks along one grid dimension: loads that
    // do not depend on that block index are multicast (below), and then a
    // stage is free only when the consumers of every block have released it.
    int64_t clusterBlocks = 1;
    clusterAxis_ = -1;
    for (int a = 0; a < 3; ++a)
      if (cluster_[a] > 1) {
        clusterBlocks = clusterAxis_ < 0 ? cluster_[a] : 1;
        clusterAxis_ = clusterAxis_ < 0 ? a : 3; // two clustered axes: no multicast
      }
    bool multicasts = false;
    Var j = makeVar(k->name + "_load", it);
    Expr jSeq = seqNo(Expr(j));
    Expr jStage = floormod(jSeq, c(S));
    Stmt copies = seq(
        {attrStmt("ws_produce", int64_t(0), attrStmt("async_producer", int64_t(0), [&] {
           std::vector<Stmt> out;
           for (const Stmt& p : producers)
             out.push_back(UseStage(local, jStage).mutateStmt(substitute(p, VarMap{{k.get(), Expr(j)}})));
           return seq(out);
         }())),
         intrinsic("tl.mbarrier_arrive", {bar(jStage)}), intrinsic("tl.cp_async_mbarrier_arrive", {bar(jStage)})});
    if (tma) {
      // One elected producer thread expects the stage's bytes and starts a
      // TMA load per 128-byte panel; the cp.async copies stay for launches
      // whose tensor maps cannot be encoded (a row stride that is not a
      // multiple of 16 bytes), which the launcher reports in tl_tma_ok.
      std::vector<Stmt> loads;
      int64_t bytes = 0;
      for (size_t i = 0; i < producers.size(); ++i) {
        auto* cp = as<CopyNode>(producers[i]);
        const TmaCopy& t = (*tma)[i];
        const Buffer& st = local.at(cp->dst.buffer.get());
        Expr r0 = substitute(cp->src.region[0].min, VarMap{{k.get(), Expr(j)}});
        Expr c0 = substitute(cp->src.region[1].min, VarMap{{k.get(), Expr(j)}});
        bytes += t.rows * t.cols * cp->dst.buffer->dtype.bits() / 8;
        int64_t panels = t.cols / t.panel;
        // A tile every block of the cluster loads alike is loaded once: block
        // r of the n loads panels [r * panels / n, ...) into all of them.
        bool multicast = clusterBlocks > 1 && panels % clusterBlocks == 0 && sameInCluster(*cp, loop.var);
        std::vector<std::vector<Stmt>> byRank(multicast ? size_t(clusterBlocks) : 1);
        for (int64_t q = 0; q < panels; ++q) {
          Expr at = call(DataType::handle(), "tl.address_of",
                         {bufferLoad(st, {jStage, intImm(0, it), intImm(q * t.panel, it)})});
          std::vector<Expr> args = {intImm(t.descriptor), at, bar(jStage),
                                    cast(DataType::int32(), add(c0, intImm(q * t.panel, c0->dtype))),
                                    cast(DataType::int32(), r0)};
          if (!multicast) {
            byRank[0].push_back(intrinsic("tl.tma_load_2d", args));
            continue;
          }
          args.push_back(intImm((int64_t(1) << clusterBlocks) - 1));
          byRank[size_t(q / (panels / clusterBlocks))].push_back(intrinsic("tl.tma_load_2d_multicast", args));
        }
        if (!multicast) {
          loads.insert(loads.end(), byRank[0].begin(), byRank[0].end());
          continue;
        }
        multicasts = true;
        for (size_t r = 0; r < byRank.size(); ++r)
          loads.push_back(ifThenElse(eq(call(DataType::int32(), "tl.cluster_rank", {}), intImm(int64_t(r))),
                                     seq(byRank[r])));
      }
      loads.insert(loads.begin(), intrinsic("tl.mbarrier_arrive_expect_tx", {bar(jStage), intImm(bytes)}));
      copies = ifThenElse(call(DataType::boolean(), "tl.tma_enabled", {}), attrStmt("ws_elect", int64_t(0), seq(loads)),
                          copies);
    }
    std::vector<Stmt> load = {
        ifThenElse(ge(jSeq, c(S)),
                   intrinsic("tl.mbarrier_wait", {bar(add(jStage, c(S))), floormod(add(floordiv(jSeq, c(S)), c(1)), c(2))})),
        copies};
    Stmt producer = attrStmt("ws_producer", int64_t(0),
                             seq({forLoop(j, loop.min, loop.extent, ForKind::Serial, seq(load)),
                                  intrinsic("tl.cp_async_wait", {intImm(0)})}));

    Expr kSeq = seqNo(Expr(k));
    Expr stage = floormod(kSeq, c(S));
    // TMA writes through the async proxy, as wgmma reads: only the cp.async
    // fallback's generic writes need the proxy fence.
    Stmt fence = intrinsic("tl.fence_proxy_async");
    if (tma)
      fence = ifThenElse(logicalNot(call(DataType::boolean(), "tl.tma_enabled", {})), fence);
    std::vector<Stmt> steady = {intrinsic("tl.mbarrier_wait", {bar(stage), floormod(floordiv(kSeq, c(S)), c(2))}),
                                fence};
    for (const Stmt& st : consumers)
      steady.push_back(UseStage(local, stage).mutateStmt(st));
    // One arrival per consumer warp (in each block of the cluster that
    // multicast into this one), not per thread.
    int64_t releaseBlocks = multicasts ? clusterBlocks : 1;
    auto release = [&](Expr at) {
      return intrinsic("tl.mbarrier_arrive_warp", {bar(std::move(at)), intImm(releaseBlocks)});
    };
    if (inFlight)
      steady.push_back(ifThenElse(ge(Expr(k), c(1)), release(add(floormod(sub(kSeq, c(1)), c(S)), c(S)))));
    else
      steady.push_back(release(add(stage, c(S))));
    AttrMap loopAttrs;
    if (inFlight && nonEmpty(loop.extent))
      loopAttrs["nonempty"] = int64_t(1);
    std::vector<Stmt> consumer = {forLoop(k, loop.min, loop.extent, ForKind::Serial, seq(steady), loopAttrs)};
    if (inFlight) {
      consumer.push_back(intrinsic("tl.wgmma_wait_group", {intImm(0)}));
      // The last GEMM's stage is released once it is done: the producer
      // refills it for the next tile.
      if (persistent_)
        consumer.push_back(
            ifThenElse(ge(loop.extent, c(1)), release(add(floormod(sub(seqNo(loop.extent), c(1)), c(S)), c(S)))));
    }

    Stmt split = attrStmt("warp_specialize", std::vector<int64_t>{S, tma ? 1 : 0, releaseBlocks},
                          seq({producer, attrStmt("ws_consumer", int64_t(0), seq(consumer))}), {bars});
    std::vector<Buffer> managed = {bars};
    for (const Stmt& p : producers) {
      const Buffer& b = local.at(as<CopyNode>(p)->dst.buffer.get());
      if (std::find(managed.begin(), managed.end(), b) == managed.end())
        managed.push_back(b);
    }
    Stmt body = attrStmt("manual_sync", int64_t(0),
                         seq({intrinsic("tl.sync_threads"), split, intrinsic("tl.sync_threads")}), managed);
    return allocate(bars, body);
  }

  /// Whether every block of a cluster copies the same tile: the source's
  /// position uses no variable but the pipeline's own, the run-time dims and
  /// scalar parameters, and the block indices of unclustered dimensions.
  bool sameInCluster(const CopyNode& cp, const Var& k) const {
    if (clusterAxis_ < 0 || clusterAxis_ > 2 || size_t(clusterAxis_) >= blockVars_.size())
      return false;
    struct Vars : StmtVisitor {
      std::vector<const VarNode*> seen;
      void visitVar(const VarNode* n) override { seen.push_back(n); }
    } vars;
    for (const Range& r : cp.src.region) {
      vars.visitExpr(r.min);
      vars.visitExpr(r.extent);
    }
    for (const VarNode* v : vars.seen) {
      bool ok = v == k.get();
      for (const Var& d : dynamicDims_)
        ok = ok || v == d.get();
      for (const Param& p : params_)
        ok = ok || (!p.buffer && v == p.var.get());
      for (size_t b = 0; b < blockVars_.size(); ++b)
        ok = ok || (int(b) != clusterAxis_ && v == blockVars_[b].get());
      if (!ok)
        return false;
    }
    return true;
  }

  bool dependsOnTile(const Expr& e) const {
    if (arith::usesVar(e, persistent_->var.get()))
      return true;
    for (const Var& b : blockVars_)
      if (arith::usesVar(e, b.get()))
        return true;
    return false;
  }

  static bool readsPerThreadStorage(const ForNode& loop, const std::vector<Stmt>& producers) {
    struct Reads : StmtVisitor {
      bool found = false;
      void visitBufferLoad(const BufferLoadNode* n) override {
        if (n->buffer && n->buffer->scope != MemoryScope::Global && n->buffer->scope != MemoryScope::Shared)
          found = true;
        StmtVisitor::visitBufferLoad(n);
      }
    } r;
    r.visitExpr(loop.extent);
    for (const Stmt& p : producers) {
      auto* c = as<CopyNode>(p);
      for (const Range& rg : c->src.region) {
        r.visitExpr(rg.min);
        r.visitExpr(rg.extent);
      }
      for (const Range& rg : c->dst.region) {
        r.visitExpr(rg.min);
        r.visitExpr(rg.extent);
      }
    }
    return r.found;
  }

  bool nonEmpty(const Expr& extent) const {
    arith::Analyzer an;
    for (const Var& d : dynamicDims_)
      an.bindDynamicDim(d);
    return an.canProveGreaterEqual(extent, 1);
  }

  std::unordered_map<const BufferNode*, int> totalUses_;
  int nested_ = 0;           // enclosing loops and branches
  const ForNode* persistent_ = nullptr; // the persistent tile loop around the one being pipelined
  std::array<int64_t, 3> cluster_{1, 1, 1}; // the kernel's thread-block cluster
  int clusterAxis_ = -1;                    // its one clustered grid dimension (-1: none, 3: several)
  bool specialized_ = false; // a pipeline of this kernel got the producer warpgroup
  int64_t threads_;
  const PassContext& ctx_;
  std::vector<Var> dynamicDims_;
  std::vector<Param> params_;
  std::vector<Var> blockVars_;
};

class InjectSoftwarePipelinePass : public Pass {
public:
  std::string_view name() const override { return "inject-software-pipeline"; }
  bool run(Module& m, PassContext& ctx) override {
    if (!ctx.targetInfo().isGpu())
      return true;
    for (auto& f : m.funcs) {
      auto cluster = clusterDims(*f);
      if (cluster[0] * cluster[1] * cluster[2] > 1 && !ctx.targetInfo().hasClusters) {
        // A launch hint: without clusters the blocks run alone (the grid
        // stays rounded up; its extra blocks do nothing).
        if (ctx.diags)
          ctx.diags->warning(f->loc, "cluster= has no effect on " + std::string(ctx.targetInfo().name) +
                                         ": thread-block clusters need sm_90a");
        auto copy = std::make_shared<PrimFuncNode>(*f);
        copy->attrs.erase("cluster_dims");
        f = copy;
        cluster = {1, 1, 1};
      }
      Pipeliner p(f->body, blockThreads(f), ctx, f->dynamicDims, f->params, f->blockVars, cluster);
      Stmt body = p.mutateStmt(f->body);
      if (p.staged.empty())
        continue;
      // The allocations of the produced buffers become their staged copies
      // (the loop was rewritten already; mutateBuffer maps what is left).
      struct Realloc : StmtMutator {
        const std::unordered_map<const BufferNode*, Buffer>& staged;
        explicit Realloc(const std::unordered_map<const BufferNode*, Buffer>& s) : staged(s) {}
        Buffer mutateBuffer(const Buffer& b) override {
          auto it = staged.find(b.get());
          return it == staged.end() ? b : it->second;
        }
      } realloc(p.staged);
      auto copy = std::make_shared<PrimFuncNode>(*f);
      copy->body = realloc.mutateStmt(body);
      if (!p.tmaDescriptors.empty())
        copy->attrs["tma_descriptors"] = p.tmaDescriptors;
      f = copy;
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createInjectSoftwarePipelinePass() { return std::make_unique<InjectSoftwarePipelinePass>(); }

} // namespace tilec::opt
