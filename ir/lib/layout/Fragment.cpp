#include "tilec/ir/layout/Fragment.h"

#include "Digits.h"
#include "LayoutUtil.h"

#include "tilec/ir/Printer.h"
#include "tilec/ir/arith/Evaluate.h"
#include "tilec/ir/arith/ExprCompare.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace tilec::ir {

using namespace layout_detail;

namespace {

constexpr int64_t kMaxEvalPoints = 65536;

[[noreturn]] void fail(const std::string& msg) { throw std::invalid_argument("fragment: " + msg); }

std::vector<Expr> atLeastOneLocal(std::vector<Expr> locals) {
  if (locals.empty())
    locals.push_back(intImm(0));
  return locals;
}

/// The local index enumerating the digits of `vars` that `thread` does not
/// use (row-major: the last var's lowest digit fastest); nullopt when the
/// thread expression is not a digit sum that determines the digits it uses.
std::optional<Expr> inferLocal(const std::vector<Var>& vars, const std::vector<int64_t>& shape, const Expr& thread,
                               const Var& rep, int64_t repExtent) {
  std::vector<Var> all = vars;
  std::vector<int64_t> ext = shape;
  all.push_back(rep);
  ext.push_back(repExtent);
  DigitAnalyzer da(all, ext);
  auto ts = da.normalize(thread);
  if (!ts)
    return std::nullopt;
  auto cuts = da.refine({*ts});
  if (!cuts)
    return std::nullopt;
  DigitSum expanded = da.expand(*ts, *cuts);
  PositiveSum p = toPositive(expanded);
  if (!isSpread(p, /*gapFree=*/false))
    return std::nullopt;
  std::set<Digit> used;
  for (const Term& t : expanded.terms) {
    if (t.atom.parity)
      return std::nullopt; // an XOR of bits does not determine the bits
    used.insert(t.atom.digits[0]);
  }
  Expr local = intImm(0);
  int64_t stride = 1;
  for (size_t v = vars.size(); v-- > 0;) {
    const auto& c = (*cuts)[v];
    for (size_t i = 0; i + 1 < c.size(); ++i) {
      Digit d{int(v), c[i], c[i + 1] / c[i]};
      if (used.count(d))
        continue;
      Expr de = da.digitExpr(d);
      local = add(local, stride == 1 ? de : mul(de, idx(stride)));
      stride *= d.extent;
    }
  }
  return local;
}

} // namespace

// ---------------------------------------------------------- FragmentNode

FragmentNode::FragmentNode(std::vector<Var> vars, std::vector<Expr> extents, std::vector<Expr> locals, Expr thread,
                           Var repVar, Expr repExtent, Expr threadBegin, Expr boundExtent)
    : LayoutNode(std::move(vars), std::move(extents), atLeastOneLocal(std::move(locals))),
      repVar_(repVar ? std::move(repVar) : makeRepVar()),
      repExtent_(repExtent ? indexExpr(repExtent, "replicate extent") : intImm(1)),
      threadBegin_(threadBegin ? indexExpr(threadBegin, "thread range begin") : intImm(0)),
      boundExtent_(boundExtent ? indexExpr(boundExtent, "thread range extent") : nullptr) {
  Expr t = indexExpr(thread, "thread expression");
  if (auto r = constValue(repExtent_)) {
    if (*r < 1)
      fail("replicate extent " + std::to_string(*r) + " < 1");
    if (*r == 1)
      t = substitute(t, VarMap{{repVar_.get(), intImm(0)}});
  }
  arith::Analyzer an;
  bindAll(an);
  thread_ = an.simplify(t);
}

void FragmentNode::bindAll(arith::Analyzer& an) const {
  bindInputs(an);
  an.bind(repVar_, intImm(0), repExtent_);
}

std::optional<int64_t> FragmentNode::constReplicateExtent() const { return constValue(repExtent_); }

