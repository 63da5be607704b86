// The CUDA C generator: element prints of T.print on a buffer, as lowered by
// lower-tile-ops (optimizer/lib/lower/LowerPrint.cpp):
//   tl.print_element(value, msg, name, i0, ...)             -> "msg block (x, y, z) name[i0, ...] = v"
//   tl.print_thread_element(value, msg, name, tx, i0, ...)  -> "msg block (x, y, z) thread t name[i0, ...] = v"
// Each becomes one printf whose conversion fits the element type (half,
// bfloat16 and fp8 print through float; bools as True/False).
#include "CodegenImpl.h"

#include "tilec/ir/Ops.h"

namespace tilec::backend::cuda::detail {

using namespace tilec::ir;

CExpr FunctionCodegen::printElementCall(const CallNode* n, bool withThread) {
  const size_t fixed = withThread ? 4 : 3;
  if (n->args.size() < fixed || n->args[1]->kind != ExprKind::StringImm || n->args[2]->kind != ExprKind::StringImm)
    fail(n->loc, "intrinsic '" + n->op + "' takes (value, message, name, " + (withThread ? "thread, " : "") +
                     "index, ...)");
  const Expr& v = n->args[0];
  DataType t = v->dtype;
  if (t.lanes() > 1 || t.isHandle())
    fail(n->loc, "intrinsic '" + n->op + "' of a " + t.str() + " value");
  const std::string& msg = static_cast<const StringImmNode*>(n->args[1].get())->value;
  const std::string& name = static_cast<const StringImmNode*>(n->args[2].get())->value;

  // Indices and the thread are int32 after lowering; anything else is cast.
  auto intArg = [&](const Expr& e) {
    if (!e->dtype.isInt() || e->dtype.lanes() != 1)
      fail(n->loc, "intrinsic '" + n->op + "' needs scalar integer indices");
    return e->dtype == DataType::int32() ? expr(e).text : "(int)" + operand(e, kUnary);
  };
  std::string conv, value;
  switch (t.scalar()) {
  case DType::Bool: conv = "%s"; value = operand(v, kCond + 1) + " ? \"True\" : \"False\""; break;
  case DType::Int32: conv = "%d"; value = expr(v).text; break;
  case DType::Int8:
  case DType::Int16: conv = "%d"; value = "(int)" + operand(v, kUnary); break;
  case DType::UInt8:
  case DType::UInt16:
  case DType::UInt32: conv = "%u"; value = "(unsigned int)" + operand(v, kUnary); break;
  case DType::Int64: conv = "%lld"; value = "(long long)" + operand(v, kUnary); break;
  case DType::UInt64: conv = "%llu"; value = "(unsigned long long)" + operand(v, kUnary); break;
  case DType::Float32:
  case DType::Float64: conv = "%g"; value = "(double)" + operand(v, kUnary); break;
  default:
    if (!t.isFloat())
      fail(n->loc, "intrinsic '" + n->op + "' of a " + t.str() + " value");
    conv = "%g"; // half, bfloat16 and fp8 convert through float
    value = "(double)(float)" + operand(v, kUnary);
  }

  std::string fmt = (msg.empty() ? "" : formatLiteral(msg) + " ") + "block (%d, %d, %d) ";
  std::string args = ", (int)blockIdx.x, (int)blockIdx.y, (int)blockIdx.z";
  if (withThread) {
    fmt += "thread %d ";
    args += ", " + intArg(n->args[3]);
  }
  fmt += formatLiteral(name) + "[";
  for (size_t i = fixed; i < n->args.size(); ++i) {
    fmt += i > fixed ? ", %d" : "%d";
    args += ", " + intArg(n->args[i]);
  }
  fmt += "] = " + conv + "\n";
  return {"printf(" + expr(stringImm(fmt)).text + args + ", " + value + ")"};
}

} // namespace tilec::backend::cuda::detail

namespace tilec::backend::cuda {

std::string formatLiteral(const std::string& s) {
  std::string r;
  for (char c : s) {
    r += c;
    if (c == '%')
      r += '%';
  }
  return r;
}

} // namespace tilec::backend::cuda
