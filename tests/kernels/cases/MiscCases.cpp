// transpose.tile (B = A^T, a pure copy: checked bit for bit),
// histogram.tile (integer counts: checked exactly) and fold_add.tile (tile
// atomics, vector atomics on sm_90: sums checked against the rounding bound
// of the order-free accumulation).

#include "KernelCase.h"

#include <algorithm>
#include <cmath>

using namespace tilec_kernels;

namespace {

void checkTranspose(KernelCase& c, ElemType t, int64_t M, int64_t N) {
  HostArray A = c.random(t, static_cast<std::size_t>(M * N), -100, 100);
  HostArray B(t, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(A), out(B)});
  std::vector<double> ref(static_cast<std::size_t>(M * N));
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j)
      ref[static_cast<std::size_t>(j * M + i)] = A.get(static_cast<std::size_t>(i * N + j));
  CHECK_OUTPUT(compareArrays(B, ref, Tolerance{0, 0}), "B", {N, M});
}

struct HistogramSpec {
  int numBins;
  float lo, hi;
  ElemType dtype;
};

// The bin of x exactly as histogram.tile computes it. bin_scale = num_bins /
// (hi - lo) is folded at compile time, and compile-time constants take the
// dtype of the run-time operand (docs/language.md, 5.4), so
// pos = int32((X - lo) * bin_scale) is float32 arithmetic for a float32 X and
// float16 arithmetic for a float16 X (the generated CUDA computes
// `(X - half(lo)) * half(scale)`), each operation rounded to nearest even;
// then CUDA's saturating truncation to int32, and the clamp to the end bins.
int binOf(double x, const HistogramSpec& h) {
  double lo = roundToType(h.dtype, h.lo);
  double scale = roundToType(h.dtype, static_cast<double>(h.numBins) / (static_cast<double>(h.hi) - h.lo));
  double d = roundToType(h.dtype, x - lo);    // exact in double, then rounded once
  double p = roundToType(h.dtype, d * scale); // likewise
  int32_t pos = truncToInt32Saturating(p);
  return std::min(std::max(pos, 0), h.numBins - 1);
}

void checkHistogram(KernelCase& c, const HistogramSpec& h, int64_t N) {
  // Mostly uniform over a range a little wider than [lo, hi) (outliers clamp
  // to the end bins), plus values on and next to bin edges and far outliers.
  double width = h.hi - h.lo;
  HostArray X = c.random(h.dtype, static_cast<std::size_t>(N), h.lo - 0.125 * width, h.hi + 0.125 * width);
  std::vector<double> special = {h.lo, h.hi, 0.0, -0.0, -1e4, 1e4, h.lo + width / 2};
  for (int b = 0; b <= h.numBins; b += 3)
    special.push_back(h.lo + width * b / h.numBins); // bin edges
  std::uniform_int_distribution<int64_t> where(0, N - 1);
  for (std::size_t s = 0; s < special.size() && static_cast<int64_t>(s) < N / 4; ++s) {
    std::size_t at = static_cast<std::size_t>(where(c.rng()));
    X.set(at, special[s]);
    // The neighbours of the edge in the element type, too.
    std::size_t next = static_cast<std::size_t>(where(c.rng()));
    std::size_t prev = static_cast<std::size_t>(where(c.rng()));
    uint32_t bits = X.bits(at);
    if (X.get(at) != 0.0) {
      X.setBits(next, bits + 1);
      X.setBits(prev, bits - 1);
    }
  }
  HostArray Hist(ElemType::I32, static_cast<std::size_t>(h.numBins));
  REQUIRE_LAUNCHED(c, {in(X), zeroedOut(Hist)});
  std::vector<double> ref(static_cast<std::size_t>(h.numBins), 0.0);
  for (std::size_t i = 0; i < X.size(); ++i)
    ref[static_cast<std::size_t>(binOf(X.get(i), h))] += 1;
  // Hist was zeroed (the kernel adds into it), so no poison check.
  CHECK_OUTPUT(compareExact(Hist, ref, false), "Hist", {h.numBins});
}

