// Lowered tile IR -> LLVM IR: intrinsic calls. NVVM intrinsics where LLVM 19
// has them (barriers, shuffles, special registers, cp.async), LLVM's
// atomicrmw, libdevice for the math library, inline PTX for what LLVM 19
// cannot express (fence.proxy.async, wgmma). docs/backends.md has the table.
#include "KernelCodegen.h"

#include "tilec/ir/Ops.h"

#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/IntrinsicsNVPTX.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;
using llvmir::isNarrowFloat;

namespace {

/// A math function: its libdevice names for float and double (sqrt and fma
/// use LLVM's intrinsics: libdevice's sqrtf is the approximate one unless
/// __CUDA_PREC_SQRT is reflected, which LLVM 19 does not do).
struct MathFn {
  const char* name;
  int arity;
  const char* f32;
  const char* f64;
};

const MathFn* findMath(const std::string& name) {
  static const MathFn table[] = {
      {"exp", 1, "__nv_expf", "__nv_exp"},          {"exp2", 1, "__nv_exp2f", "__nv_exp2"},
      {"exp10", 1, "__nv_exp10f", "__nv_exp10"},    {"expm1", 1, "__nv_expm1f", "__nv_expm1"},
      {"log", 1, "__nv_logf", "__nv_log"},          {"log2", 1, "__nv_log2f", "__nv_log2"},
      {"log10", 1, "__nv_log10f", "__nv_log10"},    {"log1p", 1, "__nv_log1pf", "__nv_log1p"},
      {"sqrt", 1, nullptr, nullptr},                {"rsqrt", 1, "__nv_rsqrtf", "__nv_rsqrt"},
      {"cbrt", 1, "__nv_cbrtf", "__nv_cbrt"},       {"sin", 1, "__nv_sinf", "__nv_sin"},
      {"cos", 1, "__nv_cosf", "__nv_cos"},          {"tan", 1, "__nv_tanf", "__nv_tan"},
      {"asin", 1, "__nv_asinf", "__nv_asin"},       {"acos", 1, "__nv_acosf", "__nv_acos"},
      {"atan", 1, "__nv_atanf", "__nv_atan"},       {"sinh", 1, "__nv_sinhf", "__nv_sinh"},
      {"cosh", 1, "__nv_coshf", "__nv_cosh"},       {"tanh", 1, "__nv_tanhf", "__nv_tanh"},
      {"asinh", 1, "__nv_asinhf", "__nv_asinh"},    {"acosh", 1, "__nv_acoshf", "__nv_acosh"},
      {"atanh", 1, "__nv_atanhf", "__nv_atanh"},    {"erf", 1, "__nv_erff", "__nv_erf"},
      {"erfc", 1, "__nv_erfcf", "__nv_erfc"},       {"floor", 1, "__nv_floorf", "__nv_floor"},
      {"ceil", 1, "__nv_ceilf", "__nv_ceil"},       {"trunc", 1, "__nv_truncf", "__nv_trunc"},
      {"round", 1, "__nv_roundf", "__nv_round"},    {"nearbyint", 1, "__nv_nearbyintf", "__nv_nearbyint"},
      {"pow", 2, "__nv_powf", "__nv_pow"},          {"atan2", 2, "__nv_atan2f", "__nv_atan2"},
      {"hypot", 2, "__nv_hypotf", "__nv_hypot"},    {"fmod", 2, "__nv_fmodf", "__nv_fmod"},
      {"copysign", 2, "__nv_copysignf", "__nv_copysign"},
      {"fma", 3, nullptr, nullptr},
  };
  for (const auto& m : table)
    if (name == m.name)
      return &m;
  return nullptr;
}

bool isElementwise(const std::string& op) {
  static const char* names[] = {"sigmoid", "abs", "fmod_floor", "isnan", "isinf", "isfinite", "bitwise_and",
                                "bitwise_or", "bitwise_xor", "bitwise_not", "shift_left", "shift_right"};
  if (findMath(op))
    return true;
  for (const char* n : names)
    if (op == n)
      return true;
  return false;
}

} // namespace

