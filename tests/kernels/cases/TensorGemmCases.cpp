// gemm.tile: C = A @ B with float16 / bfloat16 operands and a float32
// accumulator, on tensor cores (tl::gemm_ss: ldmatrix + mma.sync, operands in
// swizzled shared memory). gemm_f16_4096 has a fixed 4096^3 shape: float64
// references for a sample of rows (every element is checked to be written);
// gemm_bf16 takes M, N and K at run time, so tails in every dimension are
// exercised, with every element checked.

#include "HostThreads.h"
#include "KernelCase.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <functional>
#include <thread>

using namespace tilec_kernels;

namespace {

void forRows(const std::vector<int64_t>& rows, const std::function<void(int64_t)>& fn) {
  unsigned n = std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < n; ++t)
    workers.emplace_back([&, t] {
      for (std::size_t r = t; r < rows.size(); r += n)
        fn(rows[r]);
    });
  for (auto& w : workers)
    w.join();
}

/// A stream-K kernel's workspace after A, B and C: Partial (parts tiles of
/// tileElems float32) and Flags (parts int32, zero before and after).
struct StreamKWorkspace {
  int64_t parts = 0, tileElems = 0;
};

/// Checks rows `sampleRows` of C (all rows when 0) against float64, and that
/// no element of C still holds the poison.
void checkHalfGemm(KernelCase& c, ElemType t, int64_t M, int64_t N, int64_t K, int64_t sampleRows = 0,
                   StreamKWorkspace ws = {}) {
  HostArray A = c.random(t, static_cast<std::size_t>(M * K), -1, 1);
  HostArray B = c.random(t, static_cast<std::size_t>(K * N), -1, 1);
  HostArray C(t, static_cast<std::size_t>(M * N));
  if (ws.parts > 0) {
    HostArray partial(ElemType::F32, static_cast<std::size_t>(ws.parts * ws.tileElems));
    HostArray flags(ElemType::I32, static_cast<std::size_t>(ws.parts));
    REQUIRE_LAUNCHED(c, {in(A), in(B), out(C), out(partial), zeroedOut(flags)});
    int64_t raised = 0; // the owners reset every flag they waited for
    for (std::size_t i = 0; i < flags.size(); ++i)
      raised += flags.get(i) != 0;
    CHECK(raised == 0);
  } else {
    REQUIRE_LAUNCHED(c, {in(A), in(B), out(C)});
  }

  std::vector<int64_t> rows;
  if (sampleRows == 0 || sampleRows >= M) {
    for (int64_t i = 0; i < M; ++i)
      rows.push_back(i);
  } else {
    std::set<int64_t> pick = {0, M - 1};
    std::uniform_int_distribution<int64_t> any(0, M - 1);
    while (int64_t(pick.size()) < sampleRows)
      pick.insert(any(c.rng()));
    rows.assign(pick.begin(), pick.end());
  }
  const std::vector<double> a = A.values(), b = B.values();
  std::size_t n = rows.size() * static_cast<std::size_t>(N);
  std::vector<double> ref(n, 0.0), sumAbs(n, 0.0);
  HostArray got(t, n);
  std::vector<int64_t> slots(rows.size());
  for (std::size_t s = 0; s < rows.size(); ++s)
    slots[s] = int64_t(s);
  forRows(slots, [&](int64_t s) {
    int64_t i = rows[static_cast<std::size_t>(s)];
    double* r = &ref[static_cast<std::size_t>(s * N)];
    double* m = &sumAbs[static_cast<std::size_t>(s * N)];
    for (int64_t k = 0; k < K; ++k) {
      double aik = a[static_cast<std::size_t>(i * K + k)];
      const double* brow = &b[static_cast<std::size_t>(k * N)];
      for (int64_t j = 0; j < N; ++j) {
        r[j] += aik * brow[j];
        m[j] += std::fabs(aik * brow[j]);
      }
    }
  });
  std::vector<double> scale(n);
  for (std::size_t i = 0; i < n; ++i)
    scale[i] = sumScale(ref[i], sumAbs[i], static_cast<std::size_t>(K));
  if (rows.size() == static_cast<std::size_t>(M)) {
    // Every row: C itself (so the differential check compares it too).
    CHECK_OUTPUT(compareArrays(C, ref, tolFor(t), scale), "C", {M, N});
    return;
  }
  for (std::size_t s = 0; s < rows.size(); ++s)
    for (int64_t j = 0; j < N; ++j)
      got.setBits(s * std::size_t(N) + std::size_t(j), C.bits(std::size_t(rows[s] * N + j)));
  CHECK_OUTPUT(compareArrays(got, ref, tolFor(t), scale), "C (sampled rows)", {int64_t(rows.size()), N});
  std::size_t poisoned = 0;
  for (std::size_t i = 0; i < C.size(); ++i)
    poisoned += C.bits(i) == poisonPattern(t);
  CHECK(poisoned == 0);
}

