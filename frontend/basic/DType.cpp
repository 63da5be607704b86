#include "tilec/basic/DType.h"

namespace tilec {

namespace {
struct Info {
  std::string_view name;
  int bits;
  DTypeClass cls;
};
const Info kInfo[] = {
#define TILEC_DTYPE(E, name, bits, cls) {name, bits, DTypeClass::cls},
#include "tilec/basic/DTypes.def"
};
} // namespace

std::string_view dtypeName(DType t) { return kInfo[static_cast<int>(t)].name; }
int dtypeBits(DType t) { return kInfo[static_cast<int>(t)].bits; }
DTypeClass dtypeClass(DType t) { return kInfo[static_cast<int>(t)].cls; }

std::optional<DType> parseDType(std::string_view s) {
  int i = 0;
  for (const Info& info : kInfo) {
    if (info.name == s)
      return static_cast<DType>(i);
    ++i;
  }
  struct Alias {
    std::string_view alias;
    DType t;
  };
  static const Alias aliases[] = {
      {"float", DType::Float32},        {"half", DType::Float16},         {"double", DType::Float64},
      {"int", DType::Int32},            {"float8_e4m3fn", DType::Float8E4M3}, {"e4m3_float8", DType::Float8E4M3},
      {"e5m2_float8", DType::Float8E5M2}, {"uint", DType::UInt32},
  };
  for (const Alias& a : aliases)
    if (a.alias == s)
      return a.t;
  return std::nullopt;
}

std::vector<std::string_view> allDTypeNames() {
  std::vector<std::string_view> v;
  for (const Info& info : kInfo)
    v.push_back(info.name);
  return v;
}

DType promote(DType a, DType b) {
  if (a == b)
    return a;
  bool fa = isFloat(a), fb = isFloat(b);
  if (fa != fb)
    return fa ? a : b;
  if (isBool(a))
    return b;
  if (isBool(b))
    return a;
  if (dtypeBits(a) != dtypeBits(b))
    return dtypeBits(a) > dtypeBits(b) ? a : b;
  // Same width, different kind: float16 vs bfloat16 meet at float32, signed vs
  // unsigned at unsigned (as C does).
  if (fa)
    return DType::Float32;
  return dtypeClass(a) == DTypeClass::UInt ? a : b;
}

} // namespace tilec