// Y[r, j] = sum of X[i, j] over i = r mod R, accumulated by atomics in the
// element type in any order: each of the `terms` additions rounds once, so
// |error| <= terms * u * sum|X| (u the unit roundoff).
void checkFoldAdd(KernelCase& c, ElemType t, int64_t M, int64_t N, int64_t R) {
  HostArray X = c.random(t, static_cast<std::size_t>(M * N), -4, 4);
  HostArray Y(t, static_cast<std::size_t>(R * N));
  REQUIRE_LAUNCHED(c, {in(X), zeroedOut(Y)});
  std::vector<double> ref(static_cast<std::size_t>(R * N), 0.0), sumAbs(ref.size(), 0.0);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double x = X.get(static_cast<std::size_t>(i * N + j));
      ref[static_cast<std::size_t>((i % R) * N + j)] += x;
      sumAbs[static_cast<std::size_t>((i % R) * N + j)] += std::fabs(x);
    }
  double u = t == ElemType::F32 ? std::ldexp(1.0, -24) : t == ElemType::F16 ? std::ldexp(1.0, -11) : std::ldexp(1.0, -8);
  double terms = static_cast<double>((M + R - 1) / R);
  CHECK_OUTPUT(compareArrays(Y, ref, Tolerance{(terms + 1) * u, 1e-6}, sumAbs), "Y", {R, N});
}

// ordered_sum.tile: blocks of 256 elements summed in order by one thread,
// combined across blocks through global memory (atomics that return the
// previous value, acquire / release / acq_rel). Every addition is a float32
// rounding: |error| <= (n + 1) u sum|X|. The counters the kernels use are
// zero before and must be zero again after (each kernel resets its own).
void checkOrderedSum(KernelCase& c, bool chain, int64_t N) {
  const int64_t blocks = (N + 255) / 256;
  HostArray X = c.random(ElemType::F32, static_cast<std::size_t>(N), -1, 1);
  HostArray Total(ElemType::F32, 1), Partial(ElemType::F32, static_cast<std::size_t>(blocks));
  HostArray Counter(ElemType::I32, 1);
  if (chain)
    REQUIRE_LAUNCHED(c, {in(X), out(Total), zeroedOut(Counter)});
  else
    REQUIRE_LAUNCHED(c, {in(X), out(Partial), out(Total), zeroedOut(Counter)});
  double ref = 0, sumAbs = 0;
  for (std::size_t i = 0; i < X.size(); ++i) {
    ref += X.get(i);
    sumAbs += std::fabs(X.get(i));
  }
  double u = std::ldexp(1.0, -24);
  CHECK_OUTPUT(compareArrays(Total, {ref}, Tolerance{0, (static_cast<double>(N) + 1) * u * sumAbs + 1e-30}), "Total",
               {1});
  CHECK_OUTPUT(compareExact(Counter, {0.0}, false), chain ? "Turn" : "Count", {1});
}

} // namespace

