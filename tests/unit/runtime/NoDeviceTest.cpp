// Behaviour that depends on whether this machine has a driver and a GPU.
// Without one (CI, the build machine) every call that needs the driver
// returns TILERT_ERROR_NO_DEVICE with a clear message and nothing crashes;
// with one, a thread with no current context gets TILERT_ERROR_NO_CONTEXT.
#include "TestImages.h"

#include <tilert/tilert.h>

#include <catch2/catch.hpp>

#include <string>
#include <thread>
#include <vector>

namespace {

const unsigned kOne[3] = {1, 1, 1};

}  // namespace

TEST_CASE("tilert_init reports a missing driver or GPU cleanly", "[nodevice]") {
  tilert_status status = tilert_init();
  INFO(tilert_last_error());
  REQUIRE((status == TILERT_SUCCESS || status == TILERT_ERROR_NO_DEVICE));
  if (status == TILERT_ERROR_NO_DEVICE) {
    const std::string message = tilert_last_error();
    CHECK_THAT(message, Catch::StartsWith("tilert_init: "));
    // Either the driver library is missing or it is not a usable driver.
    CHECK((message.find("libcuda.so.1") != std::string::npos ||
           message.find("no usable GPU") != std::string::npos));
    // The outcome is cached and reported the same way every time.
    CHECK(tilert_init() == TILERT_ERROR_NO_DEVICE);
    CHECK(std::string(tilert_last_error()) == message);
  } else {
    CHECK(std::string(tilert_last_error()).empty());
  }
}

TEST_CASE("concurrent first calls to tilert_init agree", "[nodevice]") {
  std::vector<tilert_status> results(8, TILERT_ERROR_CUDA);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < results.size(); ++i)
    threads.emplace_back([&results, i] { results[i] = tilert_init(); });
  for (std::thread& thread : threads) thread.join();
  for (tilert_status status : results) CHECK(status == results[0]);
}

TEST_CASE("calls that need a device fail with NO_DEVICE or NO_CONTEXT, never crash", "[nodevice]") {
  const bool have_driver = tilert_init() == TILERT_SUCCESS;
  auto image = tilert_test::fake_fatbin(16, 16);
  tilert_module* module = nullptr;
  REQUIRE(tilert_module_create(image.data(), image.size(), &module) == TILERT_SUCCESS);

  // This thread never made a CUDA context current.
  const tilert_status expected = have_driver ? TILERT_ERROR_NO_CONTEXT : TILERT_ERROR_NO_DEVICE;
  CUfunction fn = nullptr;
  CHECK(tilert_get_function(module, "tilert_kernel", &fn) == expected);
  CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_get_function('tilert_kernel'): "));
  CHECK(fn == nullptr);
  CHECK(tilert_launch(module, "tilert_kernel", kOne, kOne, 0, nullptr, nullptr) == expected);
  CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_launch('tilert_kernel'): "));
  // 100 KiB of dynamic shared memory is checked against the device, so it
  // cannot be judged without one.
  CHECK(tilert_launch(module, "tilert_kernel", kOne, kOne, 100 * 1024, nullptr, nullptr) ==
        expected);
  tilert_device_properties props;
  CHECK(tilert_device_info(-1, &props) == expected);
  unsigned loads = 7;
  REQUIRE(tilert_module_load_count(module, &loads) == TILERT_SUCCESS);
  CHECK(loads == 0);
  CHECK(tilert_module_destroy(module) == TILERT_SUCCESS);

  if (!have_driver) {
    int count = -1;
    CHECK(tilert_device_count(&count) == TILERT_ERROR_NO_DEVICE);
    CHECK(count == 0);
    CHECK(tilert_device_info(0, &props) == TILERT_ERROR_NO_DEVICE);
    CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_device_info: "));
    void* address = reinterpret_cast<void*>(0x1);
    CHECK(tilert_driver_symbol("cuInit", &address) == TILERT_ERROR_NO_DEVICE);
    CHECK(address == nullptr);
    alignas(64) CUtensorMap map;
    CHECK(tilert_encode_tma_2d(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
                               reinterpret_cast<const void*>(std::uintptr_t{0x10000}), 64, 64, 256,
                               16, 16, CU_TENSOR_MAP_SWIZZLE_NONE) == TILERT_ERROR_NO_DEVICE);
    CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_encode_tma_2d: "));
  } else {
    int count = 0;
    CHECK(tilert_device_count(&count) == TILERT_SUCCESS);
    CHECK(count >= 1);
    void* address = nullptr;
    CHECK(tilert_driver_symbol("cuInit", &address) == TILERT_SUCCESS);
    CHECK(address != nullptr);
    CHECK(tilert_driver_symbol("cuNoSuchFunction", &address) == TILERT_ERROR_NOT_FOUND);
  }
}
