// float16 and bfloat16 on the host (tests/cpu/kernels/conversions.tile):
// every 16-bit pattern widens exactly; float32 values round to nearest even
// (ties, subnormals, overflow to infinity, NaN) exactly as HostMath's
// reference conversions, which the GPU suite checks against CUDA's; and
// arithmetic rounds after each operation.

#include "CpuKernel.h"
#include "KernelCase.h"

#include <cmath>
#include <cstring>

using namespace tilec_kernels;

namespace {

const std::string kConversions = std::string(TILEC_CPU_TEST_KERNELS_DIR) + "/conversions.tile";

bool isNanBits(ElemType t, uint32_t bits) {
  return t == ElemType::F16 ? (bits & 0x7C00u) == 0x7C00u && (bits & 0x3FFu) != 0
                            : (bits & 0x7F80u) == 0x7F80u && (bits & 0x7Fu) != 0;
}

uint16_t toBits(ElemType t, float f) { return t == ElemType::F16 ? floatToHalf(f) : floatToBFloat16(f); }

} // namespace

TEST_CASE("host 16-bit floats: every pattern widens to float exactly", "[cpu][narrow]") {
  auto e = GENERATE(std::make_pair("widen_f16", ElemType::F16), std::make_pair("widen_bf16", ElemType::BF16));
  const int64_t n = 65536;
  KernelCase c(kConversions, e.first, Variant::Host, {{"N", n}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostArray X(e.second, static_cast<std::size_t>(n)), Y(ElemType::F32, static_cast<std::size_t>(n));
  for (int64_t i = 0; i < n; ++i)
    X.setBits(static_cast<std::size_t>(i), static_cast<uint32_t>(i));
  REQUIRE_LAUNCHED(c, {in(X), out(Y)});
  int64_t wrong = 0, first = -1;
  for (int64_t i = 0; i < n; ++i) {
    double want = X.get(static_cast<std::size_t>(i)), got = Y.get(static_cast<std::size_t>(i));
    bool ok = std::isnan(want) ? std::isnan(got) : got == want && std::signbit(got) == std::signbit(want);
    if (!ok && wrong++ == 0)
      first = i;
  }
  INFO("first wrong pattern 0x" << std::hex << first);
  CHECK(wrong == 0);
}

TEST_CASE("host 16-bit floats: float32 rounds to nearest even", "[cpu][narrow]") {
  auto e = GENERATE(std::make_pair("narrow_f16", ElemType::F16), std::make_pair("narrow_bf16", ElemType::BF16));
  // Every 16-bit value, the values half-way between neighbours (ties) and
  // just beside them, then random floats over every exponent.
  std::vector<float> values;
  for (uint32_t b = 0; b < 0x10000u; ++b) {
    HostArray one(e.second, 1);
    one.setBits(0, b);
    HostArray next(e.second, 1);
    next.setBits(0, b + 1);
    double v = one.get(0), w = next.get(0);
    if (std::isnan(v) || std::isinf(v))
      continue;
    values.push_back(static_cast<float>(v));
    if (!std::isnan(w) && !std::isinf(w) && (b & 0x7FFFu) != 0x7FFFu) {
      float tie = static_cast<float>((v + w) / 2);
      values.push_back(tie);
      values.push_back(std::nextafter(tie, -INFINITY));
      values.push_back(std::nextafter(tie, INFINITY));
    }
  }
  for (float special : {INFINITY, -INFINITY, NAN, 65504.0f, 65519.99f, 65520.0f, 1e30f, 3.4e38f, 1e-30f, -0.0f})
    values.push_back(special);
  KernelCase c(kConversions, e.first, Variant::Host, {{"N", int64_t(values.size() + 200000)}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  std::uniform_real_distribution<float> mant(-2.0f, 2.0f);
  std::uniform_int_distribution<int> exponent(-140, 127);
  while (values.size() < static_cast<std::size_t>(c.dim("N")))
    values.push_back(std::ldexp(mant(c.rng()), exponent(c.rng())));
  HostArray X(ElemType::F32, values.size()), Y(e.second, values.size());
  for (std::size_t i = 0; i < values.size(); ++i)
    X.set(i, static_cast<double>(values[i]));
  REQUIRE_LAUNCHED(c, {in(X), out(Y)});
  std::size_t wrong = 0, first = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    uint32_t want = toBits(e.second, values[i]), got = Y.bits(i);
    bool ok = isNanBits(e.second, want) ? isNanBits(e.second, got) : got == want;
    if (!ok && wrong++ == 0)
      first = i;
  }
  INFO("first wrong value " << values[first] << ": got bits 0x" << std::hex << Y.bits(first) << ", expected 0x"
                            << toBits(e.second, values[first]));
  CHECK(wrong == 0);
}

TEST_CASE("host 16-bit floats: arithmetic rounds after each operation", "[cpu][narrow]") {
  auto e = GENERATE(std::make_pair("fma_steps_f16", ElemType::F16), std::make_pair("fma_steps_bf16", ElemType::BF16));
  const std::size_t n = 100003;
  KernelCase c(kConversions, e.first, Variant::Host, {{"N", int64_t(n)}});
  INFO(c.banner());
  REQUIRE_COMPILED(c);
  HostArray A = c.random(e.second, n, -300, 300), B = c.random(e.second, n, -300, 300);
  HostArray C = c.random(e.second, n, -1000, 1000), D(e.second, n);
  REQUIRE_LAUNCHED(c, {in(A), in(B), in(C), out(D)});
  std::vector<double> ref(n);
  for (std::size_t i = 0; i < n; ++i)
    ref[i] = roundToType(e.second, roundToType(e.second, A.get(i) * B.get(i)) + C.get(i));
  CHECK_OUTPUT(compareArrays(D, ref, Tolerance{0, 0}), "D", {int64_t(n)});
}
