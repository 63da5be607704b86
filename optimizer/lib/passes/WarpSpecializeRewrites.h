#pragma once
// The statement rewrites warp-specialize applies to the two roles' code
// (internal to WarpSpecializePass.cpp): consumer barriers become named
// barriers over the consumer threads, the producer's lowered copies run for
// the consumer threads they were lowered for, and a barrier that repeats the
// one before it is dropped.

#include "tilec/ir/Function.h"

#include <cstdint>
#include <unordered_set>

namespace tilec::opt::ws {

/// The producer warpgroup's threads (one warpgroup).
constexpr int64_t kProducerThreads = 128;
/// The named barrier of the consumer threads (0 is __syncthreads).
constexpr int64_t kConsumerBarrier = 1;

/// Block barriers (tl.sync_threads) in `s` (the producer region must have
/// none).
int countBarriers(const ir::Stmt& s);

/// `s` with its block barriers as named barrier kConsumerBarrier over
/// `consumers` threads.
ir::Stmt consumerBarriers(const ir::Stmt& s, int64_t consumers);

/// The producer's copies in `s`, lowered for `consumers` threads, as run by
/// the producer thread `tx` (consumers + 0 .. P - 1): each consumers / P
/// times, as the consumer threads tx - consumers + r * P would have; TMA
/// loads (`ws_elect`) by the first producer thread.
ir::Stmt producerCopies(const ir::Stmt& s, const ir::Var& tx, int64_t consumers);

/// `s` without the barriers that repeat the one before them in a sequence
/// with only register work between them (a persistent loop's rotated
/// consumer loop ends with a barrier of both warpgroups, counts its stages,
/// and meets the region's closing barrier). Statements in `skip` (code
/// copied per range of warpgroups: a branch decided differently in two
/// copies could leave a barrier in one and not the other) are left alone.
ir::Stmt dropRepeatedBarriers(const ir::Stmt& s, const std::unordered_set<const ir::StmtNode*>* skip = nullptr);

} // namespace tilec::opt::ws
