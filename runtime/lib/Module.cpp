#include "Module.h"

#include "Driver.h"
#include "Error.h"
#include "Image.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace tilert::detail {
namespace {

tilert_status context_key(CUcontext context, const char* api, unsigned long long* key) {
  if (driver().cuCtxGetId) {
    CUresult result = driver().cuCtxGetId(context, key);
    if (result != CUDA_SUCCESS)
      return fail(status_from_cuda(result) == TILERT_ERROR_NO_CONTEXT ? TILERT_ERROR_NO_CONTEXT
                                                                      : TILERT_ERROR_CUDA,
                  cat(api, ": cuCtxGetId failed with ", cuda_error_text(result)));
    return TILERT_SUCCESS;
  }
  // Drivers before CUDA 12.0: the handle is the best key there is.
  *key = static_cast<unsigned long long>(reinterpret_cast<std::uintptr_t>(context));
  return TILERT_SUCCESS;
}

ContextState* context_state(tilert_module* module, CUcontext context, unsigned long long key) {
  {
    std::shared_lock lock(module->contexts_mutex);
    auto it = module->contexts.find(key);
    if (it != module->contexts.end()) return it->second.get();
  }
  std::unique_lock lock(module->contexts_mutex);
  auto& slot = module->contexts[key];
  if (!slot) {
    slot = std::make_unique<ContextState>();
    slot->context = context;
    slot->id = key;
  }
  return slot.get();
}

// Whether the loaded image asks for programmatic dependent launch (tilec's
// sm_90 images define the marker; stdlib/include/tilec/device/launch.h)
// and the driver and environment allow it: TILERT_PROGRAMMATIC_LAUNCH=0
// launches every kernel normally.
bool programmatic_launch_marked(CUmodule handle) {
  const DriverApi& api = driver();
  if (!api.cuModuleGetGlobal || !api.cuLaunchKernelEx) return false;
  if (const char* env = std::getenv("TILERT_PROGRAMMATIC_LAUNCH"); env && std::string_view(env) == "0")
    return false;
  CUdeviceptr address = 0;
  size_t bytes = 0;
  return api.cuModuleGetGlobal(&address, &bytes, handle, "tilec_programmatic_launch") == CUDA_SUCCESS;
}

// Loads the image into the current context (the caller holds load_mutex).
tilert_status load(tilert_module* module, ContextState& state, CUdevice device, const char* api) {
  if (tilert_status status = query_device_limits(device, api, &state.limits);
      status != TILERT_SUCCESS)
    return status;
  CUmodule handle = nullptr;
  CUresult result = driver().cuModuleLoadData(&handle, module->image.data());
  if (result != CUDA_SUCCESS) {
    tilert_status status = status_from_cuda(result);
    const std::string where = describe(state.limits);
    switch (status) {
      case TILERT_ERROR_NO_KERNEL_IMAGE:
        return fail(status, cat(api, ": the image has no code for ", where,
                                ": cuModuleLoadData failed with ", cuda_error_text(result),
                                "; compile for sm_", state.limits.sm_major, state.limits.sm_minor,
                                " or embed PTX the driver can compile"));
      case TILERT_ERROR_OUT_OF_RESOURCES:
      case TILERT_ERROR_NO_CONTEXT:
        break;
      default:
        status =
            result == CUDA_ERROR_INVALID_IMAGE ? TILERT_ERROR_INVALID_ARGUMENT : TILERT_ERROR_CUDA;
        break;
    }
    return fail(status, cat(api, ": loading the module on ", where,
                            " failed: cuModuleLoadData returned ", cuda_error_text(result)));
  }
  state.module = handle;
  state.programmatic_launch.store(programmatic_launch_marked(handle), std::memory_order_relaxed);
  module->load_count.fetch_add(1, std::memory_order_relaxed);
  return TILERT_SUCCESS;
}

tilert_status lookup_function(ContextState& state, const char* name, const char* api,
                              FunctionState** out) {
  std::string_view key(name);
  {
    std::shared_lock lock(state.functions_mutex);
    auto it = state.functions.find(key);
    if (it != state.functions.end()) {
      *out = it->second.get();
      return TILERT_SUCCESS;
    }
  }
  std::unique_lock lock(state.functions_mutex);
  auto it = state.functions.find(key);
  if (it != state.functions.end()) {
    *out = it->second.get();
    return TILERT_SUCCESS;
  }
  auto fn = std::make_unique<FunctionState>();
  CUresult result = driver().cuModuleGetFunction(&fn->function, state.module, name);
  if (result == CUDA_ERROR_NOT_FOUND)
    return fail(TILERT_ERROR_NOT_FOUND,
                cat(api, ": no kernel named '", name,
                    "' in the module (kernels are looked up by their symbol name: declare "
                    "them extern \"C\" or pass the mangled name)"));
  if (result != CUDA_SUCCESS) {
    tilert_status status = status_from_cuda(result);
    if (status == TILERT_ERROR_INVALID_ARGUMENT) status = TILERT_ERROR_CUDA;
    return fail(status, cat(api, ": cuModuleGetFunction('", name, "') on ", describe(state.limits),
                            " failed with ", cuda_error_text(result)));
  }
  struct {
    CUfunction_attribute which;
    const char* what;
    int* into;
  } const attributes[] = {
      {CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, "SHARED_SIZE_BYTES", &fn->static_shared_bytes},
      {CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, "MAX_THREADS_PER_BLOCK", &fn->max_threads},
      {CU_FUNC_ATTRIBUTE_NUM_REGS, "NUM_REGS", &fn->registers},
  };
  for (const auto& attribute : attributes) {
    result = driver().cuFuncGetAttribute(attribute.into, attribute.which, fn->function);
    if (result != CUDA_SUCCESS) {
      tilert_status status = status_from_cuda(result);
      if (status == TILERT_ERROR_INVALID_ARGUMENT) status = TILERT_ERROR_CUDA;
      return fail(status,
                  cat(api, ": cuFuncGetAttribute(", attribute.what, ") of kernel '", name, "' on ",
                      describe(state.limits), " failed with ", cuda_error_text(result)));
    }
  }
  int dynamic_limit = 0;
  result = driver().cuFuncGetAttribute(
      &dynamic_limit, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, fn->function);
  if (result != CUDA_SUCCESS)
    dynamic_limit = state.limits.max_shared_memory_per_block - fn->static_shared_bytes;
  fn->dynamic_shared_limit.store(dynamic_limit < 0 ? 0 : dynamic_limit, std::memory_order_relaxed);
  FunctionState* raw = fn.get();
  state.functions.emplace(std::string(key), std::move(fn));
  *out = raw;
  return TILERT_SUCCESS;
}

}  // namespace

