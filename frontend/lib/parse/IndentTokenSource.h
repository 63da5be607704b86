#pragma once
// Wraps the generated lexer and produces the layout tokens of a Python-shaped
// language: NEWLINE ends a logical line (not inside brackets, not for blank or
// comment-only lines), INDENT and DEDENT mark changes of indentation. Also
// guards the recursive-descent parser against pathological nesting.

#include "TileLexer.h"

#include <deque>
#include <functional>
#include <memory>
#include <vector>

namespace tilec::parse {

class IndentTokenSource : public TileLexer {
public:
  /// Called with (line, column0, message) for layout errors.
  using ErrorFn = std::function<void(size_t line, size_t col, const std::string& msg)>;

  IndentTokenSource(antlr4::CharStream* input, ErrorFn onError) : TileLexer(input), onError_(std::move(onError)) {}

  std::unique_ptr<antlr4::Token> nextToken() override;

  static constexpr size_t kMaxBracketDepth = 64;
  static constexpr size_t kMaxIndentDepth = 64;
  static constexpr size_t kMaxUnaryRun = 64;
  static constexpr size_t kMaxLineNesting = 256; // '**', 'if', 'else', 'lambda' on one line

private:
  std::unique_ptr<antlr4::Token> fetch();
  std::unique_ptr<antlr4::Token> make(size_t type, const antlr4::Token& at, const std::string& text);
  void handleNewline(std::unique_ptr<antlr4::Token> nl);
  void finishFile(const antlr4::Token& eof);

  ErrorFn onError_;
  std::deque<std::unique_ptr<antlr4::Token>> pending_;
  std::unique_ptr<antlr4::Token> lookahead_; // fetched but not yet processed
  std::vector<size_t> indents_{0};
  struct Open {
    size_t type, line, col;
  };
  std::vector<Open> brackets_; // open brackets, innermost last
  size_t unaryRun_ = 0;
  size_t lineNesting_ = 0;
  bool sawSignificant_ = false; // a significant token since the last NEWLINE
  bool started_ = false;
  bool done_ = false;
  bool aborted_ = false;

public:
  /// True once a layout error ended the token stream early; the parser's own
  /// errors after that point are consequences and are not reported.
  bool aborted() const { return aborted_; }
};

} // namespace tilec::parse
