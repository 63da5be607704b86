// tilert_cpu's thread pool and the entry points' ABI: every block runs
// exactly once whatever the thread count, arenas are big enough, aligned and
// private to their thread, bad arguments give status codes and messages (no
// crash), and a generated entry point checks its own arguments.

#include "CpuKernel.h"

#include <catch2/catch.hpp>

#include <tilert/tilert_cpu.h>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

using namespace tilec_cpu;

namespace {

struct Grid {
  std::vector<std::atomic<int>> runs;
  int64_t arenaBytes = 0;
  std::atomic<int> badArena{0};
  explicit Grid(int64_t blocks) : runs(static_cast<std::size_t>(blocks)) {}
};

// Counts each block and scribbles over the whole arena, then checks that no
// other block changed it meanwhile (arenas are per worker).
void countBlock(void* args, int64_t block, void* arena) {
  auto* g = static_cast<Grid*>(args);
  g->runs[static_cast<std::size_t>(block)].fetch_add(1);
  if (g->arenaBytes == 0) {
    if (arena)
      g->badArena.fetch_add(1);
    return;
  }
  if (!arena || reinterpret_cast<uintptr_t>(arena) % 64 != 0) {
    g->badArena.fetch_add(1);
    return;
  }
  auto* bytes = static_cast<unsigned char*>(arena);
  std::memset(bytes, static_cast<int>(block & 0xFF), static_cast<std::size_t>(g->arenaBytes));
  for (int64_t i = 0; i < g->arenaBytes; i += 4093)
    if (bytes[i] != static_cast<unsigned char>(block & 0xFF))
      g->badArena.fetch_add(1);
}

struct Nested {
  std::atomic<int> inner{0};
};

void innerBlock(void* args, int64_t, void*) { static_cast<Nested*>(args)->inner.fetch_add(1); }

void outerBlock(void* args, int64_t, void*) {
  // A launch from inside a block runs on this thread and must not deadlock.
  if (tilert_cpu_launch(innerBlock, args, 3, 128) != TILERT_CPU_SUCCESS)
    static_cast<Nested*>(args)->inner.fetch_add(1000);
}

} // namespace

TEST_CASE("tilert_cpu runs every block exactly once, with a private aligned arena", "[cpu][runtime]") {
  int threads = GENERATE(1, 2, 7);
  auto shape = GENERATE(std::make_pair(int64_t(1), int64_t(0)), std::make_pair(int64_t(1000), int64_t(0)),
                        std::make_pair(int64_t(257), int64_t(100000)), std::make_pair(int64_t(3), int64_t(64)));
  INFO("threads " << threads << ", blocks " << shape.first << ", arena " << shape.second);
  REQUIRE(tilert_cpu_set_num_threads(threads) == TILERT_CPU_SUCCESS);
  CHECK(tilert_cpu_num_threads() == threads);
  Grid g(shape.first);
  g.arenaBytes = shape.second;
  REQUIRE(tilert_cpu_launch(countBlock, &g, shape.first, shape.second) == TILERT_CPU_SUCCESS);
  CHECK(std::string(tilert_cpu_last_error()).empty());
  int wrong = 0;
  for (auto& r : g.runs)
    wrong += r.load() != 1;
  CHECK(wrong == 0);
  CHECK(g.badArena.load() == 0);
  REQUIRE(tilert_cpu_set_num_threads(0) == TILERT_CPU_SUCCESS);
}

TEST_CASE("tilert_cpu runs a launch made inside a block on the block's thread", "[cpu][runtime]") {
  REQUIRE(tilert_cpu_set_num_threads(2) == TILERT_CPU_SUCCESS);
  Nested n;
  REQUIRE(tilert_cpu_launch(outerBlock, &n, 4, 0) == TILERT_CPU_SUCCESS);
  CHECK(n.inner.load() == 12);
  REQUIRE(tilert_cpu_set_num_threads(0) == TILERT_CPU_SUCCESS);
}

