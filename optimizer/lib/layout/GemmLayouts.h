#pragma once
// How a T.gemm runs (internal to the optimizer), decided once and read by
// layout inference (the accumulator layout it imposes, the shared layouts of
// its operands) and by lower-tile-ops (the code):
//   * on warpgroup tensor cores (sm_90a, wgmma; A K- or M-major, operands in
//     128-, 64- or 32-byte swizzle periods, each warpgroup's C a multiple
//     of 16 up to 256 wide, of 64 with an N-major B: ir::wgmmaColumnsFit):
//     tl::gemm_ss_wgmma (gemm.h);
//   * on tensor cores (sm_80+, float16/bfloat16 operands in shared memory, a
//     float32 accumulator fragment, tiles that split into 16 x 16 warp
//     tiles): tl::gemm_ss (stdlib gemm.h: ldmatrix + mma.sync), operands
//     stored with the XOR swizzle that makes ldmatrix free of bank conflicts;
//   * A in registers (a float16/bfloat16 fragment: attention's P @ V):
//     tl::gemm_rs / tl::gemm_rs_wgmma; the GEMM imposes A's layout, which is
//     the accumulator layout of a GEMM whose C is M x K on the same warps, so
//     a T.copy from such an accumulator converts in place, thread by thread;
//   * otherwise on CUDA cores (FMA), any dtypes.

#include "tilec/ir/layout/Fragment.h"
#include "tilec/optimizer/Pass.h"

#include <optional>
#include <string>

namespace tilec::opt {

struct TensorCoreGemm {
  int64_t M = 0, N = 0, K = 0; // C is M x N; K the reduction extent
  int64_t warpsM = 1, warpsN = 1;
  /// The threads that run it: the block's, or its first warps only
  /// (GemmWarpPolicy.FullRow with fewer rows than the block's warps take).
  int64_t threads = 0;
  /// The first of them (T.gemm's `warpgroups=`; 0 otherwise): the
  /// fragments it imposes are bound to [threadBegin, threadBegin + threads).
  int64_t threadBegin = 0;
  bool transA = false, transB = false;
  /// Shape (rows, cols) of the operands' shared buffers (their last two
  /// dims) and the swizzle (bytes; 0: row-major) they are stored with.
  int64_t aRows = 0, aCols = 0, bRows = 0, bCols = 0;
  int swizzleA = 0, swizzleB = 0;
  /// sm_90a: warpgroup MMA (wgmma) instead of mma.sync. Warpgroups split M
  /// (each takes M / warpgroups rows in 64-row wgmma tiles over all of N);
  /// both operands are stored in whole periods of their swizzle.
  bool wgmma = false;
  int64_t warpgroups = 1;
  /// Of the warpgroups, how many split N (a warpgroupsM x warpgroupsN grid,
  /// row-major): more than 1 when M has too few 64-row tiles for them all
  /// (A in shared memory only; each takes N / warpgroupsN columns).
  int64_t warpgroupsN = 1;
  /// A is a fragment (registers) laid out by tensorCoreOperandAFragment;
  /// each warp holds whole rows of it (warpsN == 1).
  bool aInRegisters = false;
  /// B is a fragment laid out by tensorCoreOperandBFragment; each warp holds
  /// whole columns of C and of B (warpsM == 1); always mma.sync.
  bool bInRegisters = false;
};

/// The tensor-core plan of `g` on `threads` threads of target `ctx.target`
/// (or on the warpgroups `g` names), or nullopt when it runs on CUDA cores
/// (`why`, when given, says why).
std::optional<TensorCoreGemm> planTensorCoreGemm(const ir::GemmNode& g, int64_t threads, const PassContext& ctx,
                                                 std::string* why = nullptr);

/// The accumulator layout of a tensor-core GEMM: warp (wr, wc) holds rows
/// [wr * M/WM, ...) and columns [wc * N/WN, ...); within it every 16 x 8 tile
/// is one mma.sync C fragment (lane = (i % 8) * 4 + (j % 8) / 2, registers
/// (tile * 4) + (i % 16) / 8 * 2 + j % 2).
ir::Fragment tensorCoreAccumulatorFragment(const TensorCoreGemm& p);

/// The accumulator layout of a wgmma GEMM: warpgroup g holds rows
/// [g / WN * M/WM, ...) and columns [g % WN * N/WN, ...); within it, warp w of the group holds rows 16w .. 16w + 15
/// of every 64-row tile, each 16 x 8 piece an mma.sync-shaped C fragment
/// (registers: tile * N/2 + (j / 8) * 4 + (i % 16) / 8 * 2 + j % 2).
ir::Fragment wgmmaAccumulatorFragment(const TensorCoreGemm& p);

/// The layout of a register A operand (M x K): the accumulator layout of the
/// plan with N = K (mma.sync: a 16 x 16 A tile is two 16 x 8 C tiles; wgmma:
/// the same per warp of each warpgroup).
ir::Fragment tensorCoreOperandAFragment(const TensorCoreGemm& p);

/// The layout of a register B operand ([K, N], or [N, K] when transB) on
/// mma.sync: warp w holds columns n of [w * N/WN, ...); in each 16 (k) x 8 (n)
/// piece lane (n % 8) * 4 + (k % 8) / 2 holds mma.h's b[0] (k % 16 < 8) and
/// b[1], two elements each: registers ((n % warpN) / 8 * K/16 + k / 16) * 4 +
/// (k % 16) / 8 * 2 + k % 2.
ir::Fragment tensorCoreOperandBFragment(const TensorCoreGemm& p);

/// The CUDA-core (FMA) accumulator: a natural partition of C over the
/// threads that run `g` (gemmThreads).
ir::Fragment gemmFmaAccumulatorFragment(const ir::GemmNode& g, int64_t threads);

/// The threads [first, first + count) that run `g` in a block of `threads`:
/// its warpgroups, or the whole block. nullopt when the warpgroups it names
/// are not all in the block.
std::optional<std::pair<int64_t, int64_t>> gemmThreads(const ir::GemmNode& g, int64_t threads);

/// `f` bound to the plan's threads when they do not start at thread 0 (to
/// as many of them as `f` spans, when fewer).
ir::Fragment placeOnGemmThreads(const ir::Fragment& f, int64_t first, int64_t count);

/// The layout of a shared buffer whose last two dims are a tile stored with
/// a swizzle of `bytes` (ir::makeSwizzledLayout; 0: row-major) and whose
/// leading dims (pipeline stages) index whole tiles. Null for symbolic
/// shapes.
ir::Layout swizzledSharedLayout(const std::vector<ir::Expr>& shape, int bits, int bytes);

} // namespace tilec::opt
