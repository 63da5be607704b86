// Every export the GPU tests launch goes through the compiler's library API
// for every variant (both routes); the kernels' run-time dims and fatbin images are what
// the tests assume. Needs no GPU (tilec_gpu_tests --compile-only).

#include "KernelCase.h"
#include "TileKernel.h"

#include "tilec/backend/cuda/CompileCUDA.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace tilec_gpu;

namespace {

struct ExportSpec {
  const char* file;
  const char* name;
  std::set<std::string> dynamicDims;
};

const std::vector<ExportSpec>& testedExports() {
  static const std::vector<ExportSpec> all = {
      {"elementwise_add.tile", "add_f32", {"N"}},
      {"gemm_persistent.tile", "gemm_persistent_bf16", {"M", "N", "K"}},
      {"gemm_cluster.tile", "gemm_cluster_bf16", {"M", "N", "K"}},
      {"gemm_cluster.tile", "gemm_cluster_n2_f16", {"M", "N", "K"}},
      {"elementwise_add.tile", "add_f16", {"N"}},
      {"elementwise_add.tile", "add2d_f16_4096", {}},
      {"elementwise_add.tile", "add2d_bf16", {"M", "N"}},
      {"bias_gelu.tile", "bias_gelu_f16_n4096", {"M"}},
      {"bias_gelu.tile", "bias_gelu_bf16", {"M", "N"}},
      {"softmax.tile", "softmax_f16_n4096", {"M"}},
      {"softmax.tile", "softmax_bf16_vocab", {"M"}},
      {"softmax.tile", "softmax_f16_n1000", {"M"}},
      {"softmax.tile", "softmax_online_f16_n4096", {"M"}},
      {"layernorm.tile", "layernorm_f16_1024", {"M"}},
      {"layernorm.tile", "layernorm_bf16_4096", {"M"}},
      {"rmsnorm.tile", "rmsnorm_f16_4096", {"M"}},
      {"rmsnorm.tile", "rmsnorm_bf16_8192", {"M"}},
      {"reduce_rows.tile", "reduce_rows_f16_8192", {}},
      {"reduce_rows.tile", "reduce_rows_f32", {"M", "N"}},
      {"reduce_cols.tile", "reduce_cols_f16_8192", {}},
      {"reduce_cols.tile", "reduce_cols_f32", {"M", "N"}},
      {"transpose.tile", "transpose_f16_8192", {}},
      {"transpose.tile", "transpose_f32", {"M", "N"}},
      {"cumsum.tile", "cumsum_rows_f32", {"M", "N"}},
      {"cumsum.tile", "cumsum_rows_m15_f32", {"M", "N"}},
      {"cumsum.tile", "suffix_sum_f32", {"N"}},
      {"histogram.tile", "histogram_256", {"N"}},
      {"histogram.tile", "histogram_f16_64", {"N"}},
      {"gemm.tile", "gemm_f16_4096", {}},
      {"gemm.tile", "gemm_bf16", {"M", "N", "K"}},
      {"row_shift.tile", "row_shift_f16", {"M"}},
      {"gemm.tile", "gemm_f16_k64", {"M", "N", "K"}},
      {"gemm_fma.tile", "sgemm_1024", {}},
      {"gemm_fma.tile", "sgemm", {"M", "N", "K"}},
      {"gemm_fma.tile", "sgemm_explicit_32", {"M", "N", "K"}},
      {"fold_add.tile", "fold_add_f32", {"M"}},
      {"fold_add.tile", "fold_add_f16", {"M"}},
      {"fold_add.tile", "fold_add_bf16", {"M"}},
  };
  return all;
}

} // namespace

TEST_CASE("every tested export compiles through the library API", "[compile]") {
  for (Variant v : allVariants()) {
    for (const ExportSpec& e : testedExports()) {
      CompiledKernel& k = compileKernel(e.file, e.name, v);
      INFO(k.describe());
      INFO("diagnostics:\n" << k.error);
      if (k.unsupported) { // the LLVM route cannot compile it yet: not a failure, not a pass
        noteSkipped(k.describe() + " (compile)");
        WARN("SKIPPED (not supported by this route yet): " << k.describe());
        continue;
      }
      CHECK(k.ok);
      if (!k.ok)
        continue;
      std::set<std::string> dims(k.dynamicDims.begin(), k.dynamicDims.end());
      CHECK(dims == e.dynamicDims);

      // The fatbin holds what the variant promises.
      auto images = tilec::backend::cuda::listFatbinImages(k.fatbin);
      REQUIRE(images);
      std::vector<std::string> names;
      for (const auto& img : *images)
        names.push_back(img.name());
      std::string listed;
      for (const auto& n : names)
        listed += n + "; ";
      INFO("fatbin images: " << listed);
      auto has = [&](const char* n) { return std::find(names.begin(), names.end(), n) != names.end(); };
      if (v == Variant::SM90A || v == Variant::LLVM_SM90A) {
        CHECK(has("elf sm_90a"));
      } else {
        CHECK(has("elf sm_80"));
        CHECK(has("ptx sm_80"));
      }

      // Launch shapes and tensor sizes evaluate for an odd value of each dim.
      DimValues values;
      for (const auto& d : k.dynamicDims)
        values[d] = 1000;
      std::string error;
      LaunchShape s = launchShape(k, values, &error);
      INFO("launch shape: " << error);
      CHECK(error.empty());
      CHECK(s.block[0] * s.block[1] * s.block[2] == static_cast<unsigned>(k.info.threadsPerBlock));
      std::vector<int64_t> sizes = tensorElements(k, values, &error);
      INFO("tensor sizes: " << error);
      CHECK(error.empty());
      CHECK(sizes.size() == k.tensors.size());
    }
  }
}

