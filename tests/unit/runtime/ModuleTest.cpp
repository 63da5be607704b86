// tilert_module_create / destroy / load_count: argument checks and image
// recognition, none of which needs the driver.
#include "TestImages.h"

#include <tilert/tilert.h>

#include <catch2/catch.hpp>

#include <string>

using tilert_test::fake_fatbin;

namespace {

tilert_status create(const std::vector<unsigned char>& image, tilert_module** out) {
  return tilert_module_create(image.data(), image.size(), out);
}

}  // namespace

TEST_CASE("module_create rejects null and empty arguments", "[module]") {
  auto image = fake_fatbin(32, 32);
  tilert_module* module = reinterpret_cast<tilert_module*>(0x1);
  CHECK(tilert_module_create(image.data(), image.size(), nullptr) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_module_create(nullptr, image.size(), &module) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(module == nullptr);  // *out is cleared on failure
  CHECK(tilert_module_create(image.data(), 0, &module) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("non-empty"));
}

TEST_CASE("module_create recognises fatbin, cubin and PTX images", "[module]") {
  tilert_module* module = nullptr;
  SECTION("fatbin") {
    auto image = fake_fatbin(64, 64);
    REQUIRE(create(image, &module) == TILERT_SUCCESS);
  }
  SECTION("fatbin with trailing padding") {
    auto image = fake_fatbin(64, 48);
    REQUIRE(create(image, &module) == TILERT_SUCCESS);
  }
  SECTION("cubin") {
    std::vector<unsigned char> image = {0x7f, 'E', 'L', 'F', 2, 1, 1, 0};
    REQUIRE(create(image, &module) == TILERT_SUCCESS);
  }
  SECTION("PTX") {
    const char ptx[] = "//\n.version 8.0\n.target sm_80\n.address_size 64\n";
    REQUIRE(tilert_module_create(ptx, sizeof ptx, &module) == TILERT_SUCCESS);
  }
  REQUIRE(module != nullptr);
  unsigned loads = 42;
  REQUIRE(tilert_module_load_count(module, &loads) == TILERT_SUCCESS);
  CHECK(loads == 0);  // lazy: no context has used it
  CHECK(tilert_module_destroy(module) == TILERT_SUCCESS);
}

TEST_CASE("module_create rejects malformed images", "[module]") {
  tilert_module* module = nullptr;
  SECTION("a truncated fatbin") {
    auto image = fake_fatbin(100, 4096);
    CHECK(create(image, &module) == TILERT_ERROR_INVALID_ARGUMENT);
    CHECK_THAT(tilert_last_error(), Catch::Contains("truncated fatbin"));
    CHECK_THAT(tilert_last_error(), Catch::Contains("4112"));
  }
  SECTION("a fatbin header whose size field is too small") {
    auto image = fake_fatbin(16, 16);
    image[6] = 4;
    CHECK(create(image, &module) == TILERT_ERROR_INVALID_ARGUMENT);
  }
  SECTION("PTX without its NUL terminator") {
    const std::string ptx = ".version 8.0\n.target sm_80\n";
    CHECK(tilert_module_create(ptx.data(), ptx.size(), &module) == TILERT_ERROR_INVALID_ARGUMENT);
  }
  SECTION("binary garbage") {
    std::vector<unsigned char> image = {0x01, 0x02, 0x00, 0xff, 0x10};
    CHECK(create(image, &module) == TILERT_ERROR_INVALID_ARGUMENT);
    CHECK_THAT(tilert_last_error(), Catch::Contains("not a fatbin, cubin or NUL-terminated PTX"));
  }
  CHECK(module == nullptr);
}

TEST_CASE("module_create copies the image", "[module]") {
  auto image = fake_fatbin(64, 64);
  tilert_module* module = nullptr;
  REQUIRE(create(image, &module) == TILERT_SUCCESS);
  image.assign(image.size(), 0);  // the caller may reuse or free its buffer
  image.clear();
  image.shrink_to_fit();
  CHECK(tilert_module_destroy(module) == TILERT_SUCCESS);
}

TEST_CASE("module_destroy(NULL) is a no-op and load_count checks its arguments", "[module]") {
  CHECK(tilert_module_destroy(nullptr) == TILERT_SUCCESS);
  unsigned count = 0;
  CHECK(tilert_module_load_count(nullptr, &count) == TILERT_ERROR_INVALID_ARGUMENT);
  auto image = fake_fatbin(16, 16);
  tilert_module* module = nullptr;
  REQUIRE(create(image, &module) == TILERT_SUCCESS);
  CHECK(tilert_module_load_count(module, nullptr) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_module_destroy(module) == TILERT_SUCCESS);
}
