// warp-specialize: the thread-level half of a warp-specialized pipeline
// (inject-software-pipeline marks the regions at the tile level). After
// lowering, the block's C threads are the consumers; this pass adds one
// producer warpgroup (P = 128 threads, tx in C .. C+P-1) that runs the
// copies of every stage, so the consumers only wait and compute:
//
//   if (tx == 0) { init full[s] (2P arrivals), empty[s] (one per consumer warp,
//                  of each block of a cluster that multicasts) }
//   barrier over all C + P threads (over the cluster with multicast)
//   if (tx >= C) { setmaxnreg.dec; with TMA every thread but the first
//                  exits; the producer loop, each lowered copy run C / P
//                  times with tx := tx - C + r * P; exit }
//   else         { setmaxnreg.inc; the consumer loop }
//
// Everything else in the kernel (the accumulator's clear, the epilogue) is
// consumer work: statements beside the region run under `tx < C`, and the
// block barriers of consumer code become named barrier 1 over C threads.
// The statements ahead of the region move into the consumers' branch when
// they cannot race with the producer, so that the first stages load while
// the consumers fetch their own tiles (attention's Q); the barrier closing
// the pipeline goes when nothing after it touches shared memory (an
// epilogue storing from registers: each warpgroup stores its rows when it
// is done). WarpSpecializeSchedule.h has the analyses.
// The warpgroups split the register file: the producer keeps few registers,
// the consumers (which hold the accumulators) get the rest (blocks of more
// than 256 threads; smaller ones may use 255 registers per thread anyway).
//
// The region must not sit inside a loop or a branch (inject-software-pipeline
// only specializes such loops); the producer region must hold no barrier.

#include "tilec/ir/Function.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/StructuralEqual.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

#include "SpecializeWarpgroups.h"
#include "WarpSpecializeRewrites.h"
#include "WarpSpecializeSchedule.h"

#include <unordered_set>

namespace tilec::opt {

namespace {

using namespace ir;

using ws::kProducerThreads;

/// Whether a statement contains the warp_specialize region.
bool contains(const Stmt& s) { return countWarpSpecializeRegions(s) > 0; }

class Specializer {
public:
  Specializer(Var tx, int64_t consumers, int64_t tensorMaps, int64_t blocksPerSM, DiagnosticEngine* diags,
              SourceRange loc)
      : tx_(std::move(tx)), C_(consumers), tensorMaps_(tensorMaps), blocksPerSM_(blocksPerSM), diags_(diags),
        loc_(loc) {}
  bool failed = false;
  bool clustered = false; // the kernel must end with a cluster barrier
  std::unordered_set<const StmtNode*> specialized; // the per-warpgroup copies (dropRepeatedBarriers skips them)

  /// Decides, before `spine`, what may move around the region
  /// (WarpSpecializeSchedule.h): the consumer statements ahead of it into
  /// the consumers' branch, after the barrier setup, so that the producer
  /// starts its first loads at once; the barrier closing the pipeline out,
  /// when nothing after it needs it.
  void plan(const Stmt& kernel) {
    auto around = regionSurroundings(kernel);
    if (!around)
      return;
    if (auto loc = bindingOfConsumerValue(*around)) {
      if (diags_)
        diags_->error(*loc, "this value is computed before a warp-specialized pipeline from registers or shared "
                            "memory that only the consumer threads write, so the producer warpgroup cannot read "
                            "it; compute it from the kernel's arguments and block indices, or pass "
                            "warp_specialize=False to the T.Pipelined loop");
      failed = true;
      return;
    }
    Region r;
    if (!parse(*around->region, r))
      return;
    deferAhead_ = consumersMayStartLate(*around, r.producer->body, kernel);
    dropClosingBarrier_ = closingBarrierUnneeded(around->behind, around->region->body, kernel);
  }

