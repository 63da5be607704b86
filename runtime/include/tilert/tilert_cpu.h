/*
 * tilert_cpu: the runtime of tilec's host target (--target=host).
 *
 * A kernel compiled for the host runs each thread block of its grid as one
 * call of a block function on one CPU thread; tilert_cpu_launch spreads the
 * blocks of a grid over a pool of worker threads (the calling thread helps)
 * and returns when all of them ran. Each worker owns an arena, the home of
 * the block-local buffers too large for its stack.
 *
 * As tilert (tilert.h): every failure is a status code plus a thread-local
 * message (tilert_cpu_last_error()); nothing prints, exits or throws across
 * the C ABI. Needs no GPU, no CUDA and no driver.
 *
 * Usable from C (C99 or newer) and C++. Thread safe: launches from several
 * threads at once take turns on the pool.
 */
#pragma once

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define TILERT_CPU_API __attribute__((visibility("default")))
#else
#define TILERT_CPU_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Values are ABI: only ever append. */
typedef enum tilert_cpu_status {
  TILERT_CPU_SUCCESS = 0,
  /* A null tensor, a run-time dimension that is not positive, a grid that
   * is empty or too large, a null block function. */
  TILERT_CPU_ERROR_INVALID_ARGUMENT = 1,
  /* A worker's arena could not be allocated. */
  TILERT_CPU_ERROR_OUT_OF_MEMORY = 2
} tilert_cpu_status;

/* One thread block: `args` as given to tilert_cpu_launch, the block's
 * linear index in [0, blocks), and the running worker's arena (at least the
 * launch's arena_bytes, 64-byte aligned; NULL when arena_bytes is 0). */
typedef void (*tilert_cpu_block_fn)(void* args, int64_t block, void* arena);

/* Runs fn(args, b, arena) once for every b in [0, blocks), in no particular
 * order and possibly concurrently, and returns when every call returned.
 * Called from inside a block function it runs the blocks on the calling
 * thread. Returns TILERT_CPU_SUCCESS or an error (then no block ran). */
TILERT_CPU_API int32_t tilert_cpu_launch(tilert_cpu_block_fn fn, void* args, int64_t blocks, int64_t arena_bytes);

/* The number of threads launches use (the calling thread included): n >= 1,
 * or 0 for the default (the TILERT_CPU_THREADS environment variable when it
 * holds a positive integer, else the machine's hardware threads). Applies to
 * later launches. */
TILERT_CPU_API int32_t tilert_cpu_set_num_threads(int32_t n);
TILERT_CPU_API int32_t tilert_cpu_num_threads(void);

/* A short, static description of a status ("invalid argument"). Never NULL. */
TILERT_CPU_API const char* tilert_cpu_status_string(int32_t status);

/* The detailed message of the calling thread's most recent failed call (a
 * launch, or a kernel entry point that rejected its arguments); "" after a
 * success. Never NULL. */
TILERT_CPU_API const char* tilert_cpu_last_error(void);

/* Sets the calling thread's message (NULL or "": the status's description)
 * and returns `status`. Generated kernel entry points call it when they
 * reject an argument; TILERT_CPU_SUCCESS clears the message. */
TILERT_CPU_API int32_t tilert_cpu_set_error(int32_t status, const char* message);

#ifdef __cplusplus
} /* extern "C" */
#endif
