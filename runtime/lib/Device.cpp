#include "Device.h"

#include "Driver.h"
#include "Error.h"

#include <cstring>

namespace tilert::detail {
namespace {

tilert_status attribute(CUdevice device, CUdevice_attribute which, const char* what,
                        const char* api, int* out) {
  CUresult result = driver().cuDeviceGetAttribute(out, which, device);
  if (result != CUDA_SUCCESS)
    return fail(status_from_cuda(result) == TILERT_ERROR_NO_DEVICE ? TILERT_ERROR_NO_DEVICE
                                                                   : TILERT_ERROR_CUDA,
                cat(api, ": cuDeviceGetAttribute(", what, ") for device ", device, " failed with ",
                    cuda_error_text(result)));
  return TILERT_SUCCESS;
}

#define TILERT_ATTRIBUTE(device, attr, api, out)                                                   \
  if (tilert_status status_ = attribute(device, attr, #attr, api, out); status_ != TILERT_SUCCESS) \
    return status_;

}  // namespace

tilert_status query_device_limits(CUdevice device, const char* api, DeviceLimits* out) {
  DeviceLimits limits;
  limits.device = device;
  char name[256] = "";
  if (driver().cuDeviceGetName(name, sizeof name, device) == CUDA_SUCCESS) limits.name = name;
  int value = 0;
  TILERT_ATTRIBUTE(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, api, &limits.sm_major)
  TILERT_ATTRIBUTE(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, api, &limits.sm_minor)
  const CUdevice_attribute block_attrs[3] = {CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X,
                                             CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y,
                                             CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z};
  const CUdevice_attribute grid_attrs[3] = {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X,
                                            CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y,
                                            CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z};
  for (int i = 0; i < 3; ++i) {
    TILERT_ATTRIBUTE(device, block_attrs[i], api, &value)
    limits.max_block[i] = static_cast<unsigned>(value);
    TILERT_ATTRIBUTE(device, grid_attrs[i], api, &value)
    limits.max_grid[i] = static_cast<unsigned>(value);
  }
  TILERT_ATTRIBUTE(device, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, api,
                   &limits.max_threads_per_block)
  TILERT_ATTRIBUTE(device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, api,
                   &limits.max_shared_memory_per_block)
  TILERT_ATTRIBUTE(device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, api,
                   &limits.max_shared_memory_per_block_optin)
  TILERT_ATTRIBUTE(device, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, api, &limits.sm_count)
  if (limits.max_shared_memory_per_block_optin < limits.max_shared_memory_per_block)
    limits.max_shared_memory_per_block_optin = limits.max_shared_memory_per_block;
  *out = std::move(limits);
  return TILERT_SUCCESS;
}

std::string describe(const DeviceLimits& limits) {
  return cat("device ", limits.device, " (", limits.name.empty() ? "unnamed" : limits.name, ", sm_",
             limits.sm_major, limits.sm_minor, ")");
}

tilert_status current_device(const char* api, CUcontext* context, CUdevice* device) {
  CUresult result = driver().cuCtxGetCurrent(context);
  if (result != CUDA_SUCCESS)
    return fail(status_from_cuda(result) == TILERT_ERROR_NO_CONTEXT ? TILERT_ERROR_NO_CONTEXT
                                                                    : TILERT_ERROR_CUDA,
                cat(api, ": cuCtxGetCurrent failed with ", cuda_error_text(result)));
  if (*context == nullptr)
    return fail(TILERT_ERROR_NO_CONTEXT,
                cat(api,
                    ": no current CUDA context on this thread; make one current first "
                    "(cuDevicePrimaryCtxRetain + cuCtxSetCurrent, or any CUDA runtime call)"));
  result = driver().cuCtxGetDevice(device);
  if (result != CUDA_SUCCESS)
    return fail(status_from_cuda(result) == TILERT_ERROR_NO_CONTEXT ? TILERT_ERROR_NO_CONTEXT
                                                                    : TILERT_ERROR_CUDA,
                cat(api, ": cuCtxGetDevice failed with ", cuda_error_text(result)));
  return TILERT_SUCCESS;
}

}  // namespace tilert::detail

extern "C" {

TILERT_API tilert_status tilert_device_count(int* count) {
  using namespace tilert::detail;
  return guarded("tilert_device_count", [&] {
    if (!count)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, "tilert_device_count: count must be non-null");
    *count = 0;
    if (tilert_status status = ensure_driver("tilert_device_count"); status != TILERT_SUCCESS)
      return status;
    CUresult result = driver().cuDeviceGetCount(count);
    if (result != CUDA_SUCCESS)
      return fail(TILERT_ERROR_CUDA, cat("tilert_device_count: cuDeviceGetCount failed with ",
                                         cuda_error_text(result)));
    if (*count == 0)
      return fail(TILERT_ERROR_NO_DEVICE, "tilert_device_count: the CUDA driver reports 0 devices");
    return TILERT_SUCCESS;
  });
}

TILERT_API tilert_status tilert_device_info(int device, tilert_device_properties* out) {
  using namespace tilert::detail;
  constexpr const char* api = "tilert_device_info";
  return guarded(api, [&] {
    if (!out)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, "tilert_device_info: out must be non-null");
    std::memset(out, 0, sizeof *out);
    if (tilert_status status = ensure_driver(api); status != TILERT_SUCCESS) return status;
    CUdevice handle = 0;
    if (device < 0) {
      CUcontext context = nullptr;
      if (tilert_status status = current_device(api, &context, &handle); status != TILERT_SUCCESS)
        return status;
    } else {
      int count = 0;
      if (driver().cuDeviceGetCount(&count) != CUDA_SUCCESS || device >= count)
        return fail(TILERT_ERROR_INVALID_ARGUMENT,
                    cat(api, ": no device ", device, " (the driver reports ", count, ")"));
      CUresult result = driver().cuDeviceGet(&handle, device);
      if (result != CUDA_SUCCESS)
        return fail(TILERT_ERROR_CUDA,
                    cat(api, ": cuDeviceGet(", device, ") failed with ", cuda_error_text(result)));
    }
    DeviceLimits limits;
    if (tilert_status status = query_device_limits(handle, api, &limits); status != TILERT_SUCCESS)
      return status;
    tilert_device_properties props;
    std::memset(&props, 0, sizeof props);
    props.ordinal = static_cast<int>(handle);
    std::strncpy(props.name, limits.name.c_str(), sizeof props.name - 1);
    props.sm_major = limits.sm_major;
    props.sm_minor = limits.sm_minor;
    props.max_threads_per_block = limits.max_threads_per_block;
    props.max_shared_memory_per_block = limits.max_shared_memory_per_block;
    props.max_shared_memory_per_block_optin = limits.max_shared_memory_per_block_optin;
    TILERT_ATTRIBUTE(handle, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, api, &props.sm_count)
    TILERT_ATTRIBUTE(handle, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, api,
                     &props.max_shared_memory_per_sm)
    TILERT_ATTRIBUTE(handle, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, api, &props.l2_cache_size)
    TILERT_ATTRIBUTE(handle, CU_DEVICE_ATTRIBUTE_WARP_SIZE, api, &props.warp_size)
    props.driver_version = driver().version;
    size_t total = 0;
    if (driver().cuDeviceTotalMem(&total, handle) == CUDA_SUCCESS) props.total_memory = total;
    *out = props;
    return TILERT_SUCCESS;
  });
}

}  // extern "C"
