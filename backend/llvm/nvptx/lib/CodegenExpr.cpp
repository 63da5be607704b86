// Lowered tile IR -> LLVM IR: types, constants, expressions and conversions.
// LLVM's operations are lane-wise on vectors, so scalar and vector operands
// share one path; where C's semantics differ from LLVM's (promotion of
// narrow integers, floor division, conversions of narrow floats, a float to
// an integer out of range) the CUDA C route's results are reproduced.
#include "KernelCodegen.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

#include <llvm/ADT/APFloat.h>
#include <llvm/IR/Intrinsics.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;
using namespace tilec::backend::llvmir; // isSignedInt, isNarrowFloat, isFp8, isSubword

namespace {

class TrapFinder : public ExprVisitor {
public:
  bool found = false;

protected:
  void visitBufferLoad(const BufferLoadNode*) override { found = true; }
  void visitBinary(const BinaryNode* n) override {
    bool division = n->kind == ExprKind::Div || n->kind == ExprKind::Mod || n->kind == ExprKind::FloorDiv ||
                    n->kind == ExprKind::FloorMod;
    if (division && n->a && !n->a->dtype.isFloat())
      found = true;
    ExprVisitor::visitBinary(n);
  }
  void visitCall(const CallNode* n) override {
    // Pure arithmetic may be evaluated unconditionally; shuffles, atomics
    // and the like only where the program evaluates them.
    static const char* pure[] = {"infinity", "max_value", "min_value", "reinterpret", "bitwise_and", "bitwise_or",
                                 "bitwise_xor", "bitwise_not", "shift_left", "shift_right", "isnan", "isinf",
                                 "isfinite", "abs", "sigmoid", "tl.thread_binding", "tl.tma_enabled",
                                 "tl.opaque"};
    std::string name = n->op.rfind("tir.", 0) == 0 ? n->op.substr(4) : n->op;
    bool isPure = false;
    for (const char* p : pure)
      isPure = isPure || name == p;
    static const char* math[] = {"exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt",
                                 "cbrt", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh",
                                 "asinh", "acosh", "atanh", "erf", "erfc", "floor", "ceil", "trunc", "round",
                                 "nearbyint", "pow", "atan2", "hypot", "fmod", "copysign", "fma", "fmod_floor"};
    for (const char* p : math)
      isPure = isPure || name == p;
    if (!isPure)
      found = true;
    ExprVisitor::visitCall(n);
  }
};

} // namespace

bool exprMayTrap(const Expr& e) {
  TrapFinder f;
  f.visitExpr(e);
  return f.found;
}

bool KernelCodegen::mayTrap(const Expr& e) const { return exprMayTrap(e); }

llvm::Value* KernelCodegen::toBool(llvm::Value* v, DataType t, SourceRange loc) {
  return t.isBool() ? v : convert(v, t, DataType::boolean(t.lanes()), loc);
}

// ---------------------------------------------------------------- types and constants

llvm::Type* KernelCodegen::valueType(DataType t, SourceRange loc) {
  if (t.isHandle())
    return b_.getPtrTy();
  llvm::Type* s = nullptr;
  switch (t.scalar()) {
  case DType::Bool: s = b_.getInt1Ty(); break;
  case DType::Int8:
  case DType::UInt8: s = b_.getInt8Ty(); break;
  case DType::Int16:
  case DType::UInt16: s = b_.getInt16Ty(); break;
  case DType::Int32:
  case DType::UInt32: s = b_.getInt32Ty(); break;
  case DType::Int64:
  case DType::UInt64: s = b_.getInt64Ty(); break;
  case DType::Float16: s = b_.getHalfTy(); break;
  case DType::BFloat16: s = b_.getBFloatTy(); break;
  case DType::Float32: s = b_.getFloatTy(); break;
  case DType::Float64: s = b_.getDoubleTy(); break;
  case DType::Float8E4M3:
  case DType::Float8E5M2: unsupported(loc, "the float8 type " + t.element().str());
  }
  return t.lanes() > 1 ? llvm::FixedVectorType::get(s, static_cast<unsigned>(t.lanes())) : s;
}

llvm::Type* KernelCodegen::memType(DataType t, SourceRange loc) {
  if (!t.isHandle() && t.isBool())
    return t.lanes() > 1 ? llvm::FixedVectorType::get(b_.getInt8Ty(), static_cast<unsigned>(t.lanes()))
                         : static_cast<llvm::Type*>(b_.getInt8Ty());
  return valueType(t, loc);
}

