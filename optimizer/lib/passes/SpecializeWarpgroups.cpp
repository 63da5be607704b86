#include "SpecializeWarpgroups.h"
#include "WarpSpecializeRewrites.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/StructuralEqual.h"
#include "tilec/ir/Substitute.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/arith/Analyzer.h"

#include <algorithm>
#include <set>
#include <unordered_set>

namespace tilec::opt {

namespace {

using namespace ir;

/// The warpgroup boundaries (multiples of 128 in (0, threads)) at which
/// `if` conditions compare the thread index with a constant.
class CollectCuts : public StmtVisitor {
public:
  CollectCuts(const VarNode* tx, int64_t threads) : tx_(tx), threads_(threads) {}
  std::set<int64_t> cuts;

protected:
  void visitIf(const IfNode* n) override {
    condition(n->cond);
    StmtVisitor::visitIf(n);
  }

private:
  void condition(const Expr& e) {
    if (!e || !isBinary(e->kind))
      return;
    auto* b = static_cast<const BinaryNode*>(e.get());
    if (b->kind == ExprKind::And || b->kind == ExprKind::Or) {
      condition(b->a);
      condition(b->b);
      return;
    }
    if (!isComparison(b->kind))
      return;
    // tx OP c or c OP tx: the first thread on the other side of the test.
    auto* v = as<VarNode>(b->a);
    auto c = asConstInt(b->b);
    bool txLeft = true;
    if (!v || v != tx_ || !c) {
      v = as<VarNode>(b->b);
      c = asConstInt(b->a);
      txLeft = false;
    }
    if (!v || v != tx_ || !c)
      return;
    bool inclusive = txLeft ? (b->kind == ExprKind::LE || b->kind == ExprKind::GT)
                            : (b->kind == ExprKind::GE || b->kind == ExprKind::LT);
    int64_t cut = *c + (inclusive ? 1 : 0);
    if (cut > 0 && cut < threads_ && cut % 128 == 0)
      cuts.insert(cut);
  }

