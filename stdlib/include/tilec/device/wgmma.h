#pragma once
// tilec device library: warpgroup-level tensor-core MMA (sm_90a: wgmma),
// both operands in shared memory, described by matrix descriptors.
//
//   tl::wgmma_fence(); ... tl::wgmma<N, T, TransB>(d, descA, descB); ... tl::wgmma_commit(); tl::wgmma_wait<0>();
//
// d += A (64 x 16, K-major) * B (16 x N; N-major when TransB is false, i.e.
// a K x N row-major tile, K-major when true). d holds N/2 floats per
// thread in the layout of mma.h's C fragment per 16 x 8 piece, warp w of
// the warpgroup holding rows 16w .. 16w + 15. The instruction bodies (one
// asm operand per accumulator element) are generated: wgmma_ops.h.

#include "tilec/device/common.h"
#include "tilec/device/wgmma_ops.h"

namespace tl {

/// A shared-memory matrix descriptor for a tile stored with a 128-, 64- or
/// 32-byte XOR swizzle (ir::makeSwizzledLayout) from a base aligned to its
/// 8-row atom (1024, 512 or 256 bytes), as its two 32-bit halves: the low
/// one holds the start address >> 4 (bits 0-13) and the leading byte offset
/// >> 4 (bits 16-29), the high one the stride byte offset >> 4 and the
/// swizzle mode (bits 62-63: 1, 2, 3 for 128, 64, 32 bytes).
struct wgmma_desc_parts {
  uint32_t lo, hi;
};
template <int Swizzle>
TL_DEVICE wgmma_desc_parts wgmma_desc_parts_of(const void* smem, uint32_t leadingBytes, uint32_t strideBytes) {
  static_assert(Swizzle == 128 || Swizzle == 64 || Swizzle == 32, "wgmma reads 128-, 64- or 32-byte swizzles");
  constexpr uint32_t mode = Swizzle == 128 ? 1u : Swizzle == 64 ? 2u : 3u;
  const uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  return {((addr & 0x3FFFF) >> 4) | (((leadingBytes >> 4) & 0x3FFF) << 16),
          ((strideBytes >> 4) & 0x3FFF) | (mode << 30)};
}
TL_DEVICE wgmma_desc_parts wgmma_desc_sw128_parts(const void* smem, uint32_t leadingBytes, uint32_t strideBytes) {
  return wgmma_desc_parts_of<128>(smem, leadingBytes, strideBytes);
}

/// The descriptor of the tile `bytes` past the one `d` describes (a k step
/// or a 64-row tile further on). Shared addresses stay below 2^18, so the
/// offset lands in the start-address field without a carry out of it: one
/// 32-bit add of a constant, where building each descriptor from its
/// address took several instructions in the issue-bound loops of attention.
TL_DEVICE unsigned long long wgmma_desc_advance(wgmma_desc_parts d, uint32_t bytes) {
  return (static_cast<unsigned long long>(d.hi) << 32) | (d.lo + (bytes >> 4));
}

TL_DEVICE unsigned long long wgmma_desc_sw128(const void* smem, uint32_t leadingBytes, uint32_t strideBytes) {
  return wgmma_desc_advance(wgmma_desc_sw128_parts(smem, leadingBytes, strideBytes), 0);
}

TL_DEVICE void wgmma_fence() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
}
TL_DEVICE void wgmma_commit() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
#endif
}
template <int N> TL_DEVICE void wgmma_wait() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
#endif
}
/// Pins accumulator registers in place around asynchronous wgmmas: without
/// it the compiler may move them between an issue and its wait (ptxas then
/// serializes the wgmmas).
template <int Count> TL_DEVICE void wgmma_fence_operands(float* d) {
#pragma unroll
  for (int i = 0; i < Count; ++i)
    asm volatile("" : "+f"(d[i])::"memory");
}

/// The same for register A operands (packed 16-bit pairs): built before
/// wgmma_fence, so that no instruction between the fence and the wgmmas
/// defines a register they read (ptxas would insert a warpgroup.arrive and
/// serialize them).
template <int Count> TL_DEVICE void wgmma_fence_operands(uint32_t* a) {
#pragma unroll
  for (int i = 0; i < Count; ++i)
    asm volatile("" : "+r"(a[i])::"memory");
}

/// Orders this thread's generic-proxy writes of shared memory (stores,
/// cp.async) before later reads by the async proxy (wgmma, TMA stores).
TL_DEVICE void fence_proxy_async() {
#if __CUDA_ARCH__ >= 900
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
#endif
}

/// TransA: A is M-major (a K x M row-major tile, transposed by the
/// instruction).
template <int N, class T, bool TransB, bool TransA = false>
TL_DEVICE void wgmma(float* d, unsigned long long a, unsigned long long b, int scale_d = 1) {
  static_assert(N % 16 == 0 && N >= 16 && N <= 256, "wgmma tiles are a multiple of 16 up to 256 wide here");
  static_assert(N >= 64 || TransB, "tiles narrower than a 64-column panel need a K-major B");
  wgmma_op<N, T, TransB, TransA>::run(d, a, b, scale_d);
}

/// d += A (64 x 16, from registers: a[] is mma.h's A fragment of this
/// thread's warp's 16 rows) * B (descriptor, as for wgmma).
template <int N, class T, bool TransB>
TL_DEVICE void wgmma_rs(float* d, const uint32_t (&a)[4], unsigned long long b, int scale_d = 1) {
  static_assert(N % 16 == 0 && N >= 16 && N <= 256, "wgmma tiles are a multiple of 16 up to 256 wide here");
  static_assert(N >= 64 || TransB, "tiles narrower than a 64-column panel need a K-major B");
  wgmma_rs_op<N, T, TransB>::run(d, a, b, scale_d);
}

} // namespace tl