llvm::Value* KernelCodegen::splat(llvm::Value* v, int lanes) {
  return lanes > 1 ? b_.CreateVectorSplat(static_cast<unsigned>(lanes), v) : v;
}

llvm::Value* KernelCodegen::intConst(DataType t, int64_t v, SourceRange loc) {
  if (t.isFloat())
    return floatConst(t, static_cast<double>(v), loc);
  llvm::Type* s = valueType(t.element(), loc);
  llvm::Constant* c = t.isBool() ? llvm::ConstantInt::get(s, v != 0 ? 1 : 0)
                                 : llvm::ConstantInt::get(s, static_cast<uint64_t>(v), isSignedInt(t.scalar()));
  return t.lanes() > 1 ? llvm::ConstantVector::getSplat(llvm::ElementCount::getFixed(t.lanes()), c) : c;
}

llvm::Value* KernelCodegen::floatConst(DataType t, double v, SourceRange loc) {
  if (!t.isFloat())
    return intConst(t, static_cast<int64_t>(v), loc);
  llvm::Type* s = valueType(t.element(), loc);
  // The CUDA route writes float literals (`1.5f`, `half(1.5f)`): every type
  // but double sees the value rounded to float first.
  llvm::APFloat f(v);
  bool lost = false;
  if (t.scalar() != DType::Float64) {
    f = llvm::APFloat(static_cast<float>(v));
    if (t.scalar() != DType::Float32)
      f.convert(s->getFltSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
  }
  llvm::Constant* c = llvm::ConstantFP::get(s, f);
  return t.lanes() > 1 ? llvm::ConstantVector::getSplat(llvm::ElementCount::getFixed(t.lanes()), c) : c;
}

// ---------------------------------------------------------------- expressions

llvm::Value* KernelCodegen::expr(const Expr& e) {
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
    llvm::Value* z = convert(a, n->a->dtype, DataType::boolean(n->a->dtype.lanes()), e->loc);
    return convert(b_.CreateNot(z), DataType::boolean(n->a->dtype.lanes()), e->dtype, e->loc);
  }
  case ExprKind::Select: return selectExpr(static_cast<const SelectNode*>(e.get()));
  case ExprKind::Cast: {
    auto* n = static_cast<const CastNode*>(e.get());
    return convert(expr(n->value), n->value->dtype, e->dtype, e->loc);
  }
  case ExprKind::Call: return call(static_cast<const CallNode*>(e.get()));
  case ExprKind::BufferLoad: return load(static_cast<const BufferLoadNode*>(e.get()));
  case ExprKind::Ramp: {
    auto* n = static_cast<const RampNode*>(e.get());
    DataType t = n->base->dtype;
    llvm::Value* base = splat(expr(n->base), n->lanes);
    llvm::Value* stride = splat(expr(n->stride), n->lanes);
    std::vector<llvm::Constant*> steps;
    for (int i = 0; i < n->lanes; ++i)
      steps.push_back(llvm::cast<llvm::Constant>(intConst(t, i, e->loc)));
    llvm::Value* offsets = arith(ExprKind::Mul, stride, llvm::ConstantVector::get(steps), t, e->loc);
    return arith(ExprKind::Add, base, offsets, t, e->loc);
  }
  case ExprKind::Broadcast: {
    auto* n = static_cast<const BroadcastNode*>(e.get());
    return splat(expr(n->value), n->lanes);
  }
  case ExprKind::Let: return letExpr(static_cast<const LetNode*>(e.get()));
  default: return binary(static_cast<const BinaryNode*>(e.get()));
  }
}

