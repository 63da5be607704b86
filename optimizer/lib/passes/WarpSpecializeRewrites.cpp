// The statement rewrites of warp-specialize (WarpSpecializeRewrites.h).

#include "WarpSpecializeRewrites.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/StructuralEqual.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"

namespace tilec::opt::ws {

namespace {

using namespace ir;

/// Counts block barriers (the producer region must have none).
class CountBarriers : public StmtVisitor {
public:
  int count = 0;

protected:
  void visitEvaluate(const EvaluateNode* n) override {
    if (auto* c = as<CallNode>(n->value); c && c->op == "tl.sync_threads")
      ++count;
    StmtVisitor::visitEvaluate(n);
  }
};

/// Drops a barrier that repeats the one before it in a sequence with only
/// register work between them: the consumers' copy of a persistent tile
/// loop ends a rotated loop with a barrier of both warpgroups, counts its
/// stages, and meets the region's closing barrier.
/// Code copied per range of warpgroups is left alone (`skip`): a branch
/// decided differently in two copies could leave a barrier in one and not
/// in the other; it is deduplicated before it is copied.
class DropRepeatedBarriers : public StmtMutator {
public:
  explicit DropRepeatedBarriers(const std::unordered_set<const StmtNode*>* skip = nullptr) : skip_(skip) {}
  Stmt mutateStmt(const Stmt& s) override {
    if (skip_ && s && skip_->count(s.get()))
      return s;
    return StmtMutator::mutateStmt(s);
  }

protected:
  Stmt mutateSeq(const Stmt& s) override {
    auto* n = static_cast<const SeqStmtNode*>(s.get());
    std::vector<Stmt> out;
    bool changed = false;
    Stmt last; // the last barrier, while only register work followed it
    for (const Stmt& c : n->stmts) {
      Stmt m = mutateStmt(c);
      changed |= m != c;
      if (isBarrierCall(m)) {
        if (last && structuralEqual(m, last)) {
          changed = true;
          continue;
        }
        last = m;
      } else if (!registersOnly(m)) {
        last = nullptr;
      }
      out.push_back(m);
    }
    return changed ? withLoc(seq(out), s->loc) : s;
  }

private:
  const std::unordered_set<const StmtNode*>* skip_;
  static bool isBarrierCall(const Stmt& s) {
    return isIntrinsicCall(s, "tl.sync_threads") || isIntrinsicCall(s, "tl.named_barrier_sync");
  }
  static bool inRegisters(MemoryScope m) { return m != MemoryScope::Global && m != MemoryScope::Shared; }
  /// Stores to registers of values computed without calls or memory reads
  /// beyond registers.
  static bool registersOnly(const Stmt& s) {
    struct Check : StmtVisitor {
      bool ok = true;
      void visitBufferLoad(const BufferLoadNode* n) override {
        ok = ok && inRegisters(n->buffer->scope);
        StmtVisitor::visitBufferLoad(n);
      }
      void visitBufferStore(const BufferStoreNode* n) override {
        ok = ok && inRegisters(n->buffer->scope);
        StmtVisitor::visitBufferStore(n);
      }
      void visitCall(const CallNode*) override { ok = false; }
    } c;
    if (!as<BufferStoreNode>(s))
      return false;
    c.visitStmt(s);
    return c.ok;
  }
};

/// Block barriers become named barriers over the consumer threads.
class ConsumerBarriers : public StmtMutator {
public:
  explicit ConsumerBarriers(int64_t consumers) : consumers_(consumers) {}

protected:
  Stmt mutateEvaluate(const Stmt& s) override {
    if (!isIntrinsicCall(s, "tl.sync_threads"))
      return StmtMutator::mutateEvaluate(s);
    return withLoc(intrinsic("tl.named_barrier_sync", {intImm(kConsumerBarrier), intImm(consumers_)}), s->loc);
  }

private:
  int64_t consumers_;
};

/// The producer's copies, lowered for C threads, run C / P times by each
/// producer thread (as the consumer threads tx - C + r * P would have).
class ProducerCopies : public StmtMutator {
public:
  ProducerCopies(Var tx, int64_t consumers) : tx_(std::move(tx)), consumers_(consumers) {}

protected:
  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key == "ws_elect") // TMA loads: the first producer thread issues them
      return withLoc(ifThenElse(eq(Expr(tx_), intImm(consumers_, tx_->dtype)), mutateStmt(n->body)), s->loc);
    if (n->key != "ws_produce")
      return StmtMutator::mutateAttr(s);
    Var r = makeVar("ws_round", tx_->dtype);
    Expr as = add(sub(Expr(tx_), intImm(consumers_, tx_->dtype)), mul(Expr(r), intImm(kProducerThreads, tx_->dtype)));
    int64_t rounds = consumers_ / kProducerThreads;
    if (rounds == 1)
      return substitute(n->body, VarMap{{tx_.get(), sub(Expr(tx_), intImm(consumers_, tx_->dtype))}});
    Stmt body = substitute(n->body, VarMap{{tx_.get(), as}});
    return withLoc(forLoop(r, intImm(0, r->dtype), intImm(rounds, r->dtype), ForKind::Unrolled, body), s->loc);
  }

private:
  Var tx_;
  int64_t consumers_;
};

} // namespace

int countBarriers(const Stmt& s) {
  CountBarriers c;
  c.visitStmt(s);
  return c.count;
}

Stmt consumerBarriers(const Stmt& s, int64_t consumers) { return ConsumerBarriers(consumers).mutateStmt(s); }

Stmt producerCopies(const Stmt& s, const Var& tx, int64_t consumers) { return ProducerCopies(tx, consumers).mutateStmt(s); }

Stmt dropRepeatedBarriers(const Stmt& s, const std::unordered_set<const StmtNode*>* skip) {
  return DropRepeatedBarriers(skip).mutateStmt(s);
}

} // namespace tilec::opt::ws