// ---------------------------------------------------------------- pointers and PTX

llvm::Value* KernelCodegen::asSharedPtr(llvm::Value* p, SourceRange loc, const char* what) {
  if (!p->getType()->isPointerTy())
    fail(loc, std::string(what) + " needs an address (tl.address_of)");
  unsigned as = p->getType()->getPointerAddressSpace();
  if (as == 3)
    return p;
  if (as == 0)
    return b_.CreateAddrSpaceCast(p, llvm::PointerType::get(ctx_, 3));
  fail(loc, std::string(what) + " needs an address in shared memory");
}

llvm::Value* KernelCodegen::asGlobalPtr(llvm::Value* p, SourceRange loc, const char* what) {
  if (!p->getType()->isPointerTy())
    fail(loc, std::string(what) + " needs an address (tl.address_of)");
  unsigned as = p->getType()->getPointerAddressSpace();
  if (as == 1)
    return p;
  if (as == 0)
    return b_.CreateAddrSpaceCast(p, llvm::PointerType::get(ctx_, 1));
  fail(loc, std::string(what) + " needs an address in global memory");
}

llvm::Value* KernelCodegen::inlinePtx(const std::string& text, SourceRange, const char*) {
  auto* ty = llvm::FunctionType::get(b_.getVoidTy(), false);
  llvm::CallInst* c = b_.CreateCall(llvm::InlineAsm::get(ty, text, "~{memory}", /*hasSideEffects=*/true));
  // As clang marks CUDA's asm: LLVM must not make the call control
  // dependent on more values (the .sync.aligned instructions need every
  // thread of the warp at the same instruction).
  c->addFnAttr(llvm::Attribute::Convergent);
  return c;
}

void KernelCodegen::requireArchSpecific(SourceRange loc, const char* feature) {
  if (target_.archSpecific && targetInfo(target_.kind).hasWgmma)
    return;
  targetLacks(loc, feature, "sm_90a");
}

[[noreturn]] void KernelCodegen::targetLacks(SourceRange loc, const std::string& feature, const char* needed) const {
  // The IR was lowered for sm_90a but is being compiled for another target
  // (a fatbin with several targets, or the PTX for compute_90): the CUDA
  // route compiles such calls to nothing; this route says so.
  throw CodegenError{locOr(loc),
                     feature + " needs " + needed + ", but the kernel is also compiled for " + target_.cpu() +
                         "; the pipeline lowered it for the first --target, sm_90a: name " + target_.cpu() +
                         " first (its lowering runs on every target) or compile the targets one by one",
                     true};
}

// ---------------------------------------------------------------- calls

