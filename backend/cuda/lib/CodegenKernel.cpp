// The CUDA C generator, kernel structure: what the kernel writes and where
// its shared buffers live (analyze), the signature with its launch bounds and
// cluster shape, the block indices (T.use_swizzle's rasterization) and the
// persistent tile loop.
#include "CodegenImpl.h"

#include "tilec/ir/Function.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Printer.h"
#include "tilec/ir/Visitor.h"

#include <algorithm>
#include <unordered_set>

namespace tilec::backend::cuda {

using namespace tilec::ir;

namespace detail {

// ---------------------------------------------------------------- kernel structure

void FunctionCodegen::analyze() {
  std::string error;
  SourceRange errorLoc;
  auto scan = scanKernel(*f_, &error, &errorLoc);
  if (!scan)
    fail(errorLoc, error);
  written_ = std::move(scan->written);
  orderedAtomics_ = scan->orderedAtomics;
  usedVars_ = std::move(scan->usedVars);
  smemOffsets_ = std::move(scan->sharedOffsets);
  info_.dynamicSharedBytes = scan->dynamicSharedBytes;
  std::string persistentError;
  persistent_ = persistentTileLoop(*f_, &persistentError) != nullptr;
  if (!persistentError.empty())
    fail({}, persistentError);
  info_.persistent = persistent_;
  usesDynamicSmem_ = !smemOffsets_.empty();
}

void FunctionCodegen::emitSignature(std::ostringstream& os) {
  std::vector<std::string> params;
  for (const auto& p : f_->params) {
    KernelParam kp;
    if (p.buffer) {
      if (p.buffer->scope != MemoryScope::Global)
        fail(p.buffer->loc, "tensor parameter '" + p.buffer->name + "' is not in global memory");
      bool isConst = !written_.count(p.buffer.get());
      std::string name = defineBuffer(p.buffer, isConst);
      if (p.var)
        vars_[p.var.get()] = name;
      kp.name = name;
      kp.isPointer = true;
      kp.isConst = isConst;
      kp.ctype = (isConst ? "const " : "") + cudaTypeName(p.buffer->dtype) + (orderedAtomics_ ? "*" : "* __restrict__");
    } else if (p.var) {
      kp.name = defineVar(p.var);
      kp.ctype = cudaTypeName(p.var->dtype);
    } else {
      fail({}, "a parameter with neither a tensor nor a scalar");
    }
    params.push_back(kp.ctype + " " + kp.name);
    info_.params.push_back(kp);
  }
  for (const auto& d : f_->dynamicDims) {
    KernelParam kp;
    kp.name = defineVar(d);
    kp.ctype = cudaTypeName(d->dtype);
    kp.isDynamicDim = true;
    params.push_back(kp.ctype + " " + kp.name);
    info_.params.push_back(kp);
  }
  // TMA tensor maps (inject-software-pipeline's "tma_descriptors") are
  // passed by value as __grid_constant__ parameters, then the flag.
  std::string tmaError;
  for (KernelParam& kp : tmaKernelParams(*f_, &tmaError)) {
    params.push_back(kp.ctype + " " + kp.name);
    info_.params.push_back(std::move(kp));
  }
  if (!tmaError.empty())
    fail({}, tmaError);
  info_.threads = f_->threads;
  info_.threadsPerBlock = 1;
  for (int64_t t : f_->threads)
    info_.threadsPerBlock *= t;

  // A comment with the launch, then the declaration.
  os << "// " << info_.name << ": grid (";
  for (size_t i = 0; i < f_->grid.size(); ++i)
    os << (i ? ", " : "") << (f_->grid[i] ? printExpr(f_->grid[i]) : "?");
  os << "), block (";
  for (size_t i = 0; i < f_->threads.size(); ++i)
    os << (i ? ", " : "") << f_->threads[i];
  os << ")";
  if (info_.dynamicSharedBytes)
    os << ", " << info_.dynamicSharedBytes << " bytes of dynamic shared memory";
  os << "\n";
  std::string cluster;
  auto c = cuda::launchClusterDims(*f_);
  std::copy(c.begin(), c.end(), info_.cluster);
  if (c[0] * c[1] * c[2] > 1)
    cluster = "__cluster_dims__(" + std::to_string(c[0]) + ", " + std::to_string(c[1]) + ", " + std::to_string(c[2]) +
              ") ";
  // min_blocks_per_sm: ptxas keeps registers within what that many blocks
  // leave each thread.
  int64_t minBlocks = ir::minBlocksPerSM(*f_);
  std::string bounds = std::to_string(info_.threadsPerBlock) + (minBlocks > 1 ? ", " + std::to_string(minBlocks) : "");
  os << "extern \"C\" __global__ void __launch_bounds__(" << bounds << ") " << cluster << info_.name << "(";
  for (size_t i = 0; i < params.size(); ++i)
    os << (i ? ", " : "") << params[i];
  os << ") {\n";
}

int64_t FunctionCodegen::swizzlePanel(bool* rowOrder) const {
  bool xyUsed = f_->blockVars.size() >= 2 &&
                (usedVars_.count(f_->blockVars[0].get()) || usedVars_.count(f_->blockVars[1].get()));
  std::string error;
  int64_t panel = xyUsed ? cuda::swizzlePanel(*f_, rowOrder, &error) : 0;
  if (!error.empty())
    fail({}, error);
  return panel;
}

void FunctionCodegen::defineBlockVars(const std::string& xy, const std::string& z) {
  static const char* axes[] = {"x", "y", "z"};
  for (size_t i = 0; i < f_->blockVars.size(); ++i) {
    const Var& v = f_->blockVars[i];
    if (!v)
      fail({}, "a null block index");
    if (!usedVars_.count(v.get()))
      continue; // an unused block index would only draw a compiler warning
    std::string name = defineVar(v);
    line("const " + cudaTypeName(v->dtype) + " " + name + " = " + (i < 2 ? xy : z) + axes[i] + ";");
  }
}

void FunctionCodegen::emitPrologue() {
  if (usesDynamicSmem_)
    line("extern __shared__ __align__(128) unsigned char tl_smem[];");
  // Before anything reads or writes global memory: the runtime may launch
  // the kernel while the grid before it drains (tilec/device/launch.h).
  line("tl::grid_dependency_wait();");
  if (f_->blockVars.size() > 3)
    fail({}, "more than three block indices");
  if (persistent_)
    return; // the block indices are the tile loop's (persistentLoop)
  bool rowOrder = true;
  if (int64_t panel = swizzlePanel(&rowOrder)) {
    auto c = ir::clusterDims(*f_);
    std::string clusterArgs = c[0] * c[1] > 1 ? ", " + std::to_string(c[0]) + ", " + std::to_string(c[1]) : "";
    line(std::string("const uint2 tl_block = tl::rasterize_") + (rowOrder ? "row" : "col") + "<" +
         std::to_string(panel) + clusterArgs + ">(); // T.use_swizzle");
    defineBlockVars("tl_block.", "blockIdx.");
  } else {
    defineBlockVars("blockIdx.", "blockIdx.");
  }
}

void FunctionCodegen::persistentLoop(const ForNode* n) {
  // Iteration `it` of this block runs tile tl::persistent_tile(it,
  // blockIdx.x, gridDim.x) of the logical grid (rounds of gridDim.x tiles,
  // walked in alternating directions); the launcher sizes the 1-D grid to
  // the device. With clusters, cluster blockIdx.x / S (S blocks each) runs
  // the logical clusters alike, its rank picking the block.
  CExpr ext = expr(n->extent);
  std::string var = defineVar(n->var);
  std::string gx = wrap(expr(f_->grid[0]), kAdd + 1);
  std::string gy = f_->grid.size() > 1 ? wrap(expr(f_->grid[1]), kAdd + 1) : "1";
  std::string tiles = names_.unique("tile_count");
  flushPending();
  line("const int " + tiles + " = " + ext.text + ";");
  bool rowOrder = true;
  int64_t panel = swizzlePanel(&rowOrder);
  std::string tile = names_.unique("tile_pos");
  std::string order = std::to_string(panel) + ", " + (rowOrder ? "true" : "false");
  std::string comment = panel ? " // T.use_swizzle" : "";
  auto c = ir::clusterDims(*f_);
  if (int64_t S = c[0] * c[1]; S > 1) {
    std::string s = std::to_string(S);
    std::string linear = "tl::persistent_tile(" + var + ", blockIdx.x / " + s + ", gridDim.x / " + s + ")";
    open("for (int " + var + " = 0; int(" + linear + ") < " + tiles + " / " + s + "; ++" + var + ")");
    line("const uint3 " + tile + " = tl::cluster_tile_position<" + order + ", " + std::to_string(c[0]) + ", " +
         std::to_string(c[1]) + ">(" + linear + ", " + gx + ", " + gy + ", blockIdx.x % " + s + ");" + comment);
  } else {
    std::string linear = "tl::persistent_tile(" + var + ", blockIdx.x, gridDim.x)";
    open("for (int " + var + " = 0; int(" + linear + ") < " + tiles + "; ++" + var + ")");
    line("const uint3 " + tile + " = tl::tile_position<" + order + ">(" + linear + ", " + gx + ", " + gy + ");" +
         comment);
  }
  defineBlockVars(tile + ".", tile + ".");
  stmt(n->body);
  close();
}

std::string FunctionCodegen::run() {
  if (!f_->body)
    fail({}, "kernel '" + f_->name + "' has no body");
  analyze();
  std::ostringstream head;
  emitSignature(head);
  indent_ = 1;
  emitPrologue();
  stmt(f_->body);
  flushPending();
  return head.str() + out_.str() + "}\n";
}

} // namespace detail

} // namespace tilec::backend::cuda
