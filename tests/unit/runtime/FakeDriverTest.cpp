// tilert's module, launch and TMA logic against a fake driver
// (fake/FakeDriver.cpp): the once-per-context load under a race, separate
// copies per context, unloading in the right context, launch-shape checks,
// the dynamic shared-memory opt-in, error mapping and argument pass-through.
//
// Hidden ([.]): it must run in a process of its own. The ctest entry
// tilert.fake_driver runs it with TILERT_TEST_FAKE_DRIVER naming the fake;
// opening it first (soname libcuda.so.1) makes tilert's dlopen find it.
#include "fake/FakeDriver.h"

#include <tilert/tilert.hpp>

#include <catch2/catch.hpp>

#include <dlfcn.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Fake {
  tilert_fake_create_context_fn create_context = nullptr;
  tilert_fake_counter_fn counter = nullptr;
  tilert_fake_set_load_delay_fn set_load_delay = nullptr;
  tilert_fake_last_launch_fn last_launch = nullptr;
  tilert_fake_last_encode_fn last_encode = nullptr;
  CUresult (*set_current)(CUcontext) = nullptr;

  Fake() {
    const char* path = std::getenv("TILERT_TEST_FAKE_DRIVER");
    REQUIRE(path != nullptr);
    static void* handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    INFO("dlopen(" << path << "): " << (handle ? "ok" : dlerror()));
    REQUIRE(handle != nullptr);
    create_context = reinterpret_cast<tilert_fake_create_context_fn>(
        dlsym(handle, "tilert_fake_create_context"));
    counter = reinterpret_cast<tilert_fake_counter_fn>(dlsym(handle, "tilert_fake_counter"));
    set_load_delay = reinterpret_cast<tilert_fake_set_load_delay_fn>(
        dlsym(handle, "tilert_fake_set_load_delay"));
    last_launch =
        reinterpret_cast<tilert_fake_last_launch_fn>(dlsym(handle, "tilert_fake_last_launch"));
    last_encode =
        reinterpret_cast<tilert_fake_last_encode_fn>(dlsym(handle, "tilert_fake_last_encode"));
    REQUIRE((create_context && counter && set_load_delay && last_launch && last_encode));
    // tilert opens "libcuda.so.1" and must get the fake.
    const tilert_status status = tilert_init();
    INFO(tilert_last_error());
    REQUIRE(status == TILERT_SUCCESS);
    auto fn = TILERT_DRIVER_FN(cuCtxSetCurrent);
    REQUIRE(fn.ok());
    set_current = *fn;
    REQUIRE(reinterpret_cast<void*>(set_current) == dlsym(handle, "cuCtxSetCurrent"));
  }
};

Fake& fake() {
  static Fake instance;
  return instance;
}

const char kImage[] =
    ".version 8.0\n.target sm_90a\n.entry fill\n.entry heavy\n.entry static_smem\n"
    ".entry launch_fails\n";

struct Module {
  tilert_module* module = nullptr;
  explicit Module(const char* image = kImage, size_t size = sizeof kImage) {
    REQUIRE(tilert_module_create(image, size, &module) == TILERT_SUCCESS);
  }
  ~Module() { (void)tilert_module_destroy(module); }
};

struct CurrentContext {
  explicit CurrentContext(CUcontext context) { fake().set_current(context); }
  ~CurrentContext() { fake().set_current(nullptr); }
};

const unsigned kOne[3] = {1, 1, 1};

// The last launch reached the driver with exactly this shape, shared memory,
// stream and parameters.
void check_launch(const tilert_fake_launch& last, const unsigned grid[3], const unsigned block[3],
                  unsigned shared, CUstream stream, void** params) {
  for (int i = 0; i < 3; ++i) {
    CHECK(last.grid[i] == grid[i]);
    CHECK(last.block[i] == block[i]);
  }
  CHECK(last.shared_bytes == shared);
  CHECK(last.stream == stream);
  CHECK(last.params == params);
}

}  // namespace

TEST_CASE("fake driver: device info", "[.fake]") {
  Fake& f = fake();
  tilert_device_properties props{};
  REQUIRE(tilert_device_info(0, &props) == TILERT_SUCCESS);
  CHECK(std::string(props.name) == "Fake GPU");
  CHECK(props.sm_major == 9);
  CHECK(props.sm_minor == 0);
  CHECK(props.sm_count == 132);
  CHECK(props.max_shared_memory_per_block_optin == 232448);
  CHECK(props.l2_cache_size == 50 << 20);
  CHECK(props.driver_version == 13000);
  CHECK(props.total_memory == size_t{80} << 30);
  CHECK(tilert_device_info(-1, &props) == TILERT_ERROR_NO_CONTEXT);
  CurrentContext current(f.create_context());
  CHECK(tilert_device_info(-1, &props) == TILERT_SUCCESS);
  int count = 0;
  CHECK(tilert_device_count(&count) == TILERT_SUCCESS);
  CHECK(count == 1);
}

