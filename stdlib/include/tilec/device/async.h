#pragma once
// tilec device library: asynchronous global -> shared copies (sm_80+), the
// copies of software pipelines (inject-software-pipeline, lower-async-copies).
//
//   tl::cp_async<Bytes>(smem, gmem)   start copying 4, 8 or 16 bytes
//   tl::cp_async_commit()             close the group of copies started so far
//   tl::cp_async_wait<N>()            wait until at most N groups are pending
//
// A copy is visible to the thread that started it after the wait, to the
// other threads after the wait and a barrier. Targets without cp.async copy
// synchronously (then commit and wait do nothing).

#include "tilec/device/common.h"

namespace tl {

template <int Bytes> TL_DEVICE void cp_async(void* smem, const void* gmem) {
  static_assert(Bytes == 4 || Bytes == 8 || Bytes == 16, "cp.async copies 4, 8 or 16 bytes");
#if __CUDA_ARCH__ >= 800
  uint32_t dst = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  if constexpr (Bytes == 16) // .cg: bypass L1, the data is read once from shared memory
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(gmem) : "memory");
  else
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(dst), "l"(gmem), "n"(Bytes) : "memory");
#else
  struct alignas(Bytes) chunk {
    unsigned char b[Bytes];
  };
  *static_cast<chunk*>(smem) = *static_cast<const chunk*>(gmem);
#endif
}

TL_DEVICE void cp_async_commit() {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;\n" ::: "memory");
#endif
}

template <int N> TL_DEVICE void cp_async_wait() {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
#endif
}

} // namespace tl
