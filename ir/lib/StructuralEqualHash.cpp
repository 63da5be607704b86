// Structural hashing of the tile IR, consistent with StructuralEqual: defined
// vars and buffers hash by the order of their definition, never by name or
// address; free ones by address (or by first occurrence with mapFreeVars).
#include "tilec/ir/StructuralEqual.h"

#include <bit>
#include <cmath>
#include <functional>

namespace tilec::ir {

namespace {

class Hasher {
public:
  explicit Hasher(StructuralEqualOptions opts) : opts_(opts) {}

  size_t h = 0x51ed270b27c3f1a5ull;

  void mix(uint64_t v) { h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2); }
  void mix(const std::string& s) { mix(std::hash<std::string>()(s)); }
  void mixDouble(double d) {
    if (std::isnan(d))
      mix(0x7ff8dead);
    else
      mix(std::bit_cast<uint64_t>(d));
  }
  void dtype(const DataType& t) {
    if (t.isHandle())
      mix(0xffff);
    else
      mix(uint64_t(t.scalar()) * 4096 + uint64_t(t.lanes()));
  }

  void defineVar(const Var& v) {
    if (!v) {
      mix(0xdead01);
      return;
    }
    dtype(v->dtype);
    vars_[v.get()] = nextVar_++;
  }
  void varUse(const VarNode* v) {
    auto it = vars_.find(v);
    if (it != vars_.end()) {
      mix(1000 + it->second);
      return;
    }
    if (opts_.mapFreeVars) {
      vars_[v] = nextVar_;
      mix(1000 + nextVar_++);
      return;
    }
    mix(std::hash<const void*>()(v));
  }
  void bufferDecl(const Buffer& b) {
    dtype(b->dtype);
    mix(uint64_t(b->scope));
    mix(std::hash<const void*>()(b->layout.get()));
    exprs(b->shape);
    exprs(b->strides);
  }
  void defineBuffer(const Buffer& b) {
    if (!b) {
      mix(0xdead02);
      return;
    }
    bufferDecl(b);
    bufs_[b.get()] = nextBuf_++;
  }
  void bufferUse(const Buffer& b) {
    if (!b) {
      mix(0xdead03);
      return;
    }
    auto it = bufs_.find(b.get());
    if (it != bufs_.end()) {
      mix(5000 + it->second);
      return;
    }
    if (opts_.mapFreeVars) {
      defineBuffer(b);
      mix(5000 + bufs_[b.get()]);
      return;
    }
    mix(std::hash<const void*>()(b.get()));
  }
  void region(const BufferRegion& r) {
    bufferUse(r.buffer);
    mix(r.region.size());
    for (const auto& rg : r.region) {
      expr(rg.min);
      expr(rg.extent);
    }
  }
  void attrValue(const AttrValue& v) {
    mix(v.index());
    if (auto* i = std::get_if<int64_t>(&v))
      mix(uint64_t(*i));
    else if (auto* d = std::get_if<double>(&v))
      mixDouble(*d);
    else if (auto* s = std::get_if<std::string>(&v))
      mix(*s);
    else if (auto* l = std::get_if<std::vector<int64_t>>(&v)) {
      mix(l->size());
      for (auto x : *l)
        mix(uint64_t(x));
    } else if (auto* ll = std::get_if<std::vector<std::vector<int64_t>>>(&v)) {
      mix(ll->size());
      for (const auto& l2 : *ll) {
        mix(l2.size());
        for (auto x : l2)
          mix(uint64_t(x));
      }
    } else if (auto* e = std::get_if<Expr>(&v))
      expr(*e);
  }
  void attrs(const AttrMap& m) {
    mix(m.size());
    for (const auto& [k, v] : m) {
      mix(k);
      attrValue(v);
    }
  }
  void exprs(const std::vector<Expr>& es) {
    mix(es.size());
    for (const auto& e : es)
      expr(e);
  }

