// dequant_gemm.tile: C = A @ dequant(B)^T with 4-bit weights packed two per
// byte: unsigned fields through the field converter (gemv_u4_4096,
// gemm_u4_4096), or signed ones (zero point 8) scaled per group of 128
// weights (gemm_i4_g128_4096). N = K = 4096 are static: the references check
// a sample of the columns (every element is checked to be written).
//
// On the GPU the unsigned kernels dequantize into a register B operand
// (tl::gemm_sr, mma.sync), the signed one into shared memory.

#include "KernelCase.h"

#include <cmath>
#include <set>

using namespace tilec_kernels;

namespace {

/// Checks columns `cols` of C = A @ W^T, W[n, k] = weight(n, k), and that
/// no element of C still holds the poison.
template <class Weight>
void checkDequant(KernelCase& c, const HostArray& A, const HostArray& C, int64_t M, int64_t N, int64_t K,
                  const std::vector<int64_t>& cols, Weight weight) {
  std::vector<double> ref(static_cast<std::size_t>(M) * cols.size(), 0.0), scale(ref.size(), 0.0);
  HostArray got(ElemType::F16, ref.size());
  const std::vector<double> a = A.values();
  for (int64_t i = 0; i < M; ++i)
    for (std::size_t jc = 0; jc < cols.size(); ++jc) {
      int64_t j = cols[jc];
      double sum = 0, mag = 0;
      for (int64_t k = 0; k < K; ++k) {
        double term = a[static_cast<std::size_t>(i * K + k)] * weight(j, k);
        sum += term;
        mag += std::fabs(term);
      }
      std::size_t at = static_cast<std::size_t>(i) * cols.size() + jc;
      ref[at] = sum;
      scale[at] = sumScale(sum, mag, static_cast<std::size_t>(K));
      got.setBits(at, C.bits(static_cast<std::size_t>(i * N + j)));
    }
  CHECK_OUTPUT(compareArrays(got, ref, tolFor(ElemType::F16), scale), "C (sampled columns)",
               {M, int64_t(cols.size())});
  std::size_t poisoned = 0;
  for (std::size_t i = 0; i < C.size(); ++i)
    poisoned += C.bits(i) == poisonPattern(ElemType::F16);
  CHECK(poisoned == 0);
  (void)c;
}

std::vector<int64_t> sampleColumns(KernelCase& c, int64_t N, std::size_t count) {
  std::set<int64_t> pick = {0, N - 1};
  std::uniform_int_distribution<int64_t> any(0, N - 1);
  while (pick.size() < count)
    pick.insert(any(c.rng()));
  return {pick.begin(), pick.end()};
}

/// The 4-bit field `k` of row `n` of the packed weights (two per byte, the
/// low nibble first).
int nibble(const HostArray& B, int64_t K, int64_t n, int64_t k) {
  uint32_t byte = B.bits(static_cast<std::size_t>(n * (K / 2) + k / 2));
  return static_cast<int>((byte >> ((k % 2) * 4)) & 0xF);
}

void checkUnsigned(KernelCase& c, int64_t M) {
  const int64_t N = 4096, K = 4096;
  HostArray A = c.random(ElemType::F16, static_cast<std::size_t>(M * K), -1, 1);
  HostArray B = c.random(ElemType::U8, static_cast<std::size_t>(N * K / 2), 0, 256);
  HostArray C(ElemType::F16, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(A), in(B), out(C)});
  checkDequant(c, A, C, M, N, K, sampleColumns(c, N, 64),
               [&](int64_t n, int64_t k) { return static_cast<double>(nibble(B, K, n, k)); });
}

} // namespace

TEST_CASE("dequant_gemm: gemv_u4_4096 (static 16 x 4096 x 4096, unsigned 4-bit weights)", "[kernels][dequant]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  KernelCase c("dequant_gemm.tile", "gemv_u4_4096", v, {});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkUnsigned(c, 16);
}