TEST_CASE("fake driver: launch passes everything through in the current context", "[.fake]") {
  Fake& f = fake();
  Module m;
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_NO_CONTEXT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("no current CUDA context"));

  CUcontext context = f.create_context();
  CurrentContext current(context);
  int a = 1;
  float b = 2;
  void* params[] = {&a, &b};
  const unsigned grid[3] = {7, 8, 9}, block[3] = {32, 4, 2};
  CUstream stream = reinterpret_cast<CUstream>(0x1234);
  const long launches = f.counter("launches");
  REQUIRE(tilert_launch(m.module, "fill", grid, block, 1000, stream, params) == TILERT_SUCCESS);
  CHECK(std::string(tilert_last_error()).empty());
  tilert_fake_launch last{};
  f.last_launch(&last);
  CHECK(std::string(last.kernel) == "fill");
  check_launch(last, grid, block, 1000, stream, params);
  CHECK(last.context == context);
  CHECK(f.counter("launches") == launches + 1);

  CUfunction fn1 = nullptr, fn2 = nullptr;
  REQUIRE(tilert_get_function(m.module, "fill", &fn1) == TILERT_SUCCESS);
  REQUIRE(tilert_get_function(m.module, "fill", &fn2) == TILERT_SUCCESS);
  CHECK(fn1 == fn2);
  unsigned loads = 0;
  REQUIRE(tilert_module_load_count(m.module, &loads) == TILERT_SUCCESS);
  CHECK(loads == 1);
}

TEST_CASE("fake driver: images with tilec's marker launch as programmatic dependents", "[.fake]") {
  Fake& f = fake();
  CurrentContext current(f.create_context());
  tilert_fake_launch last{};
  {  // no marker (another compiler's image, or tilec's below sm_90): a plain launch
    Module m;
    REQUIRE(tilert_launch(m.module, "fill", kOne, kOne, 0, nullptr, nullptr) == TILERT_SUCCESS);
    f.last_launch(&last);
    CHECK(last.programmatic == 0);
  }
  const char marked[] =
      ".version 8.0\n.target sm_90a\n.global tilec_programmatic_launch\n.entry fill\n"
      ".entry programmatic_unsupported\n.entry launch_fails\n";
  {
    Module m(marked, sizeof marked);
    int a = 1;
    void* params[] = {&a};
    const unsigned grid[3] = {7, 8, 9}, block[3] = {32, 4, 2};
    CUstream stream = reinterpret_cast<CUstream>(0x1234);
    REQUIRE(tilert_launch(m.module, "fill", grid, block, 1000, stream, params) == TILERT_SUCCESS);
    f.last_launch(&last);
    CHECK(std::string(last.kernel) == "fill");
    CHECK(last.programmatic == 1);
    check_launch(last, grid, block, 1000, stream, params);
    // A failure that a plain launch has too is reported as before.
    CHECK(tilert_launch(m.module, "launch_fails", kOne, kOne, 0, nullptr, nullptr) ==
          TILERT_ERROR_OUT_OF_RESOURCES);
    CHECK_THAT(tilert_last_error(), Catch::Contains("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"));
    REQUIRE(tilert_launch(m.module, "fill", kOne, kOne, 0, nullptr, nullptr) == TILERT_SUCCESS);
    f.last_launch(&last);
    CHECK(last.programmatic == 1);
  }
  {  // the environment turns it off for modules loaded from then on
    REQUIRE(setenv("TILERT_PROGRAMMATIC_LAUNCH", "0", 1) == 0);
    Module m(marked, sizeof marked);
    CHECK(tilert_launch(m.module, "fill", kOne, kOne, 0, nullptr, nullptr) == TILERT_SUCCESS);
    REQUIRE(unsetenv("TILERT_PROGRAMMATIC_LAUNCH") == 0);
    f.last_launch(&last);
    CHECK(last.programmatic == 0);
  }
  {  // a driver that refuses the attribute: a plain launch, then and after (it stays off)
    Module m(marked, sizeof marked);
    REQUIRE(tilert_launch(m.module, "programmatic_unsupported", kOne, kOne, 0, nullptr, nullptr) ==
            TILERT_SUCCESS);
    f.last_launch(&last);
    CHECK(std::string(last.kernel) == "programmatic_unsupported");
    CHECK(last.programmatic == 0);
    REQUIRE(tilert_launch(m.module, "fill", kOne, kOne, 0, nullptr, nullptr) == TILERT_SUCCESS);
    f.last_launch(&last);
    CHECK(last.programmatic == 0);
  }
}

