// Tile IR -> LLVM IR for the host: the tile operators that reach code
// generation (T.copy, T.fill and the tile atomics were expanded into
// T.Parallel nests by expand-simt-tile-ops). Each becomes loops over its
// whole regions on the block's thread:
//
//   T.gemm    C[i, j] += A[i, k] * B[k, j] with j innermost (contiguous in B
//             and C), or, for a transposed B, a dot product over k per
//             element; in C's type, as the GPU's accumulator
//   T.reduce  dst = combine(dst, src[..., k, ...]) over the source's
//             elements in order (the identity first unless clear=False)
//   T.cumsum  a running sum along `dim`, forward or reversed
//
// Sums inside these may be reassociated (LLVM then vectorizes them as
// reductions): a tile operator promises a result, not an order, and the
// GPU's warps add in yet another order.
#include "HostCodegen.h"

#include "tilec/ir/Ops.h"

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

/// A region as loops see it: the buffer's slot, and each dimension's first
/// index and extent as i64.
struct HostCodegen::RegionAccess {
  const Slot* slot = nullptr;
  std::vector<llvm::Value*> mins, extents;
  DataType dtype;
  size_t rank() const { return mins.size(); }
};

HostCodegen::RegionAccess HostCodegen::region(const BufferRegion& r, SourceRange loc) {
  RegionAccess a;
  a.slot = &slot(r.buffer, loc);
  a.dtype = r.buffer->dtype;
  if (r.region.size() != r.buffer->shape.size())
    fail(loc, "a region of buffer '" + r.buffer->name + "' with " + std::to_string(r.region.size()) +
                  " ranges for its " + std::to_string(r.buffer->shape.size()) + " dimensions");
  for (const Range& d : r.region) {
    a.mins.push_back(toI64(expr(d.min), d.min->dtype));
    a.extents.push_back(toI64(expr(d.extent), d.extent->dtype));
  }
  return a;
}

void HostCodegen::nest(const std::vector<llvm::Value*>& extents, size_t depth, std::vector<llvm::Value*>& ivs,
                       const std::function<void(const std::vector<llvm::Value*>&)>& body) {
  if (depth == extents.size()) {
    body(ivs);
    return;
  }
  countedLoop("t" + std::to_string(depth), extents[depth], [&](llvm::Value* iv) {
    ivs.push_back(iv);
    nest(extents, depth + 1, ivs, body);
    ivs.pop_back();
  });
}

namespace {

/// The element of a region at coordinates `at` relative to its corner.
std::vector<llvm::Value*> absolute(llvm::IRBuilder<>& b, const std::vector<llvm::Value*>& mins,
                                   const std::vector<llvm::Value*>& at) {
  std::vector<llvm::Value*> idx;
  for (size_t d = 0; d < mins.size(); ++d)
    idx.push_back(b.CreateAdd(mins[d], at[d], "", false, true));
  return idx;
}

/// Reassociation for the sums of one tile operator (see the file comment).
void allowReassoc(llvm::IRBuilder<>& b) {
  llvm::FastMathFlags f = b.getFastMathFlags();
  f.setAllowReassoc(true);
  b.setFastMathFlags(f);
}

} // namespace

void HostCodegen::gemm(const GemmNode* n) {
  RegionAccess A = region(n->A, n->loc), B = region(n->B, n->loc), C = region(n->C, n->loc);
  for (const RegionAccess* r : {&A, &B, &C})
    if (r->rank() < 2)
      fail(n->loc, "T.gemm operands need at least two dimensions");
  // The matrices are the last two dimensions; any leading ones have extent
  // 1 (semantic analysis checked the shapes) and stay at their corner.
  auto at = [&](const RegionAccess& r, llvm::Value* row, llvm::Value* col) {
    std::vector<llvm::Value*> rel(r.rank(), b_.getInt64(0));
    rel[r.rank() - 2] = row;
    rel[r.rank() - 1] = col;
    return elementPtr(*r.slot, absolute(b_, r.mins, rel));
  };
  DataType acc = C.dtype;
  llvm::Value* M = C.extents[C.rank() - 2];
  llvm::Value* N = C.extents[C.rank() - 1];
  llvm::Value* K = n->transA ? A.extents[A.rank() - 2] : A.extents[A.rank() - 1];
  auto a = [&](llvm::Value* i, llvm::Value* k) {
    llvm::Value* p = n->transA ? at(A, k, i) : at(A, i, k);
    return convert(loadElement(*A.slot, p), A.dtype, acc, n->loc);
  };
  auto bAt = [&](llvm::Value* k, llvm::Value* j) {
    llvm::Value* p = n->transB ? at(B, j, k) : at(B, k, j);
    return convert(loadElement(*B.slot, p), B.dtype, acc, n->loc);
  };
  llvm::IRBuilderBase::FastMathFlagGuard keep(b_);
  allowReassoc(b_);
  if (n->clearAccum)
    countedLoop("gemm.i", M, [&](llvm::Value* i) {
      countedLoop("gemm.j", N, [&](llvm::Value* j) { storeElement(*C.slot, at(C, i, j), floatConst(acc, 0, n->loc)); });
    });
  if (!n->transB) {
    countedLoop("gemm.i", M, [&](llvm::Value* i) {
      countedLoop("gemm.k", K, [&](llvm::Value* k) {
        llvm::Value* aik = a(i, k);
        countedLoop("gemm.j", N, [&](llvm::Value* j) {
          llvm::Value* c = at(C, i, j);
          llvm::Value* prod = arith(ExprKind::Mul, aik, bAt(k, j), acc, n->loc);
          storeElement(*C.slot, c, arith(ExprKind::Add, loadElement(*C.slot, c), prod, acc, n->loc));
        });
      });
    });
    return;
  }
  countedLoop("gemm.i", M, [&](llvm::Value* i) {
    countedLoop("gemm.j", N, [&](llvm::Value* j) {
      llvm::Value* c = at(C, i, j);
      countedLoop("gemm.k", K, [&](llvm::Value* k) {
        llvm::Value* prod = arith(ExprKind::Mul, a(i, k), bAt(k, j), acc, n->loc);
        storeElement(*C.slot, c, arith(ExprKind::Add, loadElement(*C.slot, c), prod, acc, n->loc));
      });
    });
  });
}

