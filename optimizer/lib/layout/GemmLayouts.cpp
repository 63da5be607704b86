#include "GemmLayouts.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/WgmmaShapes.h"

#include <algorithm>
#include <cstdlib>

namespace tilec::opt {

using namespace ir;

namespace {

bool isHalfType(DataType t) {
  return t.lanes() == 1 && (t.scalar() == DType::Float16 || t.scalar() == DType::BFloat16);
}

/// The region's extents, when constant; the last two dims are the matrix,
/// leading dims must have extent 1.
std::optional<std::pair<int64_t, int64_t>> matrixExtents(const BufferRegion& r) {
  size_t n = r.region.size();
  if (n < 2)
    return std::nullopt;
  for (size_t d = 0; d + 2 < n; ++d)
    if (asConstInt(r.region[d].extent).value_or(0) != 1)
      return std::nullopt;
  auto a = asConstInt(r.region[n - 2].extent), b = asConstInt(r.region[n - 1].extent);
  if (!a || !b)
    return std::nullopt;
  return std::make_pair(*a, *b);
}

/// The operand covers its buffer's last two dims from (0, 0): its first
/// element is the tile's, and the tile's swizzle is the buffer's.
bool wholeMatrix(const BufferRegion& r) {
  size_t n = r.region.size();
  const auto& shape = r.buffer->shape;
  for (size_t d = n - 2; d < n; ++d) {
    auto mn = asConstInt(r.region[d].min);
    if (!mn || *mn != 0 || !asConstInt(shape[d]) || *asConstInt(shape[d]) != *asConstInt(r.region[d].extent))
      return false;
  }
  return true;
}

} // namespace

namespace {
std::optional<TensorCoreGemm> planOnThreads(const GemmNode& g, int64_t threads, const PassContext& ctx,
                                            std::string* why);
} // namespace

std::optional<std::pair<int64_t, int64_t>> gemmThreads(const GemmNode& g, int64_t threads) {
  if (g.warpgroupCount == 0)
    return std::make_pair(int64_t(0), threads);
  if ((g.warpgroupBegin + g.warpgroupCount) * 128 > threads)
    return std::nullopt;
  return std::make_pair(g.warpgroupBegin * 128, g.warpgroupCount * 128);
}

Fragment placeOnGemmThreads(const Fragment& f, int64_t first, int64_t count) {
  if (first <= 0)
    return f;
  // A small FMA accumulator spans fewer threads than its warpgroups have:
  // the range is the threads it uses, so that the others skip its loops.
  if (auto span = asConstInt(f->threadExtent()))
    count = std::min(count, *span);
  return f->bindThreadRange(first, count);
}

std::optional<TensorCoreGemm> planTensorCoreGemm(const GemmNode& g, int64_t threads, const PassContext& ctx,
                                                 std::string* why) {
  auto range = gemmThreads(g, threads);
  if (!range) {
    if (why)
      *why = "its warpgroups are not all in the block";
    return std::nullopt;
  }
  auto p = planOnThreads(g, range->second, ctx, why);
  if (p)
    p->threadBegin = range->first;
  return p;
}

namespace {
std::optional<TensorCoreGemm> planOnThreads(const GemmNode& g, int64_t threads, const PassContext& ctx,
                                            std::string* why) {
  auto no = [&](const std::string& reason) -> std::optional<TensorCoreGemm> {
    if (why)
      *why = reason;
    return std::nullopt;
  };
  const TargetInfo& t = ctx.targetInfo();
  if (!t.isGpu() || t.sm < 80)
    return no("the target has no mma.sync m16n8k16");
  const Buffer &A = g.A.buffer, &B = g.B.buffer, &C = g.C.buffer;
  if (!isHalfType(A->dtype) || A->dtype != B->dtype)
    return no("the operands are not both float16 or both bfloat16");
  if (C->dtype != DataType::float32() || C->scope != MemoryScope::Fragment)
    return no("the accumulator is not a float32 fragment");
  bool aRegs = A->scope == MemoryScope::Fragment, bRegs = B->scope == MemoryScope::Fragment;
  if ((A->scope != MemoryScope::Shared && !aRegs) || (B->scope != MemoryScope::Shared && !bRegs))
    return no("an operand is neither in shared memory nor in registers (a fragment)");
  if (aRegs && g.transA)
    return no("a register A operand cannot be transposed (transpose_A=True needs A in shared memory)");
  auto ae = matrixExtents(g.A), be = matrixExtents(g.B), ce = matrixExtents(g.C);
  if (!ae || !be || !ce || C->shape.size() != 2 || !wholeMatrix(g.A) || !wholeMatrix(g.B) || !wholeMatrix(g.C))
    return no("the operands are not whole constant-shaped tiles");
  TensorCoreGemm p;
  p.aInRegisters = aRegs;
  p.bInRegisters = bRegs;
  p.transA = g.transA;
  p.transB = g.transB;
  p.M = ce->first;
  p.N = ce->second;
  p.K = g.transA ? ae->first : ae->second;
  int64_t am = g.transA ? ae->second : ae->first;
  int64_t bk = g.transB ? be->second : be->first, bn = g.transB ? be->first : be->second;
  if (am != p.M || bk != p.K || bn != p.N)
    return no("the operand shapes do not agree");
  if (threads % 32 != 0 || p.K % 16 != 0)
    return no("K is not a multiple of 16 or the block is not whole warps");
  // FullRow keeps every warp on rows of its own: when M has fewer rows than
  // the block's warps take, the GEMM runs on the first warps and the others
  // skip it. wgmma when M / 64 warpgroups fit it (MLA's 64 x 64 scores on one
  // warpgroup, where two splitting N would each read all of A for half the
  // columns), else mma.sync on M / 16 warps.
  if (g.policy == GemmWarpPolicy::FullRow && p.M % 16 == 0 && p.M / 16 < threads / 32) {
    if (t.hasWgmma && threads % 128 == 0 && p.M % 64 == 0)
      if (auto w = planOnThreads(g, p.M / 64 * 128, ctx, why); w && w->wgmma)
        return w;
    return planOnThreads(g, p.M / 16 * 32, ctx, why);
  }
  int64_t warps = threads / 32;
  // The warp grid: every warp gets a tile of whole 16 x 16 pieces; by the
  // policy, all warps along M (FullRow), along N (FullCol), or the grid
  // whose warp tiles are the most square (Square). Only when no grid fits
  // do warp tiles 8 wide count (one mma.sync column: MLA decode's 64 x 64
  // scores over 8 warps side by side).
  int64_t best = -1;
  for (int64_t minN : {16, 8}) {
    for (int64_t wm = 1; wm <= warps; ++wm) {
      if (warps % wm != 0)
        continue;
      int64_t wn = warps / wm;
      if (p.M % (16 * wm) != 0 || p.N % (minN * wn) != 0)
        continue;
      if (g.policy == GemmWarpPolicy::FullRow && wn != 1)
        continue;
      if (g.policy == GemmWarpPolicy::FullCol && wm != 1)
        continue;
      // A warp's A rows live in its own registers, or its B columns; with
      // both operands in registers each is held once per warp that needs it
      // (A replicated along the warp grid's N, B along its M).
      if (aRegs && !bRegs && wn != 1)
        continue;
      if (bRegs && !aRegs && wm != 1)
        continue;
      int64_t score = std::llabs(p.M / wm - p.N / wn);
      if (best < 0 || score < best) {
        best = score;
        p.warpsM = wm;
        p.warpsN = wn;
      }
    }
    if (best >= 0)
      break;
  }
  if (best < 0)
    return no(aRegs && bRegs ? "the C tile does not split into 16 x 8 tiles over the block's warps"
              : aRegs ? "the C tile does not split into 16-row strips of whole rows over the block's warps (a register "
                        "A operand needs every warp to hold whole rows)"
              : bRegs ? "the C tile does not split into 8-column strips of whole columns over the block's warps (a "
                        "register B operand needs every warp to hold whole columns)"
                      : "the C tile does not split into 16 x 16 (or 16 x 8) tiles over the block's warps");
  auto shapeOf = [](const Buffer& b) {
    size_t n = b->shape.size();
    return std::make_pair(*asConstInt(b->shape[n - 2]), *asConstInt(b->shape[n - 1]));
  };
  std::tie(p.aRows, p.aCols) = shapeOf(A);
  std::tie(p.bRows, p.bCols) = shapeOf(B);
  p.swizzleA = aRegs ? 0 : pickSwizzleBytes(p.aCols, A->dtype.bits());
  p.swizzleB = bRegs ? 0 : pickSwizzleBytes(p.bCols, B->dtype.bits());
  // ldmatrix reads 16-byte rows: rows must start on 16 bytes.
  if ((!aRegs && (p.aCols * 2) % 16 != 0) || (!bRegs && (p.bCols * 2) % 16 != 0))
    return no("an operand's rows are not a multiple of 16 bytes");
  // wgmma where the target has it and the tiles fit its canonical layouts:
  // A K- or M-major, both operands in whole periods of the 128-, 64- or 32-byte
  // swizzle their rows take (64, 32 or 16 elements along the stored rows;
  // pickSwizzleBytes, tl::operand_swizzle), C one wgmma wide.
  // A register operand is read as wgmma's A fragment (rows per warp of each
  // warpgroup), with no shared-memory constraint.
  // The warpgroups split M in 64-row tiles; when M has too few, they split
  // N too (A in shared memory: every warpgroup of a row reads all of A's
  // rows). A warpgroup's columns take wgmmas of a width ir::wgmmaColumnsFit
  // allows: multiples of 16 up to 256 with a K-major B, of 64 with an
  // N-major one.
  // An M-major A (transpose_A) is stored K x M, panels along M like an
  // N-major B.
  bool aFits = aRegs || (p.swizzleA != 0 && p.aCols == (p.transA ? p.M : p.K));
  bool bFits = p.transB ? p.bCols == p.K : p.bCols == p.N;
  if (t.hasWgmma && !bRegs && threads % 128 == 0 && aFits && bFits && p.swizzleB != 0) {
    int64_t w = threads / 128;
    for (int64_t wn = 1; wn <= w && !p.wgmma; wn *= 2) {
      if (w % wn != 0 || p.N % wn != 0 || (aRegs && wn > 1))
        continue;
      int64_t ng = p.N / wn;
      bool width = ir::wgmmaColumnsFit(ng, p.transB, p.swizzleB / 2);
      if (width && p.M % (64 * (w / wn)) == 0) {
        p.wgmma = true;
        p.warpgroups = w;
        p.warpgroupsN = wn;
      }
    }
  }
  p.threads = threads;
  return p;
}
} // namespace

Fragment wgmmaAccumulatorFragment(const TensorCoreGemm& p) {
  const int64_t wn = p.warpgroupsN, rowsPerGroup = p.M / (p.warpgroups / wn), cols = p.N / wn, half = cols / 2;
  return makeFragment({p.M, p.N}, [&](const std::vector<Var>& v, const Var&) {
    Expr i = v[0], j = v[1];
    Expr group = floordiv(i, intImm(rowsPerGroup));
    Expr jg = j; // the column within the warpgroup's columns
    if (wn > 1) {
      group = add(mul(group, intImm(wn)), floordiv(j, intImm(cols)));
      jg = floormod(j, intImm(cols));
    }
    Expr r = floormod(i, intImm(64)); // the row within its 64-row tile
    Expr thread = add(add(mul(group, intImm(128)), mul(floordiv(r, intImm(16)), intImm(32))),
                      add(mul(floormod(i, intImm(8)), intImm(4)), floordiv(floormod(j, intImm(8)), intImm(2))));
    Expr tile = floordiv(floormod(i, intImm(rowsPerGroup)), intImm(64));
    Expr reg = add(add(mul(tile, intImm(half)), mul(floordiv(jg, intImm(8)), intImm(4))),
                   add(mul(floordiv(floormod(i, intImm(16)), intImm(8)), intImm(2)), floormod(j, intImm(2))));
    return FragmentExprs{thread, {reg}};
  });
}

namespace {

/// mma.sync C fragments of an M x N tile on a WM x WN warp grid (see
/// tensorCoreAccumulatorFragment). With `repN` > 1 the grid has repN warp
/// columns that all hold the same whole rows (WN is then 1): the layout of a
/// register A operand that every warp of a row reads.
Fragment mmaTileFragment(int64_t M, int64_t N, int64_t WM, int64_t WN, int64_t repN) {
  int64_t warpM = M / WM, warpN = N / WN, tilesN = warpN / 8;
  return makeFragment(
      {M, N},
      [&](const std::vector<Var>& v, const Var& rep) {
        Expr i = v[0], j = v[1];
        Expr warp = add(mul(floordiv(i, intImm(warpM)), intImm(WN * repN)), floordiv(j, intImm(warpN)));
        if (repN > 1)
          warp = add(warp, rep);
        Expr lane = add(mul(floormod(i, intImm(8)), intImm(4)), floordiv(floormod(j, intImm(8)), intImm(2)));
        Expr tile = add(mul(floordiv(floormod(i, intImm(warpM)), intImm(16)), intImm(tilesN)),
                        floordiv(floormod(j, intImm(warpN)), intImm(8)));
        Expr reg = add(add(mul(tile, intImm(4)), mul(floordiv(floormod(i, intImm(16)), intImm(8)), intImm(2))),
                       floormod(j, intImm(2)));
        return FragmentExprs{add(mul(warp, intImm(32)), lane), {reg}};
      },
      repN);
}

} // namespace

Fragment tensorCoreAccumulatorFragment(const TensorCoreGemm& p) {
  return mmaTileFragment(p.M, p.N, p.warpsM, p.warpsN, 1);
}

Fragment tensorCoreOperandAFragment(const TensorCoreGemm& p) {
  if (!p.wgmma)
    return mmaTileFragment(p.M, p.K, p.warpsM, 1, p.warpsN);
  TensorCoreGemm a = p;
  a.N = p.K;
  a.warpsN = 1;
  a.warpgroupsN = 1;
  return wgmmaAccumulatorFragment(a);
}

Fragment tensorCoreOperandBFragment(const TensorCoreGemm& p) {
  int64_t warpN = p.N / p.warpsN, KT = p.K / 16;
  std::vector<int64_t> shape = p.transB ? std::vector<int64_t>{p.N, p.K} : std::vector<int64_t>{p.K, p.N};
  // Replicated along the warp grid's M when A is in registers too: warp
  // (wm, wn) holds the columns of wn whatever wm.
  return makeFragment(
      {shape[0], shape[1]},
      [&](const std::vector<Var>& v, const Var& rep) {
        Expr n = p.transB ? v[0] : v[1], k = p.transB ? v[1] : v[0];
        Expr warp = floordiv(n, intImm(warpN));
        if (p.warpsM > 1)
          warp = add(mul(rep, intImm(p.warpsN)), warp);
        Expr lane = add(mul(floormod(n, intImm(8)), intImm(4)), floordiv(floormod(k, intImm(8)), intImm(2)));
        Expr piece = add(mul(floordiv(floormod(n, intImm(warpN)), intImm(8)), intImm(KT)), floordiv(k, intImm(16)));
        Expr reg = add(add(mul(piece, intImm(4)), mul(floordiv(floormod(k, intImm(16)), intImm(8)), intImm(2))),
                       floormod(k, intImm(2)));
        return FragmentExprs{add(mul(warp, intImm(32)), lane), {reg}};
      },
      p.warpsM);
}

Fragment gemmFmaAccumulatorFragment(const GemmNode& g, int64_t threads) {
  const auto& shape = g.C.buffer->shape;
  int64_t m = asConstInt(shape[0]).value_or(1), n = asConstInt(shape[1]).value_or(1);
  int64_t vec = 4;
  while (vec > 1 && (n % vec != 0 || m * n / vec < threads))
    vec /= 2;
  int64_t chunks = m * n / vec;
  int64_t t = std::min(chunks, threads);
  while (chunks % t != 0)
    --t;
  return makeParallelFragment({intImm(m), intImm(n)}, t, vec);
}

Layout swizzledSharedLayout(const std::vector<Expr>& shape, int bits, int bytes) {
  size_t n = shape.size();
  if (n < 2)
    return nullptr;
  std::vector<int64_t> dims;
  for (const Expr& e : shape) {
    auto v = asConstInt(e);
    if (!v)
      return nullptr;
    dims.push_back(*v);
  }
  Layout inner = makeSwizzledLayout(dims[n - 2], dims[n - 1], bits, bytes, SwizzleXor::Bitwise);
  if (n == 2)
    return inner;
  // Leading dims (pipeline stages) index whole tiles.
  return makeLayout(dims, [&](const std::vector<Var>& v) {
    std::vector<Expr> out(v.begin(), v.end() - 2);
    for (const Expr& e : inner->forward({v[n - 2], v[n - 1]}))
      out.push_back(e);
    return out;
  });
}

} // namespace tilec::opt
