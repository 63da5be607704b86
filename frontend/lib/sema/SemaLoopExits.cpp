// break and continue in run-time loops, lowered to flags in the checker so
// that the IR, its passes and every code generator see only stores, loads
// and ifs:
//
//   for i in T.serial(n):          for i in T.serial(n):   (brk: a variable at the kernel's top)
//       a(i)                           if i == 0:
//       if c(i):                           brk = 0
//           break                      if brk == 0:
//       b(i)                               cont = 0             (with continue)
//                                          a(i)
//                                          if c(i):
//                                              brk = 1
//                                          if brk == 0:
//                                              b(i)
//
// A while loop with a break clears the flag before it and tests it first in
// its condition, so it ends at once; a for loop runs its remaining
// iterations as empty ones. Tile
// operators and barriers run on every thread of the block together, and a
// flag is a per-thread value the compiler cannot prove uniform, so they may
// not run under a guard (an error says so).

#include "SemaImpl.h"

namespace tilec::sema {

using namespace ast;

/// The truth of an `if` condition that is a compile-time name (`if CAUSAL:`,
/// `if not DEBUG:`), without evaluating anything; nullopt otherwise.
std::optional<bool> Checker::nameTruth(const Expr& e) {
  if (auto* u = dyn<UnaryExpr>(&e); u && u->op == UnaryOp::Not) {
    auto t = nameTruth(*u->operand);
    return t ? std::optional<bool>(!*t) : std::nullopt;
  }
  auto* n = dyn<NameExpr>(&e);
  if (!n)
    return std::nullopt;
  Binding* b = scope_->lookup(n->name);
  if (!b || (b->value.kind != ValueKind::Int && b->value.kind != ValueKind::Bool))
    return std::nullopt;
  return constTruth(b->value);
}

/// Does the statement hold a break (kind Break) or continue (Continue) of
/// the loop around it: not one of a nested loop's, nor one under a
/// compile-time name that rules its branch out.
bool Checker::stmtExits(const Stmt& s, StmtKind kind) {
  if (s.kind == kind)
    return true;
  if (s.kind != StmtKind::If)
    return false;
  auto& i = static_cast<const IfStmt&>(s);
  auto t = nameTruth(*i.cond);
  return (t != false && blockExits(i.then, kind)) || (t != true && blockExits(i.orelse, kind));
}

bool Checker::blockExits(const Block& b, StmtKind kind) {
  for (const auto& s : b)
    if (stmtExits(*s, kind))
      return true;
  return false;
}

Value Checker::exitFlag(const char* name, SourceRange r) {
  auto b = std::make_shared<BufferInfo>();
  b->name = name;
  b->declRange = r;
  b->dtype = DType::Int32;
  b->scope = MemScope::Var;
  b->shape = {Dim::known(1)};
  if (emitter_) {
    Value zero = Value::ofInt(0);
    emitter_->allocateInKernel(*b, &zero, r);
  }
  return varElement(Value::ofBuffer(b));
}

void Checker::setFlag(const Value& flag, int64_t v, SourceRange r) {
  if (emitter_)
    emitter_->store(flag, Value::ofInt(v), r);
}

Checker::LoopExits Checker::loopExitsFor(const Block& body, std::string unsupported, bool resetBefore, SourceRange r) {
  LoopExits ex;
  ex.unsupported = std::move(unsupported);
  if (!ex.unsupported.empty())
    return ex;
  ex.usesBreak = blockExits(body, StmtKind::Break);
  ex.usesContinue = blockExits(body, StmtKind::Continue);
  if (ex.usesBreak) {
    ex.brk = exitFlag("brk", r);
    if (resetBefore) // the loop may run more than once (inside another)
      setFlag(ex.brk, 0, r);
  }
  if (ex.usesContinue)
    ex.cont = exitFlag("cont", r);
  return ex;
}

Value Checker::noExit(const LoopExits& ex, bool breakOnly, SourceRange r) {
  std::vector<Value> parts;
  for (const Value* f : {ex.usesBreak ? &ex.brk : nullptr, ex.usesContinue && !breakOnly ? &ex.cont : nullptr}) {
    if (!f)
      continue;
    Value v = load(*f, r);
    Value zero = Value::ofInt(0);
    parts.push_back(pure(DType::Bool, f->buffer->name + " == 0",
                         emitter_ ? emitter_->compare(CompareOp::Eq, v, zero, r) : nullptr, "cmp==", {v, zero}));
  }
  if (parts.size() == 1)
    return parts[0];
  return pure(DType::Bool, "brk == 0 and cont == 0", emitter_ ? emitter_->logical(BoolOpKind::And, parts, r) : nullptr,
              "and", parts);
}

void Checker::resetAtFirstIteration(const LoopExits& ex, const Value& var, const Value& start, SourceRange r) {
  if (!ex.usesBreak)
    return;
  Value first = pure(DType::Bool, "first iteration", emitter_ ? emitter_->compare(CompareOp::Eq, var, start, r) : nullptr,
                     "cmp==", {var, start});
  if (emitter_)
    emitter_->beginIf(first, r);
  setFlag(ex.brk, 0, r);
  if (emitter_)
    emitter_->endIf();
}

void Checker::execExit(const Stmt& s) {
  const bool isBreak = s.kind == StmtKind::Break;
  const std::string word = isBreak ? "'break'" : "'continue'";
  if (loopExits_.empty() || loopExits_.back().boundary) {
    error(s.range, word + " outside a loop" +
                       std::string(loopExits_.empty() ? "" : ": a macro's statements cannot leave the caller's loop"));
    return;
  }
  const LoopExits& ex = loopExits_.back();
  if (!ex.unsupported.empty()) {
    error(s.range, word + " is not allowed in " + ex.unsupported);
    return;
  }
  setFlag(isBreak ? ex.brk : ex.cont, 1, s.range);
}

bool Checker::requireNoExitGuard(SourceRange r, const char* what) {
  if (exitGuards_ == 0)
    return true;
  error(r, std::string(what) + " cannot run in a loop with 'break', or after a 'break' or 'continue' in its loop: "
                               "every thread of the block runs it together, and the compiler cannot tell that they "
                               "all leave the loop alike; end the loop with a condition instead (a 'while' loop, "
                               "or an 'if' around the rest of the body)");
  return false;
}

} // namespace tilec::sema