Expr FragmentNode::forwardThread(const std::vector<Expr>& indices, const Expr& rep, arith::Analyzer* analyzer) const {
  if (indices.size() != inputDim())
    fail("forwardThread() takes " + std::to_string(inputDim()) + " indices, not " + std::to_string(indices.size()));
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[vars_[k].get()] = indexExpr(indices[k], "index");
  m[repVar_.get()] = rep ? indexExpr(rep, "replicate index") : intImm(0);
  arith::Analyzer local;
  return (analyzer ? *analyzer : local).simplify(substitute(thread_, m));
}

Expr FragmentNode::threadExtent() const {
  arith::Analyzer an;
  bindAll(an);
  VarMap ext;
  for (size_t k = 0; k < vars_.size(); ++k)
    ext[vars_[k].get()] = extents_[k];
  ext[repVar_.get()] = repExtent_;
  return extentOf(thread_, an, ext);
}

Expr FragmentNode::threadRangeExtent() const { return boundExtent_ ? boundExtent_ : threadExtent(); }

Expr FragmentNode::localsPerThread() const {
  std::vector<Expr> s = outputShape();
  for (const Expr& e : s)
    if (!e)
      return nullptr;
  arith::Analyzer an;
  return product(s, an);
}

Fragment FragmentNode::withExprs(std::vector<Var> vars, std::vector<Expr> extents, std::vector<Expr> locals,
                                 Expr thread, Var rep, Expr repExtent) const {
  return std::make_shared<FragmentNode>(std::move(vars), std::move(extents), std::move(locals), std::move(thread),
                                        std::move(rep), std::move(repExtent), threadBegin_, boundExtent_);
}

Fragment FragmentNode::repeat(size_t dim, int64_t factor, bool onThread) const {
  if (dim >= inputDim())
    fail("repeat() along dim " + std::to_string(dim) + " of a " + std::to_string(inputDim()) + "-D fragment");
  if (factor < 1)
    fail("repeat() by " + std::to_string(factor));
  if (factor == 1)
    return self();
  std::vector<Var> nv = makeIndexVars(inputDim());
  std::vector<Expr> ne = extents_;
  const Expr& e = extents_[dim];
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[vars_[k].get()] = k == dim ? floormod(nv[k], e) : Expr(nv[k]);
  Expr copy = floordiv(nv[dim], e);
  arith::Analyzer an;
  ne[dim] = an.simplify(mul(e, idx(factor)));
  std::vector<Expr> locals = substitute(forward_, m);
  Expr thread = substitute(thread_, m);
  if (onThread) {
    Expr t = threadExtent();
    if (!t)
      fail("repeat() on threads needs a bounded thread extent");
    thread = add(thread, mul(t, copy));
    // More threads now: the old bound range no longer fits; keep its start.
    return std::make_shared<FragmentNode>(nv, ne, locals, thread, repVar_, repExtent_, threadBegin_, nullptr);
  }
  Expr l0 = outputShape()[0];
  if (!l0)
    fail("repeat() in registers needs a bounded local extent");
  locals[0] = add(locals[0], mul(l0, copy));
  return withExprs(nv, ne, locals, thread, repVar_, repExtent_);
}

Fragment FragmentNode::replicate(int64_t n) const {
  if (n < 1)
    fail("replicate(" + std::to_string(n) + ")");
  if (n == 1)
    return self();
  Expr t = threadExtent();
  if (!t)
    fail("replicate() needs a bounded thread extent");
  Var nr = makeRepVar();
  Expr thread = add(substitute(thread_, VarMap{{repVar_.get(), floormod(nr, repExtent_)}}),
                    mul(t, floordiv(nr, repExtent_)));
  arith::Analyzer an;
  Expr re = an.simplify(mul(repExtent_, idx(n)));
  return std::make_shared<FragmentNode>(vars_, extents_, forward_, thread, nr, re, threadBegin_, nullptr);
}

