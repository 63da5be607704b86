#include "GpuDevice.h"

namespace tilec_gpu {
namespace {

Driver g_driver;
CUdevice g_device = 0;
CUcontext g_primary = nullptr;
tilert_device_properties g_props{};
bool g_ready = false;

} // namespace

std::string setupGpu() {
#define TILEC_GPU_DRIVER_LOAD(fn)                                                   \
  {                                                                                 \
    void* address = nullptr;                                                        \
    if (tilert_driver_symbol(TILERT_DRIVER_SYMBOL(fn), &address) != TILERT_SUCCESS) \
      return std::string("driver entry point " #fn ": ") + tilert_last_error();     \
    g_driver.fn = reinterpret_cast<decltype(g_driver.fn)>(address);                 \
  }
  TILEC_GPU_DRIVER_FUNCTIONS(TILEC_GPU_DRIVER_LOAD)
#undef TILEC_GPU_DRIVER_LOAD
  CUresult r = g_driver.cuDeviceGet(&g_device, 0);
  if (r != CUDA_SUCCESS)
    return "cuDeviceGet(0): " + cuError(r);
  r = g_driver.cuDevicePrimaryCtxRetain(&g_primary, g_device);
  if (r != CUDA_SUCCESS)
    return "cuDevicePrimaryCtxRetain: " + cuError(r);
  r = g_driver.cuCtxSetCurrent(g_primary);
  if (r != CUDA_SUCCESS)
    return "cuCtxSetCurrent: " + cuError(r);
  if (tilert_device_info(-1, &g_props) != TILERT_SUCCESS)
    return std::string("tilert_device_info: ") + tilert_last_error();
  g_ready = true;
  return "";
}

void teardownGpu() {
  if (g_primary) {
    g_driver.cuCtxSetCurrent(nullptr);
    g_driver.cuDevicePrimaryCtxRelease(g_device);
    g_primary = nullptr;
  }
  g_ready = false;
}

bool gpuReady() { return g_ready; }
const Driver& cu() { return g_driver; }
const tilert_device_properties& device() { return g_props; }

std::string cuError(CUresult result) {
  const char* name = nullptr;
  const char* text = nullptr;
  std::string s;
  if (g_driver.cuGetErrorName && g_driver.cuGetErrorName(result, &name) == CUDA_SUCCESS && name)
    s = name;
  else
    s = "CUresult " + std::to_string(static_cast<int>(result));
  if (g_driver.cuGetErrorString && g_driver.cuGetErrorString(result, &text) == CUDA_SUCCESS && text)
    s += std::string(" (") + text + ")";
  return s;
}

std::string synchronize() {
  CUresult r = g_driver.cuCtxSynchronize();
  return r == CUDA_SUCCESS ? "" : "cuCtxSynchronize: " + cuError(r);
}

DeviceBuffer::DeviceBuffer(std::size_t bytes) : bytes_(bytes) {
  if (!g_ready) {
    error_ = "no GPU context";
    return;
  }
  // cuMemAlloc refuses 0 bytes; an empty tensor still gets a valid pointer.
  CUresult r = g_driver.cuMemAlloc(&ptr_, bytes ? bytes : 4);
  if (r != CUDA_SUCCESS) {
    ptr_ = 0;
    error_ = "cuMemAlloc(" + std::to_string(bytes) + "): " + cuError(r);
  }
}

DeviceBuffer::~DeviceBuffer() {
  if (ptr_)
    g_driver.cuMemFree(ptr_);
}

std::string DeviceBuffer::upload(const void* host, std::size_t bytes) {
  if (!ok())
    return error_;
  if (bytes != bytes_)
    return "upload of " + std::to_string(bytes) + " bytes into a buffer of " + std::to_string(bytes_);
  if (!bytes)
    return "";
  CUresult r = g_driver.cuMemcpyHtoD(ptr_, host, bytes);
  return r == CUDA_SUCCESS ? "" : "cuMemcpyHtoD: " + cuError(r);
}

std::string DeviceBuffer::download(void* host, std::size_t bytes) const {
  if (!ok())
    return error_;
  if (bytes != bytes_)
    return "download of " + std::to_string(bytes) + " bytes from a buffer of " + std::to_string(bytes_);
  std::string sync = synchronize();
  if (!sync.empty())
    return sync;
  if (!bytes)
    return "";
  CUresult r = g_driver.cuMemcpyDtoH(host, ptr_, bytes);
  return r == CUDA_SUCCESS ? "" : "cuMemcpyDtoH: " + cuError(r);
}

std::string DeviceBuffer::fill(unsigned pattern, int elementBytes) {
  if (!ok())
    return error_;
  if (bytes_ % static_cast<std::size_t>(elementBytes) != 0)
    return "buffer size is not a multiple of the fill element";
  std::size_t n = bytes_ / static_cast<std::size_t>(elementBytes);
  if (!n)
    return "";
  CUresult r = CUDA_SUCCESS;
  switch (elementBytes) {
  case 1: r = g_driver.cuMemsetD8(ptr_, static_cast<unsigned char>(pattern), n); break;
  case 2: r = g_driver.cuMemsetD16(ptr_, static_cast<unsigned short>(pattern), n); break;
  case 4: r = g_driver.cuMemsetD32(ptr_, pattern, n); break;
  default: return "fill element of " + std::to_string(elementBytes) + " bytes";
  }
  if (r != CUDA_SUCCESS)
    return "cuMemsetD" + std::to_string(elementBytes * 8) + ": " + cuError(r);
  return synchronize();
}

} // namespace tilec_gpu
