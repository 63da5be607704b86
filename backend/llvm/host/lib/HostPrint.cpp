// T.print on the host (docs/language.md 14.6): printf calls. One CPU thread
// runs a whole block, so the lines name the block only:
//   scalar:            "block (x, y, z): msg value"
//   buffer or region:  "msg block (x, y, z) name[i, j] = value", one line per
//                      element, row-major, in the block's own order
// Every buffer is block-local memory here (or a tensor): the GPU's per-thread
// fragment lines become one line per element. Elements past the end of a
// tensor with run-time dimensions are skipped, as on the GPU.
#include "HostCodegen.h"

#include "tilec/backend/cuda/CodegenCUDA.h"

#include "tilec/ir/Ops.h"

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

namespace {

const std::string& stringOf(const Expr& e) { return static_cast<const StringImmNode*>(e.get())->value; }

} // namespace

llvm::FunctionCallee HostCodegen::printfFunction() {
  return m_.getOrInsertFunction("printf",
                                llvm::FunctionType::get(b_.getInt32Ty(), {llvm::PointerType::get(ctx_, 0)}, true));
}

std::vector<llvm::Value*> HostCodegen::blockIndexArgs() {
  std::vector<llvm::Value*> out;
  for (size_t k = 0; k < 3; ++k) {
    const Var* v = k < f_->blockVars.size() && f_->blockVars[k] ? &f_->blockVars[k] : nullptr;
    out.push_back(v ? convert(varValue(v->get(), (*v)->loc), (*v)->dtype, DataType::int32(), (*v)->loc)
                    : b_.getInt32(0));
  }
  return out;
}

std::pair<std::string, llvm::Value*> HostCodegen::printable(llvm::Value* v, DataType t, SourceRange loc) {
  if (t.lanes() != 1 || t.isHandle())
    fail(loc, "T.print of a " + t.str() + " value");
  switch (t.scalar()) {
  case DType::Bool:
    return {"%s", b_.CreateSelect(toBool(v, t, loc), b_.CreateGlobalString("True"), b_.CreateGlobalString("False"))};
  case DType::Int8: case DType::Int16: case DType::Int32: case DType::Int64:
    return {"%lld", convert(v, t, DataType::int64(), loc)};
  case DType::UInt8: case DType::UInt16: case DType::UInt32: case DType::UInt64:
    return {"%llu", convert(v, t, DataType(DType::UInt64), loc)};
  default:
    if (!t.isFloat())
      fail(loc, "T.print of a " + t.str() + " value");
    return {"%g", convert(v, t, DataType(DType::Float64), loc)}; // 16-bit floats through float, as on the GPU
  }
}

llvm::Value* HostCodegen::printCall(const CallNode* n) {
  // tl.print(message) or tl.print(value, message).
  bool withValue = n->args.size() == 2;
  if (n->args.empty() || n->args.size() > 2 || n->args.back()->kind != ExprKind::StringImm)
    fail(n->loc, "tl.print takes (message) or (value, message)");
  std::string fmt = "block (%d, %d, %d): " + cuda::formatLiteral(stringOf(n->args.back()));
  std::vector<llvm::Value*> args = {nullptr};
  for (llvm::Value* b : blockIndexArgs())
    args.push_back(b);
  if (withValue) {
    auto [conv, value] = printable(expr(n->args[0]), n->args[0]->dtype, n->loc);
    fmt += conv;
    args.push_back(value);
  }
  args[0] = b_.CreateGlobalString(fmt + "\n");
  b_.CreateCall(printfFunction(), args);
  return intConst(n->dtype, 0, n->loc);
}

void HostCodegen::printBuffer(const AttrStmtNode* n) {
  // The body is tl.print_region(min0, extent0, min1, extent1, ...) of the
  // attribute's buffer; the message is the attribute's value.
  auto* ev = as<EvaluateNode>(n->body);
  auto* region = ev ? as<CallNode>(ev->value) : nullptr;
  auto* msg = std::get_if<std::string>(&n->value);
  if (!region || region->op != "tl.print_region" || n->buffers.size() != 1 || !n->buffers[0] || !msg ||
      region->args.size() != 2 * n->buffers[0]->shape.size())
    fail(n->loc, "a malformed print_buffer attribute");
  const Buffer& b = n->buffers[0];
  std::string fmt = (msg->empty() ? "" : cuda::formatLiteral(*msg) + " ") + "block (%d, %d, %d) " + cuda::formatLiteral(b->name) + "[";
  std::vector<llvm::Value*> mins, extents;
  for (size_t d = 0; d < b->shape.size(); ++d) {
    mins.push_back(convert(expr(region->args[2 * d]), region->args[2 * d]->dtype, DataType::int64(), n->loc));
    extents.push_back(convert(expr(region->args[2 * d + 1]), region->args[2 * d + 1]->dtype, DataType::int64(), n->loc));
    fmt += d ? ", %lld" : "%lld";
  }
  fmt += "] = ";
  std::vector<llvm::Value*> block = blockIndexArgs();
  std::vector<llvm::Value*> ivs;
  nest(extents, 0, ivs, [&](const std::vector<llvm::Value*>& at) {
    std::vector<llvm::Value*> idx;
    llvm::Value* inside = b_.getTrue();
    for (size_t d = 0; d < at.size(); ++d) {
      idx.push_back(b_.CreateAdd(mins[d], at[d]));
      if (b->scope == MemoryScope::Global) // a run-time extent: the region may reach past it
        inside = b_.CreateAnd(inside, b_.CreateICmpSLT(idx.back(), convert(expr(b->shape[d]), b->shape[d]->dtype,
                                                                             DataType::int64(), n->loc)));
    }
    llvm::BasicBlock* print = newBlock("print.element");
    llvm::BasicBlock* next = newBlock("print.next");
    b_.CreateCondBr(inside, print, next);
    b_.SetInsertPoint(print);
    const Slot& s = slot(b, n->loc);
    llvm::Value* v = loadElement(s, elementPtr(s, idx));
    auto [conv, value] = printable(v, b->dtype, n->loc);
    std::vector<llvm::Value*> args = {b_.CreateGlobalString(fmt + conv + "\n")};
    args.insert(args.end(), block.begin(), block.end());
    args.insert(args.end(), idx.begin(), idx.end());
    args.push_back(value);
    b_.CreateCall(printfFunction(), args);
    b_.CreateBr(next);
    b_.SetInsertPoint(next);
  });
}

} // namespace tilec::backend::cpu::detail
