// insert-thread-sync: places __syncthreads() (tl.sync_threads) where a
// shared-memory access of one thread may race with another thread's:
// a read after a write (RAW), a write after a read (WAR) or after a write
// (WAW) with no barrier in between, including across loop iterations. A pair
// of accesses with the same index expression that depends on the thread
// index is one thread touching its own element and needs no barrier; equal
// indices that every thread computes alike (S[0]) name an element all of
// them share. User barriers (T.sync_threads) count.
// Barriers are never placed inside an `if` (its condition may differ between
// threads): a conditional statement is treated as one unit from outside.
//
// A wgmma GEMM reads its shared operands through the async proxy: generic
// stores by other threads reach it only when each writer fenced the proxy
// (tl.fence_proxy_async) before a barrier the GEMM follows. The GEMM's
// lowering fences right before it; stores a later wgmma reads are fenced
// before any earlier barrier that orders them (a reduction's, say), and
// where that is not possible (the previous iteration's stores) a barrier
// goes between the GEMM's fence and the GEMM.

#include "SharedAccesses.h"
#include "ThreadDependence.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

#include <set>

namespace tilec::opt {

namespace {

using namespace ir;
using namespace sync;

bool isBarrier(const Stmt& s) { return isIntrinsicCall(s, "tl.sync_threads"); }

/// A proxy fence every thread runs (one under a condition does not count).
bool isProxyFence(const Stmt& s) { return isIntrinsicCall(s, "tl.fence_proxy_async"); }

Stmt barrier() { return evaluate(call(DataType::int32(), "tl.sync_threads", {})); }

/// Where a barrier meant to go right before items[i] goes: before the chain
/// of wgmma GEMMs items[i] continues (lowerGemmChain). The earlier GEMMs
/// of a chain still read their operands when the later ones are issued; a
/// barrier between them would order the writes after it against reads
/// that have not happened yet.
bool continuesGemmChain(const Stmt& prev, const Stmt& s) {
  return wgmmaGemmInFlight(s) && wgmmaGemmInFlight(prev).value_or(0) > 0;
}

size_t beforeGemmChain(const std::vector<Stmt>& items, size_t i) {
  while (i > 0 && i < items.size() && continuesGemmChain(items[i - 1], items[i]))
    --i;
  return i;
}

/// Does every thread end `s` at a barrier (its last statement, through
/// sequences, scopes and serial loop bodies)? Then nothing `s` touched is
/// pending after it. (A branch does not count: not every thread may take it.)
bool endsWithBarrier(const Stmt& s) {
  if (isBarrier(s))
    return true;
  if (auto* q = as<SeqStmtNode>(s))
    return !q->stmts.empty() && endsWithBarrier(q->stmts.back());
  if (auto* a = as<AttrStmtNode>(s))
    return endsWithBarrier(a->body);
  if (auto* a = as<AllocateNode>(s))
    return endsWithBarrier(a->body);
  if (auto* l = as<LetStmtNode>(s))
    return endsWithBarrier(l->body);
  if (auto* f = as<ForNode>(s); f && f->forKind == ForKind::Serial)
    return endsWithBarrier(f->body);
  return false;
}

/// Does every thread start `s` at a barrier, running nothing before it but
/// proxy fences and lets whose values read no memory (through sequences,
/// scopes and pipeline regions)? A warp-specialized pipeline's region opens
/// with one: what is pending in front of it needs no barrier of its own.
bool startsWithBarrier(const Stmt& s) {
  if (isBarrier(s))
    return true;
  if (auto* q = as<SeqStmtNode>(s)) {
    for (const Stmt& c : q->stmts)
      if (!isProxyFence(c))
        return startsWithBarrier(c);
    return false;
  }
  if (auto* a = as<AttrStmtNode>(s))
    return (a->key == "manual_sync" || a->key == "shared_offset") && startsWithBarrier(a->body);
  if (auto* a = as<AllocateNode>(s))
    return startsWithBarrier(a->body);
  if (auto* l = as<LetStmtNode>(s)) {
    struct ReadsMemory : ExprVisitor {
      bool found = false;
      void visitBufferLoad(const BufferLoadNode*) override { found = true; }
      void visitCall(const CallNode* n) override {
        found = true; // an intrinsic may read memory or have effects
        ExprVisitor::visitCall(n);
      }
    } r;
    r.visitExpr(l->value);
    return !r.found && startsWithBarrier(l->body);
  }
  return false;
}

/// What the async proxy may not see yet: buffers with generic stores not
/// fenced since (`unfenced`, kept across barriers), or fenced with no
/// barrier since (`fenced`). A wgmma read of either is stale. Stores into
/// the buffer itself only: bytes reused from a buffer whose lifetime ended
/// (aliases) are ordered where the pipeline hands them over.
struct AsyncView {
  std::set<const BufferNode*> unfenced, fenced;
  void fence() {
    fenced.insert(unfenced.begin(), unfenced.end());
    unfenced.clear();
  }
  void barrier() { fenced.clear(); }
  bool empty() const { return unfenced.empty() && fenced.empty(); }
};

/// The first stale wgmma read met, and whether its buffer's stores were not
/// even fenced.
struct StaleRead {
  bool found = false, unfenced = false;
};

bool containsOrdering(const Stmt& s);

/// The stale read in `s` needs the stores fenced before the barrier that
/// goes in front of `s`: they were not, or `s` fences them itself behind
/// that barrier.
bool fenceFirst(const StaleRead& hit, const Stmt& s) { return hit.unfenced || containsOrdering(s); }

bool containsOrdering(const Stmt& s) {
  struct Find : StmtVisitor {
    bool found = false;
    void visitCall(const CallNode* n) override {
      found = found || n->op == "tl.sync_threads" || n->op == "tl.fence_proxy_async";
      StmtVisitor::visitCall(n);
    }
  } f;
  f.visitStmt(s);
  return f.found;
}

class ThreadSyncInserter : public StmtMutator {
public:
  ThreadSyncInserter(const ByteRanges& r, const ThreadVars& vars, const ThreadVars& indices)
      : ranges_(r), threadVars_(vars), threadIndices_(indices) {}

protected:
  Stmt mutateSeq(const Stmt& s) override {
    auto* n = static_cast<const SeqStmtNode*>(s.get());
    std::vector<Stmt> out;
    bool changed = false;
    for (const auto& c : n->stmts) {
      Stmt m = mutateStmt(c);
      changed |= m != c;
      out.push_back(m);
    }
    std::vector<Stmt> synced = syncSequence(out, changed);
    return changed ? withLoc(seq(synced), s->loc) : s;
  }