llvm::Value* KernelCodegen::call(const CallNode* n) {
  const std::string& op = n->op;
  for (const auto& a : n->args)
    if (!a)
      fail(n->loc, "intrinsic '" + op + "' has a null argument");
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + op + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  // The value of an intrinsic called for its effect only.
  auto none = [&]() -> llvm::Value* {
    return n->dtype.isHandle() ? static_cast<llvm::Value*>(llvm::ConstantPointerNull::get(b_.getPtrTy()))
                               : intConst(n->dtype, 0, n->loc);
  };
  auto constArg = [&](size_t i, const char* what) {
    auto v = asConstInt(n->args[i]);
    if (!v || *v < 0)
      fail(n->loc, "intrinsic '" + op + "' needs " + what);
    return *v;
  };

  // ---- lowering intrinsics
  if (op == "tl.sync_threads") {
    arity(0);
    b_.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {});
    return none();
  }
  if (op == "tl.shfl")
    return shuffleCall(n, 0);
  if (op == "tl.shfl_up")
    return shuffleCall(n, 1);
  if (op == "tl.shfl_down")
    return shuffleCall(n, 2);
  if (op == "tl.shfl_xor")
    return shuffleCall(n, 3);
  if (op == "tl.atomic_add")
    return atomicCall(n, "add");
  if (op == "tl.atomic_max")
    return atomicCall(n, "max");
  if (op == "tl.atomic_min")
    return atomicCall(n, "min");
  if (op == "tl.address_of") {
    arity(1);
    return addressOf(n->args[0], "tl.address_of");
  }
  if (op == "tl.cp_async")
    return cpAsync(n);
  if (op == "tl.cp_async_commit") {
    arity(0);
    b_.CreateIntrinsic(llvm::Intrinsic::nvvm_cp_async_commit_group, {}, {});
    return none();
  }
  if (op == "tl.cp_async_wait") {
    arity(1);
    int64_t pending = constArg(0, "one constant count of pending groups");
    b_.CreateIntrinsic(llvm::Intrinsic::nvvm_cp_async_wait_group, {}, {b_.getInt32(static_cast<uint32_t>(pending))});
    return none();
  }
  if (op == "tl.wgmma_wait_group") {
    arity(1);
    int64_t pending = constArg(0, "one constant count of pending groups");
    requireArchSpecific(n->loc, "wgmma.wait_group");
    inlinePtx("wgmma.wait_group.sync.aligned " + std::to_string(pending) + ";", n->loc, "wgmma");
    return none();
  }
  if (op == "tl.fence_acq_rel_gpu" || op == "tl.fence_sc_gpu") { // atomics' memory orders (atomic.h)
    arity(0);
    inlinePtx(op == "tl.fence_sc_gpu" ? "fence.sc.gpu;" : "fence.acq_rel.gpu;", n->loc, "fence");
    return none();
  }
  if (op == "tl.fence_proxy_async") {
    arity(0);
    // Orders generic-proxy writes of shared memory before async-proxy reads
    // (wgmma, TMA); there is no async proxy before sm_90.
    if (target_.sm >= 90)
      inlinePtx("fence.proxy.async.shared::cta;", n->loc, "fence.proxy.async");
    return none();
  }
  if (op == "tl.stmatrix_x4")
    return stmatrix(n);
  if (isSyncCall(op))
    return syncCall(n);
  if (op == "tl.gemm_ss" || op == "tl.gemm_rs" || op == "tl.gemm_sr" || op == "tl.gemm_rr")
    return gemmMma(n);
  if (op == "tl.gemm_ss_wgmma" || op == "tl.gemm_rs_wgmma")
    return gemmWgmma(n);
  if (op == "tl.print" || op == "tl.print_element" || op == "tl.print_thread_element")
    return printCall(n);
  if (op == "tl.opaque") // its value: NVPTX keeps the selects it guards (the CUDA C route needs the barrier)
    return convert(expr(n->args[0]), n->args[0]->dtype, n->dtype, n->loc);
  if (op == "tl.thread_binding") {
    arity(1);
    int64_t d = constArg(0, "a constant dimension 0, 1 or 2");
    if (d > 2)
      fail(n->loc, "tl.thread_binding needs a constant dimension 0, 1 or 2");
    return convert(threadIndex(static_cast<int>(d)), DataType(DType::UInt32), n->dtype, n->loc);
  }
  if (op == "tl.unpack_unsigned") {
    // tl::unpack_unsigned: the unsigned field of nbits bits at field `pos`.
    arity(3);
    DataType u64(DType::UInt64);
    llvm::Value* nbits = convert(expr(n->args[0]), n->args[0]->dtype, DataType::int32(), n->loc);
    llvm::Value* packed = convert(expr(n->args[1]), n->args[1]->dtype, u64, n->loc);
    llvm::Value* pos = convert(expr(n->args[2]), n->args[2]->dtype, DataType::int32(), n->loc);
    llvm::Value* shift = b_.CreateZExt(b_.CreateMul(pos, nbits), b_.getInt64Ty());
    llvm::Value* mask = b_.CreateSub(b_.CreateShl(b_.getInt64(1), b_.CreateZExt(nbits, b_.getInt64Ty())), b_.getInt64(1));
    return convert(b_.CreateAnd(b_.CreateLShr(packed, shift), mask), u64, n->dtype, n->loc);
  }

  std::string name = op.rfind("tir.", 0) == 0 ? op.substr(4) : op;
  DataType t = n->dtype;
  // ---- typed constants (the bit patterns of tl::limits)
  if (name == "infinity" || name == "max_value" || name == "min_value") {
    arity(0);
    DataType e = t.element();
    llvm::Constant* c = nullptr;
    if (e.isFloat()) {
      llvm::Type* ty = valueType(e, n->loc);
      const llvm::fltSemantics& sem = ty->getFltSemantics();
      c = llvm::ConstantFP::get(ty, name == "infinity"    ? llvm::APFloat::getInf(sem)
                                    : name == "max_value" ? llvm::APFloat::getLargest(sem, false)
                                                          : llvm::APFloat::getLargest(sem, true));
    } else if (name == "infinity" || t.isHandle()) {
      fail(n->loc, "infinity of " + t.str());
    } else {
      c = intLimit(name, e);
    }
    return splat(c, t.lanes());
  }
  if (name == "reinterpret") {
    arity(1);
    DataType from = n->args[0]->dtype;
    if (from.bits() * from.lanes() != t.bits() * t.lanes() || from.isBool() || t.isBool())
      fail(n->loc, "reinterpret from " + from.str() + " to " + t.str() + " changes the size");
    llvm::Value* v = expr(n->args[0]);
    if (t.isHandle())
      return b_.CreateIntToPtr(v, b_.getPtrTy());
    if (from.isHandle())
      return b_.CreatePtrToInt(v, valueType(t, n->loc));
    return b_.CreateBitCast(v, valueType(t, n->loc));
  }
  if (t.lanes() > 1) {
    if (!isElementwise(name))
      fail(n->loc, "intrinsic '" + op + "' on vectors");
    std::vector<llvm::Value*> args;
    std::vector<DataType> types;
    for (const auto& a : n->args) {
      args.push_back(expr(a));
      types.push_back(a->dtype);
    }
    DataType elem = t.element();
    return laneMap(t, args, types, [&](const std::vector<Expr>& xs) { return ir::call(elem, op, xs); });
  }

  // ---- bit operations (llvm/common)
  if (name.rfind("bitwise_", 0) == 0 || name.rfind("shift_", 0) == 0)
    return bitCall(n, name);

  // ---- math
  if (name == "isnan" || name == "isinf" || name == "isfinite")
    return floatClassCall(n, name);
  if (findMath(name) || name == "abs" || name == "sigmoid" || name == "fmod_floor")
    return mathCall(n, name);
  fail(n->loc, "unknown intrinsic '" + op + "'");
}

