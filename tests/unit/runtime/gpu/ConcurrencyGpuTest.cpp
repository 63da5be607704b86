// The once-per-context load: eight threads racing to first use a module
// load it once; a second context gets its own copy.
#include "GpuEnv.h"
#include "TestPattern.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

using namespace tilert_test;

namespace {

constexpr int kThreads = 8;
constexpr int kLaunchesPerThread = 25;
constexpr unsigned long long kElements = 100000;  // not a multiple of the block

struct WorkerResult {
  std::string error;  // "" when every launch and check passed
  CUfunction function = nullptr;
};

void worker(tilert_module* module, int index, std::atomic<int>* ready, WorkerResult* result) {
  if (!use_primary_context()) {
    result->error = "cuCtxSetCurrent failed";
    ready->fetch_add(1);
    return;
  }
  CUstream stream = nullptr;
  CUresult cr = cu().cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING);
  DeviceWords buffer(kElements + 64);
  // Start together so that the first tilert calls race.
  ready->fetch_add(1);
  while (ready->load() < kThreads) std::this_thread::yield();
  if (cr != CUDA_SUCCESS) {
    result->error = "cuStreamCreate: " + cu_error(cr);
    return;
  }
  if (!buffer.ok()) {
    result->error = buffer.error();
    cu().cuStreamDestroy(stream);
    return;
  }
  const unsigned grid[3] = {static_cast<unsigned>((kElements + 255) / 256), 1, 1};
  const unsigned block[3] = {256, 1, 1};
  CUdeviceptr ptr = buffer.ptr();
  unsigned long long n = kElements;
  for (int launch = 0; launch < kLaunchesPerThread && result->error.empty(); ++launch) {
    unsigned seed = static_cast<unsigned>(index * 1000 + launch);
    void* args[] = {&ptr, &n, &seed};
    if (tilert_launch(module, "tilert_test_fill", grid, block, 0, stream, args) != TILERT_SUCCESS)
      result->error = std::string("tilert_launch: ") + tilert_last_error();
  }
  if (result->error.empty() &&
      tilert_get_function(module, "tilert_test_fill", &result->function) != TILERT_SUCCESS)
    result->error = std::string("tilert_get_function: ") + tilert_last_error();
  if (result->error.empty()) {
    cr = cu().cuStreamSynchronize(stream);
    if (cr != CUDA_SUCCESS) result->error = "cuStreamSynchronize: " + cu_error(cr);
  }
  if (result->error.empty()) {
    std::vector<unsigned> got;
    result->error = buffer.read(&got);
    const unsigned seed = static_cast<unsigned>(index * 1000 + kLaunchesPerThread - 1);
    for (std::size_t i = 0; i < got.size() && result->error.empty(); ++i) {
      const unsigned want = i < kElements ? tilert_test_pattern(i, seed) : kTilertTestPoison;
      if (got[i] != want) result->error = "wrong value at element " + std::to_string(i);
    }
  }
  cu().cuStreamDestroy(stream);
}

}  // namespace

TEST_CASE("gpu: 8 threads racing to first use load the module once", "[gpu]") {
  for (int round = 0; round < 5; ++round) {  // each round races on a fresh module
    tilert_module* module = nullptr;
    TILERT_REQUIRE_OK(tilert_module_create(kernels_fatbin(), kernels_fatbin_size(), &module));
    std::atomic<int> ready{0};
    std::vector<WorkerResult> results(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) threads.emplace_back(worker, module, t, &ready, &results[t]);
    for (std::thread& thread : threads) thread.join();
    for (int t = 0; t < kThreads; ++t) {
      INFO("round " << round << ", thread " << t << ": " << results[t].error);
      CHECK(results[t].error.empty());
      CHECK(results[t].function == results[0].function);
    }
    unsigned loads = 0;
    TILERT_REQUIRE_OK(tilert_module_load_count(module, &loads));
    CHECK(loads == 1);
    TILERT_REQUIRE_OK(tilert_module_destroy(module));
  }
}

