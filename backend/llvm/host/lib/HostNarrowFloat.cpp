// float16 and bfloat16 on the host: values live in float registers and move
// to and from their 16-bit patterns with integer arithmetic, rounding to
// nearest even. LLVM's own half / bfloat conversions would become calls of
// compiler-rt helpers (__truncsfhf2, __extendhfsf2, ...) on x86-64 CPUs
// without F16C, which neither every linker line nor the JIT has; integer
// code needs nothing, is the same on every CPU, and vectorizes.
//
// Each conversion is a small internal function marked alwaysinline, built
// once per module, free of branches (selects), so loops that call it stay
// vectorizable after inlining.
#include "HostCodegen.h"

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

namespace {

// float32 facts, as bit patterns.
constexpr uint32_t kSignMask = 0x80000000u;
constexpr uint32_t kAbsMask = 0x7FFFFFFFu;
constexpr uint32_t kInf = 0x7F800000u;
// float16: 65520 (half-way above the largest half, 65504) rounds to inf;
// 2^-14 is the smallest normal half; rebiasing the exponent from float's
// 127 to half's 15 subtracts 112 << 23.
constexpr uint32_t kHalfOverflow = 0x477FF000u;
constexpr uint32_t kHalfMinNormal = 0x38800000u;
constexpr uint32_t kHalfRebias = 112u << 23;
constexpr uint32_t kHalfQuietNan = 0x7E00u;
constexpr uint32_t kHalfInf = 0x7C00u;

} // namespace

llvm::Function* HostCodegen::narrowHelper(DType t, bool toBits) {
  bool half = t == DType::Float16;
  std::string name = std::string("tilec.") + (half ? "f16" : "bf16") + (toBits ? ".from_f32" : ".to_f32");
  if (llvm::Function* f = m_.getFunction(name))
    return f;
  llvm::Type* i16 = b_.getInt16Ty();
  llvm::Type* i32 = b_.getInt32Ty();
  llvm::Type* f32 = b_.getFloatTy();
  auto* fn = llvm::Function::Create(llvm::FunctionType::get(toBits ? i16 : f32, {toBits ? f32 : i16}, false),
                                    llvm::GlobalValue::InternalLinkage, name, m_);
  fn->addFnAttr(llvm::Attribute::AlwaysInline);
  fn->addFnAttr(llvm::Attribute::NoUnwind);
  fn->setDoesNotAccessMemory();
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx_, "entry", fn));
  llvm::Value* x = fn->getArg(0);
  auto c = [&](uint32_t v) { return b.getInt32(v); };

  if (!half && !toBits) { // bfloat16 is float's top half
    b.CreateRet(b.CreateBitCast(b.CreateShl(b.CreateZExt(x, i32), 16), f32));
    return fn;
  }
  if (!half) {
    // Round to nearest even on the dropped 16 bits; a NaN stays a (quiet) NaN.
    llvm::Value* u = b.CreateBitCast(x, i32);
    llvm::Value* lsb = b.CreateAnd(b.CreateLShr(u, 16), c(1));
    llvm::Value* rounded = b.CreateLShr(b.CreateAdd(u, b.CreateAdd(c(0x7FFF), lsb)), 16);
    llvm::Value* isNan = b.CreateICmpUGT(b.CreateAnd(u, c(kAbsMask)), c(kInf));
    llvm::Value* nan = b.CreateOr(b.CreateLShr(u, 16), c(0x40));
    b.CreateRet(b.CreateTrunc(b.CreateSelect(isNan, nan, rounded), i16));
    return fn;
  }
  if (toBits) {
    llvm::Value* u = b.CreateBitCast(x, i32);
    llvm::Value* sign = b.CreateLShr(b.CreateAnd(u, c(kSignMask)), 16);
    llvm::Value* a = b.CreateAnd(u, c(kAbsMask));
    // Normal halves: rebias the exponent, round the 13 dropped bits to
    // nearest even (a carry may ripple into the exponent, which is right).
    llvm::Value* t = b.CreateSub(a, c(kHalfRebias));
    llvm::Value* lsb = b.CreateAnd(b.CreateLShr(t, 13), c(1));
    llvm::Value* normal = b.CreateLShr(b.CreateAdd(t, b.CreateAdd(c(0xFFF), lsb)), 13);
    // Subnormal halves (and zero) are multiples of 2^-24: adding 0.5, whose
    // float ulp is 2^-24, rounds |x| to one (to nearest even, the FPU's
    // mode) and leaves the count in the low mantissa bits.
    llvm::Value* shifted = b.CreateFAdd(b.CreateBitCast(a, f32), llvm::ConstantFP::get(f32, 0.5));
    llvm::Value* sub = b.CreateSub(b.CreateBitCast(shifted, i32), c(0x3F000000u));
    llvm::Value* h = b.CreateSelect(b.CreateICmpUGE(a, c(kHalfMinNormal)), normal, sub);
    h = b.CreateSelect(b.CreateICmpUGE(a, c(kHalfOverflow)), c(kHalfInf), h);
    h = b.CreateSelect(b.CreateICmpUGT(a, c(kInf)), c(kHalfQuietNan), h);
    b.CreateRet(b.CreateTrunc(b.CreateOr(h, sign), i16));
    return fn;
  }
  // float16 bits -> float: exact.
  llvm::Value* h = b.CreateZExt(x, i32);
  llvm::Value* sign = b.CreateShl(b.CreateAnd(h, c(0x8000)), 16);
  llvm::Value* e = b.CreateAnd(b.CreateLShr(h, 10), c(0x1F));
  llvm::Value* m = b.CreateAnd(h, c(0x3FF));
  llvm::Value* mant = b.CreateShl(m, 13);
  llvm::Value* normal = b.CreateOr(b.CreateShl(b.CreateAdd(e, c(112)), 23), mant);
  llvm::Value* infNan = b.CreateOr(c(kInf), mant);
  // Subnormal: m * 2^-24, exact in float.
  llvm::Value* sub =
      b.CreateBitCast(b.CreateFMul(b.CreateUIToFP(m, f32), llvm::ConstantFP::get(f32, 1.0 / 16777216.0)), i32);
  llvm::Value* r = b.CreateSelect(b.CreateICmpEQ(e, c(0)), sub, normal);
  r = b.CreateSelect(b.CreateICmpEQ(e, c(0x1F)), infNan, r);
  b.CreateRet(b.CreateBitCast(b.CreateOr(r, sign), f32));
  return fn;
}

llvm::Value* HostCodegen::narrowBits(llvm::Value* f32, DType t) { return b_.CreateCall(narrowHelper(t, true), {f32}); }

llvm::Value* HostCodegen::widenBits(llvm::Value* i16, DType t) { return b_.CreateCall(narrowHelper(t, false), {i16}); }

llvm::Value* HostCodegen::roundTo(llvm::Value* v, DType t) {
  if (!llvmir::isNarrowFloat(t))
    return v;
  return widenBits(narrowBits(v, t), t);
}

} // namespace tilec::backend::cpu::detail