// The chain needs every block resident at once: at most 101 one-thread
// blocks. On the CPU the blocks are claimed in order by the pool's workers.
// break and continue (examples/loop_exits.tile): per row, the first entry
// above 0.5 (for + break), the sum of the positive entries (continue), the
// 3n + 1 steps from a seed (while True + break, capped at 500) and, in a
// nested pair, entries followed by a larger one (break leaves the inner
// loop only). Rows with no entry above 0.5 (-1) come from the value range.
TEST_CASE("loop_exits: break and continue in for and while loops (dynamic M, N)", "[kernels][control]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto s = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>({{1, 1}, {300, 7}, {1000, 64}}, {{1, 1}, {300, 7}})));
  const int64_t M = s.first, N = s.second;
  KernelCase c("loop_exits.tile", "loop_exits", v, {{"M", M}, {"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostArray X = c.random(ElemType::F32, static_cast<std::size_t>(M * N), -1, 0.6);
  HostArray seeds = c.random(ElemType::I32, static_cast<std::size_t>(M), 1, 2000);
  HostArray first(ElemType::I32, M), sum(ElemType::F32, M), steps(ElemType::I32, M), pairs(ElemType::I32, M);
  REQUIRE_LAUNCHED(c, {in(X), in(seeds), out(first), out(sum), out(steps), out(pairs)});
  std::vector<double> rFirst(M, -1), rSum(M, 0), rSteps(M, 0), rPairs(M, 0);
  auto x = [&](int64_t i, int64_t j) { return static_cast<float>(X.get(static_cast<std::size_t>(i * N + j))); };
  for (int64_t i = 0; i < M; ++i) {
    for (int64_t j = 0; j < N; ++j)
      if (x(i, j) > 0.5f) {
        rFirst[i] = double(j);
        break;
      }
    float t = 0;
    for (int64_t j = 0; j < N; ++j)
      if (x(i, j) > 0.0f)
        t += x(i, j);
    rSum[i] = t;
    int64_t n = static_cast<int64_t>(seeds.get(static_cast<std::size_t>(i))), k = 0;
    while (n > 1 && k < 500) {
      n = n % 2 == 0 ? n / 2 : 3 * n + 1;
      ++k;
    }
    rSteps[i] = double(k);
    for (int64_t j = 0; j < N; ++j)
      if (x(i, j) > 0.0f)
        for (int64_t k2 = j + 1; k2 < N; ++k2)
          if (x(i, k2) > x(i, j)) {
            rPairs[i] += 1;
            break;
          }
  }
  CHECK_OUTPUT(compareArrays(first, rFirst, Tolerance{0, 0}), "First", {M});
  CHECK_OUTPUT(compareArrays(sum, rSum, Tolerance{1e-6, 1e-6}), "Sum", {M});
  CHECK_OUTPUT(compareArrays(steps, rSteps, Tolerance{0, 0}), "Steps", {M});
  CHECK_OUTPUT(compareArrays(pairs, rPairs, Tolerance{0, 0}), "Pairs", {M});
}

TEST_CASE("ordered_sum: blocks synchronized by atomics with memory orders (dynamic N)", "[kernels][atomics]") {
  Variant v = GENERATE(from_range(allVariants()));
  bool chain = GENERATE(true, false);
  int64_t N = GENERATE(from_range(bySuite<int64_t>({1, 1000, 25607}, {1, 1000, 5000})));
  KernelCase c("ordered_sum.tile", chain ? "chain_sum_f32" : "last_block_sum_f32", v, {{"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkOrderedSum(c, chain, N);
}

TEST_CASE("fold_add: tile atomics (vector atomics on sm_90), R = 32, dynamic M", "[kernels][atomics]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({1, 1000, 4096}, {1, 100, 1000})));
  struct Spec {
    const char* name;
    ElemType t;
    int64_t N;
  };
  auto spec = GENERATE(values<Spec>({{"fold_add_f32", ElemType::F32, 256},
                                     {"fold_add_f16", ElemType::F16, 256},
                                     {"fold_add_bf16", ElemType::BF16, 128}}));
  KernelCase c("fold_add.tile", spec.name, v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkFoldAdd(c, spec.t, M, spec.N, 32);
}

TEST_CASE("transpose: transpose_f16_8192 (static 8192 x 8192, block 64)", "[kernels][transpose]") {
  Variant v = GENERATE(from_range(allVariants()));
  KernelCase c("transpose.tile", "transpose_f16_8192", v, {});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkTranspose(c, ElemType::F16, 8192, 8192);
}

TEST_CASE("transpose: transpose_f32 (block 32, dynamic M, N)", "[kernels][transpose]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto shape = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>(
      {{1000, 1000}, {33, 65}, {1, 100}, {100, 1}, {64, 128}}, {{33, 65}, {1, 100}, {100, 1}, {64, 128}})));
  int64_t M = shape.first, N = shape.second;
  KernelCase c("transpose.tile", "transpose_f32", v, {{"M", M}, {"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkTranspose(c, ElemType::F32, M, N);
}

TEST_CASE("histogram: histogram_256 (256 bins over [0, 1), float32, dynamic N)", "[kernels][histogram]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t N = GENERATE(from_range(bySuite<int64_t>({1000, 1, 65536, 1000003}, {1000, 1, 65537})));
  KernelCase c("histogram.tile", "histogram_256", v, {{"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHistogram(c, {256, 0.0f, 1.0f, ElemType::F32}, N);
}

TEST_CASE("histogram: histogram_f16_64 (64 bins over [-4, 4), float16, dynamic N)", "[kernels][histogram]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t N = GENERATE(from_range(bySuite<int64_t>({1000, 1, 65536, 1000003}, {1000, 1, 65537})));
  KernelCase c("histogram.tile", "histogram_f16_64", v, {{"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkHistogram(c, {64, -4.0f, 4.0f, ElemType::F16}, N);
}
