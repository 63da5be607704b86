// Tile IR -> LLVM IR for the host: intrinsic calls. The math library through
// LLVM's intrinsics where LLVM has them (the x86 back end calls libm for
// what the CPU cannot do) and libm directly otherwise; 16-bit floats compute
// in float and round once, as the GPU routes' (half)expf((float)x).
#include "HostCodegen.h"

#include "tilec/ir/Ops.h"

#include <llvm/IR/Intrinsics.h>

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

namespace {

/// A math function: an LLVM intrinsic, or libm's float and double names.
struct MathFn {
  const char* name;
  int arity;
  llvm::Intrinsic::ID intrinsic; // not_intrinsic: call libm
  const char* f32;
  const char* f64;
};

constexpr llvm::Intrinsic::ID NoIntrinsic = llvm::Intrinsic::not_intrinsic;

const MathFn* findMath(const std::string& name) {
  static const MathFn table[] = {
      {"exp", 1, llvm::Intrinsic::exp, nullptr, nullptr},     {"exp2", 1, llvm::Intrinsic::exp2, nullptr, nullptr},
      {"exp10", 1, llvm::Intrinsic::exp10, nullptr, nullptr}, {"expm1", 1, NoIntrinsic, "expm1f", "expm1"},
      {"log", 1, llvm::Intrinsic::log, nullptr, nullptr},     {"log2", 1, llvm::Intrinsic::log2, nullptr, nullptr},
      {"log10", 1, llvm::Intrinsic::log10, nullptr, nullptr}, {"log1p", 1, NoIntrinsic, "log1pf", "log1p"},
      {"sqrt", 1, llvm::Intrinsic::sqrt, nullptr, nullptr},   {"cbrt", 1, NoIntrinsic, "cbrtf", "cbrt"},
      {"sin", 1, llvm::Intrinsic::sin, nullptr, nullptr},     {"cos", 1, llvm::Intrinsic::cos, nullptr, nullptr},
      {"tan", 1, NoIntrinsic, "tanf", "tan"},            {"asin", 1, NoIntrinsic, "asinf", "asin"},
      {"acos", 1, NoIntrinsic, "acosf", "acos"},         {"atan", 1, NoIntrinsic, "atanf", "atan"},
      {"sinh", 1, NoIntrinsic, "sinhf", "sinh"},         {"cosh", 1, NoIntrinsic, "coshf", "cosh"},
      {"tanh", 1, NoIntrinsic, "tanhf", "tanh"},         {"asinh", 1, NoIntrinsic, "asinhf", "asinh"},
      {"acosh", 1, NoIntrinsic, "acoshf", "acosh"},      {"atanh", 1, NoIntrinsic, "atanhf", "atanh"},
      {"erf", 1, NoIntrinsic, "erff", "erf"},            {"erfc", 1, NoIntrinsic, "erfcf", "erfc"},
      {"floor", 1, llvm::Intrinsic::floor, nullptr, nullptr}, {"ceil", 1, llvm::Intrinsic::ceil, nullptr, nullptr},
      {"trunc", 1, llvm::Intrinsic::trunc, nullptr, nullptr}, {"round", 1, llvm::Intrinsic::round, nullptr, nullptr},
      {"nearbyint", 1, llvm::Intrinsic::nearbyint, nullptr, nullptr},
      {"pow", 2, llvm::Intrinsic::pow, nullptr, nullptr},     {"atan2", 2, NoIntrinsic, "atan2f", "atan2"},
      {"hypot", 2, NoIntrinsic, "hypotf", "hypot"},      {"fmod", 2, NoIntrinsic, "fmodf", "fmod"},
      {"copysign", 2, llvm::Intrinsic::copysign, nullptr, nullptr},
      {"fma", 3, llvm::Intrinsic::fma, nullptr, nullptr},
  };
  for (const auto& m : table)
    if (name == m.name)
      return &m;
  return nullptr;
}

/// Intrinsics of the lowered GPU IR (after thread binding): the host takes
/// the tile level, where none of them exists.
bool isGpuLowering(const std::string& op) {
  static const char* prefixes[] = {"tl.shfl", "tl.cp_async", "tl.gemm_ss", "tl.wgmma", "tl.mbarrier", "tl.tma",
                                   "tl.fence", "tl.setmaxnreg", "tl.named_barrier", "tl.exit_thread",
                                   "tl.address_of", "tl.print_element", "tl.print_thread_element"};
  for (const char* p : prefixes)
    if (op.rfind(p, 0) == 0)
      return true;
  return false;
}

} // namespace

