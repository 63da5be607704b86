#pragma once
// tilec device library: block-level tensor-core GEMM (T.gemm lowered for
// sm_80+: ldmatrix + mma.sync; sm_90a: wgmma), both operands in shared
// memory (gemm_ss, gemm_ss_wgmma), A in registers (gemm_rs, gemm_rs_wgmma)
// B in registers (gemm_sr, mma.sync only) or both (gemm_rr, mma.sync only).
//
//   tl::gemm_ss<M, N, K, WM, WN, TransA, TransB,
//               ARows, ACols, ASwizzle, BRows, BCols, BSwizzle>(A, B, C);
//
// C (M x N, float registers, the layout of mma.h's C fragment per 16x8 tile)
// += op(A) (M x K) * op(B) (K x N). The WM * WN warps from FirstWarp (0
// unless T.gemm names its warpgroups; the last template parameter before
// T in every form) split C into WM x WN warp tiles (row-major over warps);
// each warp walks K in steps of 16. A and B point at the first element of shared tiles of ARows x ACols
// and BRows x BCols elements stored with the XOR swizzle of
// ir::makeSwizzledLayout (ASwizzle/BSwizzle bytes; 0: row-major), which the
// compiler also uses for every other access of those tiles.

#include "tilec/device/mma.h"
#include "tilec/device/wgmma.h"

