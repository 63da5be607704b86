#pragma once
// The values semantic analysis computes for expressions while it checks one
// instantiation of a kernel: compile-time constants (folded), run-time scalars
// (symbolic, with a dtype and, for integers, a known range), buffers and
// regions of buffers, and the callables of the language.

#include "tilec/basic/DType.h"
#include "tilec/basic/SourceManager.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::ast {
struct FuncDef;
}

namespace tilec::sema {

/// An object made by the KernelEmitter (an IR expression, variable or
/// buffer): opaque to the front end, which only carries it along.
using Handle = std::shared_ptr<const void>;

enum class MemScope { Global, Shared, Fragment, Local, Var };
const char* scopeName(MemScope s); // "global", "shared.dyn", "local.fragment", "local", "local.var"

/// One extent: a known constant or a run-time (dynamic) dimension.
struct Dim {
  std::optional<int64_t> value;
  std::string symbol; // text for messages when not constant
  Handle expr;        // the run-time value when not constant (emitter's)
  static Dim known(int64_t v) { return {v, std::to_string(v), nullptr}; }
  static Dim dynamic(std::string s, Handle h = nullptr) { return {std::nullopt, std::move(s), std::move(h)}; }
  std::string str() const { return value ? std::to_string(*value) : symbol; }
};
std::string shapeStr(const std::vector<Dim>& shape);

struct BufferInfo {
  std::string name;
  std::vector<Dim> shape;
  DType dtype = DType::Float32;
  MemScope scope = MemScope::Global;
  SourceRange declRange;
  bool isParam = false;
  Handle ir; // the emitter's buffer
};
using BufferRef = std::shared_ptr<BufferInfo>;

enum class Builtin {
#define TILEC_BUILTIN(Id, name, sig, doc) Id,
#include "tilec/frontend/Builtins.def"
};

enum class LoopKind { Serial, Parallel, Pipelined, Unrolled, Vectorized };

struct Value;
using ValueList = std::vector<Value>;

/// A run-time scalar: its dtype, a known integer range when there is one, and
/// a text form for messages.
struct ScalarInfo {
  DType dtype = DType::Int32;
  std::optional<int64_t> lo, hi; // inclusive bounds for integers
  std::string text;
  /// Integer scalars as an affine form sum(coeff * atom) + constant, where an
  /// atom is a variable or any non-affine subexpression (keyed by its text).
  /// Lets slices like A[bx*64:(bx+1)*64] get a known extent.
  std::map<std::string, int64_t> terms;
  int64_t constant = 0;
  /// The value's identity for the affine arithmetic when it is an atom (and
  /// for values without terms: booleans, floats): equal keys, equal values.
  std::string key;
  Handle handle; // the emitter's expression for this value
};

struct RegionDim {
  std::shared_ptr<Value> start; // index or slice start
  std::optional<Dim> extent;    // slices have one; a bare index has none
  bool isIndex = false;         // written as a single index, not a slice
};

struct LoopInfo {
  LoopKind kind = LoopKind::Serial;
  std::vector<Dim> extents;
  std::vector<std::optional<int64_t>> starts; // Serial-like loops: compile-time start when known
  std::vector<std::shared_ptr<Value>> startValues; // the start as a value (run-time starts too)
  int64_t step = 1;                                 // serial loops: range(start, stop, step)
  /// num_stages, order, stage, group (T.Pipelined); coalesced_width (T.Parallel).
  std::vector<std::pair<std::string, std::shared_ptr<Value>>> annotations;
};

enum class ValueKind {
  Error,     // already reported; silences follow-on errors
  None,
  Bool,
  Int,
  Float,
  String,
  DType,
  Scalar,    // run-time value
  Tuple,     // (a, b) and [a, b]
  Dict,
  Buffer,
  Region,    // A[i:j, k] : part of a buffer (an element when every dim is an index)
  Function,  // a @T.prim_func or @T.macro
  Builtin,   // a primitive of the language (T.copy, T.exp, range, ...)
  Namespace, // T, T.GemmWarpPolicy, tilelang.layout ...
  Enum,      // T.GemmWarpPolicy.FullRow
  Loop,      // the iterable of a for: T.Parallel(...), T.Pipelined(...), range(...)
  Kernel,    // the context of `with T.Kernel(...)`
  TensorType, // T.Tensor((M, K), dtype) in a signature
  Opaque,    // a value that is only passed along (layouts, converters)
};

struct Value {
  ValueKind kind = ValueKind::None;
  int64_t i = 0;
  double f = 0;
  bool b = false;
  std::string s;              // String, Namespace path, Enum name, Opaque description
  DType dtype = DType::Int32; // DType values; element type of Tensor types
  ScalarInfo scalar;
  ValueList elts;             // Tuple; Dict keys then values (interleaved)
  bool isList = false;
  BufferRef buffer;           // Buffer, Region
  std::vector<RegionDim> region;
  const ast::FuncDef* func = nullptr;
  std::weak_ptr<void> closure; // Function: the scope it was defined in (weak: scopes hold the function)
  tilec::sema::Builtin builtin{};
  LoopInfo loop;
  std::vector<Dim> shape;     // TensorType
  SourceRange range;          // where the value was written, for messages

