#pragma once
// tilec device library: thread-block clusters (sm_90). The blocks of a
// cluster run together and reach each other's shared memory, so a software
// pipeline can load an operand once for all of them (TMA multicast) and
// release a stage in every block that received it.
//
//   tl::cluster_rank()                       this block's rank in its cluster
//   tl::cluster_sync()                       barrier over every thread of the cluster
//   tl::mbarrier_arrive_warp<B>(bar)         one arrival per warp on `bar` in each of the B blocks
//   tl::tma_load_2d_multicast(smem, map, bar, c0, c1, mask)
//                                            tma_load_2d into every block of `mask`
//
// Addresses are this block's; the same offsets are used in the other blocks
// (every block of a kernel lays out its shared memory alike).

#include "tilec/device/common.h"
#include "tilec/device/mbarrier.h"
#include "tilec/device/tma.h"

namespace tl {

TL_DEVICE unsigned cluster_rank() {
#if __CUDA_ARCH__ >= 900
  unsigned r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(r));
  return r;
#else
  return 0;
#endif
}

/// Every thread of every block of the cluster arrives, then waits: what
/// each did before (an mbarrier's initialization included) is visible to all
/// after. Without clusters, the block's barrier.
TL_DEVICE void cluster_sync() {
#if __CUDA_ARCH__ >= 900
  asm volatile("barrier.cluster.arrive.release.aligned;\n"
               "barrier.cluster.wait.acquire.aligned;\n" ::
                   : "memory");
#else
  __syncthreads();
#endif
}

/// One arrival per warp (every lane calls it, once all of them are done
/// with what the barrier guards): on `bar` with Blocks = 1, else on `bar`'s
/// offset in each of the cluster's first `Blocks` blocks, lane r arriving in
/// block r. A barrier released this way counts warps (times Blocks), not
/// threads: 8 arrivals instead of 256 for two consumer warpgroups. The
/// arrivals have the default (.release.cta) semantics: what they announce is
/// that this warp's reads of a stage are complete (wgmma's by its wait, the
/// lanes' by the warp barrier), not writes to publish; a .release.cluster
/// arrival costs a cluster-wide memory fence on every release (measured:
/// the multicast GEMM at 0.6x of the one without).
template <int Blocks> TL_DEVICE void mbarrier_arrive_warp(unsigned long long* bar) {
  static_assert(Blocks >= 1 && Blocks <= 8, "a cluster has 1 to 8 blocks");
#if __CUDA_ARCH__ >= 900
  if constexpr (Blocks == 1)
    asm volatile("{\n .reg .pred p;\n .reg .b32 lane;\n bar.warp.sync -1;\n mov.u32 lane, %%laneid;\n"
                 " setp.eq.u32 p, lane, 0;\n @p mbarrier.arrive.shared::cta.b64 _, [%0];\n}\n" ::"r"(smem_addr(bar))
                 : "memory");
  else
    asm volatile("{\n .reg .pred p;\n .reg .b32 lane, remote;\n bar.warp.sync -1;\n mov.u32 lane, %%laneid;\n"
                 " setp.lt.u32 p, lane, %1;\n @p mapa.shared::cluster.u32 remote, %0, lane;\n"
                 " @p mbarrier.arrive.shared::cluster.b64 _, [remote];\n}\n" ::"r"(smem_addr(bar)),
                 "n"(Blocks)
                 : "memory");
#else
  __syncwarp();
  if (threadIdx.x % 32 == 0)
    mbarrier_arrive(bar);
#endif
}

/// tma_load_2d whose box lands at `smem`'s offset in every block whose bit
/// is set in `mask`, completing the transaction on `bar`'s offset in each.
TL_DEVICE void tma_load_2d_multicast(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1,
                                     unsigned mask) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
               " [%0], [%1, {%2, %3}], [%4], %5;\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(smem_addr(bar)),
               "h"(static_cast<unsigned short>(mask))
               : "memory");
#endif
}

// The same for tensors of rank 3 to 5 (coordinates innermost dim first).
TL_DEVICE void tma_load_3d_multicast(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1,
                                     int c2, unsigned mask) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
               " [%0], [%1, {%2, %3, %4}], [%5], %6;\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(smem_addr(bar)),
               "h"(static_cast<unsigned short>(mask))
               : "memory");
#endif
}

TL_DEVICE void tma_load_4d_multicast(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1,
                                     int c2, int c3, unsigned mask) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
               " [%0], [%1, {%2, %3, %4, %5}], [%6], %7;\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(c3),
               "r"(smem_addr(bar)), "h"(static_cast<unsigned short>(mask))
               : "memory");
#endif
}

TL_DEVICE void tma_load_5d_multicast(void* smem, const CUtensorMap* map, unsigned long long* bar, int c0, int c1,
                                     int c2, int c3, int c4, unsigned mask) {
#if __CUDA_ARCH__ >= 900
  asm volatile("cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster"
               " [%0], [%1, {%2, %3, %4, %5, %6}], [%7], %8;\n" ::"r"(smem_addr(smem)),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4),
               "r"(smem_addr(bar)), "h"(static_cast<unsigned short>(mask))
               : "memory");
#endif
}

} // namespace tl