namespace tl {

/// Element offset of (row, col) in a Rows x Cols shared tile stored with the
/// XOR swizzle of makeSwizzledLayout: each row is cut into periods of
/// Swizzle bytes, periods are stored as panels of Rows rows, and the 16-byte
/// chunk index within a period is XORed with the row's line in its 8-line atom.
template <int Rows, int Cols, int Swizzle, int ElemBytes> struct smem_tile {
  static_assert(Swizzle == 0 || Swizzle == 32 || Swizzle == 64 || Swizzle == 128, "swizzles are 32, 64 or 128 bytes");
  static constexpr int chunk = 16 / ElemBytes;
  static constexpr int chunks = Swizzle / 16;
  static constexpr int period = Swizzle == 0 ? Cols : chunks * chunk;
  static_assert(Cols % period == 0, "the swizzle period must divide a row");
  TL_DEVICE static int offset(int row, int col) {
    if constexpr (Swizzle == 0) {
      return row * Cols + col;
    } else {
      int panel = col / period;
      int c = (col / chunk) % chunks;
      int line = (row / (8 / chunks)) % chunks;
      return (panel * Rows + row) * period + (c ^ line) * chunk + col % chunk;
    }
  }
};

/// The B fragments of warp columns n0 .. n0 + NT * 8 for the 16 k from kk
/// (mma.h's B order), from a BRows x BCols shared tile (TB: its smem_tile).
template <int NT, bool TransB, class TB, class T>
TL_DEVICE void load_b_fragments(uint32_t (&b)[NT][2], const T* B, int kk, int n0, int lane) {
  const int mat = lane / 8, r = lane % 8; // the matrix and row this lane addresses
#pragma unroll
  for (int ni = 0; ni + 1 < NT; ni += 2) {
    uint32_t q[4];
    if constexpr (!TransB) { // stored K x N: rows are k
      ldmatrix_x4_trans(q, B + TB::offset(kk + r + (mat % 2) * 8, n0 + ni * 8 + (mat / 2) * 8));
    } else { // stored N x K: rows are n
      ldmatrix_x4(q, B + TB::offset(n0 + ni * 8 + r + (mat / 2) * 8, kk + (mat % 2) * 8));
    }
    b[ni][0] = q[0];
    b[ni][1] = q[1];
    b[ni + 1][0] = q[2];
    b[ni + 1][1] = q[3];
  }
  if constexpr (NT % 2 == 1) { // a last 8-wide tile: two matrices (lanes 16..31 repeat 0..15's rows)
    const int m = mat % 2;
    if constexpr (!TransB)
      ldmatrix_x2_trans(b[NT - 1], B + TB::offset(kk + r + m * 8, n0 + (NT - 1) * 8));
    else
      ldmatrix_x2(b[NT - 1], B + TB::offset(n0 + (NT - 1) * 8 + r, kk + m * 8));
  }
}

/// The A fragments of warp rows m0 .. m0 + MT * 16 for the 16 k from kk
/// (mma.h's A order), from an ARows x ACols shared tile (TA: its smem_tile).
template <int MT, bool TransA, class TA, class T>
TL_DEVICE void load_a_fragments(uint32_t (&a)[MT][4], const T* A, int kk, int m0, int lane) {
  const int mat = lane / 8, r = lane % 8; // the matrix and row this lane addresses
#pragma unroll
  for (int mi = 0; mi < MT; ++mi) {
    if constexpr (!TransA) {
      ldmatrix_x4(a[mi], A + TA::offset(m0 + mi * 16 + r + (mat % 2) * 8, kk + (mat / 2) * 8));
    } else { // stored K x M: rows are k
      ldmatrix_x4_trans(a[mi], A + TA::offset(kk + r + (mat / 2) * 8, m0 + mi * 16 + (mat % 2) * 8));
    }
  }
}

/// Two adjacent 16-bit elements of a register fragment as one 32-bit
/// mma operand register (the lower address in the low half).
template <class T> TL_DEVICE uint32_t pack_pair(const T* p) {
  uint16_t lo, hi;
  memcpy(&lo, p, 2);
  memcpy(&hi, p + 1, 2);
  return uint32_t(lo) | (uint32_t(hi) << 16);
}

/// The four A registers of one 16 x 16 tile held in registers (eight
/// elements in mma.h's A order, as tensorCoreOperandAFragment lays them out).
template <class T> TL_DEVICE void load_a_registers(uint32_t (&a)[4], const T* A) {
#pragma unroll
  for (int r = 0; r < 4; ++r)
    a[r] = pack_pair(A + 2 * r);
}

/// The two B registers of one 16 (k) x 8 (n) piece held in registers (four
/// elements in mma.h's B order, as tensorCoreOperandBFragment lays them out).
template <class T> TL_DEVICE void load_b_registers(uint32_t (&b)[2], const T* piece) {
  b[0] = pack_pair(piece);
  b[1] = pack_pair(piece + 2);
}

/// One k step of a warp whose A rows are in registers (gemm_rs, gemm_rr):
/// C's MT x NT pieces += A's 16 x 16 tiles of step kt * b[ni].
template <int MT, int NT, int KT, class T>
TL_DEVICE void mma_k_step_register_a(float* C, const T* A, int kt, const uint32_t (&b)[NT][2]) {
#pragma unroll
  for (int mi = 0; mi < MT; ++mi) {
    uint32_t a[4];
    load_a_registers(a, A + (mi * KT + kt) * 8);
#pragma unroll
    for (int ni = 0; ni < NT; ++ni)
      mma_m16n8k16<T>(C + (mi * NT + ni) * 4, a, b[ni]);
  }
}

template <int M, int N, int K, int WM, int WN, bool TransA, bool TransB, int ARows, int ACols, int ASwizzle,
          int BRows, int BCols, int BSwizzle, int FirstWarp = 0, class T>
TL_DEVICE void gemm_ss(const T* A, const T* B, float* C) {
  static_assert(sizeof(T) == 2, "tensor-core T.gemm takes float16 or bfloat16 operands");
  constexpr int WarpM = M / WM, WarpN = N / WN;
  static_assert(M % (16 * WM) == 0 && N % (8 * WN) == 0 && K % 16 == 0,
                "warp tiles are multiples of 16 x 8 and K a multiple of 16");
  constexpr int MT = WarpM / 16, NT = WarpN / 8;
  static_assert(TransA ? (ARows >= K && ACols >= M) : (ARows >= M && ACols >= K), "A tile too small");
  static_assert(TransB ? (BRows >= N && BCols >= K) : (BRows >= K && BCols >= N), "B tile too small");
  using TA = smem_tile<ARows, ACols, ASwizzle, 2>;
  using TB = smem_tile<BRows, BCols, BSwizzle, 2>;

  const int warp = threadIdx.x / 32 - FirstWarp, lane = threadIdx.x % 32;
  if (warp >= WM * WN)
    return;
  const int m0 = (warp / WN) * WarpM, n0 = (warp % WN) * WarpN;
#pragma unroll
  for (int kk = 0; kk < K; kk += 16) {
    uint32_t a[MT][4];
    uint32_t b[NT][2];
    load_a_fragments<MT, TransA, TA>(a, A, kk, m0, lane);
    load_b_fragments<NT, TransB, TB>(b, B, kk, n0, lane);
#pragma unroll
    for (int mi = 0; mi < MT; ++mi)
#pragma unroll
      for (int ni = 0; ni < NT; ++ni)
        mma_m16n8k16<T>(C + (mi * NT + ni) * 4, a[mi], b[ni]);
  }
}

/// T.gemm with A in registers (sm_80+): C (M x N) += A (M x K) * op(B). The
/// block's first WM warps split M into strips of whole rows; A points at
/// this thread's registers of the A fragment (per 16 x 16 tile, row strip
/// first, eight elements in mma.h's A order), B at a shared tile as in
/// gemm_ss.
template <int M, int N, int K, int WM, bool TransB, int BRows, int BCols, int BSwizzle, int FirstWarp = 0, class T>
TL_DEVICE void gemm_rs(const T* A, const T* B, float* C) {
  static_assert(sizeof(T) == 2, "tensor-core T.gemm takes float16 or bfloat16 operands");
  constexpr int WarpM = M / WM;
  static_assert(M % (16 * WM) == 0 && N % 8 == 0 && K % 16 == 0,
                "warp strips are multiples of 16 rows, N a multiple of 8, K of 16");
  constexpr int MT = WarpM / 16, NT = N / 8, KT = K / 16;
  static_assert(TransB ? (BRows >= N && BCols >= K) : (BRows >= K && BCols >= N), "B tile too small");
  using TB = smem_tile<BRows, BCols, BSwizzle, 2>;

  const int warp = threadIdx.x / 32 - FirstWarp, lane = threadIdx.x % 32;
  if (warp >= WM)
    return;
#pragma unroll
  for (int kt = 0; kt < KT; ++kt) {
    uint32_t b[NT][2];
    load_b_fragments<NT, TransB, TB>(b, B, kt * 16, 0, lane);
    mma_k_step_register_a<MT, NT, KT>(C, A, kt, b);
  }
}

/// T.gemm with both operands in registers (sm_80+): C (M x N) += A (M x K)
/// * op(B). Warp (wm, wn) of the WM x WN grid computes C's tile (wm, wn); it
/// holds A's rows of wm (as gemm_rs) and B's columns of wn (as gemm_sr), so
/// A is held once per warp column and B once per warp row.
template <int M, int N, int K, int WM, int WN, int FirstWarp = 0, class T>
TL_DEVICE void gemm_rr(const T* A, const T* B, float* C) {
  static_assert(sizeof(T) == 2, "tensor-core T.gemm takes float16 or bfloat16 operands");
  static_assert(M % (16 * WM) == 0 && N % (8 * WN) == 0 && K % 16 == 0,
                "warp tiles are multiples of 16 x 8 and K a multiple of 16");
  constexpr int MT = M / WM / 16, NT = N / WN / 8, KT = K / 16;
  if (int(threadIdx.x / 32) - FirstWarp >= WM * WN)
    return;
#pragma unroll
  for (int kt = 0; kt < KT; ++kt) {
    uint32_t b[NT][2];
#pragma unroll
    for (int ni = 0; ni < NT; ++ni)
      load_b_registers(b[ni], B + (ni * KT + kt) * 4);
    mma_k_step_register_a<MT, NT, KT>(C, A, kt, b);
  }
}

/// T.gemm with B in registers (sm_80+): C (M x N) += op(A) * B. The block's
/// first WN warps split N into strips of whole columns; B points at this
/// thread's registers of the B fragment (per 16 (k) x 8 (n) piece, column
/// strip first, four elements in mma.h's B order: b[0]'s pair, then
/// b[1]'s), A at a shared tile as in gemm_ss.
template <int M, int N, int K, int WN, bool TransA, int ARows, int ACols, int ASwizzle, int FirstWarp = 0, class T>
TL_DEVICE void gemm_sr(const T* A, const T* B, float* C) {
  static_assert(sizeof(T) == 2, "tensor-core T.gemm takes float16 or bfloat16 operands");
  constexpr int WarpN = N / WN;
  static_assert(M % 16 == 0 && N % (8 * WN) == 0 && K % 16 == 0,
                "M a multiple of 16, warp strips multiples of 8 columns, K of 16");
  constexpr int MT = M / 16, NT = WarpN / 8, KT = K / 16;
  static_assert(TransA ? (ARows >= K && ACols >= M) : (ARows >= M && ACols >= K), "A tile too small");
  using TA = smem_tile<ARows, ACols, ASwizzle, 2>;

  const int warp = threadIdx.x / 32 - FirstWarp, lane = threadIdx.x % 32;
  if (warp >= WN)
    return;
#pragma unroll
  for (int kt = 0; kt < KT; ++kt) {
    uint32_t a[MT][4];
    load_a_fragments<MT, TransA, TA>(a, A, kt * 16, 0, lane);
#pragma unroll
    for (int ni = 0; ni < NT; ++ni) {
      uint32_t b[2];
      load_b_registers(b, B + (ni * KT + kt) * 4);
#pragma unroll
      for (int mi = 0; mi < MT; ++mi)
        mma_m16n8k16<T>(C + (mi * NT + ni) * 4, a[mi], b);
    }
  }
}

/// The swizzle (bytes) a 16-bit operand tile with rows of Cols elements is
/// stored with: the widest of 128, 64 and 32 bytes that divides a row
/// (ir::pickSwizzleBytes, which layout inference gave the tile). A period
/// (panel) of the tile is Swizzle / 2 elements wide.
template <int Cols> TL_DEVICE constexpr int operand_swizzle() {
  return (Cols * 2) % 128 == 0 ? 128 : (Cols * 2) % 64 == 0 ? 64 : (Cols * 2) % 32 == 0 ? 32 : 0;
}

/// The descriptor of B for wgmma: B stored K x N (N-major, a panel of
/// BRows k-rows per period of n; the leading byte offset steps from panel
/// to panel, the stride byte offset over 8 k-rows) or, TransB, N x K
/// (K-major, like A); wgmma_b_offset is the byte offset of its 16 k from kk.
template <bool TransB, int BRows, int BCols, class T> TL_DEVICE wgmma_desc_parts wgmma_b_desc(const T* B) {
  constexpr int S = operand_swizzle<BCols>();
  return TransB ? wgmma_desc_parts_of<S>(B, 16, 8 * S) : wgmma_desc_parts_of<S>(B, BRows * S, 8 * S);
}
template <bool TransB, int BRows, int BCols, class T> TL_DEVICE constexpr uint32_t wgmma_b_offset(int kk) {
  constexpr int P = operand_swizzle<BCols>() / 2;
  return uint32_t(TransB ? ((kk / P) * BRows * P + kk % P) * sizeof(T) : kk * P * sizeof(T));
}
/// The byte offset of B's column n (rows of a K-major B; whole panels of
/// an N-major one).
template <bool TransB, int BRows, int BCols, class T> TL_DEVICE constexpr uint32_t wgmma_b_columns(int n) {
  constexpr int P = operand_swizzle<BCols>() / 2;
  return uint32_t((TransB ? n * P : (n / P) * BRows * P) * sizeof(T));
}

/// The width of each wgmma covering a warpgroup's Cols columns when one may
/// be at most MaxN wide (ir::wgmmaInstructionWidth): the widest multiple of
/// 16 (of 64 with an N-major B) dividing Cols, 0 when none does.
template <int Cols, int MaxN, bool TransB> TL_DEVICE constexpr int wgmma_instruction_width() {
  constexpr int step = TransB ? 16 : 64;
  for (int n = (Cols < MaxN ? Cols : MaxN) / step * step; n >= step; n -= step)
    if (Cols % n == 0)
      return n;
  return 0;
}

/// T.gemm on sm_90a: C (M x N) += A (M x K, stored K-major: ARows x ACols
/// with ACols == K, or, TransA, M-major: K x M, panels of ARows k-rows per
/// period of m like an N-major B) * B (stored K x N, N-major, or N x K,
/// K-major, when TransB), each in periods of the 128-, 64- or 32-byte swizzle its rows
/// take (operand_swizzle; ir::makeSwizzledLayout) from bases aligned to
/// the swizzle's 8-row atom. The W warpgroups form a WM x WN grid (WM = W /
/// WN, row-major over warpgroups): warpgroup g takes rows [g / WN * M/WM, ...)
/// in 64-row wgmma tiles and columns [g % WN * N/WN, ...); C holds
/// (M/WM/64) * (N/WN)/2 floats per thread (wgmma.h's accumulator layout per
/// tile). Splitting N (WN > 1) serves tiles of 64 rows on more warpgroups:
/// MLA decode's 64 heads on two. With InFlight = 1 the call returns while its
/// wgmmas may still run (the previous call's are done); with 2 the previous
/// call's may run too (a ping-pong turn issues both, then waits). Clear: C = A * B (the
/// first k step overwrites C instead of a separate zeroing of C).
template <int M, int N, int K, int W, bool TransB, int ARows, int ACols, int BRows, int BCols, int InFlight,
          int WN, bool Clear = false, bool TransA = false, int FirstWarp = 0, int MaxN = 256, class T>
TL_DEVICE void gemm_ss_wgmma(const T* A, const T* B, float* C) {
  static_assert(InFlight >= 0 && InFlight <= 2, "at most two GEMMs stay in flight");
  static_assert(sizeof(T) == 2, "wgmma T.gemm takes float16 or bfloat16 operands");
  static_assert(WN >= 1 && W % WN == 0 && N % WN == 0, "WN warpgroups split N evenly");
  constexpr int WM = W / WN, NG = N / WN;
  static_assert(M % (64 * WM) == 0 && K % 16 == 0, "64-row tiles per warpgroup, K a multiple of 16");
  static_assert(TransA ? (ACols == M && ARows >= K) : (ACols == K && ARows >= M), "A is M x K, or K x M (TransA)");
  static_assert(TransB ? (BCols == K && BRows >= N) : (BCols == N && BRows >= K), "B tile shape");
  constexpr int SA = operand_swizzle<ACols>(), PA = SA / 2, PB = operand_swizzle<BCols>() / 2;
  static_assert(SA != 0 && PB != 0, "operand rows are whole 32-, 64- or 128-byte swizzle periods");
  static_assert(TransB ? NG % 8 == 0 : NG % PB == 0,
                "a warpgroup's B starts on an 8-row atom (K-major) or a column panel (N-major)");
  constexpr int Tiles = M / WM / 64;
  // One wgmma is at most MaxN wide: ptxas compiles no instruction that needs
  // more registers than a thread has at the kernel's entry (128 in a block
  // of 512), whatever setmaxnreg gives it later, and m64n256 holds 128
  // accumulators. Narrower ones cover the warpgroup's columns in turn.
  constexpr int NC = wgmma_instruction_width<NG, MaxN, TransB>();
  static_assert(NC > 0, "the warpgroup's columns split into whole wgmmas");
  // Only threads of the W warpgroups call this (the IR guards the call
  // when the block has more): no branch here, or ptxas would serialize the
  // wgmmas on a path it cannot prove warpgroup-uniform.
  static_assert(FirstWarp % 4 == 0, "the GEMM starts on a warpgroup");
  const int group = threadIdx.x / 128 - FirstWarp / 4;
  const int gm = group / WN, gn = group % WN;
  // This warpgroup's columns of B: rows of the N x K tile (K-major), or
  // whole 64-column panels of BRows k-rows (N-major).
  const T* Bg = TransB ? B + gn * NG * PB : B + gn * (NG / PB) * BRows * PB;
  // A: a period is a panel of ARows rows of PA elements (SA bytes); 8 rows
  // make a swizzle atom (the stride byte offset). M-major, this warpgroup's
  // rows start on a panel (64-row tiles, PA <= 64) and the leading byte
  // offset steps from panel to panel. Both descriptors are built once;
  // every k step and tile is a constant byte offset from them.
  const wgmma_desc_parts a0 =
      TransA ? wgmma_desc_parts_of<SA>(A + (gm * (M / WM) / PA) * ARows * PA, ARows * SA, 8 * SA)
             : wgmma_desc_parts_of<SA>(A + gm * (M / WM) * PA, 16, 8 * SA);
  const wgmma_desc_parts b0 = wgmma_b_desc<TransB, BRows, BCols>(Bg);
  wgmma_fence_operands<Tiles * NG / 2>(C);
  wgmma_fence();
#pragma unroll
  for (int t = 0; t < Tiles; ++t) {
#pragma unroll
    for (int kk = 0; kk < K; kk += 16) {
      const uint32_t aBytes = uint32_t(
          (TransA ? (t * 64 / PA) * ARows * PA + kk * PA : (kk / PA) * ARows * PA + t * 64 * PA + kk % PA) *
          sizeof(T));
#pragma unroll
      for (int c = 0; c < NG / NC; ++c)
        wgmma<NC, T, TransB, TransA>(C + t * (NG / 2) + c * (NC / 2), wgmma_desc_advance(a0, aBytes),
                                     wgmma_desc_advance(b0, wgmma_b_offset<TransB, BRows, BCols, T>(kk) +
                                                                wgmma_b_columns<TransB, BRows, BCols, T>(c * NC)),
                                     Clear && kk == 0 ? 0 : 1);
    }
  }
  wgmma_commit();
  // InFlight 1 (software pipelines): the GEMM before this one is done, this
  // one may still run; the pipeline waits for it after its loop.
  wgmma_wait<InFlight>();
  wgmma_fence_operands<Tiles * NG / 2>(C);
}

/// T.gemm on sm_90a with A in registers: C (M x N) += A (M x K) * B, B as
/// in gemm_ss_wgmma. Warpgroup g of W takes rows [g * M/W, ...) in 64-row
/// tiles; A points at this thread's registers of the A fragment (per tile
/// K/2 elements, eight per 16-wide k step in mma.h's A order).
template <int M, int N, int K, int W, bool TransB, int BRows, int BCols, int InFlight, bool Clear = false,
          int FirstWarp = 0, int MaxN = 256, class T>
TL_DEVICE void gemm_rs_wgmma(const T* A, const T* B, float* C) {
  static_assert(InFlight >= 0 && InFlight <= 2, "at most two GEMMs stay in flight");
  static_assert(sizeof(T) == 2, "wgmma T.gemm takes float16 or bfloat16 operands");
  static_assert(M % (64 * W) == 0 && K % 16 == 0, "A is M x K in 64-row tiles per warpgroup");
  static_assert(TransB ? (BCols == K && BRows >= N) : (BCols == N && BRows >= K), "B tile shape");
  static_assert(operand_swizzle<BCols>() != 0, "B's rows are whole 32-, 64- or 128-byte swizzle periods");
  static_assert(TransB || N % (operand_swizzle<BCols>() / 2) == 0, "B's columns are whole panels");
  static_assert(FirstWarp % 4 == 0, "the GEMM starts on a warpgroup");
  constexpr int Tiles = M / W / 64;
  constexpr int NC = wgmma_instruction_width<N, MaxN, TransB>(); // one wgmma's width (gemm_ss_wgmma says why)
  static_assert(NC > 0, "N splits into whole wgmmas");
  // Called by the threads of the W warpgroups only (see gemm_ss_wgmma);
  // each holds its own rows of A and C, so which warpgroups they are does
  // not matter here.
  // A's registers for every k step are packed before the warpgroup fence.
  uint32_t a[Tiles][K / 16][4];
#pragma unroll
  for (int t = 0; t < Tiles; ++t)
#pragma unroll
    for (int kk = 0; kk < K; kk += 16)
      load_a_registers(a[t][kk / 16], A + t * (K / 2) + (kk / 16) * 8);
  const wgmma_desc_parts b0 = wgmma_b_desc<TransB, BRows, BCols>(B);
  wgmma_fence_operands<Tiles * (K / 16) * 4>(&a[0][0][0]);
  wgmma_fence_operands<Tiles * N / 2>(C);
  wgmma_fence();
#pragma unroll
  for (int t = 0; t < Tiles; ++t) {
#pragma unroll
    for (int kk = 0; kk < K; kk += 16)
#pragma unroll
      for (int c = 0; c < N / NC; ++c)
        wgmma_rs<NC, T, TransB>(C + t * (N / 2) + c * (NC / 2), a[t][kk / 16],
                                wgmma_desc_advance(b0, wgmma_b_offset<TransB, BRows, BCols, T>(kk) +
                                                           wgmma_b_columns<TransB, BRows, BCols, T>(c * NC)),
                                Clear && kk == 0 ? 0 : 1);
  }
  wgmma_commit();
  wgmma_wait<InFlight>();
  wgmma_fence_operands<Tiles * N / 2>(C);
}

} // namespace tl
