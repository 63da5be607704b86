// Layout inference: see LayoutInference.h for the rules. The tile operators
// that constrain layouts are collected once (TileOpCollector), then the
// levels run until nothing changes; the result is checked by evaluation.

#include "tilec/optimizer/LayoutInference.h"

#include "GemmLayouts.h"
#include "LayoutAccessRules.h"
#include "SharedBankLayouts.h"
#include "TileOpInfo.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/arith/Evaluate.h"

#include <algorithm>
#include <map>
#include <set>

namespace tilec::opt {

using namespace ir;

int64_t blockThreads(const PrimFunc& f) {
  int64_t n = 1;
  for (int64_t t : f->threads)
    n *= t;
  return n;
}

namespace {

/// Where a fragment's layout came from (for conflict messages).
struct Origin {
  SourceRange loc;
  std::string what;
  /// The fragment the deciding loop took its layout from (a copy between
  /// fragments, say): a second copy would keep it, so the fix is elsewhere.
  std::string fromFragment;
  /// The deciding T.Parallel nest (null for other operators).
  const ForNode* loop = nullptr;
};

class Inference {
public:
  /// `cut`: copies between fragments that pass no layout on while other
  /// operators can decide (see run()).
  Inference(const PrimFunc& f, PassContext& ctx, TileOps ops, std::set<const ForNode*> cut)
      : ctx_(ctx), ops_(std::move(ops)), threads_(blockThreads(f)), copies_(std::move(cut)) {}

  /// After a failed run(): a copy between fragments whose layout, passed on,
  /// led to the conflict, when it is not cut yet. Run again with it cut, the
  /// two fragments may keep different layouts (the copy converts).
  const ForNode* copyToCut() const { return reported_ ? nullptr : copyToCut_; }

  std::optional<LayoutMap> run() {
    strictLevel();
    for (;;) {
      while (commonLevel())
        if (failed_)
          return std::nullopt;
      // Cut copies between fragments pass a layout on only when nothing
      // else decides it: the destination's other uses want another one (the
      // copy then converts between the two). Loops that wait for such a
      // copy's destination are not given a partition before it.
      if (failed_)
        return std::nullopt;
      if (freeLevel(/*deferCopies=*/true) || copyLevel())
        continue;
      if (failed_ || !freeLevel(/*deferCopies=*/false))
        break;
    }
    if (failed_)
      return std::nullopt;
    for (const Buffer& b : ops_.fragments)
      if (!map_.fragments.count(b.get()))
        set(b, makeParallelFragment(b->shape, threads_, 1), b->loc, "its allocation (it is never used by a tile op)");
    for (auto& p : ops_.parallels)
      check(p);
    if (failed_)
      return std::nullopt;
    return std::move(map_);
  }

private:
  // --------------------------------------------------------------- levels

