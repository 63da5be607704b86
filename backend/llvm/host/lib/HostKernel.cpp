// Tile IR -> LLVM IR for one export: the functions it becomes.
//
//   NAME.body(tensors..., scalars..., dims..., i64 bx, i64 by, i64 bz, ptr arena)
//       one thread block, the kernel's statements (internal)
//   NAME.block(ptr args, i64 block, ptr arena)
//       what tilert_cpu_launch calls: unpacks the arguments, turns the
//       linear block index into (bx, by, bz), calls the body (internal)
//   int32_t NAME(tensors..., scalars..., dims...)
//       checks the arguments, computes the grid, launches (external)
//   int32_t NAME_packed(void** args)
//       the same with args[i] pointing at argument i (external)
//
// This file: the analysis (written tensors, where block-local buffers
// live), the arguments, the body's prologue. The other three are built in
// HostEntry.cpp. The body takes the tensors as noalias parameters, as the
// GPU routes declare them __restrict__: LLVM may then vectorize across them.
#include "HostCodegen.h"

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

namespace tilec::backend::cpu::detail {

using namespace tilec::ir;

namespace {

// Block-local buffers up to this size live on the worker's stack (as
// registers and shared memory would, they cost no allocation), as long as
// the stack holds at most kStackTotal bytes of them; the rest goes to the
// worker's arena (tilert_cpu).
constexpr int64_t kStackBuffer = 32 * 1024;
constexpr int64_t kStackTotal = 128 * 1024;
constexpr int64_t kArenaAlign = 64;

/// Which buffers the kernel writes (the others are const in the ABI and
/// readonly for LLVM) and its allocations, in program order.
class Analysis : public StmtVisitor {
public:
  std::unordered_set<const BufferNode*> written;
  std::vector<const AllocateNode*> allocations;

protected:
  void write(const Buffer& b) {
    if (b)
      written.insert(b.get());
  }
  void visitBufferStore(const BufferStoreNode* n) override {
    write(n->buffer);
    StmtVisitor::visitBufferStore(n);
  }
  void visitCall(const CallNode* n) override {
    if (n->op.rfind("tl.atomic_", 0) == 0 && !n->args.empty())
      if (auto* l = as<BufferLoadNode>(n->args[0]))
        write(l->buffer);
    StmtVisitor::visitCall(n);
  }
  void visitAllocate(const AllocateNode* n) override {
    allocations.push_back(n);
    StmtVisitor::visitAllocate(n);
  }
  void visitCopy(const CopyNode* n) override {
    write(n->dst.buffer);
    StmtVisitor::visitCopy(n);
  }
  void visitGemm(const GemmNode* n) override {
    write(n->C.buffer);
    StmtVisitor::visitGemm(n);
  }
  void visitFill(const FillNode* n) override {
    write(n->dst.buffer);
    StmtVisitor::visitFill(n);
  }
  void visitReduce(const ReduceNode* n) override {
    write(n->dst.buffer);
    StmtVisitor::visitReduce(n);
  }
  void visitCumSum(const CumSumNode* n) override {
    write(n->dst.buffer);
    StmtVisitor::visitCumSum(n);
  }
  void visitAtomic(const AtomicNode* n) override {
    write(n->dst.buffer);
    StmtVisitor::visitAtomic(n);
  }
};

/// The C spelling of an element or scalar type in the entry point's ABI.
/// 16-bit floats travel as their bits (uint16_t), bool as C's bool.
std::string cType(DataType t) {
  switch (t.scalar()) {
  case DType::Bool: return "bool";
  case DType::Int8: return "int8_t";
  case DType::Int16: return "int16_t";
  case DType::Int32: return "int32_t";
  case DType::Int64: return "int64_t";
  case DType::UInt8: return "uint8_t";
  case DType::UInt16: return "uint16_t";
  case DType::UInt32: return "uint32_t";
  case DType::UInt64: return "uint64_t";
  case DType::Float16:
  case DType::BFloat16: return "uint16_t";
  case DType::Float32: return "float";
  case DType::Float64: return "double";
  case DType::Float8E4M3:
  case DType::Float8E5M2: return "uint8_t";
  }
  return "void";
}

int64_t elementBytes(DataType t) { return (t.bits() + 7) / 8; }

} // namespace

HostCodegen::HostCodegen(llvm::Module& m, const PrimFunc& f, std::string symbol)
    : FunctionCodegen(m, f ? f->loc : SourceRange()), f_(f) {
  info_.name = std::move(symbol);
  info_.func = f;
  // a * b + c may become one fma, as nvcc's -fmad=true does on the GPU.
  llvm::FastMathFlags fmf;
  fmf.setAllowContract(true);
  b_.setFastMathFlags(fmf);
}

// ---------------------------------------------------------------- errors and functions

[[noreturn]] void HostCodegen::unsupported(SourceRange r, const std::string& what) const {
  throw CodegenError{locOr(r), what + " is " + kNotSupportedYet, true};
}

llvm::Function* HostCodegen::startFunction(const std::string& name, llvm::FunctionType* ty,
                                           llvm::GlobalValue::LinkageTypes linkage) {
  if (m_.getFunction(name))
    fail({}, "two functions named '" + name + "' (two exports with one name?)");
  fn_ = llvm::Function::Create(ty, linkage, name, m_);
  fn_->addFnAttr(llvm::Attribute::NoUnwind);
  allocaBlock_ = llvm::BasicBlock::Create(ctx_, "entry", fn_);
  b_.SetInsertPoint(allocaBlock_);
  built_.push_back(fn_);
  return fn_;
}

// ---------------------------------------------------------------- analysis

void HostCodegen::analyze() {
  if (f_->grid.empty() || f_->grid.size() > 3)
    fail({}, "a kernel needs one to three grid extents");
  if (f_->blockVars.size() > f_->grid.size())
    fail({}, "more block indices than grid extents");
  Analysis a;
  a.visitStmt(f_->body);
  written_ = std::move(a.written);
  allocs_ = a.allocations;
  int64_t stack = 0, arena = 0;
  for (const AllocateNode* n : a.allocations) {
    const Buffer& b = n->buffer;
    if (!b)
      fail(n->loc, "an allocation of a null buffer");
    SourceRange where = b->loc.valid() ? b->loc : n->loc;
    if (b->scope == MemoryScope::Global)
      fail(where, "buffer '" + b->name + "' is allocated in global memory, which kernels cannot do");
    int64_t elems = 1;
    if (b->scope != MemoryScope::LocalVar) {
      for (const Expr& d : b->shape) {
        auto c = asConstInt(d);
        if (!c || *c <= 0)
          fail(where, "buffer '" + b->name + "' needs a constant positive shape");
        elems *= *c;
      }
    }
    Placement p;
    p.bytes = elems * elementBytes(b->dtype);
    if (p.bytes <= kStackBuffer && stack + p.bytes <= kStackTotal) {
      stack += p.bytes;
    } else {
      p.inArena = true;
      arena = (arena + kArenaAlign - 1) / kArenaAlign * kArenaAlign;
      p.offset = arena;
      arena += p.bytes;
    }
    placement_[n] = p;
  }
  info_.stackBytes = stack;
  info_.arenaBytes = arena;
}

void HostCodegen::describeArgs() {
  cuda::NameTable names;
  for (const char* reserved : {"args", "block", "arena", "status"})
    names.reserve(reserved);
  for (const auto& p : f_->params) {
    HostArg a;
    if (p.buffer) {
      if (p.buffer->scope != MemoryScope::Global)
        fail(p.buffer->loc, "tensor parameter '" + p.buffer->name + "' is not in global memory");
      a.name = names.unique(p.buffer->name);
      a.dtype = p.buffer->dtype;
      a.isTensor = true;
      a.isConst = !written_.count(p.buffer.get());
      a.ctype = (a.isConst ? "const " : "") + cType(a.dtype) + "*";
    } else if (p.var) {
      a.name = names.unique(p.var->name);
      a.dtype = p.var->dtype;
      a.ctype = cType(a.dtype);
    } else {
      fail({}, "a parameter with neither a tensor nor a scalar");
    }
    if (a.dtype.isVector() || a.dtype.isHandle())
      fail({}, "parameter '" + a.name + "' has type " + a.dtype.str() + ", which an entry point cannot take");
    info_.args.push_back(a);
  }
  for (const auto& d : f_->dynamicDims) {
    HostArg a;
    a.name = names.unique(d->name);
    a.dtype = d->dtype;
    a.ctype = cType(d->dtype);
    a.isDim = true;
    if (!d->dtype.isInt())
      fail(d->loc, "run-time dim '" + d->name + "' is not an integer");
    info_.args.push_back(a);
  }
}

// ---------------------------------------------------------------- NAME.body

void HostCodegen::bindScalars(llvm::Function* fn) {
  size_t i = 0;
  for (const auto& p : f_->params) {
    llvm::Value* v = fn->getArg(static_cast<unsigned>(i++));
    if (p.buffer || !p.var)
      continue;
    // As the entry point passes them: bool as a byte, 16-bit floats as bits.
    if (p.var->dtype.isBool())
      v = b_.CreateICmpNE(v, llvm::ConstantInt::get(v->getType(), 0), p.var->name);
    else if (llvmir::isNarrowFloat(p.var->dtype.scalar()))
      v = widenBits(v, p.var->dtype.scalar());
    bind(p.var, v);
  }
  for (const auto& d : f_->dynamicDims)
    bind(d, fn->getArg(static_cast<unsigned>(i++)));
}

void HostCodegen::bindTensorSlot(const Buffer& b, llvm::Value* base) {
  Slot s;
  s.base = base;
  s.mem = memType(b->dtype, b->loc);
  s.dtype = b->dtype;
  s.global = true;
  s.strides = rowMajorStrides(b, b->loc);
  bufs_[b.get()] = s;
}

void HostCodegen::buildBody() {
  std::vector<llvm::Type*> types;
  for (const HostArg& a : info_.args)
    types.push_back(a.isTensor ? static_cast<llvm::Type*>(b_.getPtrTy()) : memType(a.dtype, {}));
  for (int i = 0; i < 3; ++i)
    types.push_back(b_.getInt64Ty());
  types.push_back(b_.getPtrTy());
  body_ = startFunction(info_.name + ".body", llvm::FunctionType::get(b_.getVoidTy(), types, false),
                        llvm::GlobalValue::InternalLinkage);
  for (size_t i = 0; i < info_.args.size(); ++i) {
    llvm::Argument* arg = body_->getArg(static_cast<unsigned>(i));
    arg->setName(info_.args[i].name);
    if (!info_.args[i].isTensor)
      continue;
    arg->addAttr(llvm::Attribute::NoAlias);
    arg->addAttr(llvm::Attribute::NoCapture);
    if (info_.args[i].isConst)
      arg->addAttr(llvm::Attribute::ReadOnly);
  }
  static const char* blockNames[] = {"bx", "by", "bz"};
  for (int i = 0; i < 3; ++i)
    body_->getArg(static_cast<unsigned>(info_.args.size() + i))->setName(blockNames[i]);
  arena_ = body_->getArg(static_cast<unsigned>(info_.args.size() + 3));
  arena_->setName("arena");
  if (info_.arenaBytes > 0)
    body_->addParamAttr(static_cast<unsigned>(info_.args.size() + 3),
                        llvm::Attribute::getWithAlignment(ctx_, llvm::Align(kArenaAlign)));

  bindScalars(body_); // first: tensor shapes are expressions of them
  size_t i = 0;
  for (const auto& p : f_->params) {
    llvm::Value* arg = body_->getArg(static_cast<unsigned>(i++));
    if (p.buffer)
      bindTensorSlot(p.buffer, arg);
  }
  for (size_t k = 0; k < f_->blockVars.size(); ++k) {
    const Var& v = f_->blockVars[k];
    if (!v)
      continue;
    llvm::Value* idx = body_->getArg(static_cast<unsigned>(info_.args.size() + k));
    bind(v, convert(idx, DataType::int64(), v->dtype, v->loc));
  }
  makeAliasScopes();
  stmt(f_->body);
  b_.CreateRetVoid();
}

void HostCodegen::run() {
  if (!f_->body)
    fail({}, "kernel '" + f_->name + "' has no body");
  analyze();
  describeArgs();
  buildBody();
  buildBlockFunction();
  buildEntry();
  buildPacked();
}

} // namespace tilec::backend::cpu::detail