llvm::Value* KernelCodegen::libdeviceCall(const std::string& fn, DataType t, const std::vector<llvm::Value*>& args) {
  llvm::Type* ty = valueType(t.element(), {});
  std::vector<llvm::Type*> params(args.size(), ty);
  llvm::FunctionCallee callee = m_.getOrInsertFunction(fn, llvm::FunctionType::get(ty, params, false));
  if (auto* decl = llvm::dyn_cast<llvm::Function>(callee.getCallee())) {
    decl->addFnAttr(llvm::Attribute::NoUnwind);
    decl->setDoesNotAccessMemory(); // as libdevice's definitions (linked later) say
  }
  auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(args.empty() ? ty : args[0]->getType());
  if (!vt)
    return b_.CreateCall(callee, args);
  // A vector operand (fmod on vectors): one call per lane.
  llvm::Value* out = llvm::PoisonValue::get(vt);
  for (unsigned i = 0; i < vt->getNumElements(); ++i) {
    std::vector<llvm::Value*> lane;
    for (llvm::Value* a : args)
      lane.push_back(b_.CreateExtractElement(a, uint64_t(i)));
    out = b_.CreateInsertElement(out, b_.CreateCall(callee, lane), uint64_t(i));
  }
  return out;
}

llvm::Value* KernelCodegen::mathCall(const CallNode* n, const std::string& name) {
  DataType t = n->dtype;
  DType s = t.scalar();
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + name + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  if (name == "abs") {
    arity(1);
    llvm::Value* x = convert(expr(n->args[0]), n->args[0]->dtype, t, n->loc);
    if (t.isFloat())
      return b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
    if (dtypeClass(s) == DTypeClass::Int) // abs(INT_MIN) is INT_MIN, as the GPU computes it
      return b_.CreateBinaryIntrinsic(llvm::Intrinsic::abs, x, b_.getFalse());
    return x; // unsigned and bool
  }
  if (!t.isFloat())
    fail(n->loc, "math intrinsic '" + name + "' on " + t.str() + " (it needs a floating-point type)");
  if (name == "fmod_floor") {
    arity(2);
    return arith(ExprKind::FloorMod, convert(expr(n->args[0]), n->args[0]->dtype, t, n->loc),
                 convert(expr(n->args[1]), n->args[1]->dtype, t, n->loc), t, n->loc);
  }
  // Arguments in float for half and bfloat16 (the result rounds back), as
  // the CUDA route's (half)expf((float)x).
  bool narrow = isNarrowFloat(s);
  DataType ct = narrow ? DataType::float32() : t;
  std::vector<llvm::Value*> args;
  for (const auto& a : n->args)
    args.push_back(convert(expr(a), a->dtype, ct, n->loc));
  llvm::Value* r = nullptr;
  if (name == "sigmoid") {
    arity(1);
    bool f64 = ct.scalar() == DType::Float64;
    llvm::Value* e = libdeviceCall(f64 ? "__nv_exp" : "__nv_expf", ct, {b_.CreateFNeg(args[0])});
    llvm::Value* one = llvm::ConstantFP::get(e->getType(), 1.0);
    r = b_.CreateFDiv(one, b_.CreateFAdd(one, e));
  } else {
    const MathFn* m = findMath(name);
    if (!m)
      fail(n->loc, "unknown intrinsic '" + n->op + "'");
    arity(static_cast<size_t>(m->arity));
    if (name == "sqrt")
      r = b_.CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, args[0]); // sqrt.rn, as nvcc's -prec-sqrt=true
    else if (name == "fma")
      r = b_.CreateIntrinsic(llvm::Intrinsic::fma, {args[0]->getType()}, args);
    else if (name == "exp2" && ct.scalar() == DType::Float32) // one ex2.approx.ftz, as tl::exp2_ftz (arith.h)
      r = b_.CreateIntrinsic(llvm::Intrinsic::nvvm_ex2_approx_ftz_f, {}, args);
    else
      r = libdeviceCall(ct.scalar() == DType::Float64 ? m->f64 : m->f32, ct, args);
  }
  return narrow ? convert(r, ct, t, n->loc) : r;
}