  void expr(const Expr& e) {
    if (!e) {
      mix(0xdead04);
      return;
    }
    mix(uint64_t(e->kind) + 77);
    dtype(e->dtype);
    switch (e->kind) {
    case ExprKind::IntImm: mix(uint64_t(static_cast<const IntImmNode*>(e.get())->value)); return;
    case ExprKind::FloatImm: mixDouble(static_cast<const FloatImmNode*>(e.get())->value); return;
    case ExprKind::StringImm: mix(static_cast<const StringImmNode*>(e.get())->value); return;
    case ExprKind::Var: varUse(static_cast<const VarNode*>(e.get())); return;
    case ExprKind::Not: expr(static_cast<const NotNode*>(e.get())->a); return;
    case ExprKind::Select: {
      auto* n = static_cast<const SelectNode*>(e.get());
      expr(n->cond);
      expr(n->t);
      expr(n->f);
      return;
    }
    case ExprKind::Cast: expr(static_cast<const CastNode*>(e.get())->value); return;
    case ExprKind::Call: {
      auto* n = static_cast<const CallNode*>(e.get());
      mix(n->op);
      exprs(n->args);
      return;
    }
    case ExprKind::BufferLoad: {
      auto* n = static_cast<const BufferLoadNode*>(e.get());
      bufferUse(n->buffer);
      exprs(n->indices);
      return;
    }
    case ExprKind::Ramp: {
      auto* n = static_cast<const RampNode*>(e.get());
      mix(uint64_t(n->lanes));
      expr(n->base);
      expr(n->stride);
      return;
    }
    case ExprKind::Broadcast: {
      auto* n = static_cast<const BroadcastNode*>(e.get());
      mix(uint64_t(n->lanes));
      expr(n->value);
      return;
    }
    case ExprKind::Let: {
      auto* n = static_cast<const LetNode*>(e.get());
      expr(n->value);
      defineVar(n->var);
      expr(n->body);
      return;
    }
    default: {
      auto* n = static_cast<const BinaryNode*>(e.get());
      expr(n->a);
      expr(n->b);
      return;
    }
    }
  }

