// Which tile a block runs, as both code generation routes read it off the
// kernel: T.use_swizzle's panel rasterization and the persistent tile loop
// (T.Kernel(..., persistent=True)).

#include "tilec/backend/cuda/CodegenCUDA.h"
#include "tilec/ir/Ops.h"
#include "tilec/ir/Visitor.h"

namespace tilec::backend::cuda {

int64_t swizzlePanel(const ir::PrimFuncNode& f, bool* rowOrder, std::string* error) {
  auto panel = f.attrs.find("use_swizzle.panel_size");
  if (panel == f.attrs.end())
    return 0;
  const int64_t* p = std::get_if<int64_t>(&panel->second);
  if (!p || *p <= 0) {
    *error = "use_swizzle.panel_size must be a positive integer";
    return 0;
  }
  *rowOrder = true;
  auto o = f.attrs.find("use_swizzle.order");
  if (o != f.attrs.end()) {
    const std::string* s = std::get_if<std::string>(&o->second);
    if (!s || (*s != "row" && *s != "col")) {
      *error = "use_swizzle.order must be \"row\" or \"col\"";
      return 0;
    }
    *rowOrder = *s == "row";
  }
  return *p;
}

const ir::ForNode* persistentTileLoop(const ir::PrimFuncNode& f, std::string* error) {
  struct Find : ir::StmtVisitor {
    std::vector<const ir::ForNode*> loops;
    int depth = 0;
    bool nested = false;
    void visitFor(const ir::ForNode* n) override {
      bool mine = n->annotations.count("persistent") != 0;
      if (mine) {
        loops.push_back(n);
        nested = nested || depth > 0;
        ++depth;
      }
      ir::StmtVisitor::visitFor(n);
      if (mine)
        --depth;
    }
  } find;
  find.visitStmt(f.body);
  if (find.loops.empty())
    return nullptr;
  // The warp-specialize pass copies the loop once per role, one after the
  // other: several loops are fine, one inside another is not.
  auto min = ir::asConstInt(find.loops[0]->min);
  if (find.nested || !min || *min != 0) {
    if (error)
      *error = "a persistent tile loop must start at 0 and not be nested in another";
    return nullptr;
  }
  if (f.grid.empty() || f.grid.size() > 3) {
    if (error)
      *error = "a persistent kernel needs 1 to 3 grid extents";
    return nullptr;
  }
  return find.loops[0];
}

std::array<int64_t, 3> launchClusterDims(const ir::PrimFuncNode& f) {
  auto c = ir::clusterDims(f);
  if (persistentTileLoop(f, nullptr))
    return {c[0] * c[1] * c[2], 1, 1};
  return c;
}

} // namespace tilec::backend::cuda
