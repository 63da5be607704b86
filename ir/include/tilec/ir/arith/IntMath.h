#pragma once
// Exact integer helpers shared by the arithmetic layer: floor/truncating
// division on int64, gcd, overflow-checked arithmetic, and the value range of
// an integer DataType. Nothing here throws; callers check preconditions
// (non-zero divisors) or use the checked forms.

#include "tilec/ir/DataType.h"

#include <cstdint>
#include <limits>

namespace tilec::ir::arith {

/// Sentinels for unbounded ends of a range (ConstIntBound uses them).
inline constexpr int64_t kPosInf = std::numeric_limits<int64_t>::max();
inline constexpr int64_t kNegInf = std::numeric_limits<int64_t>::min();

/// floor(a / b); requires b != 0 and not (a == INT64_MIN && b == -1).
inline int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return q;
}

/// a - b * floor(a / b): the sign of the result follows b.
inline int64_t floorMod(int64_t a, int64_t b) {
  if (b == -1)
    return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    r += b;
  return r;
}

/// Truncating division and remainder, as C (same preconditions as floorDiv).
inline int64_t truncDiv(int64_t a, int64_t b) { return a / b; }
inline int64_t truncMod(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }

/// |a| as unsigned (well defined for INT64_MIN).
inline uint64_t absU(int64_t a) { return a < 0 ? uint64_t(0) - uint64_t(a) : uint64_t(a); }

/// Greatest common divisor of |a| and |b|; gcd(0, 0) == 0. Saturates to
/// INT64_MAX in the one case the result does not fit (both INT64_MIN or 0).
inline int64_t gcd64(int64_t a, int64_t b) {
  uint64_t x = absU(a), y = absU(b);
  while (y != 0) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  return x > uint64_t(kPosInf) ? kPosInf : int64_t(x);
}

/// Overflow-checked arithmetic: return false (and leave *out unspecified)
/// when the exact result does not fit in int64.
inline bool checkedAdd(int64_t a, int64_t b, int64_t* out) { return !__builtin_add_overflow(a, b, out); }
inline bool checkedSub(int64_t a, int64_t b, int64_t* out) { return !__builtin_sub_overflow(a, b, out); }
inline bool checkedMul(int64_t a, int64_t b, int64_t* out) { return !__builtin_mul_overflow(a, b, out); }

/// Is `t` a scalar or vector integer type of this signedness?
inline bool isSignedInt(DataType t) { return !t.isHandle() && dtypeClass(t.scalar()) == DTypeClass::Int; }
inline bool isUnsignedInt(DataType t) { return !t.isHandle() && dtypeClass(t.scalar()) == DTypeClass::UInt; }

/// Smallest and largest value of an integer (or bool) type, clamped to int64
/// (uint64's maximum is reported as kPosInf).
inline int64_t typeMin(DataType t) {
  if (isSignedInt(t))
    return t.bits() >= 64 ? kNegInf : -(int64_t(1) << (t.bits() - 1));
  return 0;
}
inline int64_t typeMax(DataType t) {
  if (t.isBool())
    return 1;
  if (isSignedInt(t))
    return t.bits() >= 64 ? kPosInf : (int64_t(1) << (t.bits() - 1)) - 1;
  if (isUnsignedInt(t))
    return t.bits() >= 64 ? kPosInf : int64_t((uint64_t(1) << t.bits()) - 1);
  return kPosInf;
}

/// Does the mathematical value `v` fit `t` without wrapping?
inline bool fitsType(int64_t v, DataType t) {
  if (isUnsignedInt(t) && t.bits() >= 64)
    return v >= 0;
  return v >= typeMin(t) && v <= typeMax(t);
}

/// Two's-complement wrap of `v` to the width of integer type `t`: the value
/// an IntImm of type `t` holds. Signed results are sign-extended; unsigned
/// ones below 64 bits lie in [0, 2^bits); uint64 keeps its bit pattern; bool
/// is 0 or 1 (any non-zero value is true).
inline int64_t wrapToType(__int128 v, DataType t) {
  if (t.isBool())
    return v != 0 ? 1 : 0;
  int bits = t.bits();
  uint64_t u = uint64_t(static_cast<unsigned __int128>(v));
  if (bits >= 64)
    return int64_t(u);
  uint64_t mask = (uint64_t(1) << bits) - 1;
  u &= mask;
  if (isSignedInt(t) && (u >> (bits - 1)) != 0)
    u |= ~mask;
  return int64_t(u);
}

/// The mathematical value of an IntImm payload of type `t` (uint64 payloads
/// are bit patterns).
inline __int128 widenValue(int64_t v, DataType t) {
  if (isUnsignedInt(t) && t.bits() >= 64)
    return __int128(uint64_t(v));
  return __int128(v);
}

} // namespace tilec::ir::arith
