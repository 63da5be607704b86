// Statements: assignment and stores, control flow, loops, the kernel context
// and nested macro definitions.

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <cctype>
#include <utility>

namespace tilec::sema {

void Checker::execBlock(const ast::Block& b, bool closesGuards) {
  // Statements after a break or continue point run under a guard on the
  // loop's flags (SemaLoopExits.cpp), closed at the end of the block; a
  // compile-time branch is no scope of its own, so its guards stay open to
  // the end of the block around it (names bound under them are seen there).
  unsigned guards = 0;
  // The body of an if / for / while / with runs after its statement's own
  // expressions: their reads are no earlier part of the body's statements.
  // The frames of the callers of a macro running inside an expression stay
  // (macroFrames_), and a macro's own body keeps them all.
  struct OwnLoads {
    std::vector<std::vector<LoadSite>>& frames;
    bool own;
    size_t base;
    std::vector<std::vector<LoadSite>> outer;
    OwnLoads(std::vector<std::vector<LoadSite>>& f, bool o, size_t b) : frames(f), own(o), base(std::min(b, f.size())) {
      if (own) {
        outer.assign(std::make_move_iterator(frames.begin() + std::ptrdiff_t(base)), std::make_move_iterator(frames.end()));
        frames.resize(base);
      }
    }
    ~OwnLoads() {
      if (own) {
        frames.resize(base);
        for (auto& f : outer)
          frames.push_back(std::move(f));
      }
    }
  } ownLoads{stmtLoads_, !std::exchange(macroBody_, false), macroFrames_};
  for (size_t i = 0; i < b.size(); ++i) {
    if (diags_.limitReached())
      break;
    execStmt(*b[i]);
    guards += std::exchange(carriedGuards_, 0);
    if (returnValue_)
      break;
    if (i + 1 < b.size() && !loopExits_.empty() && !loopExits_.back().boundary &&
        loopExits_.back().unsupported.empty() &&
        (stmtExits(*b[i], ast::StmtKind::Break) || stmtExits(*b[i], ast::StmtKind::Continue))) {
      if (emitter_)
        emitter_->beginIf(noExit(loopExits_.back(), false, b[i + 1]->range), b[i + 1]->range);
      ++guards;
      ++exitGuards_;
    }
  }
  if (!closesGuards) {
    carriedGuards_ += guards;
    return;
  }
  for (; guards > 0; --guards) {
    --exitGuards_;
    if (emitter_)
      emitter_->endIf();
  }
}

void Checker::bindName(const std::string& name, Value v, SourceRange def) {
  if (name == "T") {
    error(def, "'T' names the language namespace and cannot be rebound");
    return;
  }
  recordSymbol(def, def, name, v);
  scope_->names[name] = {std::move(v), def, controlDepth()};
}

void Checker::execStmt(const ast::Stmt& s) {
  using namespace ast;
  ++memEpoch_; // a store between two loads of one element makes them two values
  if (callLoads_.empty())
    loadLog_.clear(); // no call is being evaluated: no atomic's operands are pending
  stmtLoads_.emplace_back();
  struct PopLoads {
    std::vector<std::vector<LoadSite>>& frames;
    ~PopLoads() { frames.pop_back(); }
  } popLoads{stmtLoads_};
  switch (s.kind) {
  case StmtKind::Expr: {
    const Expr& e = *static_cast<const ExprStmt&>(s).value;
    Value v = eval(e);
    bool isCall = e.kind == ExprKind::Call;
    if (!isCall && !v.isError() && e.kind != ExprKind::String)
      diags_.warning(e.range, "expression result is unused");
    return;
  }
  case StmtKind::Assign: {
    auto& a = static_cast<const AssignStmt&>(s);
    if (auto* n = dyn<NameExpr>(a.target.get()))
      pendingAllocName_ = n->name;
    Value v = eval(*a.value);
    pendingAllocName_.clear();
    execAssign(*a.target, v, a.value->range, false);
    return;
  }
  case StmtKind::AnnAssign: {
    auto& a = static_cast<const AnnAssignStmt&>(s);
    Value ann = eval(*a.annotation);
    Value v;
    if (!a.value) {
      if (!ann.isError())
        error(a.range, "a declaration needs a value, as in x: T.int32 = 0; for a variable that changes, use "
                       "x = T.alloc_var(\"int32\")");
      v = Value::error();
    } else {
      v = eval(*a.value);
      if (v.isElement())
        v = load(v, a.value->range);
      if (ann.kind == ValueKind::DType && v.isScalarLike()) {
        if (v.kind == ValueKind::Scalar || kernel_.active || inMacro_)
          v = pure(ann.dtype, sourceText(a.value->range), emitter_ ? emitter_->cast(v, ann.dtype, a.range) : nullptr,
                   "cast", {v});
      } else if (!ann.isError() && !v.isError() && ann.kind == ValueKind::DType) {
        error(a.value->range, "cannot declare " + describe(v) + " as " + std::string(dtypeName(ann.dtype)));
        v = Value::error();
      }
    }
    execAssign(*a.target, v, a.value ? a.value->range : a.range, false);
    return;
  }
  case StmtKind::AugAssign: {
    auto& a = static_cast<const AugAssignStmt&>(s);
    Value cur = eval(*a.target);
    Value rhs = eval(*a.value);
    Value v = binaryOp(a.op, cur, rhs, a.range, a.range);
    // An element target is evaluated once, as in Python: its indices may
    // hold an atomic with a result, which must not run twice.
    if (auto* sub = dyn<SubscriptExpr>(a.target.get()); sub && cur.isElement())
      storeElement(*sub, v, a.value->range, &cur);
    else
      execAssign(*a.target, v, a.value->range, false);
    return;
  }
  case StmtKind::Pass: return;
  case StmtKind::Break:
  case StmtKind::Continue:
    execExit(s);
    return;
  case StmtKind::Return: {
    auto& r = static_cast<const ReturnStmt&>(s);
    if (!inMacro_) {
      error(s.range, "'return' is only allowed in a @T.macro; a kernel writes its results to its tensors");
      return;
    }
    if (controlDepth() > macroDepthBase_) {
      error(s.range, "a macro can only return at the end of its body, not inside a loop or a run-time 'if'");
      return;
    }
    returnValue_ = r.value ? eval(*r.value) : Value::none();
    returnRange_ = s.range;
    // The value goes into the caller's expression, unread yet: its elements
    // are reads of the calling statement.
    if (stmtLoads_.size() >= 2)
      stmtLoads_[stmtLoads_.size() - 2].insert(stmtLoads_[stmtLoads_.size() - 2].end(), stmtLoads_.back().begin(),
                                               stmtLoads_.back().end());
    return;
  }
  case StmtKind::If: execIf(static_cast<const IfStmt&>(s)); return;
  case StmtKind::For: execFor(static_cast<const ForStmt&>(s)); return;
  case StmtKind::While: {
    auto& w = static_cast<const WhileStmt&>(s);
    if (!requireInKernel(s.range, "a while loop"))
      return;
    ++whileCondDepth_;
    Value c = eval(*w.cond);
    --whileCondDepth_;
    // A condition that failed to evaluate was reported; as with 'if', the
    // body is not walked (it would reach the IR builder with no condition).
    if (c.isError())
      return;
    if (!c.isScalarLike()) {
      error(w.cond->range, "while condition must be a scalar, not " + describe(c));
      return;
    }
    LoopExits ex = loopExitsFor(w.body, "", /*resetBefore=*/true, s.range);
    if (constTruth(c) == true && !ex.usesBreak) {
      error(w.cond->range, "while condition is always true and the body has no 'break': the loop would never end");
      return;
    }
    if (c.isElement())
      c = load(c, w.cond->range);
    if (ex.usesBreak) {
      // Tested before every iteration: a break ends the loop at once.
      Value going = noExit(ex, /*breakOnly=*/true, w.cond->range);
      if (constTruth(c) == true)
        c = going;
      else
        // The flag first: after a break the loop's own condition must not
        // run again (it may read past an end, or be an atomic).
        c = pure(DType::Bool, sourceText(w.cond->range),
                 emitter_ ? emitter_->logical(BoolOpKind::And, {going, c}, w.cond->range) : nullptr, "and", {going, c});
    }
    if (emitter_)
      emitter_->beginWhile(c, s.range);
    ++loopDepth_;
    ++runtimeCondDepth_;
    pushScope();
    loopExits_.push_back(ex);
    if (ex.usesContinue)
      setFlag(ex.cont, 0, s.range);
    exitGuards_ += ex.usesBreak; // the body runs while the flag says so
    execBlock(w.body);
    exitGuards_ -= ex.usesBreak;
    loopExits_.pop_back();
    popScope(true);
    --runtimeCondDepth_;
    --loopDepth_;
    if (emitter_)
      emitter_->endWhile();
    return;
  }
  case StmtKind::With: execWith(static_cast<const WithStmt&>(s)); return;
  case StmtKind::FuncDef: execFuncDef(static_cast<const FuncDef&>(s)); return;
  }
}

void Checker::execIf(const ast::IfStmt& s) {
  Value c = eval(*s.cond);
  if (c.isError())
    return;
  if (!c.isScalarLike()) {
    error(s.cond->range, "if condition must be a boolean or a number, not " + describe(c));
    return;
  }
  if (auto t = constTruth(c)) {
    // Compile-time condition: only the taken branch exists in this instance.
    execBlock(*t ? s.then : s.orelse, /*closesGuards=*/false);
    return;
  }
  if (!requireInKernel(s.range, "an 'if' with a run-time condition"))
    return;
  if (c.isElement())
    c = load(c, s.cond->range);
  if (emitter_)
    emitter_->beginIf(c, s.range);
  ++runtimeCondDepth_;
  pushScope();
  execBlock(s.then);
  popScope(true);
  if (!s.orelse.empty()) {
    if (emitter_)
      emitter_->beginElse();
    pushScope();
    execBlock(s.orelse);
    popScope(true);
  }
  --runtimeCondDepth_;
  if (emitter_)
    emitter_->endIf();
}

void Checker::execAssign(const ast::Expr& target, const Value& v, SourceRange valueRange, bool) {
  using namespace ast;
  if (auto* n = dyn<NameExpr>(&target)) {
    if (Binding* b = scope_->lookup(n->name); b && b->value.kind == ValueKind::Buffer &&
                                              b->value.buffer->scope == MemScope::Var && v.kind != ValueKind::Buffer) {
      // Assigning a T.alloc_var variable stores its new value.
      if (v.isError())
        return;
      if (!requireInKernel(target.range, "a store to a variable"))
        return;
      Value x = v.isElement() ? load(v, valueRange) : v;
      if (!x.isScalarLike()) {
        error(valueRange, "cannot store " + describe(x) + " into variable '" + n->name + "'");
        return;
      }
      if (emitter_)
        emitter_->store(varElement(b->value), x, target.range);
      return;
    }
    if (Binding* b = scope_->lookup(n->name)) {
      if (b->value.kind == ValueKind::Buffer && v.kind != ValueKind::Buffer && !v.isError()) {
        error(target.range, "cannot assign to buffer '" + n->name + "'; to write its elements use " + n->name +
                                "[i] = ..., T.fill or T.copy")
            .note(b->def, "'" + n->name + "' is defined here");
        return;
      }
    }
    Value bound = v;
    if (bound.isElement())
      bound = load(bound, valueRange);
    if (Binding* prev = scope_->lookup(n->name); prev && bound.kind != ValueKind::Scalar && !bound.isError() &&
                                                 prev->controlDepth < controlDepth() && !prev->value.isError()) {
      // Which value would the name have after the loop or branch? It depends
      // on the run-time path, so the program says it another way.
      error(target.range, "'" + n->name + "' is defined outside this loop or run-time 'if' and reassigned inside it; "
                              "use another name inside, or a T.alloc_var variable for a value that changes")
          .note(prev->def, "'" + n->name + "' is defined here");
      return;
    }
    if (bound.kind == ValueKind::Scalar) {
      Binding* prev = scope_->lookup(n->name);
      if (prev && prev->controlDepth < controlDepth() && !prev->value.isError()) {
        error(target.range, "'" + n->name + "' is defined outside this loop or 'if' and given a new run-time value "
                                "inside it; a name is bound once, so use a variable: " + n->name +
                                " = T.alloc_var(dtype) before, then assign " + n->name + "[0]... or write to a buffer")
            .note(prev->def, "'" + n->name + "' is defined here");
        return;
      }
      if (emitter_)
        bound.scalar.handle = emitter_->bindLet(n->name, bound, target.range);
      // Messages about the value now call it by its name; its affine form
      // (used for slice extents) is kept.
      bound.scalar.text = n->name;
    }
    bindName(n->name, bound, target.range);
    return;
  }
  if (auto* t = dyn<TupleExpr>(&target)) {
    if (v.isError()) {
      for (const auto& e : t->elts)
        execAssign(*e, Value::error(), valueRange, false);
      return;
    }
    if (v.kind != ValueKind::Tuple) {
      error(valueRange, "cannot unpack " + describe(v) + " into " + std::to_string(t->elts.size()) + " names");
      return;
    }
    if (v.elts.size() != t->elts.size()) {
      error(valueRange, "cannot unpack " + std::to_string(v.elts.size()) + " values into " +
                            std::to_string(t->elts.size()) + " names");
      return;
    }
    for (size_t i = 0; i < t->elts.size(); ++i)
      execAssign(*t->elts[i], v.elts[i], valueRange, false);
    return;
  }
  if (auto* sub = dyn<SubscriptExpr>(&target)) {
    storeElement(*sub, v, valueRange);
    return;
  }
  if (target.kind == ExprKind::Attribute) {
    error(target.range, "cannot assign to an attribute");
    return;
  }
  error(target.range, "cannot assign to '" + sourceText(target.range) + "'");
}

void Checker::storeElement(const ast::SubscriptExpr& target, const Value& v, SourceRange valueRange,
                           const Value* evaluated) {
  Value dst = evaluated ? *evaluated : eval(target);
  if (dst.isError() || v.isError())
    return;
  if (dst.kind != ValueKind::Region) {
    error(target.range, "cannot store into " + describe(dst));
    return;
  }
  if (!dst.isElement()) {
    error(target.range, "cannot assign a value to the region " + valueText(dst) +
                            "; use T.fill to set a region or T.copy to copy a tile into it");
    return;
  }
  if (!requireInKernel(target.range, "a store to a buffer"))
    return;
  if (!v.isScalarLike()) {
    error(valueRange, "cannot store " + describe(v) + " into an element of '" + dst.buffer->name + "'");
    return;
  }
  DType from = v.scalarType(), to = dst.buffer->dtype;
  if (isFloat(from) && isInteger(to) && v.kind != ValueKind::Int) {
    error(valueRange, "storing a " + std::string(dtypeName(from)) + " value into " + std::string(dtypeName(to)) +
                          " buffer '" + dst.buffer->name + "' loses its fraction; convert explicitly with T.cast(x, \"" +
                          std::string(dtypeName(to)) + "\")");
    return;
  }
  if (emitter_)
    emitter_->store(dst, v.isElement() ? load(v, valueRange) : v, target.range);
}

void Checker::execFor(const ast::ForStmt& s) {
  using namespace ast;
  Value it = eval(*s.iter);
  if (it.isError())
    return;
  if (it.kind != ValueKind::Loop) {
    error(s.iter->range, "cannot loop over " + describe(it) +
                             "; loop with range(n), T.serial, T.Parallel, T.Pipelined, T.unroll or T.vectorized");
    return;
  }
  if (!requireInKernel(s.range, "a loop"))
    return;
  std::vector<const NameExpr*> names;
  if (auto* n = dyn<NameExpr>(s.target.get()))
    names.push_back(n);
  else if (auto* t = dyn<TupleExpr>(s.target.get())) {
    for (const auto& e : t->elts) {
      if (auto* n2 = dyn<NameExpr>(e.get()))
        names.push_back(n2);
      else {
        error(e->range, "loop variables must be plain names");
        return;
      }
    }
  }
  if (names.size() != it.loop.extents.size()) {
    if (it.loop.kind == LoopKind::Parallel)
      error(s.target->range, "T.Parallel has " + std::to_string(it.loop.extents.size()) + " extent" +
                                 (it.loop.extents.size() == 1 ? "" : "s") + " but the loop binds " +
                                 std::to_string(names.size()) + " variable" + (names.size() == 1 ? "" : "s") +
                                 "; give one variable per extent");
    else
      error(s.target->range, "this loop binds one variable per iteration; found " + std::to_string(names.size()));
    return;
  }
  if (it.loop.kind == LoopKind::Pipelined && parallelDepth_ > 0) {
    error(s.iter->range, "T.Pipelined cannot be nested inside T.Parallel");
    return;
  }
  std::vector<std::string> nameStrs;
  for (auto* n : names)
    nameStrs.push_back(n->name);
  std::string noExits = it.loop.kind == LoopKind::Parallel    ? "a T.Parallel loop: its iterations run on different threads"
                        : it.loop.kind == LoopKind::Pipelined  ? "a T.Pipelined loop: its stages are issued ahead of the body"
                        : it.loop.kind == LoopKind::Vectorized ? "a T.vectorized loop: its iterations are one vector"
                                                               : "";
  if ((it.loop.kind == LoopKind::Parallel || it.loop.kind == LoopKind::Pipelined) &&
      !requireNoExitGuard(s.range, it.loop.kind == LoopKind::Parallel ? "a T.Parallel loop" : "a T.Pipelined loop"))
    return;
  LoopExits ex = loopExitsFor(s.body, noExits, /*resetBefore=*/false, s.range);
  std::vector<Handle> vars;
  if (emitter_)
    vars = emitter_->beginFor(it.loop, nameStrs, s.range);
  ++loopDepth_;
  pushScope();
  Value firstVar;
  for (size_t i = 0; i < names.size(); ++i) {
    const Dim& ext = it.loop.extents[i];
    std::optional<int64_t> lo, hi;
    bool knownStart = it.loop.starts.size() > i && it.loop.starts[i];
    if (knownStart || it.loop.starts.size() <= i)
      lo = knownStart ? *it.loop.starts[i] : 0;
    if (ext.value && lo)
      hi = *lo + (*ext.value - 1) * it.loop.step;
    Value var = runtime(DType::Int32, names[i]->name, i < vars.size() ? vars[i] : nullptr, lo, hi);
    if (i == 0)
      firstVar = var;
    bindName(names[i]->name, var, names[i]->range);
  }
  bool par = it.loop.kind == LoopKind::Parallel;
  if (par)
    ++parallelDepth_;
  loopExits_.push_back(ex);
  if (ex.usesBreak) {
    // A break flag set by the loop's last run is cleared; the statements of
    // an iteration after its break point do nothing.
    resetAtFirstIteration(ex, firstVar, it.loop.startValues.empty() ? Value::ofInt(0) : *it.loop.startValues[0], s.range);
    if (emitter_)
      emitter_->beginIf(noExit(ex, /*breakOnly=*/true, s.range), s.range);
    ++exitGuards_;
  }
  if (ex.usesContinue)
    setFlag(ex.cont, 0, s.range);
  const uint64_t onChipBefore = onChipAccesses_;
  execBlock(s.body);
  if (ex.usesBreak) {
    --exitGuards_;
    if (emitter_)
      emitter_->endIf();
    // The loop ends after the iteration that set the flag. Not where the
    // body touches shared or fragment memory: a barrier the compiler puts
    // between two iterations (a later one's writes after an earlier one's
    // reads) needs every thread to run every iteration.
    if (onChipAccesses_ == onChipBefore && emitter_) {
      Value flag = load(ex.brk, s.range);
      Value zero = Value::ofInt(0);
      emitter_->breakIf(pure(DType::Bool, "brk != 0", emitter_->compare(CompareOp::Ne, flag, zero, s.range), "cmp!=",
                             {flag, zero}),
                        s.range);
    }
  }
  loopExits_.pop_back();
  if (par)
    --parallelDepth_;
  popScope(true);
  --loopDepth_;
  if (emitter_)
    emitter_->endFor();
}

void Checker::execWith(const ast::WithStmt& s) {
  Value ctx = eval(*s.context);
  if (ctx.isError())
    return;
  if (ctx.kind != ValueKind::Kernel) {
    error(s.context->range, "'with' takes T.Kernel(...); found " + describe(ctx));
    return;
  }
  if (kernel_.seen) {
    error(s.range, "a kernel has only one `with T.Kernel(...)` block").note(kernel_.range, "the first one is here");
    return;
  }
  if (inMacro_ || loopDepth_ > 0 || runtimeCondDepth_ > 0) {
    error(s.range, "`with T.Kernel(...)` must be at the top level of a @T.prim_func body");
    return;
  }
  kernel_.seen = true;
  kernel_.range = s.context->range;
  kernel_.threads = ctx.i;
  kernel_.threadExtents.clear();
  for (const auto& t : ctx.elts)
    kernel_.threadExtents.push_back(t.i);
  std::vector<const ast::NameExpr*> blockNames;
  if (s.target) {
    std::vector<const ast::NameExpr*> names;
    if (auto* n = ast::dyn<ast::NameExpr>(s.target.get()))
      names.push_back(n);
    else if (auto* t = ast::dyn<ast::TupleExpr>(s.target.get())) {
      for (const auto& e : t->elts) {
        auto* n2 = ast::dyn<ast::NameExpr>(e.get());
        if (!n2) {
          error(e->range, "block indices must be plain names");
          return;
        }
        names.push_back(n2);
      }
    } else {
      error(s.target->range, "bind the block indices to names: `as (bx, by)`");
      return;
    }
    if (names.size() > ctx.loop.extents.size()) {
      error(s.target->range, "T.Kernel has " + std::to_string(ctx.loop.extents.size()) + " grid dimensions but " +
                                 std::to_string(names.size()) + " block indices are bound");
      return;
    }
    blockNames = names;
  }
  std::vector<std::string> nameStrs;
  for (auto* n : blockNames)
    nameStrs.push_back(n->name);
  std::vector<int64_t> threads;
  for (const auto& t : ctx.elts)
    threads.push_back(t.i);
  std::vector<int64_t> cluster;
  int64_t minBlocksPerSM = 1;
  for (const auto& [key, v] : ctx.loop.annotations) {
    if (key == "cluster")
      for (const auto& e : v->elts)
        cluster.push_back(e.i);
    if (key == "min_blocks_per_sm")
      minBlocksPerSM = v->i;
  }
  std::vector<Handle> vars;
  if (emitter_)
    vars = emitter_->beginKernel(ctx.loop.extents, threads, blockNames.size(), nameStrs, ctx.b, cluster,
                                  minBlocksPerSM, s.context->range);
  for (size_t i = 0; i < blockNames.size(); ++i) {
    const Dim& ext = ctx.loop.extents[i];
    std::optional<int64_t> hi;
    if (ext.value) {
      // A clustered grid is rounded up to whole clusters (IR builder).
      int64_t c = i < cluster.size() ? cluster[i] : 1;
      hi = (*ext.value + c - 1) / c * c - 1;
    }
    bindName(blockNames[i]->name, runtime(DType::Int32, blockNames[i]->name, i < vars.size() ? vars[i] : nullptr, 0, hi),
             blockNames[i]->range);
  }
  kernel_.active = true;
  execBlock(s.body);
  kernel_.active = false;
  if (emitter_)
    emitter_->endKernel();
}

void Checker::execFuncDef(const ast::FuncDef& f) {
  if (isPrimFunc(f)) {
    error(f.nameRange, "kernel '" + f.name + "' must be defined at the top level of the file");
    return;
  }
  if (!isMacro(f)) {
    error(f.nameRange, "nested function '" + f.name + "' needs @T.macro");
    return;
  }
  Value v = Value::make(ValueKind::Function);
  v.func = &f;
  v.closure = scope_;
  bindName(f.name, v, f.nameRange);
}

} // namespace tilec::sema
