// The lexer of the printed IR form: Python-style logical lines with NEWLINE,
// INDENT and DEDENT tokens; newlines inside brackets are ignored.
#include "tilec/ir/IRParser.h"

#include <cctype>

namespace tilec::ir {

namespace {

class Lexer {
public:
  Lexer(std::string_view text, uint32_t fileId, DiagnosticEngine& diags, std::vector<IRToken>& out)
      : s_(text), file_(fileId), diags_(diags), out_(out) {}

  bool run() {
    if (s_.size() >= (size_t(1) << 31))
      return error(0, 0, "input too large");
    indents_.push_back(0);
    while (pos_ < s_.size() || !atLineStart_) {
      if (atLineStart_ && depth_ == 0) {
        if (!lineStart()) {
          if (!ok_)
            return false;
          break;
        }
        continue;
      }
      if (!token())
        return false;
    }
    if (lineHasTokens_)
      push(IRTokKind::Newline, "", uint32_t(pos_), uint32_t(pos_));
    while (indents_.size() > 1) {
      indents_.pop_back();
      push(IRTokKind::Dedent, "", uint32_t(pos_), uint32_t(pos_));
    }
    push(IRTokKind::End, "", uint32_t(pos_), uint32_t(pos_));
    return true;
  }

private:
  bool error(size_t b, size_t e, const std::string& msg) {
    diags_.error(SourceRange(SourceLoc{file_, uint32_t(b)}, SourceLoc{file_, uint32_t(e)}), msg);
    ok_ = false;
    return false;
  }
  void push(IRTokKind k, std::string text, uint32_t b, uint32_t e) {
    IRToken t;
    t.kind = k;
    t.text = std::move(text);
    t.begin = b;
    t.end = e;
    if (k != IRTokKind::Newline && k != IRTokKind::Indent && k != IRTokKind::Dedent && !lineHasTokens_) {
      t.lineStart = true;
      t.indent = curIndent_;
      lineHasTokens_ = true;
    }
    out_.push_back(std::move(t));
  }

  /// At the start of a physical line outside brackets: measure indentation,
  /// skip blank and comment lines, emit INDENT / DEDENT. Returns false at the
  /// end of the input (or after an error).
  bool lineStart() {
    size_t b = pos_;
    uint32_t col = 0;
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\r' || s_[pos_] == '\f')) {
      if (s_[pos_] == '\t')
        return error(pos_, pos_ + 1, "tab characters are not allowed in indentation");
      if (s_[pos_] == ' ')
        ++col;
      ++pos_;
    }
    if (pos_ >= s_.size()) {
      atLineStart_ = false;
      return false;
    }
    if (s_[pos_] == '\n' || s_[pos_] == '#') {
      while (pos_ < s_.size() && s_[pos_] != '\n')
        ++pos_;
      if (pos_ < s_.size())
        ++pos_;
      if (pos_ >= s_.size()) {
        atLineStart_ = false;
        return false;
      }
      return true;
    }
    atLineStart_ = false;
    lineHasTokens_ = false;
    curIndent_ = col;
    if (col > indents_.back()) {
      indents_.push_back(col);
      push(IRTokKind::Indent, "", uint32_t(b), uint32_t(pos_));
    } else {
      while (col < indents_.back()) {
        indents_.pop_back();
        push(IRTokKind::Dedent, "", uint32_t(pos_), uint32_t(pos_));
      }
      if (col != indents_.back())
        return error(b, pos_, "unindent does not match any outer indentation level");
    }
    return true;
  }

