#pragma once
// tilec device library: vector values. The code generator spells a vector
// with CUDA's own type where one exists (float2, float4, int4, uint2, half2,
// __nv_bfloat162, ...) and tl::vec<T, N> otherwise (half x 8, int8 x 16,
// fp8 vectors, bool masks). Vector memory accesses are reinterpret_casts to
// these types; lane-wise operations are the tl::v* functions below, which work
// on both kinds through vec_traits.

#include "tilec/device/arith.h"

namespace tl {

namespace detail {
/// The largest power of two dividing `bytes`, at most 16: a vector is aligned
/// to its size when that is a power of two (so that it loads with one
/// instruction), capped at the widest load.
__host__ __device__ constexpr int vec_align(int bytes) {
  int a = 1;
  while (a < 16 && bytes % (a * 2) == 0)
    a *= 2;
  return a;
}
} // namespace detail

template <class T, int N> struct alignas(detail::vec_align(int(sizeof(T)) * N)) vec {
  T v[N];
  TL_DEVICE T& operator[](int i) { return v[i]; }
  TL_DEVICE const T& operator[](int i) const { return v[i]; }
};

/// Element type and lane count of a vector type.
template <class V> struct vec_traits;
template <class T, int N> struct vec_traits<vec<T, N>> {
  using elem = T;
  static constexpr int lanes = N;
};
#define TL_VEC_TRAITS(V, T, N)                                                                                         \
  template <> struct vec_traits<V> {                                                                                   \
    using elem = T;                                                                                                    \
    static constexpr int lanes = N;                                                                                    \
  };
TL_VEC_TRAITS(float2, float, 2)
TL_VEC_TRAITS(float4, float, 4)
TL_VEC_TRAITS(double2, double, 2)
TL_VEC_TRAITS(int2, int, 2)
TL_VEC_TRAITS(int4, int, 4)
TL_VEC_TRAITS(uint2, unsigned int, 2)
TL_VEC_TRAITS(uint4, unsigned int, 4)
TL_VEC_TRAITS(longlong2, long long, 2)
TL_VEC_TRAITS(ulonglong2, unsigned long long, 2)
TL_VEC_TRAITS(char2, signed char, 2)
TL_VEC_TRAITS(char4, signed char, 4)
TL_VEC_TRAITS(uchar2, unsigned char, 2)
TL_VEC_TRAITS(uchar4, unsigned char, 4)
TL_VEC_TRAITS(short2, short, 2)
TL_VEC_TRAITS(short4, short, 4)
TL_VEC_TRAITS(ushort2, unsigned short, 2)
TL_VEC_TRAITS(ushort4, unsigned short, 4)
TL_VEC_TRAITS(__half2, __half, 2)
TL_VEC_TRAITS(__nv_bfloat162, __nv_bfloat16, 2)
#undef TL_VEC_TRAITS

template <class V> using elem_t = typename vec_traits<V>::elem;

template <class V> TL_DEVICE elem_t<V>& lane(V& v, int i) { return reinterpret_cast<elem_t<V>*>(&v)[i]; }
template <class V> TL_DEVICE const elem_t<V>& lane(const V& v, int i) {
  return reinterpret_cast<const elem_t<V>*>(&v)[i];
}

/// A lane of a vector, or a scalar as every lane (for mixed operands).
template <class V> TL_DEVICE auto lane_or_scalar(const V& v, int i) -> decltype(lane(v, i)) { return lane(v, i); }
TL_DEVICE bool lane_or_scalar(bool b, int) { return b; }

// ---------------------------------------------------------------- construction

template <class V> TL_DEVICE V broadcast(elem_t<V> x) {
  V r;
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    lane(r, i) = x;
  return r;
}

/// base, base + stride, ..., base + (lanes - 1) * stride
template <class V> TL_DEVICE V ramp(elem_t<V> base, elem_t<V> stride) {
  V r;
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    lane(r, i) = elem_t<V>(base + i * stride);
  return r;
}

/// A lane-wise conversion (the IR's Cast on vectors).
template <class To, class From> TL_DEVICE To vcast(const From& x) {
  static_assert(vec_traits<To>::lanes == vec_traits<From>::lanes, "tl::vcast needs equal lane counts");
  To r;
#pragma unroll
  for (int i = 0; i < vec_traits<To>::lanes; ++i)
    lane(r, i) = cvt<elem_t<To>>(lane(x, i));
  return r;
}

/// f applied to the lanes of the arguments (math intrinsics on vectors).
template <class R, class F, class... V> TL_DEVICE R vmap(F f, const V&... args) {
  R r;
#pragma unroll
  for (int i = 0; i < vec_traits<R>::lanes; ++i)
    lane(r, i) = f(lane(args, i)...);
  return r;
}

// ---------------------------------------------------------------- lane-wise operators

#define TL_VEC_ARITH(name, op)                                                                                         \
  template <class V> TL_DEVICE V name(const V& a, const V& b) {                                                        \
    V r;                                                                                                               \
    _Pragma("unroll") for (int i = 0; i < vec_traits<V>::lanes; ++i) lane(r, i) =                                      \
        elem_t<V>(up(lane(a, i)) op up(lane(b, i)));                                                                   \
    return r;                                                                                                          \
  }
TL_VEC_ARITH(vadd, +)
TL_VEC_ARITH(vsub, -)
TL_VEC_ARITH(vmul, *)
TL_VEC_ARITH(vdiv, /)
TL_VEC_ARITH(vmod, %)
#undef TL_VEC_ARITH

#define TL_VEC_CALL(name, fn)                                                                                          \
  template <class V> TL_DEVICE V name(const V& a, const V& b) {                                                        \
    V r;                                                                                                               \
    _Pragma("unroll") for (int i = 0; i < vec_traits<V>::lanes; ++i) lane(r, i) = fn(lane(a, i), lane(b, i));          \
    return r;                                                                                                          \
  }
TL_VEC_CALL(vmin, tl::min)
TL_VEC_CALL(vmax, tl::max)
TL_VEC_CALL(vfloordiv, tl::floordiv)
TL_VEC_CALL(vfloormod, tl::floormod)
#undef TL_VEC_CALL

#define TL_VEC_CMP(name, op)                                                                                           \
  template <class V> TL_DEVICE vec<bool, vec_traits<V>::lanes> name(const V& a, const V& b) {                          \
    vec<bool, vec_traits<V>::lanes> r;                                                                                 \
    _Pragma("unroll") for (int i = 0; i < vec_traits<V>::lanes; ++i) r[i] = up(lane(a, i)) op up(lane(b, i));          \
    return r;                                                                                                          \
  }
TL_VEC_CMP(veq, ==)
TL_VEC_CMP(vne, !=)
TL_VEC_CMP(vlt, <)
TL_VEC_CMP(vle, <=)
TL_VEC_CMP(vgt, >)
TL_VEC_CMP(vge, >=)
#undef TL_VEC_CMP

template <int N> TL_DEVICE vec<bool, N> vand(const vec<bool, N>& a, const vec<bool, N>& b) {
  vec<bool, N> r;
#pragma unroll
  for (int i = 0; i < N; ++i)
    r[i] = a[i] && b[i];
  return r;
}
template <int N> TL_DEVICE vec<bool, N> vor(const vec<bool, N>& a, const vec<bool, N>& b) {
  vec<bool, N> r;
#pragma unroll
  for (int i = 0; i < N; ++i)
    r[i] = a[i] || b[i];
  return r;
}
template <int N> TL_DEVICE vec<bool, N> vnot(const vec<bool, N>& a) {
  vec<bool, N> r;
#pragma unroll
  for (int i = 0; i < N; ++i)
    r[i] = !a[i];
  return r;
}

/// c ? a : b lane by lane; `c` is a bool vector or one bool for every lane.
template <class C, class V> TL_DEVICE V vselect(const C& c, const V& a, const V& b) {
  V r;
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    lane(r, i) = lane_or_scalar(c, i) ? lane(a, i) : lane(b, i);
  return r;
}

// ---------------------------------------------------------------- non-contiguous accesses

/// p[0], p[stride], ..., p[(lanes - 1) * stride]
template <class V, class T, class S> TL_DEVICE V load_strided(const T* p, S stride) {
  V r;
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    lane(r, i) = p[i * stride];
  return r;
}
template <class T, class S, class V> TL_DEVICE void store_strided(T* p, S stride, const V& v) {
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    p[i * stride] = lane(v, i);
}
/// p[idx[0]], p[idx[1]], ...
template <class V, class T, class I> TL_DEVICE V gather(const T* p, const I& idx) {
  V r;
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    lane(r, i) = p[lane(idx, i)];
  return r;
}
template <class T, class I, class V> TL_DEVICE void scatter(T* p, const I& idx, const V& v) {
#pragma unroll
  for (int i = 0; i < vec_traits<V>::lanes; ++i)
    p[lane(idx, i)] = lane(v, i);
}

} // namespace tl
