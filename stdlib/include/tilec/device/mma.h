#pragma once
// tilec device library: warp-level tensor-core primitives (sm_80+).
// Destination first, like the rest of the library.
//
//   ldmatrix_x4(dst, src)        four 8x8 b16 matrices from shared memory
//   ldmatrix_x4_trans(dst, src)  the same, each matrix transposed
//   ldmatrix_x2(_trans)          two matrices
//   stmatrix_x4(row, v0..v7)     four 8x8 b16 matrices to shared memory
//   mma_m16n8k16(d, a, b)        d += a * b, f16 or bf16 in, f32 accumulate
//
// Register fragments follow the PTX ISA (mma.m16n8k16, .row.col): with
// g = lane / 4 and t = lane % 4,
//   A (16x16): a[0] = A[g][2t..], a[1] = A[g+8][2t..], a[2] = A[g][2t+8..], a[3] = A[g+8][2t+8..]
//   B (16x8):  b[0] = B[2t..][g], b[1] = B[2t+8..][g]          (two elements per register)
//   C (16x8):  c[0..1] = C[g][2t, 2t+1], c[2..3] = C[g+8][2t, 2t+1]
// which is the accumulator layout layout inference gives a tensor-core
// T.gemm (optimizer/lib/layout/GemmLayouts.cpp).

#include "tilec/device/common.h"

namespace tl {

/// Lanes 8m..8m+7 give the row addresses of matrix m (16 bytes each).
TL_DEVICE void ldmatrix_x4(uint32_t (&dst)[4], const void* row) {
#if __CUDA_ARCH__ >= 750
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(dst[0]), "=r"(dst[1]), "=r"(dst[2]), "=r"(dst[3])
               : "r"(smem_addr(row)));
#endif
}

TL_DEVICE void ldmatrix_x4_trans(uint32_t (&dst)[4], const void* row) {
#if __CUDA_ARCH__ >= 750
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(dst[0]), "=r"(dst[1]), "=r"(dst[2]), "=r"(dst[3])
               : "r"(smem_addr(row)));
#endif
}

/// Two matrices (lanes 0..15 give the row addresses; lanes 16..31's are
/// ignored but must be valid).
TL_DEVICE void ldmatrix_x2(uint32_t (&dst)[2], const void* row) {
#if __CUDA_ARCH__ >= 750
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"
               : "=r"(dst[0]), "=r"(dst[1])
               : "r"(smem_addr(row)));
#endif
}

TL_DEVICE void ldmatrix_x2_trans(uint32_t (&dst)[2], const void* row) {
#if __CUDA_ARCH__ >= 750
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];\n"
               : "=r"(dst[0]), "=r"(dst[1])
               : "r"(smem_addr(row)));
#endif
}

template <class T> struct same_type {
  using type = T;
};

/// Packs two 16-bit values (half, bfloat16) into one register, `lo` first
/// in memory.
template <class T> TL_DEVICE uint32_t pack_b16x2(T lo, T hi) {
  return uint32_t(bit_cast<uint16_t>(lo)) | (uint32_t(bit_cast<uint16_t>(hi)) << 16);
}

/// Stores four 8x8 matrices of 16-bit elements: lane l holds (v[2m],
/// v[2m + 1]) = matrix m's row l / 4, columns 2 (l % 4) and 2 (l % 4) + 1
/// (the accumulator's pairs), and gives `row`, the address of row l % 8 of
/// matrix l / 8 (16 contiguous, 16-byte aligned bytes). Every lane of the
/// warp calls it. sm_90 has the instruction; before, each lane stores its
/// pairs at the row addresses it is sent.
template <class T>
TL_DEVICE void stmatrix_x4(T* row, typename same_type<T>::type v0, typename same_type<T>::type v1,
                           typename same_type<T>::type v2, typename same_type<T>::type v3,
                           typename same_type<T>::type v4, typename same_type<T>::type v5,
                           typename same_type<T>::type v6, typename same_type<T>::type v7) {
  static_assert(sizeof(T) == 2, "stmatrix stores 16-bit elements");
  uint32_t r[4] = {pack_b16x2(v0, v1), pack_b16x2(v2, v3), pack_b16x2(v4, v5), pack_b16x2(v6, v7)};
#if __CUDA_ARCH__ >= 900
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};\n" ::"r"(smem_addr(row)),
               "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3])
               : "memory");
#else
  const unsigned lane = threadIdx.x % 32;
  const uint32_t base = smem_addr(row);
  for (int m = 0; m < 4; ++m) {
    uint32_t at = __shfl_sync(0xffffffffu, base, m * 8 + lane / 4) + 4 * (lane % 4);
    asm volatile("st.shared.b32 [%0], %1;\n" ::"r"(at), "r"(r[m]) : "memory");
  }
#endif
}

template <class T> struct mma_input_type;
template <> struct mma_input_type<__half> {
  static constexpr bool bf16 = false;
};
template <> struct mma_input_type<__nv_bfloat16> {
  static constexpr bool bf16 = true;
};

/// d[0..3] += a * b for one 16x8x16 tile (A row-major, B column-major).
template <class T> TL_DEVICE void mma_m16n8k16(float* d, const uint32_t (&a)[4], const uint32_t* b) {
#if __CUDA_ARCH__ >= 800
  if constexpr (mma_input_type<T>::bf16) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                 "{%8, %9}, {%0, %1, %2, %3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  } else {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
                 "{%8, %9}, {%0, %1, %2, %3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  }
#endif
}

} // namespace tl
