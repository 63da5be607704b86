#include "tilec/ir/WgmmaShapes.h"

#include <algorithm>

namespace tilec::ir {

bool wgmmaColumnsFit(int64_t cols, bool kMajorB, int64_t panel) {
  if (cols < 16 || cols > 256 || cols % 16 != 0)
    return false;
  // N-major: whole 64-column multiples (whole swizzle panels of any of the
  // three swizzles), so that 64-wide instructions always cover them,
  // however narrow widestWgmma makes them.
  return kMajorB || (panel > 0 && cols % 64 == 0);
}

int64_t wgmmaInstructionWidth(int64_t cols, int64_t widest, bool kMajorB) {
  const int64_t step = kMajorB ? 16 : 64;
  for (int64_t n = std::min(cols, widest) / step * step; n >= step; n -= step)
    if (cols % n == 0)
      return n;
  return 0;
}

} // namespace tilec::ir