struct GemmShape {
  int64_t M, N, K;
};

/// C = op(A) @ op(B) with A stored K x M when transA and B stored N x K
/// when transB; every element of C against float64.
void checkTransposedGemm(KernelCase& c, ElemType t, int64_t M, int64_t N, int64_t K, bool transA, bool transB) {
  HostArray A = c.random(t, static_cast<std::size_t>(M * K), -1, 1);
  HostArray B = c.random(t, static_cast<std::size_t>(K * N), -1, 1);
  HostArray C(t, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(A), in(B), out(C)});
  const std::vector<double> av = A.values(), bv = B.values();
  auto a = [&](int64_t i, int64_t k) { return av[static_cast<std::size_t>(transA ? k * M + i : i * K + k)]; };
  auto b = [&](int64_t k, int64_t j) { return bv[static_cast<std::size_t>(transB ? j * K + k : k * N + j)]; };
  std::vector<double> ref(static_cast<std::size_t>(M * N)), scale(ref.size());
  std::vector<int64_t> rows(static_cast<std::size_t>(M));
  for (int64_t i = 0; i < M; ++i)
    rows[static_cast<std::size_t>(i)] = i;
  forRows(rows, [&](int64_t i) {
    for (int64_t j = 0; j < N; ++j) {
      double sum = 0, mag = 0;
      for (int64_t k = 0; k < K; ++k) {
        double term = a(i, k) * b(k, j);
        sum += term;
        mag += std::fabs(term);
      }
      ref[static_cast<std::size_t>(i * N + j)] = sum;
      scale[static_cast<std::size_t>(i * N + j)] = sumScale(sum, mag, static_cast<std::size_t>(K));
    }
  });
  CHECK_OUTPUT(compareArrays(C, ref, tolFor(t), scale), "C", {M, N});
}

} // namespace

TEST_CASE("gemm: gemm_f16_4096 (tensor cores, static 4096^3, sampled rows)", "[kernels][gemm]") {
  Variant v = GENERATE(from_range(allVariants()));
  KernelCase c("gemm.tile", "gemm_f16_4096", v, {});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHalfGemm(c, ElemType::F16, 4096, 4096, 4096, 96);
}

TEST_CASE("gemm: gemm_bf16 (tensor cores, tiles 128 x 128 x 32, dynamic M, N, K)", "[kernels][gemm]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto s = GENERATE(from_range(bySuite<GemmShape>({{1000, 1100, 333}, {128, 128, 64}, {1, 1, 1}, {257, 129, 1000}, {64, 300, 17}},
                                                   {{200, 136, 72}, {1, 1, 1}, {257, 129, 100}, {64, 300, 17}})));
  KernelCase c("gemm.tile", "gemm_bf16", v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHalfGemm(c, ElemType::BF16, s.M, s.N, s.K);
}

