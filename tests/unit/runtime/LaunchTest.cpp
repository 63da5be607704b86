// tilert_launch and tilert_get_function: argument checks that come before
// any driver call, so they behave the same with or without a GPU.
#include "TestImages.h"

#include <tilert/tilert.h>

#include <catch2/catch.hpp>

#include <climits>

namespace {

struct Fixture {
  tilert_module* module = nullptr;
  Fixture() {
    auto image = tilert_test::fake_fatbin(16, 16);
    REQUIRE(tilert_module_create(image.data(), image.size(), &module) == TILERT_SUCCESS);
  }
  ~Fixture() { (void)tilert_module_destroy(module); }
};

const unsigned kOne[3] = {1, 1, 1};

}  // namespace

TEST_CASE("launch rejects a null module, name, grid or block", "[launch]") {
  Fixture f;
  CHECK(tilert_launch(nullptr, "k", kOne, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("module is null"));
  CHECK(tilert_launch(f.module, nullptr, kOne, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_launch(f.module, "", kOne, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("kernel name"));
  CHECK(tilert_launch(f.module, "k", nullptr, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_launch(f.module, "k", kOne, nullptr, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_launch('k'): "));
}

TEST_CASE("launch rejects zero-sized grids and blocks", "[launch]") {
  Fixture f;
  const unsigned zero_x[3] = {0, 1, 1}, zero_y[3] = {1, 0, 1}, zero_z[3] = {1, 1, 0};
  for (const unsigned* bad : {zero_x, zero_y, zero_z}) {
    CHECK(tilert_launch(f.module, "kernel", bad, kOne, 0, nullptr, nullptr) ==
          TILERT_ERROR_INVALID_ARGUMENT);
    CHECK(tilert_launch(f.module, "kernel", kOne, bad, 0, nullptr, nullptr) ==
          TILERT_ERROR_INVALID_ARGUMENT);
  }
  CHECK_THAT(tilert_last_error(), Catch::Contains("at least 1"));
  CHECK_THAT(tilert_last_error(), Catch::Contains("{1, 1, 0}"));
}

TEST_CASE("launch rejects absurd dynamic shared memory before touching the driver", "[launch]") {
  Fixture f;
  CHECK(tilert_launch(f.module, "kernel", kOne, kOne, size_t{INT_MAX} + 1, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("dynamic shared memory"));
}

TEST_CASE("get_function checks its arguments", "[launch]") {
  Fixture f;
  CUfunction fn = reinterpret_cast<CUfunction>(0x1);
  CHECK(tilert_get_function(f.module, "k", nullptr) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_get_function(nullptr, "k", &fn) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(fn == nullptr);
  CHECK(tilert_get_function(f.module, nullptr, &fn) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_get_function(f.module, "", &fn) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::StartsWith("tilert_get_function: "));
}

TEST_CASE("device_count, device_info and driver_symbol check their arguments", "[launch]") {
  CHECK(tilert_device_count(nullptr) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_device_info(0, nullptr) == TILERT_ERROR_INVALID_ARGUMENT);
  void* address = nullptr;
  CHECK(tilert_driver_symbol(nullptr, &address) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_driver_symbol("", &address) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_driver_symbol("cuInit", nullptr) == TILERT_ERROR_INVALID_ARGUMENT);
}