  static Value error() { return make(ValueKind::Error); }
  static Value none() { return make(ValueKind::None); }
  static Value ofBool(bool v) { Value x = make(ValueKind::Bool); x.b = v; return x; }
  static Value ofInt(int64_t v) { Value x = make(ValueKind::Int); x.i = v; return x; }
  static Value ofFloat(double v) { Value x = make(ValueKind::Float); x.f = v; return x; }
  static Value ofString(std::string v) { Value x = make(ValueKind::String); x.s = std::move(v); return x; }
  static Value ofDType(DType t) { Value x = make(ValueKind::DType); x.dtype = t; return x; }
  static Value ofScalar(DType t, std::string text, std::optional<int64_t> lo = {}, std::optional<int64_t> hi = {});
  static Value ofTuple(ValueList elts, bool isList = false) {
    Value x = make(ValueKind::Tuple); x.elts = std::move(elts); x.isList = isList; return x;
  }
  static Value ofBuffer(BufferRef b) { Value x = make(ValueKind::Buffer); x.buffer = std::move(b); return x; }
  static Value ofBuiltin(tilec::sema::Builtin id) { Value x = make(ValueKind::Builtin); x.builtin = id; return x; }
  static Value ofNamespace(std::string path) { Value x = make(ValueKind::Namespace); x.s = std::move(path); return x; }
  static Value ofEnum(std::string name) { Value x = make(ValueKind::Enum); x.s = std::move(name); return x; }
  static Value ofOpaque(std::string what) { Value x = make(ValueKind::Opaque); x.s = std::move(what); return x; }
  static Value make(ValueKind k) { Value x; x.kind = k; return x; }

  bool isError() const { return kind == ValueKind::Error; }
  bool isConstInt() const { return kind == ValueKind::Int || kind == ValueKind::Bool; }
  bool isNumericConst() const { return kind == ValueKind::Int || kind == ValueKind::Float || kind == ValueKind::Bool; }
  /// A number usable at run time: a constant or a run-time scalar.
  bool isScalarLike() const { return isNumericConst() || kind == ValueKind::Scalar || isElement(); }
  /// A Region whose every dim is a single index (A[i, j]).
  bool isElement() const;
  /// The element type of a scalar-like value (constants: int32/float32/bool).
  DType scalarType() const;
  /// Integer range of a scalar-like value, when known.
  std::optional<int64_t> lowerBound() const;
  std::optional<int64_t> upperBound() const;
};

/// What a value is, for messages: "buffer 'A' (shared, float16[128, 32])".
std::string describe(const Value& v);
/// A short text form of a scalar-like value ("bx * 128", "3").
std::string valueText(const Value& v);
/// The shape of a Buffer or Region value (regions drop index dims).
std::vector<Dim> shapeOf(const Value& v);

} // namespace tilec::sema
