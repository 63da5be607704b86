// The IR verifier (rules listed in Verifier.h).
#include "tilec/ir/Verifier.h"

#include "tilec/ir/Ops.h"

#include <unordered_map>
#include <unordered_set>

namespace tilec::ir {

const char* verifyRuleName(VerifyRule r) {
  switch (r) {
  case VerifyRule::NullNode: return "null-node";
  case VerifyRule::UndefinedVar: return "undefined-var";
  case VerifyRule::Redefinition: return "redefinition";
  case VerifyRule::UndefinedBuffer: return "undefined-buffer";
  case VerifyRule::IndexCount: return "index-count";
  case VerifyRule::IndexType: return "index-type";
  case VerifyRule::OperandTypes: return "operand-types";
  case VerifyRule::StoreType: return "store-type";
  case VerifyRule::LoopType: return "loop-type";
  case VerifyRule::ConditionType: return "condition-type";
  case VerifyRule::LetType: return "let-type";
  case VerifyRule::RegionRank: return "region-rank";
  case VerifyRule::TileOp: return "tile-op";
  case VerifyRule::Launch: return "launch";
  case VerifyRule::Param: return "param";
  }
  return "?";
}

namespace {

std::string bufName(const Buffer& b) { return "'" + b->name + "'"; }

class Verifier {
public:
  explicit Verifier(std::string fname) : fname_(std::move(fname)) {}
  std::vector<VerifyProblem> problems;

  void func(const PrimFuncNode& f);

private:
  /// Sets the fallback location for problems found inside a node.
  struct LocScope {
    LocScope(Verifier* v, SourceRange r) : v(v), pushed(r.valid()) {
      if (pushed)
        v->locs_.push_back(r);
    }
    ~LocScope() {
      if (pushed)
        v->locs_.pop_back();
    }
    Verifier* v;
    bool pushed;
  };

  void report(VerifyRule rule, std::string msg, SourceRange own = {}) {
    SourceRange r = own.valid() ? own : locs_.empty() ? SourceRange() : locs_.back();
    problems.push_back(VerifyProblem{rule, std::move(msg), r, fname_});
  }

  // ---------------------------------------------------------------- scopes
  /// The value of a let (expression or statement) and the definition of its variable.
  void letBinding(const Var& var, const Expr& value) {
    if (need(value, "a let value")) {
      expr(value);
      if (var && var->dtype != value->dtype)
        report(VerifyRule::LetType, "let variable '" + var->name + "' has type " + var->dtype.str() +
                                        " but its value has type " + value->dtype.str());
    }
    defineVar(var, "a let variable");
  }

  void defineVar(const Var& v, const char* what) {
    if (!v) {
      report(VerifyRule::NullNode, std::string("null variable as ") + what);
      return;
    }
    if (!everVar_.insert(v.get()).second)
      report(VerifyRule::Redefinition, "variable '" + v->name + "' is defined more than once", v->loc);
    ++varScope_[v.get()];
  }
  void undefineVar(const Var& v) {
    if (v)
      --varScope_[v.get()];
  }
  void defineBuffer(const Buffer& b) {
    if (!everBuf_.insert(b.get()).second)
      report(VerifyRule::Redefinition, "buffer " + bufName(b) + " is defined more than once", b->loc);
    ++bufScope_[b.get()];
  }
  bool useBuffer(const Buffer& b, const char* what) {
    if (!b) {
      report(VerifyRule::NullNode, std::string("null buffer in ") + what);
      return false;
    }
    if (bufScope_[b.get()] <= 0 && reportedBuf_.insert(b.get()).second)
      report(VerifyRule::UndefinedBuffer,
             "buffer " + bufName(b) + " is used but is neither a parameter nor allocated in an enclosing scope");
    return true;
  }

