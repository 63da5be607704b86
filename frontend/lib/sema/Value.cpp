#include "tilec/frontend/Value.h"

#include "tilec/frontend/Builtins.h"

#include <sstream>

namespace tilec::sema {

const char* scopeName(MemScope s) {
  switch (s) {
  case MemScope::Global: return "global";
  case MemScope::Shared: return "shared.dyn";
  case MemScope::Fragment: return "local.fragment";
  case MemScope::Local: return "local";
  case MemScope::Var: return "local.var";
  }
  return "?";
}

std::string shapeStr(const std::vector<Dim>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + shape[i].str();
  return s + "]";
}

Value Value::ofScalar(DType t, std::string text, std::optional<int64_t> lo, std::optional<int64_t> hi) {
  Value x = make(ValueKind::Scalar);
  x.scalar.dtype = t;
  x.scalar.text = std::move(text);
  x.scalar.lo = lo;
  x.scalar.hi = hi;
  if (isInteger(t))
    x.scalar.terms[x.scalar.text] = 1;
  return x;
}

bool Value::isElement() const {
  if (kind != ValueKind::Region)
    return false;
  for (const auto& d : region)
    if (!d.isIndex)
      return false;
  return true;
}

DType Value::scalarType() const {
  switch (kind) {
  case ValueKind::Bool: return DType::Bool;
  case ValueKind::Int: return DType::Int32;
  case ValueKind::Float: return DType::Float32;
  case ValueKind::Scalar: return scalar.dtype;
  case ValueKind::Region: return buffer->dtype;
  default: return DType::Int32;
  }
}

std::optional<int64_t> Value::lowerBound() const {
  if (isConstInt())
    return kind == ValueKind::Bool ? int64_t(b) : i;
  if (kind == ValueKind::Scalar)
    return scalar.lo;
  return std::nullopt;
}

std::optional<int64_t> Value::upperBound() const {
  if (isConstInt())
    return kind == ValueKind::Bool ? int64_t(b) : i;
  if (kind == ValueKind::Scalar)
    return scalar.hi;
  return std::nullopt;
}

static std::string scopeWord(MemScope s) {
  switch (s) {
  case MemScope::Global: return "global";
  case MemScope::Shared: return "shared";
  case MemScope::Fragment: return "fragment";
  case MemScope::Local: return "local";
  case MemScope::Var: return "variable";
  }
  return "?";
}

std::vector<Dim> shapeOf(const Value& v) {
  if (v.kind == ValueKind::Buffer)
    return v.buffer->shape;
  std::vector<Dim> out;
  if (v.kind == ValueKind::Region)
    for (const auto& d : v.region)
      if (!d.isIndex && d.extent)
        out.push_back(*d.extent);
  return out;
}

std::string valueText(const Value& v) {
  std::ostringstream os;
  switch (v.kind) {
  case ValueKind::Bool: return v.b ? "True" : "False";
  case ValueKind::Int: return std::to_string(v.i);
  case ValueKind::Float: {
    os << v.f;
    std::string t = os.str();
    if (t.find_first_of(".eEn") == std::string::npos) // keep floats recognisable: 1.0, not 1
      t += ".0";
    return t;
  }
  case ValueKind::String: return "\"" + v.s + "\"";
  case ValueKind::DType: return std::string(dtypeName(v.dtype));
  case ValueKind::Scalar: return v.scalar.text;
  case ValueKind::None: return "None";
  case ValueKind::Region: {
    std::string s = v.buffer->name + "[";
    for (size_t i = 0; i < v.region.size(); ++i) {
      if (i)
        s += ", ";
      const auto& d = v.region[i];
      std::string start = d.start ? valueText(*d.start) : "0";
      s += d.isIndex ? start : start + ":+" + (d.extent ? d.extent->str() : "?");
    }
    return s + "]";
  }
  case ValueKind::Buffer: return v.buffer->name;
  case ValueKind::Tuple: {
    std::string s = v.isList ? "[" : "(";
    for (size_t i = 0; i < v.elts.size(); ++i)
      s += (i ? ", " : "") + valueText(v.elts[i]);
    return s + (v.isList ? "]" : ")");
  }
  case ValueKind::Enum:
  case ValueKind::Namespace: return v.s;
  default: return describe(v);
  }
}

std::string describe(const Value& v) {
  switch (v.kind) {
  case ValueKind::Error: return "an invalid value";
  case ValueKind::None: return "None";
  case ValueKind::Bool: return "the boolean " + valueText(v);
  case ValueKind::Int: return "the integer " + valueText(v);
  case ValueKind::Float: return "the float " + valueText(v);
  case ValueKind::String: return "the string " + valueText(v);
  case ValueKind::DType: return "the dtype " + valueText(v);
  case ValueKind::Scalar: return "a run-time " + std::string(dtypeName(v.scalar.dtype)) + " value";
  case ValueKind::Tuple: return v.isList ? "a list" : "a tuple";
  case ValueKind::Dict: return "a dict";
  case ValueKind::Buffer:
    return scopeWord(v.buffer->scope) + " buffer '" + v.buffer->name + "' (" + std::string(dtypeName(v.buffer->dtype)) +
           shapeStr(v.buffer->shape) + ")";
  case ValueKind::Region:
    if (v.isElement())
      return "an element of '" + v.buffer->name + "' (" + std::string(dtypeName(v.buffer->dtype)) + ")";
    return "a region of " + scopeWord(v.buffer->scope) + " buffer '" + v.buffer->name + "' (" +
           shapeStr(shapeOf(v)) + ")";
  case ValueKind::Function: return "a function";
  case ValueKind::Builtin: return "the primitive " + std::string(builtinInfo(v.builtin).spelling);
  case ValueKind::Namespace: return "the namespace " + v.s;
  case ValueKind::Enum: return v.s;
  case ValueKind::Loop: return "a loop range";
  case ValueKind::Kernel: return "a kernel launch context";
  case ValueKind::TensorType: return "a tensor type";
  case ValueKind::Opaque: return v.s;
  }
  return "a value";
}

} // namespace tilec::sema