TEST_CASE("fake driver: launch shapes and kernel limits", "[.fake]") {
  Fake& f = fake();
  Module m;
  CurrentContext current(f.create_context());
  const unsigned max_block[3] = {1024, 1, 1}, too_wide[3] = {1025, 1, 1}, too_deep[3] = {1, 1, 65},
                 too_many[3] = {64, 32, 1};
  CHECK(tilert_launch(m.module, "fill", kOne, max_block, 0, nullptr, nullptr) == TILERT_SUCCESS);
  CHECK(tilert_launch(m.module, "fill", kOne, too_wide, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("exceeds the block limit {1024, 1024, 64}"));
  CHECK_THAT(tilert_last_error(), Catch::Contains("Fake GPU, sm_90"));
  CHECK(tilert_launch(m.module, "fill", kOne, too_deep, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_launch(m.module, "fill", kOne, too_many, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("2048 threads"));
  const unsigned max_grid[3] = {2147483647u, 65535, 65535}, grid_y[3] = {1, 65536, 1},
                 grid_x[3] = {2147483648u, 1, 1};
  CHECK(tilert_launch(m.module, "fill", max_grid, kOne, 0, nullptr, nullptr) == TILERT_SUCCESS);
  CHECK(tilert_launch(m.module, "fill", grid_y, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_launch(m.module, "fill", grid_x, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("grid limit"));

  // The kernel's own limit (registers / __launch_bounds__).
  const unsigned b256[3] = {256, 1, 1}, b512[3] = {512, 1, 1};
  CHECK(tilert_launch(m.module, "heavy", kOne, b256, 0, nullptr, nullptr) == TILERT_SUCCESS);
  CHECK(tilert_launch(m.module, "heavy", kOne, b512, 0, nullptr, nullptr) ==
        TILERT_ERROR_OUT_OF_RESOURCES);
  CHECK_THAT(tilert_last_error(), Catch::Contains("at most 256 per block"));

  CHECK(tilert_launch(m.module, "missing", kOne, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_NOT_FOUND);
  CHECK_THAT(tilert_last_error(), Catch::Contains("no kernel named 'missing'"));
  CHECK(tilert_launch(m.module, "launch_fails", kOne, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_OUT_OF_RESOURCES);
  CHECK_THAT(tilert_last_error(), Catch::Contains("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"));
}

TEST_CASE("fake driver: dynamic shared memory is opted into once per kernel and size", "[.fake]") {
  Fake& f = fake();
  Module m;
  CurrentContext current(f.create_context());
  const long before = f.counter("set_attribute");
  // Up to 48 KiB needs no attribute.
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 48 * 1024, nullptr, nullptr) == TILERT_SUCCESS);
  CHECK(f.counter("set_attribute") == before);
  // More does, once; the fake driver rejects a launch above the limit set.
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 100 * 1024, nullptr, nullptr) ==
        TILERT_SUCCESS);
  CHECK(f.counter("set_attribute") == before + 1);
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 100 * 1024, nullptr, nullptr) ==
        TILERT_SUCCESS);
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 64 * 1024, nullptr, nullptr) == TILERT_SUCCESS);
  CHECK(f.counter("set_attribute") == before + 1);
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 232448, nullptr, nullptr) == TILERT_SUCCESS);
  CHECK(f.counter("set_attribute") == before + 2);
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 232448 + 16, nullptr, nullptr) ==
        TILERT_ERROR_OUT_OF_RESOURCES);
  CHECK_THAT(tilert_last_error(), Catch::Contains("allows at most 232448"));
  // Static shared memory counts: 40 KiB static leaves 8 KiB without opt-in.
  CHECK(tilert_launch(m.module, "static_smem", kOne, kOne, 8 * 1024, nullptr, nullptr) ==
        TILERT_SUCCESS);
  CHECK(f.counter("set_attribute") == before + 2);
  CHECK(tilert_launch(m.module, "static_smem", kOne, kOne, 16 * 1024, nullptr, nullptr) ==
        TILERT_SUCCESS);
  CHECK(f.counter("set_attribute") == before + 3);
  CHECK(tilert_launch(m.module, "static_smem", kOne, kOne, 232448 - 40 * 1024 + 4, nullptr,
                      nullptr) == TILERT_ERROR_OUT_OF_RESOURCES);
  CHECK_THAT(tilert_last_error(), Catch::Contains("40960 bytes of static"));
}

