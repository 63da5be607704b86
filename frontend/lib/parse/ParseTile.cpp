// Runs the ANTLR lexer and parser over one file and reports syntax errors as
// located diagnostics with messages written for people, then hands the parse
// tree to AstBuilder.

#include "tilec/frontend/Parser.h"

#include "AstBuilder.h"
#include "IndentTokenSource.h"
#include "TileParser.h"

#include <antlr4-runtime.h>

#include <set>

namespace tilec {

namespace {

using antlr4::Token;

/// Maps ANTLR's (line, code-point column) to our byte-offset locations.
class LocMapper {
public:
  LocMapper(uint32_t file, const SourceManager& sm) : file_(file), sm_(sm) {}
  SourceLoc loc(size_t line, size_t cpCol) const {
    std::string_view text = sm_.lineText(file_, static_cast<uint32_t>(line));
    size_t byte = 0, cp = 0;
    while (byte < text.size() && cp < cpCol) {
      unsigned char c = static_cast<unsigned char>(text[byte]);
      byte += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
      ++cp;
    }
    if (cp < cpCol)
      byte += cpCol - cp;
    return sm_.locOf(file_, static_cast<uint32_t>(line), static_cast<uint32_t>(byte + 1));
  }
  SourceRange range(const Token* t) const {
    SourceLoc b = loc(t->getLine(), t->getCharPositionInLine());
    std::string text = t->getType() == Token::EOF ? "" : t->getText();
    if (!text.empty() && text.front() == '<')
      text.clear(); // synthesized layout tokens have no width
    SourceLoc e = b;
    e.offset += static_cast<uint32_t>(text.size());
    return {b, e};
  }
  uint32_t file() const { return file_; }

private:
  uint32_t file_;
  const SourceManager& sm_;
};

std::string describeToken(const Token* t) {
  switch (t->getType()) {
  case Token::EOF: return "end of file";
  case TileLexer::NEWLINE: return "end of line";
  case TileParser::INDENT: return "indent";
  case TileParser::DEDENT: return "dedent";
  default: return "'" + t->getText() + "'";
  }
}

std::string describeExpected(const antlr4::misc::IntervalSet& set, const antlr4::dfa::Vocabulary& vocab) {
  std::vector<std::string> names;
  // Where any expression may start, say so instead of listing every token.
  bool expression = set.contains(size_t(TileLexer::NAME)) && set.contains(size_t(TileLexer::INTEGER)) && set.contains(size_t(TileLexer::LPAREN));
  if (expression)
    names.push_back("an expression");
  for (size_t t : set.toList()) {
    if (expression && t != TileLexer::NEWLINE && t != TileLexer::RPAREN && t != TileLexer::RBRACK &&
        t != TileLexer::COLON && t != TileLexer::COMMA && t != TileLexer::ASSIGN)
      continue;
    if (t == static_cast<size_t>(Token::EOF)) {
      names.push_back("end of file");
      continue;
    }
    if (t == TileLexer::NEWLINE) {
      names.push_back("end of line");
      continue;
    }
    if (t == TileParser::INDENT) {
      names.push_back("an indented block");
      continue;
    }
    if (t == TileParser::DEDENT)
      continue;
    std::string lit = vocab.getLiteralName(t);
    if (!lit.empty()) {
      names.push_back(lit);
      continue;
    }
    std::string sym = vocab.getSymbolicName(t);
    if (sym == "NAME")
      names.push_back("a name");
    else if (sym == "INTEGER" || sym == "FLOAT")
      names.push_back("a number");
    else if (sym == "STRING")
      names.push_back("a string");
  }
  std::set<std::string> seen;
  std::vector<std::string> uniq;
  for (auto& n : names)
    if (seen.insert(n).second)
      uniq.push_back(n);
  if (uniq.empty())
    return "";
  if (uniq.size() > 6)
    return "an expression or statement";
  std::string out;
  for (size_t i = 0; i < uniq.size(); ++i) {
    if (i)
      out += i + 1 == uniq.size() ? " or " : ", ";
    out += uniq[i];
  }
  return out;
}

bool isKeyword(const Token* t) {
  size_t ty = t->getType();
  return ty >= TileLexer::DEF && ty <= TileLexer::NONE;
}

class SyntaxErrorListener : public antlr4::BaseErrorListener {
public:
  SyntaxErrorListener(const LocMapper& map, DiagnosticEngine& diags, const parse::IndentTokenSource& lexer)
      : map_(map), diags_(diags), lexer_(lexer) {}

