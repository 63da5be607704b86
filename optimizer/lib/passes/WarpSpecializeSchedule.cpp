// Analyses for warp-specialize's reordering around the pipeline
// (WarpSpecializeSchedule.h).

#include "WarpSpecializeSchedule.h"
#include "SpecializeWarpgroups.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

#include <map>
#include <set>

namespace tilec::opt {

namespace {

using namespace ir;

bool containsRegion(const Stmt& s) { return countWarpSpecializeRegions(s) > 0; }

void noteBinding(const Expr& value, SourceRange loc, RegionSurroundings& out) {
  if (out.ahead.empty())
    return;
  auto reads = onChipReads(value);
  if (reads.empty())
    return;
  out.bindingsReadAhead = true;
  out.aheadBindings.push_back({loc, std::move(reads)});
}

const AttrStmtNode* walk(const Stmt& s, RegionSurroundings& out) {
  if (auto* q = as<SeqStmtNode>(s)) {
    for (size_t i = 0; i < q->stmts.size(); ++i) {
      if (!containsRegion(q->stmts[i])) {
        out.ahead.push_back(q->stmts[i]);
        continue;
      }
      const AttrStmtNode* r = walk(q->stmts[i], out);
      out.behind.insert(out.behind.end(), q->stmts.begin() + long(i) + 1, q->stmts.end());
      return r;
    }
    return nullptr;
  }
  if (auto* a = as<AttrStmtNode>(s))
    return a->key == "warp_specialize" ? a : walk(a->body, out);
  if (auto* a = as<AllocateNode>(s)) {
    if (a->init)
      noteBinding(a->init, s->loc, out);
    return walk(a->body, out);
  }
  if (auto* l = as<LetStmtNode>(s)) {
    // A binding between the statements ahead and the region is computed
    // before them once they move behind the setup.
    noteBinding(l->value, s->loc, out);
    return walk(l->body, out);
  }
  return nullptr;
}

/// The shared buffers statements touch, the global buffers they read and
/// write, and whether they synchronize or write through TMA or atomics.
class Accesses : public StmtVisitor {
public:
  std::set<const BufferNode*> shared, globalReads, globalWrites;
  /// Atomics: their targets are not among globalWrites. (A TMA store's
  /// target is: its copy stays beside it for launches without tensor maps.)
  bool atomics = false, tmaStores = false, barriers = false;
  /// Barriers of the block's (or the consumers') threads, mbarriers aside.
  bool blockBarriers = false;

protected:
  void note(const Buffer& b, bool write) {
    if (b->scope == MemoryScope::Shared)
      shared.insert(b.get());
    else if (b->scope == MemoryScope::Global)
      (write ? globalWrites : globalReads).insert(b.get());
  }
  void visitBufferLoad(const BufferLoadNode* n) override {
    note(n->buffer, false);
    StmtVisitor::visitBufferLoad(n);
  }
  void visitBufferStore(const BufferStoreNode* n) override {
    note(n->buffer, true);
    StmtVisitor::visitBufferStore(n);
  }
  void visitCall(const CallNode* n) override {
    atomics = atomics || isAtomicCall(*n);
    tmaStores = tmaStores || n->op.find("tma_store") != std::string::npos;
    if (n->op == "tl.sync_threads" || n->op == "tl.named_barrier_sync" || n->op == "tl.cluster_sync" ||
        n->op.find("mbarrier") != std::string::npos)
      barriers = true;
    if (n->op == "tl.sync_threads" || n->op == "tl.named_barrier_sync" || n->op == "tl.cluster_sync")
      blockBarriers = true;
    StmtVisitor::visitCall(n);
  }
  void visitAtomic(const AtomicNode* n) override {
    atomics = true;
    StmtVisitor::visitAtomic(n);
  }
};

/// Where merge-shared-memory placed each shared buffer.
class SharedOffsets : public StmtVisitor {
public:
  std::map<const BufferNode*, int64_t> offset;

protected:
  void visitAttr(const AttrStmtNode* n) override {
    if (n->key == "shared_offset")
      if (auto* v = std::get_if<int64_t>(&n->value))
        for (const Buffer& b : n->buffers)
          offset[b.get()] = *v;
    StmtVisitor::visitAttr(n);
  }
};

std::optional<int64_t> byteSize(const BufferNode* b) {
  int64_t n = (b->dtype.bits() * b->dtype.lanes() + 7) / 8;
  for (const Expr& e : b->shape) {
    auto v = asConstInt(e);
    if (!v)
      return std::nullopt;
    n *= *v;
  }
  return n;
}

bool mayOverlap(const BufferNode* a, const BufferNode* b, const std::map<const BufferNode*, int64_t>& at) {
  if (a == b)
    return true;
  auto ia = at.find(a), ib = at.find(b);
  auto na = byteSize(a), nb = byteSize(b);
  if (ia == at.end() || ib == at.end() || !na || !nb)
    return true;
  return ia->second < ib->second + *nb && ib->second < ia->second + *na;
}

/// Whether a buffer of `a` and one of `b` may share bytes, as
/// merge-shared-memory placed them in `kernel`.
bool shareBytes(const std::set<const BufferNode*>& a, const std::set<const BufferNode*>& b, const Stmt& kernel) {
  if (a.empty() || b.empty())
    return false;
  SharedOffsets placed;
  placed.visitStmt(kernel);
  for (const BufferNode* x : a)
    for (const BufferNode* y : b)
      if (mayOverlap(x, y, placed.offset))
        return true;
  return false;
}

} // namespace

std::set<const BufferNode*> onChipReads(const Expr& e) {
  struct Find : ExprVisitor {
    std::set<const BufferNode*> found;
    void visitBufferLoad(const BufferLoadNode* n) override {
      if (n->buffer->scope != MemoryScope::Global)
        found.insert(n->buffer.get());
      ExprVisitor::visitBufferLoad(n);
    }
  } f;
  f.visitExpr(e);
  return f.found;
}

int countWarpSpecializeRegions(const Stmt& s) {
  struct Find : StmtVisitor {
    int count = 0;
    void visitAttr(const AttrStmtNode* n) override {
      count += n->key == "warp_specialize";
      StmtVisitor::visitAttr(n);
    }
  } f;
  f.visitStmt(s);
  return f.count;
}

std::optional<RegionSurroundings> regionSurroundings(const Stmt& kernel) {
  RegionSurroundings out;
  out.region = walk(kernel, out);
  if (!out.region)
    return std::nullopt;
  return out;
}

bool consumersMayStartLate(const RegionSurroundings& around, const Stmt& producer, const Stmt& kernel) {
  const std::vector<Stmt>& ahead = around.ahead;
  if (ahead.empty() || around.bindingsReadAhead)
    return false;
  Accesses p, c;
  p.visitStmt(producer);
  for (const Stmt& s : ahead)
    c.visitStmt(s);
  if (!c.globalWrites.empty() || c.atomics || c.tmaStores)
    return false;
  return !shareBytes(c.shared, p.shared, kernel);
}

std::optional<SourceRange> bindingOfConsumerValue(const RegionSurroundings& around) {
  struct Writes : StmtVisitor {
    std::set<const BufferNode*> written;
    void visitBufferStore(const BufferStoreNode* n) override {
      written.insert(n->buffer.get());
      StmtVisitor::visitBufferStore(n);
    }
    void visitCall(const CallNode* n) override { // cp.async, TMA, stmatrix write what their first address names
      if (n->op.rfind("tl.cp_async", 0) == 0 || n->op.rfind("tl.tma_load", 0) == 0 || n->op == "tl.stmatrix_x4")
        for (const Expr& a : n->args)
          if (auto* c = as<CallNode>(a); c && c->op == "tl.address_of" && !c->args.empty())
            if (auto* l = as<BufferLoadNode>(c->args[0]))
              written.insert(l->buffer.get());
      StmtVisitor::visitCall(n);
    }
  } w;
  for (const Stmt& s : around.ahead)
    w.visitStmt(s);
  for (const auto& [loc, reads] : around.aheadBindings)
    for (const BufferNode* b : reads)
      if (w.written.count(b))
        return loc;
  return std::nullopt;
}

int64_t launchedRegisters(int64_t threads, int64_t blocksPerSM) {
  return 65536 / (std::max<int64_t>(threads, 1) * std::max<int64_t>(blocksPerSM, 1));
}

bool movesRegisters(int64_t threads, int64_t blocksPerSM) {
  int64_t launched = launchedRegisters(threads, blocksPerSM);
  return launched < 256 && launched / 8 * 8 > kProducerRegisters;
}

bool closingBarrierUnneeded(const std::vector<Stmt>& behind, const Stmt& region, const Stmt& kernel) {
  if (behind.empty() || !isIntrinsicCall(behind[0], "tl.sync_threads"))
    return false;
  Accesses after, all, inside;
  for (size_t i = 1; i < behind.size(); ++i)
    after.visitStmt(behind[i]);
  all.visitStmt(kernel);
  if (after.atomics || all.atomics)
    return false;
  inside.visitStmt(region);
  // A barrier behind the region could pair with one a warpgroup still in
  // the loop waits at (same id, the consumers' threads).
  if (after.barriers && inside.blockBarriers)
    return false;
  // Shared memory behind the region: buffers the pipeline neither touches
  // nor shares bytes with (merge-shared-memory may reuse a stage's); the
  // statements behind order their own accesses with the consumer barriers
  // insert-thread-sync placed among them.
  if (shareBytes(after.shared, inside.shared, kernel))
    return false;
  // Neither a read of what a warpgroup still running may write nor a write
  // of what it may still read or write.
  for (const BufferNode* b : after.globalReads)
    if (all.globalWrites.count(b))
      return false;
  for (const BufferNode* b : after.globalWrites)
    if (all.globalReads.count(b) || inside.globalWrites.count(b))
      return false;
  return true;
}

} // namespace tilec::opt
