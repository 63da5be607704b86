// merge-shared-memory: places every shared buffer of a kernel in one dynamic
// shared-memory allocation. Buffers whose live ranges do not overlap share
// bytes where that lets more blocks reside on a multiprocessor or is needed
// to fit; otherwise each has its own, since reused bytes cost a barrier
// (the new owner's writes wait for every thread's last use of the old one:
// after a warp-specialized loop, for the slowest consumer warpgroup).
// Offsets are aligned; the total goes to the function attribute
// "dynamic_shared_bytes" and each buffer's offset to an
// AttrStmt("shared_offset") directly inside its allocation. A kernel that needs more
// than the target allows is a located error naming the largest buffers.
//
//   A_s = T.alloc_buffer((128, 32), "float16", scope="shared.dyn")
//   with T.attr("shared_offset", 0, buffers=[A_s]):
//       ...

#include "WarpSpecializeRewrites.h"
#include "WarpSpecializeSchedule.h"

#include "tilec/ir/Function.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/Pass.h"

#include <algorithm>
#include <map>

namespace tilec::opt {

namespace {

using namespace ir;

/// Alignment of each buffer in bytes: vector and async copies need 16, TMA and
/// the swizzled layouts of the tensor-core paths need 128 (1024 for 128-byte
/// swizzles, which later issues set through the buffer's layout).
constexpr int64_t kAlignment = 128;
/// Buffers of whole 1024-, 512- or 256-byte multiples start on that many
/// bytes: the 8-line atom of the 128-, 64- or 32-byte swizzle, which wgmma
/// and TMA address from an aligned base (a tile of 8k rows of one of those
/// swizzles is such a multiple).
int64_t alignmentOf(int64_t bytes) {
  for (int64_t a : {1024, 512, 256})
    if (bytes % a == 0)
      return a;
  return kAlignment;
}

struct SharedBuffer {
  Buffer buffer;
  int64_t bytes = 0;
  size_t first = SIZE_MAX, last = 0; // live range in statement positions
  int64_t offset = 0;
};

/// Numbers the leaf statements of the body in execution order and records,
/// for each shared buffer, the first and last position that touches it. A use
/// inside a loop is live for the whole loop (the next iteration reads again).
class LivenessScanner : public StmtVisitor {
public:
  std::map<const BufferNode*, SharedBuffer>& buffers;
  explicit LivenessScanner(std::map<const BufferNode*, SharedBuffer>& b) : buffers(b) {}

