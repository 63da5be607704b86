#pragma once
// The pass interface. A pass rewrites a Module in place (replacing its
// PrimFuncs with new ones; IR nodes themselves are immutable) and reports
// user-facing problems through the diagnostics engine.

#include "tilec/basic/Diagnostics.h"
#include "tilec/basic/Target.h"
#include "tilec/ir/Function.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tilec::opt {

struct PassContext {
  TargetKind target = TargetKind::SM90A;
  int optLevel = 2;
  DiagnosticEngine* diags = nullptr;
  /// The other targets the same IR is compiled for (a fatbin's after the
  /// first): choices that must hold on all of them, such as a shared-memory
  /// size, check these too.
  std::vector<TargetKind> otherTargets;
  const TargetInfo& targetInfo() const { return tilec::targetInfo(target); }
  /// `target` and `otherTargets`.
  std::vector<TargetKind> allTargets() const {
    std::vector<TargetKind> all{target};
    all.insert(all.end(), otherTargets.begin(), otherTargets.end());
    return all;
  }
};

class Pass {
public:
  virtual ~Pass() = default;
  virtual std::string_view name() const = 0;
  /// Returns false when the pass reported an error and compilation must stop.
  virtual bool run(ir::Module& m, PassContext& ctx) = 0;
};

/// Replaces each function's body with rewrite(function); a function whose
/// body comes back unchanged is kept as it is (functions are shared).
template <typename Rewrite> void rewriteBodies(ir::Module& m, Rewrite&& rewrite) {
  for (auto& f : m.funcs) {
    ir::Stmt body = rewrite(f);
    if (body == f->body)
      continue;
    auto copy = std::make_shared<ir::PrimFuncNode>(*f);
    copy->body = body;
    f = copy;
  }
}

struct PassInfo {
  std::string_view name;
  std::string_view description;
  std::unique_ptr<Pass> (*create)();
};

/// Every registered pass, in Passes.def order.
const std::vector<PassInfo>& allPasses();
const PassInfo* findPass(std::string_view name);

} // namespace tilec::opt