Fragment FragmentNode::condense() const {
  auto shape = constShape();
  auto r = constReplicateExtent();
  if (!shape || !r)
    return self();
  Expr thread = thread_;
  Var rep = repVar_;
  Expr repExtent = repExtent_;
  // 1. Replicate digits the thread does not depend on: copies in one slot.
  if (*r > 1) {
    std::vector<Var> all = vars_;
    std::vector<int64_t> ext = *shape;
    all.push_back(repVar_);
    ext.push_back(*r);
    DigitAnalyzer da(all, ext);
    auto ts = da.normalize(thread_);
    auto cuts = ts ? da.refine({*ts}) : std::nullopt;
    if (cuts) {
      int repIdx = int(vars_.size());
      DigitSum expanded = da.expand(*ts, *cuts);
      std::set<Digit> used;
      for (const Term& t : expanded.terms)
        for (const Digit& d : t.atom.digits)
          if (d.var == repIdx)
            used.insert(d);
      int64_t newExtent = 1;
      for (const Digit& d : used)
        newExtent *= d.extent;
      if (newExtent < *r) {
        Var nr = makeRepVar();
        Expr value = intImm(0);
        int64_t stride = 1;
        for (const Digit& d : used) { // std::set orders by (var, lower): low digits first
          Expr dv = nr;
          if (stride > 1)
            dv = floordiv(dv, idx(stride));
          if (stride * d.extent < newExtent)
            dv = floormod(dv, idx(d.extent));
          value = add(value, d.lower == 1 ? dv : mul(dv, idx(d.lower)));
          stride *= d.extent;
        }
        thread = substitute(thread_, VarMap{{repVar_.get(), value}});
        rep = nr;
        repExtent = idx(newExtent);
      }
    }
  }
  // 2. Dense local indices: renumber the digits of each local dim without gaps.
  std::vector<Expr> locals = forward_;
  std::vector<Expr> localShape = outputShape();
  DigitAnalyzer da(vars_, *shape);
  for (size_t k = 0; k < locals.size(); ++k) {
    auto s = da.normalize(locals[k]);
    auto old = constValue(localShape[k]);
    if (!s || !old)
      continue;
    PositiveSum p = toPositive(*s);
    if (!isSpread(p, /*gapFree=*/false))
      continue;
    Expr dense = intImm(0);
    int64_t stride = 1;
    for (const Term& t : p.terms) {
      Expr a = da.atomExpr(t.atom);
      if (t.reversed)
        a = sub(idx(t.atom.extent() - 1), a);
      dense = add(dense, stride == 1 ? a : mul(a, idx(stride)));
      stride *= t.atom.extent();
    }
    if (stride < *old)
      locals[k] = dense;
  }
  return withExprs(vars_, extents_, locals, thread, rep, repExtent);
}

Fragment FragmentNode::bindThreadRange(const Expr& begin, const Expr& extent) const {
  Expr b = indexExpr(begin, "thread range begin");
  Expr e = indexExpr(extent, "thread range extent");
  auto need = constValue(threadExtent());
  auto have = constValue(e);
  if (need && have && *have < *need)
    fail("bindThreadRange(): " + std::to_string(*have) + " threads for a fragment spanning " + std::to_string(*need));
  return std::make_shared<FragmentNode>(vars_, extents_, forward_, thread_, repVar_, repExtent_, b, e);
}

Fragment FragmentNode::bindThreadRange(int64_t begin, int64_t extent) const {
  return bindThreadRange(idx(begin), idx(extent));
}

// ------------------------------------------------------------ evaluation

std::vector<int64_t> FragmentNode::threadsHolding(const std::vector<int64_t>& element) const {
  auto r = constReplicateExtent();
  auto b = constValue(threadBegin_);
  if (!r || !b || element.size() != inputDim())
    return {};
  arith::VarValues vals;
  for (size_t k = 0; k < vars_.size(); ++k)
    vals[vars_[k].get()] = element[k];
  std::set<int64_t> ts;
  for (int64_t q = 0; q < *r; ++q) {
    vals[repVar_.get()] = q;
    auto t = arith::evaluateInt(thread_, vals);
    if (!t)
      return {};
    ts.insert(*b + *t);
  }
  return std::vector<int64_t>(ts.begin(), ts.end());
}

std::optional<std::vector<int64_t>> FragmentNode::localOf(const std::vector<int64_t>& element) const {
  return evaluate(element);
}

