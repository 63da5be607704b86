// Tile IR -> LLVM IR for the host: buffers and element accesses.
//
// Tensors are the entry point's pointers, row-major over their shapes (or
// their explicit strides). Shared, fragment and local buffers of a block
// are block-local arrays: on the worker's stack, or at a fixed offset in
// its arena (HostKernel.cpp places them). No two buffers overlap, which
// every access tells LLVM through alias scopes, so that the vectorizer need
// not test at run time whether a store into one tile changes another.
#include "HostCodegen.h"

#include "tilec/ir/Ops.h"

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

const Slot& HostCodegen::slot(const Buffer& b, SourceRange use) {
  if (!b)
    fail(use, "an access of a null buffer");
  auto it = bufs_.find(b.get());
  if (it == bufs_.end())
    fail(use, "buffer '" + b->name + "' is used outside the scope of its allocation");
  return it->second;
}

std::vector<llvm::Value*> HostCodegen::rowMajorStrides(const Buffer& b, SourceRange loc) {
  std::vector<llvm::Value*> strides(b->shape.size());
  if (!b->strides.empty()) {
    if (b->strides.size() != b->shape.size())
      fail(loc, "buffer '" + b->name + "' has " + std::to_string(b->strides.size()) + " strides for " +
                    std::to_string(b->shape.size()) + " dimensions");
    for (size_t d = 0; d < b->strides.size(); ++d)
      strides[d] = toI64(expr(b->strides[d]), b->strides[d]->dtype);
    return strides;
  }
  llvm::Value* s = b_.getInt64(1);
  for (size_t d = b->shape.size(); d-- > 0;) {
    strides[d] = s;
    if (d > 0)
      s = b_.CreateMul(s, toI64(expr(b->shape[d]), b->shape[d]->dtype), "", false, true);
  }
  return strides;
}

void HostCodegen::makeAliasScopes() {
  llvm::MDBuilder md(ctx_);
  llvm::MDNode* domain = md.createAnonymousAliasScopeDomain(info_.name);
  for (const auto& p : f_->params)
    if (p.buffer)
      scoped_.push_back(p.buffer.get());
  for (const AllocateNode* n : allocs_)
    scoped_.push_back(n->buffer.get());
  for (const BufferNode* b : scoped_)
    scopes_[b] = md.createAnonymousAliasScope(domain, b->name);
  for (auto& [buf, s] : bufs_)
    if (scopes_.count(buf)) {
      s.scope = llvm::MDNode::get(ctx_, {scopes_[buf]});
      std::vector<llvm::Metadata*> others;
      for (const BufferNode* o : scoped_)
        if (o != buf)
          others.push_back(scopes_[o]);
      s.others = llvm::MDNode::get(ctx_, others);
    }
}

void HostCodegen::placeLocal(const AllocateNode* n, Slot& s) {
  const Buffer& b = n->buffer;
  auto where = placement_.find(n);
  if (where == placement_.end())
    fail(n->loc, "buffer '" + b->name + "' was not placed before code generation");
  const Placement& p = where->second;
  s.mem = memType(b->dtype, b->loc);
  s.dtype = b->dtype;
  s.global = false;
  if (p.inArena) {
    s.base = b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), arena_, static_cast<uint64_t>(p.offset), b->name);
  } else {
    // In the entry block, so that every block-local array is one fixed
    // stack slot, not an adjustment of the stack inside a loop.
    llvm::IRBuilder<> entry(allocaBlock_, allocaBlock_->begin());
    uint64_t elems = static_cast<uint64_t>(p.bytes / ((b->dtype.bits() + 7) / 8));
    llvm::AllocaInst* a = entry.CreateAlloca(llvm::ArrayType::get(s.mem, elems), nullptr, b->name);
    a->setAlignment(llvm::Align(32)); // a whole vector register
    s.base = a;
  }
  if (b->scope == MemoryScope::LocalVar) {
    s.strides.assign(b->shape.size(), b_.getInt64(0)); // v and v[0] are the one element
  } else {
    s.strides = rowMajorStrides(b, b->loc);
  }
  auto scope = scopes_.find(b.get());
  if (scope != scopes_.end()) {
    s.scope = llvm::MDNode::get(ctx_, {scope->second});
    std::vector<llvm::Metadata*> others;
    for (const BufferNode* o : scoped_)
      if (o != b.get())
        others.push_back(scopes_[o]);
    s.others = llvm::MDNode::get(ctx_, others);
  }
}

llvm::Value* HostCodegen::elementPtr(const Slot& s, const std::vector<llvm::Value*>& indices) {
  if (indices.size() != s.strides.size())
    fail({}, "an access with " + std::to_string(indices.size()) + " indices of a buffer with " +
                 std::to_string(s.strides.size()) + " dimensions");
  llvm::Value* flat = nullptr;
  for (size_t d = 0; d < indices.size(); ++d) {
    llvm::Value* term = b_.CreateMul(indices[d], s.strides[d], "", false, true);
    flat = flat ? b_.CreateAdd(flat, term, "", false, true) : term;
  }
  if (!flat)
    return s.base;
  return b_.CreateInBoundsGEP(s.mem, s.base, flat);
}

