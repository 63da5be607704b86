#pragma once
// The diagnostic engine: every user mistake reaches the user through here as a
// located message (file:line:col, source line, caret and underline), with
// notes that point at related lines. Rendering is left to a consumer so the
// command line, JSON output and the language server share one engine.

#include "tilec/basic/SourceManager.h"

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace tilec {

enum class Severity { Note, Warning, Error };

struct DiagNote {
  SourceRange range;
  std::string message;
};

struct Diagnostic {
  Severity severity = Severity::Error;
  SourceRange range;
  std::string message;
  std::vector<DiagNote> notes;
};

class DiagnosticConsumer {
public:
  virtual ~DiagnosticConsumer() = default;
  virtual void handle(const Diagnostic& d, const SourceManager& sm) = 0;
  /// Called once when the compilation is over (JSON closes its array here).
  virtual void finish() {}
};

/// Renders diagnostics the way compilers do:
///   file:3:9: error: message
///       3 | T.copy(A, B)
///         |         ^~~
class TextDiagnosticConsumer : public DiagnosticConsumer {
public:
  explicit TextDiagnosticConsumer(std::ostream& os, bool color = false) : os_(os), color_(color) {}
  void handle(const Diagnostic& d, const SourceManager& sm) override;

private:
  void render(Severity sev, const SourceRange& r, const std::string& msg, const SourceManager& sm);
  std::ostream& os_;
  bool color_;
};

/// One JSON array of {file, line, column, endLine, endColumn, severity,
/// message, notes[]} objects, written by finish(); lines and columns 1-based.
class JsonDiagnosticConsumer : public DiagnosticConsumer {
public:
  explicit JsonDiagnosticConsumer(std::ostream& os) : os_(os) {}
  void handle(const Diagnostic& d, const SourceManager& sm) override;
  void finish() override;

private:
  std::ostream& os_;
  std::vector<std::string> items_;
};

std::string jsonEscape(const std::string& s);

class DiagnosticEngine;

/// Returned by DiagnosticEngine::error() and friends; the diagnostic is emitted
/// when the builder goes out of scope, so notes can be chained on.
class DiagBuilder {
public:
  DiagBuilder(DiagnosticEngine* eng, Diagnostic d) : eng_(eng), d_(std::move(d)) {}
  DiagBuilder(DiagBuilder&& o) noexcept : eng_(o.eng_), d_(std::move(o.d_)) { o.eng_ = nullptr; }
  DiagBuilder(const DiagBuilder&) = delete;
  ~DiagBuilder();
  DiagBuilder& note(SourceRange r, std::string msg) {
    d_.notes.push_back({r, std::move(msg)});
    return *this;
  }

private:
  DiagnosticEngine* eng_;
  Diagnostic d_;
};

class DiagnosticEngine {
public:
  explicit DiagnosticEngine(const SourceManager& sm) : sm_(sm) {}

  void setConsumer(DiagnosticConsumer* c) { consumer_ = c; }
  /// Stop reporting after this many errors (0 = no limit).
  void setErrorLimit(unsigned n) { errorLimit_ = n; }
  void setWarningsAsErrors(bool b) { werror_ = b; }

  DiagBuilder error(SourceRange r, std::string msg) { return make(Severity::Error, r, std::move(msg)); }
  DiagBuilder warning(SourceRange r, std::string msg) { return make(Severity::Warning, r, std::move(msg)); }
  /// A note of its own (a remark such as --resource-usage's), not attached
  /// to an error or warning.
  DiagBuilder note(SourceRange r, std::string msg) { return make(Severity::Note, r, std::move(msg)); }

  void emit(Diagnostic d);
  void finish();

  unsigned errorCount() const { return errors_; }
  unsigned warningCount() const { return warnings_; }
  bool hasErrors() const { return errors_ != 0; }
  bool limitReached() const { return errorLimit_ && errors_ >= errorLimit_; }
  /// Every diagnostic emitted so far (kept for tests and the language server).
  const std::vector<Diagnostic>& diagnostics() const { return all_; }
  const SourceManager& sources() const { return sm_; }

private:
  DiagBuilder make(Severity s, SourceRange r, std::string msg) {
    Diagnostic d;
    d.severity = s;
    d.range = r;
    d.message = std::move(msg);
    return DiagBuilder(this, std::move(d));
  }
  const SourceManager& sm_;
  DiagnosticConsumer* consumer_ = nullptr;
  unsigned errors_ = 0, warnings_ = 0, errorLimit_ = 20;
  bool werror_ = false, limitNoted_ = false;
  std::vector<Diagnostic> all_;
};

} // namespace tilec
