#pragma once
// Scalar integer IR expressions (grid extents over run-time dims) lowered to
// LLVM IR in a launcher, with ir::arith::evaluateInt's semantics: each
// operation at its dtype's width, wrapping; truncating Div/Mod and floor
// FloorDiv/FloorMod; a division by zero is an invalid-argument failure.
#include "tilec/ir/Expr.h"

#include <llvm/IR/IRBuilder.h>

#include <functional>
#include <string>
#include <unordered_map>

namespace tilec::backend::host {

/// Run-time dim values (i64 launcher arguments) by variable.
using GridValues = std::unordered_map<const ir::VarNode*, llvm::Value*>;

class GridExprLowering {
public:
  /// `check(bad, message)` emits a failure branch taken when `bad` is true.
  using Check = std::function<void(llvm::Value* bad, const std::string& message)>;
  GridExprLowering(llvm::IRBuilder<>& b, const GridValues& values, Check check)
      : b_(b), values_(values), check_(std::move(check)) {}

  /// The value sign-extended to i64, or nullptr (see error()) when the
  /// expression holds something other than scalar integer arithmetic.
  llvm::Value* lowerToI64(const ir::Expr& e);
  const std::string& error() const { return error_; }

private:
  llvm::Value* lower(const ir::Expr& e);
  llvm::Value* fail(const std::string& why) {
    if (error_.empty())
      error_ = why;
    return nullptr;
  }

  llvm::IRBuilder<>& b_;
  GridValues values_; // plus Let bindings while lowering their bodies
  Check check_;
  std::string error_;
};

} // namespace tilec::backend::host