llvm::Value* KernelCodegen::arith(ExprKind k, llvm::Value* a, llvm::Value* b, DataType t, SourceRange loc) {
  DType s = t.scalar();
  if (isFp8(s))
    unsupported(loc, "arithmetic on " + t.str());
  if (t.isFloat()) {
    // half and bfloat16 divide, floor and take remainders through float, as
    // the device library does; + - * / are native (LLVM widens what the
    // target lacks, which rounds the same).
    auto viaFloat = [&](auto&& fn) -> llvm::Value* {
      if (!isNarrowFloat(s))
        return fn(a, b, t);
      llvm::Type* f32 = b_.getFloatTy();
      if (auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(a->getType()))
        f32 = llvm::FixedVectorType::get(f32, vt->getNumElements());
      llvm::Value* r = fn(b_.CreateFPExt(a, f32), b_.CreateFPExt(b, f32), DataType::float32());
      return b_.CreateFPTrunc(r, a->getType());
    };
    switch (k) {
    case ExprKind::Add: return b_.CreateFAdd(a, b);
    case ExprKind::Sub: return b_.CreateFSub(a, b);
    case ExprKind::Mul: return b_.CreateFMul(a, b);
    case ExprKind::Div: return b_.CreateFDiv(a, b);
    case ExprKind::Mod:
      return viaFloat([&](llvm::Value* x, llvm::Value* y, DataType ft) {
        return libdeviceCall(ft.scalar() == DType::Float64 ? "__nv_fmod" : "__nv_fmodf", ft, {x, y});
      });
    case ExprKind::FloorDiv:
      return viaFloat([&](llvm::Value* x, llvm::Value* y, DataType) {
        return b_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, b_.CreateFDiv(x, y));
      });
    case ExprKind::FloorMod:
      return viaFloat([&](llvm::Value* x, llvm::Value* y, DataType) {
        llvm::Value* q = b_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, b_.CreateFDiv(x, y));
        return b_.CreateFSub(x, b_.CreateFMul(q, y));
      });
    // fmaxf / __hmax: a NaN operand yields the other one.
    case ExprKind::Min: return b_.CreateBinaryIntrinsic(llvm::Intrinsic::minnum, a, b);
    case ExprKind::Max: return b_.CreateBinaryIntrinsic(llvm::Intrinsic::maxnum, a, b);
    default: break;
    }
    fail(loc, std::string("unexpected arithmetic ") + exprKindName(k) + " on " + t.str());
  }
  bool sgn = isSignedInt(s);
  if (k == ExprKind::Min || k == ExprKind::Max) {
    bool mx = k == ExprKind::Max;
    auto id = sgn ? (mx ? llvm::Intrinsic::smax : llvm::Intrinsic::smin)
                  : (mx ? llvm::Intrinsic::umax : llvm::Intrinsic::umin);
    return b_.CreateBinaryIntrinsic(id, a, b);
  }
  if (isSubword(s)) {
    // C computes in int and converts the result back: do the same, so that
    // e.g. int8 -128 / -1 is 128 -> -128 rather than undefined.
    int lanes = 1;
    if (auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(a->getType()))
      lanes = static_cast<int>(vt->getNumElements());
    DataType nt = t.withLanes(lanes), wide(DType::Int32, lanes);
    llvm::Value* r = arith(k, convert(a, nt, wide, loc), convert(b, nt, wide, loc), DataType::int32(), loc);
    return convert(r, wide, nt, loc);
  }
  switch (k) {
  // Signed overflow is undefined in C, as nsw says: LLVM may then widen
  // 32-bit index arithmetic into 64-bit addresses freely, as clang does.
  case ExprKind::Add: return b_.CreateAdd(a, b, "", false, sgn);
  case ExprKind::Sub: return b_.CreateSub(a, b, "", false, sgn);
  case ExprKind::Mul: return b_.CreateMul(a, b, "", false, sgn);
  case ExprKind::Div: return sgn ? b_.CreateSDiv(a, b) : b_.CreateUDiv(a, b);
  case ExprKind::Mod: return sgn ? b_.CreateSRem(a, b) : b_.CreateURem(a, b);
  case ExprKind::FloorDiv:
  case ExprKind::FloorMod: {
    if (!sgn)
      return k == ExprKind::FloorDiv ? b_.CreateUDiv(a, b) : b_.CreateURem(a, b);
    // tl::floordiv / tl::floormod: round toward negative infinity.
    llvm::Value* q = b_.CreateSDiv(a, b);
    llvm::Value* r = b_.CreateSRem(a, b);
    llvm::Value* zero = llvm::Constant::getNullValue(a->getType());
    llvm::Value* fix = b_.CreateAnd(b_.CreateICmpNE(r, zero),
                                    b_.CreateICmpNE(b_.CreateICmpSLT(r, zero), b_.CreateICmpSLT(b, zero)));
    if (k == ExprKind::FloorDiv)
      return b_.CreateSelect(fix, b_.CreateSub(q, llvm::ConstantInt::get(a->getType(), 1)), q);
    return b_.CreateSelect(fix, b_.CreateAdd(r, b), r);
  }
  default: break;
  }
  fail(loc, std::string("unexpected arithmetic ") + exprKindName(k) + " on " + t.str());
}

