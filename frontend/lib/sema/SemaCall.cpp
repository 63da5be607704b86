// Calls: builtins (dispatched to SemaBuiltins.cpp), dtype conversions and
// macro inlining; and the small checks shared by the other files.

#include "SemaImpl.h"

#include "tilec/frontend/ASTPrinter.h"

#include <cmath>
#include <utility>

namespace tilec::sema {

using namespace ast;

Value Checker::evalCall(const CallExpr& e) {
  Value fn = eval(*e.callee);
  if (fn.isError())
    return fn;
  callLoads_.push_back(loadLog_.size());
  struct PopCall {
    std::vector<size_t>& starts;
    ~PopCall() { starts.pop_back(); }
  } popCall{callLoads_};
  CallArgs args;
  args.callRange = e.range;
  bool bad = false;
  // T.if_then_else evaluates only the arm it selects.
  const bool lazyArms = fn.kind == ValueKind::Builtin && fn.builtin == Builtin::IfThenElse;
  for (const auto& a : e.args) {
    bool arm = lazyArms && a != e.args.front();
    conditionalDepth_ += arm;
    struct Restore {
      unsigned& depth;
      bool arm;
      ~Restore() { depth -= arm; }
    } restore{conditionalDepth_, arm};
    if (a->kind == ExprKind::Star) {
      Value inner = eval(*static_cast<const StarExpr&>(*a).value);
      if (inner.kind == ValueKind::Tuple) {
        for (auto& x : inner.elts) {
          args.pos.push_back(x);
          args.posRanges.push_back(a->range);
        }
      } else if (!inner.isError()) {
        error(a->range, "only a tuple or list can be unpacked with '*'");
        bad = true;
      } else {
        bad = true;
      }
      continue;
    }
    args.pos.push_back(eval(*a));
    args.posRanges.push_back(a->range);
  }
  for (const auto& k : e.keywords) {
    for (const auto& prev : args.kw)
      if (prev.first == k.name) {
        error(k.nameRange, "keyword argument '" + k.name + "' is given twice");
        bad = true;
      }
    bool arm = lazyArms && k.name != "cond";
    conditionalDepth_ += arm;
    args.kw.push_back({k.name, eval(*k.value)});
    conditionalDepth_ -= arm;
    args.kwRanges.push_back(k.nameRange);
  }
  if (bad)
    return Value::error();
  return callFunction(fn, args, e.range);
}

Value Checker::callFunction(const Value& fn, CallArgs& args, SourceRange r) {
  switch (fn.kind) {
  case ValueKind::Builtin: return callBuiltin(fn.builtin, args, r);
  case ValueKind::DType: return callDType(fn.dtype, args, r);
  case ValueKind::Opaque:
    if (fn.s == "an unsigned-field converter") {
      if (args.pos.size() != 3) {
        error(r, "the converter takes (nbits, packed, pos, dtype=...)");
        return Value::error();
      }
      DType t = DType::Float16;
      for (size_t i = 0; i < args.kw.size(); ++i) {
        if (args.kw[i].first != "dtype") {
          error(args.kwRanges[i], "unexpected keyword argument '" + args.kw[i].first + "'");
          return Value::error();
        }
        auto d = requireDType(args.kw[i].second, args.kwRanges[i], "dtype");
        if (!d)
          return Value::error();
        t = *d;
      }
      for (size_t i = 0; i < 3; ++i) {
        if (!requireScalar(args.pos[i], args.posRanges[i], "converter argument"))
          return Value::error();
        if (args.pos[i].isElement())
          args.pos[i] = load(args.pos[i], args.posRanges[i]);
      }
      return runtime(t, "unpacked", emitter_ ? emitter_->intrinsic("unpack_unsigned", args.pos, t, r) : nullptr);
    }
    break;
  case ValueKind::Function: {
    const ast::FuncDef& f = *fn.func;
    if (isPrimFunc(f)) {
      error(r, "kernel '" + f.name + "' cannot be called; factor the shared code into a @T.macro")
          .note(f.nameRange, "'" + f.name + "' is defined here");
      return Value::error();
    }
    for (const ast::FuncDef* active : macroStack_) {
      if (active == &f) {
        error(r, "macro '" + f.name + "' calls itself; macros are inlined at each call and cannot be recursive")
            .note(f.nameRange, "'" + f.name + "' is defined here");
        return Value::error();
      }
    }
    if (macroStack_.size() >= 64) {
      error(r, "macro calls are nested too deeply (more than 64 levels)");
      return Value::error();
    }
    // A while condition is one expression, evaluated again before every
    // iteration: a macro's statements would run once, before the loop; in
    // an operand that runs only sometimes they would run every time.
    if (whileCondDepth_ > 0 || conditionalDepth_ > 0) {
      for (size_t i = 0; i < f.body.size(); ++i) {
        const ast::Stmt& st = *f.body[i];
        bool docOrPass = st.kind == ast::StmtKind::Pass ||
                         (st.kind == ast::StmtKind::Expr &&
                          static_cast<const ast::ExprStmt&>(st).value->kind == ast::ExprKind::String);
        if (docOrPass || (i + 1 == f.body.size() && st.kind == ast::StmtKind::Return))
          continue;
        const char* why =
            whileCondDepth_ > 0
                ? "a while condition cannot hold (they would run once, before the loop, not before every test); call "
                  "it in the loop: `while True:` with `if not <condition>: break`, or assign it to a name before the "
                  "loop and again at the end of the body"
                : "an operand that runs only sometimes (after the first operand of 'and' / 'or', an arm of a "
                  "conditional expression or of T.if_then_else) cannot hold: they would run every time; assign its "
                  "result to a name first, under an 'if' if it may only run then";
        error(r, "macro '" + f.name + "' runs statements, which " + why)
            .note(st.range, "this statement of '" + f.name + "' is one");
        return Value::error();
      }
    }
    auto closure = std::static_pointer_cast<Scope>(fn.closure.lock());
    if (!closure) {
      error(r, "macro '" + f.name + "' is used outside the scope it was defined in");
      return Value::error();
    }
    auto callScope = std::make_shared<Scope>();
    callScope->parent = closure;
    std::vector<bool> bound(f.params.size(), false);
    if (args.pos.size() > f.params.size()) {
      error(args.posRanges[f.params.size()], "macro '" + f.name + "' takes " + std::to_string(f.params.size()) +
                                                 " argument" + (f.params.size() == 1 ? "" : "s") + " but " +
                                                 std::to_string(args.pos.size()) + " were given")
          .note(f.nameRange, "'" + f.name + "' is defined here");
      return Value::error();
    }
    for (size_t i = 0; i < args.pos.size(); ++i) {
      callScope->names[f.params[i].name] = {args.pos[i], f.params[i].range};
      bound[i] = true;
    }
    for (size_t k = 0; k < args.kw.size(); ++k) {
      size_t i = 0;
      while (i < f.params.size() && f.params[i].name != args.kw[k].first)
        ++i;
      if (i == f.params.size()) {
        error(args.kwRanges[k], "macro '" + f.name + "' has no parameter '" + args.kw[k].first + "'")
            .note(f.nameRange, "'" + f.name + "' is defined here");
        return Value::error();
      }
      if (bound[i]) {
        error(args.kwRanges[k], "argument '" + args.kw[k].first + "' of macro '" + f.name + "' is given twice");
        return Value::error();
      }
      callScope->names[f.params[i].name] = {args.kw[k].second, f.params[i].range};
      bound[i] = true;
    }
    auto saved = scope_;
    for (size_t i = 0; i < f.params.size(); ++i) {
      if (bound[i])
        continue;
      if (!f.params[i].defaultValue) {
        error(r, "macro '" + f.name + "' is missing argument '" + f.params[i].name + "'")
            .note(f.params[i].range, "parameter declared here");
        return Value::error();
      }
      scope_ = callScope;
      callScope->names[f.params[i].name] = {eval(*f.params[i].defaultValue), f.params[i].range};
      scope_ = saved;
    }
    // The macro body gets its own scope for locals, below the parameters.
    scope_ = std::make_shared<Scope>();
    scope_->parent = callScope;
    // The macro runs where it is called: its statements are inside the
    // caller's loops and branches (allocation rules apply), and a `return`
    // is only allowed at the macro's own top level.
    bool savedInMacro = inMacro_;
    unsigned savedBase = macroDepthBase_;
    macroDepthBase_ = controlDepth();
    inMacro_ = true;
    macroStack_.push_back(&f);
    LoopExits boundary;
    boundary.boundary = true;
    loopExits_.push_back(boundary);
    unsigned errorsBefore = diags_.errorCount();
    macroBody_ = true;
    const size_t savedFrames = std::exchange(macroFrames_, stmtLoads_.size());
    execBlock(f.body);
    macroFrames_ = savedFrames;
    loopExits_.pop_back();
    macroStack_.pop_back();
    inMacro_ = savedInMacro;
    macroDepthBase_ = savedBase;
    scope_ = saved;
    if (diags_.errorCount() != errorsBefore)
      diags_.emit(Diagnostic{Severity::Note, r, "in the call of macro '" + f.name + "' here", {}});
    Value result = returnValue_ ? *returnValue_ : Value::none();
    returnValue_.reset();
    return result;
  }
  default: break;
  }
  error(r, describe(fn) + " is not callable");
  return Value::error();
}

Value Checker::callDType(DType t, CallArgs& args, SourceRange r) {
  if (args.pos.size() != 1 || !args.kw.empty()) {
    error(r, "T." + std::string(dtypeName(t)) + "(x) takes one value to convert");
    return Value::error();
  }
  const Value& v = args.pos[0];
  if (v.isError())
    return v;
  if (!v.isScalarLike()) {
    error(args.posRanges[0], "cannot convert " + describe(v) + " to " + std::string(dtypeName(t)));
    return Value::error();
  }
  Value x = v.isElement() ? load(v, args.posRanges[0]) : v;
  return pure(t, std::string(dtypeName(t)) + "(" + valueText(x) + ")", emitter_ ? emitter_->cast(x, t, r) : nullptr, "cast",
              {x});
}

bool Checker::requireScalar(const Value& v, SourceRange r, const std::string& what) {
  if (v.isError())
    return false;
  if (!v.isScalarLike()) {
    error(r, what + " must be a scalar, not " + describe(v));
    return false;
  }
  return true;
}

std::optional<int64_t> Checker::requireConstInt(const Value& v, SourceRange r, const std::string& what) {
  if (v.isError())
    return std::nullopt;
  if (v.kind == ValueKind::Int)
    return v.i;
  if (v.kind == ValueKind::Bool)
    return v.b;
  error(r, what + " must be a compile-time integer, not " + describe(v));
  return std::nullopt;
}

std::optional<DType> Checker::requireDType(const Value& v, SourceRange r, const std::string& what) {
  if (v.isError())
    return std::nullopt;
  if (v.kind == ValueKind::DType)
    return v.dtype;
  if (v.kind == ValueKind::String) {
    if (auto t = parseDType(v.s))
      return t;
    std::string names;
    for (auto n : allDTypeNames())
      names += (names.empty() ? "" : ", ") + std::string(n);
    error(r, "unknown dtype \"" + v.s + "\"; expected one of " + names);
    return std::nullopt;
  }
  error(r, what + " must be a dtype such as \"float16\" or T.float32, not " + describe(v));
  return std::nullopt;
}

} // namespace tilec::sema