tilert_status resolve_function(tilert_module* module, const char* name, const char* api,
                               ResolvedFunction* out) {
  CUcontext context = nullptr;
  CUdevice device = 0;
  if (tilert_status status = current_device(api, &context, &device); status != TILERT_SUCCESS)
    return status;
  unsigned long long key = 0;
  if (tilert_status status = context_key(context, api, &key); status != TILERT_SUCCESS)
    return status;
  ContextState* state = context_state(module, context, key);
  if (!state->loaded.load(std::memory_order_acquire)) {
    std::lock_guard lock(state->load_mutex);
    if (!state->loaded.load(std::memory_order_relaxed)) {
      // A failed load is not remembered: the next call tries again (and
      // fails the same way, with the same message, if nothing changed).
      if (tilert_status status = load(module, *state, device, api); status != TILERT_SUCCESS)
        return status;
      state->loaded.store(true, std::memory_order_release);
    }
  }
  FunctionState* fn = nullptr;
  if (tilert_status status = lookup_function(*state, name, api, &fn); status != TILERT_SUCCESS)
    return status;
  out->context = state;
  out->function = fn;
  return TILERT_SUCCESS;
}

}  // namespace tilert::detail

extern "C" {

TILERT_API tilert_status tilert_module_create(const void* image, size_t size, tilert_module** out) {
  using namespace tilert::detail;
  return guarded("tilert_module_create", [&] {
    if (!out)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, "tilert_module_create: out must be non-null");
    *out = nullptr;
    if (!image || size == 0)
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  "tilert_module_create: the image must be non-null and non-empty");
    ImageCheck check = check_image(image, size);
    if (!check.error.empty())
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  cat("tilert_module_create: ", check.error, " (", size, " bytes)"));
    auto module = std::make_unique<tilert_module>();
    const auto* bytes = static_cast<const unsigned char*>(image);
    module->image.assign(bytes, bytes + size);
    *out = module.release();
    return TILERT_SUCCESS;
  });
}

TILERT_API tilert_status tilert_module_destroy(tilert_module* module) {
  using namespace tilert::detail;
  return guarded("tilert_module_destroy", [&] {
    if (!module) return TILERT_SUCCESS;
    std::unique_ptr<tilert_module> owned(module);
    tilert_status first = TILERT_SUCCESS;
    std::string message;
    const DriverApi* api = loaded_driver();
    for (auto& [key, state] : owned->contexts) {
      if (!api || !state->loaded.load(std::memory_order_acquire) || !state->module) continue;
      CUresult result = api->cuCtxPushCurrent(state->context);
      if (result != CUDA_SUCCESS) continue;  // the context is gone, and its modules with it
      unsigned long long id = key;
      bool same =
          !api->cuCtxGetId || (api->cuCtxGetId(state->context, &id) == CUDA_SUCCESS && id == key);
      if (same) {
        result = api->cuModuleUnload(state->module);
        if (result != CUDA_SUCCESS && result != CUDA_ERROR_DEINITIALIZED &&
            first == TILERT_SUCCESS) {
          first = TILERT_ERROR_CUDA;
          message =
              cat("tilert_module_destroy: cuModuleUnload failed with ", cuda_error_text(result));
        }
      }
      CUcontext popped = nullptr;
      api->cuCtxPopCurrent(&popped);
    }
    if (first != TILERT_SUCCESS) return fail(first, message);
    return TILERT_SUCCESS;
  });
}

TILERT_API tilert_status tilert_module_load_count(const tilert_module* module, unsigned* out) {
  using namespace tilert::detail;
  return guarded("tilert_module_load_count", [&] {
    if (!module || !out)
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  "tilert_module_load_count: module and out must be non-null");
    *out = module->load_count.load(std::memory_order_relaxed);
    return TILERT_SUCCESS;
  });
}

TILERT_API tilert_status tilert_get_function(tilert_module* module, const char* name,
                                             CUfunction* out) {
  using namespace tilert::detail;
  return guarded("tilert_get_function", [&] {
    if (!out)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, "tilert_get_function: out must be non-null");
    *out = nullptr;
    if (!module) return fail(TILERT_ERROR_INVALID_ARGUMENT, "tilert_get_function: module is null");
    if (!name || !*name)
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  "tilert_get_function: the kernel name must be non-empty");
    char api[192];
    std::snprintf(api, sizeof api, "tilert_get_function('%s')", name);
    if (tilert_status status = ensure_driver(api); status != TILERT_SUCCESS) return status;
    ResolvedFunction resolved;
    if (tilert_status status = resolve_function(module, name, api, &resolved);
        status != TILERT_SUCCESS)
      return status;
    *out = resolved.function->function;
    return TILERT_SUCCESS;
  });
}

}  // extern "C"
