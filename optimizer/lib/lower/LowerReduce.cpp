// T.reduce_* over a fragment dimension, in three steps:
//   1. each thread combines the source registers it holds into one partial
//      value per destination register;
//   2. the threads holding parts of the same destination element form a
//      group {t xor s : s in the span of a bit mask} (checked here by
//      evaluating the layouts); mask bits inside a warp are combined with
//      xor shuffles, bits across warps through a shared workspace;
//   3. every thread of the group, which holds the destination element as
//      the destination layout says, stores the result (combined with the
//      old value unless clear=True).

#include "Lowering.h"

#include "../layout/TileOpInfo.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace tilec::opt {

using namespace ir;

namespace {

Expr xorThread(const Var& tx, int64_t s) { return call(DataType::int32(), "bitwise_xor", {tx, intImm(s)}); }

/// The xor mask of the thread groups that share a destination element, or
/// -1 when they are not xor cosets of one mask (or the destination layout
/// does not give partners the same registers). Threads of the block that
/// hold no source element (a layout over 500 of 512 threads) may fill a
/// group: their partial is the identity.
int64_t groupMask(const Fragment& src, const Fragment& dst, int dim, int64_t threads) {
  auto shape = src->constShape();
  if (!shape)
    return -1;
  std::map<std::vector<int64_t>, std::set<int64_t>> groups;
  std::vector<bool> holds(static_cast<size_t>(threads), false);
  bool outside = false;
  forEachPoint(*shape, [&](const std::vector<int64_t>& p) {
    std::vector<int64_t> e = p;
    e.erase(e.begin() + dim);
    for (int64_t t : src->threadsHolding(p)) {
      groups[e].insert(t);
      if (t >= 0 && t < threads)
        holds[size_t(t)] = true;
      else
        outside = true;
    }
    return true;
  });
  if (outside)
    return -1;
  int64_t mask = 0;
  for (auto& [e, g] : groups)
    for (int64_t t : g)
      mask |= t ^ *g.begin();
  for (auto& [e, g] : groups)
    for (int64_t t : g)
      for (int64_t b = 1; b <= mask; b <<= 1) {
        if (!(mask & b) || g.count(t ^ b))
          continue;
        int64_t partner = t ^ b;
        // An idle thread may take the place; a thread holding other
        // elements may not.
        if (partner >= threads || holds[size_t(partner)])
          return -1;
      }
  // Shuffle partners must hold the same destination element in each register.
  std::vector<std::vector<FragmentSlot>> slots(static_cast<size_t>(threads));
  for (int64_t t = 0; t < threads; ++t)
    slots[size_t(t)] = dst->elementsOfThread(t);
  for (int64_t t = 0; t < threads; ++t)
    for (int64_t b = 1; b <= mask; b <<= 1)
      if ((mask & b) && (t ^ b) < threads && holds[size_t(t)] && holds[size_t(t ^ b)] &&
          slots[size_t(t)] != slots[size_t(t ^ b)])
        return -1;
  return mask;
}

/// The threads [first, first + count) of the whole warps holding `src` or
/// `dst`, when that is not every thread. (Shuffle partners, within a warp,
/// stay inside it.)
std::optional<std::pair<int64_t, int64_t>> reductionWarps(const Fragment& src, const Fragment& dst,
                                                         int64_t threads) {
  int64_t lo = threads, hi = 0;
  for (const Fragment& f : {src, dst}) {
    auto begin = asConstInt(f->threadBegin());
    Expr extent = f->threadRangeExtent();
    auto count = extent ? asConstInt(extent) : std::nullopt;
    if (!begin || !count)
      return std::nullopt;
    lo = std::min(lo, *begin);
    hi = std::max(hi, *begin + *count);
  }
  lo = lo / 32 * 32;
  hi = std::min(threads, (hi + 31) / 32 * 32);
  if (lo <= 0 && hi >= threads)
    return std::nullopt;
  return std::make_pair(lo, hi - lo);
}

/// How many threads hold parts of the first destination element (its row,
/// for a reduction along the last dim), or -1 when the shape is not known.
int64_t threadsPerGroup(const Fragment& src, int dim) {
  auto shape = src->constShape();
  if (!shape)
    return -1;
  std::set<int64_t> group;
  std::vector<int64_t> p(shape->size(), 0);
  for (int64_t j = 0; j < (*shape)[size_t(dim)]; ++j) {
    p[size_t(dim)] = j;
    for (int64_t t : src->threadsHolding(p))
      group.insert(t);
  }
  return int64_t(group.size());
}

/// The located error for a layout whose thread groups cannot be combined
/// (not xor cosets of a bit mask: 117 threads a row of 4095 elements, the
/// layout inference gives 2 x 4095 on 256 threads). A limit of the
/// lowering, so the message says what to change in the program.
void reportUnsupportedGroups(Lowering& L, const ReduceNode& r, const Fragment& S, const Fragment& D) {
  const Buffer& src = r.src.buffer;
  int64_t per = threadsPerGroup(S, r.dim);
  auto shape = S->constShape();
  int64_t extent = shape ? (*shape)[size_t(r.dim)] : -1;
  int64_t rows = 1;
  if (auto dshape = D->constShape())
    for (int64_t d : *dshape)
      rows *= d;
  std::string msg = "cannot reduce '" + src->name + "' along dim " + std::to_string(r.dim);
  if (per > 0)
    msg += ": the layout inferred for it spreads each reduced line over " + std::to_string(per) + " threads";
  msg += ", and a reduction across threads combines groups of a power of two threads within a warp, or whole "
         "warps";
  int64_t want = rows > 0 ? L.threads() / rows : 0;
  if (extent > 0 && want >= 1 && (want & (want - 1)) == 0 && extent % want != 0)
    msg += "; make the reduced extent (" + std::to_string(extent) + ") a multiple of " + std::to_string(want) +
           " (the block's " + std::to_string(L.threads()) + " threads over " + std::to_string(rows) +
           " lines), e.g. " + std::to_string((extent + want - 1) / want * want) + ", with the elements past " +
           std::to_string(extent) + " masked";
  else
    msg += "; choose the tile's shape and the block's threads so that each line's threads are such a group";
  L.error(r.loc, msg);
}

} // namespace

