#include "tilec/lsp/Analysis.h"

#include "tilec/basic/LargeStack.h"
#include "tilec/ir/IRBuilder.h"
#include "tilec/ir/Visitor.h"
#include "tilec/ir/layout/ThreadMap.h"
#include "tilec/optimizer/LayoutInference.h"
#include "tilec/optimizer/PassManager.h"

#include <algorithm>
#include <exception>

namespace tilec::lsp {

namespace {

/// Keeps every diagnostic the engine hands to its consumer, the "too many
/// errors" note included (DiagnosticEngine::diagnostics() leaves that out).
class Collector : public DiagnosticConsumer {
public:
  explicit Collector(std::vector<Diagnostic>& out) : out_(out) {}
  void handle(const Diagnostic& d, const SourceManager&) override { out_.push_back(d); }

private:
  std::vector<Diagnostic>& out_;
};

/// The fragment buffers allocated in a function.
std::vector<ir::Buffer> fragmentAllocations(const ir::PrimFunc& f) {
  struct Collect : ir::StmtVisitor {
    std::vector<ir::Buffer> out;
    void visitAllocate(const ir::AllocateNode* n) override {
      if (n->buffer->scope == ir::MemoryScope::Fragment)
        out.push_back(n->buffer);
      ir::StmtVisitor::visitAllocate(n);
    }
  } c;
  c.visitStmt(f->body);
  return c.out;
}

/// The passes of the target's pipeline that run before tile ops are lowered
/// (the IR layout inference reads), then layout inference per function.
bool inferFragmentLayouts(Analysis& a, ir::Module& mod, TargetKind target) {
  std::vector<std::string> names = opt::defaultPipeline(target, 2);
  auto lower = std::find(names.begin(), names.end(), "lower-tile-ops");
  if (lower == names.end())
    return false; // a target without GPU lowering has no fragment layouts
  names.erase(lower, names.end());
  opt::PassManager pm;
  pm.addPasses(names);
  opt::PassContext ctx;
  ctx.target = target;
  ctx.diags = a.diags.get();
  if (!pm.run(mod, ctx))
    return false;
  bool ok = true;
  for (const auto& f : mod.funcs) {
    auto layouts = opt::inferLayouts(f, ctx);
    if (!layouts) {
      ok = false;
      continue;
    }
    for (const auto& buf : fragmentAllocations(f)) {
      auto it = layouts->fragments.find(buf.get());
      if (it == layouts->fragments.end())
        continue;
      a.fragmentLayouts.push_back(
          {f->name, buf->name, buf->loc, it->second->str(), ir::renderThreadMap(it->second, 8, 16)});
    }
  }
  return ok;
}

} // namespace

const ast::Module* Analysis::mainModule() const {
  if (!comp)
    return nullptr;
  for (const auto& m : comp->modules())
    if (m && m->file == mainFile)
      return m.get();
  return nullptr;
}

const LineTable& Analysis::linesOf(uint32_t file) const {
  if (file == mainFile)
    return lines;
  auto it = otherLines_.find(file);
  if (it == otherLines_.end()) {
    std::string_view text = file >= 1 && file <= sm->fileCount() ? sm->text(file) : std::string_view{};
    it = otherLines_.emplace(file, LineTable(text)).first;
  }
  return it->second;
}

std::string_view Analysis::textOf(const SourceRange& r) const {
  if (r.begin.file != mainFile || r.end.file != mainFile)
    return {};
  const std::string& t = lines.text();
  size_t b = std::min<size_t>(r.begin.offset, t.size()), e = std::min<size_t>(r.end.offset, t.size());
  return e > b ? std::string_view(t).substr(b, e - b) : std::string_view{};
}

std::vector<const sema::SymbolUse*> symbolsAt(const Analysis& a, size_t offset) {
  // Prefer a range strictly containing the offset; a name that ends right at
  // the offset (the cursor just after it) comes second.
  const sema::SymbolUse* best = nullptr;
  bool bestInside = false;
  for (const auto& s : a.symbols) {
    if (s.use.begin.file != a.mainFile || s.use.end.file != a.mainFile)
      continue;
    uint32_t b = s.use.begin.offset, e = s.use.end.offset;
    if (offset < b || offset > e)
      continue;
    bool inside = offset < e;
    uint32_t width = e - b;
    if (!best || (inside && !bestInside) ||
        (inside == bestInside && width < best->use.end.offset - best->use.begin.offset))
      best = &s, bestInside = inside;
  }
  std::vector<const sema::SymbolUse*> out;
  if (!best)
    return out;
  for (const auto& s : a.symbols)
    if (s.use.begin == best->use.begin && s.use.end == best->use.end)
      out.push_back(&s);
  return out;
}

SourceRange nameRangeOf(const Analysis& a, const SourceRange& def, const std::string& name) {
  if (!def.valid() || def.end.file != def.begin.file || def.begin.file > a.sm->fileCount() || name.empty())
    return def;
  std::string_view t = a.sm->text(def.begin.file);
  size_t b = def.begin.offset, e = def.end.offset;
  if (e <= t.size() && e > b + name.size() && t.substr(b, name.size()) == name) {
    SourceRange r = def;
    r.end.offset = def.begin.offset + static_cast<uint32_t>(name.size());
    return r;
  }
  return def;
}

std::vector<const FragmentLayoutInfo*> fragmentLayoutsOf(const Analysis& a, const std::string& instance,
                                                         const SourceRange& def, const std::string& name) {
  std::vector<const FragmentLayoutInfo*> out;
  if (!def.valid())
    return out;
  uint32_t defLine = a.sm->lineCol(def.begin).line;
  for (const auto& f : a.fragmentLayouts) {
    if (f.instance != instance || f.decl.begin.file != def.begin.file || f.decl.begin.offset < def.end.offset ||
        a.sm->lineCol(f.decl.begin).line != defLine)
      continue;
    // Names made unique in the IR keep the source name as their prefix.
    if (f.buffer.compare(0, name.size(), name) != 0)
      continue;
    if (std::none_of(out.begin(), out.end(), [&](const FragmentLayoutInfo* o) { return o->layout == f.layout; }))
      out.push_back(&f);
  }
  return out;
}

std::unique_ptr<Analysis> analyze(const std::string& path, const std::string& text, const AnalysisOptions& opts) {
  auto a = std::make_unique<Analysis>();
  a->path = path;
  a->includeDirs = opts.includeDirs;
  a->lines = LineTable(text);
  a->sm = std::make_unique<SourceManager>();
  a->diags = std::make_unique<DiagnosticEngine>(*a->sm);
  Analysis* raw = a.get();
  Collector collector(raw->diagnostics);
  raw->diags->setConsumer(&collector);
  raw->diags->setErrorLimit(opts.errorLimit);

  FrontendOptions fo;
  fo.includeDirs = opts.includeDirs;
  fo.sema.defines = opts.defines;
  fo.sema.symbols = &raw->symbols;
  raw->comp = std::make_unique<Compilation>(*raw->sm, *raw->diags, std::move(fo));

  runWithLargeStack([&] {
    try {
      raw->parsed = raw->comp->addBuffer(path, text);
      if (raw->parsed) {
        // Checking builds the IR as it goes (the symbols are recorded once).
        auto mod = ir::buildModule(*raw->comp);
        raw->checked = mod.has_value();
        if (mod)
          raw->layoutsInferred = inferFragmentLayouts(*raw, *mod, opts.target);
      }
    } catch (const std::exception& e) {
      raw->failure = e.what();
    } catch (...) {
      raw->failure = "unknown exception";
    }
  });
  raw->diags->setConsumer(nullptr);
  raw->mainFile = raw->sm->fileCount() >= 1 ? 1 : 0; // the first file of a fresh SourceManager
  if (!raw->failure.empty())
    raw->checked = false;
  return a;
}

} // namespace tilec::lsp