  void strictLevel() {
    for (const GemmOpInfo& g : ops_.gemms) {
      std::string why;
      auto range = gemmThreads(*g.node, threads_);
      if (!range) {
        const GemmNode& n = *g.node;
        error(n.loc, "this T.gemm runs on warpgroups " + std::to_string(n.warpgroupBegin) + " to " +
                         std::to_string(n.warpgroupBegin + n.warpgroupCount - 1) + ", which needs a block of " +
                         std::to_string((n.warpgroupBegin + n.warpgroupCount) * 128) + " threads; the kernel has " +
                         std::to_string(threads_) + " (T.Kernel's threads=)");
        continue;
      }
      if (auto tc = planTensorCoreGemm(*g.node, threads_, ctx_, &why)) {
        auto place = [&](const Fragment& f) { return placeOnGemmThreads(f, tc->threadBegin, tc->threads); };
        set(g.node->C.buffer, place(tc->wgmma ? wgmmaAccumulatorFragment(*tc) : tensorCoreAccumulatorFragment(*tc)),
            g.node->loc, "T.gemm (its tensor-core accumulator)");
        if (tc->aInRegisters)
          set(g.node->A.buffer, place(tensorCoreOperandAFragment(*tc)), g.node->loc, "T.gemm (its register A operand)");
        if (tc->bInRegisters)
          set(g.node->B.buffer, place(tensorCoreOperandBFragment(*tc)), g.node->loc, "T.gemm (its register B operand)");
        if (tc->swizzleA)
          map_.shared[g.node->A.buffer.get()] = swizzledSharedLayout(g.node->A.buffer->shape, 16, tc->swizzleA);
        if (tc->swizzleB)
          map_.shared[g.node->B.buffer.get()] = swizzledSharedLayout(g.node->B.buffer->shape, 16, tc->swizzleB);
      } else if (g.node->A.buffer->scope == MemoryScope::Fragment || g.node->B.buffer->scope == MemoryScope::Fragment) {
        // The FMA path would need every thread to hold whole rows of A (columns of B).
        bool a = g.node->A.buffer->scope == MemoryScope::Fragment;
        bool b = g.node->B.buffer->scope == MemoryScope::Fragment;
        std::string which = a && b ? "A and B" : a ? "A" : "B";
        std::string names = a && b ? "'" + g.node->A.buffer->name + "', '" + g.node->B.buffer->name + "'"
                                   : "'" + (a ? g.node->A.buffer : g.node->B.buffer)->name + "'";
        error(g.node->loc, "T.gemm with " + which + " in registers (T.alloc_fragment " + names +
                               ") runs on tensor cores only, and this one cannot: " + why + "; or keep " +
                               (a && b ? "one of them" : which) + " in shared memory (T.alloc_shared)");
      } else {
        set(g.node->C.buffer,
            placeOnGemmThreads(gemmFmaAccumulatorFragment(*g.node, range->second), range->first, range->second),
            g.node->loc, "T.gemm (its accumulator)");
      }
    }
    // TMA stores read 128-byte panels with the 128-byte swizzle.
    for (const auto& [b, loc] : ops_.tmaStoreSources) {
      Layout l = swizzledSharedLayout(b->shape, b->dtype.bits(), 128);
      auto [it, fresh] = map_.shared.emplace(b.get(), l);
      if (!fresh && !(it->second == l || it->second->structurallyEqual(l)))
        error(loc, "'" + b->name + "' is a T.gemm operand with another shared-memory layout and is stored by TMA "
                   "here; add disable_tma=True to this T.copy");
    }
    for (const auto& [b, loc] : ops_.uniformUses)
      set(b, makeFullyReplicatedFragment(b->shape, threads_), loc,
          "a use outside T.Parallel (every thread runs it, so every thread holds all of it)");
  }

  /// One sweep over the operators; true when something new was decided.
  bool commonLevel() {
    bool changed = false;
    for (auto& p : ops_.parallels) {
      if (failed_)
        return false;
      if (!copies_.count(p.root))
        changed |= inferParallel(p);
    }
    for (const ReduceOpInfo& r : ops_.reduces) {
      if (failed_)
        return false;
      changed |= inferReduce(r);
    }
    return changed;
  }

  /// The copies between fragments, once the other operators have decided
  /// what they can: true when one passed a layout on.
  bool copyLevel() {
    bool changed = false;
    for (auto& p : ops_.parallels)
      if (!failed_ && copies_.count(p.root))
        changed |= inferParallel(p);
    return changed;
  }

  /// Gives the largest undecided T.Parallel nest its natural partition, or a
  /// reduction source nobody laid out. False when nothing was open. With
  /// `deferCopies`, only nests that are no cut copy and touch no fragment a
  /// cut copy has yet to lay out, and no reduction source.
  bool freeLevel(bool deferCopies) {
    std::set<const BufferNode*> pending;
    if (deferCopies)
      for (const ParallelOpInfo& p : ops_.parallels)
        if (copies_.count(p.root) && !p.layout)
          if (auto c = asFragmentCopy(*p.root); c && !known(c->dst))
            pending.insert(c->dst.get());
    auto waits = [&](const ParallelOpInfo& p) {
      if (!deferCopies)
        return false;
      if (copies_.count(p.root))
        return true;
      for (const FragmentAccess& a : p.accesses)
        if (pending.count(a.buffer.get()))
          return true;
      return false;
    };
    ParallelOpInfo* best = nullptr;
    for (auto& p : ops_.parallels)
      if (!p.layout && !waits(p) && (!best || p.points > best->points))
        best = &p;
    if (best) {
      best->layout = naturalPartition(*best, threads_);
      map_.loops[best->root] = best->layout;
      return true;
    }
    if (deferCopies)
      return false;
    for (const ReduceOpInfo& r : ops_.reduces)
      if (!known(r.node->src.buffer)) {
        set(r.node->src.buffer, makeParallelFragment(r.node->src.buffer->shape, threads_, 1), r.node->loc,
            "T.reduce (its source)");
        return true;
      }
    return false;
  }

