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
// WarpSpecializedPipeline.cpp).

#include "SoftwarePipeline.h"

#include "tilec/ir/arith/Analyzer.h"
#include "tilec/optimizer/LayoutInference.h"

#include "../layout/GemmLayouts.h"

#include <algorithm>

namespace tilec::opt {

namespace swp {

namespace {

/// Finds the wgmma GEMMs among a pipeline's consumers and, when `keep` is
/// set, lets them stay in flight for one more GEMM (wg_wait=1).
class MarkAsyncGemms : public StmtMutator {
public:
  MarkAsyncGemms(int64_t threads, const PassContext& ctx, bool keep,
                 const std::unordered_map<const BufferNode*, Buffer>* staged = nullptr,
                 const std::unordered_map<const BufferNode*, int>* consumerUses = nullptr,
                 const std::unordered_set<const BufferNode*>* writtenInLoop = nullptr)
      : threads_(threads), ctx_(ctx), keep_(keep), staged_(staged), consumerUses_(consumerUses),
        writtenInLoop_(writtenInLoop) {}
  bool sawWgmma = false;
  bool keptInFlight = false; // a GEMM got wg_wait=1
  /// The shared operands written only before the loop for which a GEMM
  /// relies on the fence before the loop (the warp-specialized form then
  /// issues one).
  std::unordered_set<const BufferNode*> preLoopTiles;
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
    // The pipeline fences the async proxy before its consumers each
    // iteration: stages, and tiles written only before the loop (Q in
    // attention), need no fence of the GEMM's own; registers need none.
    std::vector<const BufferNode*> preLoop;
    auto fencedBy = [&](const Buffer& b) {
      if (b->scope != MemoryScope::Shared || (staged_ && staged_->count(b.get())))
        return true;
      bool before = staged_ && writtenInLoop_ && !writtenInLoop_->count(b.get());
      if (before)
        preLoop.push_back(b.get());
      return before;
    };
    bool fenced = staged_ && fencedBy(g->A.buffer) && fencedBy(g->B.buffer);
    if (fenced)
      preLoopTiles.insert(preLoop.begin(), preLoop.end());
    // In flight past the statement only when it runs on every iteration (not
    // under a branch or in an inner loop: a skipped GEMM would not wait for
    // the one before, whose stage is then released too early) and nothing
    // else in the loop touches its accumulator (which would read it before
    // the GEMM has finished).
    // A register A operand (the next tile's P) is rewritten around the
    // GEMM: that GEMM is never left in flight. Nor is one that part of the
    // block skips (FullRow over few rows): its wait would sit in a branch
    // of its own, and ptxas serializes the wgmmas then.
    bool keep = false;
    if (keep_ && nested_ == 0 && consumerUses_ && !plan->aInRegisters && plan->threads == threads_) {
      auto uses = consumerUses_->find(g->C.buffer.get());
      keep = uses != consumerUses_->end() && uses->second == 1;
    }
    if (!keep && !fenced)
      return s;
    auto copy = std::make_shared<GemmNode>(*g);
    copy->wgWait = keep ? 1 : 0;
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
  const std::unordered_set<const BufferNode*>* writtenInLoop_;
  int nested_ = 0;
};

} // namespace

Stmt Pipeliner::mutateFor(const Stmt& s) {
  auto* n = static_cast<const ForNode*>(s.get());
  if (n->forKind == ForKind::Pipelined)
    if (Stmt p = pipeline(*n))
      return withLoc(p, s->loc);
  // The persistent tile loop around a kernel's body, or a serial loop at
  // the top of it (a stream-K block's units of work), is not an enclosing
  // loop for warp specialization: the warp-specialize pass puts the
  // producer / consumer split above it, and the stages run on from one of
  // its iterations to the next. Its bounds must not read registers or
  // shared memory (through lets either), which the producer's copy of the
  // loop would see unset.
  bool tileLoop = n->annotations.count("persistent") ||
                  (n->forKind == ForKind::Serial && !readsOnChip(n->min) && !readsOnChip(n->extent));
  if (tileLoop && nested_ == 0 && !persistent_) {
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

/// A global -> shared copy later in the body whose destination nothing
/// before it touches (and whose source nothing before it writes) moves up to
/// join the leading copies, so that it is staged too: attention's V tile,
/// copied just before the GEMM that reads it, loads while the iterations
/// before run. (Statements of the body are siblings: a later one cannot use
/// a variable an earlier one binds.)
void Pipeliner::hoistLaterCopies(std::vector<Stmt>& stmts, size_t& np) {
  for (size_t i = np; i < stmts.size(); ++i) {
    if (!isProducer(stmts[i]))
      continue;
    auto* c = as<CopyNode>(stmts[i]);
    CountUses before, reads;
    for (size_t j = 0; j < i; ++j)
      before.mutateStmt(stmts[j]);
    reads.mutateStmt(stmts[i]);
    // Nothing before it may touch its tile, nor write what it reads: the
    // source, or a buffer its indices load (a T.alloc_var offset).
    bool blocked = before.uses.count(c->dst.buffer.get()) != 0;
    for (const auto& [b, n] : reads.uses)
      blocked = blocked || (b != c->dst.buffer.get() && n > 0 && before.written.count(b));
    if (blocked)
      continue;
    Stmt copy = stmts[i];
    stmts.erase(stmts.begin() + static_cast<std::ptrdiff_t>(i));
    stmts.insert(stmts.begin() + static_cast<std::ptrdiff_t>(np), copy);
    ++np;
  }
}

/// A body that starts with bindings of index arithmetic
/// (`kv_start = bz * split_len + k * block_N` in MLA decode) has the values
/// substituted, so that the copies after them are the body's first
/// statements (and can be staged: a staged copy runs iterations ahead,
/// where the binding would not be in scope). Only values that read no
/// buffer and call nothing: the same at every use.
Stmt Pipeliner::inlineLeadingLets(const Stmt& body) {
  struct Pure : StmtVisitor {
    bool pure = true;
    void visitCall(const CallNode*) override { pure = false; }
    void visitBufferLoad(const BufferLoadNode*) override { pure = false; }
  };
  Stmt s = body;
  VarMap values;
  while (auto* let = as<LetStmtNode>(s)) {
    Pure p;
    p.visitExpr(let->value);
    if (!p.pure)
      break;
    values[let->var.get()] = substitute(let->value, values);
    s = let->body;
  }
  return values.empty() ? body : substitute(s, values);
}

Stmt Pipeliner::pipeline(const ForNode& loop) {
  auto stagesIt = loop.annotations.find("num_stages");
  auto* stagesV = stagesIt == loop.annotations.end() ? nullptr : std::get_if<int64_t>(&stagesIt->second);
  auto mn = asConstInt(loop.min);
  if (!stagesV || *stagesV < 2 || !mn || *mn != 0)
    return nullptr;
  int64_t S = *stagesV;
  // The copies before the loop that may become its producer's first loads
  // (the loop's own statements, visited below, do not drop them).
  const std::vector<Stmt> preloadCandidates = preloadCandidates_;
  std::vector<Stmt> stmts = flatten(inlineLeadingLets(loop.body));
  const std::vector<Stmt> written = stmts; // program order, as order= / stage= count them
  size_t np = 0;
  while (np < stmts.size() && isProducer(stmts[np]))
    ++np;
  hoistLaterCopies(stmts, np);
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
  // order= / stage=, read once the loop is known to be pipelined.
  std::optional<PipelinePlan> plan;
  if (std::optional<UserSchedule> user = readUserSchedule(loop, written, ctx_)) {
    std::vector<bool> staged(written.size());
    for (size_t i = 0; i < written.size(); ++i)
      staged[i] = std::find(producers.begin(), producers.end(), written[i]) != producers.end();
    plan = planFromSchedule(*user, loop, staged, ctx_);
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
  // Tiles written only before the loop are covered by the plain pipeline's
  // fence at the top of every iteration, and by the fence the
  // warp-specialized form issues once before its opening barrier.
  MarkAsyncGemms mark(threads_, ctx_, ws || S >= 3, &local, &consumerUses.uses, &inLoop.written);
  for (Stmt& c : consumers)
    c = mark.mutateStmt(c);
  for (auto& [b, st] : local)
    staged.emplace(b, st);
  // Tiles loaded before the loop (attention's Q) become the producer's
  // first loads: issued ahead of the first stages, they no longer compete
  // with them for memory bandwidth at the block's start.
  std::vector<Stmt> preloads;
  if (ws && tma) {
    preloads = preloadsFor(preloadCandidates, inLoop, probe.swizzleOf);
    std::vector<Stmt> all = producers;
    all.insert(all.end(), preloads.begin(), preloads.end());
    std::vector<std::vector<int64_t>> withPreloads;
    if (auto t = preloads.empty() ? std::nullopt : tmaCopies(all, probe.swizzleOf, &withPreloads)) {
      tma = std::move(t);
      descriptors = std::move(withPreloads);
    } else {
      preloads.clear();
    }
  }
  if (ws && tma)
    tmaDescriptors = std::move(descriptors);
  if (ws) {
    // The fence before the opening barrier is for tiles the threads wrote;
    // the producer's preloads are waited for (and fenced) on their barrier.
    bool fenceBefore = false;
    for (const BufferNode* b : mark.preLoopTiles)
      fenceBefore = fenceBefore || std::none_of(preloads.begin(), preloads.end(), [&](const Stmt& p) {
                      return as<CopyNode>(p)->dst.buffer.get() == b;
                    });
    Stmt out = warpSpecialized(loop, S, producers, consumers, local, mark.keptInFlight, tma ? &*tma : nullptr,
                               fenceBefore, plan ? &*plan : nullptr, preloads);
    for (const Stmt& p : preloads)
      preloaded_.insert(p.get());
    return out;
  }
  bool asyncMma = S >= 3 && mark.keptInFlight;
  int64_t ahead = asyncMma ? S - 2 : S - 1;
  size_t copiesAt = 0;
  if (plan) {
    if (plan->rotate.value_or(false) && ctx_.diags)
      ctx_.diags->warning(loop.loc, "the rotated form stage= asks for (the last statements one stage later) needs a "
                                    "warp-specialized pipeline (sm_90a, copies that are TMA loads feeding wgmma); "
                                    "this one runs in program order");
    if (plan->ahead > ahead && ctx_.diags)
      ctx_.diags->warning(loop.loc, "stage= puts the copies " + std::to_string(plan->ahead) +
                                        " iterations ahead, and num_stages=" + std::to_string(S) + " allows " +
                                        std::to_string(ahead) + (asyncMma ? " (a GEMM stays in flight)" : "") +
                                        "; they run " + std::to_string(ahead) + " ahead");
    else if (plan->ahead > 0)
      ahead = plan->ahead;
    if (!plan->rotate.value_or(false))
      copiesAt = plan->copiesAt;
  }
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
  steady.push_back(intrinsic("tl.sync_threads"));
  // The next copies write a stage no consumer of this iteration reads, so
  // they may be issued anywhere among them (order=).
  Expr stage = floormod(Expr(k), intImm(S, it));
  for (size_t i = 0; i <= consumers.size(); ++i) {
    if (i == copiesAt) {
      steady.push_back(ifThenElse(lt(next, loop.extent), produce(next)));
      steady.push_back(intrinsic("tl.cp_async_commit"));
    }
    if (i < consumers.size())
      steady.push_back(UseStage(local, stage).mutateStmt(consumers[i]));
  }

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

} // namespace swp

namespace {

using namespace ir;
using swp::Pipeliner;

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
