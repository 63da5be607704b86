#pragma once
// The IR's value types: a scalar element type (tilec::DType) with a number of
// vector lanes, or an opaque handle (a pointer, e.g. a buffer's data).

#include "tilec/basic/DType.h"

#include <string>

namespace tilec::ir {

class DataType {
public:
  constexpr DataType() = default;
  constexpr DataType(DType scalar, int lanes = 1) : scalar_(scalar), lanes_(lanes) {}
  static constexpr DataType handle() {
    DataType t;
    t.handle_ = true;
    return t;
  }
  static constexpr DataType int32() { return DataType(DType::Int32); }
  static constexpr DataType int64() { return DataType(DType::Int64); }
  static constexpr DataType boolean(int lanes = 1) { return DataType(DType::Bool, lanes); }
  static constexpr DataType float32() { return DataType(DType::Float32); }

  DType scalar() const { return scalar_; }
  int lanes() const { return lanes_; }
  bool isHandle() const { return handle_; }
  bool isVector() const { return lanes_ > 1; }
  bool isInt() const { return !handle_ && isInteger(scalar_); }
  bool isFloat() const { return !handle_ && tilec::isFloat(scalar_); }
  bool isBool() const { return !handle_ && tilec::isBool(scalar_); }
  int bits() const { return handle_ ? 64 : dtypeBits(scalar_); }
  DataType withLanes(int lanes) const {
    DataType t = *this;
    t.lanes_ = lanes;
    return t;
  }
  DataType element() const { return withLanes(1); }

  /// "float16", "int32x4", "handle".
  std::string str() const;

  friend bool operator==(const DataType& a, const DataType& b) {
    return a.handle_ == b.handle_ && (a.handle_ || (a.scalar_ == b.scalar_ && a.lanes_ == b.lanes_));
  }
  friend bool operator!=(const DataType& a, const DataType& b) { return !(a == b); }

private:
  DType scalar_ = DType::Int32;
  int lanes_ = 1;
  bool handle_ = false;
};

} // namespace tilec::ir
