#include "tilec/basic/Diagnostics.h"

#include <algorithm>
#include <ostream>
#include <sstream>

namespace tilec {

DiagBuilder::~DiagBuilder() {
  if (eng_)
    eng_->emit(std::move(d_));
}

void DiagnosticEngine::emit(Diagnostic d) {
  if (d.severity == Severity::Warning && werror_)
    d.severity = Severity::Error;
  if (limitReached())
    return;
  if (d.severity == Severity::Error)
    ++errors_;
  else if (d.severity == Severity::Warning)
    ++warnings_;
  all_.push_back(d);
  if (consumer_)
    consumer_->handle(d, sm_);
  if (limitReached() && !limitNoted_) {
    limitNoted_ = true;
    Diagnostic n;
    n.severity = Severity::Note;
    n.message = "too many errors emitted, stopping now (raise the limit with -ferror-limit=N)";
    if (consumer_)
      consumer_->handle(n, sm_);
  }
}

void DiagnosticEngine::finish() {
  if (consumer_)
    consumer_->finish();
}

static const char* severityName(Severity s) {
  switch (s) {
  case Severity::Note: return "note";
  case Severity::Warning: return "warning";
  case Severity::Error: return "error";
  }
  return "error";
}

void TextDiagnosticConsumer::render(Severity sev, const SourceRange& r, const std::string& msg,
                                    const SourceManager& sm) {
  const char* bold = color_ ? "\033[1m" : "";
  const char* reset = color_ ? "\033[0m" : "";
  const char* sevColor = !color_ ? "" : sev == Severity::Error ? "\033[1;31m" : sev == Severity::Warning ? "\033[1;35m" : "\033[1;36m";
  if (!r.valid()) {
    os_ << bold << "tilec: " << reset << sevColor << severityName(sev) << ": " << reset << bold << msg << reset << "\n";
    return;
  }
  LineCol b = sm.lineCol(r.begin);
  os_ << bold << sm.path(r.begin.file) << ":" << b.line << ":" << b.col << ": " << reset << sevColor
      << severityName(sev) << ": " << reset << bold << msg << reset << "\n";
  std::string_view line = sm.lineText(r.begin.file, b.line);
  std::string lineNo = std::to_string(b.line);
  std::string gutter(lineNo.size(), ' ');
  os_ << " " << lineNo << " | ";
  for (char c : line)
    os_ << (c == '\t' ? ' ' : c);
  os_ << "\n " << gutter << " | ";
  // Underline the range where it stays on the first line; caret at its start.
  uint32_t startCol = b.col;
  uint32_t endCol = startCol + 1;
  if (r.end.valid() && r.end.file == r.begin.file) {
    LineCol e = sm.lineCol(r.end);
    endCol = e.line == b.line ? std::max(e.col, startCol + 1) : static_cast<uint32_t>(line.size()) + 1;
  }
  endCol = std::min<uint32_t>(endCol, static_cast<uint32_t>(line.size()) + 2);
  std::string marks(startCol > 0 ? startCol - 1 : 0, ' ');
  marks += '^';
  for (uint32_t c = startCol + 1; c < endCol; ++c)
    marks += '~';
  os_ << (color_ ? "\033[1;32m" : "") << marks << reset << "\n";
}

void TextDiagnosticConsumer::handle(const Diagnostic& d, const SourceManager& sm) {
  render(d.severity, d.range, d.message, sm);
  for (const auto& n : d.notes)
    render(Severity::Note, n.range, n.message, sm);
  os_.flush();
}

std::string jsonEscape(const std::string& s) {
  std::string out;
  out.reserve(s.size() + 2);
  for (unsigned char c : s) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default:
      if (c < 0x20) {
        char buf[8];
        snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
  }
  return out;
}

static std::string jsonLocation(const SourceRange& r, const SourceManager& sm) {
  std::ostringstream os;
  if (!r.valid()) {
    os << "\"file\":null,\"line\":0,\"column\":0,\"endLine\":0,\"endColumn\":0";
    return os.str();
  }
  LineCol b = sm.lineCol(r.begin);
  LineCol e = r.end.valid() ? sm.lineCol(r.end) : b;
  if (e.line < b.line || (e.line == b.line && e.col < b.col))
    e = b;
  os << "\"file\":\"" << jsonEscape(sm.path(r.begin.file)) << "\",\"line\":" << b.line << ",\"column\":" << b.col
     << ",\"endLine\":" << e.line << ",\"endColumn\":" << e.col;
  return os.str();
}

void JsonDiagnosticConsumer::handle(const Diagnostic& d, const SourceManager& sm) {
  std::ostringstream os;
  os << "{" << jsonLocation(d.range, sm) << ",\"severity\":\"" << severityName(d.severity) << "\",\"message\":\""
     << jsonEscape(d.message) << "\",\"notes\":[";
  for (size_t i = 0; i < d.notes.size(); ++i) {
    if (i)
      os << ",";
    os << "{" << jsonLocation(d.notes[i].range, sm) << ",\"message\":\"" << jsonEscape(d.notes[i].message) << "\"}";
  }
  os << "]}";
  items_.push_back(os.str());
}

void JsonDiagnosticConsumer::finish() {
  os_ << "[";
  for (size_t i = 0; i < items_.size(); ++i)
    os_ << (i ? ",\n " : "") << items_[i];
  os_ << "]\n";
  os_.flush();
  items_.clear();
}

} // namespace tilec
