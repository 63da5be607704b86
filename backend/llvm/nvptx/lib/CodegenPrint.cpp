// Lowered tile IR -> LLVM IR: T.print through the CUDA runtime's device
// printf, vprintf(format, args): the arguments are packed into a local
// buffer, each at its natural alignment, with C's default promotions (float
// to double, narrow integers to int), which is what CUDA's printf does. The
// lines are those of the CUDA route (device library debug.h and the
// generator's CodegenPrint.cpp):
//   tl.print(msg)                "block (x, y, z) thread (x, y, z): msg"
//   tl.print(value, msg)         "block (x, y, z) thread (x, y, z): msg<value>"
//   tl.print_element(v, msg, name, i...)              "msg block (x, y, z) name[i, ...] = v"
//   tl.print_thread_element(v, msg, name, t, i...)    "msg block (x, y, z) thread t name[i, ...] = v"
#include "KernelCodegen.h"

#include "tilec/ir/Ops.h"

#include <llvm/IR/IntrinsicsNVPTX.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;

namespace {

const std::string& stringArg(const Expr& e) { return static_cast<const StringImmNode*>(e.get())->value; }

} // namespace

void KernelCodegen::printf(const std::string& format, const std::vector<llvm::Value*>& args) {
  llvm::Value* fmt = b_.CreateGlobalStringPtr(format, "tl.fmt", 0, &m_);
  llvm::Value* buf = llvm::ConstantPointerNull::get(b_.getPtrTy());
  if (!args.empty()) {
    std::vector<llvm::Type*> types;
    for (llvm::Value* a : args)
      types.push_back(a->getType());
    auto* st = llvm::StructType::get(ctx_, types); // natural alignment of each member
    llvm::IRBuilder<> entry(allocaBlock_, allocaBlock_->begin());
    llvm::AllocaInst* slot = entry.CreateAlloca(st, nullptr, "tl.printf.args");
    slot->setAlignment(llvm::Align(8));
    for (unsigned i = 0; i < args.size(); ++i)
      b_.CreateStore(args[i], b_.CreateStructGEP(st, slot, i));
    buf = slot;
  }
  llvm::FunctionCallee vprintf =
      m_.getOrInsertFunction("vprintf", llvm::FunctionType::get(b_.getInt32Ty(), {b_.getPtrTy(), b_.getPtrTy()}, false));
  b_.CreateCall(vprintf, {fmt, buf});
}

llvm::Value* KernelCodegen::printCall(const CallNode* n) {
  auto blockArgs = [&] {
    std::vector<llvm::Value*> v;
    for (int a = 0; a < 3; ++a)
      v.push_back(blockIndex(a));
    return v;
  };
  // A printable value and its conversion, with C's promotions.
  auto promote = [&](const Expr& e, std::string& conv) -> llvm::Value* {
    DataType t = e->dtype;
    if (t.lanes() > 1 || t.isHandle())
      fail(n->loc, "intrinsic '" + n->op + "' of a " + t.str() + " value");
    llvm::Value* v = expr(e);
    switch (t.scalar()) {
    case DType::Bool:
      conv = "%s";
      return b_.CreateSelect(v, b_.CreateGlobalStringPtr("True", "tl.true", 0, &m_),
                             b_.CreateGlobalStringPtr("False", "tl.false", 0, &m_));
    case DType::Int8:
    case DType::Int16:
    case DType::Int32: conv = "%d"; return convert(v, t, DataType::int32(), n->loc);
    case DType::UInt8:
    case DType::UInt16:
    case DType::UInt32: conv = "%u"; return convert(v, t, DataType(DType::UInt32), n->loc);
    case DType::Int64: conv = "%lld"; return v;
    case DType::UInt64: conv = "%llu"; return v;
    default: conv = "%g"; return convert(v, t, DataType(DType::Float64), n->loc);
    }
  };
  if (n->op == "tl.print") {
    std::vector<llvm::Value*> args = blockArgs();
    for (int a = 0; a < 3; ++a)
      args.push_back(threadIndex(a));
    const std::string prefix = "block (%d, %d, %d) thread (%d, %d, %d): ";
    if (n->args.size() == 1 && n->args[0]->kind == ExprKind::StringImm) {
      args.push_back(b_.CreateGlobalStringPtr(stringArg(n->args[0]), "tl.msg", 0, &m_));
      printf(prefix + "%s\n", args);
      return intConst(n->dtype, 0, n->loc);
    }
    if (n->args.size() == 2 && n->args[1]->kind == ExprKind::StringImm) {
      std::string conv;
      llvm::Value* v = promote(n->args[0], conv);
      args.push_back(b_.CreateGlobalStringPtr(stringArg(n->args[1]), "tl.msg", 0, &m_));
      args.push_back(v);
      printf(prefix + "%s" + conv + "\n", args);
      return intConst(n->dtype, 0, n->loc);
    }
    fail(n->loc, "tl.print takes (message) or (value, message)");
  }
  bool withThread = n->op == "tl.print_thread_element";
  const size_t fixed = withThread ? 4 : 3;
  if (n->args.size() < fixed || n->args[1]->kind != ExprKind::StringImm || n->args[2]->kind != ExprKind::StringImm)
    fail(n->loc, "intrinsic '" + n->op + "' takes (value, message, name, " + (withThread ? "thread, " : "") +
                     "index, ...)");
  const std::string& msg = stringArg(n->args[1]);
  std::string fmt = (msg.empty() ? "" : cuda::formatLiteral(msg) + " ") + "block (%d, %d, %d) ";
  std::vector<llvm::Value*> args = blockArgs();
  auto intArg = [&](const Expr& e) {
    if (!e->dtype.isInt() || e->dtype.lanes() != 1)
      fail(n->loc, "intrinsic '" + n->op + "' needs scalar integer indices");
    return convert(expr(e), e->dtype, DataType::int32(), n->loc);
  };
  if (withThread) {
    fmt += "thread %d ";
    args.push_back(intArg(n->args[3]));
  }
  fmt += cuda::formatLiteral(stringArg(n->args[2])) + "[";
  for (size_t i = fixed; i < n->args.size(); ++i) {
    fmt += i > fixed ? ", %d" : "%d";
    args.push_back(intArg(n->args[i]));
  }
  std::string conv;
  args.push_back(promote(n->args[0], conv));
  printf(fmt + "] = " + conv + "\n", args);
  return intConst(n->dtype, 0, n->loc);
}

} // namespace tilec::backend::nvptx::detail