std::vector<FragmentSlot> FragmentNode::elementsOfThread(int64_t t) const {
  auto shape = constShape();
  auto r = constReplicateExtent();
  auto b = constValue(threadBegin_);
  if (!shape || !r || !b)
    return {};
  std::vector<FragmentSlot> out;
  arith::VarValues vals;
  forEachPoint(*shape, [&](const std::vector<int64_t>& p) {
    for (size_t k = 0; k < vars_.size(); ++k)
      vals[vars_[k].get()] = p[k];
    for (int64_t q = 0; q < *r; ++q) {
      vals[repVar_.get()] = q;
      auto th = arith::evaluateInt(thread_, vals);
      if (th && *b + *th == t) {
        auto l = evaluate(p);
        out.push_back(FragmentSlot{p, l ? *l : std::vector<int64_t>{}});
        break;
      }
    }
    return true;
  });
  std::stable_sort(out.begin(), out.end(), [](const FragmentSlot& x, const FragmentSlot& y) {
    return x.local != y.local ? x.local < y.local : x.index < y.index;
  });
  return out;
}

bool FragmentNode::isCompleteCover() const {
  auto shape = constShape();
  auto r = constReplicateExtent();
  auto range = constValue(threadRangeExtent());
  auto localShape = constValues(outputShape());
  if (!shape || !r || !range || !localShape)
    return false;
  int64_t nLocals = boxSize(*localShape);
  std::unordered_map<int64_t, int64_t> slotOwner; // thread * nLocals + flat local -> flat element
  int64_t flat = 0;
  arith::VarValues vals;
  return forEachPoint(*shape, [&](const std::vector<int64_t>& p) {
    for (size_t k = 0; k < vars_.size(); ++k)
      vals[vars_[k].get()] = p[k];
    auto l = evaluate(p);
    if (!l)
      return false;
    int64_t fl = 0;
    for (size_t k = 0; k < l->size(); ++k) {
      if ((*l)[k] < 0 || (*l)[k] >= (*localShape)[k])
        return false;
      fl = fl * (*localShape)[k] + (*l)[k];
    }
    bool owned = false;
    for (int64_t q = 0; q < *r; ++q) {
      vals[repVar_.get()] = q;
      auto t = arith::evaluateInt(thread_, vals);
      if (!t)
        return false;
      if (*t < 0 || *t >= *range)
        continue;
      owned = true;
      auto [it, fresh] = slotOwner.emplace(*t * nLocals + fl, flat);
      if (!fresh && it->second != flat)
        return false;
    }
    ++flat;
    return owned;
  });
}

// ------------------------------------------------------ layout overrides

std::optional<Layout> FragmentNode::inverse() const {
  auto shape = constShape();
  auto r = constReplicateExtent();
  if (!shape || !r)
    return std::nullopt;
  std::vector<Var> all = vars_;
  std::vector<int64_t> ext = *shape;
  all.push_back(repVar_);
  ext.push_back(*r);
  DigitAnalyzer da(all, ext);
  std::vector<Expr> outputs{thread_};
  outputs.insert(outputs.end(), forward_.begin(), forward_.end());
  std::vector<Var> outVars{makeVar("t")};
  for (size_t k = 0; k < forward_.size(); ++k)
    outVars.push_back(makeVar(k == 0 ? std::string("l") : "l" + std::to_string(k)));
  auto inv = invertDigits(da, outputs, outVars);
  if (!inv)
    return std::nullopt;
  std::vector<Expr> back = inv->inputs;
  if (*r == 1)
    back.pop_back();
  return std::make_shared<LayoutNode>(outVars, idxs(inv->outExtents), back);
}

Layout FragmentNode::reshape(const std::vector<Expr>& newShape) const {
  std::vector<Expr> shape = indexExprs(newShape, "reshape extent");
  checkReshape(extents_, shape);
  std::vector<Var> nv = makeIndexVars(shape.size());
  VarMap m = reshapeMap(vars_, extents_, nv, shape);
  return withExprs(nv, shape, substitute(forward_, m), substitute(thread_, m), repVar_, repExtent_);
}

Layout FragmentNode::pad(const std::vector<Expr>& newShape) const {
  std::vector<Expr> shape = indexExprs(newShape, "pad extent");
  checkPad(extents_, shape);
  return std::make_shared<FragmentNode>(vars_, shape, forward_, thread_, repVar_, repExtent_, threadBegin_, nullptr);
}

