#pragma once
// The consumer code of a warp-specialized kernel split by warpgroup
// (internal to warp-specialize). Where tile operators run on some
// warpgroups only (T.gemm's `warpgroups=`, a FullRow GEMM on the first
// warpgroup, the fragments they lay out), the lowered code branches on the
// thread index at warpgroup boundaries, statement by statement. One copy of
// the code per range of warpgroups that runs the same statements, with
// those branches decided, lets each range keep only its own registers live
// (ptxas allocates registers per code path, not per thread) and gives each
// its own setmaxnreg.
//
// Barriers are never inside such branches (insert-thread-sync places none
// under a condition), so every copy runs the same barriers in the same
// order and the copies stay in step wherever the original did.

#include "tilec/ir/Function.h"

#include <vector>

namespace tilec::opt {

struct WarpgroupCode {
  int64_t begin = 0, end = 0; // threads [begin, end)
  ir::Stmt body;              // the consumer code for them
  int64_t registerWords = 0;  // 32-bit words of the register arrays it uses
};

/// The copies of `consumer` (run by threads [0, threads), thread index
/// `tx`) per range of warpgroups; a single range when it never branches at
/// a warpgroup boundary.
std::vector<WarpgroupCode> specializeByWarpgroup(const ir::Stmt& consumer, const ir::Var& tx, int64_t threads);

/// The producer warpgroup's registers per thread (its cp.async fallback's
/// address arithmetic fits), and the least it may keep (setmaxnreg's
/// minimum: the fallback then spills, the TMA loop does not).
constexpr int64_t kProducerRegisters = 56;
constexpr int64_t kProducerRegistersMin = 24;

/// The consumer code per range of warpgroups and the registers per thread
/// of the producer and of each range (setmaxnreg values, multiples of 8).
struct WarpgroupRegisters {
  std::vector<WarpgroupCode> ranges; // one: the code as it was
  int64_t producer = kProducerRegisters;
  std::vector<int64_t> consumer;     // per range
};

/// Splits `consumer` by warpgroup where an equal share of the registers
/// would not hold what some range keeps (the copies cost code size), and
/// shares `total` (the block's registers: per thread at entry times the
/// block's threads, producer included) among the producer and the ranges:
/// each range gets its register arrays plus an overhead for temporaries,
/// the rest goes 8 at a time to the range with the least beyond its
/// arrays; the producer keeps kProducerRegisters unless the ranges need
/// them. One range takes everything the producer leaves. At most 240 each.
WarpgroupRegisters planWarpgroupRegisters(const ir::Stmt& consumer, const ir::Var& tx, int64_t consumerThreads,
                                          int64_t total);

} // namespace tilec::opt