  // ----------------------------------------------------- operator rules

  bool inferParallel(ParallelOpInfo& p) {
    bool changed = false;
    if (!p.layout) {
      for (const FragmentAccess& a : p.accesses) {
        bool shifted = !a.isFull() && a.isShiftedFull();
        if ((!a.isFull() && !shifted) || !known(a.buffer) || !(shifted ? fitsShifted(a, p) : fitsLoop(a, p)))
          continue;
        // The loop runs iteration v where the buffer holds element idx(v)
        // (a sub-tile at a constant offset: C_local[i, j + 128]).
        Layout toBuffer = makeLayout(idxShape(p), [&](const std::vector<Var>& v) {
          std::vector<Expr> out;
          for (size_t k = 0; k < a.loopDimOfIndex.size(); ++k) {
            int d = a.loopDimOfIndex[k];
            auto [sd, c] = k < a.shiftedDimOfIndex.size() ? a.shiftedDimOfIndex[k] : std::pair<int, int64_t>{-1, 0};
            if (d < 0 && sd >= 0)
              out.push_back(add(Expr(v[size_t(sd)]), intImm(c, v[size_t(sd)]->dtype)));
            else
              out.push_back(d >= 0 ? Expr(v[size_t(d)]) : intImm(0));
          }
          return out;
        });
        Fragment l = asFragment(map_.fragments.at(a.buffer.get())->compose(toBuffer));
        // A sub-tile uses part of each thread's registers: its local
        // indices are compacted to a dense range; a sub-tile whose
        // iterations cannot then be numbered one to one (no inverse) is
        // no candidate (another access or the free level decides).
        if (shifted) {
          l = l->condense();
          if (!l->isBijective())
            continue;
        }
        p.layout = l;
        map_.loops[p.root] = p.layout;
        loopFrom_[p.root] = a.buffer->name;
        changed = true;
        break;
      }
      if (!p.layout)
        return false;
    }
    for (const FragmentAccess& a : p.accesses) {
      if (!known(a.buffer))
        if (Fragment f = dividedAccessLayout(a, p)) {
          changed |= set(a.buffer, f, p.loc, "this T.Parallel loop (each element read by several iterations)");
          continue;
        }
      if (known(a.buffer) || !a.isBareVars() || !fitsBuffer(a, p))
        continue;
      Fragment from;
      std::string what = "this T.Parallel loop";
      std::vector<int> used = a.usedLoopDims();
      if (a.isFull()) {
        from = p.layout;
      } else if (a.isAscendingSubset()) {
        from = p.layout;
        for (size_t d = p.vars.size(); d-- > 0;)
          if (std::find(used.begin(), used.end(), int(d)) == used.end())
            from = makeReduceDestFragment(from, d);
        // The projection's dims are the used loop dims in ascending order.
        for (int& d : used)
          d = int(std::count_if(used.begin(), used.end(), [&](int x) { return x < d; }));
        what += " (replicated along the loop dimensions it does not index)";
      } else {
        continue;
      }
      // Buffer element idx sits where `from` puts the loop point it comes from.
      // (-1: a loop dim of one iteration the indices do not use: 0.)
      std::vector<int> indexOfLoopDim(from->inputDim(), -1);
      for (size_t k = 0, q = 0; k < a.loopDimOfIndex.size(); ++k)
        if (a.loopDimOfIndex[k] >= 0)
          indexOfLoopDim[size_t(used[q++])] = int(k);
      Layout toLoop = makeLayout(a.buffer->shape, [&](const std::vector<Var>& v) {
        std::vector<Expr> out;
        for (int k : indexOfLoopDim)
          out.push_back(k >= 0 ? Expr(v[size_t(k)]) : intImm(0));
        return out;
      });
      bool fresh = set(a.buffer, asFragment(from->compose(toLoop)), p.loc, what);
      if (fresh)
        origins_[a.buffer.get()].loop = p.root;
      if (auto it = loopFrom_.find(p.root); fresh && it != loopFrom_.end() && it->second != a.buffer->name)
        origins_[a.buffer.get()].fromFragment = it->second;
      changed |= fresh;
    }
    return changed;
  }