bool FragmentNode::equal(const Layout& other) const {
  Fragment o = asFragment(other);
  if (!o || o->inputDim() != inputDim() || o->outputDim() != outputDim())
    return false;
  arith::Analyzer an;
  bindAll(an);
  for (size_t k = 0; k < extents_.size(); ++k)
    if (!proveEqual(an, extents_[k], o->extents_[k]))
      return false;
  if (!proveEqual(an, threadBegin_, o->threadBegin_))
    return false;
  if (isThreadRangeBound() || o->isThreadRangeBound()) {
    Expr a = threadRangeExtent(), b = o->threadRangeExtent();
    if (!a || !b || !proveEqual(an, a, b))
      return false;
  }
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[o->vars_[k].get()] = vars_[k];
  m[o->repVar_.get()] = repVar_;
  bool proved = proveEqual(an, repExtent_, o->repExtent_) && proveEqual(an, thread_, substitute(o->thread_, m));
  std::vector<Expr> theirs = substitute(o->forward_, m);
  for (size_t k = 0; k < forward_.size() && proved; ++k)
    proved = proveEqual(an, forward_[k], theirs[k]);
  if (proved)
    return true;
  // Same (thread, local) slots for every element, by evaluation.
  auto shape = constShape();
  auto r1 = constReplicateExtent();
  auto r2 = o->constReplicateExtent();
  if (!shape || !r1 || !r2 || boxSize(*shape) > kMaxEvalPoints)
    return false;
  bool same = true;
  forEachPoint(*shape, [&](const std::vector<int64_t>& p) {
    auto la = evaluate(p), lb = o->evaluate(p);
    same = la && lb && *la == *lb && threadsHolding(p) == o->threadsHolding(p);
    return same;
  });
  return same;
}

bool FragmentNode::structurallyEqual(const Layout& other) const {
  Fragment o = asFragment(other);
  if (!o || !LayoutNode::structurallyEqual(other))
    return false;
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[o->vars_[k].get()] = vars_[k];
  m[o->repVar_.get()] = repVar_;
  arith::Analyzer an;
  auto same = [&](const Expr& a, const Expr& b) {
    return (!a && !b) || (a && b && arith::structEqual(an.simplify(a), an.simplify(b)));
  };
  return same(repExtent_, o->repExtent_) && arith::structEqual(thread_, substitute(o->thread_, m)) &&
         same(threadBegin_, o->threadBegin_) && same(boundExtent_, o->boundExtent_);
}

std::string FragmentNode::str() const {
  std::vector<Expr> vs(vars_.begin(), vars_.end());
  Expr t = threadExtent();
  std::string s = "Fragment(" + joinExprs(vs) + " in " + joinExprs(extents_) + " -> thread: " + printExpr(thread_) +
                  ", local: " + joinExprs(forward_) + "; threads: " + (t ? printExpr(t) : "?") +
                  ", locals: " + joinExprs(outputShape());
  auto r = constReplicateExtent();
  if (!r || *r != 1)
    s += ", replicate: " + printExpr(repVar_) + " in " + printExpr(repExtent_);
  auto b = constValue(threadBegin_);
  if (isThreadRangeBound() || !b || *b != 0) {
    Expr e = threadRangeExtent();
    arith::Analyzer an;
    s += ", thread range: [" + printExpr(threadBegin_) + ", " + (e ? printExpr(an.simplify(add(threadBegin_, e))) : "?") +
         ")";
  }
  return s + ")";
}

// ------------------------------------------------------------- factories

Fragment makeFragment(const std::vector<Expr>& shape, const FragmentFn& fn, Expr replicateExtent) {
  std::vector<Expr> s = indexExprs(shape, "input extent");
  std::vector<Var> vars = makeIndexVars(s.size());
  Var rep = makeRepVar();
  FragmentExprs fe = fn(vars, rep);
  return std::make_shared<FragmentNode>(vars, s, fe.locals, fe.thread, rep,
                                        replicateExtent ? replicateExtent : intImm(1));
}