  /// Walks the statements on the way to the region; everything beside it
  /// becomes consumer-only.
  Stmt spine(const Stmt& s) {
    if (auto* q = as<SeqStmtNode>(s)) {
      std::vector<Stmt> out;
      bool after = false, closing = false;
      for (size_t i = 0; i < q->stmts.size(); ++i) {
        const Stmt& c = q->stmts[i];
        if (contains(c)) {
          bool direct = as<AttrStmtNode>(c) && as<AttrStmtNode>(c)->key == "warp_specialize";
          behindLevels_.push_back(behindRegion(q->stmts, i + 1, direct && dropClosingBarrier_));
          out.push_back(spine(c));
          behindLevels_.pop_back();
          if (behindTaken_)
            break; // the rest went into the consumers' branch
          after = true;
          closing = dropClosingBarrier_ && direct;
        } else if (closing && isIntrinsicCall(c, "tl.sync_threads")) {
          closing = false; // the pipeline's closing barrier, not needed (plan)
        } else if (deferAhead_ && !after) {
          closing = false;
          ahead_.push_back(ws::consumerBarriers(c, C_));
        } else {
          closing = false;
          out.push_back(consumersOnly(c));
        }
      }
      return seq(out);
    }
    if (auto* a = as<AttrStmtNode>(s)) {
      if (a->key == "warp_specialize")
        return split(*a);
      auto copy = std::make_shared<AttrStmtNode>(a->key, a->value, spine(a->body));
      copy->buffers = a->buffers;
      copy->loc = a->loc;
      return copy;
    }
    if (auto* a = as<AllocateNode>(s))
      return withLoc(allocate(a->buffer, spine(a->body), a->init), s->loc);
    if (auto* l = as<LetStmtNode>(s)) {
      // Every thread evaluates the kernel body's own bindings, the
      // producer warpgroup's too: an atomic in one would run once more per
      // producer thread.
      if (hasAtomic(l->value))
        atomicBinding(s->loc);
      return withLoc(letStmt(l->var, l->value, spine(l->body)), s->loc);
    }
    // The persistent tile loop, or a serial loop at the top of the body
    // (inject-software-pipeline specializes a pipeline in no other loop).
    if (auto* f = as<ForNode>(s); f && (f->annotations.count("persistent") || f->forKind == ForKind::Serial))
      return persistent(*f);
    fail("the warp-specialized pipeline is nested in a loop or a branch");
    return s;
  }

private:
  enum class Role { Producer, Consumer };

  /// A persistent tile loop holding the region: the split goes above the
  /// loop, and each role runs its own copy of it (the producer keeps only
  /// its loads and goes on to the next tile's while the consumers finish
  /// this one). The allocations on the way to the region are hoisted above
  /// the split, which initializes the region's barriers once.
  Stmt persistent(const ForNode& loop) {
    std::vector<const AllocateNode*> hoisted;
    const AttrStmtNode* region = nullptr;
    auto copyFor = [&](Role role) {
      Stmt body = roleCopy(loop.body, role, hoisted, region);
      // Variables are defined once: the producer's copy gets its own.
      Var v = loop.var;
      if (role == Role::Producer) {
        v = makeVar(loop.var->name, loop.var->dtype);
        body = substitute(body, VarMap{{loop.var.get(), Expr(v)}});
      }
      auto out = std::make_shared<ForNode>(v, loop.min, loop.extent, loop.forKind, body);
      out->annotations = loop.annotations;
      out->loc = loop.loc;
      return Stmt(out);
    };
    Stmt consumerLoop = copyFor(Role::Consumer);
    hoisted.clear();
    Stmt producerLoop = copyFor(Role::Producer);
    if (failed || !region) {
      fail("malformed persistent tile loop");
      return loop.body;
    }
    Region r;
    if (!parse(*region, r))
      return loop.body;
    Stmt out = assemble(r, producerLoop, consumerLoop);
    for (auto a = hoisted.rbegin(); a != hoisted.rend(); ++a) {
      const AllocateNode* n = *a;
      // The shared_offset attribute directly inside the allocation goes
      // with it (merge-shared-memory's placement).
      if (auto* off = as<AttrStmtNode>(n->body); off && off->key == "shared_offset") {
        auto attr = std::make_shared<AttrStmtNode>(off->key, off->value, out);
        attr->buffers = off->buffers;
        attr->loc = off->loc;
        out = attr;
      }
      out = withLoc(allocate(n->buffer, out, n->init), n->loc);
    }
    return out;
  }

