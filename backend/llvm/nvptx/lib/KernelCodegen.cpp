// Lowered tile IR -> LLVM IR: the kernel (signature, NVVM annotations, block
// indices, rasterization). Statements are in CodegenStmt.cpp. The contract
// on the input IR is the CUDA C generator's (tilec/backend/cuda/CodegenCUDA.h).
#include "KernelCodegen.h"

#include "tilec/ir/Function.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

#include <algorithm>

#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/IntrinsicsNVPTX.h>
#include <llvm/IR/MDBuilder.h>

namespace tilec::backend::nvptx::detail {

using namespace tilec::ir;

std::string GpuTarget::cpu() const {
  std::string n(targetInfo(kind).name); // "sm_90a"
  if (!archSpecific && !n.empty() && n.back() == 'a')
    n.pop_back();
  return n;
}

namespace {

} // namespace

KernelCodegen::KernelCodegen(llvm::Module& m, const PrimFunc& f, std::string symbol, const GpuTarget& target)
    : FunctionCodegen(m, f ? f->loc : SourceRange()), f_(f), target_(target) {
  info_.name = std::move(symbol);
}

// ---------------------------------------------------------------- errors

[[noreturn]] void KernelCodegen::unsupported(SourceRange r, const std::string& what) const {
  throw CodegenError{locOr(r), what + " is " + kNotSupportedYet + "; use --backend=cuda", true};
}

// ---------------------------------------------------------------- kernel structure

void KernelCodegen::analyze() {
  // The same scan as the CUDA C generator's, so both routes give the same
  // KernelInfo.
  std::string error;
  SourceRange errorLoc;
  auto scan = cuda::scanKernel(*f_, &error, &errorLoc);
  if (!scan)
    fail(errorLoc, error);
  written_ = std::move(scan->written);
  orderedAtomics_ = scan->orderedAtomics;
  usedVars_ = std::move(scan->usedVars);
  smemOffsets_ = std::move(scan->sharedOffsets);
  info_.dynamicSharedBytes = scan->dynamicSharedBytes;
  std::string persistentError;
  info_.persistent = cuda::persistentTileLoop(*f_, &persistentError) != nullptr;
  auto cluster = cuda::launchClusterDims(*f_);
  std::copy(cluster.begin(), cluster.end(), info_.cluster);
  if (!persistentError.empty())
    fail({}, persistentError);
}

void KernelCodegen::createFunction() {
  // Parameter names and C types exactly as the CUDA C generator gives them:
  // host launchers and headers are written from KernelInfo.
  cuda::NameTable names;
  std::vector<llvm::Type*> types;
  std::vector<bool> readOnly, isTensor;
  for (const auto& p : f_->params) {
    cuda::KernelParam kp;
    if (p.buffer) {
      if (p.buffer->scope != MemoryScope::Global)
        fail(p.buffer->loc, "tensor parameter '" + p.buffer->name + "' is not in global memory");
      bool isConst = !written_.count(p.buffer.get());
      kp.name = names.unique(p.buffer->name);
      kp.isPointer = true;
      kp.isConst = isConst;
      kp.ctype = (isConst ? "const " : "") + cuda::cudaTypeName(p.buffer->dtype) + (orderedAtomics_ ? "*" : "* __restrict__");
      types.push_back(llvm::PointerType::get(ctx_, 1));
      readOnly.push_back(isConst);
      isTensor.push_back(true);
    } else if (p.var) {
      kp.name = names.unique(p.var->name);
      kp.ctype = cuda::cudaTypeName(p.var->dtype);
      types.push_back(memType(p.var->dtype, p.var->loc)); // a bool travels as a byte, as C's
      readOnly.push_back(false);
      isTensor.push_back(false);
    } else {
      fail({}, "a parameter with neither a tensor nor a scalar");
    }
    info_.params.push_back(kp);
  }
  for (const auto& d : f_->dynamicDims) {
    cuda::KernelParam kp;
    kp.name = names.unique(d->name);
    kp.ctype = cuda::cudaTypeName(d->dtype);
    kp.isDynamicDim = true;
    types.push_back(memType(d->dtype, d->loc));
    readOnly.push_back(false);
    isTensor.push_back(false);
    info_.params.push_back(kp);
  }
  // TMA tensor maps (inject-software-pipeline's "tma_descriptors"): 128-byte
  // CUtensorMaps by value, as the CUDA route's `const __grid_constant__
  // CUtensorMap` parameters, then their flag.
  size_t firstMap = types.size();
  size_t maps = 0;
  std::string tmaError;
  for (cuda::KernelParam& kp : cuda::tmaKernelParams(*f_, &tmaError)) {
    // Tensor maps by value (byval pointers), then the int flag.
    types.push_back(kp.isTmaFlag ? static_cast<llvm::Type*>(b_.getInt32Ty()) : b_.getPtrTy());
    readOnly.push_back(false);
    isTensor.push_back(false);
    maps += kp.tmaTensor >= 0;
    info_.params.push_back(std::move(kp));
  }
  if (!tmaError.empty())
    fail({}, tmaError);
  info_.threads = f_->threads;
  info_.threadsPerBlock = 1;
  for (int64_t t : f_->threads)
    info_.threadsPerBlock *= t;
  if (f_->threads.empty() || f_->threads.size() > 3)
    fail({}, "a kernel needs one to three block extents");

  auto* fty = llvm::FunctionType::get(b_.getVoidTy(), types, false);
  if (m_.getFunction(info_.name))
    fail({}, "two kernels named '" + info_.name + "'");
  fn_ = llvm::Function::Create(fty, llvm::GlobalValue::ExternalLinkage, info_.name, m_);
  fn_->addFnAttr(llvm::Attribute::NoUnwind);
  for (size_t i = 0; i < types.size(); ++i) {
    llvm::Argument* arg = fn_->getArg(static_cast<unsigned>(i));
    arg->setName(info_.params[i].name);
    if (!isTensor[i])
      continue;
    // __restrict__ as the CUDA route declares it; readonly + noalias lets
    // the NVPTX back end read through the non-coherent cache (ld.global.nc).
    // Not with ordered atomics: other blocks' writes must be seen after an
    // acquire fence (KernelScan::orderedAtomics).
    arg->addAttr(llvm::Attribute::NoCapture);
    if (orderedAtomics_)
      continue;
    arg->addAttr(llvm::Attribute::NoAlias);
    if (readOnly[i])
      arg->addAttr(llvm::Attribute::ReadOnly);
  }
  // CUtensorMap: 128 opaque bytes, 64-byte aligned.
  llvm::Type* mapTy = llvm::ArrayType::get(b_.getInt64Ty(), 16);
  for (size_t i = firstMap; i < firstMap + maps; ++i) {
    llvm::Argument* arg = fn_->getArg(static_cast<unsigned>(i));
    arg->setName(info_.params[i].name);
    arg->addAttr(llvm::Attribute::getWithByValType(ctx_, mapTy));
    arg->addAttr(llvm::Attribute::getWithAlignment(ctx_, llvm::Align(64)));
    arg->addAttr(llvm::Attribute::ReadOnly);
    tmaMaps_.push_back(arg);
  }
  if (maps) {
    tmaOk_ = fn_->getArg(static_cast<unsigned>(firstMap + maps));
    tmaOk_->setName("tl_tma_ok");
  }
  allocaBlock_ = llvm::BasicBlock::Create(ctx_, "entry", fn_);
  b_.SetInsertPoint(allocaBlock_);

  // Bind the parameters' variables.
  size_t i = 0;
  for (const auto& p : f_->params) {
    llvm::Argument* arg = fn_->getArg(static_cast<unsigned>(i++));
    if (p.buffer) {
      bufs_[p.buffer.get()] = Slot{arg, memType(p.buffer->dtype, p.buffer->loc), p.buffer->dtype};
      if (p.var)
        vars_[p.var.get()] = arg;
    } else {
      llvm::Value* v = arg;
      if (p.var->dtype.isBool())
        v = b_.CreateICmpNE(v, llvm::ConstantInt::get(v->getType(), 0), p.var->name);
      vars_[p.var.get()] = v;
    }
  }
  for (const auto& d : f_->dynamicDims)
    vars_[d.get()] = fn_->getArg(static_cast<unsigned>(i++));
}

void KernelCodegen::annotate() {
  // The kernel mark and the exact block shape (.reqntid): every launcher
  // (tilert, the host objects' launchers, the GPU tests) launches exactly
  // KernelInfo::threads, which is also what the thread-index ranges below
  // rely on. ptxas bounds registers by their product, as __launch_bounds__.
  llvm::NamedMDNode* ann = m_.getOrInsertNamedMetadata("nvvm.annotations");
  auto entry = [&](const char* key, int64_t v) {
    llvm::Metadata* ops[] = {llvm::ValueAsMetadata::get(fn_), llvm::MDString::get(ctx_, key),
                             llvm::ConstantAsMetadata::get(b_.getInt32(static_cast<uint32_t>(v)))};
    ann->addOperand(llvm::MDNode::get(ctx_, ops));
  };
  entry("kernel", 1);
  // __grid_constant__ tensor maps: the NVPTX back end takes their address
  // in the parameter space (cvta.param) instead of copying them to local
  // memory, where TMA could not read them. Argument numbers count from 1.
  if (!tmaMaps_.empty()) {
    std::vector<llvm::Metadata*> args;
    for (llvm::Value* a : tmaMaps_)
      args.push_back(llvm::ConstantAsMetadata::get(b_.getInt32(llvm::cast<llvm::Argument>(a)->getArgNo() + 1)));
    llvm::Metadata* ops[] = {llvm::ValueAsMetadata::get(fn_), llvm::MDString::get(ctx_, "grid_constant"),
                             llvm::MDNode::get(ctx_, args)};
    ann->addOperand(llvm::MDNode::get(ctx_, ops));
  }
  static const char* keys[] = {"reqntidx", "reqntidy", "reqntidz"};
  for (size_t a = 0; a < 3; ++a)
    entry(keys[a], a < f_->threads.size() ? f_->threads[a] : 1);
  // min_blocks_per_sm (.minnctapersm): ptxas keeps registers within what
  // that many blocks leave each thread, as __launch_bounds__'s second value.
  if (int64_t n = ir::minBlocksPerSM(*f_); n > 1)
    entry("minctasm", n);
}

llvm::Value* KernelCodegen::threadIndex(int axis) {
  static const llvm::Intrinsic::ID ids[] = {llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
                                            llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
                                            llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z};
  static const char* names[] = {"tid.x", "tid.y", "tid.z"};
  llvm::CallInst* c = b_.CreateIntrinsic(ids[axis], {}, {}, nullptr, names[axis]);
  // The launch shape is exact (.reqntid): the index lies below the block's extent.
  int64_t extent = axis < static_cast<int>(f_->threads.size()) ? f_->threads[axis] : 1;
  c->setMetadata(llvm::LLVMContext::MD_range,
                 llvm::MDBuilder(ctx_).createRange(llvm::APInt(32, 0), llvm::APInt(32, static_cast<uint64_t>(extent))));
  return c;
}

llvm::Value* KernelCodegen::blockIndex(int axis) {
  static const llvm::Intrinsic::ID ids[] = {llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                            llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                            llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
  static const char* names[] = {"ctaid.x", "ctaid.y", "ctaid.z"};
  return b_.CreateIntrinsic(ids[axis], {}, {}, nullptr, names[axis]);
}

int64_t KernelCodegen::swizzlePanel(bool* rowOrder) const {
  bool xyUsed = f_->blockVars.size() >= 2 &&
                (usedVars_.count(f_->blockVars[0].get()) || usedVars_.count(f_->blockVars[1].get()));
  std::string error;
  int64_t panel = xyUsed ? cuda::swizzlePanel(*f_, rowOrder, &error) : 0;
  if (!error.empty())
    fail({}, error);
  return panel;
}

void KernelCodegen::rasterize(int64_t panelSize, bool rowOrder, llvm::Value* gx, llvm::Value* gy, llvm::Value*& x,
                              llvm::Value*& y) {
  // T.use_swizzle: the panel rasterization of stdlib/include/tilec/device/
  // raster_map.h (rasterize_panels), on unsigned 32-bit values.
  llvm::Value* linear = b_.CreateAdd(b_.CreateMul(y, gx), x, "raster.linear");
  llvm::Value* across = rowOrder ? gx : gy;
  llvm::Value* along = rowOrder ? gy : gx;
  llvm::Value* panel =
      b_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, b_.getInt32(static_cast<uint32_t>(panelSize)), along);
  llvm::Value* panelBlocks = b_.CreateMul(panel, across);
  llvm::Value* pIdx = b_.CreateUDiv(linear, panelBlocks, "raster.panel");
  llvm::Value* offset = b_.CreateURem(linear, panelBlocks);
  llvm::Value* rest = b_.CreateSub(along, b_.CreateMul(pIdx, panel));
  llvm::Value* height = b_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, rest, panel);
  llvm::Value* a = b_.CreateUDiv(offset, height);
  llvm::Value* bpos = b_.CreateAdd(b_.CreateMul(pIdx, panel), b_.CreateURem(offset, height));
  llvm::Value* odd = b_.CreateICmpNE(b_.CreateAnd(pIdx, b_.getInt32(1)), b_.getInt32(0));
  a = b_.CreateSelect(odd, b_.CreateSub(b_.CreateSub(across, b_.getInt32(1)), a), a, "raster.across");
  x = rowOrder ? a : bpos;
  y = rowOrder ? bpos : a;
}

