#pragma once
// Scalar element types. The IR's DataType adds vector lanes on top of these.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilec {

enum class DType {
#define TILEC_DTYPE(E, name, bits, cls) E,
#include "tilec/basic/DTypes.def"
};

enum class DTypeClass { Bool, Int, UInt, Float };

std::string_view dtypeName(DType t);
int dtypeBits(DType t);
DTypeClass dtypeClass(DType t);
inline bool isFloat(DType t) { return dtypeClass(t) == DTypeClass::Float; }
inline bool isInteger(DType t) { return dtypeClass(t) == DTypeClass::Int || dtypeClass(t) == DTypeClass::UInt; }
inline bool isBool(DType t) { return dtypeClass(t) == DTypeClass::Bool; }

/// Parses a dtype spelling: canonical names plus the aliases TileLang code
/// uses ("float" = float32, "half" = float16, "int" = int32, "float8_e4m3fn").
std::optional<DType> parseDType(std::string_view s);
/// Every canonical name, for "did you mean" and documentation.
std::vector<std::string_view> allDTypeNames();

/// The type of `a op b` for arithmetic on scalars of two dtypes (C-like
/// promotion: float beats int, wider beats narrower).
DType promote(DType a, DType b);

} // namespace tilec