TEST_CASE("fake driver: a persistent grid is what fits on the device, at most the tiles", "[.fake]") {
  Fake& f = fake();
  Module m;
  CurrentContext current(f.create_context());
  const unsigned block[3] = {384, 1, 1}, small[3] = {128, 1, 1};
  unsigned blocks = 0;
  // One 384-thread block with 208 KiB per multiprocessor: 132 of them.
  REQUIRE(tilert_persistent_grid(m.module, "fill", block, 213120, 1024, &blocks) == TILERT_SUCCESS);
  CHECK(blocks == 132);
  // Fewer tiles than slots: one block per tile.
  REQUIRE(tilert_persistent_grid(m.module, "fill", block, 213120, 50, &blocks) == TILERT_SUCCESS);
  CHECK(blocks == 50);
  // Small blocks: as many as the threads allow (16 per multiprocessor).
  REQUIRE(tilert_persistent_grid(m.module, "fill", small, 0, 1u << 20, &blocks) == TILERT_SUCCESS);
  CHECK(blocks == 16 * 132);
  CHECK(tilert_persistent_grid(m.module, "fill", block, 0, 0, &blocks) == TILERT_ERROR_INVALID_ARGUMENT);
  CHECK_THAT(tilert_last_error(), Catch::Contains("no tiles"));
  CHECK(tilert_persistent_grid(m.module, "fill", block, 232448 + 16, 10, &blocks) ==
        TILERT_ERROR_OUT_OF_RESOURCES);
  CHECK(tilert_persistent_grid(m.module, "fill", nullptr, 0, 10, &blocks) == TILERT_ERROR_INVALID_ARGUMENT);
}

TEST_CASE("fake driver: 8 threads racing to first use load once per context", "[.fake]") {
  Fake& f = fake();
  f.set_load_delay(20000);  // 20 ms inside cuModuleLoadData: everyone piles up
  for (int round = 0; round < 3; ++round) {
    Module m;
    CUcontext contexts[2] = {f.create_context(), f.create_context()};
    const long loads_before = f.counter("loads");
    constexpr int kThreads = 8;
    std::atomic<int> ready{0};
    std::vector<tilert_status> statuses(kThreads, TILERT_ERROR_CUDA);
    std::vector<CUfunction> functions(kThreads, nullptr);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        f.set_current(contexts[t % 2]);
        ready.fetch_add(1);
        while (ready.load() < kThreads) std::this_thread::yield();
        statuses[t] = tilert_launch(m.module, "fill", kOne, kOne, 0, nullptr, nullptr);
        if (statuses[t] == TILERT_SUCCESS)
          statuses[t] = tilert_get_function(m.module, "fill", &functions[t]);
        f.set_current(nullptr);
      });
    }
    for (std::thread& thread : threads) thread.join();
    for (int t = 0; t < kThreads; ++t) {
      INFO("round " << round << ", thread " << t);
      CHECK(statuses[t] == TILERT_SUCCESS);
      CHECK(functions[t] == functions[t % 2]);  // one function per context
    }
    CHECK(functions[0] != functions[1]);
    unsigned loads = 0;
    REQUIRE(tilert_module_load_count(m.module, &loads) == TILERT_SUCCESS);
    CHECK(loads == 2);
    CHECK(f.counter("loads") == loads_before + 2);
  }
  f.set_load_delay(0);
}

TEST_CASE("fake driver: destroy unloads each copy inside its own context", "[.fake]") {
  Fake& f = fake();
  tilert_module* module = nullptr;
  REQUIRE(tilert_module_create(kImage, sizeof kImage, &module) == TILERT_SUCCESS);
  CUcontext a = f.create_context(), b = f.create_context();
  f.set_current(a);
  REQUIRE(tilert_launch(module, "fill", kOne, kOne, 0, nullptr, nullptr) == TILERT_SUCCESS);
  f.set_current(b);
  REQUIRE(tilert_launch(module, "fill", kOne, kOne, 0, nullptr, nullptr) == TILERT_SUCCESS);
  const long unloads = f.counter("unloads");
  const long wrong = f.counter("unloads_in_wrong_context");
  CHECK(tilert_module_destroy(module) == TILERT_SUCCESS);
  CHECK(f.counter("unloads") == unloads + 2);
  CHECK(f.counter("unloads_in_wrong_context") == wrong);
  // The caller's current context is left as it was.
  CUcontext now = nullptr;
  auto get_current = TILERT_DRIVER_FN(cuCtxGetCurrent);
  REQUIRE(get_current.ok());
  (*get_current)(&now);
  CHECK(now == b);
  f.set_current(nullptr);
}

