// tilert.hpp: Status, Result, Module and the helpers, without a GPU.
#include "TestImages.h"

#include <tilert/tilert.hpp>

#include <catch2/catch.hpp>

#include <type_traits>
#include <utility>

static_assert(!std::is_copy_constructible_v<tilert::Module>);
static_assert(std::is_nothrow_move_constructible_v<tilert::Module>);
static_assert(std::is_nothrow_move_assignable_v<tilert::Module>);

TEST_CASE("Status carries the code and a copy of the message", "[cpp]") {
  tilert::Status ok;
  CHECK(ok.ok());
  CHECK(static_cast<bool>(ok));
  CHECK(ok.code() == TILERT_SUCCESS);
  CHECK(ok.message().empty());

  auto module = tilert::Module::create(nullptr, 0);
  REQUIRE_FALSE(module.ok());
  const tilert::Status& failed = module.status();
  CHECK(failed.code() == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(failed.message(), Catch::StartsWith("tilert_module_create: "));
  CHECK(std::string(failed.code_string()) == "invalid argument");
  // The copy survives later calls that overwrite the thread's message.
  (void)tilert::Module::create(nullptr, 1);
  CHECK_THAT(failed.message(), Catch::StartsWith("tilert_module_create: "));
}

TEST_CASE("Module owns and moves its tilert_module", "[cpp]") {
  auto image = tilert_test::fake_fatbin(32, 32);
  auto created = tilert::Module::create(image.data(), image.size());
  REQUIRE(created.ok());
  tilert::Module module = std::move(created).value();
  REQUIRE(module);
  tilert_module* raw = module.get();
  tilert::Module moved(std::move(module));
  CHECK_FALSE(module);  // NOLINT(bugprone-use-after-move): moved-from is empty
  CHECK(moved.get() == raw);
  auto loads = moved.load_count();
  REQUIRE(loads.ok());
  CHECK(*loads == 0);
  tilert::Module other;
  other = std::move(moved);
  CHECK(other.get() == raw);
  CHECK(other.destroy().ok());
  CHECK_FALSE(other);
  CHECK(other.destroy().ok());  // destroying an empty Module is fine
}

TEST_CASE("Module::launch checks arguments through the C API", "[cpp]") {
  auto image = tilert_test::fake_fatbin(32, 32);
  auto module = tilert::Module::create(image.data(), image.size());
  REQUIRE(module.ok());
  tilert::Status status =
      module->launch("k", tilert::Dim3(0), tilert::Dim3(32), 0, nullptr, nullptr);
  CHECK(status.code() == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(status.message(), Catch::Contains("at least 1"));
  int a = 1;
  float b = 2.0f;
  status = module->launch_with("", tilert::Dim3(1), tilert::Dim3(1), 0, nullptr, a, b);
  CHECK(status.code() == TILERT_ERROR_INVALID_ARGUMENT);
  status = module->launch_with("k", tilert::Dim3(1, 0), tilert::Dim3(1), 0, nullptr);
  CHECK(status.code() == TILERT_ERROR_INVALID_ARGUMENT);

  tilert::Module empty;
  auto fn = empty.function("k");
  REQUIRE_FALSE(fn.ok());
  CHECK(fn.status().code() == TILERT_ERROR_INVALID_ARGUMENT);
}

TEST_CASE("encode helpers return the descriptor or the status", "[cpp]") {
  const void* base = reinterpret_cast<const void*>(std::uintptr_t{0x7f0000000000});
  auto bad = tilert::encode_tma_2d(CU_TENSOR_MAP_DATA_TYPE_FLOAT16, base, 64, 64, 100, 16, 16);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.status().code() == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(bad.status().message(), Catch::Contains("multiple of 16"));
  auto good = tilert::encode_tma_2d(CU_TENSOR_MAP_DATA_TYPE_FLOAT16, base, 64, 64, 128, 16, 16);
  CHECK((good.ok() || good.status().code() == TILERT_ERROR_NO_DEVICE));
  const cuuint64_t dim[1] = {1024};
  const cuuint32_t box[1] = {64};
  auto one_d = tilert::encode_tma(CU_TENSOR_MAP_DATA_TYPE_UINT8, 1, base, dim, nullptr, box);
  CHECK((one_d.ok() || one_d.status().code() == TILERT_ERROR_NO_DEVICE));
}

TEST_CASE("TILERT_DRIVER_FN spells the versioned ABI symbol", "[cpp]") {
  CHECK(std::string(TILERT_DRIVER_SYMBOL(cuMemAlloc)) == "cuMemAlloc_v2");
  CHECK(std::string(TILERT_DRIVER_SYMBOL(cuCtxCreate)) == "cuCtxCreate_v4");
  CHECK(std::string(TILERT_DRIVER_SYMBOL(cuLaunchKernel)) == "cuLaunchKernel");
  auto init = TILERT_DRIVER_FN(cuInit);
  static_assert(std::is_same_v<decltype(init), tilert::Result<decltype(&cuInit)>>);
  if (tilert_init() == TILERT_SUCCESS) {
    CHECK(init.ok());
  } else {
    CHECK(init.status().code() == TILERT_ERROR_NO_DEVICE);
  }
}
