#pragma once
// One run of the front end over the text of an open document: parse (with
// its imports, read from disk relative to the document's path), semantic
// analysis with SemaOptions::symbols, and everything the editor features read
// afterwards. Never throws: a failure inside the front end is recorded.

#include "tilec/basic/Diagnostics.h"
#include "tilec/basic/Target.h"
#include "tilec/frontend/Compilation.h"
#include "tilec/lsp/Positions.h"

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tilec::lsp {

/// Front-end settings for every document (from `tilec lsp -I/-D/...`).
struct AnalysisOptions {
  std::vector<std::string> includeDirs;
  std::vector<std::pair<std::string, std::string>> defines;
  unsigned errorLimit = 20; // as tilec's default
  /// The target whose lowering decides fragment layouts (`--target`).
  TargetKind target = TargetKind::SM90A;
};

/// What layout inference decided for one fragment buffer of one exported
/// instantiation (a macro called twice gives two entries with one decl).
struct FragmentLayoutInfo {
  std::string instance; // the exported symbol
  std::string buffer;   // the buffer's name in the IR
  SourceRange decl;     // the allocation call
  std::string layout;   // Fragment::str()
  std::string threadMap; // renderThreadMap, clipped
};

struct Analysis {
  std::string path; // the document's path (for imports and for messages)
  std::vector<std::string> includeDirs; // -I, where imports are looked for after the document's directory
  std::unique_ptr<SourceManager> sm;
  std::unique_ptr<DiagnosticEngine> diags;
  std::unique_ptr<Compilation> comp;
  uint32_t mainFile = 0;                 // the document's file id in sm
  std::vector<sema::SymbolUse> symbols;  // every resolved name, all instances
  std::vector<Diagnostic> diagnostics;   // in the order the engine emitted them
  LineTable lines;                       // of the document's text
  bool parsed = false;                   // the document and its imports parsed
  bool checked = false;                  // semantic analysis ran without errors
  bool layoutsInferred = false;          // the tile-level passes and layout inference ran without errors
  std::vector<FragmentLayoutInfo> fragmentLayouts;
  std::string failure;                   // an exception that escaped the front end

  /// The document's AST, or null when it did not parse.
  const ast::Module* mainModule() const;
  /// Line tables of the other files read (imports), built on first use.
  const LineTable& linesOf(uint32_t file) const;
  /// The text of a source range in the document ("" when it is elsewhere).
  std::string_view textOf(const SourceRange& r) const;

private:
  mutable std::map<uint32_t, LineTable> otherLines_;
};

/// The symbol uses recorded in the document whose name covers `offset`: the
/// innermost such range, once per instantiation (and macro call) that
/// recorded it. Empty when there is none.
std::vector<const sema::SymbolUse*> symbolsAt(const Analysis& a, size_t offset);

/// A definition's range narrowed to the name (a parameter's definition is the
/// whole `name: annotation = default`).
SourceRange nameRangeOf(const Analysis& a, const SourceRange& def, const std::string& name);

/// The layouts inferred for the fragment allocated at the definition `def`
/// of `name` in `instance` (the allocation call on the definition's line).
std::vector<const FragmentLayoutInfo*> fragmentLayoutsOf(const Analysis& a, const std::string& instance,
                                                         const SourceRange& def, const std::string& name);

/// Runs the front end on `text` as if it were the file at `path` (which need
/// not exist: imports are looked for next to it), builds the IR and runs the
/// tile-level passes and layout inference of the target, so that layout
/// conflicts are diagnostics too and fragments have layouts to show. Runs on
/// a thread with a large stack, like the driver, so deep nesting in
/// half-typed text is harmless.
std::unique_ptr<Analysis> analyze(const std::string& path, const std::string& text, const AnalysisOptions& opts);

} // namespace tilec::lsp
