// Lowered tile IR -> LLVM IR: the tensor-core GEMMs of T.gemm, which the
// CUDA route calls as templates of the device library
// (stdlib/include/tilec/device/gemm.h). The same loops are generated here
// with the plan's constants folded in:
//   tl.gemm_ss        (sm_80+)  ldmatrix + mma.sync m16n8k16, NVVM intrinsics
//   tl.gemm_ss_wgmma  (sm_90a)  wgmma.mma_async through shared-memory matrix
//                               descriptors, inline PTX (LLVM 19 has no wgmma)
//   tl.gemm_rs, tl.gemm_rs_wgmma  the same with A in registers (a local
//                               buffer in mma.h's A fragment order)
//   tl.gemm_sr, tl.gemm_rr      B in registers (mma.h's B order), or both
// The fragment layouts are the device library's (mma.h, wgmma.h); the
// accumulator C is a per-thread float array (a local buffer).
#include "KernelCodegen.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/WgmmaShapes.h"
#include "tilec/ir/layout/Layout.h"

#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/IntrinsicsNVPTX.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;

namespace {

/// The element type behind tl.address_of(buf[...]).
std::optional<DataType> addressedType(const Expr& e) {
  auto* a = as<CallNode>(e);
  if (!a || a->op != "tl.address_of" || a->args.size() != 1)
    return std::nullopt;
  auto* l = as<BufferLoadNode>(a->args[0]);
  if (!l || !l->buffer)
    return std::nullopt;
  return l->buffer->dtype.element();
}

} // namespace

std::vector<llvm::Value*> KernelCodegen::packedRegisters(llvm::Value* regs, int64_t first, int count) {
  llvm::Type* half = b_.getHalfTy(); // 16-bit elements, moved as bits
  llvm::Type* pair = llvm::FixedVectorType::get(half, 2);
  std::vector<llvm::Value*> out(static_cast<size_t>(count));
  for (int64_t r = 0; r < count; ++r) {
    llvm::Value* v = llvm::PoisonValue::get(pair);
    for (int64_t e = 0; e < 2; ++e) {
      llvm::Value* p = b_.CreateConstInBoundsGEP1_64(half, regs, static_cast<uint64_t>(first + 2 * r + e));
      v = b_.CreateInsertElement(v, b_.CreateAlignedLoad(half, p, llvm::Align(2)), static_cast<uint64_t>(e));
    }
    out[static_cast<size_t>(r)] = b_.CreateBitCast(v, b_.getInt32Ty());
  }
  return out;
}

