#pragma once
// tilec device library: warp-level tensor-core primitives (sm_80+).
// Destination first, like the rest of the library.
//
//   ldmatrix_x4(dst, src)        four 8x8 b16 matrices from shared memory
//   ldmatrix_x4_trans(dst, src)  the same, each matrix transposed
//   ldmatrix_x2(_trans)          two matrices
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
