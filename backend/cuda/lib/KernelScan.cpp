// The scan before code generation that both routes share (CodegenCUDA.h):
// what a kernel writes and uses, and its shared-memory placement.

#include "tilec/backend/cuda/CodegenCUDA.h"

#include "tilec/ir/MemoryOrder.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

#include <algorithm>

namespace tilec::backend::cuda {

using namespace tilec::ir;

namespace {

/// Which buffers a kernel writes (stores, atomics, address_of), and the
/// shared-memory offsets placed by the merge pass.
class Analysis : public StmtVisitor {
public:
  std::unordered_set<const BufferNode*> written;
  struct Offset {
    int64_t bytes;
    const AttrStmtNode* attr;
  };
  std::unordered_map<const BufferNode*, Offset> offsets;
  std::vector<const AttrStmtNode*> badOffsets;
  std::unordered_set<const VarNode*> usedVars;
  bool fences = false;

protected:
  void visitVar(const VarNode* n) override { usedVars.insert(n); }
  void visitBufferStore(const BufferStoreNode* n) override {
    if (n->buffer)
      written.insert(n->buffer.get());
    StmtVisitor::visitBufferStore(n);
  }
  void visitCall(const CallNode* n) override {
    fences = fences || n->op == "tl.fence_acq_rel_gpu" || n->op == "tl.fence_sc_gpu";
    // An atomic that returns the previous value carries its order (its
    // fences are emitted with it).
    if (n->op.rfind("tl.atomic_", 0) == 0 && n->args.size() == 3)
      if (auto o = asConstInt(n->args[2]); o && *o != int64_t(MemoryOrder::Relaxed))
        fences = true;
    // The sources of cp.async and of a tensor-core GEMM are only read.
    bool gemm = isTensorCoreGemmCall(n->op);
    if (n->op == "tl.cp_async" || gemm) {
      if (gemm && n->args.size() > 2)
        visitAddressed(n->args[2]);
      else if (!n->args.empty())
        visitAddressed(n->args[0]);
      for (const Expr& arg : n->args) {
        auto* a = as<CallNode>(arg);
        auto* l = a && a->op == "tl.address_of" && !a->args.empty() ? as<BufferLoadNode>(a->args[0]) : nullptr;
        if (!l) {
          visitExpr(arg);
          continue;
        }
        for (const Expr& i : l->indices) // the element's indices, not a write of its buffer
          visitExpr(i);
      }
      return;
    }
    bool writes = n->op == "tl.atomic_add" || n->op == "tl.atomic_max" || n->op == "tl.atomic_min" ||
                  n->op == "tl.address_of";
    if (writes && !n->args.empty())
      if (auto* l = as<BufferLoadNode>(n->args[0]); l && l->buffer)
        written.insert(l->buffer.get());
    StmtVisitor::visitCall(n);
  }
  /// The buffer behind tl.address_of(b[...]) is written.
  void visitAddressed(const Expr& e) {
    if (auto* a = as<CallNode>(e); a && a->op == "tl.address_of" && !a->args.empty())
      if (auto* l = as<BufferLoadNode>(a->args[0]); l && l->buffer)
        written.insert(l->buffer.get());
  }
  void visitAttr(const AttrStmtNode* n) override {
    if (n->key == "shared_offset") {
      std::optional<int64_t> off;
      if (auto* i = std::get_if<int64_t>(&n->value))
        off = *i;
      else if (auto* e = std::get_if<Expr>(&n->value))
        off = asConstInt(*e);
      if (!off || *off < 0 || n->buffers.size() != 1 || !n->buffers[0])
        badOffsets.push_back(n);
      else
        offsets[n->buffers[0].get()] = {*off, n};
    }
    StmtVisitor::visitAttr(n);
  }
};


} // namespace

std::optional<int64_t> constElements(const BufferNode* b) {
  int64_t n = 1;
  for (const auto& d : b->shape) {
    auto c = asConstInt(d);
    if (!c || *c < 0)
      return std::nullopt;
    n *= *c;
  }
  return n;
}

std::optional<KernelScan> scanKernel(const PrimFuncNode& f, std::string* error, SourceRange* errorLoc) {
  auto fail = [&](SourceRange loc, std::string msg) -> std::optional<KernelScan> {
    *error = std::move(msg);
    *errorLoc = loc;
    return std::nullopt;
  };
  Analysis a;
  a.visitStmt(f.body);
  KernelScan out;
  out.written = std::move(a.written);
  out.usedVars = std::move(a.usedVars);
  out.orderedAtomics = a.fences;
  if (!a.badOffsets.empty())
    return fail(a.badOffsets[0]->loc,
                "a shared_offset attribute needs a non-negative integer byte offset and exactly one buffer");
  for (const auto& [buf, off] : a.offsets) {
    if (buf->scope != MemoryScope::Shared)
      return fail(off.attr->loc, "shared_offset names buffer '" + buf->name + "', which is not in shared memory");
    out.sharedOffsets[buf] = off.bytes;
  }
  if (out.sharedOffsets.empty())
    return out;
  auto attr = f.attrs.find("dynamic_shared_bytes");
  if (attr != f.attrs.end()) {
    const int64_t* v = std::get_if<int64_t>(&attr->second);
    if (!v || *v < 0)
      return fail({}, "the dynamic_shared_bytes attribute must be a non-negative integer");
    out.dynamicSharedBytes = *v;
    return out;
  }
  for (const auto& [buf, off] : a.offsets) {
    auto n = constElements(buf);
    if (!n)
      return fail(buf->loc, "shared buffer '" + buf->name + "' has a non-constant shape");
    out.dynamicSharedBytes =
        std::max(out.dynamicSharedBytes, off.bytes + *n * ((buf->dtype.bits() * buf->dtype.lanes() + 7) / 8));
  }
  return out;
}

} // namespace tilec::backend::cuda