llvm::Value* KernelCodegen::gemmMma(const CallNode* n) {
  // tl.gemm_ss (A, B, C, M, N, K, warps M, warps N, transA, transB, A rows,
  // cols, swizzle, B rows, cols, swizzle), tl.gemm_rs (A, B, C, M, N, K,
  // warps M, transB, B rows, cols, swizzle) or tl.gemm_sr (A, B, C, M, N, K,
  // warps N, transA, A rows, cols, swizzle): see GemmLayouts.h and gemm.h.
  // tl.gemm_rr (A, B, C, M, N, K, warps M, warps N): both in registers.
  const bool both = n->op == "tl.gemm_rr";
  const bool aRegs = both || n->op == "tl.gemm_rs", bRegs = both || n->op == "tl.gemm_sr";
  const size_t planSize = both ? 5 : aRegs || bRegs ? 8 : 13;
  // An optional last argument: the first warp (T.gemm's warpgroups=).
  if (n->args.size() != 3 + planSize && n->args.size() != 4 + planSize)
    fail(n->loc, "intrinsic '" + n->op + "' takes " + std::to_string(3 + planSize) + " or " +
                     std::to_string(4 + planSize) + " arguments");
  int64_t firstWarp = 0;
  if (n->args.size() == 4 + planSize) {
    auto v = asConstInt(n->args.back());
    if (!v || *v < 0)
      fail(n->loc, "intrinsic '" + n->op + "' needs a constant first warp");
    firstWarp = *v;
  }
  int64_t p[13] = {};
  for (size_t i = 0; i < planSize; ++i) {
    auto v = asConstInt(n->args[3 + i]);
    if (!v)
      fail(n->loc, "intrinsic '" + n->op + "' needs constant plan arguments");
    p[i] = *v;
  }
  const int64_t M = p[0], N = p[1], K = p[2];
  // The register forms: one warp column (A in registers, not transposed) or
  // one warp row (B in registers).
  int64_t WM = p[3], WN = p[4], aRows = p[7], aCols = p[8], aSw = p[9], bRows = p[10], bCols = p[11], bSw = p[12];
  bool transA = p[5] != 0, transB = p[6] != 0;
  if (both) {
    aRows = aCols = aSw = bRows = bCols = bSw = 0, transA = transB = false;
  } else if (aRegs) {
    WN = 1, aRows = aCols = aSw = 0, transA = false;
    transB = p[4] != 0, bRows = p[5], bCols = p[6], bSw = p[7];
  } else if (bRegs) {
    WM = 1, WN = p[3], transA = p[4] != 0, aRows = p[5], aCols = p[6], aSw = p[7];
    bRows = bCols = bSw = 0, transB = false;
  }
  auto at = addressedType(n->args[bRegs ? 0 : 1]);
  if (!at || (at->scalar() != DType::Float16 && at->scalar() != DType::BFloat16))
    fail(n->loc, "tensor-core T.gemm takes float16 or bfloat16 operands (tl.address_of of a shared buffer)");
  const bool bf16 = at->scalar() == DType::BFloat16;
  if (WM <= 0 || WN <= 0 || M % (16 * WM) != 0 || N % (8 * WN) != 0 || K % 16 != 0)
    fail(n->loc, n->op + ": warp tiles must be multiples of 16 x 8 and K a multiple of 16");
  for (int64_t sw : {aSw, bSw})
    if (sw != 0 && sw != 32 && sw != 64 && sw != 128)
      fail(n->loc, n->op + ": swizzles are 0, 32, 64 or 128 bytes");
  const int64_t warpM = M / WM, warpN = N / WN, MT = warpM / 16, NT = warpN / 8;

  llvm::Value* A = aRegs ? expr(n->args[0]) : asSharedPtr(expr(n->args[0]), n->loc, n->op.c_str());
  llvm::Value* B = bRegs ? expr(n->args[1]) : asSharedPtr(expr(n->args[1]), n->loc, n->op.c_str());
  llvm::Value* C = expr(n->args[2]);
  if (!C->getType()->isPointerTy() || !A->getType()->isPointerTy() || !B->getType()->isPointerTy())
    fail(n->loc, n->op + " needs the accumulator's (and a register operand's) address");
  llvm::Type* f32 = b_.getFloatTy();
  llvm::Type* half = b_.getHalfTy(); // 16-bit elements; only the address arithmetic uses it

  // smem_tile<Rows, Cols, Swizzle, 2>::offset(row, col): the XOR swizzle of
  // ir::makeSwizzledLayout. Rows and columns are never negative here, so
  // unsigned division folds into shifts and masks.
  auto offset = [&](int64_t rows, int64_t cols, int64_t sw, llvm::Value* row, llvm::Value* col) -> llvm::Value* {
    auto c32 = [&](int64_t v) { return b_.getInt32(static_cast<uint32_t>(v)); };
    if (sw == 0)
      return b_.CreateAdd(b_.CreateMul(row, c32(cols)), col);
    const int64_t chunk = 8, chunks = sw / 16, period = chunks * chunk;
    if (cols % period != 0)
      fail(n->loc, n->op + ": the swizzle period must divide a row");
    llvm::Value* panel = b_.CreateUDiv(col, c32(period));
    llvm::Value* c = b_.CreateURem(b_.CreateUDiv(col, c32(chunk)), c32(chunks));
    llvm::Value* line = b_.CreateURem(b_.CreateUDiv(row, c32(8 / chunks)), c32(chunks));
    llvm::Value* base = b_.CreateMul(b_.CreateAdd(b_.CreateMul(panel, c32(rows)), row), c32(period));
    return b_.CreateAdd(b_.CreateAdd(base, b_.CreateMul(b_.CreateXor(c, line), c32(chunk))),
                        b_.CreateURem(col, c32(chunk)));
  };
  // Four matrices, or two (x2: lanes 0..15 give the rows).
  auto ldmatrix = [&](llvm::Value* tile, llvm::Value* elemOffset, bool trans, llvm::Value* out[4], unsigned count = 4) {
    llvm::Value* ptr = b_.CreateInBoundsGEP(half, tile, b_.CreateZExt(elemOffset, b_.getInt64Ty()));
    auto id = count == 2 ? (trans ? llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x2_trans_b16
                                  : llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x2_b16)
                         : (trans ? llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_trans_b16
                                  : llvm::Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_b16);
    llvm::Value* r = b_.CreateIntrinsic(id, {ptr->getType()}, {ptr}); // overloaded on the address space
    for (unsigned i = 0; i < count; ++i)
      out[i] = b_.CreateExtractValue(r, i);
  };

  llvm::Value* tid = threadIndex(0);
  // The warp within the GEMM's warps; unsigned, so warps before the first
  // wrap around and fail the range test below like those after the last.
  llvm::Value* warp = b_.CreateSub(b_.CreateUDiv(tid, b_.getInt32(32)),
                                   b_.getInt32(static_cast<uint32_t>(firstWarp)), "warp");
  llvm::Value* lane = b_.CreateURem(tid, b_.getInt32(32), "lane");
  llvm::BasicBlock* body = newBlock("gemm.warp");
  llvm::BasicBlock* done = newBlock("gemm.done");
  // Warps beyond the plan's WM x WN take no part.
  b_.CreateCondBr(b_.CreateICmpULT(warp, b_.getInt32(static_cast<uint32_t>(WM * WN))), body, done);
  b_.SetInsertPoint(body);
  llvm::Value* m0 = b_.CreateMul(b_.CreateUDiv(warp, b_.getInt32(static_cast<uint32_t>(WN))),
                                 b_.getInt32(static_cast<uint32_t>(warpM)));
  llvm::Value* n0 = b_.CreateMul(b_.CreateURem(warp, b_.getInt32(static_cast<uint32_t>(WN))),
                                 b_.getInt32(static_cast<uint32_t>(warpN)));
  llvm::Value* mat = b_.CreateUDiv(lane, b_.getInt32(8));
  llvm::Value* r = b_.CreateURem(lane, b_.getInt32(8));
  llvm::Value* matLo8 = b_.CreateMul(b_.CreateURem(mat, b_.getInt32(2)), b_.getInt32(8)); // (mat % 2) * 8
  llvm::Value* matHi8 = b_.CreateMul(b_.CreateUDiv(mat, b_.getInt32(2)), b_.getInt32(8)); // (mat / 2) * 8
  auto plus = [&](llvm::Value* a, int64_t c) { return b_.CreateAdd(a, b_.getInt32(static_cast<uint32_t>(c))); };

  llvm::Intrinsic::ID mmaId =
      bf16 ? llvm::Intrinsic::nvvm_mma_m16n8k16_row_col_bf16 : llvm::Intrinsic::nvvm_mma_m16n8k16_row_col_f32_f32; // f32 D and C
  llvm::FunctionType* mmaTy = llvm::Intrinsic::getType(ctx_, mmaId);
  for (int64_t kk = 0; kk < K; kk += 16) {
    std::vector<std::array<llvm::Value*, 4>> a(static_cast<size_t>(MT));
    std::vector<std::array<llvm::Value*, 2>> bfrag(static_cast<size_t>(NT));
    for (int64_t mi = 0; mi < MT; ++mi) {
      if (aRegs) { // per 16 x 16 tile (row strip first), eight elements
        auto r4 = packedRegisters(A, (mi * (K / 16) + kk / 16) * 8, 4);
        std::copy(r4.begin(), r4.end(), a[static_cast<size_t>(mi)].begin());
        continue;
      }
      llvm::Value* off =
          !transA ? offset(aRows, aCols, aSw, b_.CreateAdd(plus(m0, mi * 16), b_.CreateAdd(r, matLo8)), plus(matHi8, kk))
                  : offset(aRows, aCols, aSw, b_.CreateAdd(plus(r, kk), matHi8), b_.CreateAdd(plus(m0, mi * 16), matLo8));
      ldmatrix(A, off, transA, a[static_cast<size_t>(mi)].data());
    }
    for (int64_t ni = 0; bRegs && ni < NT; ++ni) { // per 16 x 8 piece (column strip first), four elements
      auto r2 = packedRegisters(B, (ni * (K / 16) + kk / 16) * 4, 2);
      bfrag[static_cast<size_t>(ni)] = {r2[0], r2[1]};
    }
    for (int64_t ni = 0; !bRegs && ni + 1 < NT; ni += 2) {
      llvm::Value* q[4];
      llvm::Value* off =
          !transB ? offset(bRows, bCols, bSw, b_.CreateAdd(plus(r, kk), matLo8), b_.CreateAdd(plus(n0, ni * 8), matHi8))
                  : offset(bRows, bCols, bSw, b_.CreateAdd(plus(n0, ni * 8), b_.CreateAdd(r, matHi8)), plus(matLo8, kk));
      ldmatrix(B, off, !transB, q);
      bfrag[static_cast<size_t>(ni)] = {q[0], q[1]};
      bfrag[static_cast<size_t>(ni + 1)] = {q[2], q[3]};
    }
    if (!bRegs && NT % 2 == 1) { // a last 8-wide tile: two matrices, k and k + 8 (mat % 2)
      llvm::Value* q[4];
      llvm::Value* nLast = plus(n0, (NT - 1) * 8);
      llvm::Value* off = !transB ? offset(bRows, bCols, bSw, b_.CreateAdd(plus(r, kk), matLo8), nLast)
                                 : offset(bRows, bCols, bSw, b_.CreateAdd(nLast, r), plus(matLo8, kk));
      ldmatrix(B, off, !transB, q, 2);
      bfrag[static_cast<size_t>(NT - 1)] = {q[0], q[1]};
    }
    for (int64_t mi = 0; mi < MT; ++mi)
      for (int64_t ni = 0; ni < NT; ++ni) {
        // d[0..3] += a * b on C's four floats of this 16 x 8 tile.
        std::vector<llvm::Value*> ops, dptr;
        for (llvm::Value* x : a[static_cast<size_t>(mi)])
          ops.push_back(x);
        for (llvm::Value* x : bfrag[static_cast<size_t>(ni)])
          ops.push_back(x);
        for (int i = 0; i < 4; ++i) {
          dptr.push_back(b_.CreateConstInBoundsGEP1_64(f32, C, static_cast<uint64_t>((mi * NT + ni) * 4 + i)));
          ops.push_back(b_.CreateAlignedLoad(f32, dptr.back(), llvm::Align(4)));
        }
        for (unsigned i = 0; i < 6; ++i) // fragments travel as b32 registers
          ops[i] = b_.CreateBitCast(ops[i], mmaTy->getParamType(i));
        llvm::Value* d = b_.CreateIntrinsic(mmaId, {}, ops);
        for (unsigned i = 0; i < 4; ++i)
          b_.CreateAlignedStore(b_.CreateExtractValue(d, i), dptr[i], llvm::Align(4));
      }
  }
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
  return intConst(n->dtype, 0, n->loc);
}

