// lower-shared-layouts: stores shared buffers that have a layout (from
// T.annotate_layout, or set by a tile operator such as a tensor-core T.gemm)
// in that layout. Every access buf[i, j] becomes buf'[f(i, j)], where f is
// the layout and buf' a shared buffer of f's output shape; the annotation
// attribute is dropped. Runs after lower-tile-ops (all accesses are plain
// loads and stores then) and before vectorize, which sees through the
// swizzle's arithmetic: a 16-byte chunk stays contiguous.
//
//   tile = T.alloc_buffer((64, 64), "float16", scope="shared.dyn")
//   with T.attr("layout", "a swizzled layout", buffers=[tile]):
//       tile[r, c] = ...
//   =>
//   tile = T.alloc_buffer((64, 64), "float16", scope="shared.dyn")   # 128-byte swizzle: 64 x 64
//   tile[r, T.floormod(T.floordiv(c, 8) xor T.floormod(r, 8), 8) * 8 + T.floormod(c, 8)] = ...

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/layout/Layout.h"
#include "tilec/optimizer/Pass.h"

#include "../layout/GemmLayouts.h"

#include <unordered_map>

namespace tilec::opt {

namespace {

using namespace ir;

/// The layout an annotation names, for `b` (its last two dims; leading dims
/// are pipeline stages). Only the swizzle exists today (sema accepts nothing
/// else); a swizzle that does not fit the row gives the identity, which
/// needs no rewriting (null).
Layout annotatedLayout(const Buffer& b, const std::string& what) {
  size_t n = b->shape.size();
  if (what != "a swizzled layout" || n < 2)
    return nullptr;
  auto cols = asConstInt(b->shape[n - 1]);
  if (!cols)
    return nullptr;
  int bits = b->dtype.bits();
  int bytes = pickSwizzleBytes(*cols, bits);
  if (bytes == 0)
    return nullptr;
  return swizzledSharedLayout(b->shape, bits, bytes);
}

class Collect : public StmtVisitor {
public:
  std::unordered_map<const BufferNode*, Layout> layouts;

protected:
  void visitAllocate(const AllocateNode* n) override {
    const Buffer& b = n->buffer;
    if (b->scope == MemoryScope::Shared && b->layout && !b->layout->isFragment())
      layouts.emplace(b.get(), b->layout);
    StmtVisitor::visitAllocate(n);
  }
  void visitAttr(const AttrStmtNode* n) override {
    if (n->key == "layout")
      if (auto* s = std::get_if<std::string>(&n->value))
        for (const Buffer& b : n->buffers)
          if (b->scope == MemoryScope::Shared)
            if (Layout l = annotatedLayout(b, *s))
              layouts[b.get()] = l;
    StmtVisitor::visitAttr(n);
  }
};

class Rewrite : public StmtMutator {
public:
  explicit Rewrite(const std::unordered_map<const BufferNode*, Layout>& layouts) : layouts_(layouts) {}

protected:
  Buffer mutateBuffer(const Buffer& b) override {
    auto it = layouts_.find(b.get());
    if (it == layouts_.end())
      return b;
    auto done = stored_.find(b.get());
    if (done != stored_.end())
      return done->second;
    Buffer out = makeBuffer(b->name, b->dtype, it->second->outputShape(), b->scope, b->loc);
    stored_.emplace(b.get(), out);
    return out;
  }
  Expr mutateBufferLoad(const Expr& e) override {
    auto* n = static_cast<const BufferLoadNode*>(e.get());
    auto it = layouts_.find(n->buffer.get());
    if (it == layouts_.end())
      return StmtMutator::mutateBufferLoad(e);
    return withLoc(bufferLoad(mutateBuffer(n->buffer), it->second->forward(mutated(n->indices))), e->loc);
  }
  Stmt mutateBufferStore(const Stmt& s) override {
    auto* n = static_cast<const BufferStoreNode*>(s.get());
    auto it = layouts_.find(n->buffer.get());
    if (it == layouts_.end())
      return StmtMutator::mutateBufferStore(s);
    return withLoc(bufferStore(mutateBuffer(n->buffer), it->second->forward(mutated(n->indices)), mutateExpr(n->value)),
                   s->loc);
  }
  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key == "layout") {
      bool ours = !n->buffers.empty();
      for (const Buffer& b : n->buffers)
        ours = ours && layouts_.count(b.get());
      if (ours)
        return mutateStmt(n->body);
    }
    return StmtMutator::mutateAttr(s);
  }

private:
  std::vector<Expr> mutated(const std::vector<Expr>& idx) {
    std::vector<Expr> out;
    for (const Expr& i : idx)
      out.push_back(mutateExpr(i));
    return out;
  }

  const std::unordered_map<const BufferNode*, Layout>& layouts_;
  std::unordered_map<const BufferNode*, Buffer> stored_;
};

class LowerSharedLayoutsPass : public Pass {
public:
  std::string_view name() const override { return "lower-shared-layouts"; }
  bool run(Module& m, PassContext&) override {
    rewriteBodies(m, [](const PrimFunc& f) {
      Collect c;
      c.visitStmt(f->body);
      if (c.layouts.empty())
        return f->body;
      return Rewrite(c.layouts).mutateStmt(f->body);
    });
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createLowerSharedLayoutsPass() { return std::make_unique<LowerSharedLayoutsPass>(); }

} // namespace tilec::opt