  bool inferReduce(const ReduceOpInfo& r) {
    const ReduceNode* n = r.node;
    if (!known(n->src.buffer))
      return false;
    Fragment dst = makeReduceDestFragment(map_.fragments.at(n->src.buffer.get()), size_t(n->dim));
    if (auto shape = dst->constShape(); !shape || !sameShape(*shape, n->dst.buffer)) {
      error(n->loc, "T.reduce: destination '" + n->dst.buffer->name +
                        "' must have the source's shape without the reduced dimension");
      return false;
    }
    if (dst->inputDim() != n->dst.buffer->shape.size())
      dst = asFragment(dst->reshape(n->dst.buffer->shape));
    return set(n->dst.buffer, dst, n->loc, "T.reduce (its destination)");
  }

  // ------------------------------------------------------------ checks

  /// Every thread that runs an iteration holds the elements it touches.
  void check(const ParallelOpInfo& p) {
    if (!p.layout)
      return;
    if (p.points > kMaxCheckedPoints) {
      // Too many points to evaluate: a copy between fragments of different
      // layouts converts (correct whatever the layouts are).
      if (auto c = asFragmentCopy(*p.root)) {
        const Fragment& a = map_.fragments.at(c->src.get());
        const Fragment& b = map_.fragments.at(c->dst.get());
        if (!(a->equal(b) || a->structurallyEqual(b)))
          map_.conversions.insert(p.root);
      }
      return;
    }
    std::vector<int64_t> ext = p.extents;
    // Evaluating layouts point by point is what makes big tiles slow: each
    // iteration's threads are computed once for all accesses, and each
    // element's holders once per buffer (a broadcast reads few elements).
    std::map<std::vector<int64_t>, std::vector<int64_t>> runnersOf;
    auto runnersAt = [&](const std::vector<int64_t>& pt) -> const std::vector<int64_t>& {
      auto it = runnersOf.find(pt);
      if (it == runnersOf.end())
        it = runnersOf.emplace(pt, p.layout->threadsHolding(pt)).first;
      return it->second;
    };
    for (const FragmentAccess& a : p.accesses) {
      Fragment bl = map_.fragments.at(a.buffer.get());
      // Indexed by the loop's own variables, in order, under the loop's own
      // layout: every iteration runs exactly where its element is held.
      // (Evaluating it point by point is what makes big tiles slow.)
      if (sameMapping(a, bl, p))
        continue;
      bool ok = true, writeMiss = false;
      std::string detail;
      std::map<std::vector<int64_t>, std::vector<int64_t>> holdersOf;
      forEachPoint(ext, [&](const std::vector<int64_t>& pt) {
        arith::VarValues vals;
        for (size_t k = 0; k < pt.size(); ++k)
          vals[p.vars[k].get()] = pt[k];
        std::vector<int64_t> elem;
        for (const Expr& e : a.indices) {
          auto v = arith::evaluateInt(e, vals);
          if (!v) {
            ok = false;
            detail = "its index depends on values other than the loop's variables, so every thread must hold all of '" +
                     a.buffer->name + "'";
            return false;
          }
          elem.push_back(*v);
        }
        for (size_t d = 0; d < elem.size(); ++d)
          if (auto dim = asConstInt(a.buffer->shape[d]); dim && (elem[d] < 0 || elem[d] >= *dim))
            return true; // out of bounds: guarded or reported elsewhere
        const std::vector<int64_t>& runners = runnersAt(pt);
        auto held = holdersOf.find(elem);
        if (held == holdersOf.end())
          held = holdersOf.emplace(elem, bl->threadsHolding(elem)).first;
        const std::vector<int64_t>& holders = held->second;
        if (!std::includes(holders.begin(), holders.end(), runners.begin(), runners.end())) {
          ok = false;
          detail = "iteration " + pointStr(pt) + " runs on thread " + std::to_string(firstMissing(runners, holders)) +
                   ", which does not hold " + a.buffer->name + pointStr(elem);
          return false;
        }
        // Every copy of a replicated element must be written, or the copies
        // would disagree.
        if (a.isStore && !std::includes(runners.begin(), runners.end(), holders.begin(), holders.end())) {
          ok = false;
          writeMiss = true;
          detail = "thread " + std::to_string(firstMissing(holders, runners)) + " holds " + a.buffer->name +
                   pointStr(elem) + " but does not run iteration " + pointStr(pt) + ", which writes it";
          return false;
        }
        return true;
      });
      if (!ok && (writeMiss || !allHeldEverywhere(bl, p))) {
        // A copy between fragments whose layouts differ moves its elements
        // through shared memory (lower-tile-ops).
        if (asFragmentCopy(*p.root)) {
          map_.conversions.insert(p.root);
          return;
        }
        conflict(a.buffer, a.loc, "the T.Parallel loop here", detail, /*readMiss=*/!writeMiss);
        return;
      }
    }
  }

