// A T.copy between fragments whose layouts put an element on different
// threads (layout inference's LayoutMap::conversions): each thread stores
// the source elements it holds into a shared tile, and after a barrier
// loads the destination elements it holds. Replicated source elements are
// stored by each of their holders, with the same value. The barrier is
// placed here, not left to insert-thread-sync, whose same-thread test
// compares index expressions and does not know that the stores and loads
// run on different threads; it orders the tile's earlier reads (a copy in a
// loop) before the stores as usual.

#include "Lowering.h"

#include "../layout/TileOpInfo.h"

namespace tilec::opt {

using namespace ir;

Stmt lowerFragmentCopy(Lowering& L, const ForNode& root, bool uniform) {
  std::optional<FragmentCopy> c = asFragmentCopy(root);
  if (!c) {
    L.error(root.loc, "internal compiler error: a layout conversion that is not a copy between fragments; please "
                      "report this with the input file");
    return evaluate(intImm(0));
  }
  if (!uniform) {
    // The barrier between the stores and the loads cannot go under a
    // condition that threads may decide differently (insert-thread-sync).
    L.error(root.loc, "this copy from fragment '" + c->src->name + "' into '" + c->dst->name +
                          "' moves elements between threads (their layouts differ), which takes a barrier: move it "
                          "out of the enclosing `if` or `while`");
    return evaluate(intImm(0));
  }
  Buffer tile = makeBuffer(c->dst->name + "_exchange", c->valueType, c->dst->shape, MemoryScope::Shared, root.loc);
  Buffer src = L.localBuffer(c->src), dst = L.localBuffer(c->dst);
  Stmt store = L.forEachSlot(L.layoutOf(c->src), [&](const std::vector<Expr>& idx, const Expr& slot) {
    return bufferStore(tile, idx, cast(c->valueType, bufferLoad(src, {slot})));
  });
  Stmt load = L.forEachSlot(L.layoutOf(c->dst), [&](const std::vector<Expr>& idx, const Expr& slot) {
    return bufferStore(dst, {slot}, cast(c->dst->dtype, bufferLoad(tile, idx)));
  });
  if (!store || !load) {
    L.error(root.loc, "internal compiler error: a fragment layout without an inverse in this copy between '" +
                          c->src->name + "' and '" + c->dst->name + "'; please report this with the input file");
    return evaluate(intImm(0));
  }
  return withLoc(allocate(tile, seq({store, intrinsic("tl.sync_threads"), load})), root.loc);
}

} // namespace tilec::opt
