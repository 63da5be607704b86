// Spellings for the CUDA C generator: type names, legal identifiers, and the
// flattening of multi-dimensional indices.
#include "tilec/backend/cuda/CodegenCUDA.h"

#include "tilec/ir/Ops.h"

#include <algorithm>
#include <stdexcept>

namespace tilec::backend::cuda {

using namespace tilec::ir;

// ---------------------------------------------------------------- types

static const char* scalarTypeName(DType t) {
  switch (t) {
  case DType::Bool: return "bool";
  case DType::Int8: return "int8_t";
  case DType::Int16: return "int16_t";
  case DType::Int32: return "int";
  case DType::Int64: return "long long";
  case DType::UInt8: return "uint8_t";
  case DType::UInt16: return "uint16_t";
  case DType::UInt32: return "unsigned int";
  case DType::UInt64: return "unsigned long long";
  case DType::Float8E4M3: return "__nv_fp8_e4m3";
  case DType::Float8E5M2: return "__nv_fp8_e5m2";
  case DType::Float16: return "half";
  case DType::BFloat16: return "__nv_bfloat16";
  case DType::Float32: return "float";
  case DType::Float64: return "double";
  }
  return "void";
}

/// CUDA's own vector type for (element, lanes), when it has one.
static const char* nativeVectorName(DType t, int lanes) {
  struct Entry {
    DType t;
    int lanes;
    const char* name;
  };
  static const Entry table[] = {
      {DType::Float32, 2, "float2"},   {DType::Float32, 4, "float4"},      {DType::Float64, 2, "double2"},
      {DType::Int32, 2, "int2"},       {DType::Int32, 4, "int4"},          {DType::UInt32, 2, "uint2"},
      {DType::UInt32, 4, "uint4"},     {DType::Int64, 2, "longlong2"},     {DType::UInt64, 2, "ulonglong2"},
      {DType::Int8, 2, "char2"},       {DType::Int8, 4, "char4"},          {DType::UInt8, 2, "uchar2"},
      {DType::UInt8, 4, "uchar4"},     {DType::Int16, 2, "short2"},        {DType::Int16, 4, "short4"},
      {DType::UInt16, 2, "ushort2"},   {DType::UInt16, 4, "ushort4"},      {DType::Float16, 2, "half2"},
      {DType::BFloat16, 2, "__nv_bfloat162"},
  };
  for (const auto& e : table)
    if (e.t == t && e.lanes == lanes)
      return e.name;
  return nullptr;
}

std::string cudaTypeName(const DataType& t) {
  if (t.isHandle())
    return "void*";
  if (t.lanes() == 1)
    return scalarTypeName(t.scalar());
  if (const char* n = nativeVectorName(t.scalar(), t.lanes()))
    return n;
  return std::string("tl::vec<") + scalarTypeName(t.scalar()) + ", " + std::to_string(t.lanes()) + ">";
}

// ---------------------------------------------------------------- identifiers

static bool isTaken(const std::string& s) {
  static const std::unordered_set<std::string> taken = {
      // C and C++ keywords and alternative tokens
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
      "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr",
      "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete",
      "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
      "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
      "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast",
      "requires", "restrict", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast",
      "struct", "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid",
      "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq",
      "main", "NULL", "std", "cuda",
      // CUDA built-in variables and the names of the generated code
      "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "dim3", "tl", "tl_smem", "tl_block",
      // element and vector types
      "half", "half2", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
      "float2", "float4", "double2", "int2", "int4", "uint2", "uint4", "longlong2", "ulonglong2", "char2", "char4",
      "uchar2", "uchar4", "short2", "short4", "ushort2", "ushort4", "size_t",
      // functions the generated code calls unqualified
      "printf", "memcpy", "max", "min", "abs", "llabs", "fmaxf", "fminf", "fmax", "fmin", "fabsf", "fabs",
      "expf", "exp", "exp2f", "exp2", "exp10f", "exp10", "expm1f", "expm1", "logf", "log", "log2f", "log2",
      "log10f", "log10", "log1pf", "log1p", "sqrtf", "sqrt", "rsqrtf", "rsqrt", "cbrtf", "cbrt", "sinf", "sin",
      "cosf", "cos", "tanf", "tan", "asinf", "asin", "acosf", "acos", "atanf", "atan", "atan2f", "atan2", "sinhf",
      "sinh", "coshf", "cosh", "tanhf", "tanh", "asinhf", "asinh", "acoshf", "acosh", "atanhf", "atanh", "erff",
      "erf", "erfcf", "erfc", "powf", "pow", "floorf", "floor", "ceilf", "ceil", "truncf", "trunc", "roundf",
      "round", "nearbyintf", "nearbyint", "fmodf", "fmod", "hypotf", "hypot", "fmaf", "fma", "copysignf",
      "copysign", "isnan", "isinf", "isfinite", "atomicAdd", "atomicMax", "atomicMin", "atomicCAS",
      "__syncthreads", "__shfl_xor_sync", "__shfl_down_sync", "__shfl_up_sync", "__shfl_sync", "__hmax", "__hmin",
      "__habs", "make_uint2"};
  return taken.count(s) != 0;
}

std::string legalizeIdentifier(std::string_view name) {
  std::string s;
  s.reserve(name.size() + 2);
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    s += ok ? c : '_';
  }
  if (s.empty())
    return "v";
  if (s[0] >= '0' && s[0] <= '9')
    s = "v" + s;
  // Identifiers with a double underscore anywhere, or an underscore and a
  // capital at the start, belong to the implementation (CUDA's own __half,
  // __syncthreads ...): keep them out of that space.
  bool reserved = s.find("__") != std::string::npos || (s.size() > 1 && s[0] == '_' && s[1] >= 'A' && s[1] <= 'Z');
  if (reserved) {
    std::string t;
    for (char c : s)
      if (!(c == '_' && !t.empty() && t.back() == '_'))
        t += c;
    s = t;
    if (s.size() > 1 && s[0] == '_' && s[1] >= 'A' && s[1] <= 'Z')
      s = "v" + s;
  }
  if (s == "_")
    s = "v_";
  if (isTaken(s))
    s += '_';
  return s;
}

