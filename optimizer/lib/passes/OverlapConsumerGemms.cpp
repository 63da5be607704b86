// inject-software-pipeline: the consumer loop of a warp-specialized
// pipeline with its last GEMM rotated one iteration back (FlashAttention-3's
// intra-warpgroup overlap). In attention the loop body is
//
//   pre(k); S = Q K_k^T; softmax(S) -> P, rescale O; O += P V_k
//
// and each wgmma GEMM is waited for at once, so the tensor cores idle while
// the softmax runs. Rotated, iteration k issues P V_{k-1} right after
// Q K_k^T and leaves it in flight while the softmax of S_k runs; the first
// statement that touches O or P again waits for it (wgmma_wait 0):
//
//   k = 0:       pre(0); S_0; mid(0)
//   k = 1..n-1:  pre(k); S_k; O += P V_{k-1} (in flight); mid(k) with the
//                wait before its first use of O or P; release stage k - 1
//   after:       O += P V_{n-1}; wait
//
// The stage of V_{k-1} is released once that GEMM is done, so the producer
// runs S - 2 iterations ahead: the rotation is taken with 3 stages or more.
//
// With two consumer warpgroups on separate rows the warpgroups also take
// turns (FA3's ping-pong): each issue step above (S_0; S_k and P V_{k-1};
// P V_{n-1}) waits for this warpgroup's turn and passes it on as soon as
// its GEMMs are issued (named barriers, tl.pingpong_*; the issuing GEMMs
// leave everything in flight and the waits follow the pass), so the
// tensor cores run one warpgroup's GEMMs while the other's softmax runs.

#include "SoftwarePipeline.h"

#include "../layout/GemmLayouts.h"