  /// One role's copy of the tile loop's body: the statements beside the
  /// region are the consumers' (dropped from the producer's copy), the
  /// region becomes the role's part, and the allocations on the way to it
  /// are left out (collected in `hoisted`).
  Stmt roleCopy(const Stmt& s, Role role, std::vector<const AllocateNode*>& hoisted, const AttrStmtNode*& region) {
    if (auto* q = as<SeqStmtNode>(s)) {
      std::vector<Stmt> out;
      for (const Stmt& c : q->stmts) {
        if (contains(c))
          out.push_back(roleCopy(c, role, hoisted, region));
        else if (role == Role::Consumer)
          out.push_back(ws::consumerBarriers(c, C_));
      }
      return seq(out);
    }
    if (auto* a = as<AttrStmtNode>(s)) {
      if (a->key == "warp_specialize") {
        region = a;
        Region r;
        if (!parse(*a, r))
          return s;
        return role == Role::Producer ? ws::producerCopies(r.producer->body, tx_, C_)
                                      : ws::consumerBarriers(r.consumer->body, C_);
      }
      if (a->key == "shared_offset") // placed with its hoisted allocation
        return roleCopy(a->body, role, hoisted, region);
      auto copy = std::make_shared<AttrStmtNode>(a->key, a->value, roleCopy(a->body, role, hoisted, region));
      copy->buffers = a->buffers;
      copy->loc = a->loc;
      return copy;
    }
    if (auto* a = as<AllocateNode>(s)) {
      hoisted.push_back(a);
      return roleCopy(a->body, role, hoisted, region);
    }
    if (auto* l = as<LetStmtNode>(s)) {
      Stmt body = roleCopy(l->body, role, hoisted, region);
      if (role == Role::Consumer)
        return withLoc(letStmt(l->var, l->value, body), s->loc);
      // The producer's copy runs none of the loop's other statements: a
      // value it recomputes must come from the arguments, the block and loop
      // indices and memory it can read as they do. One it does not use goes.
      if (!usesVar(body, l->var.get()))
        return body;
      if (hasAtomic(l->value))
        atomicBinding(s->loc);
      if (!onChipReads(l->value).empty()) {
        if (diags_ && !failed)
          diags_->error(s->loc, "this value is computed in the loop around a warp-specialized pipeline from "
                                "registers or shared memory, which the producer warpgroup (it runs only the "
                                "pipeline's loads) does not have; compute it from the kernel's arguments and the "
                                "block and loop indices, or pass warp_specialize=False to the T.Pipelined loop");
        failed = true;
      }
      Var v = makeVar(l->var->name, l->var->dtype);
      return withLoc(letStmt(v, l->value, substitute(body, VarMap{{l->var.get(), Expr(v)}})), s->loc);
    }
    fail("the warp-specialized pipeline is nested in a loop or a branch inside the persistent tile loop");
    return s;
  }

  static bool hasAtomic(const Expr& e) {
    struct Finds : StmtVisitor {
      bool found = false;
      void visitCall(const CallNode* n) override {
        found = found || isAtomicCall(*n);
        StmtVisitor::visitCall(n);
      }
    } f;
    f.visitExpr(e);
    return f.found;
  }

  void atomicBinding(SourceRange loc) {
    if (diags_ && !failed)
      diags_->error(loc, "this value comes from an atomic that the producer warpgroup of the warp-specialized "
                         "pipeline below would run too (its threads evaluate the bindings it needs, and those "
                         "of the kernel body before the loop); bind it after the loop, or pass "
                         "warp_specialize=False to the T.Pipelined loop");
    failed = true;
  }

  static bool usesVar(const Stmt& s, const VarNode* v) {
    struct Uses : StmtVisitor {
      const VarNode* v = nullptr;
      bool found = false;
      void visitVar(const VarNode* n) override { found = found || n == v; }
    } u;
    u.v = v;
    u.visitStmt(s);
    return u.found;
  }

  Stmt consumersOnly(const Stmt& s) {
    return ifThenElse(lt(Expr(tx_), intImm(C_, tx_->dtype)), ws::consumerBarriers(s, C_));
  }

