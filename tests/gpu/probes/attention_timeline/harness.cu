// Timeline probe for one flash-attention kernel that tilec generated and
// instrument.py stamped (kernel.cu): signature (Q, K, V, O, lse, batch,
// heads, seq_len, tensor maps of K, V, Q and, with a TMA store, O, tma
// flag), dim 128, float16,
// block_M 128. Prints where each block's SM cycles go, averaged over the
// blocks. Not built by CMake; see README.md next to it.
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <vector>

#include "kernel.cu"

#define CK(x)                                                                                                          \
  do {                                                                                                                 \
    cudaError_t e = (x);                                                                                               \
    if (e) {                                                                                                           \
      printf("%s: %s\n", #x, cudaGetErrorString(e));                                                                  \
      return 1;                                                                                                        \
    }                                                                                                                  \
  } while (0)

typedef CUresult (*Encode)(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*, const cuuint64_t*, const cuuint64_t*,
                           const cuuint32_t*, const cuuint32_t*, CUtensorMapInterleave, CUtensorMapSwizzle,
                           CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

int main(int argc, char** argv) {
  if (argc < 5) {
    printf("usage: probe batch heads seq_len shared_bytes\n");
    return 2;
  }
  int B = atoi(argv[1]), H = atoi(argv[2]), S = atoi(argv[3]), smem = atoi(argv[4]), D = 128;
  size_t n = size_t(B) * S * H * D;
  half *q, *k, *v, *o;
  float* lse;
  unsigned long long* st;
  CK(cudaMalloc(&q, n * 2));
  CK(cudaMalloc(&k, n * 2));
  CK(cudaMalloc(&v, n * 2));
  CK(cudaMalloc(&o, n * 2));
  CK(cudaMalloc(&lse, size_t(B) * H * S * 4));
  std::vector<half> h(n);
  for (size_t i = 0; i < n; ++i)
    h[i] = __float2half((rand() % 1000) / 1000.0f - 0.5f);
  for (half* p : {q, k, v})
    CK(cudaMemcpy(p, h.data(), n * 2, cudaMemcpyHostToDevice));
  int gx = (S + 127) / 128, blocks = gx * H * B;
  CK(cudaMalloc(&st, size_t(blocks) * 16 * 8));
  CK(cudaMemset(st, 0, size_t(blocks) * 16 * 8));
  CK(cudaMemcpyToSymbol(g_stamps, &st, sizeof(st)));
  void* fn = nullptr;
  cudaDriverEntryPointQueryResult qr;
  CK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000, cudaEnableDefault, &qr));
  Encode encode = reinterpret_cast<Encode>(fn);
  CUtensorMap maps[4];
  half* bases[4] = {k, v, q, o};
  // (dim, heads, seq, batch) innermost first; boxes of 64 columns x 128 rows of one head.
  cuuint64_t dims[4] = {cuuint64_t(D), cuuint64_t(H), cuuint64_t(S), cuuint64_t(B)};
  cuuint64_t strides[3] = {cuuint64_t(D) * 2, cuuint64_t(H) * D * 2, cuuint64_t(S) * H * D * 2};
  cuuint32_t box[4] = {64, 1, 128, 1}, unit[4] = {1, 1, 1, 1};
  for (int i = 0; i < 4; ++i)
    if (encode(&maps[i], CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 4, bases[i], dims, strides, box, unit,
               CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
               CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) != CUDA_SUCCESS) {
      printf("cuTensorMapEncodeTiled failed\n");
      return 1;
    }
  CK(cudaFuncSetAttribute(TL_KERNEL, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  dim3 grid(gx, H, B);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (int it = 0; it < 40; ++it) {
    if (it == 20)
      cudaEventRecord(a);
#if TL_TENSOR_MAPS == 4
    TL_KERNEL<<<grid, 384, smem>>>(q, k, v, o, lse, B, H, S, maps[0], maps[1], maps[2], maps[3], 1);
#else
    TL_KERNEL<<<grid, 384, smem>>>(q, k, v, o, lse, B, H, S, maps[0], maps[1], maps[2], 1);
#endif
  }
  cudaEventRecord(b);
  CK(cudaEventSynchronize(b));
  CK(cudaGetLastError());
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  ms /= 20;
  std::vector<unsigned long long> s(size_t(blocks) * 16);
  CK(cudaMemcpy(s.data(), st, s.size() * 8, cudaMemcpyDeviceToHost));
  int tiles = (S + 127) / 128;
  printf("B=%d H=%d S=%d: %.4f ms, %.1f TFLOP/s (non-causal count), %d blocks of %d key tiles\n", B, H, S, ms,
         4.0 * B * H * double(S) * S * D / ms / 1e9, blocks, tiles);
  auto avg = [&](int from, int to) {
    double t = 0;
    int c = 0;
    for (int i = 0; i < blocks; ++i) {
      const unsigned long long* p = &s[size_t(i) * 16];
      if (p[from] && p[to]) {
        t += double((long long)(p[to] - p[from]));
        ++c;
      }
    }
    return c ? t / c : -1.0;
  };
  printf("  cycles: entry -> producer's first load %.0f, -> consumers ready %.0f, -> first stage %.0f\n", avg(0, 1),
         avg(0, 2), avg(0, 3));
  printf("  loop %.0f (%.0f per key tile); warpgroup 1 done %.0f after warpgroup 0\n", avg(3, 4), avg(3, 4) / tiles,
         avg(4, 15));
  int last = 4;
  for (int slot = 8; slot < 15; ++slot)
    if (avg(last, slot) >= 0) {
      printf("  epilogue: to consumer barrier %d after the loop %.0f\n", slot - 7, avg(last, slot));
      last = slot;
    }
  if (avg(last, 5) >= 0)
    printf("  epilogue: to the TMA store's source read %.0f\n", avg(last, 5)), last = 5;
  printf("  epilogue: to thread 0's end %.0f\n", avg(last, 6));
  std::map<unsigned, std::vector<std::pair<unsigned long long, unsigned long long>>> bySm;
  for (int i = 0; i < blocks; ++i)
    bySm[unsigned(s[size_t(i) * 16 + 7])].push_back({s[size_t(i) * 16], s[size_t(i) * 16 + 6]});
  double gap = 0;
  int gaps = 0;
  for (auto& [sm, v] : bySm) {
    std::sort(v.begin(), v.end());
    for (size_t i = 0; i + 1 < v.size(); ++i, ++gaps)
      gap += double(v[i + 1].first) - double(v[i].second);
  }
  printf("  SMs %zu; between one block's end and the next block's entry on an SM %.0f (%d gaps)\n", bySm.size(),
         gaps ? gap / gaps : 0.0, gaps);
  return 0;
}
