#include "Driver.h"

#include "Error.h"

#include <dlfcn.h>

#include <atomic>
#include <mutex>
#include <string>

namespace tilert::detail {
namespace {

constexpr const char* kDriverLibrary = "libcuda.so.1";

struct DriverState {
  DriverApi api;
  tilert_status status = TILERT_SUCCESS;
  std::string message;  // why the driver is unusable
};

DriverState g_state;
std::once_flag g_once;
std::atomic<bool> g_ready{false};

template <class Fn>
bool lookup(void* handle, const char* name, Fn& slot) {
  void* symbol = dlsym(handle, name);
  slot = reinterpret_cast<Fn>(symbol);
  return symbol != nullptr;
}

void open_driver(DriverState& state) {
  // RTLD_LOCAL: the driver's symbols stay out of the global namespace. If the
  // process already has libcuda.so.1 (e.g. through the CUDA runtime), dlopen
  // returns that same library.
  void* handle = dlopen(kDriverLibrary, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* why = dlerror();
    state.status = TILERT_ERROR_NO_DEVICE;
    state.message = cat("no CUDA driver: cannot load ", kDriverLibrary, " (",
                        why ? why : "unknown dlopen error",
                        "); install the NVIDIA driver or run on a machine with a GPU");
    return;
  }
  DriverApi& api = state.api;
  api.handle = handle;
#define TILERT_DRIVER_LOOKUP_REQUIRED(fn)                                                       \
  if (!lookup(handle, TILERT_DETAIL_SYMBOL_NAME(fn), api.fn)) {                                 \
    state.status = TILERT_ERROR_NO_DEVICE;                                                      \
    state.message = cat("the CUDA driver ", kDriverLibrary, " lacks the entry point ",          \
                        TILERT_DETAIL_SYMBOL_NAME(fn), "; it is too old or not a CUDA driver"); \
    return;                                                                                     \
  }
  TILERT_DRIVER_REQUIRED(TILERT_DRIVER_LOOKUP_REQUIRED)
#undef TILERT_DRIVER_LOOKUP_REQUIRED
#define TILERT_DRIVER_LOOKUP_OPTIONAL(fn) lookup(handle, TILERT_DETAIL_SYMBOL_NAME(fn), api.fn);
  TILERT_DRIVER_OPTIONAL(TILERT_DRIVER_LOOKUP_OPTIONAL)
#undef TILERT_DRIVER_LOOKUP_OPTIONAL

  // cuda_error_text may use the table from here on (loaded_driver()).
  g_ready.store(true, std::memory_order_release);
  CUresult result = api.cuInit(0);
  if (result != CUDA_SUCCESS) {
    switch (result) {
      case CUDA_ERROR_STUB_LIBRARY:
        state.status = TILERT_ERROR_NO_DEVICE;
        state.message =
            cat("no CUDA driver: the libcuda.so.1 found is the CUDA toolkit's "
                "stub library, not the NVIDIA driver (cuInit failed with ",
                cuda_error_text(result), ")");
        break;
      case CUDA_ERROR_NO_DEVICE:
      case CUDA_ERROR_INVALID_DEVICE:
      case CUDA_ERROR_DEVICE_UNAVAILABLE:
      case CUDA_ERROR_SYSTEM_DRIVER_MISMATCH:
      case CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE:
      case CUDA_ERROR_NOT_INITIALIZED:
        state.status = TILERT_ERROR_NO_DEVICE;
        state.message = cat("no usable GPU: cuInit failed with ", cuda_error_text(result));
        break;
      default:
        state.status = TILERT_ERROR_CUDA;
        state.message = cat("cuInit failed with ", cuda_error_text(result));
        break;
    }
    g_ready.store(false, std::memory_order_release);
    return;
  }
  if (api.cuDriverGetVersion(&api.version) != CUDA_SUCCESS) api.version = 0;
  int count = 0;
  result = api.cuDeviceGetCount(&count);
  if (result != CUDA_SUCCESS || count <= 0) {
    state.status = TILERT_ERROR_NO_DEVICE;
    state.message =
        result != CUDA_SUCCESS
            ? cat("no usable GPU: cuDeviceGetCount failed with ", cuda_error_text(result))
            : std::string("no usable GPU: the CUDA driver reports 0 devices");
    g_ready.store(false, std::memory_order_release);
    return;
  }
}

}  // namespace

tilert_status ensure_driver(const char* api) noexcept {
  try {
    std::call_once(g_once, [] { open_driver(g_state); });
  } catch (...) {
    return fail(TILERT_ERROR_OUT_OF_RESOURCES, cat(api, ": out of host memory opening the driver"));
  }
  if (g_state.status != TILERT_SUCCESS) {
    return fail(g_state.status, std::string(api) + ": " + g_state.message);
  }
  return TILERT_SUCCESS;
}

const DriverApi& driver() noexcept { return g_state.api; }

const DriverApi* loaded_driver() noexcept {
  return g_ready.load(std::memory_order_acquire) ? &g_state.api : nullptr;
}

void* driver_symbol(const char* name) noexcept {
  return g_state.api.handle ? dlsym(g_state.api.handle, name) : nullptr;
}

tilert_status status_from_cuda(CUresult result) noexcept {
  switch (result) {
    case CUDA_SUCCESS:
      return TILERT_SUCCESS;
    case CUDA_ERROR_INVALID_VALUE:
      return TILERT_ERROR_INVALID_ARGUMENT;
    case CUDA_ERROR_NO_DEVICE:
    case CUDA_ERROR_STUB_LIBRARY:
    case CUDA_ERROR_DEVICE_UNAVAILABLE:
      return TILERT_ERROR_NO_DEVICE;
    case CUDA_ERROR_NO_BINARY_FOR_GPU:
    case CUDA_ERROR_INVALID_PTX:
    case CUDA_ERROR_UNSUPPORTED_PTX_VERSION:
    case CUDA_ERROR_JIT_COMPILER_NOT_FOUND:
    case CUDA_ERROR_JIT_COMPILATION_DISABLED:
      return TILERT_ERROR_NO_KERNEL_IMAGE;
    case CUDA_ERROR_NOT_FOUND:
      return TILERT_ERROR_NOT_FOUND;
    case CUDA_ERROR_OUT_OF_MEMORY:
    case CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES:
      return TILERT_ERROR_OUT_OF_RESOURCES;
    case CUDA_ERROR_INVALID_CONTEXT:
    case CUDA_ERROR_CONTEXT_IS_DESTROYED:
      return TILERT_ERROR_NO_CONTEXT;
    case CUDA_ERROR_NOT_SUPPORTED:
    case CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER:
      return TILERT_ERROR_NOT_SUPPORTED;
    default:
      return TILERT_ERROR_CUDA;
  }
}

}  // namespace tilert::detail

extern "C" {

TILERT_API tilert_status tilert_init(void) {
  return tilert::detail::guarded("tilert_init",
                                 [] { return tilert::detail::ensure_driver("tilert_init"); });
}

TILERT_API tilert_status tilert_driver_symbol(const char* symbol, void** out) {
  using namespace tilert::detail;
  return guarded("tilert_driver_symbol", [&] {
    if (!symbol || !*symbol || !out)
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  "tilert_driver_symbol: symbol and out must be non-null");
    *out = nullptr;
    if (tilert_status status = ensure_driver("tilert_driver_symbol"); status != TILERT_SUCCESS)
      return status;
    *out = driver_symbol(symbol);
    if (!*out)
      return fail(TILERT_ERROR_NOT_FOUND,
                  cat("tilert_driver_symbol: the driver has no entry point '", symbol,
                      "' (use the versioned ABI name, e.g. cuMemAlloc_v2)"));
    return TILERT_SUCCESS;
  });
}

}  // extern "C"