  void visitStmt(const Stmt& s) override {
    if (!s)
      return;
    bool leaf = s->kind != StmtKind::Seq && s->kind != StmtKind::Allocate && s->kind != StmtKind::Let &&
                s->kind != StmtKind::Attr && s->kind != StmtKind::For && s->kind != StmtKind::While &&
                s->kind != StmtKind::If;
    if (leaf)
      ++pos_;
    StmtVisitor::visitStmt(s);
  }

protected:
  void visitFor(const ForNode* n) override {
    // The thread binding is the block's threads side by side, not a loop:
    // its body runs once (insert-thread-sync orders the threads' accesses to
    // buffers that share bytes).
    if (n->forKind == ForKind::ThreadBinding) {
      StmtVisitor::visitFor(n);
      return;
    }
    loop(n->body, [&] { StmtVisitor::visitFor(n); });
  }
  void visitWhile(const WhileNode* n) override { loop(n->body, [&] { StmtVisitor::visitWhile(n); }); }
  void visitBufferLoad(const BufferLoadNode* n) override {
    touch(n->buffer.get());
    StmtVisitor::visitBufferLoad(n);
  }
  void visitBufferStore(const BufferStoreNode* n) override {
    touch(n->buffer.get());
    StmtVisitor::visitBufferStore(n);
  }
  void visitRegion(const BufferRegion& r) override {
    touch(r.buffer.get());
    StmtVisitor::visitRegion(r);
  }
  void visitAttr(const AttrStmtNode* n) override {
    for (const auto& b : n->buffers)
      touch(b.get());
    StmtVisitor::visitAttr(n);
  }

private:
  template <typename F> void loop(const Stmt&, F&& walk) {
    size_t start = pos_ + 1;
    std::vector<const BufferNode*> before;
    ++loopDepth_;
    loopTouched_.emplace_back();
    walk();
    --loopDepth_;
    auto touched = std::move(loopTouched_.back());
    loopTouched_.pop_back();
    for (const BufferNode* b : touched) {
      auto& sb = buffers.at(b);
      sb.first = std::min(sb.first, start);
      sb.last = std::max(sb.last, pos_);
      if (!loopTouched_.empty())
        loopTouched_.back().push_back(b);
    }
  }
  void touch(const BufferNode* b) {
    auto it = buffers.find(b);
    if (it == buffers.end())
      return;
    it->second.first = std::min(it->second.first, pos_);
    it->second.last = std::max(it->second.last, pos_);
    if (!loopTouched_.empty())
      loopTouched_.back().push_back(b);
  }
  size_t pos_ = 0;
  unsigned loopDepth_ = 0;
  std::vector<std::vector<const BufferNode*>> loopTouched_;
};

class CollectShared : public StmtVisitor {
public:
  std::vector<Buffer> order;
  void visitAllocate(const AllocateNode* n) override {
    if (n->buffer->scope == MemoryScope::Shared)
      order.push_back(n->buffer);
    StmtVisitor::visitAllocate(n);
  }
};

/// Wraps each shared Allocate in AttrStmt("shared_offset", offset).
class PlaceOffsets : public StmtMutator {
public:
  explicit PlaceOffsets(const std::map<const BufferNode*, SharedBuffer>& b) : buffers_(b) {}

protected:
  Stmt mutateAllocate(const Stmt& s) override {
    auto* n = static_cast<const AllocateNode*>(s.get());
    Stmt body = mutateStmt(n->body);
    auto it = buffers_.find(n->buffer.get());
    if (it == buffers_.end())
      return body == n->body ? s : withLoc(allocate(n->buffer, body, n->init), s->loc);
    // The offset is an attribute of the allocated buffer, just inside its scope.
    Stmt placed = withLoc(attrStmt("shared_offset", it->second.offset, body, {n->buffer}), s->loc);
    return withLoc(allocate(n->buffer, placed, n->init), s->loc);
  }
  Stmt mutateAttr(const Stmt& s) override {
    auto* n = static_cast<const AttrStmtNode*>(s.get());
    if (n->key == "shared_offset")
      return s; // already placed
    return StmtMutator::mutateAttr(s);
  }

private:
  const std::map<const BufferNode*, SharedBuffer>& buffers_;
};

int64_t bufferBytes(const Buffer& b, bool& known) {
  int64_t n = 1;
  for (const auto& d : b->shape) {
    auto v = asConstInt(d);
    if (!v) {
      known = false;
      return 0;
    }
    n *= *v;
  }
  return (n * b->dtype.bits() * b->dtype.lanes() + 7) / 8;
}

/// The most shared memory a block may have on every target of the build.
int64_t sharedLimit(const PassContext& ctx) {
  int64_t limit = ctx.targetInfo().maxSharedBytesPerBlock;
  for (TargetKind t : ctx.allTargets())
    if (targetInfo(t).isGpu())
      limit = std::min<int64_t>(limit, targetInfo(t).maxSharedBytesPerBlock);
  return limit;
}

/// Blocks of `f` a multiprocessor holds with `bytes` of shared memory each
/// (plus the system's 1 KB), as far as shared memory, threads and the
/// register split of warp specialization tell (ptxas's register count is
/// not known yet: where it allows fewer blocks, reuse decides nothing).
int64_t residentBlocks(const TargetInfo& target, const PrimFuncNode& f, int64_t bytes) {
  int64_t bySmem = target.sharedBytesPerSM / (bytes + 1024);
  int64_t threads = 1;
  for (int64_t t : f.threads)
    threads *= t;
  if (target.hasSetMaxNReg && countWarpSpecializeRegions(f.body) > 0) {
    threads += ws::kProducerThreads;
    int64_t blocks = std::max<int64_t>(minBlocksPerSM(f), 1);
    if (movesRegisters(threads, blocks))
      return std::min(blocks, bySmem);
  }
  return std::min(bySmem, target.threadsPerSM / std::max<int64_t>(threads, 1));
}

class MergeSharedMemoryPass : public Pass {
public:
  std::string_view name() const override { return "merge-shared-memory"; }