llvm::Value* HostCodegen::elementPtr(const Buffer& b, const std::vector<Expr>& indices, SourceRange loc) {
  const Slot& s = slot(b, loc);
  std::vector<llvm::Value*> idx;
  for (const Expr& i : indices) {
    if (!i || !i->dtype.isInt() || i->dtype.lanes() != 1)
      fail(loc, "an index of buffer '" + b->name + "' is not a scalar integer");
    idx.push_back(toI64(expr(i), i->dtype));
  }
  return elementPtr(s, idx);
}

void HostCodegen::tagAccess(llvm::Instruction* i, const Slot& s) {
  if (s.scope)
    i->setMetadata(llvm::LLVMContext::MD_alias_scope, s.scope);
  if (s.others)
    i->setMetadata(llvm::LLVMContext::MD_noalias, s.others);
}

llvm::Value* HostCodegen::loadElement(const Slot& s, llvm::Value* ptr) {
  llvm::LoadInst* l = b_.CreateAlignedLoad(s.mem, ptr, llvm::Align((s.dtype.bits() + 7) / 8));
  tagAccess(l, s);
  if (s.dtype.isBool())
    return b_.CreateICmpNE(l, llvm::ConstantInt::get(s.mem, 0));
  if (llvmir::isNarrowFloat(s.dtype.scalar()))
    return widenBits(l, s.dtype.scalar());
  return l;
}

void HostCodegen::storeElement(const Slot& s, llvm::Value* ptr, llvm::Value* value) {
  llvm::Value* v = value;
  if (s.dtype.isBool())
    v = b_.CreateZExt(value, s.mem);
  else if (llvmir::isNarrowFloat(s.dtype.scalar()))
    v = narrowBits(value, s.dtype.scalar()); // exact: the value is rounded already
  llvm::StoreInst* st = b_.CreateAlignedStore(v, ptr, llvm::Align((s.dtype.bits() + 7) / 8));
  tagAccess(st, s);
}

llvm::Value* HostCodegen::load(const BufferLoadNode* n) {
  if (!n->buffer)
    fail(n->loc, "a load of a null buffer");
  if (n->dtype != n->buffer->dtype)
    fail(n->loc, "a load of " + n->dtype.str() + " from buffer '" + n->buffer->name + "' of " +
                     n->buffer->dtype.str() + " (tile-level IR loads whole elements)");
  llvm::Value* ptr = elementPtr(n->buffer, n->indices, n->loc);
  return loadElement(slot(n->buffer, n->loc), ptr);
}

bool HostCodegen::movesBits(const Expr& e) const {
  if (!e || e->dtype.lanes() != 1 || !llvmir::isNarrowFloat(e->dtype.scalar()))
    return false;
  if (auto* l = as<BufferLoadNode>(e))
    return l->buffer && l->buffer->dtype == e->dtype;
  if (as<FloatImmNode>(e))
    return true;
  if (auto* c = as<CastNode>(e))
    return c->value->dtype == e->dtype && movesBits(c->value);
  if (auto* s = as<SelectNode>(e))
    return movesBits(s->t) && movesBits(s->f);
  return false;
}

llvm::Value* HostCodegen::bitsOf(const Expr& e) {
  DType d = e->dtype.scalar();
  if (auto* l = as<BufferLoadNode>(e)) {
    llvm::Value* ptr = elementPtr(l->buffer, l->indices, l->loc);
    llvm::LoadInst* bits = b_.CreateAlignedLoad(b_.getInt16Ty(), ptr, llvm::Align(2));
    tagAccess(bits, slot(l->buffer, l->loc));
    return bits;
  }
  if (auto* c = as<FloatImmNode>(e)) {
    // The literal as floatConst rounds it, then its 16 bits.
    llvm::APFloat x = llvm::cast<llvm::ConstantFP>(floatConst(e->dtype, c->value, e->loc))->getValueAPF();
    bool lost = false;
    x.convert(d == DType::Float16 ? llvm::APFloat::IEEEhalf() : llvm::APFloat::BFloat(),
              llvm::APFloat::rmNearestTiesToEven, &lost);
    return b_.getInt16(static_cast<uint16_t>(x.bitcastToAPInt().getZExtValue()));
  }
  if (auto* c = as<CastNode>(e))
    return bitsOf(c->value);
  auto* s = as<SelectNode>(e);
  llvm::Value* cond = toBool(expr(s->cond), s->cond->dtype, s->loc);
  if (mayTrap(s->t) || mayTrap(s->f)) // as selectExpr: only the taken arm loads
    return branchValue(cond, [&] { return bitsOf(s->t); }, [&] { return bitsOf(s->f); }, "select");
  llvm::Value* t = bitsOf(s->t);
  return b_.CreateSelect(cond, t, bitsOf(s->f));
}

} // namespace tilec::backend::cpu::detail