// ---------------------------------------------------------------- asynchronous copies

llvm::Value* KernelCodegen::cpAsync(const CallNode* n) {
  if (n->args.size() != 3)
    fail(n->loc, "intrinsic 'tl.cp_async' takes 3 arguments");
  auto bytes = asConstInt(n->args[2]);
  if (!bytes || (*bytes != 4 && *bytes != 8 && *bytes != 16))
    fail(n->loc, "tl.cp_async copies 4, 8 or 16 bytes");
  llvm::Value* dst = asSharedPtr(expr(n->args[0]), n->loc, "tl.cp_async");
  llvm::Value* src = asGlobalPtr(expr(n->args[1]), n->loc, "tl.cp_async");
  // 16 bytes bypass L1 (.cg: the data is read once, from shared memory), as
  // the device library's tl::cp_async.
  llvm::Intrinsic::ID id = *bytes == 16  ? llvm::Intrinsic::nvvm_cp_async_cg_shared_global_16
                           : *bytes == 8 ? llvm::Intrinsic::nvvm_cp_async_ca_shared_global_8
                                         : llvm::Intrinsic::nvvm_cp_async_ca_shared_global_4;
  b_.CreateIntrinsic(id, {}, {dst, src});
  return intConst(n->dtype, 0, n->loc);
}

} // namespace tilec::backend::nvptx::detail
