/*
 * tilert: the tilec runtime (C ABI).
 *
 * Loads fatbins lazily, once per CUDA context, launches kernels on the
 * caller's stream, builds TMA descriptors, and reports every failure as a
 * status code plus a thread-local message (tilert_last_error()). Nothing in
 * the runtime prints or exits.
 *
 * The CUDA driver (libcuda.so.1) is opened on first use, so a program linked
 * with tilert starts, and gets TILERT_ERROR_NO_DEVICE, on a machine with no
 * NVIDIA driver or GPU.
 *
 * Usable from C (C99 or newer) and C++. Thread safe unless a function says
 * otherwise.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include <cuda.h>

#if defined(__GNUC__) || defined(__clang__)
#define TILERT_API __attribute__((visibility("default")))
#define TILERT_MUST_USE __attribute__((warn_unused_result))
#else
#define TILERT_API
#define TILERT_MUST_USE
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Every status-returning call sets the calling thread's last-error message:
 * empty on success, a detailed message on failure. Values are ABI: only ever
 * append. */
typedef enum tilert_status {
  TILERT_SUCCESS = 0,
  /* A null pointer, a zero size, a malformed image, an out-of-range launch
   * shape or a TMA parameter the hardware cannot encode. */
  TILERT_ERROR_INVALID_ARGUMENT = 1,
  /* No NVIDIA driver (libcuda.so.1 missing, or the toolkit's stub library
   * loaded instead of a driver), or a driver with no usable GPU. */
  TILERT_ERROR_NO_DEVICE = 2,
  /* The image has no machine code (and no PTX the driver can compile) for
   * the current context's GPU. */
  TILERT_ERROR_NO_KERNEL_IMAGE = 3,
  /* No kernel of that name in the image. */
  TILERT_ERROR_NOT_FOUND = 4,
  /* Shared memory, threads per block (registers) or device/host memory
   * exceed what is available. */
  TILERT_ERROR_OUT_OF_RESOURCES = 5,
  /* cuLaunchKernel failed (including sticky errors of earlier kernels). */
  TILERT_ERROR_LAUNCH = 6,
  /* Any other CUDA driver error; the message names the CUDA error. */
  TILERT_ERROR_CUDA = 7,
  /* The calling thread has no current CUDA context. */
  TILERT_ERROR_NO_CONTEXT = 8,
  /* The driver or the device lacks a feature the call needs. */
  TILERT_ERROR_NOT_SUPPORTED = 9
} tilert_status;

/* A short, static description of a status ("invalid argument"). Never NULL. */
TILERT_API const char* tilert_status_string(tilert_status status);

/* The detailed message of the calling thread's most recent tilert call:
 * "" when it succeeded. Names the function, the argument or kernel at fault
 * and, for driver failures, the CUDA error name and string. Valid until the
 * thread's next tilert call. Never NULL. */
TILERT_API const char* tilert_last_error(void);

/* Sets the calling thread's last-error message to `message` (NULL or "":
 * the status's description) and returns `status`. For generated launchers
 * (tilec -c), which check their arguments before calling into tilert. */
TILERT_API tilert_status tilert_set_error(tilert_status status, const char* message);

/* tilert_last_error() under the name tilec's generated headers declare.
 * Defined once here, so that any number of tilec objects link into one
 * program. */
TILERT_API const char* tilec_last_error(void);

/* Opens the driver and calls cuInit once per process. Every other call does
 * this lazily; call it to ask "is there a GPU?" up front. Returns
 * TILERT_ERROR_NO_DEVICE when there is no driver or no GPU. */
TILERT_API TILERT_MUST_USE tilert_status tilert_init(void);

/* Number of CUDA devices (0 is reported as TILERT_ERROR_NO_DEVICE). */
TILERT_API TILERT_MUST_USE tilert_status tilert_device_count(int* count);

/* Device facts for harnesses and launch planning. */
typedef struct tilert_device_properties {
  int ordinal;                            /* CUdevice ordinal */
  char name[256];
  int sm_major;                           /* compute capability major, 9 for sm_90 */
  int sm_minor;
  int sm_count;                           /* multiprocessors */
  int max_threads_per_block;
  int max_shared_memory_per_block;        /* bytes, without opt-in (48 KiB) */
  int max_shared_memory_per_block_optin;  /* bytes, after raising the function limit */
  int max_shared_memory_per_sm;           /* bytes */
  int l2_cache_size;                      /* bytes */
  int warp_size;
  int driver_version;                     /* cuDriverGetVersion: 13000 for CUDA 13.0 */
  size_t total_memory;                    /* bytes */
} tilert_device_properties;

/* Fills *out for the device with that ordinal; device < 0 means the device
 * of the calling thread's current context (TILERT_ERROR_NO_CONTEXT if none). */
TILERT_API TILERT_MUST_USE tilert_status tilert_device_info(int device,
                                                            tilert_device_properties* out);

/* A module: one fatbin (or cubin, or NUL-terminated PTX) image, loaded into
 * each CUDA context on first use there. */
typedef struct tilert_module tilert_module;

/* Copies the image (the caller may free it afterwards) and checks that it
 * looks like a fatbin, cubin or PTX. Does not touch the driver. */
TILERT_API TILERT_MUST_USE tilert_status tilert_module_create(const void* image, size_t size,
                                                              tilert_module** out);

/* Unloads the image from every context it was loaded into and frees the
 * module. NULL is a no-op. The module must not be in use by other threads.
 * The memory is always freed; a failed unload is reported. */
TILERT_API tilert_status tilert_module_destroy(tilert_module* module);

/* How many times the image was loaded into a context (once per context). */
TILERT_API TILERT_MUST_USE tilert_status tilert_module_load_count(const tilert_module* module,
                                                                  unsigned* out);