void KernelCodegen::bindBlockVars(llvm::Value* const (&idx)[3]) {
  for (size_t i = 0; i < f_->blockVars.size(); ++i) {
    const Var& v = f_->blockVars[i];
    if (!v)
      fail({}, "a null block index");
    if (!usedVars_.count(v.get()))
      continue;
    // blockIdx is unsigned; a narrower or wider variable converts as C's
    // `const int bx = blockIdx.x;` does.
    bind(v, convert(idx[i], DataType(DType::UInt32), v->dtype, v->loc));
    vars_[v.get()]->setName(v->name);
  }
}

void KernelCodegen::emitPrologue() {
  if (f_->blockVars.size() > 3)
    fail({}, "more than three block indices");
  if (targetInfo(target_.kind).hasGridDependencyControl) {
    // Before anything reads or writes global memory: the runtime may launch
    // the kernel while the grid before it drains. The marker says so to the
    // runtime (stdlib/include/tilec/device/launch.h, runtime/README.md).
    inlinePtx("griddepcontrol.wait;", {}, "griddepcontrol");
    if (!m_.getNamedGlobal("tilec_programmatic_launch"))
      new llvm::GlobalVariable(m_, b_.getInt32Ty(), /*isConstant=*/false, llvm::GlobalValue::ExternalLinkage,
                               b_.getInt32(1), "tilec_programmatic_launch", nullptr,
                               llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
  }
  if (info_.persistent)
    return; // the block indices are the tile loop's (persistentLoop)
  llvm::Value* idx[3] = {blockIndex(0), blockIndex(1), blockIndex(2)};
  bool rowOrder = true;
  if (int64_t panel = swizzlePanel(&rowOrder)) {
    llvm::Value* gx = b_.CreateIntrinsic(llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_x, {}, {}, nullptr, "nctaid.x");
    llvm::Value* gy = b_.CreateIntrinsic(llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_y, {}, {}, nullptr, "nctaid.y");
    // With clusters the grid of clusters is rasterized and a cluster's
    // blocks stay together (stdlib raster.h's rasterize<..., CX, CY>).
    llvm::Value* cx = b_.getInt32(static_cast<uint32_t>(info_.cluster[0]));
    llvm::Value* cy = b_.getInt32(static_cast<uint32_t>(info_.cluster[1]));
    llvm::Value* rx = b_.CreateURem(idx[0], cx);
    llvm::Value* ry = b_.CreateURem(idx[1], cy);
    idx[0] = b_.CreateUDiv(idx[0], cx);
    idx[1] = b_.CreateUDiv(idx[1], cy);
    rasterize(panel, rowOrder, b_.CreateUDiv(gx, cx), b_.CreateUDiv(gy, cy), idx[0], idx[1]);
    idx[0] = b_.CreateAdd(b_.CreateMul(idx[0], cx), rx);
    idx[1] = b_.CreateAdd(b_.CreateMul(idx[1], cy), ry);
  }
  bindBlockVars(idx);
}

llvm::Function* KernelCodegen::run() {
  if (!f_->body)
    fail({}, "kernel '" + f_->name + "' has no body");
  analyze();
  createFunction();
  annotate();
  emitPrologue();
  stmt(f_->body);
  b_.CreateRetVoid();
  return fn_;
}

} // namespace tilec::backend::nvptx::detail
