// Tile IR -> LLVM IR for one export: the functions around the block body
// (HostKernel.cpp): what tilert_cpu_launch calls for each block, and the two
// entry points that check the arguments, compute the grid and launch.
#include "HostCodegen.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/Printer.h"

#include <limits>

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

namespace {

// TILERT_CPU_ERROR_INVALID_ARGUMENT (tilert_cpu.h; the CPU tests check the
// value): the compiler does not include the runtime's headers.
constexpr uint32_t kInvalidArgument = 1;

} // namespace

// ---------------------------------------------------------------- NAME.block

void HostCodegen::buildBlockFunction() {
  // args: one 8-byte slot per argument (a pointer or a scalar at its start),
  // then the grid's x and y extents.
  llvm::Type* i64 = b_.getInt64Ty();
  block_ = startFunction(info_.name + ".block",
                         llvm::FunctionType::get(b_.getVoidTy(), {b_.getPtrTy(), i64, b_.getPtrTy()}, false),
                         llvm::GlobalValue::InternalLinkage);
  llvm::Value* args = block_->getArg(0);
  llvm::Value* linear = block_->getArg(1);
  args->setName("args");
  linear->setName("block");
  block_->getArg(2)->setName("arena");
  std::vector<llvm::Value*> callArgs;
  for (size_t i = 0; i < info_.args.size(); ++i) {
    llvm::Type* t = body_->getFunctionType()->getParamType(static_cast<unsigned>(i));
    llvm::Value* at = b_.CreateConstInBoundsGEP1_64(i64, args, i);
    callArgs.push_back(b_.CreateAlignedLoad(t, at, llvm::Align(8), info_.args[i].name));
  }
  size_t n = info_.args.size();
  llvm::Value* gx = b_.CreateAlignedLoad(i64, b_.CreateConstInBoundsGEP1_64(i64, args, n), llvm::Align(8), "grid.x");
  llvm::Value* gy =
      b_.CreateAlignedLoad(i64, b_.CreateConstInBoundsGEP1_64(i64, args, n + 1), llvm::Align(8), "grid.y");
  // blockIdx.x varies fastest, as a GPU numbers the blocks of a grid.
  llvm::Value* bx = b_.CreateURem(linear, gx, "bx");
  llvm::Value* rest = b_.CreateUDiv(linear, gx);
  callArgs.push_back(bx);
  callArgs.push_back(b_.CreateURem(rest, gy, "by"));
  callArgs.push_back(b_.CreateUDiv(rest, gy, "bz"));
  callArgs.push_back(block_->getArg(2));
  b_.CreateCall(body_, callArgs);
  b_.CreateRetVoid();
}

// ---------------------------------------------------------------- NAME and NAME_packed

