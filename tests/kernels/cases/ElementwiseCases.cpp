// elementwise_add.tile (C = A + B) and bias_gelu.tile (Y = gelu_tanh(X + bias)).

#include "KernelCase.h"

#include <cmath>

using namespace tilec_kernels;

namespace {

// C = A + B over n elements; every output element is checked.
void checkAdd(KernelCase& c, ElemType t, int64_t n, std::vector<int64_t> shape) {
  HostArray A = c.random(t, static_cast<std::size_t>(n), -1, 1);
  HostArray B = c.random(t, static_cast<std::size_t>(n), -1, 1);
  HostArray C(t, static_cast<std::size_t>(n));
  REQUIRE_LAUNCHED(c, {in(A), in(B), out(C)});
  std::vector<double> ref(static_cast<std::size_t>(n));
  for (std::size_t i = 0; i < ref.size(); ++i)
    ref[i] = A.get(i) + B.get(i);
  std::vector<std::size_t> s;
  for (int64_t d : shape)
    s.push_back(static_cast<std::size_t>(d));
  auto r = compareArrays(C, ref, tolFor(t));
  INFO(r.describe("C", s));
  CHECK(r.ok());
}

// gelu with the tanh approximation, exactly the formula of bias_gelu.tile.
double geluTanh(double x) {
  const double kSqrt2OverPi = 0.7978845608028654;
  const double kCoeff = 0.044715;
  double inner = kSqrt2OverPi * (x + kCoeff * x * x * x);
  return 0.5 * x * (1.0 + std::tanh(inner));
}

void checkBiasGelu(KernelCase& c, ElemType t, int64_t M, int64_t N) {
  HostArray X = c.random(t, static_cast<std::size_t>(M * N), -4, 4);
  HostArray bias = c.random(t, static_cast<std::size_t>(N), -1, 1);
  HostArray Y(t, static_cast<std::size_t>(M * N));
  REQUIRE_LAUNCHED(c, {in(X), in(bias), out(Y)});
  std::vector<double> ref(static_cast<std::size_t>(M * N));
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      std::size_t idx = static_cast<std::size_t>(i * N + j);
      ref[idx] = geluTanh(X.get(idx) + bias.get(static_cast<std::size_t>(j)));
    }
  CHECK_OUTPUT(compareArrays(Y, ref, tolFor(t)), "Y", {M, N});
}

} // namespace

TEST_CASE("elementwise_add: add_f32 (1-D, block 1024, dynamic N)", "[kernels][elementwise_add]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t N = GENERATE(from_range(bySuite<int64_t>({1, 1000, 4096, 1000003}, {1, 1000, 4097, 100003})));
  KernelCase c("elementwise_add.tile", "add_f32", v, {{"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAdd(c, ElemType::F32, N, {N});
}

TEST_CASE("elementwise_add: add_f16 (1-D, block 2048, dynamic N)", "[kernels][elementwise_add]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t N = GENERATE(from_range(bySuite<int64_t>({1, 1000, 6144, 1000003}, {1, 1000, 6145, 20011})));
  KernelCase c("elementwise_add.tile", "add_f16", v, {{"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAdd(c, ElemType::F16, N, {N});
}

TEST_CASE("elementwise_add: add2d_f16_4096 (static 4096 x 4096)", "[kernels][elementwise_add]") {
  Variant v = GENERATE(from_range(allVariants()));
  KernelCase c("elementwise_add.tile", "add2d_f16_4096", v, {});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAdd(c, ElemType::F16, 4096 * 4096, {4096, 4096});
}

TEST_CASE("elementwise_add: add2d_bf16 (2-D tiles 32 x 128, dynamic M, N)", "[kernels][elementwise_add]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto shape = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>({{1000, 1000}, {33, 129}, {1, 7}, {64, 256}},
                                                                       {{100, 300}, {33, 129}, {1, 7}, {64, 256}})));
  int64_t M = shape.first, N = shape.second;
  KernelCase c("elementwise_add.tile", "add2d_bf16", v, {{"M", M}, {"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkAdd(c, ElemType::BF16, M * N, {M, N});
}

TEST_CASE("bias_gelu: bias_gelu_f16_n4096 (N = 4096, dynamic M, tiles 32 x 256)", "[kernels][bias_gelu]") {
  Variant v = GENERATE(from_range(allVariants()));
  int64_t M = GENERATE(from_range(bySuite<int64_t>({1000, 1, 128}, {33, 1})));
  KernelCase c("bias_gelu.tile", "bias_gelu_f16_n4096", v, {{"M", M}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkBiasGelu(c, ElemType::F16, M, 4096);
}

TEST_CASE("bias_gelu: bias_gelu_bf16 (dynamic M, N, tiles 32 x 256)", "[kernels][bias_gelu]") {
  Variant v = GENERATE(from_range(allVariants()));
  auto shape = GENERATE(from_range(bySuite<std::pair<int64_t, int64_t>>({{1000, 1000}, {65, 129}, {128, 256}},
                                                                       {{65, 129}, {33, 300}})));
  int64_t M = shape.first, N = shape.second;
  KernelCase c("bias_gelu.tile", "bias_gelu_bf16", v, {{"M", M}, {"N", N}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  checkBiasGelu(c, ElemType::BF16, M, N);
}
