// Loading, launching, launch-shape checks and dynamic shared memory on a GPU.
#include "GpuEnv.h"
#include "TestPattern.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tilert_test;

namespace {

struct ModuleGuard {
  tilert_module* module = nullptr;
  ~ModuleGuard() { (void)tilert_module_destroy(module); }
};

// Counts the elements that differ from the expected pattern in [0, n) and
// the poisoned guard words after n that were overwritten.
struct PatternCheck {
  std::size_t wrong = 0, first_wrong = 0, guard_overwritten = 0;
};
PatternCheck check_pattern(const std::vector<unsigned>& got, std::size_t n, unsigned seed) {
  PatternCheck check;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const unsigned want = i < n ? tilert_test_pattern(i, seed) : kTilertTestPoison;
    if (got[i] != want) {
      if (i < n) {
        if (check.wrong++ == 0) check.first_wrong = i;
      } else {
        ++check.guard_overwritten;
      }
    }
  }
  return check;
}

}  // namespace

TEST_CASE("gpu: device info describes the GPU", "[gpu]") {
  const tilert_device_properties& d = device();
  CHECK(d.sm_major >= 7);
  CHECK(d.sm_count > 0);
  CHECK(d.l2_cache_size > 0);
  CHECK(d.max_shared_memory_per_block == 48 * 1024);
  CHECK(d.max_shared_memory_per_block_optin >= d.max_shared_memory_per_block);
  CHECK(d.warp_size == 32);
  CHECK(d.total_memory > 0);
  tilert_device_properties by_ordinal{};
  TILERT_REQUIRE_OK(tilert_device_info(0, &by_ordinal));
  CHECK(by_ordinal.sm_count == d.sm_count);
  CHECK(tilert_device_info(1000, &by_ordinal) == TILERT_ERROR_INVALID_ARGUMENT);
  int count = 0;
  TILERT_REQUIRE_OK(tilert_device_count(&count));
  CHECK(count >= 1);
}

TEST_CASE("gpu: a kernel fills a poisoned buffer exactly, tails included", "[gpu]") {
  ModuleGuard guard;
  TILERT_REQUIRE_OK(tilert_module_create(kernels_fatbin(), kernels_fatbin_size(), &guard.module));
  unsigned loads = 99;
  TILERT_REQUIRE_OK(tilert_module_load_count(guard.module, &loads));
  CHECK(loads == 0);  // lazy: nothing loaded until first use

  struct Shape {
    unsigned grid[3], block[3];
    unsigned long long n;  // elements written; the rest of the buffer is guard
  };
  const Shape shapes[] = {
      {{1, 1, 1}, {1, 1, 1}, 1},
      {{3, 1, 1}, {128, 1, 1}, 3 * 128 - 37},      // tail in the last block
      {{5, 3, 2}, {8, 4, 2}, 5 * 3 * 2 * 64 - 1},  // 3-D grid and block
      {{257, 1, 1}, {1024, 1, 1}, 257 * 1024},     // full blocks, max threads
  };
  unsigned seed = 1;
  for (const Shape& shape : shapes) {
    const unsigned long long threads = 1ull * shape.grid[0] * shape.grid[1] * shape.grid[2] *
                                       shape.block[0] * shape.block[1] * shape.block[2];
    DeviceWords buffer(threads + 64);
    REQUIRE(buffer.ok());
    CUdeviceptr ptr = buffer.ptr();
    unsigned long long n = shape.n;
    void* args[] = {&ptr, &n, &seed};
    TILERT_REQUIRE_OK(
        tilert_launch(guard.module, "tilert_test_fill", shape.grid, shape.block, 0, nullptr, args));
    std::vector<unsigned> got;
    REQUIRE(buffer.read(&got) == "");
    PatternCheck check = check_pattern(got, n, seed);
    INFO("grid " << shape.grid[0] << "x" << shape.grid[1] << "x" << shape.grid[2] << ", block "
                 << shape.block[0] << "x" << shape.block[1] << "x" << shape.block[2]
                 << ", first wrong element " << check.first_wrong);
    CHECK(check.wrong == 0);
    CHECK(check.guard_overwritten == 0);
    ++seed;
  }
  TILERT_REQUIRE_OK(tilert_module_load_count(guard.module, &loads));
  CHECK(loads == 1);

  CUfunction a = nullptr, b = nullptr;
  TILERT_REQUIRE_OK(tilert_get_function(guard.module, "tilert_test_fill", &a));
  TILERT_REQUIRE_OK(tilert_get_function(guard.module, "tilert_test_fill", &b));
  CHECK(a != nullptr);
  CHECK(a == b);
}

TEST_CASE("gpu: the C++ wrapper launches with typed arguments", "[gpu]") {
  auto module = tilert::Module::create(kernels_fatbin(), kernels_fatbin_size());
  REQUIRE(module.ok());
  DeviceWords buffer(1000 + 16);
  REQUIRE(buffer.ok());
  const unsigned long long n = 1000;
  const unsigned seed = 77;
  tilert::Status status = module->launch_with("tilert_test_fill", tilert::Dim3(4),
                                              tilert::Dim3(256), 0, nullptr, buffer.ptr(), n, seed);
  INFO(status.message());
  REQUIRE(status.ok());
  std::vector<unsigned> got;
  REQUIRE(buffer.read(&got) == "");
  PatternCheck check = check_pattern(got, n, seed);
  CHECK(check.wrong == 0);
  CHECK(check.guard_overwritten == 0);
  auto missing = module->function("no_such_kernel");
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.status().code() == TILERT_ERROR_NOT_FOUND);
  CHECK_THAT(missing.status().message(), Catch::Contains("no_such_kernel"));
}

