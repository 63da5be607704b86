// The CUDA C generator: intrinsic calls (math by name, shuffles, atomics,
// printing, thread indices, vector calls lane by lane, async copies, the GEMM templates).
#include "CodegenImpl.h"

#include "tilec/ir/MemoryOrder.h"
#include "tilec/ir/Ops.h"

#include <algorithm>

namespace tilec::backend::cuda::detail {

using namespace tilec::ir;

CExpr FunctionCodegen::vectorCall(const CallNode* n) {
  std::string op = n->op;
  DataType elem = n->dtype.element();
  return laneMap(n->dtype, n->args, [op, elem](const std::vector<Expr>& xs) { return ir::call(elem, op, xs); });
}

CExpr FunctionCodegen::mathCall(const CallNode* n) {
  std::string op = n->op.rfind("tir.", 0) == 0 ? n->op.substr(4) : n->op;
  DataType t = n->dtype;
  DType s = t.scalar();
  std::string T = cudaTypeName(t);
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + op + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  bool isFloat = t.isFloat();
  // Arguments as float for the narrow types, as they are otherwise.
  auto arg = [&](size_t i) -> std::string {
    if (isNarrowFloat(n->args[i]->dtype.scalar()))
      return "(float)" + operand(n->args[i], kUnary);
    return expr(n->args[i]).text;
  };
  auto argList = [&]() {
    std::string r;
    for (size_t i = 0; i < n->args.size(); ++i)
      r += (i ? ", " : "") + arg(i);
    return r;
  };
  auto narrowResult = [&](const std::string& floatText, int prec) -> CExpr {
    if (isNarrowFloat(s))
      return {"(" + T + ")" + wrap({floatText, prec}, kUnary), kUnary};
    return {floatText, prec};
  };

  if (op == "abs") {
    arity(1);
    switch (s) {
    case DType::Float32: return {"fabsf(" + expr(n->args[0]).text + ")"};
    case DType::Float64: return {"fabs(" + expr(n->args[0]).text + ")"};
    case DType::Float16:
    case DType::BFloat16: return {"__habs(" + expr(n->args[0]).text + ")"};
    case DType::Float8E4M3:
    case DType::Float8E5M2: return narrowResult("fabsf(" + arg(0) + ")", kPostfix);
    case DType::Int32: return {"abs(" + expr(n->args[0]).text + ")"};
    case DType::Int64: return {"llabs(" + expr(n->args[0]).text + ")"};
    case DType::Int8:
    case DType::Int16: return {"tl::abs(" + expr(n->args[0]).text + ")"};
    default: return expr(n->args[0]); // unsigned and bool
    }
  }
  if (!isFloat)
    fail(n->loc, "math intrinsic '" + op + "' on " + t.str() + " (it needs a floating-point type)");
  if (op == "sigmoid") {
    arity(1);
    if (s == DType::Float64)
      return {"1.0 / (1.0 + exp(-" + operand(n->args[0], kUnary) + "))", kMul};
    std::string x = isNarrowFloat(s) ? "(float)" + operand(n->args[0], kUnary) : operand(n->args[0], kUnary);
    return narrowResult("1.0f / (1.0f + expf(-" + x + "))", kMul);
  }
  if (op == "fmod_floor") {
    arity(2);
    return {"tl::floormod(" + expr(n->args[0]).text + ", " + expr(n->args[1]).text + ")"};
  }
  const MathFn* m = findMath(op);
  if (!m)
    fail(n->loc, "unknown intrinsic '" + n->op + "'");
  arity(m->arity);
  if (s == DType::Float64)
    return {std::string(m->f64) + "(" + argList() + ")"};
  return narrowResult(std::string(m->f32) + "(" + argList() + ")", kPostfix);
}

CExpr FunctionCodegen::shuffleCall(const CallNode* n, const char* fn) {
  if (n->args.size() != 2 && n->args.size() != 3)
    fail(n->loc, "intrinsic '" + n->op + "' takes (value, lane, [width])");
  DataType t = n->args[0]->dtype;
  std::string rest = ", " + expr(n->args[1]).text;
  if (n->args.size() == 3)
    rest += ", " + expr(n->args[2]).text;
  std::string head = std::string(fn) + "(0xffffffffu, ";
  std::string T = cudaTypeName(t);
  if (t.lanes() > 1 && !(t.lanes() == 2 && (t.scalar() == DType::Float16 || t.scalar() == DType::BFloat16)))
    fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector");
  if (t.isHandle())
    fail(n->loc, "intrinsic '" + n->op + "' on a handle");
  if (t.lanes() == 1 && isFp8(t.scalar()))
    return {"(" + T + ")" + head + "(float)" + operand(n->args[0], kUnary) + rest + ")", kUnary};
  if (t.lanes() == 1 && isSubword(t.scalar()))
    return {"(" + T + ")" + head + "(int)" + operand(n->args[0], kUnary) + rest + ")", kUnary};
  return {head + expr(n->args[0]).text + rest + ")"};
}

CExpr FunctionCodegen::atomicCall(const CallNode* n, const char* kind) {
  // (element, value[, memory order]): with the order, an expression whose
  // value is the element's previous value, with its order's fences.
  const AtomicCallForm form = atomicCallForm(*n);
  const std::optional<MemoryOrder> order = form.order;
  if (!form.ok)
    fail(n->loc, "intrinsic '" + n->op + "' takes (element, value[, constant memory order of a scalar element])");
  std::string addr = addressOf(n->args[0], n->op.c_str());
  DataType t = n->args[0]->dtype;
  if (n->args[1]->dtype != t)
    fail(n->loc, "intrinsic '" + n->op + "' adds a " + n->args[1]->dtype.str() + " value to a " + t.str() + " element");
  std::string v = expr(n->args[1]).text;
  std::string k = kind;
  DType s = t.scalar();
  std::string native = k == "add" ? "atomicAdd" : k == "max" ? "atomicMax" : "atomicMin";
  std::string helper = "tl::atomic_" + k;
  std::string fn;
  if (t.lanes() > 1) {
    bool pair16 = t.lanes() == 2 && (s == DType::Float16 || s == DType::BFloat16);
    if (k != "add")
      fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector (only vector adds are supported)");
    if (s != DType::Float32 && s != DType::Float64 && s != DType::Int32 && s != DType::UInt32 &&
        s != DType::UInt64 && !pair16)
      fail(n->loc, "intrinsic '" + n->op + "' on a " + t.str() + " vector");
    fn = pair16 ? native : helper;
  } else {
    switch (s) {
    case DType::Int32:
    case DType::UInt32:
    case DType::UInt64: fn = native; break;
    case DType::Int64: fn = k == "add" ? helper : native; break;
    case DType::Float32:
    case DType::Float64:
    case DType::Float16:
    case DType::BFloat16: fn = k == "add" ? native : helper; break;
    default: fail(n->loc, "intrinsic '" + n->op + "' on " + t.str() + " (CUDA has no such atomic)");
    }
  }
  std::string text = fn + "(" + addr + ", " + v + ")";
  if (!order)
    return {text};
  if (fenceAfter(*order))
    text = "tl::fenced_after(" + text + ")";
  if (const char* f = fenceBefore(*order)) // "tl.fence_..." -> (tl::fence_...(), atomic)
    text = "(tl::" + std::string(f + 3) + "(), " + text + ")";
  return {text, kUnary};
}

CExpr FunctionCodegen::pendingWait(const CallNode* n, const char* fn) {
  auto pending = n->args.size() == 1 ? asConstInt(n->args[0]) : std::nullopt;
  if (!pending || *pending < 0)
    fail(n->loc, "intrinsic '" + n->op + "' needs one constant count of pending groups");
  return {std::string(fn) + "<" + std::to_string(*pending) + ">()"};
}

CExpr FunctionCodegen::templateCall(const CallNode* n, const char* fn, size_t arity, std::initializer_list<size_t> flags) {
  if (n->args.size() != arity)
    fail(n->loc, "intrinsic '" + n->op + "' takes " + std::to_string(arity) + " arguments");
  std::string targs;
  for (size_t k = 3; k < n->args.size(); ++k) {
    auto v = asConstInt(n->args[k]);
    if (!v)
      fail(n->loc, "intrinsic '" + n->op + "' needs constant plan arguments");
    bool flag = std::find(flags.begin(), flags.end(), k) != flags.end();
    targs += (k > 3 ? ", " : "") + (flag ? std::string(*v ? "true" : "false") : std::to_string(*v));
  }
  return {std::string(fn) + "<" + targs + ">(" + expr(n->args[0]).text + ", " + expr(n->args[1]).text + ", " +
          expr(n->args[2]).text + ")"};
}

CExpr FunctionCodegen::wgmmaCall(const CallNode* n, const char* fn, size_t fixed, size_t columns, size_t groupsN,
                                 size_t optional, std::initializer_list<size_t> flags) {
  size_t most = fixed + optional;
  if (n->args.size() < fixed || n->args.size() > most)
    fail(n->loc, "intrinsic '" + n->op + "' takes " + std::to_string(fixed) + " to " + std::to_string(most) +
                     " arguments");
  auto cols = asConstInt(n->args[columns]);
  auto wn = groupsN ? asConstInt(n->args[groupsN]) : std::optional<int64_t>(1);
  int64_t widest = ir::widestWgmma(*f_);
  if (!cols || !wn || *wn < 1 || *cols / *wn <= widest)
    return templateCall(n, fn, n->args.size(), flags);
  // The optional plan arguments at their defaults (0: false, first warp 0),
  // then the width.
  std::vector<Expr> args = n->args;
  while (args.size() < most)
    args.push_back(intImm(0));
  args.push_back(intImm(widest));
  CallNode wide(n->dtype, n->op, std::move(args));
  wide.loc = n->loc;
  return templateCall(&wide, fn, wide.args.size(), flags);
}

CExpr FunctionCodegen::call(const CallNode* n) {
  const std::string& op = n->op;
  for (const auto& a : n->args)
    if (!a)
      fail(n->loc, "intrinsic '" + op + "' has a null argument");
  auto arity = [&](size_t k) {
    if (n->args.size() != k)
      fail(n->loc, "intrinsic '" + op + "' takes " + std::to_string(k) + " argument" + (k == 1 ? "" : "s") +
                       ", not " + std::to_string(n->args.size()));
  };
  std::string T = cudaTypeName(n->dtype);

  // ---- lowering intrinsics
  if (op == "tl.sync_threads") {
    arity(0);
    return {"__syncthreads()"};
  }
  if (op == "tl.shfl_xor")
    return shuffleCall(n, "__shfl_xor_sync");
  if (op == "tl.shfl_down")
    return shuffleCall(n, "__shfl_down_sync");
  if (op == "tl.shfl_up")
    return shuffleCall(n, "__shfl_up_sync");
  if (op == "tl.shfl")
    return shuffleCall(n, "__shfl_sync");
  if (op == "tl.atomic_add")
    return atomicCall(n, "add");
  if (op == "tl.atomic_max")
    return atomicCall(n, "max");
  if (op == "tl.atomic_min")
    return atomicCall(n, "min");
  if (op == "tl.address_of") {
    arity(1);
    return {addressOf(n->args[0], "tl.address_of"), kUnary};
  }
  if (op == "tl.cp_async") {
    arity(3);
    auto bytes = asConstInt(n->args[2]);
    if (!bytes || (*bytes != 4 && *bytes != 8 && *bytes != 16))
      fail(n->loc, "tl.cp_async copies 4, 8 or 16 bytes");
    return {"tl::cp_async<" + std::to_string(*bytes) + ">(" + expr(n->args[0]).text + ", " + expr(n->args[1]).text +
            ")"};
  }
  if (op == "tl.cp_async_commit") {
    arity(0);
    return {"tl::cp_async_commit()"};
  }
  if (op == "tl.cp_async_wait")
    return pendingWait(n, "tl::cp_async_wait");
  if (op == "tl.wgmma_wait_group")
    return pendingWait(n, "tl::wgmma_wait");
  if (op == "tl.fence_proxy_async") {
    arity(0);
    return {"tl::fence_proxy_async()"};
  }
  if (op == "tl.fence_acq_rel_gpu" || op == "tl.fence_sc_gpu") { // atomics' memory orders
    arity(0);
    return {"tl::" + op.substr(3) + "()"};
  }
  if (op == "tl.tma_store_wait_read") { // [tile]: names the stored tile for insert-thread-sync only
    if (n->args.size() > 1)
      fail(n->loc, op + " takes at most one argument (the stored tile)");
    return {"tl::tma_store_wait_read()"};
  }
  // Synchronization of warp-specialized pipelines (mbarrier.h): plain calls
  // of the device library with the same arguments.
  static const std::pair<const char*, size_t> kSyncCalls[] = {
      {"mbarrier_init", 2}, {"fence_mbarrier_init", 0}, {"mbarrier_arrive", 1}, {"cp_async_mbarrier_arrive", 1},
      {"mbarrier_wait", 2}, {"named_barrier_sync", 2}, {"mbarrier_arrive_expect_tx", 2},
      {"tma_store_commit", 0}, {"pingpong_wait", 1}, {"pingpong_pass", 1},
      {"pingpong_start", 1}, {"pingpong_end", 1}};
  for (const auto& [fn, k] : kSyncCalls)
    if (op.size() > 3 && op.compare(0, 3, "tl.") == 0 && op.compare(3, std::string::npos, fn) == 0) {
      arity(k);
      std::string text = std::string("tl::") + fn + "(";
      for (size_t i = 0; i < k; ++i)
        text += (i ? ", " : "") + expr(n->args[i]).text;
      return {text + ")"};
    }
  if (op == "tl.stmatrix_x4") { // (row address, eight 16-bit values): mma.h
    arity(9);
    std::string text = "tl::stmatrix_x4(";
    for (size_t i = 0; i < 9; ++i)
      text += (i ? ", " : "") + expr(n->args[i]).text;
    return {text + ")"};
  }
  if (op == "tl.opaque") { // common.h
    arity(1);
    return {"tl::opaque(" + expr(n->args[0]).text + ")"};
  }
  if (op == "tl.tma_enabled") {
    arity(0);
    return {"(tl_tma_ok != 0)", kUnary};
  }
  if (op == "tl.prefetch_tma_descriptor") { // (tensor map): tma.h
    arity(1);
    auto map = asConstInt(n->args[0]);
    if (!map || *map < 0)
      fail(n->loc, op + " needs a constant tensor-map index");
    return {"tl::prefetch_tma_descriptor(&tl_tma_" + std::to_string(*map) + ")"};
  }
  // Loads (tensor map, destination, mbarrier, coordinates[, mask]), stores
  // (tensor map, source, coordinates): tma.h, cluster.h.
  if (auto copy = tmaCopyOp(op)) {
    arity(copy->arity());
    auto map = asConstInt(n->args[0]);
    if (!map || *map < 0)
      fail(n->loc, op + " needs a constant tensor-map index");
    std::string text = "tl::" + op.substr(3) + "(" + expr(n->args[1]).text + ", &tl_tma_" + std::to_string(*map);
    for (size_t i = 2; i < n->args.size(); ++i)
      text += ", " + expr(n->args[i]).text;
    return {text + ")"};
  }
  // Thread-block clusters (cluster.h).
  if (op == "tl.cluster_rank") {
    arity(0);
    return {"int(tl::cluster_rank())"};
  }
  if (op == "tl.cluster_sync") {
    arity(0);
    return {"tl::cluster_sync()"};
  }
  if (op == "tl.mbarrier_arrive_warp") { // (mbarrier, blocks of the cluster): per warp, in each block
    arity(2);
    auto blocks = asConstInt(n->args[1]);
    if (!blocks || *blocks < 1 || *blocks > 8)
      fail(n->loc, "tl.mbarrier_arrive_warp needs a constant block count, 1..8");
    return {"tl::mbarrier_arrive_warp<" + std::to_string(*blocks) + ">(" + expr(n->args[0]).text + ")"};
  }
  if (op == "tl.exit_thread") { // the kernel returns void
    arity(0);
    return {"return"};
  }
  if (op == "tl.setmaxnreg_inc" || op == "tl.setmaxnreg_dec") {
    auto regs = n->args.size() == 1 ? asConstInt(n->args[0]) : std::nullopt;
    if (!regs || *regs < 24 || *regs > 256 || *regs % 8 != 0)
      fail(n->loc, "intrinsic '" + op + "' needs a constant register count, 24..256 and a multiple of 8");
    return {std::string("tl::") + op.substr(3) + "<" + std::to_string(*regs) + ">()"};
  }
  // GEMMs: (A, B, C addresses, then the plan as compile-time integers, see
  // GemmLayouts.h) as a call of the device library's template.
  // Every form takes an optional last plan argument: its first warp (when
  // T.gemm names warpgroups other than the block's first).
  auto optionalLast = [&](size_t fixed) { return std::clamp<size_t>(n->args.size(), fixed, fixed + 1); };
  if (op == "tl.gemm_ss_wgmma") // M, N, K, warpgroups, transB, A rows, cols, B rows, cols, GEMMs left in flight,
                                // warpgroups along N[, clear C first[, transA[, first warp]]]
    return wgmmaCall(n, "tl::gemm_ss_wgmma", 14, 4, 13, 3, {7, 14, 15});
  if (op == "tl.gemm_ss") // M, N, K, warps M, warps N, transA, transB, A rows, cols, swizzle, B rows, cols, swizzle
    return templateCall(n, "tl::gemm_ss", optionalLast(16), {8, 9});
  if (op == "tl.gemm_rs_wgmma") // M, N, K, warpgroups, transB, B rows, cols, GEMMs left in flight[, clear C first[,
                                // first warp]]
    return wgmmaCall(n, "tl::gemm_rs_wgmma", 11, 4, 0, 2, {7, 11});
  if (op == "tl.gemm_rs") // M, N, K, warps M, transB, B rows, cols, swizzle
    return templateCall(n, "tl::gemm_rs", optionalLast(11), {7});
  if (op == "tl.gemm_sr") // M, N, K, warps N, transA, A rows, cols, swizzle
    return templateCall(n, "tl::gemm_sr", optionalLast(11), {7});
  if (op == "tl.gemm_rr") // M, N, K, warps M, warps N
    return templateCall(n, "tl::gemm_rr", optionalLast(8), {});
  if (op == "tl.print") {
    if (n->args.size() == 1 && n->args[0]->kind == ExprKind::StringImm)
      return {"tl::print(" + expr(n->args[0]).text + ")"};
    if (n->args.size() == 2 && n->args[1]->kind == ExprKind::StringImm) {
      if (n->args[0]->dtype.lanes() > 1 || n->args[0]->dtype.isHandle())
        fail(n->loc, "tl.print of a " + n->args[0]->dtype.str() + " value");
      return {"tl::print(" + expr(n->args[1]).text + ", " + expr(n->args[0]).text + ")"};
    }
    fail(n->loc, "tl.print takes (message) or (value, message)");
  }
  if (op == "tl.print_element")
    return printElementCall(n, false);
  if (op == "tl.print_thread_element")
    return printElementCall(n, true);
  if (op == "tl.thread_binding") {
    arity(1);
    auto d = asConstInt(n->args[0]);
    if (!d || *d < 0 || *d > 2)
      fail(n->loc, "tl.thread_binding needs a constant dimension 0, 1 or 2");
    static const char* axes[] = {"threadIdx.x", "threadIdx.y", "threadIdx.z"};
    return {"(" + T + ")" + axes[*d], kUnary};
  }
  if (op == "tl.unpack_unsigned") {
    arity(3);
    return {"tl::unpack_unsigned<" + T + ">(" + expr(n->args[0]).text + ", " + expr(n->args[1]).text + ", " +
            expr(n->args[2]).text + ")"};
  }

  std::string name = op.rfind("tir.", 0) == 0 ? op.substr(4) : op;
  // ---- typed constants
  if (name == "infinity" || name == "max_value" || name == "min_value") {
    arity(0);
    if (name == "infinity" && !n->dtype.isFloat())
      fail(n->loc, "infinity of " + n->dtype.str());
    std::string c = "tl::" + name + "<" + cudaTypeName(n->dtype.element()) + ">()";
    if (n->dtype.lanes() > 1)
      return {"tl::broadcast<" + T + ">(" + c + ")"};
    return {c};
  }
  if (name == "reinterpret") {
    arity(1);
    DataType from = n->args[0]->dtype;
    if (from.bits() * from.lanes() != n->dtype.bits() * n->dtype.lanes())
      fail(n->loc, "reinterpret from " + from.str() + " to " + n->dtype.str() + " changes the size");
    return {"tl::bit_cast<" + T + ">(" + expr(n->args[0]).text + ")"};
  }
  if (n->dtype.lanes() > 1) {
    if (isElementwise(name))
      return vectorCall(n);
    fail(n->loc, "intrinsic '" + op + "' on vectors");
  }

  // ---- bit operations
  bool bitwise2 = name == "bitwise_and" || name == "bitwise_or" || name == "bitwise_xor" || name == "shift_left" ||
                  name == "shift_right";
  if (bitwise2 || name == "bitwise_not") {
    if (!n->dtype.isInt() && !n->dtype.isBool())
      fail(n->loc, "intrinsic '" + op + "' on " + n->dtype.str() + " (it needs an integer type)");
    DType s = n->dtype.scalar();
    if (name == "bitwise_not") {
      arity(1);
      if (n->dtype.isBool())
        return {"!" + operand(n->args[0], kUnary), kUnary};
      CExpr c{"~" + operand(n->args[0], kUnary), kUnary};
      if (isSubword(s))
        return {"(" + T + ")" + wrap(c, kPostfix), kUnary};
      return c;
    }
    arity(2);
    const char* sym = name == "bitwise_and" ? "&" : name == "bitwise_or" ? "|" : name == "bitwise_xor" ? "^"
                      : name == "shift_left" ? "<<" : ">>";
    int prec = name == "bitwise_and" ? kBitAnd : name == "bitwise_or" ? kBitOr : name == "bitwise_xor" ? kBitXor
                                                                                                       : kShift;
    // Operands of bit operations get parentheses unless they are simple.
    CExpr c{operand(n->args[0], kUnary) + " " + sym + " " + operand(n->args[1], kUnary), prec};
    if (isSubword(s))
      return {"(" + T + ")(" + c.text + ")", kUnary};
    return c;
  }

  // ---- math
  if (name == "isnan" || name == "isinf" || name == "isfinite") {
    arity(1);
    DataType a = n->args[0]->dtype;
    if (!a.isFloat())
      fail(n->loc, "intrinsic '" + op + "' on " + a.str());
    std::string x = isNarrowFloat(a.scalar()) ? "(float)" + operand(n->args[0], kUnary) : expr(n->args[0]).text;
    return {name + "(" + x + ")"};
  }
  if (findMath(name) || name == "abs" || name == "sigmoid" || name == "fmod_floor")
    return mathCall(n);
  fail(n->loc, "unknown intrinsic '" + op + "'");
}

} // namespace tilec::backend::cuda::detail