// The host conversions the references rely on (no GPU needed).
TEST_CASE("host float16 / bfloat16 conversions round to nearest even", "[compile][host]") {
  CHECK(floatToHalf(1.0f) == 0x3C00);
  CHECK(floatToHalf(-2.0f) == 0xC000);
  CHECK(floatToHalf(65504.0f) == 0x7BFF);
  CHECK(floatToHalf(65519.0f) == 0x7BFF);
  CHECK(floatToHalf(65520.0f) == 0x7C00); // the tie rounds to even: inf
  CHECK(floatToHalf(std::ldexp(1.0f, -24)) == 0x0001);
  CHECK(floatToHalf(std::ldexp(1.0f, -25)) == 0x0000);        // tie, to even
  CHECK(floatToHalf(std::ldexp(3.0f, -25)) == 0x0002);        // 1.5 quanta, tie, to even
  CHECK(floatToHalf(std::ldexp(1023.5f, -24)) == 0x0400);     // rounds up into the normals
  CHECK(floatToHalf(1.0f + std::ldexp(1.0f, -11)) == 0x3C00); // tie, to even
  CHECK(floatToHalf(1.0f + std::ldexp(3.0f, -11)) == 0x3C02); // tie, to even (up)
  CHECK(floatToHalf(-0.0f) == 0x8000);
  CHECK((floatToHalf(NAN) & 0x7C00) == 0x7C00);
  CHECK((floatToHalf(NAN) & 0x03FF) != 0);
  CHECK(floatToBFloat16(1.0f) == 0x3F80);
  CHECK(floatToBFloat16(bitsToFloat(0x3F808000u)) == 0x3F80); // tie, to even
  CHECK(floatToBFloat16(bitsToFloat(0x3F818000u)) == 0x3F82); // tie, to even (up)
  CHECK(floatToBFloat16(bitsToFloat(0x3F808001u)) == 0x3F81);
  CHECK(floatToBFloat16(bitsToFloat(0x7F7FFFFFu)) == 0x7F80); // rounds to inf
  CHECK(bfloat16ToDouble(0x3F80) == 1.0);

  // Every finite half and bfloat16 survives the round trip, and roundToType
  // agrees with the float conversions on values between representable ones.
  for (uint32_t b = 0; b < 0x10000u; ++b) {
    uint16_t h = static_cast<uint16_t>(b);
    double hv = halfToDouble(h);
    if (std::isnan(hv)) {
      CHECK(std::isnan(halfToDouble(floatToHalf(static_cast<float>(hv)))));
    } else {
      INFO("half bits " << b);
      CHECK(floatToHalf(static_cast<float>(hv)) == h);
      CHECK(roundToType(ElemType::F16, hv) == hv);
    }
    double bv = bfloat16ToDouble(h);
    if (!std::isnan(bv)) {
      INFO("bfloat16 bits " << b);
      CHECK(floatToBFloat16(static_cast<float>(bv)) == h);
      CHECK(roundToType(ElemType::BF16, bv) == bv);
    }
  }
  std::mt19937_64 rng(caseSeed("host conversions"));
  std::uniform_real_distribution<float> dist(-70000.0f, 70000.0f);
  std::uniform_int_distribution<int> scaleExp(-30, 0);
  for (int i = 0; i < 200000; ++i) {
    float f = std::ldexp(dist(rng), scaleExp(rng));
    INFO("value " << f);
    CHECK(halfToDouble(floatToHalf(f)) == roundToType(ElemType::F16, f));
    CHECK(bfloat16ToDouble(floatToBFloat16(f)) == roundToType(ElemType::BF16, f));
  }
  CHECK(truncToInt32Saturating(INFINITY) == 2147483647);
  CHECK(truncToInt32Saturating(-INFINITY) == -2147483647 - 1);
  CHECK(truncToInt32Saturating(-0.75) == 0);
  CHECK(truncToInt32Saturating(3.99) == 3);
  CHECK(truncToInt32Saturating(NAN) == 0);
}