llvm::Value* KernelCodegen::convert(llvm::Value* v, DataType from, DataType to, SourceRange loc) {
  if (from == to)
    return v;
  if (from.lanes() != to.lanes())
    fail(loc, "a cast from " + from.str() + " to " + to.str() + " changes the lane count");
  llvm::Type* T = valueType(to, loc);
  if (to.isHandle() || from.isHandle()) {
    if (to.isHandle() && from.isHandle())
      return v;
    if (to.isHandle())
      return b_.CreateIntToPtr(v, T);
    if (v->getType()->getPointerAddressSpace() != 0)
      v = b_.CreateAddrSpaceCast(v, b_.getPtrTy());
    return b_.CreatePtrToInt(v, T);
  }
  DType f = from.scalar(), t = to.scalar();
  if (isFp8(f) || isFp8(t))
    unsupported(loc, "a conversion between " + from.element().str() + " and " + to.element().str());
  int lanes = to.lanes();
  auto withLanes = [&](llvm::Type* s) -> llvm::Type* {
    return lanes > 1 ? llvm::FixedVectorType::get(s, static_cast<unsigned>(lanes)) : s;
  };
  llvm::Type* f32 = withLanes(b_.getFloatTy());
  if (to.isBool()) { // C's (bool)x: x != 0
    if (from.isFloat())
      return b_.CreateFCmpUNE(v, llvm::Constant::getNullValue(v->getType()));
    return b_.CreateICmpNE(v, llvm::Constant::getNullValue(v->getType()));
  }
  if (!from.isFloat() && !to.isFloat()) { // integers and bool
    bool sgn = isSignedInt(f);
    return sgn ? b_.CreateSExtOrTrunc(v, T) : b_.CreateZExtOrTrunc(v, T);
  }
  if (!from.isFloat()) { // integer -> float; narrow floats through float, as tl::cvt
    bool sgn = isSignedInt(f);
    if (isNarrowFloat(t)) {
      llvm::Value* x = sgn ? b_.CreateSIToFP(v, f32) : b_.CreateUIToFP(v, f32);
      return b_.CreateFPTrunc(x, T);
    }
    return sgn ? b_.CreateSIToFP(v, T) : b_.CreateUIToFP(v, T);
  }
  if (!to.isFloat()) { // float -> integer: saturating, NaN -> 0, as cvt.rzi does
    if (isNarrowFloat(f))
      v = b_.CreateFPExt(v, f32);
    auto id = isSignedInt(t) ? llvm::Intrinsic::fptosi_sat : llvm::Intrinsic::fptoui_sat;
    return b_.CreateIntrinsic(id, {T, v->getType()}, {v});
  }
  // float -> float. half <-> bfloat16 go through float; everything else is
  // one rounding (to nearest even), as __float2half_rn / __double2half.
  if (isNarrowFloat(f) && isNarrowFloat(t))
    return b_.CreateFPTrunc(b_.CreateFPExt(v, f32), T);
  if (dtypeBits(f) < dtypeBits(t))
    return b_.CreateFPExt(v, T);
  return b_.CreateFPTrunc(v, T);
}

llvm::Value* KernelCodegen::laneMap(DataType result, const std::vector<llvm::Value*>& args,
                                    const std::vector<DataType>& argTypes,
                                    const std::function<Expr(const std::vector<Expr>&)>& scalar) {
  int lanes = result.lanes();
  llvm::Value* out = llvm::PoisonValue::get(valueType(result, {}));
  for (int i = 0; i < lanes; ++i) {
    std::vector<Var> laneVars;
    std::vector<Expr> laneExprs;
    for (size_t a = 0; a < args.size(); ++a) {
      if (argTypes[a].lanes() != lanes && argTypes[a].lanes() != 1)
        fail({}, "a lane-wise operation on vectors of different lane counts");
      Var v = makeVar("lane", argTypes[a].element());
      llvm::Value* x = argTypes[a].lanes() == 1 ? args[a] : b_.CreateExtractElement(args[a], static_cast<uint64_t>(i));
      bind(v, x);
      laneVars.push_back(v);
      laneExprs.push_back(v);
    }
    llvm::Value* r = expr(scalar(laneExprs));
    out = b_.CreateInsertElement(out, r, static_cast<uint64_t>(i));
    for (const Var& v : laneVars)
      vars_.erase(v.get());
  }
  return out;
}

} // namespace tilec::backend::nvptx::detail
