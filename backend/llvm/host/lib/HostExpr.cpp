// Tile IR -> LLVM IR for the host: types, constants, expressions and
// conversions. Integer semantics are C's, as on the GPU routes (narrow
// integers promote to int, signed overflow is undefined, floor division
// rounds toward negative infinity), with one difference the CPU forces:
// x86 traps on integer division by zero and on INT_MIN / -1, where a GPU
// returns some value, so both get a defined result here (x / 0 = 0,
// x % 0 = x, INT_MIN / -1 = INT_MIN) instead of killing the process.
#include "HostCodegen.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

#include <llvm/ADT/APFloat.h>
#include <llvm/IR/Intrinsics.h>

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;
using namespace tilec::backend::llvmir; // isSignedInt, isNarrowFloat, isFp8, isSubword

namespace {

class TrapFinder : public ExprVisitor {
public:
  bool found = false;

protected:
  void visitBufferLoad(const BufferLoadNode*) override { found = true; }
  void visitCall(const CallNode* n) override {
    // Loads and effects only where the program evaluates them; arithmetic
    // (the math library included) may run unconditionally.
    static const char* effects[] = {"tl.atomic_add", "tl.atomic_max", "tl.atomic_min", "tl.print",
                                    "tl.thread_binding", "tl.sync_threads"};
    for (const char* e : effects)
      found = found || n->op == e;
    ExprVisitor::visitCall(n);
  }
};

} // namespace

bool exprMayTrap(const Expr& e) {
  TrapFinder f;
  f.visitExpr(e);
  return f.found;
}

bool HostCodegen::mayTrap(const Expr& e) const { return exprMayTrap(e); }

// ---------------------------------------------------------------- types and constants

llvm::Type* HostCodegen::valueType(DataType t, SourceRange loc) {
  if (t.isHandle())
    return b_.getPtrTy();
  if (t.lanes() != 1)
    fail(loc, "a vector value (" + t.str() + ") in tile-level IR; the host route expects the host pipeline's output");
  switch (t.scalar()) {
  case DType::Bool: return b_.getInt1Ty();
  case DType::Int8:
  case DType::UInt8: return b_.getInt8Ty();
  case DType::Int16:
  case DType::UInt16: return b_.getInt16Ty();
  case DType::Int32:
  case DType::UInt32: return b_.getInt32Ty();
  case DType::Int64:
  case DType::UInt64: return b_.getInt64Ty();
  case DType::Float16:
  case DType::BFloat16:
  case DType::Float32: return b_.getFloatTy();
  case DType::Float64: return b_.getDoubleTy();
  case DType::Float8E4M3:
  case DType::Float8E5M2: unsupported(loc, "the float8 type " + t.str());
  }
  fail(loc, "unknown type " + t.str());
}

llvm::Type* HostCodegen::memType(DataType t, SourceRange loc) {
  if (t.isBool())
    return b_.getInt8Ty(); // C's bool
  if (!t.isHandle() && isNarrowFloat(t.scalar()))
    return b_.getInt16Ty(); // the bits; arithmetic happens in float
  return valueType(t, loc);
}

llvm::Value* HostCodegen::intConst(DataType t, int64_t v, SourceRange loc) {
  llvm::Type* ty = valueType(t, loc);
  if (ty->isFloatingPointTy())
    return floatConst(t, static_cast<double>(v), loc);
  return llvm::ConstantInt::get(ty, static_cast<uint64_t>(v), isSignedInt(t.scalar()));
}

llvm::Value* HostCodegen::floatConst(DataType t, double v, SourceRange loc) {
  llvm::Type* ty = valueType(t, loc);
  if (!ty->isFloatingPointTy())
    return intConst(t, static_cast<int64_t>(v), loc);
  if (t.scalar() == DType::Float64)
    return llvm::ConstantFP::get(ty, v);
  // Literals of the other float types are rounded to float first (the CUDA
  // route writes `1.5f`), then to the 16-bit type, each to nearest even.
  llvm::APFloat x(static_cast<float>(v));
  if (isNarrowFloat(t.scalar())) {
    bool lost = false;
    x.convert(t.scalar() == DType::Float16 ? llvm::APFloat::IEEEhalf() : llvm::APFloat::BFloat(),
              llvm::APFloat::rmNearestTiesToEven, &lost);
    x.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven, &lost);
  }
  return llvm::ConstantFP::get(ty, x);
}

llvm::Value* HostCodegen::toBool(llvm::Value* v, DataType t, SourceRange loc) {
  return t.isBool() ? v : convert(v, t, DataType::boolean(), loc);
}

// ---------------------------------------------------------------- expressions

