#pragma once
// Which widths a warpgroup's wgmma columns may take, shared by layout
// inference (GemmLayouts.cpp) and both code generators; the device library
// (stdlib wgmma.h, gemm.h) asserts the same rules.

#include <cstdint>

namespace tilec::ir {

/// Does one warpgroup's share of a GEMM's columns (`cols`) fit wgmma? Any
/// multiple of 16 up to 256 with a K-major B (rows of the N x K tile); with
/// an N-major B a multiple of 64 (whole panels of the 128-, 64- or 32-byte
/// swizzle, `panel` columns each; narrower ones need a K-major B). Either
/// way instructions of 16 (K-major) or 64 columns cover it, whatever
/// widestWgmma allows.
bool wgmmaColumnsFit(int64_t cols, bool kMajorB, int64_t panel);

/// The width of each instruction covering `cols` columns (which
/// wgmmaColumnsFit accepts) when one may be at most `widest` (widestWgmma):
/// the widest multiple of 16 (of 64 with an N-major B) that divides `cols`.
int64_t wgmmaInstructionWidth(int64_t cols, int64_t widest, bool kMajorB);

} // namespace tilec::ir