// gemm_scheduled.tile: the GEMM with its own schedule (order= / stage=): the copies one
// iteration ahead instead of two, and issued after the GEMM of the
// iteration instead of before it (the plain cp.async pipeline on every
// variant: K tiles of 32 keep sm_90a on mma.sync).
TEST_CASE("gemm: gemm_bf16 with order= / stage= schedules (dynamic M, N, K)", "[kernels][gemm]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto e = GENERATE(as<std::string>{}, "gemm_bf16_one_ahead", "gemm_bf16_copies_last");
  auto s = GENERATE(from_range(bySuite<GemmShape>({{1000, 1100, 333}, {128, 128, 32}, {1, 1, 1}, {257, 129, 1000}},
                                                   {{200, 136, 72}, {1, 1, 1}, {64, 300, 17}})));
  KernelCase c("gemm_scheduled.tile", e, v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHalfGemm(c, ElemType::BF16, s.M, s.N, s.K);
}

// gemm_transposed.tile: operands stored transposed (A as K x M, B as N x K)
// and read transposed by the GEMM: on sm_90a wgmma with an M-major A or a
// K-major B (the instruction's transpose bits; A^T also with K tiles of 32),
// mma.sync with ldmatrix.trans elsewhere.
TEST_CASE("gemm: transposed operands (A^T B, A B^T, A^T B^T; dynamic M, N, K)", "[kernels][gemm]") {
  Variant v = GENERATE(from_range(allVariants()));
  struct Export {
    const char* name;
    bool transA, transB;
    ElemType t;
  };
  auto e = GENERATE(Export{"gemm_tn_f16", true, false, ElemType::F16}, Export{"gemm_nt_f16", false, true, ElemType::F16},
                    Export{"gemm_tt_bf16", true, true, ElemType::BF16},
                    Export{"gemm_tn_f16_k32", true, false, ElemType::F16});
  auto s = GENERATE(from_range(bySuite<GemmShape>({{1000, 1100, 333}, {128, 128, 64}, {1, 1, 1}, {264, 136, 200}},
                                                   {{136, 72, 80}, {1, 1, 1}})));
  KernelCase c("gemm_transposed.tile", e.name, v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkTransposedGemm(c, e.t, s.M, s.N, s.K, e.transA, e.transB);
}

// K tiles of 64: on sm_90a the operands are 128-byte swizzled whole periods
// and the GEMM runs on wgmma (one warpgroup, two 64-row tiles); the sm_80
// PTX variant runs the same export on mma.sync.
TEST_CASE("gemm: gemm_f16_k64 (wgmma on sm_90a, tiles 128 x 128 x 64, dynamic M, N, K)", "[kernels][gemm]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto s = GENERATE(from_range(bySuite<GemmShape>({{1000, 1100, 333}, {128, 128, 64}, {256, 384, 1024}, {1, 1, 1}, {130, 136, 72}},
                                                   {{130, 136, 72}, {1, 1, 1}, {256, 130, 130}})));
  KernelCase c("gemm.tile", "gemm_f16_k64", v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHalfGemm(c, ElemType::F16, s.M, s.N, s.K);
}

// A warp-specialized pipeline (examples/gemm_warp_specialized.tile): on
// sm_90a a producer warpgroup fills the stages through mbarriers while one
// or two consumer warpgroups run wgmma; the sm_80 PTX variant runs it as a
// plain pipeline. Tails in every dimension, K below one tile, one tile.
TEST_CASE("gemm: warp-specialized pipelines (dynamic M, N, K)", "[kernels][gemm]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  auto s = GENERATE(from_range(bySuite<GemmShape>({{1000, 1100, 333}, {128, 256, 64}, {1, 1, 1}, {257, 520, 1000}, {130, 136, 72}},
                                                   {{130, 136, 72}, {1, 1, 1}, {257, 260, 100}})));
  auto e = GENERATE(std::make_pair("gemm_ws_f16", ElemType::F16), std::make_pair("gemm_ws_bf16", ElemType::BF16));
  KernelCase c("gemm_warp_specialized.tile", e.first, v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHalfGemm(c, e.second, s.M, s.N, s.K);
}

