#include "tilec/lsp/Analysis.h"

#include "tilec/basic/LargeStack.h"

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
      if (raw->parsed)
        raw->checked = raw->comp->check();
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
