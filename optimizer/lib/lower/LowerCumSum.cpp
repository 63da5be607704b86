// T.cumsum on shared (or global) tiles: the rows along `dim` are dealt to the
// threads, each thread scanning its rows sequentially (a running sum in a
// register). Barriers around it come from insert-thread-sync.

#include "Lowering.h"

namespace tilec::opt {

using namespace ir;

Stmt lowerCumSum(Lowering& L, const CumSumNode& c) {
  const auto& dr = c.dst.region;
  size_t rank = dr.size();
  std::vector<int64_t> ext;
  for (const Range& r : dr) {
    auto e = asConstInt(r.extent);
    if (!e) {
      L.error(c.loc, "T.cumsum needs a tile with compile-time extents");
      return evaluate(intImm(0));
    }
    ext.push_back(*e);
  }
  int64_t rows = 1;
  for (size_t d = 0; d < rank; ++d)
    if (d != size_t(c.dim))
      rows *= ext[d];
  int64_t n = L.threads();
  Var rowIter = makeVar("r"), j = makeVar("j");
  Expr row = add(mul(rowIter, intImm(n)), L.tx());
  // The other dims' indices of `row` (row-major), and `dim` at position jj.
  int64_t len = ext[size_t(c.dim)];
  Expr jj = c.reverse ? sub(intImm(len - 1), j) : Expr(j);
  std::vector<Expr> off(rank);
  Expr rest = row;
  for (size_t d = rank; d-- > 0;) {
    if (d == size_t(c.dim)) {
      off[d] = jj;
      continue;
    }
    off[d] = floormod(rest, intImm(ext[d]));
    rest = floordiv(rest, intImm(ext[d]));
  }
  auto idxOf = [&](const BufferRegion& r) {
    std::vector<Expr> idx;
    for (size_t d = 0; d < rank; ++d)
      idx.push_back(add(r.region[d].min, off[d]));
    return idx;
  };
  DataType t = c.dst.buffer->dtype;
  Buffer acc = makeBuffer("running", t, {intImm(1)}, MemoryScope::Local, c.loc);
  Expr sum = add(bufferLoad(acc, {intImm(0)}), cast(t, bufferLoad(L.sharedBuffer(c.src.buffer), idxOf(c.src))));
  Stmt scan = forLoop(j, intImm(0), intImm(len), ForKind::Serial,
                      seq({bufferStore(acc, {intImm(0)}, sum),
                           bufferStore(L.sharedBuffer(c.dst.buffer), idxOf(c.dst), bufferLoad(acc, {intImm(0)}))}));
  Stmt perRow = allocate(acc, seq({bufferStore(acc, {intImm(0)}, t.isFloat() ? floatImm(0, t) : intImm(0, t)), scan}));
  Stmt body = rows % n == 0 ? perRow : ifThenElse(lt(row, intImm(rows)), perRow);
  int64_t iters = (rows + n - 1) / n;
  return withLoc(forLoop(rowIter, intImm(0), intImm(iters), ForKind::Serial, body), c.loc);
}

} // namespace tilec::opt
