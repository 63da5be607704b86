// The values the test kernels write, computed identically on host and device.
#pragma once

#ifdef __CUDACC__
#define TILERT_TEST_HD __host__ __device__
#else
#define TILERT_TEST_HD
#endif

// Never equal to kPoison for the indices the tests use is not required: the
// checks compare against the exact expected value.
inline TILERT_TEST_HD unsigned tilert_test_pattern(unsigned long long index, unsigned seed) {
  unsigned x = static_cast<unsigned>(index) * 2654435761u ^ seed;
  x ^= x >> 15;
  x *= 0x2c1b3c6du;
  return x ^ (x >> 12);
}

// What the dynamic-shared-memory kernel stores at shared word k of block b.
inline TILERT_TEST_HD unsigned tilert_test_smem_word(unsigned k, unsigned block) {
  return k * 0x9e3779b9u + block;
}

// Device buffers are filled with this before each kernel runs.
constexpr unsigned kTilertTestPoison = 0xDEADBEEFu;

// The TMA test copies box_rows x box_cols tiles of float; the kernel's
// shared-memory tile holds at most this many elements.
constexpr unsigned kTilertTestMaxTmaBox = 32 * 32;