TEST_CASE("fake driver: an image without code for the GPU", "[.fake]") {
  Fake& f = fake();
  const char image[] = ".version 8.0\n// no-binary-for-gpu\n.entry fill\n";
  Module m(image, sizeof image);
  CurrentContext current(f.create_context());
  CHECK(tilert_launch(m.module, "fill", kOne, kOne, 0, nullptr, nullptr) ==
        TILERT_ERROR_NO_KERNEL_IMAGE);
  const std::string message = tilert_last_error();
  CHECK_THAT(message, Catch::Contains("no code for device 0 (Fake GPU, sm_90)"));
  CHECK_THAT(message, Catch::Contains("CUDA_ERROR_NO_BINARY_FOR_GPU"));
  CHECK_THAT(message, Catch::Contains("compile for sm_90"));
  unsigned loads = 9;
  REQUIRE(tilert_module_load_count(m.module, &loads) == TILERT_SUCCESS);
  CHECK(loads == 0);
}

TEST_CASE("fake driver: TMA descriptors reach cuTensorMapEncodeTiled as documented", "[.fake]") {
  Fake& f = fake();
  const void* base = reinterpret_cast<const void*>(std::uintptr_t{0x7f0000000000});
  CUtensorMap map;
  std::memset(&map, 0, sizeof map);
  REQUIRE(tilert_encode_tma_2d(&map, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, base, 128, 256, 512, 32, 64,
                               CU_TENSOR_MAP_SWIZZLE_128B) == TILERT_SUCCESS);
  tilert_fake_encode e{};
  f.last_encode(&e);
  CHECK(e.dtype == CU_TENSOR_MAP_DATA_TYPE_BFLOAT16);
  CHECK(e.rank == 2);
  CHECK(e.address == base);
  CHECK(e.dim[0] == 256);  // columns: innermost first
  CHECK(e.dim[1] == 128);
  CHECK(e.strides[0] == 512);
  CHECK(e.box[0] == 64);
  CHECK(e.box[1] == 32);
  CHECK(e.element_strides[0] == 1);
  CHECK(e.element_strides[1] == 1);
  CHECK(e.interleave == CU_TENSOR_MAP_INTERLEAVE_NONE);
  CHECK(e.swizzle == CU_TENSOR_MAP_SWIZZLE_128B);
  CHECK(e.l2 == CU_TENSOR_MAP_L2_PROMOTION_L2_128B);
  CHECK(e.oob == CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  unsigned char first = 0;
  std::memcpy(&first, &map, 1);
  CHECK(first == 0xab);  // written by the (fake) driver

  // A 4-D row-major tensor (batch 2, seq 1000, heads 8, dim 64) in boxes
  // of 64 rows of one head: innermost first, strides from the shape.
  const uint64_t shape4[4] = {2, 1000, 8, 64};
  const uint32_t box4[4] = {1, 64, 1, 64};
  REQUIRE(tilert_encode_tma_rowmajor(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 4, base, shape4, box4,
                                     CU_TENSOR_MAP_SWIZZLE_128B) == TILERT_SUCCESS);
  f.last_encode(&e);
  CHECK(e.rank == 4);
  CHECK(e.dim[0] == 64);
  CHECK(e.dim[1] == 8);
  CHECK(e.dim[2] == 1000);
  CHECK(e.dim[3] == 2);
  CHECK(e.strides[0] == 64 * 2);
  CHECK(e.strides[1] == 8 * 64 * 2);
  CHECK(e.strides[2] == 1000 * 8 * 64 * 2);
  CHECK(e.box[0] == 64);
  CHECK(e.box[1] == 1);
  CHECK(e.box[2] == 64);
  CHECK(e.box[3] == 1);
  CHECK(e.oob == CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);

  const long encodes = f.counter("encodes");
  auto cxx = tilert::encode_tma_2d(CU_TENSOR_MAP_DATA_TYPE_FLOAT32, base, 64, 64, 256, 16, 16);
  CHECK(cxx.ok());
  CHECK(f.counter("encodes") == encodes + 1);
  // Rejected descriptors never reach the driver.
  auto bad = tilert::encode_tma_2d(CU_TENSOR_MAP_DATA_TYPE_FLOAT32, base, 64, 64, 100, 16, 16);
  CHECK_FALSE(bad.ok());
  CHECK(f.counter("encodes") == encodes + 1);
}