TEST_CASE("tilert_cpu rejects bad arguments with a status and a message", "[cpu][runtime]") {
  Grid g(1);
  CHECK(tilert_cpu_launch(nullptr, &g, 1, 0) == TILERT_CPU_ERROR_INVALID_ARGUMENT);
  CHECK(std::string(tilert_cpu_last_error()).find("block function is NULL") != std::string::npos);
  CHECK(tilert_cpu_launch(countBlock, &g, 0, 0) == TILERT_CPU_ERROR_INVALID_ARGUMENT);
  CHECK(std::string(tilert_cpu_last_error()).find("no blocks") != std::string::npos);
  CHECK(tilert_cpu_launch(countBlock, &g, 1, -1) == TILERT_CPU_ERROR_INVALID_ARGUMENT);
  CHECK(tilert_cpu_set_num_threads(-1) == TILERT_CPU_ERROR_INVALID_ARGUMENT);
  CHECK(g.runs[0].load() == 0);
  CHECK(std::string(tilert_cpu_status_string(TILERT_CPU_ERROR_OUT_OF_MEMORY)) == "out of memory");
  CHECK(std::string(tilert_cpu_status_string(12345)) == "unknown tilert_cpu status");
  CHECK(tilert_cpu_set_error(TILERT_CPU_SUCCESS, "ignored") == TILERT_CPU_SUCCESS);
  CHECK(std::string(tilert_cpu_last_error()).empty());
  CHECK(tilert_cpu_set_error(TILERT_CPU_ERROR_INVALID_ARGUMENT, nullptr) == TILERT_CPU_ERROR_INVALID_ARGUMENT);
  CHECK(std::string(tilert_cpu_last_error()) == "invalid argument");
}

// The entry points' own checks: the status is tilert_cpu's invalid
// argument (the compiler writes the value without including tilert_cpu.h),
// the message names the export and the argument; no block runs.
TEST_CASE("an entry point checks its tensors and run-time dims", "[cpu][runtime]") {
  HostKernel& k = compileKernel("elementwise_add.tile", "add_f32");
  INFO(k.error);
  REQUIRE(k.ok);
  REQUIRE(k.jitted.info.args.size() == 4);
  CHECK(k.jitted.info.args[0].ctype == "const float*");
  CHECK(k.jitted.info.args[2].ctype == "float*");
  CHECK(k.jitted.info.args[3].ctype == "int32_t");
  using Entry = int32_t (*)(const float*, const float*, float*, int32_t);
  auto entry = reinterpret_cast<Entry>(k.jitted.entry);
  std::vector<float> a(5, 1.0f), b(5, 2.0f), c(5, 0.0f);
  CHECK(entry(nullptr, b.data(), c.data(), 5) == TILERT_CPU_ERROR_INVALID_ARGUMENT);
  CHECK(std::string(tilert_cpu_last_error()) == "add_f32: tensor 'A' is NULL");
  CHECK(entry(a.data(), b.data(), c.data(), 0) == TILERT_CPU_ERROR_INVALID_ARGUMENT);
  CHECK(std::string(tilert_cpu_last_error()) == "add_f32: run-time dim 'N' must be positive");
  CHECK(c[0] == 0.0f);
  REQUIRE(entry(a.data(), b.data(), c.data(), 5) == TILERT_CPU_SUCCESS);
  CHECK(std::string(tilert_cpu_last_error()).empty());
  CHECK(c[4] == 3.0f);
  // The packed form: a pointer to each argument.
  std::vector<float> d(5, 0.0f);
  const float* pa = a.data();
  const float* pb = b.data();
  float* pd = d.data();
  int32_t n = 5;
  void* argv[] = {&pa, &pb, &pd, &n};
  REQUIRE(k.jitted.packed(argv) == TILERT_CPU_SUCCESS);
  CHECK(d[0] == 3.0f);
}
