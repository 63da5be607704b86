// Kernels for tilert_gpu_tests, compiled to a fatbin at build time
// (sm_80 and sm_90a machine code, compute_90 PTX) and embedded in the test.
// Only extern "C" names: the runtime looks kernels up by symbol.
#include <cuda.h>

#include "TestPattern.h"

// out[i] = pattern(i, seed) for i < n, over a 3-D grid of 3-D blocks; the
// elements from n on must stay poisoned (tails).
extern "C" __global__ void tilert_test_fill(unsigned* out, unsigned long long n, unsigned seed) {
  const unsigned long long threads_per_block = blockDim.x * blockDim.y * blockDim.z;
  const unsigned long long thread =
      (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  const unsigned long long block =
      (static_cast<unsigned long long>(blockIdx.z) * gridDim.y + blockIdx.y) * gridDim.x +
      blockIdx.x;
  const unsigned long long i = block * threads_per_block + thread;
  if (i < n) out[i] = tilert_test_pattern(i, seed);
}

// Fills `words` words of dynamic shared memory, then writes them out
// reversed: every word of the requested size must be usable.
extern "C" __global__ void tilert_test_dynamic_smem(unsigned* out, unsigned words) {
  extern __shared__ unsigned smem[];
  for (unsigned k = threadIdx.x; k < words; k += blockDim.x)
    smem[k] = tilert_test_smem_word(k, blockIdx.x);
  __syncthreads();
  for (unsigned k = threadIdx.x; k < words; k += blockDim.x)
    out[static_cast<unsigned long long>(blockIdx.x) * words + k] = smem[words - 1 - k];
}

// One TMA tile per block: loads the box at (blockIdx.y * box_rows,
// blockIdx.x * box_cols) with cp.async.bulk.tensor into shared memory and
// writes it to out (out_cols wide, whole boxes, so tails show the TMA's
// out-of-bounds zero fill). sm_90 and newer only.
extern "C" __global__ void tilert_test_tma_load_2d(const __grid_constant__ CUtensorMap map,
                                                   float* out, unsigned out_cols,
                                                   unsigned box_rows, unsigned box_cols) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  __shared__ alignas(128) float tile[kTilertTestMaxTmaBox];
  __shared__ alignas(8) unsigned long long barrier;
  const unsigned bar = static_cast<unsigned>(__cvta_generic_to_shared(&barrier));
  const unsigned dst = static_cast<unsigned>(__cvta_generic_to_shared(tile));
  const int x0 = static_cast<int>(blockIdx.x * box_cols);
  const int y0 = static_cast<int>(blockIdx.y * box_rows);
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(bar) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    const unsigned bytes = box_rows * box_cols * static_cast<unsigned>(sizeof(float));
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes)
                 : "memory");
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%2, %3}], [%4];" ::"r"(dst),
        "l"(reinterpret_cast<unsigned long long>(&map)), "r"(x0), "r"(y0), "r"(bar)
        : "memory");
  }
  unsigned done = 0;
  while (!done) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
        "selp.u32 %0, 1, 0, p;\n"
        "}\n"
        : "=r"(done)
        : "r"(bar), "r"(0u)
        : "memory");
  }
  const unsigned elements = box_rows * box_cols;
  for (unsigned e = threadIdx.x; e < elements; e += blockDim.x) {
    const unsigned r = e / box_cols, c = e % box_cols;
    out[static_cast<unsigned long long>(y0 + r) * out_cols + x0 + c] = tile[e];
  }
#endif
}
