#pragma once
// Buffers (tensors in global memory, tiles on chip) and regions of them.

#include "tilec/ir/Expr.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilec::ir {

enum class MemoryScope { Global, Shared, Fragment, Local, LocalVar };
/// "global", "shared.dyn", "local.fragment", "local", "local.var".
const char* scopeName(MemoryScope s);
std::optional<MemoryScope> parseScope(const std::string& s);

/// A layout or fragment attached to a buffer by layout inference or
/// T.annotate_layout. Defined by the layout library (GPU lowering issue).
class LayoutNode;
using Layout = std::shared_ptr<const LayoutNode>;

class BufferNode {
public:
  BufferNode(std::string name, DataType dtype, std::vector<Expr> shape, MemoryScope scope)
      : name(std::move(name)), dtype(dtype), shape(std::move(shape)), scope(scope) {}
  const std::string name;
  const DataType dtype; // element type
  const std::vector<Expr> shape;
  std::vector<Expr> strides; // empty: row-major, contiguous
  const MemoryScope scope;
  Layout layout; // null until inferred or annotated
  SourceRange loc;
};

inline Buffer makeBuffer(std::string name, DataType dtype, std::vector<Expr> shape, MemoryScope scope,
                         SourceRange loc = {}) {
  auto b = std::make_shared<BufferNode>(std::move(name), dtype, std::move(shape), scope);
  b->loc = loc;
  return b;
}

/// [min, min + extent)
struct Range {
  Expr min, extent;
};

struct BufferRegion {
  Buffer buffer;
  std::vector<Range> region; // one per buffer dimension
};

/// The region covering a whole buffer.
BufferRegion fullRegion(const Buffer& b);

} // namespace tilec::ir
