#pragma once
// The software pipeliner of inject-software-pipeline (private to the pass):
// the helpers it rewrites loops with and the Pipeliner itself, whose plain
// pipelines are in InjectSoftwarePipelinePass.cpp and whose warp-specialized
// form (TMA loads, mbarriers, clusters) is in WarpSpecializedPipeline.cpp.

#include "WarpSpecializeSchedule.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

#include <array>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilec::opt::swp {

using namespace ir;

inline std::vector<Stmt> flatten(const Stmt& s) {
  if (auto* q = as<SeqStmtNode>(s))
    return q->stmts;
  return {s};
}

inline bool isProducer(const Stmt& s) {
  auto* c = as<CopyNode>(s);
  return c && c->src.buffer->scope == MemoryScope::Global && c->dst.buffer->scope == MemoryScope::Shared;
}

/// A T.Pipelined's order= / stage= (and group=), per statement of its body
/// (PipelineUserSchedule.cpp).
struct UserSchedule {
  std::vector<int64_t> stage, order; // without order=: program order
  bool hasStage = false;             // stage= given (else only order= is)
};

/// What they ask of the pipeline: the copies run `ahead` iterations ahead
/// (0: as far as the stages allow) and are issued before the consumer
/// statement `copiesAt` (0: before all); `rotate`: the rotated consumer loop
/// (OverlapConsumerGemms.cpp) or not (unset without stage=: the compiler's
/// choice).
struct PipelinePlan {
  int64_t ahead = 0;
  size_t copiesAt = 0;
  std::optional<bool> rotate;
};

/// The loop's lists over `stmts` (its body in program order), or nullopt
/// when it has none or they are malformed (a warning says why).
std::optional<UserSchedule> readUserSchedule(const ForNode& loop, const std::vector<Stmt>& stmts,
                                             const PassContext& ctx);

/// The plan they ask for, given which statements the pipeline stages
/// (`staged[i]`: statement i is a copy into a staged buffer), or nullopt
/// with a warning when tilec cannot generate it.
std::optional<PipelinePlan> planFromSchedule(const UserSchedule& s, const ForNode& loop, const std::vector<bool>& staged,
                                             const PassContext& ctx);

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

/// The first of the two named barriers of the consumer warpgroups' turns
/// (0 is __syncthreads, 1 the consumers' barrier: WarpSpecializePass).
constexpr int64_t kPingPongBarrier = 2;

/// A warp-specialized consumer loop whose last statement, a wgmma GEMM with
/// a register A operand (attention's O += P V), is rotated one iteration
/// back so that it runs in flight across the softmax of the next tile
/// (OverlapConsumerGemms.cpp). `first` is the first wgmma GEMM (Q K^T).
struct ConsumerRotation {
  size_t first = 0, last = 0;
  const BufferNode* accumulator = nullptr; // the last GEMM's C (O)
  const BufferNode* registerA = nullptr;   // and its A (P)
  /// Two consumer warpgroups, each with its own rows of both GEMMs: they
  /// take turns issuing them (FA3's ping-pong), so that one's softmax runs
  /// while the other's GEMMs do.
  bool pingPong = false;
};

std::optional<ConsumerRotation> findConsumerRotation(const std::vector<Stmt>& consumers, int64_t threads,
                                                     const PassContext& ctx);

/// The rotated consumer loop over k in [0, extent): `waitFull(i)` waits for
/// iteration i's stage (and fences), `atIteration(s, i)` is statement s at
/// iteration i (its stage buffers and k substituted), `release(i)` frees
/// iteration i's stage; `releaseLast` frees the last one too (persistent
/// kernels refill it for the next tile).
/// The stages of the tiles only the first GEMM (and what runs before it)
/// reads, when they have barriers of their own: `waitFull(i)` waits for
/// iteration i's, `release(i)` frees them once that GEMM is done. The
/// loop's `waitFull` and `release` then cover the other tiles only (the
/// rotated GEMM's), which are waited for just before that GEMM.
struct StageGroups {
  std::function<Stmt(const Expr&)> waitFull;
  std::function<Stmt(const Expr&)> release;
};
std::vector<Stmt> rotatedConsumerLoop(const ConsumerRotation& r, const std::vector<Stmt>& consumers, const Var& k,
                                      const Expr& extent, const std::function<Stmt(const Expr&)>& waitFull,
                                      const std::function<Stmt(const Stmt&, const Expr&)>& atIteration,
                                      const std::function<Stmt(const Expr&)>& release, bool releaseLast,
                                      const StageGroups* early = nullptr);

class Pipeliner : public StmtMutator {
public:
  Pipeliner(const Stmt& body, int64_t threads, const PassContext& ctx, std::vector<Var> dynamicDims,
            std::vector<Param> params, std::vector<Var> blockVars, std::array<int64_t, 3> cluster)
      : threads_(threads), ctx_(ctx), dynamicDims_(std::move(dynamicDims)), params_(std::move(params)),
        blockVars_(std::move(blockVars)) {
    // Multicast needs the cluster to span one grid dimension.
    for (int a = 0; a < 3; ++a)
      if (cluster[a] > 1) {
        clusterBlocks_ = clusterAxis_ < 0 ? cluster[a] : 1;
        clusterAxis_ = clusterAxis_ < 0 ? a : -1;
        if (clusterAxis_ < 0)
          break;
      }
    CountUses all;
    all.mutateStmt(body);
    totalUses_ = std::move(all.uses);
    totalWritten_ = std::move(all.written);
  }