  struct Region {
    int64_t stages = 0;
    bool tma = false;
    int64_t clusterBlocks = 1; // > 1: the consumers of that many blocks release each stage (TMA multicast)
    int64_t groups = 1;        // stage groups with barriers of their own (WarpSpecializedPipeline.cpp)
    int64_t preloads = 0;      // 1: a full barrier after the stages' for the tiles loaded before the loop
    Buffer bars;
    const AttrStmtNode* producer = nullptr;
    const AttrStmtNode* consumer = nullptr;
  };

  bool parse(const AttrStmtNode& region, Region& r) {
    // {stages, TMA, cluster blocks, groups, preload barriers}
    auto* config = std::get_if<std::vector<int64_t>>(&region.value);
    auto* parts = as<SeqStmtNode>(region.body);
    r.producer = parts && parts->stmts.size() == 2 ? as<AttrStmtNode>(parts->stmts[0]) : nullptr;
    r.consumer = parts && parts->stmts.size() == 2 ? as<AttrStmtNode>(parts->stmts[1]) : nullptr;
    if (!config || config->size() != 5 || (*config)[2] < 1 || (*config)[3] < 1 || (*config)[4] < 0 ||
        (*config)[4] > 1 || region.buffers.size() != 1 || !r.producer ||
        r.producer->key != "ws_producer" || !r.consumer || r.consumer->key != "ws_consumer") {
      fail("malformed warp_specialize region");
      return false;
    }
    if (ws::countBarriers(r.producer->body)) {
      fail("the producer of a warp-specialized pipeline needs a block barrier");
      return false;
    }
    r.stages = (*config)[0];
    r.tma = (*config)[1] != 0;
    r.clusterBlocks = (*config)[2];
    r.groups = (*config)[3];
    r.preloads = (*config)[4];
    r.bars = region.buffers[0];
    return true;
  }

  /// The statements of a sequence from `first` on (after the region), as
  /// consumer code: the pipeline's closing barrier left out when it is not
  /// needed (`closing`, as spine does).
  std::vector<Stmt> behindRegion(const std::vector<Stmt>& stmts, size_t first, bool closing) {
    std::vector<Stmt> out;
    for (size_t i = first; i < stmts.size(); ++i) {
      if (closing && isIntrinsicCall(stmts[i], "tl.sync_threads")) {
        closing = false;
        continue;
      }
      closing = false;
      out.push_back(ws::consumerBarriers(stmts[i], C_));
    }
    return out;
  }

  /// The region becomes the barrier setup and the branch by role. The
  /// producer threads exit after their loop: nothing after the region is
  /// theirs, and ptxas then knows that the consumers' registers (the
  /// accumulators) are dead in the producer's code.
  Stmt split(const AttrStmtNode& region) {
    Region r;
    if (!parse(region, r))
      return region.body;
    std::vector<Stmt> consumer = std::move(ahead_);
    consumer.push_back(ws::consumerBarriers(r.consumer->body, C_));
    return assemble(r, ws::producerCopies(r.producer->body, tx_, C_), seq(consumer));
  }

