// Calls a launcher that tilec_add_library() built from elementwise_add.tile.
//
// Without a GPU it checks only that the launcher rejects a null pointer (the
// check runs before any driver call) and exits 77. With one, it also adds two
// float16 vectors on the device and checks the sum.
#include <cuda_fp16.h>  // before the header: __half pointers, not uint16_t

#include "elementwise_add.h"

#include <tilert/tilert.hpp>

#include <cstdio>
#include <vector>

namespace {

void report(const char* what, const tilert::Status& status) {
  std::fprintf(stderr, "%s: %s\n", what, status.message().c_str());
}

// Checks that add_f16 refuses a null input with TILEC_ERROR_INVALID_ARGUMENT.
bool null_pointer_is_refused() {
  alignas(16) static __half buffer[16];
  tilec_status status = add_f16(nullptr, nullptr, buffer, buffer, 16);
  if (status != TILEC_ERROR_INVALID_ARGUMENT) {
    std::fprintf(stderr, "add_f16(A = NULL) returned %d, expected %d\n", static_cast<int>(status),
                 static_cast<int>(TILEC_ERROR_INVALID_ARGUMENT));
    return false;
  }
  std::printf("add_f16 with A = NULL: invalid argument (%s)\n", tilec_last_error());
  return true;
}

// C = A + B on the first GPU, through the driver functions tilert loaded (so
// the program need not link libcuda). Returns 0, or 1 on any failure.
int add_on_gpu() {
  auto device_get = TILERT_DRIVER_FN(cuDeviceGet);
  auto retain = TILERT_DRIVER_FN(cuDevicePrimaryCtxRetain);
  auto set_current = TILERT_DRIVER_FN(cuCtxSetCurrent);
  auto alloc = TILERT_DRIVER_FN(cuMemAlloc);
  auto release = TILERT_DRIVER_FN(cuMemFree);
  auto to_device = TILERT_DRIVER_FN(cuMemcpyHtoD);
  auto to_host = TILERT_DRIVER_FN(cuMemcpyDtoH);
  auto synchronize = TILERT_DRIVER_FN(cuCtxSynchronize);
  for (const tilert::Status* status : {&device_get.status(), &retain.status(), &set_current.status(),
                                       &alloc.status(), &release.status(), &to_device.status(),
                                       &to_host.status(), &synchronize.status()}) {
    if (!status->ok()) {
      report("driver symbol", *status);
      return 1;
    }
  }

  CUdevice device;
  CUcontext context;
  if ((*device_get)(&device, 0) != CUDA_SUCCESS || (*retain)(&context, device) != CUDA_SUCCESS ||
      (*set_current)(context) != CUDA_SUCCESS) {
    std::fprintf(stderr, "cannot make device 0's primary context current\n");
    return 1;
  }

  // Not a multiple of the kernel's 2048-element block: the last block is
  // partial. Small integers are exact in float16.
  const int64_t n = 3000;
  const size_t bytes = n * sizeof(__half);
  std::vector<__half> a(n), b(n), c(n);
  for (int64_t i = 0; i < n; ++i) {
    a[i] = __float2half(static_cast<float>(i % 100));
    b[i] = __float2half(static_cast<float>(i % 7));
  }
  CUdeviceptr da = 0, db = 0, dc = 0;
  if ((*alloc)(&da, bytes) != CUDA_SUCCESS || (*alloc)(&db, bytes) != CUDA_SUCCESS ||
      (*alloc)(&dc, bytes) != CUDA_SUCCESS || (*to_device)(da, a.data(), bytes) != CUDA_SUCCESS ||
      (*to_device)(db, b.data(), bytes) != CUDA_SUCCESS) {
    std::fprintf(stderr, "device allocation or upload failed\n");
    return 1;
  }
  tilec_status status = add_f16(nullptr, reinterpret_cast<const __half*>(da), reinterpret_cast<const __half*>(db),
                                reinterpret_cast<__half*>(dc), n);
  if (status != TILEC_SUCCESS) {
    std::fprintf(stderr, "add_f16: %s\n", tilec_last_error());
    return 1;
  }
  if ((*synchronize)() != CUDA_SUCCESS || (*to_host)(c.data(), dc, bytes) != CUDA_SUCCESS) {
    std::fprintf(stderr, "kernel or download failed\n");
    return 1;
  }
  (void)(*release)(da);
  (void)(*release)(db);
  (void)(*release)(dc);
  for (int64_t i = 0; i < n; ++i) {
    float expected = static_cast<float>(i % 100 + i % 7);
    if (__half2float(c[i]) != expected) {
      std::fprintf(stderr, "C[%lld] = %g, expected %g\n", static_cast<long long>(i), __half2float(c[i]), expected);
      return 1;
    }
  }
  std::printf("add_f16 on %lld elements on the GPU: ok\n", static_cast<long long>(n));
  return 0;
}

}  // namespace

int main() {
  if (!null_pointer_is_refused())
    return 1;
  tilert::Status init = tilert::init();
  if (init.code() == TILERT_ERROR_NO_DEVICE) {
    std::printf("no GPU (%s): skipping the launch\n", init.message().c_str());
    return 77;
  }
  if (!init.ok()) {
    report("tilert_init", init);
    return 1;
  }
  return add_on_gpu();
}
