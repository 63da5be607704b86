// tilert_launch: shape checks against the device and the kernel, the
// dynamic shared-memory opt-in, and cuLaunchKernel on the caller's stream.
#include "Driver.h"
#include "Error.h"
#include "Module.h"

#include <climits>
#include <cstdint>
#include <cstdio>

namespace tilert::detail {
namespace {

constexpr const char* kAxis[3] = {"x", "y", "z"};

std::string dims(const unsigned d[3]) { return cat("{", d[0], ", ", d[1], ", ", d[2], "}"); }

tilert_status check_shape(const char* api, const ContextState& ctx, const FunctionState& fn,
                          const unsigned grid[3], const unsigned block[3]) {
  const DeviceLimits& limits = ctx.limits;
  for (int i = 0; i < 3; ++i) {
    if (block[i] > limits.max_block[i])
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  cat(api, ": block ", dims(block), " exceeds the block limit ",
                      dims(limits.max_block), " of ", describe(limits), " in ", kAxis[i]));
    if (grid[i] > limits.max_grid[i])
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  cat(api, ": grid ", dims(grid), " exceeds the grid limit ", dims(limits.max_grid),
                      " of ", describe(limits), " in ", kAxis[i]));
  }
  const std::uint64_t threads =
      std::uint64_t{block[0]} * std::uint64_t{block[1]} * std::uint64_t{block[2]};
  if (threads > static_cast<std::uint64_t>(limits.max_threads_per_block))
    return fail(TILERT_ERROR_INVALID_ARGUMENT,
                cat(api, ": block ", dims(block), " has ", threads, " threads; ", describe(limits),
                    " allows ", limits.max_threads_per_block));
  if (fn.max_threads > 0 && threads > static_cast<std::uint64_t>(fn.max_threads))
    return fail(
        TILERT_ERROR_OUT_OF_RESOURCES,
        cat(api, ": block ", dims(block), " has ", threads,
            " threads but the kernel can run at most ", fn.max_threads, " per block (it uses ",
            fn.registers, " registers per thread, or has __launch_bounds__)"));
  return TILERT_SUCCESS;
}

// Raises the kernel's dynamic shared-memory limit when this launch needs
// more than it allows (by default 48 KiB minus static shared memory), after
// checking the total against the device's opt-in maximum.
tilert_status prepare_shared_memory(const char* api, const ContextState& ctx, FunctionState& fn,
                                    std::size_t dynamic_smem) {
  const DeviceLimits& limits = ctx.limits;
  const std::uint64_t total = std::uint64_t{dynamic_smem} + std::uint64_t(fn.static_shared_bytes);
  if (total > static_cast<std::uint64_t>(limits.max_shared_memory_per_block_optin))
    return fail(TILERT_ERROR_OUT_OF_RESOURCES,
                cat(api, ": the kernel needs ", dynamic_smem, " bytes of dynamic + ",
                    fn.static_shared_bytes, " bytes of static shared memory = ", total,
                    " bytes per block; ", describe(limits), " allows at most ",
                    limits.max_shared_memory_per_block_optin));
  const int wanted = static_cast<int>(dynamic_smem);
  if (wanted <= fn.dynamic_shared_limit.load(std::memory_order_acquire)) return TILERT_SUCCESS;
  std::lock_guard lock(fn.attribute_mutex);
  if (wanted <= fn.dynamic_shared_limit.load(std::memory_order_relaxed)) return TILERT_SUCCESS;
  CUresult result = driver().cuFuncSetAttribute(
      fn.function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, wanted);
  if (result != CUDA_SUCCESS) {
    tilert_status status = status_from_cuda(result);
    if (status == TILERT_ERROR_INVALID_ARGUMENT) status = TILERT_ERROR_OUT_OF_RESOURCES;
    return fail(status,
                cat(api, ": raising the dynamic shared-memory limit to ", wanted,
                    " bytes failed: cuFuncSetAttribute returned ", cuda_error_text(result)));
  }
  fn.dynamic_shared_limit.store(wanted, std::memory_order_release);
  return TILERT_SUCCESS;
}

// What a launch and a persistent-grid query share: the driver, the kernel
// in the current context, the block shape checked against the device and the
// kernel (with `grid`), and its dynamic shared-memory limit raised to
// `dynamic_smem`.
tilert_status prepare_kernel(const char* api, tilert_module* module, const char* name,
                             const unsigned grid[3], const unsigned block[3],
                             std::size_t dynamic_smem, ResolvedFunction* resolved) {
  if (dynamic_smem > static_cast<std::size_t>(INT_MAX))
    return fail(TILERT_ERROR_INVALID_ARGUMENT,
                cat(api, ": dynamic shared memory of ", dynamic_smem, " bytes is absurd"));
  if (tilert_status status = ensure_driver(api); status != TILERT_SUCCESS) return status;
  if (tilert_status status = resolve_function(module, name, api, resolved);
      status != TILERT_SUCCESS)
    return status;
  if (tilert_status status = check_shape(api, *resolved->context, *resolved->function, grid, block);
      status != TILERT_SUCCESS)
    return status;
  return prepare_shared_memory(api, *resolved->context, *resolved->function, dynamic_smem);
}

