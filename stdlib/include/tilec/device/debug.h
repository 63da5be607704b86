#pragma once
// tilec device library: T.print. Each line names the block and thread that
// printed it.

#include "tilec/device/common.h"

namespace tl {

namespace detail {
#define TL_PRINT_PREFIX "block (%d, %d, %d) thread (%d, %d, %d): "
#define TL_PRINT_WHERE                                                                                                 \
  static_cast<int>(blockIdx.x), static_cast<int>(blockIdx.y), static_cast<int>(blockIdx.z),                           \
      static_cast<int>(threadIdx.x), static_cast<int>(threadIdx.y), static_cast<int>(threadIdx.z)
} // namespace detail

TL_DEVICE void print(const char* msg) { printf(TL_PRINT_PREFIX "%s\n", TL_PRINT_WHERE, msg); }

TL_DEVICE void print(const char* msg, bool v) {
  printf(TL_PRINT_PREFIX "%s%s\n", TL_PRINT_WHERE, msg, v ? "True" : "False");
}
TL_DEVICE void print(const char* msg, int v) { printf(TL_PRINT_PREFIX "%s%d\n", TL_PRINT_WHERE, msg, v); }
TL_DEVICE void print(const char* msg, unsigned int v) { printf(TL_PRINT_PREFIX "%s%u\n", TL_PRINT_WHERE, msg, v); }
TL_DEVICE void print(const char* msg, long long v) { printf(TL_PRINT_PREFIX "%s%lld\n", TL_PRINT_WHERE, msg, v); }
TL_DEVICE void print(const char* msg, unsigned long long v) {
  printf(TL_PRINT_PREFIX "%s%llu\n", TL_PRINT_WHERE, msg, v);
}
TL_DEVICE void print(const char* msg, int8_t v) { print(msg, static_cast<int>(v)); }
TL_DEVICE void print(const char* msg, int16_t v) { print(msg, static_cast<int>(v)); }
TL_DEVICE void print(const char* msg, uint8_t v) { print(msg, static_cast<unsigned int>(v)); }
TL_DEVICE void print(const char* msg, uint16_t v) { print(msg, static_cast<unsigned int>(v)); }
TL_DEVICE void print(const char* msg, double v) { printf(TL_PRINT_PREFIX "%s%g\n", TL_PRINT_WHERE, msg, v); }
TL_DEVICE void print(const char* msg, float v) { print(msg, static_cast<double>(v)); }
TL_DEVICE void print(const char* msg, __half v) { print(msg, static_cast<double>(static_cast<float>(v))); }
TL_DEVICE void print(const char* msg, __nv_bfloat16 v) { print(msg, static_cast<double>(static_cast<float>(v))); }
TL_DEVICE void print(const char* msg, __nv_fp8_e4m3 v) { print(msg, static_cast<double>(static_cast<float>(v))); }
TL_DEVICE void print(const char* msg, __nv_fp8_e5m2 v) { print(msg, static_cast<double>(static_cast<float>(v))); }

#undef TL_PRINT_PREFIX
#undef TL_PRINT_WHERE

} // namespace tl
