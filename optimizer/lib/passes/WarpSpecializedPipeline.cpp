// inject-software-pipeline, the warp-specialized form of a pipeline
// (sm_90a): the producers as TMA loads (multicast within a thread-block
// cluster), the producer / consumer regions that the warp-specialize pass
// turns into warpgroups, and the checks that decide whether a loop gets them.

#include "SoftwarePipeline.h"
#include "TmaBox.h"
#include "WarpSpecializeSchedule.h"

#include "tilec/ir/arith/Analyzer.h"
#include "tilec/ir/arith/ExprCompare.h"

#include <algorithm>

namespace tilec::opt::swp {

std::optional<std::vector<Pipeliner::TmaCopy>> Pipeliner::tmaCopies(const std::vector<Stmt>& producers,
                                              const std::unordered_map<const BufferNode*, int>& swizzleOf,
                                              std::vector<std::vector<int64_t>>* descriptorsOut) {
  if (!ctx_.targetInfo().hasTma)
    return std::nullopt;
  std::vector<TmaCopy> out;
  std::vector<std::vector<int64_t>> descriptors = tmaDescriptors;
  for (const Stmt& p : producers) {
    auto* c = as<CopyNode>(p);
    auto sw = swizzleOf.find(c->dst.buffer.get());
    auto box = tmaBox(c->src, c->dst, params_);
    if (!box || sw == swizzleOf.end() || sw->second != 128 || c->annotations.count("disable_tma"))
      return std::nullopt;
    out.push_back({tmaDescriptor(descriptors, box->key()), box->rows, box->cols, box->panel, box->rank});
  }
  *descriptorsOut = std::move(descriptors);
  return out;
}

bool Pipeliner::warpSpecialize(const ForNode& loop, const std::vector<Stmt>& producers, bool wgmmaConsumer, bool tma) {
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
  // Nor may they use the thread index: the producer's threads have others.
  if (possible) {
    bool tid = usesThreadIndex(loop.min) || usesThreadIndex(loop.extent);
    for (const Stmt& p : producers)
      tid = tid || usesThreadIndex(*as<CopyNode>(p));
    if (tid) {
      possible = false;
      why = "the loop bound or a copy's position uses the thread index, which differs in the producer warpgroup";
    }
  }
  // In a serial loop of the kernel's own the producer's copy of that loop
  // runs only the loads, ahead of the block's threads: what they read must
  // not come from registers or shared memory (through the lets too), and
  // the loop must not write a tensor the loads read (the producer would
  // load it before an earlier iteration's stores).
  if (possible && inSerialTileLoop()) {
    bool onChip = readsOnChip(loop.min) || readsOnChip(loop.extent);
    for (const Stmt& p : producers)
      for (const Range& rg : as<CopyNode>(p)->src.region)
        onChip = onChip || readsOnChip(rg.min) || readsOnChip(rg.extent);
    if (onChip) {
      possible = false;
      why = "in the serial loop around it, the loop bound or a copy's position reads a register or shared tile, "
            "which the producer warpgroup's copy of that loop (it runs only the loads) does not have";
    } else if (writesWhatProducersRead(producers)) {
      possible = false;
      why = "the serial loop around it writes a tensor the loop's copies read, and the producer warpgroup would "
            "load it ahead of those stores";
    }
  }
  if (forced && *forced && !possible && ctx_.diags)
    ctx_.diags->warning(loop.loc, "warp_specialize=True has no effect here: " + why +
                                      "; the loop is pipelined without it");
  bool yes = forced ? *forced && possible : possible && wgmmaConsumer && tma;
  specialized_ = specialized_ || yes;
  return yes;
}

Stmt Pipeliner::warpSpecialized(const ForNode& loop, int64_t S, const std::vector<Stmt>& producers,
                     const std::vector<Stmt>& consumers, const std::unordered_map<const BufferNode*, Buffer>& local,
                     bool inFlight, const std::vector<TmaCopy>* tma, bool fenceBefore,
                     const PipelinePlan* plan, const std::vector<Stmt>& preloads) {
  const Var& k = loop.var;
  DataType it = k->dtype;
  auto c = [&](int64_t v) { return intImm(v, it); };

  // In a persistent kernel the stages and their phases continue from
  // one tile to the next (the producer runs ahead into the next tile while
  // the consumers finish this one): iteration k of the pipeline is
  // number tile_iter * n + k of the block's sequence. When the trip count
  // differs between tiles (causal attention's key tiles), or the loop
  // around is a serial loop of the kernel's own (any bounds), each role
  // counts the iterations it has done in a variable of its own (allocated
  // above the tile loop, where warp-specialize hoists it).
  Buffer done;
  Expr base;
  if (persistent_ && (!persistent_->annotations.count("persistent") || dependsOnTile(loop.extent))) {
    done = makeBuffer(k->name + "_done", it, {intImm(1)}, MemoryScope::LocalVar, loop.loc);
    base = sub(bufferLoad(done, {intImm(0)}), loop.min);
  } else if (persistent_) {
    base = mul(cast(it, Expr(persistent_->var)), loop.extent);
  }
  auto advance = [&](std::vector<Stmt> stmts) {
    if (done)
      stmts.push_back(bufferStore(done, {intImm(0)}, add(bufferLoad(done, {intImm(0)}), max(loop.extent, c(0)))));
    return seq(stmts);
  };
  auto seqNo = [&](const Expr& i) { return base ? add(base, i) : i; };
  // Thread-block clusters of n blocks along one grid dimension: loads that
  // do not depend on that block index are multicast (below), and then a
  // stage is free only when the consumers of every block have released it.
  // (A serial loop of the kernel's own around it must run alike in every
  // block of the cluster too.)
  const int64_t clusterBlocks =
      sameTripsInCluster(loop) && (!inSerialTileLoop() || sameTripsInCluster(*persistent_)) ? clusterBlocks_ : 1;
  bool multicasts = false;
  Var j = makeVar(k->name + "_load", it);
  Expr jSeq = seqNo(Expr(j));
  Expr jStage = floormod(jSeq, c(S));
  // FA3's overlap: the last GEMM (O += P V) rotated one iteration back, in
  // flight across the next tile's softmax; its stage is freed one
  // iteration later, so it takes 3 stages to keep the producer ahead, or
  // 2 when the first GEMM's tiles (K) have barriers of their own (below).
  // Not in a serial loop of the kernel's own: there the rotated loop's
  // first and last iterations sit under a trip-count test, and ptxas
  // serializes every wgmma (C7515, both routes).
  std::optional<ConsumerRotation> rotation = S >= 2 && clusterBlocks == 1 && !inSerialTileLoop()
                                                 ? findConsumerRotation(consumers, threads_, ctx_)
                                                 : std::nullopt;
  // stage= decides when given (PipelineUserSchedule.cpp); the producer
  // warpgroup runs as far ahead as the stages allow and issues the copies
  // itself.
  if (plan && (plan->ahead > 0 || plan->copiesAt > 0) && ctx_.diags)
    ctx_.diags->warning(loop.loc, "with a producer warpgroup (warp specialization) the copies run as far ahead as "
                                  "num_stages allows and are issued by the producer: stage= / order= place only the "
                                  "other statements (give the copies stage -1 and order -1)");
  // With the rotation, the tiles only the first GEMM and the statements
  // before it read (attention's K) are free once that GEMM is done, one
  // iteration before the rotated GEMM's (V): they get barriers of their own
  // (FA3's separate K and V pipelines), so that the producer refills K's
  // slot without waiting for V's. Group 0 holds the others (all tiles when
  // there is one group), group 1 these; group g's barriers are
  // [2 S g, 2 S g + S) full and [2 S g + S, 2 S (g + 1)) empty.
  // A tile goes to group 0 when the rotated GEMM is its only reader (it is
  // waited for just before that GEMM), to group 1 when nothing after the
  // first GEMM reads it; any other tile keeps one group for all.
  // Not in persistent tile loops: there ptxas serializes the wgmmas
  // (C7515) once the loop's tail waits for the last iteration's V on its
  // own barrier (seen with CUDA 13's ptxas, both routes).
  std::vector<std::vector<size_t>> groups(1);
  if (rotation && tma && !persistent_) {
    std::vector<CountUses> uses(consumers.size());
    for (size_t c2 = 0; c2 < consumers.size(); ++c2)
      uses[c2].mutateStmt(consumers[c2]);
    auto reads = [&](size_t c2, const BufferNode* b) {
      auto it2 = uses[c2].uses.find(b);
      return it2 != uses[c2].uses.end() && it2->second > 0;
    };
    std::vector<size_t> early, late;
    bool ok = true;
    for (size_t i = 0; i < producers.size() && ok; ++i) {
      const BufferNode* dst = as<CopyNode>(producers[i])->dst.buffer.get();
      bool byLast = reads(rotation->last, dst), beforeLast = false, afterFirst = false;
      for (size_t c2 = 0; c2 < rotation->last; ++c2)
        if (reads(c2, dst)) {
          beforeLast = true;
          afterFirst = afterFirst || c2 > rotation->first;
        }
      if (byLast && !beforeLast)
        late.push_back(i);
      else if (!byLast && !afterFirst)
        early.push_back(i);
      else
        ok = false;
    }
    if (ok && !early.empty() && !late.empty())
      groups = {late, early};
  }
  // Two stages keep the producer ahead only when K's slot is refilled
  // while V's is still held.
  const bool fewStages = rotation && S < 3 && groups.size() < 2;
  if (fewStages)
    rotation.reset();
  if (plan && plan->rotate == false) {
    rotation.reset();
  } else if (plan && plan->rotate == true && !rotation && ctx_.diags) {
    std::string why = S < 2 || fewStages
                          ? "needs num_stages >= 3, or 2 when the first GEMM's tiles (K) and the rotated GEMM's (V) "
                            "get barriers of their own (TMA loads, not in a persistent kernel, each tile read by "
                            "one of the two only); the rotated GEMM holds its stage one iteration more"
                      : clusterBlocks > 1 ? "is not taken with cluster multicast"
                                          : "needs the body to end with a GEMM whose A is a register tile made in the "
                                            "loop and whose accumulator carries over (attention's O += P V), with "
                                            "nothing before the first GEMM touching either, and the three register "
                                            "tiles small enough to stay live together";
    ctx_.diags->warning(loop.loc, "the rotated form stage= asks for (the last statements one stage later) " + why +
                                      "; this loop runs in program order");
  }
  if (!rotation)
    groups.assign(1, {});
  if (groups.size() == 1)
    for (size_t i = 0; i < producers.size(); ++i)
      groups[0].push_back(i);
  const int64_t nGroups = int64_t(groups.size());
  // The preloads' full barrier follows the stages' (one for all of them).
  const int64_t preloadBarrier = 2 * S * nGroups;
  const int64_t nPreloads = preloads.empty() ? 0 : 1;
  Buffer bars = makeBuffer(k->name + "_barriers", DataType(DType::UInt64), {intImm(2 * S * nGroups + nPreloads)},
                           MemoryScope::Shared, loop.loc);
  auto bar = [&](Expr i) { return call(DataType::handle(), "tl.address_of", {bufferLoad(bars, {std::move(i)})}); };

  // One group's copies of iteration j into its stage, with its full barrier
  // at `full` (an index into the barriers).
  // Indices past the producers' name preloads (no stage, no iteration).
  auto copyAt = [&](size_t i) -> const Stmt& {
    return i < producers.size() ? producers[i] : preloads[i - producers.size()];
  };
  auto groupCopies = [&](const std::vector<size_t>& which, const Expr& full) {
    Stmt copies = seq(
        {attrStmt("ws_produce", int64_t(0), attrStmt("async_producer", int64_t(0), [&] {
           std::vector<Stmt> out;
           for (size_t i : which)
             out.push_back(i < producers.size()
                               ? UseStage(local, jStage).mutateStmt(substitute(copyAt(i), VarMap{{k.get(), Expr(j)}}))
                               : copyAt(i));
           return seq(out);
         }())),
         intrinsic("tl.mbarrier_arrive", {bar(full)}), intrinsic("tl.cp_async_mbarrier_arrive", {bar(full)})});
    if (!tma)
      return copies;
    // One elected producer thread expects the stage's bytes and starts a
    // TMA load per 128-byte panel; the cp.async copies stay for launches
    // whose tensor maps cannot be encoded (a row stride that is not a
    // multiple of 16 bytes), which the launcher reports in tl_tma_ok.
    std::vector<Stmt> loads;
    int64_t bytes = 0;
    for (size_t i : which) {
      auto* cp = as<CopyNode>(copyAt(i));
      const TmaCopy& t = (*tma)[i];
      const bool staged = i < producers.size();
      const Buffer& st = staged ? local.at(cp->dst.buffer.get()) : cp->dst.buffer;
      // The load's coordinates, innermost dim first: the region's start in
      // every dim of the source (the panel's column offset added below).
      std::vector<Expr> coords;
      for (size_t d = cp->src.region.size(); d-- > 0;)
        coords.push_back(substitute(cp->src.region[d].min, VarMap{{k.get(), Expr(j)}}));
      const Expr& c0 = coords[0];
      const std::string load = "tl.tma_load_" + std::to_string(t.rank) + "d";
      bytes += t.rows * t.cols * cp->dst.buffer->dtype.bits() / 8;
      int64_t panels = t.cols / t.panel;
      // A tile every block of the cluster loads alike is loaded once: block
      // r of the n loads panels [r * panels / n, ...) into all of them.
      bool multicast = staged && clusterBlocks > 1 && panels % clusterBlocks == 0 && sameInCluster(*cp, loop.var);
      std::vector<std::vector<Stmt>> byRank(multicast ? size_t(clusterBlocks) : 1);
      for (int64_t q = 0; q < panels; ++q) {
        std::vector<Expr> first = {intImm(0, it), intImm(q * t.panel, it)};
        if (staged)
          first.insert(first.begin(), jStage);
        Expr at = call(DataType::handle(), "tl.address_of", {bufferLoad(st, first)});
        std::vector<Expr> args = {intImm(t.descriptor), at, bar(full),
                                  cast(DataType::int32(), add(c0, intImm(q * t.panel, c0->dtype)))};
        for (size_t d = 1; d < coords.size(); ++d)
          args.push_back(cast(DataType::int32(), coords[d]));
        if (!multicast) {
          byRank[0].push_back(intrinsic(load.c_str(), args));
          continue;
        }
        args.push_back(intImm((int64_t(1) << clusterBlocks) - 1));
        byRank[size_t(q / (panels / clusterBlocks))].push_back(intrinsic((load + "_multicast").c_str(), args));
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
    loads.insert(loads.begin(), intrinsic("tl.mbarrier_arrive_expect_tx", {bar(full), intImm(bytes)}));
    return ifThenElse(call(DataType::boolean(), "tl.tma_enabled", {}), attrStmt("ws_elect", int64_t(0), seq(loads)),
                      copies);
  };
  // The early group first: its slot frees first.
  std::vector<Stmt> load;
  for (int64_t g = nGroups - 1; g >= 0; --g) {
    Expr base = c(2 * S * g);
    load.push_back(ifThenElse(ge(jSeq, c(S)), intrinsic("tl.mbarrier_wait", {bar(add(base, add(jStage, c(S)))),
                                                                             floormod(add(floordiv(jSeq, c(S)), c(1)), c(2))})));
    load.push_back(groupCopies(groups[size_t(g)], add(base, jStage)));
  }
  std::vector<Stmt> producerWork;
  if (nPreloads) {
    std::vector<size_t> all;
    for (size_t i = 0; i < preloads.size(); ++i)
      all.push_back(producers.size() + i);
    producerWork.push_back(groupCopies(all, c(preloadBarrier)));
  }
  producerWork.push_back(forLoop(j, loop.min, loop.extent, ForKind::Serial, seq(load)));
  producerWork.push_back(intrinsic("tl.cp_async_wait", {intImm(0)}));
  Stmt producer = attrStmt("ws_producer", int64_t(0), advance(producerWork));

  // TMA writes through the async proxy, as wgmma reads: only the cp.async
  // fallback's generic writes need the proxy fence.
  Stmt fence = intrinsic("tl.fence_proxy_async");
  if (tma)
    fence = ifThenElse(logicalNot(call(DataType::boolean(), "tl.tma_enabled", {})), fence);
  // Iteration i's stage, the wait for its bytes, and its release: one
  // arrival per consumer warp (in each block of the cluster that multicast
  // into this one), not per thread.
  auto stageAt = [&](const Expr& i) { return floormod(seqNo(i), c(S)); };
  auto waitFull = [&](const Expr& i) {
    return seq({intrinsic("tl.mbarrier_wait", {bar(stageAt(i)), floormod(floordiv(seqNo(i), c(S)), c(2))}), fence});
  };
  int64_t releaseBlocks = multicasts ? clusterBlocks : 1;
  auto release = [&](const Expr& i) {
    return intrinsic("tl.mbarrier_arrive_warp", {bar(add(stageAt(i), c(S))), intImm(releaseBlocks)});
  };
  auto atIteration = [&](const Stmt& st, const Expr& i) {
    return UseStage(local, stageAt(i)).mutateStmt(substitute(st, VarMap{{k.get(), i}}));
  };

  std::vector<Stmt> consumer;
  if (rotation) {
    // Split groups: the iteration starts with the early group's tiles,
    // the rotated GEMM waits for its own, and the early group is released
    // once the first GEMM is done.
    std::optional<StageGroups> split;
    if (nGroups == 2) {
      Expr early = c(2 * S);
      split = StageGroups{
          [&, early](const Expr& i) {
            return seq({intrinsic("tl.mbarrier_wait",
                                  {bar(add(early, stageAt(i))), floormod(floordiv(seqNo(i), c(S)), c(2))}),
                        fence});
          },
          [&, early](const Expr& i) {
            return intrinsic("tl.mbarrier_arrive_warp", {bar(add(early, add(stageAt(i), c(S)))), intImm(releaseBlocks)});
          }};
    }
    consumer = rotatedConsumerLoop(*rotation, consumers, k, loop.extent, waitFull, atIteration, release, persistent_,
                                   split ? &*split : nullptr);
  } else {
    std::vector<Stmt> steady = {waitFull(Expr(k))};
    for (const Stmt& st : consumers)
      steady.push_back(UseStage(local, stageAt(Expr(k))).mutateStmt(st));
    Expr prev = sub(Expr(k), c(1));
    if (inFlight)
      steady.push_back(ifThenElse(ge(Expr(k), c(1)), release(prev)));
    else
      steady.push_back(release(Expr(k)));
    AttrMap loopAttrs;
    if (inFlight && nonEmpty(loop.extent))
      loopAttrs["nonempty"] = int64_t(1);
    consumer.push_back(forLoop(k, loop.min, loop.extent, ForKind::Serial, seq(steady), loopAttrs));
    if (inFlight) {
      consumer.push_back(intrinsic("tl.wgmma_wait_group", {intImm(0)}));
      // The last GEMM's stage is released once it is done: the producer
      // refills it for the next tile.
      if (persistent_)
        consumer.push_back(ifThenElse(ge(loop.extent, c(1)), release(sub(loop.extent, c(1)))));
    }
  }

  if (nPreloads)
    consumer.insert(consumer.begin(), seq({intrinsic("tl.mbarrier_wait", {bar(c(preloadBarrier)), c(0)}), fence}));
  Stmt split = attrStmt("warp_specialize", std::vector<int64_t>{S, tma ? 1 : 0, releaseBlocks, nGroups, nPreloads},
                        seq({producer, attrStmt("ws_consumer", int64_t(0), advance(consumer))}), {bars});
  std::vector<Buffer> managed = {bars};
  for (const Stmt& p : producers) {
    const Buffer& b = local.at(as<CopyNode>(p)->dst.buffer.get());
    if (std::find(managed.begin(), managed.end(), b) == managed.end())
      managed.push_back(b);
  }
  for (const Stmt& p : preloads)
    managed.push_back(as<CopyNode>(p)->dst.buffer);
  // Shared tiles written before the loop (attention's Q) are read by the
  // consumers' GEMMs through the async proxy: every thread fences its own
  // writes once, before the barrier that opens the pipeline, so no GEMM
  // fences them again in every iteration (MarkAsyncGemms).
  std::vector<Stmt> around;
  if (fenceBefore)
    around.push_back(intrinsic("tl.fence_proxy_async"));
  around.insert(around.end(), {intrinsic("tl.sync_threads"), split, intrinsic("tl.sync_threads")});
  Stmt body = attrStmt("manual_sync", int64_t(0), seq(around), managed);
  body = allocate(bars, body);
  return done ? allocate(done, body, intImm(0, it)) : body;
}

bool Pipeliner::usesThreadIndex(const Expr& e) const {
  struct Finder : StmtVisitor {
    bool found = false;
    void visitCall(const CallNode* n) override {
      found = found || n->op == "tl.thread_binding";
      StmtVisitor::visitCall(n);
    }
  } f;
  f.visitExpr(withLets(e));
  return f.found;
}

bool Pipeliner::usesThreadIndex(const CopyNode& c) const {
  for (const BufferRegion* r : {&c.src, &c.dst})
    for (const Range& rg : r->region)
      if (usesThreadIndex(rg.min) || usesThreadIndex(rg.extent))
        return true;
  return false;
}

std::vector<Stmt> Pipeliner::preloadsFor(const std::vector<Stmt>& candidates, const CountUses& inLoop,
                                         const std::unordered_map<const BufferNode*, int>& swizzleOf) const {
  std::vector<Stmt> out;
  if (persistent_) // a tile loop would need them loaded again per tile
    return out;
  auto count = [](const std::unordered_map<const BufferNode*, int>& m, const BufferNode* b) {
    auto it = m.find(b);
    return it == m.end() ? 0 : it->second;
  };
  for (const Stmt& s : candidates) {
    auto* c = as<CopyNode>(s);
    const BufferNode* dst = c->dst.buffer.get();
    auto sw = swizzleOf.find(dst);
    bool ok = !c->annotations.count("disable_tma") && sw != swizzleOf.end() && sw->second == 128 &&
              !staged.count(dst) && !inLoop.written.count(dst) && count(inLoop.uses, dst) > 0 &&
              count(totalUses_, dst) == count(inLoop.uses, dst) + 1 && !totalWritten_.count(c->src.buffer.get()) &&
              !usesThreadIndex(*c);
    for (const BufferRegion* r : {&c->src, &c->dst})
      for (const Range& rg : r->region)
        ok = ok && !readsPerThreadStorage(rg.min) && !readsPerThreadStorage(rg.extent) && !readsOnChip(rg.min) &&
             !readsOnChip(rg.extent);
    if (ok)
      out.push_back(s);
  }
  return out;
}

bool Pipeliner::clusterUniform(const Expr& e, const VarNode* k) const {
  // Shared and local memory hold each block's own values (an index a block
  // wrote into shared memory from its own by), global memory the same.
  struct Vars : StmtVisitor {
    std::vector<const VarNode*> seen;
    bool blockMemory = false;
    void visitVar(const VarNode* n) override { seen.push_back(n); }
    void visitBufferLoad(const BufferLoadNode* n) override {
      blockMemory = blockMemory || !n->buffer || n->buffer->scope != MemoryScope::Global;
      StmtVisitor::visitBufferLoad(n);
    }
  } vars;
  Expr full = withLets(e);
  vars.visitExpr(full);
  if (vars.blockMemory)
    return false;
  const VarNode* axis = clusterAxis_ >= 0 && size_t(clusterAxis_) < blockVars_.size()
                            ? blockVars_[size_t(clusterAxis_)].get()
                            : nullptr;
  bool usesAxis = false;
  for (const VarNode* v : vars.seen) {
    bool ok = v == k;
    for (const Var& d : dynamicDims_)
      ok = ok || v == d.get();
    for (const Param& p : params_)
      ok = ok || (!p.buffer && v == p.var.get());
    for (size_t b = 0; b < blockVars_.size(); ++b)
      ok = ok || (int(b) != clusterAxis_ && v == blockVars_[b].get());
    usesAxis = usesAxis || (axis && v == axis);
    if (!ok && v != axis)
      return false;
  }
  if (!usesAxis)
    return true;
  // A cluster's blocks along its axis are n * q + r for r in [0, n) (the
  // rasterization keeps them aligned): an index of the clustered block is
  // still the same for all of them when it does not depend on r (MLA's kv
  // head `by // 2` with two head blocks per cluster).
  const Var& b = blockVars_[size_t(clusterAxis_)];
  Var q = makeVar(b->name + "_cluster", b->dtype), r = makeVar(b->name + "_rank", b->dtype);
  arith::Analyzer an;
  an.bind(q, 0, arith::kPosInf);
  an.bind(r, 0, clusterBlocks_);
  for (const Var& d : dynamicDims_)
    an.bindDynamicDim(d);
  Expr split = add(mul(Expr(q), intImm(clusterBlocks_, b->dtype)), Expr(r));
  return !arith::usesVar(an.simplify(substitute(full, VarMap{{b.get(), split}})), r.get());
}

bool Pipeliner::sameInCluster(const CopyNode& cp, const Var& k) const {
  if (clusterAxis_ < 0 || size_t(clusterAxis_) >= blockVars_.size())
    return false;
  for (const Range& r : cp.src.region)
    if (!clusterUniform(r.min, k.get()) || !clusterUniform(r.extent, k.get()))
      return false;
  return true;
}

Expr Pipeliner::withLets(Expr e) const {
  // Innermost first: a let's value may use the lets bound before it.
  for (auto it = lets_.rbegin(); it != lets_.rend(); ++it)
    e = substitute(e, VarMap{{it->first.get(), it->second}});
  return e;
}

bool Pipeliner::sameTripsInCluster(const ForNode& loop) const {
  return clusterUniform(loop.min, nullptr) && clusterUniform(loop.extent, nullptr);
}

bool Pipeliner::dependsOnTile(const Expr& e0) const {
  Expr e = withLets(e0); // the tile's position reaches it through lets (causal attention's loop_range)
  if (arith::usesVar(e, persistent_->var.get()))
    return true;
  for (const Var& b : blockVars_)
    if (arith::usesVar(e, b.get()))
      return true;
  return false;
}

namespace {
/// Finds loads from per-thread storage (local variables, fragments).
struct ReadsPerThread : StmtVisitor {
  bool found = false;
  void visitBufferLoad(const BufferLoadNode* n) override {
    if (n->buffer && n->buffer->scope != MemoryScope::Global && n->buffer->scope != MemoryScope::Shared)
      found = true;
    StmtVisitor::visitBufferLoad(n);
  }
};
} // namespace

bool Pipeliner::readsPerThreadStorage(const Expr& e) const {
  ReadsPerThread r;
  r.visitExpr(e); // (a let bound from consumer-only storage is warp-specialize's located error)
  return r.found;
}

bool Pipeliner::readsPerThreadStorage(const ForNode& loop, const std::vector<Stmt>& producers) const {
  bool found = readsPerThreadStorage(loop.extent);
  for (const Stmt& p : producers) {
    auto* c = as<CopyNode>(p);
    for (const Range& rg : c->src.region)
      found = found || readsPerThreadStorage(rg.min) || readsPerThreadStorage(rg.extent);
    for (const Range& rg : c->dst.region)
      found = found || readsPerThreadStorage(rg.min) || readsPerThreadStorage(rg.extent);
  }
  return found;
}

bool Pipeliner::inSerialTileLoop() const { return persistent_ && !persistent_->annotations.count("persistent"); }

bool Pipeliner::readsOnChip(const Expr& e) const { return !onChipReads(withLets(e)).empty(); }

bool Pipeliner::writesWhatProducersRead(const std::vector<Stmt>& producers) const {
  std::unordered_set<const BufferNode*> read;
  for (const Stmt& p : producers)
    read.insert(as<CopyNode>(p)->src.buffer.get());
  struct Writes : StmtVisitor {
    const std::unordered_set<const BufferNode*>* read = nullptr;
    bool found = false;
    void visitBufferStore(const BufferStoreNode* n) override {
      found = found || read->count(n->buffer.get());
      StmtVisitor::visitBufferStore(n);
    }
    void visitCopy(const CopyNode* n) override {
      found = found || read->count(n->dst.buffer.get());
      StmtVisitor::visitCopy(n);
    }
    void visitAtomic(const AtomicNode* n) override {
      found = found || read->count(n->dst.buffer.get());
      StmtVisitor::visitAtomic(n);
    }
  } w;
  w.read = &read;
  w.visitStmt(persistent_->body);
  return w.found;
}

bool Pipeliner::nonEmpty(const Expr& extent) const {
  arith::Analyzer an;
  for (const Var& d : dynamicDims_)
    an.bindDynamicDim(d);
  return an.canProveGreaterEqual(extent, 1);
}

} // namespace tilec::opt::swp
