#pragma once
// Layout inference's last step (internal to the optimizer): a shared buffer
// that no tile operator lays out is stored with the XOR swizzle of its rows
// when that costs the T.Parallel nests touching it fewer bank conflicts
// than row-major storage. The typical case is a GEMM epilogue through
// shared memory: the accumulator's lanes hold 8 rows of 4 words each, rows
// 512 bytes apart, so row-major storage sends all 8 rows to the same 4
// banks (8-way conflicts); swizzled, the rows take 8 distinct 16-byte bank
// groups. Buffers the user laid out (T.annotate_layout) or a T.gemm reads
// are left alone.
//
//   C_shared = T.alloc_shared((128, 256), "float16")
//   T.copy(C_local, C_shared)        # stores conflict-free
//   T.copy(C_shared, C[by * 128, bx * 256])

#include "TileOpInfo.h"

#include "tilec/optimizer/LayoutInference.h"

namespace tilec::opt {

/// Adds to `map.shared` the swizzled layout of each shared buffer of `f`
/// for which it lowers the counted bank conflicts of `ops`' T.Parallel
/// nests under their loop layouts in `map.loops`.
void chooseSharedBankLayouts(const ir::PrimFunc& f, const TileOps& ops, LayoutMap& map);

} // namespace tilec::opt
