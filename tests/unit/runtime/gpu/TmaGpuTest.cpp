// A TMA descriptor from tilert_encode_tma_2d, used by a kernel that copies
// tiles with cp.async.bulk.tensor (sm_90+): values inside the tensor arrive,
// the tail boxes read zeros beyond its edge.
#include "GpuEnv.h"
#include "TestPattern.h"

#include <catch2/catch.hpp>

#include <cstring>
#include <vector>

using namespace tilert_test;

TEST_CASE("gpu: TMA descriptors encode and drive a bulk tensor copy", "[gpu][tma]") {
  // A 72 x 100 float matrix inside rows of 112 floats (448 bytes: padded).
  const unsigned rows = 72, cols = 100, ld = 112;
  const unsigned box_rows = 16, box_cols = 32;
  DeviceWords src(std::size_t{rows} * ld);
  REQUIRE(src.ok());
  std::vector<float> host(std::size_t{rows} * ld);
  for (unsigned r = 0; r < rows; ++r)
    for (unsigned c = 0; c < ld; ++c) host[std::size_t{r} * ld + c] = r * 1000.0f + c;
  CU_REQUIRE(cu().cuMemcpyHtoD(src.ptr(), host.data(), host.size() * sizeof(float)));
  const void* base = reinterpret_cast<const void*>(static_cast<std::uintptr_t>(src.ptr()));

  CUtensorMap map;
  TILERT_REQUIRE_OK(tilert_encode_tma_2d(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, base, rows, cols,
                                         ld * sizeof(float), box_rows, box_cols,
                                         CU_TENSOR_MAP_SWIZZLE_NONE));
  // The general form gives the same descriptor.
  const cuuint64_t dim[2] = {cols, rows};
  const cuuint64_t strides[1] = {ld * sizeof(float)};
  const cuuint32_t box[2] = {box_cols, box_rows};
  CUtensorMap general;
  TILERT_REQUIRE_OK(
      tilert_encode_tma(&general, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, base, dim, strides, box,
                        nullptr, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
                        CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE));
  CHECK(std::memcmp(&map, &general, sizeof map) == 0);
  // Swizzled descriptors for the common shapes encode too.
  CUtensorMap swizzled;
  TILERT_REQUIRE_OK(tilert_encode_tma_2d(&swizzled, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, base, rows,
                                         cols, ld * sizeof(float), 8, 32,
                                         CU_TENSOR_MAP_SWIZZLE_128B));
  // A misaligned base is caught before the driver sees it.
  CHECK(tilert_encode_tma_2d(&swizzled, CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
                             static_cast<const char*>(base) + 4, rows, cols, ld * sizeof(float),
                             box_rows, box_cols,
                             CU_TENSOR_MAP_SWIZZLE_NONE) == TILERT_ERROR_INVALID_ARGUMENT);

  if (device().sm_major < 9) {
    WARN("TMA needs sm_90 or newer; the copy is not run on sm_" << device().sm_major
                                                                << device().sm_minor);
    return;
  }
  const unsigned grid_x = (cols + box_cols - 1) / box_cols,
                 grid_y = (rows + box_rows - 1) / box_rows;
  const unsigned out_cols = grid_x * box_cols, out_rows = grid_y * box_rows;
  DeviceWords out(std::size_t{out_rows} * out_cols);
  REQUIRE(out.ok());
  tilert_module* module = nullptr;
  TILERT_REQUIRE_OK(tilert_module_create(kernels_fatbin(), kernels_fatbin_size(), &module));
  CUdeviceptr out_ptr = out.ptr();
  unsigned oc = out_cols, br = box_rows, bc = box_cols;
  void* args[] = {&map, &out_ptr, &oc, &br, &bc};
  const unsigned grid[3] = {grid_x, grid_y, 1};
  const unsigned block[3] = {128, 1, 1};
  tilert_status status =
      tilert_launch(module, "tilert_test_tma_load_2d", grid, block, 0, nullptr, args);
  INFO(tilert_last_error());
  CHECK(status == TILERT_SUCCESS);
  std::vector<unsigned> got;
  std::string read_error = out.read(&got);
  (void)tilert_module_destroy(module);
  REQUIRE(read_error == "");
  std::size_t wrong = 0, first = 0;
  for (unsigned r = 0; r < out_rows; ++r) {
    for (unsigned c = 0; c < out_cols; ++c) {
      const float want = (r < rows && c < cols) ? r * 1000.0f + c : 0.0f;
      float value;
      std::memcpy(&value, &got[std::size_t{r} * out_cols + c], sizeof value);
      if (value != want && wrong++ == 0) first = std::size_t{r} * out_cols + c;
    }
  }
  INFO("first wrong element: row " << first / out_cols << ", column " << first % out_cols);
  CHECK(wrong == 0);
}
