#include "SharedAccesses.h"

#include "tilec/ir/Ops.h"
#include "tilec/ir/StructuralEqual.h"

#include <algorithm>

namespace tilec::opt::sync {

using namespace ir;

bool sameThread(const Access& a, const Access& b, const ThreadVars& threadVars) {
  if (a.thread && a.thread == b.thread)
    return true;
  if (a.warpWide || b.warpWide)
    return a.warpWide == b.warpWide;
  if (a.indices.size() != b.indices.size())
    return false;
  bool perThread = false;
  for (size_t i = 0; i < a.indices.size(); ++i) {
    if (!structuralEqual(a.indices[i], b.indices[i]))
      return false;
    perThread = perThread || usesThreadVar(a.indices[i], threadVars);
  }
  return perThread;
}

void CollectAccesses::visitIf(const IfNode* n) {
  visitExpr(n->cond);
  // A barrier in a branch orders nothing for the blocks that skip it: the
  // `if` as a whole does not count as one.
  const bool barrierBefore = hasBarrier;
  std::optional<int64_t> outer = thread_;
  // With several thread indices (threadIdx.x and .y), `tx == 0` is a
  // column of threads, not one.
  if (threadIndices_.size() == 1)
    if (auto t = singledOutThread(n->cond, threadIndices_))
      thread_ = t;
  visitStmt(n->then);
  thread_ = outer;
  if (n->otherwise)
    visitStmt(n->otherwise);
  hasBarrier = barrierBefore;
}

void CollectAccesses::visitBufferLoad(const BufferLoadNode* n) {
  add({n->buffer.get(), n->indices, false});
  StmtVisitor::visitBufferLoad(n);
}

void CollectAccesses::visitBufferStore(const BufferStoreNode* n) {
  add({n->buffer.get(), n->indices, true});
  StmtVisitor::visitBufferStore(n);
}

void CollectAccesses::visitAttr(const AttrStmtNode* n) {
  if (n->key != "manual_sync")
    return StmtVisitor::visitAttr(n);
  Managed inner = managed_;
  for (const Buffer& b : n->buffers)
    inner.insert(b.get());
  CollectAccesses c(inner, threadIndices_);
  c.thread_ = thread_;
  c.visitStmt(n->body);
  accesses.insert(accesses.end(), c.accesses.begin(), c.accesses.end());
  hasBarrier |= c.hasBarrier;
}

void CollectAccesses::visitCall(const CallNode* n) {
  // Atomics write through their first argument (a load of the element).
  if (n->op.rfind("tl.atomic_", 0) == 0 && !n->args.empty())
    if (auto* l = as<BufferLoadNode>(n->args[0]); l && l->buffer->scope == MemoryScope::Shared)
      add({l->buffer.get(), l->indices, true}, /*evenManaged=*/true);
  // cp.async writes the element its first argument addresses.
  if (n->op == "tl.cp_async" && !n->args.empty())
    if (auto* a = as<CallNode>(n->args[0]); a && a->op == "tl.address_of" && !a->args.empty())
      if (auto* l = as<BufferLoadNode>(a->args[0]); l && l->buffer->scope == MemoryScope::Shared)
        add({l->buffer.get(), {}, true});
  // stmatrix writes the rows its lanes address with other lanes' values.
  if (n->op == "tl.stmatrix_x4" && !n->args.empty())
    if (auto* a = as<CallNode>(n->args[0]); a && a->op == "tl.address_of" && !a->args.empty())
      if (auto* l = as<BufferLoadNode>(a->args[0]); l && l->buffer->scope == MemoryScope::Shared) {
        add({l->buffer.get(), l->indices, true, n});
        for (const Expr& e : n->args) // not a read of the addressed element
          if (e != n->args[0])
            visitExpr(e);
        for (const Expr& i : l->indices)
          visitExpr(i);
        return;
      }
  // A TMA store reads the whole tile its second argument addresses; so
  // does a wait for such stores that names the tile (lower-tma-stores
  // puts it a tile later in persistent loops: the stores read until it).
  if (n->op == "tl.tma_store_wait_read" && n->args.size() == 1)
    if (auto* a = as<CallNode>(n->args[0]); a && a->op == "tl.address_of" && !a->args.empty())
      if (auto* l = as<BufferLoadNode>(a->args[0]); l && l->buffer->scope == MemoryScope::Shared)
        add({l->buffer.get(), {}, false});
  if (n->op.rfind("tl.tma_store_", 0) == 0 && n->args.size() > 1)
    if (auto* a = as<CallNode>(n->args[1]); a && a->op == "tl.address_of" && !a->args.empty())
      if (auto* l = as<BufferLoadNode>(a->args[0]); l && l->buffer->scope == MemoryScope::Shared)
        add({l->buffer.get(), {}, false});
  // A tensor-core GEMM reads whole shared tiles through the addresses of
  // their first elements: a read of every element (no index matches it).
  if (isTensorCoreGemmCall(n->op)) {
    bool async = n->op == "tl.gemm_ss_wgmma" || n->op == "tl.gemm_rs_wgmma";
    for (size_t k = 0; k < 2 && k < n->args.size(); ++k)
      if (auto* a = as<CallNode>(n->args[k]); a && a->op == "tl.address_of" && !a->args.empty())
        if (auto* l = as<BufferLoadNode>(a->args[0]); l && l->buffer->scope == MemoryScope::Shared)
          add({l->buffer.get(), {}, false, nullptr, async});
  }
  if (n->op == "tl.sync_threads")
    hasBarrier = true;
  StmtVisitor::visitCall(n);
}

void CollectAccesses::add(Access a, bool evenManaged) {
  a.thread = thread_;
  if (a.buffer->scope == MemoryScope::Shared && (evenManaged || !managed_.count(a.buffer)))
    accesses.push_back(std::move(a));
}

void CollectOffsets::visitAttr(const AttrStmtNode* n) {
  if (n->key == "shared_offset")
    if (auto* off = std::get_if<int64_t>(&n->value))
      for (const Buffer& b : n->buffers) {
        int64_t bytes = std::max(1, b->dtype.bits() / 8);
        for (const Expr& e : b->shape)
          bytes *= asConstInt(e).value_or(0);
        ranges[b.get()] = {*off, *off + bytes};
      }
  StmtVisitor::visitAttr(n);
}

bool Pending::aliased(const BufferNode* a, const BufferNode* b) const {
  if (a == b || !ranges)
    return false;
  auto x = ranges->find(a), y = ranges->find(b);
  return x != ranges->end() && y != ranges->end() && x->second.first < y->second.second &&
         y->second.first < x->second.second;
}

bool Pending::conflicts(const Access& a) const {
  for (const auto& w : writes)
    if ((w.buffer == a.buffer && !sameThread(w, a, *threadVars)) || aliased(w.buffer, a.buffer))
      return true; // RAW or WAW
  if (a.write)
    for (const auto& r : reads)
      if ((r.buffer == a.buffer && !sameThread(r, a, *threadVars)) || aliased(r.buffer, a.buffer))
        return true; // WAR
  return false;
}

} // namespace tilec::opt::sync
