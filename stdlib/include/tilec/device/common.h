#pragma once
// tilec device library: what every generated kernel needs first. The element
// types (half, __nv_bfloat16, __nv_fp8_e4m3/e5m2 from the CUDA toolkit), the
// fixed-width integer names the code generator uses, and small type traits
// (NVRTC has no standard library).
//
// Header-only and ours; included by generated CUDA C through tilec.h. Works
// with NVRTC (headers embedded in tilec) and with nvcc.

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#if defined(__CUDACC_RTC__)
// NVRTC has no <cstdint>. 64-bit integers are spelled `long long` and
// `unsigned long long` by the code generator, so they need no name here.
typedef signed char int8_t;
typedef short int16_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
#else
#include <cstdint>
#endif

#define TL_DEVICE __device__ __forceinline__

namespace tl {

/// The shared-memory address (state space offset) PTX instructions take.
TL_DEVICE uint32_t smem_addr(const void* p) { return static_cast<uint32_t>(__cvta_generic_to_shared(p)); }

template <class A, class B> struct is_same {
  static constexpr bool value = false;
};
template <class A> struct is_same<A, A> {
  static constexpr bool value = true;
};

/// The narrow floating-point types: arithmetic on them (other than what
/// cuda_fp16.h / cuda_bf16.h provide natively) goes through float.
template <class T> struct is_narrow_float {
  static constexpr bool value = false;
};
template <> struct is_narrow_float<__half> {
  static constexpr bool value = true;
};
template <> struct is_narrow_float<__nv_bfloat16> {
  static constexpr bool value = true;
};
template <> struct is_narrow_float<__nv_fp8_e4m3> {
  static constexpr bool value = true;
};
template <> struct is_narrow_float<__nv_fp8_e5m2> {
  static constexpr bool value = true;
};

/// The type arithmetic on T is carried out in: T itself, except for the fp8
/// types, which have no operators (float). half and bfloat16 have native
/// operators on every target tilec supports (sm_80+).
template <class T> struct compute_type {
  using type = T;
};
template <> struct compute_type<__nv_fp8_e4m3> {
  using type = float;
};
template <> struct compute_type<__nv_fp8_e5m2> {
  using type = float;
};
template <class T> using compute_t = typename compute_type<T>::type;

template <class T> TL_DEVICE compute_t<T> up(T x) { return static_cast<compute_t<T>>(x); }

/// Value conversion between any two element types, as the IR's Cast: the
/// narrow float types convert through float (they have no direct conversions
/// to each other or to integers).
template <class To, class From> TL_DEVICE To cvt(From x) {
  if constexpr (is_same<To, From>::value) {
    return x;
  } else if constexpr (is_narrow_float<From>::value && !is_same<To, float>::value) {
    return cvt<To>(static_cast<float>(x));
  } else if constexpr (is_narrow_float<To>::value && !is_same<From, float>::value && !is_same<From, double>::value) {
    return static_cast<To>(static_cast<float>(x));
  } else {
    return static_cast<To>(x);
  }
}

/// `c`, as a value the compiler cannot see through (tl.opaque): evaluated
/// where it is used, so NVVM does not unswitch a loop of selects on a
/// loop-invariant condition back into a branch (which, in the first
/// iteration of a persistent rotated attention loop, makes ptxas serialize
/// the wgmmas: C7515).
TL_DEVICE bool opaque(bool c) {
  int v = c;
  asm volatile("" : "+r"(v));
  return v != 0;
}

/// The bits of `x` as a To of the same size (T.reinterpret).
template <class To, class From> TL_DEVICE To bit_cast(const From& x) {
  static_assert(sizeof(To) == sizeof(From), "tl::bit_cast needs types of one size");
  To t;
  memcpy(&t, &x, sizeof(To));
  return t;
}

} // namespace tl