  Stmt mutateFor(const Stmt& s) override {
    auto* n = static_cast<const ForNode*>(s.get());
    // A loop whose bounds differ between threads gives its variable
    // different values: no branch on it is block-uniform.
    if (!blockUniform(n->min) || !blockUniform(n->extent))
      perThreadLets_.insert(n->var.get());
    Stmt body = mutateStmt(n->body);
    // Loop-carried hazards: what the end of one iteration leaves pending
    // against what the start of the next touches before its first barrier.
    std::vector<Stmt> items = flatten(body);
    Pending tail;
    tail.ranges = &ranges_;
    tail.threadVars = &threadVars_;
    for (const auto& st : items) {
      if (isBarrier(st)) {
        tail.clear();
        continue;
      }
      CollectAccesses acc(managed_, threadIndices_);
      acc.visitStmt(st);
      if (acc.hasBarrier)
        tail.clear();
      if (!endsWithBarrier(st))
        for (const auto& a : acc.accesses)
          tail.add(a);
    }
    // The barrier goes right before the first statement of the next
    // iteration that conflicts, not at the end of this one: the threads that
    // reach it first run the statements before it (a warpgroup's next GEMM
    // and softmax) while the others finish the tail.
    bool carried = false;
    size_t at = items.size();
    for (size_t i = 0; i < items.size(); ++i) {
      const Stmt& st = items[i];
      if (isBarrier(st))
        break;
      CollectAccesses acc(managed_, threadIndices_);
      acc.visitStmt(st);
      for (const auto& a : acc.accesses)
        carried |= tail.conflicts(a);
      if (carried) {
        at = i;
        break;
      }
      if (acc.hasBarrier)
        break;
    }
    if (carried && n->forKind != ForKind::ThreadBinding && n->forKind != ForKind::Parallel) {
      items.insert(items.begin() + std::ptrdiff_t(beforeGemmChain(items, at)), barrier());
      body = seq(items);
    }
    // The same through the async proxy: stores of the end of one iteration
    // that the next one's wgmma reads before they are fenced and synced.
    if (n->forKind != ForKind::ThreadBinding && n->forKind != ForKind::Parallel) {
      AsyncView v;
      simulate(seq(items), v, nullptr);
      for (size_t i = 0; i < items.size() && !v.empty(); ++i) {
        AsyncView after = v;
        StaleRead hit;
        simulate(items[i], after, &hit);
        if (hit.found) {
          std::vector<Stmt> sync = {barrier()};
          if (fenceFirst(hit, items[i]))
            sync.insert(sync.begin(), proxyFence());
          items.insert(items.begin() + std::ptrdiff_t(beforeGemmChain(items, i)), sync.begin(), sync.end());
          body = seq(items);
          break;
        }
        v = after;
      }
    }
    if (body == n->body)
      return s;
    auto f = std::make_shared<ForNode>(n->var, n->min, n->extent, n->forKind, body);
    f->threadTag = n->threadTag;
    f->annotations = n->annotations;
    f->loc = s->loc;
    return f;
  }

