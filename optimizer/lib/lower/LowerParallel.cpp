// A T.Parallel nest under its layout: thread tx runs the iterations its
// register slots hold, in order (an unrolled loop over the slots), with the
// loop variables replaced by the layout's inverse at (tx, slot).

#include "Lowering.h"

#include "tilec/ir/Substitute.h"

#include <algorithm>

namespace tilec::opt {

using namespace ir;

Stmt lowerParallel(Lowering& L, const ForNode& root, const Fragment& layout,
                   const std::function<Stmt(const Stmt&)>& lowerBody) {
  std::vector<Var> vars;
  const ForNode* f = &root;
  for (;;) {
    vars.push_back(f->var);
    auto* inner = as<ForNode>(f->body);
    if (!inner || inner->forKind != ForKind::Parallel)
      break;
    f = inner;
  }
  Stmt body = f->body;
  // Runs of consecutive elements become vector loops of up to 16 bytes of
  // the widest element the body touches (the vectorize pass decides whether
  // the accesses really can be vector accesses).
  int64_t widest = 1;
  struct Widest : StmtVisitor {
    int64_t& w;
    explicit Widest(int64_t& w) : w(w) {}
    void visitBufferLoad(const BufferLoadNode* n) override {
      w = std::max<int64_t>(w, n->buffer->dtype.bits() / 8);
      StmtVisitor::visitBufferLoad(n);
    }
    void visitBufferStore(const BufferStoreNode* n) override {
      w = std::max<int64_t>(w, n->buffer->dtype.bits() / 8);
      StmtVisitor::visitBufferStore(n);
    }
  } scan(widest);
  scan.visitStmt(body);
  int64_t vec = L.contiguousRun(layout, std::max<int64_t>(1, 16 / widest));
  Stmt out = L.forEachSlot(
      layout,
      [&](const std::vector<Expr>& idx, const Expr&) {
        VarMap m;
        for (size_t k = 0; k < vars.size(); ++k)
          m[vars[k].get()] = idx[k];
        return lowerBody(substitute(body, m));
      },
      "l", vec);
  if (!out) {
    L.error(root.loc, "internal compiler error: the layout of this T.Parallel loop has no inverse (" +
                          layout->str() + "); please report this with the input file");
    return evaluate(intImm(0));
  }
  return withLoc(out, root.loc);
}

} // namespace tilec::opt