Fragment makeFragment(const std::vector<int64_t>& shape, const FragmentFn& fn, int64_t replicateExtent) {
  return makeFragment(idxs(shape), fn, idx(replicateExtent));
}

Fragment makeFragment(std::initializer_list<int64_t> shape, const FragmentFn& fn, int64_t replicateExtent) {
  return makeFragment(std::vector<int64_t>(shape), fn, replicateExtent);
}

Fragment makeFragmentFromThread(const std::vector<Expr>& shape, const ThreadFn& fn, Expr replicateExtent) {
  std::vector<Expr> s = indexExprs(shape, "input extent");
  std::vector<Var> vars = makeIndexVars(s.size());
  Var rep = makeRepVar();
  // Simplify the thread expression first (the constructor does).
  auto probe = std::make_shared<FragmentNode>(vars, s, std::vector<Expr>{}, fn(vars, rep), rep,
                                              replicateExtent ? replicateExtent : intImm(1));
  std::optional<Expr> local;
  auto cs = probe->constShape();
  auto r = probe->constReplicateExtent();
  if (cs && r)
    local = inferLocal(vars, *cs, probe->forwardThread(), rep, *r);
  if (!local)
    local = flatIndex(vars, s);
  return std::make_shared<FragmentNode>(vars, s, std::vector<Expr>{*local}, probe->forwardThread(), rep,
                                        probe->replicateExtent());
}

Fragment makeFullyReplicatedFragment(const std::vector<Expr>& extents, int64_t numThreads) {
  if (numThreads < 1)
    fail("makeFullyReplicatedFragment: " + std::to_string(numThreads) + " threads");
  std::vector<Expr> s = indexExprs(extents, "extent");
  return makeFragment(
      s, [&](const std::vector<Var>& v, const Var& rep) { return FragmentExprs{rep, {flatIndex(v, s)}}; },
      idx(numThreads));
}

Fragment makeReduceDestFragment(const Fragment& src, size_t dim) {
  if (!src)
    fail("makeReduceDestFragment: null source");
  size_t n = src->inputDim();
  if (dim >= n)
    fail("makeReduceDestFragment: dim " + std::to_string(dim) + " of a " + std::to_string(n) + "-D fragment");
  const Expr& reduced = src->inputShape()[dim];
  std::vector<Expr> shape;
  for (size_t k = 0; k < n; ++k)
    if (k != dim)
      shape.push_back(src->inputShape()[k]);
  if (shape.empty())
    shape.push_back(intImm(1));
  std::vector<Var> nv = makeIndexVars(shape.size());
  Var rep = makeRepVar();
  // The new replicate index enumerates (old copy, position along the reduced dim).
  VarMap m;
  for (size_t k = 0, q = 0; k < n; ++k)
    m[src->inputVars()[k].get()] = k == dim ? floormod(rep, reduced) : Expr(nv[q++]);
  m[src->replicateVar().get()] = floordiv(rep, reduced);
  arith::Analyzer an;
  Expr repExtent = an.simplify(mul(src->replicateExtent(), reduced));
  Expr thread = substitute(src->forwardThread(), m);
  // Simplify the thread once with the new ranges.
  auto probe = std::make_shared<FragmentNode>(nv, shape, std::vector<Expr>{}, thread, rep, repExtent);
  thread = probe->forwardThread();
  std::optional<Expr> local;
  auto cs = probe->constShape();
  auto r = probe->constReplicateExtent();
  if (cs && r)
    local = inferLocal(nv, *cs, thread, rep, *r);
  if (!local) {
    VarMap atZero = m;
    atZero[src->inputVars()[dim].get()] = intImm(0);
    std::vector<Expr> locals = substitute(src->forwardIndex(), atZero);
    local = locals.size() == 1 ? locals[0] : flatIndex(nv, shape);
  }
  auto dst = std::make_shared<FragmentNode>(nv, shape, std::vector<Expr>{*local}, thread, rep, repExtent,
                                            src->threadBegin(),
                                            src->isThreadRangeBound() ? src->threadRangeExtent() : nullptr);
  return dst->condense();
}

} // namespace tilec::ir