  // ------------------------------------------------------------ helpers

  static constexpr int64_t kMaxCheckedPoints = 1 << 16;

  bool known(const Buffer& b) const { return map_.fragments.count(b.get()) != 0; }

  /// Records `l` as b's layout; a different layout already there is a
  /// conflict. True when b had none.
  bool set(const Buffer& b, Fragment l, SourceRange loc, std::string what) {
    auto it = map_.fragments.find(b.get());
    if (it == map_.fragments.end()) {
      map_.fragments.emplace(b.get(), l);
      origins_[b.get()] = {loc, std::move(what), {}};
      return true;
    }
    if (!it->second->equal(l))
      conflict(b, loc, what, "the two uses need different layouts: " + it->second->str() + " and " + l->str());
    return false;
  }

  /// `readMiss`: a thread reads an element it does not hold.
  void conflict(const Buffer& b, SourceRange loc, const std::string& what, const std::string& detail,
                bool readMiss = false) {
    if (failed_)
      return;
    failed_ = true;
    const Origin& o = origins_[b.get()];
    // The layout came through a copy from another fragment: inference runs
    // again with that copy cut instead of reporting (inferLayouts).
    if (o.loop && !copies_.count(o.loop) && asFragmentCopy(*o.loop)) {
      copyToCut_ = o.loop;
      return;
    }
    reported_ = true;
    if (!ctx_.diags)
      return;
    // A fragment copied from another takes its layout, so a second fragment
    // would conflict the same way: shared memory, which any thread reads, is
    // what moves elements to other threads.
    std::string fix = !readMiss || o.fromFragment.empty()
                          ? "copy it into a second fragment (T.copy) so that each use has its own layout"
                          : "it takes its layout from fragment '" + o.fromFragment +
                                "' there, as would any fragment copied from it: move it through shared memory instead "
                                "(T.copy into a T.alloc_shared buffer, then from that buffer into a fragment for this use)";
    ctx_.diags->error(loc, "layout conflict for fragment '" + b->name + "' in " + what + ": " + detail + "; " + fix)
        .note(o.loc, "'" + b->name + "' got its layout from " + o.what + " here");
  }

  void error(SourceRange loc, const std::string& msg) {
    failed_ = true;
    reported_ = true;
    if (ctx_.diags)
      ctx_.diags->error(loc, msg);
  }

  PassContext& ctx_;
  TileOps ops_;
  int64_t threads_;
  LayoutMap map_;
  std::unordered_map<const BufferNode*, Origin> origins_;
  /// The fragment each loop took its layout from (none: a partition).
  std::unordered_map<const ForNode*, std::string> loopFrom_;
  std::set<const ForNode*> copies_; // the cut copies between fragments
  const ForNode* copyToCut_ = nullptr;
  bool reported_ = false; // a diagnostic went out: no second run
  bool failed_ = false;
};

} // namespace

std::optional<LayoutMap> inferLayouts(const PrimFunc& f, PassContext& ctx) {
  auto ops = collectTileOps(f, ctx);
  if (!ops)
    return std::nullopt;
  // A copy between fragments passes the source's layout on, unless that
  // leads to a conflict: then the copy is cut and inference starts over.
  std::set<const ForNode*> cut;
  for (;;) {
    Inference inference(f, ctx, *ops, cut);
    auto layouts = inference.run();
    if (const ForNode* c = inference.copyToCut(); !layouts && c && cut.insert(c).second)
      continue;
    if (layouts)
      chooseSharedBankLayouts(f, *ops, *layouts);
    return layouts;
  }
}

} // namespace tilec::opt