/* The kernel `name` (an unmangled, extern "C" name) in the calling thread's
 * current context, loading the image into that context first if needed.
 * Concurrent first calls from several threads load it once. The handle is
 * valid in that context only, until tilert_module_destroy. */
TILERT_API TILERT_MUST_USE tilert_status tilert_get_function(tilert_module* module,
                                                             const char* name, CUfunction* out);

/* Launches kernel `name` in the current context on `stream` (0: the legacy
 * default stream) with cuLaunchKernel, or, when the image defines
 * tilec_programmatic_launch (tilec's sm_90a images), with cuLaunchKernelEx
 * as a programmatic dependent of the work before it in the stream
 * (runtime/README.md; TILERT_PROGRAMMATIC_LAUNCH=0 turns that off). grid and block are {x, y, z}, each
 * >= 1 and within the device's limits; block must also fit the kernel's own
 * limit (registers). When the kernel needs more than the default 48 KiB of
 * shared memory, raises CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
 * (once per kernel and size) after checking static + dynamic shared memory
 * against the device's opt-in limit. args is cuLaunchKernel's kernelParams:
 * one pointer per kernel parameter (NULL for a kernel with none).
 * Asynchronous: a fault inside the kernel surfaces at the next
 * synchronising call. */
TILERT_API TILERT_MUST_USE tilert_status tilert_launch(tilert_module* module, const char* name,
                                                       const unsigned grid[3],
                                                       const unsigned block[3],
                                                       size_t dynamic_smem, CUstream stream,
                                                       void** args);

/* The grid of a persistent kernel (tilec's T.Kernel(..., persistent=True)):
 * such a kernel walks the `tiles` blocks of its logical grid in a loop, so
 * it is launched 1-D with as many blocks as the device runs at once for this
 * block shape and dynamic shared memory (blocks per multiprocessor, from the
 * occupancy calculator, times the multiprocessor count), and never more
 * than `tiles`. A kernel compiled with a cluster shape gets whole clusters,
 * as many as run at once (cuOccupancyMaxActiveClusters). Raises the kernel's
 * dynamic shared-memory limit as tilert_launch would. Fails with
 * TILERT_ERROR_OUT_OF_RESOURCES when not one block (cluster) fits. */
TILERT_API TILERT_MUST_USE tilert_status tilert_persistent_grid(tilert_module* module,
                                                                const char* name,
                                                                const unsigned block[3],
                                                                size_t dynamic_smem,
                                                                unsigned long long tiles,
                                                                unsigned* out_blocks);

/* A tiled TMA descriptor (cuTensorMapEncodeTiled), checked first against the
 * documented rules so that a mistake gets a precise message:
 *   out 64-byte aligned; rank 1..5 (3..5 when interleaved); global_address
 *   16-byte aligned (32 when interleave is 32B); global_dim[i] in 1..2^32;
 *   global_strides (rank - 1 entries, bytes) multiples of 16 (32 when
 *   interleave is 32B), below 2^40, each covering the dimension below it;
 *   box_dim[i] in 1..256 with box_dim[0] * element size a multiple of 16
 *   bytes (no interleave) and within the swizzle span; element_strides[i]
 *   in 1..8 (NULL means all 1); NaN OOB fill only for floating-point types.
 * Dimension 0 is the innermost (contiguous) one. The packed sub-byte types
 * (16U4, 16U6) are not supported yet. Needs the driver (not a context). */
TILERT_API TILERT_MUST_USE tilert_status tilert_encode_tma(
    CUtensorMap* out, CUtensorMapDataType dtype, cuuint32_t rank, const void* global_address,
    const cuuint64_t* global_dim, const cuuint64_t* global_strides, const cuuint32_t* box_dim,
    const cuuint32_t* element_strides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2_promotion,
    CUtensorMapFloatOOBfill oob_fill);

/* The common case: a row-major rows x cols matrix at `base`, rows
 * row_stride_bytes apart, copied in box_rows x box_cols tiles; no interleave,
 * 128-byte L2 promotion, out-of-bounds elements read as zero. */
TILERT_API TILERT_MUST_USE tilert_status tilert_encode_tma_2d(
    CUtensorMap* out, CUtensorMapDataType dtype, const void* base, uint64_t rows, uint64_t cols,
    uint64_t row_stride_bytes, uint32_t box_rows, uint32_t box_cols, CUtensorMapSwizzle swizzle);

/* A row-major tensor of `rank` (1 to 5) dims at `base`: `shape` gives the
 * extents outermost dim first (the last is contiguous), `box` the box in the
 * same order; the strides follow from the shape and the dtype's size. No
 * interleave, 128-byte L2 promotion, out-of-bounds elements read as zero
 * in every dim (a box past a sequence's end gets zeros, not the next
 * batch's rows). The launchers of kernels that load N-D tiles with TMA use
 * it. */
TILERT_API TILERT_MUST_USE tilert_status tilert_encode_tma_rowmajor(
    CUtensorMap* out, CUtensorMapDataType dtype, uint32_t rank, const void* base,
    const uint64_t* shape, const uint32_t* box, CUtensorMapSwizzle swizzle);

/* The address of a driver entry point in the libcuda tilert opened, for
 * harnesses and generated host code that must not link libcuda themselves.
 * `symbol` is the ABI name, versioned where cuda.h maps it ("cuMemAlloc_v2");
 * tilert.hpp's TILERT_DRIVER_FN(cuMemAlloc) spells it for you. */
TILERT_API TILERT_MUST_USE tilert_status tilert_driver_symbol(const char* symbol, void** out);

#ifdef __cplusplus
} /* extern "C" */
#endif