  // ---------------------------------------------------------------- expressions
  bool need(const Expr& e, const char* what) {
    if (e)
      return true;
    report(VerifyRule::NullNode, std::string("null expression as ") + what);
    return false;
  }
  /// A node's own location; a var's points at its definition, so a use
  /// reports the enclosing node's instead.
  static SourceRange own(const Expr& e) { return e->kind == ExprKind::Var ? SourceRange() : e->loc; }
  void checkInt(const Expr& e, VerifyRule rule, const std::string& what) {
    if (e && !e->dtype.isInt())
      report(rule, what + " must be an integer, not " + e->dtype.str(), own(e));
  }
  void checkBool(const Expr& e, const char* what) {
    if (e && !e->dtype.isBool())
      report(VerifyRule::ConditionType, std::string(what) + " must be bool, not " + e->dtype.str(), own(e));
  }
  void indices(const Buffer& b, const std::vector<Expr>& idx, const char* what) {
    if (b && idx.size() != b->shape.size())
      report(VerifyRule::IndexCount, std::string(what) + " of buffer " + bufName(b) + " has " +
                                         std::to_string(idx.size()) + " indices but the buffer has rank " +
                                         std::to_string(b->shape.size()));
    for (const auto& i : idx) {
      if (!need(i, "an index"))
        continue;
      checkInt(i, VerifyRule::IndexType, "an index");
      expr(i);
    }
  }

  void expr(const Expr& e) {
    if (!e)
      return;
    LocScope ls(this, own(e));
    switch (e->kind) {
    case ExprKind::IntImm:
    case ExprKind::FloatImm:
    case ExprKind::StringImm: return;
    case ExprKind::Var: {
      auto* v = static_cast<const VarNode*>(e.get());
      if (varScope_[v] <= 0 && reportedVar_.insert(v).second)
        report(VerifyRule::UndefinedVar, "use of undefined variable '" + v->name + "'");
      return;
    }
    case ExprKind::Not: expr(static_cast<const NotNode*>(e.get())->a); return;
    case ExprKind::Select: {
      auto* n = static_cast<const SelectNode*>(e.get());
      if (need(n->cond, "a select condition"))
        checkBool(n->cond, "a select condition");
      if (need(n->t, "a select arm") && need(n->f, "a select arm") && n->t->dtype != n->f->dtype)
        report(VerifyRule::OperandTypes,
               "select arms have different types " + n->t->dtype.str() + " and " + n->f->dtype.str());
      expr(n->cond);
      expr(n->t);
      expr(n->f);
      return;
    }
    case ExprKind::Cast: {
      auto* n = static_cast<const CastNode*>(e.get());
      if (need(n->value, "a cast operand"))
        expr(n->value);
      return;
    }
    case ExprKind::Call:
      for (const auto& a : static_cast<const CallNode*>(e.get())->args)
        if (need(a, "a call argument"))
          expr(a);
      return;
    case ExprKind::BufferLoad: {
      auto* n = static_cast<const BufferLoadNode*>(e.get());
      useBuffer(n->buffer, "a load");
      indices(n->buffer, n->indices, "a load");
      return;
    }
    case ExprKind::Ramp: {
      auto* n = static_cast<const RampNode*>(e.get());
      if (need(n->base, "a ramp base") && need(n->stride, "a ramp stride") &&
          n->base->dtype.element() != n->stride->dtype)
        report(VerifyRule::OperandTypes,
               "ramp base and stride have different types " + n->base->dtype.str() + " and " + n->stride->dtype.str());
      if (n->lanes < 1)
        report(VerifyRule::OperandTypes, "ramp with " + std::to_string(n->lanes) + " lanes");
      expr(n->base);
      expr(n->stride);
      return;
    }
    case ExprKind::Broadcast: {
      auto* n = static_cast<const BroadcastNode*>(e.get());
      if (n->lanes < 1)
        report(VerifyRule::OperandTypes, "broadcast to " + std::to_string(n->lanes) + " lanes");
      if (need(n->value, "a broadcast value"))
        expr(n->value);
      return;
    }
    case ExprKind::Let: {
      auto* n = static_cast<const LetNode*>(e.get());
      letBinding(n->var, n->value);
      expr(n->body);
      undefineVar(n->var);
      return;
    }
    default: {
      auto* n = static_cast<const BinaryNode*>(e.get());
      bool ok = need(n->a, "a binary operand");
      ok = need(n->b, "a binary operand") && ok;
      if (ok && n->a->dtype != n->b->dtype)
        report(VerifyRule::OperandTypes, std::string("operands of '") + binarySpelling(e->kind) +
                                             "' have different types " + n->a->dtype.str() + " and " +
                                             n->b->dtype.str());
      expr(n->a);
      expr(n->b);
      return;
    }
    }
  }