llvm::Value* HostCodegen::expr(const Expr& e) {
  if (!e)
    fail({}, "a null expression");
  switch (e->kind) {
  case ExprKind::IntImm: return intConst(e->dtype, static_cast<const IntImmNode*>(e.get())->value, e->loc);
  case ExprKind::FloatImm: return floatConst(e->dtype, static_cast<const FloatImmNode*>(e.get())->value, e->loc);
  case ExprKind::StringImm: fail(e->loc, "a string value outside a print intrinsic");
  case ExprKind::Var: return varValue(static_cast<const VarNode*>(e.get()), e->loc);
  case ExprKind::Not: {
    auto* n = static_cast<const NotNode*>(e.get());
    llvm::Value* a = expr(n->a);
    if (n->a->dtype.isBool())
      return b_.CreateNot(a);
    // !x on a number is C's (x == 0), converted back to x's type.
    return convert(b_.CreateNot(toBool(a, n->a->dtype, e->loc)), DataType::boolean(), e->dtype, e->loc);
  }
  case ExprKind::Select: return selectExpr(static_cast<const SelectNode*>(e.get()));
  case ExprKind::Cast: {
    auto* n = static_cast<const CastNode*>(e.get());
    return convert(expr(n->value), n->value->dtype, e->dtype, e->loc);
  }
  case ExprKind::Call: return call(static_cast<const CallNode*>(e.get()));
  case ExprKind::BufferLoad: return load(static_cast<const BufferLoadNode*>(e.get()));
  case ExprKind::Ramp:
  case ExprKind::Broadcast:
    fail(e->loc, "a vector expression in tile-level IR; the host route expects the host pipeline's output");
  case ExprKind::Let: return letExpr(static_cast<const LetNode*>(e.get()));
  default: return binary(static_cast<const BinaryNode*>(e.get()));
  }
}

llvm::Value* HostCodegen::arith(ExprKind k, llvm::Value* a, llvm::Value* b, DataType t, SourceRange loc) {
  DType s = t.scalar();
  if (isFp8(s))
    unsupported(loc, "arithmetic on " + t.str());
  if (t.isFloat()) {
    llvm::Value* r = nullptr;
    switch (k) {
    case ExprKind::Add: r = b_.CreateFAdd(a, b); break;
    case ExprKind::Sub: r = b_.CreateFSub(a, b); break;
    case ExprKind::Mul: r = b_.CreateFMul(a, b); break;
    case ExprKind::Div: r = b_.CreateFDiv(a, b); break;
    case ExprKind::Mod: r = libmCall(s == DType::Float64 ? "fmod" : "fmodf", a->getType(), {a, b}); break;
    case ExprKind::FloorDiv: r = b_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, b_.CreateFDiv(a, b)); break;
    case ExprKind::FloorMod: {
      llvm::Value* q = b_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, b_.CreateFDiv(a, b));
      r = b_.CreateFSub(a, b_.CreateFMul(q, b));
      break;
    }
    // fmaxf / __hmax: a NaN operand yields the other one. Exact, no rounding.
    case ExprKind::Min: return b_.CreateBinaryIntrinsic(llvm::Intrinsic::minnum, a, b);
    case ExprKind::Max: return b_.CreateBinaryIntrinsic(llvm::Intrinsic::maxnum, a, b);
    default: fail(loc, std::string("unexpected arithmetic ") + exprKindName(k) + " on " + t.str());
    }
    // A 16-bit result rounds now, as the GPU's half arithmetic does: float
    // keeps more than twice the bits, so rounding the float result once
    // more gives the correctly rounded 16-bit one.
    return roundTo(r, s);
  }
  bool sgn = isSignedInt(s);
  if (k == ExprKind::Min || k == ExprKind::Max) {
    bool mx = k == ExprKind::Max;
    auto id = sgn ? (mx ? llvm::Intrinsic::smax : llvm::Intrinsic::smin)
                  : (mx ? llvm::Intrinsic::umax : llvm::Intrinsic::umin);
    return b_.CreateBinaryIntrinsic(id, a, b);
  }
  if (isSubword(s)) {
    // C computes in int and converts the result back.
    DataType wide = DataType::int32();
    llvm::Value* r = arith(k, convert(a, t, wide, loc), convert(b, t, wide, loc), wide, loc);
    return convert(r, wide, t, loc);
  }
  switch (k) {
  // Signed overflow is undefined in C, as nsw says: LLVM may then widen
  // 32-bit index arithmetic into 64-bit addresses, as clang does.
  case ExprKind::Add: return b_.CreateAdd(a, b, "", false, sgn);
  case ExprKind::Sub: return b_.CreateSub(a, b, "", false, sgn);
  case ExprKind::Mul: return b_.CreateMul(a, b, "", false, sgn);
  case ExprKind::Div:
  case ExprKind::Mod:
  case ExprKind::FloorDiv:
  case ExprKind::FloorMod: return intDivision(k, a, b, sgn);
  default: break;
  }
  fail(loc, std::string("unexpected arithmetic ") + exprKindName(k) + " on " + t.str());
}

