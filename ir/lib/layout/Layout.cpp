#include "tilec/ir/layout/Layout.h"

#include "Digits.h"
#include "LayoutUtil.h"

#include "tilec/ir/layout/Fragment.h"

#include "tilec/ir/Printer.h"
#include "tilec/ir/arith/Evaluate.h"
#include "tilec/ir/arith/ExprCompare.h"

#include <stdexcept>

namespace tilec::ir {

using namespace layout_detail;

namespace {

constexpr int64_t kMaxEvalPoints = 65536;

[[noreturn]] void fail(const std::string& msg) { throw std::invalid_argument("layout: " + msg); }

std::string shapeStr(const std::vector<Expr>& s) { return joinExprs(s); }

} // namespace

// ------------------------------------------------------------ LayoutNode

LayoutNode::LayoutNode(std::vector<Var> vars, std::vector<Expr> extents, std::vector<Expr> forwardIndex)
    : vars_(std::move(vars)), extents_(indexExprs(extents, "input extent")),
      forward_(indexExprs(forwardIndex, "forward index")) {
  if (vars_.size() != extents_.size())
    fail("one input var per input extent expected (" + std::to_string(vars_.size()) + " vars, " +
         std::to_string(extents_.size()) + " extents)");
  for (const Var& v : vars_)
    if (!v)
      fail("null input var");
  arith::Analyzer an;
  bindInputs(an);
  for (Expr& e : forward_)
    e = an.simplify(e);
}

void LayoutNode::bindInputs(arith::Analyzer& an) const {
  for (size_t k = 0; k < vars_.size(); ++k)
    an.bind(vars_[k], intImm(0), extents_[k]);
}

std::optional<std::vector<int64_t>> LayoutNode::constShape() const { return constValues(extents_); }

std::vector<Expr> LayoutNode::outputShape() const {
  arith::Analyzer an;
  bindInputs(an);
  VarMap ext;
  for (size_t k = 0; k < vars_.size(); ++k)
    ext[vars_[k].get()] = extents_[k];
  std::vector<Expr> out;
  for (const Expr& e : forward_)
    out.push_back(extentOf(e, an, ext));
  return out;
}

Expr LayoutNode::inputSize() const {
  arith::Analyzer an;
  return product(extents_, an);
}

std::vector<Expr> LayoutNode::forward(const std::vector<Expr>& indices, arith::Analyzer* analyzer) const {
  if (indices.size() != inputDim())
    fail("forward() takes " + std::to_string(inputDim()) + " indices, not " + std::to_string(indices.size()));
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[vars_[k].get()] = indexExpr(indices[k], "index");
  arith::Analyzer local;
  arith::Analyzer& an = analyzer ? *analyzer : local;
  std::vector<Expr> out;
  for (const Expr& e : forward_)
    out.push_back(an.simplify(substitute(e, m)));
  return out;
}

std::optional<std::vector<int64_t>> LayoutNode::evaluate(const std::vector<int64_t>& indices) const {
  if (indices.size() != inputDim())
    return std::nullopt;
  arith::VarValues vals;
  for (size_t k = 0; k < vars_.size(); ++k)
    vals[vars_[k].get()] = indices[k];
  std::vector<int64_t> out;
  for (const Expr& e : forward_) {
    auto v = arith::evaluateInt(e, vals);
    if (!v)
      return std::nullopt;
    out.push_back(*v);
  }
  return out;
}

Layout LayoutNode::compose(const Layout& inner) const {
  if (!inner)
    fail("compose() with a null layout");
  Fragment outerF = asFragment(shared_from_this());
  Fragment innerF = asFragment(inner);
  if (outerF && innerF)
    fail("cannot compose two fragments");
  if (inner->outputDim() != inputDim())
    fail("compose(): the inner layout has " + std::to_string(inner->outputDim()) + " outputs, this layout " +
         std::to_string(inputDim()) + " inputs");
  std::vector<Expr> innerOut = inner->outputShape();
  arith::Analyzer an;
  for (size_t k = 0; k < inputDim(); ++k) {
    if (!innerOut[k] || !proveLessEqual(an, innerOut[k], extents_[k]))
      fail("compose(): the inner layout's output shape " + shapeStr(innerOut) + " does not fit the input shape " +
           shapeStr(extents_));
  }
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[vars_[k].get()] = inner->forwardIndex()[k];
  std::vector<Expr> composed = substitute(forward_, m);
  if (outerF)
    return std::make_shared<FragmentNode>(inner->inputVars(), inner->inputShape(), composed,
                                          substitute(outerF->forwardThread(), m), outerF->replicateVar(),
                                          outerF->replicateExtent(), outerF->threadBegin(),
                                          outerF->isThreadRangeBound() ? outerF->threadRangeExtent() : nullptr);
  if (innerF)
    return std::make_shared<FragmentNode>(innerF->inputVars(), innerF->inputShape(), composed, innerF->forwardThread(),
                                          innerF->replicateVar(), innerF->replicateExtent(), innerF->threadBegin(),
                                          innerF->isThreadRangeBound() ? innerF->threadRangeExtent() : nullptr);
  return std::make_shared<LayoutNode>(inner->inputVars(), inner->inputShape(), composed);
}

std::optional<Layout> LayoutNode::inverse() const {
  auto shape = constShape();
  if (!shape)
    return std::nullopt;
  DigitAnalyzer da(vars_, *shape);
  std::vector<Var> outVars = makeIndexVars(outputDim());
  auto inv = invertDigits(da, forward_, outVars);
  if (!inv)
    return std::nullopt;
  return std::make_shared<LayoutNode>(outVars, idxs(inv->outExtents), inv->inputs);
}

namespace layout_detail {

/// Row-major unflattening for reshape: the old indices as expressions of the
/// new vars.
VarMap reshapeMap(const std::vector<Var>& oldVars, const std::vector<Expr>& oldShape, const std::vector<Var>& newVars,
                  const std::vector<Expr>& newShape) {
  Expr flat = intImm(0);
  for (size_t k = 0; k < newVars.size(); ++k) {
    Expr stride = intImm(1);
    for (size_t q = k + 1; q < newShape.size(); ++q)
      stride = mul(stride, newShape[q]);
    flat = add(flat, mul(newVars[k], stride));
  }
  VarMap m;
  for (size_t k = 0; k < oldVars.size(); ++k) {
    Expr stride = intImm(1);
    for (size_t q = k + 1; q < oldShape.size(); ++q)
      stride = mul(stride, oldShape[q]);
    Expr x = floordiv(flat, stride);
    if (k > 0)
      x = floormod(x, oldShape[k]);
    m[oldVars[k].get()] = x;
  }
  return m;
}

void checkReshape(const std::vector<Expr>& oldShape, const std::vector<Expr>& newShape) {
  arith::Analyzer an;
  if (!proveEqual(an, product(oldShape, an), product(newShape, an)))
    fail("reshape() from " + shapeStr(oldShape) + " to " + shapeStr(newShape) + " changes the number of elements");
}

void checkPad(const std::vector<Expr>& oldShape, const std::vector<Expr>& newShape) {
  if (oldShape.size() != newShape.size())
    fail("pad() to " + shapeStr(newShape) + " changes the rank of " + shapeStr(oldShape));
  arith::Analyzer an;
  for (size_t k = 0; k < oldShape.size(); ++k)
    if (!proveLessEqual(an, oldShape[k], newShape[k]))
      fail("pad() from " + shapeStr(oldShape) + " to " + shapeStr(newShape) + " does not enlarge every extent");
}

} // namespace layout_detail

Layout LayoutNode::reshape(const std::vector<Expr>& newShape) const {
  std::vector<Expr> shape = indexExprs(newShape, "reshape extent");
  checkReshape(extents_, shape);
  std::vector<Var> nv = makeIndexVars(shape.size());
  VarMap m = reshapeMap(vars_, extents_, nv, shape);
  return std::make_shared<LayoutNode>(nv, shape, substitute(forward_, m));
}

Layout LayoutNode::pad(const std::vector<Expr>& newShape) const {
  std::vector<Expr> shape = indexExprs(newShape, "pad extent");
  checkPad(extents_, shape);
  return std::make_shared<LayoutNode>(vars_, shape, forward_);
}

bool LayoutNode::equal(const Layout& other) const {
  if (!other || other->isFragment() != isFragment() || other->inputDim() != inputDim() ||
      other->outputDim() != outputDim())
    return false;
  arith::Analyzer an;
  bindInputs(an);
  for (size_t k = 0; k < extents_.size(); ++k)
    if (!proveEqual(an, extents_[k], other->inputShape()[k]))
      return false;
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[other->inputVars()[k].get()] = vars_[k];
  std::vector<Expr> theirs = substitute(other->forwardIndex(), m);
  bool proved = true;
  for (size_t k = 0; k < forward_.size() && proved; ++k)
    proved = proveEqual(an, forward_[k], theirs[k]);
  if (proved)
    return true;
  auto shape = constShape();
  if (!shape || boxSize(*shape) > kMaxEvalPoints)
    return false;
  bool same = true;
  forEachPoint(*shape, [&](const std::vector<int64_t>& p) {
    auto a = evaluate(p), b = other->evaluate(p);
    same = a && b && *a == *b;
    return same;
  });
  return same;
}

bool LayoutNode::structurallyEqual(const Layout& other) const {
  if (!other || other->isFragment() != isFragment() || other->inputDim() != inputDim() ||
      other->outputDim() != outputDim())
    return false;
  arith::Analyzer an;
  for (size_t k = 0; k < extents_.size(); ++k)
    if (!arith::structEqual(an.simplify(extents_[k]), an.simplify(other->inputShape()[k])))
      return false;
  VarMap m;
  for (size_t k = 0; k < vars_.size(); ++k)
    m[other->inputVars()[k].get()] = vars_[k];
  std::vector<Expr> theirs = substitute(other->forwardIndex(), m);
  for (size_t k = 0; k < forward_.size(); ++k)
    if (!arith::structEqual(forward_[k], theirs[k]))
      return false;
  return true;
}

std::string LayoutNode::str() const {
  std::vector<Expr> vs(vars_.begin(), vars_.end());
  return "Layout(" + joinExprs(vs) + " in " + joinExprs(extents_) + " -> " + joinExprs(forward_) + ")";
}

Fragment asFragment(const Layout& l) {
  if (!l || !l->isFragment())
    return nullptr;
  return std::static_pointer_cast<const FragmentNode>(l);
}

// ------------------------------------------------------------- factories

Layout makeLayout(const std::vector<Expr>& shape, const LayoutFn& fn) {
  std::vector<Expr> s = indexExprs(shape, "input extent");
  std::vector<Var> vars = makeIndexVars(s.size());
  return std::make_shared<LayoutNode>(vars, s, fn(vars));
}

Layout makeLayout(const std::vector<int64_t>& shape, const LayoutFn& fn) { return makeLayout(idxs(shape), fn); }

Layout makeLayout(std::initializer_list<int64_t> shape, const LayoutFn& fn) {
  return makeLayout(std::vector<int64_t>(shape), fn);
}

Layout makeIdentityLayout(const std::vector<Expr>& shape) {
  return makeLayout(shape, [](const std::vector<Var>& v) { return std::vector<Expr>(v.begin(), v.end()); });
}

Layout makePermutedLayout(const std::vector<Expr>& shape, const std::vector<size_t>& perm) {
  std::vector<bool> seen(shape.size(), false);
  if (perm.size() != shape.size())
    fail("makePermutedLayout: the permutation has " + std::to_string(perm.size()) + " entries for rank " +
         std::to_string(shape.size()));
  for (size_t p : perm) {
    if (p >= shape.size() || seen[p])
      fail("makePermutedLayout: not a permutation");
    seen[p] = true;
  }
  return makeLayout(shape, [&](const std::vector<Var>& v) {
    std::vector<Expr> out;
    for (size_t p : perm)
      out.push_back(v[p]);
    return out;
  });
}

Layout makeStridedLayout(const std::vector<Expr>& shape, const std::vector<Expr>& strides) {
  if (strides.size() != shape.size())
    fail("makeStridedLayout: " + std::to_string(strides.size()) + " strides for rank " + std::to_string(shape.size()));
  std::vector<Expr> st = indexExprs(strides, "stride");
  return makeLayout(shape, [&](const std::vector<Var>& v) {
    Expr e = intImm(0);
    for (size_t k = 0; k < v.size(); ++k)
      e = add(e, mul(v[k], st[k]));
    return std::vector<Expr>{e};
  });
}

Layout makeRowMajorLayout(const std::vector<Expr>& shape) {
  std::vector<Expr> s = indexExprs(shape, "input extent");
  std::vector<Expr> strides(s.size());
  Expr stride = intImm(1);
  for (size_t k = s.size(); k-- > 0;) {
    strides[k] = stride;
    stride = mul(stride, s[k]);
  }
  arith::Analyzer an;
  for (Expr& e : strides)
    e = an.simplify(e);
  return makeStridedLayout(s, strides);
}

Layout makeTiledLayout(int64_t rows, int64_t cols, int64_t tileRows, int64_t tileCols) {
  if (rows <= 0 || cols <= 0 || tileRows <= 0 || tileCols <= 0 || rows % tileRows || cols % tileCols)
    fail("makeTiledLayout: tile " + std::to_string(tileRows) + "x" + std::to_string(tileCols) + " does not divide " +
         std::to_string(rows) + "x" + std::to_string(cols));
  int64_t tilesPerRow = cols / tileCols;
  return makeLayout({rows, cols}, [&](const std::vector<Var>& v) {
    Expr ti = floordiv(v[0], idx(tileRows)), ri = floormod(v[0], idx(tileRows));
    Expr tj = floordiv(v[1], idx(tileCols)), rj = floormod(v[1], idx(tileCols));
    Expr tile = add(mul(ti, idx(tilesPerRow)), tj);
    return std::vector<Expr>{add(add(mul(tile, idx(tileRows * tileCols)), mul(ri, idx(tileCols))), rj)};
  });
}

Layout makePaddedLayout(int64_t rows, int64_t cols, int64_t padElements) {
  if (rows <= 0 || cols <= 0 || padElements < 0)
    fail("makePaddedLayout: bad shape or padding");
  return makeLayout({rows, cols}, [&](const std::vector<Var>& v) {
    return std::vector<Expr>{add(mul(v[0], idx(cols + padElements)), v[1])};
  });
}

namespace {

/// a XOR b for 0 <= a, b < 2^bits, written arithmetically: bit k of the
/// result is floormod(floordiv(a, 2^k) + floordiv(b, 2^k), 2).
Expr xorBits(const Expr& a, const Expr& b, int bits) {
  Expr r = intImm(0);
  for (int k = 0; k < bits; ++k) {
    int64_t p = int64_t(1) << k;
    Expr ak = p == 1 ? a : floordiv(a, idx(p));
    Expr bk = p == 1 ? b : floordiv(b, idx(p));
    Expr bit = floormod(add(ak, bk), idx(2));
    r = add(r, p == 1 ? bit : mul(bit, idx(p)));
  }
  return r;
}

} // namespace

Layout makeSwizzledLayout(int64_t rows, int64_t cols, int elementBits, int swizzleBytes, SwizzleXor form) {
  if (rows <= 0 || cols <= 0)
    fail("makeSwizzledLayout: bad shape " + std::to_string(rows) + "x" + std::to_string(cols));
  if (elementBits <= 0 || 128 % elementBits != 0)
    fail("makeSwizzledLayout: element size of " + std::to_string(elementBits) + " bits does not divide 16 bytes");
  if (swizzleBytes == 0 || swizzleBytes == 16)
    return makeIdentityLayout(idxs({rows, cols}));
  if (swizzleBytes != 32 && swizzleBytes != 64 && swizzleBytes != 128)
    fail("makeSwizzledLayout: swizzle of " + std::to_string(swizzleBytes) + " bytes (32, 64 or 128 expected)");
  int64_t chunkElems = 128 / elementBits;        // elements per 16-byte chunk
  int64_t chunks = swizzleBytes / 16;            // chunks per period: 2, 4, 8
  int64_t periodElems = chunks * chunkElems;     // elements per period
  int bits = chunks == 2 ? 1 : chunks == 4 ? 2 : 3;
  int64_t rowsPerLine = 8 / chunks;              // rows of one period per 128-byte line
  if (cols % periodElems != 0)
    fail("makeSwizzledLayout: " + std::to_string(cols) + " columns of " + std::to_string(elementBits) +
         "-bit elements are not a multiple of the " + std::to_string(swizzleBytes) + "-byte swizzle period");
  return makeLayout({rows, cols}, [&](const std::vector<Var>& v) {
    const Expr& i = v[0];
    const Expr& j = v[1];
    Expr panel = floordiv(j, idx(periodElems));
    Expr chunk = floormod(floordiv(j, idx(chunkElems)), idx(chunks));
    Expr offset = floormod(j, idx(chunkElems));
    Expr line = floormod(rowsPerLine == 1 ? i : floordiv(i, idx(rowsPerLine)), idx(chunks));
    // (Both operands are below `chunks`, a power of two, so is their XOR; the
    // floormod says so to the bound analysis that sizes the output.)
    Expr swizzled = form == SwizzleXor::Bitwise
                        ? floormod(call(DataType::int32(), "bitwise_xor", {chunk, line}), idx(chunks))
                        : xorBits(chunk, line, bits);
    return std::vector<Expr>{add(mul(panel, idx(rows)), i), add(mul(swizzled, idx(chunkElems)), offset)};
  });
}

int pickSwizzleBytes(int64_t cols, int elementBits) {
  if (cols <= 0 || elementBits <= 0 || 128 % elementBits != 0 || (cols * elementBits) % 8 != 0)
    return 0;
  int64_t rowBytes = cols * elementBits / 8;
  for (int s : {128, 64, 32})
    if (rowBytes % s == 0)
      return s;
  return 0;
}

} // namespace tilec::ir
