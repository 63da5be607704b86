// verify: runs the IR verifier; any finding is a compiler bug, reported as an
// internal error with the location of the node concerned.

#include "tilec/ir/Verifier.h"
#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

namespace {
class VerifyPass : public Pass {
public:
  std::string_view name() const override { return "verify"; }
  bool run(ir::Module& m, PassContext& ctx) override {
    auto problems = ir::verify(m);
    if (problems.empty())
      return true;
    if (ctx.diags) {
      ctx.diags->error({}, "internal compiler error: the IR is malformed; please report this with the input file");
      ir::reportProblems(problems, *ctx.diags);
    }
    return false;
  }
};
} // namespace

std::unique_ptr<Pass> createVerifyPass() { return std::make_unique<VerifyPass>(); }

} // namespace tilec::opt