  bool token() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\r' || s_[pos_] == '\f'))
      ++pos_;
    if (pos_ < s_.size() && s_[pos_] == '#')
      while (pos_ < s_.size() && s_[pos_] != '\n')
        ++pos_;
    if (pos_ >= s_.size() || s_[pos_] == '\n') {
      if (pos_ < s_.size())
        ++pos_;
      if (depth_ == 0) {
        if (lineHasTokens_)
          push(IRTokKind::Newline, "", uint32_t(pos_ - 1), uint32_t(pos_ - 1));
        atLineStart_ = true;
        lineHasTokens_ = false;
      } else if (pos_ >= s_.size()) {
        atLineStart_ = true; // unbalanced bracket at the end: let the parser complain
        depth_ = 0;
      }
      return true;
    }
    size_t b = pos_;
    unsigned char c = static_cast<unsigned char>(s_[pos_]);
    if (std::isalpha(c) || c == '_') {
      while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_'))
        ++pos_;
      push(IRTokKind::Name, std::string(s_.substr(b, pos_ - b)), uint32_t(b), uint32_t(pos_));
      return true;
    }
    if (std::isdigit(c))
      return number();
    if (c == '"')
      return string();
    static const char* two[] = {"==", "!=", "<=", ">="};
    for (const char* op : two)
      if (s_.substr(pos_, 2) == op) {
        pos_ += 2;
        push(IRTokKind::Op, op, uint32_t(b), uint32_t(pos_));
        return true;
      }
    if (std::string_view("()[]{},:.=+-*/%<>@").find(char(c)) != std::string_view::npos) {
      if (c == '(' || c == '[' || c == '{')
        ++depth_;
      if ((c == ')' || c == ']' || c == '}') && depth_ > 0)
        --depth_;
      ++pos_;
      push(IRTokKind::Op, std::string(1, char(c)), uint32_t(b), uint32_t(pos_));
      return true;
    }
    return error(b, b + 1, c >= 0x80 ? "unexpected non-ASCII character" : std::string("unexpected character '") + char(c) + "'");
  }

  bool number() {
    size_t b = pos_;
    bool isFloat = false;
    auto digits = [&] {
      size_t d = pos_;
      while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_])))
        ++pos_;
      return pos_ > d;
    };
    digits();
    if (pos_ < s_.size() && s_[pos_] == '.') {
      isFloat = true;
      ++pos_;
      digits();
    }
    if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
      isFloat = true;
      ++pos_;
      if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-'))
        ++pos_;
      if (!digits())
        return error(b, pos_, "malformed number: exponent has no digits");
    }
    if (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_'))
      return error(b, pos_ + 1, "malformed number");
    push(isFloat ? IRTokKind::Float : IRTokKind::Int, std::string(s_.substr(b, pos_ - b)), uint32_t(b), uint32_t(pos_));
    return true;
  }

  bool string() {
    size_t b = pos_++;
    std::string v;
    while (true) {
      if (pos_ >= s_.size() || s_[pos_] == '\n')
        return error(b, pos_, "unterminated string literal");
      char c = s_[pos_++];
      if (c == '"')
        break;
      if (c != '\\') {
        v += c;
        continue;
      }
      if (pos_ >= s_.size())
        return error(b, pos_, "unterminated string literal");
      char e = s_[pos_++];
      switch (e) {
      case '"': v += '"'; break;
      case '\\': v += '\\'; break;
      case 'n': v += '\n'; break;
      case 't': v += '\t'; break;
      case 'r': v += '\r'; break;
      case 'x': {
        auto hex = [](char h) {
          return std::isdigit(static_cast<unsigned char>(h)) ? h - '0'
                 : (h >= 'a' && h <= 'f')                    ? h - 'a' + 10
                 : (h >= 'A' && h <= 'F')                    ? h - 'A' + 10
                                                             : -1;
        };
        if (pos_ + 2 > s_.size() || hex(s_[pos_]) < 0 || hex(s_[pos_ + 1]) < 0)
          return error(pos_ - 2, pos_, "\\x must be followed by two hex digits");
        v += char(hex(s_[pos_]) * 16 + hex(s_[pos_ + 1]));
        pos_ += 2;
        break;
      }
      default: return error(pos_ - 2, pos_, std::string("unknown escape sequence '\\") + e + "'");
      }
    }
    push(IRTokKind::String, std::move(v), uint32_t(b), uint32_t(pos_));
    return true;
  }

  std::string_view s_;
  uint32_t file_;
  DiagnosticEngine& diags_;
  std::vector<IRToken>& out_;
  size_t pos_ = 0;
  int depth_ = 0;
  bool atLineStart_ = true, lineHasTokens_ = false, ok_ = true;
  uint32_t curIndent_ = 0;
  std::vector<uint32_t> indents_;
};

} // namespace

bool lexIR(std::string_view text, uint32_t fileId, DiagnosticEngine& diags, std::vector<IRToken>& out) {
  out.clear();
  Lexer lx(text, fileId, diags, out);
  return lx.run();
}

} // namespace tilec::ir