// A launch as a programmatic dependent of the work before it in the stream:
// the kernel may be scheduled while the previous grid drains, and its
// griddepcontrol.wait holds it until that grid is done (Module.h).
CUresult launch_programmatic(CUfunction function, const unsigned grid[3], const unsigned block[3],
                             std::size_t dynamic_smem, CUstream stream, void** args) {
  CUlaunchAttribute attribute{};
  attribute.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
  attribute.value.programmaticStreamSerializationAllowed = 1;
  CUlaunchConfig config{};
  config.gridDimX = grid[0], config.gridDimY = grid[1], config.gridDimZ = grid[2];
  config.blockDimX = block[0], config.blockDimY = block[1], config.blockDimZ = block[2];
  config.sharedMemBytes = static_cast<unsigned>(dynamic_smem);
  config.hStream = stream;
  config.attrs = &attribute;
  config.numAttrs = 1;
  return driver().cuLaunchKernelEx(&config, function, args, nullptr);
}

tilert_status launch_status(CUresult result) {
  switch (result) {
    case CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES:
    case CUDA_ERROR_OUT_OF_MEMORY:
      return TILERT_ERROR_OUT_OF_RESOURCES;
    case CUDA_ERROR_INVALID_CONTEXT:
    case CUDA_ERROR_CONTEXT_IS_DESTROYED:
      return TILERT_ERROR_NO_CONTEXT;
    case CUDA_ERROR_NO_BINARY_FOR_GPU:
      return TILERT_ERROR_NO_KERNEL_IMAGE;
    default:
      return TILERT_ERROR_LAUNCH;
  }
}

}  // namespace
}  // namespace tilert::detail

extern "C" {

TILERT_API tilert_status tilert_launch(tilert_module* module, const char* name,
                                       const unsigned grid[3], const unsigned block[3],
                                       size_t dynamic_smem, CUstream stream, void** args) {
  using namespace tilert::detail;
  return guarded("tilert_launch", [&] {
    if (!module) return fail(TILERT_ERROR_INVALID_ARGUMENT, "tilert_launch: module is null");
    if (!name || !*name)
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  "tilert_launch: the kernel name must be non-empty");
    char api[192];
    std::snprintf(api, sizeof api, "tilert_launch('%s')", name);
    if (!grid || !block)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, cat(api, ": grid and block must be non-null"));
    for (int i = 0; i < 3; ++i) {
      if (grid[i] == 0 || block[i] == 0)
        return fail(TILERT_ERROR_INVALID_ARGUMENT,
                    cat(api, ": grid ", dims(grid), " and block ", dims(block),
                        " must be at least 1 in every dimension"));
    }
    ResolvedFunction resolved;
    if (tilert_status status = prepare_kernel(api, module, name, grid, block, dynamic_smem, &resolved);
        status != TILERT_SUCCESS)
      return status;
    ContextState& ctx = *resolved.context;
    FunctionState& fn = *resolved.function;
    const bool programmatic = ctx.programmatic_launch.load(std::memory_order_relaxed);
    CUresult result = CUDA_ERROR_NOT_SUPPORTED;
    if (programmatic)
      result = launch_programmatic(fn.function, grid, block, dynamic_smem, stream, args);
    if (result != CUDA_SUCCESS) {
      // Also after a programmatic launch failed: where the plain launch then
      // works, the driver refuses the attribute (or cuLaunchKernelEx) here,
      // and the context's kernels launch plainly from now on; any other
      // failure repeats here and is reported.
      result = driver().cuLaunchKernel(fn.function, grid[0], grid[1], grid[2], block[0], block[1],
                                       block[2], static_cast<unsigned>(dynamic_smem), stream, args,
                                       nullptr);
      if (programmatic && result == CUDA_SUCCESS)
        ctx.programmatic_launch.store(false, std::memory_order_relaxed);
    }
    if (result != CUDA_SUCCESS)
      return fail(launch_status(result),
                  cat(api, ": cuLaunchKernel(grid ", dims(grid), ", block ", dims(block), ", ",
                      dynamic_smem, " bytes of dynamic shared memory) on ", describe(ctx.limits),
                      " failed with ", cuda_error_text(result)));
    return TILERT_SUCCESS;
  });
}

