/* A C program linked with three objects from `tilec -c` (elementwise_add.tile,
 * transpose.tile and shapes.tile, so the objects' symbols must coexist) and
 * with tilert.
 *
 *   host_object_test args   checks the launchers' argument checks and the
 *                           metadata; needs no GPU (every failing call returns
 *                           before touching the driver).
 *   host_object_test gpu    launches add_f16 on a GPU and checks C = A + B;
 *                           exits 77 (ctest: skipped) without a GPU.
 */
#include "elementwise_add.h"
#include "shapes.h"
#include "transpose.h"

#include <tilert/tilert.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define EXPECT(cond)                                                        \
  do {                                                                      \
    if (!(cond)) {                                                          \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                           \
    }                                                                       \
  } while (0)

/* 16-byte aligned host memory stands in for device pointers: the launchers
 * reject the arguments before any of them is dereferenced. */
static _Alignas(16) uint16_t fake[64];

static int run_args(void) {
  tilec_status st = add_f16(NULL, NULL, fake, fake, 1024);
  EXPECT(st == TILEC_ERROR_INVALID_ARGUMENT);
  EXPECT(strstr(tilec_last_error(), "'A' is NULL") != NULL);

  st = add_f16(NULL, fake, fake, (tilec_float16*)((char*)fake + 2), 1024);
  EXPECT(st == TILEC_ERROR_INVALID_ARGUMENT);
  EXPECT(strstr(tilec_last_error(), "16-byte aligned") != NULL);

  st = add_f16(NULL, fake, fake, fake, 0);
  EXPECT(st == TILEC_ERROR_INVALID_ARGUMENT);
  EXPECT(strstr(tilec_last_error(), "positive") != NULL);

  st = add_f16(NULL, fake, fake, fake, (int64_t)1 << 40);
  EXPECT(st == TILEC_ERROR_INVALID_ARGUMENT);
  EXPECT(strstr(tilec_last_error(), "does not fit") != NULL);

  /* Valid arguments pass the checks and reach tilert: without a GPU (or
   * without a current context) the launch itself fails, but not as an
   * invalid argument. */
  st = add_f16(NULL, fake, fake, fake, 1024);
  EXPECT(st != TILEC_SUCCESS && st != TILEC_ERROR_INVALID_ARGUMENT);

  /* The grid, ceildiv(N, 2048) in the kernel's int arithmetic, wraps for
   * N = INT32_MAX exactly as the harness's evaluation does: refused. */
  st = add_f16(NULL, fake, fake, fake, INT32_MAX);
  EXPECT(st == TILEC_ERROR_INVALID_ARGUMENT);
  EXPECT(strstr(tilec_last_error(), "grid extent 0") != NULL);

  const tilec_kernel_metadata* m = add_f16_metadata();
  EXPECT(m != NULL && strcmp(m->name, "add_f16") == 0);
  EXPECT(m != NULL && strcmp(m->targets, "sm_80,sm_90a") == 0);
  EXPECT(m != NULL && m->threads[0] == 256 && m->threads[1] == 1 && m->threads[2] == 1);
  EXPECT(m != NULL && m->num_args == 4);
  EXPECT(m != NULL && strcmp(m->args[0].name, "A") == 0 && strcmp(m->args[0].dtype, "float16") == 0 &&
         m->args[0].rank == 1 && m->args[0].is_tensor == 1);
  EXPECT(m != NULL && strcmp(m->args[3].name, "N") == 0 && m->args[3].is_tensor == 0);
  EXPECT(m != NULL && m->version == TILEC_METADATA_VERSION && m->version == 2);
  /* A, B are read, C written; every extent is the run-time dim N (args[3]). */
  EXPECT(m != NULL && m->args[0].is_const == 1 && m->args[1].is_const == 1 && m->args[2].is_const == 0);
  EXPECT(m != NULL && m->args[2].shape != NULL && m->args[2].shape[0].kind == TILEC_EXTENT_DIM &&
         m->args[2].shape[0].dim_arg == 3 && strcmp(m->args[2].shape[0].text, "N") == 0);
  EXPECT(m != NULL && m->args[3].shape == NULL && m->args[3].rank == 0 && m->args[3].is_const == 0);

  /* Static shapes: constants. */
  const tilec_kernel_metadata* s = add2d_f16_4096_metadata();
  EXPECT(s != NULL && s->num_args == 3 && s->args[0].rank == 2);
  EXPECT(s != NULL && s->args[0].shape[0].kind == TILEC_EXTENT_CONSTANT && s->args[0].shape[0].value == 4096 &&
         s->args[0].shape[0].dim_arg == -1 && strcmp(s->args[0].shape[0].text, "4096") == 0);

  /* The second object. */
  const tilec_kernel_metadata* t = transpose_f32_metadata();
  EXPECT(t != NULL && strcmp(t->name, "transpose_f32") == 0);
  EXPECT(transpose_f32(NULL, NULL, NULL, 64, 64) == TILEC_ERROR_INVALID_ARGUMENT);
  /* B is (N, M): the dims in the order of B's shape, not of the arguments. */
  EXPECT(t != NULL && t->args[1].shape[0].kind == TILEC_EXTENT_DIM && t->args[1].shape[0].dim_arg == 3 &&
         t->args[1].shape[1].kind == TILEC_EXTENT_DIM && t->args[1].shape[1].dim_arg == 2);

  /* The third object: X (M, 2 * N), W (4, N), Y (M, N // 2). */
  const tilec_kernel_metadata* h = halve_f32_metadata();
  EXPECT(h != NULL && h->num_args == 5 && strcmp(h->args[3].name, "M") == 0 && strcmp(h->args[4].name, "N") == 0);
  EXPECT(h != NULL && h->args[0].shape[0].kind == TILEC_EXTENT_DIM && h->args[0].shape[0].dim_arg == 3);
  EXPECT(h != NULL && h->args[0].shape[1].kind == TILEC_EXTENT_EXPR && h->args[0].shape[1].dim_arg == -1 &&
         h->args[0].shape[1].value == 0 && strcmp(h->args[0].shape[1].text, "2 * N") == 0);
  EXPECT(h != NULL && h->args[1].shape[0].kind == TILEC_EXTENT_CONSTANT && h->args[1].shape[0].value == 4);
  EXPECT(h != NULL && h->args[1].shape[1].kind == TILEC_EXTENT_DIM && h->args[1].shape[1].dim_arg == 4);
  EXPECT(h != NULL && h->args[2].shape[1].kind == TILEC_EXTENT_EXPR &&
         strcmp(h->args[2].shape[1].text, "T.floordiv(N, 2)") == 0);
  EXPECT(h != NULL && h->args[2].is_const == 0 && h->args[0].is_const == 1);
  return failures == 0 ? 0 : 1;
}

