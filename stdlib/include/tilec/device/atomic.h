#pragma once
// tilec device library: the atomics CUDA does not have natively. The code
// generator calls atomicAdd/atomicMax/atomicMin directly where CUDA has them
// for the element type, and these otherwise: float/double/half/bfloat16
// max and min (compare-and-swap loops), 64-bit signed add, and vector adds.
// Every function returns the value the memory held before, as CUDA's do.

#include "tilec/device/vector.h"

namespace tl {

namespace detail {
/// Replaces *addr by op(*addr, v) with a compare-and-swap loop over the
/// integer type Bits of the same size; stops early when op leaves the value
/// unchanged (so max/min need no write when they would not change it).
template <class T, class Bits, class Op> TL_DEVICE T atomic_cas_loop(T* addr, T v, Op op) {
  Bits* bits = reinterpret_cast<Bits*>(addr);
  Bits old = *reinterpret_cast<volatile Bits*>(bits);
  while (true) {
    T cur = bit_cast<T>(old);
    T next = op(cur, v);
    Bits nextBits = bit_cast<Bits>(next);
    if (nextBits == old)
      return cur;
    Bits seen = atomicCAS(bits, old, nextBits);
    if (seen == old)
      return cur;
    old = seen;
  }
}

struct MaxOp {
  template <class T> TL_DEVICE T operator()(T a, T b) const { return up(b) > up(a) ? b : a; }
};
struct MinOp {
  template <class T> TL_DEVICE T operator()(T a, T b) const { return up(b) < up(a) ? b : a; }
};
} // namespace detail

TL_DEVICE float atomic_max(float* addr, float v) { return detail::atomic_cas_loop<float, int>(addr, v, detail::MaxOp()); }
TL_DEVICE float atomic_min(float* addr, float v) { return detail::atomic_cas_loop<float, int>(addr, v, detail::MinOp()); }
TL_DEVICE double atomic_max(double* addr, double v) {
  return detail::atomic_cas_loop<double, unsigned long long>(addr, v, detail::MaxOp());
}
TL_DEVICE double atomic_min(double* addr, double v) {
  return detail::atomic_cas_loop<double, unsigned long long>(addr, v, detail::MinOp());
}
TL_DEVICE __half atomic_max(__half* addr, __half v) {
  return detail::atomic_cas_loop<__half, unsigned short>(addr, v, detail::MaxOp());
}
TL_DEVICE __half atomic_min(__half* addr, __half v) {
  return detail::atomic_cas_loop<__half, unsigned short>(addr, v, detail::MinOp());
}
TL_DEVICE __nv_bfloat16 atomic_max(__nv_bfloat16* addr, __nv_bfloat16 v) {
  return detail::atomic_cas_loop<__nv_bfloat16, unsigned short>(addr, v, detail::MaxOp());
}
TL_DEVICE __nv_bfloat16 atomic_min(__nv_bfloat16* addr, __nv_bfloat16 v) {
  return detail::atomic_cas_loop<__nv_bfloat16, unsigned short>(addr, v, detail::MinOp());
}

/// Signed 64-bit add: two's complement addition on the unsigned type.
TL_DEVICE long long atomic_add(long long* addr, long long v) {
  return static_cast<long long>(
      atomicAdd(reinterpret_cast<unsigned long long*>(addr), static_cast<unsigned long long>(v)));
}

/// Vector adds: native on sm_90 for float2/float4 (CUDA 12.8 and later; global
/// memory only, which is where the vectorize pass uses them), lane by lane
/// elsewhere (each lane atomic on its own, the vector as a whole not). One
/// source serves every target of a fatbin, hence the guard here rather than
/// in the generated code.
template <class V> TL_DEVICE V atomic_add(V* addr, const V& v) {
  V old;
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    lane(old, i) = atomicAdd(&lane(*addr, i), lane(v, i));
  return old;
}
/// GPU-scope fences around atomics with a memory order (T.atomic_*(...,
/// memory_order=...)): acq_rel before a release's writes and after an
/// acquire's reads, sc before a seq_cst's (the PTX memory model's release
/// and acquire patterns).
TL_DEVICE void fence_acq_rel_gpu() { asm volatile("fence.acq_rel.gpu;\n" ::: "memory"); }
TL_DEVICE void fence_sc_gpu() { asm volatile("fence.sc.gpu;\n" ::: "memory"); }
/// An atomic's result, then the acquire fence (T.atomic_*(..., return_prev=
/// True) with acquire, acq_rel or seq_cst: the atomic's value is an
/// expression, so the fence after it is a call around it).
template <class T> TL_DEVICE T fenced_after(T previous) {
  fence_acq_rel_gpu();
  return previous;
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900 && defined(__CUDACC_VER_MAJOR__) &&                             \
    (__CUDACC_VER_MAJOR__ * 100 + __CUDACC_VER_MINOR__ >= 1208)
TL_DEVICE float2 atomic_add(float2* addr, float2 v) { return atomicAdd(addr, v); }
TL_DEVICE float4 atomic_add(float4* addr, float4 v) { return atomicAdd(addr, v); }
#endif

} // namespace tl
