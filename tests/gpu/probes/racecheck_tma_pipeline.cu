// racecheck probe (not built by CMake): the barrier protocol of tilec's
// warp-specialized TMA pipelines, alone. On an H100 (2026-11-22) it is
// racecheck-clean while the generated GEMM (gemm_ws_bf16, gemm_f16_k64) is
// not; grow it towards the generated kernel to find the difference.
//   nvcc -std=c++17 -arch=sm_90a racecheck_tma_pipeline.cu -o probe -lcuda \
//        -L/usr/local/cuda/lib64/stubs
//   compute-sanitizer --tool racecheck ./probe
// S stages, n iterations; thread 128 waits empty[s] (from round 1 on),
// expects the bytes and loads with TMA; 128 consumers wait full[s], read the
// stage and arrive on empty[s]; the barriers sit in dynamic shared memory
// after the stages, as merge-shared-memory places them.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
constexpr int S = 3, N = 8, TILE = 64 * 64;
__device__ unsigned sa(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ void wait(unsigned b, int parity) {
  asm volatile("{ .reg .pred p; W: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1; @!p bra W; }" ::"r"(b), "r"(parity) : "memory");
}
extern "C" __global__ void k(const __grid_constant__ CUtensorMap map, float* out) {
  extern __shared__ __align__(1024) unsigned char smem[];
  unsigned short* tiles = reinterpret_cast<unsigned short*>(smem);
  unsigned long long* bars = reinterpret_cast<unsigned long long*>(smem + S * TILE * 2);
  int tx = threadIdx.x;
  if (tx == 0) {
    for (int s = 0; s < S; ++s) {
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(sa(&bars[s])), "r"(1) : "memory");
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(sa(&bars[S + s])), "r"(128) : "memory");
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (tx >= 128) {
    if (tx != 128) return;
    for (int j = 0; j < N; ++j) {
      int s = j % S;
      if (j >= S) wait(sa(&bars[S + s]), (j / S + 1) % 2);
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sa(&bars[s])), "r"(TILE * 2) : "memory");
      asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
                   ::"r"(sa(tiles + s * TILE)), "l"(&map), "r"(0), "r"(0), "r"(sa(&bars[s])) : "memory");
    }
    return;
  }
  float acc = 0;
  for (int k = 0; k < N; ++k) {
    int s = k % S;
    wait(sa(&bars[s]), (k / S) % 2);
    acc += tiles[s * TILE + tx];
    asm volatile("{ .reg .b64 st; mbarrier.arrive.shared::cta.b64 st, [%0]; }" ::"r"(sa(&bars[S + s])) : "memory");
  }
  out[tx] = acc;
}
int main() {
  cuInit(0);
  cudaFree(0);
  void* g; cudaMalloc(&g, TILE * 2); cudaMemset(g, 0, TILE * 2);
  float* out; cudaMalloc(&out, 128 * 4);
  CUtensorMap map;
  cuuint64_t dims[2] = {64, 64}, strides[1] = {128};
  cuuint32_t box[2] = {64, 64}, es[2] = {1, 1};
  if (cuTensorMapEncodeTiled(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, g, dims, strides, box, es,
                             CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                             CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE)) return 1;
  int bytes = S * TILE * 2 + 2 * S * 8;
  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
  k<<<2, 256, bytes>>>(map, out);
  printf("pipeline probe: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
