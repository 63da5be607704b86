// A module: an image plus, for each CUDA context that has used it, the
// loaded CUmodule and the kernels looked up in it.
//
// Loading is lazy and happens once per context: contexts are keyed by
// cuCtxGetId (unique for the life of the process, unlike CUcontext
// pointers, which a destroyed-and-recreated context may reuse), the first
// thread to need a context's copy loads it under that context's mutex, and
// later threads see `loaded` (acquire) and go straight to the kernel table.
#pragma once

#include "Device.h"

#include <tilert/tilert.h>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace tilert::detail {

struct FunctionState {
  CUfunction function = nullptr;
  int static_shared_bytes = 0;  // CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES
  int max_threads = 0;          // CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK
  int registers = 0;            // CU_FUNC_ATTRIBUTE_NUM_REGS
  // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES as currently set; only
  // ever raised, under attribute_mutex.
  std::atomic<int> dynamic_shared_limit{0};
  std::mutex attribute_mutex;
};

struct ContextState {
  CUcontext context = nullptr;
  unsigned long long id = 0;
  std::mutex load_mutex;
  std::atomic<bool> loaded{false};
  CUmodule module = nullptr;  // written once, before `loaded`
  DeviceLimits limits;        // likewise
  // Launch the kernels as programmatic dependents (cuLaunchKernelEx with
  // programmatic stream serialization): the image defines
  // tilec_programmatic_launch, so each of its kernels waits for the grid
  // before it (griddepcontrol.wait) before touching memory. Set at load;
  // cleared if the driver refuses the attribute.
  std::atomic<bool> programmatic_launch{false};
  std::shared_mutex functions_mutex;
  std::map<std::string, std::unique_ptr<FunctionState>, std::less<>> functions;
};

struct ResolvedFunction {
  ContextState* context = nullptr;
  FunctionState* function = nullptr;
};

// Finds kernel `name` in the calling thread's current context, loading the
// module there first if needed. Driver must be initialised. Failures record a
// message prefixed by `api`.
tilert_status resolve_function(tilert_module* module, const char* name, const char* api,
                               ResolvedFunction* out);

}  // namespace tilert::detail

struct tilert_module {
  std::vector<unsigned char> image;  // heap copy: 16-byte aligned
  std::shared_mutex contexts_mutex;
  std::unordered_map<unsigned long long, std::unique_ptr<tilert::detail::ContextState>> contexts;
  std::atomic<unsigned> load_count{0};
};
