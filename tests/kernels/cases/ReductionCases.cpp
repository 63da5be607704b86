// Sums: reduce_rows.tile, reduce_cols.tile (float32 accumulators) and
// cumsum.tile (row-wise inclusive prefix sums; per-tile suffix sums).
// Tolerances scale with the magnitudes summed (sumScale), not only with the
// result, which can cancel to near zero.

#include "KernelCase.h"

#include <algorithm>
#include <cmath>

using namespace tilec_kernels;

namespace {

void checkReduceRows(KernelCase& c, ElemType t, int64_t M, int64_t N) {
  HostArray A = c.random(t, static_cast<std::size_t>(M * N), -1, 1);
  HostArray sums(ElemType::F32, static_cast<std::size_t>(M));
  REQUIRE_LAUNCHED(c, {in(A), out(sums)});
  std::vector<double> ref(static_cast<std::size_t>(M)), scale(static_cast<std::size_t>(M));
  for (int64_t i = 0; i < M; ++i) {
    double s = 0, sa = 0;
    for (int64_t j = 0; j < N; ++j) {
      double a = A.get(static_cast<std::size_t>(i * N + j));
      s += a;
      sa += std::fabs(a);
    }
    ref[static_cast<std::size_t>(i)] = s;
    scale[static_cast<std::size_t>(i)] = sumScale(s, sa, static_cast<std::size_t>(N));
  }
  CHECK_OUTPUT(compareArrays(sums, ref, tolFor(ElemType::F32), scale), "out", {M});
}

void checkReduceCols(KernelCase& c, ElemType t, int64_t M, int64_t N) {
  HostArray A = c.random(t, static_cast<std::size_t>(M * N), -1, 1);
  HostArray sums(ElemType::F32, static_cast<std::size_t>(N));
  REQUIRE_LAUNCHED(c, {in(A), out(sums)});
  std::vector<double> ref(static_cast<std::size_t>(N), 0.0), sa(static_cast<std::size_t>(N), 0.0);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double a = A.get(static_cast<std::size_t>(i * N + j));
      ref[static_cast<std::size_t>(j)] += a;
      sa[static_cast<std::size_t>(j)] += std::fabs(a);
    }
  std::vector<double> scale(static_cast<std::size_t>(N));
  for (std::size_t j = 0; j < scale.size(); ++j)
    scale[j] = sumScale(ref[j], sa[j], static_cast<std::size_t>(M));
  CHECK_OUTPUT(compareArrays(sums, ref, tolFor(ElemType::F32), scale), "out", {N});
}

} // namespace

TEST_CASE("reduce_rows: reduce_rows_f16_8192 (static 8192 x 8192, float16 in, float32 sums)",
          "[kernels][reduce_rows]") {
  Variant v = GENERATE(from_range(allVariants()));
  KernelCase c("reduce_rows.tile", "reduce_rows_f16_8192", v, {});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkReduceRows(c, ElemType::F16, 8192, 8192);
}

TEST_CASE("reduce_rows: reduce_rows_f32 (tiles 64 x 128, dynamic M, N)", "[kernels][reduce_rows]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto shape = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>({{1000, 1000}, {130, 257}, {1, 1}, {256, 512}},
                                                                       {{130, 257}, {1, 1}, {65, 130}})));
  int64_t M = shape.first, N = shape.second;
  KernelCase c("reduce_rows.tile", "reduce_rows_f32", v, {{"M", M}, {"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkReduceRows(c, ElemType::F32, M, N);
}

TEST_CASE("reduce_cols: reduce_cols_f16_8192 (static 8192 x 8192, float16 in, float32 sums)",
          "[kernels][reduce_cols]") {
  Variant v = GENERATE(from_range(allVariants()));
  KernelCase c("reduce_cols.tile", "reduce_cols_f16_8192", v, {});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkReduceCols(c, ElemType::F16, 8192, 8192);
}

TEST_CASE("reduce_cols: reduce_cols_f32 (tiles 128 x 64, dynamic M, N)", "[kernels][reduce_cols]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto shape = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>({{1000, 1000}, {257, 130}, {1, 1}, {512, 256}},
                                                                       {{257, 130}, {1, 1}, {130, 65}})));
  int64_t M = shape.first, N = shape.second;
  KernelCase c("reduce_cols.tile", "reduce_cols_f32", v, {{"M", M}, {"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkReduceCols(c, ElemType::F32, M, N);
}

TEST_CASE("cumsum: cumsum_rows_f32 and _m15_f32 (inclusive row prefix sums, tiles 16 or 15 x 256, dynamic M, N)",
          "[kernels][cumsum]") {
  Variant v = GENERATE(from_range(allVariants()));
  // 15 rows: the shared tile is swizzled against bank conflicts.
  const char* e = GENERATE("cumsum_rows_f32", "cumsum_rows_m15_f32");
  auto shape = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>({{1000, 1000}, {37, 600}, {1, 1}, {32, 512}},
                                                                       {{37, 600}, {1, 1}, {17, 257}})));
  int64_t M = shape.first, N = shape.second;
  KernelCase c("cumsum.tile", e, v, {{"M", M}, {"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostArray X = c.random(ElemType::F32, static_cast<std::size_t>(M * N), -1, 1);
  HostArray Y(ElemType::F32, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(X), out(Y)});
  std::vector<double> ref(static_cast<std::size_t>(M * N)), scale(ref.size());
  for (int64_t i = 0; i < M; ++i) {
    double s = 0, sa = 0;
    for (int64_t j = 0; j < N; ++j) {
      std::size_t idx = static_cast<std::size_t>(i * N + j);
      s += X.get(idx);
      sa += std::fabs(X.get(idx));
      ref[idx] = s;
      scale[idx] = sumScale(s, sa, static_cast<std::size_t>(j + 1));
    }
  }
  CHECK_OUTPUT(compareArrays(Y, ref, tolFor(ElemType::F32), scale), "Y", {M, N});
}

// Each block of `block` = 1024 elements is scanned on its own (reverse):
// Y[i] = X[i] + X[i + 1] + ... up to the end of i's block (or N in the last,
// partial block). Nothing carries between blocks.
TEST_CASE("cumsum: suffix_sum_f32 (per-tile reverse sums, block 1024, dynamic N)", "[kernels][cumsum]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t N = GENERATE(from_range(bySuite<int64_t>({1000, 1, 4096, 100003}, {1000, 1, 4097})));
  KernelCase c("cumsum.tile", "suffix_sum_f32", v, {{"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  const int64_t block = 1024;
  HostArray X = c.random(ElemType::F32, static_cast<std::size_t>(N), -1, 1);
  HostArray Y(ElemType::F32, static_cast<std::size_t>(N));
  REQUIRE_LAUNCHED(c, {in(X), out(Y)});
  std::vector<double> ref(static_cast<std::size_t>(N)), scale(ref.size());
  for (int64_t start = 0; start < N; start += block) {
    int64_t end = std::min(start + block, N);
    double s = 0, sa = 0;
    for (int64_t i = end - 1; i >= start; --i) {
      std::size_t idx = static_cast<std::size_t>(i);
      s += X.get(idx);
      sa += std::fabs(X.get(idx));
      ref[idx] = s;
      scale[idx] = sumScale(s, sa, static_cast<std::size_t>(end - i));
    }
  }
  CHECK_OUTPUT(compareArrays(Y, ref, tolFor(ElemType::F32), scale), "Y", {N});
}