  void syntaxError(antlr4::Recognizer* recognizer, Token* offending, size_t line, size_t col,
                   const std::string& antlrMsg, std::exception_ptr) override {
    ++count;
    if (!offending) { // lexer: ERROR_CHAR and friends are reported by the parser
      diags_.error(map_.loc(line, col), "invalid input: " + antlrMsg);
      return;
    }
    // After a layout error the token stream was cut short: what follows are
    // consequences. After a syntax error, ANTLR's recovery tends to trip again
    // on the same line and on the layout tokens that follow: report the first.
    if (lexer_.aborted())
      return;
    size_t ty = offending->getType();
    bool layout = ty == TileLexer::NEWLINE || ty == TileParser::INDENT || ty == TileParser::DEDENT ||
                  ty == static_cast<size_t>(Token::EOF);
    if (count > 1 && (offending->getLine() == lastLine_ || layout))
      return;
    lastLine_ = offending->getLine();
    SourceRange r = map_.range(offending);
    auto* parser = dynamic_cast<antlr4::Parser*>(recognizer);
    switch (offending->getType()) {
    case TileLexer::ERROR_CHAR:
      diags_.error(r, "invalid character " + describeToken(offending) + " in program");
      return;
    case TileLexer::UNTERMINATED_STRING:
      diags_.error(r, "missing terminating quote of string literal");
      return;
    case TileLexer::INVALID_NUMBER:
      diags_.error(r, "invalid number literal " + describeToken(offending) + "; names cannot start with a digit");
      return;
    case TileParser::INDENT:
      diags_.error(r, "unexpected indent");
      return;
    case TileLexer::IMPORT:
      diags_.error(r, "'import' is only allowed at the top level of a file");
      return;
    default: break;
    }
    std::string expected;
    if (parser)
      expected = describeExpected(parser->getExpectedTokens(), parser->getVocabulary());
    if (expected == "an indented block") {
      diags_.error(r, "expected an indented block after ':'");
      return;
    }
    auto expects = [&](size_t t) { return parser && parser->getExpectedTokens().contains(t); };
    if ((ty == TileLexer::ELSE || ty == TileLexer::ELIF) && !expects(ty)) {
      diags_.error(r, "'" + offending->getText() + "' without a matching 'if' (check its indentation)");
      return;
    }
    if (isKeyword(offending) && expects(TileLexer::NAME) && !expects(ty)) {
      diags_.error(r, "'" + offending->getText() + "' is a keyword and cannot be used as a name");
      return;
    }
    if (ty == TileLexer::ASSIGN && expects(TileLexer::NEWLINE)) {
      diags_.error(r, "chained assignment is not supported; assign each name separately");
      return;
    }
    if (ty == TileLexer::ASSIGN && expects(TileLexer::COLON)) {
      diags_.error(r, "unexpected '='; expected ':' (to compare, use '==')");
      return;
    }
    std::string msg = "unexpected " + describeToken(offending);
    if (!expected.empty())
      msg += "; expected " + expected;
    else if (antlrMsg.rfind("no viable alternative", 0) == 0)
      msg = "invalid syntax near " + describeToken(offending);
    diags_.error(r, msg);
  }

  unsigned count = 0;

private:
  const LocMapper& map_;
  DiagnosticEngine& diags_;
  const parse::IndentTokenSource& lexer_;
  size_t lastLine_ = 0;
};

/// Offset of the first byte that does not start a valid UTF-8 sequence (the
/// ANTLR runtime throws on those), or npos.
size_t firstInvalidUtf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size())
      return i;
    uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
    for (size_t k = 1; k < n; ++k) {
      unsigned char cc = static_cast<unsigned char>(s[i + k]);
      if ((cc >> 6) != 0x2)
        return i;
      cp = (cp << 6) | (cc & 0x3F);
    }
    bool overlong = (n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000);
    if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
      return i;
    i += n;
  }
  return std::string_view::npos;
}

} // namespace

std::unique_ptr<ast::Module> parseModule(uint32_t file, const SourceManager& sm, DiagnosticEngine& diags) {
  LocMapper map(file, sm);
  unsigned errorsBefore = diags.errorCount();
  std::string_view text = sm.text(file);
  if (size_t bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
    SourceLoc at{file, static_cast<uint32_t>(bad)};
    diags.error(SourceRange(at, SourceLoc{file, at.offset + 1}), "invalid UTF-8 byte sequence; .tile files are UTF-8 text");
    return nullptr;
  }
  antlr4::ANTLRInputStream input(text.data(), text.size());
  const SyntaxErrorListener* parserErrors = nullptr;
  parse::IndentTokenSource lexer(&input, [&](size_t line, size_t col, const std::string& msg) {
    // A layout error found after a syntax error is most likely its consequence.
    if (parserErrors && parserErrors->count)
      return;
    SourceLoc b = map.loc(line, col);
    diags.error(SourceRange(b, SourceLoc{b.file, b.offset + 1}), msg);
  });
  SyntaxErrorListener listener(map, diags, lexer);
  parserErrors = &listener;
  lexer.removeErrorListeners();
  lexer.addErrorListener(&listener);
  antlr4::CommonTokenStream tokens(&lexer);
  TileParser parser(&tokens);
  parser.removeErrorListeners();
  parser.addErrorListener(&listener);
  TileParser::File_Context* tree = parser.file_();
  if (diags.errorCount() != errorsBefore || listener.count)
    return nullptr;
  return parse::AstBuilder(file, [&](const Token* t) { return map.range(t); }, diags).build(tree);
}

} // namespace tilec