// Persistent GEMMs (examples/gemm_persistent.tile): a grid of as many blocks
// as the GPU holds, each walking tiles; on sm_90a the producer warpgroup's
// stages and phases continue from one tile to the next. Shapes with many
// tiles per block (4000 x 4000), fewer tiles than blocks, tails in every
// dimension and K below one tile. The 128 x 256 exports need sm_90a's
// shared memory; the 128 x 128 one also runs as sm_80 PTX. The clustered
// export walks tiles two at a time (vertical neighbours sharing B by TMA
// multicast); 257 rows leave the second block of the last cluster row
// without a tile. The halves export stores C in two halves of 128
// columns (fragment columns read at an offset).
// On the CPU each tile is a block of its own (the host runs a persistent
// kernel's logical grid).
TEST_CASE("gemm: persistent tile loops (dynamic M, N, K)", "[kernels][gemm]") {
  auto e = GENERATE(std::make_pair("gemm_persistent_f16", ElemType::F16),
                    std::make_pair("gemm_persistent_bf16", ElemType::BF16),
                    std::make_pair("gemm_persistent_cluster_f16", ElemType::F16),
                    std::make_pair("gemm_persistent_halves_f16", ElemType::F16));
  Variant v = GENERATE(from_range(allVariants()));
  if (v == Variant::SM80PTX && std::string(e.first) != "gemm_persistent_bf16")
    return; // 208 KiB of shared memory: more than sm_80 allows (a compile error there)
  auto s = GENERATE(from_range(bySuite<GemmShape>(
      {{4000, 4000, 1000}, {1000, 1100, 333}, {1, 1, 1}, {257, 520, 130}, {2048, 3000, 17}},
      {{257, 520, 130}, {1, 1, 1}, {300, 300, 17}})));
  KernelCase c("gemm_persistent.tile", e.first, v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHalfGemm(c, e.second, s.M, s.N, s.K, s.M > 2000 ? 97 : 0);
}

// Stream-K (examples/gemm_stream_k.tile): num_parts resident blocks take
// whole waves of tiles, then equal runs of the last wave's k iterations; a
// tile cut between runs is finished by the block holding its first
// iteration, from the later runs' partial accumulators (Partial, published
// through Flags, which must be left at zero). 4000 x 4000 x 1000 with 7
// parts: one tile cut into seven runs of two or three iterations; 1000 x
// 1100 x 333: tiles in two runs; 257 x 520 x 130 with 32 parts: runs of one
// iteration or none, a tile over three runs; one tile for 7 or 32 parts
// (every run but one empty); K below one tile (nothing to cut). On the CPU
// each block needs a thread of its own (a block waits for later ones).
TEST_CASE("gemm: stream-K (dynamic M, N, K and parts)", "[kernels][gemm]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::LLVM_SM90A, Variant::Host);
  auto e = GENERATE(std::make_pair("gemm_stream_k_f16", ElemType::F16),
                    std::make_pair("gemm_stream_k_bf16", ElemType::BF16));
  const int64_t parts = GENERATE_COPY(from_range(v == Variant::Host ? std::vector<int64_t>{1, 7}
                                                                    : std::vector<int64_t>{1, 7, 32, 100}));
  auto s = GENERATE(from_range(bySuite<GemmShape>(
      {{4000, 4000, 1000}, {1000, 1100, 333}, {1, 1, 1}, {257, 520, 130}, {2048, 3000, 17}},
      {{257, 520, 130}, {1, 1, 1}, {300, 300, 17}})));
  KernelCase c("gemm_stream_k.tile", e.first, v, {{"M", s.M}, {"N", s.N}, {"K", s.K}, {"num_parts", parts}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostThreads threads(v, static_cast<int32_t>(parts));
  checkHalfGemm(c, e.second, s.M, s.N, s.K, s.M > 2000 ? 97 : 0, {parts, 128 * 256});
}

// Thread-block clusters (examples/gemm_cluster.tile): the two blocks of a
// cluster share B's tile through TMA multicast (or, for cluster=(2, 1),
// only run together). Row counts that leave a cluster's second block
// without a tile (257: three row tiles, four blocks), tails everywhere, K
// below one tile. sm_80 runs the same exports without clusters (a warning);
// the CPU runs the grid, rounded to whole clusters, block by block.
TEST_CASE("gemm: thread-block clusters with TMA multicast (dynamic M, N, K)", "[kernels][gemm]") {
  auto e = GENERATE(std::make_pair("gemm_cluster_f16", ElemType::F16), std::make_pair("gemm_cluster_bf16", ElemType::BF16),
                    std::make_pair("gemm_cluster_n2_f16", ElemType::F16));
  Variant v = GENERATE(from_range(allVariants()));
  if (v == Variant::SM80PTX && std::string(e.first) == "gemm_cluster_f16")
    return; // 208 KiB of shared memory: more than sm_80 allows (a compile error there)
  auto s = GENERATE(from_range(bySuite<GemmShape>(
      {{4000, 4000, 1000}, {1000, 1100, 333}, {1, 1, 1}, {257, 520, 130}, {2048, 3000, 17}},
      {{257, 520, 130}, {1, 1, 1}, {300, 300, 17}})));
  KernelCase c("gemm_cluster.tile", e.first, v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHalfGemm(c, e.second, s.M, s.N, s.K, s.M > 2000 ? 97 : 0);
}

// Batched GEMMs (examples/batched_gemm.tile): operand tiles are regions of
// 3-D tensors, loaded on sm_90a by TMA through 3-D tensor maps. K = 333
// gives rows of 666 bytes, no multiple of 16: no tensor map can be encoded
// and the launch runs the same kernel's cp.async copies (tl_tma_ok = 0).
// Batch 1 and 3, tails in every dimension, K below one tile.
struct BatchedShape {
  int64_t batch, M, N, K;
};

TEST_CASE("gemm: batched GEMM over 3-D tensors (dynamic batch, M, N, K)", "[kernels][gemm]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto s = GENERATE(from_range(bySuite<BatchedShape>(
      {{3, 1000, 1100, 333}, {2, 256, 384, 1024}, {1, 1, 1, 1}, {3, 130, 136, 72}, {4, 257, 260, 17}},
      {{2, 130, 136, 72}, {1, 1, 1, 1}, {3, 64, 40, 33}})));
  auto e = GENERATE(std::make_pair("bmm_f16", ElemType::F16), std::make_pair("bmm_bf16", ElemType::BF16));
  KernelCase c("batched_gemm.tile", e.first, v, {{"batch", s.batch}, {"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  const ElemType t = e.second;
  const std::size_t mk = std::size_t(s.M * s.K), kn = std::size_t(s.K * s.N), mn = std::size_t(s.M * s.N);
  HostArray A = c.random(t, std::size_t(s.batch) * mk, -1, 1);
  HostArray B = c.random(t, std::size_t(s.batch) * kn, -1, 1);
  HostArray C(t, std::size_t(s.batch) * mn);
  REQUIRE_LAUNCHED(c, {in(A), in(B), out(C)});
  std::vector<double> ref(C.size(), 0.0), scale(C.size(), 0.0);
  const std::vector<double> av = A.values(), bv = B.values();
  std::vector<int64_t> batches;
  for (int64_t b = 0; b < s.batch; ++b)
    batches.push_back(b);
  forRows(batches, [&](int64_t b) {
    const std::size_t a0 = std::size_t(b) * mk, b0 = std::size_t(b) * kn, c0 = std::size_t(b) * mn;
    std::vector<double> sumAbs(mn, 0.0);
    for (int64_t i = 0; i < s.M; ++i)
      for (int64_t k = 0; k < s.K; ++k) {
        double aik = av[a0 + std::size_t(i * s.K + k)];
        for (int64_t j = 0; j < s.N; ++j) {
          double p = aik * bv[b0 + std::size_t(k * s.N + j)];
          ref[c0 + std::size_t(i * s.N + j)] += p;
          sumAbs[std::size_t(i * s.N + j)] += std::fabs(p);
        }
      }
    for (std::size_t i = 0; i < mn; ++i)
      scale[c0 + i] = sumScale(ref[c0 + i], sumAbs[i], std::size_t(s.K));
  });
  CHECK_OUTPUT(compareArrays(C, ref, tolFor(t), scale), "C", {s.batch, s.M, s.N});
}

// row_shift.tile: C = A @ B - rowmax(A @ B) with the product computed on
// warpgroup 0 (where the row maxima are reduced) and on warpgroup 1 (where
// they are subtracted): the copy of the maxima between the two fragments
// moves elements between threads through shared memory. M at run time
// (a partial last tile), K = N = 64.
TEST_CASE("row_shift: row_shift_f16 (a copy between fragments on different warpgroups, dynamic M)",
          "[kernels][gemm][layout]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({1000, 128, 1, 4096}, {200, 1, 129})));
  const int64_t N = 64, K = 64;
  KernelCase c("row_shift.tile", "row_shift_f16", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostArray A = c.random(ElemType::F16, static_cast<std::size_t>(M * K), -1, 1);
  HostArray B = c.random(ElemType::F16, static_cast<std::size_t>(K * N), -1, 1);
  HostArray C(ElemType::F32, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(A), in(B), out(C)});
  std::vector<double> ref(C.size()), scale(C.size());
  const std::vector<double> a = A.values(), b = B.values();
  for (int64_t i = 0; i < M; ++i) {
    std::vector<double> row(static_cast<std::size_t>(N), 0.0), mag(row.size(), 0.0);
    for (int64_t k = 0; k < K; ++k)
      for (int64_t j = 0; j < N; ++j) {
        double p = a[static_cast<std::size_t>(i * K + k)] * b[static_cast<std::size_t>(k * N + j)];
        row[static_cast<std::size_t>(j)] += p;
        mag[static_cast<std::size_t>(j)] += std::fabs(p);
      }
    double top = *std::max_element(row.begin(), row.end());
    double topMag = mag[static_cast<std::size_t>(std::max_element(row.begin(), row.end()) - row.begin())];
    for (int64_t j = 0; j < N; ++j) {
      std::size_t at = static_cast<std::size_t>(i * N + j);
      ref[at] = row[static_cast<std::size_t>(j)] - top;
      // Both terms carry the accumulation's rounding.
      scale[at] = sumScale(ref[at], mag[static_cast<std::size_t>(j)] + topMag, static_cast<std::size_t>(K));
    }
  }
  CHECK_OUTPUT(compareArrays(C, ref, tolFor(ElemType::F32), scale), "C", {M, N});
}