  bool run(Module& m, PassContext& ctx) override {
    bool ok = true;
    for (auto& f : m.funcs)
      ok = runOn(f, ctx) && ok;
    return ok;
  }

private:
  bool runOn(PrimFunc& f, PassContext& ctx) {
    if (f->attrs.count("dynamic_shared_bytes"))
      return true; // already merged
    CollectShared collect;
    collect.visitStmt(f->body);
    if (collect.order.empty())
      return true;
    std::map<const BufferNode*, SharedBuffer> buffers;
    for (const auto& b : collect.order) {
      bool known = true;
      SharedBuffer sb{b, bufferBytes(b, known)};
      if (!known) {
        if (ctx.diags)
          ctx.diags->error(b->loc, "shared buffer '" + b->name + "' needs a compile-time shape");
        return false;
      }
      buffers[b.get()] = sb;
    }
    LivenessScanner scan(buffers);
    scan.visitStmt(f->body);

    // Largest first; each goes at the lowest aligned offset that does not
    // overlap a placed buffer (whose live range meets its own, when bytes
    // are reused).
    std::vector<SharedBuffer*> bySize; // declaration order, then largest first: deterministic
    for (const auto& b : collect.order)
      bySize.push_back(&buffers.at(b.get()));
    std::stable_sort(bySize.begin(), bySize.end(), [](auto* a, auto* b) { return a->bytes > b->bytes; });
    auto place = [&](bool reuse) {
      std::vector<SharedBuffer*> placed;
      int64_t total = 0;
      for (SharedBuffer* sb : bySize) {
        if (sb->first == SIZE_MAX) { // never accessed (e.g. behind a compile-time branch): takes no bytes
          sb->offset = 0;
          continue;
        }
        std::vector<std::pair<int64_t, int64_t>> busy;
        for (SharedBuffer* p : placed) {
          bool overlap = !reuse || !(sb->last < p->first || p->last < sb->first);
          if (overlap)
            busy.push_back({p->offset, p->offset + p->bytes});
        }
        std::sort(busy.begin(), busy.end());
        int64_t off = 0, align = alignmentOf(sb->bytes);
        for (const auto& [b, e] : busy) {
          if (off + sb->bytes <= b)
            break;
          off = std::max(off, (e + align - 1) / align * align);
        }
        sb->offset = off;
        total = std::max(total, off + sb->bytes);
        placed.push_back(sb);
      }
      return (total + kAlignment - 1) / kAlignment * kAlignment;
    };
    const TargetInfo& target = ctx.targetInfo();
    int64_t total = place(true);
    if (target.isGpu()) {
      int64_t separate = place(false);
      // One layout serves every image of the build: reuse where any target
      // keeps more blocks with it.
      bool reuseHelps = separate > sharedLimit(ctx);
      for (TargetKind k : ctx.allTargets()) {
        const TargetInfo& t = targetInfo(k);
        reuseHelps = reuseHelps || (t.isGpu() && residentBlocks(t, *f, separate) < residentBlocks(t, *f, total));
      }
      total = reuseHelps ? place(true) : separate;
    }

    if (target.isGpu() && total > target.maxSharedBytesPerBlock) {
      if (ctx.diags) {
        auto d = ctx.diags->error(f->loc, "kernel '" + f->name + "' needs " + std::to_string(total) +
                                              " bytes of shared memory but " + std::string(target.name) +
                                              " allows " + std::to_string(target.maxSharedBytesPerBlock) +
                                              " per block; use smaller tiles or fewer pipeline stages");
        for (size_t i = 0; i < bySize.size() && i < 3; ++i)
          d.note(bySize[i]->buffer->loc, "'" + bySize[i]->buffer->name + "' takes " +
                                             std::to_string(bySize[i]->bytes) + " bytes");
      }
      return false;
    }
    // min_blocks_per_sm asks for blocks that shared memory must also hold
    // (registers are limited for them anyway, so it is worth a warning).
    int64_t blocks = minBlocksPerSM(*f);
    if (target.isGpu() && blocks > 1 && ctx.diags) {
      int64_t fit = target.sharedBytesPerSM / (total + 1024);
      if (fit < blocks)
        ctx.diags->warning(f->loc, "min_blocks_per_sm=" + std::to_string(blocks) + " asks for " +
                                       std::to_string(blocks) + " blocks per multiprocessor, but " +
                                       std::string(target.name) + "'s " + std::to_string(target.sharedBytesPerSM) +
                                       " bytes of shared memory per multiprocessor hold only " + std::to_string(fit) +
                                       " of kernel '" + f->name + "' (" + std::to_string(total) +
                                       " bytes each, plus 1024 for the system), and its registers are limited "
                                       "for blocks that cannot run; use smaller tiles or fewer stages, or lower "
                                       "min_blocks_per_sm");
    }
    auto copy = std::make_shared<PrimFuncNode>(*f);
    copy->body = PlaceOffsets(buffers).mutateStmt(f->body);
    copy->attrs["dynamic_shared_bytes"] = total;
    f = copy;
    return true;
  }
};

} // namespace

std::unique_ptr<Pass> createMergeSharedMemoryPass() { return std::make_unique<MergeSharedMemoryPass>(); }

} // namespace tilec::opt