  /// Produced buffer -> its staged copy, for the allocations.
  std::unordered_map<const BufferNode*, Buffer> staged;
  /// The TMA tensor maps the kernel needs (the function attribute
  /// "tma_descriptors"): {tensor parameter, box inner, box rows, swizzle,
  /// row dim}. The map has the tensor's rank; its box is the panel along the
  /// innermost dim, `box rows` along the row dim (outermost first) and 1
  /// along every other.
  std::vector<std::vector<int64_t>> tmaDescriptors;

protected:
  Stmt mutateFor(const Stmt& s) override;
  Stmt mutateIf(const Stmt& s) override {
    ++nested_;
    Stmt out = StmtMutator::mutateIf(s);
    --nested_;
    return out;
  }
  Stmt mutateLetStmt(const Stmt& s) override {
    auto* n = static_cast<const LetStmtNode*>(s.get());
    lets_.emplace_back(n->var, n->value);
    Stmt out = StmtMutator::mutateLetStmt(s);
    lets_.pop_back();
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

  /// Global -> shared copies on the way to the kernel's first pipeline (in
  /// no loop or branch) are candidates for its producer's preloads
  /// (preloadsFor); the ones it takes leave the sequence they were in.
  Stmt mutateCopy(const Stmt& s) override {
    Stmt out = StmtMutator::mutateCopy(s);
    if (static_cast<const CopyNode*>(s.get())->dst.buffer->scope == MemoryScope::Global)
      globalEffect();
    if (nested_ == 0 && !persistent_ && !specialized_ && isProducer(out))
      preloadCandidates_.push_back(out);
    return out;
  }
  // A preload runs after every statement between the copy and the loop
  // (the producer starts once they are done when they touch global
  // memory), so a store to global memory or an atomic among them could
  // change what the copy reads, or where: the copies before it stay.
  Stmt mutateBufferStore(const Stmt& s) override {
    if (static_cast<const BufferStoreNode*>(s.get())->buffer->scope == MemoryScope::Global)
      globalEffect();
    return StmtMutator::mutateBufferStore(s);
  }
  Stmt mutateAtomic(const Stmt& s) override {
    globalEffect();
    return StmtMutator::mutateAtomic(s);
  }
  Expr mutateCall(const Expr& e) override {
    if (isAtomicCall(*static_cast<const CallNode*>(e.get())))
      globalEffect();
    return StmtMutator::mutateCall(e);
  }
  Stmt mutateSeq(const Stmt& s) override {
    Stmt out = StmtMutator::mutateSeq(s);
    auto* q = as<SeqStmtNode>(out);
    if (preloaded_.empty() || !q)
      return out;
    std::vector<Stmt> kept;
    for (const Stmt& c : q->stmts)
      if (!preloaded_.count(c.get()))
        kept.push_back(c);
    return kept.size() == q->stmts.size() ? out : withLoc(seq(std::move(kept)), out->loc);
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
  Stmt pipeline(const ForNode& loop);
  static Stmt inlineLeadingLets(const Stmt& body);

  /// One producer copy as TMA loads: the destination is stored in 64-column
  /// (128-byte) panels with the 128-byte swizzle, which is TMA's
  /// CU_TENSOR_MAP_SWIZZLE_128B for a box of {panel, rows} per panel.
  struct TmaCopy {
    int64_t descriptor = 0;      // into tmaDescriptors
    int64_t rows = 0, cols = 0;  // the destination tile
    int64_t panel = 0;           // elements per 128-byte panel
    int rank = 2;                // the source tensor's (2 to 5): coordinates per load
  };

  /// The producers as TMA loads, when the target has TMA and every one is a
  /// whole tile of a tensor parameter of rank 2 to 5 into a wgmma operand
  /// buffer with the 128-byte swizzle (the only layout TMA and wgmma share
  /// here): the tile's columns along the tensor's innermost dim, its rows
  /// along one other, and one index of every other dim (attention's
  /// K[b, s0:s1, h, :]).
  std::optional<std::vector<TmaCopy>> tmaCopies(const std::vector<Stmt>& producers,
                                                const std::unordered_map<const BufferNode*, int>& swizzleOf,
                                                std::vector<std::vector<int64_t>>* descriptorsOut);

  /// Whether this pipeline gets a producer warpgroup of its own: by default
  /// where its copies can be TMA loads (one thread issues them) feeding a
  /// wgmma GEMM; `warp_specialize=True` also asks for it with cp.async
  /// copies, whose 128 producer threads then issue every copy alone (slower
  /// for large GEMM tiles: 0.73x of the plain pipeline on an H100).
  bool warpSpecialize(const ForNode& loop, const std::vector<Stmt>& producers, bool wgmmaConsumer, bool tma);

  /// Moves later global -> shared copies that may run first up to the
  /// leading ones (stmts[0, np)), growing np.
  static void hoistLaterCopies(std::vector<Stmt>& stmts, size_t& np);

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
  /// `fenceBefore`: a consumer GEMM reads a shared tile written before the
  /// loop; one proxy fence before the opening barrier covers it. `plan`:
  /// what order= / stage= ask (whether to rotate the consumer loop; the
  /// producer warpgroup always runs as far ahead as the stages allow).
  /// `preloads`: copies from before the loop that the producer issues
  /// first, into tiles of their own (not staged) behind one more full
  /// barrier that the consumers wait for before the loop (attention's Q:
  /// issued ahead of the first stages, it arrives before them). With TMA,
  /// `tma` holds the producers' loads and then the preloads'.
  Stmt warpSpecialized(const ForNode& loop, int64_t S, const std::vector<Stmt>& producers,
                       const std::vector<Stmt>& consumers, const std::unordered_map<const BufferNode*, Buffer>& local,
                       bool inFlight, const std::vector<TmaCopy>* tma, bool fenceBefore,
                       const PipelinePlan* plan, const std::vector<Stmt>& preloads);

  /// The candidates (mutateCopy) that the warp-specialized TMA pipeline
  /// `loop` may load in its producer before the stages: a whole wgmma
  /// operand tile with the 128-byte swizzle that nothing but the loop reads
  /// and nothing else writes, from a tensor the kernel does not write, at a
  /// position the producer can compute (no registers, no shared memory).
  std::vector<Stmt> preloadsFor(const std::vector<Stmt>& candidates, const CountUses& inLoop,
                                const std::unordered_map<const BufferNode*, int>& swizzleOf) const;
  void globalEffect() {
    if (!specialized_)
      preloadCandidates_.clear();
  }
  /// Whether `e` (through the enclosing lets) reads the thread index, which
  /// the producer warpgroup's threads do not share with the block's; for a
  /// copy, whether its position (source or destination) does.
  bool usesThreadIndex(const Expr& e) const;
  bool usesThreadIndex(const CopyNode& c) const;

  /// Whether every block of a cluster copies the same tile: the source's
  /// position uses no variable but the pipeline's own, the run-time dims and
  /// scalar parameters, and the block indices of unclustered dimensions.
  bool sameInCluster(const CopyNode& cp, const Var& k) const;
  /// Whether every block of a cluster runs the pipeline the same number of
  /// times (its bounds, through the enclosing lets, use only the variables
  /// sameInCluster allows): multicast loads are issued by one block for all,
  /// so a block that stops early would leave the others waiting forever
  /// (causal attention: the query tile sets the number of key tiles).
  bool sameTripsInCluster(const ForNode& loop) const;
  /// Whether `e` uses only what every block of a cluster agrees on (`k`: the
  /// pipeline's own variable, or null), with the enclosing lets substituted
  /// (their values, not their names, say what the blocks agree on).
  bool clusterUniform(const Expr& e, const VarNode* k) const;
  Expr withLets(Expr e) const;

  bool dependsOnTile(const Expr& e) const;

  /// Whether the loop bound or a copy's position reads per-thread storage
  /// (T.alloc_local, fragments).
  bool readsPerThreadStorage(const ForNode& loop, const std::vector<Stmt>& producers) const;
  bool readsPerThreadStorage(const Expr& e) const;
  /// The loop around the pipeline is a serial loop of the kernel's own
  /// (not the persistent tile loop).
  bool inSerialTileLoop() const;
  /// Whether `e` reads registers or shared memory, through the enclosing lets.
  bool readsOnChip(const Expr& e) const;
  /// Whether the loop around the pipeline writes a tensor one of the
  /// producer copies reads.
  bool writesWhatProducersRead(const std::vector<Stmt>& producers) const;

  bool nonEmpty(const Expr& extent) const;

  std::unordered_map<const BufferNode*, int> totalUses_;
  std::unordered_set<const BufferNode*> totalWritten_;
  std::vector<Stmt> preloadCandidates_;              // mutateCopy
  std::unordered_set<const StmtNode*> preloaded_;     // taken by a pipeline: dropped where they were
  int nested_ = 0;           // enclosing loops and branches
  std::vector<std::pair<Var, Expr>> lets_; // the enclosing let bindings, outermost first
  const ForNode* persistent_ = nullptr; // the persistent tile loop around the one being pipelined
  int clusterAxis_ = -1;      // the one grid dimension the cluster spans (-1: none, or several)
  int64_t clusterBlocks_ = 1; // its blocks along it (1: no multicast)
  bool specialized_ = false; // a pipeline of this kernel got the producer warpgroup
  int64_t threads_;
  const PassContext& ctx_;
  std::vector<Var> dynamicDims_;
  std::vector<Param> params_;
  std::vector<Var> blockVars_;
};

} // namespace tilec::opt::swp
