// A T.Parallel copy of a tensor-core accumulator into a 16-bit shared tile
// (the epilogues' `T.copy(acc, C_shared)`) as stmatrix.x4 (sm_90): one warp
// instruction stores four 8 x 8 matrices, where the per-element lowering
// takes eight 4-byte stores. On an H200 the 128 x 128 output tile of
// attention took about 800 cycles of the epilogue element by element.
//
// The accumulator's pairs are what stmatrix stores: in every warp, register
// pair p of lane l holds (R + l / 4, C + 2 (l % 4)) and the element after it
// in the row, for an (R, C) that depends on the warp and p only, C a
// multiple of 8. Four pairs make one instruction, matrix m the m-th pair;
// lane l gives the address of row l % 8 of matrix l / 8, which lane
// 4 (l % 8) of the same warp holds at column offset 0. Both facts are
// proved on the loop's layout (symbolically), and that the shared layout
// keeps the 8 columns of such a row in 16 aligned, contiguous bytes (true of
// the swizzles, whose unit is 16 bytes, and of row-major tiles whose rows
// are a multiple of 8 elements); anything else keeps the per-element path.

#include "Lowering.h"

#include "tilec/ir/Substitute.h"
#include "tilec/ir/arith/ExprCompare.h"

namespace tilec::opt {

using namespace ir;

namespace {

/// What a qualifying nest is made of.
struct CopyNest {
  const ForNode* rows;
  const ForNode* cols;
  const BufferStoreNode* store;
};

std::optional<CopyNest> matchCopyNest(const ForNode& root) {
  auto* inner = as<ForNode>(root.body);
  if (!inner || inner->forKind != ForKind::Parallel)
    return std::nullopt;
  auto* store = as<BufferStoreNode>(inner->body);
  if (!store || store->buffer->scope != MemoryScope::Shared || store->buffer->dtype.bits() != 16 ||
      store->indices.size() < 2)
    return std::nullopt;
  for (const ForNode* f : {&root, inner})
    if (asConstInt(f->min) != std::optional<int64_t>(0) || !asConstInt(f->extent))
      return std::nullopt;
  // The value is computed from registers and scalars only.
  struct ReadsMemory : StmtVisitor {
    bool found = false;
    void visitBufferLoad(const BufferLoadNode* n) override {
      found |= n->buffer->scope == MemoryScope::Shared || n->buffer->scope == MemoryScope::Global;
      StmtVisitor::visitBufferLoad(n);
    }
    void visitCall(const CallNode* n) override {
      found = true; // an intrinsic may read memory or have effects
      StmtVisitor::visitCall(n);
    }
  } reads;
  reads.visitExpr(store->value);
  if (reads.found)
    return std::nullopt;
  return CopyNest{&root, inner, store};
}

/// Offsets o such that the store's index k is o + var (the last two dims,
/// rows then columns) or o alone (the leading dims); constants only.
std::optional<std::vector<int64_t>> constantOffsets(const CopyNest& n) {
  const auto& idx = n.store->indices;
  size_t rank = idx.size();
  arith::Analyzer an;
  std::vector<int64_t> off;
  for (size_t k = 0; k < rank; ++k) {
    Expr e = idx[k];
    if (k == rank - 2)
      e = sub(e, n.rows->var);
    else if (k == rank - 1)
      e = sub(e, n.cols->var);
    auto c = asConstInt(an.simplify(e));
    if (!c)
      return std::nullopt;
    off.push_back(*c);
  }
  return off;
}

bool freeOf(arith::Analyzer& an, const Expr& e, std::initializer_list<const Var*> vars) {
  Expr s = an.simplify(e);
  for (const Var* v : vars)
    if (arith::usesVar(s, v->get()))
      return false;
  return true;
}

} // namespace

Stmt lowerParallelAsStMatrix(Lowering& L, const ForNode& root, const Fragment& layout, const Lowering::SlotBody& body,
                             bool uniform) {
  // Under a condition some lanes of a warp may skip the nest: a warp-wide
  // instruction there is undefined, and its lanes store rows that others
  // address.
  if (!L.ctx().targetInfo().hasStMatrix || !uniform)
    return nullptr;
  auto nest = matchCopyNest(root);
  if (!nest)
    return nullptr;
  auto offsets = constantOffsets(*nest);
  auto inv = layout->inverse();
  auto locals = layout->outputShape();
  Expr rangeExt = layout->threadRangeExtent();
  auto rep = layout->constReplicateExtent();
  if (!offsets || !inv || locals.size() != 1 || !rangeExt || !rep || *rep != 1)
    return nullptr;
  // Whole warps (stmatrix is warp-wide), the registers in groups of eight.
  const int64_t first = asConstInt(layout->threadBegin()).value_or(-1);
  const int64_t count = asConstInt(rangeExt).value_or(-1);
  const int64_t regs = locals[0] ? asConstInt(locals[0]).value_or(-1) : -1;
  if (first < 0 || count <= 0 || regs <= 0 || regs % 8 != 0 || first % 32 != 0 || count % 32 != 0 ||
      first + count > L.threads())
    return nullptr;

  // The accumulator's pairs, on thread 32 w + 4 a + b, slot 2 p + e.
  Var w = makeVar("w"), a = makeVar("a"), b = makeVar("b"), p = makeVar("p"), e = makeVar("e"), k = makeVar("k");
  arith::Analyzer an;
  an.bind(w, 0, count / 32);
  an.bind(a, 0, 8);
  an.bind(b, 0, 4);
  an.bind(p, 0, regs / 2);
  an.bind(e, 0, 2);
  an.bind(k, 0, 8);
  Expr thread = add(add(mul(Expr(w), intImm(32)), mul(Expr(a), intImm(4))), b);
  std::vector<Expr> rc = (*inv)->forward({thread, add(mul(Expr(p), intImm(2)), e)}, &an);
  if (rc.size() != 2)
    return nullptr;
  Expr R = an.simplify(sub(rc[0], a));
  Expr C = an.simplify(sub(rc[1], add(mul(Expr(b), intImm(2)), e)));
  if (!freeOf(an, R, {&a, &b, &e}) || !freeOf(an, C, {&a, &b, &e}))
    return nullptr;

  // Row R + a, columns C .. C + 7 of the shared tile: 16 aligned bytes.
  Buffer S = L.sharedBuffer(nest->store->buffer);
  const auto& off = *offsets;
  size_t rank = off.size();
  Layout physical = S->layout ? S->layout : makeRowMajorLayout(S->shape);
  std::vector<Expr> at;
  for (size_t d = 0; d + 2 < rank; ++d)
    at.push_back(intImm(off[d]));
  at.push_back(add(intImm(off[rank - 2]), add(R, a)));
  at.push_back(add(intImm(off[rank - 1]), add(C, k)));
  if (physical->inputDim() != rank)
    return nullptr;
  std::vector<Expr> where = physical->forward(at, &an);
  auto shape = physical->outputShape();
  Expr flat = intImm(0);
  for (size_t d = 0; d < where.size(); ++d) {
    auto ext = d < shape.size() && shape[d] ? asConstInt(shape[d]) : std::nullopt;
    if (!ext)
      return nullptr;
    flat = add(mul(flat, intImm(*ext)), where[d]);
  }
  Expr rowStart = an.simplify(sub(flat, k));
  arith::ModularSet aligned = an.modularSet(rowStart);
  if (!freeOf(an, rowStart, {&k}) || aligned.coeff % 8 != 0 || aligned.base % 8 != 0)
    return nullptr;

  // Group g: matrices m = 0..3 are register pairs 4 g + m. Lane l gives the
  // address of row l % 8 of matrix l / 8: lane 4 (l % 8)'s element of pair
  // 4 g + l / 8 (column offset 0).
  Var g = makeVar("g");
  Expr rel = first ? sub(L.tx(), intImm(first)) : Expr(L.tx());
  Expr lane = floormod(rel, intImm(32));
  Expr rowThread = add(mul(floordiv(rel, intImm(32)), intImm(32)), mul(floormod(rel, intImm(8)), intImm(4)));
  Expr rowSlot = add(mul(Expr(g), intImm(8)), mul(floordiv(lane, intImm(8)), intImm(2)));
  std::vector<Expr> rowIdx = (*inv)->forward({rowThread, rowSlot});
  VarMap rowAt{{nest->rows->var.get(), rowIdx[0]}, {nest->cols->var.get(), rowIdx[1]}};
  std::vector<Expr> addrIdx;
  for (const Expr& i : nest->store->indices)
    addrIdx.push_back(substitute(i, rowAt));
  std::vector<Expr> args{call(DataType::handle(), "tl.address_of", {bufferLoad(S, addrIdx)})};
  for (int64_t s = 0; s < 8; ++s) {
    Expr slot = add(mul(Expr(g), intImm(8)), intImm(s));
    std::vector<Expr> idx = (*inv)->forward({rel, slot});
    Stmt lowered = body({idx[0], idx[1]}, slot);
    auto* st = lowered ? as<BufferStoreNode>(lowered) : nullptr;
    if (!st)
      return nullptr;
    args.push_back(st->value);
  }
  Stmt out = evaluate(call(DataType::int32(), "tl.stmatrix_x4", args));
  out = forLoop(g, intImm(0), intImm(regs / 8), ForKind::Unrolled, out);
  return L.onThreads(first, count, out);
}

} // namespace tilec::opt
