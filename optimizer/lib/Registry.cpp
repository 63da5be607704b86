#include "tilec/optimizer/Pass.h"

namespace tilec::opt {

#define TILEC_PASS(Class, name, desc) std::unique_ptr<Pass> create##Class();
#include "tilec/optimizer/Passes.def"

const std::vector<PassInfo>& allPasses() {
  static const std::vector<PassInfo> passes = {
#define TILEC_PASS(Class, name, desc) {name, desc, &create##Class},
#include "tilec/optimizer/Passes.def"
  };
  return passes;
}

const PassInfo* findPass(std::string_view name) {
  for (const auto& p : allPasses())
    if (p.name == name)
      return &p;
  return nullptr;
}

} // namespace tilec::opt
