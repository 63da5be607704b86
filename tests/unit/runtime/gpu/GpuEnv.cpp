#include "GpuEnv.h"

#include "EmbeddedKernels.h"
#include "TestPattern.h"

#include <catch2/catch.hpp>

namespace tilert_test {
namespace {

Driver g_driver;
CUcontext g_primary = nullptr;
CUdevice g_device = 0;
tilert_device_properties g_props{};

}  // namespace

std::string setup_gpu() {
#define TILERT_TEST_DRIVER_LOAD(fn)                                                 \
  {                                                                                 \
    void* address = nullptr;                                                        \
    if (tilert_driver_symbol(TILERT_DRIVER_SYMBOL(fn), &address) != TILERT_SUCCESS) \
      return tilert_last_error();                                                   \
    g_driver.fn = reinterpret_cast<decltype(g_driver.fn)>(address);                 \
  }
  TILERT_TEST_DRIVER_FUNCTIONS(TILERT_TEST_DRIVER_LOAD)
#undef TILERT_TEST_DRIVER_LOAD
  CUresult result = g_driver.cuDeviceGet(&g_device, 0);
  if (result != CUDA_SUCCESS) return "cuDeviceGet(0): " + cu_error(result);
  result = g_driver.cuDevicePrimaryCtxRetain(&g_primary, g_device);
  if (result != CUDA_SUCCESS) return "cuDevicePrimaryCtxRetain: " + cu_error(result);
  if (!use_primary_context()) return "cuCtxSetCurrent(primary) failed";
  if (tilert_device_info(-1, &g_props) != TILERT_SUCCESS) return tilert_last_error();
  return "";
}

void teardown_gpu() {
  if (g_primary) {
    g_driver.cuCtxSetCurrent(nullptr);
    g_driver.cuDevicePrimaryCtxRelease(g_device);
    g_primary = nullptr;
  }
}

const Driver& cu() { return g_driver; }
CUcontext primary_context() { return g_primary; }
bool use_primary_context() { return g_driver.cuCtxSetCurrent(g_primary) == CUDA_SUCCESS; }
const tilert_device_properties& device() { return g_props; }

std::string cu_error(CUresult result) {
  const char* name = nullptr;
  if (g_driver.cuGetErrorName && g_driver.cuGetErrorName(result, &name) == CUDA_SUCCESS && name)
    return name;
  return "CUresult " + std::to_string(static_cast<int>(result));
}

DeviceWords::DeviceWords(std::size_t count) : count_(count) {
  CUresult result = cu().cuMemAlloc(&ptr_, count * sizeof(unsigned));
  if (result != CUDA_SUCCESS) {
    ptr_ = 0;
    error_ = "cuMemAlloc(" + std::to_string(count * sizeof(unsigned)) + "): " + cu_error(result);
    return;
  }
  error_ = fill(kTilertTestPoison);
}

DeviceWords::~DeviceWords() {
  if (ptr_) cu().cuMemFree(ptr_);
}

std::string DeviceWords::fill(unsigned value) {
  CUresult result = cu().cuMemsetD32(ptr_, value, count_);
  if (result == CUDA_SUCCESS) result = cu().cuCtxSynchronize();
  return result == CUDA_SUCCESS ? "" : "cuMemsetD32: " + cu_error(result);
}

std::string DeviceWords::read(std::vector<unsigned>* out) const {
  CUresult result = cu().cuCtxSynchronize();
  if (result != CUDA_SUCCESS) return "cuCtxSynchronize: " + cu_error(result);
  out->assign(count_, 0);
  result = cu().cuMemcpyDtoH(out->data(), ptr_, count_ * sizeof(unsigned));
  return result == CUDA_SUCCESS ? "" : "cuMemcpyDtoH: " + cu_error(result);
}

const unsigned char* kernels_fatbin() { return tilert_test_kernels_fatbin; }
std::size_t kernels_fatbin_size() { return tilert_test_kernels_fatbin_size; }
const unsigned char* sm80_only_fatbin() { return tilert_test_sm80_fatbin; }
std::size_t sm80_only_fatbin_size() { return tilert_test_sm80_fatbin_size; }

}  // namespace tilert_test