  /// The barrier setup, then each role's work under its branch.
  Stmt assemble(const Region& r, Stmt producerWork, Stmt consumerWork) {
    int64_t S = r.stages;
    auto bar = [&](int64_t i) { return call(DataType::handle(), "tl.address_of", {bufferLoad(r.bars, {intImm(i)})}); };
    std::vector<Stmt> init;
    // full: with TMA the elected thread's one arrival (its loads complete the
    // transaction); with cp.async each producer thread arrives for its
    // stores and once more when its copies have landed. empty: every
    // consumer warp, of every block that multicasts into this one.
    Expr fullCount = intImm(2 * kProducerThreads);
    if (r.tma)
      fullCount = select(call(DataType::boolean(), "tl.tma_enabled", {}), intImm(1), fullCount);
    for (int64_t g = 0; g < r.groups; ++g)
      for (int64_t s = 0; s < S; ++s) {
        init.push_back(intrinsic("tl.mbarrier_init", {bar(2 * S * g + s), fullCount}));
        init.push_back(intrinsic("tl.mbarrier_init", {bar(2 * S * g + S + s), intImm(C_ / 32 * r.clusterBlocks)}));
      }
    if (r.preloads)
      init.push_back(intrinsic("tl.mbarrier_init", {bar(2 * S * r.groups), fullCount}));
    init.push_back(intrinsic("tl.fence_mbarrier_init"));
    // The tensor maps go into the TMA unit's descriptor cache while the
    // block sets up: the producer's first load and the epilogue's TMA
    // store then do not wait for a descriptor fetch from memory.
    if (r.tma && tensorMaps_ > 0) {
      std::vector<Stmt> prefetch;
      for (int64_t m = 0; m < tensorMaps_; ++m)
        prefetch.push_back(intrinsic("tl.prefetch_tma_descriptor", {intImm(m)}));
      init.insert(init.begin(), ifThenElse(call(DataType::boolean(), "tl.tma_enabled", {}), seq(prefetch)));
    }

    // The registers the block was launched with (ptxas's limit for this
    // block size and the blocks that share a multiprocessor) are
    // redistributed: the producer drops to a few, the consumers take what
    // that frees.
    // With 256 threads or fewer in one block per multiprocessor every thread
    // may keep up to 255 registers, so ptxas cannot know the count at entry
    // and ignores setmaxnreg (C7508), and an "increase" could even be below
    // it: only larger blocks, or several per multiprocessor, move registers.
    // With so many blocks per multiprocessor that a thread starts with no
    // more than the producer's share, there is nothing to move.
    int64_t T = C_ + kProducerThreads;
    int64_t launched = launchedRegisters(T, blocksPerSM_);
    bool moveRegisters = movesRegisters(T, blocksPerSM_);
    int64_t perThread = std::min<int64_t>(launched, 255) / 8 * 8;
    // Consumer code that runs different statements on different warpgroups
    // gets one copy per range of them, each with registers for what it holds.
    // Only where an equal share would not hold some range's arrays: the
    // copies cost code size.
    // The statements after the region (the epilogue) join the copies when
    // there are several: what they hold differs by warpgroup too.
    std::vector<Stmt> all{consumerWork};
    for (auto level = behindLevels_.rbegin(); level != behindLevels_.rend(); ++level) // innermost first
      all.insert(all.end(), level->begin(), level->end());
    // Repeated barriers go before the code is copied (dropRepeatedBarriers
    // leaves the copies alone); the pass over the whole kernel drops the
    // same ones where there is one copy.
    WarpgroupRegisters plan;
    if (all.size() > 1) {
      plan = planWarpgroupRegisters(ws::dropRepeatedBarriers(seq(all)), tx_, C_, perThread * T);
      behindTaken_ = plan.ranges.size() > 1;
    }
    if (!behindTaken_)
      plan = planWarpgroupRegisters(ws::dropRepeatedBarriers(consumerWork), tx_, C_, perThread * T);
    if (plan.ranges.size() > 1)
      for (const auto& r : plan.ranges)
        specialized.insert(r.body.get());
    const std::vector<WarpgroupCode>& ranges = plan.ranges;
    std::vector<Stmt> producer, consumer;
    if (moveRegisters)
      producer.push_back(intrinsic("tl.setmaxnreg_dec", {intImm(plan.producer)}));
    Stmt byRange;
    for (size_t i = ranges.size(); i-- > 0;) {
      std::vector<Stmt> code;
      if (moveRegisters) {
        int64_t regs = ranges.size() > 1 ? plan.consumer[i] : std::max(plan.consumer[i], perThread);
        code.push_back(intrinsic(regs >= perThread ? "tl.setmaxnreg_inc" : "tl.setmaxnreg_dec", {intImm(regs)}));
      }
      code.push_back(ranges[i].body);
      byRange = byRange ? ifThenElse(lt(Expr(tx_), intImm(ranges[i].end, tx_->dtype)), seq(code), byRange) : seq(code);
    }
    // With TMA only the elected thread loads; the others leave at once
    // (after the warpgroup-wide setmaxnreg) instead of tracking the stages.
    if (r.tma)
      producer.push_back(ifThenElse(
          logicalAnd(call(DataType::boolean(), "tl.tma_enabled", {}), ne(Expr(tx_), intImm(C_, tx_->dtype))),
          intrinsic("tl.exit_thread")));
    producer.push_back(std::move(producerWork));
    producer.push_back(intrinsic("tl.exit_thread"));
    consumer.push_back(std::move(byRange));
    // In a cluster the kernel ends with a cluster barrier (run) that keeps
    // each block's shared memory alive until the other blocks' consumers are
    // done arriving on its barriers; it waits for the threads that have not
    // exited, the consumers.
    clustered = clustered || r.clusterBlocks > 1;
    // The other blocks' barriers must be initialized before this block's
    // loads complete on them: a cluster-wide barrier after the setup.
    Stmt setupDone = intrinsic(r.clusterBlocks > 1 ? "tl.cluster_sync" : "tl.sync_threads");
    return seq({ifThenElse(eq(Expr(tx_), intImm(0, tx_->dtype)), seq(init)), setupDone,
                ifThenElse(ge(Expr(tx_), intImm(C_, tx_->dtype)), seq(producer), seq(consumer))});
  }


