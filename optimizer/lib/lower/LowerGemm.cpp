// T.gemm, as GemmLayouts.h planned it:
//   * on tensor cores: one call of the device library's tl::gemm_ss (ldmatrix
//     + mma.sync over warp tiles) or, on sm_90a, tl::gemm_ss_wgmma, given the
//     operands' first elements, the accumulator registers and the plan as
//     template arguments; with A in registers tl::gemm_rs / tl::gemm_rs_wgmma,
//     given A's registers instead;
//   * on CUDA cores (the FMA path, for targets and dtypes without tensor
//     cores): every thread owns the C elements of the accumulator layout
//     and, for each k, adds A[i, k] * B[k, j] to each of them. A and B are
//     read from shared memory; with the slot loop unrolled inside the k
//     loop, each thread loads each A row and B column it needs once per k.

#include "Lowering.h"

#include "../layout/GemmLayouts.h"

#include <algorithm>

namespace tilec::opt {

using namespace ir;

namespace {

/// Indices of element (row, col) of a 2-D view of a region (its last two
/// dims; leading dims at their minimum).
std::vector<Expr> at(const BufferRegion& r, const Expr& row, const Expr& col) {
  std::vector<Expr> idx;
  size_t n = r.region.size();
  for (size_t d = 0; d < n; ++d) {
    Expr i = r.region[d].min;
    if (d + 2 == n)
      i = add(i, row);
    else if (d + 1 == n)
      i = add(i, col);
    idx.push_back(i);
  }
  return idx;
}

/// How lowerGemm issues a GEMM of a chain (lowerGemmChain).
struct ChainRole {
  bool member = false;        // no fence and no thread guard of its own
  bool leaveInFlight = false; // a GEMM of the chain follows
};

Stmt lowerGemmAs(Lowering& L, const GemmNode& g, const ChainRole& chain) {
  const Buffer& C = g.C.buffer;
  Fragment F = L.layoutOf(C);
  Buffer regs = L.localBuffer(C);
  DataType t = C->dtype;
  auto zero = [&]() {
    return L.forEachSlot(F, [&](const std::vector<Expr>&, const Expr& slot) {
      return bufferStore(regs, {slot}, t.isFloat() ? floatImm(0, t) : intImm(0, t));
    });
  };
  if (auto tc = planTensorCoreGemm(g, L.threads(), L.ctx())) {
    auto first = [&](const BufferRegion& r) {
      std::vector<Expr> idx;
      for (const Range& d : r.region)
        idx.push_back(d.min);
      return call(DataType::handle(), "tl.address_of", {bufferLoad(L.sharedBuffer(r.buffer), idx)});
    };
    auto registers = [&](const Buffer& b) {
      return call(DataType::handle(), "tl.address_of", {bufferLoad(L.localBuffer(b), {intImm(0)})});
    };
    std::vector<Expr> args = {tc->aInRegisters ? registers(g.A.buffer) : first(g.A),
                              tc->bInRegisters ? registers(g.B.buffer) : first(g.B), registers(C)};
    // inject-software-pipeline decides which GEMMs stay in flight (wg_wait
    // 1: this one; 2: this one and the one before, in ping-pong turns).
    // A GEMM that a GEMM into the same accumulator follows stays in flight
    // while that one is issued (wgmma_wait 1; the last of the chain waits
    // for all): the tensor cores do not drain between them.
    int64_t inFlight = std::max<int64_t>(std::clamp(g.wgWait, 0, 2), chain.leaveInFlight ? 1 : 0);
    std::vector<int64_t> plan;
    const char* op = nullptr;
    if (tc->aInRegisters && tc->bInRegisters) {
      op = "tl.gemm_rr";
      plan = {tc->M, tc->N, tc->K, tc->warpsM, tc->warpsN};
    } else if (tc->aInRegisters && tc->wgmma) {
      op = "tl.gemm_rs_wgmma";
      plan = {tc->M, tc->N, tc->K, tc->warpgroups, int64_t(tc->transB), tc->bRows, tc->bCols, inFlight};
    } else if (tc->aInRegisters) {
      op = "tl.gemm_rs";
      plan = {tc->M, tc->N, tc->K, tc->warpsM, int64_t(tc->transB), tc->bRows, tc->bCols, int64_t(tc->swizzleB)};
    } else if (tc->bInRegisters) {
      op = "tl.gemm_sr";
      plan = {tc->M, tc->N, tc->K, tc->warpsN, int64_t(tc->transA), tc->aRows, tc->aCols, int64_t(tc->swizzleA)};
    } else if (tc->wgmma) {
      op = "tl.gemm_ss_wgmma";
      plan = {tc->M, tc->N, tc->K, tc->warpgroups, int64_t(tc->transB), tc->aRows, tc->aCols, tc->bRows, tc->bCols,
              inFlight, tc->warpgroupsN};
    } else {
      op = "tl.gemm_ss";
      plan = {tc->M, tc->N, tc->K, tc->warpsM, tc->warpsN, int64_t(tc->transA), int64_t(tc->transB), tc->aRows,
              tc->aCols, int64_t(tc->swizzleA), tc->bRows, tc->bCols, int64_t(tc->swizzleB)};
    }
    // A wgmma GEMM clears C in its first k step (scale-d 0): no separate
    // zeroing of the accumulator's registers.
    bool clearInGemm = tc->wgmma && g.clearAccum;
    const int64_t firstWarp = tc->threadBegin / 32;
    bool ssWgmma = tc->wgmma && !tc->aInRegisters;
    if (clearInGemm || (tc->wgmma && tc->transA) || (tc->wgmma && firstWarp))
      plan.push_back(clearInGemm ? 1 : 0);
    if ((ssWgmma && firstWarp) || (tc->wgmma && tc->transA)) // an M-major A (after the clear flag)
      plan.push_back(tc->transA ? 1 : 0);
    if (firstWarp) // the optional last plan argument of every form
      plan.push_back(firstWarp);
    for (int64_t v : plan)
      args.push_back(intImm(v));
    std::vector<Stmt> steps;
    if (g.clearAccum && !clearInGemm)
      steps.push_back(zero());
    // wgmma reads shared memory through the async proxy: this thread's
    // generic writes (stores, cp.async) are fenced first; the barrier
    // insert-thread-sync places before the GEMM then orders everyone's.
    if (tc->wgmma && !g.operandsFenced && !chain.member)
      steps.push_back(evaluate(call(DataType::int32(), "tl.fence_proxy_async", {})));
    Stmt gemm = evaluate(call(DataType::int32(), op, args));
    // When the GEMM runs on some of the block's warps only (FullRow with few
    // rows, or the warpgroups T.gemm names), the others skip it here, in the
    // IR, so that a GEMM that every thread runs carries no branch at all
    // (ptxas serializes wgmma found on a path it cannot prove
    // warpgroup-uniform).
    steps.push_back(chain.member ? gemm : L.onThreads(tc->threadBegin, tc->threads, gemm));
    return withLoc(seq(steps), g.loc);
  }
  const auto& ar = g.A.region;
  if (ar.size() < 2 || g.B.region.size() < 2) {
    L.error(g.loc, "T.gemm operands must be 2-D tiles");
    return evaluate(intImm(0));
  }
  Expr K = g.transA ? ar[ar.size() - 2].extent : ar.back().extent;
  Var k = makeVar("k");
  Stmt update = L.forEachSlot(F, [&](const std::vector<Expr>& idx, const Expr& slot) {
    Expr a = bufferLoad(L.sharedBuffer(g.A.buffer), g.transA ? at(g.A, k, idx[0]) : at(g.A, idx[0], k));
    Expr b = bufferLoad(L.sharedBuffer(g.B.buffer), g.transB ? at(g.B, idx[1], k) : at(g.B, k, idx[1]));
    return bufferStore(regs, {slot}, add(bufferLoad(regs, {slot}), mul(cast(t, a), cast(t, b))));
  });
  if (!update) {
    L.error(g.loc, "internal compiler error: the accumulator layout of this T.gemm has no inverse");
    return evaluate(intImm(0));
  }
  std::vector<Stmt> steps;
  if (g.clearAccum)
    steps.push_back(zero());
  steps.push_back(forLoop(k, intImm(0), cast(DataType::int32(), K), ForKind::Serial, update));
  return withLoc(seq(steps), g.loc);
}

} // namespace

bool chainsInto(Lowering& L, const GemmNode& g, const GemmNode& next) {
  if (g.wgWait != 0 || next.wgWait != 0 || next.clearAccum || g.C.buffer != next.C.buffer ||
      g.C.buffer->scope != MemoryScope::Fragment || g.A.buffer == g.C.buffer || g.B.buffer == g.C.buffer ||
      next.A.buffer == g.C.buffer || next.B.buffer == g.C.buffer)
    return false;
  auto a = planTensorCoreGemm(g, L.threads(), L.ctx());
  auto b = planTensorCoreGemm(next, L.threads(), L.ctx());
  // The same warpgroups, and wgmmas of the same shape on the same
  // registers: those are ordered among themselves without a wait.
  return a && b && a->wgmma && b->wgmma && a->threadBegin == b->threadBegin && a->threads == b->threads &&
         a->M == b->M && a->N == b->N && a->warpgroups == b->warpgroups && a->warpgroupsN == b->warpgroupsN;
}

Stmt lowerGemm(Lowering& L, const GemmNode& g) { return lowerGemmAs(L, g, {}); }

Stmt lowerGemmChain(Lowering& L, const std::vector<const GemmNode*>& chain) {
  // Only GEMMs stand between the first and the last, and they write no
  // shared memory: one fence before the first orders this thread's writes
  // for all of them. One guard keeps the in-flight wgmmas on one path.
  bool fence = false;
  std::vector<Stmt> calls;
  for (size_t i = 0; i < chain.size(); ++i) {
    fence = fence || !chain[i]->operandsFenced;
    calls.push_back(lowerGemmAs(L, *chain[i], {true, i + 1 < chain.size()}));
  }
  auto plan = planTensorCoreGemm(*chain[0], L.threads(), L.ctx());
  std::vector<Stmt> out;
  if (fence)
    out.push_back(intrinsic("tl.fence_proxy_async"));
  out.push_back(L.onThreads(plan->threadBegin, plan->threads, seq(calls)));
  return withLoc(seq(out), chain[0]->loc);
}

} // namespace tilec::opt