TILERT_API tilert_status tilert_persistent_grid(tilert_module* module, const char* name,
                                                const unsigned block[3], size_t dynamic_smem,
                                                unsigned long long tiles, unsigned* out_blocks) {
  using namespace tilert::detail;
  return guarded("tilert_persistent_grid", [&] {
    if (!module || !name || !*name || !block || !out_blocks)
      return fail(TILERT_ERROR_INVALID_ARGUMENT,
                  "tilert_persistent_grid: module, name, block and out_blocks must be non-null "
                  "(and name non-empty)");
    char api[192];
    std::snprintf(api, sizeof api, "tilert_persistent_grid('%s')", name);
    if (tiles == 0)
      return fail(TILERT_ERROR_INVALID_ARGUMENT, cat(api, ": there are no tiles to run"));
    // The occupancy calculator counts dynamic shared memory only up to the
    // kernel's current limit: it is raised as the launch will.
    ResolvedFunction resolved;
    const unsigned one[3] = {1, 1, 1};
    if (tilert_status status = prepare_kernel(api, module, name, one, block, dynamic_smem, &resolved);
        status != TILERT_SUCCESS)
      return status;
    const ContextState& ctx = *resolved.context;
    FunctionState& fn = *resolved.function;
    int per_sm = 0;
    const int threads = static_cast<int>(block[0] * block[1] * block[2]);
    CUresult result = driver().cuOccupancyMaxActiveBlocksPerMultiprocessor(
        &per_sm, fn.function, threads, dynamic_smem);
    if (result != CUDA_SUCCESS)
      return fail(launch_status(result),
                  cat(api, ": cuOccupancyMaxActiveBlocksPerMultiprocessor failed with ",
                      cuda_error_text(result)));
    if (per_sm <= 0)
      return fail(TILERT_ERROR_OUT_OF_RESOURCES,
                  cat(api, ": a block of ", dims(block), " threads with ", dynamic_smem,
                      " bytes of dynamic shared memory does not fit on a multiprocessor of ",
                      describe(ctx.limits)));
    unsigned long long resident =
        static_cast<unsigned long long>(per_sm) * static_cast<unsigned long long>(ctx.limits.sm_count);
    // A kernel compiled with a cluster shape (tilec gives a persistent one
    // cx * cy x 1 x 1) runs whole clusters, which the hardware places
    // within one GPC each: fewer may fit than the blocks alone say.
    int cluster = 1;
    for (CUfunction_attribute which : {CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH,
                                       CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT,
                                       CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH}) {
      int extent = 0;
      if (driver().cuFuncGetAttribute(&extent, which, fn.function) == CUDA_SUCCESS && extent > 1)
        cluster *= extent;
    }
    if (cluster > 1) {
      if (!driver().cuOccupancyMaxActiveClusters)
        return fail(TILERT_ERROR_NOT_SUPPORTED,
                    cat(api, ": the kernel runs in clusters of ", cluster,
                        " blocks and this driver has no cuOccupancyMaxActiveClusters"));
      CUlaunchConfig config{};
      config.gridDimX = static_cast<unsigned>(cluster);
      config.gridDimY = config.gridDimZ = 1;
      config.blockDimX = block[0];
      config.blockDimY = block[1];
      config.blockDimZ = block[2];
      config.sharedMemBytes = static_cast<unsigned>(dynamic_smem);
      int clusters = 0;
      result = driver().cuOccupancyMaxActiveClusters(&clusters, fn.function, &config);
      if (result != CUDA_SUCCESS)
        return fail(launch_status(result),
                    cat(api, ": cuOccupancyMaxActiveClusters failed with ", cuda_error_text(result)));
      if (clusters <= 0)
        return fail(TILERT_ERROR_OUT_OF_RESOURCES,
                    cat(api, ": no cluster of ", cluster, " blocks of ", dims(block), " threads with ",
                        dynamic_smem, " bytes of dynamic shared memory fits on ", describe(ctx.limits)));
      resident = static_cast<unsigned long long>(clusters) * static_cast<unsigned long long>(cluster);
    }
    unsigned long long blocks = tiles < resident ? tiles : resident;
    if (blocks > ctx.limits.max_grid[0]) blocks = ctx.limits.max_grid[0];
    // Whole clusters (a clustered kernel's tile count is a multiple of its
    // cluster size: the logical grid is rounded to whole clusters).
    blocks -= blocks % static_cast<unsigned long long>(cluster);
    if (blocks == 0) blocks = static_cast<unsigned long long>(cluster);
    *out_blocks = static_cast<unsigned>(blocks);
    return TILERT_SUCCESS;
  });
}

}  // extern "C"