Stmt lowerReduce(Lowering& L, const ReduceNode& r) {
  const Buffer& src = r.src.buffer;
  const Buffer& dst = r.dst.buffer;
  Fragment S = L.layoutOf(src), D = L.layoutOf(dst);
  DataType t = dst->dtype;
  Buffer dstRegs = L.localBuffer(dst), srcRegs = L.localBuffer(src);
  int64_t nD = asConstInt(dstRegs->shape[0]).value_or(1);
  Buffer part = makeBuffer(dst->name + "_part", t, {intImm(nD)}, MemoryScope::Local, r.loc);
  auto overDst = [&](const std::function<Stmt(const Expr&)>& body) {
    Var ld = makeVar("ld");
    return nD == 1 ? body(intImm(0)) : forLoop(ld, intImm(0), intImm(nD), ForKind::Unrolled, body(ld));
  };
  auto partAt = [&](const Expr& i) { return bufferLoad(part, {i}); };

  std::vector<Stmt> steps;
  steps.push_back(overDst([&](const Expr& i) { return bufferStore(part, {i}, reduceInit(r.reduceKind, t)); }));
  Stmt local = L.forEachSlot(
      S,
      [&](const std::vector<Expr>& idx, const Expr& slot) {
        std::vector<Expr> didx = idx;
        didx.erase(didx.begin() + r.dim);
        if (didx.size() != dst->shape.size())
          didx.assign(dst->shape.size(), intImm(0)); // a 1-D source reduces to one element
        Expr v = cast(t, bufferLoad(srcRegs, {slot}));
        if (r.reduceKind == ReduceKind::AbsSum || r.reduceKind == ReduceKind::AbsMax)
          v = call(t, "abs", {v});
        Expr dl = L.localIndex(dst, didx);
        return bufferStore(part, {dl}, reduceCombine(r.reduceKind, partAt(dl), v));
      },
      "ls");
  if (L.threads() % 32 != 0) {
    // Its shuffles exchange values within whole warps.
    L.error(r.loc, "a reduction over a fragment needs a block of whole warps, but the kernel has " +
                       std::to_string(L.threads()) + " threads; give T.Kernel a multiple of 32 threads (e.g. " +
                       std::to_string((L.threads() + 31) / 32 * 32) + ")");
    return evaluate(intImm(0));
  }
  int64_t mask = groupMask(S, D, r.dim, L.threads());
  if (local && mask < 0) {
    reportUnsupportedGroups(L, r, S, D);
    return evaluate(intImm(0));
  }
  if (!local) {
    L.error(r.loc, "internal compiler error: cannot lower this reduction of '" + src->name + "' (layout " +
                       S->str() + " to " + D->str() + "); please report this with the input file");
    return evaluate(intImm(0));
  }
  steps.push_back(local);
  for (int64_t b = 16; b >= 1; b >>= 1)
    if (mask & b)
      steps.push_back(overDst([&](const Expr& i) {
        return bufferStore(part, {i}, reduceCombine(r.reduceKind, partAt(i), call(t, "tl.shfl_xor", {partAt(i), intImm(b)})));
      }));
  int64_t warpBits = mask & ~int64_t(31);
  Buffer ws;
  if (warpBits) {
    // Each thread publishes its warp's partial; then reads its partners'.
    // After the shuffles the lanes of one xor group hold equal partials:
    // when the group is the low lane bits (2^k lanes), the group shares one
    // slot (all its lanes store the same value), so the workspace takes
    // threads / 2^k words per destination register instead of threads.
    int64_t laneMask = mask & 31, groupShift = 0;
    while (groupShift < 5 && (laneMask >> groupShift) & 1)
      ++groupShift;
    if ((laneMask >> groupShift) != 0)
      groupShift = 0; // not the low bits: one slot per thread
    int64_t n = L.threads() >> groupShift;
    auto slotOf = [&](const Expr& thread) {
      return groupShift ? floordiv(thread, intImm(int64_t(1) << groupShift, thread->dtype)) : thread;
    };
    ws = makeBuffer(dst->name + "_red_ws", t, {intImm(nD * n)}, MemoryScope::Shared, r.loc);
    steps.push_back(overDst([&](const Expr& i) {
      return bufferStore(ws, {add(mul(i, intImm(n)), slotOf(L.tx()))}, partAt(i));
    }));
    steps.push_back(overDst([&](const Expr& i) {
      Expr acc = partAt(i);
      for (int64_t s = 32; s <= warpBits; s += 32)
        if ((s & ~warpBits) == 0 && s != 0)
          acc = reduceCombine(r.reduceKind, acc,
                              bufferLoad(ws, {add(mul(i, intImm(n)), slotOf(xorThread(L.tx(), s)))}));
      return bufferStore(part, {i}, acc);
    }));
  }
  steps.push_back(overDst([&](const Expr& i) {
    Expr v = r.clear ? partAt(i) : reduceCombine(r.reduceKind, bufferLoad(dstRegs, {i}), partAt(i));
    return bufferStore(dstRegs, {i}, v);
  }));
  Stmt out = seq(steps);
  // Within warps only, the whole reduction runs on the warps that hold the
  // source or the destination (a fragment of some warpgroups: MLA decode's
  // scores on warpgroup 0), so the other warpgroups' code has none of its
  // shuffles. Not with the workspace: its barriers cannot be under a branch.
  if (!ws)
    if (auto range = reductionWarps(S, D, L.threads()))
      out = L.onThreads(range->first, range->second, out);
  out = allocate(part, out);
  if (ws)
    out = allocate(ws, out);
  return withLoc(out, r.loc);
}

} // namespace tilec::opt