  // A software pipeline orders its staged buffers itself
  // (inject-software-pipeline): inside it, their accesses are ignored;
  // everything else is synchronised as anywhere. The marker ends here.
  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key != "manual_sync")
      return StmtMutator::mutateAttr(s);
    Managed outer = managed_;
    for (const Buffer& b : n->buffers) {
      managed_.insert(b.get());
      pipelined_.insert(b.get());
    }
    Stmt body = mutateStmt(n->body);
    managed_ = outer;
    return body;
  }

  // Barriers inside a branch could deadlock threads that skip it: the
  // enclosing sequence treats the `if` as one statement. A branch that every
  // thread of the block takes alike (its condition reads no memory and no
  // thread index: block indices, loop counters, run-time dims; a stream-K
  // block's merge) is also synchronized inside, like any sequence.
  Stmt mutateIf(const Stmt& s) override {
    auto* n = static_cast<const IfNode*>(s.get());
    if (!blockUniform(n->cond))
      return s;
    return StmtMutator::mutateIf(s);
  }

  Stmt mutateLetStmt(const Stmt& s) override {
    auto* n = static_cast<const LetStmtNode*>(s.get());
    if (!blockUniform(n->value))
      perThreadLets_.insert(n->var.get());
    return StmtMutator::mutateLetStmt(s);
  }

private:
  /// No thread index, memory read or intrinsic call, directly or through a
  /// let bound from one.
  bool blockUniform(const Expr& e) const {
    if (usesThreadVar(e, threadVars_))
      return false;
    struct Check : ExprVisitor {
      const std::unordered_set<const VarNode*>* lets = nullptr;
      bool uniform = true;
      void visitVar(const VarNode* v) override { uniform = uniform && !lets->count(v); }
      void visitBufferLoad(const BufferLoadNode*) override { uniform = false; }
      void visitCall(const CallNode* c) override {
        uniform = uniform && c->op.rfind("tl.", 0) != 0;
        ExprVisitor::visitCall(c);
      }
    } c;
    c.lets = &perThreadLets_;
    c.visitExpr(e);
    return c.uniform;
  }

  std::unordered_set<const VarNode*> perThreadLets_; // lets and loop variables that may differ between threads

  static std::vector<Stmt> flatten(const Stmt& s) {
    if (auto* q = as<SeqStmtNode>(s))
      return q->stmts;
    return {s};
  }

  const ByteRanges& ranges_;
  const ThreadVars& threadVars_;
  const ThreadVars& threadIndices_;
  Managed managed_;
  /// Every buffer a pipeline region managed (its marker is gone once the
  /// region is done, but its stages stay ordered by the pipeline).
  Managed pipelined_;

