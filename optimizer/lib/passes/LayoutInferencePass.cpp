// layout-inference: runs layout inference (optimizer/LayoutInference.h) and
// records each fragment's layout on its buffer, so that the printed IR
// shows it (`# layout: Fragment(...)` after the allocation). lower-tile-ops
// runs the same inference itself; this pass is for reading and testing it.

#include "tilec/ir/Visitor.h"
#include "tilec/optimizer/LayoutInference.h"

namespace tilec::opt {

namespace {

using namespace ir;

class AttachLayouts : public StmtMutator {
public:
  explicit AttachLayouts(const LayoutMap& m) : m_(m) {}

protected:
  Buffer mutateBuffer(const Buffer& b) override {
    auto done = out_.find(b.get());
    if (done != out_.end())
      return done->second;
    auto it = m_.fragments.find(b.get());
    if (it == m_.fragments.end())
      return b;
    auto copy = std::make_shared<BufferNode>(*b);
    copy->layout = it->second;
    out_.emplace(b.get(), copy);
    return copy;
  }

private:
  const LayoutMap& m_;
  std::unordered_map<const BufferNode*, Buffer> out_;
};

class LayoutInferencePass : public Pass {
public:
  std::string_view name() const override { return "layout-inference"; }
  bool run(Module& m, PassContext& ctx) override {
    bool ok = true;
    rewriteBodies(m, [&](const PrimFunc& f) {
      try {
        auto layouts = inferLayouts(f, ctx);
        if (!layouts) {
          ok = false;
          return f->body;
        }
        return AttachLayouts(*layouts).mutateStmt(f->body);
      } catch (const std::exception& e) {
        if (ctx.diags)
          ctx.diags->error(f->loc, std::string("internal compiler error in layout-inference: ") + e.what() +
                                       "; please report this with the input file");
        ok = false;
        return f->body;
      }
    });
    return ok;
  }
};

} // namespace

std::unique_ptr<Pass> createLayoutInferencePass() { return std::make_unique<LayoutInferencePass>(); }

} // namespace tilec::opt