TEST_CASE("gpu: each CUDA context gets its own copy of the module", "[gpu]") {
  tilert_module* module = nullptr;
  TILERT_REQUIRE_OK(tilert_module_create(kernels_fatbin(), kernels_fatbin_size(), &module));
  const unsigned grid[3] = {4, 1, 1};
  const unsigned block[3] = {128, 1, 1};
  const unsigned long long n = 4 * 128 - 5;
  unsigned seed = 5;
  {
    DeviceWords buffer(n + 8);
    REQUIRE(buffer.ok());
    CUdeviceptr ptr = buffer.ptr();
    unsigned long long count = n;
    void* args[] = {&ptr, &count, &seed};
    TILERT_REQUIRE_OK(tilert_launch(module, "tilert_test_fill", grid, block, 0, nullptr, args));
    std::vector<unsigned> got;
    REQUIRE(buffer.read(&got) == "");
  }
  CUfunction in_primary = nullptr;
  TILERT_REQUIRE_OK(tilert_get_function(module, "tilert_test_fill", &in_primary));

  CUdevice dev = 0;
  CU_REQUIRE(cu().cuDeviceGet(&dev, 0));
  CUcontext second = nullptr;
  // A plain context (no creation parameters); it becomes current here.
  CUresult created = cu().cuCtxCreate(&second, nullptr, 0, dev);
  if (created != CUDA_SUCCESS) {
    // Some drivers may want parameters: ask for the whole GPU's SMs.
    CUexecAffinityParam affinity{};
    affinity.type = CU_EXEC_AFFINITY_TYPE_SM_COUNT;
    affinity.param.smCount.val = static_cast<unsigned>(device().sm_count);
    CUctxCreateParams params{};
    params.execAffinityParams = &affinity;
    params.numExecAffinityParams = 1;
    CUresult retried = cu().cuCtxCreate(&second, &params, 0, dev);
    if (retried != CUDA_SUCCESS) {
      (void)tilert_module_destroy(module);
      REQUIRE(use_primary_context());
      WARN("cannot create a second CUDA context (cuCtxCreate: "
           << cu_error(created) << ", then " << cu_error(retried)
           << "); per-context loading untested");
      return;
    }
  }
  {
    DeviceWords buffer(n + 8);
    REQUIRE(buffer.ok());
    CUdeviceptr ptr = buffer.ptr();
    seed = 6;
    unsigned long long count = n;
    void* args[] = {&ptr, &count, &seed};
    tilert_status status = tilert_launch(module, "tilert_test_fill", grid, block, 0, nullptr, args);
    INFO(tilert_last_error());
    CHECK(status == TILERT_SUCCESS);
    std::vector<unsigned> got;
    REQUIRE(buffer.read(&got) == "");
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < got.size(); ++i)
      wrong += got[i] != (i < n ? tilert_test_pattern(i, seed) : kTilertTestPoison);
    CHECK(wrong == 0);
    CUfunction in_second = nullptr;
    TILERT_REQUIRE_OK(tilert_get_function(module, "tilert_test_fill", &in_second));
    CHECK(in_second != in_primary);
  }
  unsigned loads = 0;
  TILERT_REQUIRE_OK(tilert_module_load_count(module, &loads));
  CHECK(loads == 2);
  // Unloads from both contexts (it pushes each in turn).
  TILERT_REQUIRE_OK(tilert_module_destroy(module));
  CU_REQUIRE(cu().cuCtxDestroy(second));
  REQUIRE(use_primary_context());
}

TEST_CASE("gpu: a thread without a current context gets TILERT_ERROR_NO_CONTEXT", "[gpu]") {
  tilert_module* module = nullptr;
  TILERT_REQUIRE_OK(tilert_module_create(kernels_fatbin(), kernels_fatbin_size(), &module));
  tilert_status status = TILERT_SUCCESS;
  std::string message;
  std::thread([&] {
    CUfunction fn = nullptr;
    status = tilert_get_function(module, "tilert_test_fill", &fn);
    message = tilert_last_error();
  }).join();
  CHECK(status == TILERT_ERROR_NO_CONTEXT);
  CHECK_THAT(message, Catch::Contains("no current CUDA context"));
  TILERT_REQUIRE_OK(tilert_module_destroy(module));
}
