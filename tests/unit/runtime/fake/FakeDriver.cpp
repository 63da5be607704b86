// A fake libcuda (soname libcuda.so.1) for testing tilert's module, launch
// and TMA logic on machines without a GPU. One device that looks like an
// H100; contexts, modules and functions are plain objects; the calls check
// what the real driver would reject in ways tilert must avoid (a launch in
// the wrong context, more dynamic shared memory than the function allows,
// an unload outside the module's context).
//
// Images are text: one ".entry NAME" line per kernel and one ".global NAME"
// line per global variable (cuModuleGetGlobal finds them). Kernel names with
// special behaviour: "heavy" (at most 256 threads per block), "static_smem"
// (40 KiB of static shared memory), "launch_fails" (cuLaunchKernel fails
// with CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES), "programmatic_unsupported"
// (cuLaunchKernelEx refuses programmatic serialization with
// CUDA_ERROR_INVALID_HANDLE, as some drivers do under stream capture). An image containing
// "no-binary-for-gpu" fails to load with CUDA_ERROR_NO_BINARY_FOR_GPU.
#include "FakeDriver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

struct CUctx_st {
  unsigned long long id;
};
struct CUmod_st {
  CUcontext context;
  std::vector<std::string> kernels, globals;
  std::map<std::string, std::unique_ptr<struct CUfunc_st>> functions;
};
struct CUfunc_st {
  CUmodule module;
  std::string name;
  int static_smem = 0;
  int max_threads = 1024;
  std::atomic<int> max_dynamic{0};
};

namespace {

constexpr int kOptin = 232448;
constexpr int kDefaultShared = 48 * 1024;

std::mutex g_mutex;
std::vector<std::unique_ptr<CUctx_st>> g_contexts;
std::atomic<unsigned long long> g_next_id{100};
std::atomic<long> g_loads{0}, g_unloads{0}, g_wrong_unloads{0}, g_set_attribute{0}, g_launches{0},
    g_encodes{0};
std::atomic<int> g_load_delay_us{0};
tilert_fake_launch g_last_launch{};
tilert_fake_encode g_last_encode{};
thread_local std::vector<CUcontext> t_stack;

CUcontext current() { return t_stack.empty() ? nullptr : t_stack.back(); }

}  // namespace

