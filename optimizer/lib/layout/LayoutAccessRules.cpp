// The access rules layout inference applies to T.Parallel nests; what each
// function means is in LayoutAccessRules.h.

#include "LayoutAccessRules.h"

#include "tilec/ir/Ops.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace tilec::opt {

using namespace ir;

bool sameMapping(const FragmentAccess& a, const Fragment& bl, const ParallelOpInfo& p) {
  if (a.loopDimOfIndex.size() != p.extents.size())
    return false;
  for (size_t k = 0; k < a.loopDimOfIndex.size(); ++k) {
    int d = a.loopDimOfIndex[k];
    if (d != int(k) && !(d == FragmentAccess::kUnitDim && p.extents[k] == 1))
      return false;
  }
  return bl == p.layout || bl->structurallyEqual(p.layout);
}

bool allHeldEverywhere(const Fragment& bl, const ParallelOpInfo& p) {
  auto shape = bl->constShape();
  if (!shape)
    return false;
  std::set<int64_t> runners;
  forEachPoint(p.extents, [&](const std::vector<int64_t>& pt) {
    for (int64_t t : p.layout->threadsHolding(pt))
      runners.insert(t);
    return true;
  });
  bool all = true;
  forEachPoint(*shape, [&](const std::vector<int64_t>& e) {
    auto holders = bl->threadsHolding(e);
    all = std::includes(holders.begin(), holders.end(), runners.begin(), runners.end());
    return all;
  });
  return all;
}

Fragment dividedAccessLayout(const FragmentAccess& a, const ParallelOpInfo& p) {
  size_t n = a.loopDimOfIndex.size();
  if (n != p.vars.size() || n != a.buffer->shape.size())
    return nullptr;
  bool anyDivided = false;
  for (size_t k = 0; k < n; ++k) {
    auto dim = asConstInt(a.buffer->shape[k]);
    auto [dd, c] = a.dividedDimOfIndex[k];
    if (!dim)
      return nullptr;
    if (dd == int(k) && p.extents[k] == *dim * c)
      anyDivided = true;
    else if (a.loopDimOfIndex[k] != int(k) || p.extents[k] != *dim)
      return nullptr;
  }
  if (!anyDivided)
    return nullptr;
  Fragment f = p.layout;
  for (size_t k = n; k-- > 0;) {
    auto [dd, c] = a.dividedDimOfIndex[k];
    if (dd != int(k))
      continue;
    std::vector<Expr> split = f->inputShape();
    split[k] = intImm(p.extents[k] / c);
    split.insert(split.begin() + std::ptrdiff_t(k) + 1, intImm(c));
    f = makeReduceDestFragment(asFragment(f->reshape(split)), k + 1);
  }
  return f;
}

Fragment naturalPartition(const ParallelOpInfo& p, int64_t threads) {
  int elemBytes = p.maxMemoryElementBytes > 0 ? p.maxMemoryElementBytes : p.maxElementBytes;
  int64_t vec = std::max<int64_t>(1, 16 / std::max(1, elemBytes));
  int64_t inner = p.extents.back();
  while (vec > 1 && (inner % vec != 0 || p.points / vec < threads))
    vec /= 2;
  int64_t chunks = p.points / vec;
  int64_t n = std::min(chunks, threads);
  while (chunks % n != 0)
    --n;
  return makeParallelFragment(idxShape(p), n, vec);
}

std::vector<Expr> idxShape(const ParallelOpInfo& p) {
  std::vector<Expr> s;
  for (int64_t e : p.extents)
    s.push_back(intImm(e));
  return s;
}

namespace {

/// The loop's extent along each indexed dim, against the buffer's: at most
/// it, or (`exact`) equal.
bool indexedDimsFit(const FragmentAccess& a, const ParallelOpInfo& p, bool exact) {
  for (size_t d = 0; d < a.loopDimOfIndex.size(); ++d) {
    if (a.loopDimOfIndex[d] < 0)
      continue;
    auto dim = asConstInt(a.buffer->shape[d]);
    int64_t e = p.extents[size_t(a.loopDimOfIndex[d])];
    if (!dim || e > *dim || (exact && e != *dim))
      return false;
  }
  return true;
}

} // namespace

bool fitsLoop(const FragmentAccess& a, const ParallelOpInfo& p) { return indexedDimsFit(a, p, false); }

bool fitsShifted(const FragmentAccess& a, const ParallelOpInfo& p) {
  for (size_t d = 0; d < a.loopDimOfIndex.size(); ++d) {
    int ld = a.loopDimOfIndex[d];
    int64_t off = 0;
    if (ld < 0 && d < a.shiftedDimOfIndex.size())
      std::tie(ld, off) = a.shiftedDimOfIndex[d];
    if (ld < 0)
      continue;
    auto dim = asConstInt(a.buffer->shape[d]);
    if (!dim || off < 0 || off + p.extents[size_t(ld)] > *dim)
      return false;
  }
  return true;
}

bool fitsBuffer(const FragmentAccess& a, const ParallelOpInfo& p) { return indexedDimsFit(a, p, true); }

bool sameShape(const std::vector<int64_t>& s, const Buffer& b) {
  int64_t a = 1, c = 1;
  for (int64_t x : s)
    a *= x;
  for (const Expr& e : b->shape) {
    auto v = asConstInt(e);
    if (!v)
      return false;
    c *= *v;
  }
  return a == c;
}

std::string pointStr(const std::vector<int64_t>& p) {
  std::string s = "[";
  for (size_t k = 0; k < p.size(); ++k)
    s += (k ? ", " : "") + std::to_string(p[k]);
  return s + "]";
}

int64_t firstMissing(const std::vector<int64_t>& want, const std::vector<int64_t>& have) {
  for (int64_t t : want)
    if (!std::binary_search(have.begin(), have.end(), t))
      return t;
  return -1;
}

} // namespace tilec::opt
