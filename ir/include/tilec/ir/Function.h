#pragma once
// Kernels (PrimFunc) and the module that holds them.

#include "tilec/ir/Stmt.h"

#include <array>
#include <string>
#include <vector>

namespace tilec::ir {

/// One kernel parameter: a tensor (buffer in global memory) or a scalar.
struct Param {
  Var var;       // the scalar, or the tensor's data pointer (handle)
  Buffer buffer; // set for tensors
};

class PrimFuncNode {
public:
  std::string name; // the exported symbol
  std::vector<Param> params;
  /// Run-time dimensions (unbound int compile-time parameters). Each also
  /// appears in the shapes of tensor params; the launcher passes them.
  std::vector<Var> dynamicDims;
  /// The launch: grid extents (1-3) with the block-index variables bound to
  /// them, and the thread-block extents (1-3).
  std::vector<Expr> grid;
  std::vector<Var> blockVars;
  std::vector<int64_t> threads;
  Stmt body;
  AttrMap attrs;
  SourceRange loc;
  /// The export that instantiated it (the kernel's definition without one):
  /// where reports about one instance point (AssemblerReport.h).
  SourceRange instanceLoc;
};
using PrimFunc = std::shared_ptr<PrimFuncNode>;

/// The thread-block cluster of `f`: its "cluster_dims" attribute (set by
/// T.Kernel(..., cluster=...)), {1, 1, 1} without one. The grid extents are
/// whole multiples of it (the IR builder rounds them up).
std::array<int64_t, 3> clusterDims(const PrimFuncNode& f);

/// The blocks of `f` that must fit on one multiprocessor at once: its
/// "min_blocks_per_sm" attribute (T.Kernel(..., min_blocks_per_sm=n)), 1
/// without one. Register budgets divide by it.
int64_t minBlocksPerSM(const PrimFuncNode& f);

/// The widest wgmma (at most 64, 128 or 256 columns, f32 accumulators) one
/// instruction of `f` may be: ptxas compiles no instruction that needs more
/// registers than a thread has at the kernel's entry (65536 over the
/// block's threads and minBlocksPerSM), whatever setmaxnreg gives it later,
/// and an m64nN wgmma holds N / 2 accumulators plus its operands.
int64_t widestWgmma(const PrimFuncNode& f);

struct Module {
  std::vector<PrimFunc> funcs;
};

} // namespace tilec::ir