void HostCodegen::reduce(const ReduceNode* n) {
  RegionAccess S = region(n->src, n->loc), D = region(n->dst, n->loc);
  if (n->dim < 0 || static_cast<size_t>(n->dim) >= S.rank())
    fail(n->loc, "T.reduce over dimension " + std::to_string(n->dim) + " of a rank-" + std::to_string(S.rank()) +
                     " region");
  DataType t = D.dtype;
  bool isMax = n->reduceKind == ReduceKind::Max || n->reduceKind == ReduceKind::AbsMax;
  AtomicKind kind = n->reduceKind == ReduceKind::Min ? AtomicKind::Min : isMax ? AtomicKind::Max : AtomicKind::Add;
  bool magnitudes = n->reduceKind == ReduceKind::AbsSum || n->reduceKind == ReduceKind::AbsMax;
  // The destination element of a source element: its indices without
  // `dim` (a 1-D source reduces to the destination's one element).
  size_t dim = static_cast<size_t>(n->dim);
  auto dstOf = [&](const std::vector<llvm::Value*>& at) {
    std::vector<llvm::Value*> rel;
    if (D.rank() == S.rank() - 1) {
      for (size_t d = 0; d < at.size(); ++d)
        if (d != dim)
          rel.push_back(at[d]);
    } else {
      rel.assign(D.rank(), b_.getInt64(0));
    }
    return elementPtr(*D.slot, absolute(b_, D.mins, rel));
  };
  if (n->clear) {
    llvm::Value* init = nullptr;
    if (n->reduceKind == ReduceKind::Max)
      init = t.isFloat() ? b_.CreateFNeg(limitConst("infinity", t, n->loc)) : limitConst("min_value", t, n->loc);
    else if (n->reduceKind == ReduceKind::Min)
      init = t.isFloat() ? limitConst("infinity", t, n->loc) : limitConst("max_value", t, n->loc);
    else
      init = intConst(t, 0, n->loc);
    std::vector<llvm::Value*> ivs;
    nest(D.extents, 0, ivs, [&](const std::vector<llvm::Value*>& at) {
      storeElement(*D.slot, elementPtr(*D.slot, absolute(b_, D.mins, at)), init);
    });
  }
  llvm::IRBuilderBase::FastMathFlagGuard keep(b_);
  allowReassoc(b_);
  std::vector<llvm::Value*> ivs;
  nest(S.extents, 0, ivs, [&](const std::vector<llvm::Value*>& at) {
    llvm::Value* v = convert(loadElement(*S.slot, elementPtr(*S.slot, absolute(b_, S.mins, at))), S.dtype, t, n->loc);
    if (magnitudes)
      v = t.isFloat() ? b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, v)
          : dtypeClass(t.scalar()) == DTypeClass::Int ? b_.CreateBinaryIntrinsic(llvm::Intrinsic::abs, v, b_.getFalse())
                                                      : v;
    llvm::Value* p = dstOf(at);
    storeElement(*D.slot, p, combine(kind, loadElement(*D.slot, p), v, t, n->loc));
  });
}

void HostCodegen::cumsum(const CumSumNode* n) {
  RegionAccess S = region(n->src, n->loc), D = region(n->dst, n->loc);
  if (S.rank() != D.rank() || n->dim < 0 || static_cast<size_t>(n->dim) >= S.rank())
    fail(n->loc, "T.cumsum needs source and destination regions of one rank and a dimension inside it");
  size_t dim = static_cast<size_t>(n->dim);
  DataType t = D.dtype;
  // The running sum in a stack slot of its own (SROA makes it a register).
  llvm::IRBuilder<> entry(allocaBlock_, allocaBlock_->begin());
  llvm::AllocaInst* sum = entry.CreateAlloca(valueType(t, n->loc), nullptr, "cumsum.acc");
  std::vector<llvm::Value*> outer;
  for (size_t d = 0; d < S.rank(); ++d)
    if (d != dim)
      outer.push_back(S.extents[d]);
  std::vector<llvm::Value*> ivs;
  nest(outer, 0, ivs, [&](const std::vector<llvm::Value*>& o) {
    b_.CreateStore(intConst(t, 0, n->loc), sum);
    llvm::Value* len = S.extents[dim];
    countedLoop("cumsum.k", len, [&](llvm::Value* k) {
      llvm::Value* kk = n->reverse ? b_.CreateSub(b_.CreateSub(len, b_.getInt64(1)), k) : k;
      std::vector<llvm::Value*> at = o;
      at.insert(at.begin() + static_cast<std::ptrdiff_t>(dim), kk);
      // Read before the write: in place (src is dst) works.
      llvm::Value* x =
          convert(loadElement(*S.slot, elementPtr(*S.slot, absolute(b_, S.mins, at))), S.dtype, t, n->loc);
      llvm::Value* s = arith(ExprKind::Add, b_.CreateLoad(sum->getAllocatedType(), sum), x, t, n->loc);
      b_.CreateStore(s, sum);
      storeElement(*D.slot, elementPtr(*D.slot, absolute(b_, D.mins, at)), s);
    });
  });
}

} // namespace tilec::backend::cpu::detail
