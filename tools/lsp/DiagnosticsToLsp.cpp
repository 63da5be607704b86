#include "tilec/lsp/DiagnosticsToLsp.h"

#include "tilec/lsp/Protocol.h"
#include "tilec/lsp/Uri.h"

#include <algorithm>
#include <filesystem>

namespace tilec::lsp {

namespace {

namespace fs = std::filesystem;

std::string canonicalPath(const std::string& p) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(fs::path(p), ec);
  return ec ? p : c.string();
}

/// Where a diagnostic in another file shows in the document: on the import of
/// that file if the document imports it directly, else on the first import
/// (the file is imported through it, or through a later one), else at the
/// start of the text.
SourceRange importAnchor(const Analysis& a, uint32_t file) {
  const ast::Module* m = a.mainModule();
  if (!m)
    return {};
  std::string target = canonicalPath(a.sm->path(file));
  fs::path dir = fs::path(a.path).parent_path();
  SourceRange first;
  for (const auto& item : m->items) {
    auto* imp = ast::dyn<ast::ImportDecl>(item.get());
    if (!imp)
      continue;
    if (!first.valid())
      first = imp->pathRange;
    fs::path p(imp->path);
    if (canonicalPath((p.is_absolute() ? p : dir / p).string()) == target)
      return imp->pathRange;
  }
  return first;
}

const char* severityWord(Severity s) {
  switch (s) {
  case Severity::Note: return "note";
  case Severity::Warning: return "warning";
  case Severity::Error: return "error";
  }
  return "error";
}

} // namespace

Range toLspRange(const Analysis& a, const SourceRange& r) {
  if (!r.valid())
    return {};
  const LineTable& lines = a.linesOf(r.begin.file);
  size_t b = r.begin.offset;
  size_t e = r.end.file == r.begin.file ? r.end.offset : b;
  if (e < b)
    e = b;
  return lines.range(b, e);
}

llvm::json::Value toLspLocation(const Analysis& a, const SourceRange& r, const std::string& docUri) {
  std::string uri = docUri;
  if (r.valid() && r.begin.file != a.mainFile && r.begin.file <= a.sm->fileCount())
    uri = pathToUri(a.sm->path(r.begin.file));
  return llvm::json::Object{{"uri", jsonText(uri)}, {"range", toJSON(toLspRange(a, r))}};
}

int lspSeverity(Severity s) {
  switch (s) {
  case Severity::Error: return 1;
  case Severity::Warning: return 2;
  case Severity::Note: return 3;
  }
  return 1;
}

llvm::json::Array toLspDiagnostics(const Analysis& a, const std::string& docUri) {
  // tilec reports an error once per instantiation, each followed by a note
  // on its own that names the instantiation. An editor shows one squiggle per
  // place: identical diagnostics are merged, and a note on its own becomes
  // relatedInformation of the diagnostic before it.
  struct Entry {
    std::string key; // severity, range and message
    Range range;
    Severity severity;
    std::string message;
    llvm::json::Array related;
    std::vector<std::string> relatedKeys;
  };
  std::vector<Entry> entries;
  constexpr size_t kNone = ~size_t(0);
  size_t last = kNone; // index in entries (pointers would dangle as it grows)
  auto addRelated = [&](Entry& e, llvm::json::Value location, const std::string& message) {
    std::string key = toText(location) + message;
    if (std::find(e.relatedKeys.begin(), e.relatedKeys.end(), key) != e.relatedKeys.end())
      return;
    e.relatedKeys.push_back(key);
    e.related.push_back(llvm::json::Object{{"location", std::move(location)}, {"message", jsonText(message)}});
  };
  auto here = [&](const Entry& e) { return llvm::json::Object{{"uri", jsonText(docUri)}, {"range", toJSON(e.range)}}; };

  for (const Diagnostic& d : a.diagnostics) {
    bool elsewhere = d.range.valid() && d.range.begin.file != a.mainFile;
    if (d.severity == Severity::Note && last != kNone) {
      Entry& prev = entries[last];
      addRelated(prev, d.range.valid() ? toLspLocation(a, d.range, docUri) : here(prev), d.message);
      continue;
    }
    if (elsewhere && d.severity == Severity::Note)
      continue; // a note on its own about another file says nothing here
    Entry e;
    e.severity = d.severity;
    e.message = d.message;
    e.range = toLspRange(a, d.range);
    if (elsewhere) {
      LineCol lc = a.sm->lineCol(d.range.begin);
      std::string where = a.sm->path(d.range.begin.file) + ":" + std::to_string(lc.line) + ":" + std::to_string(lc.col);
      e.message = "in imported file " + where + ": " + std::string(severityWord(d.severity)) + ": " + d.message;
      e.range = toLspRange(a, importAnchor(a, d.range.begin.file));
    }
    e.key = std::to_string(static_cast<int>(e.severity)) + "|" + toText(toJSON(e.range)) + "|" + e.message;
    auto same = std::find_if(entries.begin(), entries.end(), [&](const Entry& x) { return x.key == e.key; });
    if (same == entries.end()) {
      entries.push_back(std::move(e));
      same = entries.end() - 1;
    }
    last = static_cast<size_t>(same - entries.begin());
    Entry& cur = entries[last];
    if (elsewhere)
      addRelated(cur, toLspLocation(a, d.range, docUri), d.message);
    // A note without a place of its own points at the diagnostic's.
    for (const DiagNote& n : d.notes)
      addRelated(cur, n.range.valid() ? toLspLocation(a, n.range, docUri) : here(cur), n.message);
  }

  llvm::json::Array out;
  for (Entry& e : entries) {
    llvm::json::Object o{{"range", toJSON(e.range)},
                         {"severity", lspSeverity(e.severity)},
                         {"source", "tilec"},
                         {"message", jsonText(e.message)}};
    if (!e.related.empty())
      o["relatedInformation"] = std::move(e.related);
    out.push_back(std::move(o));
  }
  if (!a.failure.empty())
    out.push_back(llvm::json::Object{{"range", toJSON(Range{})},
                                     {"severity", 1},
                                     {"source", "tilec"},
                                     {"message", jsonText("internal error in tilec's front end: " + a.failure)}});
  return out;
}

} // namespace tilec::lsp
