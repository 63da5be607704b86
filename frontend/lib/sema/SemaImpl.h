#pragma once
// Private to semantic analysis: the Checker walks one kernel instantiation,
// evaluating compile-time expressions and typing run-time ones.

#include "tilec/basic/Diagnostics.h"
#include "tilec/frontend/AST.h"
#include "tilec/frontend/Builtins.h"
#include "tilec/frontend/Emitter.h"
#include "tilec/frontend/Sema.h"
#include "tilec/frontend/Value.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::sema {

/// An integer value: a constant or a run-time integer (these carry affine forms).
/// Has an affine form: a constant, or an integer scalar with its atoms (one
/// without any would read as its constant alone).
inline bool isAffine(const Value& v) {
  return v.kind == ValueKind::Int ||
         (v.kind == ValueKind::Scalar && isInteger(v.scalar.dtype) && !v.scalar.terms.empty());
}

/// Tile shapes that may be equal, size-1 dims aside: known extents equal,
/// symbolic ones left to run time (SemaTileOps.cpp).
bool shapesMayMatch(const std::vector<Dim>& a, const std::vector<Dim>& b);
/// "global memory", "shared memory", "a fragment", ... for messages.
std::string scopeWordOf(MemScope s);

struct Binding {
  Value value;
  SourceRange def;
  unsigned controlDepth = 0; // run-time loops and branches around the definition
};

struct Scope {
  std::map<std::string, Binding> names;
  std::shared_ptr<Scope> parent;
  Binding* lookup(const std::string& n) {
    for (Scope* s = this; s; s = s->parent.get()) {
      auto it = s->names.find(n);
      if (it != s->names.end())
        return &it->second;
    }
    return nullptr;
  }
};
using ScopePtr = std::shared_ptr<Scope>;

/// Evaluated arguments of a call.
struct CallArgs {
  std::vector<Value> pos;
  std::vector<SourceRange> posRanges;
  std::vector<std::pair<std::string, Value>> kw;
  std::vector<SourceRange> kwRanges;
  SourceRange callRange;
};

/// Arguments bound to a builtin's parameter list.
struct BoundArgs {
  std::map<std::string, Value> named;
  std::map<std::string, SourceRange> ranges;
  std::vector<Value> rest; // the *variadic parameter
  std::vector<SourceRange> restRanges;
  SourceRange callRange;
  bool ok = true;
  const Value& at(const std::string& n) const { return named.at(n); }
  SourceRange rangeOf(const std::string& n) const {
    auto it = ranges.find(n);
    return it == ranges.end() ? callRange : it->second;
  }
};

/// The `with T.Kernel(...)` being checked.
struct KernelContext {
  bool active = false;
  bool seen = false;
  int64_t threads = 0; // product of the thread extents, 0 when unknown
  std::vector<int64_t> threadExtents;
  SourceRange range;
};

class Checker {
public:
  Checker(DiagnosticEngine& diags, const SemaOptions& opts, KernelEmitter* emitter)
      : diags_(diags), opts_(opts), emitter_(emitter) {}
  std::vector<Instance> run(const std::vector<const ast::Module*>& modules,
                            const std::vector<const ast::Module*>& inputs);

  // ---- module level (SemaModule.cpp)
private:
  void collectGlobals(const std::vector<const ast::Module*>& modules);
  void defineGlobal(const std::string& name, Value v, SourceRange def);
  std::optional<Value> parseDefine(const std::string& name, const std::string& text);
  std::vector<Instance> instantiateAll(const std::vector<const ast::Module*>& inputs);
  bool checkInstance(const ast::FuncDef& kernel, Instance& inst, const std::map<std::string, Value>& given,
                     const std::map<std::string, SourceRange>& givenRanges, SourceRange where);
  std::optional<Value> coerceCompileTimeParam(const ast::Param& p, Value v, SourceRange at);
  Value kernelParamValue(const ast::Param& p);
  bool isPrimFunc(const ast::FuncDef& f) const;
  bool isMacro(const ast::FuncDef& f) const;