  void stmt(const Stmt& s) {
    if (!s) {
      mix(0xdead05);
      return;
    }
    mix(uint64_t(s->kind) + 313);
    switch (s->kind) {
    case StmtKind::Seq: {
      auto* n = static_cast<const SeqStmtNode*>(s.get());
      mix(n->stmts.size());
      for (const auto& c : n->stmts)
        stmt(c);
      return;
    }
    case StmtKind::For: {
      auto* n = static_cast<const ForNode*>(s.get());
      mix(uint64_t(n->forKind));
      mix(n->threadTag);
      expr(n->min);
      expr(n->extent);
      attrs(n->annotations);
      defineVar(n->var);
      stmt(n->body);
      return;
    }
    case StmtKind::While: {
      auto* n = static_cast<const WhileNode*>(s.get());
      expr(n->cond);
      stmt(n->body);
      return;
    }
    case StmtKind::Let: {
      auto* n = static_cast<const LetStmtNode*>(s.get());
      expr(n->value);
      defineVar(n->var);
      stmt(n->body);
      return;
    }
    case StmtKind::If: {
      auto* n = static_cast<const IfNode*>(s.get());
      expr(n->cond);
      stmt(n->then);
      stmt(n->otherwise);
      return;
    }
    case StmtKind::BufferStore: {
      auto* n = static_cast<const BufferStoreNode*>(s.get());
      bufferUse(n->buffer);
      exprs(n->indices);
      expr(n->value);
      return;
    }
    case StmtKind::Allocate: {
      auto* n = static_cast<const AllocateNode*>(s.get());
      expr(n->init);
      defineBuffer(n->buffer);
      stmt(n->body);
      return;
    }
    case StmtKind::Evaluate: expr(static_cast<const EvaluateNode*>(s.get())->value); return;
    case StmtKind::Attr: {
      auto* n = static_cast<const AttrStmtNode*>(s.get());
      mix(n->key);
      attrValue(n->value);
      mix(n->buffers.size());
      for (const auto& b : n->buffers)
        bufferUse(b);
      stmt(n->body);
      return;
    }
    case StmtKind::Copy: {
      auto* n = static_cast<const CopyNode*>(s.get());
      region(n->src);
      region(n->dst);
      attrs(n->annotations);
      return;
    }
    case StmtKind::Gemm: {
      auto* n = static_cast<const GemmNode*>(s.get());
      mix(uint64_t(n->transA) | uint64_t(n->transB) << 1 | uint64_t(n->clearAccum) << 2);
      mix(uint64_t(n->policy));
      mix(uint64_t(n->kPack));
      mix(uint64_t(n->wgWait));
      mix(uint64_t(n->warpgroupBegin) << 8 | uint64_t(n->warpgroupCount));
      mix(uint64_t(n->operandsFenced));
      region(n->A);
      region(n->B);
      region(n->C);
      return;
    }
    case StmtKind::Fill: {
      auto* n = static_cast<const FillNode*>(s.get());
      region(n->dst);
      expr(n->value);
      return;
    }
    case StmtKind::Reduce: {
      auto* n = static_cast<const ReduceNode*>(s.get());
      mix(uint64_t(n->reduceKind));
      mix(uint64_t(n->dim));
      mix(uint64_t(n->clear));
      region(n->src);
      region(n->dst);
      return;
    }
    case StmtKind::CumSum: {
      auto* n = static_cast<const CumSumNode*>(s.get());
      mix(uint64_t(n->dim));
      mix(uint64_t(n->reverse));
      region(n->src);
      region(n->dst);
      return;
    }
    case StmtKind::Atomic: {
      auto* n = static_cast<const AtomicNode*>(s.get());
      mix(uint64_t(n->atomicKind));
      region(n->dst);
      expr(n->scalar);
      mix(n->src.has_value());
      if (n->src)
        region(*n->src);
      return;
    }
    }
  }

  void func(const PrimFunc& f) {
    if (!f) {
      mix(0xdead06);
      return;
    }
    mix(f->name);
    mix(f->params.size());
    mix(f->dynamicDims.size());
    for (const auto& d : f->dynamicDims)
      defineVar(d);
    for (const auto& p : f->params) {
      mix(p.buffer != nullptr);
      defineVar(p.var);
    }
    for (const auto& p : f->params)
      defineBuffer(p.buffer);
    exprs(f->grid);
    mix(f->blockVars.size());
    for (const auto& v : f->blockVars)
      defineVar(v);
    mix(f->threads.size());
    for (auto t : f->threads)
      mix(uint64_t(t));
    attrs(f->attrs);
    stmt(f->body);
  }

private:
  StructuralEqualOptions opts_;
  std::unordered_map<const VarNode*, uint64_t> vars_;
  std::unordered_map<const BufferNode*, uint64_t> bufs_;
  uint64_t nextVar_ = 0, nextBuf_ = 0;
};

} // namespace

size_t structuralHash(const Expr& e, StructuralEqualOptions opts) {
  Hasher h(opts);
  h.expr(e);
  return h.h;
}
size_t structuralHash(const Stmt& s, StructuralEqualOptions opts) {
  Hasher h(opts);
  h.stmt(s);
  return h.h;
}
size_t structuralHash(const PrimFunc& f, StructuralEqualOptions opts) {
  Hasher h(opts);
  h.func(f);
  return h.h;
}
size_t structuralHash(const Module& m, StructuralEqualOptions opts) {
  size_t acc = m.funcs.size();
  for (const auto& f : m.funcs) {
    Hasher h(opts);
    h.func(f);
    acc ^= h.h + 0x9e3779b97f4a7c15ull + (acc << 6) + (acc >> 2);
  }
  return acc;
}

} // namespace tilec::ir