llvm::Value* KernelCodegen::gemmWgmma(const CallNode* n) {
  // tl.gemm_ss_wgmma (A, B, C, M, N, K, warpgroups, transB, A rows, cols,
  // B rows, cols, GEMMs left in flight, warpgroups along N) or
  // tl.gemm_rs_wgmma (A, B, C, M, N, K, warpgroups, transB, B rows, cols,
  // GEMMs left in flight): see gemm.h.
  // Optional last arguments: clear C first (scale-d 0 in the first k step),
  // then (tl.gemm_ss_wgmma) an M-major A.
  const bool aRegs = n->op == "tl.gemm_rs_wgmma";
  const size_t planSize = aRegs ? 8 : 11, most = 3 + planSize + (aRegs ? 2 : 3);
  if (n->args.size() < 3 + planSize || n->args.size() > most)
    fail(n->loc, "intrinsic '" + n->op + "' takes " + std::to_string(3 + planSize) + " to " + std::to_string(most) +
                     " arguments");
  requireArchSpecific(n->loc, "wgmma");
  int64_t p[16] = {};
  for (size_t i = 0; i < n->args.size() - 3; ++i) {
    auto v = asConstInt(n->args[3 + i]);
    if (!v)
      fail(n->loc, "intrinsic '" + n->op + "' needs constant plan arguments");
    p[i] = *v;
  }
  const int64_t M = p[0], N = p[1], K = p[2], W = p[3];
  const int64_t aRows = aRegs ? M : p[5], aCols = aRegs ? K : p[6];
  const int64_t bRows = aRegs ? p[5] : p[7], bCols = aRegs ? p[6] : p[8], inFlight = aRegs ? p[7] : p[9];
  const bool transB = p[4] != 0;
  const bool clear = n->args.size() >= 4 + planSize && p[planSize] != 0;
  const bool transA = !aRegs && n->args.size() >= 5 + planSize && p[planSize + 1] != 0;
  // The last of the optional arguments: the first warp (T.gemm's warpgroups=).
  const int64_t firstWarp = n->args.size() == most ? p[planSize + (aRegs ? 1 : 2)] : 0;
  if (firstWarp % 4 != 0)
    fail(n->loc, n->op + ": the GEMM starts on a warpgroup");
  const int64_t WN = aRegs ? 1 : p[10];
  if (WN < 1 || W % WN != 0 || N % WN != 0)
    fail(n->loc, n->op + ": the warpgroups along N do not split N evenly");
  const int64_t WM = W / WN, NG = N / WN; // each warpgroup: M/WM rows, NG columns
  auto at = addressedType(n->args[1]);
  if (!at || (at->scalar() != DType::Float16 && at->scalar() != DType::BFloat16))
    fail(n->loc, "wgmma T.gemm takes float16 or bfloat16 operands (tl.address_of of a shared buffer)");
  if (inFlight < 0 || inFlight > 2)
    fail(n->loc, n->op + ": at most two GEMMs stay in flight");
  if (W <= 0 || M % (64 * WM) != 0 || K % 16 != 0 ||
      (transA ? (aCols != M || aRows < K) : (aCols != K || aRows < M)))
    fail(n->loc, n->op + ": A is M x K, K-major (or K x M, M-major), in 64-row tiles per warpgroup");
  if (transB ? (bCols != K || bRows < N) : (bCols != N || bRows < K))
    fail(n->loc, n->op + ": the B tile's shape does not fit");
  // The swizzle each operand is stored with (layout inference's choice,
  // tl::operand_swizzle on the CUDA route); a period (panel) is swizzle / 2
  // elements wide.
  const int64_t SA = aRegs ? 128 : ir::pickSwizzleBytes(aCols, 16), SB = ir::pickSwizzleBytes(bCols, 16);
  const int64_t PA = SA / 2, PB = SB / 2;
  if (SA == 0 || SB == 0)
    fail(n->loc, n->op + ": operand rows are whole 32-, 64- or 128-byte swizzle periods");
  if (!ir::wgmmaColumnsFit(NG, transB, PB))
    fail(n->loc, n->op + ": a warpgroup's wgmma columns are a multiple of 16 up to 256 (of 64 with an N-major "
                         "B)");
  // One instruction is at most ir::widestWgmma wide (ptxas's register limit
  // at entry); narrower ones cover the warpgroup's columns in turn.
  const int64_t NC = ir::wgmmaInstructionWidth(NG, ir::widestWgmma(*f_), transB);
  if (NC == 0)
    fail(n->loc, n->op + ": the warpgroup's columns do not split into whole wgmmas");
  const int64_t tiles = M / WM / 64, perTile = NG / 2, perMma = NC / 2;
  const char* ty = at->scalar() == DType::BFloat16 ? "bf16" : "f16";

  llvm::Value* A = aRegs ? expr(n->args[0]) : asSharedPtr(expr(n->args[0]), n->loc, n->op.c_str());
  llvm::Value* B = asSharedPtr(expr(n->args[1]), n->loc, n->op.c_str());
  llvm::Value* C = expr(n->args[2]);
  if (!C->getType()->isPointerTy() || !A->getType()->isPointerTy() || !B->getType()->isPointerTy())
    fail(n->loc, n->op + " needs the accumulator's (and a register operand's) address");
  llvm::Type* f32 = b_.getFloatTy();
  llvm::Type* half = b_.getHalfTy();
  auto cPtr = [&](int64_t i) { return b_.CreateConstInBoundsGEP1_64(f32, C, static_cast<uint64_t>(i)); };

  // Only the threads of the W warpgroups get here: lower-tile-ops guards
  // the call when the block has more (gemm.h says why).
  llvm::Value* group = b_.CreateSub(b_.CreateUDiv(threadIndex(0), b_.getInt32(128)),
                                    b_.getInt32(static_cast<uint32_t>(firstWarp / 4)), "warpgroup");

  // Pins the accumulators in registers around the asynchronous wgmmas
  // (tl::wgmma_fence_operands): an empty asm that reads and writes each.
  auto fenceOperands = [&] {
    auto* pin = llvm::InlineAsm::get(llvm::FunctionType::get(f32, {f32}, false), "", "=f,0,~{memory}", true);
    for (int64_t i = 0; i < tiles * perTile; ++i) {
      llvm::Value* p = cPtr(i);
      b_.CreateAlignedStore(b_.CreateCall(pin, {b_.CreateAlignedLoad(f32, p, llvm::Align(4))}), p, llvm::Align(4));
    }
  };
  // wgmma_desc_parts_of / wgmma_desc_advance (stdlib wgmma.h): the low
  // word of a tile's descriptor (start address >> 4, leading byte offset
  // >> 4) is built once per operand; each k step and 64-row tile adds its
  // constant byte offset >> 4 to it (shared addresses stay below 2^18: no
  // carry out of the address field). The high word is a constant: stride
  // byte offset >> 4 and the swizzle mode (1, 2, 3: 128, 64, 32 bytes).
  auto descBase = [&](llvm::Value* tile, llvm::Value* extra, int64_t lead) {
    llvm::Value* ptr = extra ? b_.CreateInBoundsGEP(half, tile, b_.CreateZExt(extra, b_.getInt64Ty())) : tile;
    llvm::Value* addr = b_.CreateTrunc(b_.CreatePtrToInt(ptr, b_.getInt64Ty()), b_.getInt32Ty());
    llvm::Value* lo = b_.CreateLShr(b_.CreateAnd(addr, b_.getInt32(0x3FFFF)), 4);
    return b_.CreateOr(lo, b_.getInt32(static_cast<uint32_t>(((lead >> 4) & 0x3FFF) << 16)));
  };
  auto desc = [&](llvm::Value* lo, int64_t elemOffset, int64_t swizzle) {
    llvm::Value* at = b_.CreateAdd(lo, b_.getInt32(static_cast<uint32_t>(elemOffset * 2 >> 4)));
    const uint64_t mode = swizzle == 128 ? 1 : swizzle == 64 ? 2 : 3, stride = 8 * swizzle;
    uint64_t hi = (static_cast<uint64_t>((stride >> 4) & 0x3FFF) << 32) | (mode << 62);
    return b_.CreateOr(b_.CreateZExt(at, b_.getInt64Ty()), b_.getInt64(hi));
  };
  // One wgmma.mma_async m64nNk16: N/2 accumulator registers in and out,
  // scale-d set (accumulate), B transposed unless stored K-major; A is a
  // descriptor or four b32 registers (which take no transpose operand).
  const int64_t aOps = aRegs ? 4 : 1;
  auto op = [](int64_t i) { return "$" + std::to_string(i); };
  std::string text = "{\n.reg .pred p;\nsetp.ne.b32 p, " + op(perMma + aOps + 1) +
                     ", 0;\nwgmma.mma_async.sync.aligned.m64n" + std::to_string(NC) + "k16.f32." + ty + "." + ty + " {";
  std::string constraints;
  for (int64_t i = 0; i < perMma; ++i) {
    text += (i ? ", " : "") + op(i);
    constraints += "=f,";
  }
  text += "}, ";
  if (aRegs)
    text += "{" + op(perMma) + ", " + op(perMma + 1) + ", " + op(perMma + 2) + ", " + op(perMma + 3) + "}";
  else
    text += op(perMma);
  text += ", " + op(perMma + aOps) + ", p, 1, 1, " + (aRegs ? "" : transA ? "1, " : "0, ") + (transB ? "0" : "1") +
          ";\n}\n";
  constraints += aRegs ? "r,r,r,r,l,r" : "l,l,r";
  for (int64_t i = 0; i < perMma; ++i)
    constraints += "," + std::to_string(i);
  constraints += ",~{memory}";
  std::vector<llvm::Type*> outs(static_cast<size_t>(perMma), f32);
  std::vector<llvm::Type*> ins(static_cast<size_t>(aOps), aRegs ? b_.getInt32Ty() : b_.getInt64Ty());
  ins.push_back(b_.getInt64Ty());
  ins.push_back(b_.getInt32Ty());
  ins.insert(ins.end(), static_cast<size_t>(perMma), f32);
  auto* mmaAsm = llvm::InlineAsm::get(llvm::FunctionType::get(llvm::StructType::get(ctx_, outs), ins, false), text,
                                      constraints, true);

  fenceOperands();
  inlinePtx("wgmma.fence.sync.aligned;", n->loc, "wgmma");
  // Warpgroup g takes rows [g / WN * M/WM, ...) and columns [g % WN * NG, ...):
  // rows of a K-major B, or whole panels of BRows k-rows.
  llvm::Value* gm = b_.CreateUDiv(group, b_.getInt32(static_cast<uint32_t>(WN)));
  llvm::Value* gn = b_.CreateURem(group, b_.getInt32(static_cast<uint32_t>(WN)));
  llvm::Value* groupRows = b_.CreateMul(gm, b_.getInt32(static_cast<uint32_t>(M / WM)));
  llvm::Value* bCol = WN == 1 ? nullptr
                              : b_.CreateMul(gn, b_.getInt32(static_cast<uint32_t>(transB ? NG * PB : NG / PB * bRows * PB)));
  // An M-major A: this warpgroup's rows start on a panel of aRows k-rows
  // (64-row tiles, PA <= 64); the leading byte offset steps over panels.
  llvm::Value* aOffset = transA ? b_.CreateMul(b_.CreateUDiv(groupRows, b_.getInt32(static_cast<uint32_t>(PA))),
                                               b_.getInt32(static_cast<uint32_t>(aRows * PA)))
                                : b_.CreateMul(groupRows, b_.getInt32(static_cast<uint32_t>(PA)));
  llvm::Value* a0 = aRegs ? nullptr : descBase(A, aOffset, transA ? aRows * SA : 16);
  llvm::Value* b0 = descBase(B, bCol, transB ? 16 : bRows * SB);
  for (int64_t t = 0; t < tiles; ++t) {
    for (int64_t kk = 0; kk < K; kk += 16) {
      for (int64_t c = 0; c < NG / NC; ++c) {
        std::vector<llvm::Value*> args;
        if (aRegs) { // per 64-row tile K/2 elements, eight per 16-wide k step
          for (llvm::Value* r : packedRegisters(A, t * (K / 2) + (kk / 16) * 8, 4))
            args.push_back(r);
        } else {
          args.push_back(desc(a0,
                              transA ? (t * 64 / PA) * aRows * PA + kk * PA
                                     : (kk / PA) * aRows * PA + t * 64 * PA + kk % PA,
                              SA));
        }
        // Column c * NC of B: rows of a K-major B, whole panels of an N-major one.
        int64_t cols = transB ? c * NC * PB : (c * NC / PB) * bRows * PB;
        args.push_back(transB ? desc(b0, (kk / PB) * bRows * PB + kk % PB + cols, SB) : desc(b0, kk * PB + cols, SB));
        args.push_back(b_.getInt32(clear && kk == 0 ? 0 : 1)); // scale-d
        const int64_t first = t * perTile + c * perMma;
        for (int64_t i = 0; i < perMma; ++i)
          args.push_back(b_.CreateAlignedLoad(f32, cPtr(first + i), llvm::Align(4)));
        llvm::CallInst* d = b_.CreateCall(mmaAsm, args);
        d->addFnAttr(llvm::Attribute::Convergent); // warpgroup-wide, .sync.aligned
        for (int64_t i = 0; i < perMma; ++i)
          b_.CreateAlignedStore(b_.CreateExtractValue(d, static_cast<unsigned>(i)), cPtr(first + i), llvm::Align(4));
      }
    }
  }

  inlinePtx("wgmma.commit_group.sync.aligned;", n->loc, "wgmma");
  // With one GEMM in flight (software pipelines) the previous one is done
  // here and this one may still run; the pipeline waits after its loop.
  inlinePtx("wgmma.wait_group.sync.aligned " + std::to_string(inFlight) + ";", n->loc, "wgmma");
  fenceOperands();
  return intConst(n->dtype, 0, n->loc);
}

} // namespace tilec::backend::nvptx::detail