std::string NameTable::unique(std::string_view name) {
  std::string base = legalizeIdentifier(name);
  if (used_.insert(base).second)
    return base;
  for (int i = 1;; ++i) {
    std::string cand = base + "_" + std::to_string(i);
    if (used_.insert(cand).second)
      return cand;
  }
}

// ---------------------------------------------------------------- index flattening

namespace {

bool isZero(const Expr& e) {
  auto c = asConstInt(e);
  return c && *c == 0;
}
bool isOne(const Expr& e) {
  auto c = asConstInt(e);
  return c && *c == 1;
}

/// The wider of two integer element types (int64 beats int32; on a tie the
/// signed one).
DataType widerInt(DataType a, DataType b) {
  if (a.bits() != b.bits())
    return a.bits() > b.bits() ? a.element() : b.element();
  return dtypeClass(a.scalar()) == DTypeClass::Int ? a.element() : b.element();
}

Expr castElem(const Expr& e, DataType elem) {
  if (e->dtype.element() == elem)
    return e;
  if (auto c = asConstInt(e); c && e->dtype.lanes() == 1)
    return intImm(*c, elem);
  if (auto* r = as<RampNode>(e))
    return ramp(castElem(r->base, elem), castElem(r->stride, elem), r->lanes);
  if (auto* b = as<BroadcastNode>(e))
    return broadcast(castElem(b->value, elem), b->lanes);
  return cast(elem.withLanes(e->dtype.lanes()), e);
}

/// Brings a and b to one element type.
void unify(Expr& a, Expr& b) {
  DataType ea = a->dtype.element(), eb = b->dtype.element();
  if (ea == eb)
    return;
  DataType w = widerInt(ea, eb);
  a = castElem(a, w);
  b = castElem(b, w);
}

Expr addIdx(Expr a, Expr b);
Expr mulIdx(Expr a, Expr c);

Expr addScalar(Expr a, Expr b) {
  unify(a, b);
  // a + (x + y) -> (a + x) + y: the same value, printed without parentheses.
  if (auto* bb = asBinary(b); bb && bb->kind == ExprKind::Add && bb->a->dtype == a->dtype)
    return addScalar(addScalar(a, bb->a), bb->b);
  if (isZero(a))
    return b;
  if (isZero(b))
    return a;
  auto ca = asConstInt(a), cb = asConstInt(b);
  if (ca && cb)
    return intImm(*ca + *cb, a->dtype);
  return add(a, b);
}

Expr mulScalar(Expr a, Expr b) {
  unify(a, b);
  if (isZero(a) || isZero(b))
    return intImm(0, a->dtype);
  if (isOne(a))
    return b;
  if (isOne(b))
    return a;
  auto ca = asConstInt(a), cb = asConstInt(b);
  if (ca && cb)
    return intImm(*ca * *cb, a->dtype);
  return mul(a, b);
}

/// a + b where either may be a vector index (Ramp, Broadcast, general).
Expr addIdx(Expr a, Expr b) {
  int la = a->dtype.lanes(), lb = b->dtype.lanes();
  if (la == 1 && lb == 1)
    return addScalar(a, b);
  bool swapped = la == 1;
  if (swapped)
    std::swap(a, b), std::swap(la, lb); // a is the vector
  if (lb != 1 && lb != la)
    throw std::logic_error("index vectors of different lane counts");
  unify(a, b);
  auto* ra = as<RampNode>(a);
  auto* ba = as<BroadcastNode>(a);
  auto* rb = as<RampNode>(b);
  auto* bb = as<BroadcastNode>(b);
  if (lb == 1) {
    // Keep the operands' order in the scalar sums (the outer dimensions first).
    auto sum = [&](const Expr& vecPart) { return swapped ? addScalar(b, vecPart) : addScalar(vecPart, b); };
    if (ra)
      return ramp(sum(ra->base), ra->stride, la);
    if (ba)
      return broadcast(sum(ba->value), la);
    if (isZero(b))
      return a;
    return swapped ? add(broadcast(b, la), a) : add(a, broadcast(b, la));
  }
  if (ra && rb)
    return ramp(addScalar(ra->base, rb->base), addScalar(ra->stride, rb->stride), la);
  if (ra && bb)
    return ramp(addScalar(ra->base, bb->value), ra->stride, la);
  if (ba && rb)
    return ramp(addScalar(ba->value, rb->base), rb->stride, la);
  if (ba && bb)
    return broadcast(addScalar(ba->value, bb->value), la);
  return add(a, b);
}

/// a * c where c is a scalar (a shape or stride) and a may be a vector index.
Expr mulIdx(Expr a, Expr c) {
  int la = a->dtype.lanes();
  if (la == 1)
    return mulScalar(a, c);
  unify(a, c);
  if (auto* r = as<RampNode>(a))
    return ramp(mulScalar(r->base, c), mulScalar(r->stride, c), la);
  if (auto* b = as<BroadcastNode>(a))
    return broadcast(mulScalar(b->value, c), la);
  if (isOne(c))
    return a;
  return mul(a, broadcast(c, la));
}

} // namespace

Expr flattenIndex(const Buffer& b, const std::vector<Expr>& indices) {
  if (indices.empty())
    return intImm(0);
  if (!b->strides.empty()) {
    Expr flat;
    for (size_t d = 0; d < indices.size(); ++d) {
      Expr term = mulIdx(indices[d], b->strides.at(d));
      flat = flat ? addIdx(flat, term) : term;
    }
    return flat;
  }
  // Horner form: ((i0 * s1 + i1) * s2 + i2) ...
  Expr flat = indices[0];
  for (size_t d = 1; d < indices.size(); ++d)
    flat = addIdx(mulIdx(flat, b->shape.at(d)), indices[d]);
  return flat;
}

} // namespace tilec::backend::cuda
