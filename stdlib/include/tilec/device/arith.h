#pragma once
// tilec device library: scalar arithmetic with the IR's semantics where C's
// differ (floor division and modulo, min/max on every element type), typed
// limits (T.infinity, T.max_value, T.min_value) and bit-field extraction.

#include "tilec/device/common.h"

namespace tl {

// ---------------------------------------------------------------- floor division

/// a // b rounding toward negative infinity (C's `/` truncates). Correct for
/// every sign of a and b; for unsigned types it is plain division.
template <class T> TL_DEVICE T floordiv(T a, T b) {
  T q = a / b;
  T r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? T(q - 1) : q;
}

/// a mod b with the sign of b (Python's %), so floordiv(a, b) * b + floormod(a, b) == a.
template <class T> TL_DEVICE T floormod(T a, T b) {
  T r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? T(r + b) : r;
}

TL_DEVICE float floordiv(float a, float b) { return floorf(a / b); }
TL_DEVICE double floordiv(double a, double b) { return floor(a / b); }
TL_DEVICE float floormod(float a, float b) { return a - floorf(a / b) * b; }
TL_DEVICE double floormod(double a, double b) { return a - floor(a / b) * b; }

#define TL_NARROW_FLOOR(T)                                                                                             \
  TL_DEVICE T floordiv(T a, T b) { return T(floordiv(static_cast<float>(a), static_cast<float>(b))); }                 \
  TL_DEVICE T floormod(T a, T b) { return T(floormod(static_cast<float>(a), static_cast<float>(b))); }
TL_NARROW_FLOOR(__half)
TL_NARROW_FLOOR(__nv_bfloat16)
TL_NARROW_FLOOR(__nv_fp8_e4m3)
TL_NARROW_FLOOR(__nv_fp8_e5m2)
#undef TL_NARROW_FLOOR

// ---------------------------------------------------------------- exp2

/// T.exp2 on float32: one MUFU.EX2 (ex2.approx.ftz: exp2f's accuracy, about
/// 2 ulp, with subnormal inputs and results flushed to zero). exp2f adds a
/// rescaling around the same instruction for subnormal results, three more
/// instructions per element: a fifth of an attention loop's issue slots.
TL_DEVICE float exp2_ftz(float x) {
  float y;
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}

// ---------------------------------------------------------------- min, max, abs

/// The IR's Max/Min on any element type (floats: fmaxf semantics, a NaN
/// operand yields the other operand).
template <class T> TL_DEVICE T max(T a, T b) { return a < b ? b : a; }
template <class T> TL_DEVICE T min(T a, T b) { return b < a ? b : a; }
TL_DEVICE float max(float a, float b) { return fmaxf(a, b); }
TL_DEVICE float min(float a, float b) { return fminf(a, b); }
TL_DEVICE double max(double a, double b) { return fmax(a, b); }
TL_DEVICE double min(double a, double b) { return fmin(a, b); }
TL_DEVICE __half max(__half a, __half b) { return __hmax(a, b); }
TL_DEVICE __half min(__half a, __half b) { return __hmin(a, b); }
TL_DEVICE __nv_bfloat16 max(__nv_bfloat16 a, __nv_bfloat16 b) { return __hmax(a, b); }
TL_DEVICE __nv_bfloat16 min(__nv_bfloat16 a, __nv_bfloat16 b) { return __hmin(a, b); }
#define TL_FP8_MINMAX(T)                                                                                               \
  TL_DEVICE T max(T a, T b) { return T(fmaxf(static_cast<float>(a), static_cast<float>(b))); }                         \
  TL_DEVICE T min(T a, T b) { return T(fminf(static_cast<float>(a), static_cast<float>(b))); }
TL_FP8_MINMAX(__nv_fp8_e4m3)
TL_FP8_MINMAX(__nv_fp8_e5m2)
#undef TL_FP8_MINMAX

template <class T> TL_DEVICE T abs(T a) { return a < T(0) ? T(-a) : a; }

// ---------------------------------------------------------------- limits

template <class T> struct limits;

#define TL_INT_LIMITS(T, lo, hi)                                                                                       \
  template <> struct limits<T> {                                                                                       \
    static TL_DEVICE T max_value() { return hi; }                                                                      \
    static TL_DEVICE T min_value() { return lo; }                                                                      \
  };
TL_INT_LIMITS(bool, false, true)
TL_INT_LIMITS(int8_t, int8_t(-128), int8_t(127))
TL_INT_LIMITS(int16_t, int16_t(-32768), int16_t(32767))
TL_INT_LIMITS(int, -2147483647 - 1, 2147483647)
TL_INT_LIMITS(long long, -9223372036854775807LL - 1, 9223372036854775807LL)
TL_INT_LIMITS(uint8_t, uint8_t(0), uint8_t(255))
TL_INT_LIMITS(uint16_t, uint16_t(0), uint16_t(65535))
TL_INT_LIMITS(unsigned int, 0u, 4294967295u)
TL_INT_LIMITS(unsigned long long, 0ull, 18446744073709551615ull)
#undef TL_INT_LIMITS

template <> struct limits<float> {
  static TL_DEVICE float infinity() { return __int_as_float(0x7f800000); }
  static TL_DEVICE float max_value() { return __int_as_float(0x7f7fffff); }
  static TL_DEVICE float min_value() { return __int_as_float(0xff7fffff); }
};
template <> struct limits<double> {
  static TL_DEVICE double infinity() { return __longlong_as_double(0x7ff0000000000000LL); }
  static TL_DEVICE double max_value() { return __longlong_as_double(0x7fefffffffffffffLL); }
  static TL_DEVICE double min_value() { return __longlong_as_double(static_cast<long long>(0xffefffffffffffffULL)); }
};
template <> struct limits<__half> {
  static TL_DEVICE __half infinity() { return __ushort_as_half(0x7c00); }
  static TL_DEVICE __half max_value() { return __ushort_as_half(0x7bff); }
  static TL_DEVICE __half min_value() { return __ushort_as_half(0xfbff); }
};
template <> struct limits<__nv_bfloat16> {
  static TL_DEVICE __nv_bfloat16 infinity() { return __ushort_as_bfloat16(0x7f80); }
  static TL_DEVICE __nv_bfloat16 max_value() { return __ushort_as_bfloat16(0x7f7f); }
  static TL_DEVICE __nv_bfloat16 min_value() { return __ushort_as_bfloat16(0xff7f); }
};

namespace detail {
template <class T> TL_DEVICE T fp8_from_bits(unsigned char bits) {
  T t;
  t.__x = bits;
  return t;
}
} // namespace detail

/// float8_e4m3 (the "fn" variant) has no infinity: infinity() is its largest
/// finite value, 448, which is what converting +inf with saturation gives.
template <> struct limits<__nv_fp8_e4m3> {
  static TL_DEVICE __nv_fp8_e4m3 infinity() { return detail::fp8_from_bits<__nv_fp8_e4m3>(0x7e); }
  static TL_DEVICE __nv_fp8_e4m3 max_value() { return detail::fp8_from_bits<__nv_fp8_e4m3>(0x7e); }
  static TL_DEVICE __nv_fp8_e4m3 min_value() { return detail::fp8_from_bits<__nv_fp8_e4m3>(0xfe); }
};
template <> struct limits<__nv_fp8_e5m2> {
  static TL_DEVICE __nv_fp8_e5m2 infinity() { return detail::fp8_from_bits<__nv_fp8_e5m2>(0x7c); }
  static TL_DEVICE __nv_fp8_e5m2 max_value() { return detail::fp8_from_bits<__nv_fp8_e5m2>(0x7b); }
  static TL_DEVICE __nv_fp8_e5m2 min_value() { return detail::fp8_from_bits<__nv_fp8_e5m2>(0xfb); }
};

template <class T> TL_DEVICE T infinity() { return limits<T>::infinity(); }
template <class T> TL_DEVICE T max_value() { return limits<T>::max_value(); }
template <class T> TL_DEVICE T min_value() { return limits<T>::min_value(); }

// ---------------------------------------------------------------- bit fields

/// The unsigned field of `nbits` bits at position `pos` (counted in fields)
/// of `packed`, converted to T (TileLang's _tir_packed_to_unsigned_convert).
template <class T, class S, class N, class P> TL_DEVICE T unpack_unsigned(N nbits, S packed, P pos) {
  unsigned long long bits = static_cast<unsigned long long>(packed) >> (static_cast<int>(pos) * static_cast<int>(nbits));
  unsigned long long mask = (1ull << static_cast<int>(nbits)) - 1ull;
  return cvt<T>(bits & mask);
}

} // namespace tl