TEST_CASE("dequant_gemm: gemm_u4_4096 (unsigned 4-bit weights, dynamic M)", "[kernels][dequant]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  int64_t M = GENERATE(as<int64_t>{}, 3);
  KernelCase c("dequant_gemm.tile", "gemm_u4_4096", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkUnsigned(c, M);
}

// Weights (nibble - 8) * Scales[n, k / 128], the products of float16 values
// rounded to float16 (B_dequant is a float16 tile).
TEST_CASE("dequant_gemm: gemm_i4_g128_4096 (signed 4-bit weights, group scales, dynamic M)", "[kernels][dequant]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  const int64_t M = 5, N = 4096, K = 4096, group = 128;
  KernelCase c("dequant_gemm.tile", "gemm_i4_g128_4096", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostArray A = c.random(ElemType::F16, static_cast<std::size_t>(M * K), -1, 1);
  HostArray B = c.random(ElemType::U8, static_cast<std::size_t>(N * K / 2), 0, 256);
  HostArray S = c.random(ElemType::F16, static_cast<std::size_t>(N * K / group), 0.01, 0.1);
  HostArray C(ElemType::F16, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(A), in(B), in(S), out(C)});
  checkDequant(c, A, C, M, N, K, sampleColumns(c, N, 64), [&](int64_t n, int64_t k) {
    double w = (nibble(B, K, n, k) - 8) * S.get(static_cast<std::size_t>(n * (K / group) + k / group));
    return roundToType(ElemType::F16, w);
  });
}

// Both operands 8-bit, (q - 128) * scale per row and group of 64 along K,
// dequantized into float16 register fragments: on the GPU the GEMM takes
// both operands from registers (tl::gemm_rr, mma.sync, A held once per warp
// column and B once per warp row). The reference rounds the dequantized
// values to float16 as the kernel does. Tails in every dimension, K below
// one group, one tile.
TEST_CASE("dequant_gemm: gemm_u8_g64 (8-bit A and B, group scales, both in registers, dynamic M, N, K)",
          "[kernels][dequant]") {
  KERNEL_VARIANTS(v, Variant::SM90A, Variant::SM80PTX, Variant::LLVM_SM90A, Variant::Host);
  struct Shape {
    int64_t M, N, K;
  };
  auto s = GENERATE(from_range(bySuite<Shape>({{130, 200, 333}, {64, 64, 64}, {1, 1, 1}, {257, 129, 1000}, {70, 65, 17}},
                                              {{130, 72, 200}, {1, 1, 1}, {70, 65, 17}})));
  const int64_t M = s.M, N = s.N, K = s.K, group = 64, groups = (K + group - 1) / group;
  KernelCase c("dequant_gemm.tile", "gemm_u8_g64", v, {{"M", M}, {"N", N}, {"K", K}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostArray A = c.random(ElemType::U8, static_cast<std::size_t>(M * K), 0, 256);
  HostArray B = c.random(ElemType::U8, static_cast<std::size_t>(N * K), 0, 256);
  HostArray SA = c.random(ElemType::F32, static_cast<std::size_t>(M * groups), 0.001, 0.02);
  HostArray SB = c.random(ElemType::F32, static_cast<std::size_t>(N * groups), 0.001, 0.02);
  HostArray C(ElemType::F16, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(A), in(B), in(SA), in(SB), out(C)});
  auto dequant = [&](const HostArray& Q, const HostArray& S, int64_t row, int64_t k) {
    double q = static_cast<double>(Q.bits(static_cast<std::size_t>(row * K + k))) - 128;
    return roundToType(ElemType::F16, q * S.get(static_cast<std::size_t>(row * groups + k / group)));
  };
  std::vector<double> a(static_cast<std::size_t>(M * K));
  for (int64_t i = 0; i < M; ++i)
    for (int64_t k = 0; k < K; ++k)
      a[static_cast<std::size_t>(i * K + k)] = dequant(A, SA, i, k);
  std::vector<double> ref(static_cast<std::size_t>(M * N), 0.0), scale(ref.size(), 0.0);
  for (int64_t j = 0; j < N; ++j) {
    std::vector<double> b(static_cast<std::size_t>(K));
    for (int64_t k = 0; k < K; ++k)
      b[static_cast<std::size_t>(k)] = dequant(B, SB, j, k);
    for (int64_t i = 0; i < M; ++i) {
      double sum = 0, mag = 0;
      for (int64_t k = 0; k < K; ++k) {
        double term = a[static_cast<std::size_t>(i * K + k)] * b[static_cast<std::size_t>(k)];
        sum += term;
        mag += std::fabs(term);
      }
      ref[static_cast<std::size_t>(i * N + j)] = sum;
      scale[static_cast<std::size_t>(i * N + j)] = sumScale(sum, mag, static_cast<std::size_t>(K));
    }
  }
  CHECK_OUTPUT(compareArrays(C, ref, tolFor(ElemType::F16), scale), "C", {M, N});
}
