// What every GPU test needs: driver entry points (taken from the libcuda
// tilert opened, so the test links no libcuda itself and starts on machines
// without a driver), the primary context of device 0, device buffers, and
// the embedded test fatbins.
#pragma once

#include <tilert/tilert.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace tilert_test {

#define TILERT_TEST_DRIVER_FUNCTIONS(X) \
  X(cuDeviceGet)                        \
  X(cuDevicePrimaryCtxRetain)           \
  X(cuDevicePrimaryCtxRelease)          \
  X(cuCtxSetCurrent)                    \
  X(cuCtxGetCurrent)                    \
  X(cuCtxCreate)                        \
  X(cuCtxDestroy)                       \
  X(cuCtxSynchronize)                   \
  X(cuMemAlloc)                         \
  X(cuMemFree)                          \
  X(cuMemsetD32)                        \
  X(cuMemcpyHtoD)                       \
  X(cuMemcpyDtoH)                       \
  X(cuStreamCreate)                     \
  X(cuStreamDestroy)                    \
  X(cuStreamSynchronize)                \
  X(cuGetErrorName)

struct Driver {
#define TILERT_TEST_DRIVER_MEMBER(fn) decltype(&::fn) fn = nullptr;
  TILERT_TEST_DRIVER_FUNCTIONS(TILERT_TEST_DRIVER_MEMBER)
#undef TILERT_TEST_DRIVER_MEMBER
};

// Loads the entry points and makes device 0's primary context current on
// the calling thread. Returns "" or why it failed.
std::string setup_gpu();
void teardown_gpu();

const Driver& cu();
CUcontext primary_context();
// Makes the primary context current on the calling thread (worker threads).
bool use_primary_context();
const tilert_device_properties& device();

// "CUDA_ERROR_X" for messages.
std::string cu_error(CUresult result);

// A device allocation of `count` 32-bit words, poisoned on creation.
class DeviceWords {
 public:
  explicit DeviceWords(std::size_t count);
  ~DeviceWords();
  DeviceWords(const DeviceWords&) = delete;
  DeviceWords& operator=(const DeviceWords&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  CUdeviceptr ptr() const { return ptr_; }
  std::size_t count() const { return count_; }
  // Fills every word with `value` (synchronously); "" or the error.
  std::string fill(unsigned value);
  // Copies to the host after synchronising the context; "" or the error.
  std::string read(std::vector<unsigned>* out) const;

 private:
  CUdeviceptr ptr_ = 0;
  std::size_t count_ = 0;
  std::string error_;
};

// The fatbins built from TestKernels.cu.
const unsigned char* kernels_fatbin();
std::size_t kernels_fatbin_size();
const unsigned char* sm80_only_fatbin();
std::size_t sm80_only_fatbin_size();

}  // namespace tilert_test

// REQUIRE that a driver call succeeds, naming the call and the error.
#define CU_REQUIRE(call)                                                \
  do {                                                                  \
    CUresult cu_result_ = (call);                                       \
    INFO(#call << " returned " << ::tilert_test::cu_error(cu_result_)); \
    REQUIRE(cu_result_ == CUDA_SUCCESS);                                \
  } while (0)

// REQUIRE that a tilert call succeeds, showing its message.
#define TILERT_REQUIRE_OK(call)                 \
  do {                                          \
    tilert_status tilert_status_ = (call);      \
    INFO(#call << ": " << tilert_last_error()); \
    REQUIRE(tilert_status_ == TILERT_SUCCESS);  \
  } while (0)