[[noreturn]] void HostCodegen::perThreadOnly(SourceRange loc, const std::string& what,
                                             const std::string& instead) const {
  throw CodegenError{locOr(loc),
                     what + ", but with --target=host a thread block runs on one CPU thread; " + instead, true};
}

llvm::Value* HostCodegen::call(const CallNode* n) {
  const std::string& op = n->op;
  for (const auto& a : n->args)
    if (!a)
      fail(n->loc, "intrinsic '" + op + "' has a null argument");
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + op + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  if (op == "tl.thread_binding")
    perThreadOnly(n->loc, "T.get_thread_binding is the index of a GPU thread",
                  "write the per-thread work as a T.Parallel loop or a tile operator over the whole tile");
  // A barrier between the threads of a block: one CPU thread runs the block's
  // statements in order, so there is nothing to wait for.
  if (op == "tl.sync_threads")
    return b_.getInt32(0);
  if (op == "tl.print")
    return printCall(n);
  if (op == "tl.atomic_add")
    return atomicCall(n, AtomicKind::Add);
  if (op == "tl.atomic_max")
    return atomicCall(n, AtomicKind::Max);
  if (op == "tl.atomic_min")
    return atomicCall(n, AtomicKind::Min);
  if (op == "tl.fence_acq_rel_gpu" || op == "tl.fence_sc_gpu") {
    // T.atomic_*(..., memory_order=...): the blocks are CPU threads, so the
    // order takes fences here too (expand-simt-tile-ops places them).
    b_.CreateFence(op == "tl.fence_sc_gpu" ? llvm::AtomicOrdering::SequentiallyConsistent
                                           : llvm::AtomicOrdering::AcquireRelease);
    return b_.getInt32(0);
  }
  if (op == "tl.opaque") // its value (a barrier to NVVM's unswitching on the CUDA C route)
    return convert(expr(n->args[0]), n->args[0]->dtype, n->dtype, n->loc);
  if (isGpuLowering(op))
    fail(n->loc, "intrinsic '" + op + "' of the GPU lowering reached the host route, which takes tile-level IR");
  if (op == "tl.unpack_unsigned") {
    // The unsigned field of nbits bits at field `pos` of `packed`.
    arity(3);
    DataType u64(DType::UInt64);
    llvm::Value* nbits = convert(expr(n->args[0]), n->args[0]->dtype, u64, n->loc);
    llvm::Value* packed = convert(expr(n->args[1]), n->args[1]->dtype, u64, n->loc);
    llvm::Value* pos = convert(expr(n->args[2]), n->args[2]->dtype, u64, n->loc);
    llvm::Value* mask = b_.CreateSub(b_.CreateShl(b_.getInt64(1), nbits), b_.getInt64(1));
    return convert(b_.CreateAnd(b_.CreateLShr(packed, b_.CreateMul(pos, nbits)), mask), u64, n->dtype, n->loc);
  }
  std::string name = op.rfind("tir.", 0) == 0 ? op.substr(4) : op;
  DataType t = n->dtype;
  if (name == "infinity" || name == "max_value" || name == "min_value") {
    arity(0);
    return limitConst(name, t, n->loc);
  }
  if (name == "reinterpret")
    return reinterpretCall(n);
  if (name.rfind("bitwise_", 0) == 0 || name.rfind("shift_", 0) == 0)
    return bitCall(n, name); // llvm/common
  if (name == "isnan" || name == "isinf" || name == "isfinite")
    return floatClassCall(n, name);
  if (findMath(name) || name == "abs" || name == "sigmoid" || name == "rsqrt" || name == "fmod_floor")
    return mathCall(n, name);
  fail(n->loc, "unknown intrinsic '" + op + "'");
}

