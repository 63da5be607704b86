// Row-wise normalisations: softmax.tile, layernorm.tile, rmsnorm.tile. N is a
// compile-time parameter of every export; M (rows) is the run-time dim.

#include "KernelCase.h"

#include <algorithm>
#include <cmath>

using namespace tilec_kernels;

namespace {

void checkSoftmax(KernelCase& c, ElemType t, int64_t M, int64_t N, Tolerance tol) {
  HostArray X = c.random(t, static_cast<std::size_t>(M * N), -4, 4);
  HostArray Y(t, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(X), out(Y)});
  std::vector<double> ref(static_cast<std::size_t>(M * N));
  for (int64_t i = 0; i < M; ++i) {
    std::size_t row = static_cast<std::size_t>(i * N);
    double mx = -INFINITY;
    for (int64_t j = 0; j < N; ++j)
      mx = std::max(mx, X.get(row + static_cast<std::size_t>(j)));
    double sum = 0;
    for (int64_t j = 0; j < N; ++j)
      sum += std::exp(X.get(row + static_cast<std::size_t>(j)) - mx);
    for (int64_t j = 0; j < N; ++j)
      ref[row + static_cast<std::size_t>(j)] = std::exp(X.get(row + static_cast<std::size_t>(j)) - mx) / sum;
  }
  CHECK_OUTPUT(compareArrays(Y, ref, tol), "Y", {M, N});
}

void checkLayernorm(KernelCase& c, ElemType t, int64_t M, int64_t N, double eps) {
  HostArray X = c.random(t, static_cast<std::size_t>(M * N), -2, 2);
  HostArray gamma = c.random(t, static_cast<std::size_t>(N), 0.5, 1.5);
  HostArray beta = c.random(t, static_cast<std::size_t>(N), -0.5, 0.5);
  HostArray Y(t, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(X), in(gamma), in(beta), out(Y)});
  std::vector<double> ref(static_cast<std::size_t>(M * N));
  for (int64_t i = 0; i < M; ++i) {
    std::size_t row = static_cast<std::size_t>(i * N);
    double mean = 0;
    for (int64_t j = 0; j < N; ++j)
      mean += X.get(row + static_cast<std::size_t>(j));
    mean /= static_cast<double>(N);
    double var = 0;
    for (int64_t j = 0; j < N; ++j) {
      double d = X.get(row + static_cast<std::size_t>(j)) - mean;
      var += d * d;
    }
    var /= static_cast<double>(N);
    double rstd = 1.0 / std::sqrt(var + eps);
    for (int64_t j = 0; j < N; ++j) {
      std::size_t jj = static_cast<std::size_t>(j);
      ref[row + jj] = (X.get(row + jj) - mean) * rstd * gamma.get(jj) + beta.get(jj);
    }
  }
  CHECK_OUTPUT(compareArrays(Y, ref, tolFor(t)), "Y", {M, N});
}

void checkRmsnorm(KernelCase& c, ElemType t, int64_t M, int64_t N, double eps) {
  HostArray X = c.random(t, static_cast<std::size_t>(M * N), -2, 2);
  HostArray weight = c.random(t, static_cast<std::size_t>(N), 0.5, 1.5);
  HostArray Y(t, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(X), in(weight), out(Y)});
  std::vector<double> ref(static_cast<std::size_t>(M * N));
  for (int64_t i = 0; i < M; ++i) {
    std::size_t row = static_cast<std::size_t>(i * N);
    double ss = 0;
    for (int64_t j = 0; j < N; ++j) {
      double x = X.get(row + static_cast<std::size_t>(j));
      ss += x * x;
    }
    double inv = 1.0 / std::sqrt(ss / static_cast<double>(N) + eps);
    for (int64_t j = 0; j < N; ++j) {
      std::size_t jj = static_cast<std::size_t>(j);
      ref[row + jj] = X.get(row + jj) * inv * weight.get(jj);
    }
  }
  CHECK_OUTPUT(compareArrays(Y, ref, tolFor(t)), "Y", {M, N});
}

} // namespace

// Softmax outputs are small (about 1/N), so the absolute tolerance is far
// below the default: fp16 results under 2^-14 are subnormal (steps of 2^-24).
TEST_CASE("softmax: softmax_f16_n4096 (N = 4096, rows in registers, dynamic M)", "[kernels][softmax]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({997, 1, 1024}, {37, 1})));
  KernelCase c("softmax.tile", "softmax_f16_n4096", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkSoftmax(c, ElemType::F16, M, 4096, {1e-2, 1e-7});
}

// Two rows of 1000 over 128 threads: the layout uses 125 threads (vectors of
// 8), so the reductions run with 3 idle threads in the last warp.
TEST_CASE("softmax: softmax_f16_n1000 (N = 1000, block_M 2, 125 of 128 threads)", "[kernels][softmax]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({999, 1, 64}, {33, 1})));
  KernelCase c("softmax.tile", "softmax_f16_n1000", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkSoftmax(c, ElemType::F16, M, 1000, {1e-2, 1e-7});
}

TEST_CASE("softmax: softmax_online_f16_n4096 (two passes, online maximum, dynamic M)", "[kernels][softmax]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({997, 1}, {17, 1})));
  KernelCase c("softmax.tile", "softmax_online_f16_n4096", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkSoftmax(c, ElemType::F16, M, 4096, {1e-2, 1e-7});
}

// N = 32000 is not a multiple of block_N = 512: the last column tile is partial.
TEST_CASE("softmax: softmax_bf16_vocab (N = 32000, online, block_M 8, dynamic M)", "[kernels][softmax]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({13, 1, 64}, {9, 1})));
  KernelCase c("softmax.tile", "softmax_bf16_vocab", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkSoftmax(c, ElemType::BF16, M, 32000, {2e-2, 1e-9});
}

TEST_CASE("layernorm: layernorm_f16_1024 (N = 1024, block_M 4, 128 threads, dynamic M)", "[kernels][layernorm]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({1001, 1, 1024}, {37, 1})));
  KernelCase c("layernorm.tile", "layernorm_f16_1024", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkLayernorm(c, ElemType::F16, M, 1024, 1e-5);
}

TEST_CASE("layernorm: layernorm_bf16_4096 (N = 4096, block_M 1, dynamic M)", "[kernels][layernorm]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({257, 1}, {9, 1})));
  KernelCase c("layernorm.tile", "layernorm_bf16_4096", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkLayernorm(c, ElemType::BF16, M, 4096, 1e-5);
}

TEST_CASE("rmsnorm: rmsnorm_f16_4096 (N = 4096, block_M 2, dynamic M)", "[kernels][rmsnorm]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({999, 1, 1024}, {33, 1})));
  KernelCase c("rmsnorm.tile", "rmsnorm_f16_4096", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkRmsnorm(c, ElemType::F16, M, 4096, 1e-6);
}

TEST_CASE("rmsnorm: rmsnorm_bf16_8192 (N = 8192, block_M 1, dynamic M)", "[kernels][rmsnorm]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({129, 1}, {5, 1})));
  KernelCase c("rmsnorm.tile", "rmsnorm_bf16_8192", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkRmsnorm(c, ElemType::BF16, M, 8192, 1e-6);
}
