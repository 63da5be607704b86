#include "GridExpr.h"

namespace tilec::backend::host {

namespace {

bool isUnsigned(const ir::DataType& t) { return !t.isHandle() && dtypeClass(t.scalar()) == DTypeClass::UInt; }

} // namespace

llvm::Value* GridExprLowering::lowerToI64(const ir::Expr& e) {
  llvm::Value* v = lower(e);
  if (!v)
    return nullptr;
  if (v->getType()->getIntegerBitWidth() == 64)
    return v;
  return isUnsigned(e->dtype) || e->dtype.isBool() ? b_.CreateZExt(v, b_.getInt64Ty())
                                                   : b_.CreateSExt(v, b_.getInt64Ty());
}

llvm::Value* GridExprLowering::lower(const ir::Expr& e) {
  using ir::ExprKind;
  if (!e || e->dtype.isHandle() || e->dtype.isVector() || !(e->dtype.isInt() || e->dtype.isBool()))
    return fail("it is not scalar integer arithmetic");
  // Bools are i1; integers their dtype's width.
  llvm::Type* ty = e->dtype.isBool() ? b_.getInt1Ty() : b_.getIntNTy(static_cast<unsigned>(e->dtype.bits()));
  switch (e->kind) {
  case ExprKind::IntImm:
    return llvm::ConstantInt::get(ty, static_cast<uint64_t>(static_cast<const ir::IntImmNode&>(*e).value));
  case ExprKind::Var: {
    auto it = values_.find(static_cast<const ir::VarNode*>(e.get()));
    if (it == values_.end())
      return fail("'" + static_cast<const ir::VarNode&>(*e).name + "' is not a run-time dim");
    return b_.CreateTrunc(it->second, ty); // a no-op at 64 bits
  }
  case ExprKind::Not: {
    llvm::Value* a = lower(static_cast<const ir::NotNode&>(*e).a);
    return a ? b_.CreateNot(a) : nullptr;
  }
  case ExprKind::Cast: {
    auto& c = static_cast<const ir::CastNode&>(*e);
    llvm::Value* v = lower(c.value);
    if (!v)
      return nullptr;
    if (e->dtype.isBool())
      return b_.CreateICmpNE(v, llvm::ConstantInt::get(v->getType(), 0));
    return isUnsigned(c.value->dtype) || c.value->dtype.isBool() ? b_.CreateZExtOrTrunc(v, ty)
                                                                 : b_.CreateSExtOrTrunc(v, ty);
  }
  case ExprKind::Select: {
    // Both arms are evaluated: they are side-effect free, but a division by
    // zero in the arm not taken still fails the launch (conservative).
    auto& s = static_cast<const ir::SelectNode&>(*e);
    llvm::Value* c = lower(s.cond);
    llvm::Value* t = c ? lower(s.t) : nullptr;
    llvm::Value* f = t ? lower(s.f) : nullptr;
    return f ? b_.CreateSelect(c, t, f) : nullptr;
  }
  case ExprKind::Let: {
    auto& l = static_cast<const ir::LetNode&>(*e);
    llvm::Value* v = lowerToI64(l.value);
    if (!v)
      return nullptr;
    values_[l.var.get()] = v;
    llvm::Value* r = lower(l.body);
    values_.erase(l.var.get());
    return r;
  }
  case ExprKind::FloatImm:
  case ExprKind::StringImm:
  case ExprKind::Call:
  case ExprKind::BufferLoad:
  case ExprKind::Ramp:
  case ExprKind::Broadcast: return fail(std::string("it holds a ") + ir::exprKindName(e->kind));
  default: break;
  }
  auto& bin = static_cast<const ir::BinaryNode&>(*e);
  llvm::Value* a = lower(bin.a);
  llvm::Value* b = a ? lower(bin.b) : nullptr;
  if (!b)
    return nullptr;
  bool u = isUnsigned(bin.a->dtype);
  llvm::Value* zero = llvm::ConstantInt::get(a->getType(), 0);
  switch (e->kind) {
  case ExprKind::Add: return b_.CreateAdd(a, b);
  case ExprKind::Sub: return b_.CreateSub(a, b);
  case ExprKind::Mul: return b_.CreateMul(a, b);
  case ExprKind::Min: return b_.CreateSelect(u ? b_.CreateICmpULT(a, b) : b_.CreateICmpSLT(a, b), a, b);
  case ExprKind::Max: return b_.CreateSelect(u ? b_.CreateICmpUGT(a, b) : b_.CreateICmpSGT(a, b), a, b);
  case ExprKind::EQ: return b_.CreateICmpEQ(a, b);
  case ExprKind::NE: return b_.CreateICmpNE(a, b);
  case ExprKind::LT: return u ? b_.CreateICmpULT(a, b) : b_.CreateICmpSLT(a, b);
  case ExprKind::LE: return u ? b_.CreateICmpULE(a, b) : b_.CreateICmpSLE(a, b);
  case ExprKind::GT: return u ? b_.CreateICmpUGT(a, b) : b_.CreateICmpSGT(a, b);
  case ExprKind::GE: return u ? b_.CreateICmpUGE(a, b) : b_.CreateICmpSGE(a, b);
  case ExprKind::And: return b_.CreateAnd(a, b);
  case ExprKind::Or: return b_.CreateOr(a, b);
  case ExprKind::Div:
  case ExprKind::Mod:
  case ExprKind::FloorDiv:
  case ExprKind::FloorMod: {
    check_(b_.CreateICmpEQ(b, zero), "a grid extent divides by zero for these run-time dims");
    if (u)
      return e->kind == ExprKind::Div || e->kind == ExprKind::FloorDiv ? b_.CreateUDiv(a, b) : b_.CreateURem(a, b);
    // sdiv/srem of MIN by -1 is undefined in LLVM; evaluateInt wraps
    // (MIN / -1 = MIN, remainder 0), so divide by 1 there and negate.
    llvm::Value* minusOne = llvm::ConstantInt::getSigned(a->getType(), -1);
    llvm::Value* isMinusOne = b_.CreateICmpEQ(b, minusOne);
    llvm::Value* safe = b_.CreateSelect(isMinusOne, llvm::ConstantInt::get(a->getType(), 1), b);
    llvm::Value* q = b_.CreateSelect(isMinusOne, b_.CreateSub(zero, a), b_.CreateSDiv(a, safe));
    llvm::Value* r = b_.CreateSelect(isMinusOne, zero, b_.CreateSRem(a, safe));
    if (e->kind == ExprKind::Div)
      return q;
    if (e->kind == ExprKind::Mod)
      return r;
    // Floor: step down when the remainder is nonzero and its sign differs
    // from the divisor's.
    llvm::Value* adjust =
        b_.CreateAnd(b_.CreateICmpNE(r, zero), b_.CreateICmpSLT(b_.CreateXor(r, b), zero));
    if (e->kind == ExprKind::FloorDiv)
      return b_.CreateSub(q, b_.CreateZExt(adjust, a->getType()));
    return b_.CreateSelect(adjust, b_.CreateAdd(r, b), r);
  }
  default: return fail(std::string("it holds a ") + ir::exprKindName(e->kind));
  }
}

} // namespace tilec::backend::host