  const VarNode* tx_;
  int64_t threads_;
};

/// Decides the branches on the thread index for threads [begin, end).
class DecideBranches : public StmtMutator {
public:
  DecideBranches(const Var& tx, int64_t begin, int64_t end) { an_.bind(tx, begin, end - begin); }

protected:
  Stmt mutateIf(const Stmt& s) override {
    auto* n = static_cast<const IfNode*>(s.get());
    if (auto c = asConstInt(an_.simplify(n->cond)))
      return *c ? mutateStmt(n->then) : n->otherwise ? mutateStmt(n->otherwise) : evaluate(intImm(0));
    return StmtMutator::mutateIf(s);
  }

private:
  arith::Analyzer an_;
};

/// The register arrays (scope local) a statement uses, in 32-bit words.
class CountRegisters : public StmtVisitor {
public:
  int64_t words = 0;

protected:
  void visitBufferLoad(const BufferLoadNode* n) override {
    use(n->buffer);
    StmtVisitor::visitBufferLoad(n);
  }
  void visitBufferStore(const BufferStoreNode* n) override {
    use(n->buffer);
    StmtVisitor::visitBufferStore(n);
  }

private:
  void use(const Buffer& b) {
    if (b->scope != MemoryScope::Local || !seen_.insert(b.get()).second)
      return;
    int64_t elems = 1;
    for (const Expr& d : b->shape)
      elems *= asConstInt(d).value_or(1);
    words += (elems * b->dtype.bits() * b->dtype.lanes() + 31) / 32;
  }
  std::unordered_set<const BufferNode*> seen_;
};

int64_t registerWords(const Stmt& s) {
  CountRegisters c;
  c.visitStmt(s);
  return c.words;
}

} // namespace

std::vector<WarpgroupCode> specializeByWarpgroup(const Stmt& consumer, const Var& tx, int64_t threads) {
  CollectCuts cc(tx.get(), threads);
  cc.visitStmt(consumer);
  std::vector<int64_t> bounds{0};
  bounds.insert(bounds.end(), cc.cuts.begin(), cc.cuts.end());
  bounds.push_back(threads);
  std::vector<WarpgroupCode> out;
  for (size_t i = 0; i + 1 < bounds.size(); ++i) {
    WarpgroupCode w;
    w.begin = bounds[i];
    w.end = bounds[i + 1];
    w.body = bounds.size() == 2 ? consumer : DecideBranches(tx, w.begin, w.end).mutateStmt(consumer);
    w.registerWords = registerWords(w.body);
    // Ranges whose code came out the same share one copy.
    if (!out.empty() && structuralEqual(out.back().body, w.body))
      out.back().end = w.end;
    else
      out.push_back(std::move(w));
  }
  for (size_t i = 1; i < out.size(); ++i)
    out[i].body = freshCopy(out[i].body);
  return out;
}

namespace {

using ws::kProducerThreads;
// Registers a consumer warpgroup needs beyond its register arrays
// (addresses, loop counters, temporaries): tried first, then the least
// (the arrays' count includes small ones that are rarely all live at once).
constexpr int64_t kConsumerOverhead = 24;
constexpr int64_t kConsumerOverheadMin = 16;

int64_t groupsOf(const WarpgroupCode& r) { return (r.end - r.begin) / 128; }

int64_t needOf(const WarpgroupCode& r, int64_t overhead) {
  return std::min<int64_t>((r.registerWords + overhead + 7) / 8 * 8, 240);
}

/// Registers per thread for each range, `units` summed over the consumer
/// warpgroups (see planWarpgroupRegisters). When there is not enough, the
/// range that needs the most takes what the others leave (it spills, they
/// do not).
std::vector<int64_t> shareRegisters(const std::vector<WarpgroupCode>& ranges, int64_t units, int64_t overhead) {
  int64_t needed = 0;
  size_t largest = 0;
  std::vector<int64_t> regs;
  for (size_t i = 0; i < ranges.size(); ++i) {
    regs.push_back(needOf(ranges[i], overhead));
    needed += groupsOf(ranges[i]) * regs[i];
    if (regs[i] > regs[largest])
      largest = i;
  }
  if (needed > units) {
    int64_t others = needed - groupsOf(ranges[largest]) * regs[largest];
    regs[largest] = std::min<int64_t>((units - others) / groupsOf(ranges[largest]) / 8 * 8, 240);
    return regs;
  }
  for (int64_t left = units - needed;;) {
    size_t pick = ranges.size();
    for (size_t i = 0; i < ranges.size(); ++i)
      if (regs[i] + 8 <= 240 && groupsOf(ranges[i]) * 8 <= left &&
          (pick == ranges.size() ||
           regs[i] - ranges[i].registerWords < regs[pick] - ranges[pick].registerWords))
        pick = i;
    if (pick == ranges.size())
      break;
    regs[pick] += 8;
    left -= groupsOf(ranges[pick]) * 8;
  }
  return regs;
}

bool fits(const std::vector<WarpgroupCode>& ranges, const std::vector<int64_t>& regs, int64_t overhead) {
  for (size_t i = 0; i < ranges.size(); ++i)
    if (regs[i] < needOf(ranges[i], overhead))
      return false;
  return true;
}

} // namespace

WarpgroupRegisters planWarpgroupRegisters(const Stmt& consumer, const Var& tx, int64_t consumerThreads,
                                          int64_t total) {
  WarpgroupRegisters plan;
  auto whole = [&](int64_t producer) {
    plan.ranges = {WarpgroupCode{0, consumerThreads, consumer, 0}};
    plan.producer = producer;
    plan.consumer = {std::min<int64_t>((total - producer * kProducerThreads) / consumerThreads / 8 * 8, 240)};
    return plan;
  };
  std::vector<WarpgroupCode> ranges = specializeByWarpgroup(consumer, tx, consumerThreads);
  if (ranges.size() == 1)
    return whole(kProducerRegisters);
  int64_t equal = whole(kProducerRegisters).consumer[0];
  bool equalFits = true;
  for (const auto& r : ranges)
    equalFits = equalFits && equal >= needOf(r, kConsumerOverhead);
  if (equalFits)
    return whole(kProducerRegisters);
  plan.ranges = std::move(ranges);
  for (auto [producer, overhead] : {std::pair{kProducerRegisters, kConsumerOverhead},
                                    std::pair{kProducerRegisters, kConsumerOverheadMin},
                                    std::pair{kProducerRegistersMin, kConsumerOverhead},
                                    std::pair{kProducerRegistersMin, kConsumerOverheadMin}}) {
    plan.producer = producer;
    plan.consumer = shareRegisters(plan.ranges, (total - producer * kProducerThreads) / 128, overhead);
    if (fits(plan.ranges, plan.consumer, overhead))
      break;
  }
  // setmaxnreg takes 24 to 256, and increases that ask for more than the
  // block has wait forever: otherwise one copy with an equal share.
  int64_t used = plan.producer;
  bool valid = true;
  for (size_t i = 0; i < plan.ranges.size(); ++i) {
    valid = valid && plan.consumer[i] >= kProducerRegistersMin && plan.consumer[i] % 8 == 0;
    used += groupsOf(plan.ranges[i]) * plan.consumer[i];
  }
  if (!valid || used > total / 128)
    return whole(kProducerRegisters);
  return plan;
}

} // namespace tilec::opt
