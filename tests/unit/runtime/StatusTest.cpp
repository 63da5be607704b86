// Status strings and the thread-local last-error message.
#include <tilert/tilert.h>

#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <thread>

TEST_CASE("every status has its own short description", "[status]") {
  const tilert_status all[] = {TILERT_SUCCESS,          TILERT_ERROR_INVALID_ARGUMENT,
                               TILERT_ERROR_NO_DEVICE,  TILERT_ERROR_NO_KERNEL_IMAGE,
                               TILERT_ERROR_NOT_FOUND,  TILERT_ERROR_OUT_OF_RESOURCES,
                               TILERT_ERROR_LAUNCH,     TILERT_ERROR_CUDA,
                               TILERT_ERROR_NO_CONTEXT, TILERT_ERROR_NOT_SUPPORTED};
  std::set<std::string> seen;
  for (tilert_status status : all) {
    const char* text = tilert_status_string(status);
    REQUIRE(text != nullptr);
    CHECK(std::string(text) != "unknown tilert status");
    seen.insert(text);
  }
  CHECK(seen.size() == sizeof all / sizeof all[0]);
  CHECK(std::string(tilert_status_string(TILERT_SUCCESS)) == "success");
  CHECK(std::string(tilert_status_string(TILERT_ERROR_NO_DEVICE)) == "no CUDA driver or GPU");
  CHECK(std::string(tilert_status_string(static_cast<tilert_status>(12345))) ==
        "unknown tilert status");
}

TEST_CASE("status values are stable ABI", "[status]") {
  CHECK(TILERT_SUCCESS == 0);
  CHECK(TILERT_ERROR_INVALID_ARGUMENT == 1);
  CHECK(TILERT_ERROR_NO_DEVICE == 2);
  CHECK(TILERT_ERROR_NO_KERNEL_IMAGE == 3);
  CHECK(TILERT_ERROR_NOT_FOUND == 4);
  CHECK(TILERT_ERROR_OUT_OF_RESOURCES == 5);
  CHECK(TILERT_ERROR_LAUNCH == 6);
  CHECK(TILERT_ERROR_CUDA == 7);
  CHECK(TILERT_ERROR_NO_CONTEXT == 8);
  CHECK(TILERT_ERROR_NOT_SUPPORTED == 9);
}

TEST_CASE("the last error names the call and is cleared by the next call", "[status]") {
  REQUIRE(tilert_last_error() != nullptr);
  tilert_module* module = nullptr;
  CHECK(tilert_module_create(nullptr, 16, &module) == TILERT_ERROR_INVALID_ARGUMENT);
  std::string message = tilert_last_error();
  CHECK_THAT(message, Catch::StartsWith("tilert_module_create: "));
  CHECK_THAT(message, Catch::Contains("non-null"));
  // Reading the message does not change it.
  CHECK(message == tilert_last_error());
  // A successful call clears it.
  unsigned char ptx[] = ".version 8.0\n.target sm_80\n";
  REQUIRE(tilert_module_create(ptx, sizeof ptx, &module) == TILERT_SUCCESS);
  CHECK(std::string(tilert_last_error()).empty());
  CHECK(tilert_module_destroy(module) == TILERT_SUCCESS);
}

TEST_CASE("the last error is per thread", "[status]") {
  tilert_module* module = nullptr;
  REQUIRE(tilert_module_create(nullptr, 0, &module) == TILERT_ERROR_INVALID_ARGUMENT);
  const std::string mine = tilert_last_error();
  REQUIRE_FALSE(mine.empty());
  std::string theirs_before, theirs_after;
  std::thread([&] {
    theirs_before = tilert_last_error();
    unsigned count = 0;
    const tilert_status status = tilert_module_load_count(nullptr, &count);
    CHECK(status == TILERT_ERROR_INVALID_ARGUMENT);
    theirs_after = tilert_last_error();
  }).join();
  CHECK(theirs_before.empty());
  CHECK_THAT(theirs_after, Catch::StartsWith("tilert_module_load_count: "));
  CHECK(std::string(tilert_last_error()) == mine);
}

TEST_CASE("tilert_set_error sets the message generated launchers report", "[status]") {
  CHECK(tilert_set_error(TILERT_ERROR_INVALID_ARGUMENT, "add_f16: tensor 'A' is NULL") ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(std::string(tilert_last_error()) == "add_f16: tensor 'A' is NULL");
  CHECK(std::string(tilec_last_error()) == "add_f16: tensor 'A' is NULL");
  CHECK(tilert_set_error(TILERT_ERROR_LAUNCH, nullptr) == TILERT_ERROR_LAUNCH);
  CHECK(std::string(tilert_last_error()) == "kernel launch failed");
  CHECK(tilert_set_error(TILERT_SUCCESS, "ignored") == TILERT_SUCCESS);
  CHECK(std::string(tilec_last_error()).empty());
}
