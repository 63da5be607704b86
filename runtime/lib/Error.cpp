#include "Error.h"

#include "Driver.h"

#include <cstdio>
#include <cstring>

namespace tilert::detail {
namespace {

constexpr std::size_t kMaxMessage = 2048;
thread_local char t_last_error[kMaxMessage] = "";

// Names for the errors tilert meets most, for when the driver cannot say
// (no driver, or the stub library, whose cuGetErrorName fails too).
const char* fallback_error_name(CUresult result) {
  switch (result) {
#define TILERT_CUDA_ERROR_NAME(code) \
  case code:                         \
    return #code;
    TILERT_CUDA_ERROR_NAME(CUDA_SUCCESS)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_INVALID_VALUE)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_OUT_OF_MEMORY)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_NOT_INITIALIZED)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_DEINITIALIZED)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_STUB_LIBRARY)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_DEVICE_UNAVAILABLE)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_NO_DEVICE)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_INVALID_DEVICE)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_INVALID_IMAGE)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_INVALID_CONTEXT)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_NO_BINARY_FOR_GPU)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_INVALID_PTX)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_JIT_COMPILER_NOT_FOUND)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_UNSUPPORTED_PTX_VERSION)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_INVALID_HANDLE)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_NOT_FOUND)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_ILLEGAL_ADDRESS)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_LAUNCH_FAILED)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_NOT_SUPPORTED)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE)
    TILERT_CUDA_ERROR_NAME(CUDA_ERROR_UNKNOWN)
#undef TILERT_CUDA_ERROR_NAME
    default:
      return nullptr;
  }
}

}  // namespace

void clear_error() noexcept { t_last_error[0] = '\0'; }

tilert_status fail(tilert_status status, const char* message) noexcept {
  std::snprintf(t_last_error, kMaxMessage, "%s", message ? message : "");
  if (t_last_error[0] == '\0') {
    std::snprintf(t_last_error, kMaxMessage, "%s", tilert_status_string(status));
  }
  return status;
}

tilert_status fail(tilert_status status, const std::string& message) noexcept {
  return fail(status, message.c_str());
}

std::string cuda_error_text(CUresult result) {
  const char* name = nullptr;
  const char* text = nullptr;
  if (const DriverApi* api = loaded_driver()) {
    if (api->cuGetErrorName && api->cuGetErrorName(result, &name) != CUDA_SUCCESS) name = nullptr;
    if (api->cuGetErrorString && api->cuGetErrorString(result, &text) != CUDA_SUCCESS)
      text = nullptr;
  }
  if (!name) name = fallback_error_name(result);
  std::string out = name ? std::string(name) : cat("CUresult ", static_cast<int>(result));
  if (text && *text) out += cat(" (", text, ")");
  return out;
}

}  // namespace tilert::detail

using tilert::detail::t_last_error;

extern "C" {

TILERT_API const char* tilert_status_string(tilert_status status) {
  switch (status) {
    case TILERT_SUCCESS:
      return "success";
    case TILERT_ERROR_INVALID_ARGUMENT:
      return "invalid argument";
    case TILERT_ERROR_NO_DEVICE:
      return "no CUDA driver or GPU";
    case TILERT_ERROR_NO_KERNEL_IMAGE:
      return "no kernel image for this GPU";
    case TILERT_ERROR_NOT_FOUND:
      return "kernel not found";
    case TILERT_ERROR_OUT_OF_RESOURCES:
      return "out of resources";
    case TILERT_ERROR_LAUNCH:
      return "kernel launch failed";
    case TILERT_ERROR_CUDA:
      return "CUDA driver error";
    case TILERT_ERROR_NO_CONTEXT:
      return "no current CUDA context";
    case TILERT_ERROR_NOT_SUPPORTED:
      return "not supported by this driver or device";
  }
  return "unknown tilert status";
}

TILERT_API const char* tilert_last_error(void) { return t_last_error; }

TILERT_API tilert_status tilert_set_error(tilert_status status, const char* message) {
  if (status == TILERT_SUCCESS) {
    tilert::detail::clear_error();
    return status;
  }
  return tilert::detail::fail(status, message);
}

TILERT_API const char* tilec_last_error(void) { return t_last_error; }

}  // extern "C"
