// Structural equality of the tile IR (alpha-equivalence on definitions).
#include "tilec/ir/StructuralEqual.h"

#include <cmath>
#include <cstring>

namespace tilec::ir {

/// Pushes one path segment for the duration of a comparison.
struct SEqPath {
  SEqPath(StructuralEqual* s, std::string seg) : s(s) { s->path_.push_back(std::move(seg)); }
  ~SEqPath() { s->path_.pop_back(); }
  StructuralEqual* s;
};

namespace {
bool sameDouble(double a, double b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}
std::string regionName(const BufferRegion& r) { return r.buffer ? r.buffer->name : std::string("<null>"); }
} // namespace

bool StructuralEqual::fail(const std::string& detail) {
  if (mismatch_.empty()) {
    std::string p;
    for (const auto& s : path_) {
      if (!p.empty() && s[0] != '[')
        p += '.';
      p += s;
    }
    mismatch_ = p.empty() ? detail : p + ": " + detail;
  }
  return false;
}

void StructuralEqual::reset() {
  vmap_.clear();
  rvmap_.clear();
  bmap_.clear();
  rbmap_.clear();
  path_.clear();
  for (const auto& [a, b] : explicitVars_)
    mapVar(a.get(), b.get());
  for (const auto& [a, b] : explicitBufs_)
    mapBuffer(a.get(), b.get());
}

void StructuralEqual::mapVar(const VarNode* a, const VarNode* b) {
  vmap_[a] = b;
  rvmap_[b] = a;
}

void StructuralEqual::mapBuffer(const BufferNode* a, const BufferNode* b) {
  bmap_[a] = b;
  rbmap_[b] = a;
}

void StructuralEqual::bindVar(const Var& a, const Var& b) { explicitVars_.emplace_back(a, b); }
void StructuralEqual::bindBuffer(const Buffer& a, const Buffer& b) { explicitBufs_.emplace_back(a, b); }

bool StructuralEqual::equal(const Expr& a, const Expr& b) {
  mismatch_.clear();
  reset();
  return expr(a, b);
}
bool StructuralEqual::equal(const Stmt& a, const Stmt& b) {
  mismatch_.clear();
  reset();
  return stmt(a, b);
}
bool StructuralEqual::equal(const PrimFunc& a, const PrimFunc& b) {
  mismatch_.clear();
  reset();
  return func(a, b);
}
bool StructuralEqual::equal(const Module& a, const Module& b) {
  mismatch_.clear();
  if (a.funcs.size() != b.funcs.size())
    return fail("module has " + std::to_string(a.funcs.size()) + " vs " + std::to_string(b.funcs.size()) +
                " functions");
  for (size_t i = 0; i < a.funcs.size(); ++i) {
    reset();
    SEqPath p(this, "funcs[" + std::to_string(i) + "]");
    if (!func(a.funcs[i], b.funcs[i]))
      return false;
  }
  return true;
}

// ------------------------------------------------------------------ vars, buffers

bool StructuralEqual::varUse(const VarNode* a, const VarNode* b) {
  auto ia = vmap_.find(a);
  if (ia != vmap_.end())
    return ia->second == b ? true : fail("variable '" + a->name + "' is bound to a different variable than '" + b->name + "'");
  if (rvmap_.count(b))
    return fail("variable '" + b->name + "' is bound, '" + a->name + "' is not");
  if (opts_.mapFreeVars) {
    mapVar(a, b);
    return true;
  }
  return a == b ? true : fail("free variables '" + a->name + "' and '" + b->name + "' differ");
}

bool StructuralEqual::defineVar(const Var& a, const Var& b) {
  if (!a || !b)
    return (!a && !b) ? true : fail("variable definition missing on one side");
  if (a->dtype != b->dtype)
    return fail("defined variables '" + a->name + "' and '" + b->name + "' have types " + a->dtype.str() + " vs " +
                b->dtype.str());
  mapVar(a.get(), b.get());
  return true;
}

bool StructuralEqual::bufferDecl(const Buffer& a, const Buffer& b) {
  SEqPath p(this, "buffer(" + a->name + ")");
  if (a->dtype != b->dtype)
    return fail("dtype " + a->dtype.str() + " vs " + b->dtype.str());
  if (a->scope != b->scope)
    return fail(std::string("scope ") + scopeName(a->scope) + " vs " + scopeName(b->scope));
  if (a->layout != b->layout)
    return fail("different layouts");
  return exprs(a->shape, b->shape, "shape") && exprs(a->strides, b->strides, "strides");
}

bool StructuralEqual::defineBuffer(const Buffer& a, const Buffer& b) {
  if (!a || !b)
    return (!a && !b) ? true : fail("buffer definition missing on one side");
  if (!bufferDecl(a, b))
    return false;
  mapBuffer(a.get(), b.get());
  return true;
}

bool StructuralEqual::bufferUse(const Buffer& a, const Buffer& b) {
  if (!a || !b)
    return (!a && !b) ? true : fail("buffer missing on one side");
  auto ia = bmap_.find(a.get());
  if (ia != bmap_.end())
    return ia->second == b.get() ? true : fail("buffer '" + a->name + "' is bound to a different buffer than '" + b->name + "'");
  if (rbmap_.count(b.get()))
    return fail("buffer '" + b->name + "' is bound, '" + a->name + "' is not");
  if (opts_.mapFreeVars)
    return defineBuffer(a, b);
  return a == b ? true : fail("free buffers '" + a->name + "' and '" + b->name + "' differ");
}

bool StructuralEqual::region(const BufferRegion& a, const BufferRegion& b, const char* what) {
  SEqPath p(this, what);
  if (!bufferUse(a.buffer, b.buffer))
    return false;
  if (a.region.size() != b.region.size())
    return fail("region of '" + regionName(a) + "' has " + std::to_string(a.region.size()) + " vs " +
                std::to_string(b.region.size()) + " ranges");
  for (size_t i = 0; i < a.region.size(); ++i) {
    SEqPath q(this, "[" + std::to_string(i) + "]");
    if (!expr(a.region[i].min, b.region[i].min) || !expr(a.region[i].extent, b.region[i].extent))
      return false;
  }
  return true;
}

bool StructuralEqual::attrValue(const AttrValue& a, const AttrValue& b) {
  if (a.index() != b.index())
    return fail("attribute values of different kinds");
  if (auto* ea = std::get_if<Expr>(&a))
    return expr(*ea, std::get<Expr>(b));
  if (auto* da = std::get_if<double>(&a))
    return sameDouble(*da, std::get<double>(b)) ? true : fail("attribute values differ");
  return a == b ? true : fail("attribute values differ");
}

bool StructuralEqual::attrs(const AttrMap& a, const AttrMap& b, const char* what) {
  SEqPath p(this, what);
  if (a.size() != b.size())
    return fail(std::to_string(a.size()) + " vs " + std::to_string(b.size()) + " entries");
  for (auto ia = a.begin(), ib = b.begin(); ia != a.end(); ++ia, ++ib) {
    if (ia->first != ib->first)
      return fail("key '" + ia->first + "' vs '" + ib->first + "'");
    SEqPath q(this, ia->first);
    if (!attrValue(ia->second, ib->second))
      return false;
  }
  return true;
}

// ------------------------------------------------------------------ expressions

bool StructuralEqual::exprs(const std::vector<Expr>& a, const std::vector<Expr>& b, const char* what) {
  if (a.size() != b.size())
    return fail(std::string(what) + ": " + std::to_string(a.size()) + " vs " + std::to_string(b.size()) + " elements");
  for (size_t i = 0; i < a.size(); ++i) {
    SEqPath p(this, std::string(what) + "[" + std::to_string(i) + "]");
    if (!expr(a[i], b[i]))
      return false;
  }
  return true;
}

bool StructuralEqual::expr(const Expr& a, const Expr& b) {
  if (!a || !b)
    return (!a && !b) ? true : fail("expression missing on one side");
  if (a->kind != b->kind)
    return fail(std::string(exprKindName(a->kind)) + " vs " + exprKindName(b->kind));
  SEqPath p(this, exprKindName(a->kind));
  if (a->dtype != b->dtype)
    return fail("dtype " + a->dtype.str() + " vs " + b->dtype.str());
  switch (a->kind) {
  case ExprKind::IntImm: {
    auto x = static_cast<const IntImmNode*>(a.get())->value, y = static_cast<const IntImmNode*>(b.get())->value;
    return x == y ? true : fail("value " + std::to_string(x) + " vs " + std::to_string(y));
  }
  case ExprKind::FloatImm: {
    auto x = static_cast<const FloatImmNode*>(a.get())->value, y = static_cast<const FloatImmNode*>(b.get())->value;
    return sameDouble(x, y) ? true : fail("value " + std::to_string(x) + " vs " + std::to_string(y));
  }
  case ExprKind::StringImm: {
    auto& x = static_cast<const StringImmNode*>(a.get())->value;
    auto& y = static_cast<const StringImmNode*>(b.get())->value;
    return x == y ? true : fail("\"" + x + "\" vs \"" + y + "\"");
  }
  case ExprKind::Var: return varUse(static_cast<const VarNode*>(a.get()), static_cast<const VarNode*>(b.get()));
  case ExprKind::Not: return expr(static_cast<const NotNode*>(a.get())->a, static_cast<const NotNode*>(b.get())->a);
  case ExprKind::Select: {
    auto *x = static_cast<const SelectNode*>(a.get()), *y = static_cast<const SelectNode*>(b.get());
    return expr(x->cond, y->cond) && expr(x->t, y->t) && expr(x->f, y->f);
  }
  case ExprKind::Cast: return expr(static_cast<const CastNode*>(a.get())->value, static_cast<const CastNode*>(b.get())->value);
  case ExprKind::Call: {
    auto *x = static_cast<const CallNode*>(a.get()), *y = static_cast<const CallNode*>(b.get());
    if (x->op != y->op)
      return fail("op \"" + x->op + "\" vs \"" + y->op + "\"");
    return exprs(x->args, y->args, "args");
  }
  case ExprKind::BufferLoad: {
    auto *x = static_cast<const BufferLoadNode*>(a.get()), *y = static_cast<const BufferLoadNode*>(b.get());
    return bufferUse(x->buffer, y->buffer) && exprs(x->indices, y->indices, "indices");
  }
  case ExprKind::Ramp: {
    auto *x = static_cast<const RampNode*>(a.get()), *y = static_cast<const RampNode*>(b.get());
    if (x->lanes != y->lanes)
      return fail("lanes " + std::to_string(x->lanes) + " vs " + std::to_string(y->lanes));
    return expr(x->base, y->base) && expr(x->stride, y->stride);
  }
  case ExprKind::Broadcast: {
    auto *x = static_cast<const BroadcastNode*>(a.get()), *y = static_cast<const BroadcastNode*>(b.get());
    if (x->lanes != y->lanes)
      return fail("lanes " + std::to_string(x->lanes) + " vs " + std::to_string(y->lanes));
    return expr(x->value, y->value);
  }
  case ExprKind::Let: {
    auto *x = static_cast<const LetNode*>(a.get()), *y = static_cast<const LetNode*>(b.get());
    return expr(x->value, y->value) && defineVar(x->var, y->var) && expr(x->body, y->body);
  }
  default: {
    auto *x = static_cast<const BinaryNode*>(a.get()), *y = static_cast<const BinaryNode*>(b.get());
    return expr(x->a, y->a) && expr(x->b, y->b);
  }
  }
}

// ------------------------------------------------------------------ statements

bool StructuralEqual::stmt(const Stmt& a, const Stmt& b) {
  if (!a || !b)
    return (!a && !b) ? true : fail("statement missing on one side");
  if (a->kind != b->kind)
    return fail(std::string(stmtKindName(a->kind)) + " vs " + stmtKindName(b->kind));
  SEqPath p(this, stmtKindName(a->kind));
  switch (a->kind) {
  case StmtKind::Seq: {
    auto *x = static_cast<const SeqStmtNode*>(a.get()), *y = static_cast<const SeqStmtNode*>(b.get());
    if (x->stmts.size() != y->stmts.size())
      return fail(std::to_string(x->stmts.size()) + " vs " + std::to_string(y->stmts.size()) + " statements");
    for (size_t i = 0; i < x->stmts.size(); ++i) {
      SEqPath q(this, "[" + std::to_string(i) + "]");
      if (!stmt(x->stmts[i], y->stmts[i]))
        return false;
    }
    return true;
  }
  case StmtKind::For: {
    auto *x = static_cast<const ForNode*>(a.get()), *y = static_cast<const ForNode*>(b.get());
    if (x->forKind != y->forKind)
      return fail(std::string("loop kind ") + forKindName(x->forKind) + " vs " + forKindName(y->forKind));
    if (x->threadTag != y->threadTag)
      return fail("thread tag \"" + x->threadTag + "\" vs \"" + y->threadTag + "\"");
    {
      SEqPath q(this, "min");
      if (!expr(x->min, y->min))
        return false;
    }
    {
      SEqPath q(this, "extent");
      if (!expr(x->extent, y->extent))
        return false;
    }
    return attrs(x->annotations, y->annotations, "annotations") && defineVar(x->var, y->var) && stmt(x->body, y->body);
  }
  case StmtKind::While: {
    auto *x = static_cast<const WhileNode*>(a.get()), *y = static_cast<const WhileNode*>(b.get());
    return expr(x->cond, y->cond) && stmt(x->body, y->body);
  }
  case StmtKind::Let: {
    auto *x = static_cast<const LetStmtNode*>(a.get()), *y = static_cast<const LetStmtNode*>(b.get());
    return expr(x->value, y->value) && defineVar(x->var, y->var) && stmt(x->body, y->body);
  }
  case StmtKind::If: {
    auto *x = static_cast<const IfNode*>(a.get()), *y = static_cast<const IfNode*>(b.get());
    if (!expr(x->cond, y->cond))
      return false;
    {
      SEqPath q(this, "then");
      if (!stmt(x->then, y->then))
        return false;
    }
    SEqPath q(this, "else");
    return stmt(x->otherwise, y->otherwise);
  }
  case StmtKind::BufferStore: {
    auto *x = static_cast<const BufferStoreNode*>(a.get()), *y = static_cast<const BufferStoreNode*>(b.get());
    return bufferUse(x->buffer, y->buffer) && exprs(x->indices, y->indices, "indices") && expr(x->value, y->value);
  }
  case StmtKind::Allocate: {
    auto *x = static_cast<const AllocateNode*>(a.get()), *y = static_cast<const AllocateNode*>(b.get());
    {
      SEqPath q(this, "init");
      if (!expr(x->init, y->init))
        return false;
    }
    return defineBuffer(x->buffer, y->buffer) && stmt(x->body, y->body);
  }
  case StmtKind::Evaluate:
    return expr(static_cast<const EvaluateNode*>(a.get())->value, static_cast<const EvaluateNode*>(b.get())->value);
  case StmtKind::Attr: {
    auto *x = static_cast<const AttrStmtNode*>(a.get()), *y = static_cast<const AttrStmtNode*>(b.get());
    if (x->key != y->key)
      return fail("key \"" + x->key + "\" vs \"" + y->key + "\"");
    if (!attrValue(x->value, y->value))
      return false;
    if (x->buffers.size() != y->buffers.size())
      return fail("attribute refers to " + std::to_string(x->buffers.size()) + " vs " +
                  std::to_string(y->buffers.size()) + " buffers");
    for (size_t i = 0; i < x->buffers.size(); ++i)
      if (!bufferUse(x->buffers[i], y->buffers[i]))
        return false;
    return stmt(x->body, y->body);
  }
  case StmtKind::Copy: {
    auto *x = static_cast<const CopyNode*>(a.get()), *y = static_cast<const CopyNode*>(b.get());
    return region(x->src, y->src, "src") && region(x->dst, y->dst, "dst") &&
           attrs(x->annotations, y->annotations, "annotations");
  }
  case StmtKind::Gemm: {
    auto *x = static_cast<const GemmNode*>(a.get()), *y = static_cast<const GemmNode*>(b.get());
    if (x->transA != y->transA || x->transB != y->transB || x->clearAccum != y->clearAccum)
      return fail("transpose or clear_accum flags differ");
    if (x->policy != y->policy)
      return fail(std::string("policy ") + gemmPolicyName(x->policy) + " vs " + gemmPolicyName(y->policy));
    if (x->kPack != y->kPack || x->wgWait != y->wgWait || x->operandsFenced != y->operandsFenced)
      return fail("k_pack or wg_wait differ");
    if (x->warpgroupBegin != y->warpgroupBegin || x->warpgroupCount != y->warpgroupCount)
      return fail("warpgroups differ");
    return region(x->A, y->A, "A") && region(x->B, y->B, "B") && region(x->C, y->C, "C");
  }
  case StmtKind::Fill: {
    auto *x = static_cast<const FillNode*>(a.get()), *y = static_cast<const FillNode*>(b.get());
    return region(x->dst, y->dst, "dst") && expr(x->value, y->value);
  }
  case StmtKind::Reduce: {
    auto *x = static_cast<const ReduceNode*>(a.get()), *y = static_cast<const ReduceNode*>(b.get());
    if (x->reduceKind != y->reduceKind)
      return fail(std::string("reduce kind ") + reduceKindName(x->reduceKind) + " vs " + reduceKindName(y->reduceKind));
    if (x->dim != y->dim || x->clear != y->clear)
      return fail("dim or clear differ");
    return region(x->src, y->src, "src") && region(x->dst, y->dst, "dst");
  }
  case StmtKind::CumSum: {
    auto *x = static_cast<const CumSumNode*>(a.get()), *y = static_cast<const CumSumNode*>(b.get());
    if (x->dim != y->dim || x->reverse != y->reverse)
      return fail("dim or reverse differ");
    return region(x->src, y->src, "src") && region(x->dst, y->dst, "dst");
  }
  case StmtKind::Atomic: {
    auto *x = static_cast<const AtomicNode*>(a.get()), *y = static_cast<const AtomicNode*>(b.get());
    if (x->atomicKind != y->atomicKind)
      return fail(std::string("atomic kind ") + atomicKindName(x->atomicKind) + " vs " + atomicKindName(y->atomicKind));
    if (x->src.has_value() != y->src.has_value())
      return fail("tile source present on one side only");
    if (!region(x->dst, y->dst, "dst"))
      return false;
    {
      SEqPath q(this, "value");
      if (!expr(x->scalar, y->scalar))
        return false;
    }
    return !x->src || region(*x->src, *y->src, "src");
  }
  }
  return fail("unknown statement kind");
}

// ------------------------------------------------------------------ functions

bool StructuralEqual::func(const PrimFunc& a, const PrimFunc& b) {
  if (!a || !b)
    return (!a && !b) ? true : fail("function missing on one side");
  SEqPath p(this, a->name);
  if (a->name != b->name)
    return fail("name '" + a->name + "' vs '" + b->name + "'");
  if (a->params.size() != b->params.size())
    return fail(std::to_string(a->params.size()) + " vs " + std::to_string(b->params.size()) + " parameters");
  if (a->dynamicDims.size() != b->dynamicDims.size())
    return fail(std::to_string(a->dynamicDims.size()) + " vs " + std::to_string(b->dynamicDims.size()) +
                " dynamic dims");
  for (size_t i = 0; i < a->dynamicDims.size(); ++i)
    if (!defineVar(a->dynamicDims[i], b->dynamicDims[i]))
      return false;
  // Every parameter var is in scope in every parameter's shape: define all
  // vars first, then compare the buffers.
  for (size_t i = 0; i < a->params.size(); ++i) {
    SEqPath q(this, "params[" + std::to_string(i) + "]");
    if (!a->params[i].buffer != !b->params[i].buffer)
      return fail("tensor vs scalar parameter");
    if (!defineVar(a->params[i].var, b->params[i].var))
      return false;
  }
  for (size_t i = 0; i < a->params.size(); ++i) {
    SEqPath q(this, "params[" + std::to_string(i) + "]");
    if (!defineBuffer(a->params[i].buffer, b->params[i].buffer))
      return false;
  }
  if (!exprs(a->grid, b->grid, "grid"))
    return false;
  if (a->blockVars.size() != b->blockVars.size())
    return fail(std::to_string(a->blockVars.size()) + " vs " + std::to_string(b->blockVars.size()) + " block vars");
  for (size_t i = 0; i < a->blockVars.size(); ++i)
    if (!defineVar(a->blockVars[i], b->blockVars[i]))
      return false;
  if (a->threads != b->threads)
    return fail("thread extents differ");
  if (!attrs(a->attrs, b->attrs, "attrs"))
    return false;
  SEqPath q(this, "body");
  return stmt(a->body, b->body);
}

bool structuralEqual(const Expr& a, const Expr& b, StructuralEqualOptions opts) { return StructuralEqual(opts).equal(a, b); }
bool structuralEqual(const Stmt& a, const Stmt& b, StructuralEqualOptions opts) { return StructuralEqual(opts).equal(a, b); }
bool structuralEqual(const PrimFunc& a, const PrimFunc& b, StructuralEqualOptions opts) {
  return StructuralEqual(opts).equal(a, b);
}
bool structuralEqual(const Module& a, const Module& b, StructuralEqualOptions opts) { return StructuralEqual(opts).equal(a, b); }

} // namespace tilec::ir