  std::vector<Stmt> syncSequence(const std::vector<Stmt>& stmts, bool& changed) {
    // The buffers wgmma reads from statement i on: a barrier before them
    // publishes their stores to the async proxy only when the writers
    // fenced first, so their stores are fenced right before one.
    std::vector<std::set<const BufferNode*>> asyncFrom(stmts.size() + 1);
    for (size_t i = stmts.size(); i-- > 0;) {
      asyncFrom[i] = asyncFrom[i + 1];
      CollectAccesses acc(managed_, threadIndices_);
      acc.visitStmt(stmts[i]);
      for (const auto& a : acc.accesses)
        if (a.async && !pipelined_.count(a.buffer))
          asyncFrom[i].insert(a.buffer);
    }
    std::vector<Stmt> out;
    Pending pending;
    pending.ranges = &ranges_;
    pending.threadVars = &threadVars_;
    AsyncView view;
    // Fences the stores that statements from i on read through wgmma.
    auto fenceFor = [&](size_t i) {
      for (const BufferNode* b : view.unfenced)
        if (asyncFrom[i].count(b)) {
          out.push_back(proxyFence());
          view.fence();
          changed = true;
          return true;
        }
      return false;
    };
    for (size_t i = 0; i < stmts.size(); ++i) {
      const Stmt& st = stmts[i];
      if (isBarrier(st)) {
        fenceFor(i + 1);
        pending.clear();
        view.barrier();
        if (!out.empty() && isBarrier(out.back())) {
          changed = true; // a second barrier right after one orders nothing more
          continue;
        }
        out.push_back(st);
        continue;
      }
      if (isProxyFence(st)) {
        view.fence();
        out.push_back(st);
        continue;
      }
      CollectAccesses acc(managed_, threadIndices_);
      acc.visitStmt(st);
      bool need = false;
      for (const auto& a : acc.accesses)
        need |= pending.conflicts(a);
      AsyncView after = view;
      StaleRead hit;
      simulate(st, after, &hit);
      if (need && !hit.found && startsWithBarrier(st)) {
        // Its own opening barrier orders them (the stale reads it would
        // make are fenced there too, or `hit` would say so).
      } else if (need || hit.found) {
        // The barrier goes before the chain of GEMMs `st` continues (what
        // is already out of it comes back after the barrier).
        std::vector<Stmt> chain;
        while (!out.empty() && continuesGemmChain(out.back(), chain.empty() ? st : chain.front())) {
          chain.insert(chain.begin(), out.back());
          out.pop_back();
        }
        // A stale read behind a fence inside `st` needs the stores fenced
        // before the barrier too.
        if (hit.found && fenceFirst(hit, st)) {
          out.push_back(proxyFence());
          view.fence();
        } else {
          fenceFor(i - chain.size());
        }
        out.push_back(barrier());
        pending.clear();
        view.barrier();
        changed = true;
        for (const Stmt& c : chain) {
          CollectAccesses ca(managed_, threadIndices_);
          ca.visitStmt(c);
          for (const auto& a : ca.accesses)
            pending.add(a);
          simulate(c, view, nullptr);
          out.push_back(c);
        }
        after = view;
        simulate(st, after, nullptr);
      } else if (acc.hasBarrier && fenceFor(i)) {
        // Its barrier inside publishes what is fenced before it.
        after = view;
        simulate(st, after, nullptr);
      }
      if (acc.hasBarrier)
        pending.clear(); // a barrier inside (a loop that syncs) orders what came before
      if (!endsWithBarrier(st)) // else everything it touched is ordered too
        for (const auto& a : acc.accesses)
          pending.add(a);
      view = after;
      out.push_back(st);
    }
    return out;
  }

  static Stmt proxyFence() { return evaluate(call(DataType::int32(), "tl.fence_proxy_async", {})); }

  /// Runs `s` on the async view `v` in program order, noting in `hit` the
  /// first wgmma read of a buffer the proxy may not see yet. A branch counts
  /// as its accesses only: its stores happen, its fences and barriers (which
  /// not every thread may run) do not. A loop body runs once. Pipeline
  /// stages are ordered by the pipeline (its mbarriers and fences).
  void simulate(const Stmt& s, AsyncView& v, StaleRead* hit) const {
    if (isBarrier(s))
      return v.barrier();
    if (isProxyFence(s))
      return v.fence();
    if (auto* q = as<SeqStmtNode>(s)) {
      for (const Stmt& c : q->stmts)
        simulate(c, v, hit);
      return;
    }
    if (auto* l = as<LetStmtNode>(s))
      return simulate(l->body, v, hit);
    if (auto* a = as<AllocateNode>(s))
      return simulate(a->body, v, hit);
    if (auto* t = as<AttrStmtNode>(s))
      return simulate(t->body, v, hit);
    if (auto* f = as<ForNode>(s); f && f->forKind == ForKind::Serial)
      return simulate(f->body, v, hit);
    CollectAccesses acc(managed_, threadIndices_);
    acc.visitStmt(s);
    std::vector<const BufferNode*> stored;
    for (const auto& a : acc.accesses) {
      if (pipelined_.count(a.buffer))
        continue;
      if (a.write)
        stored.push_back(a.buffer);
      if (a.async && hit && !hit->found && (v.unfenced.count(a.buffer) || v.fenced.count(a.buffer))) {
        hit->found = true;
        hit->unfenced = v.unfenced.count(a.buffer) != 0;
      }
    }
    v.unfenced.insert(stored.begin(), stored.end());
  }
};

class InsertThreadSyncPass : public Pass {
public:
  std::string_view name() const override { return "insert-thread-sync"; }
  bool run(Module& m, PassContext&) override {
    rewriteBodies(m, [](const PrimFunc& f) {
      CollectOffsets offsets;
      offsets.visitStmt(f->body);
      ThreadDependence threads = threadDependence(f->body);
      return ThreadSyncInserter(offsets.ranges, threads.vars, threads.indices).mutateStmt(f->body);
    });
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createInsertThreadSyncPass() { return std::make_unique<InsertThreadSyncPass>(); }

} // namespace tilec::opt
