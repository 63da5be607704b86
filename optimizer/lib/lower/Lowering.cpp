#include "Lowering.h"

#include "tilec/ir/Substitute.h"
#include "tilec/ir/arith/ExprCompare.h"

namespace tilec::opt {

using namespace ir;

namespace {

std::vector<int64_t> constExtents(const std::vector<Expr>& es) { return asConstInts(es).value_or(std::vector<int64_t>{}); }

Expr flatten(const std::vector<Expr>& idx, const std::vector<int64_t>& shape) {
  Expr flat = intImm(0);
  for (size_t k = 0; k < idx.size(); ++k)
    flat = add(mul(flat, intImm(shape[k])), idx[k]);
  return flat;
}

} // namespace

Lowering::Lowering(const PrimFunc& f, LayoutMap layouts, PassContext& ctx)
    : tx_(makeVar("tx")), threads_(blockThreads(f)), layouts_(std::move(layouts)), ctx_(ctx) {}

const Fragment& Lowering::layoutOf(const Buffer& fragment) const { return layouts_.fragments.at(fragment.get()); }

Buffer Lowering::localBuffer(const Buffer& fragment) {
  auto it = locals_.find(fragment.get());
  if (it != locals_.end())
    return it->second;
  int64_t regs = 1;
  for (int64_t e : constExtents(layoutOf(fragment)->outputShape()))
    regs *= e;
  Buffer b = makeBuffer(fragment->name, fragment->dtype, {intImm(regs)}, MemoryScope::Local, fragment->loc);
  locals_.emplace(fragment.get(), b);
  return b;
}

Buffer Lowering::sharedBuffer(const Buffer& b) {
  auto it = layouts_.shared.find(b.get());
  if (it == layouts_.shared.end())
    return b;
  auto done = shared_.find(b.get());
  if (done != shared_.end())
    return done->second;
  auto copy = std::make_shared<BufferNode>(*b);
  copy->layout = it->second;
  shared_.emplace(b.get(), copy);
  return copy;
}

Expr Lowering::localIndex(const Buffer& fragment, const std::vector<Expr>& idx) const {
  const Fragment& f = layoutOf(fragment);
  return flatten(f->forward(idx), constExtents(f->outputShape()));
}

Stmt Lowering::forEachSlot(const Fragment& f, const SlotBody& body, const std::string& varName, int64_t vec,
                           bool unroll) {
  auto inv = f->inverse();
  auto shape = constExtents(f->outputShape());
  auto begin = asConstInt(f->threadBegin());
  Expr rangeExt = f->threadRangeExtent();
  auto ext = rangeExt ? asConstInt(rangeExt) : std::nullopt;
  if (!inv || shape.empty() || !begin || !ext)
    return nullptr;
  const int64_t first = *begin, count = *ext;
  int64_t regs = 1;
  for (int64_t e : shape)
    regs *= e;
  Var l = makeVar(varName);
  Var lane = makeVar("v");
  if (vec < 1 || regs % vec != 0)
    vec = 1;
  Expr slot = regs == 1 ? intImm(0) : vec > 1 ? add(mul(Expr(l), intImm(vec)), lane) : Expr(l);
  // The inverse takes (thread relative to the range, one index per local dim).
  std::vector<Expr> in{first ? sub(tx_, intImm(first)) : Expr(tx_)};
  int64_t stride = regs;
  for (int64_t e : shape) {
    stride /= e;
    in.push_back(floormod(floordiv(slot, intImm(stride)), intImm(e)));
  }
  std::vector<Expr> indices = (*inv)->forward(in);
  indices.resize(f->inputDim()); // drop the replicate index
  Stmt s = body(indices, slot);
  if (vec > 1)
    s = forLoop(lane, intImm(0), intImm(vec), ForKind::Vectorized, s);
  int64_t groups = regs / vec;
  if (groups > 1)
    s = forLoop(l, intImm(0), intImm(groups), unroll && regs <= kMaxUnroll ? ForKind::Unrolled : ForKind::Serial, s);
  else if (vec > 1)
    s = substitute(s, VarMap{{l.get(), intImm(0)}});
  return onThreads(first, count, s);
}

Stmt Lowering::onThreads(int64_t first, int64_t count, Stmt s) const {
  if (first <= 0 && first + count >= threads_)
    return s;
  Expr inRange = lt(tx_, intImm(first + count));
  if (first > 0)
    inRange = logicalAnd(ge(tx_, intImm(first)), inRange);
  return ifThenElse(inRange, s);
}

int64_t Lowering::contiguousRun(const Fragment& f, int64_t maxVec) {
  auto inv = f->inverse();
  auto shape = constExtents(f->outputShape());
  if (!inv || shape.size() != 1)
    return 1;
  for (int64_t vec = maxVec; vec > 1; vec /= 2) {
    if (shape[0] % vec != 0)
      continue;
    Var c = makeVar("c"), v = makeVar("v");
    arith::Analyzer an;
    an.bind(tx_, 0, threads_);
    an.bind(c, 0, shape[0] / vec);
    an.bind(v, 0, vec);
    std::vector<Expr> idx = (*inv)->forward({tx_, add(mul(Expr(c), intImm(vec)), v)});
    idx.resize(f->inputDim());
    bool ok = !idx.empty();
    for (size_t k = 0; k + 1 < idx.size() && ok; ++k)
      ok = !arith::usesVar(an.simplify(idx[k]), v.get());
    ok = ok && !arith::usesVar(an.simplify(sub(idx.back(), v)), v.get());
    if (ok)
      return vec;
  }
  return 1;
}

void Lowering::error(SourceRange loc, const std::string& msg) {
  failed_ = true;
  if (ctx_.diags)
    ctx_.diags->error(loc, msg);
}

Expr reduceInit(ReduceKind k, DataType t) {
  switch (k) {
  case ReduceKind::Sum:
  case ReduceKind::AbsSum:
  case ReduceKind::AbsMax:
    return t.isFloat() ? floatImm(0, t) : intImm(0, t);
  case ReduceKind::Max:
    return t.isFloat() ? sub(floatImm(0, t), call(t, "infinity", {})) : call(t, "min_value", {});
  case ReduceKind::Min:
    return t.isFloat() ? call(t, "infinity", {}) : call(t, "max_value", {});
  }
  return intImm(0, t);
}

Expr reduceCombine(ReduceKind k, Expr acc, Expr v) {
  switch (k) {
  case ReduceKind::Sum:
  case ReduceKind::AbsSum:
    return add(std::move(acc), std::move(v));
  case ReduceKind::Max:
  case ReduceKind::AbsMax:
    return ir::max(std::move(acc), std::move(v));
  case ReduceKind::Min:
    return ir::min(std::move(acc), std::move(v));
  }
  return acc;
}

} // namespace tilec::opt