llvm::Value* HostCodegen::limitConst(const std::string& name, DataType t, SourceRange loc) {
  if (t.isFloat()) {
    // The 16-bit types' limits as the float values they are.
    const llvm::fltSemantics& sem = t.scalar() == DType::Float16    ? llvm::APFloat::IEEEhalf()
                                    : t.scalar() == DType::BFloat16 ? llvm::APFloat::BFloat()
                                                                    : valueType(t, loc)->getFltSemantics();
    llvm::APFloat v = name == "infinity"    ? llvm::APFloat::getInf(sem)
                      : name == "max_value" ? llvm::APFloat::getLargest(sem, false)
                                            : llvm::APFloat::getLargest(sem, true);
    bool lost = false;
    v.convert(valueType(t, loc)->getFltSemantics(), llvm::APFloat::rmNearestTiesToEven, &lost);
    return llvm::ConstantFP::get(valueType(t, loc), v);
  }
  if (name == "infinity" || t.isHandle())
    fail(loc, "infinity of " + t.str());
  return intLimit(name, t);
}

llvm::Value* HostCodegen::reinterpretCall(const CallNode* n) {
  DataType t = n->dtype;
  if (n->args.size() != 1)
    fail(n->loc, "reinterpret takes one argument");
  DataType from = n->args[0]->dtype;
  if (from.bits() != t.bits() || from.isBool() || t.isBool() || from.isHandle() || t.isHandle())
    fail(n->loc, "reinterpret from " + from.str() + " to " + t.str() + " changes the size");
  // Through the bits in memory (16-bit floats are floats in registers).
  auto narrow = llvmir::isNarrowFloat;
  llvm::Value* v = expr(n->args[0]);
  llvm::Value* bits = narrow(from.scalar()) ? narrowBits(v, from.scalar())
                                            : b_.CreateBitCast(v, b_.getIntNTy(static_cast<unsigned>(from.bits())));
  return narrow(t.scalar()) ? widenBits(bits, t.scalar()) : b_.CreateBitCast(bits, valueType(t, n->loc));
}

llvm::Value* HostCodegen::libmCall(const std::string& fn, llvm::Type* ty, const std::vector<llvm::Value*>& args) {
  std::vector<llvm::Type*> params(args.size(), ty);
  llvm::FunctionCallee callee = m_.getOrInsertFunction(fn, llvm::FunctionType::get(ty, params, false));
  if (auto* decl = llvm::dyn_cast<llvm::Function>(callee.getCallee())) {
    // As clang's -fno-math-errno: the results are all that matters, so
    // LLVM may hoist and drop the calls.
    decl->addFnAttr(llvm::Attribute::NoUnwind);
    decl->addFnAttr(llvm::Attribute::WillReturn);
    decl->setDoesNotAccessMemory();
  }
  return b_.CreateCall(callee, args);
}

llvm::Value* HostCodegen::mathCall(const CallNode* n, const std::string& name) {
  DataType t = n->dtype;
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
    if (dtypeClass(t.scalar()) == DTypeClass::Int) // abs(INT_MIN) is INT_MIN, as the GPU computes it
      return b_.CreateBinaryIntrinsic(llvm::Intrinsic::abs, x, b_.getFalse());
    return x; // unsigned and bool
  }
  if (!t.isFloat())
    fail(n->loc, "math intrinsic '" + name + "' on " + t.str() + " (it needs a floating-point type)");
  std::vector<llvm::Value*> args;
  for (const auto& a : n->args)
    args.push_back(convert(expr(a), a->dtype, t, n->loc));
  llvm::Type* ty = valueType(t, n->loc);
  bool f64 = t.scalar() == DType::Float64;
  llvm::Value* r = nullptr;
  if (name == "fmod_floor") {
    arity(2);
    return arith(ExprKind::FloorMod, args[0], args[1], t, n->loc);
  }
  if (name == "sigmoid" || name == "rsqrt") {
    arity(1);
    llvm::Value* one = llvm::ConstantFP::get(ty, 1.0);
    llvm::Value* d = name == "rsqrt" ? b_.CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, args[0])
                                     : b_.CreateFAdd(one, b_.CreateUnaryIntrinsic(llvm::Intrinsic::exp,
                                                                                  b_.CreateFNeg(args[0])));
    r = b_.CreateFDiv(one, d);
  } else {
    const MathFn* m = findMath(name);
    arity(static_cast<size_t>(m->arity));
    if (m->intrinsic != llvm::Intrinsic::not_intrinsic)
      r = b_.CreateIntrinsic(m->intrinsic, {ty}, args);
    else
      r = libmCall(f64 ? m->f64 : m->f32, ty, args);
  }
  return roundTo(r, t.scalar());
}

} // namespace tilec::backend::cpu::detail