namespace tilec::opt::swp {

namespace {

const GemmNode* wgmmaGemm(const Stmt& s, int64_t threads, const PassContext& ctx, bool* aRegs = nullptr,
                          bool* rowsPerWarpgroup = nullptr) {
  auto* g = as<GemmNode>(s);
  if (!g)
    return nullptr;
  auto plan = planTensorCoreGemm(*g, threads, ctx);
  // A GEMM part of the block skips (FullRow over few rows) is not rotated:
  // its waits would sit in branches of their own (ptxas serializes).
  if (!plan || !plan->wgmma || plan->threads != threads)
    return nullptr;
  if (aRegs)
    *aRegs = plan->aInRegisters;
  if (rowsPerWarpgroup)
    *rowsPerWarpgroup = plan->warpgroups == 2 && plan->warpgroupsN == 1;
  return g;
}

/// The rotation emits a statement up to twice (the first iteration, the
/// loop), and the IR defines each variable once.
Stmt fresh(const Stmt& s) { return freshCopy(s); }

/// `if c: <register updates>` (a mask on a tile that needs one) as
/// unconditional updates `x[i] = select(c, value, x[i])`, or null when the
/// branch holds anything else: loops of constant bounds and stores into
/// fragments or locals whose values read only registers and call no tl.*
/// intrinsic, under a condition that reads no buffer (so every store sees
/// the same one). ptxas
/// serializes the wgmmas of a persistent tile loop whose rotated first
/// iteration updates an accumulator in a branch (C7515), not with selects.
/// The condition goes through tl.opaque, evaluated per store: NVVM would
/// otherwise unswitch the selects on it back into a branch (CUDA C route).
Stmt ifConverted(const Stmt& s) {
  auto* branch = as<IfNode>(s);
  if (!branch || branch->otherwise)
    return nullptr;
  struct Check : StmtVisitor {
    bool ok = true;
    static bool registers(const Buffer& b) {
      return b->scope == MemoryScope::Fragment || b->scope == MemoryScope::Local;
    }
    void visitStmt(const Stmt& st) override {
      if (st->kind != StmtKind::Seq && st->kind != StmtKind::For && st->kind != StmtKind::BufferStore)
        ok = false;
      if (auto* f = as<ForNode>(st))
        ok = ok && asConstInt(f->min) && asConstInt(f->extent);
      StmtVisitor::visitStmt(st);
    }
    void visitBufferStore(const BufferStoreNode* n) override {
      ok = ok && registers(n->buffer);
      StmtVisitor::visitBufferStore(n);
    }
    void visitBufferLoad(const BufferLoadNode* n) override {
      ok = ok && registers(n->buffer);
      StmtVisitor::visitBufferLoad(n);
    }
    void visitCall(const CallNode* n) override {
      ok = ok && n->op.rfind("tl.", 0) != 0;
      StmtVisitor::visitCall(n);
    }
  } check;
  check.visitStmt(branch->then);
  struct Loads : ExprVisitor {
    bool any = false;
    void visitBufferLoad(const BufferLoadNode*) override { any = true; }
    void visitCall(const CallNode* n) override {
      any = any || n->op.rfind("tl.", 0) == 0;
      ExprVisitor::visitCall(n);
    }
  } loads;
  loads.visitExpr(branch->cond);
  if (!check.ok || loads.any)
    return nullptr;
  struct Select : StmtMutator {
    Expr cond;
    Stmt mutateBufferStore(const Stmt& st) override {
      auto* n = static_cast<const BufferStoreNode*>(st.get());
      return withLoc(bufferStore(n->buffer, n->indices, select(cond, n->value, bufferLoad(n->buffer, n->indices))),
                     st->loc);
    }
  } sel;
  sel.cond = call(DataType::boolean(), "tl.opaque", {branch->cond});
  return sel.mutateStmt(branch->then);
}

/// Does `s` write one of `buffers` (shared tiles a GEMM reads)? Then
/// insert-thread-sync puts a barrier right before that GEMM, inside a
/// ping-pong turn, where the other warpgroup never arrives.
bool writesAny(const Stmt& s, const std::vector<const BufferNode*>& buffers) {
  struct Find : StmtVisitor {
    const std::vector<const BufferNode*>& buffers;
    bool found = false;
    explicit Find(const std::vector<const BufferNode*>& b) : buffers(b) {}
    bool hit(const Buffer& b) { return std::find(buffers.begin(), buffers.end(), b.get()) != buffers.end(); }
    void visitBufferStore(const BufferStoreNode* n) override {
      found = found || hit(n->buffer);
      StmtVisitor::visitBufferStore(n);
    }
    void visitCopy(const CopyNode* n) override { found = found || hit(n->dst.buffer); }
    void visitFill(const FillNode* n) override { found = found || hit(n->dst.buffer); }
    void visitAtomic(const AtomicNode* n) override { found = found || hit(n->dst.buffer); }
    void visitCumSum(const CumSumNode* n) override { found = found || hit(n->dst.buffer); }
    void visitReduce(const ReduceNode* n) override { found = found || hit(n->dst.buffer); }
  } f(buffers);
  f.visitStmt(s);
  return f.found;
}

bool allocates(const Stmt& s) {
  struct Find : StmtVisitor {
    bool found = false;
    void visitAllocate(const AllocateNode*) override { found = true; }
  } f;
  f.visitStmt(s);
  return f.found;
}

/// 32-bit registers a thread holds of register tile `b` when `threads`
/// share it evenly (fragments spread over the block's threads).
int64_t registersPerThread(const BufferNode* b, int64_t threads) {
  int64_t elems = 1;
  for (const Expr& d : b->shape) {
    auto c = asConstInt(d);
    if (!c)
      return 0;
    elems *= *c;
  }
  return (elems * b->dtype.bits() + 32 * threads - 1) / (32 * threads);
}

/// The rotated loop keeps the last GEMM's accumulator (O) and A (P of the
/// tile before) live while the first GEMM's accumulator (S) fills; past
/// this many registers a thread of them, the softmax's temporaries no
/// longer fit the 255 a thread can have and ptxas spills (a 128 x 64 tile
/// of d128 attention on one warpgroup: O 128 + S 64 + P 32 = 224 spilled;
/// FA3's 128 x 176 on two: O 64 + S 88 + P 44 = 196 did not).
constexpr int64_t kRotatedLiveRegisters = 200;

bool touches(const Stmt& s, const BufferNode* a, const BufferNode* b) {
  CountUses u;
  u.mutateStmt(s);
  auto used = [&](const BufferNode* x) {
    auto it = u.uses.find(x);
    return it != u.uses.end() && it->second > 0;
  };
  return used(a) || used(b);
}

} // namespace

std::optional<ConsumerRotation> findConsumerRotation(const std::vector<Stmt>& consumers, int64_t threads,
                                                     const PassContext& ctx) {
  if (consumers.size() < 3)
    return std::nullopt;
  bool aRegs = false, lastRows = false, firstRows = false;
  const GemmNode* last = wgmmaGemm(consumers.back(), threads, ctx, &aRegs, &lastRows);
  // The last statement is a GEMM whose A is a register tile the body makes
  // (attention's P); its accumulator is carried from one iteration to the
  // next (O).
  if (!last || !aRegs || last->clearAccum)
    return std::nullopt;
  size_t first = 0;
  while (first + 1 < consumers.size() && !wgmmaGemm(consumers[first], threads, ctx, nullptr, &firstRows))
    ++first;
  if (first + 1 >= consumers.size())
    return std::nullopt;
  // What runs before the rotated GEMM of the previous iteration now (pre
  // and the first GEMM) must not touch its accumulator or its A.
  const BufferNode* C = last->C.buffer.get();
  const BufferNode* A = last->A.buffer.get();
  for (size_t i = 0; i <= first; ++i)
    if (touches(consumers[i], C, A))
      return std::nullopt;
  for (const Stmt& st : consumers)
    if (allocates(st))
      return std::nullopt;
  const BufferNode* S = as<GemmNode>(consumers[first])->C.buffer.get();
  if (registersPerThread(C, threads) + registersPerThread(A, threads) + registersPerThread(S, threads) >
      kRotatedLiveRegisters)
    return std::nullopt;
  // Ping-pong only where no consumer statement writes a shared tile the two
  // GEMMs read (a barrier before a GEMM would sit inside a turn).
  const GemmNode* f = as<GemmNode>(consumers[first]);
  std::vector<const BufferNode*> read = {f->A.buffer.get(), f->B.buffer.get(), last->B.buffer.get()};
  bool pingPong = threads == 256 && firstRows && lastRows;
  for (const Stmt& st : consumers)
    pingPong = pingPong && !writesAny(st, read);
  return ConsumerRotation{first, consumers.size() - 1, C, A, pingPong};
}

std::vector<Stmt> rotatedConsumerLoop(const ConsumerRotation& r, const std::vector<Stmt>& consumers, const Var& k,
                                      const Expr& extent, const std::function<Stmt(const Expr&)>& waitFull,
                                      const std::function<Stmt(const Stmt&, const Expr&)>& atIteration,
                                      const std::function<Stmt(const Expr&)>& release, bool releaseLast,
                                      const StageGroups* early) {
  DataType it = k->dtype;
  auto c = [&](int64_t v) { return intImm(v, it); };
  // The rotated GEMM stays in flight past its call (its own wait<1> retires
  // the first GEMM of the iteration, which the softmax reads next).
  // Ping-pong: the GEMMs of a turn are issued with nothing waited for
  // (wg_wait 2), the turn is passed, then the waits follow.
  const bool pp = r.pingPong;
  Stmt ppWait = intrinsic("tl.pingpong_wait", {intImm(kPingPongBarrier)});
  Stmt ppPass = intrinsic("tl.pingpong_pass", {intImm(kPingPongBarrier)});
  auto g = std::make_shared<GemmNode>(*as<GemmNode>(consumers[r.last]));
  g->wgWait = pp ? 2 : 1;
  Stmt lastAsync = g;
  Stmt wait0 = intrinsic("tl.wgmma_wait_group", {intImm(0)});

  // k = 0: everything but the last GEMM.
  std::vector<Stmt> firstIter = {early ? early->waitFull(c(0)) : waitFull(c(0))};
  for (size_t i = 0; i < r.last; ++i) {
    if (pp && i == r.first) {
      auto s0 = std::make_shared<GemmNode>(*as<GemmNode>(consumers[i]));
      s0->wgWait = 1;
      firstIter.insert(firstIter.end(), {ppWait, fresh(atIteration(s0, c(0))), ppPass, wait0});
      continue;
    }
    Stmt at0 = fresh(atIteration(consumers[i], c(0)));
    if (releaseLast) // persistent: no accumulator updated in a branch here (ifConverted)
      if (Stmt converted = ifConverted(at0))
        at0 = converted;
    firstIter.push_back(at0);
  }

  // Every GEMM of the first iteration is done by its end.
  if (early)
    firstIter.push_back(early->release(c(0)));

  // k >= 1: the first GEMM stays in flight too, so both queue on the
  // tensor cores back to back; the rotated GEMM's wait<1> retires it.
  Expr prev = sub(Expr(k), c(1));
  std::vector<Stmt> steady = {early ? early->waitFull(Expr(k)) : waitFull(Expr(k))};
  for (size_t i = 0; i < r.first; ++i)
    steady.push_back(atIteration(consumers[i], Expr(k)));
  auto f = std::make_shared<GemmNode>(*as<GemmNode>(consumers[r.first]));
  f->wgWait = 1;
  if (pp)
    steady.push_back(ppWait);
  steady.push_back(atIteration(f, Expr(k)));
  if (early)
    steady.push_back(waitFull(prev));
  steady.push_back(atIteration(lastAsync, prev));
  if (pp)
    steady.insert(steady.end(), {ppPass, intrinsic("tl.wgmma_wait_group", {intImm(1)})});
  // Both waits<1> (the ping-pong's, or the rotated GEMM's own) retire the
  // first GEMM: its tiles are free.
  if (early)
    steady.push_back(early->release(Expr(k)));
  bool waited = false;
  for (size_t i = r.first + 1; i < r.last; ++i) {
    if (!waited && touches(consumers[i], r.accumulator, r.registerA)) {
      steady.push_back(wait0);
      waited = true;
    }
    steady.push_back(atIteration(consumers[i], Expr(k)));
  }
  if (!waited)
    steady.push_back(wait0);
  steady.push_back(release(prev));

  std::vector<Stmt> tail;
  if (pp)
    tail.push_back(ppWait);
  if (early)
    tail.push_back(waitFull(sub(extent, c(1))));
  tail.push_back(fresh(atIteration(lastAsync, sub(extent, c(1)))));
  if (pp)
    tail.push_back(ppPass);
  tail.push_back(wait0);
  if (releaseLast)
    tail.push_back(release(sub(extent, c(1))));
  Expr some = ge(extent, c(1));
  std::vector<Stmt> out = {ifThenElse(some, seq(firstIter)),
                           forLoop(k, c(1), sub(extent, c(1)), ForKind::Serial, seq(steady)),
                           ifThenElse(some, seq(tail))};
  // Warpgroup 1 gives warpgroup 0 the first turn; warpgroup 0 takes the
  // turn warpgroup 1 passes last, so every loop leaves the barriers idle.
  // A barrier of both then keeps warpgroup 1 from the next loop's start
  // (a persistent kernel's next tile) before that; elsewhere the barrier
  // that closes the pipeline follows at once.
  if (pp) {
    out.insert(out.begin(), intrinsic("tl.pingpong_start", {intImm(kPingPongBarrier)}));
    out.push_back(intrinsic("tl.pingpong_end", {intImm(kPingPongBarrier)}));
    if (releaseLast)
      out.push_back(intrinsic("tl.sync_threads"));
  }
  return out;
}

} // namespace tilec::opt::swp
