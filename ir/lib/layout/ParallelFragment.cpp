// The default partition of a T.Parallel nest (and of a SIMT copy) over a
// block's threads: consecutive vectors of the row-major flat index go to
// consecutive threads. When the shape's factors do not line up with the
// thread count (a row of 56 vectors over 256 threads), that flat partition
// has no closed-form inverse; the nest is then split by digits instead:
// each dim, innermost first, gives the thread index as many of its low
// factors as the remaining thread count shares with it.

#include "tilec/ir/layout/Fragment.h"

#include "LayoutUtil.h"

#include <numeric>
#include <stdexcept>

namespace tilec::ir {

using namespace layout_detail;

namespace {

[[noreturn]] void fail(const std::string& msg) { throw std::invalid_argument("fragment: " + msg); }

/// Flat partition: thread = (flat / vec) % T, local = flat / (T vec) * vec + flat % vec.
Fragment flatPartition(const std::vector<Expr>& s, int64_t numThreads, int64_t vectorSize) {
  return makeFragment(s, [&](const std::vector<Var>& v, const Var&) {
    Expr flat = flatIndex(v, s);
    Expr thread = floormod(floordiv(flat, idx(vectorSize)), idx(numThreads));
    Expr local = add(mul(floordiv(flat, idx(numThreads * vectorSize)), idx(vectorSize)), floormod(flat, idx(vectorSize)));
    return FragmentExprs{thread, {local}};
  });
}

/// Digit partition of a constant shape whose element count is a multiple
/// of T * vec: dim d (innermost first, the innermost counted in vectors)
/// gives the thread its low g_d = gcd(remaining T, extent_d) values; the
/// rest of each dim, outermost first, enumerates the thread's registers.
/// Null when the factors run out before T does.
Fragment digitPartition(const std::vector<int64_t>& shape, int64_t numThreads, int64_t vectorSize) {
  const size_t n = shape.size();
  if (n == 0 || shape.back() % vectorSize != 0)
    return nullptr;
  std::vector<int64_t> digitsExt(shape), threadPart(n, 1);
  digitsExt.back() /= vectorSize;
  int64_t remaining = numThreads;
  for (size_t d = n; d-- > 0 && remaining > 1;) {
    threadPart[d] = std::gcd(remaining, digitsExt[d]);
    remaining /= threadPart[d];
  }
  if (remaining != 1)
    return nullptr;
  return makeFragment(idxs(shape), [&](const std::vector<Var>& v, const Var&) {
    Expr thread = idx(0), local = idx(0);
    int64_t threadScale = 1;
    for (size_t d = n; d-- > 0;) {
      Expr digit = d + 1 == n ? floordiv(Expr(v[d]), idx(vectorSize)) : Expr(v[d]);
      thread = add(thread, mul(floormod(digit, idx(threadPart[d])), idx(threadScale)));
      threadScale *= threadPart[d];
    }
    for (size_t d = 0; d < n; ++d) {
      Expr digit = d + 1 == n ? floordiv(Expr(v[d]), idx(vectorSize)) : Expr(v[d]);
      local = add(mul(local, idx(digitsExt[d] / threadPart[d])), floordiv(digit, idx(threadPart[d])));
    }
    local = add(mul(local, idx(vectorSize)), floormod(Expr(v[n - 1]), idx(vectorSize)));
    return FragmentExprs{thread, {local}};
  });
}

} // namespace

Fragment makeParallelFragment(const std::vector<Expr>& extents, int64_t numThreads, int64_t vectorSize) {
  if (numThreads < 1 || vectorSize < 1)
    fail("makeParallelFragment: " + std::to_string(numThreads) + " threads, vector size " +
         std::to_string(vectorSize));
  std::vector<Expr> s = indexExprs(extents, "loop extent");
  arith::Analyzer an;
  auto total = constValue(product(s, an));
  if (total && *total % vectorSize != 0)
    fail("makeParallelFragment: vector size " + std::to_string(vectorSize) + " does not divide " +
         std::to_string(*total) + " elements");
  Fragment flat = flatPartition(s, numThreads, vectorSize);
  auto shape = constValues(s);
  if (!shape || !total || *total % (numThreads * vectorSize) != 0 || flat->inverse())
    return flat;
  Fragment digits = digitPartition(*shape, numThreads, vectorSize);
  return digits && digits->inverse() ? digits : flat;
}

} // namespace tilec::ir
