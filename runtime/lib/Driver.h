// The CUDA driver, opened with dlopen("libcuda.so.1") on first use.
//
// tilert does not put libcuda.so.1 in the program's DT_NEEDED list: a binary
// linked that way (against the toolkit's stub) does not even start on a
// machine without the NVIDIA driver, so it could never report
// TILERT_ERROR_NO_DEVICE. The entry points are looked up under the ABI names
// that cuda.h maps each API to (cuMemAlloc -> cuMemAlloc_v2), exactly the
// symbols a program linked against the stub would bind to.
#pragma once

#include <tilert/tilert.h>

#define TILERT_DETAIL_STRINGIFY_(x) #x
// The ABI symbol of a driver API, after cuda.h's version macros.
#define TILERT_DETAIL_SYMBOL_NAME(fn) TILERT_DETAIL_STRINGIFY_(fn)

// Entry points tilert cannot work without.
#define TILERT_DRIVER_REQUIRED(X) \
  X(cuInit)                       \
  X(cuDriverGetVersion)           \
  X(cuDeviceGetCount)             \
  X(cuDeviceGet)                  \
  X(cuDeviceGetAttribute)         \
  X(cuDeviceGetName)              \
  X(cuDeviceTotalMem)             \
  X(cuCtxGetCurrent)              \
  X(cuCtxGetDevice)               \
  X(cuCtxPushCurrent)             \
  X(cuCtxPopCurrent)              \
  X(cuModuleLoadData)             \
  X(cuModuleUnload)               \
  X(cuModuleGetFunction)          \
  X(cuFuncGetAttribute)           \
  X(cuFuncSetAttribute)           \
  X(cuLaunchKernel)               \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor)

// Entry points that newer drivers have (CUDA 12.0+); tilert degrades or
// reports TILERT_ERROR_NOT_SUPPORTED without them.
#define TILERT_DRIVER_OPTIONAL(X) \
  X(cuGetErrorName)               \
  X(cuGetErrorString)             \
  X(cuCtxGetId)                   \
  X(cuTensorMapEncodeTiled)       \
  X(cuOccupancyMaxActiveClusters) \
  X(cuModuleGetGlobal)            \
  X(cuLaunchKernelEx)

namespace tilert::detail {

struct DriverApi {
#define TILERT_DRIVER_MEMBER(fn) decltype(&::fn) fn = nullptr;
  TILERT_DRIVER_REQUIRED(TILERT_DRIVER_MEMBER)
  TILERT_DRIVER_OPTIONAL(TILERT_DRIVER_MEMBER)
#undef TILERT_DRIVER_MEMBER
  void* handle = nullptr;  // from dlopen; never closed
  int version = 0;         // cuDriverGetVersion
};

// Opens the driver and runs cuInit once per process (thread safe). On
// failure records the reason as the thread's last error (prefixed by `api`)
// and returns TILERT_ERROR_NO_DEVICE or TILERT_ERROR_CUDA; the outcome is
// cached, so later calls fail the same way without retrying.
tilert_status ensure_driver(const char* api) noexcept;

// The driver table after a successful ensure_driver().
const DriverApi& driver() noexcept;

// The table if ensure_driver() has succeeded, else nullptr (never opens it).
const DriverApi* loaded_driver() noexcept;

// dlsym in the opened driver (after a successful ensure_driver()).
void* driver_symbol(const char* name) noexcept;

// Maps a CUDA error to the closest tilert status.
tilert_status status_from_cuda(CUresult result) noexcept;

}  // namespace tilert::detail
