// The shared part of the LLVM routes' generators (FunctionCodegen.h).
#include "tilec/backend/llvm/FunctionCodegen.h"

#include "tilec/ir/Ops.h"

namespace tilec::backend::llvmir {

using namespace tilec::ir;

FunctionCodegen::FunctionCodegen(llvm::Module& m, SourceRange fallback)
    : m_(m), ctx_(m.getContext()), b_(m.getContext()), fallback_(fallback) {}

// ---------------------------------------------------------------- names and errors

[[noreturn]] void FunctionCodegen::fail(SourceRange r, const std::string& msg) const {
  throw CodegenError{locOr(r), msg, false};
}

SourceRange FunctionCodegen::locOr(SourceRange r) const {
  if (r.valid())
    return r;
  for (auto it = locs_.rbegin(); it != locs_.rend(); ++it)
    if (it->valid())
      return *it;
  return fallback_;
}

llvm::Value* FunctionCodegen::varValue(const VarNode* v, SourceRange use) {
  auto it = vars_.find(v);
  if (it == vars_.end())
    fail(use, "variable '" + v->name + "' is used outside the scope of its definition");
  return it->second;
}

void FunctionCodegen::bind(const Var& v, llvm::Value* value) {
  if (!v)
    fail({}, "a null variable");
  vars_[v.get()] = value;
}

llvm::BasicBlock* FunctionCodegen::newBlock(const std::string& name) {
  return llvm::BasicBlock::Create(ctx_, name, fn_);
}

// ---------------------------------------------------------------- expressions

llvm::Value* FunctionCodegen::binary(const BinaryNode* n) {
  if (!n->a || !n->b)
    fail(n->loc, "a binary expression with a null operand");
  DataType t = n->a->dtype;
  if (t != n->b->dtype)
    fail(n->loc, std::string("operands of ") + binarySpelling(n->kind) + " have different types (" + t.str() +
                     " and " + n->b->dtype.str() + ")");
  if (t.lanes() != n->dtype.lanes())
    fail(n->loc, "a vector operation whose operands and result have different lane counts");
  if (t.isHandle())
    fail(n->loc, std::string("arithmetic on a handle (") + binarySpelling(n->kind) + ")");
  if (n->kind == ExprKind::And || n->kind == ExprKind::Or) {
    bool isAnd = n->kind == ExprKind::And;
    llvm::Value* a = toBool(expr(n->a), t, n->loc);
    // C's && and || evaluate the right side only when needed: a guarded
    // load (i < n && A[i] > 0) must stay guarded. Vectors take both sides,
    // as the CUDA route's tl::vand / tl::vor do.
    if (t.lanes() == 1 && mayTrap(n->b)) {
      auto rhs = [&] { return toBool(expr(n->b), t, n->loc); };
      auto constant = [&]() -> llvm::Value* { return b_.getInt1(!isAnd); };
      return isAnd ? branchValue(a, rhs, constant, "and") : branchValue(a, constant, rhs, "or");
    }
    llvm::Value* b = toBool(expr(n->b), t, n->loc);
    return isAnd ? b_.CreateAnd(a, b) : b_.CreateOr(a, b);
  }
  llvm::Value* a = expr(n->a);
  llvm::Value* b = expr(n->b);
  if (isComparison(n->kind))
    return compare(n->kind, a, b, t.element());
  return arith(n->kind, a, b, t.element(), n->loc);
}

llvm::Value* FunctionCodegen::compare(ExprKind k, llvm::Value* a, llvm::Value* b, DataType t) {
  if (t.isFloat()) {
    // C's comparisons: ordered, except != (true when either is NaN).
    switch (k) {
    case ExprKind::EQ: return b_.CreateFCmpOEQ(a, b);
    case ExprKind::NE: return b_.CreateFCmpUNE(a, b);
    case ExprKind::LT: return b_.CreateFCmpOLT(a, b);
    case ExprKind::LE: return b_.CreateFCmpOLE(a, b);
    case ExprKind::GT: return b_.CreateFCmpOGT(a, b);
    default: return b_.CreateFCmpOGE(a, b);
    }
  }
  bool sgn = isSignedInt(t.scalar());
  switch (k) {
  case ExprKind::EQ: return b_.CreateICmpEQ(a, b);
  case ExprKind::NE: return b_.CreateICmpNE(a, b);
  case ExprKind::LT: return sgn ? b_.CreateICmpSLT(a, b) : b_.CreateICmpULT(a, b);
  case ExprKind::LE: return sgn ? b_.CreateICmpSLE(a, b) : b_.CreateICmpULE(a, b);
  case ExprKind::GT: return sgn ? b_.CreateICmpSGT(a, b) : b_.CreateICmpUGT(a, b);
  default: return sgn ? b_.CreateICmpSGE(a, b) : b_.CreateICmpUGE(a, b);
  }
}

llvm::Value* FunctionCodegen::toI64(llvm::Value* v, DataType t) {
  llvm::Type* to = b_.getInt64Ty();
  if (auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(v->getType()))
    to = llvm::FixedVectorType::get(to, vt->getNumElements());
  return isSignedInt(t.scalar()) ? b_.CreateSExtOrTrunc(v, to) : b_.CreateZExtOrTrunc(v, to);
}

llvm::Value* FunctionCodegen::selectExpr(const SelectNode* n) {
  llvm::Value* c = toBool(expr(n->cond), n->cond->dtype, n->loc);
  if (n->dtype.lanes() == 1 && (mayTrap(n->t) || mayTrap(n->f))) {
    // As C's ?:, one arm: T.if_then_else(i < n, A[i], 0) guards its load.
    return branchValue(c, [&] { return expr(n->t); }, [&] { return expr(n->f); }, "select");
  }
  llvm::Value* t = expr(n->t);
  llvm::Value* f = expr(n->f);
  return b_.CreateSelect(c, t, f);
}

llvm::Value* FunctionCodegen::letExpr(const LetNode* n) {
  if (!n->var || !n->value || !n->body)
    fail(n->loc, "a let expression with a null part");
  llvm::Value* v = expr(n->value);
  auto prev = vars_.find(n->var.get());
  llvm::Value* saved = prev != vars_.end() ? prev->second : nullptr;
  bind(n->var, v);
  llvm::Value* r = expr(n->body);
  if (saved)
    vars_[n->var.get()] = saved;
  else
    vars_.erase(n->var.get());
  return r;
}

llvm::Value* FunctionCodegen::branchValue(llvm::Value* cond, const std::function<llvm::Value*()>& then,
                                          const std::function<llvm::Value*()>& otherwise, const char* name) {
  llvm::BasicBlock* tb = newBlock(std::string(name) + ".then");
  llvm::BasicBlock* fb = newBlock(std::string(name) + ".else");
  llvm::BasicBlock* merge = newBlock(std::string(name) + ".end");
  b_.CreateCondBr(cond, tb, fb);
  b_.SetInsertPoint(tb);
  llvm::Value* tv = then();
  llvm::BasicBlock* tEnd = b_.GetInsertBlock();
  b_.CreateBr(merge);
  b_.SetInsertPoint(fb);
  llvm::Value* fv = otherwise();
  llvm::BasicBlock* fEnd = b_.GetInsertBlock();
  b_.CreateBr(merge);
  b_.SetInsertPoint(merge);
  if (tv->getType() != fv->getType())
    fail({}, "the two sides of a conditional have different types");
  llvm::PHINode* phi = b_.CreatePHI(tv->getType(), 2, name);
  phi->addIncoming(tv, tEnd);
  phi->addIncoming(fv, fEnd);
  return phi;
}

// ---------------------------------------------------------------- calls both routes map alike

llvm::Value* FunctionCodegen::bitCall(const CallNode* n, const std::string& name) {
  DataType t = n->dtype;
  if (!t.isInt() && !t.isBool())
    fail(n->loc, "intrinsic '" + n->op + "' on " + t.str() + " (it needs an integer type)");
  size_t arity = name == "bitwise_not" ? 1 : 2;
  if (n->args.size() != arity)
    fail(n->loc, "intrinsic '" + n->op + "' takes " + std::to_string(arity) + " argument" + (arity == 1 ? "" : "s") +
                     ", not " + std::to_string(n->args.size()));
  llvm::Value* a = convert(expr(n->args[0]), n->args[0]->dtype, t, n->loc);
  if (name == "bitwise_not")
    return b_.CreateNot(a); // ~x, or !x on bool
  llvm::Value* c = convert(expr(n->args[1]), n->args[1]->dtype, t, n->loc);
  if (name == "bitwise_and")
    return b_.CreateAnd(a, c);
  if (name == "bitwise_or")
    return b_.CreateOr(a, c);
  if (name == "bitwise_xor")
    return b_.CreateXor(a, c);
  if (name != "shift_left" && name != "shift_right")
    fail(n->loc, "unknown intrinsic '" + n->op + "'");
  // Shifts of narrow types happen in int, as C promotes them.
  bool narrow = t.bits() < 32;
  DataType w = narrow ? DataType::int32().withLanes(t.lanes()) : t;
  if (narrow) {
    a = convert(a, t, w, n->loc);
    c = convert(c, t, w, n->loc);
  }
  bool sgn = isSignedInt(w.scalar());
  llvm::Value* r = name == "shift_left" ? b_.CreateShl(a, c) : sgn ? b_.CreateAShr(a, c) : b_.CreateLShr(a, c);
  return narrow ? convert(r, w, t, n->loc) : r;
}

llvm::Value* FunctionCodegen::floatClassCall(const CallNode* n, const std::string& name) {
  if (n->args.size() != 1)
    fail(n->loc, "intrinsic '" + n->op + "' takes 1 argument, not " + std::to_string(n->args.size()));
  DataType a = n->args[0]->dtype;
  if (!a.isFloat())
    fail(n->loc, "intrinsic '" + n->op + "' on " + a.str());
  llvm::Value* x = expr(n->args[0]);
  llvm::Value* r;
  if (name == "isnan") {
    r = b_.CreateFCmpUNO(x, x);
  } else {
    llvm::Value* mag = b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
    llvm::Value* inf = llvm::ConstantFP::getInfinity(x->getType());
    r = name == "isinf" ? b_.CreateFCmpOEQ(mag, inf) : b_.CreateFCmpOLT(mag, inf);
  }
  return convert(r, DataType::boolean(a.lanes()), n->dtype, n->loc);
}

llvm::Constant* FunctionCodegen::intLimit(const std::string& name, DataType e) {
  unsigned bits = static_cast<unsigned>(e.bits());
  bool mx = name == "max_value";
  llvm::APInt v = e.isBool()              ? llvm::APInt(1, mx ? 1 : 0)
                  : isSignedInt(e.scalar()) ? (mx ? llvm::APInt::getSignedMaxValue(bits)
                                                  : llvm::APInt::getSignedMinValue(bits))
                                            : (mx ? llvm::APInt::getMaxValue(bits) : llvm::APInt::getMinValue(bits));
  return llvm::ConstantInt::get(ctx_, v);
}

// ---------------------------------------------------------------- statements

void FunctionCodegen::letStmt(const LetStmtNode* n) {
  llvm::Value* v = expr(n->value);
  if (!v->hasName() && !llvm::isa<llvm::Constant>(v))
    v->setName(n->var->name);
  bind(n->var, v);
  stmt(n->body);
  vars_.erase(n->var.get());
}

void FunctionCodegen::ifStmt(const IfNode* n) {
  if (n->cond->dtype.lanes() != 1)
    fail(n->cond->loc, "an if with a vector condition (" + n->cond->dtype.str() + ")");
  llvm::Value* c = toBool(expr(n->cond), n->cond->dtype, n->cond->loc);
  llvm::BasicBlock* then = newBlock("if.then");
  llvm::BasicBlock* exit = newBlock("if.end");
  llvm::BasicBlock* otherwise = n->otherwise ? newBlock("if.else") : exit;
  b_.CreateCondBr(c, then, otherwise);
  b_.SetInsertPoint(then);
  stmt(n->then);
  b_.CreateBr(exit);
  if (n->otherwise) {
    b_.SetInsertPoint(otherwise);
    stmt(n->otherwise);
    b_.CreateBr(exit);
  }
  b_.SetInsertPoint(exit);
}

void FunctionCodegen::whileLoop(const WhileNode* n) {
  if (n->cond->dtype.lanes() != 1)
    fail(n->cond->loc, "a while loop with a vector condition (" + n->cond->dtype.str() + ")");
  llvm::BasicBlock* header = newBlock("while.cond");
  llvm::BasicBlock* body = newBlock("while.body");
  llvm::BasicBlock* exit = newBlock("while.end");
  b_.CreateBr(header);
  b_.SetInsertPoint(header);
  b_.CreateCondBr(toBool(expr(n->cond), n->cond->dtype, n->cond->loc), body, exit);
  b_.SetInsertPoint(body);
  loopExits_.push_back(exit);
  stmt(n->body);
  loopExits_.pop_back();
  b_.CreateBr(header);
  b_.SetInsertPoint(exit);
}

llvm::BranchInst* FunctionCodegen::loop(const std::string& name, llvm::Value* min, llvm::Value* end, bool isSigned,
                                        const std::function<void(llvm::PHINode*)>& body) {
  llvm::BasicBlock* pre = b_.GetInsertBlock();
  llvm::BasicBlock* header = newBlock(name + ".cond");
  llvm::BasicBlock* inner = newBlock(name + ".body");
  llvm::BasicBlock* exit = newBlock(name + ".end");
  b_.CreateBr(header);
  b_.SetInsertPoint(header);
  llvm::PHINode* iv = b_.CreatePHI(min->getType(), 2, name);
  iv->addIncoming(min, pre);
  b_.CreateCondBr(isSigned ? b_.CreateICmpSLT(iv, end) : b_.CreateICmpULT(iv, end), inner, exit);
  b_.SetInsertPoint(inner);
  loopExits_.push_back(exit);
  body(iv);
  loopExits_.pop_back();
  llvm::Value* next = b_.CreateAdd(iv, llvm::ConstantInt::get(iv->getType(), 1), name + ".next", false, isSigned);
  llvm::BranchInst* back = b_.CreateBr(header);
  iv->addIncoming(next, b_.GetInsertBlock());
  b_.SetInsertPoint(exit);
  return back;
}

bool FunctionCodegen::breakIf(const Expr& v) {
  auto* c = v && v->kind == ExprKind::Call ? static_cast<const CallNode*>(v.get()) : nullptr;
  if (!c || c->op != "tl.break_if")
    return false;
  if (c->args.size() != 1)
    fail({}, "tl.break_if takes one condition");
  if (loopExits_.empty())
    fail({}, "tl.break_if outside a loop");
  llvm::Value* cond = toBool(expr(c->args[0]), c->args[0]->dtype, c->args[0]->loc);
  llvm::BasicBlock* next = newBlock("loop.on");
  b_.CreateCondBr(cond, loopExits_.back(), next);
  b_.SetInsertPoint(next);
  return true;
}

llvm::MDNode* FunctionCodegen::loopHint(const char* property, llvm::Metadata* value) {
  std::vector<llvm::Metadata*> prop{llvm::MDString::get(ctx_, property)};
  if (value)
    prop.push_back(value);
  llvm::Metadata* ops[] = {nullptr, llvm::MDNode::get(ctx_, prop)};
  llvm::MDNode* loop = llvm::MDNode::getDistinct(ctx_, ops);
  loop->replaceOperandWith(0, loop);
  return loop;
}

// ---------------------------------------------------------------- module level

std::string firstLines(const std::string& text, int n) {
  size_t pos = 0;
  for (int i = 0; i < n; ++i) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos)
      return text;
    ++pos;
  }
  return text.substr(0, pos) + "...\n";
}

void runPipeline(llvm::Module& m, llvm::TargetMachine& tm, int optLevel, const llvm::PipelineTuningOptions& tuning) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(&tm, tuning);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel level = optLevel >= 3   ? llvm::OptimizationLevel::O3
                                  : optLevel == 2 ? llvm::OptimizationLevel::O2
                                  : optLevel == 1 ? llvm::OptimizationLevel::O1
                                                  : llvm::OptimizationLevel::O0;
  llvm::ModulePassManager mpm =
      optLevel == 0 ? pb.buildO0DefaultPipeline(level) : pb.buildPerModuleDefaultPipeline(level);
  mpm.run(m, mam);
}

} // namespace tilec::backend::llvmir