  // ---- statements (SemaStmt.cpp)
  void execBlock(const ast::Block& b, bool closesGuards = true);
  void execStmt(const ast::Stmt& s);
  void execAssign(const ast::Expr& target, const Value& v, SourceRange valueRange, bool declaresOnly);
  void bindName(const std::string& name, Value v, SourceRange def);
  /// `evaluated`: the target's element, evaluated already (an augmented
  /// assignment evaluates its target once).
  void storeElement(const ast::SubscriptExpr& target, const Value& v, SourceRange valueRange,
                    const Value* evaluated = nullptr);
  void execFor(const ast::ForStmt& s);
  void execWith(const ast::WithStmt& s);
  void execIf(const ast::IfStmt& s);
  void execFuncDef(const ast::FuncDef& f);

  // ---- expressions (SemaExpr.cpp)
public:
  Value eval(const ast::Expr& e);

private:
  Value evalName(const ast::NameExpr& e);
  Value evalAttribute(const ast::AttributeExpr& e);
  Value evalSubscript(const ast::SubscriptExpr& e);
  Value evalUnary(const ast::UnaryExpr& e);
  Value evalBinary(const ast::BinaryExpr& e);
  Value binaryOp(ast::BinaryOp op, const Value& a, const Value& b, SourceRange r, SourceRange opRange);
  Value evalCompare(const ast::CompareExpr& e);
  Value evalBoolOp(const ast::BoolOpExpr& e);
  Value evalTernary(const ast::TernaryExpr& e);
  Value evalCall(const ast::CallExpr& e);
  Value callFunction(const Value& fn, CallArgs& args, SourceRange callRange);
  Value callDType(DType t, CallArgs& args, SourceRange r);
  Value load(const Value& v, SourceRange r); // element -> scalar
  bool requireScalar(const Value& v, SourceRange r, const std::string& what);
  std::optional<int64_t> requireConstInt(const Value& v, SourceRange r, const std::string& what);
  std::optional<DType> requireDType(const Value& v, SourceRange r, const std::string& what);
  std::optional<bool> constTruth(const Value& v);
  void checkIndexBounds(const BufferInfo& b, size_t dim, const Value& idx, SourceRange r);

  // ---- builtins and tile operators (SemaBuiltins.cpp, SemaTileOps.cpp)
  BoundArgs bindArgs(Builtin id, CallArgs& args);
  Value callBuiltin(Builtin id, CallArgs& args, SourceRange r);
  Value builtinAlloc(Builtin id, BoundArgs& a);
  Value builtinKernel(BoundArgs& a);
  Value builtinLoop(Builtin id, BoundArgs& a);
  Value builtinMath(Builtin id, BoundArgs& a);
  Value builtinPython(Builtin id, BoundArgs& a);
  void checkCopy(BoundArgs& a);
  void checkGemm(BoundArgs& a);
  bool checkGemmWarpgroups(const Value& v, SourceRange r);
  void checkFill(Builtin id, BoundArgs& a);
  void checkReduce(Builtin id, BoundArgs& a);
  void checkCumSum(BoundArgs& a);
  void checkAtomic(Builtin id, BoundArgs& a);
  Value atomicFetch(Builtin id, BoundArgs& a);
  bool atomicAfterReadsOk(const std::string& name, const Value& dst, SourceRange call);
  std::optional<std::string> atomicMemoryOrder(BoundArgs& a);
  bool atomicDestinationOk(const std::string& name, const Value& dst, BoundArgs& a);
  bool requireTile(const Value& v, SourceRange r, const std::string& role, bool allowCorner);
  bool requireInKernel(SourceRange r, const char* what);
  std::optional<std::vector<Dim>> shapeFromValue(const Value& v, SourceRange r);