/* Driver entry points through tilert, so the test does not link libcuda. */
typedef CUresult (*MemAllocFn)(CUdeviceptr*, size_t);
typedef CUresult (*MemFreeFn)(CUdeviceptr);
typedef CUresult (*CopyHtoDFn)(CUdeviceptr, const void*, size_t);
typedef CUresult (*CopyDtoHFn)(void*, CUdeviceptr, size_t);
typedef CUresult (*CtxSyncFn)(void);
typedef CUresult (*DeviceGetFn)(CUdevice*, int);
typedef CUresult (*RetainFn)(CUcontext*, CUdevice);
typedef CUresult (*SetCurrentFn)(CUcontext);

static void* sym(const char* name) {
  void* p = NULL;
  if (tilert_driver_symbol(name, &p) != TILERT_SUCCESS) {
    fprintf(stderr, "no driver symbol %s: %s\n", name, tilert_last_error());
    exit(1);
  }
  return p;
}

/* float <-> IEEE half for small integers (exact), without cuda_fp16.h. */
static uint16_t half_of(int v) {
  if (v == 0)
    return 0;
  int e = 0;
  while ((v >> e) > 1)
    ++e;
  return (uint16_t)(((e + 15) << 10) | ((v << (10 - e)) & 0x3ff));
}

static int run_gpu(void) {
  tilert_status init = tilert_init();
  if (init == TILERT_ERROR_NO_DEVICE) {
    printf("skipped: no GPU (%s)\n", tilert_last_error());
    return 77;
  }
  if (init != TILERT_SUCCESS) {
    fprintf(stderr, "tilert_init: %s\n", tilert_last_error());
    return 1;
  }
  CUdevice dev;
  CUcontext ctx;
  if (((DeviceGetFn)sym("cuDeviceGet"))(&dev, 0) != CUDA_SUCCESS ||
      ((RetainFn)sym("cuDevicePrimaryCtxRetain"))(&ctx, dev) != CUDA_SUCCESS ||
      ((SetCurrentFn)sym("cuCtxSetCurrent"))(ctx) != CUDA_SUCCESS) {
    fprintf(stderr, "cannot make a context current\n");
    return 1;
  }
  enum { N = 5000 }; /* not a multiple of the block: the tail is masked */
  static uint16_t a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = half_of(i % 64);
    b[i] = half_of(2 * (i % 32));
  }
  CUdeviceptr da, db, dc;
  MemAllocFn alloc = (MemAllocFn)sym("cuMemAlloc_v2");
  CopyHtoDFn h2d = (CopyHtoDFn)sym("cuMemcpyHtoD_v2");
  if (alloc(&da, sizeof a) || alloc(&db, sizeof b) || alloc(&dc, sizeof c) || h2d(da, a, sizeof a) ||
      h2d(db, b, sizeof b)) {
    fprintf(stderr, "device allocation or copy failed\n");
    return 1;
  }
  tilec_status st = add_f16(NULL, (const tilec_float16*)(uintptr_t)da, (const tilec_float16*)(uintptr_t)db,
                            (tilec_float16*)(uintptr_t)dc, N);
  if (st != TILEC_SUCCESS) {
    fprintf(stderr, "add_f16: status %d: %s\n", (int)st, tilec_last_error());
    return 1;
  }
  if (((CtxSyncFn)sym("cuCtxSynchronize"))() != CUDA_SUCCESS ||
      ((CopyDtoHFn)sym("cuMemcpyDtoH_v2"))(c, dc, sizeof c) != CUDA_SUCCESS) {
    fprintf(stderr, "synchronize or copy back failed\n");
    return 1;
  }
  for (int i = 0; i < N; ++i) {
    if (c[i] != half_of(i % 64 + 2 * (i % 32))) {
      fprintf(stderr, "C[%d] = 0x%04x, expected 0x%04x\n", i, c[i], half_of(i % 64 + 2 * (i % 32)));
      return 1;
    }
  }
  MemFreeFn release = (MemFreeFn)sym("cuMemFree_v2");
  (void)release(da);
  (void)release(db);
  (void)release(dc);
  printf("add_f16 on %d elements: ok\n", N);
  return 0;
}

int main(int argc, char** argv) {
  if (argc == 2 && strcmp(argv[1], "args") == 0)
    return run_args();
  if (argc == 2 && strcmp(argv[1], "gpu") == 0)
    return run_gpu();
  fprintf(stderr, "usage: %s args|gpu\n", argv[0]);
  return 2;
}