  void region(const BufferRegion& r, const char* what) {
    if (!useBuffer(r.buffer, what))
      return;
    if (r.region.size() != r.buffer->shape.size())
      report(VerifyRule::RegionRank, std::string("the ") + what + " region of " + bufName(r.buffer) + " has " +
                                         std::to_string(r.region.size()) + " ranges but the buffer has rank " +
                                         std::to_string(r.buffer->shape.size()));
    for (const auto& rg : r.region) {
      if (need(rg.min, "a region min")) {
        checkInt(rg.min, VerifyRule::IndexType, "a region min");
        expr(rg.min);
      }
      if (need(rg.extent, "a region extent")) {
        checkInt(rg.extent, VerifyRule::IndexType, "a region extent");
        expr(rg.extent);
      }
    }
  }

  void attrValue(const AttrValue& v) {
    if (auto* e = std::get_if<Expr>(&v))
      expr(*e);
  }

  void stmt(const Stmt& s);

  std::string fname_;
  std::vector<SourceRange> locs_;
  std::unordered_map<const VarNode*, int> varScope_;
  std::unordered_map<const BufferNode*, int> bufScope_;
  std::unordered_set<const VarNode*> everVar_, reportedVar_;
  std::unordered_set<const BufferNode*> everBuf_, reportedBuf_;
};

void Verifier::stmt(const Stmt& s) {
  if (!s)
    return;
  LocScope ls(this, s->loc);
  switch (s->kind) {
  case StmtKind::Seq:
    for (const auto& c : static_cast<const SeqStmtNode*>(s.get())->stmts)
      stmt(c);
    return;
  case StmtKind::For: {
    auto* n = static_cast<const ForNode*>(s.get());
    if (need(n->min, "a loop min")) {
      checkInt(n->min, VerifyRule::LoopType, "a loop min");
      expr(n->min);
    }
    if (need(n->extent, "a loop extent")) {
      checkInt(n->extent, VerifyRule::LoopType, "a loop extent");
      expr(n->extent);
    }
    if (n->var && !n->var->dtype.isInt())
      report(VerifyRule::LoopType, "loop variable '" + n->var->name + "' must be an integer, not " + n->var->dtype.str());
    if (n->forKind == ForKind::ThreadBinding && n->threadTag.empty())
      report(VerifyRule::LoopType, "a thread_binding loop needs a thread tag");
    for (const auto& [k, v] : n->annotations)
      attrValue(v);
    defineVar(n->var, "a loop variable");
    stmt(n->body);
    undefineVar(n->var);
    return;
  }
  case StmtKind::While: {
    auto* n = static_cast<const WhileNode*>(s.get());
    if (need(n->cond, "a while condition")) {
      checkBool(n->cond, "a while condition");
      expr(n->cond);
    }
    stmt(n->body);
    return;
  }
  case StmtKind::Let: {
    auto* n = static_cast<const LetStmtNode*>(s.get());
    letBinding(n->var, n->value);
    stmt(n->body);
    undefineVar(n->var);
    return;
  }
  case StmtKind::If: {
    auto* n = static_cast<const IfNode*>(s.get());
    if (need(n->cond, "an if condition")) {
      checkBool(n->cond, "an if condition");
      expr(n->cond);
    }
    stmt(n->then);
    stmt(n->otherwise);
    return;
  }
  case StmtKind::BufferStore: {
    auto* n = static_cast<const BufferStoreNode*>(s.get());
    bool ok = useBuffer(n->buffer, "a store");
    indices(n->buffer, n->indices, "a store");
    if (need(n->value, "a stored value")) {
      expr(n->value);
      if (ok && n->value->dtype.element() != n->buffer->dtype.element())
        report(VerifyRule::StoreType, "stored value has type " + n->value->dtype.str() + " but buffer " +
                                          bufName(n->buffer) + " holds " + n->buffer->dtype.str());
    }
    return;
  }
  case StmtKind::Allocate: {
    auto* n = static_cast<const AllocateNode*>(s.get());
    if (!n->buffer) {
      report(VerifyRule::NullNode, "null buffer in an allocation");
      stmt(n->body);
      return;
    }
    for (const auto& d : n->buffer->shape)
      if (need(d, "a buffer dimension"))
        expr(d);
    for (const auto& d : n->buffer->strides)
      if (need(d, "a buffer stride"))
        expr(d);
    if (n->init) {
      expr(n->init);
      if (n->init->dtype.element() != n->buffer->dtype.element())
        report(VerifyRule::StoreType, "initial value has type " + n->init->dtype.str() + " but buffer " +
                                          bufName(n->buffer) + " holds " + n->buffer->dtype.str());
    }
    defineBuffer(n->buffer);
    stmt(n->body);
    --bufScope_[n->buffer.get()];
    return;
  }
  case StmtKind::Evaluate: {
    auto* n = static_cast<const EvaluateNode*>(s.get());
    if (need(n->value, "an evaluated expression"))
      expr(n->value);
    return;
  }
  case StmtKind::Attr: {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    attrValue(n->value);
    for (const auto& b : n->buffers)
      useBuffer(b, "an attribute");
    stmt(n->body);
    return;
  }
  case StmtKind::Copy: {
    auto* n = static_cast<const CopyNode*>(s.get());
    region(n->src, "copy source");
    region(n->dst, "copy destination");
    for (const auto& [k, v] : n->annotations)
      attrValue(v);
    return;
  }
  case StmtKind::Gemm: {
    auto* n = static_cast<const GemmNode*>(s.get());
    const std::pair<const BufferRegion*, const char*> ops[] = {{&n->A, "A"}, {&n->B, "B"}, {&n->C, "C"}};
    for (const auto& [r, name] : ops) {
      region(*r, "gemm operand");
      // A region of a higher-rank buffer is fine when its other extents are 1.
      size_t wide = 0;
      for (const auto& rg : r->region) {
        auto e = asConstInt(rg.extent);
        wide += !(e && *e == 1);
      }
      if (r->region.size() < 2 || wide > 2)
        report(VerifyRule::TileOp, std::string("gemm operand ") + name + " must be a 2-D region, not " +
                                       std::to_string(r->region.size()) + "-D");
    }
    if (n->kPack < 1)
      report(VerifyRule::TileOp, "gemm k_pack must be at least 1, not " + std::to_string(n->kPack));
    if (n->wgWait < -1) // -1: do not wait for the warpgroup MMA
      report(VerifyRule::TileOp, "gemm wg_wait must be -1 or at least 0");
    if (n->warpgroupBegin < 0 || n->warpgroupCount < 0)
      report(VerifyRule::TileOp, "gemm warpgroups must be non-negative");
    return;
  }
  case StmtKind::Fill: {
    auto* n = static_cast<const FillNode*>(s.get());
    region(n->dst, "fill destination");
    if (need(n->value, "a fill value"))
      expr(n->value);
    return;
  }
  case StmtKind::Reduce:
  case StmtKind::CumSum: {
    bool isReduce = s->kind == StmtKind::Reduce;
    const BufferRegion& src = isReduce ? static_cast<const ReduceNode*>(s.get())->src : static_cast<const CumSumNode*>(s.get())->src;
    const BufferRegion& dst = isReduce ? static_cast<const ReduceNode*>(s.get())->dst : static_cast<const CumSumNode*>(s.get())->dst;
    int dim = isReduce ? static_cast<const ReduceNode*>(s.get())->dim : static_cast<const CumSumNode*>(s.get())->dim;
    const char* op = isReduce ? "reduce" : "cumsum";
    region(src, isReduce ? "reduce source" : "cumsum source");
    region(dst, isReduce ? "reduce destination" : "cumsum destination");
    if (dim < 0 || size_t(dim) >= src.region.size())
      report(VerifyRule::TileOp, std::string(op) + " dim " + std::to_string(dim) + " is out of range for a " +
                                     std::to_string(src.region.size()) + "-D source");
    return;
  }
  case StmtKind::Atomic: {
    auto* n = static_cast<const AtomicNode*>(s.get());
    region(n->dst, "atomic destination");
    if (!n->scalar == !n->src)
      report(VerifyRule::TileOp, "an atomic needs exactly one of a scalar value and a source region");
    if (n->scalar)
      expr(n->scalar);
    if (n->src)
      region(*n->src, "atomic source");
    return;
  }
  }
}

void Verifier::func(const PrimFuncNode& f) {
  LocScope ls(this, f.loc);
  for (const auto& d : f.dynamicDims) {
    defineVar(d, "a dynamic dim");
    if (d && !d->dtype.isInt())
      report(VerifyRule::Param, "dynamic dim '" + d->name + "' must be an integer, not " + d->dtype.str(), d->loc);
  }
  for (const auto& p : f.params) {
    defineVar(p.var, p.buffer ? "a tensor's data pointer" : "a parameter");
    if (p.buffer) {
      defineBuffer(p.buffer);
      if (p.buffer->scope != MemoryScope::Global)
        report(VerifyRule::Param,
               "tensor parameter " + bufName(p.buffer) + " must be in global memory, not " + scopeName(p.buffer->scope),
               p.buffer->loc);
    }
  }
  for (const auto& p : f.params) {
    if (!p.buffer)
      continue;
    for (const auto& d : p.buffer->shape)
      if (need(d, "a tensor dimension"))
        expr(d);
    for (const auto& d : p.buffer->strides)
      if (need(d, "a tensor stride"))
        expr(d);
  }
  for (const auto& [k, v] : f.attrs)
    attrValue(v);
  for (const auto& g : f.grid)
    if (need(g, "a grid extent")) {
      checkInt(g, VerifyRule::Launch, "a grid extent");
      expr(g);
    }
  if (f.grid.size() != f.blockVars.size())
    report(VerifyRule::Launch, "the launch has " + std::to_string(f.grid.size()) + " grid extents but " +
                                   std::to_string(f.blockVars.size()) + " block variables");
  if (f.grid.size() > 3)
    report(VerifyRule::Launch, "the grid has " + std::to_string(f.grid.size()) + " dimensions (at most 3)");
  if (f.threads.size() > 3)
    report(VerifyRule::Launch, "the thread block has " + std::to_string(f.threads.size()) + " dimensions (at most 3)");
  for (auto t : f.threads)
    if (t <= 0)
      report(VerifyRule::Launch, "thread extent " + std::to_string(t) + " is not positive");
  for (const auto& v : f.blockVars) {
    defineVar(v, "a block variable");
    if (v && !v->dtype.isInt())
      report(VerifyRule::Launch, "block variable '" + v->name + "' must be an integer, not " + v->dtype.str(), v->loc);
  }
  stmt(f.body);
}

} // namespace

std::vector<VerifyProblem> verify(const PrimFunc& f) {
  if (!f)
    return {VerifyProblem{VerifyRule::NullNode, "null function", SourceRange(), ""}};
  Verifier v(f->name);
  v.func(*f);
  return std::move(v.problems);
}

std::vector<VerifyProblem> verify(const Module& m) {
  std::vector<VerifyProblem> all;
  for (const auto& f : m.funcs) {
    auto p = verify(f);
    all.insert(all.end(), std::make_move_iterator(p.begin()), std::make_move_iterator(p.end()));
  }
  return all;
}

void reportProblems(const std::vector<VerifyProblem>& problems, DiagnosticEngine& diags) {
  for (const auto& p : problems)
    diags.error(p.loc, "IR verification failed in '" + p.function + "': " + p.message + " [" +
                           verifyRuleName(p.rule) + "]");
}

} // namespace tilec::ir