llvm::Value* HostCodegen::intDivision(ExprKind k, llvm::Value* a, llvm::Value* b, bool sgn) {
  llvm::Type* ty = a->getType();
  llvm::Value* zero = llvm::Constant::getNullValue(ty);
  llvm::Value* one = llvm::ConstantInt::get(ty, 1);
  // The divisor x86 can take: 1 instead of 0 (and of -1, signed: INT_MIN /
  // -1 overflows); the results of those cases are patched in after. LLVM
  // folds all of it away for constant divisors.
  llvm::Value* byZero = b_.CreateICmpEQ(b, zero);
  llvm::Value* byMinusOne = sgn ? b_.CreateICmpEQ(b, llvm::Constant::getAllOnesValue(ty)) : b_.getFalse();
  llvm::Value* d = b_.CreateSelect(b_.CreateOr(byZero, byMinusOne), one, b);
  bool quotient = k == ExprKind::Div || k == ExprKind::FloorDiv;
  llvm::Value* q = sgn ? b_.CreateSDiv(a, d) : b_.CreateUDiv(a, d);
  llvm::Value* r = sgn ? b_.CreateSRem(a, d) : b_.CreateURem(a, d);
  if (sgn && (k == ExprKind::FloorDiv || k == ExprKind::FloorMod)) {
    // Round toward negative infinity: fix up when the remainder's sign
    // differs from the divisor's.
    llvm::Value* fix =
        b_.CreateAnd(b_.CreateICmpNE(r, zero), b_.CreateICmpNE(b_.CreateICmpSLT(r, zero), b_.CreateICmpSLT(d, zero)));
    q = b_.CreateSelect(fix, b_.CreateSub(q, one), q);
    r = b_.CreateSelect(fix, b_.CreateAdd(r, d), r);
  }
  // x / -1 = -x (wrapping: INT_MIN stays INT_MIN), x % -1 = 0; x / 0 = 0,
  // x % 0 = x.
  if (quotient)
    return b_.CreateSelect(byZero, zero, b_.CreateSelect(byMinusOne, b_.CreateSub(zero, a), q));
  return b_.CreateSelect(byZero, a, b_.CreateSelect(byMinusOne, zero, r));
}

llvm::Value* HostCodegen::convert(llvm::Value* v, DataType from, DataType to, SourceRange loc) {
  if (from == to)
    return v;
  if (from.lanes() != 1 || to.lanes() != 1)
    fail(loc, "a cast from " + from.str() + " to " + to.str() + " on vectors in tile-level IR");
  llvm::Type* T = valueType(to, loc);
  if (to.isHandle() || from.isHandle()) {
    if (to.isHandle() && from.isHandle())
      return v;
    return to.isHandle() ? b_.CreateIntToPtr(v, T) : b_.CreatePtrToInt(v, T);
  }
  DType f = from.scalar(), t = to.scalar();
  if (isFp8(f) || isFp8(t))
    unsupported(loc, "a conversion between " + from.str() + " and " + to.str());
  if (to.isBool()) { // C's (bool)x: x != 0
    if (from.isFloat())
      return b_.CreateFCmpUNE(v, llvm::Constant::getNullValue(v->getType()));
    return b_.CreateICmpNE(v, llvm::Constant::getNullValue(v->getType()));
  }
  if (!from.isFloat() && !to.isFloat()) // integers and bool
    return isSignedInt(f) ? b_.CreateSExtOrTrunc(v, T) : b_.CreateZExtOrTrunc(v, T);
  if (!from.isFloat()) // integer -> float; to 16 bits through float, as tl::cvt
    return roundTo(isSignedInt(f) ? b_.CreateSIToFP(v, T) : b_.CreateUIToFP(v, T), t);
  if (!to.isFloat()) { // float -> integer: saturating, NaN -> 0, as cvt.rzi does
    auto id = isSignedInt(t) ? llvm::Intrinsic::fptosi_sat : llvm::Intrinsic::fptoui_sat;
    return b_.CreateIntrinsic(id, {T, v->getType()}, {v});
  }
  // float -> float. A 16-bit value is a float already: widening is exact,
  // narrowing rounds to nearest even (float64 -> 16 bits through float:
  // two roundings, which may differ from one in the last bit).
  if (f == DType::Float64 && t != DType::Float64)
    v = b_.CreateFPTrunc(v, b_.getFloatTy());
  else if (t == DType::Float64)
    return b_.CreateFPExt(v, T);
  return roundTo(v, t);
}

} // namespace tilec::backend::cpu::detail
