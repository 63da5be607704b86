// What tilert needs to know about a device: launch limits (cached per
// context by Module.cpp) and the properties tilert_device_info reports.
#pragma once

#include <tilert/tilert.h>

#include <string>

namespace tilert::detail {

struct DeviceLimits {
  CUdevice device = 0;
  std::string name;
  int sm_major = 0;
  int sm_minor = 0;
  unsigned max_block[3] = {0, 0, 0};
  unsigned max_grid[3] = {0, 0, 0};
  int max_threads_per_block = 0;
  int max_shared_memory_per_block = 0;        // without opt-in
  int max_shared_memory_per_block_optin = 0;  // after raising the function limit
  int sm_count = 0;                           // multiprocessors
};

// Queries `device`'s limits (driver already initialised). On failure records
// a message prefixed by `api`.
tilert_status query_device_limits(CUdevice device, const char* api, DeviceLimits* out);

// "device 0 (NVIDIA H100 80GB HBM3, sm_90)"
std::string describe(const DeviceLimits& limits);

// The device of the calling thread's current context; TILERT_ERROR_NO_CONTEXT
// when the thread has none.
tilert_status current_device(const char* api, CUcontext* context, CUdevice* device);

}  // namespace tilert::detail
