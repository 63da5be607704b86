// tilert_encode_tma / tilert_encode_tma_2d: every documented rule of
// cuTensorMapEncodeTiled is checked before the driver is needed.
#include <tilert/tilert.h>

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

namespace {

// A plausible device address (only its alignment matters before encoding).
const void* const kBase = reinterpret_cast<const void*>(std::uintptr_t{0x7f0000000000});

struct Tma {
  CUtensorMapDataType dtype = CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
  cuuint32_t rank = 2;
  const void* address = kBase;
  cuuint64_t dim[5] = {256, 128, 1, 1, 1};
  cuuint64_t strides[4] = {512, 512 * 128, 512 * 128, 512 * 128};
  cuuint32_t box[5] = {64, 32, 1, 1, 1};
  cuuint32_t element_strides[5] = {1, 1, 1, 1, 1};
  CUtensorMapInterleave interleave = CU_TENSOR_MAP_INTERLEAVE_NONE;
  CUtensorMapSwizzle swizzle = CU_TENSOR_MAP_SWIZZLE_128B;
  CUtensorMapL2promotion l2 = CU_TENSOR_MAP_L2_PROMOTION_L2_128B;
  CUtensorMapFloatOOBfill oob = CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE;

  tilert_status encode(CUtensorMap* out) const {
    return tilert_encode_tma(out, dtype, rank, address, dim, strides, box, element_strides,
                             interleave, swizzle, l2, oob);
  }
};

// Valid arguments reach the driver: success on a GPU machine, NO_DEVICE
// where there is no driver.
bool reached_driver(tilert_status status) {
  return status == TILERT_SUCCESS || status == TILERT_ERROR_NO_DEVICE;
}

void check_invalid(const Tma& tma, const char* expected_text) {
  CUtensorMap map;
  INFO("expected a message containing: " << expected_text);
  CHECK(tma.encode(&map) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_encode_tma: "));
  CHECK_THAT(tilert_last_error(), Catch::Contains(expected_text));
}

}  // namespace

TEST_CASE("valid TMA parameters pass validation", "[tma]") {
  CUtensorMap map;
  Tma tma;
  CHECK(reached_driver(tma.encode(&map)));
  tma.rank = 5;
  tma.dim[2] = 3;
  tma.dim[3] = 2;
  tma.dim[4] = 2;
  tma.strides[2] = tma.strides[1] * 3;
  tma.strides[3] = tma.strides[2] * 2;
  CHECK(reached_driver(tma.encode(&map)));
  Tma one_d;
  one_d.rank = 1;
  one_d.swizzle = CU_TENSOR_MAP_SWIZZLE_NONE;
  CHECK(reached_driver(tilert_encode_tma(&map, one_d.dtype, 1, kBase, one_d.dim, nullptr, one_d.box,
                                         nullptr, one_d.interleave, one_d.swizzle, one_d.l2,
                                         one_d.oob)));
}

TEST_CASE("TMA: output, element type and modes", "[tma]") {
  Tma tma;
  CHECK(tma.encode(nullptr) == TILERT_ERROR_INVALID_ARGUMENT);
  alignas(128) unsigned char storage[sizeof(CUtensorMap) + 64];
  CHECK(tma.encode(reinterpret_cast<CUtensorMap*>(storage + 16)) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("64-byte aligned"));

  // Unknown enumerators: only values inside each enum's range, since C++
  // leaves others undefined (tilert checks any int a C caller passes).
  Tma bad = tma;
  bad.dtype = CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B;
  CUtensorMap map;
  CHECK(bad.encode(&map) == TILERT_ERROR_NOT_SUPPORTED);
  bad = tma;
  bad.swizzle = static_cast<CUtensorMapSwizzle>(7);
  check_invalid(bad, "unknown swizzle");
  bad = tma;
  bad.interleave = static_cast<CUtensorMapInterleave>(3);
  check_invalid(bad, "unknown interleave");
  bad = tma;
  bad.dtype = CU_TENSOR_MAP_DATA_TYPE_INT32;
  bad.box[0] = 32;
  bad.strides[0] = 1024;  // 256 four-byte elements
  bad.oob = CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA;
  check_invalid(bad, "floating-point");
  bad.dtype = CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
  CHECK(reached_driver(bad.encode(&map)));
}

TEST_CASE("TMA: rank and interleave", "[tma]") {
  Tma bad;
  bad.rank = 0;
  check_invalid(bad, "rank 0");
  bad.rank = 6;
  check_invalid(bad, "rank 6");
  bad.rank = 2;
  bad.interleave = CU_TENSOR_MAP_INTERLEAVE_16B;
  check_invalid(bad, "interleaved layout needs rank 3..5");
  bad.rank = 3;
  bad.interleave = CU_TENSOR_MAP_INTERLEAVE_32B;
  bad.swizzle = CU_TENSOR_MAP_SWIZZLE_64B;
  check_invalid(bad, "interleave 32B requires swizzle 32B");
}

TEST_CASE("TMA: global address alignment", "[tma]") {
  Tma bad;
  bad.address = nullptr;
  check_invalid(bad, "global_address must be non-null");
  bad.address = static_cast<const char*>(kBase) + 8;
  check_invalid(bad, "16-byte aligned");
  bad.rank = 3;
  bad.interleave = CU_TENSOR_MAP_INTERLEAVE_32B;
  bad.swizzle = CU_TENSOR_MAP_SWIZZLE_32B;
  bad.strides[0] = 512;
  bad.address = static_cast<const char*>(kBase) + 16;
  check_invalid(bad, "32-byte aligned");
}

TEST_CASE("TMA: global dimensions and strides", "[tma]") {
  Tma bad;
  bad.dim[1] = 0;
  check_invalid(bad, "global_dim[1] = 0");
  bad = Tma();
  bad.dim[0] = (cuuint64_t{1} << 32) + 1;
  check_invalid(bad, "1..2^32");
  bad = Tma();
  bad.strides[0] = 520;
  check_invalid(bad, "not a multiple of 16");
  bad = Tma();
  bad.strides[0] = cuuint64_t{1} << 40;
  check_invalid(bad, "below 2^40");
  bad = Tma();
  bad.strides[0] = 256;  // the stride in elements instead of bytes
  check_invalid(bad, "smaller than the 512 bytes");
  bad = Tma();
  bad.rank = 3;
  bad.dim[2] = 4;
  bad.strides[1] = 512 * 64;  // covers only half of dimension 1
  check_invalid(bad, "global_strides[1]");
  CUtensorMap map;
  CHECK(tilert_encode_tma(&map, bad.dtype, 2, kBase, bad.dim, nullptr, bad.box, nullptr,
                          bad.interleave, bad.swizzle, bad.l2,
                          bad.oob) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_encode_tma(&map, bad.dtype, 2, kBase, nullptr, bad.strides, bad.box, nullptr,
                          bad.interleave, bad.swizzle, bad.l2,
                          bad.oob) == TILERT_ERROR_INVALID_ARGUMENT);
}

TEST_CASE("TMA: box sizes, swizzle span and element strides", "[tma]") {
  Tma bad;
  bad.box[1] = 0;
  check_invalid(bad, "box_dim[1] = 0");
  bad = Tma();
  bad.box[1] = 257;
  check_invalid(bad, "1..256");
  bad = Tma();
  bad.box[0] = 4;  // 8 bytes
  bad.swizzle = CU_TENSOR_MAP_SWIZZLE_NONE;
  check_invalid(bad, "multiple of 16");
  bad = Tma();
  bad.box[0] = 128;  // 256 bytes > 128-byte swizzle span
  check_invalid(bad, "allows at most 128");
  bad.swizzle = CU_TENSOR_MAP_SWIZZLE_NONE;
  CUtensorMap map;
  CHECK(reached_driver(bad.encode(&map)));
  bad = Tma();
  bad.swizzle = CU_TENSOR_MAP_SWIZZLE_32B;
  check_invalid(bad, "allows at most 32");
  bad.box[0] = 16;  // 32 bytes
  CHECK(reached_driver(bad.encode(&map)));
  bad = Tma();
  bad.element_strides[1] = 9;
  check_invalid(bad, "element_strides[1] = 9");
  bad.element_strides[1] = 0;
  check_invalid(bad, "element_strides[1] = 0");
  CHECK(tilert_encode_tma(&map, bad.dtype, 2, kBase, bad.dim, bad.strides, nullptr, nullptr,
                          bad.interleave, bad.swizzle, bad.l2,
                          bad.oob) == TILERT_ERROR_INVALID_ARGUMENT);
}

TEST_CASE("TMA row-major: strides from the shape, every rule still checked", "[tma]") {
  CUtensorMap map;
  const uint64_t shape[4] = {2, 1000, 8, 64};
  const uint32_t box[4] = {1, 64, 1, 64};
  CHECK(reached_driver(tilert_encode_tma_rowmajor(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 4, kBase, shape,
                                                  box, CU_TENSOR_MAP_SWIZZLE_128B)));
  // An innermost extent of 100 halves: the next dim's stride, 200 bytes, is
  // no multiple of 16.
  const uint64_t odd[3] = {4, 32, 100};
  const uint32_t box3[3] = {1, 32, 64};
  CHECK(tilert_encode_tma_rowmajor(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 3, kBase, odd, box3,
                                   CU_TENSOR_MAP_SWIZZLE_128B) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_encode_tma_rowmajor: "));
  CHECK(tilert_encode_tma_rowmajor(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 6, kBase, shape, box,
                                   CU_TENSOR_MAP_SWIZZLE_128B) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("rank 6"));
}

TEST_CASE("TMA 2-D: rows and columns map to the driver's innermost-first order", "[tma]") {
  CUtensorMap map;
  // 128 x 256 bf16, rows 512 bytes apart, 32 x 64 boxes, 128B swizzle.
  CHECK(reached_driver(tilert_encode_tma_2d(&map, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, kBase, 128, 256,
                                            512, 32, 64, CU_TENSOR_MAP_SWIZZLE_128B)));
  // Row stride given in elements, not bytes.
  CHECK(tilert_encode_tma_2d(&map, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, kBase, 128, 256, 256, 32, 64,
                             CU_TENSOR_MAP_SWIZZLE_128B) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_encode_tma_2d: "));
  // A box wider than the swizzle span.
  CHECK(tilert_encode_tma_2d(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, kBase, 128, 256, 1024, 8, 64,
                             CU_TENSOR_MAP_SWIZZLE_128B) == TILERT_ERROR_INVALID_ARGUMENT);
  // A box of 300 rows.
  CHECK(tilert_encode_tma_2d(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, kBase, 1024, 256, 1024, 300, 32,
                             CU_TENSOR_MAP_SWIZZLE_128B) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("box_dim[1] = 300"));
}