  // ---- emission helpers
  /// A run-time scalar value with the emitter's handle attached: an atom of
  /// the affine arithmetic of its own, equal to no other value (a loop
  /// variable, an atomic's result). `text` is for messages only.
  Value runtime(DType t, std::string text, Handle h, std::optional<int64_t> lo = {}, std::optional<int64_t> hi = {}) {
    std::string key = freshKey(text);
    return keyed(t, std::move(text), std::move(h), std::move(key), lo, hi);
  }
  /// The same with a given identity: values with equal keys are equal
  /// (a kernel parameter or dim, by name).
  static Value keyed(DType t, std::string text, Handle h, std::string key, std::optional<int64_t> lo = {},
                     std::optional<int64_t> hi = {}) {
    Value v = Value::ofScalar(t, std::move(text), lo, hi);
    if (!v.scalar.terms.empty())
      v.scalar.terms = {{key, 1}};
    v.scalar.key = std::move(key);
    v.scalar.handle = std::move(h);
    return v;
  }
  /// A pure function of its operands (no memory, no side effect): keyed by
  /// the operation, the result type and the operands' identities, so that
  /// the same computation twice is one atom and different ones never are.
  Value pure(DType t, std::string text, Handle h, const std::string& op, const std::vector<Value>& args,
             std::optional<int64_t> lo = {}, std::optional<int64_t> hi = {}) {
    std::string key = pureKey(op, t, args);
    return keyed(t, std::move(text), std::move(h), std::move(key), lo, hi);
  }
  /// Keys of the affine arithmetic: a value's (its affine form over atoms,
  /// or its own key), an operation's over its operands, a fresh atom's.
  std::string affineKey(const Value& v);
  std::string pureKey(const std::string& op, DType t, const std::vector<Value>& args);
  Value dimValue(const Dim& d);
  // ---- break / continue (SemaLoopExits.cpp)
  /// The early exits of the loops around the statement being checked,
  /// innermost last. break / continue become flags (SemaLoopExits.cpp): the
  /// statements after a break or continue point run under a guard, and a
  /// loop with a break skips its later iterations.
  struct LoopExits {
    std::string unsupported; // why this loop takes no break / continue ("" if it does)
    bool boundary = false;   // a macro body: the caller's loops are out of reach
    bool usesBreak = false, usesContinue = false;
    Value brk, cont;         // the flags' elements
  };
  std::optional<bool> nameTruth(const ast::Expr& e);
  bool stmtExits(const ast::Stmt& s, ast::StmtKind kind);
  bool blockExits(const ast::Block& b, ast::StmtKind kind);
  /// The loop's flags; `resetBefore`: the break flag is cleared before the
  /// loop (a while loop), else by resetAtFirstIteration inside it, so that
  /// the loop stays one statement (of a T.Pipelined body's schedule).
  LoopExits loopExitsFor(const ast::Block& body, std::string unsupported, bool resetBefore, SourceRange r);
  void resetAtFirstIteration(const LoopExits& ex, const Value& var, const Value& start, SourceRange r);
  Value exitFlag(const char* name, SourceRange r);
  void setFlag(const Value& flag, int64_t v, SourceRange r);
  /// brk == 0 and cont == 0 (the flags the loop has; brk's alone with
  /// breakOnly), as a condition.
  Value noExit(const LoopExits& ex, bool breakOnly, SourceRange r);
  void execExit(const ast::Stmt& s);
  bool requireNoExitGuard(SourceRange r, const char* what);
  std::string freshKey(const std::string& text) { return text + "#" + std::to_string(++atomSerial_); }
  static Dim dimOf(const Value& v);
  static Value varElement(const Value& buffer); // the element x[0] of a T.alloc_var variable
  RegionArg regionOf(const Value& v, const std::vector<Dim>* cornerExtents, SourceRange r);
  void emitTileOp(Builtin id, std::vector<RegionArg> regions, std::optional<Value> scalar, const BoundArgs& a,
                  std::initializer_list<const char*> flags);
  unsigned controlDepth() const { return loopDepth_ + runtimeCondDepth_; }
  void recordSymbol(SourceRange use, SourceRange def, const std::string& name, const Value& v) {
    if (opts_.symbols && use.valid())
      opts_.symbols->push_back({use, def, name, v.kind == ValueKind::Scalar ? "run-time " +
                                std::string(dtypeName(v.scalar.dtype)) + " value" : describe(v), currentInstance_});
  }
  void pushScope();
  void popScope(bool branch);

