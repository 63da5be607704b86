// Control functions of the fake CUDA driver (FakeDriver.cpp), looked up with
// dlsym by FakeDriverTest.cpp.
#pragma once

#include <cuda.h>

extern "C" {

// A new context on the fake device (not made current).
typedef CUcontext (*tilert_fake_create_context_fn)(void);
// Counters: "loads", "unloads", "unloads_in_wrong_context", "set_attribute",
// "launches", "encodes".
typedef long (*tilert_fake_counter_fn)(const char* name);
// Microseconds cuModuleLoadData sleeps (to widen the first-use race).
typedef void (*tilert_fake_set_load_delay_fn)(int microseconds);

struct tilert_fake_launch {
  char kernel[64];
  unsigned grid[3], block[3];
  unsigned shared_bytes;
  CUstream stream;
  void** params;
  CUcontext context;
  int programmatic;  // 1: launched as a programmatic dependent (cuLaunchKernelEx)
};
typedef void (*tilert_fake_last_launch_fn)(struct tilert_fake_launch* out);

struct tilert_fake_encode {
  CUtensorMapDataType dtype;
  cuuint32_t rank;
  const void* address;
  cuuint64_t dim[5], strides[4];
  cuuint32_t box[5], element_strides[5];
  CUtensorMapInterleave interleave;
  CUtensorMapSwizzle swizzle;
  CUtensorMapL2promotion l2;
  CUtensorMapFloatOOBfill oob;
};
typedef void (*tilert_fake_last_encode_fn)(struct tilert_fake_encode* out);
}