void HostCodegen::buildEntry() {
  std::vector<llvm::Type*> types;
  for (size_t i = 0; i < info_.args.size(); ++i)
    types.push_back(body_->getFunctionType()->getParamType(static_cast<unsigned>(i)));
  llvm::Type* i32 = b_.getInt32Ty();
  llvm::Type* i64 = b_.getInt64Ty();
  entry_ = startFunction(info_.name, llvm::FunctionType::get(i32, types, false), llvm::GlobalValue::ExternalLinkage);
  vars_.clear();
  size_t n = info_.args.size();
  auto* slots = b_.CreateAlloca(llvm::ArrayType::get(i64, n + 2), nullptr, "args");
  slots->setAlignment(llvm::Align(8));
  llvm::FunctionCallee setError = m_.getOrInsertFunction("tilert_cpu_set_error", i32, i32, b_.getPtrTy());
  llvm::FunctionCallee launch =
      m_.getOrInsertFunction("tilert_cpu_launch", i32, b_.getPtrTy(), b_.getPtrTy(), i64, i64);
  // Continues when `bad` is false; otherwise returns invalid-argument with
  // the message (tilert_cpu_last_error()).
  auto check = [&](llvm::Value* bad, const std::string& message) {
    llvm::BasicBlock* failed = newBlock("invalid");
    llvm::BasicBlock* next = newBlock("ok");
    b_.CreateCondBr(bad, failed, next);
    b_.SetInsertPoint(failed);
    llvm::Value* text = b_.CreateGlobalStringPtr(info_.name + ": " + message, "tilec.msg", 0, &m_);
    b_.CreateRet(b_.CreateCall(setError, {b_.getInt32(kInvalidArgument), text}));
    b_.SetInsertPoint(next);
  };
  for (size_t i = 0; i < n; ++i) {
    const HostArg& a = info_.args[i];
    llvm::Value* v = entry_->getArg(static_cast<unsigned>(i));
    v->setName(a.name);
    if (a.isTensor)
      check(b_.CreateIsNull(v), "tensor '" + a.name + "' is NULL");
    if (a.isDim) // simplify assumed every run-time dim is at least 1
      check(b_.CreateICmpSLE(v, llvm::ConstantInt::get(v->getType(), 0)), "run-time dim '" + a.name +
                                                                               "' must be positive");
    b_.CreateAlignedStore(v, b_.CreateConstInBoundsGEP2_64(slots->getAllocatedType(), slots, 0, i), llvm::Align(8));
  }
  bindScalars(entry_); // what grid extents may use
  // Each extent in [1, 2^31 - 1] (block indices are int32, as on a GPU).
  llvm::Value* extents[3] = {b_.getInt64(1), b_.getInt64(1), b_.getInt64(1)};
  for (size_t g = 0; g < f_->grid.size(); ++g) {
    const Expr& e = f_->grid[g];
    if (!e || !e->dtype.isInt())
      fail(f_->loc, "grid extent " + std::to_string(g) + " is not an integer");
    llvm::Value* x = toI64(expr(e), e->dtype);
    check(b_.CreateOr(b_.CreateICmpSLT(x, b_.getInt64(1)),
                      b_.CreateICmpSGT(x, b_.getInt64(std::numeric_limits<int32_t>::max()))),
          "grid extent " + std::to_string(g) + " (" + printExpr(e) + ") is outside [1, 2147483647]");
    extents[g] = x;
  }
  // Two extents multiply to less than 2^62; a third must keep the product
  // there too (the runtime counts blocks in 64 bits).
  llvm::Value* xy = b_.CreateMul(extents[0], extents[1], "", /*HasNUW=*/true, /*HasNSW=*/true);
  if (f_->grid.size() == 3)
    check(b_.CreateICmpUGT(extents[2], b_.CreateUDiv(b_.getInt64(int64_t(1) << 62), xy)),
          "the grid has more than 2^62 blocks");
  llvm::Value* blocks = b_.CreateMul(xy, extents[2], "blocks", /*HasNUW=*/true, /*HasNSW=*/true);
  b_.CreateAlignedStore(extents[0], b_.CreateConstInBoundsGEP2_64(slots->getAllocatedType(), slots, 0, n),
                        llvm::Align(8));
  b_.CreateAlignedStore(extents[1], b_.CreateConstInBoundsGEP2_64(slots->getAllocatedType(), slots, 0, n + 1),
                        llvm::Align(8));
  llvm::Value* st = b_.CreateCall(launch, {block_, slots, blocks, b_.getInt64(info_.arenaBytes)}, "status");
  b_.CreateRet(st);
  vars_.clear();
}

void HostCodegen::buildPacked() {
  llvm::Function* packed = startFunction(info_.name + "_packed",
                                         llvm::FunctionType::get(b_.getInt32Ty(), {b_.getPtrTy()}, false),
                                         llvm::GlobalValue::ExternalLinkage);
  llvm::Value* argv = packed->getArg(0);
  argv->setName("args");
  std::vector<llvm::Value*> values;
  for (size_t i = 0; i < info_.args.size(); ++i) {
    llvm::Value* p = b_.CreateAlignedLoad(b_.getPtrTy(), b_.CreateConstInBoundsGEP1_64(b_.getPtrTy(), argv, i),
                                          llvm::Align(8));
    llvm::Type* t = entry_->getFunctionType()->getParamType(static_cast<unsigned>(i));
    values.push_back(b_.CreateLoad(t, p, info_.args[i].name));
  }
  b_.CreateRet(b_.CreateCall(entry_, values));
}

} // namespace tilec::backend::cpu::detail
