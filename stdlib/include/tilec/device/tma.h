#pragma once
// tilec device library: tensor-memory-accelerator (TMA) loads (sm_90), the
// copies of warp-specialized pipelines when their tensor maps could be
// encoded on the host (the launcher says so through the kernel's
// `tl_tma_ok` parameter).
//
//   tl::mbarrier_arrive_expect_tx(bar, bytes)  arrive and expect `bytes` more
//   tl::tma_load_2d(smem, map, bar, c0, c1)    copy the box at (c0 inner, c1)
//   tl::tma_store_2d(smem, map, c0, c1)        copy shared memory to the box
//   tl::tma_store_commit()                     close this thread's bulk group
//   tl::tma_store_wait_read()                  until its stores read their source
//
// The box lands in shared memory laid out as the map's swizzle says; its
// bytes complete the transaction on `bar`. Elements outside the tensor
// read as zero, so tails need no guards; stores skip them. A store reads
// shared memory through the async proxy: the threads that wrote it run
// fence_proxy_async (wgmma.h) before the barrier that precedes the store.

#include "tilec/device/common.h"

#if defined(__CUDACC_RTC__)
// The tensor map is 128 opaque bytes (cuda.h's CUtensorMap).
typedef struct alignas(64) {
  unsigned long long opaque[16];
} CUtensorMap;
#else
#include <cuda.h>
#endif

namespace tl {

TL_DEVICE void mbarrier_arrive_expect_tx(unsigned long long* bar, int bytes) {
#if __CUDA_ARCH__ >= 900
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(smem_addr(bar)), "r"(bytes)
               : "memory");
#endif
}

TL_DEVICE void tma_load_2d(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(smem_addr(bar))
               : "memory");
#endif
}

// The same for tensors of rank 3 to 5 (coordinates innermost dim first).
TL_DEVICE void tma_load_3d(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1, int c2) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3, %4}], [%5];\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(smem_addr(bar))
               : "memory");
#endif
}

TL_DEVICE void tma_load_4d(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1, int c2,
                           int c3) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3, %4, %5}], [%6];\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(c3),
               "r"(smem_addr(bar))
               : "memory");
#endif
}

TL_DEVICE void tma_load_5d(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1, int c2,
                           int c3, int c4) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3, %4, %5, %6}], [%7];\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4),
               "r"(smem_addr(bar))
               : "memory");
#endif
}

TL_DEVICE void tma_store_2d(const void* smem, const CUtensorMap* map, int c0, int c1) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];\n" ::"l"(
                   reinterpret_cast<unsigned long long>(map)),
               "r"(smem_addr(smem)), "r"(c0), "r"(c1)
               : "memory");
#endif
}

TL_DEVICE void tma_store_3d(const void* smem, const CUtensorMap* map, int c0, int c1, int c2) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [%0, {%2, %3, %4}], [%1];\n" ::"l"(
                   reinterpret_cast<unsigned long long>(map)),
               "r"(smem_addr(smem)), "r"(c0), "r"(c1), "r"(c2)
               : "memory");
#endif
}

TL_DEVICE void tma_store_4d(const void* smem, const CUtensorMap* map, int c0, int c1, int c2, int c3) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [%0, {%2, %3, %4, %5}], [%1];\n" ::"l"(
                   reinterpret_cast<unsigned long long>(map)),
               "r"(smem_addr(smem)), "r"(c0), "r"(c1), "r"(c2), "r"(c3)
               : "memory");
#endif
}

TL_DEVICE void tma_store_5d(const void* smem, const CUtensorMap* map, int c0, int c1, int c2, int c3, int c4) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.5d.global.shared::cta.bulk_group [%0, {%2, %3, %4, %5, %6}], [%1];\n" ::"l"(
                   reinterpret_cast<unsigned long long>(map)),
               "r"(smem_addr(smem)), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4)
               : "memory");
#endif
}

TL_DEVICE void tma_store_commit() {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.commit_group;\n" ::: "memory");
#endif
}

TL_DEVICE void tma_store_wait_read() {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.wait_group.read 0;\n" ::: "memory");
#endif
}

TL_DEVICE void prefetch_tma_descriptor(const CUtensorMap* map) {
#if __CUDA_ARCH__ >= 900
  asm volatile("prefetch.tensormap [%0];\n" ::"l"(reinterpret_cast<unsigned long long>(map)) : "memory");
#endif
}

} // namespace tl
