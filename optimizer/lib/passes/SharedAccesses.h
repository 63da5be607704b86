#pragma once
// insert-thread-sync's view of shared memory (internal to the pass): the
// accesses a statement makes, which of them one thread makes alone, the
// bytes buffers share after merge-shared-memory, and what is pending
// since the last barrier.

#include "ThreadDependence.h"

#include "tilec/ir/Visitor.h"

#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilec::opt::sync {

struct Access {
  const ir::BufferNode* buffer;
  std::vector<ir::Expr> indices;
  bool write;
  /// A warp instruction that writes elements other lanes hold (stmatrix):
  /// its indices are one lane's row address, not the thread's own element.
  /// The same instruction in other iterations or warps writes other
  /// elements of one copy, so it never races with itself.
  const ir::CallNode* warpWide = nullptr;
  /// A read through the async proxy (a wgmma operand).
  bool async = false;
  /// The one thread that makes it, where an enclosing `if` singles it out
  /// (`tx == 0`, `tx < 1`).
  std::optional<int64_t> thread = std::nullopt;
};

/// Shared buffers a software pipeline orders itself (manual_sync regions).
using Managed = std::unordered_set<const ir::BufferNode*>;

/// Every shared-memory access in a statement (recursively), but those of
/// managed buffers.
class CollectAccesses : public ir::StmtVisitor {
public:
  CollectAccesses(const Managed& managed, const ThreadVars& threadIndices)
      : managed_(managed), threadIndices_(threadIndices) {}
  std::vector<Access> accesses;
  bool hasBarrier = false;

protected:
  void visitIf(const ir::IfNode* n) override;
  void visitBufferLoad(const ir::BufferLoadNode* n) override;
  void visitBufferStore(const ir::BufferStoreNode* n) override;
  void visitAttr(const ir::AttrStmtNode* n) override;
  void visitCall(const ir::CallNode* n) override;

private:
  void add(Access a, bool evenManaged = false);
  const Managed& managed_;
  const ThreadVars& threadIndices_;
  std::optional<int64_t> thread_;
};

/// Are `a` and `b` one thread's, in program order: made by the one thread
/// both are singled out for, or touching one element that only one thread
/// touches?
bool sameThread(const Access& a, const Access& b, const ThreadVars& threadVars);

/// Byte ranges of shared buffers placed by merge-shared-memory: different
/// buffers whose bytes overlap (reuse after a lifetime ends) alias.
using ByteRanges = std::unordered_map<const ir::BufferNode*, std::pair<int64_t, int64_t>>;

class CollectOffsets : public ir::StmtVisitor {
public:
  ByteRanges ranges;

protected:
  void visitAttr(const ir::AttrStmtNode* n) override;
};

/// Accesses made since the last barrier.
struct Pending {
  const ByteRanges* ranges = nullptr;
  const ThreadVars* threadVars = nullptr;
  std::vector<Access> reads, writes;
  /// Different buffers whose bytes overlap.
  bool aliased(const ir::BufferNode* a, const ir::BufferNode* b) const;
  void clear() {
    reads.clear();
    writes.clear();
  }
  /// Would `a` race with what is pending?
  bool conflicts(const Access& a) const;
  void add(const Access& a) { (a.write ? writes : reads).push_back(a); }
};

} // namespace tilec::opt::sync