extern "C" {

__attribute__((visibility("default"))) CUcontext tilert_fake_create_context(void) {
  std::lock_guard lock(g_mutex);
  g_contexts.push_back(std::make_unique<CUctx_st>());
  g_contexts.back()->id = g_next_id++;
  return g_contexts.back().get();
}

__attribute__((visibility("default"))) long tilert_fake_counter(const char* name) {
  std::string n(name);
  if (n == "loads") return g_loads;
  if (n == "unloads") return g_unloads;
  if (n == "unloads_in_wrong_context") return g_wrong_unloads;
  if (n == "set_attribute") return g_set_attribute;
  if (n == "launches") return g_launches;
  if (n == "encodes") return g_encodes;
  return -1;
}

__attribute__((visibility("default"))) void tilert_fake_set_load_delay(int microseconds) {
  g_load_delay_us = microseconds;
}

__attribute__((visibility("default"))) void tilert_fake_last_launch(tilert_fake_launch* out) {
  std::lock_guard lock(g_mutex);
  *out = g_last_launch;
}

__attribute__((visibility("default"))) void tilert_fake_last_encode(tilert_fake_encode* out) {
  std::lock_guard lock(g_mutex);
  *out = g_last_encode;
}

// ------------------------------------------------------------ driver API
CUresult CUDAAPI cuInit(unsigned int) { return CUDA_SUCCESS; }
CUresult CUDAAPI cuDriverGetVersion(int* version) {
  *version = 13000;
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuDeviceGetCount(int* count) {
  *count = 1;
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuDeviceGet(CUdevice* device, int ordinal) {
  if (ordinal != 0) return CUDA_ERROR_INVALID_DEVICE;
  *device = 0;
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuDeviceGetName(char* name, int length, CUdevice device) {
  if (device != 0) return CUDA_ERROR_INVALID_DEVICE;
  std::snprintf(name, static_cast<size_t>(length), "Fake GPU");
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuDeviceTotalMem(size_t* bytes, CUdevice) {
  *bytes = size_t{80} << 30;
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuDeviceGetAttribute(int* value, CUdevice_attribute attribute, CUdevice device) {
  if (device != 0) return CUDA_ERROR_INVALID_DEVICE;
  switch (attribute) {
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR:
      *value = 9;
      break;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR:
      *value = 0;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X:
      *value = 1024;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y:
      *value = 1024;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z:
      *value = 64;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X:
      *value = 2147483647;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y:
      *value = 65535;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z:
      *value = 65535;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = 1024;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK:
      *value = kDefaultShared;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN:
      *value = kOptin;
      break;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR:
      *value = 233472;
      break;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT:
      *value = 132;
      break;
    case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE:
      *value = 50 << 20;
      break;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE:
      *value = 32;
      break;
    default:
      return CUDA_ERROR_INVALID_VALUE;
  }
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxGetCurrent(CUcontext* context) {
  *context = current();
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuCtxSetCurrent(CUcontext context) {
  if (!context) {
    if (!t_stack.empty()) t_stack.pop_back();
  } else if (t_stack.empty()) {
    t_stack.push_back(context);
  } else {
    t_stack.back() = context;
  }
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuCtxGetDevice(CUdevice* device) {
  if (!current()) return CUDA_ERROR_INVALID_CONTEXT;
  *device = 0;
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuCtxGetId(CUcontext context, unsigned long long* id) {
  if (!context) context = current();
  if (!context) return CUDA_ERROR_INVALID_CONTEXT;
  *id = context->id;
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuCtxPushCurrent(CUcontext context) {
  if (!context) return CUDA_ERROR_INVALID_CONTEXT;
  t_stack.push_back(context);
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuCtxPopCurrent(CUcontext* context) {
  if (t_stack.empty()) return CUDA_ERROR_INVALID_CONTEXT;
  if (context) *context = t_stack.back();
  t_stack.pop_back();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleLoadData(CUmodule* module, const void* image) {
  if (!current()) return CUDA_ERROR_INVALID_CONTEXT;
  if (int delay = g_load_delay_us.load())
    std::this_thread::sleep_for(std::chrono::microseconds(delay));
  std::string text(static_cast<const char*>(image));
  if (text.find("no-binary-for-gpu") != std::string::npos) return CUDA_ERROR_NO_BINARY_FOR_GPU;
  auto loaded = std::make_unique<CUmod_st>();
  loaded->context = current();
  std::istringstream lines(text);
  std::string word;
  while (lines >> word) {
    if (word == ".entry" && lines >> word) loaded->kernels.push_back(word);
    else if (word == ".global" && lines >> word) loaded->globals.push_back(word);
  }
  ++g_loads;
  *module = loaded.release();
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuModuleUnload(CUmodule module) {
  if (current() != module->context) ++g_wrong_unloads;
  ++g_unloads;
  delete module;
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuModuleGetFunction(CUfunction* function, CUmodule module, const char* name) {
  std::lock_guard lock(g_mutex);
  auto it = module->functions.find(name);
  if (it == module->functions.end()) {
    bool known = false;
    for (const std::string& kernel : module->kernels) known = known || kernel == name;
    if (!known) return CUDA_ERROR_NOT_FOUND;
    auto fn = std::make_unique<CUfunc_st>();
    fn->module = module;
    fn->name = name;
    if (fn->name == "heavy") fn->max_threads = 256;
    if (fn->name == "static_smem") fn->static_smem = 40 * 1024;
    fn->max_dynamic = kDefaultShared - fn->static_smem;
    it = module->functions.emplace(name, std::move(fn)).first;
  }
  *function = it->second.get();
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuFuncGetAttribute(int* value, CUfunction_attribute attribute, CUfunction fn) {
  switch (attribute) {
    case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES:
      *value = fn->static_smem;
      break;
    case CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK:
      *value = fn->max_threads;
      break;
    case CU_FUNC_ATTRIBUTE_NUM_REGS:
      *value = fn->max_threads == 1024 ? 32 : 128;
      break;
    case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
      *value = fn->max_dynamic;
      break;
    default:
      return CUDA_ERROR_INVALID_VALUE;
  }
  return CUDA_SUCCESS;
}
CUresult CUDAAPI cuFuncSetAttribute(CUfunction fn, CUfunction_attribute attribute, int value) {
  if (attribute != CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) return CUDA_ERROR_INVALID_VALUE;
  if (value < 0 || value + fn->static_smem > kOptin) return CUDA_ERROR_INVALID_VALUE;
  fn->max_dynamic = value;
  ++g_set_attribute;
  return CUDA_SUCCESS;
}
// As the hardware counts: 2048 threads and 233472 bytes of shared memory
// per multiprocessor; none above the kernel's dynamic shared-memory limit.
CUresult CUDAAPI cuOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, CUfunction fn,
                                                             int threads, size_t dynamic) {
  if (!blocks || !fn || threads <= 0) return CUDA_ERROR_INVALID_VALUE;
  if (static_cast<int>(dynamic) > fn->max_dynamic) {
    *blocks = 0;
    return CUDA_SUCCESS;
  }
  const int by_threads = 2048 / threads;
  const int by_smem = 233472 / std::max(1, static_cast<int>(dynamic) + fn->static_smem + 1024);
  *blocks = std::min(by_threads, by_smem);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleGetGlobal(CUdeviceptr* address, size_t* bytes, CUmodule module,
                                   const char* name) {
  for (size_t i = 0; i < module->globals.size(); ++i) {
    if (module->globals[i] != name) continue;
    if (address) *address = 0x1000 + 16 * i;
    if (bytes) *bytes = 4;
    return CUDA_SUCCESS;
  }
  return CUDA_ERROR_NOT_FOUND;
}

namespace {
CUresult launch(CUfunction fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                unsigned bz, unsigned shared, CUstream stream, void** params, int programmatic) {
  if (current() != fn->module->context) return CUDA_ERROR_INVALID_HANDLE;
  if (static_cast<int>(shared) > fn->max_dynamic) return CUDA_ERROR_INVALID_VALUE;
  if (fn->name == "launch_fails") return CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
  std::lock_guard lock(g_mutex);
  tilert_fake_launch& last = g_last_launch;
  last.programmatic = programmatic;
  std::snprintf(last.kernel, sizeof last.kernel, "%s", fn->name.c_str());
  last.grid[0] = gx, last.grid[1] = gy, last.grid[2] = gz;
  last.block[0] = bx, last.block[1] = by, last.block[2] = bz;
  last.shared_bytes = shared;
  last.stream = stream;
  last.params = params;
  last.context = current();
  ++g_launches;
  return CUDA_SUCCESS;
}
}  // namespace

CUresult CUDAAPI cuLaunchKernel(CUfunction fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                unsigned by, unsigned bz, unsigned shared, CUstream stream,
                                void** params, void** extra) {
  if (extra) return CUDA_ERROR_INVALID_VALUE;
  return launch(fn, gx, gy, gz, bx, by, bz, shared, stream, params, 0);
}

// Only the attribute tilert sets; anything else is refused, as an old
// driver would refuse an attribute it does not know.
CUresult CUDAAPI cuLaunchKernelEx(const CUlaunchConfig* config, CUfunction fn, void** params,
                                  void** extra) {
  if (extra || !config) return CUDA_ERROR_INVALID_VALUE;
  int programmatic = 0;
  for (unsigned i = 0; i < config->numAttrs; ++i) {
    if (config->attrs[i].id != CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION)
      return CUDA_ERROR_INVALID_VALUE;
    programmatic = config->attrs[i].value.programmaticStreamSerializationAllowed;
  }
  if (fn->name == "programmatic_unsupported" && programmatic) return CUDA_ERROR_INVALID_HANDLE;
  return launch(fn, config->gridDimX, config->gridDimY, config->gridDimZ, config->blockDimX,
                config->blockDimY, config->blockDimZ, config->sharedMemBytes, config->hStream,
                params, programmatic);
}

CUresult CUDAAPI cuTensorMapEncodeTiled(CUtensorMap* map, CUtensorMapDataType dtype,
                                        cuuint32_t rank, void* address, const cuuint64_t* dim,
                                        const cuuint64_t* strides, const cuuint32_t* box,
                                        const cuuint32_t* element_strides,
                                        CUtensorMapInterleave interleave,
                                        CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2,
                                        CUtensorMapFloatOOBfill oob) {
  std::lock_guard lock(g_mutex);
  tilert_fake_encode& e = g_last_encode;
  e = {};
  e.dtype = dtype;
  e.rank = rank;
  e.address = address;
  for (cuuint32_t i = 0; i < rank; ++i) {
    e.dim[i] = dim[i];
    e.box[i] = box[i];
    e.element_strides[i] = element_strides[i];
    if (i + 1 < rank) e.strides[i] = strides[i];
  }
  e.interleave = interleave;
  e.swizzle = swizzle;
  e.l2 = l2;
  e.oob = oob;
  std::memset(map, 0xab, sizeof *map);
  ++g_encodes;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuGetErrorName(CUresult error, const char** name) {
  switch (error) {
    case CUDA_ERROR_INVALID_VALUE:
      *name = "CUDA_ERROR_INVALID_VALUE";
      return CUDA_SUCCESS;
    case CUDA_ERROR_NO_BINARY_FOR_GPU:
      *name = "CUDA_ERROR_NO_BINARY_FOR_GPU";
      return CUDA_SUCCESS;
    case CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES:
      *name = "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES";
      return CUDA_SUCCESS;
    default:
      *name = nullptr;
      return CUDA_ERROR_INVALID_VALUE;
  }
}
CUresult CUDAAPI cuGetErrorString(CUresult error, const char** text) {
  *text = error == CUDA_ERROR_NO_BINARY_FOR_GPU ? "no kernel image is available for execution on "
                                                  "the device"
                                                : nullptr;
  return *text ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

}  // extern "C"
