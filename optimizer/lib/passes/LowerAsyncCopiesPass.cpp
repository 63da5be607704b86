// lower-async-copies: inside the `async_producer` regions that
// inject-software-pipeline marks, global -> shared copies of 4, 8 or 16
// bytes (vector copies after vectorize) become cp.async (sm_80+), which
// writes shared memory without passing through registers and lets the copy
// run while the block computes. Other stores there (the zero fill of a tail,
// scalar copies) stay ordinary stores: the pipeline's barrier orders both.
// The attribute is dropped. On targets without cp.async every copy stays
// an ordinary store.
//
//   A_shared[s, r, T.ramp(c, 1, 8)] = A[i, T.ramp(j, 1, 8)]
//   =>
//   T.evaluate(T.call("tl.cp_async", T.address_of(A_shared[s, r, c]), T.address_of(A[i, j]), 16))

#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

namespace {

using namespace ir;

class AsyncCopies : public StmtMutator {
public:
  explicit AsyncCopies(bool enabled) : enabled_(enabled) {}

protected:
  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key != "async_producer")
      return StmtMutator::mutateAttr(s);
    ++inside_;
    Stmt body = mutateStmt(n->body);
    --inside_;
    return body;
  }

  Stmt mutateBufferStore(const Stmt& s) override {
    auto* n = static_cast<const BufferStoreNode*>(s.get());
    if (!inside_ || !enabled_ || n->buffer->scope != MemoryScope::Shared)
      return StmtMutator::mutateBufferStore(s);
    auto* src = as<BufferLoadNode>(n->value);
    if (!src || src->buffer->scope != MemoryScope::Global || src->buffer->dtype != n->buffer->dtype)
      return s;
    int lanes = n->value->dtype.lanes();
    int64_t bytes = int64_t(lanes) * std::max(1, n->buffer->dtype.bits() / 8);
    if (bytes != 4 && bytes != 8 && bytes != 16)
      return s;
    auto first = [](const Buffer& b, const std::vector<Expr>& idx) {
      std::vector<Expr> out = idx;
      if (auto* r = as<RampNode>(out.back()))
        out.back() = r->base;
      return call(DataType::handle(), "tl.address_of", {bufferLoad(b, out)});
    };
    return withLoc(evaluate(call(DataType::int32(), "tl.cp_async",
                                 {first(n->buffer, n->indices), first(src->buffer, src->indices), intImm(bytes)})),
                   s->loc);
  }

private:
  bool enabled_;
  int inside_ = 0;
};

class LowerAsyncCopiesPass : public Pass {
public:
  std::string_view name() const override { return "lower-async-copies"; }
  bool run(Module& m, PassContext& ctx) override {
    bool enabled = ctx.targetInfo().hasCpAsync;
    rewriteBodies(m, [&](const PrimFunc& f) { return AsyncCopies(enabled).mutateStmt(f->body); });
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createLowerAsyncCopiesPass() { return std::make_unique<LowerAsyncCopiesPass>(); }

} // namespace tilec::opt