  // ---- helpers
  DiagBuilder error(SourceRange r, std::string msg) { return diags_.error(r, std::move(msg)); }
  std::string suggestName(const std::string& name) const;
  static std::string closest(const std::string& name, const std::vector<std::string>& candidates);
  std::string sourceText(SourceRange r) const;

  DiagnosticEngine& diags_;
  const SemaOptions& opts_;
  ScopePtr globals_ = std::make_shared<Scope>();
  ScopePtr scope_;
  std::map<std::string, const ast::FuncDef*> kernels_;
  std::vector<std::pair<const ast::ExportDecl*, const ast::Module*>> exports_;
  std::map<std::string, SourceRange> usedDefines_;

  KernelContext kernel_;
  std::vector<const ast::FuncDef*> macroStack_;
  unsigned loopDepth_ = 0;
  uint64_t atomSerial_ = 0; // fresh atoms made so far (freshKey)
  uint64_t memEpoch_ = 0;   // statements and atomics so far: a load's key holds it
  /// The elements indexed (to be read) by each statement being checked,
  /// innermost last (a macro called in an expression checks its statements
  /// inside the caller's): an atomic with a result is bound before its
  /// statement, so no earlier part of the statement may read the buffer it
  /// updates (atomicAfterReadsOk).
  struct LoadSite {
    const void* buffer;
    const void* id; // the element's first index value: copies of the element (a macro's argument) share it
    SourceRange range;
  };
  std::vector<std::vector<LoadSite>> stmtLoads_;
  /// Where the frames of the innermost macro call's own statements begin:
  /// those below are its callers' (pending while it runs), those above are
  /// the macro's statements, hidden in the bodies of its compound statements.
  size_t macroFrames_ = 0;
  bool macroBody_ = false; // the next execBlock is a macro's body, inside its caller's statement
  /// The elements loaded so far (their ids), and where each call being
  /// evaluated began in that list: an atomic's operands are loaded during
  /// its call, and are no earlier reads.
  std::vector<const void*> loadLog_;
  std::vector<size_t> callLoads_;
  uint64_t onChipAccesses_ = 0; // subscripts of shared and fragment buffers so far (a loop's early exit)
  unsigned parallelDepth_ = 0;
  std::vector<LoopExits> loopExits_;
  unsigned exitGuards_ = 0; // guards around the current statement (tile operators may not run under one)
  unsigned carriedGuards_ = 0; // opened in a compile-time branch, left for the enclosing block to close
  /// Evaluating an operand that runs only sometimes ('and' / 'or' after the
  /// first, conditional-expression and T.if_then_else arms), and a while
  /// condition (evaluated again on every iteration): where an atomic with a
  /// result may stand as an expression (atomicFetch).
  unsigned conditionalDepth_ = 0;
  unsigned whileCondDepth_ = 0;
  unsigned runtimeCondDepth_ = 0;
  bool inMacro_ = false;
  unsigned macroDepthBase_ = 0; // controlDepth() where the innermost macro call began
  KernelEmitter* emitter_ = nullptr;
  std::string pendingAllocName_;
  std::string currentInstance_; // for SymbolUse::instance // the name an allocation is about to be bound to
  std::map<std::string, Value> dynamicByName_; // T.dynamic("m") is one variable per name
  std::map<std::string, SourceRange> branchLocals_; // names that lived only inside a run-time branch or loop
  std::optional<Value> returnValue_;
  SourceRange returnRange_;
};

} // namespace tilec::sema
