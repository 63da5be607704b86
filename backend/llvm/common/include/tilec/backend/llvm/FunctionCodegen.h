#pragma once
// What the two LLVM routes share (private to them: llvm/nvptx for GPU code,
// llvm/host for the CPU): the scaffolding of turning one IR function into
// LLVM IR (names and their values, located errors, blocks, loops in the
// form LLVM's loop passes expect), the constructs both map alike (let,
// if, while, comparisons, conditional values that evaluate one side only),
// and LLVM's optimization pipeline. Each route derives its generator from
// FunctionCodegen and supplies expressions, statements and its notion of
// which operands may fault.

#include "tilec/basic/SourceManager.h"
#include "tilec/ir/Function.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Target/TargetMachine.h>

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

namespace tilec::backend::llvmir {

// Element types as C sees them.
inline bool isSignedInt(DType t) { return dtypeClass(t) == DTypeClass::Int; }
inline bool isNarrowFloat(DType t) { return t == DType::Float16 || t == DType::BFloat16; }
inline bool isFp8(DType t) { return t == DType::Float8E4M3 || t == DType::Float8E5M2; }
/// Integer types C promotes to int before arithmetic (and bool).
inline bool isSubword(DType t) { return dtypeClass(t) != DTypeClass::Float && dtypeBits(t) < 32; }

/// A problem with one function, thrown inside a generator and reported by
/// its route. `userFacing` marks a problem with what was asked (input the
/// route cannot compile, a target without a feature the IR needs);
/// otherwise it is an internal compiler error.
struct CodegenError {
  SourceRange loc;
  std::string message;
  bool userFacing = false;
};

class FunctionCodegen {
public:
  virtual ~FunctionCodegen() = default;
  FunctionCodegen(const FunctionCodegen&) = delete;
  FunctionCodegen& operator=(const FunctionCodegen&) = delete;

protected:
  /// `fallback` locates errors that have no better place (the function).
  FunctionCodegen(llvm::Module& m, SourceRange fallback);

  // ---- what each route defines
  virtual llvm::Value* expr(const ir::Expr& e) = 0;
  virtual void stmt(const ir::Stmt& s) = 0;
  /// A value of type `t` as C's (bool)x, lane-wise for vectors.
  virtual llvm::Value* toBool(llvm::Value* v, ir::DataType t, SourceRange loc) = 0;
  /// Whether evaluating `e` may fault or has effects: such operands of
  /// `and` / `or` and select arms are evaluated only when taken, as in C.
  virtual bool mayTrap(const ir::Expr& e) const = 0;
  /// a op b for the arithmetic kinds on values of element type `t`.
  virtual llvm::Value* arith(ir::ExprKind k, llvm::Value* a, llvm::Value* b, ir::DataType t, SourceRange loc) = 0;
  /// The IR's Cast, with the route's conversions.
  virtual llvm::Value* convert(llvm::Value* v, ir::DataType from, ir::DataType to, SourceRange loc) = 0;

  // ---- shared constructs
  /// Every two-operand node: checks, C's short-circuit `and` / `or` (both
  /// sides for vectors, as the CUDA route's tl::vand), compare(), arith().
  llvm::Value* binary(const ir::BinaryNode* n);
  /// C's comparisons on operands of element type `t`: floats ordered except
  /// != (true when either is NaN); integers by signedness.
  llvm::Value* compare(ir::ExprKind k, llvm::Value* a, llvm::Value* b, ir::DataType t);
  /// An index value sign- or zero-extended to i64 (lane-wise for vectors).
  llvm::Value* toI64(llvm::Value* v, ir::DataType t);
  llvm::Value* selectExpr(const ir::SelectNode* n);
  llvm::Value* letExpr(const ir::LetNode* n);
  /// cond ? then() : otherwise() with only the taken side evaluated.
  llvm::Value* branchValue(llvm::Value* cond, const std::function<llvm::Value*()>& then,
                           const std::function<llvm::Value*()>& otherwise, const char* name);
  /// bitwise_and / _or / _xor / _not, shift_left / _right (`name` without
  /// "tir.") on integers or bool: C's operators, narrow shifts in int.
  llvm::Value* bitCall(const ir::CallNode* n, const std::string& name);
  /// isnan, isinf, isfinite.
  llvm::Value* floatClassCall(const ir::CallNode* n, const std::string& name);
  /// max_value / min_value of an integer or bool element type.
  llvm::Constant* intLimit(const std::string& name, ir::DataType e);
  void letStmt(const ir::LetStmtNode* n);
  void ifStmt(const ir::IfNode* n);
  void whileLoop(const ir::WhileNode* n);
  /// for (iv = min; iv < end; ++iv) body(iv): a header with the induction
  /// variable's phi, one latch. Returns the latch's branch (for loop
  /// metadata); the builder is left at the loop's exit.
  llvm::BranchInst* loop(const std::string& name, llvm::Value* min, llvm::Value* end, bool isSigned,
                         const std::function<void(llvm::PHINode*)>& body);
  /// tl.break_if(cond) (a break's early exit, the frontend's): leaves the
  /// innermost loop when cond holds. False for any other expression.
  bool breakIf(const ir::Expr& v);
  /// Loop metadata with one property ("llvm.loop.unroll.full", ...).
  llvm::MDNode* loopHint(const char* property, llvm::Metadata* value = nullptr);
  llvm::BasicBlock* newBlock(const std::string& name);

  // ---- names and errors
  llvm::Value* varValue(const ir::VarNode* v, SourceRange use);
  void bind(const ir::Var& v, llvm::Value* value);
  [[noreturn]] void fail(SourceRange r, const std::string& msg) const;
  /// `r`, or the innermost enclosing statement's location, or the function's.
  SourceRange locOr(SourceRange r) const;

  llvm::Module& m_;
  llvm::LLVMContext& ctx_;
  llvm::IRBuilder<> b_;
  llvm::Function* fn_ = nullptr;            // the function being built
  llvm::BasicBlock* allocaBlock_ = nullptr; // its entry block, where every alloca goes
  std::unordered_map<const ir::VarNode*, llvm::Value*> vars_;
  std::vector<SourceRange> locs_; // enclosing statements' locations
  std::vector<llvm::BasicBlock*> loopExits_; // the enclosing loops' exit blocks, innermost last
  SourceRange fallback_;
};

/// A report (the verifier's) cut to its first lines: one mistake repeats in
/// every function it touches.
std::string firstLines(const std::string& text, int n = 12);

/// LLVM's default module pipeline at `optLevel` (0-3) for `tm`.
void runPipeline(llvm::Module& m, llvm::TargetMachine& tm, int optLevel,
                 const llvm::PipelineTuningOptions& tuning = llvm::PipelineTuningOptions());

} // namespace tilec::backend::llvmir
