// gemm_fma.tile: C = A @ B in float32 on the CUDA cores. sgemm_1024 has a
// fixed shape; sgemm (tiles 64 x 64 x 16) and sgemm_explicit_32 (tiles
// 32 x 32 x 16) take M, N and K at run time, so tails in every dimension are
// exercised. The tolerance scales with sum_k |A[i,k] * B[k,j]| / sqrt(K).

#include "KernelCase.h"

#include <algorithm>
#include <cmath>
#include <thread>

using namespace tilec_kernels;

namespace {

// Rows [0, M) split over the host's cores.
template <class F>
void parallelRows(int64_t M, F&& rowFn) {
  unsigned n = std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  if (M < 64 || n == 1) {
    for (int64_t i = 0; i < M; ++i)
      rowFn(i);
    return;
  }
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < n; ++t)
    workers.emplace_back([&, t] {
      for (int64_t i = t; i < M; i += n)
        rowFn(i);
    });
  for (auto& w : workers)
    w.join();
}

void checkGemm(KernelCase& c, int64_t M, int64_t N, int64_t K) {
  HostArray A = c.random(ElemType::F32, static_cast<std::size_t>(M * K), -1, 1);
  HostArray B = c.random(ElemType::F32, static_cast<std::size_t>(K * N), -1, 1);
  HostArray C(ElemType::F32, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(A), in(B), out(C)});

  const std::vector<double> a = A.values(), b = B.values();
  std::vector<double> ref(static_cast<std::size_t>(M * N), 0.0), sumAbs(ref.size(), 0.0);
  parallelRows(M, [&](int64_t i) {
    double* r = &ref[static_cast<std::size_t>(i * N)];
    double* s = &sumAbs[static_cast<std::size_t>(i * N)];
    for (int64_t k = 0; k < K; ++k) {
      double aik = a[static_cast<std::size_t>(i * K + k)];
      const double* brow = &b[static_cast<std::size_t>(k * N)];
      for (int64_t j = 0; j < N; ++j) {
        r[j] += aik * brow[j];
        s[j] += std::fabs(aik * brow[j]);
      }
    }
  });
  std::vector<double> scale(ref.size());
  for (std::size_t i = 0; i < ref.size(); ++i)
    scale[i] = sumScale(ref[i], sumAbs[i], static_cast<std::size_t>(K));
  CHECK_OUTPUT(compareArrays(C, ref, tolFor(ElemType::F32), scale), "C", {M, N});
}

struct GemmShape {
  int64_t M, N, K;
};

} // namespace

TEST_CASE("gemm_fma: sgemm_1024 (static 1024 x 1024 x 1024)", "[kernels][gemm_fma]") {
  Variant v = GENERATE(from_range(allVariants()));
  KernelCase c("gemm_fma.tile", "sgemm_1024", v, {});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkGemm(c, 1024, 1024, 1024);
}

TEST_CASE("gemm_fma: sgemm (tiles 64 x 64 x 16, dynamic M, N, K)", "[kernels][gemm_fma]") {
  Variant v = GENERATE(from_range(allVariants()));
  // sgemm rasterizes in panels of 8 block rows (T.use_swizzle): 1100 x 300
  // is a 5 x 18 grid, two full panels and a tail panel of 2 rows.
  auto s = GENERATE(from_range(bySuite<GemmShape>(
      {{200, 136, 72}, {128, 128, 64}, {1, 1, 1}, {333, 65, 1000}, {64, 200, 17}, {1100, 300, 40}},
      {{200, 136, 72}, {1, 1, 1}, {333, 65, 100}, {64, 200, 17}, {1100, 300, 40}})));
  KernelCase c("gemm_fma.tile", "sgemm", v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkGemm(c, s.M, s.N, s.K);
}

TEST_CASE("gemm_fma: sgemm_explicit_32 (per-thread loop, tiles 32 x 32 x 16, dynamic M, N, K)",
          "[kernels][gemm_fma]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto s = GENERATE(from_range(bySuite<GemmShape>({{200, 136, 72}, {128, 128, 64}, {1, 1, 1}, {333, 65, 1000}, {33, 31, 17}},
                                                   {{200, 136, 72}, {1, 1, 1}, {65, 70, 100}, {33, 31, 17}})));
  KernelCase c("gemm_fma.tile", "sgemm_explicit_32", v, {{"M", s.M}, {"N", s.N}, {"K", s.K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkGemm(c, s.M, s.N, s.K);
}
