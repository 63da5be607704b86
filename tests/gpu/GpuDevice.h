// The device side of tilec_gpu_tests: driver entry points taken from the
// libcuda that tilert opened (the test links no libcuda, so it starts on
// machines without a driver), device 0's primary context, and device buffers
// that are poisoned, zeroed, uploaded and downloaded.
#pragma once

#include <tilert/tilert.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace tilec_gpu {

#define TILEC_GPU_DRIVER_FUNCTIONS(X) \
  X(cuDeviceGet)                      \
  X(cuDevicePrimaryCtxRetain)         \
  X(cuDevicePrimaryCtxRelease)        \
  X(cuCtxSetCurrent)                  \
  X(cuCtxSynchronize)                 \
  X(cuMemAlloc)                       \
  X(cuMemFree)                        \
  X(cuMemsetD8)                       \
  X(cuMemsetD16)                      \
  X(cuMemsetD32)                      \
  X(cuMemcpyHtoD)                     \
  X(cuMemcpyDtoH)                     \
  X(cuGetErrorName)                   \
  X(cuGetErrorString)

struct Driver {
#define TILEC_GPU_DRIVER_MEMBER(fn) decltype(&::fn) fn = nullptr;
  TILEC_GPU_DRIVER_FUNCTIONS(TILEC_GPU_DRIVER_MEMBER)
#undef TILEC_GPU_DRIVER_MEMBER
};

/// Loads the driver entry points and makes device 0's primary context
/// current on the calling thread. Returns "" or why it failed. Call after a
/// successful tilert_init().
std::string setupGpu();
void teardownGpu();
bool gpuReady();

const Driver& cu();
const tilert_device_properties& device();

/// "CUDA_ERROR_X (description)" for messages.
std::string cuError(CUresult result);

/// cuCtxSynchronize: "" or the (sticky) error a kernel left behind.
std::string synchronize();

/// One device allocation of `bytes` bytes. Not copyable.
class DeviceBuffer {
public:
  explicit DeviceBuffer(std::size_t bytes);
  ~DeviceBuffer();
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  CUdeviceptr ptr() const { return ptr_; }
  std::size_t bytes() const { return bytes_; }

  // Each returns "" or the error; all are synchronous.
  std::string upload(const void* host, std::size_t bytes);
  std::string download(void* host, std::size_t bytes) const;
  /// Fills every `elementBytes`-byte element (1, 2 or 4) with `pattern`.
  std::string fill(unsigned pattern, int elementBytes);

private:
  CUdeviceptr ptr_ = 0;
  std::size_t bytes_ = 0;
  std::string error_;
};

} // namespace tilec_gpu
