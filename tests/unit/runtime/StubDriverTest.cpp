// The toolkit's stub libcuda standing in for the driver: cuInit fails with
// CUDA_ERROR_STUB_LIBRARY and tilert reports TILERT_ERROR_NO_DEVICE.
//
// Hidden ([.]): it must run in a process of its own, before anything opened
// a real driver. The ctest entry tilert.stub_driver runs it with
// TILERT_TEST_STUB_DRIVER naming the stub; the test opens the stub first
// (its soname is libcuda.so.1), so tilert's dlopen("libcuda.so.1") gets it.
#include <tilert/tilert.h>

#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <cstdlib>
#include <string>

TEST_CASE("the CUDA stub library is reported as no device", "[.stub]") {
  const char* stub = std::getenv("TILERT_TEST_STUB_DRIVER");
  REQUIRE(stub != nullptr);
  void* handle = dlopen(stub, RTLD_NOW | RTLD_GLOBAL);
  INFO("dlopen(" << stub << "): " << (handle ? "ok" : dlerror()));
  REQUIRE(handle != nullptr);

  tilert_status status = tilert_init();
  const std::string message = tilert_last_error();
  INFO(message);
  CHECK(status == TILERT_ERROR_NO_DEVICE);
  CHECK_THAT(message, Catch::Contains("CUDA_ERROR_STUB_LIBRARY"));
  CHECK_THAT(message, Catch::Contains("stub"));

  // Everything else fails the same way, without crashing.
  int count = -1;
  CHECK(tilert_device_count(&count) == TILERT_ERROR_NO_DEVICE);
  CHECK_THAT(tilert_last_error(), Catch::Contains("CUDA_ERROR_STUB_LIBRARY"));
  const unsigned one[3] = {1, 1, 1};
  const char ptx[] = ".version 8.0\n.target sm_80\n.address_size 64\n";
  tilert_module* module = nullptr;
  REQUIRE(tilert_module_create(ptx, sizeof ptx, &module) == TILERT_SUCCESS);
  CHECK(tilert_launch(module, "k", one, one, 0, nullptr, nullptr) == TILERT_ERROR_NO_DEVICE);
  CHECK(tilert_module_destroy(module) == TILERT_SUCCESS);
}