TEST_CASE("gpu: launch shapes are checked against the device and the kernel", "[gpu]") {
  ModuleGuard guard;
  TILERT_REQUIRE_OK(tilert_module_create(kernels_fatbin(), kernels_fatbin_size(), &guard.module));
  DeviceWords buffer(16);
  REQUIRE(buffer.ok());
  CUdeviceptr ptr = buffer.ptr();
  unsigned long long n = 0;  // writes nothing if it ever ran
  unsigned seed = 0;
  void* args[] = {&ptr, &n, &seed};
  const unsigned one[3] = {1, 1, 1};

  const unsigned too_many_threads[3] = {1025, 1, 1};
  CHECK(tilert_launch(guard.module, "tilert_test_fill", one, too_many_threads, 0, nullptr, args) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("block"));
  const unsigned too_deep[3] = {1, 1, 65};
  CHECK(tilert_launch(guard.module, "tilert_test_fill", one, too_deep, 0, nullptr, args) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  const unsigned product_too_big[3] = {32, 32, 2};
  CHECK(tilert_launch(guard.module, "tilert_test_fill", one, product_too_big, 0, nullptr, args) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("2048 threads"));
  const unsigned grid_y_too_big[3] = {1, 65536, 1};
  CHECK(tilert_launch(guard.module, "tilert_test_fill", grid_y_too_big, one, 0, nullptr, args) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("grid"));
  CHECK(tilert_launch(guard.module, "no_such_kernel", one, one, 0, nullptr, args) ==
        TILERT_ERROR_NOT_FOUND);
  CHECK_THAT(tilert_last_error(), Catch::Contains("no_such_kernel"));
  const size_t too_much_smem = static_cast<size_t>(device().max_shared_memory_per_block_optin) + 4;
  CHECK(tilert_launch(guard.module, "tilert_test_fill", one, one, too_much_smem, nullptr, args) ==
        TILERT_ERROR_OUT_OF_RESOURCES);
  CHECK_THAT(tilert_last_error(), Catch::Contains("shared memory"));

  // None of the rejected launches ran: the buffer is still all poison.
  std::vector<unsigned> got;
  REQUIRE(buffer.read(&got) == "");
  for (unsigned word : got) CHECK(word == kTilertTestPoison);
}

TEST_CASE("gpu: launches with more than 48 KiB of dynamic shared memory", "[gpu]") {
  const int optin = device().max_shared_memory_per_block_optin;
  if (optin <= 48 * 1024) {
    WARN("the device allows no more than 48 KiB of shared memory per block; nothing to test");
    return;
  }
  ModuleGuard guard;
  TILERT_REQUIRE_OK(tilert_module_create(kernels_fatbin(), kernels_fatbin_size(), &guard.module));
  const unsigned blocks = 3;
  // 64 KiB first, then the most the device allows: the limit is raised twice.
  const unsigned sizes[] = {64 * 1024, static_cast<unsigned>(optin) / 16 * 16};
  for (unsigned bytes : sizes) {
    const unsigned words = bytes / 4;
    DeviceWords out(std::size_t{blocks} * words + 32);
    REQUIRE(out.ok());
    CUdeviceptr ptr = out.ptr();
    unsigned w = words;
    void* args[] = {&ptr, &w};
    const unsigned grid[3] = {blocks, 1, 1};
    const unsigned block[3] = {256, 1, 1};
    TILERT_REQUIRE_OK(
        tilert_launch(guard.module, "tilert_test_dynamic_smem", grid, block, bytes, nullptr, args));
    std::vector<unsigned> got;
    REQUIRE(out.read(&got) == "");
    std::size_t wrong = 0;
    for (unsigned b = 0; b < blocks; ++b)
      for (unsigned k = 0; k < words; ++k)
        wrong += got[std::size_t{b} * words + k] != tilert_test_smem_word(words - 1 - k, b);
    std::size_t guard_overwritten = 0;
    for (std::size_t i = std::size_t{blocks} * words; i < got.size(); ++i)
      guard_overwritten += got[i] != kTilertTestPoison;
    INFO(bytes << " bytes of dynamic shared memory");
    CHECK(wrong == 0);
    CHECK(guard_overwritten == 0);
  }
}

TEST_CASE("gpu: an image without code for this GPU is TILERT_ERROR_NO_KERNEL_IMAGE", "[gpu]") {
  if (device().sm_major == 8) {
    WARN("an sm_8x GPU runs sm_80 code; nothing to test");
    return;
  }
  ModuleGuard guard;
  TILERT_REQUIRE_OK(
      tilert_module_create(sm80_only_fatbin(), sm80_only_fatbin_size(), &guard.module));
  const unsigned one[3] = {1, 1, 1};
  CUdeviceptr ptr = 0;
  unsigned long long n = 0;
  unsigned seed = 0;
  void* args[] = {&ptr, &n, &seed};
  tilert_status status =
      tilert_launch(guard.module, "tilert_test_fill", one, one, 0, nullptr, args);
  INFO(tilert_last_error());
  CHECK(status == TILERT_ERROR_NO_KERNEL_IMAGE);
  CHECK_THAT(tilert_last_error(), Catch::Contains("sm_"));
}