  void fail(const std::string& what) {
    if (!failed && diags_)
      diags_->error(loc_, "internal compiler error in warp-specialize: " + what + "; please report this with the input file");
    failed = true;
  }

  Var tx_;
  int64_t C_;
  int64_t tensorMaps_; // the kernel's TMA descriptors ("tma_descriptors")
  int64_t blocksPerSM_; // T.Kernel(..., min_blocks_per_sm=n)
  DiagnosticEngine* diags_;
  SourceRange loc_;
  bool deferAhead_ = false;

  bool dropClosingBarrier_ = false;
  std::vector<Stmt> ahead_; // consumer statements moved behind the setup
  // The consumer statements after the region, per enclosing sequence
  // (outermost first), while spine is inside them.
  std::vector<std::vector<Stmt>> behindLevels_;
  bool behindTaken_ = false; // ... taken into the consumers' branch (split by warpgroup)
};


class WarpSpecializePass : public Pass {
public:
  std::string_view name() const override { return "warp-specialize"; }
  bool run(Module& m, PassContext& ctx) override {
    bool ok = true;
    for (auto& f : m.funcs) {
      auto* bind = as<ForNode>(f->body);
      if (!bind || bind->forKind != ForKind::ThreadBinding || !contains(bind->body))
        continue;
      auto C = asConstInt(bind->extent);
      if (!C || *C % kProducerThreads != 0 || countWarpSpecializeRegions(bind->body) != 1 || f->threads.empty()) {
        if (ctx.diags)
          ctx.diags->error(f->loc, "internal compiler error in warp-specialize: kernel '" + f->name +
                                       "' has an unexpected shape; please report this with the input file");
        ok = false;
        continue;
      }
      int64_t maps = 0;
      if (auto it = f->attrs.find("tma_descriptors"); it != f->attrs.end())
        if (auto* list = std::get_if<std::vector<std::vector<int64_t>>>(&it->second))
          maps = int64_t(list->size());
      Specializer sp(bind->var, *C, maps, minBlocksPerSM(*f), ctx.diags, f->loc);
      sp.plan(bind->body);
      Stmt body = sp.spine(bind->body);
      if (sp.failed) {
        ok = false;
        continue;
      }
      body = ws::dropRepeatedBarriers(body, &sp.specialized);
      if (sp.clustered)
        body = seq({body, intrinsic("tl.cluster_sync")});
      auto nb = std::make_shared<ForNode>(bind->var, bind->min, intImm(*C + kProducerThreads, bind->extent->dtype),
                                          bind->forKind, body);
      nb->threadTag = bind->threadTag;
      nb->annotations = bind->annotations;
      nb->loc = bind->loc;
      auto copy = std::make_shared<PrimFuncNode>(*f);
      copy->threads[0] = *C + kProducerThreads;
      copy->body = nb;
      f = copy;
    }
    return ok;
  }
};

} // namespace

std::unique_ptr<Pass> createWarpSpecializePass() { return std::make_unique<WarpSpecializePass>(); }

} // namespace tilec::opt
